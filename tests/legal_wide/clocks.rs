//! The position clocks' wider command space.

use super::{Pick, Wide};
use chasetrack::engine::Name;
use chasetrack::systems::clocks::rules::{
    Check, ClockChase, Command, Condition, Difficulty, Role, Scope, Terrain,
};

impl Wide for ClockChase {
    fn wide(&self, pick: &mut Pick) -> Command {
        let names: Vec<Name> = self.participants.iter().map(|p| p.name.clone()).collect();
        let mut paths: Vec<String> = self.paths.iter().map(|p| p.name.clone()).collect();
        paths.push("Rooftops".to_string());
        let who = pick.name(&names);
        let check = pick.flip().then(|| Check {
            bonus: pick.int(-2, 8),
            dc: pick.int(5, 25) as u32,
        });
        let terrain = Terrain {
            difficulty: pick.one(&[
                Difficulty::Easy,
                Difficulty::Difficult,
                Difficulty::VeryDifficult,
                Difficulty::Dc(12),
            ]),
            cover: pick.flip(),
            ..Terrain::default()
        };
        let segments = self.segments as i32;
        match pick.below(22) {
            0 => Command::RollOrder,
            1 => Command::SetOrder {
                order: pick.some(&names),
            },
            2 | 3 => Command::MovementCheck {
                who,
                advantage: pick.flip(),
                modifier: pick.int(-2, 4),
                board: pick.flip().then(|| pick.name(&names)),
                dc: pick.flip().then(|| pick.int(5, 25) as u32),
            },
            4 => Command::AdditionalMovement {
                who,
                effect: "Misty Step".to_string(),
                spaces: pick.int(1, 4) as u32,
                ignores_terrain: pick.flip(),
                advantage: pick.flip(),
            },
            5 => Command::SlowDown {
                who,
                segments: pick.int(0, segments + 1) as u32,
            },
            6 => Command::TakePath {
                who,
                path: pick.one(&paths),
                terrain: pick.flip().then_some(terrain),
                flight_only: pick.flip(),
            },
            7 => Command::ResolveObstacle {
                who,
                bonus: pick.int(-2, 8),
                advantage: pick.flip(),
            },
            8 => Command::Hide { who, check },
            9 => Command::Seek {
                who,
                target: pick.name(&names),
                check,
            },
            10 => Command::SkillAction {
                who,
                what: "spot a way".to_string(),
                check,
            },
            11 => Command::Board {
                who,
                ride: pick.name(&names),
            },
            12 => Command::Disembark { who },
            13 => Command::EndTurn { who },
            14 => Command::OpenPath {
                name: pick.one(&paths),
                terrain,
                flight_only: pick.flip(),
            },
            15 => Command::SetTerrain {
                path: pick.one(&paths),
                terrain,
            },
            16 => Command::MergePaths {
                from: pick.one(&paths),
                into: pick.one(&paths),
            },
            17 => Command::PlaceObstacle {
                name: "Cart".to_string(),
                path: pick.one(&paths),
                after: pick.int(0, segments + 1) as u32,
                dc: pick.flip().then(|| pick.int(5, 25) as u32),
                scope: pick.one(&[Scope::Everyone, Scope::OneForAll]),
            },
            18 => {
                let mut obstacles: Vec<String> =
                    self.obstacles.iter().map(|o| o.name.clone()).collect();
                obstacles.push("Cart".to_string());
                Command::ClearObstacle {
                    name: pick.one(&obstacles),
                }
            }
            19 => Command::SetCondition {
                who,
                condition: pick.one(&[Condition::Hindered, Condition::Immobile, Condition::Flying]),
                on: pick.flip(),
            },
            20 => Command::Reveal { who },
            _ => Command::Place {
                who,
                filled: pick.int(0, segments + 1) as u32,
            },
        }
    }

    fn normal(&self, command: &Command) -> Command {
        let known = |path: &str| self.paths.iter().any(|p| p.name.eq_ignore_ascii_case(path));
        let plain = |terrain: Terrain| Terrain {
            difficulty: match terrain.difficulty {
                Difficulty::Dc(_) => Difficulty::Easy,
                other => other,
            },
            ..Terrain::default()
        };
        match command.clone() {
            Command::SetOrder { order } if !order.is_empty() => Command::SetOrder {
                order: self
                    .participants
                    .iter()
                    .filter(|p| !matches!(p.role, Role::Ride(_)))
                    .map(|p| p.name.clone())
                    .collect(),
            },
            Command::MovementCheck { who, board, .. } => Command::MovementCheck {
                who,
                advantage: false,
                modifier: 0,
                board,
                dc: None,
            },
            Command::AdditionalMovement {
                who,
                ignores_terrain,
                ..
            } => Command::AdditionalMovement {
                who,
                effect: "an effect".to_string(),
                spaces: 1,
                ignores_terrain,
                advantage: false,
            },
            Command::TakePath {
                who,
                path,
                flight_only,
                ..
            } => Command::TakePath {
                who,
                flight_only: !known(&path) && flight_only,
                path: if known(&path) {
                    path
                } else {
                    self.new_path_name()
                },
                terrain: None,
            },
            Command::ResolveObstacle { who, .. } => Command::ResolveObstacle {
                who,
                bonus: 0,
                advantage: false,
            },
            Command::Hide { who, .. } => Command::Hide { who, check: None },
            Command::Seek { who, target, .. } => Command::Seek {
                who,
                target,
                check: None,
            },
            Command::SkillAction { who, .. } => Command::SkillAction {
                who,
                what: "something".to_string(),
                check: None,
            },
            Command::OpenPath { flight_only, .. } => Command::OpenPath {
                name: self.new_path_name(),
                terrain: Terrain::default(),
                flight_only,
            },
            Command::SetTerrain { path, terrain } => Command::SetTerrain {
                path,
                terrain: plain(terrain),
            },
            Command::PlaceObstacle {
                path, after, scope, ..
            } => Command::PlaceObstacle {
                name: self.new_obstacle_name(),
                path,
                after,
                dc: None,
                scope,
            },
            other => other,
        }
    }
}
