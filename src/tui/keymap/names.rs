//! The shell's keys that the shell's own words name ("newer below (PgDn)", a help line's "Enter"),
//! as the keymap in force has them: a keeper who remapped a key reads the new one. A system's words
//! name keys through the [`crate::screen::KeyNames`] its keymap hands it
//! ([`super::Keymap::key_names`]).

use super::{Binding, Keymap, Mode};
use crate::tui::app::Msg;
use std::borrow::Cow;

impl Keymap {
    /// The key that scrolls the log towards its newest line ("newer below (PgDn)").
    pub fn log_down(&self) -> String {
        self.shell_key(Mode::Main, Msg::LogDown)
    }

    /// A row's description as the help overlay and the printed configuration show it: a key it
    /// names is the key in this keymap ("let chasetrack roll it (Enter on an empty line rolls
    /// nothing)").
    pub fn description(&self, binding: &Binding) -> Cow<'static, str> {
        let named = NAMED_IN_DESCRIPTIONS
            .iter()
            .find(|(mode, msg, ..)| *mode == binding.mode && *msg == binding.msg);
        match named {
            Some((_, _, word, mode, msg)) => Cow::Owned(binding.description.replacen(
                word,
                &self.shell_key(*mode, *msg),
                1,
            )),
            None => Cow::Borrowed(binding.description),
        }
    }
}

/// The rows whose description names another row's key, by the word the built-in tables write:
/// (mode, message) of the row, the word, and (mode, message) of the row whose key it is.
const NAMED_IN_DESCRIPTIONS: &[(Mode, Msg, &str, Mode, Msg)] = &[
    (Mode::Dice, Msg::Roll, "Enter", Mode::Dice, Msg::Accept),
    // The search line is typed as any line is, so its Enter is the text's.
    (Mode::Help, Msg::Search, "Enter", Mode::Text, Msg::Accept),
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_description_that_names_a_key_names_the_built_in_one_by_default() {
        let keymap = Keymap::builtin();
        for (mode, msg, word, key_mode, key_msg) in NAMED_IN_DESCRIPTIONS {
            let row = super::super::BINDINGS
                .iter()
                .find(|b| b.mode == *mode && b.msg == *msg)
                .expect("the row");
            assert!(row.description.contains(word), "{row:?}");
            assert_eq!(keymap.shell_key(*key_mode, *key_msg), *word);
            assert_eq!(keymap.description(row), row.description);
        }
    }
}
