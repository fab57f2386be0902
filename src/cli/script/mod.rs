//! `chasetrack script SETUP SCRIPT`: applies a list of keeper commands to a setup, with any roll
//! given its value, and prints what happened and where the chase stands ([`crate::script`] runs
//! it; [`output`] prints it).

pub(crate) mod output;

use super::{CliError, Format, ScriptArgs};
use crate::engine::Session;
use crate::script::{ScriptError, Scripted, play, read, read_script, step_positions};
use crate::setup;
use std::io::Write;

/// Loads the setup and the script, runs the script and prints the result. The output is printed
/// even when a step fails, up to that step, so that the keeper sees where the chase stood.
pub(super) fn run(args: &ScriptArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let setup = setup::load(&args.setup)?;
    let file = args.script.display().to_string();
    let text = read(&args.script, &file)?;
    let seed = args.seed.or(setup.seed).unwrap_or(0);
    let header = output::Header {
        setup: setup.name.clone(),
        system: setup.chase.system().title(),
        seed,
    };
    crate::each!(setup.chase, session => {
        run_system(session, &text, &file, &header, args.format, out)
    })
}

fn run_system<R: Scripted>(
    session: Session<R>,
    text: &str,
    file: &str,
    header: &output::Header,
    format: Format,
    out: &mut dyn Write,
) -> Result<u8, CliError> {
    let script = read_script::<R>(text, file)?;
    let played = play(session, &script.steps, header.seed);
    let positions = step_positions(text);
    let failure = played
        .failure
        .as_ref()
        .map(|(step, message)| ScriptError::Step {
            file: file.to_string(),
            at: (positions.len() == script.steps.len())
                .then(|| positions.get(step - 1).copied())
                .flatten(),
            step: *step,
            message: message.clone(),
        });
    match format {
        Format::Text => {
            // Names and words from the setup and the script reach the terminal escaped.
            let mut text = Vec::new();
            output::text(header, &played, &mut text)?;
            out.write_all(crate::escape::printable(&String::from_utf8_lossy(&text)).as_bytes())?;
        }
        Format::Json => output::json(header, &played, failure.as_ref(), out)?,
    }
    match failure {
        Some(error) => Err(error.into()),
        None => Ok(0),
    }
}

#[cfg(test)]
mod tests;
