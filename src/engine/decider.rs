//! Where a command is decided, for every system: on the state it will change. Each event is
//! applied as soon as it is emitted, so that a later rule sees what an earlier one did (a move,
//! then a catch, then the end of the turn), and pushed onto the caller's list of events.
//!
//! A refusal (a rule's, or a roll still missing) may come after some events were applied: the
//! list then says how far the state went, and the caller puts it back (see [`super::Rules::decide`]
//! and docs/architecture.md, "How a command is decided"). Nothing is copied for a command the
//! rules take, which is nearly every command a playout or a resume gives.
//!
//! Each system's `handle` names it `Decider<'_>` (`crate::engine::Decider<'_, ItsState>`) and
//! adds its own helpers in an `impl` of its own; `extra` holds what a system keeps for the length
//! of one command beside the state (the chase track: who was acting when it began).

use super::Rules;
use std::ops::{Deref, DerefMut};

/// A command being decided on the state itself.
pub struct Decider<'a, R: Rules, X = ()> {
    /// The state with every event so far applied.
    pub state: InPlace<'a, R>,
    /// Every event of this command so far, after whatever the caller's list held before.
    events: &'a mut Vec<R::Event>,
    /// Where this command's events begin in `events`.
    from: usize,
    /// What the system keeps beside the state while it decides one command.
    pub extra: X,
}

impl<'a, R: Rules> Decider<'a, R> {
    /// Starts deciding on `state`; events go onto the end of `events`.
    pub fn new(state: &'a mut R, events: &'a mut Vec<R::Event>) -> Self {
        Decider::with(state, events, ())
    }
}

impl<'a, R: Rules, X> Decider<'a, R, X> {
    /// Starts deciding on `state`, keeping `extra` beside it; events go onto the end of `events`.
    pub fn with(state: &'a mut R, events: &'a mut Vec<R::Event>, extra: X) -> Self {
        let from = events.len();
        Decider {
            state: InPlace(state),
            events,
            from,
            extra,
        }
    }

    /// Records an event (or a group's event, which goes into the system's `Event`): applied to
    /// the state at once, and kept.
    pub fn emit(&mut self, event: impl Into<R::Event>) {
        // Pushed first and applied where it lies: an event is moved once, not twice (the largest
        // are some hundred bytes, and a playout emits thousands).
        self.events.push(event.into());
        if let Some(event) = self.events.last() {
            self.state.apply(event);
        }
    }

    /// This command's events so far, in order.
    pub fn events(&self) -> &[R::Event] {
        &self.events[self.from..]
    }
}

/// The state a command is decided on, borrowed from its owner. It reads and writes as the state
/// itself (`step.state.phase`, `&step.state` where a `&State` is wanted), so a system's rules
/// read the same whether the decider borrows the state or, as it once did, owns a copy.
pub struct InPlace<'a, R>(&'a mut R);

impl<R> Deref for InPlace<'_, R> {
    type Target = R;

    fn deref(&self) -> &R {
        self.0
    }
}

impl<R> DerefMut for InPlace<'_, R> {
    fn deref_mut(&mut self) -> &mut R {
        self.0
    }
}
