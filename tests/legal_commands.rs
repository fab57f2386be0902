//! The legal-command generator of every system ([`chasetrack::engine::Legal`]) against the rules
//! that decide: in every state reached by the golden scripts and by random play of every shipped
//! setup, each generated command is carried out once its dice are rolled, and the random play
//! itself walks only through generated commands, so every system's chases are played to their
//! end through the generator alone.

use chasetrack::cli::script::{Scripted, Step, declared_setup, parse, play};
use chasetrack::dice::Roller;
use chasetrack::engine::{Legal, Session};
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every shipped setup (the tables beside them are not chases).
fn shipped() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join("assets"))
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(|entry| entry.ok())
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    paths
}

/// A small deterministic generator for picking among the legal commands.
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

/// Each legal command of a state, rolled with seeded dice, is carried out: the generator offers
/// nothing the rules would refuse once the keeper has rolled. Returns the problems found.
fn every_legal_command_is_carried_out<R: Legal>(state: &R, seed: u64, at: &str) -> Vec<String> {
    let mut problems = Vec::new();
    for (n, command) in state.legal_commands().iter().enumerate() {
        let mut roller = Roller::seeded(seed.wrapping_add(n as u64));
        if let Err(error) = state.handle(command, &mut roller) {
            problems.push(format!(
                "{at}: {command:?} was generated but refused: {error}"
            ));
        }
    }
    problems
}

/// Random play through generated commands only: `steps` commands picked among the legal ones,
/// each rolled with seeded dice; every state on the way is checked.
fn random_play<R: Legal>(initial: &R, seed: u64, steps: usize, name: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut state = initial.clone();
    let mut pick = Pick(seed);
    for step in 0..steps {
        let at = format!("{name}, seed {seed}, step {step}");
        problems.extend(every_legal_command_is_carried_out(&state, seed, &at));
        let legal = state.legal_commands();
        if legal.is_empty() {
            break;
        }
        let command = &legal[pick.below(legal.len())];
        let mut roller = Roller::seeded(seed ^ step as u64);
        match state.handle(command, &mut roller) {
            Ok(events) => events.iter().for_each(|event| state.apply(event)),
            Err(error) => {
                problems.push(format!("{at}: {command:?} refused: {error}"));
                break;
            }
        }
        if !problems.is_empty() {
            break;
        }
    }
    problems
}

#[test]
fn random_play_of_every_shipped_setup_walks_through_legal_commands_only() {
    let mut problems = Vec::new();
    let mut systems = std::collections::BTreeSet::new();
    for path in shipped() {
        let setup = chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let name = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        systems.insert(format!("{:?}", setup.chase.system()));
        for seed in 0..4 {
            problems.extend(chasetrack::each!(&setup.chase, session =>
                random_play(session.state(), seed, 40, &name)));
        }
    }
    assert_eq!(
        systems.len(),
        5,
        "every system has a shipped setup: {systems:?}"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

/// The states a golden script passes through: its setup, then each command of its journal.
fn script_states<R: Scripted + Legal>(initial: &R, script: &Path) -> Vec<R> {
    let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
    let parsed = parse::<R::Command, R::Expect>(&text, &script.display().to_string())
        .unwrap_or_else(|e| panic!("{e}"));
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

#[test]
fn in_every_state_of_the_golden_scripts_each_legal_command_is_carried_out() {
    let root = Path::new(ROOT);
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
    assert!(scripts.len() >= 5, "{scripts:?}");
    let mut problems = Vec::new();
    let mut states = 0;
    for script in &scripts {
        let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
        let declared = declared_setup(&text).unwrap_or_else(|| panic!("{script:?} names no setup"));
        let setup_path = script.parent().unwrap_or(root).join(declared);
        let setup = chasetrack::setup::load(&setup_path).unwrap_or_else(|e| panic!("{e}"));
        let name = script.display().to_string();
        problems.extend(chasetrack::each!(&setup.chase, session => {
            let walked = script_states(session.state(), script);
            states += walked.len();
            walked
                .iter()
                .enumerate()
                .flat_map(|(n, state)| {
                    every_legal_command_is_carried_out(state, n as u64, &format!("{name}, state {n}"))
                })
                .collect::<Vec<_>>()
        }));
    }
    assert!(states > 100, "only {states} states");
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
