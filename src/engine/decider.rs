//! Where a command is decided, for every system: a scratch copy of the state that each event is
//! applied to as soon as it is emitted, so that a later rule sees what an earlier one did (a move,
//! then a catch, then the end of the turn). Only the events leave it: the caller applies them to
//! the real state, and a refused command leaves the real state as it was.
//!
//! Each system's `handle` names it `Decider` (`crate::engine::Decider<ItsState>`) and adds its
//! own helpers in an `impl` of its own; `extra` holds what a system keeps for the length of one
//! command beside the state (the chase track: who was acting when it began).

use super::Rules;

/// A command being decided on a scratch state.
pub struct Decider<R: Rules, X = ()> {
    /// The state with every event so far applied.
    pub state: R,
    /// The events so far, in order.
    pub events: Vec<R::Event>,
    /// What the system keeps beside the state while it decides one command.
    pub extra: X,
}

impl<R: Rules> Decider<R> {
    /// Starts deciding on a copy of `state`.
    pub fn new(state: &R) -> Self {
        Decider::with(state, ())
    }
}

impl<R: Rules, X> Decider<R, X> {
    /// Starts deciding on a copy of `state`, keeping `extra` beside it.
    pub fn with(state: &R, extra: X) -> Self {
        Decider {
            state: state.clone(),
            events: Vec::new(),
            extra,
        }
    }

    /// Records an event (or a group's event, which goes into the system's `Event`): applied to
    /// the scratch state at once, and kept.
    pub fn emit(&mut self, event: impl Into<R::Event>) {
        let event = event.into();
        self.state.apply(&event);
        self.events.push(event);
    }
}
