//! Live odds benchmarks (issue 14): whole sample chases played out by the policy, beside the
//! floor (drawing the same count of random values from the same generator); 10,000 playouts of
//! the sample; a playout of each system; and the cost a long journal puts on resume and undo.
//! Run with `cargo bench --bench odds`; figures in docs/performance.md.

use chasetrack::dice::Roller;
use chasetrack::engine::Session;
use chasetrack::odds::{self, Limits, Policy, Settings, Style};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::Coc7;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

#[path = "../tests/long_journal/mod.rs"]
mod long_journal;

#[path = "../tests/limits_common/mod.rs"]
mod limits_common;

fn main() {
    report_events_by_participants();
    divan::main();
}

fn asset(name: &str) -> Chase {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(name);
    chasetrack::setup::load(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .chase
}

fn sample() -> Coc7 {
    match asset("sample.ron") {
        Chase::Coc7(session) => session.state().clone(),
        _ => panic!("the sample is a Call of Cthulhu chase"),
    }
}

const LIMITS: Limits = Limits {
    rounds: 30,
    commands: 6000,
};

/// One playout from `start` on a reused scratch state and trail; returns the dice values it drew.
fn play<R: Policy>(start: &R, scratch: &mut (R, Vec<R::Event>), seed: u64) -> usize {
    let mut roller = Roller::seeded(seed);
    let (state, trail) = scratch;
    let from = odds::Start {
        state: start,
        first: &[],
    };
    odds::playout_from(from, state, trail, Style::Bold, LIMITS, &mut roller);
    roller.record().len()
}

/// The average count of dice values a sample playout draws (each a ChaCha8 draw, or two or three
/// for a percentile roll with bonus dice: counted as one value here).
fn values_per_sample_chase() -> usize {
    let start = sample();
    let mut scratch = (start.clone(), Vec::new());
    let total: usize = (0..1000).map(|seed| play(&start, &mut scratch, seed)).sum();
    total.div_ceil(1000)
}

/// A whole sample chase (Harvey and the farmer, from the speed rolls to the end).
#[divan::bench]
fn sample_chase(bencher: divan::Bencher) {
    let start = sample();
    let mut scratch = (start.clone(), Vec::new());
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        divan::black_box(play(&start, &mut scratch, seed))
    });
}

/// The floor beside it: a fresh generator and as many values as a sample chase draws (two
/// draws per value: a percentile roll draws a tens and a units die).
#[divan::bench]
fn sample_chase_floor(bencher: divan::Bencher) {
    let values = values_per_sample_chase();
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        let mut rng = ChaCha8Rng::seed_from_u64(seed);
        let mut sum = 0u32;
        for _ in 0..values * 2 {
            sum = sum.wrapping_add(rng.random_range(0..10u32));
        }
        divan::black_box(sum)
    });
}

/// One copy of the sample's state and its drop: what `handle` paid on every command before it
/// decided in place, and what a playout now pays once, at its start.
#[divan::bench]
fn sample_state_copy(bencher: divan::Bencher) {
    let start = sample();
    bencher.bench_local(|| divan::black_box(start.clone()));
}

/// 10,000 playouts of the sample on one core.
#[divan::bench(sample_count = 10)]
fn ten_thousand_sample_chases_one_core(bencher: divan::Bencher) {
    let start = sample();
    let mut scratch = (start.clone(), Vec::new());
    bencher.bench_local(|| {
        let mut values = 0;
        for seed in 0..10_000 {
            values += play(&start, &mut scratch, seed);
        }
        divan::black_box(values)
    });
}

/// 10,000 playouts of the sample counted into odds, on every core (what the panel computes).
#[divan::bench(sample_count = 10)]
fn ten_thousand_sample_chases_all_cores(bencher: divan::Bencher) {
    let chase = asset("sample.ron");
    let settings = Settings {
        style: Style::Bold,
        runs: 10_000,
        rounds: 30,
    };
    bencher.bench_local(|| divan::black_box(odds::chase::odds(&chase, &settings, 1)));
}

/// A playout of each system's shipped chase.
#[divan::bench(args = [
    "sample.ron",
    "bazaar.ron",
    "city-chase.ron",
    "police-pursuit.ron",
    "savage-road-warriors.ron",
    "gurps-rooftops.ron"
])]
fn playout_of(bencher: divan::Bencher, name: &str) {
    let chase = asset(name);
    let mut seed = 0;
    chasetrack::each!(chase, session => bench_playout(bencher, session.state(), &mut seed))
}

fn bench_playout<R: Policy>(bencher: divan::Bencher, start: &R, seed: &mut u64) {
    let mut scratch = (start.clone(), Vec::new());
    bencher.bench_local(|| {
        *seed += 1;
        divan::black_box(play(start, &mut scratch, *seed))
    });
}

/// A sample chase with a journal of `n` commands: the speed rolls and the cut, then the keeper
/// adding locations ahead until the track holds the most a chase may (the worst case for a copy
/// of the state), then clearing the way after the first location over and over.
fn long_session(n: usize) -> Session<Coc7> {
    long_journal::long_sample(sample(), n)
}

/// Resume of a 10,000-command journal: every command decided again with its dice, as
/// `autosave::resume` does after reading the file.
#[divan::bench(sample_count = 5)]
fn resume_10000_commands(bencher: divan::Bencher) {
    let session = long_session(10_000);
    let initial = session.initial().clone();
    let journal = session.journal().to_vec();
    bencher.bench_local(|| {
        let mut resumed = Session::new(initial.clone());
        for entry in &journal {
            let mut roller = Roller::given(entry.dice.iter().map(|d| d.0));
            let _ = resumed.execute(entry.command.clone(), &mut roller);
        }
        divan::black_box(resumed.journal().len())
    });
}

/// The screen's log told again from a journal of 10,000 commands, in the keeper's words and the
/// players' (what an undo, a redo or a resume redraws, and what `follow` does at each change).
#[divan::bench(sample_count = 5)]
fn log_of_10000_commands(bencher: divan::Bencher) {
    let chase = chasetrack::systems::Chase::Coc7(long_session(10_000));
    bencher.bench_local(|| divan::black_box(chase.screen().log().len()));
}

/// The keeper's sentences alone for the same journal (the log as it was told before the
/// players' sentences), for comparison.
#[divan::bench(sample_count = 5)]
fn keeper_sentences_of_10000_commands(bencher: divan::Bencher) {
    let session = long_session(10_000);
    bencher.bench_local(|| {
        let mut told = 0;
        session.retell(|state, _, entry| told += Session::<Coc7>::narrate(state, entry).len());
        divan::black_box(told)
    });
}

/// Undo with a journal of 10,000 commands (and the redo that puts it back, which only applies
/// the undone command's events).
#[divan::bench(sample_count = 5)]
fn undo_after_10000_commands(bencher: divan::Bencher) {
    let mut session = long_session(10_000);
    bencher.bench_local(|| {
        session.undo();
        session.redo();
        divan::black_box(session.state().round())
    });
}

/// The keeper's undo and redo keys on the screen with a journal of 10,000 commands, each with the
/// frame drawn after it at 160x48 (what the keeper waits for: the key's work, the log's lines
/// dropped or regained, the whole screen drawn again with the hint bar's dry runs).
#[divan::bench(sample_count = 5)]
fn undo_and_redo_keys_with_their_frames_after_10000_commands(bencher: divan::Bencher) {
    use chasetrack::tui::{App, Theme};
    use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
    let setup = chasetrack::setup::load(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.ron"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    let chase = chasetrack::systems::Chase::Coc7(long_session(10_000));
    let mut app = App::new(setup, Theme::new(false)).with_chase(chase);
    app.resize(160, 48);
    let area = ratatui::layout::Rect::new(0, 0, 160, 48);
    let mut frame = ratatui::buffer::Buffer::empty(area);
    let undo = KeyEvent::from(KeyCode::Char('u'));
    let redo = KeyEvent::new(KeyCode::Char('r'), KeyModifiers::CONTROL);
    let applied = |app: &App| match app.chase() {
        chasetrack::systems::Chase::Coc7(session) => session.journal().len(),
        _ => 0,
    };
    app.key(undo);
    assert_eq!(applied(&app), 9_999, "the key undoes");
    app.key(redo);
    assert_eq!(applied(&app), 10_000, "the key redoes");
    bencher.bench_local(|| {
        for key in [undo, redo] {
            app.key(key);
            frame.reset();
            chasetrack::tui::view::render(&app, area, &mut frame);
        }
        divan::black_box(frame.area)
    });
}

/// The systems' names as `limits_common::every_system` gives them.
const SYSTEMS: [&str; 5] = [
    "Call of Cthulhu",
    "chase track",
    "position clocks",
    "GURPS",
    "Savage Worlds",
];

/// A chase of `system` with `participants` participants, half on each side (the setups the
/// limit tests use), loaded as the keeper's file would be.
fn crowd(system: &str, participants: usize) -> Chase {
    let text = limits_common::every_system(participants)
        .into_iter()
        .find(|(name, _, _)| *name == system)
        .map(|(_, text, _)| text)
        .expect("a setup of each system");
    chasetrack::setup::parse(&text, "crowd.ron")
        .unwrap_or_else(|e| panic!("{e}"))
        .chase
}

/// The events a playout of `start` writes, averaged over 500 seeds.
fn events_per_playout<R: Policy>(start: &R) -> f64 {
    let mut scratch = (start.clone(), Vec::new());
    let total: usize = (0..500)
        .map(|seed| {
            play(start, &mut scratch, seed);
            scratch.1.len()
        })
        .sum();
    total as f64 / 500.0
}

/// Printed before the timings: the events a playout writes at 2, 10 and 50 participants, so that
/// the time of `playout_by_participants` can be set against the work (the goal: time grows no
/// faster than the events).
fn report_events_by_participants() {
    for system in SYSTEMS {
        let counts: Vec<String> = [2, 10, 50]
            .iter()
            .map(|&n| {
                let chase = crowd(system, n);
                let events =
                    chasetrack::each!(chase, session => events_per_playout(session.state()));
                format!("{n}: {events:.1}")
            })
            .collect();
        println!(
            "events a playout, {system}, by participants: {}",
            counts.join(", ")
        );
    }
}

/// A playout of each system's chase of 2, 10 and 50 participants: the time a playout takes
/// should grow no faster than the events it writes (printed before the timings).
#[divan::bench(args = SYSTEMS, consts = [2, 10, 50])]
fn playout_by_participants<const N: usize>(bencher: divan::Bencher, system: &str) {
    let chase = crowd(system, N);
    let mut seed = 0;
    chasetrack::each!(chase, session => bench_playout(bencher, session.state(), &mut seed))
}
