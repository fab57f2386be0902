//! The Savage Worlds part of a setup (`system: Savage(...)`): its raw types ([`raw`]) and their
//! validation into the rules' [`SavageChase`]. What the constructor would refuse is checked here
//! first, field by field, so that the GM is pointed at the line and column to fix.

pub mod raw;
pub mod readout;
mod summary;

use crate::limits;
use crate::setup::problem::{Path, Problem};
use crate::systems::savage::rules::{
    Damage, Die, Length, Participant, SavageChase, Settings, Weapon,
};
use raw::{RawParticipant, RawSavage, RawSettings};

/// Checks the settings and the participants and builds the chase at round 1.
pub fn build(raw: &RawSavage, path: &Path) -> Result<SavageChase, Problem> {
    let settings = settings(&raw.settings, &path.field("settings"))?;
    let list = path.field("participants");
    if raw.participants.len() > limits::PARTICIPANTS {
        return Err(Problem::new(
            list.index(limits::PARTICIPANTS),
            format!(
                "a chase holds at most {} participants and this one lists {}; split it into \
                 separate chases, or make a crowd one group of extras with a count",
                limits::PARTICIPANTS,
                raw.participants.len()
            ),
        ));
    }
    let mut participants: Vec<Participant> = Vec::new();
    for (at, entry) in raw.participants.iter().enumerate() {
        let here = list.index(at);
        let p = participant(entry, &here)?;
        crate::setup::names::unique(
            participants.iter().map(|q| q.name.as_str()),
            &p.name,
            &here,
            "participant",
            "name",
        )?;
        participants.push(p);
    }
    for (at, entry) in raw.participants.iter().enumerate() {
        let Some(driver) = &entry.rides_with else {
            continue;
        };
        let here = list.index(at).field("rides_with");
        let Some(id) = participants
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(driver.trim()))
        else {
            return Err(Problem::new(
                here,
                format!(
                    "'{driver}' is not a participant; rides_with names the driver, e.g. \
                     rides_with: \"Abel\""
                ),
            ));
        };
        if id == at || raw.participants[id].rides_with.is_some() {
            return Err(Problem::new(
                here,
                format!(
                    "'{driver}' is not a driver (a passenger rides with someone who drives, not \
                     with itself or another passenger)"
                ),
            ));
        }
        participants[at].rides_with = Some(id as u16);
    }
    SavageChase::new(settings, participants).map_err(|e| Problem::new(list, e.to_string()))
}

fn settings(raw: &RawSettings, path: &Path) -> Result<Settings, Problem> {
    let defaults = Settings::default();
    if let Some(Length::Rounds(n)) = raw.length
        && !(1..=100).contains(&n)
    {
        return Err(Problem::new(
            path.field("length"),
            format!("'{n}' rounds: a chase lasts 1 to 100 rounds (Standard is 5, Extended 10)"),
        ));
    }
    let bonus = |value: Option<i32>, default: i32, field: &str| -> Result<i32, Problem> {
        let value = value.unwrap_or(default);
        if !(0..=4).contains(&value) {
            return Err(Problem::new(
                path.field(field),
                format!("'{value}' is outside 0-4 for {field}; the text's example uses 2"),
            ));
        }
        Ok(value)
    };
    Ok(Settings {
        length: raw.length.unwrap_or(defaults.length),
        difficult_terrain: raw.difficult_terrain.unwrap_or(defaults.difficult_terrain),
        cooperative_bonus: bonus(
            raw.cooperative_bonus,
            defaults.cooperative_bonus,
            "cooperative_bonus",
        )?,
        multi_action_penalty: bonus(
            raw.multi_action_penalty,
            defaults.multi_action_penalty,
            "multi_action_penalty",
        )?,
        shuffle_on_joker: raw.shuffle_on_joker.unwrap_or(defaults.shuffle_on_joker),
        joker_bonus: bonus(raw.joker_bonus, defaults.joker_bonus, "joker_bonus")?,
        auto_end_turn: raw.auto_end_turn.unwrap_or(defaults.auto_end_turn),
        speed_per_damage_die: match raw.speed_per_damage_die {
            None => defaults.speed_per_damage_die,
            Some(n) if (1..=100).contains(&n) => n,
            Some(n) => {
                return Err(Problem::new(
                    path.field("speed_per_damage_die"),
                    format!(
                        "'{n}' is outside 1-100 for speed_per_damage_die: a d6 of damage for each \
                         this much of half a vehicle's Top Speed (5)"
                    ),
                ));
            }
        },
    })
}

fn participant(raw: &RawParticipant, path: &Path) -> Result<Participant, Problem> {
    let name = raw.name.trim();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            "a participant's name cannot be empty ''; commands and the screen use it, e.g. \
             name: \"Knight\"",
        ));
    }
    let die = trait_die(&raw.die, &path.field("die"))?;
    let mut p = Participant::new(name, raw.side, raw.maneuver, die);
    p.wild_card = raw.wild_card;
    p.player = raw.player;
    if !limits::SPEED.contains(&raw.top_speed) {
        return Err(Problem::new(
            path.field("top_speed"),
            format!(
                "a top speed of {} is no one's; give 0 to {} (a horse is 24 or so, 0 leaves speed out)",
                raw.top_speed,
                limits::SPEED.end()
            ),
        ));
    }
    if let Some(climb) = raw.climb
        && !limits::MODIFIER.contains(&climb)
    {
        return Err(Problem::new(
            path.field("climb"),
            format!(
                "a Climb of {climb} is beyond any vehicle's; give {} to {} (a plane's is 1 to 3)",
                limits::MODIFIER.start(),
                limits::MODIFIER.end()
            ),
        ));
    }
    p.secret = raw.secret;
    p.top_speed = raw.top_speed;
    p.climb = raw.climb;
    match raw.count {
        None | Some(1) => {}
        Some(n) if (2..=*limits::GROUP.end()).contains(&n) => {
            if raw.wild_card {
                return Err(Problem::new(
                    path.field("count"),
                    format!(
                        "'{name}' is a group of {n} extras and a wild card; a group is extras: drop wild_card"
                    ),
                ));
            }
            p.group = true;
            p.count = n;
        }
        Some(n) => {
            return Err(Problem::new(
                path.field("count"),
                format!(
                    "'{n}' is not a group's size; write 2 to {} extras, or leave it out for one",
                    limits::GROUP.end()
                ),
            ));
        }
    }
    p.weapon = match (&raw.attack, &raw.damage) {
        (None, None) => None,
        (Some(skill), Some(damage)) => Some(Weapon {
            skill: trait_die(skill, &path.field("attack"))?,
            damage: damage_dice(damage, &path.field("damage"))?,
        }),
        (Some(_), None) => {
            return Err(Problem::new(
                path.field("attack"),
                "an attack needs its weapon's damage too, e.g. damage: \"2d6\"",
            ));
        }
        (None, Some(_)) => {
            return Err(Problem::new(
                path.field("damage"),
                "damage needs the attack skill's die too, e.g. attack: \"d8\"",
            ));
        }
    };
    let small = |value: Option<u32>, default: u32, field: &str| -> Result<u32, Problem> {
        let value = value.unwrap_or(default);
        if !(1..=40).contains(&value) {
            return Err(Problem::new(
                path.field(field),
                format!("'{value}' is outside 1-40 for {field}"),
            ));
        }
        Ok(value)
    };
    p.toughness = small(raw.toughness, p.toughness, "toughness")?;
    p.parry = small(raw.parry, p.parry, "parry")?;
    if let Some(spirit) = &raw.spirit {
        p.spirit = trait_die(spirit, &path.field("spirit"))?;
    }
    if let Some(vehicle) = &raw.vehicle {
        p.vehicle = Some(self::vehicle(vehicle, &p, raw, &path.field("vehicle"))?);
    }
    Ok(p)
}

/// A driver's vehicle: only one who drives (Boating, Driving, Piloting) for itself, alone (a
/// group's vehicles are the extras' own), with a Top Speed to halve.
fn vehicle(
    raw: &raw::RawVehicle,
    p: &Participant,
    entry: &RawParticipant,
    path: &Path,
) -> Result<crate::systems::savage::rules::Vehicle, Problem> {
    let refuse = |why: String| Err(Problem::new(path.clone(), why));
    if !p.maneuver.in_vehicle() {
        return refuse(format!(
            "'{}' does not drive ({}); a vehicle belongs to one who drives with Boating, Driving \
             or Piloting",
            p.name,
            p.maneuver.word()
        ));
    }
    if entry.rides_with.is_some() {
        return refuse(format!(
            "'{}' rides with its driver; give the vehicle to the driver",
            p.name
        ));
    }
    if p.group {
        return refuse(format!(
            "'{}' is a group of extras, each in its own vehicle; give a vehicle to a single driver",
            p.name
        ));
    }
    if p.top_speed == 0 {
        return refuse(format!(
            "'{}' has no top_speed; its vehicle's damage is at half its Top Speed, e.g. \
             top_speed: 40",
            p.name
        ));
    }
    if !(1..=40).contains(&raw.toughness) {
        return refuse(format!(
            "'{}' is outside 1-40 for a vehicle's toughness (a motorcycle's is 8 or so)",
            raw.toughness
        ));
    }
    let name = raw.name.as_deref().map(str::trim).unwrap_or("vehicle");
    Ok(crate::systems::savage::rules::Vehicle {
        name: if name.is_empty() { "vehicle" } else { name }.to_string(),
        toughness: raw.toughness,
        wounds: 0,
    })
}

/// A trait die: `d4` to `d12`, `d12+1`...
fn trait_die(text: &str, path: &Path) -> Result<Die, Problem> {
    let bad = || {
        Problem::new(
            path.clone(),
            format!("'{text}' is not a trait die; write d4, d6, d8, d10, d12 or d12+1"),
        )
    };
    let lower = text.trim().to_ascii_lowercase();
    let rest = lower.strip_prefix('d').ok_or_else(bad)?;
    let (sides, plus) = match rest.split_once(['+', '-']) {
        None => (rest, 0),
        Some((sides, plus)) => {
            let value: i32 = plus.parse().map_err(|_| bad())?;
            (sides, if rest.contains('-') { -value } else { value })
        }
    };
    let sides: u32 = sides.parse().map_err(|_| bad())?;
    if ![4, 6, 8, 10, 12].contains(&sides) || !(-4..=10).contains(&plus) {
        return Err(bad());
    }
    Ok(Die { sides, plus })
}

/// Damage dice: `2d6`, `2d8+1`, `d10+d6`.
fn damage_dice(text: &str, path: &Path) -> Result<Damage, Problem> {
    let bad = || {
        Problem::new(
            path.clone(),
            format!("'{text}' is not damage; write dice and a bonus, e.g. 2d6, 2d8+1 or d10+d6"),
        )
    };
    let mut damage = Damage {
        dice: Vec::new(),
        plus: 0,
    };
    let lower = text.trim().to_ascii_lowercase().replace(' ', "");
    for (at, term) in lower.split('+').enumerate() {
        match term.split_once('d') {
            Some((count, sides)) => {
                let count: u32 = if count.is_empty() {
                    1
                } else {
                    count.parse().map_err(|_| bad())?
                };
                let sides: u32 = sides.parse().map_err(|_| bad())?;
                if !(1..=10).contains(&count) || !(2..=20).contains(&sides) {
                    return Err(bad());
                }
                damage
                    .dice
                    .extend(std::iter::repeat_n(sides, count as usize));
            }
            None if at > 0 => {
                let plus = term.parse::<i32>().map_err(|_| bad())?;
                damage.plus = damage
                    .plus
                    .checked_add(plus)
                    .filter(|sum| limits::DICE_CONSTANT.contains(sum))
                    .ok_or_else(|| {
                        Problem::new(
                            path.clone(),
                            format!(
                                "'{text}' adds more than {} to its dice; write the weapon's \
                                 damage, e.g. 2d8+2",
                                limits::DICE_CONSTANT.end()
                            ),
                        )
                    })?;
            }
            None => return Err(bad()),
        }
    }
    if damage.dice.is_empty() || damage.dice.len() > 10 {
        return Err(bad());
    }
    Ok(damage)
}

/// An example value for a field of a Savage Worlds setup, for error messages.
pub fn example(field: &str) -> Option<&'static str> {
    Some(match field {
        "system" => "Savage(participants: [...])",
        "settings" => "(length: Standard, difficult_terrain: false)",
        "participants" => {
            "[(name: \"Knight\", side: Pursuer, maneuver: Riding, die: \"d8\", wild_card: true)]"
        }
        "side" => "Pursuer",
        "maneuver" => "Riding",
        "die" | "attack" | "spirit" => "\"d8\"",
        "damage" => "\"2d6\"",
        "length" => "Standard",
        "top_speed" => "20",
        "climb" => "1",
        "count" => "5",
        "rides_with" => "\"Abel\"",
        "toughness" => "6",
        "parry" => "5",
        "cooperative_bonus" | "multi_action_penalty" | "joker_bonus" => "2",
        "vehicle" => "(name: \"motorcycle\", toughness: 8)",
        "speed_per_damage_die" => "5",
        "wild_card" | "player" | "secret" | "difficult_terrain" | "shuffle_on_joker"
        | "auto_end_turn" => "true",
        _ => return None,
    })
}

/// The first fields of this system's part of a setup, for the example in a message.
pub const FIELDS: &str = "settings: (length: Standard), participants: [...]";

/// A field of this system written where it does not belong: the fix.
pub fn misplaced(_found: &str, _outer: &str) -> Option<&'static str> {
    None
}

/// How a value of this system is written without a name before its parentheses.
pub fn unnamed(_expected: &str) -> Option<&'static str> {
    None
}

/// This system's part of a setup file, as the list of systems names it.
pub type Raw = raw::RawSavage;

pub use summary::summary;
