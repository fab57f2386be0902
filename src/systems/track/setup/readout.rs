//! A chase-track setup as the rules read it, for `chasetrack check`: everyone's dice, speed and
//! ride, the obstacles on the track, the settings that differ from the defaults, and the space
//! each one starts on.

use crate::setup::readout::{Entry, Section, changed_settings};
use crate::systems::track::rules::{
    Against, Pace, Participant, Ride, Settings, Side, TrackChase, TurnOrder,
};

/// The sections of the readout.
pub fn readout(state: &TrackChase) -> Vec<Section> {
    vec![
        Section::of_entries(
            "Participants",
            state
                .ids()
                .map(|(id, p)| Entry::new(&p.name, sheet(p, state.pace(id))))
                .collect(),
        ),
        Section::new("Track", track(state)),
        Section::new(
            "Settings not at their defaults",
            changed_settings(&state.settings, &Settings::default()),
        ),
        Section::new("Where the chase starts (the chaser's start is space 0)", {
            let mut lines: Vec<String> = state
                .participants
                .iter()
                .map(|p| format!("{}: space {}", p.name, p.space))
                .collect();
            // "Running a Chase" and "Multiple Participants", as the round's start reads them.
            let initiative = match state.settings.turn_order {
                TurnOrder::Auto => state.participants.len() > 2,
                TurnOrder::Alternate => false,
                TurnOrder::Initiative => true,
            };
            lines.push(if initiative {
                "turns: everyone rolls 1d20 + agility modifier at the start, that order for the \
                 chase"
                    .to_string()
            } else {
                "turns: prey first, then chasers and prey alternating".to_string()
            });
            lines
        }),
    ]
}

/// Side, dice, speed, ride, pace against the chase's usual speed, the agility modifier, hit
/// points, special movement and size.
fn sheet(p: &Participant, pace: Pace) -> Vec<String> {
    let d = &p.dice;
    let mut parts = vec![
        match p.side {
            Side::Prey => "prey",
            Side::Chaser => "chaser",
        }
        .to_string(),
        format!(
            "heart d{}, might d{}, agility d{}, cunning d{}, presence d{}",
            d.heart, d.might, d.agility, d.cunning, d.presence
        ),
        match &p.ride {
            Ride::OnFoot => format!("on foot at {} ft", p.speed_ft),
            Ride::Mount { name, speed_ft } => {
                format!("rides {name} at {speed_ft} ft ({} ft on foot)", p.speed_ft)
            }
            Ride::Vehicle { name, speed_ft } => {
                format!("drives {name} at {speed_ft} ft ({} ft on foot)", p.speed_ft)
            }
        },
        match pace {
            Pace::Fast => "fast (+1 space on the first move each turn)",
            Pace::Usual => "usual pace",
            Pace::Slow => "slow (must exert to move on even-numbered turns)",
        }
        .to_string(),
        format!("agility modifier {:+}", p.agility_modifier),
    ];
    if let Some(hp) = p.hp {
        parts.push(format!("HP {hp}"));
    }
    if let Some(movement) = &p.special_movement {
        parts.push(format!("moves by {movement}"));
    }
    if p.size != 1 {
        parts.push(format!("size {}", p.size));
    }
    if p.player {
        parts.push("a player's character".to_string());
    }
    parts
}

/// The escape distance, the safe haven, the ground and each obstacle on its space.
fn track(state: &TrackChase) -> Vec<String> {
    let mut lines = vec![format!(
        "escape at {} spaces from every chaser",
        state.settings.escape_distance
    )];
    lines.push(match state.settings.safe_haven {
        Some(haven) => format!("safe haven at space {haven}"),
        None => "no safe haven".to_string(),
    });
    lines.push(format!(
        "{} (CN {} for an action given no number)",
        state.environment.words(),
        state.environment.base_cn()
    ));
    for obstacle in &state.obstacles {
        lines.push(format!(
            "obstacle on space {}{}: hinders {}",
            obstacle.at,
            obstacle
                .what
                .as_deref()
                .map_or_else(String::new, |what| format!(" ({what})")),
            match obstacle.against {
                Against::Chasers => "the chasers",
                Against::Prey => "the prey",
                Against::Everyone => "everyone",
            }
        ));
    }
    lines
}

/// What would surprise the keeper at the table: warned of, never refused.
pub fn warnings(_state: &TrackChase) -> Vec<String> {
    Vec::new()
}
