//! Which key issues each Savage Worlds command: what the hint bar reads off the rules' legal
//! commands, and what the parity test checks against the real keys.

use super::Action;
use crate::systems::savage::rules::Command;

/// The keys that issue a command of this shape, the usual one first (`m` also keeps a card when
/// a choice of cards waits).
pub fn issued_by(command: &Command) -> &'static [Action] {
    match command {
        Command::Maneuver { .. } => &[Action::Maneuver],
        Command::Keep { .. } => &[Action::Keep, Action::Maneuver],
        Command::Complication { .. } => &[Action::Complication],
        Command::Attack { .. } => &[Action::Attack],
        Command::Force { .. } => &[Action::Force],
        Command::Split { .. } => &[Action::Split],
        Command::Recover { .. } => &[Action::Recover],
        Command::ControlRoll { .. } => &[Action::ControlRoll],
        Command::EndTurn { .. } => &[Action::EndTurn],
        Command::SetShaken { .. } => &[Action::Shaken],
        Command::TakeOut { .. } => &[Action::TakeOut],
        Command::EndChase => &[Action::EndChase],
    }
}
