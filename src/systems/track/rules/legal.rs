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

/// A participant's save with each ability, at the obstacle's CN, losing a space on a failure.
fn saves(who: &str, space: &mut Vec<Command>) {
    for ability in Ability::ALL {
        space.push(Command::Save {
            who: who.to_string(),
            ability,
            cn: None,
            on_failure: Consequence::LoseSpace,
        });
    }
}

/// The complication a keeper's form offers when a participant rerolls a 1 ("Complications"):
/// the words never decide whether the reroll is taken.
pub const COMPLICATION: &str = "a complication";

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
        for p in &self.participants {
            let who = p.name.clone();
            self.moves_of(p, &mut space);
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
    /// The step's moves ([`crate::odds::Policy::moves`]): starting the chase, the moves of the
    /// one whose turn it is, or who must settle a rolled 1 first, and anyone's save.
    pub fn step_moves(&self) -> Vec<Command> {
        let mut space = vec![Command::Start];
        let acting = match &self.turn.pending {
            Some(pending) => Some(pending.who),
            None => self.current(),
        };
        let acting_participant = acting.and_then(|id| self.participants.get(usize::from(id)));
        if let Some(p) = acting_participant {
            self.moves_of(p, &mut space);
        }
        // The GM calls for a save from anyone, at any time.
        for p in self
            .participants
            .iter()
            .filter(|p| acting_participant.is_none_or(|a| a.name != p.name))
        {
            saves(&p.name, &mut space);
        }
        space
    }

    /// Whether a command is a move of the chase: a participant's action, attack, save, move,
    /// exertion and end of turn, settling a 1, and the start; not the GM's edits of the track,
    /// a split or an ending by fiat.
    pub fn is_move(command: &Command) -> bool {
        matches!(
            command,
            Command::Start
                | Command::Act { .. }
                | Command::Save { .. }
                | Command::AcceptFailure { .. }
                | Command::TakeComplication { .. }
                | Command::Attack { .. }
                | Command::Move { .. }
                | Command::Exert { .. }
                | Command::EndTurn { .. }
        )
    }

    /// One participant's moves, as the command space holds them: moving, each ability with each
    /// success effect and its save, settling a 1, an attack on each other, exerting, ending the
    /// turn.
    fn moves_of(&self, p: &super::state::Participant, space: &mut Vec<Command>) {
        let who = p.name.clone();
        // "Slow 'Em Down" at anyone's space, its own included (the worked example's thief).
        let mut effects = vec![
            Effect::Shortcut,
            Effect::FastLane,
            Effect::SlowThemDown { at: None },
        ];
        effects.extend(self.participants.iter().map(|p| Effect::SlowThemDown {
            at: Some(p.name.clone()),
        }));
        for past_obstacles in [false, true] {
            space.push(Command::Move {
                who: who.clone(),
                past_obstacles,
            });
        }
        for ability in Ability::ALL {
            for effect in &effects {
                space.push(Command::Act {
                    who: who.clone(),
                    ability,
                    effect: effect.clone(),
                    cn: None,
                    what: None,
                    edge: Edge::None,
                });
            }
        }
        saves(&who, space);
        space.push(Command::AcceptFailure { who: who.clone() });
        space.push(Command::TakeComplication {
            who: who.clone(),
            complication: COMPLICATION.to_string(),
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
        space.push(Command::Exert { who: who.clone() });
        space.push(Command::EndTurn { who });
    }

    /// The name a member that leaves a group takes, which nobody has yet.
    pub fn split_name(&self, group: &str) -> String {
        let taken: Vec<&str> = self.participants.iter().map(|p| p.name.as_str()).collect();
        crate::engine::legal::fresh(&format!("{group} (split)"), &taken)
    }
}
