//! A chase at the limits of what a setup holds, for the tests of those limits and the benchmark
//! of a key at them (`benches/limits.rs`).

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
