//! Events as the players hear them (docs/players-view.md). Savage Worlds deals its action
//! cards face up ("Each character then draws an action card"; the cards decide who acts and how
//! far), so every card dealt, kept and shuffled is the table's, and so are the ranges, the
//! Shaken state, wounds taken and who is out. What stays the GM's is an extra's or a GM wild
//! card's numbers: its trait dice and modifiers, its Parry and Toughness, its Fatigue level and
//! its vehicle's Top Speed ("Thug attacks Ann (short): a hit, Shaken", not "8+2 = 10 against
//! Parry 6"). The players' characters' numbers are theirs. Every event is named below, with no
//! catch-all.
//!
//! The GM's change of a group's split ("Groups") is told to the table as the GM's log tells it:
//! everything in it is the players' already (the cards that give advantage, how many of a group
//! are left, who is targeted, which the attacks show a moment later), and the rule it bends is
//! one that protects them ("This keeps characters with low cards from getting attacked by every
//! enemy in the chase"), so a GM who bends it does so openly, as the text's GM does aloud
//! ("decides only two are in position to attack").

use super::event::{Effect, Event, Strike};
use super::state::{Id, SavageChase};
use super::verb::Verb;
use crate::engine::TableLine;

/// How the players hear one event, told from the state just before it.
pub fn narrate_for_table(state: &SavageChase, event: &Event) -> TableLine {
    let name = |id: Id| state.participant(id).name.clone();
    let open = |id: Id| state.participant(id).open_to_players();
    let told = TableLine::Told;
    match event {
        Event::Maneuvered { who, helpers, .. }
            if !open(*who) || helpers.iter().any(|h| !open(h.who)) =>
        {
            told(without_rolls(state, event))
        }
        Event::Forced {
            who,
            target,
            helpers,
            ..
        } if !open(*who) || !open(*target) || helpers.iter().any(|h| !open(h.who)) => {
            told(without_rolls(state, event))
        }
        Event::ComplicationFaced {
            who,
            complication,
            roll: Some(_),
            avoided,
        } if !open(*who) => told(format!(
            "{} {} a {}: {}.",
            name(*who),
            Verb::Faces.of(state, *who),
            complication.word(),
            if *avoided { "avoided" } else { "failed" }
        )),
        Event::ObstacleHit { who, vehicle: true }
            if !open(*who) && state.participant(*who).vehicle.is_some() =>
        {
            told(format!(
                "{} hits an obstacle.",
                super::narrate_vehicle::vehicle_name(state, *who)
            ))
        }
        Event::ObstacleHit { who, vehicle: true } if !open(*who) => told(format!(
            "{} vehicle takes damage: the GM resolves it.",
            crate::engine::names::possessive(&name(*who))
        )),
        Event::ObstacleHit {
            who,
            vehicle: false,
        } if !open(*who) => told(format!(
            "{} {} a Fatigue level (Bumps and Bruises).",
            name(*who),
            Verb::Takes.of(state, *who)
        )),
        Event::Attacked {
            who,
            target,
            range,
            melee,
            strikes,
        } if !open(*who) || !open(*target) => told(
            strikes
                .iter()
                .map(|strike| {
                    strike_text(
                        &name(*who),
                        Verb::Attacks.of(state, *who),
                        &name(*target),
                        if *melee { "melee" } else { range.word() },
                        strike,
                        open(*who),
                    )
                })
                .collect::<Vec<_>>()
                .join(" "),
        ),
        Event::Recovered { who, success, .. } if !open(*who) => told(format!(
            "{} {} to recover: {}.",
            name(*who),
            Verb::Tries.of(state, *who),
            if *success {
                "no longer Shaken"
            } else {
                "still Shaken"
            }
        )),
        Event::Wounded { who, .. } if !open(*who) => told(format!(
            "{} {} wounded.",
            name(*who),
            Verb::Is.of(state, *who)
        )),
        Event::VehicleDamaged {
            who, added, total, ..
        } if !open(*who) => told(super::narrate_vehicle::damaged(
            state, *who, None, *added, *total,
        )),
        Event::OutOfControl { who, mishap, .. } if !open(*who) => told(
            super::narrate_vehicle::out_of_control(state, *who, None, *mishap),
        ),
        Event::Crashed { who, effect, .. } if !open(*who) => {
            told(super::narrate_vehicle::crashed(state, *who, None, *effect))
        }
        Event::ControlRolled { who, success, .. } if !open(*who) => told(format!(
            "{} {} to keep control: {}.",
            name(*who),
            Verb::Rolls.of(state, *who),
            if *success {
                "in control"
            } else {
                "Out of Control! The GM resolves it"
            }
        )),
        Event::Maneuvered { .. }
        | Event::Forced { .. }
        | Event::ComplicationFaced { .. }
        | Event::ObstacleHit { .. }
        | Event::Attacked { .. }
        | Event::Recovered { .. }
        | Event::Wounded { .. }
        | Event::ControlRolled { .. }
        | Event::Dealt { .. }
        | Event::DiscardsShuffled
        | Event::Kept { .. }
        | Event::ActionsBegan { .. }
        | Event::TurnBegan { .. }
        | Event::ForcePenalty { .. }
        | Event::SplitChanged { .. }
        | Event::VehicleDamaged { .. }
        | Event::OutOfControl { .. }
        | Event::Crashed { .. }
        | Event::ShakenSet { .. }
        | Event::MemberLost { .. }
        | Event::ControlRollNeeded { .. }
        | Event::CaughtBy { .. }
        | Event::TakenOut { .. }
        | Event::RoundEnded { .. }
        | Event::DeckShuffled
        | Event::RoundBegan { .. }
        | Event::TurnEnded { .. }
        | Event::ChaseEnded { .. } => TableLine::Same,
    }
}

/// A maneuvering roll or a Force with its passengers' help, told without anyone's dice.
fn without_rolls(state: &SavageChase, event: &Event) -> String {
    let name = |id: Id| state.participant(id).name.clone();
    let (Event::Maneuvered { who, helpers, .. } | Event::Forced { who, helpers, .. }) = event
    else {
        return String::new();
    };
    let driver = name(*who);
    let mut text = String::new();
    for help in helpers {
        text.push_str(&format!(
            "{} {} {driver}. ",
            name(help.who),
            Verb::Helps.of(state, help.who)
        ));
    }
    text.push_str(&match event {
        Event::Forced {
            target,
            range,
            result,
            ..
        } => format!(
            "{driver} {} {} at {} range: {}.",
            Verb::Forces.of(state, *who),
            name(*target),
            range.word(),
            match result {
                0 => "no effect",
                1 => "a success, -2 on its next maneuvering roll",
                _ => "a raise: -2 on its next maneuvering roll, and it hits an obstacle",
            }
        ),
        Event::Maneuvered { cards, .. } => format!(
            "{driver} {} {}: {}.",
            Verb::Rolls.of(state, *who),
            state.participant(*who).maneuver.word(),
            match cards {
                0 => "no success, no card this round".to_string(),
                1 => "a success, one card".to_string(),
                n => format!("{n} cards"),
            }
        ),
        _ => String::new(),
    });
    text
}

/// One strike as the players hear it: the attacker's dice if the attacker is theirs, the
/// damage they rolled, never the target's Parry or Toughness unless the target is theirs.
fn strike_text(
    who: &str,
    attacks: &str,
    target: &str,
    range: &str,
    strike: &Strike,
    attacker_open: bool,
) -> String {
    let roll = if attacker_open {
        format!(": {}", super::narrate::roll_text(&strike.roll))
    } else {
        String::new()
    };
    let result = match (&strike.damage, strike.effect) {
        (None, _) | (_, Effect::Miss) => "a miss".to_string(),
        (Some(_), effect) => format!(
            "a hit: {}",
            match effect {
                Effect::Miss | Effect::NoDamage => "no effect".to_string(),
                Effect::Shaken => "Shaken".to_string(),
                Effect::Wounds(1) => "a wound".to_string(),
                Effect::Wounds(n) => format!("{n} wounds"),
            }
        ),
    };
    format!("{who} {attacks} {target} ({range}){roll}: {result}.")
}
