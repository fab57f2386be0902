//! The chase track's wider command space.

use super::{Pick, Wide};
use chasetrack::dice::DiceExpr;
use chasetrack::systems::track::rules::{
    Ability, Against, Command, Consequence, Edge, Effect, Environment, TrackChase,
};

impl Wide for TrackChase {
    fn wide(&self, pick: &mut Pick) -> Command {
        let names: Vec<String> = self.participants.iter().map(|p| p.name.clone()).collect();
        let who = pick.name(&names);
        let ability = pick.one(&Ability::ALL);
        let last = self.end().unwrap_or_else(|| {
            let ahead = self.participants.iter().map(|p| p.space).max().unwrap_or(0);
            ahead + self.settings.escape_distance + 1
        });
        let space = pick.int(0, last as i32) as u32;
        let cn = pick.flip().then(|| pick.int(4, 20) as u32);
        match pick.below(16) {
            0 => Command::Start,
            1 | 2 => Command::Act {
                who,
                ability,
                effect: match pick.below(3) {
                    0 => Effect::Shortcut,
                    1 => Effect::FastLane,
                    _ => Effect::SlowThemDown {
                        at: pick.flip().then(|| pick.name(&names)),
                    },
                },
                cn,
                what: pick.flip().then(|| "Leap a stall".to_string()),
                edge: pick.one(&[Edge::None, Edge::Advantage, Edge::Disadvantage]),
            },
            3 => Command::AcceptFailure { who },
            4 => Command::TakeComplication {
                who,
                complication: "a cart in the way".to_string(),
            },
            5 => Command::Attack {
                who,
                target: pick.name(&names),
                hit: pick.flip(),
                damage: pick
                    .flip()
                    .then(|| "1D6".parse::<DiceExpr>().unwrap_or_else(|e| panic!("{e}"))),
            },
            6 => Command::Move {
                who,
                past_obstacles: pick.flip(),
            },
            7 => Command::Exert { who },
            8 => Command::EndTurn { who },
            9 => Command::Save {
                who,
                ability,
                cn,
                on_failure: match pick.below(2) {
                    0 => Consequence::LoseSpace,
                    _ => Consequence::Complication("mud".to_string()),
                },
            },
            10 => Command::Place { who, space },
            11 => Command::PlaceObstacle {
                at: space,
                against: pick.one(&[Against::Chasers, Against::Prey, Against::Everyone]),
                what: pick.flip().then(|| "a cart".to_string()),
            },
            12 => Command::ClearObstacles { at: space },
            13 => Command::SetEnvironment {
                environment: pick.one(&[
                    Environment::OpenTerrain,
                    Environment::LightObstacles,
                    Environment::DenseObstacles,
                    Environment::ExtremeConditions,
                ]),
            },
            14 => Command::Split {
                who,
                name: "Straggler".to_string(),
            },
            _ => Command::EndChase,
        }
    }

    fn normal(&self, command: &Command) -> Command {
        match command.clone() {
            Command::Act {
                who,
                ability,
                effect,
                ..
            } => Command::Act {
                who,
                ability,
                effect,
                cn: None,
                what: None,
                edge: Edge::None,
            },
            Command::TakeComplication { who, .. } => Command::TakeComplication {
                who,
                complication: "a complication".to_string(),
            },
            Command::Attack {
                who, target, hit, ..
            } => Command::Attack {
                who,
                target,
                hit,
                damage: None,
            },
            Command::Save { who, ability, .. } => Command::Save {
                who,
                ability,
                cn: None,
                on_failure: Consequence::LoseSpace,
            },
            Command::PlaceObstacle { at, against, .. } => Command::PlaceObstacle {
                at,
                against,
                what: None,
            },
            Command::Split { who, .. } => Command::Split {
                name: self.split_name(&who),
                who,
            },
            other => other,
        }
    }
}
