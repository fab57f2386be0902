//! Savage Worlds chases (each rule of the text and its test: docs/rules-savage.md): each round
//! every participant rolls its maneuvering trait and draws action cards from a real 54-card deck,
//! one per success and raise; the card kept gives the order, the advantage (who may attack whom),
//! the range and, on a Club, a complication. Groups of extras act on one card; passengers help the
//! driver and act on its card; a Force gives a foe -2 or an obstacle. The chase lasts 5 or 10
//! rounds (or is a dogfight); the prey still running at the end escape.
//!
//! The same boundary as every system: [`handle`] decides, [`apply`] records, [`narrate`] tells,
//! and [`SavageChase`] implements [`crate::engine::Rules`]. Every card comes through the
//! [`Roller`] like a die, so the GM deals from the tool's deck or types the table's cards.

mod apply;
mod build;
mod command;
mod error;
mod event;
mod groups;
mod handle;
pub mod legal;
mod narrate;
mod narrate_table;
mod narrate_vehicle;
mod odds;
mod settings;
mod state;
mod vehicle;
mod verb;

pub use apply::apply;
pub use command::Command;
pub use error::{Refusal, SavageError};
pub use event::{DamageRoll, Effect, Event, Help, Strike, TraitRoll, Why};
pub use groups::{possessive, split_text};
pub use handle::handle;
pub use narrate::{ending, narrate};
pub use settings::{Length, Settings};
pub use state::{
    Complication, Damage, Die, Ending, Hand, Id, Maneuver, Out, Participant, Phase, Range,
    SavageChase, Side, Status, Weapon,
};
pub use vehicle::{Mishap, VEHICLE_WOUNDS, Vehicle};
pub use verb::Verb;

use crate::dice::Roller;
use crate::engine::{Outcome, Rules};

impl Rules for SavageChase {
    type Command = Command;
    type Event = Event;
    type Error = SavageError;

    /// A command from a journal written before today's rules, replayed as it was taken: a
    /// group's attack before its attacks were held to the split ("Groups"), and an attack or the
    /// GM's word that shook a driver before the driver's roll against going Out of Control came
    /// with it (the journal holds that roll as a `ControlRoll` after it). Both readings are
    /// looser than today's, so one earlier reading serves a journal of either time.
    fn as_written_earlier(command: &Command) -> Option<Command> {
        let mut earlier = command.clone();
        match &mut earlier {
            Command::Attack {
                held_to_split,
                control_now,
                ..
            } if *held_to_split || *control_now => {
                *held_to_split = false;
                *control_now = false;
            }
            Command::SetShaken {
                shaken: true,
                control_now,
                ..
            } if *control_now => *control_now = false,
            _ => return None,
        }
        Some(earlier)
    }

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
