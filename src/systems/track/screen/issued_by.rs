//! Which key issues each chase-track command: what the hint bar reads off the rules' legal
//! commands, and what the parity test checks against the real keys.

use super::Action;
use crate::systems::track::rules::Command;

/// The keys that issue a command of this shape, the usual one first.
pub fn issued_by(command: &Command) -> &'static [Action] {
    match command {
        Command::Start => &[Action::Start],
        Command::Act { .. } => &[Action::Act],
        Command::AcceptFailure { .. } | Command::TakeComplication { .. } => &[Action::Choose],
        Command::Attack { .. } => &[Action::Attack],
        Command::Move {
            past_obstacles: false,
            ..
        } => &[Action::Move],
        Command::Move {
            past_obstacles: true,
            ..
        } => &[Action::MovePast],
        Command::Exert { .. } => &[Action::Exert],
        Command::EndTurn { .. } => &[Action::EndTurn],
        Command::Save { .. } => &[Action::Save],
        Command::Place { .. } => &[Action::Place],
        Command::PlaceObstacle { .. } => &[Action::PlaceObstacle],
        Command::ClearObstacles { .. } => &[Action::ClearObstacles],
        Command::SetEnvironment { .. } => &[Action::Environment],
        Command::Split { .. } => &[Action::Split],
        Command::EndChase => &[Action::EndChase],
    }
}
