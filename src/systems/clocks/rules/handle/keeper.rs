//! The keeper's hand on the chase: conditions that effects and the fiction switch on and off, and
//! corrections.

use super::Decider;
use crate::systems::clocks::rules::error::ClocksError;
use crate::systems::clocks::rules::event::Event;
use crate::systems::clocks::rules::state::{Condition, Status};

impl Decider<'_> {
    /// Switches a condition: hindered ("Effects, such as Spells which create Difficult Terrain,
    /// may be assumed to increase the Difficulty of a Target's Movement Checks by 5"), immobile
    /// (cannot move or board: "provided you are not Immobile"), flying ("a Character who Moves
    /// using Teleportation, or is able to Fly ... would have a DC 10").
    pub(super) fn set_condition(
        &mut self,
        who: &str,
        condition: Condition,
        on: bool,
    ) -> Result<(), ClocksError> {
        let id = self.id(who)?;
        if self.state.participant(id).has(condition) == on {
            return Err(ClocksError::ConditionUnchanged {
                who: self.name(id),
                condition: condition_word(condition),
                on,
            });
        }
        self.emit(Event::ConditionSet {
            who: id,
            condition,
            on,
        });
        Ok(())
    }

    /// Sets a participant's filled segments without rules (a correction). One aboard a ride moves
    /// with it, so the ride is placed instead.
    pub(super) fn place(&mut self, who: &str, filled: u32) -> Result<(), ClocksError> {
        self.require_running()?;
        let id = self.id(who)?;
        let participant = self.state.participant(id);
        if let Some(ride) = participant.aboard {
            return Err(ClocksError::PlaceTheRide {
                who: self.name(id),
                ride: self.name(ride),
            });
        }
        if participant.status != Status::Running {
            return Err(ClocksError::OutOfTheChase {
                who: self.name(id),
                status: super::status_word(participant.role, participant.status),
            });
        }
        if filled > self.state.segments {
            return Err(ClocksError::OffTheClock {
                filled,
                segments: self.state.segments,
            });
        }
        self.emit(Event::Placed { who: id, filled });
        Ok(())
    }
}

/// A condition in a sentence's words.
pub(in crate::systems::clocks::rules) fn condition_word(condition: Condition) -> &'static str {
    match condition {
        Condition::Hindered => "hindered",
        Condition::Immobile => "immobile",
        Condition::Flying => "flying",
    }
}
