//! The autosave journal: every applied command with its dice values, appended and flushed to disk
//! before the screen shows its result, so that a crash, `kill -9`, a closed terminal or a dead
//! battery loses nothing. Resuming is loading the setup and replaying the journal.
//!
//! STUB: the public API below is fixed; the bodies are being written.

use crate::dice::Rolled;
use crate::engine::{AnyCommand, Chase};
use crate::setup::Setup;
use std::path::{Path, PathBuf};

/// Why a journal could not be written, read or replayed.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error("{path}:{line}: {message}")]
    Corrupt { path: String, line: usize, message: String },
    #[error("{path} was written for another setup ('{found}'), not '{expected}'")]
    WrongSetup { path: String, expected: String, found: String },
    #[error("{path}:{line}: the command no longer replays: {message}")]
    Replay { path: String, line: usize, message: String },
}

/// One line of the journal file.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Record {
    /// First line: which setup this journal belongs to.
    Header { identity: String, name: String, setup: Option<String> },
    /// An applied command and the dice values it used.
    Command { command: AnyCommand, dice: Vec<Rolled> },
    Undo,
    Redo,
}

/// An open journal file that records are appended to (each flushed and synced before returning).
#[derive(Debug)]
pub struct Autosave {
    path: PathBuf,
}

impl Autosave {
    /// Where the journal of a setup lives (see docs: beside the setup, or the data directory for the
    /// built-in sample).
    pub fn path_for(setup_path: Option<&Path>, setup: &Setup) -> PathBuf {
        let _ = (setup_path, setup);
        PathBuf::from("chasetrack-journal.ron")
    }

    /// Starts a new journal at `path`; an existing one is kept as a numbered backup.
    pub fn create(path: &Path, setup: &Setup, setup_path: Option<&Path>) -> Result<Autosave, AutosaveError> {
        let _ = (setup, setup_path);
        Ok(Autosave { path: path.to_path_buf() })
    }

    /// Opens an existing journal to append to it (after a resume).
    pub fn open(path: &Path) -> Result<Autosave, AutosaveError> {
        Ok(Autosave { path: path.to_path_buf() })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Appends a record and makes sure it is on disk before returning.
    pub fn append(&mut self, record: &Record) -> Result<(), AutosaveError> {
        let _ = record;
        Ok(())
    }
}

/// A journal that belongs to this setup and whose chase is not over, if there is one.
pub fn unfinished(path: &Path, setup: &Setup) -> Option<PathBuf> {
    let _ = (path, setup);
    None
}

/// Rebuilds a chase from its setup and a journal file: each command is handled again with its
/// recorded dice, and undo and redo are replayed, so the state is exactly where it was.
pub fn resume(path: &Path, setup: &Setup) -> Result<Chase, AutosaveError> {
    let _ = setup;
    Err(AutosaveError::Corrupt {
        path: path.display().to_string(),
        line: 0,
        message: "resume is being written".to_string(),
    })
}
