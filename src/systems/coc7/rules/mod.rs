//! Call of Cthulhu 7th edition chases (the Keeper Rulebook's chase rules; each rule and its test:
//! docs/rules-coc7.md): a track of locations with hazards and barriers between them, speed rolls,
//! movement actions, DEX order.

mod apply;
mod command;
mod error;
mod event;
mod flyers;
mod handle;
pub mod legal;
mod limits;
mod narrate;
mod newcomer;
mod odds;
mod optional;
mod routes;
mod skills;
mod state;
mod vehicles;

pub use apply::apply;
pub use command::{Command, ManeuverEffect, Response};
pub use error::{Coc7Error, Refusal, Remedy};
pub use event::{Event, ResponseKind, ResponseRoll, RoundActions, RouteEvent, VehicleEvent};
pub use flyers::{flies, flies_over};
pub use handle::handle;
pub use limits::{MAX_LOCATIONS, MAX_PARTICIPANTS, sheet};
pub use newcomer::Newcomer;
pub use optional::{
    Aptitude, CREATIONS, Caller, Creation, Environment, MAX_SIGHT, MOV_MPH, MovementMode,
    PendingHazard, Sight, SuddenHazards, mph, random_obstacle,
};
pub use routes::Branch;
pub use skills::{base_chance, default_hp};
pub use state::{
    Barrier, ChaseMap, Coc7, DamageRow, Ending, Hazard, Id, Loc, Location, Obstacle, Participant,
    Phase, Settings, Side, Speed, Status, Turn, Vehicle,
};
pub use vehicles::{Incident, Seats, VehicleBuild, VehicleCondition, VehicleSettings};

use crate::dice::Roller;
use crate::engine::{Outcome, Rules};

impl Rules for Coc7 {
    type Command = Command;
    type Event = Event;
    type Error = Coc7Error;

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
        narrate::narrate_for_table(self, event)
    }

    fn outcome(&self) -> Outcome {
        match self.ending {
            None => Outcome::Ongoing,
            Some(ending) => Outcome::Over(narrate::ending(self, ending)),
        }
    }
}

#[cfg(test)]
mod round_three_tests;
#[cfg(test)]
mod route_tests;
#[cfg(test)]
mod table_tests;
#[cfg(test)]
mod tests;
#[cfg(test)]
pub(crate) mod vehicle_tests;
