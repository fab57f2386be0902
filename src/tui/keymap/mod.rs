//! The keymap as data: `(mode, key) → (Msg, description)`. The hint bar and the `?` help overlay
//! are drawn from these tables, so they cannot drift from what the keys really do (the way helix,
//! gitui and yazi keep theirs). docs/keybindings.md lists the same tables for the keeper.
//!
//! Two kinds of table: the shell's ([`BINDINGS`]: looking around, undo, help, quit, and every key of
//! the prompts), and one section per chase system, which the system brings
//! ([`crate::tui::system::bindings`]). On the chase screen the system's keys come first, then the
//! shell's; a key means one thing in each system.

use super::app::Msg;
use super::system;
use crate::systems::SystemKind;

mod docs;
pub mod grammar;
mod live;
mod names;
mod table;

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
pub use docs::markdown;
pub use live::{Keymap, Scope, action_name, install, live};
pub use names::{cursor_keys, description, log_down, pick_cancel, select_keys, text_accept};
pub use table::BINDINGS;

/// Which part of the screen has the keyboard. An open overlay gets each key first; `Main` is the
/// chase itself.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Mode {
    /// The chase screen.
    Main,
    /// The help overlay.
    Help,
    /// A pick-list (skills, targets, rows).
    Pick,
    /// A line of text (names, dice expressions).
    Text,
    /// A roll the rules need: typed in or rolled by the tool.
    Dice,
    /// A yes/no question (quit, end the chase).
    Confirm,
    /// An unfinished chase was found: resume it or start over.
    Start,
    /// The opening screen with no chase to resume: play the built-in sample, or improvise a new
    /// chase. Any key it does not take is the chase screen's.
    Welcome,
}

impl Mode {
    /// Every mode, in the order the help overlay and the configuration list them.
    pub const ALL: &'static [Mode] = &[
        Mode::Main,
        Mode::Pick,
        Mode::Text,
        Mode::Dice,
        Mode::Confirm,
        Mode::Help,
        Mode::Start,
        Mode::Welcome,
    ];

    /// The word the configuration file names the mode's keys by.
    pub fn word(self) -> &'static str {
        match self {
            Mode::Main => "chase",
            Mode::Help => "help",
            Mode::Pick => "pick",
            Mode::Text => "text",
            Mode::Dice => "dice",
            Mode::Confirm => "confirm",
            Mode::Start => "start",
            Mode::Welcome => "welcome",
        }
    }

    /// The heading of this mode's keys in the help overlay.
    pub fn title(self) -> &'static str {
        match self {
            Mode::Main => "The chase",
            Mode::Help => "This help",
            Mode::Pick => "Pick-lists",
            Mode::Text => "Typing a name or dice",
            Mode::Dice => "Rolls",
            Mode::Confirm => "Questions",
            Mode::Start => "Unfinished chase found",
            Mode::Welcome => "Opening screen",
        }
    }
}

/// A key as the table writes it: a key code and the modifiers that must be held (Shift is carried
/// by the character itself, so `F` is Shift-f).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keystroke {
    pub code: KeyCode,
    pub ctrl: bool,
}

impl Keystroke {
    /// Whether a key the terminal reported is this one. Shift is ignored for characters (the
    /// character is already upper case, and some terminals report Shift for `?` or `+`).
    pub fn matches(&self, event: &KeyEvent) -> bool {
        let held_ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        if held_ctrl != self.ctrl || event.modifiers.contains(KeyModifiers::ALT) {
            return false;
        }
        match (self.code, event.code) {
            (KeyCode::Char(a), KeyCode::Char(b)) => {
                a == b || (self.ctrl && a.eq_ignore_ascii_case(&b))
            }
            (KeyCode::BackTab, KeyCode::BackTab) => true,
            (a, b) => a == b,
        }
    }

    /// How the help overlay and the hint bar write the key.
    pub fn label(&self) -> String {
        let base = match self.code {
            KeyCode::Char(' ') => "Space".to_string(),
            KeyCode::Char(c) => c.to_string(),
            KeyCode::Up => "↑".to_string(),
            KeyCode::Down => "↓".to_string(),
            KeyCode::Left => "←".to_string(),
            KeyCode::Right => "→".to_string(),
            KeyCode::PageUp => "PgUp".to_string(),
            KeyCode::PageDown => "PgDn".to_string(),
            KeyCode::Home => "Home".to_string(),
            KeyCode::End => "End".to_string(),
            KeyCode::Enter => "Enter".to_string(),
            KeyCode::Esc => "Esc".to_string(),
            KeyCode::Backspace => "Backspace".to_string(),
            KeyCode::Tab => "Tab".to_string(),
            KeyCode::BackTab => "BackTab".to_string(),
            KeyCode::F(n) => format!("F{n}"),
            other => format!("{other:?}"),
        };
        if self.ctrl {
            format!("Ctrl-{base}")
        } else {
            base
        }
    }
}

/// What the keeper reads about a group of bindings in the help overlay.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Section {
    Establishing,
    Turn,
    Keeper,
    View,
    Overlay,
}

impl Section {
    pub fn title(self) -> &'static str {
        match self {
            Section::Establishing => "Establishing the chase",
            Section::Turn => "The acting participant's turn",
            Section::Keeper => "The keeper's hand",
            Section::View => "Looking around",
            Section::Overlay => "",
        }
    }
}

/// One row of the table.
#[derive(Clone, Copy, Debug)]
pub struct Binding {
    pub mode: Mode,
    pub keys: &'static [Keystroke],
    pub msg: Msg,
    pub section: Section,
    /// The help overlay's line.
    pub description: &'static str,
    /// The hint bar's word, for bindings worth a place there.
    pub hint: Option<&'static str>,
    /// How to write the keys when listing each would be noise ("1-9").
    pub keys_label: Option<&'static str>,
}

/// The binding a key has in a mode of a system's screen, if any, in the keymap in force.
pub fn lookup(mode: Mode, system: SystemKind, event: &KeyEvent) -> Option<&'static Binding> {
    bindings(mode, system).find(|b| b.keys.iter().any(|k| k.matches(event)))
}

/// The bindings of a mode on a system's screen in the keymap in force, in help order: on the
/// chase screen the system's section first, then the shell's keys.
pub fn bindings(mode: Mode, system: SystemKind) -> impl Iterator<Item = &'static Binding> {
    live().bindings(mode, system)
}

/// The first key of a message in a mode, in the keymap in force: what a message that names a key
/// says ("Undone: the move. Ctrl-r redoes it.").
pub fn key_for(mode: Mode, system: SystemKind, msg: Msg) -> String {
    live().key_for(mode, system, msg)
}

/// The first key of one of the shell's messages in a mode ("?" for help): the shell's keys are
/// the same on every system's screen (a configuration that would let a system's key shadow one is
/// refused), so no system need be named.
pub fn shell_key(mode: Mode, msg: Msg) -> String {
    key_for(mode, SystemKind::ALL[0], msg)
}

/// The first key of a system's own action on its chase screen ("c" for Call of Cthulhu's cut to
/// the chase): what a system's message that names one of its keys says.
pub fn chase_key(system: SystemKind, action: system::AnyAction) -> String {
    key_for(Mode::Main, system, Msg::Chase(action))
}

/// What every system says to a command after the chase is over, with the keys in force.
pub fn chase_is_over() -> String {
    format!(
        "The chase is over: undo ({}) to go back, or quit ({}).",
        shell_key(Mode::Main, Msg::Undo),
        shell_key(Mode::Main, Msg::Quit)
    )
}

/// A key that is a character, as the tables write it.
pub const fn ch(c: char) -> Keystroke {
    Keystroke {
        code: KeyCode::Char(c),
        ctrl: false,
    }
}

/// A character held with Ctrl.
pub const fn ctrl(c: char) -> Keystroke {
    Keystroke {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}

/// A key that is not a character (Enter, the arrows).
pub const fn code(code: KeyCode) -> Keystroke {
    Keystroke { code, ctrl: false }
}

/// A row of a table: the hint bar's word is `hint`, if the key deserves a place there.
pub const fn bind(
    mode: Mode,
    keys: &'static [Keystroke],
    msg: Msg,
    section: Section,
    description: &'static str,
    hint: Option<&'static str>,
) -> Binding {
    Binding {
        mode,
        keys,
        msg,
        section,
        description,
        hint,
        keys_label: None,
    }
}

/// A chase-screen row of a system's section (the common case of [`bind`]).
pub const fn chase(
    keys: &'static [Keystroke],
    key: system::AnyAction,
    section: Section,
    description: &'static str,
    hint: Option<&'static str>,
) -> Binding {
    bind(
        Mode::Main,
        keys,
        Msg::Chase(key),
        section,
        description,
        hint,
    )
}

impl Binding {
    /// The keys as the help overlay writes them: "j ↓".
    pub fn keys_text(&self) -> String {
        match self.keys_label {
            Some(label) => label.to_string(),
            None => self
                .keys
                .iter()
                .map(Keystroke::label)
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    /// The first key, as the hint bar writes it.
    pub fn first_key(&self) -> String {
        match self.keys_label {
            Some(label) => label.to_string(),
            None => self.keys.first().map(Keystroke::label).unwrap_or_default(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crossterm::event::KeyEvent;

    fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn no_key_means_two_things_in_one_mode_of_any_system() {
        for &system in SystemKind::ALL {
            let rows: Vec<&Binding> = system::bindings(system).iter().chain(BINDINGS).collect();
            for (i, a) in rows.iter().enumerate() {
                for b in &rows[i + 1..] {
                    if a.mode != b.mode {
                        continue;
                    }
                    for key in a.keys {
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
            for row in system::bindings(system) {
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
            Some(Msg::Chase(system::AnyAction::Coc7(
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
                assert_eq!(a.map(|x| x.msg), b.map(|x| x.msg));
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
