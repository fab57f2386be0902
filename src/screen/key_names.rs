//! The words for keys that a system's messages, forms and panels write ("end the turn (n)",
//! "Enter: none", "j/k"): plain text, handed down by the screen that owns the keymap in force, so
//! that a system names the keys a keeper really has without reaching up to the keymap.

use super::keys::Binding;
use std::borrow::Cow;

/// The keys a system's words name, as the keymap in force writes them: the first key of each of
/// the system's own chase actions, and the few shell keys a message points to. The screen builds
/// one for the chase on screen from its keymap; [`KeyNames::BUILTIN`] is the built-in tables'.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct KeyNames {
    /// The first key of each row of the system's keymap section, in the section's order; a row
    /// missing here (none at all in [`KeyNames::BUILTIN`]) is named by its built-in key.
    pub actions: Vec<String>,
    /// The key that takes a typed line: what a form's hint says an empty line means ("Enter: none").
    pub text_accept: Cow<'static, str>,
    /// The key that closes a pick-list without choosing ("Esc closes").
    pub pick_cancel: Cow<'static, str>,
    /// The keys that walk the participants, as "j/k" (next/previous).
    pub select: Cow<'static, str>,
    /// The keys that move the cursor, as "h/l" (back/forward).
    pub cursor: Cow<'static, str>,
    /// The key that undoes the last command.
    pub undo: Cow<'static, str>,
    /// The key that quits.
    pub quit: Cow<'static, str>,
}

impl KeyNames {
    /// The words of the built-in tables: what a system's words say when no keymap is at hand (a
    /// rule's unit test, a probe whose words nobody reads). The screen's keymap checks that it
    /// agrees with its built-in tables.
    pub const BUILTIN: KeyNames = KeyNames {
        actions: Vec::new(),
        text_accept: Cow::Borrowed("Enter"),
        pick_cancel: Cow::Borrowed("Esc"),
        select: Cow::Borrowed("j/k"),
        cursor: Cow::Borrowed("h/l"),
        undo: Cow::Borrowed("u"),
        quit: Cow::Borrowed("q"),
    };

    /// [`KeyNames::BUILTIN`], borrowed for as long as anyone needs it.
    pub fn builtin() -> &'static KeyNames {
        static BUILTIN: KeyNames = KeyNames::BUILTIN;
        &BUILTIN
    }

    /// The first key of a system's own action, given the system's section (`rows`, its
    /// `Screen::bindings`): "p" for Call of Cthulhu's place, or the key it was moved to.
    pub fn action<A: PartialEq + Copy>(&self, rows: &[Binding<A>], action: A) -> String {
        let Some(at) = rows.iter().position(|row| row.msg == action) else {
            return String::new();
        };
        match self.actions.get(at) {
            Some(key) => key.clone(),
            None => rows[at].first_key(),
        }
    }

    /// What every system says to a command after the chase is over.
    pub fn chase_is_over(&self) -> String {
        format!(
            "The chase is over: undo ({}) to go back, or quit ({}).",
            self.undo, self.quit
        )
    }
}

impl Default for KeyNames {
    fn default() -> Self {
        KeyNames::BUILTIN
    }
}
