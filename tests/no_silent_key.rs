//! No silent key: every key the keymap binds on the chase screen, pressed in a state of random
//! play of every shipped setup and of an improvised chase of each system, either changes what the
//! screen shows (the chase, a prompt, the selection, the log's scroll, the cursor) or says on the
//! status line why it does nothing. A cursor key at its limit (already home, at the track's
//! end) says so.

use crate::parity::OnScreen;
use crate::parity::press::app_at;
use crate::tui_common::screen;
use chasetrack::systems::{Chase, SystemKind};
use chasetrack::tui::Msg;
use chasetrack::tui::keymap::{self, Mode};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

fn event(binding: &keymap::Binding) -> KeyEvent {
    let key = binding.keys[0];
    let modifiers = match key.code {
        _ if key.ctrl => KeyModifiers::CONTROL,
        KeyCode::Char(c) if c.is_ascii_uppercase() => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    KeyEvent::new(key.code, modifiers)
}

fn check_state<R: OnScreen>(state: &R, at: &str, problems: &mut Vec<String>) {
    let system = R::KIND;
    for binding in crate::tui_common::builtin_keymap().bindings(Mode::Main, system) {
        // Keys that reach outside the screen (a file written, a web page served) are left out.
        if matches!(binding.msg, Msg::Export | Msg::Share | Msg::QuitNow) {
            continue;
        }
        // Scrolling a log that has nowhere to go is no frame at all (tests/tui_idle.rs): the
        // log on the screen is its own answer.
        if matches!(binding.msg, Msg::LogUp | Msg::LogDown | Msg::LogBottom) {
            continue;
        }
        let mut app = app_at(state);
        app.resize(80, 24);
        // A known word on the status line first (a digit no roll asks for is refused), so that
        // a key that says nothing leaves it there.
        app.key(KeyEvent::new(KeyCode::Char('0'), KeyModifiers::NONE));
        let marker = app.status().map(|s| s.text.clone());
        assert!(marker.is_some(), "{at}: the digit is refused aloud");
        let before = screen(&app, 80, 24);
        let focus = app.focus();
        app.key(event(binding));
        let after = screen(&app, 80, 24);
        // A cursor moved where the narrow screen does not draw it still moved.
        let moved = app.focus() != focus;
        if before == after && !moved && app.status().map(|s| s.text.clone()) == marker {
            let problem = format!(
                "{at}: {} ({:?}) does nothing and says nothing",
                binding.first_key(),
                binding.msg
            );
            if !problems.contains(&problem) && problems.len() < 40 {
                problems.push(problem);
            }
        }
    }
}

fn random_run<R: OnScreen>(
    initial: &R,
    name: &str,
    problems: &mut Vec<String>,
    states: &mut usize,
) {
    let steps = if R::KIND == SystemKind::Coc7 { 8 } else { 24 };
    for (n, state) in crate::parity::states::random_states(initial, 1, steps)
        .iter()
        .enumerate()
        .filter(|(n, _)| n % 4 == 0)
    {
        *states += 1;
        check_state(state, &format!("{name}, step {n}"), problems);
    }
}

#[test]
fn every_key_of_the_chase_screen_changes_the_screen_or_says_why_not() {
    let mut problems = Vec::new();
    let mut states = 0;
    let mut chases: Vec<(String, Chase)> = crate::parity::states::shipped_setups()
        .into_iter()
        .map(|(name, setup)| (name, setup.chase))
        .collect();
    chases.extend(crate::finishing_keys::improvised());
    for (name, chase) in chases {
        chasetrack::each!(&chase, session => random_run(session.state(), &name, &mut problems, &mut states));
    }
    assert!(states > 50, "{states} states");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
