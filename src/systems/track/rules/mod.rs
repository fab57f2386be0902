//! The chase track (each rule of the text and its test: docs/rules-track.md): a number line with
//! the chaser at 0 and the prey a few spaces ahead; each turn an optional action (heart die +
//! ability die against a CN), a required move and an optional exertion; shortcuts, fast lanes and
//! obstacles; caught, escaped, safe haven or exhausted.
//!
//! The same boundary as every system: [`handle`] decides, [`apply`] records, [`narrate`] tells,
//! and [`TrackChase`] implements [`crate::engine::Rules`].

mod apply;
mod command;
mod error;
mod event;
mod handle;
pub mod legal;
mod narrate;
mod narrate_table;
mod odds;
mod settings;
mod setup;
mod state;

pub use apply::apply;
pub use command::{Command, Consequence, Edge, Effect};
pub use error::{Refusal, TrackError};
pub use event::{ActionResult, Check, Event, Gain};
pub use handle::handle;
pub use narrate::{ending, narrate};
pub use settings::{Environment, Settings, Start, TurnOrder};
pub use state::{
    Ability, Against, Dice, Ending, Id, Obstacle, Pace, Participant, Pending, Phase, Ride, Side,
    Space, Status, TrackChase, Turn,
};

use crate::dice::Roller;
use crate::engine::{Outcome, Rules};

impl Rules for TrackChase {
    type Command = Command;
    type Event = Event;
    type Error = TrackError;

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
            Some(end) => Outcome::Over(narrate::ending(self, end)),
        }
    }
}

#[cfg(test)]
mod tests;
