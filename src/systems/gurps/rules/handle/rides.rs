//! Steps 3 and 4, the rolls that are not attacks: the Stunt roll of Stunt and Stunt Escape,
//! Disembark/Embark, and the "Passenger Actions" Board, Seize Control and Other Tasks.

use super::{Decider, GurpsError, Refusal};
use crate::dice::Roller;
use crate::systems::gurps::rules::event::{Event, RollKind};
use crate::systems::gurps::rules::maneuver::{Band, Maneuver};
use crate::systems::gurps::rules::skill_choice::SkillRoll;
use crate::systems::gurps::rules::state::{Id, Mod, OutReason, Target};

impl Decider<'_> {
    /// Stunt and Stunt Escape: every operator and pedestrian of the side rolls at the leader's
    /// penalty (Acrobatics, Climbing or Jumping on foot); failure is a wipeout.
    pub(super) fn stunt(&mut self, who: &str, roller: &mut Roller) -> Result<(), Refusal> {
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
        let mods = vec![Mod::new("stunt", -i32::from(declared.penalty))];
        // "On foot ... your Stunt roll is against Acrobatics, Climbing, or Jumping": the GM's
        // choice, or the best he has.
        let check = match self.state.operating(id) {
            Some(_) => {
                let base = self.state.control_skill(id);
                self.check(roller, id, RollKind::Stunt, base, mods, "Stunt")?
            }
            None => {
                let skill = SkillRoll::StuntOnFoot.skill(p);
                let what = format!("Stunt ({})", skill.word());
                self.check_chosen(roller, id, RollKind::Stunt, skill, mods, &what)?
            }
        };
        if !check.succeeds() {
            self.wipeout(roller, id, check)?;
        }
        Ok(())
    }

    /// Disembark: leave the vehicle; an operator's crew leaves with him and the vehicle is left
    /// behind.
    pub(super) fn disembark(&mut self, who: &str) -> Result<(), Refusal> {
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
    ) -> Result<(), Refusal> {
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
    ) -> Result<(), Refusal> {
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
        // "Roll a Quick Contest of Acrobatics or Jumping": the GM's choice, or the better.
        let leap_skill = SkillRoll::Board.skill(p);
        let leap_words = format!("board ({})", leap_skill.word());
        let mine = vec![Mod::new("speed", self.state.speed_bonus(id))];
        let dp = self.state.person(driver);
        let drive = dp.skills.vehicle.unwrap_or(dp.dx - 5);
        let theirs_mods = vec![Mod::new("speed", self.state.speed_bonus(driver))];
        let a = self.check_chosen(roller, id, RollKind::Board, leap_skill, mine, &leap_words)?;
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

    /// Seize Control: a passenger takes the wheel from a downed operator ("He must take Emergency
    /// Action next round (instead of Stop)"); against an operator who resists, a Quick Contest of DX,
    /// Judo or Wrestling, the winner driving at -5 for the struggle.
    pub(super) fn seize(&mut self, who: &str, roller: &mut Roller) -> Result<(), Refusal> {
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
        // "a Quick Contest of DX, Judo, or Wrestling": each side's GM's choice, or the best.
        let grip = |state: &crate::systems::gurps::rules::state::GurpsChase, who: Id| {
            SkillRoll::Seize.skill(state.person(who))
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
                self.emit(Event::EmergencyDue { who: id });
            }
            Some(op) => {
                let (mine, theirs) = (grip(&self.state, id), grip(&self.state, op));
                let a = self.check_chosen(
                    roller,
                    id,
                    RollKind::Seize,
                    mine,
                    Vec::new(),
                    &format!("seize the controls ({})", mine.word()),
                )?;
                let b = self.check_chosen(
                    roller,
                    op,
                    RollKind::Defense,
                    theirs,
                    Vec::new(),
                    &format!("hold the controls ({})", theirs.word()),
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
    ) -> Result<(), Refusal> {
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
