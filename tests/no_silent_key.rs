//! No silent key: every key the keymap binds on the chase screen, pressed in a state of random
//! play of every shipped setup and of an improvised chase of each system, either changes what the
//! screen shows (the chase, a prompt, the selection, the log's scroll, the cursor) or says on the
//! status line why it does nothing. A cursor key at its limit (already home, at the track's
//! end) says so, and so does a key that scrolls the log at its first or newest line.

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

/// Presses the key of `msg` with a known word on the status line first (a refused digit): what
/// the status line says after it, if the key changed the screen or said something.
fn said(
    app: &mut chasetrack::tui::App,
    msg: Msg,
    at: &str,
    problems: &mut Vec<String>,
) -> Option<String> {
    app.key(KeyEvent::new(KeyCode::Char('0'), KeyModifiers::NONE));
    let marker = app.status().map(|s| s.text.clone());
    let before = screen(app, 80, 24);
    crate::parity::press::key(app, Mode::Main, msg);
    let now = app.status().map(|s| s.text.clone());
    if before == screen(app, 80, 24) && now == marker {
        problems.push(format!("{at}: {msg:?} does nothing and says nothing"));
        return None;
    }
    now.filter(|text| Some(text) != marker.as_ref())
}

/// The log's keys at both its ends, in a chase of each shipped setup played long enough that the
/// log holds more than the 80x24 screen shows: scrolling back page by page, each key moves the
/// log or says why not, and the last says the log is at its first line; forward and to the
/// newest line, the same at its newest line.
#[test]
fn the_log_says_why_it_does_not_scroll_at_either_end() {
    let mut problems = Vec::new();
    for (name, setup) in crate::parity::states::shipped_setups() {
        chasetrack::each!(&setup.chase, session => {
            let played = crate::parity::states::random_sessions(session.state(), 1, 30);
            let Some(last) = played.last() else { continue };
            let fresh = crate::tui_common::setup_of(&name, OnScreen::chase(last.clone()));
            let mut app = chasetrack::tui::App::new(fresh, chasetrack::tui::Theme::new(false));
            app.resize(80, 24);
            // Back to the first line, a page at a time (more presses than the log has pages).
            let pages = app.log().len() / 5 + 2;
            let mut last_word = None;
            for _ in 0..pages {
                last_word = said(&mut app, Msg::LogUp, &name, &mut problems);
            }
            if !last_word.as_deref().is_some_and(|w| w.contains("first line")) {
                problems.push(format!("{name}: at the top, PgUp says {last_word:?}"));
            }
            crate::parity::press::key(&mut app, Mode::Main, Msg::LogBottom);
            for msg in [Msg::LogDown, Msg::LogBottom] {
                let word = said(&mut app, msg, &name, &mut problems);
                if !word.as_deref().is_some_and(|w| w.contains("newest line")) {
                    problems.push(format!("{name}: at the newest line, {msg:?} says {word:?}"));
                }
            }
        });
    }
    crate::parity::assert_no_problems(problems);
}
