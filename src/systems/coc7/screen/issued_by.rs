//! Which key issues each Call of Cthulhu command: what the hint bar reads off the rules' legal
//! commands, and what the parity test checks against the real keys.

use super::Action;
use crate::systems::coc7::rules::Command;

/// The keys that issue a command of this shape, the usual one first.
pub fn issued_by(command: &Command) -> &'static [Action] {
    match command {
        Command::SpeedRoll { skill: None, .. } => &[Action::SpeedRoll, Action::SpeedRollSkill],
        Command::SpeedRoll { .. } => &[Action::SpeedRollSkill],
        Command::Escape { .. } => &[Action::Escape],
        Command::CutToChase { .. } => &[Action::CutToChase],
        Command::Move { locations: 1, .. } => &[Action::Move, Action::MoveMany],
        Command::Move { .. } => &[Action::MoveMany],
        Command::NegotiateHazard { .. } => &[Action::Hazard],
        Command::PassBarrier { .. } => &[Action::PassBarrier],
        Command::AttackBarrier { .. } => &[Action::BreakBarrier],
        Command::Attack { .. } => &[Action::Attack],
        Command::Act { .. } => &[Action::TimedAction],
        Command::Delay { .. } => &[Action::Delay],
        Command::EndTurn { .. } => &[Action::EndTurn],
        Command::AddLocation { behind: false, .. } => &[Action::AddLocation],
        Command::AddLocation { .. } => &[Action::AddLocationBehind],
        Command::SetObstacle { .. } => &[Action::SetObstacle],
        Command::Place { .. } => &[Action::Place],
        Command::Release { .. } => &[Action::Release],
        Command::Catch { .. } => &[Action::Catch],
        Command::Reorder { .. } => &[Action::Reorder],
        Command::EndChase => &[Action::EndChase],
        Command::ChooseRoute { .. } => &[Action::ChooseRoute],
        Command::AddRoute { .. } => &[Action::AddRoute],
        Command::RollHazard { .. } => &[Action::RollHazard],
        Command::NameObstacle { .. } => &[Action::NameObstacle],
        Command::LookAhead { .. } => &[Action::LookAhead],
        Command::SuddenHazard { .. } | Command::PlaceSuddenHazard { .. } => &[Action::SuddenHazard],
        Command::Accelerate { .. } => &[Action::Accelerate],
        Command::TrackingRoll { .. } => &[Action::TrackingRoll],
        Command::Hide { .. } => &[Action::Hide],
        Command::Join { .. } | Command::Enter { .. } => &[Action::Join],
        Command::SwitchMode { .. } => &[Action::SwitchMode],
        Command::CreateObstacle { .. } => &[Action::CreateObstacle],
        Command::Collide { .. } => &[Action::Collide],
        Command::Shoot { .. } => &[Action::Shoot],
        Command::Navigate { .. } => &[Action::Navigate],
        Command::GetOut { .. } => &[Action::GetOut],
    }
}
