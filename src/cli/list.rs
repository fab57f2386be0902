//! `chasetrack list`: the chases in the data directory, newest first, each with its setup, system,
//! round, when it was last played, whether it is finished, and the command that resumes it.
//!
//! Each journal is replayed on its setup (the journal's header names the file), so the round and
//! the outcome are the chase's own, and a journal that no longer fits is named as such rather
//! than left out: a keeper looking for last week's chase should see why it will not open.

use super::CliError;
use super::dates::date_time;
use crate::autosave::{self, AutosaveError};
use crate::engine::Outcome;
use crate::escape::printable;
use crate::setup;
use crate::tui::system;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// One journal as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub journal: PathBuf,
    /// The chase's name as its setup gives it.
    pub name: String,
    /// The setup file, or "built-in sample".
    pub setup: String,
    /// "Call of Cthulhu 7e", or "?" when the chase could not be rebuilt.
    pub system: String,
    /// "Round 2", "finished: Harvey escaped.", or why it does not open.
    pub state: String,
    /// Whether `chasetrack --resume` would pick it up where it stood.
    pub resumable: bool,
    /// Seconds since the Unix epoch of the journal's last write.
    pub modified: u64,
}

/// Prints the list of chases in the journals folder (or says where it looked and found none).
pub(super) fn run(out: &mut dyn Write) -> Result<u8, CliError> {
    let Some(folder) = autosave::journals_folder() else {
        writeln!(
            out,
            "No data directory on this system: journals are written beside their setup files."
        )?;
        return Ok(0);
    };
    let chases = in_folder(&folder);
    if chases.is_empty() {
        writeln!(out, "No chases yet in {}.", crate::escape::path(&folder))?;
        return Ok(0);
    }
    for chase in &chases {
        writeln!(
            out,
            "{}  {}  ({}, {})\n    {} — {}",
            date_time(chase.modified),
            printable(&chase.name),
            chase.system,
            printable(&chase.setup),
            printable(&chase.state),
            if chase.resumable {
                format!(
                    "chasetrack --resume {}",
                    crate::escape::path(&chase.journal)
                )
            } else {
                format!("journal: {}", crate::escape::path(&chase.journal))
            }
        )?;
    }
    Ok(0)
}

/// Every `*.journal` in `folder` (backups are not listed), newest first.
pub fn in_folder(folder: &Path) -> Vec<Listed> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut chases: Vec<Listed> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|ext| ext == "journal") && path.is_file())
        .map(|path| describe(&path))
        .collect();
    chases.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.name.cmp(&b.name)));
    chases
}

/// What one journal holds, found by replaying it on the setup its header names.
fn describe(journal: &Path) -> Listed {
    let modified = std::fs::metadata(journal)
        .and_then(|meta| meta.modified())
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_secs());
    let mut listed = Listed {
        journal: journal.to_path_buf(),
        name: String::new(),
        setup: String::new(),
        system: "?".to_string(),
        state: String::new(),
        resumable: false,
        modified,
    };
    let header = match autosave::header(journal) {
        Ok(header) => header,
        Err(error) => {
            listed.name = "(not a journal)".to_string();
            listed.state = error.to_string();
            return listed;
        }
    };
    listed.name = header.name.clone();
    listed.setup = header
        .setup
        .clone()
        .unwrap_or_else(|| "built-in sample".to_string());
    let setup = match &header.setup {
        Some(file) => match setup::load(Path::new(file)) {
            Ok(setup) => setup,
            Err(error) => {
                listed.state = format!("its setup does not load: {error}");
                return listed;
            }
        },
        None => setup::sample(),
    };
    listed.system = setup.chase.system().title().to_string();
    match autosave::resume(journal, &setup) {
        Ok(chase) => {
            listed.resumable = chase.outcome() == Outcome::Ongoing;
            listed.state = match chase.outcome() {
                Outcome::Ongoing => {
                    let (round, turn) = system::header(&chase);
                    [round, turn]
                        .into_iter()
                        .filter(|part| !part.is_empty())
                        .collect::<Vec<_>>()
                        .join(", ")
                }
                Outcome::Over(how) => format!("finished: {how}"),
            };
        }
        Err(AutosaveError::WrongSetup { .. }) => {
            listed.state = "its setup was edited since; it no longer replays".to_string();
        }
        Err(error) => listed.state = format!("does not replay: {error}"),
    }
    listed
}
