//! A Savage Worlds setup as the rules read it, for `chasetrack check`: everyone's side,
//! maneuvering trait, Top Speed, weapon, Toughness, vehicle and seat, the settings that differ
//! from the defaults, and how the chase starts (cards for everyone, no range yet); and what would
//! surprise the keeper at the table, warned of, never refused.

use crate::setup::readout::{Entry, Section, changed_settings};
use crate::systems::savage::rules::{Damage, SavageChase, Settings};

/// The sections of the readout.
pub fn readout(state: &SavageChase) -> Vec<Section> {
    let participants = state
        .ids()
        .map(|id| {
            let p = state.participant(id);
            let mut parts = vec![
                p.side.word().to_string(),
                if p.wild_card { "Wild Card" } else { "Extra" }.to_string(),
                format!("{} {}", p.maneuver.word(), p.die),
            ];
            if p.rides_with.is_none() {
                parts.push(if p.top_speed == 0 {
                    "no top speed".to_string()
                } else {
                    format!("top speed {}", p.top_speed)
                });
            }
            if let Some(climb) = p.climb {
                parts.push(format!("climb {climb}"));
            }
            if p.group {
                parts.push(format!("a group of {}", p.count));
            }
            if let Some(w) = &p.weapon {
                parts.push(format!(
                    "attack {}, damage {}",
                    w.skill,
                    damage_text(&w.damage)
                ));
            }
            parts.push(format!(
                "Toughness {}, Parry {}, Spirit {}",
                p.toughness, p.parry, p.spirit
            ));
            if let Some(v) = &p.vehicle {
                parts.push(format!("drives {} (Toughness {})", v.name, v.toughness));
            }
            if let Some(driver) = p.rides_with {
                parts.push(format!("rides with {}", state.participant(driver).name));
            }
            let riders: Vec<&str> = state
                .participants
                .iter()
                .filter(|r| r.rides_with == Some(id))
                .map(|r| r.name.as_ref())
                .collect();
            if !riders.is_empty() {
                parts.push(format!("carrying {}", riders.join(", ")));
            }
            if p.player {
                parts.push("a player's character".to_string());
            }
            Entry::new(&p.name, parts)
        })
        .collect();
    let start = vec![
        match state.rounds() {
            Some(rounds) => {
                format!("{rounds} rounds; after the last, the prey still running escape")
            }
            None => "a dogfight: until one side is out or the GM ends it".to_string(),
        },
        "round 1: everyone who draws is dealt a card for the range; nobody stands at a range \
         yet"
        .to_string(),
    ];
    vec![
        Section::of_entries("Participants", participants),
        Section::new(
            "Settings not at their defaults",
            changed_settings(&state.settings, &Settings::default()),
        ),
        Section::new("Where the chase starts", start),
    ]
}

/// `2d6+1`, `d8+d6`: equal dice side by side counted together.
fn damage_text(damage: &Damage) -> String {
    let mut groups: Vec<(u32, u32)> = Vec::new();
    for sides in &damage.dice {
        match groups.last_mut() {
            Some((count, last)) if last == sides => *count += 1,
            _ => groups.push((1, *sides)),
        }
    }
    let mut text = groups
        .iter()
        .map(|(count, sides)| match count {
            1 => format!("d{sides}"),
            n => format!("{n}d{sides}"),
        })
        .collect::<Vec<_>>()
        .join("+");
    match damage.plus {
        0 => {}
        plus if plus > 0 => text.push_str(&format!("+{plus}")),
        plus => text.push_str(&plus.to_string()),
    }
    text
}

/// What would surprise the keeper: someone maneuvering a vehicle (Boating, Driving, Piloting)
/// with no `top_speed`, for whom "Speed" never counts (no +2 or +4, and no foe's bonus against
/// it) and whose obstacle damage for half its Top Speed is nothing to roll.
pub fn warnings(state: &SavageChase) -> Vec<String> {
    state
        .participants
        .iter()
        .filter(|p| p.maneuver.in_vehicle() && p.rides_with.is_none() && p.top_speed == 0)
        .map(|p| {
            format!(
                "{} maneuvers a vehicle ({}) with no top_speed: the Speed bonus does not count \
                 for it or against it, and an obstacle's damage for half its Top Speed has no \
                 speed to go by; give it a top_speed (e.g. top_speed: 40)",
                p.name,
                p.maneuver.word()
            )
        })
        .collect()
}
