//! The vehicle rules of `coc7-chase.txt`: vehicles in combat (Part 4), "Breaking Down Barriers" by
//! vehicle, "Passengers", "Ranged Attacks During a Chase", "Driver Damage", "Vehicular Collisions"
//! (Table VI) and the "Key: Build" of the Vehicle Reference Charts.
//!
//! A vehicle is its driver's ([`Participant::vehicle`]); passengers ride in it
//! ([`Participant::rides_with`]). The rules of Parts 1 to 4 call in here where a vehicle changes
//! what they do: a failed hazard is a collision, a melee attack by a driver is the vehicle's, a
//! damaged vehicle's driving rolls take a penalty die.
//!
//! [`Participant::vehicle`]: crate::systems::coc7::rules::Participant::vehicle
//! [`Participant::rides_with`]: crate::systems::coc7::rules::Participant::rides_with

use super::combat::decide;
use super::{Decider, Harm};
use crate::dice::{DiceExpr, Difficulty, Roller, SuccessLevel};
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::command::{Command, Response};
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::event::VehicleEvent;
use crate::systems::coc7::rules::state::{DamageRow, Id, Phase, Side, Speed, Status, Vehicle};
use crate::systems::coc7::rules::vehicles::{Incident, VehicleCondition};

/// "Tires have an armor value of 3".
const TIRE_ARMOR: u32 = 3;
/// "If a tire takes 2 points of damage, it bursts."
const TIRE_BURSTS_AT: u32 = 2;

impl Decider<'_> {
    // --- Who is in which vehicle ---

    /// The vehicle a participant drives, while it still runs.
    pub(super) fn driven(&self, id: Id) -> Option<&Vehicle> {
        self.state
            .participant(id)
            .vehicle
            .as_ref()
            .filter(|v| v.is_running())
    }

    /// Everyone inside the vehicle `driver` drives who can still be hurt in it: the driver, then
    /// its passengers.
    fn inside(&self, driver: Id) -> Vec<Id> {
        std::iter::once(driver)
            .chain(self.state.passengers(driver))
            .filter(|id| {
                !matches!(
                    self.state.participant(*id).status,
                    Status::Dead | Status::Dying | Status::Escaped | Status::Waiting
                )
            })
            .collect()
    }

    /// "Harvey's Car, standard".
    pub(super) fn vehicle_name(&self, driver: Id) -> String {
        let participant = self.state.participant(driver);
        let vehicle = participant
            .vehicle
            .as_ref()
            .or(participant.parked.as_ref())
            .map_or("vehicle", |v| v.name.as_str());
        format!("{}'s {vehicle}", participant.name)
    }

    fn vehicle_word(&self, driver: Id) -> String {
        let participant = self.state.participant(driver);
        participant
            .vehicle
            .as_ref()
            .or(participant.parked.as_ref())
            .map_or_else(|| "vehicle".to_string(), |v| v.name.clone())
    }

    /// Refuses what a passenger cannot do ("Passengers do not make a speed roll and do not have
    /// movement actions").
    pub(super) fn refuse_passenger(&self, id: Id, what: &'static str) -> Result<(), Coc7Error> {
        let Some(driver) = self.state.participant(id).rides_with else {
            return Ok(());
        };
        Err(Coc7Error::Passenger {
            who: self.name(id),
            driver: self.name(driver),
            vehicle: self.vehicle_word(driver),
            what,
        })
    }

    // --- Penalty dice ---

    /// "Key: Build": "If a vehicle's build is reduced to half (round down) of its starting value or
    /// lower, it is impaired; one penalty die is applied to all Drive Auto (or appropriate skill)
    /// rolls" — the speed roll, hazards, attacks and dodges made with the vehicle.
    pub(super) fn impaired_penalty(&self, id: Id, skill: &str) -> i8 {
        if !self.state.settings.vehicles.impairment {
            return 0;
        }
        match self.state.participant(id).vehicle.as_ref() {
            Some(vehicle)
                if vehicle.impaired() && vehicle.skill.eq_ignore_ascii_case(skill.trim()) =>
            {
                1
            }
            _ => 0,
        }
    }

    /// "Ranged Attacks During a Chase": "If a character is continuing to race (on foot or in a
    /// vehicle), any firearms attack rolls are made with one additional penalty die." A passenger
    /// cannot stop the vehicle, so its shots are always on the move.
    pub(super) fn moving_fire_penalty(&self, id: Id, ranged: bool) -> i8 {
        i8::from(ranged && self.state.participant(id).is_passenger())
    }

    // --- Vehicles in combat (Part 4) ---

    /// The checks a vehicle adds to an attack: "Vehicles may engage in combat using the regular
    /// combat rules, substituting Drive Auto skill for both Fighting and Dodge skills", so a driver
    /// fights (and fights back) with its vehicle's skill; a passenger, inside, cannot be reached in
    /// melee or pushed about with a fighting maneuver: the vehicle can.
    pub(super) fn check_vehicle_attack(
        &self,
        id: Id,
        target: Id,
        skill: &str,
        ranged: bool,
        maneuver: bool,
        response: &Response,
    ) -> Result<(), Coc7Error> {
        if ranged && !maneuver {
            return Ok(());
        }
        if let Some(driver) = self.state.participant(target).rides_with {
            return Err(Coc7Error::InsideVehicle {
                target: self.name(target),
                driver: self.name(driver),
                vehicle: self.vehicle_word(driver),
            });
        }
        let fights_with = |who: Id, skill: &str| match self.driven(who) {
            Some(vehicle) if !vehicle.skill.eq_ignore_ascii_case(skill.trim()) => {
                Err(Coc7Error::VehicleSkill {
                    who: self.name(who),
                    vehicle: vehicle.name.clone(),
                    wanted: vehicle.skill.clone(),
                    skill: skill.to_string(),
                })
            }
            _ => Ok(()),
        };
        fights_with(id, skill)?;
        match response {
            Response::FightBack(answer) | Response::Maneuver(answer) => fights_with(target, answer),
            Response::None | Response::Dodge(_) => Ok(()),
        }
    }

    /// The skill a target dodges with when the keeper names none: its vehicle's when it drives
    /// ("substituting Drive Auto skill for both Fighting and Dodge"), else Dodge.
    pub(super) fn dodge_skill(&self, target: Id) -> String {
        self.driven(target)
            .map_or_else(|| "Dodge".to_string(), |v| v.skill.clone())
    }

    /// An attack that hit: rolls its damage and deals it. "Treat the vehicle as a weapon that
    /// inflicts 1D10 damage per point of build": a driver's melee attack is its vehicle's. A melee
    /// blow on a driver lands on its vehicle, which loses a point of build per full 10; a shot
    /// lands on the person, less the armor of the vehicle it sits in. "Whenever a vehicle is used
    /// to inflict damage, it also suffers an amount of damage equal to half (round down) of that
    /// which it delivers, but never enough to cause it to lose a greater amount of build points
    /// than the target which it hit originally possessed." A major wound to a driver may cost it
    /// control of its vehicle ("Driver Damage").
    pub(super) fn strike(
        &mut self,
        attacker: Id,
        target: Id,
        given: Option<&DiceExpr>,
        ranged: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let ram = !ranged && self.driven(attacker).is_some();
        let expr = match (ram, given) {
            (true, None) => self.ramming_dice(attacker),
            _ => self.damage_of(attacker, given),
        };
        let (name, target_name) = (self.name(attacker), self.name(target));
        let dealt = roller.roll(&expr, || format!("{name}: damage to {target_name}"))? as u32;
        let hits_vehicle = !ranged && self.state.participant(target).vehicle.is_some();
        let limit = if hits_vehicle {
            self.state
                .participant(target)
                .vehicle
                .as_ref()
                .map_or(0, |v| v.build.whole())
        } else {
            self.state.participant(target).build.max(0) as u32
        };
        if hits_vehicle {
            self.damage_vehicle(target, dealt, None, roller)?;
        } else {
            let armor = self.armor_against(attacker, target, ranged).min(dealt);
            if armor > 0 {
                self.emit(VehicleEvent::Shielded {
                    who: target,
                    armor,
                    damage: dealt,
                });
            }
            let through = dealt - armor;
            self.harm(target, through, roller)?;
            let max_hp = self.state.participant(target).max_hp;
            let major_wound = through > 0 && through * 2 >= max_hp;
            if major_wound && self.driven(target).is_some() {
                self.driver_damage(target, roller)?;
            }
        }
        if ram && self.state.participant(attacker).vehicle.is_some() {
            self.damage_vehicle(attacker, dealt / 2, Some(limit), roller)?;
        }
        Ok(())
    }

    /// 1D10 per point of the vehicle's build (at least one die: the bicycle's half point still
    /// hits).
    fn ramming_dice(&self, driver: Id) -> DiceExpr {
        let build = self.driven(driver).map_or(0, |v| v.build.whole());
        DiceExpr::dice(build.max(1), 10)
    }

    /// "Both driver and passengers gain protection from a vehicle's armor" against attacks from
    /// outside it: a shot from inside the same vehicle gets none.
    fn armor_against(&self, attacker: Id, target: Id, ranged: bool) -> u32 {
        if !ranged || !self.state.settings.vehicles.armor {
            return 0;
        }
        let Some((driver, vehicle)) = self.state.vehicle_of(target) else {
            return 0;
        };
        match self.state.vehicle_of(attacker) {
            Some((same, _)) if same == driver => 0,
            _ => vehicle.armor,
        }
    }

    // --- Breaking Down Barriers ---

    /// "For each point of their build, vehicles inflict 1D10 damage to a barrier": the dice of a
    /// driver's attack on a barrier.
    pub(super) fn barrier_ramming_dice(&self, id: Id) -> Option<DiceExpr> {
        self.driven(id).map(|_| self.ramming_dice(id))
    }

    /// After a vehicle hit a barrier: "if a vehicle attacks a barrier and fails to destroy it, the
    /// vehicle is wrecked. If the barrier is destroyed, the vehicle suffers an amount of damage
    /// equal to half the barrier's hit points prior to impact."
    pub(super) fn rammed_barrier(
        &mut self,
        id: Id,
        hp_before: u32,
        hp_left: u32,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        if self.driven(id).is_none() {
            return Ok(());
        }
        if hp_left > 0 {
            // Wrecked "in an impressive manner": its whole build is gone, as the state and the
            // screen then show (not the build it had before the impact).
            let build = self.driven(id).map(|v| v.build);
            if let Some(build) = build.filter(|b| !b.is_zero()) {
                let lost = build.whole().max(1);
                self.emit(VehicleEvent::VehicleDamaged {
                    who: id,
                    damage: None,
                    build_lost: lost,
                    limit: None,
                    build_left: build.less(lost),
                });
            }
            self.emit(VehicleEvent::VehicleDisabled {
                who: id,
                condition: VehicleCondition::Wrecked,
            });
            self.consequences(id, None, roller)
        } else {
            self.damage_vehicle(id, hp_before / 2, None, roller)
        }
    }

    // --- Collisions and build (Table VI, "Key: Build") ---

    /// "Vehicular Collisions": "If unsure, simply use the defaults of 'minor incident' for a Regular
    /// difficulty level hazard, 'moderate incident' for a Hard ... or 'severe incident' for Extreme":
    /// the harm of a hazard a driver failed, when the keeper set none.
    pub(super) fn hazard_row(
        &self,
        id: Id,
        harm: Harm,
        own: Option<DamageRow>,
        difficulty: Difficulty,
    ) -> Option<DamageRow> {
        let row = harm.row(own);
        if row.is_some()
            || harm != Harm::AsSet
            || self.driven(id).is_none()
            || !self.state.settings.vehicles.default_incidents
        {
            return row;
        }
        Some(match difficulty {
            Difficulty::Regular => DamageRow::Minor,
            Difficulty::Hard => DamageRow::Moderate,
            Difficulty::Extreme => DamageRow::Severe,
        })
    }

    /// The harm of a failed hazard or a fighting maneuver that falls on a vehicle: "an amount of
    /// damage is selected from ... Table VI: Vehicular Collisions for vehicles", the row of the same
    /// rank as the keeper's (minor, moderate, severe; deadly is mayhem; terminal and splat are road
    /// kill), and 1D3 movement actions. Returns false for a participant on foot.
    pub(super) fn vehicle_suffers(
        &mut self,
        id: Id,
        row: Option<DamageRow>,
        cause: &str,
        roller: &mut Roller,
    ) -> Result<bool, Refusal> {
        if self.driven(id).is_none() {
            return Ok(false);
        }
        self.collision(id, row.map(Incident::from_row), cause, true, roller)?;
        Ok(true)
    }

    /// A collision from Table VI, in the order of the text's examples: the build damage, the
    /// movement actions lost ("Most collisions should also result in a delay ... costing 1D3
    /// movement actions"), then "the damage should also be rolled for each occupant of a vehicle
    /// involved in a collision, substituting 'hit points' in place of 'build'". A vehicle wrecked
    /// or made undrivable by it takes its occupants out of the chase (see [`Decider::consequences`]).
    pub(super) fn collision(
        &mut self,
        driver: Id,
        incident: Option<Incident>,
        cause: &str,
        delay: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let vehicle = self.vehicle_name(driver);
        if let Some(incident) = incident {
            self.emit(VehicleEvent::Collided {
                who: driver,
                incident,
                cause: cause.to_string(),
            });
            let lost = roller.roll(&incident.dice(), || {
                format!("{vehicle}: build lost in a {}", incident.word())
            })? as u32;
            self.lose_build(driver, lost, None, None, true);
        }
        let running = self.driven(driver).is_some();
        if delay && running && self.state.participant(driver).status.is_active() {
            let lost = roller.roll(&DiceExpr::dice(1, 3), || {
                format!("{vehicle}: movement actions lost to {cause}")
            })? as u32;
            let this_round = lost.min(self.state.participant(driver).actions);
            self.emit(Event::ActionsLost {
                who: driver,
                this_round,
                owed: lost - this_round,
            });
        }
        let wrecked = self.condition(driver) == VehicleCondition::Wrecked;
        if let Some(incident) = incident
            && self.state.settings.vehicles.occupants_hurt
            && !wrecked
        {
            for who in self.inside(driver) {
                let name = self.name(who);
                let dealt = roller.roll(&incident.dice(), || {
                    format!("{name}: hit points lost in a {}", incident.word())
                })? as u32;
                self.harm(who, dealt, roller)?;
            }
        }
        self.consequences(driver, incident, roller)
    }

    /// Damage in hit points to a vehicle: "Each full 10 hit points of damage decreases a vehicle's
    /// build by one point (round down); any remaining damage below 10 points is ignored", at most
    /// `limit` points when it recoils from what it hit.
    fn damage_vehicle(
        &mut self,
        driver: Id,
        damage: u32,
        limit: Option<u32>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let full = damage / 10;
        let lost = limit.map_or(full, |limit| full.min(limit));
        let capped = limit.filter(|limit| full > *limit);
        self.lose_build(driver, lost, Some(damage), capped, true);
        self.consequences(driver, None, roller)
    }

    /// Takes whole points of build off a vehicle. "If a vehicle takes damage equal to its full build
    /// value in one incident, the vehicle is completely wrecked"; "if a vehicle's build is otherwise
    /// reduced to zero by cumulative damage ... it becomes undrivable". A burst tire only takes
    /// build (`can_wreck` false).
    fn lose_build(
        &mut self,
        driver: Id,
        lost: u32,
        damage: Option<u32>,
        limit: Option<u32>,
        can_wreck: bool,
    ) {
        let Some(vehicle) = self.state.participant(driver).vehicle.clone() else {
            return;
        };
        let build_left = vehicle.build.less(lost);
        self.emit(VehicleEvent::VehicleDamaged {
            who: driver,
            damage,
            build_lost: lost,
            limit,
            build_left,
        });
        if lost == 0 || !vehicle.is_running() {
            return;
        }
        let condition = if can_wreck && vehicle.start_build.is_taken_by(lost) {
            VehicleCondition::Wrecked
        } else if build_left.is_zero() {
            VehicleCondition::Undrivable
        } else {
            return;
        };
        self.emit(VehicleEvent::VehicleDisabled {
            who: driver,
            condition,
        });
    }

    fn condition(&self, driver: Id) -> VehicleCondition {
        self.state
            .participant(driver)
            .vehicle
            .as_ref()
            .map_or(VehicleCondition::Running, |v| v.condition)
    }

    /// What becomes of the people in a vehicle that is out of action. Wrecked: "All occupants of
    /// the vehicle are likely to die. Whether or not investigators have a chance of survival is up
    /// to the Keeper: Luck rolls may be allowed. Those who are fortunate get thrown free, though it
    /// is recommended they take at least 2D10 damage" — see [`Decider::wreck_fate`]. Undrivable:
    /// "this may lead to an accident resulting in 1D10 damage for the driver and each passenger",
    /// however it came to a halt: an attack, a collision or a failed hazard (after the collision's
    /// own hit points, which are the crash; the 1D10 is the halt). Either way the vehicle leaves
    /// the chase with those still in it, unless they get out. `incident` is the collision that
    /// did it, if one did.
    fn consequences(
        &mut self,
        driver: Id,
        incident: Option<Incident>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        match self.condition(driver) {
            VehicleCondition::Running => return Ok(()),
            VehicleCondition::Wrecked => {
                for who in self.inside(driver) {
                    self.wreck_fate(who, incident, roller)?;
                }
            }
            VehicleCondition::Undrivable => {
                if let Some(dice) = self.state.settings.vehicles.undrivable_damage.clone() {
                    for who in self.inside(driver) {
                        let name = self.name(who);
                        let dealt = roller.roll(&dice, || {
                            format!("{name}: damage as the vehicle grinds to a halt")
                        })? as u32;
                        self.harm(who, dealt, roller)?;
                    }
                }
            }
        }
        for who in self.inside(driver) {
            if self.state.participant(who).status.is_active() {
                self.emit(VehicleEvent::Stranded { who, driver });
            }
        }
        Ok(())
    }

    /// One occupant of a wreck. "All occupants of the vehicle are likely to die. Whether or not
    /// investigators have a chance of survival is up to the Keeper: Luck rolls may be allowed.
    /// Those who are fortunate get thrown free, though it is recommended they take at least 2D10
    /// damage." One with Luck (and the setting allowing the rolls) rolls it: passed, it is thrown
    /// free (no longer in the vehicle) and takes the 2D10; failed, it dies with the wreck, as all
    /// do when the keeper allows no Luck rolls (`wreck_luck_rolls: false`). One with
    /// no Luck on its sheet is offered no roll, and "likely to die" is not certain death: it takes
    /// the collision's dice in hit points, as "each occupant of a vehicle involved in a collision"
    /// does (a severe incident's 1D10 when no incident did it: a barrier that held, a ram),
    /// and the hit points decide whether it lives.
    fn wreck_fate(
        &mut self,
        who: Id,
        incident: Option<Incident>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let luck = self.state.skill(who, "Luck");
        let allowed = self.state.settings.vehicles.wreck_luck_rolls;
        if let (true, None) = (allowed, luck) {
            let incident = incident.unwrap_or(Incident::Severe);
            let name = self.name(who);
            let dealt = roller.roll(&incident.dice(), || {
                format!("{name}: hit points lost in the wreck ({})", incident.word())
            })? as u32;
            return self.harm(who, dealt, roller);
        }
        if let (true, Some(value)) = (allowed, luck) {
            let roll = self.roll(
                roller,
                who,
                "Luck",
                value,
                0,
                " to be thrown free of the wreck",
            )?;
            let passed = roll.level.is_success();
            self.emit(Event::SaveRolled {
                who,
                skill: "Luck".into(),
                roll,
                passed,
            });
            if passed {
                self.emit(VehicleEvent::ThrownFree { who });
                let dice = self.state.settings.vehicles.thrown_free_damage.clone();
                let name = self.name(who);
                let dealt = roller.roll(&dice, || format!("{name}: thrown free of the wreck"))?;
                return self.harm(who, dealt as u32, roller);
            }
        }
        self.emit(Event::StatusChanged {
            who,
            status: Status::Dead,
        });
        Ok(())
    }

    /// "Driver Damage": "If the driver of a moving vehicle suffers a major wound and remains
    /// conscious, he or she may still lose control of their vehicle and must roll immediately as for
    /// a Hazard at Hard difficulty level. A driver who falls unconscious due to a major wound
    /// automatically loses control of the vehicle." Losing control is the default incident of a
    /// Hard hazard, a moderate one ("it being a Hard difficulty level hazard").
    fn driver_damage(&mut self, driver: Id, roller: &mut Roller) -> Result<(), Refusal> {
        if !self.state.settings.vehicles.driver_damage {
            return Ok(());
        }
        let Some(skill) = self.driven(driver).map(|v| v.skill.clone()) else {
            return Ok(());
        };
        if self.state.participant(driver).status.is_active() {
            let value = self.skill(driver, &skill)?;
            let roll = self.roll_against(
                roller,
                (driver, &skill, value),
                0,
                " to keep control",
                Some(Difficulty::Hard),
            )?;
            let passed = roll.passes(Difficulty::Hard);
            self.emit(VehicleEvent::ControlRolled {
                who: driver,
                skill: skill.into(),
                roll,
                passed,
            });
            if passed {
                return Ok(());
            }
        }
        let incident = Incident::for_difficulty(Difficulty::Hard);
        self.collision(driver, Some(incident), "losing control", true, roller)
    }

    // --- The vehicle commands ---

    /// "Vehicular Collisions": the keeper's own incident for a vehicle (a sudden crash, a push off
    /// the road ruled an automatic incident). Named by its driver or by anyone inside.
    pub(super) fn collide(
        &mut self,
        who: &str,
        incident: Incident,
        no_delay: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted.into());
        }
        let id = self.id(who)?;
        let Some((driver, vehicle)) = self.state.vehicle_of(id) else {
            return Err(Coc7Error::NotInVehicle { who: self.name(id) }.into());
        };
        if !vehicle.is_running() {
            return Err(Coc7Error::VehicleOut {
                who: self.name(driver),
                vehicle: vehicle.name.clone(),
                condition: vehicle.condition.word(),
            }
            .into());
        }
        let driving = self.state.participant(driver);
        if !driving.in_chase() {
            return Err(Coc7Error::NotActive {
                who: driving.name.to_string(),
                status: driving.status.word(),
            }
            .into());
        }
        self.collision(driver, Some(incident), "a collision", !no_delay, roller)?;
        if self.state.current() == Some(driver) {
            self.after_action(driver);
        } else {
            self.check_end();
        }
        Ok(())
    }

    /// "Ranged Attacks During a Chase". "If a character on foot stops for a moment, he or she may
    /// use a firearm as normal ... This option costs 1 movement action"; "If a character is
    /// continuing to race (on foot or in a vehicle), any firearms attack rolls are made with one
    /// additional penalty die ... This option does not cost any additional movement actions." A
    /// passenger's shot is its one act of the round. "Vehicle tires may be targeted with gunfire:
    /// apply an additional penalty die to target tires due to their small size. Tires have an armor
    /// value of 3 and are only damaged by impaling weapons. If a tire takes 2 points of damage, it
    /// bursts. A burst tire reduces a vehicle's build by 1 point."
    pub(super) fn shoot(&mut self, command: &Command, roller: &mut Roller) -> Result<(), Refusal> {
        let Command::Shoot {
            who,
            target,
            skill,
            damage,
            stop,
            tires,
            impaling,
            response,
            shots,
        } = command
        else {
            return Ok(());
        };
        let id = self.acting(who)?;
        self.require_time_left(id)?;
        let shots = *shots;
        if !(1..=3).contains(&shots) {
            return Err(Coc7Error::Shots {
                shots,
                skill: skill.to_string(),
            }
            .into());
        }
        if shots > 1 && !skill.to_ascii_lowercase().contains("handgun") {
            return Err(Coc7Error::Shots {
                shots,
                skill: skill.to_string(),
            }
            .into());
        }
        let target_id = self.id(target)?;
        if target_id == id {
            return Err(Coc7Error::SelfTarget { who: self.name(id) }.into());
        }
        let shooter = self.state.participant(id);
        let aimed_at = self.state.participant(target_id);
        if !aimed_at.in_chase() {
            return Err(Coc7Error::NotActive {
                who: aimed_at.name.to_string(),
                status: aimed_at.status.word(),
            }
            .into());
        }
        if shooter.attacked {
            return Err(Coc7Error::AlreadyAttacked { who: self.name(id) }.into());
        }
        if matches!(response, Response::FightBack(_) | Response::Maneuver(_)) {
            return Err(Coc7Error::RangedResponse.into());
        }
        // "Ranged Attacks During a Chase": "Firearms can be used"; a fighting skill is no shot.
        if !crate::systems::coc7::rules::legal::fires_with(skill) {
            return Err(Coc7Error::NotAtRange {
                who: self.name(id),
                skill: skill.to_string(),
            }
            .into());
        }
        let passenger = shooter.is_passenger();
        if *stop {
            self.refuse_passenger(id, "cannot stop the vehicle: its shots are on the move")?;
        }
        let settings = &self.state.settings.vehicles;
        if !*stop && !passenger && !settings.shooting_on_the_move {
            return Err(Coc7Error::VehicleRuleOff {
                rule: "Shooting on the move",
                setting: "shooting_on_the_move",
            }
            .into());
        }
        if *tires && !settings.tires {
            return Err(Coc7Error::VehicleRuleOff {
                rule: "Shooting at tires",
                setting: "tires",
            }
            .into());
        }
        let tire_vehicle = self.state.vehicle_of(target_id).map(|(driver, _)| driver);
        if *tires && tire_vehicle.is_none() {
            return Err(Coc7Error::NoTires {
                target: self.name(target_id),
            }
            .into());
        }
        if damage.is_none() && shooter.damage.is_none() {
            return Err(Coc7Error::RangedNeedsDamage { who: self.name(id) }.into());
        }
        let cost = u32::from(*stop || passenger);
        self.require_actions(id, cost)?;
        // "As for one combat round of gunfire": two or three shots with a handgun each take a
        // penalty die, as several shots do in a round of combat.
        let bonus = -i8::from(!*stop) - i8::from(*tires) - i8::from(shots > 1);
        let value = self.skill(id, skill)?;
        let against = if *tires {
            format!(
                " at the tires of {}",
                self.vehicle_name(tire_vehicle.unwrap_or(target_id))
            )
        } else {
            format!(" at {}", self.name(target_id))
        };
        for shot in 0..shots {
            // The shots stop when the target is down or out of the chase.
            if shot > 0 && !self.state.participant(target_id).in_chase() {
                break;
            }
            let roll = self.roll(roller, id, skill, value, bonus, &against)?;
            let answer = self.respond(target_id, id, response, roller)?;
            let winner = decide(id, target_id, &roll, answer.as_ref());
            if shot == 0 {
                self.spend(id, cost);
            }
            self.emit(Event::Attacked {
                who: id,
                target: target_id,
                skill: skill.clone(),
                roll,
                response: answer.clone(),
                maneuver: false,
                winner,
            });
            if winner == Some(id) {
                match tire_vehicle.filter(|_| *tires) {
                    Some(driver) => {
                        self.hit_tire(id, driver, damage.as_ref(), *impaling, roller)?
                    }
                    None => self.strike(id, target_id, damage.as_ref(), true, roller)?,
                }
            }
        }
        self.after_action(id);
        Ok(())
    }

    fn hit_tire(
        &mut self,
        shooter: Id,
        driver: Id,
        damage: Option<&DiceExpr>,
        impaling: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let through = if impaling {
            let expr = self.damage_of(shooter, damage);
            let (name, vehicle) = (self.name(shooter), self.vehicle_name(driver));
            let dealt = roller.roll(&expr, || format!("{name}: damage to a tire of {vehicle}"))?;
            (dealt as u32).saturating_sub(TIRE_ARMOR)
        } else {
            0
        };
        let burst = through >= TIRE_BURSTS_AT;
        self.emit(VehicleEvent::TireHit {
            who: driver,
            damage: through,
            impaling,
            burst,
        });
        if burst {
            self.lose_build(driver, 1, None, None, false);
            self.consequences(driver, None, roller)?;
        }
        Ok(())
    }

    /// "Passengers": "One passenger can assist the driver with navigation ... they may make one Spot
    /// Hidden or Navigate skill roll. If successful, on the vehicle's next move, the vehicle can
    /// accelerate once with 1 fewer penalty die." It is the passenger's act for the round.
    pub(super) fn navigate(
        &mut self,
        who: &str,
        skill: &str,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        if !self.state.settings.vehicles.navigation {
            return Err(Coc7Error::VehicleRuleOff {
                rule: "Navigation by a passenger",
                setting: "navigation",
            }
            .into());
        }
        let Some(driver) = self.state.participant(id).rides_with else {
            return Err(Coc7Error::NotAPassenger { who: self.name(id) }.into());
        };
        let skill = ["Spot Hidden", "Navigate"]
            .into_iter()
            .find(|s| s.eq_ignore_ascii_case(skill.trim()))
            .ok_or_else(|| Coc7Error::NavigationSkill {
                skill: skill.to_string(),
            })?;
        self.require_actions(id, 1)?;
        let value = self.skill(id, skill)?;
        let purpose = format!(" to guide {}", self.name(driver));
        let roll = self.roll(roller, id, skill, value, 0, &purpose)?;
        let passed = roll.level.is_success();
        self.spend(id, 1);
        self.emit(VehicleEvent::Navigated {
            who: id,
            driver,
            skill: skill.into(),
            roll,
            passed,
        });
        if passed && self.state.participant(driver).navigation_bonus == 0 {
            self.emit(VehicleEvent::NavigationBonus {
                who: driver,
                bonus: 1,
            });
        }
        self.after_action(id);
        Ok(())
    }

    /// Getting out of a vehicle: a passenger at any time, or anyone stranded in a wrecked or
    /// undrivable vehicle ("unless they get out"); a chase that ended when the last quarry was
    /// stranded goes on. It goes on foot from where the vehicle stands:
    /// "When a character becomes a pedestrian, he or she should make a fresh speed roll using CON",
    /// and getting out takes the rest of its round. As for "Characters Joining a Chase in Progress",
    /// a pursuer now slower than the slowest quarry is left behind, and a new slowest MOV gives
    /// those still to act this round their extra movement actions at once, as joining does.
    pub(super) fn get_out(&mut self, who: &str, roller: &mut Roller) -> Result<(), Refusal> {
        if self.state.phase == Phase::Establishing {
            return Err(Coc7Error::NotStarted.into());
        }
        let id = self.id(who)?;
        let Some((driver, vehicle)) = self.state.vehicle_of(id) else {
            return Err(Coc7Error::NotInVehicle { who: self.name(id) }.into());
        };
        let status = self.state.participant(id).status;
        if driver == id && vehicle.is_running() && status.is_active() {
            return Err(Coc7Error::StillDriving {
                who: self.name(id),
                vehicle: vehicle.name.clone(),
            }
            .into());
        }
        // Left behind with a vehicle that is itself out of the chase (its driver lost the
        // trail: "If not, the chase is over"), there is no getting out and running on.
        let out = status == Status::LeftBehind && !self.state.stranded(id);
        if !matches!(status, Status::Active | Status::LeftBehind) || out {
            return Err(Coc7Error::CannotGetOut {
                who: self.name(id),
                status: status.word(),
            }
            .into());
        }
        let acting = self.state.current() == Some(id);
        if self.state.phase == Phase::Over {
            // Only a chase that ended for want of a quarry comes here (see `handle`).
            self.emit(Event::ChaseResumed);
        }
        self.emit(VehicleEvent::GotOut { who: id, driver });
        let con = self.state.participant(id).con;
        let roll = self.roll(roller, id, "CON", con, 0, ", speed roll on foot")?;
        let speed = match roll.level {
            SuccessLevel::Extreme | SuccessLevel::Critical => Speed::Extreme,
            level if level.is_success() => Speed::Success,
            _ => Speed::Failure,
        };
        self.emit(Event::SpeedRolled {
            who: id,
            skill: "CON".into(),
            roll,
            speed,
        });
        let mov = self.state.participant(id).mov();
        let slowest_quarry = self
            .state
            .ids()
            .filter(|(q, p)| {
                p.side == Side::Quarry && p.status.is_active() && self.state.moves_itself(*q)
            })
            .map(|(_, p)| p.mov())
            .min();
        let side = self.state.participant(id).side;
        if side == Side::Pursuer && slowest_quarry.is_some_and(|slowest| mov < slowest) {
            self.emit(Event::StatusChanged {
                who: id,
                status: Status::LeftBehind,
            });
        } else {
            // "If the character's speed (MOV) is changed, their number of movement actions should
            // be altered. Refer to Characters Joining a Chase in Progress": recounted at once.
            self.recount_from(mov, Some(id));
        }
        if acting {
            self.after_action(id);
        } else {
            self.check_end();
        }
        Ok(())
    }

    // --- Keeping vehicles and their passengers together ---

    /// After every command: passengers go where their vehicle goes. Those whose driver escaped
    /// escape with it; those whose vehicle is out of the chase (wrecked, undrivable, left behind,
    /// parked, its driver knocked out) are stranded in it until they get out; those whose driver
    /// joined the chase join with it.
    pub(super) fn settle_vehicles(&mut self) {
        let mut changed = false;
        let riders: Vec<(Id, Id)> = self
            .state
            .ids()
            .filter_map(|(id, p)| p.rides_with.map(|driver| (id, driver)))
            .collect();
        for (passenger, driver) in riders {
            let status = self.state.participant(passenger).status;
            let driving = self.state.participant(driver);
            let runs = driving.vehicle.as_ref().is_some_and(Vehicle::is_running);
            let event = match (status, driving.status) {
                (Status::Active, Status::Escaped) => Some(Event::StatusChanged {
                    who: passenger,
                    status: Status::Escaped,
                }),
                (Status::Active, Status::Active | Status::Caught { .. }) if runs => None,
                (Status::Active, Status::Waiting) => None,
                (Status::Active, _) => Some(Event::from(VehicleEvent::Stranded {
                    who: passenger,
                    driver,
                })),
                (Status::Waiting, Status::Active) => Some(Event::StatusChanged {
                    who: passenger,
                    status: Status::Active,
                }),
                _ => None,
            };
            if let Some(event) = event {
                self.emit(event);
                changed = true;
            }
        }
        if changed {
            self.check_end();
        }
    }
}
