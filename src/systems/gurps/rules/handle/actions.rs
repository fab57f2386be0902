//! Steps 3 and 4 of "Chase Sequence": the attacks and skill rolls of each maneuver ("Attacks",
//! "Defenses", Force, Ram, Stunt, Disembark/Embark) and the "Passenger Actions" (Attack, Board,
//! Seize Control, Other Tasks).

use super::{Decider, GurpsError, Refusal};
use crate::dice::Roller;
use crate::systems::gurps::rules::event::{Event, RollKind};
use crate::systems::gurps::rules::maneuver::{Band, Maneuver};
use crate::systems::gurps::rules::state::{Id, Medium, Mod, OutReason, PartyId, Target, VehicleId};

impl Decider<'_> {
    pub(super) fn cannot(&self, why: String) -> Refusal {
        GurpsError::Cannot { why }.into()
    }

    pub(super) fn maneuver_of(&self, party: PartyId) -> Maneuver {
        self.state.maneuver(party).unwrap_or(Maneuver::Move)
    }

    /// The party a target belongs to (a vehicle's crew, or a vehicle standing by: nobody's).
    fn target_party(&self, target: Target) -> Option<PartyId> {
        match target {
            Target::Person(id) => Some(self.state.person(id).party),
            Target::Vehicle(v) => self.state.vehicle(v).party,
        }
    }

    fn target_in(&self, target: Target) -> bool {
        match target {
            Target::Person(id) => self.state.is_in(id),
            Target::Vehicle(v) => self.state.vehicle(v).out.is_none(),
        }
    }

    fn target_name(&self, target: Target) -> String {
        match target {
            Target::Person(id) => self.name(id),
            Target::Vehicle(v) => self.state.vehicle(v).name.clone(),
        }
    }

    /// An enemy target still in the chase.
    pub(super) fn enemy(&self, party: PartyId, name: &str) -> Result<Target, Refusal> {
        let target = self.target(name)?;
        if self.target_party(target) == Some(party) {
            return Err(self.cannot(format!("{} is on the same side", self.target_name(target))));
        }
        if !self.target_in(target) || self.target_party(target).is_none() {
            return Err(self.cannot(format!("{} is not in the chase", self.target_name(target))));
        }
        Ok(target)
    }

    /// "Attacks": one attack roll for the round, with the movement, range, target and Acc
    /// modifiers; the target's dodge (vehicular for a vehicle's operator, -2 seated) or parry;
    /// damage less DR. A grapple at Close in Move and Attack ends the chase.
    pub(super) fn attack(
        &mut self,
        who: &str,
        target: &str,
        vital: bool,
        grapple: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        // What the attack reads of the attacker, copied out rather than the whole person (a
        // grapple, the odds' one attack, needs neither his name nor his weapon).
        let me = self.state.person(id);
        let (gunslinger, aboard, dx, wrestling) =
            (me.gunslinger, me.aboard, me.dx, me.skills.wrestling);
        let maneuver = self.maneuver_of(party);
        if !(maneuver.allows_attacks() || (gunslinger && maneuver != Maneuver::Hide)) {
            return Err(self.cannot(format!(
                "{} allows no attacks (only Attack, Disembark/Embark, Force, Move and Attack and Ram; a Gunslinger in any but Hide)",
                maneuver.word()
            )));
        }
        let target = self.enemy(party, target)?;
        let target_vehicle = match target {
            Target::Vehicle(v) => Some(v),
            Target::Person(t) => self.state.person(t).aboard,
        };
        let same_vehicle = aboard.is_some() && aboard == target_vehicle;
        let weapon = if grapple {
            None
        } else {
            self.state.person(id).weapon.clone()
        };
        let melee = grapple || weapon.as_ref().is_some_and(|w| w.melee);
        let close = self.state.band == Band::Close || same_vehicle;
        if melee && !(close && (maneuver == Maneuver::MoveAndAttack || same_vehicle)) {
            return Err(self.cannot(
                "melee attacks and grapples are for Close range in Move and Attack (or aboard the same vehicle)".to_string(),
            ));
        }
        let (base, what): (i32, std::borrow::Cow<'static, str>) = match (&weapon, grapple) {
            (_, true) => (wrestling.unwrap_or(dx).max(dx), "grapple".into()),
            (Some(weapon), false) => (weapon.skill, format!("attack with {}", weapon.name).into()),
            (None, false) => return Err(self.cannot(format!("{} has no weapon", self.name(id)))),
        };
        let mut mods = Vec::new();
        if !melee {
            if !same_vehicle && self.state.band.attack_modifier() != 0 {
                mods.push(Mod::new("range", self.state.band.attack_modifier()));
            }
            if maneuver.shoots_on_the_move() && !gunslinger {
                let movement = if self.state.is_passenger(id) {
                    -1
                } else {
                    weapon.as_ref().map_or(-2, |w| w.bulk.min(-2))
                };
                mods.push(Mod::new("movement", movement));
            }
            let acc = weapon.as_ref().map_or(0, |w| w.acc);
            match maneuver {
                Maneuver::Attack if gunslinger => mods.push(Mod::new("Acc+1", acc + 1)),
                Maneuver::Attack => mods.push(Mod::new("Acc", acc)),
                m if gunslinger && m.shoots_on_the_move() => mods.push(Mod::new("Acc", acc)),
                _ => {}
            }
        }
        match target {
            Target::Vehicle(v) => {
                let sm = self.state.vehicle(v).sm;
                if sm != 0 {
                    mods.push(Mod::new("vehicle SM", sm));
                }
                if vital {
                    mods.push(Mod::new("vital areas", -3));
                }
            }
            Target::Person(_) => {
                if let Some(v) = target_vehicle
                    && !same_vehicle
                    && !self.state.vehicle(v).exposed
                {
                    mods.push(Mod::new("through the windows", -3));
                }
            }
        }
        let hit = self.check(roller, id, RollKind::Attack { target }, base, mods, &what)?;
        if !hit.succeeds() {
            return Ok(());
        }
        if !hit.critical_success() && self.defends(roller, target, melee)? {
            return Ok(());
        }
        if grapple {
            if let Target::Person(t) = target {
                self.emit(Event::Out {
                    target,
                    reason: OutReason::Grappled,
                });
                let _ = t;
                self.end(crate::systems::gurps::rules::state::Ending::Grappled);
            }
            return Ok(());
        }
        let Some(weapon) = weapon else {
            return Ok(());
        };
        let dr = match target {
            Target::Vehicle(v) => self.state.vehicle(v).dr,
            Target::Person(t) => self.state.person(t).dr,
        };
        let injury = self.injure(
            roller,
            target,
            &weapon.damage,
            dr,
            false,
            &format!("{}'s damage", self.name(id)),
        )?;
        if let Target::Vehicle(v) = target {
            let vehicle = self.state.vehicle(v);
            // "HP/3, rounded up, to vital areas": roll as if at 0 HP.
            if vital
                && vehicle.out.is_none()
                && vehicle.hp > 0
                && injury >= (vehicle.hp_max + 2) / 3
            {
                self.health(roller, target)?;
            }
        }
        Ok(())
    }

    /// "Defenses": the target's defense roll; true when it defends.
    fn defends(
        &mut self,
        roller: &mut Roller,
        target: Target,
        melee: bool,
    ) -> Result<bool, Refusal> {
        let (who, base, mods) = match target {
            Target::Vehicle(v) => match self
                .state
                .vehicle(v)
                .operator
                .filter(|o| self.state.is_in(*o))
            {
                Some(op) => (op, self.state.vehicular_dodge(op), Vec::new()),
                None => return Ok(false),
            },
            Target::Person(t) => {
                let p = self.state.person(t);
                let base = if melee {
                    p.parry.unwrap_or(0).max(p.dodge)
                } else {
                    p.dodge
                };
                let mods = if p.aboard.is_some() {
                    vec![Mod::new("seated", -2)]
                } else {
                    Vec::new()
                };
                (t, base, mods)
            }
        };
        Ok(self
            .check(roller, who, RollKind::Defense, base, mods, "defense")?
            .succeeds())
    }

    /// The acting operator's vehicle, for Force and Ram.
    fn driving(&self, id: Id, maneuver: Maneuver, wanted: Maneuver) -> Result<VehicleId, Refusal> {
        if maneuver != wanted {
            return Err(self.cannot(format!(
                "the side's maneuver is {}, not {}",
                maneuver.word(),
                wanted.word()
            )));
        }
        self.state
            .operating(id)
            .ok_or_else(|| self.cannot(format!("{} is not at a vehicle's controls", self.name(id))))
    }

    /// Force: a vehicle operation roll to hit, the target's vehicular dodge, then the target's
    /// control roll at -1/+1 per 5 full points of ST difference; failure is a wipeout.
    pub(super) fn force(
        &mut self,
        who: &str,
        target: &str,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        let mine = self.driving(id, self.maneuver_of(party), Maneuver::Force)?;
        let theirs = match self.enemy(party, target)? {
            Target::Vehicle(v) => v,
            Target::Person(t) => self.state.operating(t).ok_or_else(|| {
                self.cannot(format!(
                    "{} is not driving: Force is against a vehicle",
                    self.name(t)
                ))
            })?,
        };
        let Some(op) = self
            .state
            .vehicle(theirs)
            .operator
            .filter(|o| self.state.is_in(*o))
        else {
            return Err(self.cannot("nobody drives that vehicle".to_string()));
        };
        self.may_strike(mine, self.state.vehicle(theirs).mode, Maneuver::Force)?;
        let skill = self
            .state
            .person(id)
            .skills
            .vehicle
            .unwrap_or(self.state.person(id).dx - 5);
        let target = Target::Vehicle(theirs);
        if !self
            .check(
                roller,
                id,
                RollKind::Force { target },
                skill,
                Vec::new(),
                "Force",
            )?
            .succeeds()
        {
            return Ok(());
        }
        if self.defends(roller, target, false)? {
            return Ok(());
        }
        let mods = match st_modifier(self.state.vehicle(mine).st, self.state.vehicle(theirs).st) {
            0 => Vec::new(),
            m => vec![Mod::new("ST difference", m)],
        };
        let base = self.state.control_skill(op);
        let control = self.check(roller, op, RollKind::Control, base, mods, "control roll")?;
        if !control.succeeds() {
            self.wipeout(roller, op, control)?;
        }
        Ok(())
    }

    /// Ram: to hit, the dodge, then each side's thrust damage for its ST less the other's DR
    /// (doubled against a Reverse), 1 HP bruising to those aboard, and an unmodified control
    /// roll for every operator involved.
    pub(super) fn ram(
        &mut self,
        who: &str,
        target: &str,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        let mine = self.driving(id, self.maneuver_of(party), Maneuver::Ram)?;
        let target = match self.enemy(party, target)? {
            Target::Person(t) => self
                .state
                .person(t)
                .aboard
                .map_or(Target::Person(t), Target::Vehicle),
            vehicle => vehicle,
        };
        let medium = match target {
            Target::Vehicle(v) => self.state.vehicle(v).mode,
            Target::Person(t) => self.state.travels_on(t),
        };
        self.may_strike(mine, medium, Maneuver::Ram)?;
        let skill = self
            .state
            .person(id)
            .skills
            .vehicle
            .unwrap_or(self.state.person(id).dx - 5);
        if !self
            .check(
                roller,
                id,
                RollKind::Ram { target },
                skill,
                Vec::new(),
                "Ram",
            )?
            .succeeds()
        {
            return Ok(());
        }
        if self.defends(roller, target, false)? {
            return Ok(());
        }
        let double = self.state.maneuver(self.state.quarry) == Some(Maneuver::Reverse);
        let my_thrust = self.thrust(Target::Vehicle(mine), self.state.vehicle(mine).st);
        let (their_st, their_dr) = match target {
            Target::Vehicle(v) => (self.state.vehicle(v).st, self.state.vehicle(v).dr),
            Target::Person(t) => (
                self.state.person(t).st.max(1) as u32,
                self.state.person(t).dr,
            ),
        };
        let their_thrust = self.thrust(target, their_st);
        let my_dr = self.state.vehicle(mine).dr;
        let my_name = self.state.vehicle(mine).name.clone();
        let their_name = self.target_name(target);
        self.injure(
            roller,
            target,
            &my_thrust,
            their_dr,
            double,
            &format!("{my_name} rams"),
        )?;
        self.injure(
            roller,
            Target::Vehicle(mine),
            &their_thrust,
            my_dr,
            double,
            &format!("{their_name} hits back"),
        )?;
        let mut aboard = self.state.aboard(mine);
        if let Target::Vehicle(v) = target {
            aboard.extend(self.state.aboard(v));
        }
        for person in aboard {
            self.hurt(roller, Target::Person(person), 1, 1)?;
        }
        let mut operators = vec![id];
        if let Target::Vehicle(v) = target
            && let Some(op) = self.state.vehicle(v).operator
        {
            operators.push(op);
        }
        for op in operators {
            if !self.state.is_in(op) || self.state.operating(op).is_none() {
                continue;
            }
            let base = self.state.control_skill(op);
            let control = self.check(
                roller,
                op,
                RollKind::Control,
                base,
                Vec::new(),
                "control roll",
            )?;
            if !control.succeeds() {
                self.wipeout(roller, op, control)?;
            }
        }
        Ok(())
    }
}

impl Decider<'_> {
    /// Force and Ram: "you're in a vehicle that could strike your rival's (no boats forcing
    /// motorbikes off the road!)".
    fn may_strike(
        &self,
        mine: VehicleId,
        theirs: Medium,
        maneuver: Maneuver,
    ) -> Result<(), Refusal> {
        if self.state.could_strike(mine, theirs) {
            return Ok(());
        }
        let vehicle = self.state.vehicle(mine);
        Err(self.cannot(format!(
            "{} travels {} and cannot strike one {}: no {}",
            vehicle.name,
            medium_word(vehicle.mode),
            medium_word(theirs),
            match maneuver {
                Maneuver::Force => "boats forcing motorbikes off the road",
                _ => "ramming across land, water and air",
            }
        )))
    }
}

/// "on land", "on water", "in the air".
fn medium_word(medium: Medium) -> &'static str {
    match medium {
        Medium::Land => "on land",
        Medium::Water => "on water",
        Medium::Air => "in the air",
    }
}

/// Force: "-1/+1 per 5 full points by which your vehicle's ST is higher/lower than his".
pub fn st_modifier(attacker: u32, target: u32) -> i32 {
    let diff = i64::from(attacker) - i64::from(target);
    -(diff / 5) as i32
}
