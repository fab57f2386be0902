//! Any text as a script for each system's sample chase: parsing and playing it never panics, and
//! a script that ran can be undone to the start exactly.
#![no_main]

#[path = "chases.rs"]
mod chases;

use chasetrack::script::{Scripted, play, read_script};
use chasetrack::engine::Session;
use chasetrack::systems::Chase;
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn try_system<R: Scripted>(session: Session<R>, text: &str) {
    let Ok(script) = read_script::<R>(text, "fuzz.ron") else {
        return;
    };
    let played = play(session, &script.steps, 7);
    let mut session = played.session;
    let _ = session.state().view();
    while session.undo().is_some() {}
    assert!(
        session.state() == session.initial(),
        "undo to the start is exact"
    );
}

/// One chase of each system.
fn chases() -> &'static [Chase] {
    static CHASES: OnceLock<Vec<Chase>> = OnceLock::new();
    chases::loaded(
        &CHASES,
        &[
            "assets/sample.ron",
            "assets/bazaar.ron",
            "assets/city-chase.ron",
            "assets/savage-road-warriors.ron",
            "assets/gurps-traffic.ron",
        ],
    )
}

fuzz_target!(|text: &str| {
    for chase in chases() {
        chasetrack::each!(chase.clone(), session => try_system(session, text))
    }
});
