//! Which key issues each position-clocks command: what the hint bar reads off the rules' legal
//! commands, and what the parity test checks against the real keys.

use super::Action;
use crate::systems::clocks::rules::Command;

/// The keys that issue a command of this shape, the usual one first (a Skill action that names
/// hiding hides, as the text's Hide does).
pub fn issued_by(command: &Command) -> &'static [Action] {
    match command {
        Command::RollOrder => &[Action::RollOrder],
        Command::SetOrder { .. } => &[Action::SetOrder],
        Command::MovementCheck { board: Some(_), .. } => &[Action::CheckWith],
        Command::MovementCheck { .. } => &[Action::Check, Action::CheckWith],
        Command::AdditionalMovement { .. } => &[Action::Additional],
        Command::SlowDown { .. } => &[Action::SlowDown],
        Command::TakePath { .. } => &[Action::TakePath],
        Command::ResolveObstacle { .. } => &[Action::Resolve],
        Command::Hide { .. } => &[Action::Hide, Action::Skill],
        Command::Seek { .. } => &[Action::Seek],
        Command::SkillAction { .. } => &[Action::Skill],
        Command::Board { .. } => &[Action::Board],
        Command::Disembark { .. } => &[Action::Disembark],
        Command::EndTurn { .. } => &[Action::EndTurn],
        Command::OpenPath { .. } => &[Action::OpenPath],
        Command::SetTerrain { .. } => &[Action::Terrain],
        Command::MergePaths { .. } => &[Action::Merge],
        Command::PlaceObstacle { .. } => &[Action::PlaceObstacle],
        Command::ClearObstacle { .. } => &[Action::ClearObstacle],
        Command::SetCondition { .. } => &[Action::Condition],
        Command::Reveal { .. } => &[Action::Reveal],
        Command::Place { .. } => &[Action::Place],
        Command::EndChase => &[Action::EndChase],
    }
}
