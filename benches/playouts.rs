//! Playouts of every shipped sample chase, each beside its own floor measured in the same run: a
//! ChaCha8 seeded per playout drawing as many values as that chase's playouts draw on average
//! (two draws per value, as a percentile roll draws a tens and a units die), nothing else. The
//! figures that matter are the ratios, since other builds share the machine; and 10,000 playouts
//! counted into odds on two threads, as the `%` panel and `chasetrack odds` compute them.
//! Run with `cargo bench --bench playouts`; figures in docs/performance.md.

use chasetrack::dice::Roller;
use chasetrack::odds::{self, Limits, Policy, Settings, Style};
use chasetrack::systems::Chase;
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

fn main() {
    divan::main();
}

/// The shipped chase of each system that the goals name.
const SETUPS: [&str; 6] = [
    "sample.ron",
    "police-pursuit.ron",
    "bazaar.ron",
    "city-chase.ron",
    "savage-road-warriors.ron",
    "gurps-rooftops.ron",
];

/// Every shipped chase (the goals hold for each: a playout within 20× its floor, 10,000 playouts
/// within 10 ms).
const SHIPPED: [&str; 26] = [
    "arkham-night.ron",
    "bazaar.ron",
    "byakhee.ron",
    "car-chase.ron",
    "city-chase.ron",
    "cultist-truck.ron",
    "deep-one.ron",
    "fell-race.ron",
    "fen-harpy.ron",
    "gurps-convoy.ron",
    "gurps-harbour.ron",
    "gurps-rooftops.ron",
    "gurps-traffic.ron",
    "harvey-farm.ron",
    "harvey-fence.ron",
    "hotel.ron",
    "moors.ron",
    "multi.ron",
    "police-pursuit.ron",
    "sample.ron",
    "savage-knights-bandits.ron",
    "savage-road-vehicles.ron",
    "savage-road-warriors.ron",
    "savage-rooftops.ron",
    "savage-ship-chase.ron",
    "self-destruct.ron",
];

fn asset(name: &str) -> Chase {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(name);
    chasetrack::setup::load(&path)
        .unwrap_or_else(|e| panic!("{e}"))
        .chase
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

/// The average count of dice values a playout of `start` draws.
fn values_per_playout<R: Policy>(start: &R) -> usize {
    let mut scratch = (start.clone(), Vec::new());
    let total: usize = (0..500).map(|seed| play(start, &mut scratch, seed)).sum();
    total.div_ceil(500)
}

/// One playout of a shipped chase (the bold policy, seeded dice, a reused scratch state).
#[divan::bench(args = SHIPPED)]
fn playout(bencher: divan::Bencher, name: &str) {
    let chase = asset(name);
    let mut seed = 0;
    chasetrack::each!(chase, session => {
        let start = session.state().clone();
        let mut scratch = (start.clone(), Vec::new());
        bencher.bench_local(|| {
            seed += 1;
            divan::black_box(play(&start, &mut scratch, seed))
        });
    })
}

/// The floor of each chase's playout, same run: a fresh generator per playout and as many
/// values as that chase's playouts draw.
#[divan::bench(args = SHIPPED)]
fn floor(bencher: divan::Bencher, name: &str) {
    let chase = asset(name);
    let values = chasetrack::each!(chase, session => values_per_playout(session.state()));
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

/// 10,000 playouts counted into odds on two threads (what the `%` panel computes).
#[divan::bench(args = SHIPPED, sample_count = 10)]
fn ten_thousand_on_two_threads(bencher: divan::Bencher, name: &str) {
    let chase = asset(name);
    let settings = Settings {
        style: Style::Bold,
        runs: 10_000,
        rounds: 30,
    };
    bencher.bench_local(|| divan::black_box(odds::chase::odds(&chase, &settings, 1)));
}

/// What `chasetrack odds assets/gurps-rooftops.ron --runs 10000` computes: the odds from where
/// the chase stands and the preview of each open choice, 10,000 playouts each, with the setup's
/// own odds settings and seed.
#[divan::bench(sample_count = 5)]
fn gurps_rooftops_odds_with_previews(bencher: divan::Bencher) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gurps-rooftops.ron");
    let setup = chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"));
    let settings = Settings {
        runs: 10_000,
        ..setup.odds
    };
    let seed = setup.seed.unwrap_or(0);
    bencher.bench_local(|| {
        divan::black_box((
            odds::chase::odds(&setup.chase, &settings, seed),
            odds::chase::preview(&setup.chase, &settings, seed),
        ))
    });
}

/// The rules' legal commands of each shipped chase at its start (what the hint bar, the odds'
/// fallback and the parity tests ask of a state): every command of the system's command space
/// dry-run through its `handle`.
#[divan::bench(args = SETUPS)]
fn legal_commands(bencher: divan::Bencher, name: &str) {
    use chasetrack::engine::Legal;
    let chase = asset(name);
    chasetrack::each!(chase, session => {
        let state = session.state().clone();
        bencher.bench_local(|| divan::black_box(state.legal_commands().len()));
    })
}
