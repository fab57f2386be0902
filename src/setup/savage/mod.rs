//! The Savage Worlds part of a setup (`system: Savage(...)`): its raw types ([`raw`]) and their
//! validation into the rules' [`SavageChase`]. What the constructor would refuse is checked here
//! first, field by field, so that the GM is pointed at the line and column to fix.

pub mod raw;

use crate::rules::savage::{Damage, Die, Length, Participant, SavageChase, Settings, Weapon};
use crate::setup::problem::{Path, Problem};
use raw::{RawParticipant, RawSavage, RawSettings};

/// Checks the settings and the participants and builds the chase at round 1.
pub fn build(raw: &RawSavage, path: &Path) -> Result<SavageChase, Problem> {
    let settings = settings(&raw.settings, &path.field("settings"))?;
    let list = path.field("participants");
    let mut participants: Vec<Participant> = Vec::new();
    for (at, entry) in raw.participants.iter().enumerate() {
        let here = list.index(at);
        let p = participant(entry, &here)?;
        if let Some(earlier) = participants
            .iter()
            .position(|q| q.name.eq_ignore_ascii_case(&p.name))
        {
            return Err(Problem::new(
                here.field("name"),
                format!(
                    "duplicate name '{}': participant {} has it already (names ignore case); \
                     give each participant its own name",
                    p.name,
                    earlier + 1
                ),
            ));
        }
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
    p.secret = raw.secret;
    p.top_speed = raw.top_speed;
    p.climb = raw.climb;
    match raw.count {
        None | Some(1) => {}
        Some(n) if (2..=100).contains(&n) => {
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
                    "'{n}' is not a group's size; write 2 to 100 extras, or leave it out for one"
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
    Ok(p)
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
            None if at > 0 => damage.plus += term.parse::<i32>().map_err(|_| bad())?,
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
        "wild_card" | "player" | "secret" | "difficult_terrain" | "shuffle_on_joker"
        | "auto_end_turn" => "true",
        _ => return None,
    })
}
