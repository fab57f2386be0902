//! The states the parity test looks at: every state of every golden script
//! (`tests/scripts/<system>/`), and random play of every shipped setup (`assets/*.ron`) through
//! the rules' legal commands, a few seeds of a few dozen commands each.

use crate::legal_wide::Pick;
use chasetrack::dice::Roller;
use chasetrack::engine::Legal;
use chasetrack::script::declared_setup;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every golden script, sorted.
pub fn scripts() -> Vec<PathBuf> {
    crate::golden_states::golden_scripts(Path::new(ROOT))
}

/// The setup a golden script plays.
pub fn script_setup(script: &Path) -> chasetrack::setup::Setup {
    let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
    let declared = declared_setup(&text).unwrap_or_else(|| panic!("{script:?} names no setup"));
    let path = script.parent().unwrap_or(Path::new(ROOT)).join(declared);
    chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"))
}

pub use crate::golden_states::script_states;

/// Every shipped setup, loaded, by its file name (`car-chase.ron`), sorted.
pub fn shipped_setups() -> Vec<(String, chasetrack::setup::Setup)> {
    shipped()
        .into_iter()
        .map(|path| {
            let setup = chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"));
            let name = path
                .file_name()
                .map_or(String::new(), |n| n.to_string_lossy().into_owned());
            (name, setup)
        })
        .collect()
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

/// [`random_states`] put through a session, so that a screen standing in each tells in its log
/// what happened: the same picks and dice, a session after each command.
pub fn random_sessions<R: Legal>(
    initial: &R,
    seed: u64,
    steps: usize,
) -> Vec<chasetrack::engine::Session<R>> {
    let mut session = chasetrack::engine::Session::new(initial.clone());
    let mut pick = Pick(seed.wrapping_mul(104_729) + 3);
    let mut sessions = vec![session.clone()];
    for step in 0..steps {
        let legal = session.state().legal_commands();
        if legal.is_empty() {
            break;
        }
        let command = legal[pick.below(legal.len())].clone();
        let mut roller = Roller::seeded(seed ^ (step as u64) << 8);
        if session.execute(command, &mut roller).is_err() {
            break;
        }
        sessions.push(session.clone());
    }
    sessions
}
