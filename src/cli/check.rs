//! `chasetrack check FILE...`: loads every setup file and says in one line what each holds, or
//! exactly where it is wrong. Every file is checked, so one run lists every mistake.

use super::CliError;
use crate::escape::printable;
use crate::setup::{self, Setup};
use crate::systems::Chase;
use crate::systems::clocks::rules::ClockChase;
use crate::systems::coc7::rules::{Coc7, Obstacle};
use crate::systems::track::rules::TrackChase;
use std::io::Write;
use std::path::PathBuf;

/// Checks the files in order: a line on `out` for each good one, the loader's message on `err` for
/// each bad one. Exit code 2 if any file is bad.
pub(super) fn run(
    files: &[PathBuf],
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> Result<u8, CliError> {
    let mut bad = 0;
    for file in files {
        match setup::load(file) {
            Ok(setup) => writeln!(
                out,
                "{}",
                printable(&format!("{}: ok — {}", file.display(), summary(&setup)))
            )?,
            Err(error) => {
                bad += 1;
                writeln!(err, "{}", printable(&error.to_string()))?;
            }
        }
    }
    Ok(if bad > 0 { 2 } else { 0 })
}

/// `"The Grand Hotel", Call of Cthulhu 7e, 9 locations (2 hazards, 1 barrier), 3 participants`;
/// `"The bazaar", Chase track, 2 participants, escape at 6, safe haven at 12`;
/// `"Through the city", Position clocks, 12-segment clocks, 2 paths, 5 participants, 1 obstacle`.
pub(super) fn summary(setup: &Setup) -> String {
    let system = setup.chase.system().title();
    let contents = match &setup.chase {
        Chase::Coc7(session) => coc7_contents(session.initial()),
        Chase::Track(session) => track_contents(session.initial()),
        Chase::Clocks(session) => clocks_contents(session.initial()),
        Chase::Savage(session) => savage_contents(session.initial()),
        Chase::Gurps(session) => gurps_contents(session.initial()),
    };
    format!("\"{}\", {system}, {contents}", setup.name)
}

fn coc7_contents(chase: &Coc7) -> String {
    let obstacles: Vec<&Obstacle> = chase
        .map
        .locations
        .iter()
        .filter_map(|l| l.ahead.as_ref())
        .collect();
    let hazards = obstacles
        .iter()
        .filter(|o| matches!(o, Obstacle::Hazard(_)))
        .count();
    let barriers = obstacles.len() - hazards;
    let mut between = Vec::new();
    if hazards > 0 {
        between.push(count(hazards, "hazard"));
    }
    if barriers > 0 {
        between.push(count(barriers, "barrier"));
    }
    let between = if between.is_empty() {
        String::new()
    } else {
        format!(" ({})", between.join(", "))
    };
    format!(
        "{}{between}, {}",
        count(chase.map.locations.len(), "location"),
        count(chase.participants.len(), "participant")
    )
}

/// The participants and the two numbers a keeper sets for a chase on the track: the escape
/// distance and the safe haven.
fn track_contents(chase: &TrackChase) -> String {
    let mut parts = vec![
        count(chase.participants.len(), "participant"),
        format!("escape at {}", chase.settings.escape_distance),
    ];
    if let Some(haven) = chase.settings.safe_haven {
        parts.push(format!("safe haven at {haven}"));
    }
    parts.join(", ")
}

/// The people, the vehicles, the starting band and the round limit.
fn gurps_contents(chase: &crate::systems::gurps::rules::GurpsChase) -> String {
    let mut parts = vec![
        count(chase.people.len(), "participant"),
        count(chase.vehicles.len(), "vehicle"),
        format!("starting at {} range", chase.settings.start_band.word()),
    ];
    if let Some(limit) = chase.settings.round_limit {
        parts.push(format!("at most {}", count(limit as usize, "round")));
    }
    parts.join(", ")
}

/// The clocks' length, the paths, the participants, the obstacles, and the timer or the race.
fn clocks_contents(chase: &ClockChase) -> String {
    let mut parts = vec![
        format!("{}-segment clocks", chase.segments),
        count(chase.paths.len(), "path"),
        count(chase.participants.len(), "participant"),
    ];
    if !chase.obstacles.is_empty() {
        parts.push(count(chase.obstacles.len(), "obstacle"));
    }
    if let Some(timer) = &chase.timer {
        parts.push(format!(
            "timer '{}' of {}",
            timer.name,
            count(timer.segments as usize, "segment")
        ));
    }
    if chase.is_race() {
        parts.push("a race".to_string());
    }
    parts.join(", ")
}

/// "1 hazard", "2 hazards".
pub(crate) fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The length and the participants (a group counted by its members): `5 rounds, 3 participants
/// (a group of 3)`.
fn savage_contents(chase: &crate::systems::savage::rules::SavageChase) -> String {
    let length = chase
        .rounds()
        .map_or_else(|| "a dogfight".to_string(), |n| count(n as usize, "round"));
    let groups: Vec<String> = chase
        .participants
        .iter()
        .filter(|p| p.group)
        .map(|p| format!("{} ×{}", p.name, p.count))
        .collect();
    let groups = if groups.is_empty() {
        String::new()
    } else {
        format!(" ({})", groups.join(", "))
    };
    format!(
        "{length}, {}{groups}",
        count(chase.participants.len(), "participant")
    )
}
