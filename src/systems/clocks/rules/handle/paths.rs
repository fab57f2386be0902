//! Paths and what the terrain on them allows: "New Paths", "Shortcuts", "Merging Paths",
//! "Terrain" per path and round, and "Hiding".

use super::Decider;
use crate::dice::Roller;
use crate::systems::clocks::rules::Refusal;
use crate::systems::clocks::rules::check::{self, Level};
use crate::systems::clocks::rules::command::Check;
use crate::systems::clocks::rules::error::ClocksError;
use crate::systems::clocks::rules::event::{Event, Purpose};
use crate::systems::clocks::rules::state::{Id, Obscurement, PathId, Phase, Terrain};

/// Paths a chase can hold: a screen shows one lane per path.
pub const MAX_PATHS: usize = crate::limits::PATHS;

impl Decider<'_> {
    /// "New Paths": "When taking a different Path, the Character must remove one Segment of their
    /// Clock." The path is an open one, or a new one (its terrain, or the current path's: "When a
    /// Character takes a New Path, it will generally not affect the duration"; a shortcut or harder
    /// path has its own DC). A flight-only path needs flight. Aboard, the ride changes path.
    /// `terrain` and `flight_only` only shape a new path.
    pub(super) fn take_path(
        &mut self,
        who: &str,
        name: &str,
        terrain: Option<Terrain>,
        flight_only: bool,
    ) -> Result<(), ClocksError> {
        let id = self.in_turn(who)?;
        self.require_mobile(id)?;
        let mover = self.state.mover(id);
        let participant = self.state.participant(mover);
        let (from, filled, flies) = (participant.path, participant.filled, participant.flies);
        let existing = self.state.find_path(name);
        let needs_flight = existing.map_or(flight_only, |p| {
            self.state.paths[usize::from(p)].flight_only
        });
        if existing == Some(from) {
            return Err(ClocksError::AlreadyOnPath {
                who: self.name(mover),
                path: self.path_name(from),
            });
        }
        if needs_flight && !flies {
            return Err(ClocksError::NeedsFlight {
                who: self.name(mover),
                path: name.trim().to_string(),
            });
        }
        let cost = self.state.settings.path_change_cost;
        if cost > filled {
            return Err(ClocksError::CannotAffordPath {
                who: self.name(mover),
                cost,
                filled,
            });
        }
        let to = match existing {
            Some(path) => path,
            None => {
                let terrain =
                    terrain.unwrap_or_else(|| self.state.paths[usize::from(from)].terrain.clone());
                self.open_path(name, terrain, flight_only)?
            }
        };
        self.emit(Event::PathTaken {
            who: mover,
            from,
            to,
            filled: filled - cost,
        });
        self.reveal_uncovered(to);
        Ok(())
    }

    /// Makes a path available ("Whether or not multiple Paths are available is at the GM's
    /// discretion").
    pub(super) fn open_path(
        &mut self,
        name: &str,
        terrain: Terrain,
        flight_only: bool,
    ) -> Result<PathId, ClocksError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(ClocksError::UnnamedPath);
        }
        if self.state.find_path(name).is_some() {
            return Err(ClocksError::PathExists {
                path: name.to_string(),
            });
        }
        if self.state.paths.len() >= MAX_PATHS {
            return Err(ClocksError::TooManyPaths { max: MAX_PATHS });
        }
        let path = self.state.paths.len() as PathId;
        self.emit(Event::PathOpened {
            path,
            name: name.to_string(),
            terrain,
            flight_only,
        });
        Ok(path)
    }

    /// "Terrain": the terrain of a path from now on (the chase moves "from one area to another"
    /// each round). Hidden participants on it are found if it has no obscurement ("A Hidden
    /// Character will no longer be Hidden if they move to an area without Obscurement").
    pub(super) fn set_terrain(&mut self, path: &str, terrain: Terrain) -> Result<(), ClocksError> {
        let path = self.path_id(path)?;
        self.emit(Event::TerrainSet { path, terrain });
        self.reveal_uncovered(path);
        Ok(())
    }

    /// "Merging Paths": "the GM may at the start of a Round rule that two or more Paths have become
    /// merged. The Clocks of Characters on those different Paths are unaffected." The merged path's
    /// terrain is the one that goes on.
    pub(super) fn merge_paths(&mut self, from: &str, into: &str) -> Result<(), ClocksError> {
        let (from, into) = (self.path_id(from)?, self.path_id(into)?);
        if from == into {
            return Err(ClocksError::SamePath {
                path: self.path_name(from),
            });
        }
        if self.state.phase == Phase::Running && self.state.turn.acted {
            return Err(ClocksError::NotStartOfRound {
                round: self.state.round,
            });
        }
        let moved: Vec<Id> = self
            .state
            .ids()
            .filter(|(_, p)| p.path == from)
            .map(|(id, _)| id)
            .collect();
        self.emit(Event::PathsMerged { from, into, moved });
        self.reveal_uncovered(into);
        Ok(())
    }

    /// "Hiding": "Provided the Terrain which the Chase is taking place in provides Obscurement, they
    /// may Hide using the Skill Action." The check is the Conflicts page's; the keeper gives its
    /// bonus and DC, or rules the outcome.
    pub(super) fn hide(
        &mut self,
        who: &str,
        check: Option<Check>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.skill_actor(who)?;
        if self.state.participant(id).hidden {
            return Err(ClocksError::AlreadyHidden { who: self.name(id) }.into());
        }
        let path = self.state.path_of(id);
        if self.state.paths[usize::from(path)].terrain.obscurement == Obscurement::Clear {
            return Err(ClocksError::NoObscurement {
                who: self.name(id),
                path: self.path_name(path),
            }
            .into());
        }
        if self.skill(id, Purpose::Hide, check, "hide check", roller)? {
            self.emit(Event::Hidden { who: id });
        }
        Ok(())
    }

    /// "When a Character is Hidden, a Character may use the Skill Action to attempt to determine
    /// their location ... If the Character is on a different Path, determining their location will
    /// reveal what Path they are on."
    pub(super) fn seek(
        &mut self,
        who: &str,
        target: &str,
        check: Option<Check>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.skill_actor(who)?;
        let target = self.id(target)?;
        if target == id || !self.state.participant(target).hidden {
            return Err(ClocksError::NotHidden {
                who: self.name(target),
            }
            .into());
        }
        if self.skill(id, Purpose::Seek { target }, check, "search", roller)? {
            self.emit(Event::Revealed {
                who: target,
                by: Some(id),
            });
        }
        Ok(())
    }

    /// Any other Skill action the keeper asks for: spotting a new path, climbing to the rooftops.
    /// Its success is the keeper's to act on (open the path, say).
    pub(super) fn skill_action(
        &mut self,
        who: &str,
        what: &str,
        check: Option<Check>,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.skill_actor(who)?;
        let what = match what.trim() {
            "" => "use a skill".to_string(),
            named => named.to_string(),
        };
        let label = what.clone();
        self.skill(id, Purpose::Other { what }, check, &label, roller)?;
        Ok(())
    }

    /// The keeper reveals a hidden participant.
    pub(super) fn reveal(&mut self, who: &str) -> Result<(), ClocksError> {
        let id = self.id(who)?;
        if !self.state.participant(id).hidden {
            return Err(ClocksError::NotHidden { who: self.name(id) });
        }
        self.emit(Event::Revealed { who: id, by: None });
        Ok(())
    }

    /// The one whose turn it is, with its Skill action still unused.
    pub(super) fn skill_actor(&self, who: &str) -> Result<Id, ClocksError> {
        let id = self.acting(who)?;
        if self.state.participant(id).used.skill_action {
            return Err(ClocksError::SkillActionUsed { who: self.name(id) });
        }
        Ok(id)
    }

    /// Uses the Skill action: rolls the check if there is one (a weak success brings a detriment)
    /// and says whether it succeeded; without a check, the keeper has ruled that it did.
    pub(super) fn skill(
        &mut self,
        id: Id,
        purpose: Purpose,
        check: Option<Check>,
        what: &str,
        roller: &mut Roller,
    ) -> Result<bool, Refusal> {
        let roll = match check {
            Some(Check { bonus, dc }) => {
                let label = || format!("{}: {what}", self.name(id));
                Some(check::roll(
                    roller,
                    &self.state.settings,
                    bonus,
                    dc,
                    false,
                    label,
                )?)
            }
            None => None,
        };
        Ok(self.skill_rolled(id, purpose, roll))
    }

    /// Records a Skill action and its roll; whether it succeeded.
    pub(super) fn skill_rolled(
        &mut self,
        id: Id,
        purpose: Purpose,
        roll: Option<check::D20Check>,
    ) -> bool {
        let level = roll.as_ref().map_or(Level::Success, |r| r.level);
        self.emit(Event::SkillUsed {
            who: id,
            purpose,
            roll,
        });
        if level == Level::Weak {
            self.emit(Event::DetrimentTaken { who: id });
        }
        level.succeeded()
    }

    /// Reveals the hidden on a path whose terrain has no obscurement.
    fn reveal_uncovered(&mut self, path: PathId) {
        if self.state.paths[usize::from(path)].terrain.obscurement != Obscurement::Clear {
            return;
        }
        let found: Vec<Id> = self
            .state
            .ids()
            .filter(|(id, p)| p.hidden && self.state.path_of(*id) == path)
            .map(|(id, _)| id)
            .collect();
        for who in found {
            self.emit(Event::Revealed { who, by: None });
        }
    }
}
