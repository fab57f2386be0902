//! Setups of every system built by the fuzzer through the setups' own serde schema
//! (`tests/structured`, in its tame mode: mostly plausible values, an extreme now and then), so
//! that every field of every system's setup reaches its extremes: each is refused with a message
//! naming its field, or built and then played with commands built the same way. Nothing panics
//! (the build keeps overflow checks on), and undoing every command brings back the start exactly.
#![no_main]

#[path = "../../tests/structured/mod.rs"]
mod structured;

use chasetrack::dice::Roller;
use chasetrack::engine::{Rules, Session};
use chasetrack::setup::{self, raw::RawSetup};
use libfuzzer_sys::fuzz_target;
use serde::Deserialize;
use serde::de::DeserializeOwned;
use std::sync::OnceLock;
use structured::{Gen, words_of};

fn play<R>(mut session: Session<R>, bytes: &[u8], words: &[String])
where
    R: Rules + Clone + PartialEq + std::fmt::Debug,
    R::Command: DeserializeOwned,
{
    let mut generator = Gen::new(bytes, words);
    let mut roller = Roller::seeded(bytes.len() as u64);
    for _ in 0..100 {
        if !generator.has_more() {
            break;
        }
        if let Ok(command) = <R::Command as Deserialize>::deserialize(&mut generator) {
            let _ = session.execute(command, &mut roller);
        }
    }
    while session.undo().is_some() {}
    assert!(session.state() == session.initial(), "undo to the start is exact");
}

/// The quoted words of every shipped setup.
fn words() -> &'static [String] {
    static WORDS: OnceLock<Vec<String>> = OnceLock::new();
    WORDS.get_or_init(|| {
        let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../assets");
        let mut text = String::new();
        for entry in std::fs::read_dir(assets).into_iter().flatten().flatten() {
            let path = entry.path();
            if path.extension().is_some_and(|e| e == "ron") {
                text.push_str(&std::fs::read_to_string(path).unwrap_or_default());
            }
        }
        words_of(&text)
    })
}

fuzz_target!(|bytes: &[u8]| {
    // The first half builds the setup, the rest the commands played on it.
    let (setup_bytes, command_bytes) = bytes.split_at(bytes.len() / 2);
    let mut generator = Gen::tame(setup_bytes, words());
    let Ok(raw) = RawSetup::deserialize(&mut generator) else {
        return;
    };
    if let Ok(chase) = setup::from_raw(&raw) {
        chasetrack::each!(chase, session => play(session, command_bytes, words()));
    }
});
