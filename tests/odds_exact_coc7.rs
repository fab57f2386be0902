//! Call of Cthulhu's live odds against an exact answer worked from the rule text and the policy,
//! a situation apart from the Jump roll over a fence (`tests/odds.rs`, `tests/odds_coc7.rs`): the
//! speed rolls decide the first round. Harvey (MOV 8, CON 60, DEX 60) and a deep one (MOV 8, CON
//! 80, DEX 50) roll CON for speed ("Establishing the Chase": an Extreme success adds 1 to MOV, a
//! failure takes 1 away; a critical counts as Extreme, a fumble as a failure). The policy escapes
//! at once when Harvey's MOV beats the deep one's ("Compare speeds"), and otherwise cuts to the
//! chase at the usual range of 2. The playout stops after round 1, in which each has one movement
//! action and one more for each point of MOV over the slowest ("Movement Actions"); Harvey (the
//! higher DEX) moves first: the gap of 2 grows to 3, and the deep one closes it only with three
//! actions (MOV 9 against 7), catching him; two actions leave it one behind. So:
//!
//! - escapes: P(Harvey's change > the deep one's);
//! - caught: P(Harvey fails and the deep one rolls Extreme);
//! - still running: the rest.

use crate::odds_common;

use chasetrack::odds::Style;
use odds_common::{assert_inside, chase, settings, who};

/// The chances of a CON roll's change to MOV: +1 (Extreme or critical), 0, -1 (failure or
/// fumble), from a percentile die whose 100 faces are equally likely.
fn speed(con: u32) -> [(i32, f64); 3] {
    let extreme = f64::from(con / 5) / 100.0;
    let success = f64::from(con) / 100.0 - extreme;
    [(1, extreme), (0, success), (-1, 1.0 - extreme - success)]
}

#[test]
fn the_speed_rolls_decide_the_first_round_as_often_as_con_says() {
    let (harvey, deep_one) = (speed(60), speed(80));
    let (mut escapes, mut caught) = (0.0, 0.0);
    for (h, ph) in harvey {
        for (d, pd) in deep_one {
            if h > d {
                escapes += ph * pd;
            } else if d - h == 2 {
                caught += ph * pd;
            }
        }
    }
    assert!((escapes - (0.12 * 0.84 + 0.48 * 0.20)).abs() < 1e-12);
    assert!((caught - 0.40 * 0.16).abs() < 1e-12);
    let text = r#"(name: "t", system: Coc7(
        track: [Location("A"), Location("B"), Location("C"), Location("D"), Location("E"),
                Location("F"), Location("G"), Location("H"), Location("I"), Location("J")],
        participants: [
            (name: "Harvey", side: Quarry, dex: 60, mov: 8, con: 60, hp: 12),
            (name: "Deep one", side: Pursuer, dex: 50, mov: 8, con: 80, hp: 16),
        ]))"#;
    let runs = 6000;
    let report = chasetrack::odds::chase::odds(&chase(text), &settings(Style::Bold, runs, 1), 17);
    assert_eq!(report.stuck, 0, "{report:?}");
    let harvey = who(&report.participants, "Harvey");
    assert_inside("Harvey escapes", harvey.escaped.count, runs, escapes);
    assert_inside("Harvey is caught", harvey.caught.count, runs, caught);
    assert_inside(
        "Harvey still running",
        harvey.running.count,
        runs,
        1.0 - escapes - caught,
    );
    let deep_one = who(&report.participants, "Deep one");
    assert_eq!(deep_one.catches.count, harvey.caught.count);
}
