//! A message belongs to the moment it was said: a prompt's key pressed once too often
//! on the chase screen is told as such ("'R' answers a prompt, and none is open"), and that
//! sentence is gone from the status line once the next key opens a prompt, in every system. The
//! key pressed late and the key that opens a prompt are found in the keymap and on the screen,
//! not listed.

use crate::tui_common;

use chasetrack::systems::SystemKind;
use chasetrack::tui::app::{Msg, Overlay};
use chasetrack::tui::keymap::{Keystroke, Mode};
use chasetrack::tui::{App, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tui_common::*;

/// The key a terminal reports for a key of the tables.
fn event(key: Keystroke) -> KeyEvent {
    let modifiers = match key.code {
        _ if key.ctrl => KeyModifiers::CONTROL,
        KeyCode::Char(c) if c.is_uppercase() => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    KeyEvent::new(key.code, modifiers)
}

fn status(app: &App) -> String {
    app.status().map(|s| s.text.clone()).unwrap_or_default()
}

/// The first shipped setup of each system.
fn one_of_each() -> Vec<(SystemKind, String)> {
    let mut found: Vec<(SystemKind, String)> = Vec::new();
    for name in shipped() {
        let system = asset(&name).chase.system();
        if !found.iter().any(|(s, _)| *s == system) {
            found.push((system, name));
        }
    }
    found
}

#[test]
fn a_late_prompt_key_is_told_and_the_next_prompt_does_not_carry_the_message() {
    let systems = one_of_each();
    assert_eq!(systems.len(), SystemKind::ALL.len(), "{systems:?}");
    for (system, name) in systems {
        // "Roll the rest": a roll prompt's key, nobody's on the chase screen.
        let late = crate::tui_common::builtin_keymap()
            .bindings(Mode::Dice, system)
            .find(|b| b.msg == Msg::RollRest)
            .and_then(|b| b.keys.first().copied())
            .expect("a key rolls the rest");
        let fresh = || {
            let mut app = App::new(asset(&name), Theme::new(false));
            app.key(event(late));
            app
        };
        let told = fresh();
        assert!(
            status(&told).contains("answers a prompt, and none is open"),
            "{name}: {}",
            status(&told)
        );
        // The chase screen's first key that opens a prompt here.
        let opened = crate::tui_common::builtin_keymap()
            .bindings(Mode::Main, system)
            .filter(|b| matches!(b.msg, Msg::Chase(_)))
            .flat_map(|b| b.keys.iter().copied())
            .find_map(|key| {
                let mut app = fresh();
                app.key(event(key));
                matches!(app.overlay(), Some(Overlay::Form(_) | Overlay::Dice(_)))
                    .then_some((key, app))
            });
        let Some((key, app)) = opened else {
            panic!("{name}: no key opens a prompt at the start");
        };
        let shown = screen(&app, 80, 24);
        assert!(
            !shown.contains("answers a prompt"),
            "{name}: '{}' opened a prompt, and the message about none being open is gone:\n{shown}",
            key.label()
        );
    }
}
