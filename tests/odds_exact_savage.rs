//! Savage Worlds' live odds against exact answers worked from the rule text and the policy: a
//! one-round foot chase (`length: Rounds(1)`) with nobody armed, where the only way out of the
//! chase is the Two of Clubs ("Complication Table": Disaster, "make a Trait roll at -4. If the
//! roll is failed ... this participant is out of the chase"). A runner keeps that card only when
//! it is the one card it drew (a total of 4 to 7 on the maneuvering roll: one success, no raise),
//! since the Two of Clubs is the lowest card of the deck and the policy keeps the highest. Each
//! runner's one card is any of the 54 with the same chance, whoever drew before it. So a runner is
//! out with chance P(one card) x 1/54 x P(the roll at -4 fails), dice that ace worked out exactly.

use crate::odds_common;

use chasetrack::odds::{Side, Style};
use odds_common::{assert_inside, chase, settings};

/// The distribution of one die that aces (rolled again and added on its maximum), totals 1..cap;
/// what lies beyond the cap is left out (under 1e-9 here).
fn aces(sides: usize, cap: usize) -> Vec<f64> {
    let mut dist = vec![0.0; cap + 1];
    let mut carried = 1.0;
    let mut base = 0;
    while base < cap {
        for face in 1..sides {
            if base + face <= cap {
                dist[base + face] += carried / sides as f64;
            }
        }
        carried /= sides as f64;
        base += sides;
    }
    dist
}

/// A trait roll's distribution: the trait die, and for a wild card the better of it and a d6.
fn trait_roll(sides: usize, wild: bool) -> Vec<f64> {
    let cap = 80;
    let die = aces(sides, cap);
    if !wild {
        return die;
    }
    let wild_die = aces(6, cap);
    let below = |dist: &[f64], t: usize| dist[..t].iter().sum::<f64>();
    (0..=cap)
        .map(|t| {
            // P(max = t) = P(a = t) P(b <= t) + P(a < t) P(b = t).
            die[t] * below(&wild_die, t + 1) + below(&die, t) * wild_die[t]
        })
        .collect()
}

fn out_by_disaster(sides: usize, wild: bool) -> f64 {
    let roll = trait_roll(sides, wild);
    let one_card: f64 = roll[4..=7].iter().sum();
    // At -4 the roll needs 8 to reach 4.
    let fails: f64 = roll[..8].iter().sum();
    one_card / 54.0 * fails
}

fn runner(name: &str, side: &str, wild: bool) -> String {
    format!(
        r#"(name: "{name}", side: {side}, maneuver: Agility, die: "d6", wild_card: {wild},
            top_speed: 12, toughness: 5, parry: 4)"#
    )
}

/// Five unarmed prey and one unarmed hunter for one round: each prey is out by a disaster as
/// often as the exact chance says, and otherwise gets away when the last round ends.
fn check(wild: bool, seed: u64) {
    let mut people = vec![runner("Hunter", "Pursuer", false)];
    let names = ["Ann", "Bea", "Cy", "Di", "Ed"];
    people.extend(names.iter().map(|n| runner(n, "Prey", wild)));
    let text = format!(
        "(name: \"t\", system: Savage(settings: (length: Rounds(1)), participants: [{}]))",
        people.join(", ")
    );
    let runs = 12_000;
    let report =
        chasetrack::odds::chase::odds(&chase(&text), &settings(Style::Bold, runs, 30), seed);
    let exact = out_by_disaster(6, wild);
    let prey: Vec<_> = report
        .participants
        .iter()
        .filter(|p| p.role == Side::Quarry)
        .collect();
    assert_eq!(prey.len(), names.len());
    let mut out = 0;
    for p in &prey {
        assert_inside(&format!("{} out", p.name), p.out.count, runs, exact);
        assert_eq!(p.out.count + p.escaped.count, runs, "{p:?}");
        out += p.out.count;
    }
    // Together: at most one runner holds the Two, so the five counts vary less than five
    // independent ones would, and the interval of their sum is a fair (wide) check.
    assert_inside("all five out", out, runs * 5, exact);
    assert_eq!(report.stuck, 0);
}

/// Extras (the d6 alone): 13/36 x 1/54 x 31/36 = 0.58%.
#[test]
fn an_extra_meets_disaster_as_often_as_the_two_of_clubs_and_the_dice_say() {
    assert!((out_by_disaster(6, false) - 13.0 / 36.0 / 54.0 * 31.0 / 36.0).abs() < 1e-9);
    check(false, 41);
}

/// Wild cards (the better of the d6 and the wild d6): fewer failed maneuvering rolls, so more
/// single cards, while the roll at -4 fails less often: 0.67%.
#[test]
fn a_wild_card_meets_disaster_as_often_as_the_two_of_clubs_and_the_dice_say() {
    assert!((out_by_disaster(6, true) - 0.006749).abs() < 1e-5);
    check(true, 42);
}

/// A second situation: mounted riders (wild cards, Riding d8) each carrying a passenger, against
/// an unarmed hunter, for one round. A passenger draws no card ("Passengers") and leaves the
/// chase with its driver: the Two of Clubs' disaster puts rider and passenger out together, at
/// the rider's exact chance (its d8 and the wild d6), and nothing else can (a failed obstacle
/// mounted is a level of Fatigue, not enough alone to incapacitate). Everyone has Top Speed 12,
/// so nobody rolls with a bonus for speed.
#[test]
fn a_passenger_is_out_exactly_when_its_rider_meets_disaster() {
    let exact = out_by_disaster(8, true);
    assert!(exact > out_by_disaster(6, true) && exact < 0.01, "{exact}");
    let mut people = vec![runner("Hunter", "Pursuer", false)];
    for (rider, passenger) in [("Ann", "Abe"), ("Bea", "Bo"), ("Cy", "Cass")] {
        people.push(format!(
            r#"(name: "{rider}", side: Prey, maneuver: Riding, die: "d8", wild_card: true,
                top_speed: 12, toughness: 5, parry: 4)"#
        ));
        people.push(format!(
            r#"(name: "{passenger}", side: Prey, maneuver: Riding, die: "d6",
                rides_with: "{rider}", top_speed: 12, toughness: 5, parry: 4)"#
        ));
    }
    let text = format!(
        "(name: \"t\", system: Savage(settings: (length: Rounds(1)), participants: [{}]))",
        people.join(", ")
    );
    let runs = 12_000;
    let report = chasetrack::odds::chase::odds(&chase(&text), &settings(Style::Bold, runs, 30), 43);
    assert_eq!(report.stuck, 0);
    let odds = |name: &str| {
        report
            .participants
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    let mut out = 0;
    for (rider, passenger) in [("Ann", "Abe"), ("Bea", "Bo"), ("Cy", "Cass")] {
        let (rider, passenger) = (odds(rider), odds(passenger));
        assert_inside(&format!("{} out", rider.name), rider.out.count, runs, exact);
        assert_eq!(
            passenger.out.count, rider.out.count,
            "{passenger:?} {rider:?}"
        );
        assert_eq!(
            passenger.escaped.count,
            runs - rider.out.count,
            "{passenger:?}"
        );
        out += rider.out.count;
    }
    assert_inside("all three riders out", out, runs * 3, exact);
}
