//! Rules a keeper found still wrong in the third round of checks against `coc7-chase.txt`: each
//! test replays one, with the sentence of the text it follows.

use super::tests::end_turn;
use super::vehicle_tests::{mv, on_the_road, p, refused, run};
use super::*;

/// "Passengers do not make a speed roll and do not have movement actions. They may act once on
/// their turn in the DEX order." A passenger starts each round with 0 movement actions and its one
/// act apart; using the act ends its turn; a second act is refused for having acted, not for
/// movement actions it never had.
#[test]
fn a_passenger_has_no_movement_actions_and_one_act() {
    let mut chase = on_the_road(4, 1, true);
    let amy = p(&chase, "Amy");
    assert_eq!((amy.actions, amy.act), (0, true));
    let gunman = p(&chase, "Gunman");
    assert_eq!((gunman.actions, gunman.act), (0, true));
    assert!(
        !p(&chase, "Harvey").act,
        "a driver has movement actions, no act apart"
    );
    // Her act: a shot at the cultist on the move (Firearms 50, 20 hits; 1D10 5, armour 2).
    let shoot = Command::Shoot {
        who: "Amy".into(),
        target: "Cultist".into(),
        skill: "Firearms (Handgun)".into(),
        damage: None,
        stop: false,
        tires: false,
        impaling: true,
        response: Response::None,
    };
    run(&mut chase, shoot, &[20, 5]);
    let amy = p(&chase, "Amy");
    assert_eq!((amy.actions, amy.act), (0, false));
    assert_eq!(
        chase.current(),
        chase.find("Harvey"),
        "her act ends her turn"
    );
    for who in ["Harvey", "Cultist", "Gunman"] {
        run(&mut chase, end_turn(who), &[]);
    }
    // Round 2: the act comes back; an action that needs movement actions is beyond a passenger,
    // and the refusal does not count movement actions she never had.
    assert_eq!(chase.round, 2);
    assert!(p(&chase, "Amy").act);
    let costly = Command::Act {
        who: "Amy".into(),
        what: "climb onto the roof".into(),
        cost: 2,
        skill: None,
        difficulty: crate::dice::Difficulty::Regular,
    };
    let why = refused(&chase, costly, &[]);
    assert!(why.contains("a passenger has no movement actions"), "{why}");
    assert!(!why.contains("has 1 left"), "{why}");
    let wave = Command::Act {
        who: "Amy".into(),
        what: "wave at the police".into(),
        cost: 1,
        skill: None,
        difficulty: crate::dice::Difficulty::Regular,
    };
    // A move is still refused as a passenger's, with no count of actions.
    let why = refused(&chase, mv("Amy", 1), &[]);
    assert!(why.contains("a passenger does not move"), "{why}");
    run(&mut chase, wave, &[]);
    assert!(!p(&chase, "Amy").act);
    assert_eq!(chase.current(), chase.find("Harvey"));
}
