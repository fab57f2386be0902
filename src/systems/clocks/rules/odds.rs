//! The playout policy of a position-clocks chase (docs/odds.md, "Position clocks"): what runners
//! and chasers do when the odds play the rest of a chase. Only commands: every rule is still
//! [`super::handle`]'s.

use super::command::Command;
use super::state::{Catcher, ClockChase, Ending, Id, Phase, Role as ClockRole, Status};
use crate::engine::Name;
use crate::odds::{self, Fate, Policy, Style};

impl Policy for ClockChase {
    type Memo = ();

    /// The turn order is rolled for a race and kept as the setup lists it otherwise. On its turn
    /// each participant resolves the obstacle it stands at (d20 + its athletics bonus), else makes
    /// its movement check, then the second check of the Move action, and ends its turn. Both
    /// styles play alike: the second check risks nothing that can put anyone out (a failure fills
    /// nothing, a weak success costs a detriment, 1 Stress or 1 Tension, and fills a segment), and
    /// nothing else in a chase uses the Move action, so keeping it only loses ground.
    fn next_command(&self, _style: Style, attempt: u8, _: &mut ()) -> Option<Command> {
        match (self.phase, attempt) {
            (Phase::Ordering, 0) if self.is_race() => return Some(Command::RollOrder),
            (Phase::Ordering, 0) => return Some(Command::SetOrder { order: Vec::new() }),
            (Phase::Running, _) => {}
            _ => return None,
        }
        let id = self.current()?;
        let who = self.participant(id).name.clone();
        let (check, move_action, skill) = self.left(id);
        let command = match attempt {
            0 if skill && self.blocked_here(id) => Command::ResolveObstacle {
                who,
                bonus: self.participant(id).athletics,
                advantage: false,
            },
            0 if check || move_action => movement_check(who),
            0..=1 => Command::EndTurn { who },
            _ => return None,
        };
        Some(command)
    }

    fn roster(&self) -> Vec<(String, odds::Side)> {
        self.participants
            .iter()
            .map(|p| {
                let role = match p.role {
                    ClockRole::Runner => odds::Side::Quarry,
                    ClockRole::Chaser => odds::Side::Pursuer,
                    ClockRole::Ride(_) => odds::Side::Other,
                };
                (p.name.to_string(), role)
            })
            .collect()
    }

    fn fate(&self, index: usize) -> Fate {
        let Some(participant) = self.participants.get(index) else {
            return Fate::Running;
        };
        if participant.role != ClockRole::Runner {
            return Fate::Running;
        }
        match participant.status {
            Status::Filled => Fate::Escaped,
            Status::Caught {
                by: Catcher::Chaser(by),
            } => Fate::Caught {
                by: Some(usize::from(by)),
            },
            Status::Caught { by: Catcher::Timer } => Fate::Caught { by: None },
            // "No chaser is left to catch anyone; the runners still running get away."
            Status::Running if self.ending == Some(Ending::NoChaserLeft) => Fate::Escaped,
            // "Enough runners have filled their clocks to know the race's places": the race is
            // over for those who did not place, not still running.
            Status::Running if self.ending == Some(Ending::RaceDecided) => Fate::Unplaced,
            Status::Running => Fate::Running,
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn acting(&self) -> Option<String> {
        self.current()
            .map(|id| self.participant(id).name.to_string())
    }

    fn styles_mean() -> &'static str {
        "bold and cautious alike make both checks a turn: the second risks nothing that puts one out"
    }

    fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// Ordering, resolving the obstacle in the way, the movement check and ending the turn; never
    /// the GM's paths, terrain, obstacles, placings or an ending by fiat.
    fn steadiness(command: &Command) -> Option<u8> {
        Some(match command {
            Command::RollOrder => 0,
            Command::SetOrder { .. } => 1,
            Command::ResolveObstacle { .. } => 2,
            Command::MovementCheck { .. } => 3,
            Command::EndTurn { .. } => 4,
            Command::Disembark { .. } => 5,
            _ => return None,
        })
    }

    fn moves(&self) -> Vec<Command> {
        self.step_moves()
    }

    fn is_move(command: &Command) -> bool {
        ClockChase::is_move(command)
    }

    /// The obstacle resolved with the participant's athletics bonus is the space's "resolve the
    /// obstacle" with the bonus the keeper types.
    fn listed(&self, command: &Command) -> Command {
        match command {
            Command::ResolveObstacle { who, advantage, .. } => Command::ResolveObstacle {
                who: who.clone(),
                bonus: 0,
                advantage: *advantage,
            },
            other => other.clone(),
        }
    }

    /// Resolving the obstacle, the movement check (or the Move action's second), boarding a ride
    /// on the way or beside it, getting off, another path, and, once the turn's check is made,
    /// the end of the turn. Slowing down and a path nobody has opened are left out.
    fn label(&self, command: &Command) -> Option<(u8, String)> {
        let id = self.current()?;
        let (check, ..) = self.left(id);
        let here = self.path_of(id);
        let text = match command {
            Command::ResolveObstacle { .. } => "resolve the obstacle".to_string(),
            Command::MovementCheck { board: None, .. } if check => "movement check".to_string(),
            Command::MovementCheck { board: None, .. } => "second check (Move action)".to_string(),
            Command::MovementCheck {
                board: Some(ride), ..
            } => format!("movement check, boarding {ride}"),
            Command::Board { ride, .. } => format!("board {ride}"),
            Command::Disembark { .. } => "get off".to_string(),
            Command::TakePath { path, .. } => {
                let known = self.paths.iter().position(|p| p.name == *path)?;
                (usize::from(here) != known).then(|| format!("take the path {path}"))?
            }
            Command::EndTurn { .. } if !check => "end the turn".to_string(),
            _ => return None,
        };
        Some((0, text))
    }
}

fn movement_check(who: Name) -> Command {
    Command::MovementCheck {
        who,
        advantage: false,
        modifier: 0,
        board: None,
        dc: None,
    }
}

impl ClockChase {
    /// What a participant has left this round: the turn's check, the Move action's, the Skill
    /// action (a ride's checks count for everyone aboard).
    fn left(&self, id: Id) -> (bool, bool, bool) {
        let mine = self.participant(id).used;
        let ride = self.participant(self.mover(id)).used;
        (
            !mine.check && !ride.check,
            !mine.move_action && !ride.move_action,
            !mine.skill_action,
        )
    }

    /// Whether an obstacle stops the participant (or its ride) right where its clock stands.
    fn blocked_here(&self, id: Id) -> bool {
        let mover = self.mover(id);
        self.blocking(mover)
            .is_some_and(|o| self.obstacles[usize::from(o)].after == self.filled(mover))
    }
}
