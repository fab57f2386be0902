//! A chase at the limits of what a setup holds, for the tests of those limits and the benchmark
//! of a key at them (`benches/limits.rs`).

#![allow(dead_code)] // each test crate and bench that includes it uses a part

use std::fmt::Write as _;

/// A Call of Cthulhu setup with `locations` locations and `participants` participants (half
/// quarries, half pursuers).
pub fn coc7_setup(locations: usize, participants: usize) -> String {
    let mut text = String::from("(name: \"Big\", seed: 1, system: Coc7(track: [");
    for n in 0..locations {
        write!(text, "Location(\"L{n}\"),").unwrap();
    }
    text.push_str("], participants: [");
    for n in 0..participants {
        let side = if n % 2 == 0 { "Quarry" } else { "Pursuer" };
        write!(
            text,
            "(name: \"P{n}\", side: {side}, dex: {}, mov: 8, con: 50, hp: 10, speed: Success),",
            20 + n % 70
        )
        .unwrap();
    }
    text.push_str("]))");
    text
}

/// A setup of each system with `participants` participants, half on each side, as
/// `(system, text, the field that lists them)`: Call of Cthulhu on a 10-location track, GURPS
/// with every other person driving a vehicle of its own ([`gurps_setup`]).
pub fn every_system(participants: usize) -> Vec<(&'static str, String, &'static str)> {
    let list = |entry: &dyn Fn(usize) -> String| {
        (0..participants).fold(String::new(), |mut text, at| {
            write!(text, "{},", entry(at)).unwrap();
            text
        })
    };
    let pick =
        |at: usize, a: &'static str, b: &'static str| if at.is_multiple_of(2) { a } else { b };
    vec![
        (
            "Call of Cthulhu",
            coc7_setup(10, participants),
            "participants",
        ),
        (
            "chase track",
            format!(
                "(name: \"Big\", system: Track(participants: [{}]))",
                list(&|at| format!(
                    "(name: \"P{at}\", side: {}, heart: 8, might: 8, agility: 8, cunning: 8, presence: 8)",
                    pick(at, "Prey", "Chaser")
                ))
            ),
            "participants",
        ),
        (
            "position clocks",
            format!(
                "(name: \"Big\", system: Clocks(segments: 6, paths: [(name: \"Road\", terrain: \
                 (name: \"road\", difficulty: Easy))], participants: [{}]))",
                list(&|at| format!(
                    "(name: \"P{at}\", role: {}, bonus: 1)",
                    pick(at, "Runner", "Chaser")
                ))
            ),
            "participants",
        ),
        (
            "GURPS",
            gurps_setup(participants, participants / 2),
            "people",
        ),
        (
            "Savage Worlds",
            format!(
                "(name: \"Big\", system: Savage(participants: [{}]))",
                list(&|at| format!(
                    "(name: \"P{at}\", side: {}, maneuver: Driving, die: \"d6\", top_speed: {})",
                    pick(at, "Prey", "Pursuer"),
                    20 + at % 30
                ))
            ),
            "participants",
        ),
    ]
}

/// A GURPS setup of `people` people, half on each side, the first `vehicles` of them each
/// driving a vehicle of its own.
pub fn gurps_setup(people: usize, vehicles: usize) -> String {
    let mut text = String::from("(name: \"Big\", system: Gurps(vehicles: [");
    for at in 0..vehicles {
        write!(text, "(name: \"V{at}\", st: 50, mph: {}),", 60 + at % 40).unwrap();
    }
    text.push_str("], people: [");
    for at in 0..people {
        let side = if at.is_multiple_of(2) {
            "Quarry"
        } else {
            "Pursuer"
        };
        let seat = if at < vehicles {
            format!(", vehicle_skill: 12, drives: \"V{at}\"")
        } else {
            String::new()
        };
        write!(text, "(name: \"P{at}\", side: {side}, dx: 11{seat}),").unwrap();
    }
    text.push_str("]))");
    text
}
