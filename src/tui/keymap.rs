//! The keymap as data: `(mode, key) → (Msg, description)`. The hint bar and the `?` help overlay
//! are drawn from this one table, so they cannot drift from what the keys really do (the way helix,
//! gitui and yazi keep theirs). docs/keybindings.md lists the same table for the keeper.

use super::app::Msg;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

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
}

impl Mode {
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
        }
    }
}

/// A key as the table writes it: a key code and the modifiers that must be held (Shift is carried
/// by the character itself, so `F` is Shift-f).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Key {
    pub code: KeyCode,
    pub ctrl: bool,
}

const fn ch(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: false,
    }
}

const fn ctrl(c: char) -> Key {
    Key {
        code: KeyCode::Char(c),
        ctrl: true,
    }
}

const fn code(code: KeyCode) -> Key {
    Key { code, ctrl: false }
}

impl Key {
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
    pub keys: &'static [Key],
    pub msg: Msg,
    pub section: Section,
    /// The help overlay's line.
    pub description: &'static str,
    /// The hint bar's word, for bindings worth a place there.
    pub hint: Option<&'static str>,
    /// How to write the keys when listing each would be noise ("1-9").
    pub keys_label: Option<&'static str>,
}

const fn bind(
    mode: Mode,
    keys: &'static [Key],
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

use KeyCode::{Backspace, Down, End, Enter, Esc, Home, Left, PageDown, PageUp, Right, Up};
use Mode::{Confirm, Dice, Help, Main, Pick, Start, Text};
use Section::{Establishing, Keeper, Overlay, Turn, View};

const DIGITS: &[Key] = &[
    ch('1'),
    ch('2'),
    ch('3'),
    ch('4'),
    ch('5'),
    ch('6'),
    ch('7'),
    ch('8'),
    ch('9'),
];

/// Every binding, mode by mode, in the order the help overlay lists them.
pub static BINDINGS: &[Binding] = &[
    // --- establishing ---
    bind(
        Main,
        &[ch('s')],
        Msg::SpeedRoll,
        Establishing,
        "speed roll (CON, or the vehicle's skill) for the selected participant, or the next without one",
        Some("speed roll"),
    ),
    bind(
        Main,
        &[ch('S')],
        Msg::SpeedRollSkill,
        Establishing,
        "speed roll with a skill you choose",
        None,
    ),
    bind(
        Main,
        &[ch('e'), ch('E')],
        Msg::Escape,
        Establishing,
        "let the selected quarry escape (before the chase: if faster than every pursuer; later: the keeper says so)",
        Some("escape"),
    ),
    bind(
        Main,
        &[ch('c')],
        Msg::CutToChase,
        Establishing,
        "cut to the chase: place everyone (range 2, or 1 for a tenser chase) and start round 1",
        Some("cut to the chase"),
    ),
    // --- a turn ---
    bind(
        Main,
        &[ch('f')],
        Msg::Move,
        Turn,
        "move forward 1 location (1 movement action)",
        Some("forward"),
    ),
    bind(
        Main,
        &[ch('F')],
        Msg::MoveMany,
        Turn,
        "move forward several locations (asks how many)",
        Some("forward…"),
    ),
    bind(
        Main,
        &[ch('z')],
        Msg::Hazard,
        Turn,
        "negotiate the hazard ahead: skill, cautious approach for bonus dice, damage row",
        Some("hazard"),
    ),
    bind(
        Main,
        &[ch('b')],
        Msg::PassBarrier,
        Turn,
        "pass the barrier ahead with a skill roll",
        Some("pass barrier"),
    ),
    bind(
        Main,
        &[ch('x')],
        Msg::BreakBarrier,
        Turn,
        "break the barrier ahead down (damage against its hit points; the round's attack)",
        Some("break barrier"),
    ),
    bind(
        Main,
        &[ch('a')],
        Msg::Attack,
        Turn,
        "attack: target, skill, melee / ranged / maneuver, the target's response",
        Some("attack"),
    ),
    bind(
        Main,
        &[ch('n'), ch(' ')],
        Msg::EndTurn,
        Turn,
        "end the turn",
        Some("end turn"),
    ),
    bind(
        Main,
        &[ch('t')],
        Msg::TimedAction,
        Turn,
        "a timed action or spell: what, its cost in movement actions, an optional roll",
        Some("timed action"),
    ),
    bind(
        Main,
        &[ch('d')],
        Msg::Delay,
        Turn,
        "delay: wait for another participant, or to the end of the round",
        Some("delay"),
    ),
    // --- the keeper ---
    bind(
        Main,
        &[ch('+')],
        Msg::AddLocation,
        Keeper,
        "add a location at the head of the track (with a hazard or barrier before it)",
        Some("add location"),
    ),
    bind(
        Main,
        &[ch('-')],
        Msg::AddLocationBehind,
        Keeper,
        "add a location behind the back of the track",
        None,
    ),
    bind(
        Main,
        &[ch('o')],
        Msg::SetObstacle,
        Keeper,
        "set or clear the hazard or barrier after the location under the cursor",
        None,
    ),
    bind(
        Main,
        &[ch('p')],
        Msg::Place,
        Keeper,
        "place the selected participant at a location (a correction)",
        None,
    ),
    bind(
        Main,
        &[ch('R')],
        Msg::Release,
        Keeper,
        "release a caught quarry: it breaks free and runs on",
        Some("release"),
    ),
    bind(
        Main,
        &[ch('T')],
        Msg::Reorder,
        Keeper,
        "order a DEX tie: the selected participant acts before another with the same DEX",
        None,
    ),
    bind(
        Main,
        &[ch('X')],
        Msg::EndChase,
        Keeper,
        "end the chase here (asks first)",
        None,
    ),
    bind(
        Main,
        &[ch('u')],
        Msg::Undo,
        Keeper,
        "undo the last command",
        Some("undo"),
    ),
    bind(
        Main,
        &[ctrl('r')],
        Msg::Redo,
        Keeper,
        "redo what was undone",
        Some("redo"),
    ),
    // --- looking around ---
    bind(
        Main,
        &[ch('j'), code(Down)],
        Msg::SelectNext,
        View,
        "select the next participant",
        None,
    ),
    bind(
        Main,
        &[ch('k'), code(Up)],
        Msg::SelectPrev,
        View,
        "select the previous participant",
        None,
    ),
    bind(
        Main,
        &[ch('h'), code(Left)],
        Msg::CursorLeft,
        View,
        "location cursor back (scrolls the track)",
        None,
    ),
    bind(
        Main,
        &[ch('l'), code(Right)],
        Msg::CursorRight,
        View,
        "location cursor forward (scrolls the track)",
        None,
    ),
    bind(
        Main,
        &[ch('g'), code(Home)],
        Msg::CursorHome,
        View,
        "cursor back to whoever acts; select them",
        None,
    ),
    bind(
        Main,
        &[code(PageUp), ctrl('u')],
        Msg::LogUp,
        View,
        "scroll the log back",
        None,
    ),
    bind(
        Main,
        &[code(PageDown), ctrl('d')],
        Msg::LogDown,
        View,
        "scroll the log forward",
        None,
    ),
    bind(
        Main,
        &[ch('G'), code(End)],
        Msg::LogBottom,
        View,
        "jump to the newest log line",
        None,
    ),
    bind(Main, &[ch('?')], Msg::Help, View, "this help", Some("help")),
    bind(
        Main,
        &[ch('q')],
        Msg::Quit,
        View,
        "quit (asks first; the chase is saved)",
        Some("quit"),
    ),
    bind(
        Main,
        &[ctrl('c')],
        Msg::QuitNow,
        View,
        "quit at once (the chase is saved)",
        None,
    ),
    // --- help ---
    bind(
        Help,
        &[ch('j'), code(Down)],
        Msg::Down,
        Overlay,
        "scroll down",
        Some("scroll"),
    ),
    bind(
        Help,
        &[ch('k'), code(Up)],
        Msg::Up,
        Overlay,
        "scroll up",
        None,
    ),
    bind(
        Help,
        &[code(PageDown), ctrl('d'), ch(' ')],
        Msg::PageDown,
        Overlay,
        "page down",
        None,
    ),
    bind(
        Help,
        &[code(PageUp), ctrl('u')],
        Msg::PageUp,
        Overlay,
        "page up",
        None,
    ),
    bind(
        Help,
        &[ch('?'), code(Esc), ch('q'), code(Enter)],
        Msg::Cancel,
        Overlay,
        "close the help",
        Some("close"),
    ),
    // --- pick-lists ---
    bind(
        Pick,
        &[ch('j'), code(Down), code(KeyCode::Tab)],
        Msg::Down,
        Overlay,
        "next choice",
        None,
    ),
    bind(
        Pick,
        &[ch('k'), code(Up), code(KeyCode::BackTab)],
        Msg::Up,
        Overlay,
        "previous choice",
        None,
    ),
    bind(
        Pick,
        &[code(Enter), ch('l'), code(Right)],
        Msg::Accept,
        Overlay,
        "take the choice",
        Some("choose"),
    ),
    Binding {
        keys_label: Some("1-9"),
        ..bind(
            Pick,
            DIGITS,
            Msg::Digit,
            Overlay,
            "take the choice with that number",
            Some("by number"),
        )
    },
    bind(
        Pick,
        &[code(Backspace), ch('h'), code(Left)],
        Msg::Back,
        Overlay,
        "back to the previous question",
        Some("back"),
    ),
    bind(
        Pick,
        &[code(Esc), ch('q')],
        Msg::Cancel,
        Overlay,
        "cancel the whole command",
        Some("cancel"),
    ),
    // --- text ---
    bind(
        Text,
        &[code(Enter)],
        Msg::Accept,
        Overlay,
        "take what is typed",
        Some("ok"),
    ),
    bind(
        Text,
        &[code(Backspace)],
        Msg::Erase,
        Overlay,
        "delete the last character",
        None,
    ),
    bind(
        Text,
        &[ctrl('u')],
        Msg::Clear,
        Overlay,
        "clear the line",
        None,
    ),
    bind(
        Text,
        &[code(Up)],
        Msg::Back,
        Overlay,
        "back to the previous question",
        Some("back"),
    ),
    bind(
        Text,
        &[code(Esc)],
        Msg::Cancel,
        Overlay,
        "cancel the whole command",
        Some("cancel"),
    ),
    // --- dice ---
    bind(
        Dice,
        &[ch('r')],
        Msg::Roll,
        Overlay,
        "let chasetrack roll it (Enter on an empty line does the same)",
        Some("roll for me"),
    ),
    bind(
        Dice,
        &[code(Enter)],
        Msg::Accept,
        Overlay,
        "take the value typed (bonus/penalty dice: type every tens die, e.g. 45 65 75)",
        Some("take typed"),
    ),
    bind(
        Dice,
        &[code(Backspace)],
        Msg::Erase,
        Overlay,
        "delete the last character",
        None,
    ),
    bind(
        Dice,
        &[ctrl('u')],
        Msg::Clear,
        Overlay,
        "clear the line",
        None,
    ),
    bind(
        Dice,
        &[code(Esc)],
        Msg::Cancel,
        Overlay,
        "cancel the command: nothing is applied",
        Some("cancel"),
    ),
    // --- confirm ---
    bind(
        Confirm,
        &[ch('y'), code(Enter)],
        Msg::Yes,
        Overlay,
        "yes",
        Some("yes"),
    ),
    bind(
        Confirm,
        &[ch('n'), code(Esc), ch('q')],
        Msg::No,
        Overlay,
        "no",
        Some("no"),
    ),
    // --- start ---
    bind(
        Start,
        &[ch('r'), code(Enter)],
        Msg::Resume,
        Overlay,
        "resume the unfinished chase exactly where it was",
        Some("resume"),
    ),
    bind(
        Start,
        &[ch('n')],
        Msg::StartOver,
        Overlay,
        "start over (the old journal is kept as a backup)",
        Some("start over"),
    ),
    bind(
        Start,
        &[ch('q'), code(Esc)],
        Msg::QuitNow,
        Overlay,
        "quit",
        Some("quit"),
    ),
];

/// The binding a key has in a mode, if any.
pub fn lookup(mode: Mode, event: &KeyEvent) -> Option<&'static Binding> {
    BINDINGS
        .iter()
        .filter(|b| b.mode == mode)
        .find(|b| b.keys.iter().any(|k| k.matches(event)))
}

/// The bindings of a mode, in table order.
pub fn bindings(mode: Mode) -> impl Iterator<Item = &'static Binding> {
    BINDINGS.iter().filter(move |b| b.mode == mode)
}

impl Binding {
    /// The keys as the help overlay writes them: "j ↓".
    pub fn keys_text(&self) -> String {
        match self.keys_label {
            Some(label) => label.to_string(),
            None => self
                .keys
                .iter()
                .map(Key::label)
                .collect::<Vec<_>>()
                .join(" "),
        }
    }

    /// The first key, as the hint bar writes it.
    pub fn first_key(&self) -> String {
        match self.keys_label {
            Some(label) => label.to_string(),
            None => self.keys.first().map(Key::label).unwrap_or_default(),
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
    fn no_key_means_two_things_in_one_mode() {
        for (i, a) in BINDINGS.iter().enumerate() {
            for b in &BINDINGS[i + 1..] {
                if a.mode != b.mode {
                    continue;
                }
                for key in a.keys {
                    assert!(
                        !b.keys.contains(key),
                        "{} is bound to both {:?} and {:?} in {:?}",
                        key.label(),
                        a.msg,
                        b.msg,
                        a.mode
                    );
                }
            }
        }
    }

    #[test]
    fn shift_is_carried_by_the_character_and_ctrl_must_match() {
        let f = press(KeyCode::Char('F'), KeyModifiers::SHIFT);
        assert_eq!(lookup(Mode::Main, &f).map(|b| b.msg), Some(Msg::MoveMany));
        let r = press(KeyCode::Char('r'), KeyModifiers::CONTROL);
        assert_eq!(lookup(Mode::Main, &r).map(|b| b.msg), Some(Msg::Redo));
        let plain_r = press(KeyCode::Char('r'), KeyModifiers::NONE);
        assert_eq!(lookup(Mode::Main, &plain_r).map(|b| b.msg), None);
        let question = press(KeyCode::Char('?'), KeyModifiers::SHIFT);
        assert_eq!(
            lookup(Mode::Main, &question).map(|b| b.msg),
            Some(Msg::Help)
        );
    }

    #[test]
    fn vim_keys_and_arrows_do_the_same() {
        for (vim, arrow) in [
            ('j', KeyCode::Down),
            ('k', KeyCode::Up),
            ('h', KeyCode::Left),
        ] {
            let a = lookup(Mode::Main, &press(KeyCode::Char(vim), KeyModifiers::NONE));
            let b = lookup(Mode::Main, &press(arrow, KeyModifiers::NONE));
            assert_eq!(a.map(|x| x.msg), b.map(|x| x.msg));
            assert!(a.is_some());
        }
    }
}

/// The keymap as Markdown tables, one per mode and section, for docs/keybindings.md (a test checks
/// that the document lists every binding).
pub fn markdown() -> String {
    let mut out = String::new();
    let modes = [
        Mode::Main,
        Mode::Pick,
        Mode::Text,
        Mode::Dice,
        Mode::Confirm,
        Mode::Help,
        Mode::Start,
    ];
    for mode in modes {
        let mut section = None;
        for binding in bindings(mode) {
            let heading = if mode == Mode::Main {
                binding.section.title()
            } else {
                mode.title()
            };
            if section != Some(heading) {
                section = Some(heading);
                out.push_str(&format!(
                    "\n### {heading}\n\n| keys | what it does |\n| --- | --- |\n"
                ));
            }
            let keys = binding
                .keys_text()
                .split(' ')
                .map(|k| format!("`{k}`"))
                .collect::<Vec<_>>()
                .join(" ");
            out.push_str(&format!("| {keys} | {} |\n", binding.description));
        }
    }
    out
}

#[cfg(test)]
mod docs {
    #[test]
    fn docs_keybindings_lists_every_binding() {
        let doc = include_str!("../../docs/keybindings.md");
        for line in super::markdown().lines().filter(|l| l.starts_with("| `")) {
            assert!(
                doc.contains(line),
                "docs/keybindings.md is missing this row (regenerate the tables from keymap::markdown()):\n{line}"
            );
        }
    }
}
