//! Every key a state offers is on the hint bar or reachable from it (the key grammar,
//! docs/keybindings.md): over random play of every shipped setup at 80x24, in every mode the play
//! reaches, each key the state offers (a system's key the rules allow now, the shell's keys, every
//! key of an open prompt) is on the bar with its word, or the bar says "… more" before the help
//! key; and the bar says "… more" only when it does hide one. The help lists every key of every
//! mode.

use crate::tui_common;

use chasetrack::systems::SystemKind;
use chasetrack::systems::screens;
use chasetrack::tui::Msg;
use chasetrack::tui::keymap::{self, Binding, Mode};
use chasetrack::tui::{App, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use tui_common::*;

const STEPS: usize = 100;
const SEEDS: [u64; 1] = [1926];

/// Whether the state offers a binding: on the chase screen what the rules and the journal allow
/// now (undo with something to undo, a system's key when its command is possible), in a prompt
/// every key of it.
fn offered(app: &App, binding: &Binding) -> bool {
    if app.keys_mode() != Mode::Main {
        return true;
    }
    let (undo, redo) = app.chase().screen().undo_redo();
    match binding.msg {
        Msg::Undo => undo,
        Msg::Redo => redo,
        Msg::Chase(action) => app.available(action),
        msg => app.allows(msg),
    }
}

/// The hint bar: the screen's last row.
fn bar(app: &App) -> String {
    screen(app, 80, 24).lines().last().unwrap_or("").to_string()
}

fn check(app: &App, at: &str) -> Result<(), String> {
    let bar = bar(app);
    let more = bar.contains("… more");
    let system = app.chase().system();
    let missing: Vec<String> = app
        .keymap()
        .bindings(app.keys_mode(), system)
        .filter(|b| offered(app, b))
        .filter(|b| match b.hint {
            Some(word) => !bar.contains(&format!("{} {word}", b.first_key())),
            None => true,
        })
        .map(|b| format!("{} ({:?})", b.first_key(), b.msg))
        .collect();
    if !missing.is_empty() && !more {
        return Err(format!(
            "{at}: offered but neither on the bar nor behind '… more': {missing:?}\n{bar}"
        ));
    }
    if missing.is_empty() && more {
        return Err(format!("{at}: '… more' with nothing hidden\n{bar}"));
    }
    Ok(())
}

/// A small seeded generator (the play must be the same on every run).
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// A key a keeper might press now: one of the offered bindings' keys, the roll keys weighted up
/// so that the chase gets somewhere, never quitting.
fn next_key(app: &App, pick: &mut Pick) -> KeyEvent {
    let system = app.chase().system();
    let rows: Vec<&Binding> = app
        .keymap()
        .bindings(app.keys_mode(), system)
        .filter(|b| offered(app, b))
        .filter(|b| !matches!(b.msg, Msg::Quit | Msg::QuitNow | Msg::Cancel | Msg::Export))
        .collect();
    match pick.below(4) {
        0 => return KeyEvent::new(KeyCode::Char('R'), KeyModifiers::SHIFT),
        1 => return KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE),
        _ => {}
    }
    let Some(row) = rows.get(pick.below(rows.len())) else {
        return KeyEvent::new(KeyCode::Char('r'), KeyModifiers::NONE);
    };
    let key = row.keys[pick.below(row.keys.len())];
    let modifiers = match key.code {
        _ if key.ctrl => KeyModifiers::CONTROL,
        KeyCode::Char(c) if c.is_ascii_uppercase() => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    KeyEvent::new(key.code, modifiers)
}

#[test]
fn every_offered_key_is_on_the_bar_or_behind_more_in_random_play_of_every_setup() {
    let mut problems = Vec::new();
    let mut modes = std::collections::BTreeSet::new();
    let mut systems = std::collections::BTreeSet::new();
    for name in shipped() {
        for seed in SEEDS {
            let mut app = App::new(asset(&name), Theme::new(false));
            app.resize(80, 24);
            systems.insert(app.chase().system().title());
            let mut pick = Pick(seed);
            for step in 0..STEPS {
                let at = format!("{name}, seed {seed}, step {step}, {:?}", app.keys_mode());
                modes.insert(format!("{:?}", app.keys_mode()));
                if let Err(problem) = check(&app, &at) {
                    problems.push(problem);
                }
                let key = next_key(&app, &mut pick);
                app.key(key);
                if app.should_quit() {
                    break;
                }
            }
        }
    }
    assert!(problems.is_empty(), "{}", problems.join("\n\n"));
    assert_eq!(systems.len(), SystemKind::ALL.len(), "{systems:?}");
    for mode in ["Main", "Pick", "Dice", "Text"] {
        assert!(modes.contains(mode), "random play never reached {mode}");
    }
}

/// The keys offered are worked out when a key moves the chase, never while the screen is drawn:
/// after every key of random play of every shipped setup, the screen holds the keys of the state
/// the chase stands in, and they are the keys a fresh look at that state finds.
#[test]
fn the_keys_offered_are_worked_out_by_the_key_that_moved_the_chase() {
    let mut states = 0;
    for name in shipped() {
        let mut app = App::new(asset(&name), Theme::new(false));
        app.resize(80, 24);
        let mut pick = Pick(7);
        for step in 0..40 {
            assert!(app.offered_is_current(), "{name}, step {step}");
            let fresh = screens::Offered::of(app.chase());
            for row in keymap::system_section(app.chase().system()) {
                if let Msg::Chase(action) = row.msg {
                    assert_eq!(
                        app.available(action),
                        app.chase().screen().available(&fresh, action, app.focus()),
                        "{name}, step {step}: {:?}",
                        row.msg
                    );
                }
            }
            states += 1;
            let key = next_key(&app, &mut pick);
            app.key(key);
            if app.should_quit() {
                break;
            }
        }
    }
    assert!(states > 500, "{states} states");
}

/// What "… more" leads to: the help lists every key of every mode, so a key hidden from the bar
/// is one `?` away.
#[test]
fn the_help_lists_every_key_of_every_mode() {
    for name in [
        "sample.ron",
        "bazaar.ron",
        "city-chase.ron",
        "gurps-harbour.ron",
        "savage-rooftops.ron",
    ] {
        let mut app = App::new(asset(name), Theme::new(false));
        let system = app.chase().system();
        press(&mut app, "?");
        let mut seen = String::new();
        for _ in 0..80 {
            seen.push_str(&screen(&app, 160, 48));
            press(&mut app, "<PgDn>");
        }
        for &mode in Mode::ALL {
            for binding in crate::tui_common::builtin_keymap().bindings(mode, system) {
                let start: String = binding.description.chars().take(30).collect();
                assert!(
                    seen.contains(&start),
                    "{}: the help lacks {:?} ({})",
                    system.title(),
                    binding.msg,
                    binding.description
                );
            }
        }
    }
}
