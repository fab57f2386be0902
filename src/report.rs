//! What is told about a chase outside its screen, the same for every front end: the session log
//! (`chasetrack export`, the screen's export key) and the one line `list` and the quit summary
//! say of where a chase stands. Below the keeper's screen and the command line, so that neither
//! imports the other for it.

use crate::autosave::{self, AutosaveError, index::Summary};
use crate::engine::{Audience, Outcome, Session};
use crate::escape::printable;
use crate::screen::log::LineKind;
use crate::script::Scripted;
use crate::setup::Setup;
use crate::systems::screens::{Pick, entry_lines_across};
use crate::systems::{Chase, each};
use clap::ValueEnum;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// How `export` writes the session log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum ExportFormat {
    /// Markdown.
    Md,
    /// JSON.
    Json,
}

/// Why a session log could not be told or written.
#[derive(Debug, thiserror::Error)]
pub enum ReportError {
    /// The journal does not open.
    #[error(transparent)]
    Journal(#[from] AutosaveError),
    /// The log could not be written.
    #[error("cannot write the output: {0}")]
    Io(#[from] std::io::Error),
    /// The log could not be turned into JSON (a bug, not the keeper's doing).
    #[error("cannot write the output as JSON: {0}")]
    Json(#[source] serde_json::Error),
}

/// Writes the Markdown session log of a journal into the `exports/` folder beside the journals
/// (`<data dir>/exports/` for a journal in `<data dir>/journals/`), named for the journal and the
/// date (the players' log with `-players` after it); the file written. An export of the same day
/// is written over: it is the same chase, told further.
pub fn write_to_exports(
    setup: &Setup,
    journal: &Path,
    audience: Audience,
) -> Result<PathBuf, ReportError> {
    let text = render(setup, journal, ExportFormat::Md, audience)?;
    let beside = journal.parent().unwrap_or(Path::new("."));
    let folder = match beside.file_name() {
        Some(name) if name == "journals" => beside.parent().unwrap_or(beside).join("exports"),
        _ => beside.join("exports"),
    };
    std::fs::create_dir_all(&folder)?;
    let stem = journal
        .file_stem()
        .map_or_else(|| "chase".to_string(), |s| s.to_string_lossy().into_owned());
    let whose = match audience {
        Audience::Keeper => "",
        Audience::Table => "-players",
    };
    let file = folder.join(format!(
        "{stem}-{}{whose}.md",
        crate::dates::date(crate::dates::now())
    ));
    autosave::replace::write_new(&file, text.as_bytes())?;
    Ok(file)
}

/// The session log of a journal in `format`, as text, for the keeper (everything) or for the
/// players (what `follow` shows them).
pub fn render(
    setup: &Setup,
    journal: &Path,
    format: ExportFormat,
    audience: Audience,
) -> Result<String, ReportError> {
    let chase = autosave::resume(journal, setup)?;
    let log = session_log(&chase, audience);
    let log = SessionLog {
        title: setup.name.clone(),
        system: chase.system().title().to_string(),
        journal: journal.display().to_string(),
        ..log
    };
    Ok(match format {
        ExportFormat::Md => markdown(&log),
        ExportFormat::Json => {
            let mut json = crate::escape::json(
                &serde_json::to_string_pretty(&log).map_err(ReportError::Json)?,
            );
            json.push('\n');
            json
        }
    })
}

/// The session log of a chase for `audience`, its title, system and journal left empty (the
/// caller names them).
pub fn session_log(chase: &Chase, audience: Audience) -> SessionLog {
    each!(chase, session => told(session, audience))
}

/// How a chase stands, as the list shows it: "Round 2, Farmer's turn", or "finished: …".
/// A key it names is named as `keys` has it.
pub fn summary(chase: &Chase, keys: &crate::screen::KeyNames) -> Summary {
    match chase.outcome() {
        Outcome::Ongoing => {
            let (round, turn) = chase.screen().header(Audience::Keeper, keys);
            Summary {
                state: [round, turn]
                    .into_iter()
                    .filter(|part| !part.is_empty())
                    .collect::<Vec<_>>()
                    .join(", "),
                finished: false,
            }
        }
        Outcome::Over(how) => Summary {
            state: format!("finished: {how}"),
            finished: true,
        },
    }
}

/// A chase told for the campaign notes.
#[derive(Debug, Serialize)]
pub struct SessionLog {
    pub title: String,
    pub system: String,
    pub journal: String,
    /// The players' log (`--players`): only what the players may know.
    #[serde(skip_serializing_if = "std::ops::Not::not")]
    pub players: bool,
    /// The chase as it started: the picture and the table, and the same for tools. The keeper's
    /// alone: the players' log has none (it shows every sheet and every place).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub start: Option<Shown>,
    pub rounds: Vec<Round>,
    /// The chase as it stands at the end of the journal (the keeper's alone, as `start`).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub end: Option<Shown>,
    /// "Harvey escaped.", or "The chase goes on." for a chase not finished.
    pub outcome: String,
    pub finished: bool,
}

/// A state in text and for tools.
#[derive(Debug, Serialize)]
pub struct Shown {
    pub text: String,
    pub state: serde_json::Value,
}

/// One round (0: establishing the chase) and the commands played in it.
#[derive(Debug, Serialize)]
pub struct Round {
    pub round: u32,
    pub commands: Vec<Told>,
}

/// One command: in a few words, the dice it used, and what happened. The players' log leaves the
/// command's words and dice empty: they are the keeper's.
#[derive(Debug, Serialize)]
pub struct Told {
    pub command: String,
    pub dice: Vec<i32>,
    pub lines: Vec<String>,
}

/// The session log of a session (its title and names are filled in by the caller).
fn told<R: Pick + Scripted>(session: &Session<R>, audience: Audience) -> SessionLog {
    let mut rounds: Vec<Round> = Vec::new();
    session.retell_across(|state, after, last, entry| {
        let lines = entry_lines_across(state, after, last, entry, session.read_aloud());
        // The keeper's commands and dice are behind the screen: the players' log tells what
        // happened, and the players' own rolls are in its sentences.
        let mut dice: &[crate::dice::Rolled] = match audience {
            Audience::Keeper => &entry.dice,
            Audience::Table => &[],
        };
        let mut round = state.round();
        let mut texts = Vec::new();
        for line in lines {
            // A round that begins inside a command opens a new section of the log.
            if line.kind == LineKind::Round && line.round != round {
                // The command's dice go with its first part only: the round that begins
                // after it did not roll them again.
                if push::<R>(
                    &mut rounds,
                    round,
                    (&entry.command, audience),
                    dice,
                    &mut texts,
                ) {
                    dice = &[];
                }
                round = line.round;
            }
            let text = line.told(audience);
            if !text.trim().is_empty() {
                texts.push(text.to_string());
            }
        }
        push::<R>(
            &mut rounds,
            round,
            (&entry.command, audience),
            dice,
            &mut texts,
        );
    });
    let outcome = session.outcome();
    SessionLog {
        title: String::new(),
        system: String::new(),
        journal: String::new(),
        players: audience == Audience::Table,
        start: (audience == Audience::Keeper).then(|| shown(session.initial())),
        rounds,
        end: (audience == Audience::Keeper).then(|| shown(session.state())),
        finished: outcome != Outcome::Ongoing,
        outcome: match outcome {
            Outcome::Over(how) => how,
            Outcome::Ongoing => "The chase goes on.".to_string(),
        },
    }
}

/// Adds what a command told (if it told anything) to its round's section; whether it did.
fn push<R: Pick>(
    rounds: &mut Vec<Round>,
    round: u32,
    (command, audience): (&R::Command, Audience),
    dice: &[crate::dice::Rolled],
    texts: &mut Vec<String>,
) -> bool {
    if texts.is_empty() {
        return false;
    }
    let told = Told {
        command: match audience {
            Audience::Keeper => R::describe(command),
            Audience::Table => String::new(),
        },
        dice: dice.iter().map(|d| d.0).collect(),
        lines: std::mem::take(texts),
    };
    match rounds.last_mut() {
        Some(last) if last.round == round => last.commands.push(told),
        _ => rounds.push(Round {
            round,
            commands: vec![told],
        }),
    }
    true
}

fn shown<R: Scripted>(state: &R) -> Shown {
    Shown {
        text: state.view(),
        state: state.to_json(),
    }
}

/// The session log as Markdown: headings by round, a bullet a sentence, the dice in italics.
fn markdown(log: &SessionLog) -> String {
    let mut out = format!(
        "# {}{}\n\n*{}* · exported from `{}`\n",
        printable(&log.title),
        if log.players {
            " (the players' log)"
        } else {
            ""
        },
        log.system,
        printable(&log.journal),
    );
    if let Some(start) = &log.start {
        out.push_str(&format!(
            "\n## At the start\n\n```text\n{}```\n",
            printable(&start.text)
        ));
    }
    for round in &log.rounds {
        if round.round == 0 {
            out.push_str("\n## Establishing the chase\n\n");
        } else {
            out.push_str(&format!("\n## Round {}\n\n", round.round));
        }
        for told in &round.commands {
            for (at, line) in told.lines.iter().enumerate() {
                out.push_str(&format!("- {}", printable(line)));
                if at == 0 && !told.dice.is_empty() {
                    let dice: Vec<String> = told.dice.iter().map(i32::to_string).collect();
                    out.push_str(&format!(" *(dice {})*", dice.join(", ")));
                }
                out.push('\n');
            }
        }
    }
    if let Some(end) = &log.end {
        out.push_str(&format!(
            "\n## Where it ended\n\n```text\n{}```\n",
            printable(&end.text)
        ));
    }
    out.push_str(&format!("\n**Outcome:** {}\n", printable(&log.outcome)));
    out
}
