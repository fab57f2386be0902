//! The keymap's vocabulary: keys ([`Keystroke`]), the modes that take them ([`Mode`]), the help's
//! sections ([`Section`]) and a table's row ([`Binding`]). Each system writes its keymap section
//! in these words over its own actions; the keeper's screen wraps them into its messages and
//! keeps the keymap in force (`tui::keymap`).

use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::borrow::Cow;

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
/// by the character itself, so `F` is Shift-f). The built-in tables use no Alt (some terminals
/// keep it for themselves); a keeper's configuration may (`Alt-x`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Keystroke {
    pub code: KeyCode,
    pub ctrl: bool,
    pub alt: bool,
}

impl Keystroke {
    /// Whether a key the terminal reported is this one. Shift is ignored for characters (the
    /// character is already upper case, and some terminals report Shift for `?` or `+`).
    pub fn matches(&self, event: &KeyEvent) -> bool {
        let held_ctrl = event.modifiers.contains(KeyModifiers::CONTROL);
        let held_alt = event.modifiers.contains(KeyModifiers::ALT);
        if held_ctrl != self.ctrl || held_alt != self.alt {
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
        match (self.ctrl, self.alt) {
            (true, true) => format!("Ctrl-Alt-{base}"),
            (true, false) => format!("Ctrl-{base}"),
            (false, true) => format!("Alt-{base}"),
            (false, false) => base,
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

/// One row of a keymap table: the keys, in which mode, what they send (`M`: a system's own
/// action in its section, the shell's message in the keymap in force), and the words the help and
/// the hint bar show for them.
#[derive(Clone, Debug)]
pub struct Binding<M> {
    pub mode: Mode,
    /// The keys: the table's own, or those a keeper's configuration moved the row to.
    pub keys: Cow<'static, [Keystroke]>,
    pub msg: M,
    pub section: Section,
    /// The help overlay's line.
    pub description: &'static str,
    /// The hint bar's word, for bindings worth a place there.
    pub hint: Option<&'static str>,
    /// How to write the keys when listing each would be noise ("1-9").
    pub keys_label: Option<&'static str>,
}

/// A key that is a character, as the tables write it.
pub const fn ch(c: char) -> Keystroke {
    Keystroke {
        code: KeyCode::Char(c),
        ctrl: false,
        alt: false,
    }
}

/// A character held with Ctrl.
pub const fn ctrl(c: char) -> Keystroke {
    Keystroke {
        code: KeyCode::Char(c),
        ctrl: true,
        alt: false,
    }
}

/// A character held with Alt: for a keeper's configuration (`Alt-x`); the built-in tables use
/// none, as some terminals keep Alt.
pub const fn alt(c: char) -> Keystroke {
    Keystroke {
        code: KeyCode::Char(c),
        ctrl: false,
        alt: true,
    }
}

/// A key that is not a character (Enter, the arrows).
pub const fn code(code: KeyCode) -> Keystroke {
    Keystroke {
        code,
        ctrl: false,
        alt: false,
    }
}

/// A row of a table: the hint bar's word is `hint`, if the key deserves a place there.
pub const fn bind<M: Copy>(
    mode: Mode,
    keys: &'static [Keystroke],
    msg: M,
    section: Section,
    description: &'static str,
    hint: Option<&'static str>,
) -> Binding<M> {
    Binding {
        mode,
        keys: Cow::Borrowed(keys),
        msg,
        section,
        description,
        hint,
        keys_label: None,
    }
}

/// A chase-screen row of a system's section (the common case of [`bind`]): the key sends the
/// system's own action.
pub const fn chase<A: Copy>(
    keys: &'static [Keystroke],
    action: A,
    section: Section,
    description: &'static str,
    hint: Option<&'static str>,
) -> Binding<A> {
    bind(Mode::Main, keys, action, section, description, hint)
}

impl<M: Copy> Binding<M> {
    /// The same row with its keys written as one label ("1-9") in the help and the hint bar.
    pub const fn labelled(mut self, label: &'static str) -> Binding<M> {
        self.keys_label = Some(label);
        self
    }

    /// The same row sending another message: a system's action wrapped into the shell's.
    pub fn map<N>(&self, wrap: impl FnOnce(M) -> N) -> Binding<N> {
        Binding {
            mode: self.mode,
            keys: self.keys.clone(),
            msg: wrap(self.msg),
            section: self.section,
            description: self.description,
            hint: self.hint,
            keys_label: self.keys_label,
        }
    }

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

    fn press(code: KeyCode, modifiers: KeyModifiers) -> KeyEvent {
        KeyEvent::new(code, modifiers)
    }

    #[test]
    fn alt_must_be_held_exactly_when_the_key_says_so() {
        let x = KeyCode::Char('x');
        assert!(alt('x').matches(&press(x, KeyModifiers::ALT)));
        assert!(!alt('x').matches(&press(x, KeyModifiers::NONE)));
        assert!(!ch('x').matches(&press(x, KeyModifiers::ALT)));
        assert!(!alt('x').matches(&press(x, KeyModifiers::ALT | KeyModifiers::CONTROL)));
        // Shift is in the character, with Alt as without.
        assert!(alt('X').matches(&press(
            KeyCode::Char('X'),
            KeyModifiers::ALT | KeyModifiers::SHIFT
        )));
        assert_eq!(alt('x').label(), "Alt-x");
        assert_eq!(ctrl('r').label(), "Ctrl-r");
    }
}
