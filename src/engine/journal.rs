//! The journal of one chase: every applied command with the dice it used and the events it
//! produced, and the undo and redo that work on it.

use super::{Outcome, Refusal, Rules};
use crate::dice::{Rolled, Roller};
use serde::{Deserialize, Serialize};

/// One applied command: what the keeper decided, the dice values it used and what happened.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry<C, E> {
    pub command: C,
    pub dice: Vec<Rolled>,
    pub events: Vec<E>,
}

/// A chase in play: its initial state, the journal, and the current state (always the initial state
/// with the journal's events applied).
#[derive(Clone, Debug)]
pub struct Session<R: Rules> {
    initial: R,
    state: R,
    done: Vec<Entry<R::Command, R::Event>>,
    undone: Vec<Entry<R::Command, R::Event>>,
}

impl<R: Rules> Session<R> {
    pub fn new(initial: R) -> Self {
        Session {
            state: initial.clone(),
            initial,
            done: Vec::new(),
            undone: Vec::new(),
        }
    }

    pub fn state(&self) -> &R {
        &self.state
    }

    pub fn initial(&self) -> &R {
        &self.initial
    }

    /// The applied commands, oldest first.
    pub fn journal(&self) -> &[Entry<R::Command, R::Event>] {
        &self.done
    }

    /// Commands that were undone and can be redone, the next to redo last.
    pub fn redo_stack(&self) -> &[Entry<R::Command, R::Event>] {
        &self.undone
    }

    pub fn outcome(&self) -> Outcome {
        self.state.outcome()
    }

    /// Decides a command without applying it: the events it would produce, and the dice it used.
    pub fn try_command(
        &self,
        command: &R::Command,
        roller: &mut Roller,
    ) -> Result<Entry<R::Command, R::Event>, Refusal<R>> {
        let before = roller.record().len();
        let events = self.state.handle(command, roller)?;
        Ok(Entry {
            command: command.clone(),
            dice: roller.record()[before..].to_vec(),
            events,
        })
    }

    /// Applies a command: decides it, records its events and dice in the journal, and clears the
    /// redo stack. A refused command changes nothing.
    pub fn execute(
        &mut self,
        command: R::Command,
        roller: &mut Roller,
    ) -> Result<&Entry<R::Command, R::Event>, Refusal<R>> {
        let entry = self.try_command(&command, roller)?;
        Ok(self.push(entry))
    }

    /// Records an entry that was decided already (by [`Session::try_command`], or read back from an
    /// autosave file).
    pub fn push(&mut self, entry: Entry<R::Command, R::Event>) -> &Entry<R::Command, R::Event> {
        for event in &entry.events {
            self.state.apply(event);
        }
        self.undone.clear();
        self.done.push(entry);
        &self.done[self.done.len() - 1]
    }

    /// Takes back the last command; the state is rebuilt from the initial state so that it is exact.
    pub fn undo(&mut self) -> Option<&Entry<R::Command, R::Event>> {
        let entry = self.done.pop()?;
        self.state = self.initial.clone();
        for event in self.done.iter().flat_map(|e| &e.events) {
            self.state.apply(event);
        }
        self.undone.push(entry);
        self.undone.last()
    }

    /// Applies the last undone command again, with the same dice and the same events.
    pub fn redo(&mut self) -> Option<&Entry<R::Command, R::Event>> {
        let entry = self.undone.pop()?;
        for event in &entry.events {
            self.state.apply(event);
        }
        self.done.push(entry);
        self.done.last()
    }

    /// Sentences for an entry's events, each told from the state just before it. `before` is the
    /// state before the entry was applied.
    pub fn narrate(before: &R, entry: &Entry<R::Command, R::Event>) -> Vec<String> {
        let mut state = before.clone();
        entry
            .events
            .iter()
            .map(|event| {
                let line = state.narrate(event);
                state.apply(event);
                line
            })
            .collect()
    }

    /// The state just before the last applied command.
    pub fn state_before_last(&self) -> R {
        let mut state = self.initial.clone();
        let keep = self.done.len().saturating_sub(1);
        for event in self.done[..keep].iter().flat_map(|e| &e.events) {
            state.apply(event);
        }
        state
    }
}
