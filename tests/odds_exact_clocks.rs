//! Position clocks' live odds against exact answers worked from the rule text and the policy, on
//! the shipped self-destruct sequence ("Timers": the timer of 3 segments ticks at the end of each
//! round and catches every runner whose 4-segment clock is not filled by then). A movement check
//! is d20 + the runner's bonus against the corridors' DC 10; the README's levels fill 3 segments
//! on a natural 20 or a margin of 10+, 2 on 5-9, 1 on 0-4 and none below. The bold policy makes
//! both checks of a turn (the turn's and the Move action's), the cautious one only the first: so
//! a runner escapes when 6 (bold) or 3 (cautious) checks fill 4 segments, each runner on its own.

mod odds_common;

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

/// Cautious: three checks in three rounds (Ann 60.0%, Bo 40.7%).
#[test]
fn self_destruct_cautious_runners_make_three_checks_before_the_timer() {
    check(Style::Cautious, 1, 32);
}
