//! The help closes on the key that opens it, also when the keeper's configuration binds `help`
//! to another key (the keymap is remappable): here F1, in a keymap handed to the screen.

use crate::tui_common::*;
use chasetrack::tui::keymap::{Keymap, Keystroke, Mode, Scope};
use chasetrack::tui::{App, Msg, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

#[test]
fn the_help_key_remapped_to_f1_opens_and_closes_the_help() {
    let keymap = Keymap::builtin().remapped(|scope, row| {
        (scope == Scope::Shell(Mode::Main) && row.msg == Msg::Help).then(|| {
            vec![Keystroke {
                code: KeyCode::F(1),
                ctrl: false,
                alt: false,
            }]
        })
    });
    let f1 = KeyEvent::new(KeyCode::F(1), KeyModifiers::NONE);
    for name in [
        "sample.ron",
        "bazaar.ron",
        "city-chase.ron",
        "gurps-harbour.ron",
        "savage-rooftops.ron",
    ] {
        let mut app = App::new(asset(name), Theme::new(false)).with_keymap(keymap.clone());
        app.key(f1);
        assert!(app.overlay().is_some(), "{name}: F1 opens the help");
        let shown = screen(&app, 80, 24);
        assert!(shown.contains("Keys · F1 or "), "{name}: {shown}");
        app.key(f1);
        assert!(app.overlay().is_none(), "{name}: F1 closes the help");
    }
}
