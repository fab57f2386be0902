//! Position clocks and paths (each rule of the text and its test: docs/rules-clocks.md): each
//! runner and chaser fills a clock of segments with d20 movement checks against the terrain's DC; a
//! timer may tick at the end of each round; obstacles sit between segments; participants on
//! different paths cannot interact or catch each other.
//!
//! The boundary is the same as every system's: [`handle`] decides, [`apply`] records,
//! [`narrate`] tells, and [`ClockChase`] implements [`crate::engine::Rules`]. The initial state
//! comes from [`ClockChase::new`] with plain values ([`Start`]).

mod apply;
mod build;
mod check;
mod command;
mod error;
mod event;
mod handle;
pub mod legal;
mod narrate;
mod narrate_table;
mod odds;
mod position;
mod settings;
mod state;

pub use apply::apply;
pub use build::{MAX_PARTICIPANTS, MAX_SEGMENTS, MIN_SEGMENTS, Start};
pub use check::{D20Check, Level};
pub use command::{Check, Command};
pub use error::{ClocksError, Refusal};
pub use event::{CheckKind, Event, OrderRoll, Purpose};
pub use handle::{MAX_OBSTACLES, MAX_PATHS, handle};
pub use narrate::{duration, ending, narrate, ordinal, terrain};
pub use position::{RayTargets, Relative};
pub use settings::Settings;
pub use state::{
    Catcher, ClockChase, Condition, Difficulty, Ending, Id, Obscurement, Obstacle, ObstacleId,
    Participant, Path, PathId, Phase, RideKind, Role, Scope, Slope, Status, Terrain, Timer, Turn,
    Used,
};

use crate::dice::Roller;
use crate::engine::{Outcome, Rules};

impl Rules for ClockChase {
    type Command = Command;
    type Event = Event;
    type Error = ClocksError;

    fn decide(
        &mut self,
        command: &Command,
        roller: &mut Roller,
        events: &mut Vec<Event>,
    ) -> Result<(), Refusal> {
        handle::decide(self, command, roller, events)
    }

    fn apply(&mut self, event: &Event) {
        apply::apply(self, event);
    }

    fn narrate(&self, event: &Event) -> String {
        narrate::narrate(self, event)
    }

    fn narrate_for_table(&self, event: &Event) -> crate::engine::TableLine {
        narrate_table::narrate_for_table(self, event)
    }

    fn outcome(&self) -> Outcome {
        match self.ending {
            None => Outcome::Ongoing,
            Some(how) => Outcome::Over(narrate::ending(self, how)),
        }
    }
}

#[cfg(test)]
mod tests;
