//! "Damage", "Wipeouts", "Collateral Damage" and "Multi-Party Chases".

use super::*;

/// The Basic Set's thrust for ST 72 is 8d, the text's one value.
#[test]
fn thrust_for_st_72_is_8d() {
    assert_eq!(settings().thrust_for(72).to_string(), "8D6");
    assert_eq!(settings().thrust_for(57).to_string(), "6D6");
    assert_eq!(
        settings().thrust_for(95).to_string(),
        "10D6+2",
        "beyond the table: +1d per 10 ST"
    );
}

/// "So if an HMMWV with ST 72 (thrust 8d) and Move 33 (speed bonus +7) crashes, it takes 8d+56
/// and those aboard lose 1d+7 HP."
#[test]
fn the_hmmwv_wreck_takes_8d_plus_56_and_those_aboard_1d_plus_7() {
    let mut chase = car_chase(Band::Close);
    chase.vehicles[1].sr = 1;
    both(&mut chase, Maneuver::Move, Maneuver::Ram);
    // Hit 9, dodge 10 fails, 8d = 30 - 3 on the sports car, 6d = 20 - 4 on the HMMWV; the
    // agent's control roll (12) rolled 16: failure by 4 > SR 1, a wreck; the dice it asks next:
    let mut asked = Vec::new();
    let mut dice = vec![9, 10, 30, 20, 16];
    loop {
        let mut roller = Roller::given(dice.clone());
        match handle(
            &chase,
            &Command::Ram {
                who: "Agent".into(),
                target: "Vince".into(),
            },
            &mut roller,
        ) {
            Err(e) => {
                let request = e.needs().expect("only dice are missing").clone();
                asked.push(request.dice_text());
                dice.push(request.range().0.max(1));
            }
            Ok(_) => break,
        }
    }
    assert_eq!(asked[0], "8D6+56", "the HMMWV's crash");
    assert_eq!(asked[1], "1D6+7", "the agent's injury in the crash");
}

/// A close call must be followed by Emergency Action or Stop, or it is a wreck; and
/// Emergency Action is -5.
#[test]
fn an_ignored_close_call_is_a_wreck() {
    let mut chase = foot_chase(Band::Long);
    both(&mut chase, Maneuver::Reverse, Maneuver::Move);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[10, 16]);
    assert_eq!(chase.people[0].close_call, Some(1));
    let mut careful = chase.clone();
    run(
        &mut careful,
        declare(Side::Quarry, Maneuver::EmergencyAction),
        &[],
    );
    run(&mut careful, declare(Side::Pursuer, Maneuver::Move), &[]);
    to_contest(&mut careful);
    run(&mut careful, contest(), &[10, 10]);
    assert!(
        careful
            .contest
            .unwrap()
            .quarry
            .mods
            .contains(&Mod::new("Emergency Action", -5))
    );

    run(&mut chase, declare(Side::Quarry, Maneuver::Move), &[]);
    // The thief wrecks: thrust for ST 10 (1d-2) + 2 per die = 1d.
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[4]);
    assert_eq!(chase.people[0].out, Some(OutReason::Wrecked));
    assert_eq!(chase.ending, Some(Ending::QuarryOut));
}

/// "On crowded streets, each wipeout of any kind causes a random accident"; the quarry's cost
/// the pursuer -(1d-1) on his next Chase Roll.
#[test]
fn the_quarrys_accidents_cost_the_pursuer() {
    let mut chase = foot_chase(Band::Long);
    chase.settings.crowded = true;
    both(&mut chase, Maneuver::Reverse, Maneuver::Move);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[10, 16, 3]);
    assert_eq!((chase.accidents, chase.parties[1].chaos), (1, -3));
    run(
        &mut chase,
        declare(Side::Quarry, Maneuver::EmergencyAction),
        &[],
    );
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[]);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[10, 10]);
    assert!(
        chase
            .contest
            .unwrap()
            .pursuer
            .mods
            .contains(&Mod::new("chaos", -3))
    );
    assert_eq!(chase.parties[1].chaos, 0, "only the next Chase Roll");
}

/// A vehicle at 0 HP or less rolls HT each round; failure takes it out as a wreck.
#[test]
fn a_vehicle_at_zero_hp_rolls_ht_each_round() {
    let mut chase = car_chase(Band::Medium);
    chase.vehicles[0].hp = -5;
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    to_contest(&mut chase);
    // HT 11 rolled 13: out; the crash 6d+7x6 and Vince's 1d+8.
    run(&mut chase, contest(), &[13, 60, 10]);
    assert_eq!(chase.vehicles[0].out, Some(OutReason::Wrecked));
    assert_eq!(chase.ending, Some(Ending::QuarryOut));
}

/// "If the leader is out of the chase, that side must pick a new one!"
#[test]
fn a_side_picks_a_new_leader() {
    let mut chase = foot_chase(Band::Close);
    chase.people.push(runner("Second guard", 1, 13));
    chase.people[0].weapon = Some(pistol());
    both(&mut chase, Maneuver::MoveAndAttack, Maneuver::Move);
    run(&mut chase, Command::EndStep, &[]);
    // The thief shoots the guard: 10 vs 10 hits, dodge 8 rolled 14, 2d = 12: to -2 HP, HT 10
    // rolled 12: unconscious; a pedestrian taken out crashes (1d-2, +2 per die: 3).
    run(
        &mut chase,
        Command::Attack {
            who: "Thief".into(),
            target: "Guard".into(),
            vital: false,
            grapple: false,
        },
        &[10, 14, 12, 12, 3],
    );
    assert_eq!(chase.people[1].out, Some(OutReason::Unconscious));
    assert_eq!(chase.parties[1].leader, 2);
    assert!(
        refused(
            &chase,
            Command::Lead {
                who: "Guard".into()
            }
        )
        .contains("out of the chase")
    );
}
