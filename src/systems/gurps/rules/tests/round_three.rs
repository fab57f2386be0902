//! Rules the program read differently from `gurps-action-chase.txt` until the third round of
//! checks: a pedestrian taken out wipes out, Force and Ram only where vehicles could strike each
//! other, Seize Control's Emergency Action, the GM's choice of skill, stuns and the accidents'
//! penalty to Assistance Rolls.

use super::*;

/// The dice a command asks for, in order, each answered with its lowest value.
fn asked(state: &GurpsChase, command: &Command, given: &[i32]) -> Vec<String> {
    let mut asked = Vec::new();
    let mut dice = given.to_vec();
    loop {
        let mut roller = Roller::given(dice.clone());
        match handle(state, command, &mut roller) {
            Err(e) => {
                let Some(request) = e.needs() else {
                    panic!("{command:?} refused: {e}");
                };
                asked.push(request.dice_text());
                dice.push(request.range().0.max(1));
            }
            Ok(_) => return asked,
        }
    }
}

fn shoot(who: &str, target: &str) -> Command {
    Command::Attack {
        who: who.into(),
        target: target.into(),
        vital: false,
        grapple: false,
    }
}

/// "Damage": "If a human falls unconscious or dies, though, he can no longer act; if he's the
/// sole pedestrian or vehicle operator on his side, he loses the chase and must go to Wipeouts."
/// "Wipeouts": "So does ... taking out a vehicle or a pedestrian. ... that participant collides
/// with something, taking thrust damage for his or its ST, adding speed bonus per die."
#[test]
fn a_sole_pedestrian_taken_out_loses_the_chase_and_wipes_out() {
    let mut chase = foot_chase(Band::Close);
    chase.people[0].weapon = Some(pistol());
    chase.people[1].st = 13;
    both(&mut chase, Maneuver::MoveAndAttack, Maneuver::Move);
    run(&mut chase, Command::EndStep, &[]);
    // 10 vs 10 hits, dodge 8 rolled 14, 2d = 12: to -2 HP, HT 10 rolled 12: unconscious. Then
    // the crash: thrust for ST 13 (1d) plus the Move 5 speed bonus (+2) per die.
    let dice = [10, 14, 12, 12];
    assert_eq!(
        asked(&chase, &shoot("Thief", "Guard"), &dice),
        vec!["1D6+2"]
    );
    let events = run(&mut chase, shoot("Thief", "Guard"), &[10, 14, 12, 12, 5]);
    assert!(events.contains(&Event::Injured {
        target: Target::Person(1),
        damage: 5,
        injury: 5,
        hp_left: -7,
    }));
    assert_eq!(chase.people[1].out, Some(OutReason::Unconscious));
    assert_eq!(chase.ending, Some(Ending::PursuerOut));
}

/// Not the sole pedestrian: he still wipes out ("taking out ... a pedestrian"), and his side
/// goes on under a new leader.
#[test]
fn a_pedestrian_taken_out_with_others_on_his_side_wipes_out_alone() {
    let mut chase = foot_chase(Band::Close);
    chase.people.push(runner("Second guard", 1, 13));
    chase.people[0].weapon = Some(pistol());
    both(&mut chase, Maneuver::MoveAndAttack, Maneuver::Move);
    run(&mut chase, Command::EndStep, &[]);
    // ST 10: thrust 1d-2, +2 per die.
    let dice = [10, 14, 12, 12];
    assert_eq!(
        asked(&chase, &shoot("Thief", "Guard"), &dice),
        vec!["1D6+0"]
    );
    run(&mut chase, shoot("Thief", "Guard"), &[10, 14, 12, 12, 4]);
    assert_eq!(chase.people[1].hp, -6);
    assert_eq!(chase.ending, None);
    assert_eq!(chase.parties[1].leader, 2);
}
