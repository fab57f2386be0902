//! The closed set of chase systems, chosen when a setup is loaded. Every match over them is
//! exhaustive, so adding a system makes the compiler list each place that must learn about it.

use super::{Outcome, Session};
use crate::rules::clocks::{self, ClockChase};
use crate::rules::coc7::{self, Coc7};
use crate::rules::track::{self, TrackChase};
use serde::{Deserialize, Serialize};

/// A chase in play, whichever system runs it.
#[derive(Clone, Debug)]
pub enum Chase {
    Coc7(Session<Coc7>),
    Track(Session<TrackChase>),
    Clocks(Session<ClockChase>),
}

/// A command for any system, as an autosave journal stores it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyCommand {
    Coc7(coc7::Command),
    Track(track::Command),
    Clocks(clocks::Command),
}

/// Which system a chase uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum SystemKind {
    Coc7,
    Track,
    Clocks,
}

impl SystemKind {
    /// The name a keeper reads in the header.
    pub fn title(self) -> &'static str {
        match self {
            SystemKind::Coc7 => "Call of Cthulhu 7e",
            SystemKind::Track => "Chase track",
            SystemKind::Clocks => "Position clocks",
        }
    }

    /// A short name for a narrow header.
    pub fn short_title(self) -> &'static str {
        match self {
            SystemKind::Coc7 => "CoC 7e",
            SystemKind::Track => "Track",
            SystemKind::Clocks => "Clocks",
        }
    }
}

impl Chase {
    pub fn system(&self) -> SystemKind {
        match self {
            Chase::Coc7(_) => SystemKind::Coc7,
            Chase::Track(_) => SystemKind::Track,
            Chase::Clocks(_) => SystemKind::Clocks,
        }
    }

    pub fn outcome(&self) -> Outcome {
        match self {
            Chase::Coc7(session) => session.outcome(),
            Chase::Track(session) => session.outcome(),
            Chase::Clocks(session) => session.outcome(),
        }
    }

    /// How many commands have been applied.
    pub fn journal_len(&self) -> usize {
        match self {
            Chase::Coc7(session) => session.journal().len(),
            Chase::Track(session) => session.journal().len(),
            Chase::Clocks(session) => session.journal().len(),
        }
    }

    /// Takes back the last command; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        match self {
            Chase::Coc7(session) => session.undo().is_some(),
            Chase::Track(session) => session.undo().is_some(),
            Chase::Clocks(session) => session.undo().is_some(),
        }
    }

    /// Applies the last undone command again; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        match self {
            Chase::Coc7(session) => session.redo().is_some(),
            Chase::Track(session) => session.redo().is_some(),
            Chase::Clocks(session) => session.redo().is_some(),
        }
    }
}
