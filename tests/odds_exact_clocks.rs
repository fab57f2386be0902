//! Position clocks' live odds against exact answers worked from the rule text and the policy, on
//! the shipped self-destruct sequence ("Timers": the timer of 3 segments ticks at the end of each
//! round and catches every runner whose 4-segment clock is not filled by then). A movement check
//! is d20 + the runner's bonus against the corridors' DC 10; the README's levels fill 3 segments
//! on a natural 20 or a margin of 10+, 2 on 5-9, 1 on 0-4 and none below. Both policies make both
//! checks of a turn (the turn's and the Move action's: the second risks nothing that can put a
//! runner out): so a runner escapes when 6 checks fill 4 segments, each runner on its own.
//! And a duel apart from the timer: a runner against a chaser, each filling its own clock.

use crate::odds_common;

use chasetrack::odds::Style;
use odds_common::{assert_inside, asset, chase, settings, who};

/// The segments one movement check fills, as a distribution over 0..=3.
fn one_check(bonus: i32) -> [f64; 4] {
    let mut dist = [0.0; 4];
    for natural in 1..=20 {
        let margin = natural + bonus - 10;
        let segments = match margin {
            _ if natural == 20 || margin >= 10 => 3,
            5.. => 2,
            0.. => 1,
            _ => 0,
        };
        dist[segments] += 1.0 / 20.0;
    }
    dist
}

/// The chance that `checks` checks fill at least `segments` segments (a small dynamic programme
/// over the segments filled so far, capped at the clock's length).
fn fills(bonus: i32, checks: u32, segments: usize) -> f64 {
    let step = one_check(bonus);
    let mut filled = vec![0.0; segments + 1];
    filled[0] = 1.0;
    for _ in 0..checks {
        let mut next = vec![0.0; segments + 1];
        for (have, p) in filled.iter().enumerate() {
            for (gain, q) in step.iter().enumerate() {
                next[(have + gain).min(segments)] += p * q;
            }
        }
        filled = next;
    }
    filled[segments]
}

fn check(style: Style, checks_per_round: u32, seed: u64) {
    let runs = 3000;
    let report = chasetrack::odds::chase::odds(
        &chase(&asset("self-destruct.ron")),
        &settings(style, runs, 30),
        seed,
    );
    for (name, bonus) in [("Ann", 3), ("Bo", 1)] {
        let exact = fills(bonus, 3 * checks_per_round, 4);
        let runner = who(&report.participants, name);
        assert_inside(
            &format!("{name} {style:?}"),
            runner.escaped.count,
            runs,
            exact,
        );
        // The timer catches the rest: nobody is left running or unplaced.
        assert_eq!(
            runner.escaped.count + runner.caught.count,
            runs,
            "{runner:?}"
        );
    }
    assert_eq!(report.stuck, 0);
}

/// Bold: six checks in three rounds (Ann 95.8%, Bo 86.7%).
#[test]
fn self_destruct_bold_runners_make_six_checks_before_the_timer() {
    assert!((fills(3, 6, 4) - fills(1, 6, 4)) > 0.05);
    check(Style::Bold, 2, 31);
}

/// Cautious: six checks in three rounds too (Ann 95.8%, Bo 86.7%); keeping the Move action
/// made three (60.0%, 40.7%) and bought nothing.
#[test]
fn self_destruct_cautious_runners_make_six_checks_before_the_timer() {
    assert!((fills(3, 6, 4) - fills(3, 3, 4)) > 0.3);
    check(Style::Cautious, 2, 32);
}

/// Neither style is strictly worse for no gain on the self-destruct sequence: one that gets a
/// runner away less often (99.9% intervals apart) must put it out less often in exchange. (The
/// cautious style kept the Move action and escaped 60% and 41% against bold's 96% and 87%,
/// put out no less.)
#[test]
fn self_destruct_no_style_is_strictly_worse_for_no_gain() {
    let runs = 2000;
    let report = |style| {
        chasetrack::odds::chase::odds(
            &chase(&asset("self-destruct.ron")),
            &settings(style, runs, 30),
            34,
        )
    };
    let (bold, cautious) = (report(Style::Bold), report(Style::Cautious));
    for name in ["Ann", "Bo"] {
        let pair = [
            who(&bold.participants, name),
            who(&cautious.participants, name),
        ];
        for (worse, better) in [(pair[0], pair[1]), (pair[1], pair[0])] {
            let apart =
                |a: u32, b: u32| odds_common::wilson(a, runs).1 < odds_common::wilson(b, runs).0;
            let escapes_less = apart(worse.escaped.count, better.escaped.count);
            let out_less = apart(worse.out.count, better.out.count);
            assert!(
                !escapes_less || out_less,
                "{name}: {worse:?} is strictly worse than {better:?}"
            );
        }
    }
}

/// A second situation: a runner and a chaser on one path, no timer ("Runners and Chasers": the
/// runner gets away if it fills its clock first, the chaser catches it if it fills its own first).
/// Not a race, so the turn order is the setup's: the runner moves first. Bold, each makes both
/// checks of its turn; a clock stops at the first check that fills it. A small programme over
/// both clocks gives the runner's chance of getting away.
fn duel(runner: i32, chaser: i32, head_start: usize, segments: usize) -> f64 {
    let (run, chase) = (one_check(runner), one_check(chaser));
    // The chances of each (runner, chaser) fill before the runner's turn.
    let mut states = vec![vec![0.0; segments]; segments];
    states[head_start][0] = 1.0;
    let mut escaped = 0.0;
    for _ in 0..200 {
        let mut next = vec![vec![0.0; segments]; segments];
        for (r, row) in states.iter().enumerate() {
            for (c, p) in row.iter().enumerate().filter(|(_, p)| **p > 0.0) {
                // The runner's two checks, then the chaser's two.
                let mut runner_at = vec![0.0; segments];
                for (gain, q) in run.iter().enumerate() {
                    match r + gain {
                        done if done >= segments => escaped += p * q,
                        at => {
                            for (gain2, q2) in run.iter().enumerate() {
                                match at + gain2 {
                                    done if done >= segments => escaped += p * q * q2,
                                    at2 => runner_at[at2] += p * q * q2,
                                }
                            }
                        }
                    }
                }
                for (r2, p2) in runner_at.iter().enumerate() {
                    for (gain, q) in chase.iter().enumerate() {
                        let at = c + gain;
                        if at >= segments {
                            continue;
                        }
                        for (gain2, q2) in chase.iter().enumerate() {
                            if at + gain2 < segments {
                                next[r2][at + gain2] += p2 * q * q2;
                            }
                        }
                    }
                }
            }
        }
        states = next;
    }
    escaped
}

/// Ann (+2) with a head start of one segment on an 8-segment clock against a hound (+4): she
/// gets away as often as the programme over both clocks says (58.0%).
#[test]
fn a_runner_gets_away_from_a_chaser_as_often_as_both_clocks_say() {
    let exact = duel(2, 4, 1, 8);
    assert!((exact - 0.5798).abs() < 1e-4, "{exact}");
    let text = r#"(name: "t", system: Clocks(
        segments: 8,
        paths: [(name: "Streets", terrain: (name: "open streets"))],
        participants: [
            (name: "Ann", role: Runner, bonus: 2, head_start: 1),
            (name: "Hound", role: Chaser, bonus: 4),
        ],
    ))"#;
    let runs = 4000;
    let report = chasetrack::odds::chase::odds(&chase(text), &settings(Style::Bold, runs, 30), 33);
    assert_eq!(report.stuck, 0);
    let ann = who(&report.participants, "Ann");
    assert_inside("Ann gets away", ann.escaped.count, runs, exact);
    assert_eq!(ann.escaped.count + ann.caught.count, runs, "{ann:?}");
    assert_eq!(
        who(&report.participants, "Hound").catches.count,
        ann.caught.count
    );
}
