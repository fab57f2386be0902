//! `chasetrack odds SETUP [--resume JOURNAL | --script FILE] [--runs N] [--seed N] [--format
//! text|json]`: who gets away from where the chase stands, played out many times (docs/odds.md).

use super::{CliError, Format};
use crate::autosave::AutosaveError;
use crate::engine::Session;
use crate::odds::chase::{Preview, Report, odds, preview};
use crate::odds::{ParticipantOdds, Side, Style};
use crate::script::{self, Scripted, layout};
use crate::setup;
use crate::systems::Chase;
use clap::{Args, ValueEnum};
use serde::Serialize;
use std::io::Write;
use std::path::PathBuf;

/// `chasetrack odds`'s arguments.
#[derive(Debug, Args)]
pub struct OddsArgs {
    /// The setup file (RON).
    #[arg(value_name = "SETUP")]
    setup: PathBuf,
    /// The odds from where this autosave journal left the chase.
    #[arg(long, value_name = "JOURNAL", conflicts_with = "script")]
    resume: Option<PathBuf>,
    /// The odds from where this script leaves the chase (docs/script-format.md).
    #[arg(long, value_name = "FILE")]
    script: Option<PathBuf>,
    /// Playouts behind every figure, 1 to 100000 (default: the setup's odds.runs, else 2000).
    #[arg(long, value_name = "N", value_parser = Bounded::RUNS)]
    runs: Option<u32>,
    /// Seed of the playouts' dice (default: the setup's seed, else 0).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// How the sides play (default: the setup's odds.style, else bold).
    #[arg(long, value_enum)]
    style: Option<StyleArg>,
    /// Rounds a playout plays at most, 1 to 1000 (default: the setup's odds.rounds, else 30).
    #[arg(long, value_name = "N", value_parser = Bounded::ROUNDS)]
    rounds: Option<u32>,
    /// Readable text, or JSON for tools.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// `--style bold|cautious`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum StyleArg {
    Bold,
    Cautious,
}

/// `--runs` and `--rounds`: clap's range parser over the bound of `src/limits.rs`, so that a
/// number out of bounds is a usage error (exit 2) before any file is read; its refusal says the
/// bound and the default in the keeper's words instead of a range's notation.
#[derive(Clone, Copy, Debug)]
struct Bounded {
    flag: &'static str,
    bound: &'static std::ops::RangeInclusive<u32>,
    usual: u32,
}

impl Bounded {
    const RUNS: Bounded = Bounded {
        flag: "runs",
        bound: &crate::limits::ODDS_RUNS,
        usual: 2000,
    };
    const ROUNDS: Bounded = Bounded {
        flag: "rounds",
        bound: &crate::limits::ODDS_ROUNDS,
        usual: 30,
    };
}

impl clap::builder::TypedValueParser for Bounded {
    type Value = u32;

    fn parse_ref(
        &self,
        cmd: &clap::Command,
        arg: Option<&clap::Arg>,
        value: &std::ffi::OsStr,
    ) -> Result<u32, clap::Error> {
        let (low, high) = (*self.bound.start(), *self.bound.end());
        clap::value_parser!(u32)
            .range(i64::from(low)..=i64::from(high))
            .parse_ref(cmd, arg, value)
            .map_err(|error| {
                // Not a number at all: clap's own words say so.
                let Some(number) = value.to_str().and_then(|v| v.parse::<u128>().ok()) else {
                    return error;
                };
                let (flag, usual) = (self.flag, self.usual);
                let why = if number < u128::from(low) {
                    format!("--{flag} must be at least {low}")
                } else {
                    format!("--{flag} {number} is beyond the bound of {high}")
                };
                clap::Error::raw(
                    clap::error::ErrorKind::ValueValidation,
                    format!(
                        "{why}; give {low} to {high} (the default is {usual})\n\nFor more \
                         information, try 'chasetrack odds --help'.\n"
                    ),
                )
                .with_cmd(cmd)
            })
    }
}

/// Why the odds could not be computed: the journal or the script did not bring the chase where
/// it should.
#[derive(Debug, thiserror::Error)]
pub enum OddsError {
    #[error(transparent)]
    Resume(#[from] AutosaveError),
    #[error(transparent)]
    Script(#[from] script::ScriptError),
}

#[derive(Serialize)]
struct Output<'a> {
    setup: &'a str,
    system: &'static str,
    round: u32,
    acting: Option<String>,
    odds: &'a Report,
    preview: Option<&'a Preview>,
}

pub(super) fn run(args: &OddsArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let setup = setup::load(&args.setup)?;
    let seed = args.seed.or(setup.seed).unwrap_or(0);
    let mut settings = setup.odds;
    if let Some(runs) = args.runs {
        settings.runs = runs;
    }
    if let Some(rounds) = args.rounds {
        settings.rounds = rounds;
    }
    settings.style = match args.style {
        Some(StyleArg::Bold) => Style::Bold,
        Some(StyleArg::Cautious) => Style::Cautious,
        None => settings.style,
    };
    let chase = match (&args.resume, &args.script) {
        (Some(journal), _) => crate::autosave::resume(journal, &setup).map_err(OddsError::from)?,
        (None, Some(file)) => scripted(setup.chase.clone(), file, seed)?,
        (None, None) => setup.chase.clone(),
    };
    let report = odds(&chase, &settings, seed);
    let choices = preview(&chase, &settings, seed);
    let (round, acting, (at_most, setups_limit)) = crate::systems::each!(&chase, session => {
        use crate::odds::Policy;
        let state = session.state();
        (state.round(), state.acting(), state.rounds_at_most(settings.rounds))
    });
    match args.format {
        Format::Json => {
            let output = Output {
                setup: &setup.name,
                system: chase.system().title(),
                round,
                acting,
                odds: &report,
                preview: choices.as_ref(),
            };
            let json = serde_json::to_string_pretty(&output).map_err(CliError::Json)?;
            writeln!(out, "{}", crate::escape::json(&json))?;
        }
        Format::Text => {
            let mut text = vec![format!(
                "{}: {} from {}, {} playouts, {}, at most {} rounds{}, seed {}",
                setup.name,
                chase.system().title(),
                if round == 0 {
                    "the start".to_string()
                } else {
                    format!("round {round}")
                },
                report.runs,
                settings.style.word(),
                at_most,
                if setups_limit {
                    " (the setup's round limit)"
                } else {
                    ""
                },
                seed
            )];
            text.push(format!(
                "Styles: {}.",
                crate::odds::chase::styles_mean(&chase)
            ));
            text.push(String::new());
            text.extend(lines(&report));
            if let Some(choices) = &choices {
                text.push(String::new());
                text.push(format!("{}'s choices:", choices.who));
                text.extend(preview_lines(choices));
            }
            // Names from the setup reach the terminal escaped.
            writeln!(out, "{}", crate::escape::printable(&text.join("\n")))?;
        }
    }
    Ok(0)
}

/// The chase after a script's steps, in whichever system it is.
fn scripted(chase: Chase, file: &std::path::Path, seed: u64) -> Result<Chase, OddsError> {
    let name = file.display().to_string();
    let text = script::read(file, &name)?;
    Ok(crate::each!(chase, session => Chase::from(play(session, &text, &name, seed)?)))
}

fn play<R: Scripted>(
    session: Session<R>,
    text: &str,
    file: &str,
    seed: u64,
) -> Result<Session<R>, script::ScriptError> {
    let parsed = script::read_script::<R>(text, file)?;
    let played = script::play(session, &parsed.steps, seed);
    match played.failure {
        Some((step, message)) => Err(script::ScriptError::Step {
            file: file.to_string(),
            at: script::positions::step_positions(text)
                .get(step - 1)
                .copied(),
            step,
            message,
        }),
        None => Ok(played.session),
    }
}

/// The odds as a table: quarries with their four outcomes, pursuers with their catches, and the
/// rounds left.
pub fn lines(report: &Report) -> Vec<String> {
    // A race's runners who finished without a place get their own column, only where there are.
    let unplaced = quarries(&report.participants).any(|p| p.unplaced.count > 0);
    let mut header = vec![
        "quarry".to_string(),
        "escapes".to_string(),
        "caught".to_string(),
        "put out".to_string(),
        "still running".to_string(),
    ];
    if unplaced {
        header.push("did not place".to_string());
    }
    let mut rows = vec![header];
    for p in quarries(&report.participants) {
        let mut row = vec![
            p.name.clone(),
            p.escaped.with_interval(),
            p.caught.with_interval(),
            p.out.with_interval(),
            p.running.with_interval(),
        ];
        if unplaced {
            row.push(p.unplaced.with_interval());
        }
        rows.push(row);
    }
    let pursuers: Vec<&ParticipantOdds> = report
        .participants
        .iter()
        .filter(|p| p.role == Side::Pursuer)
        .collect();
    if !pursuers.is_empty() {
        rows.push(vec!["pursuer".to_string(), "makes a catch".to_string()]);
        for p in pursuers {
            rows.push(vec![p.name.clone(), p.catches.with_interval()]);
        }
    }
    let mut lines = layout::table(&rows);
    let rounds = report.rounds_left;
    lines.push(format!(
        "rounds left: {:.1} ({:.1}-{:.1})",
        rounds.mean, rounds.low, rounds.high
    ));
    if report.from_legal > 0 {
        lines.push(format!(
            "{} playouts in which the policy picked among the rules' legal commands, none of its \
             own being taken",
            report.from_legal
        ));
    }
    if report.round_limit > 0 || report.stuck > 0 {
        let first = report
            .stuck_at
            .as_ref()
            .map(|at| format!(" (the first with {at})"))
            .unwrap_or_default();
        lines.push(format!(
            "{} playouts stopped at the round limit, {} where the policy had no move{first}",
            report.round_limit, report.stuck
        ));
    }
    lines
}

fn quarries(participants: &[ParticipantOdds]) -> impl Iterator<Item = &ParticipantOdds> {
    participants.iter().filter(|p| p.role == Side::Quarry)
}

/// Each choice on a line: every quarry's chance of getting away after it.
fn preview_lines(preview: &Preview) -> Vec<String> {
    let rows: Vec<Vec<String>> = preview
        .options
        .iter()
        .map(|option| {
            let mut row = vec![format!("  {}", option.label)];
            row.extend(quarries(&option.report.participants).map(|p| {
                format!(
                    "{} escapes {}, caught {}",
                    p.name,
                    p.escaped.with_interval(),
                    p.caught.percent()
                )
            }));
            row
        })
        .collect();
    layout::table(&rows)
}
