//! Part 4 conflict: attacks during a chase, "Using Fighting Maneuvers in a Chase", hit points and
//! major wounds.

use super::Decider;
use crate::dice::{Roller, SkillRoll};
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::command::{Command, ManeuverEffect, Response};
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::{Event, ResponseKind, ResponseRoll};
use crate::systems::coc7::rules::legal::fires_with;
use crate::systems::coc7::rules::state::{Id, Status};

/// The farthest a fighting maneuver moves its victim. "Fighting Maneuvers" in a chase: the
/// text's example throws the farmer over a fence, one location on; a push of a few locations is a
/// generous reading, and anything more is the keeper placing the victim. The bound keeps a number
/// typed by mistake (or a damaged journal) from growing the track without end.
pub const MAX_PUSH: u32 = 5;

impl Decider<'_> {
    /// An attack in a chase: "The characters or vehicles must be on the same location to attack one
    /// another, unless firearms are involved. Initiating an attack costs 1 movement action", one a
    /// round. The target "should always be given the opportunity to respond", whatever its movement
    /// actions: a dodge wins ties, fighting back or a maneuver loses them. A fighting maneuver gets 1
    /// penalty die per point of build the target is larger and is impossible at 3 or more.
    pub(super) fn attack(&mut self, command: &Command, roller: &mut Roller) -> Result<(), Refusal> {
        let Command::Attack {
            who,
            target,
            skill,
            ranged,
            maneuver,
            damage,
            response,
            effect,
        } = command
        else {
            return Ok(());
        };
        let id = self.acting(who)?;
        let target_id = self.id(target)?;
        if target_id == id {
            return Err(Coc7Error::SelfTarget { who: self.name(id) }.into());
        }
        let attacker = self.state.participant(id);
        let defender = self.state.participant(target_id);
        if !defender.in_chase() {
            return Err(Coc7Error::NotActive {
                who: defender.name.to_string(),
                status: defender.status.word(),
            }
            .into());
        }
        if attacker.attacked {
            return Err(Coc7Error::AlreadyAttacked { who: self.name(id) }.into());
        }
        if !ranged && attacker.location != defender.location {
            return Err(Coc7Error::NotTogether {
                who: self.name(id),
                target: self.name(target_id),
            }
            .into());
        }
        // "Splitting Up": those who took different ways are in separate chases.
        if !self
            .state
            .map
            .on_one_way(attacker.location, defender.location)
        {
            return Err(Coc7Error::SeparateChases {
                who: self.name(id),
                target: self.name(target_id),
            }
            .into());
        }
        // "Fighting Maneuvers" are close combat: one is made where the two stand together.
        if *ranged && *maneuver {
            return Err(Coc7Error::RangedManeuver.into());
        }
        // "... unless firearms are involved": a ranged attack is made with a firearm or a throw.
        if *ranged && !fires_with(skill) {
            return Err(Coc7Error::NotAtRange {
                who: self.name(id),
                skill: skill.to_string(),
            }
            .into());
        }
        if *ranged && matches!(response, Response::FightBack(_) | Response::Maneuver(_)) {
            return Err(Coc7Error::RangedResponse.into());
        }
        if *ranged && damage.is_none() && attacker.damage.is_none() {
            return Err(Coc7Error::RangedNeedsDamage { who: self.name(id) }.into());
        }
        self.check_vehicle_attack(id, target_id, skill, *ranged, *maneuver, response)?;
        self.require_actions(id, 1)?;
        let bonus = if *maneuver {
            self.size_penalty(id, target_id)?
        } else {
            0
        } - self.moving_fire_penalty(id, *ranged);
        let value = self.skill(id, skill)?;
        let against = format!(" against {}", self.name(target_id));
        let roll = self.roll(roller, id, skill, value, bonus, &against)?;
        let answer = self.respond(target_id, id, response, roller)?;
        let winner = decide(id, target_id, &roll, answer.as_ref());
        self.spend(id, 1);
        self.emit(Event::Attacked {
            who: id,
            target: target_id,
            skill: skill.clone(),
            roll,
            response: answer.clone(),
            maneuver: *maneuver,
            winner,
        });
        match winner {
            Some(w) if w == id && *maneuver => self.maneuver_outcome(target_id, effect, roller)?,
            Some(w) if w == id => self.strike(id, target_id, damage.as_ref(), *ranged, roller)?,
            Some(_) => match answer.map(|a| a.kind) {
                Some(ResponseKind::FightBack) => self.strike(target_id, id, None, false, roller)?,
                Some(ResponseKind::Maneuver) => self.maneuver_outcome(id, effect, roller)?,
                _ => {}
            },
            None => {}
        }
        self.after_action(id);
        Ok(())
    }

    /// "Builds": 1 penalty die per point of build the target is larger, impossible at 3 or more.
    fn size_penalty(&self, id: Id, target: Id) -> Result<i8, Coc7Error> {
        let difference = self.build_of(target) - self.build_of(id);
        if difference >= 3 {
            return Err(Coc7Error::TooBig {
                who: self.name(id),
                target: self.name(target),
                difference,
            });
        }
        Ok(-(difference.max(0) as i8))
    }

    /// A participant's build, or its vehicle's in whole points ("A fighting maneuver can be made
    /// against a vehicle ... The same limitations regarding build apply").
    pub(super) fn build_of(&self, id: Id) -> i32 {
        match self.state.vehicle_of(id) {
            Some((_, vehicle)) => vehicle.build.whole() as i32,
            None => self.state.participant(id).build,
        }
    }

    pub(super) fn respond(
        &self,
        target: Id,
        attacker: Id,
        response: &Response,
        roller: &mut Roller,
    ) -> Result<Option<ResponseRoll>, Refusal> {
        let (kind, skill, bonus) = match response {
            Response::None => return Ok(None),
            Response::Dodge(skill) => (
                ResponseKind::Dodge,
                skill
                    .clone()
                    .unwrap_or_else(|| self.dodge_skill(target).into()),
                0,
            ),
            Response::FightBack(skill) => (ResponseKind::FightBack, skill.clone(), 0),
            Response::Maneuver(skill) => (
                ResponseKind::Maneuver,
                skill.clone(),
                self.size_penalty(target, attacker)?,
            ),
        };
        let value = self.skill(target, &skill)?;
        let against = format!(" answering {}", self.name(attacker));
        let roll = self.roll(roller, target, &skill, value, bonus, &against)?;
        Ok(Some(ResponseRoll { kind, skill, roll }))
    }

    /// "A successful fighting maneuver causes the same outcome as failing a skill roll for a hazard:
    /// 1D3 movement actions are lost and, if appropriate, an amount of damage is selected from Table
    /// III". When the keeper asks for a roll first (the farmer's DEX roll over the fence), passing it
    /// avoids the harm. A push moves the victim (thrown over the fence).
    fn maneuver_outcome(
        &mut self,
        victim: Id,
        effect: &ManeuverEffect,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        if let Some(skill) = &effect.save {
            let value = self.skill(victim, skill)?;
            let roll = self.roll_against(
                roller,
                (victim, skill, value),
                0,
                " to save against the maneuver",
                Some(effect.difficulty),
            )?;
            let passed = roll.passes(effect.difficulty);
            self.emit(Event::SaveRolled {
                who: victim,
                skill: skill.clone(),
                roll,
                passed,
            });
            if passed {
                return self.push(victim, effect.push);
            }
        }
        self.suffer(victim, effect.damage, "the maneuver", roller)?;
        self.push(victim, effect.push)
    }

    fn push(&mut self, victim: Id, by: i32) -> Result<(), Refusal> {
        if by.unsigned_abs() > MAX_PUSH {
            return Err(Coc7Error::PushTooFar { by, most: MAX_PUSH }.into());
        }
        if by == 0 || !self.state.participant(victim).in_chase() {
            return Ok(());
        }
        let from = self.state.participant(victim).location;
        // Along the victim's own way: back towards the start, or forward (the trunk's way on at a
        // fork, growing the track past its end).
        let mut to = from;
        for _ in 0..by.unsigned_abs() {
            let track = &self.state.map;
            to = match (by > 0, track.next(to), track.previous(to)) {
                (true, Some(next), _) => next,
                (true, None, _) => self.grow_after(to, None)?,
                (false, _, Some(previous)) => previous,
                (false, _, None) => break,
            };
        }
        self.emit(Event::Placed {
            who: victim,
            location: to,
        });
        Ok(())
    }

    /// Hit points lost. A major wound is damage of half the maximum hit points or more in one blow;
    /// it calls for a CON roll to stay conscious (when the setting asks). At 0 hit points a
    /// participant falls unconscious, or is dying after a major wound. Either way it leaves the chase.
    pub(super) fn harm(&mut self, id: Id, damage: u32, roller: &mut Roller) -> Result<(), Refusal> {
        let participant = self.state.participant(id);
        // Hit points stop at 0 (the core rules): what more a blow deals says only whether it
        // killed outright.
        let hp_left = (participant.hp - damage as i32).max(0);
        let major_wound = damage > 0 && damage * 2 >= participant.max_hp;
        let outright = damage > 0 && damage >= participant.max_hp;
        let con = participant.con;
        let was_in = participant.in_chase();
        self.emit(Event::Harmed {
            who: id,
            damage,
            hp_left,
            major_wound,
        });
        if !was_in {
            return Ok(());
        }
        // The core rules: a single blow of at least the maximum hit points kills; 0 hit points
        // after a major wound is dying; 0 otherwise, unconscious.
        let knocked_out = if outright {
            Some(Status::Dead)
        } else if hp_left <= 0 {
            Some(if major_wound {
                Status::Dying
            } else {
                Status::Unconscious
            })
        } else if major_wound && self.state.settings.major_wound_con_roll {
            let roll = self.roll(roller, id, "CON", con, 0, " to stay conscious")?;
            let passed = roll.level.is_success();
            self.emit(Event::ConsciousnessRolled {
                who: id,
                roll,
                passed,
            });
            (!passed).then_some(Status::Unconscious)
        } else {
            None
        };
        if let Some(status) = knocked_out {
            self.emit(Event::StatusChanged { who: id, status });
        }
        Ok(())
    }
}

/// Who wins an attack: with no response, the attacker on any success; against a dodge the attacker
/// needs a higher level; against fighting back or a maneuver the attacker wins ties. Nobody wins
/// when both fail.
pub(super) fn decide(
    attacker: Id,
    target: Id,
    roll: &SkillRoll,
    answer: Option<&ResponseRoll>,
) -> Option<Id> {
    let hit = roll.level.is_success();
    match answer {
        None => hit.then_some(attacker),
        Some(answer) => {
            let answered = answer.roll.level.is_success();
            let attacker_wins = match answer.kind {
                ResponseKind::Dodge => hit && roll.level > answer.roll.level,
                ResponseKind::FightBack | ResponseKind::Maneuver => {
                    hit && roll.level >= answer.roll.level
                }
            };
            if attacker_wins {
                Some(attacker)
            } else if answered {
                Some(target)
            } else {
                None
            }
        }
    }
}
