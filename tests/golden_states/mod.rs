//! The golden scripts (`tests/scripts/<system>/*.ron`) and the states each passes through, for
//! the property tests that look at every state a keeper's play reaches.

use chasetrack::engine::Session;
use chasetrack::script::{Scripted, Step, play, read_script};
use std::path::{Path, PathBuf};

/// Every golden script of every system, in a stable order.
pub fn golden_scripts(root: &Path) -> Vec<PathBuf> {
    let mut scripts = Vec::new();
    for system in std::fs::read_dir(root.join("tests/scripts")).unwrap_or_else(|e| panic!("{e}")) {
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

/// The states a golden script passes through: its setup, then each command of its journal.
pub fn script_states<R: Scripted>(initial: &R, script: &Path) -> Vec<R> {
    let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
    let parsed =
        read_script::<R>(&text, &script.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    let steps: Vec<Step<R::Command, R::Expect>> = parsed.steps;
    let played = play(Session::new(initial.clone()), &steps, 0);
    let mut state = played.session.initial().clone();
    let mut states = vec![state.clone()];
    played.session.retell(|_, _, entry| {
        entry.events.iter().for_each(|event| state.apply(event));
        states.push(state.clone());
    });
    states
}
