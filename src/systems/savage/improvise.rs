//! An improvised Savage Worlds chase: each participant's side, maneuvering trait and die (a wild
//! card, a group of extras, a Top Speed), and the chase's length ("Chase Length").

use crate::improvise::lines::{self, LineError, Word};
use crate::improvise::{ImproviseError, entries};
use std::fmt::Write as _;

/// Two lines that make a chase of this system, a quarry's and a pursuer's: what the tests that
/// improvise every system type.
pub const EXAMPLE: [&str; 2] = ["Bandits prey", "Knight pursuer"];

pub const PARTICIPANT_HINT: &str = "name side [trait] die [wild] [xN] [speed N] [gear], e.g. \
     `Knight pursuer riding d8 wild speed 20 sword armor 2` or `Bandits prey agility d6 x3 bow`; \
     side is prey or pursuer; the trait is agility (the default), boating, driving, piloting or \
     riding; gear: a weapon (knife, club, spear, sword, axe, bow, crossbow, pistol, revolver, \
     smg, shotgun, rifle) or `attack d8 damage 2d6`, `armor N`, `toughness N`, `parry N`, a \
     vehicle (car, truck, motorcycle, horse, boat, plane), `rides <driver>`; several \
     names before the side share the line (`Ann, Bo prey`)";

/// The track taken when the line that ends the participants is empty, in the keeper's words.
pub const TRACK_DEFAULT: &str = "a standard chase (5 rounds)";

pub const TRACK_HINT: &str = "the chase's length: standard (5 rounds), extended (10), dogfight, \
     or a number of rounds; add `rough` for difficult terrain (-2); left empty: standard";

const TRAITS: [(&str, &str); 5] = [
    ("agility", "Agility"),
    ("boating", "Boating"),
    ("driving", "Driving"),
    ("piloting", "Piloting"),
    ("riding", "Riding"),
];

/// The `Savage(...)` part of the setup. A Savage Worlds chase draws no random ground (its length
/// is the keeper's), so the generator is not used.
pub fn system(
    participants: &[&str],
    course: &str,
    _rng: &mut impl rand::Rng,
) -> Result<String, ImproviseError> {
    let settings = settings(course).map_err(|error| ImproviseError::Course { error })?;
    let mut out = format!("Savage(\n        settings: ({settings}),\n        participants: [\n");
    out.push_str(&entries(
        participants,
        (Some("prey"), Some("pursuer")),
        crate::improvise::Counts::System,
        |word| side(word).is_some(),
        participant,
    )?);
    out.push_str("        ],\n    )");
    Ok(out)
}

/// `Knight pursuer riding d8 wild speed 20`: the RON entry, and whether it is prey.
fn participant(line: &str) -> Result<(String, bool, String), LineError> {
    let words = lines::words(line);
    let (name, prey, rest) = lines::name_and_side(
        &words,
        side,
        "write the name, then `prey` or `pursuer`, e.g. `Knight pursuer riding d8 wild`",
    )?;
    let mut maneuver = "Agility";
    let mut die = None;
    let mut wild = false;
    let mut count = None;
    let mut speed = None;
    let mut gear = super::improvise_gear::Gear::default();
    let mut at = 0;
    while at < rest.len() {
        let word = rest[at];
        let lower = word.text.to_lowercase();
        if gear.read(rest, &mut at)? {
            continue;
        }
        if let Some((_, trait_name)) = TRAITS.iter().find(|(w, _)| *w == lower) {
            maneuver = trait_name;
        } else if lower == "wild" {
            wild = true;
        } else if lower == "speed" {
            let value = rest
                .get(at + 1)
                .ok_or_else(|| LineError::new(word.column, "say the Top Speed: `speed 20`"))?;
            speed = Some(lines::number(*value, "the Top Speed", 1000)?);
            at += 1;
        } else if let Some(n) = lower.strip_prefix(['x', '×']) {
            count = Some(group(word, n)?);
        } else if lower.starts_with('d') {
            die = Some(trait_die(word)?);
        } else {
            return Err(LineError::new(
                word.column,
                format!(
                    "'{}' is not part of a participant; {PARTICIPANT_HINT}",
                    word.text
                ),
            ));
        }
        at += 1;
    }
    if wild && count.is_some() {
        return Err(LineError::new(
            1,
            "a group of extras is not a wild card: drop `wild` or the count",
        ));
    }
    let die = die.unwrap_or_else(|| "d6".to_string());
    // A named vehicle sets the trait it is driven with, unless the line named one.
    if let (Some(vehicle), false) = (gear.maneuver(), named_trait(rest)) {
        maneuver = vehicle;
    }
    let mut ron = format!(
        "(name: {}, side: {}, maneuver: {maneuver}, die: \"{die}\"",
        lines::quoted(&name),
        if prey { "Prey" } else { "Pursuer" }
    );
    if wild {
        ron.push_str(", wild_card: true");
    }
    if let Some(count) = count {
        let _ = write!(ron, ", count: {count}");
    }
    if let Some(speed) = speed {
        let _ = write!(ron, ", top_speed: {speed}");
    }
    ron.push_str(&gear.ron(&die, speed));
    ron.push(')');
    Ok((ron, prey, name))
}

/// Whether the line names a maneuvering trait itself.
fn named_trait(rest: &[Word<'_>]) -> bool {
    rest.iter().any(|word| {
        TRAITS
            .iter()
            .any(|(w, _)| w.eq_ignore_ascii_case(word.text))
    })
}

fn side(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "prey" | "quarry" => Some(true),
        "pursuer" | "chaser" => Some(false),
        _ => None,
    }
}

/// `x3`: a group of 2 to 100 extras.
fn group(word: Word<'_>, digits: &str) -> Result<u32, LineError> {
    match digits.parse::<u32>() {
        Ok(n) if (2..=100).contains(&n) => Ok(n),
        _ => Err(LineError::new(
            word.column,
            format!("'{}' is not a group: write x2 to x100", word.text),
        )),
    }
}

/// `d8`, `d12+1`: a trait die.
fn trait_die(word: Word<'_>) -> Result<String, LineError> {
    let lower = word.text.to_lowercase();
    let (sides, plus) = match lower[1..].split_once('+') {
        Some((sides, plus)) => (sides, Some(plus)),
        None => (&lower[1..], None),
    };
    let good = matches!(sides, "4" | "6" | "8" | "10" | "12")
        && plus
            .is_none_or(|p| sides == "12" && p.parse::<u32>().is_ok_and(|n| (1..=10).contains(&n)));
    if good {
        Ok(lower)
    } else {
        Err(LineError::new(
            word.column,
            format!(
                "'{}' is not a trait die: d4, d6, d8, d10, d12 or d12+1",
                word.text
            ),
        ))
    }
}

/// The settings from the course line: the length and the terrain.
fn settings(course: &str) -> Result<String, LineError> {
    let mut length = "Standard".to_string();
    let mut rough = false;
    for word in lines::words(course) {
        match word.text.to_lowercase().as_str() {
            "standard" => length = "Standard".into(),
            "extended" => length = "Extended".into(),
            "dogfight" => length = "Dogfight".into(),
            "rough" | "difficult" => rough = true,
            _ if lines::is_number(&word) => {
                let rounds = lines::number(word, "the rounds", 100)?;
                if rounds == 0 {
                    return Err(LineError::new(
                        word.column,
                        "a chase lasts at least 1 round",
                    ));
                }
                length = format!("Rounds({rounds})");
            }
            _ => {
                return Err(LineError::new(
                    word.column,
                    format!("'{}' is not a chase length; {TRACK_HINT}", word.text),
                ));
            }
        }
    }
    let mut out = format!("length: {length}");
    if rough {
        out.push_str(", difficult_terrain: true");
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn participant_lines_become_setup_entries() {
        let (ron, prey, name) = participant("Sir Knight pursuer riding d8 wild speed 20").unwrap();
        assert_eq!(name, "Sir Knight");
        assert!(!prey);
        assert_eq!(
            ron,
            "(name: \"Sir Knight\", side: Pursuer, maneuver: Riding, die: \"d8\", wild_card: \
             true, top_speed: 20)"
        );
        let (ron, prey, _) = participant("Bandits prey d6 x3").unwrap();
        assert!(prey);
        assert!(
            ron.contains("maneuver: Agility") && ron.contains("count: 3"),
            "{ron}"
        );
    }

    #[test]
    fn a_mistake_is_named_by_its_column() {
        assert_eq!(participant("Knight pursuer d7").unwrap_err().column, 16);
        assert_eq!(participant("Bandits prey x1").unwrap_err().column, 14);
        assert!(participant("Bandits prey x3 wild").is_err());
        assert_eq!(
            settings("extended rough").unwrap(),
            "length: Extended, difficult_terrain: true"
        );
        assert_eq!(settings("").unwrap(), "length: Standard");
        assert_eq!(settings("long").unwrap_err().column, 1);
    }

    /// The improvised setup loads as any setup does.
    #[test]
    fn knights_and_bandits_improvised_load_as_a_savage_worlds_chase() {
        let draft = crate::improvise::Draft {
            system: crate::systems::SystemKind::Savage,
            title: "In the woods".to_string(),
            participants: vec![
                "Knight pursuer riding d8 wild speed 20".to_string(),
                "Bandits prey d6 x3 speed 12".to_string(),
            ],
            course: "extended rough".to_string(),
            seed: 5,
        };
        let text = crate::improvise::setup_text(&draft).unwrap();
        let setup =
            crate::setup::parse(&text, "improvised.ron").unwrap_or_else(|e| panic!("{e}\n{text}"));
        let crate::systems::Chase::Savage(session) = &setup.chase else {
            panic!("a Savage Worlds chase");
        };
        let state = session.state();
        assert_eq!(state.rounds(), Some(10));
        assert!(state.settings.difficult_terrain);
        assert_eq!(state.participants[1].count, 3);
        assert!(state.participants[0].wild_card);
        assert!(matches!(
            crate::improvise::setup_text(&crate::improvise::Draft {
                participants: vec!["Bandits prey d6 x3".to_string()],
                ..draft
            }),
            Err(ImproviseError::MissingSide("pursuer"))
        ));
    }
}
