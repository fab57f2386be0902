//! What the exact-answer and metamorphic odds tests share: a 99.9% Wilson interval, the check that
//! an exact figure lies inside it, loading a setup from text, and dice distributions to work exact
//! answers from.

#![allow(dead_code)]

use chasetrack::odds::{ParticipantOdds, Settings, Style};
use chasetrack::systems::Chase;

/// 3.29: the normal quantile of a two-sided 99.9% interval. Every test here is seeded, so a
/// figure either lies inside or does not; the width keeps a sound test from failing when a change
/// of policy moves the dice.
pub const Z999: f64 = 3.2905;

/// Wilson's interval of `count` out of `runs` at 99.9%.
pub fn wilson(count: u32, runs: u32) -> (f64, f64) {
    let n = f64::from(runs.max(1));
    let p = f64::from(count) / n;
    let z2 = Z999 * Z999;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = Z999 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    // At 0 or 1 rounding can leave the bounds a hair inside `p`: pin them to it.
    (
        (centre - half).max(0.0).min(p),
        (centre + half).min(1.0).max(p),
    )
}

/// The exact chance lies inside the 99.9% interval of the program's count.
pub fn assert_inside(what: &str, count: u32, runs: u32, exact: f64) {
    let (low, high) = wilson(count, runs);
    assert!(
        low <= exact && exact <= high,
        "{what}: the program says {count}/{runs} = {:.4} (99.9% interval {low:.4}-{high:.4}), \
         the exact answer is {exact:.4}",
        f64::from(count) / f64::from(runs.max(1))
    );
}

/// Two counts out of the same number of runs agree: each figure lies inside the other's 99.9%
/// interval.
pub fn assert_agree(what: &str, a: u32, b: u32, runs: u32) {
    let n = f64::from(runs.max(1));
    let (al, ah) = wilson(a, runs);
    let (bl, bh) = wilson(b, runs);
    let (pa, pb) = (f64::from(a) / n, f64::from(b) / n);
    assert!(
        al <= pb && pb <= ah && bl <= pa && pa <= bh,
        "{what}: {a}/{runs} against {b}/{runs} (intervals {al:.3}-{ah:.3} and {bl:.3}-{bh:.3})"
    );
}

/// Two counts out of the same number of runs do not differ by more than 4 standard errors of
/// their difference (a two-sided test at about 99.99%: metamorphic tests compare dozens of
/// pairs, and a sound policy must pass them all).
pub fn assert_same_chance(what: &str, a: u32, b: u32, runs: u32) {
    let n = f64::from(runs.max(1));
    let (pa, pb) = (f64::from(a) / n, f64::from(b) / n);
    let pooled = (pa + pb) / 2.0;
    let se = (2.0 * pooled * (1.0 - pooled) / n).sqrt().max(1.0 / n);
    assert!(
        (pa - pb).abs() <= 4.0 * se,
        "{what}: {a}/{runs} against {b}/{runs} (4 SE of the difference: {:.3})",
        4.0 * se
    );
}

/// A chase from setup text.
pub fn chase(text: &str) -> Chase {
    chasetrack::setup::parse(text, "test.ron")
        .unwrap_or_else(|e| panic!("{e}"))
        .chase
}

/// Every shipped setup (`assets/*.ron`), by file name, its text and what it reads as, in name
/// order: the five systems' samples.
pub fn shipped() -> Vec<(String, String, chasetrack::setup::Setup)> {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut files: Vec<_> = std::fs::read_dir(&assets)
        .expect("the assets folder")
        .map(|entry| entry.expect("an entry").path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    files.sort();
    files
        .into_iter()
        .map(|path| {
            let file = path.display().to_string();
            let text = std::fs::read_to_string(&path).expect("a readable setup");
            let setup = chasetrack::setup::parse(&text, &file).unwrap_or_else(|e| panic!("{e}"));
            (file, text, setup)
        })
        .collect()
}

/// Plays `session` on with the policy's commands, as a keeper pressing the keys would (its
/// fallbacks when a command is refused), until the chase is over, the policy has nothing the
/// rules take, or the journal holds `most` commands.
pub fn play_by_policy<R: chasetrack::odds::Policy>(
    session: &mut chasetrack::engine::Session<R>,
    style: Style,
    roller: &mut chasetrack::dice::Roller,
    most: usize,
) {
    let mut memo = R::memo(|| roller.side_seed());
    while !session.state().is_over() && session.journal().len() < most {
        let applied = (0..4).any(|attempt| {
            session
                .state()
                .next_command(style, attempt, &mut memo)
                .is_some_and(|command| session.execute(command, roller).is_ok())
        });
        if !applied {
            return;
        }
    }
}

/// A shipped setup's text.
pub fn asset(name: &str) -> String {
    let path = format!("{}/assets/{name}", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

pub fn settings(style: Style, runs: u32, rounds: u32) -> Settings {
    Settings {
        style,
        runs,
        rounds,
    }
}

pub fn who<'a>(people: &'a [ParticipantOdds], name: &str) -> &'a ParticipantOdds {
    people
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} in {people:?}"))
}

/// The distribution of the sum of `count` dice of `sides` faces: index = total.
pub fn sum_of_dice(count: usize, sides: usize) -> Vec<f64> {
    let mut dist = vec![1.0];
    for _ in 0..count {
        let mut next = vec![0.0; dist.len() + sides];
        for (total, p) in dist.iter().enumerate() {
            for face in 1..=sides {
                next[total + face] += p / sides as f64;
            }
        }
        dist = next;
    }
    dist
}
