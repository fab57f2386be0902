//! Any sequence of commands (one JSON command a line, as a journal stores them) against each
//! system's sample chase, with the tool's dice: nothing panics, memory stays bounded (the runs
//! set `-rss_limit_mb`), and undoing everything brings back the start exactly.
#![no_main]

#[path = "chases.rs"]
mod chases;

use chasetrack::dice::Roller;
use chasetrack::engine::Session;
use chasetrack::systems::{AnyCommand, Chase, System};
use libfuzzer_sys::fuzz_target;
use std::sync::OnceLock;

fn run<R: System>(mut session: Session<R>, commands: &[AnyCommand]) {
    let mut roller = Roller::seeded(11);
    for command in commands.iter().take(200) {
        let Some(command) = R::command(command) else {
            continue;
        };
        let _ = session.execute(command.clone(), &mut roller);
    }
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
            "assets/harvey-farm.ron",
            "assets/bazaar.ron",
            "assets/city-chase.ron",
            "assets/savage-road-warriors.ron",
            "assets/gurps-traffic.ron",
        ],
    )
}

fuzz_target!(|text: &str| {
    let commands: Vec<AnyCommand> = text
        .lines()
        .filter_map(|line| serde_json::from_str(line.split('\t').next().unwrap_or(line)).ok())
        .collect();
    for chase in chases() {
        chasetrack::each!(chase.clone(), session => run(session, &commands))
    }
});
