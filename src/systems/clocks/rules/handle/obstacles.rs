//! "Obstacles": placed between two segments of a path's clocks, they stop progress until resolved,
//! by everyone or by one for all; overshooting one grants advantage on the next check to pass it.

use super::Decider;
use crate::dice::Roller;
use crate::systems::clocks::rules::Refusal;
use crate::systems::clocks::rules::check;
use crate::systems::clocks::rules::error::ClocksError;
use crate::systems::clocks::rules::event::{Event, Purpose};
use crate::systems::clocks::rules::state::{Id, ObstacleId, Scope};

/// Obstacles a chase can hold, cleared ones included.
pub const MAX_OBSTACLES: usize = crate::limits::OBSTACLES;

impl Decider<'_> {
    /// Resolves the obstacle in front of the participant (or its ride) with the Skill action
    /// ("a locked door which they must unlock or break through"): d20 + `bonus` against the
    /// obstacle's DC, with advantage if it overshot the obstacle ("the GM may grant them Advantage
    /// on their next Skill Check to pass the Obstacle") or the keeper grants it. A weak success
    /// resolves it at the price of a detriment. The advantage is spent on this check either way.
    pub(super) fn resolve_obstacle(
        &mut self,
        who: &str,
        bonus: i32,
        advantage: bool,
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        let id = self.skill_actor(who)?;
        let mover = self.state.mover(id);
        let obstacle = self
            .state
            .blocking(mover)
            .filter(|o| self.state.obstacles[usize::from(*o)].after == self.state.filled(mover))
            .ok_or_else(|| ClocksError::NoObstacleHere {
                who: self.name(mover),
            })?;
        let earned = self.state.participant(mover).advantage_on == Some(obstacle);
        let dc = self.state.obstacles[usize::from(obstacle)].dc;
        let label = || {
            let name = &self.state.obstacles[usize::from(obstacle)].name;
            format!("{}: pass the {name}", self.name(id))
        };
        let roll = check::roll(
            roller,
            &self.state.settings,
            bonus,
            dc,
            earned || advantage,
            label,
        )?;
        if self.skill_rolled(id, Purpose::Resolve { obstacle }, Some(roll)) {
            self.emit(Event::ObstacleResolved {
                obstacle,
                by: mover,
            });
        } else if earned {
            self.emit(Event::AdvantageSpent { who: mover });
        }
        Ok(())
    }

    /// The keeper puts an obstacle on a path, between segment `after` and the next ("An Obstacle
    /// may be considered as existing between a pair of segments of a Clock").
    pub(super) fn place_obstacle(
        &mut self,
        name: &str,
        path: &str,
        after: u32,
        dc: Option<u32>,
        scope: Scope,
    ) -> Result<(), ClocksError> {
        let name = name.trim();
        if name.is_empty() {
            return Err(ClocksError::UnnamedObstacle);
        }
        if self.state.find_obstacle(name).is_some() {
            return Err(ClocksError::ObstacleExists {
                name: name.to_string(),
            });
        }
        let path = self.path_id(path)?;
        if after >= self.state.segments {
            return Err(ClocksError::ObstacleOffTheClock {
                after,
                segments: self.state.segments,
            });
        }
        if self.state.obstacles.len() >= MAX_OBSTACLES {
            return Err(ClocksError::TooManyObstacles { max: MAX_OBSTACLES });
        }
        let dc = dc.unwrap_or_else(|| self.state.terrain_dc(path));
        self.emit(Event::ObstaclePlaced {
            obstacle: self.state.obstacles.len() as ObstacleId,
            name: name.to_string(),
            path,
            after,
            dc,
            scope,
        });
        Ok(())
    }

    /// The keeper removes an obstacle.
    pub(super) fn clear_obstacle(&mut self, name: &str) -> Result<(), ClocksError> {
        let obstacle = self.obstacle_id(name)?;
        self.emit(Event::ObstacleCleared { obstacle });
        Ok(())
    }

    /// Advantage from overshooting an obstacle that no longer stops its holder (resolved, cleared,
    /// on another path, passed) is moot; it goes.
    pub(super) fn drop_moot_advantages(&mut self) {
        let moot: Vec<Id> = self
            .state
            .ids()
            .filter(|(id, p)| {
                p.advantage_on
                    .is_some_and(|o| self.state.blocking(*id) != Some(o))
            })
            .map(|(id, _)| id)
            .collect();
        for who in moot {
            self.emit(Event::AdvantageSpent { who });
        }
    }
}
