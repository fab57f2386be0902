//! Steps 5 and 6 of "Chase Sequence": the Quick Contest of Chase Rolls ("Chase Rolls": the travel
//! skill, complementary skills, Handling, Higher Purpose, the speed bonus, shock, distraction,
//! chaos), "Static Maneuvers", Hide's and Reverse's special results, the range shift and
//! "Escape", and the start of the next round (or the end at the round limit).

use super::{Decider, GurpsError, Refusal};
use crate::dice::Roller;
use crate::systems::gurps::rules::event::{Check, Event, RollKind};
use crate::systems::gurps::rules::maneuver::{Band, Maneuver};
use crate::systems::gurps::rules::skill_choice::{GmSkill, SkillRoll};
use crate::systems::gurps::rules::state::{
    ChaseMods, ChaseRoll, Contest, Ending, Mod, Owed, PartyId, Stage, Target,
};

impl Decider<'_> {
    /// Step 5: first what keeps a side from rolling (HT at 0 HP, a vehicle with nobody at the
    /// wheel, Stop), then both Chase Rolls, then the outcome.
    pub(super) fn contest(
        &mut self,
        complementary: [bool; 2],
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.at(Stage::Contest)?;
        self.failing(roller)?;
        self.settle();
        if self.over() {
            return Ok(());
        }
        let (q, p) = (self.state.quarry, 1 - self.state.quarry);
        match (self.state.maneuver(q), self.state.maneuver(p)) {
            (Some(Maneuver::Stop), _) => {
                self.end(Ending::QuarryStopped);
                return Ok(());
            }
            (_, Some(Maneuver::Stop)) => {
                self.end(Ending::PursuerStopped);
                return Ok(());
            }
            _ => {}
        }
        self.escapes_make_static(q, p);
        let quarry = self.chase_roll(roller, q, complementary[0])?;
        let pursuer = self.chase_roll(roller, p, complementary[1])?;
        let (qm, pm) = (quarry.margin(), pursuer.margin());
        let winner = match qm.cmp(&pm) {
            std::cmp::Ordering::Greater => Some((q, qm.saturating_sub(pm))),
            std::cmp::Ordering::Less => Some((p, pm.saturating_sub(qm))),
            std::cmp::Ordering::Equal => None,
        };
        let quarry_check = Check {
            skill: quarry.effective(),
            roll: quarry.roll,
        };
        let statics = [quarry.is_static, pursuer.is_static];
        self.emit(Event::ContestRolled {
            contest: Box::new(Contest {
                quarry,
                pursuer,
                winner,
            }),
        });
        if self.state.maneuver(q) == Some(Maneuver::DisembarkEmbark)
            && self.state.maneuver(p) != Some(Maneuver::DisembarkEmbark)
        {
            self.emit(Event::MobilityOpening { party: q });
        }
        self.outcome(roller, winner, statics, quarry_check)
    }

    /// HT rolls for whoever is at 0 HP or less; a vehicle still running with nobody at its
    /// controls wrecks.
    fn failing(&mut self, roller: &mut Roller) -> Result<(), Refusal> {
        for at in 0..self.state.vehicles.len() {
            let v = at as u16;
            let vehicle = self.state.vehicle(v);
            if vehicle.out.is_some() || vehicle.party.is_none() {
                continue;
            }
            let driverless = vehicle.operator.is_none_or(|o| !self.state.is_in(o));
            if driverless && self.state.riding(v).next().is_some() {
                self.wreck(roller, Target::Vehicle(v))?;
            } else if vehicle.hp <= 0 {
                self.health(roller, Target::Vehicle(v))?;
            }
        }
        for at in 0..self.state.people.len() {
            let id = at as u16;
            if self.state.is_in(id) && self.state.person(id).hp <= 0 {
                self.health(roller, Target::Person(id))?;
            }
        }
        Ok(())
    }

    /// "Mobility Escape": a pursuer who truly can't follow is static, this and all future rounds,
    /// unless he spends his own Lucky Break on a maneuver that is not static. "Stunt Escape": a
    /// pursuer who answers with neither a Stunt at the same penalty or worse nor Mobility Pursuit.
    fn escapes_make_static(&mut self, q: PartyId, p: PartyId) {
        let (Some(theirs), Some(mine)) = (
            self.state.parties[q].declared,
            self.state.parties[p].declared,
        ) else {
            return;
        };
        let leader = self.state.parties[q].leader;
        let escaped = match theirs.maneuver {
            Maneuver::MobilityEscape => !mine.lucky_break || mine.maneuver.always_static(),
            Maneuver::StuntEscape => {
                self.state.person(leader).stunt == Some(true)
                    && !(mine.maneuver == Maneuver::MobilityPursuit
                        || (mine.maneuver.is_stunt() && mine.penalty >= theirs.penalty))
            }
            _ => false,
        };
        if escaped && !self.state.parties[p].forced_static {
            self.emit(Event::StaticImposed { party: p });
        }
    }

    /// One side's Chase Roll, every modifier the text lists.
    fn chase_roll(
        &mut self,
        roller: &mut Roller,
        party: PartyId,
        complementary: bool,
    ) -> Result<ChaseRoll, Refusal> {
        let leader = self.state.parties[party].leader;
        let declared = self.state.parties[party].declared;
        let maneuver = declared.map_or(Maneuver::Move, |d| d.maneuver);
        let person = self.state.person(leader);
        let vehicle = self.state.operating(leader);
        let on_foot = person.aboard.is_none();
        let (mut skill_name, mut base) = self.state.travel_skill(leader);
        if on_foot && maneuver == Maneuver::Hide {
            // "On foot, you must make your Chase Roll against Stealth."
            skill_name = "Stealth";
            base = person.skills.stealth.unwrap_or(person.dx - 5);
        }
        // "On foot, you can opt to make your Chase Roll against Acrobatics": the GM's choice, or
        // Acrobatics when it beats the travel skill.
        if on_foot
            && maneuver == Maneuver::Reverse
            && SkillRoll::ReverseOnFoot.skill(person) == GmSkill::Acrobatics
        {
            skill_name = "Acrobatics";
            base = GmSkill::Acrobatics.level(person);
        }
        let is_static = maneuver.always_static() || self.state.parties[party].forced_static;
        let mut mods = ChaseMods::new();
        let maneuver_mod = match maneuver {
            Maneuver::EmergencyAction => -5,
            Maneuver::Force | Maneuver::Ram => -2,
            Maneuver::Hide => match self.state.band {
                Band::Medium => -10,
                Band::Long => -5,
                _ => 0,
            },
            Maneuver::MobilityPursuit => 5,
            Maneuver::MoveAndAttack if on_foot || person.acted => -2,
            Maneuver::Reverse => -10,
            Maneuver::Stunt | Maneuver::StuntEscape if person.stunt == Some(true) => {
                i32::from(declared.map_or(0, |d| d.penalty) / 2)
            }
            _ => 0,
        };
        if maneuver_mod != 0 {
            mods.push(Mod::new(maneuver.word(), maneuver_mod));
        }
        if let Some(v) = vehicle {
            let vehicle = self.state.vehicle(v);
            if vehicle.handling != 0 {
                mods.push(Mod::new("Handling", vehicle.handling));
            }
            if vehicle.struggle {
                mods.push(Mod::new("struggle for the wheel", -5));
            }
            let boarders = self
                .state
                .riding(v)
                .any(|id| self.state.person(id).party != party);
            if boarders {
                mods.push(Mod::new("a boarder aboard", -2));
            }
        }
        if !is_static {
            mods.push(Mod::new("speed", self.state.speed_bonus(leader)));
        }
        // What is read of the leader after the complementary roll, which may change the chase.
        let (aboard, stunned, shock) = (person.aboard, person.stunned, person.shock);
        if complementary && let Some(bonus) = self.complementary(roller, leader)? {
            mods.push(Mod::new("complementary", bonus));
        }
        let purpose = |id: u16| self.state.person(id).higher_purpose;
        let higher_purpose = match aboard {
            Some(v) => self.state.riding(v).any(purpose),
            None => purpose(leader),
        };
        if higher_purpose {
            mods.push(Mod::new("Higher Purpose", 1));
        }
        // "Damage to People": "the usual -1 to -4 for shock, or -4 if stunned, on his next Chase
        // Roll".
        if stunned {
            mods.push(Mod::new("stunned", -4));
        } else if shock > 0 {
            mods.push(Mod::new("shock", -shock));
        }
        let chaos = self.state.parties[party].chaos;
        if chaos != 0 {
            mods.push(Mod::new("chaos", chaos));
        }
        let skill = mods.iter().fold(base, |sum, m| sum.saturating_add(m.value));
        let name = &self.state.person(leader).name;
        let roll = roller.roll(super::three_d6(), || {
            format!("{name}: Chase Roll (3d6 against {skill})")
        })?;
        Ok(ChaseRoll {
            party,
            leader,
            skill_name: skill_name.into(),
            base,
            mods,
            roll,
            is_static,
        })
    }

    /// "Complementary Skills": Area Knowledge or Urban Survival, the best of those aboard; the
    /// usual +2/+1/-1/-2 for a critical success, success, failure, critical failure.
    fn complementary(&mut self, roller: &mut Roller, leader: u16) -> Result<Option<i32>, Refusal> {
        let best = self
            .state
            .crew(leader)
            .flat_map(|id| {
                let s = &self.state.person(id).skills;
                [s.area_knowledge, s.urban_survival]
                    .into_iter()
                    .flatten()
                    .map(move |v| (v, id))
            })
            .max_by_key(|(v, _)| *v);
        let Some((skill, who)) = best else {
            return Ok(None);
        };
        let check = self.check(
            roller,
            who,
            RollKind::Complementary,
            skill,
            Vec::new(),
            "complementary skill",
        )?;
        Ok(Some(
            match (
                check.succeeds(),
                check.critical_success(),
                check.critical_failure(),
            ) {
                (true, true, _) => 2,
                (true, false, _) => 1,
                (false, _, true) => -2,
                (false, _, false) => -1,
            },
        ))
    }

    /// The Contest's outcome: Hide, Reverse, or the range shifts ("Victory by 0-4: no change;
    /// 5-9: one band; 10+: two"; "Static Maneuvers": the non-static rival's extra shift).
    fn outcome(
        &mut self,
        roller: &mut Roller,
        winner: Option<(PartyId, i32)>,
        statics: [bool; 2],
        quarry_check: Check,
    ) -> Result<(), Refusal> {
        let (q, p) = (self.state.quarry, 1 - self.state.quarry);
        let quarry_won = winner.is_some_and(|(w, _)| w == q);
        match self.state.maneuver(q) {
            Some(Maneuver::Hide) => {
                if quarry_won {
                    self.emit(Event::ShiftsOwed {
                        owed: smallvec::smallvec![Owed {
                            party: q,
                            up_to: 0,
                            must_close: false,
                            hide: true,
                        }],
                    });
                    return Ok(());
                }
                // "If you don't win, your pursuer is automatically at Close range!"
                self.emit(Event::BandSet { band: Band::Close });
                return self.next_round();
            }
            Some(Maneuver::Reverse) => {
                // "Regardless of the Quick Contest, failing your roll sends you to Wipeouts."
                let leader = self.state.parties[q].leader;
                let failed = !quarry_check.succeeds();
                if failed {
                    self.wipeout(roller, leader, quarry_check)?;
                }
                self.emit(Event::BandSet { band: Band::Close });
                if quarry_won && !failed && !self.over() {
                    self.emit(Event::RolesSwapped);
                }
                self.settle();
                return if self.over() {
                    Ok(())
                } else {
                    self.next_round()
                };
            }
            _ => {}
        }
        let shifts = |by: i32| match by {
            ..=4 => 0u8,
            5..=9 => 1,
            _ => 2,
        };
        let is_static = |party: PartyId| if party == q { statics[0] } else { statics[1] };
        let mut owed = smallvec::SmallVec::new();
        let mut owe =
            |party: PartyId, up_to: u8, state: &crate::systems::gurps::rules::state::GurpsChase| {
                if up_to > 0 {
                    owed.push(Owed {
                        party,
                        up_to,
                        must_close: state.maneuver(party) == Some(Maneuver::MobilityPursuit),
                        hide: false,
                    });
                }
            };
        match winner {
            _ if is_static(q) && is_static(p) => {}
            Some((w, by)) => {
                let normal = shifts(by);
                if is_static(1 - w) && !is_static(w) {
                    owe(w, normal + 1, &self.state);
                } else {
                    owe(w, normal, &self.state);
                    if is_static(w) {
                        owe(1 - w, 1, &self.state);
                    }
                }
            }
            None => {
                if is_static(q) != is_static(p) {
                    owe(if is_static(q) { p } else { q }, 1, &self.state);
                }
            }
        }
        if owed.is_empty() {
            self.emit(Event::BandKept {
                band: self.state.band,
            });
            self.next_round()
        } else {
            self.emit(Event::ShiftsOwed { owed });
            Ok(())
        }
    }

    /// Step 6: the winner moves the range up to the bands won, either way; a quarry who shifts
    /// beyond Extreme escapes.
    pub(super) fn shift(&mut self, steps: i32) -> Result<(), Refusal> {
        self.at(Stage::Shift)?;
        let Some(owed) = self.state.owed.first().copied() else {
            return Err(self.wrong_step().into());
        };
        if owed.hide {
            return Err(GurpsError::Cannot {
                why: "the quarry hid: escape or pull out behind (PullOut), not a shift".to_string(),
            }
            .into());
        }
        if steps.unsigned_abs() > u32::from(owed.up_to) {
            return Err(GurpsError::TooFar {
                steps,
                up_to: owed.up_to,
            }
            .into());
        }
        if owed.must_close && steps > 0 {
            return Err(GurpsError::MustClose.into());
        }
        let band = self.state.band.shifted(steps);
        match band {
            None if owed.party == self.state.quarry => {
                self.emit(Event::Shifted {
                    party: owed.party,
                    steps,
                    band: Band::Extreme,
                });
                self.end(Ending::Escaped);
                return Ok(());
            }
            band => self.emit(Event::Shifted {
                party: owed.party,
                steps,
                band: band.unwrap_or(Band::Extreme),
            }),
        }
        if self.state.owed.is_empty() {
            self.next_round()?;
        }
        Ok(())
    }

    /// Hide won: "escape, ending the chase, or pull out behind your rival at Close, Short, or
    /// Medium range, making you the pursuer next round".
    pub(super) fn pull_out(&mut self, band: Option<Band>) -> Result<(), Refusal> {
        self.at(Stage::Shift)?;
        if !self.state.owed.first().is_some_and(|o| o.hide) {
            return Err(GurpsError::Cannot {
                why: "only a quarry who won with Hide pulls out or slips away".to_string(),
            }
            .into());
        }
        match band {
            None => self.end(Ending::Hidden),
            Some(band) if band > Band::Medium => {
                return Err(GurpsError::Cannot {
                    why: format!("pull out at Close, Short or Medium, not {}", band.word()),
                }
                .into());
            }
            Some(band) => {
                self.emit(Event::BandSet { band });
                self.emit(Event::RolesSwapped);
                self.next_round()?;
            }
        }
        Ok(())
    }

    /// The next round, or the end when the round limit has passed.
    pub(super) fn next_round(&mut self) -> Result<(), Refusal> {
        if self.over() {
            return Ok(());
        }
        if self
            .state
            .settings
            .round_limit
            .is_some_and(|limit| self.state.round >= limit)
        {
            self.end(Ending::RoundLimit);
            return Ok(());
        }
        self.emit(Event::RoundStarted {
            round: self.state.round + 1,
        });
        Ok(())
    }
}
