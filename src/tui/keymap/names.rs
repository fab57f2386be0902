//! The shell's keys that a system's forms and messages name ("(Enter: none)", "Esc closes"), as
//! the keymap in force has them: a keeper who remapped a key reads the new one. Each system names
//! its own chase-screen keys through [`super::chase_key`].

use super::{Mode, shell_key};
use crate::tui::app::Msg;

/// The key that takes a typed line: what a form's hint says an empty line means ("Enter: none").
pub fn text_accept() -> String {
    shell_key(Mode::Text, Msg::Accept)
}

/// The key that closes a pick-list without choosing ("Esc closes").
pub fn pick_cancel() -> String {
    shell_key(Mode::Pick, Msg::Cancel)
}

/// The key that scrolls the log towards its newest line ("newer below (PgDn)").
pub fn log_down() -> String {
    shell_key(Mode::Main, Msg::LogDown)
}
