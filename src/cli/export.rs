//! `chasetrack export JOURNAL|SETUP [--format md|json] [-o FILE]`: a chase as a session log for the
//! campaign notes. A title, where the chase started (the same picture and table `script` prints),
//! round by round what happened in the sentences of the screen's log with the dice each command
//! used, where it ended, and the outcome. Markdown reads well pasted into notes; JSON is for tools
//! (its shape is in docs/export.md).
//!
//! Given a setup, the export is of that setup's journal in the data directory; given a journal,
//! the journal's header names its setup. Nothing is written but the export itself.

use super::CliError;
use crate::autosave::{self, Autosave, AutosaveError};
use crate::engine::Audience;
use crate::setup::{self, Setup};
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

use crate::report::ReportError;
pub use crate::report::{ExportFormat, render};

/// `chasetrack export JOURNAL|SETUP [--format md|json] [-o FILE]`.
#[derive(Debug, Args)]
pub struct ExportArgs {
    /// An autosave journal, or a setup whose journal is in the data directory.
    #[arg(value_name = "JOURNAL|SETUP")]
    from: PathBuf,
    /// Markdown for notes, or JSON for tools.
    #[arg(long, value_enum, default_value_t = ExportFormat::Md)]
    format: ExportFormat,
    /// Write the export to this file instead of standard output.
    #[arg(short = 'o', long = "output", value_name = "FILE")]
    output: Option<PathBuf>,
    /// The players' log: only what the players' screen (`follow`) shows them, in the same words;
    /// without the keeper's numbers, hidden places and the pictures of the whole chase.
    #[arg(long)]
    players: bool,
}

impl From<ReportError> for CliError {
    /// The same words and exit codes as before the session log moved out of the command line.
    fn from(error: ReportError) -> CliError {
        match error {
            ReportError::Journal(error) => CliError::Export(ExportError::Journal(error)),
            ReportError::Io(error) => CliError::Output(error),
            ReportError::Json(error) => CliError::Json(error),
        }
    }
}

/// Why a chase could not be exported.
#[derive(Debug, thiserror::Error)]
pub enum ExportError {
    #[error(transparent)]
    Journal(#[from] AutosaveError),
    #[error(
        "{setup}: this setup has no journal yet ({journal} does not exist): play it first, or \
         export a journal file"
    )]
    NoJournal { setup: String, journal: String },
    #[error(
        "{why}; export reads a journal, and a journal cut inside its first line (its header) was \
         cut while it was being created and holds no command yet: play its setup again, or export \
         another journal"
    )]
    DamagedHeader { why: String },
    /// `-o` names a file this must not write over.
    #[error(
        "{output}: export does not write there: {why}; name another file with -o, or leave -o \
         out to print the log"
    )]
    WouldOverwrite { output: String, why: String },
}

/// Writes the export of a journal or a setup's journal.
pub(super) fn run(
    args: &ExportArgs,
    data: Option<&Path>,
    out: &mut dyn Write,
) -> Result<u8, CliError> {
    let (setup, journal) = open(&args.from, data)?;
    let audience = if args.players {
        Audience::Table
    } else {
        Audience::Keeper
    };
    let text = render(&setup, &journal, args.format, audience)?;
    match &args.output {
        Some(file) => {
            // Never over what this export reads, a journal or a setup; and written
            // whole beside its place, then renamed in.
            let setup_file = autosave::header(&journal).ok().and_then(|h| h.setup);
            let mut reads = vec![
                (args.from.as_path(), "the file this export reads"),
                (journal.as_path(), "the journal this export reads"),
            ];
            if let Some(setup_file) = &setup_file {
                reads.push((Path::new(setup_file), "the setup of this chase"));
            }
            if let Some(why) = autosave::replace::why_not_write_over(file, &reads) {
                return Err(ExportError::WouldOverwrite {
                    output: crate::escape::path(file),
                    why,
                }
                .into());
            }
            autosave::replace::write_new(file, text.as_bytes()).map_err(|error| {
                std::io::Error::new(
                    error.kind(),
                    format!("{}: {error}", crate::escape::path(file)),
                )
            })?;
        }
        None => out.write_all(text.as_bytes())?,
    }
    Ok(0)
}

/// A journal that does not open, as export names it: one with no header at all gets the hint of
/// a journal cut while it was being created; damage in a line, or a file far too big, is named
/// as it is. `follow` names it the same way.
pub(crate) fn journal_error(error: AutosaveError) -> ExportError {
    match autosave::is_headerless(&error) {
        true => ExportError::DamagedHeader {
            why: error.to_string(),
        },
        false => ExportError::Journal(error),
    }
}

/// The setup and the journal a path names: a journal and the setup its header names, or a setup
/// and its journal in the data directory.
fn open(path: &Path, data: Option<&Path>) -> Result<(Setup, PathBuf), CliError> {
    match autosave::header(path) {
        Ok(header) => {
            let setup = match header.setup_file(path) {
                Some(file) => setup::load(&file)?,
                None => setup::sample(),
            };
            return Ok((setup, path.to_path_buf()));
        }
        // A journal (by its name, or a first line of JSON) whose header does not read is named as
        // a damaged journal, not read as a setup.
        Err(error) if autosave::looks_like_a_journal(path) => {
            return Err(journal_error(error).into());
        }
        Err(_) => {}
    }
    let setup = setup::load(path)?;
    let journal = Autosave::path_in(data, Some(path), &setup);
    // Something there that is not a plain file is named as such when it is read.
    if !journal.exists() {
        return Err(ExportError::NoJournal {
            setup: path.display().to_string(),
            journal: journal.display().to_string(),
        }
        .into());
    }
    Ok((setup, journal))
}
