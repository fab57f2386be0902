//! `chasetrack check FILE...`: loads every setup file and says in one line what each holds, or
//! exactly where it is wrong. Every file is checked, so one run lists every mistake.

use super::CliError;
use crate::engine::Chase;
use crate::rules::coc7::{Coc7, Obstacle};
use crate::setup::{self, Setup};
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
            Ok(setup) => writeln!(out, "{}: ok — {}", file.display(), summary(&setup))?,
            Err(error) => {
                bad += 1;
                writeln!(err, "{error}")?;
            }
        }
    }
    Ok(if bad > 0 { 2 } else { 0 })
}

/// `"The Grand Hotel", Call of Cthulhu 7e, 9 locations (2 hazards, 1 barrier), 3 participants`.
pub(super) fn summary(setup: &Setup) -> String {
    let system = setup.chase.system().title();
    let contents = match &setup.chase {
        Chase::Coc7(session) => coc7_contents(session.initial()),
        Chase::Track(session) => plural(session.initial().participants.len(), "participant"),
        Chase::Clocks(session) => plural(session.initial().participants.len(), "participant"),
    };
    format!("\"{}\", {system}, {contents}", setup.name)
}

fn coc7_contents(chase: &Coc7) -> String {
    let obstacles: Vec<&Obstacle> = chase
        .track
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
        count(chase.track.locations.len(), "location"),
        count(chase.participants.len(), "participant")
    )
}

/// "1 hazard", "2 hazards".
pub(super) fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

fn plural(n: usize, what: &str) -> String {
    format!("{n} {what}{}", if n == 1 { "" } else { "s" })
}
