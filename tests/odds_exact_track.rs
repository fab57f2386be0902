//! The chase track's live odds against an exact Markov chain, for more than one race: the thief
//! starts some spaces ahead of the guard and gets away at the escape distance; they alternate,
//! thief first, each taking a shortcut (heart + agility against the open terrain's CN, one more
//! space on a success) and moving one. Complications are off and the cautious policy never
//! exerts, so the gap before the thief's turn is a chain this test walks itself.

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

/// The thief's chance of getting away, walking the chain until it is absorbed.
fn exact_escape(start: usize, escape: usize, thief: u32, guard: u32, cn: u32) -> f64 {
    let (thief_gains, guard_gains) = (success(thief, cn), success(guard, cn));
    let mut gap = vec![0.0f64; escape];
    gap[start] = 1.0;
    let (mut escaped, mut caught) = (0.0, 0.0);
    for _ in 0..2000 {
        let mut after_thief = vec![0.0f64; escape];
        for (d, p) in gap.iter().enumerate() {
            for (step, q) in [(1, 1.0 - thief_gains), (2, thief_gains)] {
                if d + step >= escape {
                    escaped += p * q;
                } else {
                    after_thief[d + step] += p * q;
                }
            }
        }
        let mut next = vec![0.0f64; escape];
        for (d, p) in after_thief.iter().enumerate() {
            for (step, q) in [(1, 1.0 - guard_gains), (2, guard_gains)] {
                if d <= step {
                    caught += p * q;
                } else {
                    next[d - step] += p * q;
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

/// One space ahead, away at five, a d8 thief against a d6 guard.
#[test]
fn a_short_head_start_and_a_long_way_to_go() {
    race(1, 5, 8, 6, 51);
}

/// Three spaces ahead, away at six, a d4 thief against a d8 guard.
#[test]
fn a_slow_thief_with_a_long_head_start() {
    race(3, 6, 4, 8, 52);
}
