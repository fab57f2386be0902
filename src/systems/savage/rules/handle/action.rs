//! "Attacks", "Groups", "Force" and "Shaken Characters": what a participant does on its card.

use super::super::event::{Mods, Rolls};
use super::{Decider, ace, modifiers};
use crate::dice::Roller;
use crate::engine::Name;
use crate::systems::savage::rules::error::{Refusal, SavageError};
use crate::systems::savage::rules::event::{DamageRoll, Effect, Event, Strike, Why};
use crate::systems::savage::rules::state::{Id, Out, Range};

/// A wild card is incapacitated by a fourth wound.
const MAX_WOUNDS: u32 = 3;

/// How an attack is made: in melee or not, how many of a group attack, the GM's modifier,
/// whether it is held to the split of the group's attacks, and whether a driver it shakes rolls
/// against going Out of Control at once (see `Command::Attack`).
#[derive(Clone, Copy)]
pub(in crate::systems::savage::rules) struct Attack {
    pub melee: bool,
    pub attackers: u32,
    pub modifier: i32,
    pub held_to_split: bool,
    pub control_now: bool,
}

impl Decider<'_> {
    /// "Attacks": a character with advantage (an equal or higher card) attacks a foe, at the range
    /// its card gives; melee only from a King up. A group sends `attackers` of its members
    /// ("Groups"), each rolling on its own.
    pub(super) fn attack(
        &mut self,
        who: &str,
        target: &str,
        attack: Attack,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let Attack {
            melee,
            attackers,
            modifier,
            held_to_split,
            control_now,
        } = attack;
        let (id, tid, range) = self.may_act_on(who, target)?;
        let p = self.state.participant(id);
        if self.state.hand(id).distracted {
            return Err(SavageError::Distracted {
                who: p.name.to_string(),
            }
            .into());
        }
        // The weapon is read in place (its damage dice are a list): no copy an attack.
        let Some(skill) = p.weapon.as_ref().map(|weapon| weapon.skill) else {
            return Err(SavageError::NoWeapon {
                who: p.name.to_string(),
            }
            .into());
        };
        if melee && range != Range::Short {
            return Err(SavageError::NoMelee {
                who: p.name.to_string(),
                card: self.card_text(id),
            }
            .into());
        }
        let left = if p.group {
            p.count.saturating_sub(self.state.hand(id).attacks)
        } else {
            1
        };
        if attackers == 0 {
            return Err(SavageError::NoAttackers.into());
        }
        if attackers > left {
            return Err(SavageError::TooManyAttackers {
                who: p.name.to_string(),
                left,
                asked: attackers,
            }
            .into());
        }
        if p.group && held_to_split {
            self.within_share(id, tid, attackers)?;
        }
        let multi = if self.state.hand(id).helped {
            -self.state.settings.multi_action_penalty
        } else {
            0
        };
        let mods = modifiers([
            (Why::Range, if melee { 0 } else { range.modifier() }),
            (Why::MultiAction, multi),
            (Why::Hurt, p.penalty()),
            (Why::Joker, self.joker(id)),
            (Why::Keeper, modifier),
        ]);
        let (name, group, wild) = (p.name.clone(), p.group, p.wild_card && !p.group);
        for n in 1..=attackers {
            if !self.state.participant(tid).is_running() {
                break;
            }
            let label = || {
                if group && attackers > 1 {
                    format!("{name} ({n} of {attackers}): attack")
                } else {
                    format!("{name}: attack")
                }
            };
            let roll = self.trait_roll(roller, &label, skill, wild, mods.clone())?;
            let target_p = self.state.participant(tid);
            let target_number = if melee { target_p.parry as i32 } else { 4 };
            let (toughness, shaken) = (target_p.toughness, target_p.shaken && !target_p.group);
            let mut strike = Strike {
                roll,
                target_number,
                damage: None,
                effect: Effect::Miss,
            };
            if strike.roll.succeeds(target_number) {
                let mut dice = Rolls::new();
                let damage = self
                    .state
                    .participant(id)
                    .weapon
                    .as_ref()
                    .map(|w| &w.damage);
                for sides in damage.map_or(&[][..], |damage| &damage.dice) {
                    dice.extend(ace(roller, &|| format!("{name}: damage"), *sides)?);
                }
                if strike.roll.total >= target_number + 4 {
                    dice.extend(ace(roller, &|| format!("{name}: damage for the raise"), 6)?);
                }
                let plus = damage.map_or(0, |damage| damage.plus) + self.joker(id);
                let total = dice.iter().sum::<i32>() + plus;
                strike.effect = effect(total, toughness, shaken);
                strike.damage = Some(DamageRoll {
                    dice,
                    plus,
                    total,
                    toughness,
                });
            }
            let effect = strike.effect;
            self.emit(Event::Attacked {
                who: id,
                target: tid,
                range,
                melee,
                strikes: smallvec::smallvec![strike],
            });
            if self.hurt(tid, effect) {
                self.keep_control(tid, control_now, roller)?;
            }
        }
        self.after_action(id);
        Ok(())
    }

    /// "Force": "A driver with advantage may attempt to distract or even ram another vehicle in
    /// the chase": an opposed maneuvering roll modified by range. Only a driver (Boating, Driving
    /// or Piloting) forces, and only another vehicle's driver: not a runner on foot, not a rider.
    /// A success gives the target -2 on its next maneuvering roll; a raise also hits it as an
    /// obstacle would.
    pub(super) fn force(
        &mut self,
        who: &str,
        target: &str,
        helpers: &[Name],
        modifier: i32,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let (id, tid, range) = self.may_act_on(who, target)?;
        for side in [id, tid] {
            if !self.state.participant(side).draws() {
                return Err(SavageError::PassengerForce {
                    who: self.name(side),
                }
                .into());
            }
        }
        let (mine, theirs) = (
            self.state.participant(id).maneuver,
            self.state.participant(tid).maneuver,
        );
        if !mine.in_vehicle() {
            return Err(SavageError::NotADriver {
                who: self.name(id),
                trait_name: mine.word(),
            }
            .into());
        }
        if !theirs.in_vehicle() {
            return Err(SavageError::NotAVehicle {
                target: self.name(tid),
                trait_name: theirs.word(),
            }
            .into());
        }
        if self.state.hand(id).distracted {
            return Err(SavageError::Distracted { who: self.name(id) }.into());
        }
        let helper_ids = self.helpers(id, helpers)?;
        let p = self.state.participant(id);
        let mut mods = modifiers([
            (Why::Range, range.modifier()),
            (Why::Hurt, p.penalty()),
            (Why::Vehicle, self.vehicle_penalty(id)),
            (Why::Joker, self.joker(id)),
            (Why::Keeper, modifier),
        ]);
        let label = || format!("{}: {} to force", p.name, p.maneuver.word());
        let (die, wild) = (p.die, p.wild_card && !p.group);
        let mut roll = self.trait_roll(roller, &label, die, wild, Mods::new())?;
        let helps = self.cooperate(&helper_ids, roller)?;
        let helped: i32 = helps.iter().map(|h| h.bonus).sum();
        if helped != 0 {
            mods.push((Why::Helped, helped));
        }
        roll.total += mods.iter().map(|(_, m)| m).sum::<i32>();
        roll.modifiers = mods;
        let t = self.state.participant(tid);
        let label = || format!("{}: {} against the force", t.name, t.maneuver.word());
        let (die, wild, hurt) = (t.die, t.wild_card && !t.group, t.penalty());
        let mods = modifiers([
            (Why::Hurt, hurt),
            (Why::Vehicle, self.vehicle_penalty(tid)),
            (Why::Joker, self.joker(tid)),
        ]);
        let against = self.trait_roll(roller, &label, die, wild, mods)?;
        let result = if roll.total < super::maneuver::TARGET || roll.total <= against.total {
            0
        } else if roll.total >= against.total + 4 {
            2
        } else {
            1
        };
        self.emit(Event::Forced {
            who: id,
            target: tid,
            range,
            helpers: helps,
            roll,
            against: Box::new(against),
            result,
        });
        if result >= 1 {
            self.emit(Event::ForcePenalty {
                who: tid,
                penalty: -2,
            });
        }
        if result == 2 {
            self.obstacle_hit(tid, roller)?;
        }
        self.after_action(id);
        Ok(())
    }

    /// "Shaken Characters": a Shaken character tries to recover on its card (a Spirit roll).
    pub(super) fn recover(&mut self, who: &str, roller: &mut Roller) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        self.no_complication(id)?;
        let p = self.state.participant(id);
        if !p.shaken {
            return Err(SavageError::NotShaken {
                who: p.name.to_string(),
            }
            .into());
        }
        if self.state.hand(id).recovered {
            return Err(SavageError::RecoveredAlready {
                who: p.name.to_string(),
            }
            .into());
        }
        let label = || format!("{}: Spirit to recover", p.name);
        let (die, wild, hurt) = (p.spirit, p.wild_card && !p.group, p.penalty());
        let mods = modifiers([(Why::Hurt, hurt), (Why::Joker, self.joker(id))]);
        let roll = self.trait_roll(roller, &label, die, wild, mods)?;
        let success = roll.succeeds(4);
        self.emit(Event::Recovered {
            who: id,
            roll,
            success,
        });
        Ok(())
    }

    /// "Shaken Characters": a Shaken driver's roll against going Out of Control, owed by a
    /// command of a journal written before the roll came with the command that shook the driver
    /// (see `Command::ControlRoll`). A crash it leads to owes the next one the same way.
    pub(super) fn control_roll(&mut self, who: &str, roller: &mut Roller) -> Result<(), Refusal> {
        let id = self.running(who)?;
        let p = self.state.participant(id);
        if !p.control_roll {
            return Err(SavageError::NoControlRoll {
                who: p.name.to_string(),
            }
            .into());
        }
        self.roll_control(id, false, roller)
    }

    /// "Shaken Characters": "If a character driving or piloting a vehicle is Shaken, he must make
    /// an Out of Control roll". The log says the roll is owed; with `now` (every command of
    /// today) the driver makes it at once, with the command's dice, else it waits for a
    /// `ControlRoll` (a journal written before).
    pub(super) fn keep_control(
        &mut self,
        id: Id,
        now: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.emit(Event::ControlRollNeeded { who: id });
        if now {
            self.roll_control(id, true, roller)?;
        }
        Ok(())
    }

    /// The roll itself: the driver's maneuvering trait ("meaning she has to make another Driving
    /// roll or go Out of Control"); out of control, the vehicle the setup gives rolls on the Out
    /// of Control table, else the GM resolves it. `now` as for `keep_control`, for a driver the
    /// crash shakes again.
    fn roll_control(&mut self, id: Id, now: bool, roller: &mut Roller) -> Result<(), Refusal> {
        let p = self.state.participant(id);
        let label = || format!("{}: {} to keep control", p.name, p.maneuver.word());
        let (die, wild, hurt) = (p.die, p.wild_card && !p.group, p.penalty());
        let mods = modifiers([
            (Why::Hurt, hurt),
            (Why::Vehicle, self.vehicle_penalty(id)),
            (Why::Joker, self.joker(id)),
        ]);
        let roll = self.trait_roll(roller, &label, die, wild, mods)?;
        let success = roll.succeeds(4);
        self.emit(Event::ControlRolled {
            who: id,
            roll,
            success,
        });
        if !success {
            self.out_of_control(id, now, roller)?;
        }
        Ok(())
    }

    /// What a hit does: Shaken, wounds, a group's member lost, a wild card's fourth wound.
    /// Whether it leaves a driver, Shaken or wounded at the wheel, who must roll against going
    /// Out of Control (`keep_control`; not while such a roll is still owed).
    #[must_use]
    pub(super) fn hurt(&mut self, id: Id, effect: Effect) -> bool {
        // What the hit meets, read before its events change it (no copy of the sheet).
        let p = self.state.participant(id);
        let (group, count, wild_card, wounds, shaken) =
            (p.group, p.count, p.wild_card, p.wounds, p.shaken);
        let at_the_wheel = p.draws() && p.maneuver.in_vehicle() && !p.control_roll;
        match effect {
            Effect::Miss | Effect::NoDamage => return false,
            Effect::Shaken if group => return false,
            Effect::Shaken => self.emit(Event::ShakenSet {
                who: id,
                shaken: true,
            }),
            Effect::Wounds(_) if group => {
                let left = count.saturating_sub(1);
                self.emit(Event::MemberLost { who: id, left });
                if left == 0 {
                    self.emit(Event::TakenOut {
                        who: id,
                        out: Out::Incapacitated,
                    });
                }
                return false;
            }
            Effect::Wounds(_) if !wild_card => {
                self.emit(Event::TakenOut {
                    who: id,
                    out: Out::Incapacitated,
                });
                return false;
            }
            Effect::Wounds(n) => {
                let wounds = wounds + n;
                if wounds > MAX_WOUNDS {
                    self.emit(Event::TakenOut {
                        who: id,
                        out: Out::Incapacitated,
                    });
                    return false;
                }
                self.emit(Event::Wounded { who: id, wounds });
                if !shaken {
                    self.emit(Event::ShakenSet {
                        who: id,
                        shaken: true,
                    });
                }
            }
        }
        at_the_wheel
    }

    /// The checks an attack and a Force share: the one acting, not Shaken, its complication
    /// faced, its action not yet taken; a running foe it has advantage over; a card in range.
    fn may_act_on(&self, who: &str, target: &str) -> Result<(Id, Id, Range), SavageError> {
        let id = self.acting(who)?;
        self.no_complication(id)?;
        let p = self.state.participant(id);
        if p.shaken {
            return Err(SavageError::IsShaken {
                who: p.name.to_string(),
            });
        }
        if self.state.hand(id).acted && !p.group {
            return Err(SavageError::AlreadyActed {
                who: p.name.to_string(),
            });
        }
        let tid = self.running(target)?;
        if !self.state.opposed(id, tid) {
            return Err(SavageError::SameSide {
                who: self.name(id),
                target: self.name(tid),
            });
        }
        if !self.state.has_advantage(id, tid) {
            return Err(SavageError::NoAdvantage {
                who: self.name(id),
                target: self.name(tid),
                mine: self.card_text(id),
                theirs: self.card_text(tid),
            });
        }
        let range = self.state.card(id).map_or(Range::OutOfRange, Range::of);
        if range == Range::OutOfRange {
            return Err(SavageError::OutOfRange { who: self.name(id) });
        }
        Ok((id, tid, range))
    }

    pub(super) fn card_text(&self, id: Id) -> String {
        self.state
            .card(id)
            .map_or_else(|| "no card".to_string(), |card| card.to_string())
    }

    /// A single participant's turn ends after its action; a group's once every member attacked.
    fn after_action(&mut self, id: Id) {
        if !self.state.settings.auto_end_turn || self.state.current() != Some(id) {
            return;
        }
        let p = self.state.participant(id);
        let done = !p.group || self.state.hand(id).attacks >= p.count;
        if done && p.is_running() {
            self.pass_turn(id);
        }
    }
}

/// Damage against Toughness: under it nothing; at it Shaken (a wound if already Shaken); each
/// full 4 over it a wound.
pub(super) fn effect(damage: i32, toughness: u32, shaken: bool) -> Effect {
    let over = damage - toughness as i32;
    if over < 0 {
        Effect::NoDamage
    } else if over < 4 {
        if shaken {
            Effect::Wounds(1)
        } else {
            Effect::Shaken
        }
    } else {
        Effect::Wounds((over / 4) as u32)
    }
}
