//! `chasetrack check FILE...`: loads every setup file and says in one line what each holds, or
//! exactly where it is wrong, and warns (never refuses) of what would surprise at the table.
//! Every file is checked, so one run lists every mistake.

use super::CliError;
use crate::escape::printable;
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
            Ok(setup) => {
                writeln!(
                    out,
                    "{}",
                    printable(&format!("{}: ok — {}", file.display(), summary(&setup)))
                )?;
                for warning in warnings(&setup) {
                    writeln!(out, "{}", printable(&format!("  warning: {warning}")))?;
                }
            }
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
    let contents = crate::each!(&setup.chase, session, system => {
        system::setup::summary(session.initial())
    });
    format!("\"{}\", {system}, {contents}", setup.name)
}

/// What a good setup holds that would surprise the keeper at the table: warned of, never refused.
pub(super) fn warnings(setup: &Setup) -> Vec<String> {
    let mut warnings = Vec::new();
    if setup.chase.players_characters().is_empty() {
        let mark = match setup.chase.system() {
            crate::systems::SystemKind::Coc7 => "investigator: true",
            _ => "player: true",
        };
        warnings.push(format!(
            "no player character is marked ({mark} on each), so the players' screen keeps \
             every participant's numbers behind the screen"
        ));
    }
    if let crate::systems::Chase::Coc7(session) = &setup.chase {
        warnings.extend(crate::systems::coc7::setup::surprises::surprises(
            session.initial(),
        ));
    }
    warnings
}
