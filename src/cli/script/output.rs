//! How `script` prints a run: readable text (a line per step with its sentences, then the chase as
//! it stands), or one JSON document with the same content for tools.

use crate::cli::CliError;
use crate::engine::Outcome;
use crate::script::expect::outcome_text;
use crate::script::{Kind, Played, Report, ScriptError, Scripted};
use serde::Serialize;
use std::io::Write;

/// What the run was about, printed first.
pub struct Header {
    /// The setup's name.
    pub setup: String,
    pub system: &'static str,
    /// The seed of the roller for the dice the script did not give.
    pub seed: u64,
}

/// The run as text: a header, each step with its sentences, then the state and the outcome.
pub fn text<R: Scripted>(
    header: &Header,
    played: &Played<R>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    writeln!(
        out,
        "{} — {} (dice not given are rolled with seed {})",
        header.setup, header.system, header.seed
    )?;
    writeln!(out)?;
    let width = played.steps.last().map_or(1, |r| r.step.to_string().len());
    for report in &played.steps {
        let number = format!("{:>width$}.", report.step);
        writeln!(out, "{number} {}", step_title(report))?;
        let indent = " ".repeat(number.len() + 1);
        for line in report.lines.iter().filter(|_| report.kind != Kind::Expect) {
            writeln!(out, "{indent}{line}")?;
        }
    }
    if let Some((step, _)) = &played.failure {
        writeln!(out, "{:>width$}. (stopped here: see the message)", step)?;
    }
    writeln!(out)?;
    write!(out, "{}", played.session.state().view())?;
    writeln!(out, "Outcome: {}", outcome_text(&played.session.outcome()))?;
    Ok(())
}

/// The run as one JSON document: `setup`, `system`, `seed`, `steps` (each with its command, dice,
/// events and sentences), `state`, `outcome` and `error` (null when every step went through).
pub fn json<R: Scripted>(
    header: &Header,
    played: &Played<R>,
    failure: Option<&ScriptError>,
    out: &mut dyn Write,
) -> Result<(), CliError> {
    #[derive(Serialize)]
    struct Document<'a, C: Serialize, E: Serialize> {
        setup: &'a str,
        system: &'a str,
        seed: u64,
        steps: &'a [Report<C, E>],
        state: serde_json::Value,
        outcome: OutcomeJson,
        error: Option<ErrorJson>,
    }
    #[derive(Serialize)]
    struct OutcomeJson {
        over: bool,
        text: String,
    }
    #[derive(Serialize)]
    struct ErrorJson {
        step: usize,
        message: String,
    }
    let outcome = played.session.outcome();
    let document = Document {
        setup: &header.setup,
        system: header.system,
        seed: header.seed,
        steps: &played.steps,
        state: played.session.state().to_json(),
        outcome: OutcomeJson {
            over: matches!(outcome, Outcome::Over(_)),
            text: outcome_text(&outcome),
        },
        error: played.failure.as_ref().map(|(step, _)| ErrorJson {
            step: *step,
            message: failure.map_or_else(String::new, ToString::to_string),
        }),
    };
    let json = serde_json::to_string_pretty(&document).map_err(CliError::Json)?;
    writeln!(out, "{}", crate::escape::json(&json))?;
    Ok(())
}

fn step_title<C: Serialize, E>(report: &Report<C, E>) -> String {
    let command = report
        .command
        .as_ref()
        .map(command_text)
        .unwrap_or_default();
    let with_dice = |text: String| match dice_text(report) {
        Some(dice) => format!("{text}  [{dice}]"),
        None => text,
    };
    match report.kind {
        Kind::Do | Kind::Roll => with_dice(command),
        Kind::Expect => format!(
            "Expect {} — holds.",
            report.lines.first().map_or("", String::as_str)
        ),
        Kind::Undo => format!("Undo: takes back {command}."),
        Kind::Redo => with_dice(format!("Redo: {command}")),
    }
}

/// "dice 73, 2, 1", "dice 73 given, 2 rolled", "dice 4 rolled".
fn dice_text<C, E>(report: &Report<C, E>) -> Option<String> {
    if report.dice.is_empty() {
        return None;
    }
    let list = |values: &[i32]| {
        values
            .iter()
            .map(i32::to_string)
            .collect::<Vec<_>>()
            .join(", ")
    };
    let given = report.given.min(report.dice.len());
    let (from_script, rolled) = report.dice.split_at(given);
    Some(match (from_script.is_empty(), rolled.is_empty()) {
        (_, true) => format!("dice {}", list(from_script)),
        (true, false) => format!("dice {} rolled", list(rolled)),
        (false, false) => format!("dice {} given, {} rolled", list(from_script), list(rolled)),
    })
}

/// A command as the script would write it: `NegotiateHazard(who: "Farmer", skill: "DEX")`, on one
/// line, with `save: "DEX"` rather than `save: Some("DEX")`.
pub fn command_text<C: Serialize>(command: &C) -> String {
    const IMPLICIT_SOME: &str = "#![enable(implicit_some)]";
    let config = ron::ser::PrettyConfig::new()
        .new_line(String::new())
        .indentor(String::new())
        .compact_arrays(true)
        .compact_structs(true)
        .compact_maps(true)
        .extensions(ron::extensions::Extensions::IMPLICIT_SOME);
    match ron::ser::to_string_pretty(command, config) {
        Ok(text) => unescape_apostrophes(
            text.strip_prefix(IMPLICIT_SOME)
                .map_or(text.as_str(), |rest| rest.trim_start()),
        ),
        Err(_) => "(a command that cannot be written back)".to_string(),
    }
}

/// ron writes an apostrophe in a string as `\'`; a keeper writes "merchant's", which RON reads
/// the same. Other escapes (`\\`, `\"`) are kept as they are.
fn unescape_apostrophes(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    let mut chars = text.chars();
    while let Some(c) = chars.next() {
        if c != '\\' {
            out.push(c);
            continue;
        }
        match chars.next() {
            Some('\'') => out.push('\''),
            Some(next) => {
                out.push('\\');
                out.push(next);
            }
            None => out.push('\\'),
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_apostrophe_is_written_as_a_keeper_writes_it() {
        assert_eq!(
            unescape_apostrophes(r#"Act(what: "a merchant\'s stall")"#),
            r#"Act(what: "a merchant's stall")"#
        );
        assert_eq!(
            unescape_apostrophes(r#"(what: "a \\' and a \"")"#),
            r#"(what: "a \\' and a \"")"#
        );
    }
}
