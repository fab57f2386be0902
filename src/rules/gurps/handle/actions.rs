//! Steps 3 and 4 of "Chase Sequence": the attacks and skill rolls of each maneuver ("Attacks",
//! "Defenses", Force, Ram, Stunt, Disembark/Embark) and the "Passenger Actions" (Attack, Board,
//! Seize Control, Other Tasks).

use super::{GurpsError, RuleError, Step};
use crate::dice::Roller;
use crate::rules::gurps::event::{Event, RollKind};
use crate::rules::gurps::maneuver::{Band, Maneuver};
use crate::rules::gurps::state::{Id, Mod, OutReason, PartyId, Target, VehicleId};

impl Step {
    fn cannot(&self, why: String) -> RuleError {
        GurpsError::Cannot { why }.into()
    }

    fn maneuver_of(&self, party: PartyId) -> Maneuver {
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
    fn enemy(&self, party: PartyId, name: &str) -> Result<Target, RuleError> {
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
    ) -> Result<(), RuleError> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        let me = self.state.person(id).clone();
        let maneuver = self.maneuver_of(party);
        let name = me.name.clone();
        if !(maneuver.allows_attacks() || (me.gunslinger && maneuver != Maneuver::Hide)) {
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
        let same_vehicle = me.aboard.is_some() && me.aboard == target_vehicle;
        let weapon = me.weapon.clone();
        let melee = grapple || weapon.as_ref().is_some_and(|w| w.melee);
        let close = self.state.band == Band::Close || same_vehicle;
        if melee && !(close && (maneuver == Maneuver::MoveAndAttack || same_vehicle)) {
            return Err(self.cannot(
                "melee attacks and grapples are for Close range in Move and Attack (or aboard the same vehicle)".to_string(),
            ));
        }
        let (base, what) = match (&weapon, grapple) {
            (_, true) => (
                me.skills.wrestling.unwrap_or(me.dx).max(me.dx),
                "grapple".to_string(),
            ),
            (Some(weapon), false) => (weapon.skill, format!("attack with {}", weapon.name)),
            (None, false) => return Err(self.cannot(format!("{name} has no weapon"))),
        };
        let mut mods = Vec::new();
        if !melee {
            if !same_vehicle && self.state.band.attack_modifier() != 0 {
                mods.push(Mod::new("range", self.state.band.attack_modifier()));
            }
            if maneuver.shoots_on_the_move() && !me.gunslinger {
                let movement = if self.state.is_passenger(id) {
                    -1
                } else {
                    weapon.as_ref().map_or(-2, |w| w.bulk.min(-2))
                };
                mods.push(Mod::new("movement", movement));
            }
            let acc = weapon.as_ref().map_or(0, |w| w.acc);
            match maneuver {
                Maneuver::Attack if me.gunslinger => mods.push(Mod::new("Acc+1", acc + 1)),
                Maneuver::Attack => mods.push(Mod::new("Acc", acc)),
                m if me.gunslinger && m.shoots_on_the_move() => mods.push(Mod::new("Acc", acc)),
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
                self.end(crate::rules::gurps::state::Ending::Grappled);
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
            &format!("{name}'s damage"),
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
    ) -> Result<bool, RuleError> {
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
    fn driving(
        &self,
        id: Id,
        maneuver: Maneuver,
        wanted: Maneuver,
    ) -> Result<VehicleId, RuleError> {
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
    ) -> Result<(), RuleError> {
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
    ) -> Result<(), RuleError> {
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

    /// Stunt and Stunt Escape: every operator and pedestrian of the side rolls at the leader's
    /// penalty (Acrobatics, Climbing or Jumping on foot); failure is a wipeout.
    pub(super) fn stunt(&mut self, who: &str, roller: &mut Roller) -> Result<(), RuleError> {
        let (id, party) = self.resolver(who)?;
        let Some(declared) = self.state.parties[party]
            .declared
            .filter(|d| d.maneuver.is_stunt())
        else {
            return Err(self.cannot("the side did not declare a Stunt".to_string()));
        };
        if !self.state.can_lead(id) {
            return Err(self.cannot(format!(
                "{} is a passenger: only those driving or on foot roll the Stunt",
                self.name(id)
            )));
        }
        if self.state.person(id).stunt.is_some() {
            return Err(GurpsError::AlreadyActed { who: self.name(id) }.into());
        }
        let p = self.state.person(id);
        let base = match self.state.operating(id) {
            Some(_) => self.state.control_skill(id),
            None => [p.skills.acrobatics, p.skills.climbing, p.skills.jumping]
                .into_iter()
                .flatten()
                .max()
                .unwrap_or(p.dx - 6),
        };
        let mods = vec![Mod::new("stunt", -i32::from(declared.penalty))];
        let check = self.check(roller, id, RollKind::Stunt, base, mods, "Stunt")?;
        if !check.succeeds() {
            self.wipeout(roller, id, check)?;
        }
        Ok(())
    }

    /// Disembark: leave the vehicle; an operator's crew leaves with him and the vehicle is left
    /// behind.
    pub(super) fn disembark(&mut self, who: &str) -> Result<(), RuleError> {
        let (id, party) = self.resolver(who)?;
        if self.maneuver_of(party) != Maneuver::DisembarkEmbark {
            return Err(
                self.cannot("leaving a vehicle is the Disembark/Embark maneuver".to_string())
            );
        }
        let Some(vehicle) = self.state.person(id).aboard else {
            return Err(self.cannot(format!("{} is on foot already", self.name(id))));
        };
        let leaving = if self.state.operating(id).is_some() {
            self.state.aboard(vehicle)
        } else {
            vec![id]
        };
        for person in leaving {
            self.emit(Event::Moved {
                who: person,
                aboard: None,
                operator: false,
            });
        }
        if self.state.aboard(vehicle).is_empty() {
            self.emit(Event::Out {
                target: Target::Vehicle(vehicle),
                reason: OutReason::Parked,
            });
        }
        Ok(())
    }

    /// Embark: board a vehicle; at the wheel, a control roll starts it ("if you fail, you can
    /// try this maneuver again next round").
    pub(super) fn embark(
        &mut self,
        who: &str,
        vehicle: &str,
        roller: &mut Roller,
    ) -> Result<(), RuleError> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        if self.maneuver_of(party) != Maneuver::DisembarkEmbark {
            return Err(
                self.cannot("boarding a vehicle is the Disembark/Embark maneuver".to_string())
            );
        }
        if self.state.person(id).aboard.is_some() {
            return Err(self.cannot(format!("{} is aboard a vehicle already", self.name(id))));
        }
        let v = self
            .state
            .find_vehicle(vehicle)
            .ok_or_else(|| self.state.unknown(vehicle))?;
        let car = self.state.vehicle(v);
        if car.out == Some(OutReason::Wrecked) || car.party.is_some_and(|p| p != party) {
            return Err(self.cannot(format!("{} cannot be boarded", car.name)));
        }
        let driven = car
            .operator
            .is_some_and(|o| self.state.is_in(o) && self.state.person(o).aboard == Some(v));
        if driven {
            self.emit(Event::Moved {
                who: id,
                aboard: Some(v),
                operator: false,
            });
            return Ok(());
        }
        self.emit(Event::Moved {
            who: id,
            aboard: Some(v),
            operator: true,
        });
        let base = self.state.control_skill(id);
        let start = self.check(
            roller,
            id,
            RollKind::Control,
            base,
            Vec::new(),
            "start the vehicle",
        )?;
        if !start.succeeds() {
            self.emit(Event::Moved {
                who: id,
                aboard: None,
                operator: false,
            });
        }
        Ok(())
    }

    /// Board: at Close range, a Quick Contest of Acrobatics or Jumping plus the speed bonus
    /// against the enemy driver's skill plus his. A win puts him aboard; losing by 5+ he falls
    /// and is run over, out of the chase.
    pub(super) fn board(
        &mut self,
        who: &str,
        vehicle: &str,
        roller: &mut Roller,
    ) -> Result<(), RuleError> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        if !self.state.is_passenger(id) {
            return Err(self.cannot(format!("{} is not a passenger", self.name(id))));
        }
        if self.state.band != Band::Close {
            return Err(
                self.cannot("boarding needs Close range at the start of the round".to_string())
            );
        }
        let Target::Vehicle(theirs) = self.enemy(party, vehicle)? else {
            return Err(self.cannot("board a vehicle, not a person".to_string()));
        };
        let Some(driver) = self
            .state
            .vehicle(theirs)
            .operator
            .filter(|o| self.state.is_in(*o))
        else {
            return Err(self.cannot("nobody drives that vehicle".to_string()));
        };
        let p = self.state.person(id);
        let leap = p
            .skills
            .acrobatics
            .max(p.skills.jumping)
            .unwrap_or(p.dx - 6);
        let mine = vec![Mod::new("speed", self.state.speed_bonus(id))];
        let dp = self.state.person(driver);
        let drive = dp.skills.vehicle.unwrap_or(dp.dx - 5);
        let theirs_mods = vec![Mod::new("speed", self.state.speed_bonus(driver))];
        let a = self.check(
            roller,
            id,
            RollKind::Board,
            leap,
            mine,
            "board (Acrobatics or Jumping)",
        )?;
        let b = self.check(
            roller,
            driver,
            RollKind::Control,
            drive,
            theirs_mods,
            "shake off the boarder",
        )?;
        let by = a.margin() - b.margin();
        if by > 0 {
            self.emit(Event::Moved {
                who: id,
                aboard: Some(theirs),
                operator: false,
            });
        } else if by <= -5 {
            let st = self.state.vehicle(theirs).st;
            let thrust = self.thrust(Target::Vehicle(theirs), st);
            let dr = self.state.person(id).dr;
            let name = self.name(id);
            self.emit(Event::Out {
                target: Target::Person(id),
                reason: OutReason::FellOff,
            });
            self.injure(
                roller,
                Target::Person(id),
                &thrust,
                dr,
                false,
                &format!("{name} is run over"),
            )?;
        }
        Ok(())
    }

    /// Seize Control: a passenger takes the wheel from a downed operator (and must take
    /// Emergency Action next round); against an operator who resists, a Quick Contest of DX,
    /// Judo or Wrestling, the winner driving at -5 for the struggle.
    pub(super) fn seize(&mut self, who: &str, roller: &mut Roller) -> Result<(), RuleError> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        let Some(v) = self
            .state
            .person(id)
            .aboard
            .filter(|_| self.state.is_passenger(id))
        else {
            return Err(self.cannot(format!("{} is not a passenger", self.name(id))));
        };
        let holder = self
            .state
            .vehicle(v)
            .operator
            .filter(|o| self.state.is_in(*o));
        if let Some(op) = holder
            && self.state.person(op).party == party
        {
            return Err(self.cannot(format!(
                "{} drives already, and is on the same side",
                self.name(op)
            )));
        }
        let grip = |state: &crate::rules::gurps::state::GurpsChase, who: Id| {
            let p = state.person(who);
            p.skills.wrestling.unwrap_or(p.dx).max(p.dx)
        };
        match holder {
            None => {
                self.emit(Event::Moved {
                    who: id,
                    aboard: Some(v),
                    operator: true,
                });
                self.emit(Event::Seized {
                    vehicle: v,
                    party,
                    struggle: false,
                });
                self.emit(Event::CloseCall { who: id });
            }
            Some(op) => {
                let (mine, theirs) = (grip(&self.state, id), grip(&self.state, op));
                let a = self.check(
                    roller,
                    id,
                    RollKind::Seize,
                    mine,
                    Vec::new(),
                    "seize the controls",
                )?;
                let b = self.check(
                    roller,
                    op,
                    RollKind::Defense,
                    theirs,
                    Vec::new(),
                    "hold the controls",
                )?;
                if a.margin() > b.margin() {
                    self.emit(Event::Moved {
                        who: id,
                        aboard: Some(v),
                        operator: true,
                    });
                    self.emit(Event::Seized {
                        vehicle: v,
                        party,
                        struggle: true,
                    });
                } else {
                    let keeper = self.state.person(op).party;
                    self.emit(Event::Seized {
                        vehicle: v,
                        party: keeper,
                        struggle: true,
                    });
                }
            }
        }
        Ok(())
    }

    /// Other Tasks: a noncombat roll, -2 if the vehicle delivered or received a Force or a Ram,
    /// -5 if the driver tries Emergency Action, Reverse, Stunt or Stunt Escape.
    pub(super) fn task(
        &mut self,
        who: &str,
        skill: i32,
        what: &str,
        roller: &mut Roller,
    ) -> Result<(), RuleError> {
        let (id, party) = self.resolver(who)?;
        self.not_acted(id)?;
        let Some(v) = self
            .state
            .person(id)
            .aboard
            .filter(|_| self.state.is_passenger(id))
        else {
            return Err(self.cannot(format!("{} is not a passenger", self.name(id))));
        };
        let mut mods = Vec::new();
        if matches!(
            self.maneuver_of(party),
            Maneuver::EmergencyAction | Maneuver::Reverse | Maneuver::Stunt | Maneuver::StuntEscape
        ) {
            mods.push(Mod::new("a wild ride", -5));
        } else if self.state.vehicle(v).bumped {
            mods.push(Mod::new("Force or Ram", -2));
        }
        let what = what.trim().to_string();
        self.check(roller, id, RollKind::Task(what.clone()), skill, mods, &what)?;
        Ok(())
    }
}

/// Force: "-1/+1 per 5 full points by which your vehicle's ST is higher/lower than his".
pub fn st_modifier(attacker: u32, target: u32) -> i32 {
    let diff = i64::from(attacker) - i64::from(target);
    -(diff / 5) as i32
}
