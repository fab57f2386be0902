//! The legal commands of a position-clocks chase ([`crate::engine::Legal`]): the command space of
//! a state is every participant with every command shape (each path, ride, target and segment
//! count the state holds) and the keeper's own commands over its paths and obstacles;
//! [`super::handle`] keeps those it accepts.

use super::command::Command;
use super::state::{ClockChase, Condition, Difficulty, Role, Scope, Terrain};
use crate::engine::Legal;
use crate::engine::Name;
use crate::engine::legal::fresh;

impl ClockChase {
    /// The name of a path a keeper opens (or a participant takes) that does not exist yet.
    pub fn new_path_name(&self) -> String {
        let taken: Vec<&str> = self.paths.iter().map(|p| p.name.as_str()).collect();
        fresh("a new path", &taken)
    }

    /// The name of an obstacle a keeper places, which no obstacle has yet.
    pub fn new_obstacle_name(&self) -> String {
        let taken: Vec<&str> = self.obstacles.iter().map(|o| o.name.as_str()).collect();
        fresh("an obstacle", &taken)
    }
}

const CONDITIONS: [Condition; 3] = [Condition::Hindered, Condition::Immobile, Condition::Flying];

/// The terrains a keeper picks from by difficulty (the form's choices); the rest of a terrain
/// never decides whether a command is accepted.
fn terrains() -> [Terrain; 3] {
    [
        Difficulty::Easy,
        Difficulty::Difficult,
        Difficulty::VeryDifficult,
    ]
    .map(|difficulty| Terrain {
        difficulty,
        ..Terrain::default()
    })
}

impl ClockChase {
    /// The step's moves ([`crate::odds::Policy::moves`]): the turn order, and the moves of the
    /// one whose turn it is.
    pub fn step_moves(&self) -> Vec<Command> {
        let mut space = self.ordering();
        if let Some(p) = self
            .current()
            .and_then(|id| self.participants.get(usize::from(id)))
        {
            let (paths, rides) = (self.path_names(), self.ride_names());
            self.moves_of(p, &paths, &self.new_path_name(), &rides, &mut space);
        }
        space
    }

    /// Whether a command is a move of the chase: the turn order, a participant's movement check,
    /// slowing down, a path taken, the obstacle resolved, boarding, getting off, the end of a
    /// turn; not the keeper's paths, terrain, obstacles, conditions and corrections, nor what
    /// the keeper rules succeeded without a roll (hiding, seeking, another Skill action, an
    /// effect's extra movement).
    pub fn is_move(command: &Command) -> bool {
        matches!(
            command,
            Command::RollOrder
                | Command::SetOrder { .. }
                | Command::MovementCheck { .. }
                | Command::SlowDown { .. }
                | Command::TakePath { .. }
                | Command::ResolveObstacle { .. }
                | Command::Board { .. }
                | Command::Disembark { .. }
                | Command::EndTurn { .. }
        )
    }

    /// Rolling the order, or the keeper's: the setup's, or everyone as listed.
    fn ordering(&self) -> Vec<Command> {
        vec![
            Command::RollOrder,
            Command::SetOrder { order: Vec::new() },
            Command::SetOrder {
                order: self
                    .participants
                    .iter()
                    .filter(|p| !matches!(p.role, Role::Ride(_)))
                    .map(|p| p.name.clone())
                    .collect(),
            },
        ]
    }

    fn path_names(&self) -> Vec<String> {
        self.paths.iter().map(|p| p.name.clone()).collect()
    }

    fn ride_names(&self) -> Vec<Name> {
        self.participants
            .iter()
            .filter(|p| matches!(p.role, Role::Ride(_)))
            .map(|p| p.name.clone())
            .collect()
    }

    /// One participant's moves, as the command space holds them: a movement check (boarding
    /// each ride on the way), slowing down, each path (a new one too), the obstacle, boarding,
    /// getting off, the end of its turn.
    fn moves_of(
        &self,
        p: &super::state::Participant,
        paths: &[String],
        new_path: &str,
        rides: &[Name],
        space: &mut Vec<Command>,
    ) {
        let who = p.name.clone();
        for board in std::iter::once(None).chain(rides.iter().cloned().map(Some)) {
            space.push(Command::MovementCheck {
                who: who.clone(),
                advantage: false,
                modifier: 0,
                board,
                dc: None,
            });
        }
        // A rider slows its ride down: the segments it can give up are the ride's.
        let filled = self
            .participants
            .iter()
            .position(|q| q.name == p.name)
            .and_then(|index| super::state::Id::try_from(index).ok())
            .map_or(p.filled, |id| self.filled(id));
        for segments in 1..=filled {
            space.push(Command::SlowDown {
                who: who.clone(),
                segments,
            });
        }
        for path in paths {
            space.push(Command::TakePath {
                who: who.clone(),
                path: path.clone(),
                terrain: None,
                flight_only: false,
            });
        }
        for flight_only in [false, true] {
            space.push(Command::TakePath {
                who: who.clone(),
                path: new_path.to_string(),
                terrain: None,
                flight_only,
            });
        }
        space.push(Command::ResolveObstacle {
            who: who.clone(),
            bonus: 0,
            advantage: false,
        });
        for ride in rides.iter().filter(|ride| **ride != p.name) {
            space.push(Command::Board {
                who: who.clone(),
                ride: ride.clone(),
            });
        }
        space.push(Command::Disembark { who: who.clone() });
        space.push(Command::EndTurn { who });
    }
}

impl Legal for ClockChase {
    fn command_space(&self) -> Vec<Command> {
        let mut space = self.ordering();
        space.push(Command::EndChase);
        let paths = self.path_names();
        let new_path = self.new_path_name();
        let rides = self.ride_names();
        for p in &self.participants {
            let who = p.name.clone();
            self.moves_of(p, &paths, &new_path, &rides, &mut space);
            for ignores_terrain in [false, true] {
                space.push(Command::AdditionalMovement {
                    who: who.clone(),
                    effect: "an effect".to_string(),
                    spaces: 1,
                    ignores_terrain,
                    advantage: false,
                });
            }
            space.push(Command::Hide {
                who: who.clone(),
                check: None,
            });
            for target in self.participants.iter().filter(|t| t.name != p.name) {
                space.push(Command::Seek {
                    who: who.clone(),
                    target: target.name.clone(),
                    check: None,
                });
            }
            space.push(Command::SkillAction {
                who: who.clone(),
                what: "something".to_string(),
                check: None,
            });
            for condition in CONDITIONS {
                for on in [true, false] {
                    space.push(Command::SetCondition {
                        who: who.clone(),
                        condition,
                        on,
                    });
                }
            }
            space.push(Command::Reveal { who: who.clone() });
            for filled in 0..=self.segments {
                space.push(Command::Place {
                    who: who.clone(),
                    filled,
                });
            }
        }
        for flight_only in [false, true] {
            space.push(Command::OpenPath {
                name: new_path.clone(),
                terrain: Terrain::default(),
                flight_only,
            });
        }
        for path in &paths {
            for terrain in terrains() {
                space.push(Command::SetTerrain {
                    path: path.clone(),
                    terrain,
                });
            }
            for into in paths.iter().filter(|into| *into != path) {
                space.push(Command::MergePaths {
                    from: path.clone(),
                    into: into.clone(),
                });
            }
            for after in 0..=self.segments {
                for scope in [Scope::Everyone, Scope::OneForAll] {
                    space.push(Command::PlaceObstacle {
                        name: self.new_obstacle_name(),
                        path: path.clone(),
                        after,
                        dc: None,
                        scope,
                    });
                }
            }
        }
        space.extend(self.obstacles.iter().map(|o| Command::ClearObstacle {
            name: o.name.clone(),
        }));
        space
    }
}
