//! The keys this system's messages and panels name ("end the turn (n)"), as the screen hands
//! them down from the keymap in force: a keeper who remapped a key reads the new one.

use super::Action;
use crate::screen::KeyNames;

/// The first key of one of this system's actions on its chase screen, as `keys` has it.
pub(crate) fn key(keys: &KeyNames, action: Action) -> String {
    keys.action(super::BINDINGS, action)
}
