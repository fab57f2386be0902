//! Commands built by the fuzzer through each system's own serde schema (`tests/structured`): the
//! fuzzer's bytes choose each variant, each field and each number, whose values are the extremes
//! of their types (the smallest, the largest, -1, 0) or small ones, so numbers reach the ends that
//! text or JSON inputs rarely do. Played on a chase of each system: nothing panics (the build keeps
//! overflow checks on) and undoing everything brings back the start exactly.
#![no_main]

#[path = "chases.rs"]
mod chases;
#[path = "../../tests/structured/mod.rs"]
mod structured;

use chasetrack::dice::Roller;
use chasetrack::engine::{Rules, Session};
use chasetrack::systems::Chase;
use libfuzzer_sys::fuzz_target;
use serde::de::DeserializeOwned;
use std::sync::OnceLock;
use structured::{Gen, words_of};

fn run<R>(mut session: Session<R>, bytes: &[u8], words: &[String])
where
    R: Rules + Clone + PartialEq + std::fmt::Debug,
    R::Command: DeserializeOwned,
{
    let mut generator = Gen::new(bytes, words);
    let mut roller = Roller::seeded(bytes.len() as u64);
    for _ in 0..200 {
        if !generator.has_more() {
            break;
        }
        if let Ok(command) = <R::Command as serde::Deserialize>::deserialize(&mut generator) {
            let _ = session.execute(command, &mut roller);
        }
    }
    while session.undo().is_some() {}
    assert!(session.state() == session.initial(), "undo to the start is exact");
}

const ASSETS: [&str; 5] = [
    "assets/harvey-farm.ron",
    "assets/bazaar.ron",
    "assets/city-chase.ron",
    "assets/savage-road-warriors.ron",
    "assets/gurps-traffic.ron",
];

/// One chase of each system, and the words of its setup.
fn chases() -> &'static [Chase] {
    static CHASES: OnceLock<Vec<Chase>> = OnceLock::new();
    chases::loaded(&CHASES, &ASSETS)
}

fn words() -> &'static [String] {
    static WORDS: OnceLock<Vec<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let text: String = ASSETS
            .iter()
            .filter_map(|asset| std::fs::read_to_string(root.join(asset)).ok())
            .collect();
        words_of(&text)
    })
}

fuzz_target!(|bytes: &[u8]| {
    for chase in chases() {
        match chase.clone() {
            Chase::Coc7(session) => run(session, bytes, words()),
            Chase::Track(session) => run(session, bytes, words()),
            Chase::Clocks(session) => run(session, bytes, words()),
            Chase::Savage(session) => run(session, bytes, words()),
            Chase::Gurps(session) => run(session, bytes, words()),
        }
    }
});
