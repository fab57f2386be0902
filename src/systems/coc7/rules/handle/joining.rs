//! "Characters Joining a Chase in Progress" and "Switching Between Modes of Movement": a speed that
//! changes during the chase, and movement actions counted afresh for everyone.

use super::Decider;
use crate::dice::{Roller, SuccessLevel};
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::event::RouteEvent;
use crate::systems::coc7::rules::limits::MAX_PARTICIPANTS;
use crate::systems::coc7::rules::newcomer::Newcomer;
use crate::systems::coc7::rules::optional::MovementMode;
use crate::systems::coc7::rules::state::{Id, Loc, Phase, Side, Speed, Status, Vehicle};

impl Decider<'_> {
    /// Someone nobody planned for: the sheet is checked as a setup's would be and added, waiting,
    /// and then joins by the same rule as one the setup kept back (below), whose checks (the rule
    /// on, the chase running, the location on the track) refuse the whole command.
    pub(super) fn enter(
        &mut self,
        newcomer: &Newcomer,
        location: Loc,
        skill: Option<&str>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let participant = newcomer.participant()?;
        if let Some(taken) = self
            .state
            .participants
            .iter()
            .find(|p| p.name.eq_ignore_ascii_case(&participant.name))
        {
            return Err(Coc7Error::NameTaken {
                name: taken.name.to_string(),
            }
            .into());
        }
        if self.state.participants.len() >= MAX_PARTICIPANTS {
            return Err(Coc7Error::Crowded {
                most: MAX_PARTICIPANTS,
            }
            .into());
        }
        let name = participant.name.clone();
        self.emit(RouteEvent::Arrived {
            participant: Box::new(participant),
        });
        self.join(&name, location, skill, roller)
    }

    /// "Any characters who join an ongoing chase should make a speed roll to determine their MOV
    /// rate. The Keeper should then position them on an appropriate location. A character who joins
    /// a chase as a pursuer needs a MOV rate that is at least equal to the slowest fleeing
    /// character. If they fail to achieve this, they can be ignored." A newcomer slower than the
    /// slowest in the chase becomes the slowest, and everyone's movement actions are recounted from
    /// it. It acts this round in its DEX place among those still to act.
    pub(super) fn join(
        &mut self,
        who: &str,
        location: Loc,
        skill: Option<&str>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(
            self.state.settings.joining,
            "Characters Joining a Chase in Progress",
            "joining",
        )?;
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted.into());
        }
        let id = self.id(who)?;
        let participant = self.state.participant(id);
        if participant.status != Status::Waiting {
            return Err(Coc7Error::NotWaiting {
                who: participant.name.to_string(),
                status: participant.status.word(),
            }
            .into());
        }
        if !self.state.map.contains(location) {
            return Err(self.no_such_location(location).into());
        }
        if participant.speed.is_none() {
            let skill = skill.unwrap_or(participant.speed_skill()).to_string();
            self.fresh_speed_roll(id, &skill, roller)?;
        }
        let mov = self.state.participant(id).mov();
        let slowest_quarry = self
            .state
            .participants
            .iter()
            .filter(|p| p.side == Side::Quarry && p.status.is_active())
            .map(|p| p.mov())
            .min();
        if self.state.participant(id).side == Side::Pursuer
            && slowest_quarry.is_some_and(|slowest| mov < slowest)
        {
            self.emit(Event::StatusChanged {
                who: id,
                status: Status::LeftBehind,
            });
            return Ok(());
        }
        self.recount_from(mov, None);
        let order = self.order_with(id);
        let actions = self.state.allowance(id);
        self.emit(RouteEvent::Joined {
            who: id,
            location,
            order,
            actions,
        });
        if self.catch_at(id) {
            self.check_end();
        }
        Ok(())
    }

    /// "If no alternate MOV rating is listed, the Keeper may allow the character to use half of
    /// their standard MOV ... When characters change between modes of movement that continue to use
    /// their own physical body for propulsion, a fresh speed roll is not required ... remembering
    /// that they may be at either +1 or -1" from the speed roll. "Characters that switch from being
    /// on foot ... to driving a car should make a fresh speed roll using Drive Auto skill. When a
    /// character becomes a pedestrian, he or she should make a fresh speed roll using CON." "If the
    /// character's speed (MOV) is changed, their number of movement actions should be altered".
    pub(super) fn switch_mode(
        &mut self,
        who: &str,
        to: &MovementMode,
        skill: Option<&str>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(
            self.state.settings.switching_modes,
            "Switching Between Modes of Movement",
            "switching_modes",
        )?;
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted.into());
        }
        let id = self.in_chase(who)?;
        let participant = self.state.participant(id);
        if let Some(driver) = participant.rides_with {
            let vehicle = self
                .state
                .participant(driver)
                .vehicle
                .as_ref()
                .map_or("vehicle".to_string(), |v| v.name.clone());
            return Err(Coc7Error::Passenger {
                who: participant.name.to_string(),
                driver: self.name(driver),
                vehicle,
                what: "moves with the vehicle and has no mode of its own; get out first",
            }
            .into());
        }
        let driving = participant.vehicle.is_some();
        let now = match (&participant.vehicle, &participant.mode) {
            (Some(vehicle), _) => format!("driving {}", vehicle.name),
            (None, Some(mode)) => format!("moving by {}", mode.to_lowercase()),
            (None, None) => "on foot".to_string(),
        };
        let already = match to {
            MovementMode::Foot => !driving && participant.mode.is_none(),
            MovementMode::Vehicle => driving,
            MovementMode::Drive(_) => false,
            other => other
                .name()
                .zip(participant.mode.as_deref())
                .is_some_and(|(wanted, now)| wanted.eq_ignore_ascii_case(now)),
        };
        if already {
            return Err(Coc7Error::AlreadyInMode {
                who: participant.name.to_string(),
                mode: now,
            }
            .into());
        }
        let (mode, base_mov, vehicle, parked) = match to {
            MovementMode::Foot => (
                None,
                participant.foot_mov,
                None,
                self.left_behind_vehicle(id),
            ),
            MovementMode::Vehicle => {
                let vehicle = participant
                    .parked
                    .clone()
                    .ok_or_else(|| Coc7Error::NoVehicle { who: self.name(id) })?;
                (None, vehicle.mov, Some(vehicle), None)
            }
            MovementMode::Drive(given) => {
                // A vehicle given here starts out whole: its build now is its starting build.
                let vehicle = if given.start_build.is_zero() {
                    Vehicle {
                        start_build: given.build,
                        ..given.clone()
                    }
                } else {
                    given.clone()
                };
                (
                    None,
                    vehicle.mov,
                    Some(vehicle),
                    self.left_behind_vehicle(id),
                )
            }
            other => {
                let name = other.name().unwrap_or("Swim").to_string();
                let listed = participant
                    .movs
                    .iter()
                    .find(|(mode, _)| mode.eq_ignore_ascii_case(&name))
                    .map(|(_, mov)| *mov);
                let mov = match (listed, other) {
                    (Some(mov), _) => mov,
                    (None, MovementMode::Fly) => {
                        return Err(Coc7Error::CannotFly { who: self.name(id) }.into());
                    }
                    (None, _) => (participant.foot_mov / 2).max(1),
                };
                (Some(name), mov, None, self.left_behind_vehicle(id))
            }
        };
        let fresh_roll = driving != vehicle.is_some() || matches!(to, MovementMode::Drive(_));
        let old_allowance = self.state.allowance(id);
        let speed_skill = vehicle
            .as_ref()
            .map_or("CON".to_string(), |v| v.skill.clone());
        self.emit(RouteEvent::ModeSwitched {
            who: id,
            mode,
            base_mov,
            vehicle,
            parked,
        });
        if fresh_roll {
            self.fresh_speed_roll(id, skill.unwrap_or(&speed_skill), roller)?;
        }
        let mov = self.state.participant(id).mov();
        self.recount_from(mov, Some(id));
        self.recount_own(id, old_allowance);
        Ok(())
    }

    /// The vehicle a participant leaves standing when it gets out (or into another): the one it
    /// drove, else the one it left before.
    fn left_behind_vehicle(&self, id: Id) -> Option<Vehicle> {
        let participant = self.state.participant(id);
        participant
            .vehicle
            .clone()
            .or_else(|| participant.parked.clone())
    }

    /// "Speed Roll" during the chase: the same roll as at its start, for a newcomer or a
    /// participant who changed between foot and vehicle.
    fn fresh_speed_roll(
        &mut self,
        id: Id,
        skill: &str,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let value = self.skill(id, skill)?;
        let roll = self.roll(roller, id, skill, value, 0, ", speed roll")?;
        let speed = match roll.level {
            SuccessLevel::Extreme | SuccessLevel::Critical => Speed::Extreme,
            level if level.is_success() => Speed::Success,
            _ => Speed::Failure,
        };
        self.emit(Event::SpeedRolled {
            who: id,
            skill: skill.into(),
            roll,
            speed,
        });
        Ok(())
    }

    /// "Every character gets one movement action by default, plus one movement action for each point
    /// by which their MOV rate exceeds that of the new slowest participant": when `mov` is below the
    /// slowest, it becomes the slowest and those still to act this round (but `changed`, whose own
    /// MOV changed: see [`Decider::recount_own`]) get the difference now. ("There is no need to
    /// recalculate speeds or movement actions when a character leaves a chase": a faster MOV
    /// changes nothing for the others.)
    pub(super) fn recount_from(&mut self, mov: u32, changed: Option<Id>) {
        let slowest = self.state.slowest_mov;
        if mov >= slowest {
            return;
        }
        self.emit(Event::SlowestSet { mov });
        let more = slowest - mov;
        for who in self.still_to_act() {
            // A passenger's one act is not a movement action and does not grow with MOV.
            if Some(who) == changed || self.state.participant(who).is_passenger() {
                continue;
            }
            let actions = self.state.participant(who).actions + more;
            self.emit(RouteEvent::ActionsChanged { who, actions });
        }
    }

    /// A participant whose own MOV changed gets this round's movement actions altered by the
    /// change in its allowance, if it has still to act.
    fn recount_own(&mut self, id: Id, old_allowance: u32) {
        if !self.still_to_act().contains(&id) {
            return;
        }
        let new_allowance = self.state.allowance(id);
        if new_allowance == old_allowance {
            return;
        }
        let actions =
            (self.state.participant(id).actions + new_allowance).saturating_sub(old_allowance);
        self.emit(RouteEvent::ActionsChanged { who: id, actions });
    }

    /// Those who have still to act this round, the one acting now included.
    fn still_to_act(&self) -> Vec<Id> {
        let turn = &self.state.turn;
        turn.order[turn.position.min(turn.order.len())..]
            .iter()
            .copied()
            .filter(|id| self.state.participant(*id).status.is_active())
            .collect()
    }

    /// This round's order with a newcomer in its DEX place among those still to act after the
    /// one acting now.
    fn order_with(&self, newcomer: Id) -> Vec<Id> {
        let mut order = self.state.turn.order.clone();
        let dex = self.state.participant(newcomer).dex;
        let after_current = (self.state.turn.position + 1).min(order.len());
        let at = order[after_current..]
            .iter()
            .position(|id| self.state.participant(*id).dex < dex)
            .map_or(order.len(), |offset| after_current + offset);
        order.insert(at, newcomer);
        order
    }
}
