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
