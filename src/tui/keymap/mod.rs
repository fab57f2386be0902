//! The keymap as data: `(mode, key) → (Msg, description)`. The hint bar and the `?` help overlay
//! are drawn from these tables, so they cannot drift from what the keys really do (the way helix,
//! gitui and yazi keep theirs). docs/keybindings.md lists the same tables for the keeper.
//!
//! Two kinds of table: the shell's ([`BINDINGS`]: looking around, undo, help, quit, and every key of
//! the prompts), and one section per chase system, which the system brings
//! ([`crate::systems::screens::bindings`]). On the chase screen the system's keys come first, then the
//! shell's; a key means one thing in each system.

use super::app::Msg;

mod docs;
pub mod grammar;
mod map;
mod names;
mod table;

pub use docs::markdown;
pub use map::{Keymap, Scope, action_name, system_section};
pub use table::BINDINGS;

/// A row of a keymap: its keys send one of the shell's messages.
pub type Binding = crate::screen::keys::Binding<Msg>;

pub use crate::screen::keys::{Keystroke, Mode, Section, alt, bind, ch, code, ctrl};

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::SystemKind;
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

    fn lookup(mode: Mode, system: SystemKind, event: &KeyEvent) -> Option<Binding> {
        Keymap::builtin().lookup(mode, system, event).cloned()
    }

    fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn no_key_means_two_things_in_one_mode_of_any_system() {
        for &system in SystemKind::ALL {
            let rows: Vec<&Binding> = system_section(system).iter().chain(BINDINGS).collect();
            for (i, a) in rows.iter().enumerate() {
                for b in &rows[i + 1..] {
                    if a.mode != b.mode {
                        continue;
                    }
                    for key in a.keys.iter() {
                        assert!(
                            !b.keys.contains(key),
                            "{} is bound to both {:?} and {:?} in {:?} of {:?}",
                            key.label(),
                            a.msg,
                            b.msg,
                            a.mode,
                            system
                        );
                    }
                }
            }
        }
    }

    #[test]
    fn a_system_section_holds_only_chase_keys_and_the_shell_none() {
        for &system in SystemKind::ALL {
            for row in system_section(system) {
                assert_eq!(row.mode, Mode::Main, "{:?}", row.msg);
                assert!(matches!(row.msg, Msg::Chase(_)), "{:?}", row.msg);
            }
        }
        assert!(!BINDINGS.iter().any(|b| matches!(b.msg, Msg::Chase(_))));
    }

    #[test]
    fn shift_is_carried_by_the_character_and_ctrl_must_match() {
        let coc = SystemKind::Coc7;
        let f = press(KeyCode::Char('F'), KeyModifiers::SHIFT);
        assert_eq!(
            lookup(Mode::Main, coc, &f).map(|b| b.msg),
            Some(Msg::Chase(crate::systems::screens::AnyAction::Coc7(
                crate::systems::coc7::screen::Action::MoveMany
            )))
        );
        let r = press(KeyCode::Char('r'), KeyModifiers::CONTROL);
        assert_eq!(lookup(Mode::Main, coc, &r).map(|b| b.msg), Some(Msg::Redo));
        let plain_r = press(KeyCode::Char('r'), KeyModifiers::NONE);
        assert_eq!(lookup(Mode::Main, coc, &plain_r).map(|b| b.msg), None);
        let question = press(KeyCode::Char('?'), KeyModifiers::SHIFT);
        assert_eq!(
            lookup(Mode::Main, coc, &question).map(|b| b.msg),
            Some(Msg::Help)
        );
    }

    #[test]
    fn vim_keys_and_arrows_do_the_same() {
        for &system in SystemKind::ALL {
            for (vim, arrow) in [
                ('j', KeyCode::Down),
                ('k', KeyCode::Up),
                ('h', KeyCode::Left),
            ] {
                let a = lookup(
                    Mode::Main,
                    system,
                    &press(KeyCode::Char(vim), KeyModifiers::NONE),
                );
                let b = lookup(Mode::Main, system, &press(arrow, KeyModifiers::NONE));
                assert_eq!(a.as_ref().map(|x| x.msg), b.map(|x| x.msg));
                assert!(a.is_some());
            }
        }
    }

    #[test]
    fn every_system_ends_turns_with_n_and_moves_forward_with_f() {
        for &system in SystemKind::ALL {
            for c in ['n', 'f'] {
                let key = press(KeyCode::Char(c), KeyModifiers::NONE);
                assert!(
                    matches!(
                        lookup(Mode::Main, system, &key).map(|b| b.msg),
                        Some(Msg::Chase(_))
                    ),
                    "{c} in {system:?}"
                );
            }
        }
    }
}
