//! The rule-agnostic core: the [`Rules`] every chase system implements and the [`Session`] that
//! keeps a chase's journal with exact undo and redo. It names no system: the closed list of systems
//! is `crate::systems`, which depends on this module and never the other way round.
//!
//! setup + journal → state: the state is never edited by hand; it is the initial state with the
//! journal's events applied, in order.

mod decider;
mod journal;
pub mod legal;
pub mod names;
pub mod read_aloud;
mod shared;

pub use decider::{Decider, InPlace};

pub use journal::{CHECKPOINT_EVERY, CHECKPOINT_SPARSE, Entry, NotRecorded, Revision, Session};
pub use legal::{DryRun, Legal, Verdict};
pub use names::{Name, names_of};
pub use read_aloud::ReadAloud;
pub use shared::Shared;

use crate::dice::{NeedDice, Roller};
use serde::{Serialize, de::DeserializeOwned};
use std::fmt::Debug;

/// One chase system's rules: `handle` decides, `apply` records (the split of event-sourced
/// systems). Both are pure: the same state, command and dice give the same events.
pub trait Rules: Clone + PartialEq + Debug {
    type Command: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    type Event: Clone + PartialEq + Debug + Serialize + DeserializeOwned;
    /// Why the system refuses a command, in the keeper's words (a missing roll is not one of these:
    /// [`Refusal::Dice`] carries it for every system).
    type Error: std::error::Error + Clone + PartialEq;

    /// Decides what a command does on the state itself, asking the roller for every die: each
    /// event is applied as it is emitted and pushed onto `events` (after what it held). A refused
    /// command says why, and may come after some events were applied: those stay on `events`,
    /// and the caller puts the state back ([`Session`] from its last checkpoint, a playout from
    /// its start); a refusal with no new event left the state as it was. Each system writes it
    /// with an [`Decider`] over the state.
    fn decide(
        &mut self,
        command: &Self::Command,
        roller: &mut Roller,
        events: &mut Vec<Self::Event>,
    ) -> Result<(), Refusal<Self::Error>>;

    /// Decides what a command would do without changing the state: [`Rules::decide`] on a copy.
    /// A dry run (the hint bar's probes, tests); a command that is carried out goes through
    /// [`Session::execute`] or a playout, which decide in place.
    fn handle(
        &self,
        command: &Self::Command,
        roller: &mut Roller,
    ) -> Result<Vec<Self::Event>, Refusal<Self::Error>> {
        let mut scratch = self.clone();
        let mut events = Vec::new();
        scratch.decide(command, roller, &mut events)?;
        Ok(events)
    }

    /// Records one event.
    fn apply(&mut self, event: &Self::Event);

    /// The command as a journal written before a rule was tightened meant it, when that differs
    /// from how it reads today: replaying a journal tries it when the command as read is refused,
    /// so no saved chase stops resuming when the rules grow stricter. `None` for most commands
    /// and most systems. (Savage Worlds: an attack from before a group's attacks were held to the
    /// split, and an attack or a Shaken from before a driver's control roll came with it.)
    fn as_written_earlier(command: &Self::Command) -> Option<Self::Command> {
        let _ = command;
        None
    }

    /// A sentence for the log about an event, told from the state just before it was applied:
    /// the keeper's, with every number.
    fn narrate(&self, event: &Self::Event) -> String;

    /// The same event told to the players (docs/players-view.md): the keeper's sentence as
    /// it is, another without the keeper's numbers, or nothing. Each system decides this once,
    /// beside its `narrate`, event by event; the players' screen and the players' export read
    /// only this.
    fn narrate_for_table(&self, event: &Self::Event) -> TableLine;

    /// The sentence for an audience.
    fn narrate_to(&self, event: &Self::Event, audience: Audience) -> String {
        let keeper = || self.narrate(event);
        match audience {
            Audience::Keeper => keeper(),
            Audience::Table => match self.narrate_for_table(event) {
                TableLine::Same => keeper(),
                TableLine::Told(text) => text,
                TableLine::Nothing => String::new(),
            },
        }
    }

    /// Where the chase stands.
    fn outcome(&self) -> Outcome;
}

/// Who may read a sentence or a cell: everyone at the table (the players' screen, `chasetrack
/// follow`, the players' export), or the keeper alone (the keeper's screen and the ordinary export,
/// which show everything).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize)]
pub enum Audience {
    Table,
    #[default]
    Keeper,
}

impl Audience {
    /// Whether this audience may read the numbers of someone or something: the keeper reads
    /// everything; the table reads what is open to it (the players' own characters' sheets).
    pub fn reads(self, open: bool) -> bool {
        self == Audience::Keeper || open
    }
}

/// How an event is told at the table, beside the keeper's sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum TableLine {
    /// The keeper's sentence holds nothing the players may not know.
    Same,
    /// The players' sentence: the outcome in words, without the keeper's numbers.
    Told(String),
    /// Nothing the players may know (what happens out of their sight, the keeper's bookkeeping).
    Nothing,
}

/// Whether a chase is still running, and if not, how it ended, in words.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub enum Outcome {
    Ongoing,
    Over(String),
}

/// Why a command was not carried out: a roll is still missing, or the system's rules refuse it.
///
/// Generic over the system's own error (`Rules::Error`) rather than one variant per system, so that
/// the engine names no system and a new system's refusals need no edit here. Each system adds
/// `impl From<ItsError> for Refusal<ItsError>` so that `?` and `.into()` work in its rules (a
/// blanket impl would overlap with `From<NeedDice>`). The screen and the CLI only ever need two
/// things of it: the missing roll ([`Refusal::needs`]) and the sentence (`Display`).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Refusal<E> {
    /// The rules need a roll that nobody has made yet (the screen asks the keeper for it).
    #[error(transparent)]
    Dice(#[from] NeedDice),
    /// The rules refuse the command; the error says why.
    #[error(transparent)]
    Rule(E),
}

impl<E> Refusal<E> {
    /// The roll the keeper must make, if that is all that is missing.
    pub fn needs(&self) -> Option<&crate::dice::DiceRequest> {
        match self {
            Refusal::Dice(NeedDice::Missing(request)) => Some(request),
            _ => None,
        }
    }
}
