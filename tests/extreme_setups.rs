//! Setups of every system built as values from bytes (`structured::Gen` through the setups' own
//! serde schema), so that every field of every system's setup reaches its type's extremes (the
//! smallest, the largest, -1, 0) where a text rarely does. Each one is refused with a message
//! naming its field, or built; a built chase plays commands built the same way. In a build with
//! overflow checks on, nothing panics, and undoing every command brings back the start exactly.
//! The `setups_structured` fuzz target lets the fuzzer choose the bytes.

use crate::structured;

use chasetrack::dice::Roller;
use chasetrack::engine::{Rules, Session};
use chasetrack::setup::{self, raw::RawSetup};
use chasetrack::systems::SystemKind;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::collections::HashMap;
use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use structured::{Gen, bytes, words_of};

/// Setups tried.
const SETUPS: u64 = 100_000;

/// Plays commands built from `bytes` and undoes them all: whether the start comes back exactly.
fn play<R>(session: &Session<R>, bytes: &[u8], words: &[String]) -> bool
where
    R: Rules + Clone + PartialEq + Debug,
    R::Command: DeserializeOwned,
{
    let mut session = session.clone();
    let mut generator = Gen::new(bytes, words);
    let mut roller = Roller::seeded(bytes.len() as u64);
    for _ in 0..40 {
        if !generator.has_more() {
            break;
        }
        if let Ok(command) = <R::Command as Deserialize>::deserialize(&mut generator) {
            let _ = session.execute(command, &mut roller);
        }
    }
    while session.undo().is_some() {}
    session.state() == session.initial()
}

/// The quoted words of every shipped setup: names, skills, dice and kinds that a setup may use.
fn words() -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut text = String::new();
    for entry in std::fs::read_dir(root).expect("assets is a directory") {
        let path = entry.expect("an entry").path();
        if path.extension().is_some_and(|e| e == "ron") {
            text.push_str(&std::fs::read_to_string(path).expect("a shipped setup reads"));
        }
    }
    words_of(&text)
}

#[test]
fn setups_of_every_system_with_extreme_numbers_are_refused_or_played() {
    let words = words();
    let mut panics = Vec::new();
    let mut built: HashMap<SystemKind, usize> = HashMap::new();
    let mut refused = 0;
    for seed in 0..SETUPS {
        let bytes = bytes(seed, 400);
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            let mut generator = Gen::tame(&bytes, &words);
            let Ok(raw) = RawSetup::deserialize(&mut generator) else {
                return None;
            };
            Some(setup::from_raw(&raw).map(|chase| {
                let played =
                    chasetrack::each!(&chase, session => play(session, &bytes[200..], &words));
                (chase.system(), played)
            }))
        }));
        match outcome {
            Err(_) => panics.push(seed),
            Ok(None) => {}
            Ok(Some(Err(message))) => {
                assert!(
                    !message.trim().is_empty(),
                    "seed {seed}: a refusal says why"
                );
                refused += 1;
            }
            Ok(Some(Ok((system, exact)))) => {
                assert!(
                    exact,
                    "seed {seed}: undo to the start of a {system:?} chase is exact"
                );
                *built.entry(system).or_default() += 1;
            }
        }
    }
    eprintln!("{refused} setups refused, built: {built:?}");
    assert!(
        panics.is_empty(),
        "{} setups panicked, seeds {panics:?}",
        panics.len()
    );
    assert!(refused > 1000, "only {refused} setups were even read");
    for system in SystemKind::ALL {
        assert!(
            built.get(system).copied().unwrap_or(0) > 0,
            "no {system:?} setup was built from {SETUPS} tries: {built:?}"
        );
    }
}
