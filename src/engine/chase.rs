//! The closed set of chase systems, chosen when a setup is loaded.

use super::{Outcome, Session};
use crate::rules::coc7::{self, Coc7};
use serde::{Deserialize, Serialize};

/// A chase in play, whichever system runs it.
#[derive(Clone, Debug)]
pub enum Chase {
    Coc7(Session<Coc7>),
}

/// A command for any system, as an autosave journal stores it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyCommand {
    Coc7(coc7::Command),
}

/// Which system a chase uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SystemKind {
    Coc7,
}

impl SystemKind {
    /// The name a keeper reads in the header.
    pub fn title(self) -> &'static str {
        match self {
            SystemKind::Coc7 => "Call of Cthulhu 7e",
        }
    }
}

impl Chase {
    pub fn system(&self) -> SystemKind {
        match self {
            Chase::Coc7(_) => SystemKind::Coc7,
        }
    }

    pub fn outcome(&self) -> Outcome {
        match self {
            Chase::Coc7(session) => session.outcome(),
        }
    }

    /// How many commands have been applied.
    pub fn journal_len(&self) -> usize {
        match self {
            Chase::Coc7(session) => session.journal().len(),
        }
    }
}
