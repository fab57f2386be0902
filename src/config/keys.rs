//! The configuration's `keys`: each action of each part of the screen, by its name, with the keys
//! that do it. What the file does not name keeps its built-in keys. Refused when the file loads:
//! an unknown part or action, a key that cannot be typed, and two actions on one key where both
//! would be looked up (one mode of one system's screen).

use super::Problem;
use super::raw::Entries;
use crate::setup::locate::Segment;
use crate::systems::SystemKind;
use crate::tui::app::Msg;
use crate::tui::keymap::{Binding, Keymap, Keystroke, Mode, Scope, action_name};
use crossterm::event::KeyCode;
use std::collections::HashMap;

/// (part of the screen, action) → the keys the file gives it, and where the file gives them.
type Remaps = HashMap<(Scope, String), (Vec<Keystroke>, Vec<Segment>)>;

/// The keymap the file describes: the built-in tables with the file's keys in place.
pub fn build(raw: &Entries<Entries<Vec<String>>>) -> Result<Keymap, Problem> {
    let builtin = Keymap::builtin();
    let scopes = Scope::all();
    let mut remaps: Remaps = HashMap::new();
    for (n, (word, actions)) in raw.0.iter().enumerate() {
        let at = vec![Segment::Name("keys".into()), Segment::Entry(n)];
        let Some(&scope) = scopes.iter().find(|s| s.word() == *word) else {
            let words: Vec<String> = scopes.iter().map(|s| s.word()).collect();
            return Err(Problem::new(
                at,
                "keys",
                format!(
                    "'{word}' is not a part of the screen with keys; write one of {}",
                    words.join(", ")
                ),
            ));
        };
        if raw.0[..n].iter().any(|(earlier, _)| earlier == word) {
            return Err(Problem::new(
                at,
                "keys",
                format!("'{word}' is named twice; put all its keys in one map"),
            ));
        }
        let rows = scope.rows(&builtin);
        for (m, (name, keys)) in actions.0.iter().enumerate() {
            let mut at = at.clone();
            at.push(Segment::Entry(m));
            let field = format!("keys.{word}");
            let Some(row) = rows.iter().find(|row| action_name(row.msg) == *name) else {
                let names: Vec<String> = rows.iter().map(|row| action_name(row.msg)).collect();
                let hint = crate::suggest::near_miss(name, names.iter().map(String::as_str))
                    .map(|n| format!("did you mean '{n}'? "))
                    .unwrap_or_default();
                return Err(Problem::new(
                    at,
                    &field,
                    format!(
                        "'{name}' is not an action of {}; {hint}its actions are {} \
                         (`chasetrack config` lists each with its keys)",
                        scope.word(),
                        names.join(", ")
                    ),
                ));
            };
            if actions.0[..m].iter().any(|(earlier, _)| earlier == name) {
                return Err(Problem::new(
                    at,
                    &field,
                    format!("'{name}' is named twice in {word}; give all its keys in one list"),
                ));
            }
            let strokes = strokes(scope, row, keys, &at, &field)?;
            remaps.insert((scope, name.clone()), (strokes, at));
        }
    }
    let keymap = builtin.remapped(|scope, row| {
        remaps
            .get(&(scope, action_name(row.msg)))
            .filter(|(keys, _)| keys.as_slice() != &row.keys[..])
            .map(|(keys, _)| keys.clone())
    });
    no_key_twice(&keymap, &remaps)?;
    Ok(keymap)
}

/// The keys a file gives one action, each one that can be typed where the action is looked up.
fn strokes(
    scope: Scope,
    row: &Binding,
    keys: &[String],
    at: &[Segment],
    field: &str,
) -> Result<Vec<Keystroke>, Problem> {
    let name = action_name(row.msg);
    if row.msg == Msg::Digit {
        return Err(Problem::new(
            at.to_vec(),
            field,
            "the number keys 1-9 pick by number and cannot be remapped; leave 'digit' out",
        ));
    }
    if keys.is_empty() {
        return Err(Problem::new(
            at.to_vec(),
            field,
            format!(
                "'{name}' needs at least one key, e.g. [\"{}\"]; leave it out to keep its own",
                row.first_key()
            ),
        ));
    }
    let mut out: Vec<Keystroke> = Vec::new();
    for (k, text) in keys.iter().enumerate() {
        let mut at = at.to_vec();
        at.push(Segment::Index(k));
        let problem = |message: String| Problem::new(at.clone(), field, message);
        let key = parse(text).map_err(problem)?;
        if let Some(why) = swallowed(scope, row.msg, key) {
            return Err(problem(format!("'{text}' cannot be {name}'s key: {why}")));
        }
        if out.contains(&key) {
            return Err(problem(format!("'{text}' is given twice for {name}")));
        }
        out.push(key);
    }
    Ok(out)
}

/// Why a key could not reach an action, if it could not: in a line of text every character is
/// typed, at a roll digits and card letters are, and the key that quits at once is looked up even
/// while typing.
fn swallowed(scope: Scope, msg: Msg, key: Keystroke) -> Option<&'static str> {
    let KeyCode::Char(c) = key.code else {
        return None;
    };
    // Neither Ctrl- nor Alt- keys are typed into a line or a roll.
    if key.ctrl || key.alt {
        return None;
    }
    match (scope, msg) {
        (Scope::Shell(Mode::Main), Msg::QuitNow) => Some(
            "quitting at once works on every screen, even while a name is typed; give it Ctrl- \
             and a letter",
        ),
        (Scope::Shell(Mode::Text), _) => Some(
            "while a line is typed, every character is part of it; give it Ctrl- and a letter or \
             a named key",
        ),
        (Scope::Shell(Mode::Dice), _)
            if c.is_ascii_digit() || " ,/".contains(c) || "JQKAHDCSjqkahdcs".contains(c) =>
        {
            Some("it is typed as part of a roll (digits, and the letters of a card)")
        }
        _ => None,
    }
}

/// Refuses two actions on one key in one mode of one system's screen; the message points at the
/// action the file moved onto the key.
fn no_key_twice(keymap: &Keymap, remaps: &Remaps) -> Result<(), Problem> {
    let scope_of = |row: &Binding, system: SystemKind| {
        if matches!(row.msg, Msg::Chase(_)) {
            Scope::System(system)
        } else {
            Scope::Shell(row.mode)
        }
    };
    for &system in SystemKind::ALL {
        for &mode in Mode::ALL {
            let rows: Vec<&Binding> = keymap.bindings(mode, system).collect();
            for (i, a) in rows.iter().enumerate() {
                for b in &rows[i + 1..] {
                    let Some(key) = a.keys.iter().find(|k| b.keys.contains(k)) else {
                        continue;
                    };
                    let (a_scope, b_scope) = (scope_of(a, system), scope_of(b, system));
                    let (a_name, b_name) = (action_name(a.msg), action_name(b.msg));
                    let moved = remaps
                        .get(&(b_scope, b_name.clone()))
                        .map(|(_, at)| (at, b_scope, &b_name, a_scope, &a_name))
                        .or_else(|| {
                            remaps
                                .get(&(a_scope, a_name.clone()))
                                .map(|(_, at)| (at, a_scope, &a_name, b_scope, &b_name))
                        });
                    let Some((at, scope, name, other_scope, other)) = moved else {
                        continue;
                    };
                    let mut at = at.clone();
                    if let Some(k) = remaps
                        .get(&(scope, name.clone()))
                        .and_then(|(keys, _)| keys.iter().position(|x| x == key))
                    {
                        at.push(Segment::Index(k));
                    }
                    return Err(Problem::new(
                        at,
                        &format!("keys.{}", scope.word()),
                        format!(
                            "'{}' would do two things {}: {name} and {other} ({}); give one of \
                             them another key",
                            word(*key),
                            where_(mode, system),
                            other_scope.word()
                        ),
                    ));
                }
            }
        }
    }
    Ok(())
}

fn where_(mode: Mode, system: SystemKind) -> String {
    match mode {
        Mode::Main => format!("on the {} chase screen", system.title()),
        other => format!("in {}", other.title().to_lowercase()),
    }
}

/// A key as the file writes it: one character, `Ctrl-` and a letter, `Alt-` and a character, or a
/// named key.
pub fn parse(text: &str) -> Result<Keystroke, String> {
    const HOW: &str = "write one character (\"u\", \"R\", \"%\"), Ctrl- and a letter (\"Ctrl-r\"), \
                       Alt- and a character (\"Alt-x\"), or a named key (Enter, Esc, Tab, BackTab, Backspace, Space, Up, Down, Left, \
                       Right, PgUp, PgDn, Home, End, Delete, Insert, F1 to F12)";
    let quoted = crate::escape::printable(text);
    let lower = text.to_ascii_lowercase();
    for (prefix, fix) in [
        (
            "meta-",
            "chasetrack does not read Meta (many terminals keep it)",
        ),
        (
            "shift-",
            "Shift is written by the character itself: \"F\" for Shift-f",
        ),
    ] {
        if lower.starts_with(prefix) && text.chars().count() > prefix.len() {
            return Err(format!("'{quoted}' cannot be typed: {fix}"));
        }
    }
    if lower.starts_with("alt-") {
        // "alt-" is ASCII, so the rest starts at byte 4 in the text as written, its case kept.
        let mut chars = text.get(4..).unwrap_or_default().chars();
        return match (chars.next(), chars.next()) {
            (Some(c), None) if !c.is_control() && !c.is_whitespace() => Ok(Keystroke {
                code: KeyCode::Char(c),
                ctrl: false,
                alt: true,
            }),
            _ => Err(format!(
                "'{quoted}' cannot be typed: Alt- takes one character here, e.g. \"Alt-x\" \
                 (some terminals keep Alt for themselves: try the key before relying on it)"
            )),
        };
    }
    if let Some(rest) = lower.strip_prefix("ctrl-") {
        let mut chars = rest.chars();
        return match (chars.next(), chars.next()) {
            (Some(c @ ('i' | 'm')), None) => Err(format!(
                "'{quoted}' cannot be told apart: a terminal sends Ctrl-{c} as {}; write \"{}\"",
                if c == 'i' { "Tab" } else { "Enter" },
                if c == 'i' { "Tab" } else { "Enter" },
            )),
            (Some(c), None) if c.is_ascii_lowercase() => Ok(Keystroke {
                code: KeyCode::Char(c),
                ctrl: true,
                alt: false,
            }),
            _ => Err(format!(
                "'{quoted}' cannot be typed: Ctrl- takes one letter a-z here, e.g. \"Ctrl-r\""
            )),
        };
    }
    let named = match lower.as_str() {
        "enter" | "return" => Some(KeyCode::Enter),
        "esc" | "escape" => Some(KeyCode::Esc),
        "tab" => Some(KeyCode::Tab),
        "backtab" | "shift-tab" => Some(KeyCode::BackTab),
        "backspace" => Some(KeyCode::Backspace),
        "space" => Some(KeyCode::Char(' ')),
        "up" | "↑" => Some(KeyCode::Up),
        "down" | "↓" => Some(KeyCode::Down),
        "left" | "←" => Some(KeyCode::Left),
        "right" | "→" => Some(KeyCode::Right),
        "pgup" | "pageup" => Some(KeyCode::PageUp),
        "pgdn" | "pagedown" => Some(KeyCode::PageDown),
        "home" => Some(KeyCode::Home),
        "end" => Some(KeyCode::End),
        "delete" | "del" => Some(KeyCode::Delete),
        "insert" | "ins" => Some(KeyCode::Insert),
        _ => lower
            .strip_prefix('f')
            .and_then(|n| n.parse::<u8>().ok())
            .filter(|n| (1..=12).contains(n))
            .map(KeyCode::F),
    };
    if let Some(code) = named {
        return Ok(Keystroke {
            code,
            ctrl: false,
            alt: false,
        });
    }
    let mut chars = text.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) if !c.is_control() && (c == ' ' || !c.is_whitespace()) => Ok(Keystroke {
            code: KeyCode::Char(c),
            ctrl: false,
            alt: false,
        }),
        (Some(_), None) => Err(format!(
            "'{quoted}' is a control character, not a key; {HOW}"
        )),
        (None, _) => Err(format!("an empty key '' cannot be typed; {HOW}")),
        _ => Err(format!("'{quoted}' is not a key; {HOW}")),
    }
}

/// A key as the file writes it (the inverse of [`parse`]): "Up", not the help's "↑".
pub fn word(key: Keystroke) -> String {
    match (key.code, key.ctrl) {
        (KeyCode::Up, _) => "Up".to_string(),
        (KeyCode::Down, _) => "Down".to_string(),
        (KeyCode::Left, _) => "Left".to_string(),
        (KeyCode::Right, _) => "Right".to_string(),
        _ => key.label(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_built_in_key_reads_back_as_itself() {
        let keymap = Keymap::builtin();
        for scope in Scope::all() {
            for row in scope.rows(&keymap) {
                for key in row.keys.iter() {
                    assert_eq!(parse(&word(*key)), Ok(*key), "{}", word(*key));
                }
            }
        }
    }

    #[test]
    fn keys_that_cannot_be_typed_are_refused_with_the_way_to_write_one() {
        for bad in [
            "", "ab", "Meta-x", "Alt-", "Alt-xy", "Ctrl-1", "Ctrl-i", "Shift-f", "\u{7}", "Hyper",
        ] {
            assert!(parse(bad).is_err(), "{bad:?}");
        }
        assert_eq!(parse("Ctrl-R").map(word), Ok("Ctrl-r".to_string()));
        assert_eq!(parse("f5").map(word), Ok("F5".to_string()));
        assert_eq!(parse("f").map(word), Ok("f".to_string()));
    }

    #[test]
    fn alt_and_a_character_is_a_key_a_keeper_can_give() {
        assert_eq!(parse("Alt-x"), Ok(crate::tui::keymap::alt('x')));
        assert_eq!(parse("alt-X").map(word), Ok("Alt-X".to_string()));
        assert_eq!(parse("Alt-%").map(word), Ok("Alt-%".to_string()));
        // Not typed into a line: an Alt- key may be the text prompt's.
        let text = Scope::Shell(Mode::Text);
        assert_eq!(
            swallowed(text, Msg::Accept, crate::tui::keymap::alt('x')),
            None
        );
    }

    /// The file remaps an action onto Alt-h; a key the terminal reports with Alt held (crossterm's
    /// `KeyModifiers::ALT`) finds it, and the same letter without Alt no longer does.
    #[test]
    fn a_key_remapped_to_alt_is_found_when_pressed_with_alt() {
        use crossterm::event::{KeyEvent, KeyModifiers};
        let config =
            crate::config::parse("(keys: {\"chase\": {\"help\": [\"Alt-h\"]}})", "keeper.ron")
                .map_err(|e| e.to_string());
        let Ok(config) = config else {
            panic!("{config:?}");
        };
        let found = |modifiers| {
            let event = KeyEvent::new(KeyCode::Char('h'), modifiers);
            config
                .keymap
                .bindings(Mode::Main, SystemKind::Coc7)
                .find(|b| b.keys.iter().any(|k| k.matches(&event)))
                .map(|b| b.msg)
        };
        assert_eq!(found(KeyModifiers::ALT), Some(Msg::Help));
        // Plain h is the cursor's, as built in.
        assert_eq!(found(KeyModifiers::NONE), Some(Msg::CursorLeft));
        assert_eq!(
            config
                .keymap
                .key_for(Mode::Main, SystemKind::Coc7, Msg::Help),
            "Alt-h"
        );
    }

    #[test]
    fn a_near_miss_names_the_action_meant() {
        let names = ["undo", "redo", "log_up"];
        let near = |typed| crate::suggest::near_miss(typed, names);
        assert_eq!(near("udno"), Some("undo"));
        assert_eq!(near("teleport"), None);
    }
}
