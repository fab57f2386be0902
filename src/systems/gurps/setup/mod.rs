//! The GURPS part of a setup (`system: Gurps(...)`): its raw types ([`raw`]) and their validation
//! into the rules' [`GurpsChase`], field by field with the path a keeper can go to. The thrust
//! table the text leaves out ships as `assets/tables/gurps-thrust.ron` (embedded).

pub mod raw;
pub mod readout;
mod summary;

use crate::dice::DiceExpr;
use crate::limits;
use crate::setup::problem::{Path, Problem};
use crate::systems::gurps::rules::{
    GurpsChase, Medium, Person, Settings, Side, Skills, Vehicle, VehicleId, Weapon, default_weights,
};
use raw::{RawGurps, RawPerson, RawSettings, RawVehicle};

/// The Basic Set's thrust by ST, `assets/tables/gurps-thrust.ron`.
const THRUST: &str = include_str!("../../../../assets/tables/gurps-thrust.ron");

/// Checks the settings, vehicles and people, and builds the chase ready for round 1.
pub fn build(raw: &RawGurps, path: &Path) -> Result<GurpsChase, Problem> {
    let settings = settings(&raw.settings, &path.field("settings"))?;
    let vehicles_path = path.field("vehicles");
    if raw.vehicles.len() > limits::VEHICLES {
        return Err(Problem::new(
            vehicles_path.index(limits::VEHICLES),
            format!(
                "a chase holds at most {} vehicles and this one lists {}; split it into \
                 separate chases",
                limits::VEHICLES,
                raw.vehicles.len()
            ),
        ));
    }
    if raw.people.len() > limits::PARTICIPANTS {
        return Err(Problem::new(
            path.field("people").index(limits::PARTICIPANTS),
            format!(
                "a chase holds at most {} people and this one lists {}; split it into \
                 separate chases",
                limits::PARTICIPANTS,
                raw.people.len()
            ),
        ));
    }
    let mut vehicles = Vec::new();
    for (at, v) in raw.vehicles.iter().enumerate() {
        let here = vehicles_path.index(at);
        if raw.vehicles[..at]
            .iter()
            .any(|o| o.name.trim().eq_ignore_ascii_case(v.name.trim()))
        {
            return Err(Problem::new(
                here.field("name"),
                format!(
                    "duplicate vehicle name '{}'; give each vehicle its own name",
                    v.name.trim()
                ),
            ));
        }
        vehicles.push(vehicle(v, &here)?);
    }
    let people_path = path.field("people");
    let mut people: Vec<Person> = Vec::new();
    for (at, p) in raw.people.iter().enumerate() {
        let here = people_path.index(at);
        let id = at as u16;
        let mut person = person(p, &here)?;
        if people
            .iter()
            .any(|o| o.name.eq_ignore_ascii_case(&person.name))
            || vehicles
                .iter()
                .any(|v| v.name.eq_ignore_ascii_case(&person.name))
        {
            return Err(Problem::new(
                here.field("name"),
                format!(
                    "duplicate name '{}': commands name people and vehicles, ignoring case; give each its own",
                    person.name
                ),
            ));
        }
        let seat = match (&p.drives, &p.aboard) {
            (Some(_), Some(_)) => {
                return Err(Problem::new(
                    here.field("aboard"),
                    "a person either drives a vehicle or rides aboard one, not both",
                ));
            }
            (Some(name), None) => Some((name, true, here.field("drives"))),
            (None, Some(name)) => Some((name, false, here.field("aboard"))),
            (None, None) => None,
        };
        if let Some((name, drives, field)) = seat {
            let Some(v) = vehicles
                .iter()
                .position(|v| v.name.eq_ignore_ascii_case(name.trim()))
            else {
                let known: Vec<&str> = vehicles.iter().map(|v| v.name.as_str()).collect();
                return Err(Problem::new(
                    field,
                    format!(
                        "no vehicle is called '{}'; the vehicles are: {}",
                        name.trim(),
                        if known.is_empty() {
                            "none (add vehicles: [...])".to_string()
                        } else {
                            known.join(", ")
                        }
                    ),
                ));
            };
            let vehicle = &mut vehicles[v];
            let party = party_of(p.side);
            if vehicle.party.is_some_and(|other| other != party) {
                return Err(Problem::new(
                    field,
                    format!(
                        "'{}' carries the other side already; one vehicle, one side",
                        vehicle.name
                    ),
                ));
            }
            vehicle.party = Some(party);
            if drives {
                if let Some(other) = vehicle.operator {
                    return Err(Problem::new(
                        field,
                        format!(
                            "'{}' has a driver already ('{}'); the others ride aboard: aboard: \"{}\"",
                            vehicle.name,
                            people[usize::from(other)].name,
                            vehicle.name
                        ),
                    ));
                }
                vehicle.operator = Some(id);
            }
            person.aboard = Some(v as VehicleId);
        }
        people.push(person);
    }
    for (at, v) in vehicles.iter().enumerate() {
        if v.party.is_some() && v.operator.is_none() {
            return Err(Problem::new(
                vehicles_path.index(at).field("name"),
                format!(
                    "'{}' has passengers but no driver: give someone drives: \"{}\"",
                    v.name, v.name
                ),
            ));
        }
    }
    let names = [
        raw.quarry.clone().unwrap_or_else(|| "quarry".to_string()),
        raw.pursuer.clone().unwrap_or_else(|| "pursuer".to_string()),
    ];
    GurpsChase::new(settings, people, vehicles, names).map_err(|_| {
        Problem::new(
            people_path,
            "a chase needs someone on side: Quarry and someone on side: Pursuer who can lead (on \
             foot, or driving: drives: \"Sports car\")",
        )
    })
}

fn party_of(side: Side) -> usize {
    match side {
        Side::Quarry => 0,
        Side::Pursuer => 1,
    }
}

/// GURPS writes six-sided dice without the sides ("2d-1", "8d"): read them as 2D6-1, 8D6.
pub fn gurps_dice(text: &str) -> Result<DiceExpr, String> {
    let mut out = String::new();
    let chars: Vec<char> = text.trim().chars().collect();
    for (at, c) in chars.iter().enumerate() {
        out.push(*c);
        if c.eq_ignore_ascii_case(&'d') && !chars.get(at + 1).is_some_and(|n| n.is_ascii_digit()) {
            out.push('6');
        }
    }
    out.parse::<DiceExpr>().map_err(|_| {
        format!(
            "'{}' is not GURPS dice; write them as '2d', '1d+2' or '8d'",
            text.trim()
        )
    })
}

/// The shipped thrust table (a test checks it reads, and ST 72 is 8d).
pub fn thrust_table() -> Result<Vec<(u32, DiceExpr)>, String> {
    let rows: Vec<(u32, String)> = ron::from_str(THRUST).map_err(|e| e.to_string())?;
    rows.into_iter()
        .map(|(st, dice)| gurps_dice(&dice).map(|d| (st, d)))
        .collect()
}

fn settings(raw: &RawSettings, path: &Path) -> Result<Settings, Problem> {
    let defaults = Settings::default();
    let thrust = match &raw.thrust {
        Some(rows) => {
            let mut table = Vec::new();
            for (at, (st, dice)) in rows.iter().enumerate() {
                table.push((
                    *st,
                    gurps_dice(dice)
                        .map_err(|m| Problem::new(path.field("thrust").index(at), m))?,
                ));
            }
            table
        }
        None => thrust_table()
            .map_err(|m| Problem::new(path.clone(), format!("the shipped thrust table: {m}")))?,
    };
    if raw.round_limit == Some(0) {
        return Err(Problem::new(
            path.field("round_limit"),
            "a round limit of 0 ends the chase before it starts; give 1 or more (e.g. 8), or leave it out",
        ));
    }
    if let Some(rounds) = raw.round_limit
        && !limits::ROUNDS.contains(&rounds)
    {
        return Err(Problem::new(
            path.field("round_limit"),
            format!(
                "a round limit of {rounds} is no chase's; give 1 to {} (e.g. 8), or leave it out",
                limits::ROUNDS.end()
            ),
        ));
    }
    if let Some(rows) = &raw.thrust {
        thrust_rows(rows, &path.field("thrust"))?;
    }
    if let Some(weights) = &raw.npc_weights {
        npc_weights(weights, &path.field("npc_weights"))?;
    }
    if let Some(p) = raw.npc_stunt_penalty
        && (p < 2 || p % 2 == 1)
    {
        return Err(Problem::new(
            path.field("npc_stunt_penalty"),
            format!("a Stunt's penalty is even, 2 or more, not {p}"),
        ));
    }
    Ok(Settings {
        start_band: raw.start_band.unwrap_or(defaults.start_band),
        blind: raw.blind.unwrap_or(false),
        crowded: raw.crowded.unwrap_or(false),
        three_way: raw.three_way.unwrap_or(false),
        round_limit: raw.round_limit,
        limit_ending: raw.limit_ending.unwrap_or(defaults.limit_ending),
        npc_weights: raw.npc_weights.clone().unwrap_or_else(default_weights),
        npc_stunt_penalty: raw.npc_stunt_penalty.unwrap_or(defaults.npc_stunt_penalty),
        thrust: thrust.into(),
    })
}

/// The thrust table's rows: at least one, each ST a vehicle's.
fn thrust_rows(rows: &[(u32, String)], path: &Path) -> Result<(), Problem> {
    if rows.is_empty() {
        return Err(Problem::new(
            path.clone(),
            "the thrust table is empty, so no vehicle could ram; give rows such as \
             [(70, \"8d\"), (50, \"6d\")], or leave thrust out for the Basic Set's table",
        ));
    }
    for (at, (st, _)) in rows.iter().enumerate() {
        if !(1..=MAX_VEHICLE_ST).contains(st) {
            return Err(Problem::new(
                path.index(at),
                format!("ST {st} is no vehicle's; give rows from ST 1 to {MAX_VEHICLE_ST}"),
            ));
        }
    }
    Ok(())
}

/// The NPC table's weights: each within the limit, and Move weighted, since Move is the one
/// maneuver open to either side at every step ("no legal maneuver has a weight above 0" in play).
fn npc_weights(
    weights: &[(crate::systems::gurps::rules::Maneuver, u32)],
    path: &Path,
) -> Result<(), Problem> {
    for (at, (_, weight)) in weights.iter().enumerate() {
        if !limits::WEIGHT.contains(weight) {
            return Err(Problem::new(
                path.index(at),
                format!(
                    "a weight of {weight} is beyond the table's; give 0 to {} (the usual are 1 to 10)",
                    limits::WEIGHT.end()
                ),
            ));
        }
    }
    let moves = weights
        .iter()
        .filter(|(m, _)| *m == crate::systems::gurps::rules::Maneuver::Move)
        .map(|(_, w)| *w)
        .sum::<u32>();
    if moves == 0 {
        return Err(Problem::new(
            path.clone(),
            "npc_weights gives Move no weight, so the tool's pick could find no legal maneuver; \
             give Move a weight of 1 or more, e.g. [(Move, 6), (Ram, 2)], or leave npc_weights out",
        ));
    }
    Ok(())
}

/// The highest ST a vehicle may have: a supertanker's is a few thousand.
const MAX_VEHICLE_ST: u32 = 100_000;

/// A number of a sheet against its range, with the field named and a usual value as the fix.
fn number(
    value: i32,
    range: &std::ops::RangeInclusive<i32>,
    path: &Path,
    field: &str,
    usual: &str,
) -> Result<i32, Problem> {
    if range.contains(&value) {
        Ok(value)
    } else {
        Err(Problem::new(
            path.field(field),
            format!(
                "{field} {value} is beyond any sheet's; give {} to {} ({usual})",
                range.start(),
                range.end()
            ),
        ))
    }
}

fn vehicle(raw: &RawVehicle, path: &Path) -> Result<Vehicle, Problem> {
    let name = raw.name.trim().to_string();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            "a vehicle's name cannot be empty ''; e.g. name: \"HMMWV\"",
        ));
    }
    let move_yards = match (raw.move_yards, raw.mph) {
        (Some(_), Some(_)) => {
            return Err(Problem::new(
                path.field("mph"),
                "give the top speed once: move (yards a second) or mph",
            ));
        }
        (Some(m), None) if (1..=*limits::SPEED.end()).contains(&m) => m,
        (Some(m), None) => {
            return Err(Problem::new(
                path.field("move"),
                format!(
                    "move {m} is no vehicle's top speed; give 1 to {} yards a second (a car is about 33)",
                    limits::SPEED.end()
                ),
            ));
        }
        (None, Some(mph)) if (2..=limits::SPEED.end() * 2).contains(&mph) => mph / 2,
        (None, Some(mph)) => {
            return Err(Problem::new(
                path.field("mph"),
                format!(
                    "{mph} mph is no vehicle's top speed; give 2 to {} (a car is about 66)",
                    limits::SPEED.end() * 2
                ),
            ));
        }
        (None, None) => {
            return Err(Problem::new(
                path.field("name"),
                format!("'{name}' needs its top speed: move: 33 (yards a second) or mph: 66"),
            ));
        }
    };
    if !(1..=MAX_VEHICLE_ST).contains(&raw.st) {
        return Err(Problem::new(
            path.field("st"),
            format!("ST {} is no vehicle's; a car is 40-70, an HMMWV 72", raw.st),
        ));
    }
    let thrust = match &raw.thrust {
        Some(text) => Some(gurps_dice(text).map_err(|m| Problem::new(path.field("thrust"), m))?),
        None => None,
    };
    let hp = raw.hp.unwrap_or(raw.st as i32);
    if hp < 1 || hp > MAX_VEHICLE_ST as i32 {
        return Err(Problem::new(
            path.field("hp"),
            format!("HP {hp}: a vehicle starts with 1 to {MAX_VEHICLE_ST} (its ST when left out)"),
        ));
    }
    number(raw.ht, &limits::SCORE, path, "ht", "11 is usual")?;
    number(
        raw.handling,
        &limits::MODIFIER,
        path,
        "handling",
        "a car's is -2 to +2",
    )?;
    number(raw.sr, &limits::MODIFIER, path, "sr", "a car's is 3")?;
    number(raw.dr, &limits::SCORE, path, "dr", "a car's is 3 or so")?;
    number(raw.sm, &limits::MODIFIER, path, "sm", "a car's is 4")?;
    number(
        raw.enhanced_dodge,
        &limits::MODIFIER,
        path,
        "enhanced_dodge",
        "usually 0",
    )?;
    Ok(Vehicle {
        name,
        party: None,
        operator: None,
        st: raw.st,
        ht: raw.ht,
        hp,
        hp_max: hp,
        handling: raw.handling,
        sr: raw.sr,
        dr: raw.dr,
        sm: raw.sm,
        move_yards,
        thrust,
        enhanced_dodge: raw.enhanced_dodge,
        mode: raw.mode.unwrap_or(Medium::Land),
        exposed: raw.exposed,
        out: None,
        struggle: false,
        bumped: false,
    })
}

fn person(raw: &RawPerson, path: &Path) -> Result<Person, Problem> {
    let name = raw.name.trim().to_string();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            "a person's name cannot be empty ''; e.g. name: \"Vince\"",
        ));
    }
    for (field, value) in [("st", raw.st), ("dx", raw.dx), ("ht", raw.ht)] {
        if !(1..=50).contains(&value) {
            return Err(Problem::new(
                path.field(field),
                format!(
                    "{} {value} is no person's; 10 is average",
                    field.to_uppercase()
                ),
            ));
        }
    }
    let hp = raw.hp.unwrap_or(raw.st);
    if !(1..=*limits::SCORE.end()).contains(&hp) {
        return Err(Problem::new(
            path.field("hp"),
            format!(
                "HP {hp}: a person starts the chase with 1 to {} (their ST when left out)",
                limits::SCORE.end()
            ),
        ));
    }
    number(raw.dr, &limits::SCORE, path, "dr", "0 for clothes")?;
    for (field, value) in [
        ("dodge", raw.dodge),
        ("parry", raw.parry),
        ("running", raw.running),
        ("vehicle_skill", raw.vehicle_skill),
        ("stealth", raw.stealth),
        ("acrobatics", raw.acrobatics),
        ("jumping", raw.jumping),
        ("climbing", raw.climbing),
        ("area_knowledge", raw.area_knowledge),
        ("urban_survival", raw.urban_survival),
        ("wrestling", raw.wrestling),
    ] {
        if let Some(value) = value {
            number(
                value,
                &limits::SCORE,
                path,
                field,
                "a skill is 10 to 18 or so",
            )?;
        }
    }
    if let Some(m) = raw.move_yards
        && !(1..=*limits::SPEED.end()).contains(&m)
    {
        return Err(Problem::new(
            path.field("move"),
            format!(
                "move {m} is no one's; give 1 to {} yards a second (5 is usual)",
                limits::SPEED.end()
            ),
        ));
    }
    let weapon = match &raw.weapon {
        Some(w) => Some(Weapon {
            name: w.name.trim().to_string(),
            skill: number(
                w.skill,
                &limits::SCORE,
                &path.field("weapon"),
                "skill",
                "12 or so",
            )?,
            damage: gurps_dice(&w.damage)
                .map_err(|m| Problem::new(path.field("weapon").field("damage"), m))?,
            acc: number(
                w.acc,
                &limits::MODIFIER,
                &path.field("weapon"),
                "acc",
                "2 for a pistol",
            )?,
            bulk: number(
                w.bulk,
                &limits::MODIFIER,
                &path.field("weapon"),
                "bulk",
                "-2 for a pistol",
            )?,
            melee: w.melee,
        }),
        None => None,
    };
    Ok(Person {
        name,
        party: party_of(raw.side),
        player: raw.player,
        secret: raw.secret,
        st: raw.st,
        dx: raw.dx,
        ht: raw.ht,
        hp,
        hp_max: hp.max(1),
        dr: raw.dr,
        move_yards: raw.move_yards.unwrap_or(5),
        dodge: raw.dodge.unwrap_or(8),
        parry: raw.parry,
        skills: Skills {
            running: raw.running,
            vehicle: raw.vehicle_skill,
            stealth: raw.stealth,
            acrobatics: raw.acrobatics,
            jumping: raw.jumping,
            climbing: raw.climbing,
            area_knowledge: raw.area_knowledge,
            urban_survival: raw.urban_survival,
            wrestling: raw.wrestling,
        },
        gunslinger: raw.gunslinger,
        higher_purpose: raw.higher_purpose,
        weapon,
        aboard: None,
        out: None,
        close_call: None,
        seized_in: None,
        shock: 0,
        stunned: false,
        skill_choice: None,
        acted: false,
        stunt: None,
    })
}

/// An example value for a field of a GURPS setup, for syntax messages.
pub fn example(field: &str) -> Option<&'static str> {
    Some(match field {
        "system" => "Gurps(people: [...])",
        "settings" => "(start_band: Medium, crowded: true)",
        "start_band" => "Medium",
        "people" => {
            "[(name: \"Vince\", side: Quarry, dx: 12, vehicle_skill: 14, drives: \"Sports car\")]"
        }
        "vehicles" => {
            "[(name: \"Sports car\", st: 57, handling: 1, sr: 3, dr: 3, sm: 4, mph: 150)]"
        }
        "side" => "Quarry",
        "weapon" => "(name: \"pistol\", skill: 13, damage: \"2d+2\", acc: 2, bulk: -2)",
        "limit_ending" => "QuarryEscapes",
        _ => return None,
    })
}

/// The first fields of this system's part of a setup, for the example in a message.
pub const FIELDS: &str = "vehicles: [...], people: [...]";

/// A field of this system written where it does not belong: the fix.
pub fn misplaced(_found: &str, _outer: &str) -> Option<&'static str> {
    None
}

/// How a value of this system is written without a name before its parentheses.
pub fn unnamed(_expected: &str) -> Option<&'static str> {
    None
}

/// This system's part of a setup file, as the list of systems names it.
pub type Raw = raw::RawGurps;

pub use summary::summary;

#[cfg(test)]
mod tests {
    use super::*;

    /// The shipped table reads, and gives the text's one value: ST 72, thrust 8d.
    #[test]
    fn the_shipped_thrust_table_gives_8d_for_st_72() {
        let settings = Settings {
            thrust: thrust_table().expect("the table reads").into(),
            ..Settings::default()
        };
        assert_eq!(settings.thrust_for(72).to_string(), "8D6");
        assert_eq!(settings.thrust_for(10).to_string(), "1D6-2");
        assert_eq!(settings.thrust_for(57).to_string(), "6D6");
    }

    #[test]
    fn gurps_dice_leave_out_the_sides() {
        assert_eq!(gurps_dice("8d+56").unwrap().to_string(), "8D6+56");
        assert_eq!(gurps_dice("1d-2").unwrap().to_string(), "1D6-2");
        assert!(gurps_dice("lots").is_err());
    }
}
