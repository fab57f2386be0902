//! "Pedal to the Metal": a vehicle moves 2 to 5 locations on one movement action, with penalty dice
//! on the hazards it meets on the way.

use super::movement::allowed_skill;
use super::{Decider, Harm};
use crate::dice::Roller;
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::event::{RouteEvent, VehicleEvent};
use crate::systems::coc7::rules::state::{Barrier, Id, Obstacle, Status};

impl Decider<'_> {
    /// "A driver can elect to move 2 or 3 locations with one movement action. Any hazards
    /// encountered have one penalty die applied to the skill rolls. A driver can elect to move 4 or
    /// 5 locations with one movement action. Any hazards encountered have two penalty dice". "The
    /// increase in speed must be announced prior to moving ... it cannot be retracted; the vehicle
    /// will travel the full distance ... or until it fails a hazard roll. If a hazard roll is
    /// failed, the outcome is resolved, after which any further movement must be paid for and
    /// started afresh." "Any penalty dice for acceleration should be applied to hazards, but
    /// usually not when breaking through barriers" (the `acceleration_penalty_on_barriers`
    /// setting): a barrier that takes the driving skill is rolled for on the way, and stops the
    /// vehicle if the roll fails. A passenger's navigation ("Passengers") takes 1 penalty die off.
    ///
    /// What the driver knows of the way is checked before it sets off: every fork on it must have
    /// a way chosen, and every hazard on it must take the driving skill. It stops where a pursuer
    /// reaches a quarry, and in front of a barrier or a newly seen hazard that the skill will not
    /// get it through.
    pub(super) fn accelerate(
        &mut self,
        who: &str,
        locations: u32,
        skill: Option<&str>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(
            self.state.settings.pedal_to_the_metal,
            "Pedal to the Metal",
            "pedal_to_the_metal",
        )?;
        let id = self.acting(who)?;
        let participant = self.state.participant(id);
        let Some(vehicle) = participant
            .vehicle
            .as_ref()
            .filter(|_| !participant.is_passenger())
        else {
            return Err(Coc7Error::NotDriving { who: self.name(id) }.into());
        };
        if !(2..=5).contains(&locations) {
            return Err(Coc7Error::BadAcceleration { locations }.into());
        }
        self.require_actions(id, 1)?;
        let skill = skill
            .map(str::trim)
            .unwrap_or(vehicle.skill.as_str())
            .to_string();
        let full = if locations <= 3 { 1 } else { 2 };
        let penalty = full - participant.navigation_bonus.min(full);
        let navigated = penalty < full;
        self.check_course(id, locations, &skill)?;
        self.emit(Event::ActionsSpent { who: id, count: 1 });
        self.emit(RouteEvent::Accelerated {
            who: id,
            locations,
            penalty,
            navigated,
        });
        if navigated {
            self.emit(VehicleEvent::NavigationBonus { who: id, bonus: 0 });
        }
        for _ in 0..locations {
            if !self.state.participant(id).status.is_active() {
                break;
            }
            match self.reveal_next(id, roller) {
                Ok(_) => {}
                // The end of a track that may not grow; a roll still to be made goes to the keeper.
                Err(Refusal::Rule(_)) => break,
                Err(why) => return Err(why),
            }
            let at = self.state.participant(id).location;
            let went_on = match self.obstacle_for(id)? {
                None => {
                    self.advance(id)?;
                    !self.catch_at(id)
                }
                Some(Obstacle::Hazard(hazard)) => {
                    let Ok(skill) = allowed_skill(&skill, &hazard.name, &hazard.skills) else {
                        break;
                    };
                    let value = self.skill(id, &skill)?;
                    let bonus = -(penalty as i8);
                    let passed = self.cross_hazard(
                        id,
                        at,
                        &super::movement::Faced::hazard(&hazard),
                        skill,
                        value,
                        bonus,
                        Harm::AsSet,
                        roller,
                    )?;
                    passed && !self.caught_by(id)
                }
                Some(Obstacle::Barrier(barrier)) => {
                    self.through_barrier(id, &barrier, &skill, penalty, roller)?
                }
            };
            if !went_on {
                break;
            }
        }
        self.after_action(id);
        Ok(())
    }

    /// Gets a vehicle at speed through the barrier ahead with its driving skill: returns whether it
    /// went on. A barrier that does not take the skill stops it in front; a failed roll stops it
    /// there, with any harm the barrier does.
    fn through_barrier(
        &mut self,
        id: Id,
        barrier: &Barrier,
        skill: &str,
        penalty: u8,
        roller: &mut Roller,
    ) -> Result<bool, Refusal> {
        let Ok(skill) = allowed_skill(skill, &barrier.name, &barrier.skills) else {
            return Ok(false);
        };
        let at = self.state.participant(id).location;
        let value = self.skill(id, &skill)?;
        let bonus = if self.state.settings.acceleration_penalty_on_barriers {
            -(penalty as i8)
        } else {
            0
        };
        let purpose = format!(" to pass {} at speed", barrier.name);
        let roll = self.roll_against(
            roller,
            (id, &skill, value),
            bonus,
            &purpose,
            Some(barrier.difficulty),
        )?;
        let passed = roll.passes(barrier.difficulty);
        self.emit(Event::BarrierRolled {
            who: id,
            at,
            skill,
            roll,
            passed,
        });
        if !passed {
            if let Some(row) = barrier.damage {
                self.suffer(id, Some(row), &barrier.name, roller)?;
            }
            return Ok(false);
        }
        self.advance(id)?;
        Ok(!self.catch_at(id))
    }

    /// The announcement is checked against what the driver knows of the way ahead: a fork with no
    /// way chosen, or a hazard the driving skill cannot cross, refuses the acceleration before it
    /// starts, since it cannot be taken back once made. Barriers end the check: the vehicle will
    /// stop at one or get through it.
    fn check_course(&self, id: Id, locations: u32, skill: &str) -> Result<(), Coc7Error> {
        let track = &self.state.map;
        let mut at = self.state.participant(id).location;
        for _ in 0..locations {
            let Some(next) = self.way_from(id, at)? else {
                break;
            };
            if track.next(at) == Some(next) {
                match track.ahead_of(at) {
                    Some(Obstacle::Hazard(hazard)) => {
                        allowed_skill(skill, &hazard.name, &hazard.skills)?;
                    }
                    Some(Obstacle::Barrier(_)) => break,
                    None => {}
                }
            }
            at = next;
        }
        Ok(())
    }

    /// Whether the participant has just caught a quarry where it stands.
    fn caught_by(&self, id: Id) -> bool {
        let at = self.state.participant(id).location;
        self.state
            .participants
            .iter()
            .any(|p| p.status == Status::Caught { by: id } && p.location == at)
    }
}
