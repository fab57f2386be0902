//! Step 1 of a turn: "Chase Actions" with their "Success Effects" and "Complications", "Attacks
//! During Chases", and the saves of "Environmental Hazards", which the GM calls at any time.

use super::Decider;
use crate::dice::{DiceExpr, Roller};
use crate::systems::track::rules::Refusal;
use crate::systems::track::rules::command::{Command, Consequence, Effect};
use crate::systems::track::rules::error::TrackError;
use crate::systems::track::rules::event::{ActionResult, Event, Gain};
use crate::systems::track::rules::state::{Against, Id};

impl Decider<'_> {
    /// "Chase Actions": before moving, once a turn, heart die + ability die against the CN the GM
    /// sets (the environment's base CN when none is given); a total at or above it succeeds and
    /// wins the effect the GM picked ("Success Effects"). "Complications": a 1 on either die makes
    /// the GM choose first (unless the setting is off).
    pub(super) fn act(&mut self, command: &Command, roller: &mut Roller) -> Result<(), Refusal> {
        let Command::Act {
            who,
            ability,
            effect,
            cn,
            what,
            edge,
        } = command
        else {
            return Ok(());
        };
        let id = self.acting(who)?;
        self.action_free(id)?;
        let cn = self.cn_or_base(*cn)?;
        let gain = self.gain_for(id, effect)?;
        let check = self.check(roller, id, *ability, cn, *edge)?;
        let result = if self.state.settings.complications && check.shows_one() {
            ActionResult::OneRolled
        } else if check.succeeds() {
            ActionResult::Success
        } else {
            ActionResult::Failure
        };
        self.emit(Event::ActionRolled {
            who: id,
            ability: *ability,
            what: what.clone(),
            check,
            result,
            gain: gain.clone(),
        });
        if result == ActionResult::Success {
            self.gain(id, gain, what.clone());
        }
        Ok(())
    }

    /// "Complications", accept failure: "your action fails with no other consequences".
    pub(super) fn accept_failure(&mut self, who: &str) -> Result<(), TrackError> {
        let id = self.running(who)?;
        self.pending_of(id)?;
        self.emit(Event::FailureAccepted { who: id });
        Ok(())
    }

    /// "Complications", accept complication: "reroll the die, but something goes wrong". Each die
    /// that showed 1 is rolled again; the new total against the same CN decides the action, and the
    /// complication goes on record for the rest of the chase.
    pub(super) fn take_complication(
        &mut self,
        who: &str,
        complication: &str,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.running(who)?;
        let pending = self.pending_of(id)?;
        if complication.trim().is_empty() {
            return Err(TrackError::EmptyComplication.into());
        }
        let mut check = pending.check;
        if check.heart == 1 {
            check.heart = self.die(roller, id, None, " (reroll)")?;
        }
        if check.ability == 1 {
            check.ability = self.die(roller, id, Some(pending.ability), " (reroll)")?;
        }
        let success = check.succeeds();
        self.emit(Event::Rerolled {
            who: id,
            check,
            success,
        });
        self.emit(Event::ComplicationTaken {
            who: id,
            what: complication.trim().to_string(),
        });
        if success {
            self.gain(id, pending.gain, pending.what);
        }
        Ok(())
    }

    /// "Attacks During Chases": only within 2 spaces (the setting) of the target, and it uses the
    /// action for the turn, so no chase advantage. The attack roll follows the game's own combat
    /// rules (an opportunity attack, range one category worse); the GM says whether it hit and the
    /// damage dice, if any, are rolled here.
    pub(super) fn attack(
        &mut self,
        who: &str,
        target: &str,
        hit: bool,
        damage: Option<&DiceExpr>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.action_free(id)?;
        let target = self.running(target)?;
        if target == id {
            return Err(TrackError::SelfTarget { who: self.name(id) }.into());
        }
        if self.state.participant(target).side == self.state.participant(id).side {
            return Err(TrackError::SameSide {
                who: self.name(id),
                target: self.name(target),
            }
            .into());
        }
        let distance = self.state.distance(id, target);
        let range = self.state.settings.attack_range;
        if distance > range {
            return Err(TrackError::OutOfRange {
                who: self.name(id),
                target: self.name(target),
                distance,
                range,
            }
            .into());
        }
        self.emit(Event::Attacked {
            who: id,
            target,
            distance,
            hit,
        });
        if let (true, Some(expr)) = (hit, damage) {
            let (name, victim) = (self.name(id), self.name(target));
            let dealt = roller.roll(expr, || format!("{name}: damage to {victim} ({expr})"))?;
            self.harm(target, dealt.max(0) as u32);
        }
        Ok(())
    }

    /// "Environmental Hazards": an agility, might or cunning save (heart + ability die against a
    /// CN, the environment's base when none is given); "failing a save might cause damage, lose a
    /// space of movement, or create complications", as the GM names.
    pub(super) fn save(
        &mut self,
        who: &str,
        ability: crate::systems::track::rules::state::Ability,
        cn: Option<u32>,
        on_failure: &Consequence,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.running(who)?;
        self.no_choice_waiting()?;
        let cn = self.cn_or_base(cn)?;
        if matches!(on_failure, Consequence::Complication(what) if what.trim().is_empty()) {
            return Err(TrackError::EmptyComplication.into());
        }
        let check = self.check(roller, id, ability, cn, Default::default())?;
        let success = check.succeeds();
        self.emit(Event::SaveRolled {
            who: id,
            ability,
            check,
            success,
        });
        if success {
            return Ok(());
        }
        match on_failure {
            Consequence::Damage(expr) => {
                let name = self.name(id);
                let dealt =
                    roller.roll(expr, || format!("{name}: damage from the hazard ({expr})"))?;
                self.harm(id, dealt.max(0) as u32);
            }
            Consequence::LoseSpace => self.emit(Event::MovementLost { who: id, spaces: 1 }),
            Consequence::Complication(what) => self.emit(Event::ComplicationTaken {
                who: id,
                what: what.trim().to_string(),
            }),
        }
        Ok(())
    }

    /// Refuses a second action in a turn, and an action after the move ("Each Turn": the action is
    /// step 1).
    fn action_free(&self, id: Id) -> Result<(), TrackError> {
        if self.state.turn.acted {
            return Err(TrackError::AlreadyActed { who: self.name(id) });
        }
        if self.state.turn.moved {
            return Err(TrackError::ActionAfterMove { who: self.name(id) });
        }
        Ok(())
    }

    /// The roll of 1 that waits for this participant's choice.
    fn pending_of(
        &self,
        id: Id,
    ) -> Result<crate::systems::track::rules::state::Pending, TrackError> {
        self.state
            .turn
            .pending
            .clone()
            .filter(|p| p.who == id)
            .ok_or_else(|| TrackError::NoChoicePending { who: self.name(id) })
    }

    /// The effect the GM picked, with its space worked out; "Fast Lane" is a persistent advantage
    /// and is won once.
    fn gain_for(&self, id: Id, effect: &Effect) -> Result<Gain, TrackError> {
        Ok(match effect {
            Effect::Shortcut => Gain::Shortcut,
            Effect::FastLane => {
                if self.state.participant(id).fast_lane_from.is_some() {
                    return Err(TrackError::AlreadyFastLane { who: self.name(id) });
                }
                Gain::FastLane
            }
            Effect::SlowThemDown { at } => {
                let at = match at {
                    Some(name) => self.running(name)?,
                    None => id,
                };
                Gain::SlowThemDown {
                    at: self.state.participant(at).space,
                }
            }
        })
    }

    /// "Success Effects": a shortcut is one more space on this turn's move; the fast lane one more
    /// space per move "for the rest of the chase, starting next turn"; slowing them down puts an
    /// obstacle for every opponent on the space.
    fn gain(&mut self, id: Id, gain: Gain, what: Option<String>) {
        match gain {
            Gain::Shortcut => self.emit(Event::ShortcutTaken { who: id }),
            Gain::FastLane => self.emit(Event::FastLaneGained {
                who: id,
                from: self.state.round + 1,
            }),
            Gain::SlowThemDown { at } => self.emit(Event::ObstaclePlaced {
                at,
                against: Against::opponents_of(self.state.participant(id).side),
                what,
            }),
        }
    }

    /// Harm taken; with hit points tracked, a participant at 0 is down and out of the chase.
    pub(super) fn harm(&mut self, id: Id, damage: u32) {
        let hp_left = self
            .state
            .participant(id)
            .hp
            .map(|hp| hp.saturating_sub(damage));
        self.emit(Event::Harmed {
            who: id,
            damage,
            hp_left,
        });
        if hp_left == Some(0) {
            self.emit(Event::StatusChanged {
                who: id,
                status: crate::systems::track::rules::state::Status::Down,
            });
        }
    }
}
