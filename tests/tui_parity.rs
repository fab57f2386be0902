//! The screen reaches what the rules allow: where the rules' generator of legal commands
//! ([`chasetrack::engine::Legal`]) offers a command, the keys reach it, and the screen never says
//! "nobody can …" where the rules would accept.
//!
//! The property, for all five systems: in every state of the golden scripts and of random play of
//! every shipped setup, each legal command is issued by keys of the screen (found by a search over
//! the screen's own data, [`parity::search`], then pressed on the real screen and read back from
//! the journal, [`parity::press`]) among the keys the system names for it
//! ([`chasetrack::systems::screens::Screen::issued_by`]); every key that issues a legal command where
//! the keeper looks is one the system names for it; and a key the hint bar offers is not refused.

use crate::parity;
use crate::tui_common;

use chasetrack::engine::Legal;
use chasetrack::systems::Chase;
use chasetrack::systems::gurps::rules::{Command, GurpsChase};
use chasetrack::tui::App;
use tui_common::*;

fn gurps(app: &App) -> &GurpsChase {
    match app.chase() {
        Chase::Gurps(session) => session.state(),
        other => panic!("not a GURPS chase: {}", other.system().title()),
    }
}

/// "If the vehicle operator took a suitable maneuver, a passenger can attack": in
/// gurps-traffic, Vince declares Move and Attack and, at the quarry's step, his passenger Lou
/// fires; the attack form offers him and his shot is carried out.
#[test]
fn a_passenger_fires_when_the_operator_took_move_and_attack() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-traffic.ron"), &dir);
    press(&mut app, "n2n2x327<Enter>Rn");
    let lou_may_fire = gurps(&app).legal_commands().into_iter().any(|c| {
        matches!(&c, Command::Attack { who, target, .. } if who == "Lou" && target == "Agent Kerr")
    });
    assert!(lou_may_fire, "the rules let Lou fire at step 4");
    press(&mut app, "x");
    let form = screen(&app, 80, 24);
    assert!(!form.contains("Nobody on this side can attack"), "{form}");
    assert!(form.contains("At whom?"), "{form}");
    // Agent Kerr; Lou's shot rolled 5, Kerr's dodge 12, the damage 6 (a major wound to his 10
    // HP: his HT roll against the stun, 9).
    press(&mut app, "<Enter>5<Enter>12<Enter>6<Enter>9<Enter>");
    let last = match app.chase() {
        Chase::Gurps(session) => session.journal().last().map(|e| e.command.clone()),
        _ => None,
    };
    assert!(
        matches!(&last, Some(Command::Attack { who, .. }) if who == "Lou"),
        "{last:?}\n{}",
        screen(&app, 80, 24)
    );
}

use parity::OnScreen;
use parity::search::Search;
use std::time::Instant;

/// What the property found, and how much it looked at.
#[derive(Default)]
struct Tally {
    states: usize,
    legal: usize,
    /// Legal commands that change nothing (a side kept up that was not held, scenery switched
    /// to what it is): no move a keeper makes, so no key need issue them.
    idle: usize,
    pressed: usize,
    builds: usize,
    time: std::time::Duration,
    problems: Vec<String>,
}

impl Tally {
    fn problem(&mut self, text: String) {
        if std::env::var("PARITY_VERBOSE").is_ok() {
            eprintln!("PROBLEM {text}");
        }
        if self.problems.len() < 60 {
            self.problems.push(text);
        }
    }
}

/// Whether a command leaves the state as it was (with any dice).
fn changes_nothing<R: OnScreen>(state: &R, command: &R::Command) -> bool {
    let mut after = state.clone();
    match state.handle(command, &mut chasetrack::dice::Roller::seeded(5)) {
        Ok(events) => events.iter().for_each(|event| after.apply(event)),
        Err(_) => return false,
    }
    after == *state
}

/// The property in one state: each legal command found on the screen's data, and of each key
/// the first way found pressed on the real screen (a screen built for each press costs more than
/// the whole search).
fn check_state<R: OnScreen>(state: &R, at: &str, tally: &mut Tally) {
    let began = Instant::now();
    check_state_in(state, at, tally);
    let took = began.elapsed();
    if std::env::var("PARITY_VERBOSE").is_ok() && took.as_millis() > 500 {
        eprintln!("SLOW {at}: {took:.1?}");
    }
    tally.time += took;
}

fn check_state_in<R: OnScreen>(state: &R, at: &str, tally: &mut Tally) {
    use parity::press::{Pressed, app_at, key_name, press};
    let legal = state.legal_commands();
    let app = app_at(state);
    let start = app.focus();
    let mut search = Search::new(state, start);
    tally.states += 1;
    tally.legal += legal.len();
    let mut pressed_keys: Vec<R::Action> = Vec::new();
    for command in &legal {
        let Some(way) = search.find(command) else {
            if changes_nothing(state, command) {
                tally.idle += 1;
                continue;
            }
            let other = search
                .find_any(command)
                .map(|w| format!(" ({} reaches it)", key_name::<R>(w.action)))
                .unwrap_or_default();
            let keys: Vec<String> = R::issued_by(command)
                .iter()
                .map(|a| match search.refusal(start, *a) {
                    Some(why) => format!("{}: {why}", key_name::<R>(*a)),
                    None => key_name::<R>(*a),
                })
                .collect();
            tally.problem(format!(
                "{at}: no key of {keys:?} issues {command:?}{other}"
            ));
            continue;
        };
        if pressed_keys.contains(&way.action) {
            continue;
        }
        pressed_keys.push(way.action);
        tally.pressed += 1;
        match press(state, &way) {
            Pressed::Issued(given) if search.same(&given, command) => {}
            Pressed::Issued(given) => tally.problem(format!(
                "{at}: the keys of {way:?} for {command:?} issued {given:?}"
            )),
            Pressed::Nothing(status) => tally.problem(format!(
                "{at}: the keys of {way:?} for {command:?} issued nothing: {status}"
            )),
        }
    }
    // Where the keeper looks: every key that gave a legal command in the search is named for
    // it, and a key the hint bar offers is not refused.
    for (action, given) in search.given_here() {
        if legal.iter().any(|l| state.same(&given, l)) && !R::issued_by(&given).contains(&action) {
            tally.problem(format!(
                "{at}: {} issues {given:?}, which names only {:?}",
                key_name::<R>(action),
                R::issued_by(&given)
                    .iter()
                    .map(|a| key_name::<R>(*a))
                    .collect::<Vec<_>>()
            ));
        }
    }
    for action in Search::<R>::actions() {
        let offered = app.available_at(R::any_action(action), start);
        if let Some(why) = search.refusal(start, action).filter(|_| offered) {
            tally.problem(format!(
                "{at}: the hint bar offers {}, which says: {why}",
                key_name::<R>(action)
            ));
        }
    }
    tally.builds += search.builds;
}

fn script_run<R: OnScreen + chasetrack::script::Scripted>(
    initial: &R,
    script: &std::path::Path,
    offset: usize,
    tally: &mut Tally,
) {
    let stride = sample(R::KIND).script_stride;
    let name = script
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(script)
        .display()
        .to_string();
    let states = parity::states::script_states(initial, script);
    let last = states.len().saturating_sub(1);
    for (n, state) in states.iter().enumerate() {
        // One state in `stride`, the script's turn of the stride changing with the script, and
        // its last.
        if !(n + offset).is_multiple_of(stride) && n != last {
            continue;
        }
        check_state(state, &format!("{name}, state {n}"), tally);
    }
}

fn random_run<R: OnScreen>(initial: &R, name: &str, tally: &mut Tally) {
    let Sample { seeds, steps, .. } = sample(R::KIND);
    for seed in 0..seeds {
        let states = parity::states::random_states(initial, seed, steps);
        for (n, state) in states
            .iter()
            .enumerate()
            .filter(|(n, _)| n % RANDOM_STRIDE == 1)
        {
            check_state(state, &format!("{name}, seed {seed}, step {n}"), tally);
        }
    }
}

/// The fewest states (and keys pressed) each system is looked at in, lest a change to what is
/// sampled leave a system out unnoticed.
const MIN_STATES: usize = 5;

/// One state in this many of random play is looked at.
const RANDOM_STRIDE: usize = 4;

/// How much of a system is looked at: one state in `script_stride` of each golden script, and
/// `seeds` random games of `steps` commands of each shipped setup.
struct Sample {
    script_stride: usize,
    seeds: u64,
    steps: usize,
}

/// The sample is capped to keep the test binary within about a minute in a debug build on two
/// cores. A Call of Cthulhu state costs the most by far (up to ten seconds: a long track, every
/// location the cursor reaches, every skill of every participant, dozens of keys), so its
/// scripts are looked at one state in twelve (and each one's last) and its random games for 8
/// commands (two states each); the other four, cheap, get one state in four and two games of 32
/// commands.
fn sample(kind: chasetrack::systems::SystemKind) -> Sample {
    match kind {
        chasetrack::systems::SystemKind::Coc7 => Sample {
            script_stride: 12,
            seeds: 1,
            steps: 8,
        },
        _ => Sample {
            script_stride: 4,
            seeds: 2,
            steps: 32,
        },
    }
}

/// The tallies of each system, by its name.
type Tallies = std::collections::BTreeMap<String, Tally>;

/// Each system's figures, and every problem found, for the assertion's message.
fn report(what: &str, tallies: &Tallies, began: Instant) -> Vec<String> {
    for (system, tally) in tallies {
        report_one(&format!("{what}, {system}"), tally);
    }
    eprintln!("{what}: {:.1?} in all", began.elapsed());
    tallies.values().flat_map(|t| t.problems.clone()).collect()
}

fn report_one(what: &str, tally: &Tally) {
    eprintln!(
        "{what}: {} states, {} legal commands ({} change nothing), {} pressed on the screen, {} \
         forms built, {:.1?}",
        tally.states, tally.legal, tally.idle, tally.pressed, tally.builds, tally.time
    );
}

/// The states [`sample`] takes of every golden script (and each one's last): each legal command
/// found on the screen's data, and of each key one pressed on the real screen. `PARITY_ONLY=<part
/// of a path>` narrows the scripts and `PARITY_VERBOSE=1` prints each problem as it is found
/// (and each state that takes over half a second).
#[test]
fn every_legal_command_of_the_golden_scripts_is_issued_by_keys() {
    let began = Instant::now();
    let mut tallies = Tallies::new();
    let only = std::env::var("PARITY_ONLY").unwrap_or_default();
    for (offset, script) in parity::states::scripts().into_iter().enumerate() {
        if !script.display().to_string().contains(&only) {
            continue;
        }
        let setup = parity::states::script_setup(&script);
        let tally = tallies
            .entry(setup.chase.system().title().to_string())
            .or_default();
        chasetrack::each!(&setup.chase, session => script_run(session.state(), &script, offset, tally));
    }
    let problems = report("golden scripts", &tallies, began);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    if only.is_empty() {
        assert_eq!(tallies.len(), 5, "every system looked at");
    }
    for (system, tally) in &tallies {
        assert!(
            tally.states >= MIN_STATES && tally.pressed >= MIN_STATES,
            "{system}: too little looked at"
        );
    }
}

/// Every fourth state of random play of every shipped setup, as much as [`sample`] says: each
/// legal command found on the screen's data, and of each key one pressed on the real screen.
#[test]
fn every_legal_command_of_random_play_is_issued_by_keys() {
    let began = Instant::now();
    let mut tallies = Tallies::new();
    let only = std::env::var("PARITY_ONLY").unwrap_or_default();
    for path in parity::states::shipped() {
        if !path.display().to_string().contains(&only) {
            continue;
        }
        let setup = chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let tally = tallies
            .entry(setup.chase.system().title().to_string())
            .or_default();
        let name = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        chasetrack::each!(&setup.chase, session => random_run(session.state(), &name, tally));
    }
    let problems = report("random play", &tallies, began);
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    if only.is_empty() {
        assert_eq!(tallies.len(), 5, "every system looked at");
    }
    for (system, tally) in &tallies {
        assert!(
            tally.states >= MIN_STATES && tally.pressed >= MIN_STATES,
            "{system}: too little looked at"
        );
    }
}
