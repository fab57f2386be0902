//! The keeper's hand on the chase: timed actions, the track ("The keeper can add locations at either
//! end"), corrections, releasing a caught quarry and ordering ties.

use super::Decider;
use crate::dice::{Difficulty, Roller};
use crate::engine::Name;
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::state::{Id, Loc, Obstacle, Phase, Side, Status};

impl Decider<'_> {
    /// "Actions in a Chase Round": cast a spell or "perform some other action requiring time and
    /// perhaps a dice roll, such as picking a lock". The keeper sets the cost in movement actions.
    /// No pushed rolls ("Pushing Rolls in Chase"): a failed roll stands.
    pub(super) fn act(
        &mut self,
        who: &str,
        what: &str,
        cost: u32,
        skill: Option<&str>,
        difficulty: Difficulty,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.require_time_left(id)?;
        self.require_actions(id, cost)?;
        let (roll, passed) = match skill {
            Some(skill) => {
                let value = self.skill(id, skill)?;
                let purpose = format!(" to {what}");
                let roll = self.roll(roller, id, skill, value, 0, &purpose)?;
                let passed = roll.passes(difficulty);
                (Some(roll), Some(passed))
            }
            None => (None, None),
        };
        self.spend(id, cost);
        self.emit(Event::Acted {
            who: id,
            what: what.to_string(),
            roll,
            skill: skill.map(Name::from),
            passed,
        });
        self.after_action(id);
        Ok(())
    }

    /// Adds a location at the head of the track, or behind the back; `obstacle` lies between the
    /// new location and its neighbour. A location added ahead with nothing set between is rolled
    /// for when "Random Hazards and Barriers" is on.
    pub(super) fn add_location(
        &mut self,
        name: Option<String>,
        behind: bool,
        obstacle: Option<Obstacle>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.room_for_a_location()?;
        let at = if behind {
            self.state.map.first - 1
        } else {
            self.state.map.last() + 1
        };
        let obstacle = match obstacle {
            None if !behind && self.state.settings.random_hazards => {
                self.roll_terrain(at, roller)?
            }
            given => given,
        };
        let name = name.map(|n| n.trim().to_string()).filter(|n| !n.is_empty());
        self.emit(Event::LocationAdded { at, name, obstacle });
        Ok(())
    }

    /// Puts a hazard or barrier between `after` and the next location, or clears it.
    pub(super) fn set_obstacle(
        &mut self,
        after: Loc,
        obstacle: Option<Obstacle>,
    ) -> Result<(), Coc7Error> {
        self.require_location(after)?;
        if self.state.map.next(after).is_none() && obstacle.is_some() {
            return Err(Coc7Error::PastTheEnd { at: after });
        }
        self.emit(Event::ObstacleSet { after, obstacle });
        Ok(())
    }

    /// Moves a participant without rules: a correction, or the result of something the keeper ruled.
    pub(super) fn place(&mut self, who: &str, location: Loc) -> Result<(), Refusal> {
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted.into());
        }
        let id = self.id(who)?;
        self.refuse_passenger(id, "is where its vehicle is: place the driver")?;
        self.require_location(location)?;
        self.emit(Event::Placed { who: id, location });
        if self.catch_at(id) {
            self.check_end();
        }
        Ok(())
    }

    /// A caught quarry breaks free (it won the fight that followed) and is in the chase again; if it
    /// was the last quarry, the chase that ended with its capture goes on.
    pub(super) fn release(&mut self, who: &str) -> Result<(), Coc7Error> {
        let id = self.id(who)?;
        if !matches!(self.state.participant(id).status, Status::Caught { .. }) {
            return Err(Coc7Error::NotCaught { who: self.name(id) });
        }
        let reopening = self.state.phase == Phase::Over;
        if reopening {
            self.emit(Event::ChaseResumed);
        }
        self.emit(Event::StatusChanged {
            who: id,
            status: Status::Active,
        });
        // The catch ended the chase in the middle of the pursuer's turn; if that move was its last,
        // its turn ends now as it would have.
        if let Some(acting) = self.state.current().filter(|_| reopening) {
            self.after_action(acting);
        }
        Ok(())
    }

    /// The keeper's call when a pursuer has reached a quarry ("The characters or vehicles must be
    /// on the same location to attack one another"): instead of an attack or a maneuver, the
    /// pursuer has it. The quarry leaves the turn order as a catch on reaching would have it.
    pub(super) fn catch(&mut self, who: &str, by: &str) -> Result<(), Coc7Error> {
        let id = self.id(who)?;
        let pursuer = self.id(by)?;
        let (quarry, catcher) = (self.state.participant(id), self.state.participant(pursuer));
        let reason = if quarry.side != Side::Quarry {
            Some("only a quarry can be caught")
        } else if catcher.side != Side::Pursuer {
            Some("only a pursuer catches")
        } else if !quarry.status.is_active() || !catcher.status.is_active() {
            Some("both must still be running in the chase")
        } else if quarry.location != catcher.location {
            Some("they are not at the same location")
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(Coc7Error::CannotCatch {
                who: self.name(id),
                by: self.name(pursuer),
                reason,
            });
        }
        self.emit(Event::StatusChanged {
            who: id,
            status: Status::Caught { by: pursuer },
        });
        // "a pursuer reaching a quarry's location has caught it": those riding with a caught
        // driver stand where it does and are caught with it, as a pursuer's move catches them
        // (else a passenger with no driver would be left in the chase with nobody to move it).
        let riders: Vec<Id> = self
            .state
            .passengers(id)
            .filter(|r| self.state.participant(*r).status.is_active())
            .collect();
        for rider in riders {
            self.emit(Event::StatusChanged {
                who: rider,
                status: Status::Caught { by: pursuer },
            });
        }
        self.check_end();
        Ok(())
    }

    /// "Ties: the keeper orders them": among equal DEX, `who` acts before `before` from now on,
    /// and in this round too if neither has acted yet.
    pub(super) fn reorder(&mut self, who: &str, before: &str) -> Result<(), Coc7Error> {
        let id = self.id(who)?;
        let other = self.id(before)?;
        let (dex, other_dex) = (
            self.state.participant(id).dex,
            self.state.participant(other).dex,
        );
        if dex != other_dex || id == other {
            return Err(Coc7Error::NotTied {
                who: self.name(id),
                dex,
                other: self.name(other),
                other_dex,
            });
        }
        let mut ties: Vec<_> = self.state.ids().map(|(i, _)| i).collect();
        let rank = |i| {
            self.state
                .turn
                .tie_order
                .iter()
                .position(|t| *t == i)
                .unwrap_or(usize::MAX)
        };
        ties.sort_by_key(|i| (rank(*i), *i));
        ties.retain(|i| *i != id);
        let at = ties.iter().position(|i| *i == other).unwrap_or(0);
        ties.insert(at, id);
        self.emit(Event::TiesReordered { order: ties });
        let turn = &self.state.turn;
        let pending = &turn.order[turn.position.min(turn.order.len())..];
        let (mine, theirs) = (
            pending.iter().position(|i| *i == id),
            pending.iter().position(|i| *i == other),
        );
        if let (Some(mine), Some(theirs)) = (mine, theirs)
            && mine > theirs
            && self.state.phase == Phase::Running
        {
            let mut order = turn.order.clone();
            let from = turn.position + mine;
            let to = turn.position + theirs;
            let moved = order.remove(from);
            order.insert(to, moved);
            self.emit(Event::RoundReordered { order });
        }
        Ok(())
    }

    fn require_location(&self, location: Loc) -> Result<(), Coc7Error> {
        if self.state.map.contains(location) {
            Ok(())
        } else {
            Err(Coc7Error::NoSuchLocation {
                location,
                first: self.state.map.first,
                last: self.state.map.last(),
            })
        }
    }
}
