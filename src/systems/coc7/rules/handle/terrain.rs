//! What lies along the track in Part 5: "Random Hazards and Barriers", how far a driver sees ahead
//! ("Pedal to the Metal"), "Sudden Hazards", and "Characters Creating Hazards".

use super::Decider;
use crate::dice::{Difficulty, Roller};
use crate::engine::Name;
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::event::RouteEvent;
use crate::systems::coc7::rules::optional::{Caller, MAX_SIGHT, random_obstacle, unnamed_hazard};
use crate::systems::coc7::rules::state::{Barrier, DamageRow, Hazard, Id, Loc, Obstacle, Phase};

impl Decider<'_> {
    /// "Random Hazards and Barriers": 1D100 for the way into `at`, with a penalty die for a
    /// hazardous environment or a bonus die for a quiet one: 01-59 clear, 60+ Regular, 85+ Hard,
    /// 96+ Extreme. What it finds is a hazard of that difficulty for the keeper to name (and make a
    /// barrier if it is one).
    pub(super) fn roll_terrain(
        &mut self,
        at: Loc,
        roller: &mut Roller,
    ) -> Result<Option<Obstacle>, Refusal> {
        let bonus = self.state.settings.environment.dice();
        let value = roller
            .percentile(0, bonus, || {
                format!(
                    "Random hazards for the way into location {at} (01-59 clear, 60+ Regular, 85+ \
                     Hard, 96+ Extreme)"
                )
            })?
            .value;
        let difficulty = random_obstacle(value);
        self.emit(RouteEvent::TerrainRolled {
            at,
            value,
            bonus,
            difficulty,
        });
        Ok(difficulty.map(|difficulty| {
            Obstacle::Hazard(Hazard {
                name: unnamed_hazard(difficulty),
                skills: Vec::new(),
                difficulty,
                damage: None,
            })
        }))
    }

    /// The keeper rolls for what lies after `after`, where nothing lies yet.
    pub(super) fn roll_hazard(&mut self, after: Loc, roller: &mut Roller) -> Result<(), Refusal> {
        let next = self.gap_after(after)?;
        if let Some(obstacle) = self.roll_terrain(next, roller)? {
            self.emit(Event::ObstacleSet {
                after,
                obstacle: Some(obstacle),
            });
        }
        Ok(())
    }

    /// Names the hazard or barrier after `after` and sets its skills, keeping its difficulty: how
    /// the keeper describes what a random roll found ("up ahead he can see a traffic jam").
    pub(super) fn name_obstacle(
        &mut self,
        after: Loc,
        name: &str,
        skills: &[Name],
        barrier: bool,
        hp: Option<u32>,
        damage: Option<DamageRow>,
    ) -> Result<(), Coc7Error> {
        let Some(existing) = self.state.map.ahead_of(after) else {
            return Err(Coc7Error::NoObstacleAt { at: after });
        };
        let name = name.trim().to_string();
        if name.is_empty() {
            return Err(Coc7Error::EmptyName {
                what: "a hazard or barrier",
            });
        }
        let skills = skill_names(skills);
        let difficulty = existing.difficulty();
        let obstacle = if barrier {
            Obstacle::Barrier(Barrier {
                name,
                skills,
                difficulty,
                hp: hp.filter(|hp| *hp > 0),
                damage,
                debris: None,
            })
        } else {
            Obstacle::Hazard(Hazard {
                name,
                skills,
                difficulty,
                damage,
            })
        };
        self.emit(Event::ObstacleSet {
            after,
            obstacle: Some(obstacle),
        });
        Ok(())
    }

    /// "Pedal to the Metal": "How far a driver can see at any time is wholly dependent on the
    /// situation": the keeper's number, or the setting's die (1D3 in a city, 1D6 in the suburbs,
    /// 1D10 in the country). "The Keeper may not have determined what these upcoming locations are,
    /// and should do so as required": those past the end of the way are added, each rolled for
    /// random hazards. Sight stops at a fork where the participant has not chosen its way.
    pub(super) fn look_ahead(
        &mut self,
        who: &str,
        locations: Option<u32>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted.into());
        }
        let id = self.in_chase(who)?;
        let name = self.name(id);
        let (distance, rolled) = match (locations, self.state.settings.sight) {
            (Some(n), _) => (n, false),
            (None, Some(sight)) => match sight.dice() {
                Ok(dice) => {
                    let seen = roller.roll(&dice, || format!("{name}: locations seen ahead"))?;
                    (seen.max(0) as u32, true)
                }
                Err(n) => (n, false),
            },
            (None, None) => return Err(Coc7Error::NoSight { who: name }.into()),
        };
        if distance > MAX_SIGHT {
            return Err(Coc7Error::SightTooFar {
                locations: distance,
                most: MAX_SIGHT,
            }
            .into());
        }
        self.emit(RouteEvent::SightSet {
            who: id,
            locations: distance,
            rolled,
        });
        let mut at = self.state.participant(id).location;
        for _ in 0..distance {
            at = match self.way_from(id, at) {
                Ok(Some(next)) => next,
                Ok(None) if self.state.settings.extend_track => {
                    self.grow_after(at, Some(roller))?
                }
                Ok(None) | Err(_) => break,
            };
        }
        Ok(())
    }

    /// "Sudden Hazards": "either the Keeper or a player may call for a group Luck roll", the
    /// investigator with the lowest Luck rolling for the group (the core rules' group Luck roll).
    /// "Players and Keeper should alternate in calling ... Either side may call for the first".
    /// The hazard is Regular, or the setting's difficulty, or what the keeper raises it to.
    pub(super) fn sudden_hazard(
        &mut self,
        by: Caller,
        difficulty: Option<Difficulty>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(
            self.state.settings.sudden_hazards,
            "Sudden Hazards",
            "sudden_hazards",
        )?;
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted.into());
        }
        if let Some(pending) = self.state.sudden.pending {
            return Err(Coc7Error::SuddenPending {
                placer: pending.placer.word(),
            }
            .into());
        }
        if self.state.sudden.last_caller == Some(by) {
            return Err(Coc7Error::NotYourCall {
                last: by.word(),
                next: by.other().word(),
            }
            .into());
        }
        let (luckiest_unlucky, luck) = self.group_luck().ok_or(Coc7Error::NoLuck)?;
        let roll = self.roll(roller, luckiest_unlucky, "Luck", luck, 0, " for the group")?;
        let passed = roll.level.is_success();
        let difficulty = difficulty.unwrap_or(self.state.settings.sudden_hazard_difficulty);
        self.emit(RouteEvent::SuddenHazardCalled {
            by,
            roller: luckiest_unlucky,
            roll,
            passed,
            difficulty,
        });
        Ok(())
    }

    /// "If the Luck roll is passed ... the players may dictate where and when a sudden hazard
    /// occurs. If the Luck roll is failed, this indicates a sudden hazard for the investigators,
    /// presented by the Keeper": whoever places it puts it right in front of a participant
    /// (`ahead_of`), or after a location. The keeper's (after a failed roll) is "for the
    /// investigators": in front of an investigator (or the vehicle one rides in), or on the way
    /// ahead of one; never in front of a pursuer alone.
    pub(super) fn place_sudden_hazard(
        &mut self,
        ahead_of: Option<&str>,
        after: Option<Loc>,
        name: &str,
        skills: &[Name],
        damage: Option<DamageRow>,
    ) -> Result<(), Coc7Error> {
        let Some(pending) = self.state.sudden.pending else {
            return Err(Coc7Error::NoSuddenHazard);
        };
        let for_investigators = pending.placer == Caller::Keeper;
        let after = match (ahead_of, after) {
            (Some(who), None) => {
                let id = self.in_chase(who)?;
                if for_investigators && !self.carries_an_investigator(id) {
                    return Err(Coc7Error::SuddenForInvestigators {
                        place: format!("in front of {}", self.name(id)),
                    });
                }
                let at = self.state.participant(id).location;
                if self.way_from(id, at)? != self.state.map.next(at) {
                    return Err(Coc7Error::BranchStartsClear { at });
                }
                at
            }
            (None, Some(after)) => {
                if for_investigators && !self.an_investigator_comes_to(after) {
                    return Err(Coc7Error::SuddenForInvestigators {
                        place: format!("after location {after}"),
                    });
                }
                after
            }
            _ => return Err(Coc7Error::WhereSudden),
        };
        self.gap_after(after)?;
        let name = name.trim().to_string();
        if name.is_empty() {
            return Err(Coc7Error::EmptyName {
                what: "a sudden hazard",
            });
        }
        self.emit(RouteEvent::SuddenHazardPlaced {
            after,
            hazard: Hazard {
                name,
                skills: skill_names(skills),
                difficulty: pending.difficulty,
                damage,
            },
            by: pending.placer,
        });
        Ok(())
    }

    /// Whether `id` is an investigator, or moves one: the driver of a vehicle an investigator
    /// rides in, or a passenger beside one.
    fn carries_an_investigator(&self, id: Id) -> bool {
        if self.state.participant(id).investigator {
            return true;
        }
        self.state.vehicle_of(id).is_some_and(|(driver, _)| {
            self.state.participant(driver).investigator
                || self
                    .state
                    .passengers(driver)
                    .any(|p| self.state.participant(p).investigator)
        })
    }

    /// Whether an investigator still in the chase stands at `after` or behind it on the way that
    /// leads there, and so will meet what lies after it.
    fn an_investigator_comes_to(&self, after: Loc) -> bool {
        self.state.ids().any(|(_, p)| {
            p.investigator && p.in_chase() && self.state.map.distance(p.location, after).is_some()
        })
    }

    /// "Characters Creating Hazards": bolting a door costs 1 movement action and no roll, a
    /// wardrobe against a door a STR roll and a movement action, a panicked crowd a Luck roll, and so
    /// on, as the keeper judges. It lies behind the participant, between its location and the one
    /// before, for those following; a failed roll leaves nothing there.
    pub(super) fn create_obstacle(
        &mut self,
        who: &str,
        obstacle: &Obstacle,
        cost: u32,
        skill: Option<&str>,
        difficulty: Difficulty,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(
            self.state.settings.creating_hazards,
            "Characters Creating Hazards",
            "creating_hazards",
        )?;
        let id = self.acting(who)?;
        self.require_time_left(id)?;
        let here = self.state.participant(id).location;
        let behind = self
            .state
            .map
            .previous(here)
            .filter(|before| self.state.map.next(*before) == Some(here))
            .ok_or_else(|| Coc7Error::NothingBehind {
                who: self.name(id),
                at: here,
            })?;
        if let Some(existing) = self.state.map.ahead_of(behind) {
            return Err(Coc7Error::Occupied {
                at: behind,
                name: existing.name().to_string(),
            }
            .into());
        }
        self.require_actions(id, cost)?;
        let (roll, created) = match skill {
            Some(skill) => {
                let value = self.skill(id, skill)?;
                let purpose = format!(" to create {}", obstacle.name());
                let roll = self.roll(roller, id, skill, value, 0, &purpose)?;
                let passed = roll.passes(difficulty);
                (Some(roll), passed)
            }
            None => (None, true),
        };
        self.spend(id, cost);
        self.emit(RouteEvent::ObstacleCreated {
            who: id,
            after: behind,
            obstacle: obstacle.clone(),
            skill: skill.map(|s| Name::from(s.trim())),
            roll,
            created,
        });
        self.after_action(id);
        Ok(())
    }

    /// A participant still in the chase, by name.
    pub(super) fn in_chase(&self, who: &str) -> Result<Id, Coc7Error> {
        let id = self.id(who)?;
        let participant = self.state.participant(id);
        if participant.in_chase() {
            Ok(id)
        } else {
            Err(Coc7Error::NotActive {
                who: participant.name.to_string(),
                status: participant.status.word(),
            })
        }
    }

    /// The group Luck roll's roller: the investigator still in the chase with the lowest Luck
    /// (without investigators marked, anyone with a Luck score), and that Luck.
    fn group_luck(&self) -> Option<(Id, u32)> {
        let luck = |id: Id| {
            self.state
                .participant(id)
                .skills
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case("Luck"))
                .map(|(_, value)| *value)
        };
        let lowest = |investigators_only: bool| {
            self.state
                .ids()
                .filter(|(_, p)| p.in_chase() && (p.investigator || !investigators_only))
                .filter_map(|(id, _)| luck(id).map(|l| (id, l)))
                .min_by_key(|(id, l)| (*l, *id))
        };
        lowest(true).or_else(|| lowest(false))
    }

    /// The next location after `after` on its way, where something may be put: there must be one,
    /// and nothing may lie there yet.
    fn gap_after(&self, after: Loc) -> Result<Loc, Coc7Error> {
        if !self.state.map.contains(after) {
            return Err(self.no_such_location(after));
        }
        let next = self
            .state
            .map
            .next(after)
            .ok_or(Coc7Error::PastTheEnd { at: after })?;
        if let Some(existing) = self.state.map.ahead_of(after) {
            return Err(Coc7Error::Occupied {
                at: after,
                name: existing.name().to_string(),
            });
        }
        Ok(next)
    }
}

/// Skill names as written, trimmed, without empty ones.
fn skill_names(skills: &[Name]) -> Vec<Name> {
    skills
        .iter()
        .map(|s| Name::from(s.trim()))
        .filter(|s| !s.is_empty())
        .collect()
}
