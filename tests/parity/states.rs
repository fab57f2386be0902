//! The states the parity test looks at: every state of every golden script
//! (`tests/scripts/<system>/`), and random play of every shipped setup (`assets/*.ron`) through
//! the rules' legal commands, a few seeds of a few dozen commands each.

use crate::legal_wide::Pick;
use chasetrack::cli::script::{Scripted, Step, declared_setup, play, read_script};
use chasetrack::dice::Roller;
use chasetrack::engine::{Legal, Session};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every golden script, sorted.
pub fn scripts() -> Vec<PathBuf> {
    let mut scripts = Vec::new();
    let dirs =
        std::fs::read_dir(Path::new(ROOT).join("tests/scripts")).unwrap_or_else(|e| panic!("{e}"));
    for system in dirs {
        let dir = system.unwrap_or_else(|e| panic!("{e}")).path();
        for file in std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{e}")) {
            let path = file.unwrap_or_else(|e| panic!("{e}")).path();
            if path.extension().is_some_and(|e| e == "ron") {
                scripts.push(path);
            }
        }
    }
    scripts.sort();
    scripts
}

/// The setup a golden script plays.
pub fn script_setup(script: &Path) -> chasetrack::setup::Setup {
    let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
    let declared = declared_setup(&text).unwrap_or_else(|| panic!("{script:?} names no setup"));
    let path = script.parent().unwrap_or(Path::new(ROOT)).join(declared);
    chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

/// The states a golden script passes through: its setup, then each command of its journal.
pub fn script_states<R: Scripted>(initial: &R, script: &Path) -> Vec<R> {
    let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
    let parsed =
        read_script::<R>(&text, &script.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    let steps: Vec<Step<R::Command, R::Expect>> = parsed.steps;
    let played = play(Session::new(initial.clone()), &steps, 0);
    let mut state = played.session.initial().clone();
    let mut states = vec![state.clone()];
    for entry in played.session.journal() {
        entry.events.iter().for_each(|event| state.apply(event));
        states.push(state.clone());
    }
    states
}

/// Every shipped setup (the tables beside them are not chases), sorted.
pub fn shipped() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join("assets"))
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    paths
}

/// The states of random play through legal commands only: `steps` commands, each picked among
/// the legal ones and rolled with seeded dice.
pub fn random_states<R: Legal>(initial: &R, seed: u64, steps: usize) -> Vec<R> {
    let mut state = initial.clone();
    let mut pick = Pick(seed.wrapping_mul(104_729) + 3);
    let mut states = vec![state.clone()];
    for step in 0..steps {
        let legal = state.legal_commands();
        if legal.is_empty() {
            break;
        }
        let command = &legal[pick.below(legal.len())];
        let mut roller = Roller::seeded(seed ^ (step as u64) << 8);
        match state.handle(command, &mut roller) {
            Ok(events) => events.iter().for_each(|event| state.apply(event)),
            Err(_) => break,
        }
        states.push(state.clone());
    }
    states
}
