//! The legal-command generator of every system ([`chasetrack::engine::Legal`]) against the rules
//! that decide: in every state reached by the golden scripts and by random play of every shipped
//! setup, each generated command is carried out once its dice are rolled, and the random play
//! itself walks only through generated commands, so every system's chases are played to their
//! end through the generator alone. Beside it, commands of every shape drawn from a wider space
//! (anyone named, free text, modifiers, numbers past the forms') that the rules accept are all
//! generated, up to the placeholder text and default modifiers ([`legal_wide`]).

use crate::legal_wide;

use crate::golden_states;

use chasetrack::dice::Roller;
use chasetrack::engine::Legal;
use chasetrack::script::declared_setup;
use golden_states::{golden_scripts, script_states};
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

use legal_wide::{Pick, Wide};

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
        for seed in 0..3 {
            problems.extend(chasetrack::each!(&setup.chase, session =>
                random_play(session.state(), seed, 30, &name)));
        }
    }
    assert_eq!(
        systems.len(),
        5,
        "every system has a shipped setup: {systems:?}"
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn in_every_state_of_the_golden_scripts_each_legal_command_is_carried_out() {
    let root = Path::new(ROOT);
    let scripts = golden_scripts(root);
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

/// In a state, random commands of the wider space that the rules accept are generated.
fn accepted_wide_commands_are_generated<R: Wide>(
    state: &R,
    pick: &mut Pick,
    tries: usize,
    at: &str,
) -> Vec<String> {
    let legal = state.legal_commands();
    let mut problems = Vec::new();
    for _ in 0..tries {
        let command = state.wide(pick);
        if state.allows(&command) {
            let normal = state.normal(&command);
            if !legal.contains(&normal) {
                let verdict = chasetrack::engine::legal::verdict(state, &normal);
                problems.push(format!(
                    "{at}: the rules accept {command:?}, but {normal:?} is not generated \
                     ({verdict:?})"
                ));
            }
        }
    }
    problems
}

#[test]
fn every_command_the_rules_accept_from_a_wider_space_is_generated() {
    let mut problems = Vec::new();
    let mut accepted = 0usize;
    for path in shipped() {
        let setup = chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let name = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        for seed in 0..3u64 {
            let (found, seen) =
                chasetrack::each!(&setup.chase, session => wide_walk(session.state(), seed, &name));
            problems.extend(found);
            accepted += seen;
        }
    }
    assert!(accepted > 1000, "only {accepted} legal commands seen");
    crate::parity::assert_no_problems(problems);
}

/// Random play through generated commands, trying the wider space in each state: the problems
/// found and the legal commands seen.
fn wide_walk<R: Wide>(initial: &R, seed: u64, name: &str) -> (Vec<String>, usize) {
    let mut state = initial.clone();
    let mut pick = Pick(seed.wrapping_mul(7919) + 1);
    let mut found = Vec::new();
    let mut seen = 0;
    for step in 0..25 {
        let at = format!("{name}, seed {seed}, step {step}");
        found.extend(accepted_wide_commands_are_generated(
            &state, &mut pick, 60, &at,
        ));
        let legal = state.legal_commands();
        seen += legal.len();
        if legal.is_empty() {
            break;
        }
        let command = legal[pick.below(legal.len())].clone();
        let mut roller = Roller::seeded(seed ^ step);
        match state.handle(&command, &mut roller) {
            Ok(events) => events.iter().for_each(|event| state.apply(event)),
            Err(_) => break,
        }
    }
    (found, seen)
}
