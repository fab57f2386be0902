//! The rule-agnostic core: the [`Rules`] every chase system implements, the [`Session`] that keeps
//! a chase's journal with exact undo and redo, and the [`Chase`] enum over the systems.
//!
//! setup + journal → state: the state is never edited by hand; it is the initial state with the
//! journal's events applied, in order.

mod chase;
mod journal;

pub use chase::{AnyCommand, Chase, SystemKind};
pub use journal::{Entry, Session};

use crate::dice::{NeedDice, Roller};
use crate::rules::coc7::Coc7Error;
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// One chase system's rules: `handle` decides, `apply` records (the split of event-sourced
/// systems). Both are pure: the same state, command and dice give the same events.
pub trait Rules: Clone + PartialEq + Debug {
    type Command: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    type Event: Clone + PartialEq + Debug + Serialize + DeserializeOwned;

    /// Decides what a command does, asking the roller for every die. A refused command changes
    /// nothing and says why.
    fn handle(
        &self,
        command: &Self::Command,
        roller: &mut Roller,
    ) -> Result<Vec<Self::Event>, RuleError>;

    /// Records one event.
    fn apply(&mut self, event: &Self::Event);

    /// A sentence for the log about an event, told from the state just before it was applied.
    fn narrate(&self, event: &Self::Event) -> String;

    /// Where the chase stands.
    fn outcome(&self) -> Outcome;
}

/// Whether a chase is still running, and if not, how it ended, in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    Ongoing,
    Over(String),
}

/// Why a command was not carried out.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The rules need a roll that nobody has made yet (the screen asks the keeper for it).
    #[error(transparent)]
    Dice(#[from] NeedDice),
    #[error(transparent)]
    Coc7(#[from] Coc7Error),
    #[error(transparent)]
    Track(#[from] crate::rules::track::TrackError),
    #[error(transparent)]
    Clocks(#[from] crate::rules::clocks::ClocksError),
    #[error("this command belongs to another chase system")]
    WrongSystem,
}

impl RuleError {
    /// The roll the keeper must make, if that is all that is missing.
    pub fn needs(&self) -> Option<&crate::dice::DiceRequest> {
        match self {
            RuleError::Dice(NeedDice::Missing(request)) => Some(request),
            _ => None,
        }
    }
}
