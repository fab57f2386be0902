//! The one set of limits every system keeps, in one place: how many participants, vehicles,
//! groups, locations and rounds a chase holds, and how large each number a setup, a script or a
//! journal carries may be. Each is far above any chase at a table and low enough that no sum the
//! rules make of them can pass what an `i32` holds, so that a chase at every limit at once loads,
//! plays and draws at once (docs/reliability.md, "Limits on what is read", lists them).
//!
//! Every system's setup reader checks its counts and numbers against these, with the line and
//! column of the first one too many; every system's `handle` checks the numbers a command carries
//! (a modifier, a location) against them before anything is applied, so a script or a journal
//! written by hand is held to the same limits as the setup. Where a sum of bounded numbers could
//! still grow (a doubled speed, a column of modifiers) the rules add with saturating arithmetic.

use std::ops::RangeInclusive;

/// Participants in one chase, in every system: Call of Cthulhu's participants (passengers
/// included), the chase track's and the position clocks' participants, GURPS's people, Savage
/// Worlds' entries (a group of extras counts once). The most any shipped chase has is 9.
pub const PARTICIPANTS: usize = 64;

/// Vehicles in one chase (Call of Cthulhu, GURPS): as many as participants, since each needs a
/// driver.
pub const VEHICLES: usize = 64;

/// Extras in one group (Savage Worlds' `count`, the chase track's `size`).
pub const GROUP: RangeInclusive<u32> = 1..=100;

/// Locations on a Call of Cthulhu track, branches included, in a setup and as play grows it.
pub const LOCATIONS: usize = 1000;

/// Paths and obstacles of a position-clocks chase.
pub const PATHS: usize = 32;
pub const OBSTACLES: usize = 256;

/// Segments of a position clock.
pub const SEGMENTS: RangeInclusive<u32> = 1..=60;

/// Rounds a chase may be set to last (Savage Worlds' `Rounds(n)`, GURPS's `round_limit`).
pub const ROUNDS: RangeInclusive<u32> = 1..=1000;

/// Any modifier, bonus or penalty written in a setup or carried by a command (a GM's modifier, a
/// weapon's accuracy, a vehicle's handling, a die's `+1`): far beyond any table's -10 or +10.
pub const MODIFIER: RangeInclusive<i32> = -100..=100;

/// Any score on a sheet (a GURPS skill, Dodge, DR; hit points): monsters included.
pub const SCORE: RangeInclusive<i32> = -1000..=1000;

/// A speed (Savage Worlds' Top Speed, GURPS's Move in yards a second; mph is twice Move): the
/// fastest jet is a few hundred yards a second.
pub const SPEED: RangeInclusive<u32> = 0..=10_000;

/// One weight in GURPS's `npc_weights`: a table of 14 weights of at most this adds up to far less
/// than any die can have sides.
pub const WEIGHT: RangeInclusive<u32> = 0..=1000;

/// The constant a dice expression adds ("2d8+2"), each term and all of them together.
pub const DICE_CONSTANT: RangeInclusive<i32> = -1000..=1000;

/// Terms of one dice expression ("1D6+1D4+2" has three).
pub const DICE_TERMS: usize = 20;

/// Playouts behind the odds (`odds --runs`, a setup's `odds.runs`): 2000 already gives figures
/// within about two points; 100,000 take seconds, not forever.
pub const ODDS_RUNS: RangeInclusive<u32> = 1..=100_000;

/// Rounds an odds playout plays at most (`odds --rounds`, a setup's `odds.rounds`).
pub const ODDS_ROUNDS: RangeInclusive<u32> = 1..=1000;

/// Whether `value` is within `range`, for the setup readers' one-line checks.
pub fn within<T: PartialOrd>(value: T, range: &RangeInclusive<T>) -> bool {
    range.contains(&value)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The promise the limits make: the largest sum the rules form of them (every modifier of a
    /// roll, every participant's speed, a doubled speed) stays far inside an `i32`.
    #[test]
    fn sums_at_the_limits_stay_inside_an_i32() {
        let modifiers = i64::from(*MODIFIER.end()) * 64;
        let scores = i64::from(*SCORE.end()) * PARTICIPANTS as i64 * 4;
        let speeds = i64::from(*SPEED.end()) * 2 * PARTICIPANTS as i64;
        let dice = i64::from(*DICE_CONSTANT.end()) + 100 * 1000 * DICE_TERMS as i64;
        let weights = i64::from(*WEIGHT.end()) * 14;
        for sum in [modifiers, scores, speeds, dice, weights] {
            assert!(sum < i64::from(i32::MAX) / 100, "{sum}");
        }
        assert!(within(64usize, &(0..=PARTICIPANTS)));
        assert!(!within(101u32, &GROUP));
    }
}
