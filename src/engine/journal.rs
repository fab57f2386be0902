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
    /// Empty in an old entry of a [`Session`]'s journal, which let them go
    /// ([`Session::told_from`]); [`Session::retell`] tells them again.
    pub events: Vec<E>,
}

/// A chase in play: its initial state, the journal, and the current state (always the initial state
/// with the journal's events applied).
///
/// An entry older than the checkpoint before the last one keeps its command and dice but not its
/// events: they are the rules' answer to that command and those dice from the state before it,
/// so they are told again when they are needed ([`Session::retell`], an undo that far back). A
/// journal entry then costs its command and its dice, whatever its events would take.
#[derive(Clone, Debug)]
pub struct Session<R: Rules> {
    initial: R,
    state: R,
    done: Vec<Entry<R::Command, R::Event>>,
    undone: Vec<Entry<R::Command, R::Event>>,
    /// The state after every [`CHECKPOINT_EVERY`]th command, with that count: undo starts from
    /// the last one before the command it takes back instead of from the initial state, so its
    /// cost does not grow with the journal.
    checkpoints: Vec<(usize, R)>,
    /// Where a command's events are gathered while it is decided, kept between commands so
    /// that deciding allocates nothing; each entry then holds exactly its own events.
    gathered: Vec<R::Event>,
    /// The entries before this one hold no events (dropped at a checkpoint); those from it on
    /// hold all of theirs.
    told_from: usize,
    /// How many commands apart the checkpoints are: [`CHECKPOINT_EVERY`], or fewer in a test.
    every: usize,
    /// Which state this is, for whoever watches the session ([`Session::revision`]).
    revision: Revision,
    /// The words its setup gives the keeper to read aloud; the rules never read them.
    read_aloud: super::read_aloud::SharedReadAloud,
}

/// Which state of a session a watcher last saw (the odds worker, the keys offered): a new one at
/// every change, so that a watcher knows the chase moved by comparing two words instead of two
/// whole states, and keeps no copy to compare with.
///
/// It is drawn at random (64 bits) rather than counted, so that it also tells apart two sessions
/// that began alike (the same setup started over, another chase the screen turns to, a copy that
/// went its own way): two states share one with a chance of one in 2^64.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Revision(u64);

impl Revision {
    fn fresh() -> Revision {
        Revision(rand::random())
    }
}

/// A journal entry of system `R`.
pub type EntryOf<R> = Entry<<R as Rules>::Command, <R as Rules>::Event>;

/// Why [`Session::execute_if`] did not record a command: the rules refused it, or the caller's
/// check turned it down (a save that failed, dice left over). Either way the state is as it was.
#[derive(Debug)]
pub enum NotRecorded<E, X> {
    Refused(E),
    Withdrawn(X),
}

/// How many commands apart the checkpoints of a [`Session`] are: an undo near the end replays
/// fewer commands' events than this, for one copy of the state per this many commands kept in
/// memory. The entries before the checkpoint before the last let their events go.
pub const CHECKPOINT_EVERY: usize = 128;

/// Further back than the last two checkpoints, only one in this many is kept: a copy of a state
/// at its limits (1000 locations) is about 140 KB, and 78 of them were 43% of the memory after a
/// 10,000-command resume. An undo that far back (rare: one at a time, from the end) decides
/// again at most this many times [`CHECKPOINT_EVERY`] commands from the sparse one before it.
pub const CHECKPOINT_SPARSE: usize = 8;

impl<R: Rules> Session<R> {
    pub fn new(initial: R) -> Self {
        Self::with_checkpoints(initial, CHECKPOINT_EVERY)
    }

    /// A session whose checkpoints are `every` commands apart (at least 1) instead of
    /// [`CHECKPOINT_EVERY`]: tests use a few, so that a short chase already drops events and tells
    /// them again.
    pub fn with_checkpoints(initial: R, every: usize) -> Self {
        Session {
            state: initial.clone(),
            initial,
            done: Vec::new(),
            undone: Vec::new(),
            checkpoints: Vec::new(),
            gathered: Vec::new(),
            told_from: 0,
            every: every.max(1),
            revision: Revision::fresh(),
            read_aloud: Default::default(),
        }
    }

    /// The session with the words its setup gives the keeper to read aloud.
    pub fn with_read_aloud(mut self, words: super::ReadAloud) -> Self {
        self.read_aloud = super::Shared::new(words);
        self
    }

    /// The words the setup gives the keeper to read aloud (none for most chases).
    pub fn read_aloud(&self) -> &super::ReadAloud {
        &self.read_aloud
    }

    /// The same words, shared: held while the session changes.
    pub fn shared_read_aloud(&self) -> super::read_aloud::SharedReadAloud {
        self.read_aloud.clone()
    }

    /// The session's revision: new after every command recorded, undo and redo.
    pub fn revision(&self) -> Revision {
        self.revision
    }

    pub fn state(&self) -> &R {
        &self.state
    }

    pub fn initial(&self) -> &R {
        &self.initial
    }

    /// The applied commands, oldest first. The entries before [`Session::told_from`] hold no
    /// events (dropped at a checkpoint): [`Session::retell`] tells every entry with its events.
    pub fn journal(&self) -> &[Entry<R::Command, R::Event>] {
        &self.done
    }

    /// How many of the oldest entries hold no events: those before the checkpoint before the last.
    pub fn told_from(&self) -> usize {
        self.told_from
    }

    /// Every entry of the journal with its events, oldest first, each with the state just before
    /// it and the command before it: an entry whose events were dropped is decided again from
    /// that state with its own dice, which gives the events it gave the first time.
    pub fn retell(
        &self,
        mut each: impl FnMut(&R, Option<&R::Command>, &Entry<R::Command, R::Event>),
    ) {
        self.retell_across(|before, _, last, entry| each(before, last, entry));
    }

    /// [`Session::retell`] with the state just after each entry too, for a teller that compares
    /// the two (what a command let the players see). Two copies of the state keep pace, the one
    /// after moved on by the entry before it is told and the one before after it, so that no
    /// entry costs a copy of the state (a copy of a state at its limits per command was most of a
    /// long journal's retelling); an entry that let its events go is decided again on the copy
    /// after, which gives the events it gave the first time.
    pub fn retell_across(
        &self,
        mut each: impl FnMut(&R, &R, Option<&R::Command>, &Entry<R::Command, R::Event>),
    ) {
        let mut state = self.initial.clone();
        let mut after = self.initial.clone();
        let mut last = None;
        for (at, entry) in self.done.iter().enumerate() {
            if at < self.told_from {
                let mut told = Entry {
                    command: entry.command.clone(),
                    dice: entry.dice.clone(),
                    events: Vec::new(),
                };
                decide_again(&mut after, entry, &mut told.events);
                told.events.shrink_to_fit();
                each(&state, &after, last, &told);
                for event in &told.events {
                    state.apply(event);
                }
            } else {
                for event in &entry.events {
                    after.apply(event);
                }
                each(&state, &after, last, entry);
                for event in &entry.events {
                    state.apply(event);
                }
            }
            last = Some(&entry.command);
        }
    }

    /// Commands that were undone and can be redone, the next to redo last.
    pub fn redo_stack(&self) -> &[Entry<R::Command, R::Event>] {
        &self.undone
    }

    pub fn outcome(&self) -> Outcome {
        self.state.outcome()
    }

    /// Decides a command without applying it: the events it would produce, and the dice it used
    /// (a dry run on a copy of the state; [`Session::execute`] decides in place).
    pub fn try_command(
        &self,
        command: &R::Command,
        roller: &mut Roller,
    ) -> Result<EntryOf<R>, Refusal<R::Error>> {
        let before = roller.record().len();
        let events = self.state.handle(command, roller)?;
        Ok(Entry {
            command: command.clone(),
            dice: roller.record()[before..].to_vec(),
            events,
        })
    }

    /// Applies a command: decides it on the state itself, records its events and dice in the
    /// journal, and clears the redo stack. A refused command changes nothing.
    pub fn execute(
        &mut self,
        command: R::Command,
        roller: &mut Roller,
    ) -> Result<&EntryOf<R>, Refusal<R::Error>> {
        let always = |_: &Entry<R::Command, R::Event>, _: &Roller| Ok::<(), Refusal<R::Error>>(());
        self.execute_if(command, roller, always)
            .map_err(|not_done| match not_done {
                NotRecorded::Refused(why) | NotRecorded::Withdrawn(why) => why,
            })
    }

    /// Like [`Session::execute`], with a last word before the command is recorded: `keep` sees
    /// what was decided (and the roller, with what is left of its given dice) and may turn it
    /// down, which leaves the state, the journal and the redo stack as they were. The screen
    /// saves the command there, resume and scripts check its dice.
    pub fn execute_if<X>(
        &mut self,
        command: R::Command,
        roller: &mut Roller,
        keep: impl FnOnce(&Entry<R::Command, R::Event>, &Roller) -> Result<(), X>,
    ) -> Result<&EntryOf<R>, NotRecorded<Refusal<R::Error>, X>> {
        let before = roller.record().len();
        let mut gathered = std::mem::take(&mut self.gathered);
        gathered.clear();
        if let Err(why) = self.state.decide(&command, roller, &mut gathered) {
            self.put_back(!gathered.is_empty());
            gathered.clear();
            self.gathered = gathered;
            return Err(NotRecorded::Refused(why));
        }
        let entry = Entry {
            command,
            dice: roller.record()[before..].to_vec(),
            events: exact(&mut gathered),
        };
        self.gathered = gathered;
        if let Err(why) = keep(&entry, roller) {
            self.put_back(!entry.events.is_empty());
            return Err(NotRecorded::Withdrawn(why));
        }
        self.undone.clear();
        self.record(entry);
        Ok(&self.done[self.done.len() - 1])
    }

    /// Puts the state back as the journal has it, after a command that was not recorded had
    /// applied some events (`changed`): from the last checkpoint, as undo does. A refusal after
    /// an event is rare (a roll still missing part way through a command, at the screen), so
    /// this costs less than a copy of the state before every command would.
    fn put_back(&mut self, changed: bool) {
        if changed {
            self.state = self.state_after(self.done.len());
        }
    }

    /// Records an entry that was decided already (by [`Session::try_command`], or read back from an
    /// autosave file).
    pub fn push(&mut self, entry: Entry<R::Command, R::Event>) -> &Entry<R::Command, R::Event> {
        for event in &entry.events {
            self.state.apply(event);
        }
        self.undone.clear();
        self.record(entry);
        &self.done[self.done.len() - 1]
    }

    /// Adds an applied entry to the journal, taking a checkpoint when one is due. The journal
    /// grows by an eighth when it is full, not by doubling: it lives as long as the chase, and
    /// room for twice its entries would cost as much as the entries themselves.
    fn record(&mut self, entry: Entry<R::Command, R::Event>) {
        if self.done.len() == self.done.capacity() {
            self.done.reserve_exact((self.done.len() / 8).max(64));
        }
        self.done.push(entry);
        self.revision = Revision::fresh();
        self.checkpoint();
    }

    /// Keeps a copy of the state when the journal reaches a multiple of [`CHECKPOINT_EVERY`].
    fn checkpoint(&mut self) {
        let count = self.done.len();
        if count.is_multiple_of(self.every)
            && self.checkpoints.last().is_none_or(|(at, _)| *at < count)
        {
            self.checkpoints.push((count, self.state.clone()));
            // All but the last two are thinned to one in CHECKPOINT_SPARSE.
            if let Some(older) = self.checkpoints.len().checked_sub(3)
                && !(self.checkpoints[older].0 / self.every).is_multiple_of(CHECKPOINT_SPARSE)
            {
                self.checkpoints.remove(older);
            }
            // The entries before the checkpoint before this one let their events go: an undo
            // to there starts from a checkpoint and decides them again.
            if let Some(&(keep, _)) = self.checkpoints.iter().rev().nth(1) {
                for entry in &mut self.done[self.told_from.min(keep)..keep] {
                    entry.events = Vec::new();
                }
                self.told_from = self.told_from.max(keep);
            }
        }
    }

    /// The state after the first `count` commands of the journal: the last checkpoint at or before
    /// it (or the initial state) with the events after it applied.
    fn state_after(&self, count: usize) -> R {
        let (from, mut state) = match self.checkpoints.iter().rev().find(|(at, _)| *at <= count) {
            Some((at, state)) => (*at, state.clone()),
            None => (0, self.initial.clone()),
        };
        let mut events = Vec::new();
        for (at, entry) in self.done[from..count].iter().enumerate() {
            if from + at < self.told_from {
                decide_again(&mut state, entry, &mut events);
            } else {
                for event in &entry.events {
                    state.apply(event);
                }
            }
        }
        state
    }

    /// Takes back the last command; the state is rebuilt from the last checkpoint before it (or
    /// the initial state) so that it is exact.
    pub fn undo(&mut self) -> Option<&Entry<R::Command, R::Event>> {
        let mut entry = self.done.pop()?;
        let count = self.done.len();
        self.checkpoints.retain(|(at, _)| *at <= count);
        self.state = self.state_after(count);
        if count < self.told_from {
            // Its events were let go: told again from the state before it, for the redo.
            let mut after = self.state.clone();
            let mut events = Vec::new();
            decide_again(&mut after, &entry, &mut events);
            entry.events = exact(&mut events);
            self.told_from = count;
        }
        self.undone.push(entry);
        self.revision = Revision::fresh();
        self.undone.last()
    }

    /// Applies the last undone command again, with the same dice and the same events.
    pub fn redo(&mut self) -> Option<&Entry<R::Command, R::Event>> {
        let entry = self.undone.pop()?;
        for event in &entry.events {
            self.state.apply(event);
        }
        self.record(entry);
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
}

/// Decides an entry's command again on `state`, in place, with exactly the dice it used: the
/// rules are a function of the state, the command and the dice, so this gives the events it gave
/// when it was applied (resume relies on the same), gathered into `events`.
fn decide_again<R: Rules>(
    state: &mut R,
    entry: &Entry<R::Command, R::Event>,
    events: &mut Vec<R::Event>,
) {
    events.clear();
    let mut roller = Roller::given(entry.dice.iter().map(|rolled| rolled.0));
    let decided = state.decide(&entry.command, &mut roller, events);
    debug_assert!(
        decided.is_ok() && !roller.has_given(),
        "a journal entry decides again as it was decided"
    );
}

/// The events gathered for one command, moved into a list with exactly as much room as they take
/// (an entry lives as long as the journal), leaving the gathering list empty with its room.
fn exact<E>(gathered: &mut Vec<E>) -> Vec<E> {
    let mut events = Vec::with_capacity(gathered.len());
    events.append(gathered);
    events
}
