//! The chase track's live odds against an exact Markov chain, for more than one race: the thief
//! starts some spaces ahead of the guard and gets away at the escape distance; they alternate,
//! thief first, each acting for the fast lane until it has it, then for a shortcut (heart +
//! agility against the open terrain's CN) and moving. Complications are off and the cautious
//! policy never exerts, so the gap before the thief's turn, with who has the fast lane, is a
//! chain this test walks itself.

use crate::odds_common;

use chasetrack::engine::Session;
use chasetrack::odds::Style;
use chasetrack::systems::Chase;
use chasetrack::systems::track::rules::{
    Dice, Environment, Participant, Settings as TrackSettings, Side, Start, TrackChase, TurnOrder,
};
use odds_common::{assert_inside, settings};

/// The chance that heart + ability reaches the CN, by counting the faces of both dice.
fn success(sides: u32, cn: u32) -> f64 {
    let hits = (1..=sides)
        .flat_map(|h| (1..=sides).map(move |a| h + a))
        .filter(|total| *total >= cn)
        .count();
    hits as f64 / f64::from(sides * sides)
}

/// The thief's chance of getting away, walking the chain until it is absorbed. A state is the gap
/// before the thief's turn and whether each side has the fast lane yet: the policy acts for the
/// fast lane while it has none (won this round, one more space every move from the next), then
/// for shortcuts (one more space on this move), both with heart + ability against the CN.
fn exact_escape(start: usize, escape: usize, thief: u32, guard: u32, cn: u32) -> f64 {
    let (thief_gains, guard_gains) = (success(thief, cn), success(guard, cn));
    // A side's move: (spaces, has the fast lane after it, chance), as the policy plays it.
    let moves = |fast: usize, gains: f64| -> [(usize, usize, f64); 2] {
        if fast == 0 {
            [(1, 1, gains), (1, 0, 1.0 - gains)]
        } else {
            [(3, 1, gains), (2, 1, 1.0 - gains)]
        }
    };
    // gap[d][thief has the fast lane][guard has it]
    let mut gap = vec![[[0.0f64; 2]; 2]; escape];
    gap[start][0][0] = 1.0;
    let (mut escaped, mut caught) = (0.0, 0.0);
    for _ in 0..2000 {
        let mut next = vec![[[0.0f64; 2]; 2]; escape];
        for (d, lanes) in gap.iter().enumerate() {
            for (tf, row) in lanes.iter().enumerate() {
                for (gf, p) in row.iter().enumerate().filter(|(_, p)| **p > 0.0) {
                    for (step, tf2, q) in moves(tf, thief_gains) {
                        let after = d + step;
                        if after >= escape {
                            escaped += p * q;
                            continue;
                        }
                        for (step, gf2, r) in moves(gf, guard_gains) {
                            if after <= step {
                                caught += p * q * r;
                            } else {
                                next[after - step][tf2][gf2] += p * q * r;
                            }
                        }
                    }
                }
            }
        }
        gap = next;
    }
    assert!(
        (escaped + caught - 1.0).abs() < 1e-9,
        "the chain is absorbed"
    );
    escaped
}

fn race(start: u32, escape: u32, thief: u32, guard: u32, seed: u64) {
    let chase = TrackChase::new(
        TrackSettings {
            start: Start::Spaces(start),
            escape_distance: escape,
            environment: Environment::OpenTerrain,
            turn_order: TurnOrder::Alternate,
            complications: false,
            ..TrackSettings::default()
        },
        vec![
            Participant::new("Thief", Side::Prey, Dice::all(thief)),
            Participant::new("Guard", Side::Chaser, Dice::all(guard)),
        ],
    )
    .unwrap_or_else(|e| panic!("{e:?}"));
    let exact = exact_escape(
        start as usize,
        escape as usize,
        thief,
        guard,
        Environment::OpenTerrain.base_cn(),
    );
    let runs = 3000;
    let report = chasetrack::odds::chase::odds(
        &Chase::Track(Session::new(chase)),
        &settings(Style::Cautious, runs, 400),
        seed,
    );
    let thief = &report.participants[0];
    assert_inside("thief escaped", thief.escaped.count, runs, exact);
    assert_inside("thief caught", thief.caught.count, runs, 1.0 - exact);
    assert_eq!(thief.escaped.count + thief.caught.count, runs);
}

/// One space ahead, away at five, a d8 thief against a d6 guard (68.0%; 60.8% when both only
/// took shortcuts).
#[test]
fn a_short_head_start_and_a_long_way_to_go() {
    assert!((exact_escape(1, 5, 8, 6, 7) - 0.6799).abs() < 1e-4);
    race(1, 5, 8, 6, 51);
}

/// Three spaces ahead, away at six, a d4 thief against a d8 guard (9.8%; 1.7% when both only took
/// shortcuts).
#[test]
fn a_slow_thief_with_a_long_head_start() {
    assert!((exact_escape(3, 6, 4, 8, 7) - 0.0984).abs() < 1e-4);
    race(3, 6, 4, 8, 52);
}
