//! "Escaping the Pursuer" and "Hiding": a pursuer that must pick up a lost trail, and a quarry that
//! hides (on foot, or with its vehicle).

use super::Decider;
use crate::dice::{Difficulty, Roller, SkillRoll, SuccessLevel};
use crate::engine::Name;
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::event::RouteEvent;
use crate::systems::coc7::rules::optional::fails_automatically;
use crate::systems::coc7::rules::state::{Id, Phase, Side, Status};

impl Decider<'_> {
    /// "The pursuer can continue chasing the fleeing character so long as their location or
    /// direction of travel can be identified": when the quarry is out of sight, the keeper calls
    /// for a Tracking roll ("can the deep one pick up Harvey's trail? If not, the chase is over"),
    /// at the difficulty the keeper sets. Failing, the pursuer is out of the chase.
    pub(super) fn tracking_roll(
        &mut self,
        who: &str,
        quarry: Option<&str>,
        skill: Option<&str>,
        difficulty: Difficulty,
        bonus: i8,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(
            self.state.settings.escaping,
            "Escaping the Pursuer",
            "escaping",
        )?;
        let id = self.running_participant(who)?;
        if self.state.participant(id).side != Side::Pursuer {
            return Err(Coc7Error::NotAPursuer { who: self.name(id) }.into());
        }
        let quarry = quarry.map(|q| self.quarry(q)).transpose()?;
        let skill = skill.map_or("Track", str::trim).to_string();
        let value = self.skill(id, &skill)?;
        let whose = quarry.map_or(String::new(), |q| format!(" of {}", self.name(q)));
        let roll = self.roll(
            roller,
            id,
            &skill,
            value,
            bonus,
            format!(" for the trail{whose}"),
        )?;
        let passed = roll.passes(difficulty);
        let was_acting = self.state.current() == Some(id);
        self.emit(RouteEvent::TrailRolled {
            who: id,
            quarry,
            skill: skill.into(),
            roll,
            passed,
        });
        if !passed {
            self.emit(Event::StatusChanged {
                who: id,
                status: Status::LeftBehind,
            });
            self.settle(id, was_acting);
        }
        Ok(())
    }

    /// "Hiding": "A Fleeing character can attempt to hide from the pursuer at any point in the
    /// chase ... If the pursuer fails to find the hidden investigator with a Spot Hidden roll, the
    /// quarry has evaded capture." The quarry rolls Stealth at the difficulty the keeper sets, or, with
    /// the seeker named, the one its Spot Hidden sets (the core rules: below 50 Regular, 50 or more
    /// Hard, 90 or more Extreme; "Deep ones don't have a Spot Hidden skill listed; the Keeper decides
    /// that the creature's skill would be below 50%, and so Harvey must make a Stealth roll at
    /// Regular difficulty"), with bonus dice for a good lead. With `spot`, the seeker then looks
    /// with its own Spot Hidden roll, and finds a hider whose success it matches or beats.
    ///
    /// "Hiding a vehicle is not easy, but if there are hiding places and if the vehicle has
    /// sufficient lead, it may be attempted. A combined Stealth and Drive Auto skill roll (Combined
    /// Rolls) is used to hide a vehicle, with the roll needing to succeed against both skills": one
    /// in a vehicle hides the vehicle, with everyone in it; its driver rolls, one roll read against
    /// each skill, and an impaired vehicle's penalty die is on it ("one penalty die is applied to
    /// all Drive Auto ... rolls", and the combined roll is one). Reading of "sufficient lead": no
    /// pursuer in the same chase nearer behind than the chase's starting range (2 locations, or 1
    /// for a tenser chase), the lead a chase is cut to. A passenger who calls for it uses its act.
    pub(super) fn hide(
        &mut self,
        who: &str,
        (from, spot): (Option<&str>, bool),
        difficulty: Option<Difficulty>,
        bonus: i8,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(
            self.state.settings.escaping,
            "Escaping the Pursuer",
            "escaping",
        )?;
        let asked = self.running_participant(who)?;
        let vehicle = self
            .state
            .vehicle_of(asked)
            .filter(|(_, vehicle)| vehicle.is_running())
            .map(|(driver, vehicle)| (driver, vehicle.skill.clone()));
        let id = match &vehicle {
            Some((driver, _)) => self.running_participant(&self.name(*driver))?,
            None => asked,
        };
        let participant = self.state.participant(id);
        if participant.side != Side::Quarry {
            return Err(Coc7Error::NotAQuarry {
                who: participant.name.to_string(),
            }
            .into());
        }
        let seeker = from.map(|name| self.id(name)).transpose()?;
        // One hides from someone else: the hider (or the driver it hides with) is no seeker.
        if seeker.is_some_and(|seeker| seeker == id || seeker == asked) {
            return Err(Coc7Error::HideFromSelf {
                who: self.name(asked),
            }
            .into());
        }
        // "hide from the pursuer ... If the pursuer fails to find the hidden investigator": the
        // seeker is a pursuer still in the chase, never a fellow quarry or one out of it.
        if let Some(seeker) = seeker {
            let p = self.state.participant(seeker);
            if p.side != Side::Pursuer || !p.status.is_active() {
                return Err(Coc7Error::NotASeeker {
                    who: self.name(asked),
                    seeker: p.name.to_string(),
                }
                .into());
            }
        }
        if spot && seeker.is_none() {
            return Err(Coc7Error::SpotWithoutSeeker {
                who: self.name(asked),
            }
            .into());
        }
        // The seeker's Spot Hidden is checked before any roll, so that a seeker without one is
        // refused at once rather than after the Stealth roll.
        if let (true, Some(seeker)) = (spot, seeker) {
            self.skill(seeker, "Spot Hidden")?;
        }
        if vehicle.is_some() {
            self.check_lead(id)?;
        }
        let difficulty = match (difficulty, seeker) {
            (Some(difficulty), _) => difficulty,
            (None, Some(seeker)) => against(self.skill(seeker, "Spot Hidden")?),
            (None, None) => Difficulty::Regular,
        };
        let passenger_act = asked != id && self.state.current() == Some(asked);
        if passenger_act {
            self.require_actions(asked, 1)?;
        }
        let mut skills: Vec<Name> = vec!["Stealth".into()];
        let mut bonus = bonus;
        if let Some((_, skill)) = &vehicle {
            bonus = bonus.saturating_sub(self.impaired_penalty(id, skill));
            skills.push(skill.as_str().into());
        }
        let values = skills
            .iter()
            .map(|skill| self.skill(id, skill))
            .collect::<Result<Vec<u32>, Coc7Error>>()?;
        let participant = self.state.participant(id);
        let rolls = if skills
            .iter()
            .any(|skill| fails_automatically(&self.state, participant, skill))
        {
            let failure = SkillRoll {
                skill: 0,
                bonus: 0,
                value: 0,
                level: SuccessLevel::Failure,
            };
            skills.iter().map(|s| (s.clone(), failure)).collect()
        } else {
            let lowest = values.iter().copied().min().unwrap_or(0);
            let label = skills.join(" and ");
            let roll = self.roll(roller, id, &label, lowest, bonus, " to hide")?;
            skills
                .iter()
                .zip(&values)
                .map(|(skill, value)| {
                    (
                        skill.clone(),
                        SkillRoll::new(*value, roll.bonus, roll.value),
                    )
                })
                .collect::<Vec<_>>()
        };
        let mut passed = rolls.iter().all(|(_, roll)| roll.passes(difficulty));
        let was_acting = self.state.current() == Some(asked);
        if passenger_act {
            self.spend(asked, 1);
        }
        // The hider's success, the worse of a combined roll's readings: what the seeker must match.
        let hidden_at = rolls
            .iter()
            .map(|(_, roll)| roll.level)
            .min()
            .unwrap_or(SuccessLevel::Failure);
        self.emit(RouteEvent::HideRolled {
            who: id,
            from: seeker,
            rolls,
            difficulty,
            passed,
        });
        if let (true, true, Some(seeker)) = (passed, spot, seeker) {
            passed = !self.look_for(seeker, id, hidden_at, roller)?;
        }
        if passed {
            self.emit(Event::StatusChanged {
                who: id,
                status: Status::Escaped,
            });
            self.settle(asked, was_acting);
        } else if passenger_act {
            self.after_action(asked);
        }
        Ok(())
    }

    /// The seeker's Spot Hidden roll for one who has hidden: it finds the hider when its roll's
    /// success is at least the hider's (an opposed roll, the tie to the seeker, who only has to
    /// see). Returns whether it found the hider.
    fn look_for(
        &mut self,
        seeker: Id,
        hider: Id,
        hidden_at: SuccessLevel,
        roller: &mut Roller,
    ) -> Result<bool, Refusal> {
        let value = self.skill(seeker, "Spot Hidden")?;
        let purpose = format!(" for {}", self.name(hider));
        let roll = self.roll(roller, seeker, "Spot Hidden", value, 0, &purpose)?;
        let found = roll.level.is_success() && roll.level >= hidden_at;
        self.emit(RouteEvent::Sought {
            who: seeker,
            hider,
            roll,
            found,
        });
        Ok(found)
    }

    /// "If the vehicle has sufficient lead": no pursuer in the same chase nearer behind the
    /// vehicle than the chase's starting range (one level with it, or ahead of it, has no lead
    /// to give at all).
    fn check_lead(&self, driver: Id) -> Result<(), Coc7Error> {
        let here = self.state.participant(driver).location;
        let needed = u32::from(self.state.settings.starting_range);
        let nearest = self
            .state
            .ids()
            .filter(|(_, p)| p.side == Side::Pursuer && p.in_chase())
            .filter(|(_, p)| self.state.map.on_one_way(p.location, here))
            .map(|(id, p)| (id, self.state.map.distance(p.location, here).unwrap_or(0)))
            .min_by_key(|(_, lead)| *lead);
        match nearest {
            Some((pursuer, lead)) if lead < needed => Err(Coc7Error::TooLittleLead {
                vehicle: self.vehicle_name(driver),
                pursuer: self.name(pursuer),
                lead,
                needed,
            }),
            _ => Ok(()),
        }
    }

    /// An active participant of a running chase, by name.
    fn running_participant(&self, who: &str) -> Result<Id, Coc7Error> {
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted);
        }
        let id = self.id(who)?;
        let participant = self.state.participant(id);
        if !participant.status.is_active() {
            return Err(Coc7Error::NotActive {
                who: participant.name.to_string(),
                status: participant.status.word(),
            });
        }
        Ok(id)
    }

    fn quarry(&self, name: &str) -> Result<Id, Coc7Error> {
        let id = self.id(name)?;
        if self.state.participant(id).side == Side::Quarry {
            Ok(id)
        } else {
            Err(Coc7Error::NotAQuarry { who: self.name(id) })
        }
    }

    /// After someone left the chase outside the turn order's own steps: end its turn if it was
    /// acting, else only see whether the chase is decided.
    fn settle(&mut self, id: Id, was_acting: bool) {
        if was_acting {
            self.after_action(id);
        } else {
            self.check_end();
        }
    }
}

/// The difficulty an opposing skill sets when the keeper's character opposes a player's (the core
/// rules): below 50 Regular, 50 or more Hard, 90 or more Extreme.
fn against(opposing: u32) -> Difficulty {
    match opposing {
        0..=49 => Difficulty::Regular,
        50..=89 => Difficulty::Hard,
        _ => Difficulty::Extreme,
    }
}
