//! What a journal holds per command, counted by an allocator that keeps the bytes in use, and the
//! time to keep (and to tell again) a long journal. Printed before the timings:
//!
//! - for every shipped setup, chases played by the odds' policy (bold, 50 seeds): the bytes each
//!   journal entry holds as played, and once its events are let go (an entry older than the
//!   checkpoint before the last keeps its command and dice only; checkpoints one command apart
//!   show every entry in that form);
//! - the 10,000-command journal of the resume benchmark (the sample's track grown to its 1000
//!   locations, then the way after the first location set over and over): the bytes the whole
//!   session holds beyond its initial state, per command, and how much of that is checkpoints.
//!
//! Run with `cargo bench --bench journal_memory`; figures in docs/performance.md.

use chasetrack::dice::Roller;
use chasetrack::engine::{Rules, Session};
use chasetrack::odds::{Policy, Style};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::Coc7;

#[path = "../tests/long_journal/mod.rs"]
mod long_journal;
#[path = "../tests/odds_common/mod.rs"]
mod odds_common;

#[path = "counting/mod.rs"]
mod counting;
use counting::in_use;

#[global_allocator]
static ALLOCATOR: counting::Counting = counting::Counting;

fn main() {
    report_shipped();
    report_long();
    divan::main();
}

/// The bytes `make` leaves in use, with what it made.
fn held<T>(make: impl FnOnce() -> T) -> (usize, T) {
    let before = in_use();
    let made = make();
    (in_use().saturating_sub(before), made)
}

/// Every shipped setup by its file name, and its chase.
fn shipped() -> Vec<(String, Chase)> {
    odds_common::shipped()
        .into_iter()
        .map(|(file, _, setup)| {
            let name = std::path::Path::new(&file)
                .file_name()
                .expect("a file name");
            (name.to_string_lossy().into_owned(), setup.chase)
        })
        .collect()
}

/// A chase played by the policy to its end (or 2,000 commands).
fn played<R: Policy>(start: &R, seed: u64) -> Session<R> {
    let mut session = Session::new(start.clone());
    odds_common::play_by_policy(&mut session, Style::Bold, &mut Roller::seeded(seed), 2000);
    session
}

/// The same journal with checkpoints one command apart: every entry but the last let its
/// events go.
fn let_go<R: Rules>(session: &Session<R>) -> Session<R> {
    let mut close = Session::with_checkpoints(session.initial().clone(), 1);
    for entry in session.journal() {
        let mut given = Roller::given(entry.dice.iter().map(|rolled| rolled.0));
        close
            .execute(entry.command.clone(), &mut given)
            .unwrap_or_else(|_| panic!("a journal entry replays with its dice"));
    }
    close
}

fn report_shipped() {
    println!(
        "bytes a journal entry holds (its list's slot, its dice, its command's text, its events)"
    );
    println!(
        "{:<28} {:>9} {:>12} {:>14}",
        "setup", "commands", "as played", "events let go"
    );
    for (name, chase) in shipped() {
        chasetrack::each!(chase, session => {
            let start = session.state().clone();
            let (mut commands, mut as_played, mut without) = (0, 0, 0);
            for seed in 0..50 {
                let session = played(&start, seed);
                let close = let_go(&session);
                commands += session.journal().len();
                as_played += held(|| session.journal().to_vec()).0;
                without += held(|| close.journal().to_vec()).0;
            }
            let per = |bytes: usize| bytes as f64 / commands.max(1) as f64;
            println!(
                "{name:<28} {:>9.0} {:>10.0} B {:>12.0} B",
                commands as f64 / 50.0,
                per(as_played),
                per(without)
            );
        });
    }
}

fn report_long() {
    let Chase::Coc7(sample) = shipped()
        .into_iter()
        .find(|(name, _)| name == "sample.ron")
        .expect("the sample")
        .1
    else {
        panic!("the sample is a Call of Cthulhu chase")
    };
    let start: Coc7 = sample.state().clone();
    let n = 10_000;
    let (bytes, session) = held(|| long_journal::long_sample(start.clone(), n));
    let initial = held(|| start.clone()).0;
    let state = held(|| session.state().clone()).0;
    let (entries, _) = held(|| session.journal().to_vec());
    println!(
        "\n{n} commands on the grown track: the session holds {:.0} B a command beyond its \
         initial state ({} KB); the entries {:.0} B a command (exactly sized; the journal's \
         list keeps up to an eighth more room), a state {} KB",
        (bytes - initial) as f64 / n as f64,
        initial / 1000,
        entries as f64 / n as f64,
        state / 1000,
    );
}

/// Keeping a 10,000-command journal: deciding and recording every command, the checkpoints
/// taken and the old entries' events let go.
#[divan::bench(sample_count = 5)]
fn keep_10000_commands(bencher: divan::Bencher) {
    let Chase::Coc7(sample) = chasetrack::setup::load(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.ron"),
    )
    .expect("the sample")
    .chase
    else {
        panic!("the sample is a Call of Cthulhu chase")
    };
    let start = sample.state().clone();
    bencher.bench_local(|| {
        let mut session = Session::new(start.clone());
        let mut roller = Roller::seeded(3);
        long_journal::grow_then_clear(&mut session, &mut roller, 10_000);
        divan::black_box(session.journal().len())
    });
}
