//! The script kit: a list of keeper commands applied to a setup, with any roll given its value,
//! and what each step did. The worked examples of the rule texts are such scripts
//! (`tests/scripts/<system>/*.ron`); docs/script-format.md is the keeper's guide to the format.
//! `chasetrack script` ([`crate::cli`]) prints a run; the odds start from one; each system's
//! script vocabulary builds on [`Scripted`], [`expect`] and [`layout`].
//!
//! The script types are generic over the chase system: [`Script`] takes the system's command type
//! and its expectation type, and the system is chosen by the setup's [`Chase`] variant. A system
//! joins by implementing [`Scripted`].

pub mod expect;
pub mod given;
pub mod layout;
pub mod positions;

pub use positions::{Position, step_positions};

use crate::dice::Roller;
use crate::engine::{NotRecorded, Rules, Session};
use crate::setup;
use crate::textfile::TextFileError;
use expect::{Chasewide, Field, check_view, describe_fields};
use serde::de::DeserializeOwned;
use serde::{Deserialize, Serialize};
use std::fmt::Debug;

/// A script: the setup it was written for (optional) and the keeper's steps, in order.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Script<C, X> {
    /// The setup file, relative to the script. The command line's SETUP is what runs; this names
    /// the setup for readers and for the golden-script test runner.
    #[serde(default)]
    pub setup: Option<String>,
    pub steps: Vec<Step<C, X>>,
}

/// One step of a script.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Step<C, X> {
    /// Apply a command; any roll it needs is rolled with the seeded roller.
    Do(C),
    /// Apply a command with these dice values, in the order the rules ask for them; rolls beyond
    /// them are rolled with the seeded roller. A card drawn is written as typed: `"JC"`.
    Roll(Vec<given::Given>, C),
    /// Stop with exit code 2 unless the chase is as described.
    Expect(X),
    /// Take back the last command.
    Undo,
    /// Apply the last command taken back again, with the same dice.
    Redo,
}

/// What a chase system gives scripts: the fields an `Expect` step may check, and how its state
/// is shown when the script ends. The steps, the dice, undo and redo, the check of an `Expect`
/// step against the script's own JSON view, the chase-level fields (`round`, `turn`, `phase`,
/// `outcome`) and the output are the runner's, written once; a system brings only what is its
/// own.
///
/// What a new system writes in `src/systems/<system>/script/`: its `Expect` struct (every field
/// optional, `deny_unknown_fields`, with `who`, `round`, `turn`, `phase` and `outcome` among
/// them), `chasewide!` for its state, and this trait: the table of its fields and its view.
pub trait Scripted: Chasewide + 'static {
    /// The fields of an `Expect(...)` step, all optional.
    type Expect: DeserializeOwned + Serialize + Debug;
    /// The fields of `Expect` in the order of the step's line, each with the figure of the view
    /// it is compared with ([`expect::check_view`]).
    const FIELDS: &'static [Field<Self>];

    /// The state in text (a picture of the track, a table of the participants, whose turn it
    /// is), and for tools.
    const VIEW: View<Self>;

    /// The expectation in a few words, for the step's line in the output.
    fn describe(expect: &Self::Expect) -> String {
        describe_fields(Self::FIELDS, expect)
    }

    /// Whether the chase is as expected; if not, every difference in words.
    fn check(&self, expect: &Self::Expect) -> Result<(), String> {
        check_view(self, &self.to_json(), Self::FIELDS, expect)
    }

    /// The state in text.
    fn view(&self) -> String {
        (Self::VIEW.0)(self)
    }

    /// The state for tools.
    fn to_json(&self) -> serde_json::Value {
        (Self::VIEW.1)(self)
    }

    /// Fills in, once a script is read, what its commands leave to the system's reference
    /// tables (a Call of Cthulhu vehicle named from the charts takes the chart's armour, as a
    /// setup's does); `text` is the script as written, for what serde's defaults hide. A step it
    /// cannot complete gives its index (from 0) and why. Most systems have nothing to fill.
    fn complete(
        _steps: &mut [Step<Self::Command, Self::Expect>],
        _text: &str,
    ) -> Result<(), (usize, String)> {
        Ok(())
    }
}

/// How a system shows its state at a script's end: in text, and for tools.
pub type View<S> = (fn(&S) -> String, fn(&S) -> serde_json::Value);

/// Why a script did not run to its end. Every message names the script file, and for a step, its
/// number (from 1) and where it starts.
#[derive(Debug, thiserror::Error)]
pub enum ScriptError {
    #[error("{file}: cannot read it: {source}")]
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// Not a plain file, or far too large for a script.
    #[error("{file}: {reason}")]
    Refused { file: String, reason: String },
    #[error("{}step {step}: {message}", place(file, at))]
    Step {
        file: String,
        at: Option<Position>,
        step: usize,
        message: String,
    },
}

fn place(file: &str, at: &Option<Position>) -> String {
    match at {
        Some(at) => format!("{file}:{}:{}: ", at.line, at.column),
        None => format!("{file}: "),
    }
}

/// The setup a script names in its `setup` field, if it names one (relative to the script).
pub fn declared_setup(text: &str) -> Option<String> {
    #[derive(Deserialize)]
    struct Header {
        #[serde(default)]
        setup: Option<String>,
        #[serde(default, rename = "steps")]
        _steps: serde::de::IgnoredAny,
    }
    ron_options()
        .from_str::<Header>(text)
        .ok()
        .and_then(|h| h.setup)
}

/// The largest script read: a script of a whole long chase is a few kilobytes.
pub const MAX_SCRIPT_BYTES: u64 = 4 << 20;

/// The most steps a script holds: a long chase is a few hundred.
pub const MAX_SCRIPT_STEPS: usize = 100_000;

/// A script's text: a plain file of UTF-8, at most [`MAX_SCRIPT_BYTES`] long.
pub fn read(path: &std::path::Path, file: &str) -> Result<String, ScriptError> {
    let file = crate::escape::printable(file);
    crate::textfile::read(path, MAX_SCRIPT_BYTES).map_err(|error| match error {
        TextFileError::Io(source) => ScriptError::Io { file, source },
        TextFileError::NotAFile => ScriptError::Refused {
            file,
            reason: "not a script file (a script is a plain file of text, e.g. \
                     tests/scripts/coc7/farm-round-1.ron)"
                .to_string(),
        },
        TextFileError::TooBig { size, max } => ScriptError::Refused {
            file,
            reason: format!(
                "{size} bytes is far more than any script needs (at most {max} bytes); is this \
                 the right file?"
            ),
        },
        TextFileError::NotUtf8 { line, column } => ScriptError::Syntax {
            file,
            line,
            column,
            message: "this is not UTF-8 text; save the script as UTF-8 (plain text)".to_string(),
        },
    })
}

/// Reads a script for one system and fills in what its commands leave to the system's tables
/// ([`Scripted::complete`]); a step that cannot be completed is named with its line and column.
pub fn read_script<R: Scripted>(
    text: &str,
    file: &str,
) -> Result<Script<R::Command, R::Expect>, ScriptError> {
    let mut script = parse::<R::Command, R::Expect>(text, file)?;
    R::complete(&mut script.steps, text).map_err(|(index, message)| {
        let positions = step_positions(text);
        ScriptError::Step {
            file: file.to_string(),
            at: (positions.len() == script.steps.len())
                .then(|| positions.get(index).copied())
                .flatten(),
            step: index + 1,
            message,
        }
    })?;
    Ok(script)
}

/// Reads a script for one system; a syntax error names the line and column.
pub fn parse<C: DeserializeOwned, X: DeserializeOwned>(
    text: &str,
    file: &str,
) -> Result<Script<C, X>, ScriptError> {
    let script: Script<C, X> =
        ron_options()
            .from_str(text)
            .map_err(|e: ron::error::SpannedError| {
                let at = setup::locate::Position::new(e.span.start.line, e.span.start.col);
                let bad = setup::locate::token_from(text, at)
                    .map(|(token, _)| token)
                    .unwrap_or_default();
                ScriptError::Syntax {
                    file: file.to_string(),
                    line: at.line,
                    column: at.column,
                    // ron quotes with backticks; the keeper's messages quote with single quotes.
                    message: setup::plain_words(&e.code, &bad)
                        .unwrap_or_else(|| e.code.to_string().replace('`', "'")),
                }
            })?;
    if script.steps.len() > MAX_SCRIPT_STEPS {
        let at = step_positions(text)
            .get(MAX_SCRIPT_STEPS)
            .copied()
            .unwrap_or(Position { line: 1, column: 1 });
        return Err(ScriptError::Syntax {
            file: file.to_string(),
            line: at.line,
            column: at.column,
            message: format!(
                "a script holds at most {MAX_SCRIPT_STEPS} steps and this one has {}; split it \
                 into several scripts",
                script.steps.len()
            ),
        });
    }
    Ok(script)
}

/// `Expect(who: "Farmer")` rather than `Expect((who: "Farmer"))`, and `range: 1` rather than
/// `range: Some(1)`, as a keeper would write them.
pub fn ron_options() -> ron::Options {
    use ron::extensions::Extensions;
    ron::Options::default()
        .with_default_extension(Extensions::UNWRAP_VARIANT_NEWTYPES | Extensions::IMPLICIT_SOME)
}

/// A script that has been run: what each step did, the chase as it stands, and the step that
/// stopped it, if one did.
pub struct Played<R: Rules> {
    pub session: Session<R>,
    pub steps: Vec<Report<R::Command, R::Event>>,
    /// The number of the failed step (from 1) and why it failed.
    pub failure: Option<(usize, String)>,
}

/// What one step did.
#[derive(Clone, Debug, Serialize)]
pub struct Report<C, E> {
    /// Its number, from 1.
    pub step: usize,
    pub kind: Kind,
    /// The command applied, taken back or applied again.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub command: Option<C>,
    /// Every dice value the command used, in the order the rules asked for them.
    pub dice: Vec<i32>,
    /// How many of `dice` the script gave; the rest were rolled with the seed.
    pub given: usize,
    pub events: Vec<E>,
    /// The events as sentences, or for an `Expect`, what was expected.
    pub lines: Vec<String>,
}

/// Which kind of step a [`Report`] is about.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Do,
    Roll,
    Expect,
    Undo,
    Redo,
}

/// Runs the steps in order and stops at the first that fails. Given dice go first; a roll the
/// script did not give is rolled by a roller seeded with `seed`, so a rerun gives the same chase.
pub fn play<R: Scripted>(
    mut session: Session<R>,
    steps: &[Step<R::Command, R::Expect>],
    seed: u64,
) -> Played<R> {
    let mut roller = Roller::seeded(seed);
    let mut reports = Vec::new();
    for (index, step) in steps.iter().enumerate() {
        let number = index + 1;
        match run_step(&mut session, step, number, &mut roller) {
            Ok(report) => reports.push(report),
            Err(message) => {
                return Played {
                    session,
                    steps: reports,
                    failure: Some((number, message)),
                };
            }
        }
    }
    Played {
        session,
        steps: reports,
        failure: None,
    }
}

fn run_step<R: Scripted>(
    session: &mut Session<R>,
    step: &Step<R::Command, R::Expect>,
    number: usize,
    roller: &mut Roller,
) -> Result<Report<R::Command, R::Event>, String> {
    let report = |kind, command, lines| Report {
        step: number,
        kind,
        command,
        dice: Vec::new(),
        given: 0,
        events: Vec::new(),
        lines,
    };
    match step {
        Step::Do(command) => apply(session, command, &[], Kind::Do, number, roller),
        Step::Roll(dice, command) => apply(
            session,
            command,
            &given::values(dice),
            Kind::Roll,
            number,
            roller,
        ),
        Step::Expect(expect) => {
            session.state().check(expect)?;
            Ok(report(Kind::Expect, None, vec![R::describe(expect)]))
        }
        Step::Undo => match session.undo() {
            Some(entry) => Ok(report(Kind::Undo, Some(entry.command.clone()), Vec::new())),
            None => Err("there is nothing to undo: no command has been applied".to_string()),
        },
        Step::Redo => {
            let before = session.state().clone();
            match session.redo() {
                Some(entry) => Ok(Report {
                    step: number,
                    kind: Kind::Redo,
                    command: Some(entry.command.clone()),
                    dice: entry.dice.iter().map(|d| d.0).collect(),
                    given: entry.dice.len(),
                    events: entry.events.clone(),
                    lines: narration(&before, entry),
                }),
                None => Err(
                    "there is nothing to redo: no command has been taken back since the last one \
                     applied"
                        .to_string(),
                ),
            }
        }
    }
}

/// Decides a command with the given dice first; applies it only if it used every one of them.
fn apply<R: Scripted>(
    session: &mut Session<R>,
    command: &R::Command,
    given: &[i32],
    kind: Kind,
    number: usize,
    roller: &mut Roller,
) -> Result<Report<R::Command, R::Event>, String> {
    roller.clear_given();
    roller.push_given(given.iter().copied());
    let before = session.state().clone();
    let decided = session.execute_if(command.clone(), roller, |entry, roller| {
        if !roller.has_given() {
            return Ok(());
        }
        let used = entry.dice.len().min(given.len());
        let listed = |values: &[i32]| {
            values
                .iter()
                .map(i32::to_string)
                .collect::<Vec<_>>()
                .join(", ")
        };
        Err(format!(
            "{} dice given ({}) but the command used only {used}{}; take out {}",
            given.len(),
            listed(given),
            if used == 0 {
                String::new()
            } else {
                format!(" ({})", listed(&given[..used]))
            },
            listed(&given[used..])
        ))
    });
    let entry = match decided {
        Ok(entry) => entry,
        Err(NotRecorded::Refused(why)) => return Err(why.to_string()),
        Err(NotRecorded::Withdrawn(why)) => {
            roller.clear_given();
            return Err(why);
        }
    };
    Ok(Report {
        step: number,
        kind,
        command: Some(command.clone()),
        dice: entry.dice.iter().map(|d| d.0).collect(),
        given: given.len(),
        events: entry.events.clone(),
        lines: narration(&before, entry),
    })
}

/// The sentences of an entry, without the empty ones the rules give for bookkeeping events.
fn narration<R: Rules>(
    before: &R,
    entry: &crate::engine::Entry<R::Command, R::Event>,
) -> Vec<String> {
    Session::narrate(before, entry)
        .into_iter()
        .filter(|line| !line.is_empty())
        .collect()
}
