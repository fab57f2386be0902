//! A [`Way`] pressed on the real screen: a fresh [`App`] standing in the state, the keys of the
//! keymap in force for each step (`j`, `h`/`l`, the action's key, `y`, the arrows and Enter of a
//! pick-list, a line typed and taken), every roll the command asks for rolled by the tool, and the
//! journal read back.

use super::OnScreen;
use super::search::{Reply, Way};
use chasetrack::engine::Session;
use chasetrack::systems::screens::Pick;
use chasetrack::tui::keymap::Mode;
use chasetrack::tui::{App, Msg, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// A screen standing in `state`, as the keeper finds it there.
pub fn app_at<R: OnScreen>(state: &R) -> App {
    let setup = crate::tui_common::setup_of("parity", R::chase(Session::new(state.clone())));
    App::new(setup, Theme::new(false))
}

/// What the screen did with the keys of a way.
pub enum Pressed<C> {
    /// The journal's next command.
    Issued(C),
    /// Nothing reached the journal; what the status line said.
    Nothing(String),
}

/// Presses `way` on a fresh screen standing in `state` and reads the command it journaled.
pub fn press<R: OnScreen>(state: &R, way: &Way<R::Action>) -> Pressed<R::Command> {
    let before = journal_len::<R>(&app_at(state));
    let app = pressed_app(state, way);
    match R::session(app.chase()).and_then(|s| s.journal().get(before)) {
        Some(entry) => Pressed::Issued(entry.command.clone()),
        None => Pressed::Nothing(app.status().map_or_else(
            || format!("(no status; mode {:?})", app.mode()),
            |s| s.text.clone(),
        )),
    }
}

/// A fresh screen standing in `state` after the keys of `way` (and every roll they ask for,
/// rolled by the tool): what the keeper sees after them.
pub fn pressed_app<R: OnScreen>(state: &R, way: &Way<R::Action>) -> App {
    let mut app = app_at(state);
    for _ in 0..way.selects {
        key(&mut app, Mode::Main, Msg::SelectNext);
    }
    let step = if way.cursor > 0 {
        Msg::CursorRight
    } else {
        Msg::CursorLeft
    };
    for _ in 0..way.cursor.unsigned_abs() {
        key(&mut app, Mode::Main, step);
    }
    assert_eq!(
        app.focus(),
        way.focus,
        "the keys {} j and {} h/l look where the search looked",
        way.selects,
        way.cursor
    );
    key(&mut app, Mode::Main, Msg::Chase(R::any_action(way.action)));
    if way.confirm {
        key(&mut app, Mode::Confirm, Msg::Yes);
    }
    for reply in &way.replies {
        let expected = match reply {
            Reply::Pick { .. } => Mode::Pick,
            Reply::Line { .. } => Mode::Text,
        };
        if app.mode() != expected {
            break;
        }
        match reply {
            Reply::Pick { index, default } => {
                // The screen may start the list elsewhere than the question's default: on an
                // option the rules would take (the shell's usual pick).
                let default = match app.overlay() {
                    Some(chasetrack::tui::app::Overlay::Form(form)) => &form.cursor,
                    _ => default,
                };
                let (arrow, times) = if index >= default {
                    (Msg::Down, index - default)
                } else {
                    (Msg::Up, default - index)
                };
                for _ in 0..times {
                    key(&mut app, Mode::Pick, arrow);
                }
                key(&mut app, Mode::Pick, Msg::Accept);
            }
            Reply::Line { text, initial } => {
                if text != initial {
                    key(&mut app, Mode::Text, Msg::Clear);
                    for c in text.chars() {
                        app.key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE));
                    }
                }
                key(&mut app, Mode::Text, Msg::Accept);
            }
        }
    }
    // Every roll the command asks for, rolled by the tool.
    for _ in 0..64 {
        if app.mode() != Mode::Dice {
            break;
        }
        key(&mut app, Mode::Dice, Msg::Roll);
    }
    app
}

fn journal_len<R: OnScreen>(app: &App) -> usize {
    R::session(app.chase()).map_or(0, |s| s.journal().len())
}

/// Presses the first key of `msg` in `mode`, in the keymap in force.
pub fn key(app: &mut App, mode: Mode, msg: Msg) {
    let system = app.chase().system();
    let binding = crate::tui_common::builtin_keymap()
        .bindings(mode, system)
        .find(|b| b.msg == msg)
        .unwrap_or_else(|| panic!("no key for {msg:?} in {mode:?}"));
    let stroke = binding.keys[0];
    let modifiers = match stroke.code {
        _ if stroke.ctrl => KeyModifiers::CONTROL,
        KeyCode::Char(c) if c.is_ascii_uppercase() => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    app.key(KeyEvent::new(stroke.code, modifiers));
}

/// Whether a key of the system's section is one the screen's bindings name (for the message of
/// a way that no key reaches).
pub fn key_name<R: Pick>(action: R::Action) -> String {
    crate::tui_common::builtin_keymap().key_for(
        Mode::Main,
        R::KIND,
        Msg::Chase(R::any_action(action)),
    )
}
