//! The GURPS part of a setup (`system: Gurps(...)`): its raw types ([`raw`]) and their validation
//! into the rules' [`GurpsChase`], field by field with the path a keeper can go to. The thrust
//! table the text leaves out ships as `assets/tables/gurps-thrust.ron` (embedded).

pub mod raw;

use crate::dice::DiceExpr;
use crate::rules::gurps::{
    GurpsChase, Mode, Person, Role, Settings, Skills, Vehicle, VehicleId, Weapon, default_weights,
};
use crate::setup::problem::{Path, Problem};
use raw::{RawGurps, RawPerson, RawSettings, RawVehicle};

/// The Basic Set's thrust by ST, `assets/tables/gurps-thrust.ron`.
const THRUST: &str = include_str!("../../../assets/tables/gurps-thrust.ron");

/// Checks the settings, vehicles and people, and builds the chase ready for round 1.
pub fn build(raw: &RawGurps, path: &Path) -> Result<GurpsChase, Problem> {
    let settings = settings(&raw.settings, &path.field("settings"))?;
    let vehicles_path = path.field("vehicles");
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

fn party_of(side: Role) -> usize {
    match side {
        Role::Quarry => 0,
        Role::Pursuer => 1,
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
        round_limit: raw.round_limit,
        limit_ending: raw.limit_ending.unwrap_or(defaults.limit_ending),
        npc_weights: raw.npc_weights.clone().unwrap_or_else(default_weights),
        npc_stunt_penalty: raw.npc_stunt_penalty.unwrap_or(defaults.npc_stunt_penalty),
        thrust,
    })
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
        (Some(m), None) => m,
        (None, Some(mph)) => mph / 2,
        (None, None) => {
            return Err(Problem::new(
                path.field("name"),
                format!("'{name}' needs its top speed: move: 33 (yards a second) or mph: 66"),
            ));
        }
    };
    if !(1..=100_000).contains(&raw.st) {
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
    if hp < 1 {
        return Err(Problem::new(
            path.field("hp"),
            format!("HP {hp}: a vehicle starts with 1 or more"),
        ));
    }
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
        mode: raw.mode.unwrap_or(Mode::Land),
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
    let weapon = match &raw.weapon {
        Some(w) => Some(Weapon {
            name: w.name.trim().to_string(),
            skill: w.skill,
            damage: gurps_dice(&w.damage)
                .map_err(|m| Problem::new(path.field("weapon").field("damage"), m))?,
            acc: w.acc,
            bulk: w.bulk,
            melee: w.melee,
        }),
        None => None,
    };
    let hp = raw.hp.unwrap_or(raw.st);
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
        shock: 0,
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

#[cfg(test)]
mod tests {
    use super::*;

    /// The shipped table reads, and gives the text's one value: ST 72, thrust 8d.
    #[test]
    fn the_shipped_thrust_table_gives_8d_for_st_72() {
        let settings = Settings {
            thrust: thrust_table().expect("the table reads"),
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
