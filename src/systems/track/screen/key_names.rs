//! The keys this system's messages and panels name ("end the turn (n)"), as the keymap in force
//! has them: a keeper who remapped a key reads the new one.

use super::Action;
use crate::systems::screens::AnyAction;
use crate::tui::keymap;

/// The first key of one of this system's actions on its chase screen.
pub(crate) fn key(action: Action) -> String {
    keymap::chase_key(crate::systems::SystemKind::Track, AnyAction::Track(action))
}
