//! Rules the program read differently from `savage-worlds-chase.txt` until the third round of
//! checks: advantage by rank, who may Force whom, and the groups' split.

use super::rules::duel;
use super::*;

#[test]
fn advantage_compares_rank_only_a_seven_may_attack_a_seven_of_any_suit() {
    // "A character must have Advantage (an equal or higher Action Card) than his target to attack
    // it. A character with an Action Card of 7, for example, can only attack targets with Action
    // Cards of 7 or lower."
    let mut chase = duel(Settings::default());
    run(&mut chase, maneuver("Knight"), &[5, 1, c("7H")]);
    run(&mut chase, maneuver("Thief"), &[5, 1, c("7S")]);
    let [knight, thief] = ["Knight", "Thief"].map(|n| id(&chase, n));
    assert!(chase.has_advantage(knight, thief));
    assert!(chase.has_advantage(thief, knight));
    // Suits still order who acts: spades before hearts.
    assert_eq!(chase.order, vec![thief, knight]);
    // The thief, on the Seven of Spades, shoots at the knight on the Seven of Hearts: a miss
    // (2 and 2, -2 at Medium range).
    run(&mut chase, attack("Thief", "Knight"), &[2, 2]);
    // And the knight back: accepted, not "a higher card" (a miss again).
    run(&mut chase, attack("Knight", "Thief"), &[2, 2]);
    // A higher rank still outmaneuvers: an Eight cannot be targeted from a Seven.
    let mut chase = duel(Settings::default());
    run(&mut chase, maneuver("Knight"), &[5, 1, c("7S")]);
    run(&mut chase, maneuver("Thief"), &[5, 1, c("8C")]);
    assert!(!chase.has_advantage(knight, thief));
    assert!(chase.has_advantage(thief, knight));
}

/// "Force": "A driver with advantage may attempt to distract or even ram another vehicle in the
/// chase." Not a runner on foot, and not a rig against a runner on foot.
#[test]
fn only_drivers_force_and_only_other_vehicles() {
    let force = |who: &str, target: &str| Command::Force {
        who: who.into(),
        target: target.into(),
        helpers: Vec::new(),
        modifier: 0,
    };
    // The duel: a mounted knight and a thief on foot. Neither drives.
    let mut chase = duel(Settings::default());
    run(&mut chase, maneuver("Knight"), &[5, 1, c("KD")]);
    run(&mut chase, maneuver("Thief"), &[5, 1, c("2D")]);
    assert!(matches!(
        refused(&chase, force("Knight", "Thief"), &[]),
        SavageError::NotADriver { .. }
    ));
    // Road warriors with the gangers on foot: Abel's rig cannot force them.
    let mut chase = super::examples::road_warriors();
    chase.participants[4].maneuver = Maneuver::Agility;
    run(&mut chase, maneuver("Gangers"), &[5, c("2S")]);
    run(&mut chase, maneuver("Abel"), &[5, 1, c("KH")]);
    run(&mut chase, maneuver("Dala"), &[1, 1]);
    let why = refused(&chase, force("Abel", "Gangers"), &[]);
    assert!(matches!(why, SavageError::NotAVehicle { .. }), "{why}");
    assert_eq!(
        why.to_string(),
        "Gangers is not in a vehicle (Agility): a driver forces \"another vehicle\", not a runner"
    );
}

/// "No catch credit": a capture names its captor, and the odds credit the catch.
/// "At the end of the last round, any prey who haven't been otherwise stopped or captured
/// escape": the GM says who stopped or captured them.
#[test]
fn a_capture_names_the_foe_who_made_it() {
    use crate::odds::{Fate, Policy};
    let mut chase = duel(Settings::default());
    let take = |by: &str, out: Out| Command::TakeOut {
        who: "Thief".into(),
        out,
        by: Some(by.into()),
    };
    // Not a catch, or not a foe: refused.
    assert!(matches!(
        refused(&chase, take("Knight", Out::Escaped), &[]),
        SavageError::CaptorOfNoCapture { .. }
    ));
    assert!(matches!(
        refused(&chase, take("Thief", Out::Captured), &[]),
        SavageError::SameSide { .. }
    ));
    let events = run(&mut chase, take("Knight", Out::Captured), &[]);
    let told: Vec<String> = events
        .iter()
        .scan(duel(Settings::default()), |state, event| {
            let line = narrate(state, event);
            apply(state, event);
            Some(line)
        })
        .filter(|line| !line.is_empty())
        .collect();
    assert_eq!(told[0], "Thief is captured by Knight.");
    let (knight, thief) = (id(&chase, "Knight"), id(&chase, "Thief"));
    assert_eq!(
        chase.fate(usize::from(thief)),
        Fate::Caught {
            by: Some(usize::from(knight))
        }
    );
}
