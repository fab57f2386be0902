//! Every key the screen names is a key that works there, whatever the keeper's configuration: with
//! every binding of every system (and every key of the shell that a message can name) moved onto
//! other keys, generated from the tables, random keys are played over every shipped setup of all
//! five systems, and each frame's text (hint bar, status line, panels, forms, prompts, messages)
//! names only keys that are live in the mode on screen, and never a built-in key that no longer
//! does anything. Then one test per message that used to write its key by hand.

mod focused;
mod named;
mod remap;

use crate::tui_common::*;
use chasetrack::setup::Setup;
use chasetrack::systems::SystemKind;
use chasetrack::tui::App;
use chasetrack::tui::keymap::{self, Keystroke, Mode};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use named::keys_named;

/// Every setup shipped in `assets/`, by file name.
fn shipped() -> Vec<(String, Setup)> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut names: Vec<String> = std::fs::read_dir(&dir)
        .expect("the assets folder")
        .filter_map(|entry| entry.ok()?.file_name().into_string().ok())
        .filter(|name| name.ends_with(".ron"))
        .collect();
    names.sort();
    names
        .into_iter()
        .map(|name| {
            let setup = asset(&name);
            (name, setup)
        })
        .collect()
}

/// A small seeded generator (splitmix64), so that a failure replays.
struct Dice(u64);

impl Dice {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    fn below(&mut self, n: usize) -> usize {
        (self.next() % n.max(1) as u64) as usize
    }

    fn pick<T: Copy>(&mut self, items: &[T]) -> Option<T> {
        (!items.is_empty()).then(|| items[self.below(items.len())])
    }
}

/// The key a terminal reports for a key of the tables.
fn event(key: Keystroke) -> KeyEvent {
    let modifiers = match key.code {
        _ if key.ctrl => KeyModifiers::CONTROL,
        KeyCode::Char(c) if c.is_uppercase() => KeyModifiers::SHIFT,
        _ => KeyModifiers::NONE,
    };
    KeyEvent::new(key.code, modifiers)
}

/// The keys of a mode in the moved keymap.
fn keys_of(mode: Mode, system: SystemKind) -> Vec<Keystroke> {
    remap::keymap()
        .bindings(mode, system)
        .flat_map(|b| b.keys.iter().copied())
        .collect()
}

/// What the screen may name in a mode: its own keys and the chase screen's (whose panels stay in
/// view behind a prompt); every mode's while the help, which lists them all, is open.
fn live_labels(mode: Mode, system: SystemKind) -> Vec<String> {
    let modes: Vec<Mode> = match mode {
        Mode::Help => Mode::ALL.to_vec(),
        other => vec![Mode::Main, other],
    };
    modes
        .into_iter()
        .flat_map(|m| keys_of(m, system))
        .map(|k| k.label())
        .collect()
}

/// A key a keeper might press: mostly one that works in the mode on screen, else one of the chase
/// screen's, a digit or a card for a roll or a pick, a built-in key that no longer works, or any
/// character.
fn random_key(dice: &mut Dice, app: &App, old: &[Keystroke]) -> KeyEvent {
    let system = app.chase().system();
    let roll = dice.below(100);
    let key = if roll < 45 {
        dice.pick(&keys_of(app.mode(), system))
    } else if roll < 65 {
        dice.pick(&keys_of(Mode::Main, system))
    } else if roll < 82 || app.mode() == Mode::Text {
        // Names typed into a form are digits, so that no name reads as a key ("a way (h)").
        let typed = if app.mode() == Mode::Text {
            "1234567890 "
        } else {
            "1234567890  5JH"
        };
        dice.pick(&typed.chars().map(keymap::ch).collect::<Vec<_>>())
    } else if roll < 95 {
        dice.pick(old)
    } else {
        dice.pick(&('!'..='~').map(keymap::ch).collect::<Vec<_>>())
    };
    event(key.unwrap_or(keymap::ch('x')))
}

/// What is wrong with a frame: each key it names that does nothing in the mode on screen.
fn misnamed(app: &App, text: &str, old: &[Keystroke]) -> Vec<String> {
    let system = app.chase().system();
    let mode = app.mode();
    let live = live_labels(mode, system);
    let old: Vec<String> = old.iter().map(Keystroke::label).collect();
    keys_named(text)
        .into_iter()
        .filter(|(key, _)| !live.contains(key))
        .map(|(key, context)| {
            let what = if old.contains(&key) {
                "a built-in key that was moved"
            } else {
                "a key that is not bound"
            };
            format!("'{key}' ({what}) in {mode:?} of {system:?}: …{context}…")
        })
        .collect()
}

/// Plays random keys over every shipped setup of one system under the moved keys and gathers
/// every key a frame names that does nothing there.
fn play_every_setup_of(system: SystemKind) {
    let remap = remap::remapped();
    // The configuration really moved the keys: not one built-in key of the system's own is bound.
    for row in remap.keymap.section(system) {
        assert!(
            row.keys.iter().all(|k| !remap.old.contains(k)),
            "{system:?} {:?} kept a built-in key",
            row.msg
        );
    }
    let setups: Vec<(String, Setup)> = shipped()
        .into_iter()
        .filter(|(_, setup)| setup.chase.system() == system)
        .collect();
    assert!(!setups.is_empty(), "no shipped setup of {system:?}");
    let mut problems: Vec<String> = Vec::new();
    let mut frames = 0usize;
    for (run, (name, setup)) in setups.iter().enumerate() {
        for seed in 0..2u64 {
            let dir = tempfile::tempdir().expect("a temporary directory");
            let mut app = app_with_keymap(setup.clone(), &dir, &remap.keymap);
            let mut dice = Dice(seed * 1000 + run as u64);
            for step in 0..100 {
                let key = random_key(&mut dice, &app, &remap.old);
                app.key(key);
                let (width, height) = if step % 10 == 0 { (160, 48) } else { (100, 30) };
                let text = screen(&app, width, height);
                frames += 1;
                for problem in misnamed(&app, &text, &remap.old) {
                    let problem = format!("{name}: {problem}");
                    if !problems.contains(&problem) {
                        problems.push(problem);
                    }
                }
            }
        }
    }
    assert!(frames >= 200, "{frames} frames");
    assert!(
        problems.is_empty(),
        "{} keys named that do nothing there:\n{}",
        problems.len(),
        problems.join("\n")
    );
}

#[test]
fn call_of_cthulhu_names_only_live_keys() {
    play_every_setup_of(SystemKind::Coc7);
}

#[test]
fn the_chase_track_names_only_live_keys() {
    play_every_setup_of(SystemKind::Track);
}

#[test]
fn position_clocks_name_only_live_keys() {
    play_every_setup_of(SystemKind::Clocks);
}

#[test]
fn gurps_names_only_live_keys() {
    play_every_setup_of(SystemKind::Gurps);
}

#[test]
fn savage_worlds_names_only_live_keys() {
    play_every_setup_of(SystemKind::Savage);
}
