//! The step's moves ([`chasetrack::odds::Policy::moves`]), the narrow generator each system
//! writes beside its command space so that the playouts and the preview choose among the rules'
//! legal moves without paying the whole generator: in every state that random play of every
//! shipped setup and every golden script reach, in all five systems,
//!
//! - its legal commands are exactly the legal commands of the whole command space that are moves
//!   (`is_move`): none left out, none added, none twice;
//! - the command a playout gives there, bold and cautious (the policy's first command the rules
//!   take), is one of them: the policy's choice is a choice among the legal moves;
//! - the preview's choices are legal moves of the acting participant;
//! - whatever the fallback may pick (`steadiness`) is a move.

use crate::golden_states;

use chasetrack::dice::Roller;
use chasetrack::odds::{Policy, Style};
use chasetrack::script::declared_setup;
use golden_states::{golden_scripts, script_states};
use std::fmt::Debug;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn shipped() -> Vec<PathBuf> {
    let mut paths: Vec<PathBuf> = std::fs::read_dir(Path::new(ROOT).join("assets"))
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    paths
}

/// A small generator of picks, the same for every run.
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

/// The first of the problems, each cut short, and how many there are.
fn shown(problems: &[String]) -> String {
    let lines: Vec<String> = problems
        .iter()
        .take(30)
        .map(|p| p.chars().take(500).collect())
        .collect();
    format!("{}\n{} problems", lines.join("\n"), problems.len())
}

/// `a` and `b` hold the same commands, each once.
fn same_commands<C: PartialEq + Debug>(a: &[C], b: &[C]) -> Option<String> {
    let missing: Vec<&C> = b.iter().filter(|c| !a.contains(c)).collect();
    let extra: Vec<&C> = a.iter().filter(|c| !b.contains(c)).collect();
    let twice = a.iter().enumerate().any(|(i, c)| a[..i].contains(c));
    (!missing.is_empty() || !extra.is_empty() || twice || a.len() != b.len())
        .then(|| format!("left out {missing:?}; not legal moves {extra:?}; some twice: {twice}"))
}

/// The problems with the step's moves in one state.
fn check_state<R: Policy>(state: &R, seed: u64, at: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let all = state.legal_commands();
    let moves_of_all: Vec<R::Command> = all.iter().filter(|c| R::is_move(c)).cloned().collect();
    let moves = state.legal_moves();
    if let Some(problem) = same_commands(&moves, &moves_of_all) {
        problems.push(format!("{at}: the step's legal moves differ: {problem}"));
    }
    for command in state.command_space() {
        if R::steadiness(&command).is_some() && !R::is_move(&command) {
            problems.push(format!("{at}: the fallback may pick {command:?}, no move"));
        }
    }
    for style in [Style::Bold, Style::Cautious] {
        let mut memo = R::memo(|| seed);
        for attempt in 0..4 {
            let Some(command) = state.next_command(style, attempt, &mut memo) else {
                break;
            };
            if state.handle(&command, &mut Roller::seeded(seed)).is_ok() {
                if !moves.contains(&state.listed(&command)) {
                    problems.push(format!(
                        "{at} ({style:?}): the policy gives {command:?}, not a legal move"
                    ));
                }
                break;
            }
        }
    }
    if let Some(acting) = state.acting() {
        for choice in state.choices() {
            if !moves.contains(&choice.command) {
                problems.push(format!(
                    "{at}: {acting}'s choice '{}' is no legal move",
                    choice.label
                ));
            }
        }
    }
    problems
}

/// Random play through the legal commands (the keeper's edits included), checking each state.
fn random_play<R: Policy>(initial: &R, seed: u64, steps: usize, name: &str) -> Vec<String> {
    let mut problems = Vec::new();
    let mut state = initial.clone();
    let mut pick = Pick(seed);
    for step in 0..steps {
        problems.extend(check_state(
            &state,
            seed ^ step as u64,
            &format!("{name}, seed {seed}, step {step}"),
        ));
        let legal = state.legal_commands();
        if legal.is_empty() {
            break;
        }
        let command = &legal[pick.below(legal.len())];
        let mut roller = Roller::seeded(seed.wrapping_mul(31) ^ step as u64);
        match state.handle(command, &mut roller) {
            Ok(events) => events.iter().for_each(|event| state.apply(event)),
            Err(_) => break,
        }
    }
    problems
}

#[test]
fn the_steps_legal_moves_are_the_legal_moves_of_the_whole_space_in_random_play() {
    let mut problems = Vec::new();
    let mut systems = std::collections::BTreeSet::new();
    for path in shipped() {
        let setup = chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let name = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        systems.insert(format!("{:?}", setup.chase.system()));
        for seed in 0..2 {
            problems.extend(chasetrack::each!(&setup.chase, session =>
                random_play(session.state(), seed, 20, &name)));
        }
    }
    assert_eq!(systems.len(), 5, "{systems:?}");
    assert!(problems.is_empty(), "{}", shown(&problems));
}

#[test]
fn the_steps_legal_moves_are_the_legal_moves_of_the_whole_space_in_the_golden_scripts() {
    let root = Path::new(ROOT);
    let scripts = golden_scripts(root);
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
                .flat_map(|(n, state)| check_state(state, n as u64, &format!("{name}, state {n}")))
                .collect::<Vec<_>>()
        }));
    }
    assert!(states > 100, "only {states} states");
    assert!(problems.is_empty(), "{}", shown(&problems));
}
