//! Which key issues each GURPS command: what the hint bar reads off the rules' legal commands,
//! and what the parity test checks against the real keys.

use super::Action;
use crate::systems::gurps::rules::Command;

/// The keys that issue a command of this shape, the usual one first (`n` takes each step's own
/// command: a declaration, the end of a resolving step, the Contest, the shift).
pub fn issued_by(command: &Command) -> &'static [Action] {
    match command {
        Command::Declare { .. } => &[Action::Declare, Action::Next],
        Command::DeclareRandom { .. } => &[Action::Random],
        Command::Attack { .. } => &[Action::Attack],
        Command::Force { .. } => &[Action::Force],
        Command::Ram { .. } => &[Action::Ram],
        Command::Stunt { .. } => &[Action::Stunt],
        Command::Disembark { .. } | Command::Embark { .. } => &[Action::Embark],
        Command::Board { .. } => &[Action::Board],
        Command::SeizeControl { .. } => &[Action::Seize],
        Command::Task { .. } => &[Action::Task],
        Command::EndStep
        | Command::Contest { .. }
        | Command::Shift { .. }
        | Command::PullOut { .. } => &[Action::Next],
        Command::Lead { .. } => &[Action::Lead],
        Command::KeptUp { .. } => &[Action::KeptUp],
        Command::Scenery { .. } => &[Action::Scenery],
        Command::EndChase => &[Action::EndChase],
        Command::ChooseSkill { .. } => &[Action::Skill],
    }
}
