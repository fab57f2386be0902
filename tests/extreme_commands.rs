//! Every command of every system with its numbers at their extremes: commands are built through
//! their own serde schema from bytes (`structured::Gen`), so each field of each variant of each
//! system's `Command` is reached with its type's smallest and largest values, -1, 0 and small
//! ones, and played on a chase of each system in a build with overflow checks on. A command is
//! refused or applied, never a panic; undoing them all brings back the start exactly.

use crate::structured;

use chasetrack::dice::Roller;
use chasetrack::engine::{Rules, Session};
use chasetrack::setup;
use chasetrack::systems::Chase;
use serde::de::DeserializeOwned;
use std::fmt::Debug;
use std::panic::{AssertUnwindSafe, catch_unwind};
use std::path::Path;
use structured::{Gen, bytes, words_of};

/// Sequences of commands tried on each chase.
const SEQUENCES: u64 = 4000;

/// Plays the commands `bytes` build on `session`; the first command that panics, if one does.
fn play<R>(session: &Session<R>, bytes: &[u8], words: &[String]) -> Result<(usize, usize), String>
where
    R: Rules + Clone + PartialEq + Debug,
    R::Command: DeserializeOwned + Debug + Clone,
{
    let mut session = session.clone();
    let mut generator = Gen::new(bytes, words);
    let mut roller = Roller::seeded(bytes.len() as u64);
    let mut built = 0;
    let mut applied = 0;
    while generator.has_more() {
        let Ok(command) = <R::Command as serde::Deserialize>::deserialize(&mut generator) else {
            continue;
        };
        built += 1;
        let shown = format!("{command:?}");
        let outcome = catch_unwind(AssertUnwindSafe(|| {
            session.execute(command, &mut roller).is_ok()
        }));
        match outcome {
            Ok(true) => applied += 1,
            Ok(false) => {}
            Err(_) => return Err(shown),
        }
    }
    while session.undo().is_some() {}
    if session.state() != session.initial() {
        return Err("undo to the start is not exact".to_string());
    }
    Ok((built, applied))
}

#[test]
fn every_command_of_every_system_with_extreme_numbers_is_refused_or_applied() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut panics = Vec::new();
    for asset in [
        "assets/harvey-farm.ron",
        "assets/bazaar.ron",
        "assets/city-chase.ron",
        "assets/gurps-traffic.ron",
        "assets/savage-knights-bandits.ron",
    ] {
        let text = std::fs::read_to_string(root.join(asset)).expect("the setup reads");
        let words = words_of(&text);
        let chase = setup::parse(&text, asset).expect("the setup loads").chase;
        let (mut built, mut applied) = (0, 0);
        for seed in 0..SEQUENCES {
            let bytes = bytes(seed, 200);
            let outcome = match &chase {
                Chase::Coc7(session) => play(session, &bytes, &words),
                Chase::Track(session) => play(session, &bytes, &words),
                Chase::Clocks(session) => play(session, &bytes, &words),
                Chase::Savage(session) => play(session, &bytes, &words),
                Chase::Gurps(session) => play(session, &bytes, &words),
            };
            match outcome {
                Ok((b, a)) => {
                    built += b;
                    applied += a;
                }
                Err(command) => panics.push(format!("{asset}: {command}")),
            }
        }
        assert!(built > 1000, "{asset}: only {built} commands were built");
        assert!(
            applied > 100,
            "{asset}: only {applied} of {built} commands were applied"
        );
        eprintln!("{asset}: {built} commands built, {applied} applied");
    }
    assert!(
        panics.is_empty(),
        "{} panics:\n{}",
        panics.len(),
        panics.join("\n")
    );
}
