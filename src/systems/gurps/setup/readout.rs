//! A GURPS Action chase setup as the rules read it, for `chasetrack check`: the two sides, every
//! person's numbers, skills, weapon and seat, every vehicle's numbers and who is aboard, the
//! settings that differ from the defaults, and the range band the chase starts at.

use crate::setup::readout::{Entry, Section, changed_settings};
use crate::systems::gurps::rules::{GurpsChase, Settings, Side, waits_for};

/// The sections of the readout.
pub fn readout(state: &GurpsChase) -> Vec<Section> {
    let sides = [Side::Quarry, Side::Pursuer]
        .into_iter()
        .map(|role| {
            let party = &state.parties[state.party_of(role)];
            format!(
                "{} ({}): led by {}",
                role.word(),
                party.name,
                state.person(party.leader).name
            )
        })
        .collect();
    let people = state
        .ids()
        .map(|(_, p)| {
            let mut parts = vec![
                state.role_of(p.party).word().to_string(),
                format!("ST {} DX {} HT {} HP {}", p.st, p.dx, p.ht, p.hp_max),
                format!("Move {}", p.move_yards),
                format!("Dodge {}", p.dodge),
            ];
            if let Some(parry) = p.parry {
                parts.push(format!("Parry {parry}"));
            }
            if p.dr != 0 {
                parts.push(format!("DR {}", p.dr));
            }
            let skills = set_fields(&p.skills);
            if !skills.is_empty() {
                parts.push(skills.join(", "));
            }
            if let Some(w) = &p.weapon {
                parts.push(format!(
                    "{} ({} {}, damage {}, Acc {}, Bulk {})",
                    w.name,
                    if w.melee { "melee" } else { "ranged" },
                    w.skill,
                    gurps_dice(&w.damage.to_string()),
                    w.acc,
                    w.bulk
                ));
            }
            if p.gunslinger {
                parts.push("Gunslinger".to_string());
            }
            if p.higher_purpose {
                parts.push("Higher Purpose".to_string());
            }
            parts.push(match p.aboard {
                Some(v) if state.vehicle(v).operator == state.find(&p.name) => {
                    format!("drives {}", state.vehicle(v).name)
                }
                Some(v) => format!("aboard {}", state.vehicle(v).name),
                None => "on foot".to_string(),
            });
            if p.player {
                parts.push("a player's character".to_string());
            }
            Entry::new(&p.name, parts)
        })
        .collect();
    let vehicles = state
        .vehicles
        .iter()
        .enumerate()
        .map(|(index, v)| {
            let mut parts = vec![
                format!("ST/HP {}/{} HT {}", v.st, v.hp_max, v.ht),
                format!("Hnd/SR {:+}/{}", v.handling, v.sr),
                format!("DR {}", v.dr),
                format!("SM {:+}", v.sm),
                format!("Move {}", v.move_yards),
                format!("{:?}", v.mode).to_lowercase(),
            ];
            parts.push(match &v.thrust {
                Some(thrust) => format!("ramming thrust {}", gurps_dice(&thrust.to_string())),
                None => format!(
                    "ramming thrust {} (by ST)",
                    gurps_dice(&state.settings.thrust_for(v.st).to_string())
                ),
            });
            if v.enhanced_dodge != 0 {
                parts.push(format!("Enhanced Dodge {}", v.enhanced_dodge));
            }
            if v.exposed {
                parts.push("its riders exposed".to_string());
            }
            let aboard: Vec<&str> = state
                .ids()
                .filter(|(id, p)| {
                    p.aboard.is_some_and(|a| usize::from(a) == index) && v.operator != Some(*id)
                })
                .map(|(_, p)| p.name.as_str())
                .collect();
            parts.push(match v.operator {
                Some(driver) => format!("driven by {}", state.person(driver).name),
                None => "nobody at the controls".to_string(),
            });
            if !aboard.is_empty() {
                parts.push(format!("carrying {}", aboard.join(", ")));
            }
            Entry::new(&v.name, parts)
        })
        .collect();
    let mut start = vec![format!(
        "range band {} (of Close, Short, Medium, Long, Extreme)",
        state.band.word()
    )];
    start.push(format!("round 1: {}", waits_for(state)));
    if let Some(limit) = state.settings.round_limit {
        start.push(format!("at most {limit} rounds"));
    }
    vec![
        Section::new("Sides", sides),
        Section::of_entries("People", people),
        Section::of_entries("Vehicles", vehicles),
        Section::new("Settings not at their defaults", settings(state)),
        Section::new("Where the chase starts", start),
    ]
}

/// The settings that differ from the defaults; the thrust table only when the setup gives its
/// own instead of the Basic Set's.
fn settings(state: &GurpsChase) -> Vec<String> {
    let defaults = Settings {
        thrust: crate::engine::Shared::new(super::thrust_table().unwrap_or_default()),
        ..Settings::default()
    };
    changed_settings(&state.settings, &defaults)
}

/// A record's fields that are set, `name value` each (`running 12, vehicle 14`), by serde.
fn set_fields<T: serde::Serialize>(record: &T) -> Vec<String> {
    let Ok(serde_json::Value::Object(fields)) = serde_json::to_value(record) else {
        return Vec::new();
    };
    fields
        .iter()
        .filter(|(_, value)| !value.is_null())
        .map(|(name, value)| match name.as_str() {
            "vehicle" => format!("vehicle skill {value}"),
            name => format!("{} {value}", name.replace('_', " ")),
        })
        .collect()
}

/// Dice as GURPS writes them, six-sided left out: `3d`, `2d-1`; anything else as it is.
fn gurps_dice(text: &str) -> String {
    match text.split_once("D6") {
        Some((count, rest))
            if !count.is_empty()
                && count.chars().all(|c| c.is_ascii_digit())
                && (rest.is_empty()
                    || (rest.len() > 1
                        && rest.starts_with(['+', '-'])
                        && rest[1..].chars().all(|c| c.is_ascii_digit()))) =>
        {
            format!("{count}d{rest}")
        }
        _ => text.to_string(),
    }
}

/// What would surprise the keeper at the table: warned of, never refused.
pub fn warnings(_state: &GurpsChase) -> Vec<String> {
    Vec::new()
}
