//! A position-clocks setup as the rules read it, for `chasetrack check`: everyone's role, speed
//! and ride, each path with its terrain, every obstacle, the timer, the settings that differ
//! from the defaults, and where each clock starts.

use crate::setup::readout::{Entry, Section, changed_settings};
use crate::systems::clocks::rules::{ClockChase, PathId, RideKind, Role, Settings, terrain};
use crate::systems::clocks::script::view::obstacle_text;

/// The sections of the readout.
pub fn readout(state: &ClockChase) -> Vec<Section> {
    let participants = state
        .ids()
        .map(|(id, p)| {
            let role = match p.role {
                Role::Runner => "runner",
                Role::Chaser => "chaser",
                Role::Ride(RideKind::Vehicle) => "vehicle",
                Role::Ride(RideKind::Mount) => "mount",
            };
            let mut parts = vec![
                role.to_string(),
                format!("bonus {:+}", p.speed),
                format!("athletics {:+}", p.athletics),
            ];
            if let Some(ride) = p.aboard {
                parts.push(format!("aboard {}", state.participant(ride).name));
            }
            let riders: Vec<&str> = state
                .participants
                .iter()
                .filter(|r| r.aboard == Some(id))
                .map(|r| r.name.as_ref())
                .collect();
            if !riders.is_empty() {
                parts.push(format!("carrying {}", riders.join(", ")));
            }
            for (on, word) in [
                (p.flies, "flies"),
                (p.hidden, "hidden"),
                (p.hindered, "hindered"),
                (p.immobile, "immobile"),
                (p.player, "a player's character"),
            ] {
                if on {
                    parts.push(word.to_string());
                }
            }
            Entry::new(&p.name, parts)
        })
        .collect();
    let mut ground = vec![format!("clocks of {} segments", state.segments)];
    ground.extend(state.paths.iter().map(|path| {
        format!(
            "path {}{}: {}",
            path.name,
            if path.flight_only {
                " (flight only)"
            } else {
                ""
            },
            terrain(state, &path.terrain)
        )
    }));
    ground.extend(
        state
            .obstacles
            .iter()
            .map(|obstacle| format!("obstacle {}", obstacle_text(state, obstacle))),
    );
    if let Some(timer) = &state.timer {
        ground.push(format!(
            "timer {}: {} segments, {} filled",
            timer.name, timer.segments, timer.filled
        ));
    }
    if state.is_race() {
        ground.push("a race: runners only, in places".to_string());
    }
    let start = state
        .ids()
        .map(|(id, p)| {
            format!(
                "{}: {}, {}/{} filled",
                p.name,
                state.paths[usize::from(state.path_of(id))].name,
                state.filled(id),
                state.segments
            )
        })
        .collect();
    vec![
        Section::of_entries("Participants", participants),
        Section::new("Paths and obstacles", ground),
        Section::new(
            "Settings not at their defaults",
            changed_settings(&state.settings, &Settings::default()),
        ),
        Section::new("Where each clock starts", start),
    ]
}

/// What would surprise the keeper at the table: warned of, never refused. A start that puts
/// every runner past every obstacle on its path (each clock already filled beyond the obstacle's
/// segment), so that no runner ever meets one where it runs.
pub fn warnings(state: &ClockChase) -> Vec<String> {
    let runners: Vec<(PathId, u32)> = state
        .ids()
        .filter(|(_, p)| p.role == Role::Runner)
        .map(|(id, _)| (state.path_of(id), state.filled(id)))
        .collect();
    let on_a_runners_path: Vec<_> = state
        .obstacles
        .iter()
        .filter(|o| runners.iter().any(|(path, _)| *path == o.path))
        .collect();
    let ahead_of_a_runner = on_a_runners_path.iter().any(|o| {
        runners
            .iter()
            .any(|(path, filled)| *path == o.path && o.after >= *filled)
    });
    if on_a_runners_path.is_empty() || ahead_of_a_runner {
        return Vec::new();
    }
    let names: Vec<&str> = on_a_runners_path.iter().map(|o| o.name.as_str()).collect();
    vec![format!(
        "every runner starts past every obstacle on its path ({}): no runner meets one; \
         give the runners a smaller head_start, or put the obstacles further on (after)",
        names.join(", ")
    )]
}
