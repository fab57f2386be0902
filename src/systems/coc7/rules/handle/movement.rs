//! Part 3 and 4 movement: "Moving From One Location to the Next", "Hazards", "Skills and Hazards",
//! "Barriers", "Breaking Down Barriers", and catching a quarry.

use super::{Decider, Harm};
use crate::dice::{DiceExpr, Difficulty, Roller};
use crate::engine::Name;
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::event::{RouteEvent, VehicleEvent};
use crate::systems::coc7::rules::flyers::flies_over;
use crate::systems::coc7::rules::state::{
    Barrier, DamageRow, Hazard, Id, Loc, Obstacle, Side, Status,
};

impl Decider<'_> {
    /// "Moving From One Location to the Next": across clear ground each location costs 1 movement
    /// action. A flyer passes over a hazard or barrier that takes Jump or Climb as over clear
    /// ground ("Monsters in a Chase"). The move stops short of any other hazard or barrier (they
    /// need their own roll), at a fork
    /// where the participant has no way to follow, and where a pursuer reaches a quarry. Past the
    /// end of its way the track grows when the setting allows, rolled for random hazards; a hazard
    /// that appears there stops the move in front of it.
    pub(super) fn move_forward(
        &mut self,
        who: &str,
        locations: u32,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.refuse_passenger(id, "does not move: its driver moves the vehicle")?;
        if locations == 0 {
            return Err(Coc7Error::NoDistance { who: self.name(id) }.into());
        }
        self.require_actions(id, locations)?;
        let mut moved = 0;
        while moved < locations {
            let grew = match self.reveal_next(id, roller) {
                Ok(grew) => grew,
                // Stopped at a fork with no way chosen, or at the end of the track; a roll still
                // to be made goes to the keeper.
                Err(Refusal::Rule(_)) if moved > 0 => break,
                Err(why) => return Err(why),
            };
            let flown = match self.obstacle_ahead_of(id)? {
                None => false,
                Some(obstacle) if flies_over(self.state.participant(id), obstacle) => true,
                Some(obstacle) => {
                    if moved == 0 && !grew {
                        return Err(self.obstacle_ahead(id, obstacle).into());
                    }
                    break;
                }
            };
            if flown {
                // "Those that fly would not need to make Jump or Climb rolls."
                let at = self.state.participant(id).location;
                self.emit(RouteEvent::FlewOver { who: id, at });
            }
            self.emit(Event::ActionsSpent { who: id, count: 1 });
            self.advance(id)?;
            moved += 1;
            if self.catch_at(id) {
                break;
            }
        }
        // "If successful, on the vehicle's next move, the vehicle can accelerate once with 1
        // fewer penalty die": a move without acceleration was that next move, and the bonus is gone.
        if moved > 0 && self.state.participant(id).navigation_bonus > 0 {
            self.emit(VehicleEvent::NavigationBonus { who: id, bonus: 0 });
        }
        self.after_action(id);
        Ok(())
    }

    /// Moves one location forward along the participant's way without paying for it (the payment
    /// was made already), growing the track if it must. Passing a fork notes the way taken, and
    /// may leave a quarry with no pursuer on its way ("Splitting Up").
    pub(super) fn advance(&mut self, id: Id) -> Result<bool, Coc7Error> {
        let from = self.state.participant(id).location;
        let to = match self.way_from(id, from)? {
            Some(to) => to,
            None => {
                if !self.state.settings.extend_track {
                    return Err(Coc7Error::EndOfTrack { who: self.name(id) });
                }
                self.grow_after(from, None).map_err(|error| match error {
                    Refusal::Rule(refused) => refused,
                    Refusal::Dice(_) => Coc7Error::EndOfTrack { who: self.name(id) },
                })?
            }
        };
        let fork = self.state.map.is_fork(from);
        if fork {
            self.take_way(id, from, to);
        }
        self.emit(Event::Moved { who: id, from, to });
        if fork {
            self.lose_split_quarries();
        }
        Ok(true)
    }

    /// A pursuer reaching a quarry's location has caught it. Returns whether anyone was caught.
    pub(super) fn catch_at(&mut self, id: Id) -> bool {
        let mover = self.state.participant(id);
        if !self.state.settings.catch_on_reach
            || mover.side != Side::Pursuer
            || !mover.status.is_active()
        {
            return false;
        }
        let location = mover.location;
        let caught: Vec<Id> = self
            .state
            .ids()
            .filter(|(_, p)| {
                p.side == Side::Quarry && p.status.is_active() && p.location == location
            })
            .map(|(q, _)| q)
            .collect();
        for quarry in &caught {
            self.emit(Event::StatusChanged {
                who: *quarry,
                status: Status::Caught { by: id },
            });
        }
        !caught.is_empty()
    }

    /// "Hazards": roll one of the skills the keeper set, at its difficulty. A cautious approach
    /// spends 1 or 2 extra movement actions for as many bonus dice. Pass or fail, the participant
    /// reaches the next location; a failure also does the Table III damage the keeper chose, if any,
    /// and costs 1D3 movement actions, taken from this round and the rest owed next round.
    pub(super) fn negotiate_hazard(
        &mut self,
        who: &str,
        (skill, typed): (&str, Option<u32>),
        cautious: u8,
        harm: Harm,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.refuse_passenger(
            id,
            "does not move: its driver takes the vehicle past hazards",
        )?;
        let at = self.state.participant(id).location;
        let (hazard, skill) = match self.obstacle_ahead_of(id)? {
            Some(Obstacle::Hazard(hazard)) => {
                if cautious > 2 {
                    return Err(Coc7Error::TooCautious { cautious }.into());
                }
                let skill = allowed_skill(skill, &hazard.name, &hazard.skills)?;
                (Faced::hazard(hazard), skill)
            }
            Some(barrier @ Obstacle::Barrier(_)) => {
                return Err(self.obstacle_ahead(id, barrier).into());
            }
            None => return Err(Coc7Error::NoHazardAhead { who: self.name(id) }.into()),
        };
        let value = self.skill_or_typed(id, &skill, typed)?;
        self.require_actions(id, 1 + u32::from(cautious))?;
        self.emit(Event::ActionsSpent {
            who: id,
            count: 1 + u32::from(cautious),
        });
        self.cross_hazard(id, at, &hazard, skill, value, cautious as i8, harm, roller)?;
        self.after_action(id);
        Ok(())
    }

    /// Rolls to cross the hazard after `at` ("Hazards"); pass or fail, the participant then reaches
    /// the next location ("After negotiating a hazard a character should move onto the next
    /// location whether they pass or fail"), a failure first doing its harm. Returns whether the
    /// roll passed. The caller has paid for it.
    #[allow(clippy::too_many_arguments)]
    pub(super) fn cross_hazard(
        &mut self,
        id: Id,
        at: Loc,
        hazard: &Faced,
        skill: Name,
        value: u32,
        bonus: i8,
        harm: Harm,
        roller: &mut Roller,
    ) -> Result<bool, Refusal> {
        let roll = self.roll_against(
            roller,
            (id, &skill, value),
            bonus,
            format_args!(" on {}", hazard.name),
            Some(hazard.difficulty),
        )?;
        let passed = roll.passes(hazard.difficulty);
        self.emit(Event::HazardRolled {
            who: id,
            at,
            skill,
            roll,
            passed,
        });
        if !passed {
            let row = self.hazard_row(id, harm, hazard.damage, hazard.difficulty);
            self.suffer(id, row, &hazard.name, roller)?;
        }
        if self.state.participant(id).status.is_active() {
            self.advance(id)?;
            self.catch_at(id);
        }
        Ok(passed)
    }

    /// "Barriers": a skill roll gets past; a failure leaves the participant where it is, the attempt
    /// spent, with damage and delay only when the keeper rules so ("the usual consequence is simply
    /// the delay").
    pub(super) fn pass_barrier(
        &mut self,
        who: &str,
        (skill, typed): (&str, Option<u32>),
        harm: Harm,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.refuse_passenger(
            id,
            "does not move: its driver takes the vehicle past barriers",
        )?;
        let at = self.state.participant(id).location;
        let (barrier, skill) = match self.obstacle_ahead_of(id)? {
            Some(Obstacle::Barrier(barrier)) => {
                let skill = allowed_skill(skill, &barrier.name, &barrier.skills)?;
                (Faced::barrier(barrier), skill)
            }
            Some(hazard @ Obstacle::Hazard(_)) => {
                return Err(self.obstacle_ahead(id, hazard).into());
            }
            None => return Err(Coc7Error::NoBarrierAhead { who: self.name(id) }.into()),
        };
        let value = self.skill_or_typed(id, &skill, typed)?;
        self.require_actions(id, 1)?;
        let roll = self.roll_against(
            roller,
            (id, &skill, value),
            0,
            format_args!(" to pass {}", barrier.name),
            Some(barrier.difficulty),
        )?;
        let passed = roll.passes(barrier.difficulty);
        self.emit(Event::ActionsSpent { who: id, count: 1 });
        self.emit(Event::BarrierRolled {
            who: id,
            at,
            skill,
            roll,
            passed,
        });
        if passed {
            self.advance(id)?;
            self.catch_at(id);
        } else if let Some(row) = harm.row(barrier.damage) {
            self.suffer(id, Some(row), &barrier.name, roller)?;
        }
        self.after_action(id);
        Ok(())
    }

    /// "Breaking Down Barriers": no attack roll; the damage comes off the barrier's hit points, and
    /// at 0 it is gone, leaving its debris as a hazard if it has any. It is the participant's attack
    /// for the round and costs 1 movement action.
    pub(super) fn attack_barrier(
        &mut self,
        who: &str,
        damage: Option<&DiceExpr>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.refuse_passenger(id, "cannot break down a barrier from inside the vehicle")?;
        let at = self.state.participant(id).location;
        let barrier = match self.obstacle_for(id)? {
            Some(Obstacle::Barrier(barrier)) => barrier,
            _ => return Err(Coc7Error::NoBarrierAhead { who: self.name(id) }.into()),
        };
        let Some(hp) = barrier.hp else {
            return Err(Coc7Error::Unbreakable { name: barrier.name }.into());
        };
        if self.state.participant(id).attacked {
            return Err(Coc7Error::AlreadyAttacked { who: self.name(id) }.into());
        }
        self.require_actions(id, 1)?;
        let expr = match (damage, self.barrier_ramming_dice(id)) {
            (None, Some(ramming)) => ramming,
            _ => self.damage_of(id, damage),
        };
        let name = self.name(id);
        let dealt = roller.roll(&expr, || format!("{name}: damage to {}", barrier.name))? as u32;
        self.emit(Event::ActionsSpent { who: id, count: 1 });
        let hp_left = hp.saturating_sub(dealt);
        self.emit(Event::BarrierDamaged {
            who: id,
            at,
            damage: dealt,
            hp_left,
        });
        if hp_left == 0 {
            self.emit(Event::BarrierBroken {
                at,
                debris: barrier.debris.clone(),
            });
        }
        if hp_left == 0 && barrier.debris.is_some() && self.driven(id).is_some() {
            self.emit(VehicleEvent::BrokeThrough { who: id, at });
        }
        self.rammed_barrier(id, hp, hp_left, roller)?;
        self.after_action(id);
        Ok(())
    }

    /// The harm of a failed hazard (or a successful maneuver against the participant): the Table III
    /// damage, if a row is chosen, then 1D3 lost movement actions.
    pub(super) fn suffer(
        &mut self,
        id: Id,
        row: Option<DamageRow>,
        cause: &str,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        if self.vehicle_suffers(id, row, cause, roller)? {
            return Ok(());
        }
        // For the keeper's prompt, written only when asked: a name is held inline, so this
        // copy allocates nothing.
        let name = self.state.participant(id).name.clone();
        if let Some(row) = row {
            let dealt = roller.roll(&row.dice(), || {
                format!("{name}: {} damage from {cause}", row.word())
            })?;
            self.harm(id, dealt as u32, roller)?;
        }
        let lost = roller.roll(&DiceExpr::dice(1, 3), || {
            format!("{name}: movement actions lost to {cause}")
        })? as u32;
        let this_round = lost.min(self.state.participant(id).actions);
        self.emit(Event::ActionsLost {
            who: id,
            this_round,
            owed: lost - this_round,
        });
        Ok(())
    }

    /// The damage an attack by `id` does: the command's, else the participant's own, else unarmed;
    /// "per build" dice are counted for its build (its vehicle's when driving).
    pub(super) fn damage_of(&self, id: Id, given: Option<&DiceExpr>) -> DiceExpr {
        let participant = self.state.participant(id);
        let expr = given
            .or(participant.damage.as_ref())
            .unwrap_or(&self.state.settings.unarmed_damage);
        let build = participant
            .vehicle
            .as_ref()
            .map_or(participant.build.max(0) as u32, |v| v.build.whole());
        expr.for_build(build)
    }

    pub(super) fn obstacle_ahead(&self, id: Id, obstacle: &Obstacle) -> Coc7Error {
        let (kind, advice) = match obstacle {
            Obstacle::Hazard(_) => ("hazard", "negotiate it with one of its skills"),
            Obstacle::Barrier(_) => ("barrier", "pass it with a skill roll or break it down"),
        };
        Coc7Error::ObstacleAhead {
            who: self.name(id),
            kind,
            name: obstacle.name().to_string(),
            advice,
        }
    }
}

/// What a roll to cross a hazard or pass a barrier reads of it, copied off the track so that the
/// events the roll emits may change the state: the name is held inline, where a copy of the whole
/// obstacle made a string and a list of skills (two allocations a hazard in every playout).
pub(super) struct Faced {
    pub name: Name,
    pub difficulty: Difficulty,
    pub damage: Option<DamageRow>,
}

impl Faced {
    pub fn hazard(hazard: &Hazard) -> Self {
        Faced {
            name: Name::from(hazard.name.as_str()),
            difficulty: hazard.difficulty,
            damage: hazard.damage,
        }
    }

    pub fn barrier(barrier: &Barrier) -> Self {
        Faced {
            name: Name::from(barrier.name.as_str()),
            difficulty: barrier.difficulty,
            damage: barrier.damage,
        }
    }
}

/// "Skills and Hazards": the keeper specifies the skill or skills that may be used; a hazard with
/// none listed accepts any. Returns the skill's name as the keeper wrote it.
pub(super) fn allowed_skill(
    skill: &str,
    obstacle: &str,
    allowed: &[Name],
) -> Result<Name, Coc7Error> {
    if allowed.is_empty() {
        return Ok(skill.trim().into());
    }
    allowed
        .iter()
        .find(|a| a.eq_ignore_ascii_case(skill.trim()))
        .cloned()
        .ok_or_else(|| Coc7Error::SkillNotAllowed {
            skill: skill.to_string(),
            obstacle: obstacle.to_string(),
            allowed: allowed.join(", "),
        })
}
