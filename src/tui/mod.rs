//! The keeper's screen: a ratatui front end over the engine (Elm style: `App`, `Msg`, `update`,
//! `view`), with the keymap as data.
//!
//! STUB: the entry point below is fixed; the screen is being written.

pub mod terminal;

use crate::setup::SetupError;
use std::path::PathBuf;

/// How `chasetrack [SETUP] [--resume FILE] [--fresh]` asks to play.
#[derive(Clone, Debug, Default)]
pub struct PlayOptions {
    /// The setup file; `None` opens the built-in sample chase.
    pub setup: Option<PathBuf>,
    /// Resume this autosave journal without asking.
    pub resume: Option<PathBuf>,
    /// Start over without asking, keeping any unfinished journal as a backup.
    pub fresh: bool,
}

/// Why the screen could not run.
#[derive(Debug, thiserror::Error)]
pub enum TuiError {
    /// A bad setup: reported before the terminal is touched, exit code 2.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The autosave journal could not be read, written or replayed.
    #[error("autosave: {0}")]
    Autosave(#[from] crate::autosave::AutosaveError),
    #[error("terminal: {0}")]
    Terminal(#[from] std::io::Error),
}

impl TuiError {
    /// 2 for bad input (setup, journal given with --resume), 1 for internal failures.
    pub fn exit_code(&self) -> u8 {
        match self {
            TuiError::Setup(_) | TuiError::Autosave(_) => 2,
            TuiError::Terminal(_) => 1,
        }
    }
}

/// Opens the screen on a chase and runs it until the keeper quits.
pub fn play(options: PlayOptions) -> Result<(), TuiError> {
    let _ = options;
    Err(TuiError::Terminal(std::io::Error::other("the screen is being written")))
}
