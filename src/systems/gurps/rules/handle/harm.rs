//! "Damage" and "Wipeouts": injury to people and vehicles, the HT rolls at 0 HP or less and after
//! HP/3 to vital areas, close calls and wrecks with their crash damage, "Collateral Damage", and
//! what follows when someone drops out (a new leader, or the end of the chase).

use super::{Decider, Refusal};
use crate::dice::{DiceExpr, Roller};
use crate::systems::gurps::rules::event::{Check, Event, RollKind};
use crate::systems::gurps::rules::maneuver::Maneuver;
use crate::systems::gurps::rules::state::{Ending, Id, OutReason, PartyId, Target, VehicleId};

impl Decider<'_> {
    /// Rolls damage, takes off DR, and applies the injury; a person or vehicle at 0 HP or less
    /// rolls HT to stay in the chase.
    pub(super) fn injure(
        &mut self,
        roller: &mut Roller,
        target: Target,
        dice: &DiceExpr,
        dr: i32,
        double: bool,
        label: &str,
    ) -> Result<i32, Refusal> {
        let rolled = roller.roll(dice, || format!("{label} ({dice})"))?;
        let damage = if double { rolled * 2 } else { rolled };
        let injury = (damage - dr).max(0);
        self.hurt(roller, target, damage, injury)?;
        Ok(injury)
    }

    /// Applies a known injury (bruising, crash injury).
    pub(super) fn hurt(
        &mut self,
        roller: &mut Roller,
        target: Target,
        damage: i32,
        injury: i32,
    ) -> Result<(), Refusal> {
        let (hp, out) = match target {
            Target::Person(id) => (self.state.person(id).hp, self.state.person(id).out),
            Target::Vehicle(v) => (self.state.vehicle(v).hp, self.state.vehicle(v).out),
        };
        let hp_left = hp - injury;
        self.emit(Event::Injured {
            target,
            damage,
            injury,
            hp_left,
        });
        if out.is_none() && hp_left <= 0 && injury > 0 {
            self.health(roller, target)?;
        }
        if let Target::Person(id) = target {
            self.knockdown(roller, id, injury)?;
        }
        Ok(())
    }

    /// "Damage to People": "A vehicle operator who's injured has the usual -1 to -4 for shock, or
    /// -4 if stunned, on his next Chase Roll." The text leans on the Basic Set for what stuns: a
    /// major wound (injury of more than half the HP in one blow) calls for an HT roll, and a
    /// failure stuns. Rolled only for those who make Chase Rolls (a pedestrian, an operator): a
    /// passenger's stun changes nothing in the chase.
    fn knockdown(&mut self, roller: &mut Roller, id: Id, injury: i32) -> Result<(), Refusal> {
        let p = self.state.person(id);
        if !self.state.can_lead(id) || p.stunned || injury * 2 <= p.hp_max {
            return Ok(());
        }
        let ht = p.ht;
        let check = self.check(
            roller,
            id,
            RollKind::Health,
            ht,
            Vec::new(),
            "HT against a major wound's stun",
        )?;
        if !check.succeeds() {
            self.emit(Event::Stunned { who: id });
        }
        Ok(())
    }

    /// "A vehicle at 0 or fewer HP must make the HT rolls indicated, reading 'second' as
    /// 'round'"; a person at 0 HP or less rolls HT or falls unconscious. At -HP or worse, out.
    pub(super) fn health(&mut self, roller: &mut Roller, target: Target) -> Result<(), Refusal> {
        let (who, ht, hp, hp_max) = match target {
            Target::Person(id) => {
                let p = self.state.person(id);
                (id, p.ht, p.hp, p.hp_max)
            }
            Target::Vehicle(v) => {
                let vehicle = self.state.vehicle(v);
                let Some(roller_for) = vehicle
                    .operator
                    .or_else(|| self.state.aboard(v).first().copied())
                else {
                    return self.wreck(roller, target);
                };
                (roller_for, vehicle.ht, vehicle.hp, vehicle.hp_max)
            }
        };
        let failed = if hp <= -hp_max {
            true
        } else {
            let what = match target {
                Target::Person(_) => "HT to stay conscious".to_string(),
                Target::Vehicle(v) => {
                    format!("the {}'s HT to keep going", self.state.vehicle(v).name)
                }
            };
            !self
                .check(roller, who, RollKind::Health, ht, Vec::new(), &what)?
                .succeeds()
        };
        if failed {
            match target {
                Target::Person(id) => self.knocked_out(roller, id)?,
                Target::Vehicle(_) => self.wreck(roller, target)?,
            }
        }
        Ok(())
    }

    /// A person falls unconscious; an operator with nobody aboard to take over wrecks the vehicle
    /// ("incapacitating a vehicle operator with nobody to take over"). "Damage": "If a human
    /// falls unconscious or dies ... if he's the sole pedestrian or vehicle operator on his side,
    /// he loses the chase and must go to Wipeouts"; "Wipeouts": "So does ... taking out a vehicle
    /// or a pedestrian. ... that participant collides with something, taking thrust damage for
    /// his or its ST, adding speed bonus per die." A pedestrian taken out crashes so; his side
    /// loses the chase when nobody else on it can lead ([`Decider::settle`]).
    fn knocked_out(&mut self, roller: &mut Roller, id: Id) -> Result<(), Refusal> {
        let operating = self.state.operating(id);
        let pedestrian = self.state.person(id).aboard.is_none();
        self.emit(Event::Out {
            target: Target::Person(id),
            reason: OutReason::Unconscious,
        });
        if pedestrian {
            return self.crash(roller, Target::Person(id));
        }
        if let Some(vehicle) = operating {
            let party = self.state.person(id).party;
            let takers = self
                .state
                .aboard(vehicle)
                .into_iter()
                .any(|p| self.state.person(p).party == party);
            if !takers {
                self.wreck(roller, Target::Vehicle(vehicle))?;
            }
        }
        Ok(())
    }

    /// "Wipeouts": a failed control, Stunt or Reverse roll. By the vehicle's SR or less (a regular
    /// failure on foot): a close call. More (a critical failure on foot): a wreck.
    pub(super) fn wipeout(
        &mut self,
        roller: &mut Roller,
        who: Id,
        check: Check,
    ) -> Result<(), Refusal> {
        let wreck = match self.state.operating(who) {
            Some(vehicle) => check.roll - check.skill > self.state.vehicle(vehicle).sr,
            None => check.critical_failure(),
        };
        if wreck {
            let target = match self.state.operating(who) {
                Some(vehicle) => Target::Vehicle(vehicle),
                None => Target::Person(who),
            };
            self.wreck(roller, target)
        } else {
            self.emit(Event::CloseCall { who });
            self.accident(roller, self.state.person(who).party)
        }
    }

    /// A wreck: an instant Stop, out of the chase, and the crash: thrust damage for the ST with
    /// the speed bonus added per die; 1d plus the speed bonus to everyone aboard.
    pub(super) fn wreck(&mut self, roller: &mut Roller, target: Target) -> Result<(), Refusal> {
        let (st, bonus, dr, party, name) = match target {
            Target::Person(id) => {
                let p = self.state.person(id);
                if p.out == Some(OutReason::Wrecked) {
                    return Ok(());
                }
                (
                    p.st.max(1) as u32,
                    self.state.speed_bonus(id),
                    0,
                    p.party,
                    p.name.clone(),
                )
            }
            Target::Vehicle(v) => {
                let vehicle = self.state.vehicle(v);
                if vehicle.out == Some(OutReason::Wrecked) {
                    return Ok(());
                }
                let bonus = crate::systems::gurps::rules::state::speed_bonus(vehicle.move_yards);
                let party = vehicle.party.unwrap_or(0);
                (vehicle.st, bonus, 0, party, vehicle.name.clone())
            }
        };
        self.emit(Event::Out {
            target,
            reason: OutReason::Wrecked,
        });
        self.crash_for(roller, target, st, bonus, dr, party, &name)
    }

    /// "Wipeouts": a participant already out of the chase (a pedestrian taken out) collides
    /// with something: the crash of a wreck, without a second instant Stop.
    fn crash(&mut self, roller: &mut Roller, target: Target) -> Result<(), Refusal> {
        let Target::Person(id) = target else {
            return self.wreck(roller, target);
        };
        let p = self.state.person(id);
        let (st, party, name) = (p.st.max(1) as u32, p.party, p.name.clone());
        let bonus = self.state.speed_bonus(id);
        self.crash_for(roller, target, st, bonus, 0, party, &name)
    }

    /// The crash itself: thrust damage for the ST with the speed bonus added per die; 1d plus
    /// the speed bonus to everyone aboard a vehicle; and the accident it causes on crowded
    /// streets.
    #[allow(clippy::too_many_arguments)]
    fn crash_for(
        &mut self,
        roller: &mut Roller,
        target: Target,
        st: u32,
        bonus: i32,
        dr: i32,
        party: PartyId,
        name: &str,
    ) -> Result<(), Refusal> {
        let thrust = self.thrust(target, st);
        let crash = DiceExpr::dice(thrust.dice_count().max(1), 6)
            .plus(thrust.constant() + bonus * thrust.dice_count().max(1) as i32);
        self.injure(
            roller,
            target,
            &crash,
            dr,
            false,
            &format!("{name}'s crash"),
        )?;
        if let Target::Vehicle(v) = target {
            for person in self.state.aboard(v) {
                let who = self.name(person);
                let shaken = DiceExpr::dice(1, 6).plus(bonus);
                // Out first: an instant Stop; the injury needs no HT roll to stay in.
                self.emit(Event::Out {
                    target: Target::Person(person),
                    reason: OutReason::Wrecked,
                });
                self.injure(
                    roller,
                    Target::Person(person),
                    &shaken,
                    0,
                    false,
                    &format!("{who} in the crash"),
                )?;
            }
        }
        self.accident(roller, party)
    }

    /// Thrust for a vehicle (its own dice if the setup gives them) or a person.
    pub(super) fn thrust(&self, target: Target, st: u32) -> DiceExpr {
        match target {
            Target::Vehicle(v) => self
                .state
                .vehicle(v)
                .thrust
                .clone()
                .unwrap_or_else(|| self.state.settings.thrust_for(st)),
            Target::Person(_) => self.state.settings.thrust_for(st),
        }
    }

    /// "Collateral Damage": on crowded streets each wipeout causes an accident; the quarry's
    /// accidents cost the pursuer -(1d-1) on his next Chase Roll.
    fn accident(&mut self, roller: &mut Roller, by: PartyId) -> Result<(), Refusal> {
        if !self.state.settings.crowded {
            return Ok(());
        }
        let chaos = if by == self.state.quarry {
            Some(roller.roll(&DiceExpr::dice(1, 6).plus(-1), || {
                "the chaos of the accident (1d-1)".to_string()
            })?)
        } else {
            None
        };
        self.emit(Event::Accident { by, chaos });
        Ok(())
    }

    /// After every command: a side whose leader is out picks a new one (the first who can lead;
    /// the keeper may pick another); a side with nobody left loses the chase.
    pub(super) fn settle(&mut self) {
        if self.over() {
            return;
        }
        for party in [self.state.quarry, 1 - self.state.quarry] {
            let leader = self.state.parties[party].leader;
            if self.state.can_lead(leader) {
                continue;
            }
            let anyone = self.state.members(party).next().is_some();
            let next = self
                .state
                .members(party)
                .find(|id| self.state.can_lead(*id));
            match next {
                Some(who) => self.emit(Event::LeaderChosen { party, who }),
                // Passengers left at a wheel nobody holds: one may still seize control.
                None if anyone => {}
                None if party == self.state.quarry => self.end(Ending::QuarryOut),
                None => self.end(Ending::PursuerOut),
            }
            if self.over() {
                return;
            }
        }
    }

    /// At the start of step 3: whoever had a close call last round and whose side did not take
    /// Emergency Action or Stop wrecks ("So does not following a close call with Emergency
    /// Action or Stop").
    pub(super) fn ignored_close_calls(&mut self, roller: &mut Roller) -> Result<(), Refusal> {
        let last = self.state.round.saturating_sub(1);
        let ignored: Vec<(Id, Option<VehicleId>)> = self
            .state
            .ids()
            .filter(|(_, p)| p.out.is_none() && p.close_call == Some(last) && last > 0)
            .filter(|(_, p)| {
                !matches!(
                    self.state.maneuver(p.party),
                    Some(Maneuver::EmergencyAction | Maneuver::Stop)
                )
            })
            .map(|(id, _)| (id, self.state.operating(id)))
            .collect();
        for (id, vehicle) in ignored {
            let target = vehicle.map_or(Target::Person(id), Target::Vehicle);
            self.wreck(roller, target)?;
        }
        Ok(())
    }
}
