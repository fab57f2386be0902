//! A Call of Cthulhu setup as the rules read it, for `chasetrack check`: everyone's sheet, the
//! track with every hazard and barrier, the settings that differ from the defaults, and where
//! "Cut to the Chase" puts everyone (or where the setup places them itself).

use crate::setup::readout::{Entry, Section, changed_settings};
use crate::systems::coc7::rules::{
    Aptitude, Barrier, Coc7, Id, Obstacle, Participant, Settings, Side, Speed, Status,
};
use crate::systems::coc7::script::view::{label, obstacle_text};

/// The sections of the readout.
pub fn readout(state: &Coc7) -> Vec<Section> {
    vec![
        Section::of_entries(
            "Sheets",
            state
                .ids()
                .map(|(id, p)| Entry::new(&p.name, sheet(state, id, p)))
                .collect(),
        ),
        Section::new("Track", track(state)),
        Section::new(
            "Settings not at their defaults",
            changed_settings(&state.settings, &Settings::default()),
        ),
        start(state),
    ]
}

/// A participant's sheet as the rules read it: characteristics, skills, other modes of
/// movement, damage, vehicle and seat, whose player it is, and its side.
fn sheet(state: &Coc7, id: Id, p: &Participant) -> Vec<String> {
    let mut parts = vec![
        format!("DEX {}", p.dex),
        format!("CON {}", p.con),
        if p.vehicle.is_some() && p.foot_mov != p.base_mov {
            format!("MOV {} ({} on foot)", p.base_mov, p.foot_mov)
        } else {
            format!("MOV {}", p.base_mov)
        },
        format!("HP {}", p.max_hp),
        format!("build {}", p.build),
    ];
    if !p.skills.is_empty() {
        let skills: Vec<String> = p
            .skills
            .iter()
            .map(|(skill, value)| format!("{skill} {value}"))
            .collect();
        parts.push(skills.join(", "));
    }
    if !p.movs.is_empty() {
        let movs: Vec<String> = p
            .movs
            .iter()
            .map(|(mode, mov)| format!("{mode} MOV {mov}"))
            .collect();
        parts.push(movs.join(", "));
    }
    if let Some(monster) = &p.monster {
        let mut from =
            vec!["a monster: skills not listed from half its DEX (INT to perceive)".to_string()];
        from.extend(monster.iter().map(|(skill, aptitude)| {
            let part = match aptitude {
                Aptitude::Aptitude => "its DEX",
                Aptitude::Neither => "half its DEX",
                Aptitude::Ineptitude => "a fifth of its DEX",
                Aptitude::AutomaticFailure => "nothing (an automatic failure)",
            };
            format!("{skill} from {part}")
        }));
        parts.push(from.join(", "));
    }
    if let Some(speed) = p.speed {
        parts.push(format!(
            "speed roll made: {} (MOV {} this chase)",
            match speed {
                Speed::Extreme => "extreme success",
                Speed::Success => "success",
                Speed::Failure => "failure",
            },
            p.mov()
        ));
    }
    if let Some(damage) = &p.damage {
        parts.push(format!("damage {damage}"));
    }
    if let Some(vehicle) = &p.vehicle {
        let passengers: Vec<&str> = state
            .participants
            .iter()
            .filter(|other| other.rides_with == Some(id))
            .map(|other| other.name.as_ref())
            .collect();
        let mut text = format!(
            "drives {} (MOV {}, build {}, {}, armor {}, {}{} passenger{})",
            vehicle.name,
            vehicle.mov,
            vehicle.build,
            vehicle.skill,
            vehicle.armor,
            vehicle.seats.count,
            if vehicle.seats.or_more { "+" } else { "" },
            if vehicle.seats.count == 1 && !vehicle.seats.or_more {
                ""
            } else {
                "s"
            },
        );
        if !passengers.is_empty() {
            text.push_str(&format!(", carrying {}", passengers.join(", ")));
        }
        parts.push(text);
    }
    if let Some(driver) = p.rides_with {
        parts.push(format!("rides with {}", state.participant(driver).name));
    }
    if p.status == Status::Waiting {
        parts.push("joins later".to_string());
    }
    if p.investigator {
        parts.push("an investigator".to_string());
    }
    parts.push(
        match p.side {
            Side::Quarry => "quarry",
            Side::Pursuer => "pursuer",
        }
        .to_string(),
    );
    parts
}

/// Every location in order with the hazard or barrier just ahead of it, then each way that forks
/// off.
fn track(state: &Coc7) -> Vec<String> {
    let mut lines = Vec::new();
    let location = |lines: &mut Vec<String>, at| {
        let name = state
            .map
            .get(at)
            .and_then(|l| l.name.as_deref())
            .unwrap_or("");
        lines.push(format!("{at} {name}").trim_end().to_string());
        if let Some(obstacle) = state.map.ahead_of(at) {
            let text = match obstacle {
                // A barrier with no skill is only broken down.
                Obstacle::Barrier(b) if b.skills.is_empty() => {
                    obstacle_text(obstacle).replacen("any skill", "no skill (only broken down)", 1)
                }
                _ => obstacle_text(obstacle),
            };
            lines.push(format!("  then {}: {text}", label(obstacle)));
            if let Obstacle::Barrier(Barrier {
                debris: Some(debris),
                ..
            }) = obstacle
            {
                let debris = Obstacle::Hazard(debris.clone());
                lines.push(format!(
                    "    broken, it leaves {}: {}",
                    label(&debris),
                    obstacle_text(&debris)
                ));
            }
        }
    };
    for at in state.map.trunk() {
        location(&mut lines, at);
    }
    for branch in &state.map.branches {
        let Some(first) = branch.path.first() else {
            continue;
        };
        lines.push(format!(
            "{} forks off at {}:",
            state.map.way_name(*first),
            branch.fork
        ));
        // The way's own locations, indented under the line that names it.
        let mut way = Vec::new();
        for at in &branch.path {
            location(&mut way, *at);
        }
        lines.extend(way.into_iter().map(|line| format!("  {line}")));
    }
    lines
}

/// Where the chase starts: the setup's own places, or where "Cut to the Chase" puts everyone
/// when every speed roll not yet made is a plain success.
fn start(state: &Coc7) -> Section {
    let place = |chase: &Coc7, p: &Participant| {
        if p.status.is_active() {
            let at = chase
                .map
                .get(p.location)
                .and_then(|l| l.name.clone())
                .unwrap_or_default();
            format!(
                "{}: {}",
                p.name,
                format!("location {} {at}", p.location).trim_end()
            )
        } else {
            format!("{}: {}", p.name, p.status.word())
        }
    };
    if state.preset_locations {
        return Section::new(
            "Where the setup places everyone (start)",
            state.participants.iter().map(|p| place(state, p)).collect(),
        );
    }
    let title = "Where cut to the chase puts everyone (every speed roll not made a plain success)";
    match super::surprises::placed(state) {
        Some(placed) => Section::new(
            title,
            placed
                .participants
                .iter()
                .map(|p| place(&placed, p))
                .collect(),
        ),
        None => Section::new(
            title,
            vec!["the rules do not cut to the chase from this start".to_string()],
        ),
    }
}

/// What would surprise the keeper at the table (`surprises`): warned of, never refused.
pub fn warnings(state: &Coc7) -> Vec<String> {
    super::surprises::surprises(state)
}
