//! The key grammar (docs/keybindings.md "The key grammar"): what a key may mean so that one pressed
//! a step late cannot do something else. A form's questions and its rolls open one after the
//! other, and the keeper does not always know which answer is the last (how many dice "roll the
//! rest" still has to roll, whether a pick-list has one more question): the key that answers a
//! prompt is often pressed once more after the prompt has closed, and lands on the chase screen.
//! So every key that answers a pick-list, a line or a roll either means nothing on the chase
//! screen of any system, or something that changes no chase (looking around, the help, quitting,
//! which asks first). `r` and `R` roll; on the chase screen they are nobody's.
//!
//! One key is both on purpose: `n` ends the turn on the chase screen, and in a roll's prompt it
//! rolls the rest and then ends the turn, so pressed once more it ends the turn it meant to.
//!
//! A yes/no question is left out: it opens only on the keeper's own key (quit, end the chase) and
//! closes on its one answer, so there is no count of answers to lose.

use super::{Binding, Keymap, Keystroke, Mode};
use crate::systems::SystemKind;
use crate::tui::app::Msg;

/// The prompts that follow one another without a key of the keeper's in between.
pub const CHAINED_PROMPTS: [Mode; 3] = [Mode::Pick, Mode::Text, Mode::Dice];

/// Whether a prompt's message answers it (or gives it up), so that the prompt may close on it.
pub fn answers(msg: Msg) -> bool {
    matches!(
        msg,
        Msg::Accept
            | Msg::Digit
            | Msg::PickNumber(_)
            | Msg::Roll
            | Msg::RollRest
            | Msg::RollEnd
            | Msg::Back
            | Msg::Cancel
            | Msg::Yes
            | Msg::No
    )
}

/// Whether a chase-screen message changes nothing a keeper would have to undo: looking around,
/// the help, the odds, quitting (which asks first).
pub fn harmless(msg: Msg) -> bool {
    matches!(
        msg,
        Msg::SelectNext
            | Msg::SelectPrev
            | Msg::CursorLeft
            | Msg::CursorRight
            | Msg::CursorHome
            | Msg::LogUp
            | Msg::LogDown
            | Msg::LogBottom
            | Msg::Help
            | Msg::Odds
            | Msg::Preview
            | Msg::Quit
    )
}

/// A key that answers a prompt and means something else on a chase screen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LateClash {
    pub system: SystemKind,
    pub prompt: Mode,
    pub key: String,
    pub answers: Msg,
    pub on_chase: Msg,
}

impl std::fmt::Display for LateClash {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "'{}' answers {} ({}) but pressed once more it would {} on the {} chase screen",
            self.key,
            self.prompt.title().to_lowercase(),
            super::action_name(self.answers),
            super::action_name(self.on_chase),
            self.system.title()
        )
    }
}

/// Every key of a chained prompt that answers it and does something on a chase screen that is
/// not harmless, in the keymap given, over every system. Empty when the grammar holds.
pub fn late_clashes(keymap: &Keymap) -> Vec<LateClash> {
    let mut out = Vec::new();
    for &system in SystemKind::ALL {
        let chase: Vec<&Binding> = keymap.bindings(Mode::Main, system).collect();
        for prompt in CHAINED_PROMPTS {
            for row in keymap.bindings(prompt, system).filter(|b| answers(b.msg)) {
                for key in row.keys.iter() {
                    if let Some(there) = meaning(&chase, key)
                        .filter(|msg| !harmless(*msg) && !same_meaning(system, row.msg, *msg))
                    {
                        out.push(LateClash {
                            system,
                            prompt,
                            key: key.label(),
                            answers: row.msg,
                            on_chase: there,
                        });
                    }
                }
            }
        }
    }
    out
}

/// Whether a prompt's key does on the chase screen what it does in the prompt after its rolls:
/// "roll, then end the turn" on the key that ends the turn.
pub fn same_meaning(system: SystemKind, in_prompt: Msg, on_chase: Msg) -> bool {
    in_prompt == Msg::RollEnd
        && crate::systems::screens::end_turn_of(system)
            .is_some_and(|end| on_chase == Msg::Chase(end))
}

fn meaning(rows: &[&Binding], key: &Keystroke) -> Option<Msg> {
    rows.iter().find(|b| b.keys.contains(key)).map(|b| b.msg)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::ch;

    #[test]
    fn the_builtin_keymap_keeps_the_grammar() {
        let clashes = late_clashes(&Keymap::builtin());
        let text: Vec<String> = clashes.iter().map(ToString::to_string).collect();
        assert!(text.is_empty(), "{text:#?}");
    }

    #[test]
    fn a_roll_key_on_a_chase_screen_is_found() {
        // The old tables: GURPS's ram on `R`, which "roll the rest" also is.
        let keymap = Keymap::builtin().remapped(|_, row| {
            matches!(
                row.msg,
                Msg::Chase(crate::systems::screens::AnyAction::Gurps(
                    crate::systems::gurps::screen::Action::Ram
                ))
            )
            .then(|| vec![ch('R')])
        });
        let all = late_clashes(&keymap);
        // `R` completes a pick-list too: the same key clashes there.
        assert!(
            all.iter()
                .any(|c| c.prompt == Mode::Pick && c.system == SystemKind::Gurps),
            "{all:?}"
        );
        let clashes: Vec<_> = all.iter().filter(|c| c.prompt != Mode::Pick).collect();
        assert_eq!(clashes.len(), 1, "{clashes:?}");
        assert_eq!(clashes[0].system, SystemKind::Gurps);
        assert_eq!(clashes[0].prompt, Mode::Dice);
        assert_eq!(clashes[0].answers, Msg::RollRest);
        assert!(
            clashes[0]
                .to_string()
                .contains("'R' answers rolls (roll_rest)"),
            "{}",
            clashes[0]
        );
    }
}
