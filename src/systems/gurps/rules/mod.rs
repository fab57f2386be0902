//! GURPS Action chases (each rule of the text and its test: docs/rules-gurps.md): two parties,
//! quarry and pursuer, a range band between them (Close to Extreme), each round a maneuver per
//! side, the attacks and rolls it calls for, and a Quick Contest of Chase Rolls that shifts the
//! range; beyond Extreme the quarry escapes.
//!
//! The same boundary as every system: [`handle`] decides, [`apply`] records, [`narrate`] tells,
//! and [`GurpsChase`] implements [`crate::engine::Rules`].

mod apply;
mod collateral;
mod command;
mod error;
mod event;
mod handle;
pub mod legal;
mod maneuver;
mod narrate;
mod narrate_table;
mod odds;
mod people;
mod settings;
mod skill_choice;
mod state;

pub use apply::apply;
pub use collateral::{assistance_penalty, assistance_words};
pub use command::Command;
pub use error::{GurpsError, Refusal};
pub use event::{Check, Event, RollKind};
pub use handle::{handle, legal, step_words, waits_for};
pub use maneuver::{Band, Maneuver, Side};
pub use narrate::{ending, narrate};
pub use settings::{LimitEnding, Settings, default_weights};
pub use skill_choice::{GmSkill, SkillRoll};
pub use state::{
    ChaseRoll, Contest, Declared, Ending, GurpsChase, Id, Medium, Mod, OutReason, Owed, Party,
    PartyId, Person, Skills, Stage, Target, Vehicle, VehicleId, Weapon, speed_bonus,
};

use crate::dice::Roller;
use crate::engine::{Outcome, Rules};

impl Rules for GurpsChase {
    type Command = Command;
    type Event = Event;
    type Error = GurpsError;

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
            Some(end) => {
                let mut told = narrate::ending(self, end);
                // "Collateral Damage": what the keeper carries into the rest of the adventure.
                if let Some(words) = assistance_words(self.accidents) {
                    told.push_str(&format!(" {words}."));
                }
                Outcome::Over(told)
            }
        }
    }
}

#[cfg(test)]
mod tests;
