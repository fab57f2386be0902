//! The shell's keys that a system's forms and messages name ("(Enter: none)", "Esc closes"), as
//! the keymap in force has them: a keeper who remapped a key reads the new one. Each system names
//! its own chase-screen keys through [`super::chase_key`].

use super::{Binding, Mode, shell_key};
use crate::tui::app::Msg;
use std::borrow::Cow;

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

/// The keys that walk the participants, as "j/k" (next/previous).
pub fn select_keys() -> String {
    format!(
        "{}/{}",
        shell_key(Mode::Main, Msg::SelectNext),
        shell_key(Mode::Main, Msg::SelectPrev)
    )
}

/// The keys that move the cursor, as "h/l" (back/forward).
pub fn cursor_keys() -> String {
    format!(
        "{}/{}",
        shell_key(Mode::Main, Msg::CursorLeft),
        shell_key(Mode::Main, Msg::CursorRight)
    )
}

/// The rows whose description names another row's key, by the word the built-in tables write:
/// (mode, message) of the row, the word, and (mode, message) of the row whose key it is.
const NAMED_IN_DESCRIPTIONS: &[(Mode, Msg, &str, Mode, Msg)] = &[
    (Mode::Dice, Msg::Roll, "Enter", Mode::Dice, Msg::Accept),
    // The search line is typed as any line is, so its Enter is the text's.
    (Mode::Help, Msg::Search, "Enter", Mode::Text, Msg::Accept),
];

/// A row's description as the help overlay and the printed configuration show it: a key it
/// names is the key in force ("let chasetrack roll it (Enter on an empty line rolls nothing)").
pub fn description(binding: &Binding) -> Cow<'static, str> {
    let named = NAMED_IN_DESCRIPTIONS
        .iter()
        .find(|(mode, msg, ..)| *mode == binding.mode && *msg == binding.msg);
    match named {
        Some((_, _, word, mode, msg)) => Cow::Owned(binding.description.replacen(
            word,
            &shell_key(*mode, *msg),
            1,
        )),
        None => Cow::Borrowed(binding.description),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_that_names_a_key_names_the_built_in_one_by_default() {
        for (mode, msg, word, key_mode, key_msg) in NAMED_IN_DESCRIPTIONS {
            let row = super::super::BINDINGS
                .iter()
                .find(|b| b.mode == *mode && b.msg == *msg)
                .expect("the row");
            assert!(row.description.contains(word), "{row:?}");
            assert_eq!(shell_key(*key_mode, *key_msg), *word);
            assert_eq!(description(row), row.description);
        }
    }
}
