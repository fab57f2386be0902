//! A vehicle the setup gives: "damage appropriate to half top speed if in a vehicle"
//! ("Complications Table"), and the Out of Control roll of a driver who lost control: "If the
//! vehicle suffers damage, calculate it at half the vehicle's Top Speed" ("Shaken Characters").
//! Every die is asked of the roller, so the GM rolls them or types the table's.

use super::super::event::Rolls;
use super::{Decider, ace};
use crate::dice::{DiceExpr, Roller};
use crate::systems::savage::rules::error::Refusal;
use crate::systems::savage::rules::event::{DamageRoll, Event};
use crate::systems::savage::rules::state::{Id, Out};
use crate::systems::savage::rules::vehicle::{Mishap, VEHICLE_WOUNDS, vehicle_wounds};

impl Decider<'_> {
    /// How many d6 make damage "appropriate to half top speed": one per full
    /// `speed_per_damage_die` of half the vehicle's Top Speed, at least one.
    pub(super) fn half_speed_dice(&self, id: Id) -> u32 {
        let half = self.state.participant(id).top_speed / 2;
        (half / self.state.settings.speed_per_damage_die.max(1)).max(1)
    }

    /// The vehicle's name for a die's label: "Dala's motorcycle".
    fn vehicle_label(&self, id: Id) -> String {
        let p = self.state.participant(id);
        match &p.vehicle {
            Some(vehicle) => format!(
                "{} {}",
                crate::engine::names::possessive(&p.name),
                vehicle.name
            ),
            None => format!("{} vehicle", crate::engine::names::possessive(&p.name)),
        }
    }

    /// Rolls `count` d6 that ace, labelled.
    fn half_speed_damage(
        &self,
        roller: &mut Roller,
        label: &dyn Fn() -> String,
        count: u32,
    ) -> Result<Rolls, Refusal> {
        let mut dice = Rolls::new();
        for _ in 0..count {
            dice.extend(ace(roller, label, 6)?);
        }
        Ok(dice)
    }

    /// "Damage appropriate to half top speed if in a vehicle": the vehicle the setup gives takes
    /// it against its Toughness (a wound, and one for each raise; never Shaken); past its third
    /// wound it is wrecked and its driver out of the chase (the passengers follow). A vehicle
    /// the setup does not give stays a hit for the GM (`vehicle_hits`).
    pub(super) fn damage_vehicle(&mut self, id: Id, roller: &mut Roller) -> Result<(), Refusal> {
        let Some(vehicle) = self.state.participant(id).vehicle.clone() else {
            return Ok(());
        };
        let count = self.half_speed_dice(id);
        let label = || {
            format!(
                "{}: damage for half its Top Speed ({count}d6)",
                self.vehicle_label(id)
            )
        };
        let dice = self.half_speed_damage(roller, &label, count)?;
        let total = dice.iter().sum::<i32>();
        let added = vehicle_wounds(total, vehicle.toughness);
        let wounds = vehicle.wounds + added;
        self.emit(Event::VehicleDamaged {
            who: id,
            damage: DamageRoll {
                dice,
                plus: 0,
                total,
                toughness: vehicle.toughness,
            },
            added,
            total: wounds,
        });
        if wounds > VEHICLE_WOUNDS && self.state.participant(id).is_running() {
            self.emit(Event::TakenOut {
                who: id,
                out: Out::Disaster,
            });
        }
        Ok(())
    }

    /// "Out of Control" for a vehicle the setup gives: 2d6 on the table; a roll over or a flip
    /// damages the vehicle and everyone inside ("Roll collision damage for the vehicle and
    /// everyone inside"), at half its Top Speed; a spin, a skid or a slip moves it, which an
    /// abstract chase does not track. A driver the crash shakes or wounds rolls against going Out
    /// of Control again: after the vehicle's damage, whose wounds that roll bears, when `now`;
    /// else the roll is owed (a journal written before, see `Command::ControlRoll`).
    pub(super) fn out_of_control(
        &mut self,
        id: Id,
        now: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        if self.state.participant(id).vehicle.is_none() {
            return Ok(());
        }
        let label = format!("{}: Out of Control (2d6)", self.vehicle_label(id));
        let d6 = DiceExpr::dice(1, 6);
        let mut dice = Rolls::new();
        for _ in 0..2 {
            dice.push(roller.roll(&d6, || label.clone())?);
        }
        let mishap = Mishap::of(dice.iter().sum());
        self.emit(Event::OutOfControl {
            who: id,
            dice,
            mishap,
        });
        if !mishap.crashes() {
            return Ok(());
        }
        let inside: Vec<Id> = std::iter::once(id)
            .chain(self.state.ids().filter(|other| {
                let p = self.state.participant(*other);
                p.rides_with == Some(id) && p.is_running()
            }))
            .collect();
        let count = self.half_speed_dice(id);
        let mut owed = Vec::new();
        for who in inside {
            let p = self.state.participant(who);
            let label = || format!("{}: damage in the crash ({count}d6)", p.name);
            let (toughness, shaken) = (p.toughness, p.shaken);
            let dice = self.half_speed_damage(roller, &label, count)?;
            let total = dice.iter().sum::<i32>();
            let effect = super::action::effect(total, toughness, shaken);
            self.emit(Event::Crashed {
                who,
                damage: DamageRoll {
                    dice,
                    plus: 0,
                    total,
                    toughness,
                },
                effect,
            });
            if self.hurt(who, effect) {
                if now {
                    owed.push(who);
                } else {
                    self.emit(Event::ControlRollNeeded { who });
                }
            }
        }
        self.damage_vehicle(id, roller)?;
        for who in owed {
            if self.state.participant(who).is_running() {
                self.keep_control(who, true, roller)?;
            }
        }
        Ok(())
    }

    /// Its vehicle's wounds on a driver's maneuvering rolls: -1 each (at most -3).
    pub(super) fn vehicle_penalty(&self, id: Id) -> i32 {
        self.state
            .participant(id)
            .vehicle
            .as_ref()
            .map_or(0, |v| -(v.wounds.min(VEHICLE_WOUNDS) as i32))
    }
}
