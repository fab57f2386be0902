//! The legal commands of a chase on the chase track ([`crate::engine::Legal`]): the command space
//! of a state is every participant with every command shape (each ability, each success effect,
//! each target, each space of the track) and the GM's own commands over the track's spaces;
//! [`super::handle`] keeps those it accepts.

use super::command::{Command, Consequence, Edge, Effect};
use super::settings::Environment;
use super::state::{Ability, Against, TrackChase};
use crate::engine::Legal;

const ENVIRONMENTS: [Environment; 4] = [
    Environment::OpenTerrain,
    Environment::LightObstacles,
    Environment::DenseObstacles,
    Environment::ExtremeConditions,
];

const AGAINST: [Against; 3] = [Against::Chasers, Against::Prey, Against::Everyone];

impl Legal for TrackChase {
    fn command_space(&self) -> Vec<Command> {
        let mut space = vec![Command::Start, Command::EndChase];
        // The spaces a keeper can name: the track up to the safe haven, or a little past the
        // one farthest ahead plus the escape distance when the track has no end.
        let last = self.end().unwrap_or_else(|| {
            let ahead = self.participants.iter().map(|p| p.space).max().unwrap_or(0);
            ahead + self.settings.escape_distance + 1
        });
        // "Slow 'Em Down" at anyone's space, its own included (the worked example's thief).
        let effects = || {
            let mut effects = vec![
                Effect::Shortcut,
                Effect::FastLane,
                Effect::SlowThemDown { at: None },
            ];
            effects.extend(self.participants.iter().map(|p| Effect::SlowThemDown {
                at: Some(p.name.clone()),
            }));
            effects
        };
        for p in &self.participants {
            let who = p.name.clone();
            for ability in Ability::ALL {
                for effect in effects() {
                    space.push(Command::Act {
                        who: who.clone(),
                        ability,
                        effect,
                        cn: None,
                        what: None,
                        edge: Edge::None,
                    });
                }
                space.push(Command::Save {
                    who: who.clone(),
                    ability,
                    cn: None,
                    on_failure: Consequence::LoseSpace,
                });
            }
            space.push(Command::AcceptFailure { who: who.clone() });
            space.push(Command::TakeComplication {
                who: who.clone(),
                complication: "a complication".to_string(),
            });
            for target in self.participants.iter().filter(|t| t.name != p.name) {
                for hit in [true, false] {
                    space.push(Command::Attack {
                        who: who.clone(),
                        target: target.name.clone(),
                        hit,
                        damage: None,
                    });
                }
            }
            for past_obstacles in [false, true] {
                space.push(Command::Move {
                    who: who.clone(),
                    past_obstacles,
                });
            }
            space.push(Command::Exert { who: who.clone() });
            space.push(Command::EndTurn { who: who.clone() });
            for at in 0..=last {
                space.push(Command::Place {
                    who: who.clone(),
                    space: at,
                });
            }
            space.push(Command::Split {
                who: who.clone(),
                name: self.split_name(&who),
            });
        }
        for at in 0..=last {
            for against in AGAINST {
                space.push(Command::PlaceObstacle {
                    at,
                    against,
                    what: None,
                });
            }
        }
        let mut cleared: Vec<u32> = self.obstacles.iter().map(|o| o.at).collect();
        cleared.sort_unstable();
        cleared.dedup();
        space.extend(cleared.into_iter().map(|at| Command::ClearObstacles { at }));
        space.extend(
            ENVIRONMENTS
                .into_iter()
                .map(|environment| Command::SetEnvironment { environment }),
        );
        space
    }
}

impl TrackChase {
    /// The name a member that leaves a group takes, which nobody has yet.
    pub fn split_name(&self, group: &str) -> String {
        let taken: Vec<&str> = self.participants.iter().map(|p| p.name.as_str()).collect();
        crate::engine::legal::fresh(&format!("{group} (split)"), &taken)
    }
}
