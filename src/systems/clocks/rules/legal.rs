//! The legal commands of a position-clocks chase ([`crate::engine::Legal`]): the command space of
//! a state is every participant with every command shape (each path, ride, target and segment
//! count the state holds) and the keeper's own commands over its paths and obstacles;
//! [`super::handle`] keeps those it accepts.

use super::command::Command;
use super::state::{ClockChase, Condition, Difficulty, Role, Scope, Terrain};
use crate::engine::Legal;
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

impl Legal for ClockChase {
    fn command_space(&self) -> Vec<Command> {
        let mut space = vec![
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
            Command::EndChase,
        ];
        let paths: Vec<String> = self.paths.iter().map(|p| p.name.clone()).collect();
        let new_path = self.new_path_name();
        let rides: Vec<String> = self
            .participants
            .iter()
            .filter(|p| matches!(p.role, Role::Ride(_)))
            .map(|p| p.name.clone())
            .collect();
        for p in &self.participants {
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
            for ignores_terrain in [false, true] {
                space.push(Command::AdditionalMovement {
                    who: who.clone(),
                    effect: "an effect".to_string(),
                    spaces: 1,
                    ignores_terrain,
                    advantage: false,
                });
            }
            for segments in 1..=p.filled {
                space.push(Command::SlowDown {
                    who: who.clone(),
                    segments,
                });
            }
            for path in &paths {
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
                    path: new_path.clone(),
                    terrain: None,
                    flight_only,
                });
            }
            space.push(Command::ResolveObstacle {
                who: who.clone(),
                bonus: 0,
                advantage: false,
            });
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
            for ride in rides.iter().filter(|ride| **ride != p.name) {
                space.push(Command::Board {
                    who: who.clone(),
                    ride: ride.clone(),
                });
            }
            space.push(Command::Disembark { who: who.clone() });
            space.push(Command::EndTurn { who: who.clone() });
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
