//! Moving along the clock: movement checks ("Position Clocks"), "Additional Movement", "Slowing
//! Down", obstacles in the way ("Obstacles") and getting on and off "Vehicles and Mounts".

use super::Decider;
use crate::dice::Roller;
use crate::systems::clocks::rules::Refusal;
use crate::systems::clocks::rules::check::{self, Level};
use crate::systems::clocks::rules::error::ClocksError;
use crate::systems::clocks::rules::event::{CheckKind, Event};
use crate::systems::clocks::rules::position::Relative;
use crate::systems::clocks::rules::state::{Id, Role};

impl Decider<'_> {
    /// "Once during a Character's Turn, they may make a Movement Check ... A Character may make an
    /// additional Movement Check during their turn using the Move Action." d20 + speed bonus
    /// against the terrain's DC; the level of success fills 3 / 2 / 1 / 1 (with a detriment) / 0
    /// segments. Aboard a vehicle or mount, the rider commands it to make the check, with its
    /// bonus ("Vehicles and Mounts"); the ride's checks are spent for everyone aboard.
    pub(super) fn movement_check(
        &mut self,
        who: &str,
        advantage: bool,
        modifier: i32,
        board: Option<&str>,
        dc: Option<u32>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.require_mobile(id)?;
        let mover = self.state.mover(id);
        let (mine, ride) = (
            self.state.participant(id).used,
            self.state.participant(mover).used,
        );
        let kind = if !mine.check && !ride.check {
            CheckKind::Turn
        } else if !mine.move_action && !ride.move_action {
            CheckKind::MoveAction
        } else {
            // Name whoever has spent them: the rider, or the ride someone else drove.
            let spent = if mine.check && mine.move_action {
                id
            } else {
                mover
            };
            return Err(ClocksError::NoChecksLeft {
                who: self.name(spent),
            }
            .into());
        };
        let target = match board {
            Some(name) => Some(self.ride_ahead(id, name)?),
            None => None,
        };
        let dc = dc.unwrap_or_else(|| self.state.movement_dc(mover));
        let bonus = self.state.participant(mover).speed.saturating_add(modifier);
        let label = || self.check_label(id, mover, "movement check");
        let roll = check::roll(roller, &self.state.settings, bonus, dc, advantage, label)?;
        self.checked(id, mover, kind, roll, target);
        Ok(())
    }

    /// "Additional Movement": "Whenever an effect would allow your Character to Move a certain
    /// number of Spaces in a direction towards their Goal, the Character may make an Additional
    /// Movement Check", with "a +3 Bonus to the Check instead of their usual Speed Bonus" for
    /// Misty Decider's 3 spaces. Teleporting or flying effects use the flying DC ("would not
    /// experience the Terrain as Difficult"). An effect may come out of turn (a reaction).
    pub(super) fn additional_movement(
        &mut self,
        who: &str,
        effect: &str,
        spaces: u32,
        ignores_terrain: bool,
        advantage: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.running(who)?;
        self.require_mobile(id)?;
        if spaces == 0 {
            return Err(ClocksError::NoSpaces {
                effect: effect.to_string(),
            }
            .into());
        }
        let mover = self.state.mover(id);
        let dc = if ignores_terrain {
            self.state.settings.flying_dc
        } else {
            self.state.movement_dc(mover)
        };
        let effect = match effect.trim() {
            "" => "an effect".to_string(),
            named => named.to_string(),
        };
        let bonus = i32::try_from(spaces).unwrap_or(i32::MAX);
        let label = || self.check_label(id, mover, &format!("{effect} movement check"));
        let roll = check::roll(roller, &self.state.settings, bonus, dc, advantage, label)?;
        self.checked(
            id,
            mover,
            CheckKind::Additional { effect, spaces },
            roll,
            None,
        );
        Ok(())
    }

    /// Records a movement check and moves the clock it earned.
    fn checked(
        &mut self,
        who: Id,
        mover: Id,
        kind: CheckKind,
        roll: check::D20Check,
        board: Option<Id>,
    ) {
        let segments = self.state.settings.segments(roll.level);
        let weak = roll.level == Level::Weak;
        self.emit(Event::Checked {
            who,
            mover,
            kind,
            roll,
            segments,
        });
        if weak {
            // "On a Weak Success, a Segments of the Clock may be filled, but the Character will
            // receive a detriment such as gaining 1 Stress or granting the GM 1 Tension."
            self.emit(Event::DetrimentTaken { who });
        }
        self.advance(mover, segments, board.map(|ride| (who, ride)));
    }

    /// Fills up to `earned` segments of `mover`'s clock. An obstacle ahead stops it ("no progress
    /// can be added beyond that point until the Character Resolves that Obstacle"), and overshooting
    /// it grants advantage on the next check to pass it, if the setting allows. Reaching a vehicle
    /// or mount to board it stops there too: "you lose any unspent Segments".
    fn advance(&mut self, mover: Id, earned: u32, board: Option<(Id, Id)>) {
        let from = self.state.participant(mover).filled;
        let obstacle = self.state.blocking(mover);
        let obstacle_at = obstacle.map(|o| self.state.obstacles[usize::from(o)].after);
        let ride_at = board.map(|(_, ride)| self.state.filled(ride));
        let limit = [Some(self.state.segments), obstacle_at, ride_at]
            .into_iter()
            .flatten()
            .min()
            .unwrap_or(from)
            .max(from);
        let to = from.saturating_add(earned).min(limit);
        if to > from {
            self.emit(Event::Filled {
                who: mover,
                from,
                to,
            });
        }
        let excess = from.saturating_add(earned) - to;
        if let Some((rider, ride)) = board
            && ride_at == Some(to)
        {
            if excess > 0 {
                self.emit(Event::ExcessLost {
                    who: rider,
                    ride,
                    lost: excess,
                });
            }
            self.emit(Event::Boarded { who: rider, ride });
            return;
        }
        if let Some(obstacle) = obstacle
            && excess > 0
            && obstacle_at == Some(to)
        {
            let advantage = self.state.settings.overshoot_advantage;
            self.emit(Event::HeldUp {
                who: mover,
                obstacle,
                excess,
                advantage,
            });
        }
    }

    /// "Slowing Down": "A Character may at any point during their Turn choose to remove any number
    /// of segments of their Clock." Aboard, the ride slows down.
    pub(super) fn slow_down(&mut self, who: &str, segments: u32) -> Result<(), ClocksError> {
        let id = self.in_turn(who)?;
        let mover = self.state.mover(id);
        let from = self.state.participant(mover).filled;
        if segments == 0 || segments > from {
            return Err(ClocksError::CannotRemove {
                who: self.name(mover),
                segments,
                filled: from,
            });
        }
        self.emit(Event::SlowedDown {
            who: mover,
            from,
            to: from - segments,
        });
        Ok(())
    }

    /// "Vehicles and Mounts": "you may board a Vehicle or Mount you are Adjacent to, provided you
    /// are not Immobile."
    pub(super) fn board(&mut self, who: &str, ride: &str) -> Result<(), ClocksError> {
        let id = self.in_turn(who)?;
        self.require_mobile(id)?;
        let ride = self.ride(id, ride)?;
        match self.state.relative(id, ride) {
            Relative::Spaces(1) => {}
            apart => {
                return Err(ClocksError::NotAdjacent {
                    who: self.name(id),
                    ride: self.name(ride),
                    apart: describe(apart),
                });
            }
        }
        self.emit(Event::Boarded { who: id, ride });
        Ok(())
    }

    /// Gets off a vehicle or mount, standing where it stands.
    pub(super) fn disembark(&mut self, who: &str) -> Result<(), ClocksError> {
        let id = self.in_turn(who)?;
        let Some(ride) = self.state.participant(id).aboard else {
            return Err(ClocksError::NotAboard { who: self.name(id) });
        };
        let at = self.state.participant(ride);
        let (path, filled) = (at.path, at.filled);
        self.emit(Event::Disembarked {
            who: id,
            ride,
            path,
            filled,
        });
        Ok(())
    }

    /// A vehicle or mount that `id` could board: not aboard one already, the ride is one.
    fn ride(&self, id: Id, name: &str) -> Result<Id, ClocksError> {
        if let Some(ride) = self.state.participant(id).aboard {
            return Err(ClocksError::AlreadyAboard {
                who: self.name(id),
                ride: self.name(ride),
            });
        }
        let ride = self.id(name)?;
        if !matches!(self.state.participant(ride).role, Role::Ride(_)) {
            return Err(ClocksError::NotARide {
                name: self.name(ride),
            });
        }
        Ok(ride)
    }

    /// A ride to reach with a movement check: on the same path, level with or ahead of `id`
    /// ("If you made a Movement Check in order to become Adjacent to that Vehicle or Mount").
    fn ride_ahead(&self, id: Id, name: &str) -> Result<Id, ClocksError> {
        let ride = self.ride(id, name)?;
        let relative = self.state.relative(id, ride);
        if relative == Relative::OtherPaths || self.state.filled(ride) < self.state.filled(id) {
            return Err(ClocksError::RideNotAhead {
                who: self.name(id),
                ride: self.name(ride),
                apart: describe(relative),
            });
        }
        Ok(ride)
    }

    /// "Ann: movement check", or "Ann: Wagon movement check" when commanding a ride.
    fn check_label(&self, who: Id, mover: Id, what: &str) -> String {
        if who == mover {
            format!("{}: {what}", self.name(who))
        } else {
            format!("{}: {} {what}", self.name(who), self.name(mover))
        }
    }
}

/// How far apart, in a refusal's words.
fn describe(relative: Relative) -> String {
    match relative {
        Relative::Spaces(1) => "adjacent".to_string(),
        Relative::Spaces(spaces) => format!("{spaces} spaces apart"),
        Relative::OtherPaths => "on different paths".to_string(),
    }
}
