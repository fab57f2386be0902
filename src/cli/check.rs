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
                if show {
                    writeln!(out, "\n{}", shown(&setup))?;
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
/// it is good, and for a good one its summary, its warnings and its start as the rules read it
/// (the script's JSON of the initial state); for a bad one the loader's message. Exit code 2 if
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
    if let crate::systems::Chase::Coc7(session) = &setup.chase {
        warnings.extend(crate::systems::coc7::setup::surprises::surprises(
            session.initial(),
        ));
    }
    warnings
}

/// The chase as the rules read it (`check --show`): the script view of its start (the track and
/// every obstacle with its skills, difficulty, damage and hit points; everyone's side, MOV and
/// hit points), then each participant's sheet, and for Call of Cthulhu where cut to the chase
/// would put everyone.
fn shown(setup: &Setup) -> String {
    use crate::script::Scripted;
    let mut text = crate::each!(&setup.chase, session => session.initial().view());
    if let crate::systems::Chase::Coc7(session) = &setup.chase {
        text.push_str("\nSheets\n");
        for p in &session.initial().participants {
            text.push_str(&format!(
                "  {}: {}\n",
                p.name,
                coc7_sheet(session.initial(), p)
            ));
        }
    }
    if let crate::systems::Chase::Coc7(session) = &setup.chase
        && let Some(placed) = crate::systems::coc7::setup::surprises::placed(session.initial())
    {
        text.push_str(
            "\nWhere cut to the chase puts everyone (every speed roll not made a plain success)\n",
        );
        for p in &placed.participants {
            let at = placed
                .map
                .get(p.location)
                .and_then(|l| l.name.clone())
                .unwrap_or_default();
            text.push_str(&format!(
                "  {}: {}\n",
                p.name,
                if p.status.is_active() {
                    format!("location {} {at}", p.location)
                } else {
                    p.status.word().to_string()
                }
            ));
        }
    }
    printable(&text)
}

/// A Call of Cthulhu participant's sheet as the rules read it: characteristics, skills, damage,
/// vehicle and seat, and whose player it is.
fn coc7_sheet(
    state: &crate::systems::coc7::rules::Coc7,
    p: &crate::systems::coc7::rules::Participant,
) -> String {
    let mut parts = vec![
        format!("DEX {}", p.dex),
        format!("CON {}", p.con),
        format!("MOV {}", p.base_mov),
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
    if let Some(damage) = &p.damage {
        parts.push(format!("damage {damage}"));
    }
    if let Some(vehicle) = &p.vehicle {
        parts.push(format!("drives {}", vehicle.name));
    }
    if let Some(driver) = p.rides_with {
        parts.push(format!("rides with {}", state.participant(driver).name));
    }
    if p.investigator {
        parts.push("an investigator".to_string());
    }
    parts.join(" · ")
}
