//! `chasetrack check FILE...`: loads every setup file and says in one line what each holds, or
//! exactly where it is wrong, and warns (never refuses) of what would surprise at the table.
//! Every file is checked, so one run lists every mistake.

use super::CliError;
use crate::escape::printable;
use crate::setup::{self, Setup};
use std::io::Write;
use std::path::PathBuf;

/// Checks the files in order: for each good one a line on `out`, its warnings, and (unless
/// `brief`) the readout of how the rules read it; with `show`, the script view of its start as
/// well; the loader's message on `err` for each bad one. Exit code 2 if any file is bad.
pub(super) fn run(
    files: &[PathBuf],
    brief: bool,
    show: bool,
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
                if !brief {
                    writeln!(out)?;
                    for line in crate::setup::readout::text(&readout(&setup)) {
                        writeln!(out, "{}", printable(&line))?;
                    }
                }
                if show {
                    writeln!(out, "\n{}", shown(&setup))?;
                } else if !brief {
                    writeln!(out)?;
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

/// `check --format json`: one document, a list with an entry for each file: its file, whether
/// it is good, and for a good one its summary, its warnings, its readout (sections of lines) and
/// its start as the rules read it (the script's JSON of the initial state); for a bad one the loader's message. Exit code 2 if
/// any file is bad.
pub(super) fn run_json(files: &[PathBuf], out: &mut dyn Write) -> Result<u8, CliError> {
    use crate::script::Scripted;
    let mut bad = 0;
    let mut entries = Vec::new();
    for file in files {
        let entry = match setup::load(file) {
            Ok(setup) => serde_json::json!({
                "file": file.display().to_string(),
                "ok": true,
                "summary": summary(&setup),
                "warnings": warnings(&setup),
                "players_characters": setup.chase.players_characters(),
                "readout": readout(&setup),
                "start": crate::each!(&setup.chase, session => session.initial().to_json()),
            }),
            Err(error) => {
                bad += 1;
                serde_json::json!({
                    "file": file.display().to_string(),
                    "ok": false,
                    "error": error.to_string(),
                })
            }
        };
        entries.push(entry);
    }
    let text = serde_json::to_string_pretty(&entries).unwrap_or_else(|_| "[]".to_string());
    writeln!(out, "{text}")?;
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
    warnings.extend(crate::each!(&setup.chase, session, system => {
        system::setup::readout::warnings(session.initial())
    }));
    warnings
}

/// How the rules read the setup, system by system: everyone's numbers, gear and seat, the
/// ground with its obstacles, the settings that differ from the defaults, and where the start
/// puts everyone.
pub(super) fn readout(setup: &Setup) -> Vec<crate::setup::readout::Section> {
    crate::each!(&setup.chase, session, system => {
        system::setup::readout::readout(session.initial())
    })
}

/// The script view of the chase's start (`check --show`): the track and every obstacle with its
/// skills, difficulty, damage and hit points, everyone's side, MOV and hit points, whose turn.
fn shown(setup: &Setup) -> String {
    use crate::script::Scripted;
    printable(&crate::each!(&setup.chase, session => session.initial().view()))
}
