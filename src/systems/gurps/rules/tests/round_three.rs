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

/// A car chase where the quarry's driver is down and his medic seizes the wheel in round 1.
fn medic_at_the_wheel() -> GurpsChase {
    let mut chase = car_chase(Band::Medium);
    let mut medic = person("Medic", 0);
    medic.aboard = Some(0);
    chase.people.push(medic);
    chase.people[0].out = Some(OutReason::Unconscious);
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    run(&mut chase, Command::EndStep, &[]);
    run(
        &mut chase,
        Command::SeizeControl {
            who: "Medic".into(),
        },
        &[],
    );
    run(&mut chase, Command::EndStep, &[]);
    run(&mut chase, contest(), &[10, 10]);
    run(&mut chase, Command::Shift { steps: 0 }, &[]);
    chase
}

/// "Seize Control": "If a vehicle's operator is down due to injury, a passenger can take over the
/// controls to continue the chase. He must take Emergency Action next round (instead of Stop);
/// after that, he can participate normally."
#[test]
fn seize_control_forces_emergency_action_next_round_not_stop() {
    let chase = medic_at_the_wheel();
    assert_eq!(chase.round, 2);
    assert_eq!(chase.people[2].close_call, None, "not a close call");
    for other in [Maneuver::Stop, Maneuver::Move, Maneuver::Hide] {
        let why = refused(&chase, declare(Side::Quarry, other));
        assert!(why.contains("Emergency Action only (not Stop)"), "{why}");
    }
    assert_eq!(legal(&chase, Side::Quarry), vec![Maneuver::EmergencyAction]);
    let mut next = chase.clone();
    run(
        &mut next,
        declare(Side::Quarry, Maneuver::EmergencyAction),
        &[],
    );
    run(&mut next, declare(Side::Pursuer, Maneuver::Move), &[]);
    to_contest(&mut next);
    run(&mut next, contest(), &[10, 10]);
    let quarry = next.contest.clone().expect("rolled").quarry;
    assert!(quarry.mods.contains(&Mod::new("Emergency Action", -5)));
    // "after that, he can participate normally".
    run(&mut next, Command::Shift { steps: 0 }, &[]);
    run(&mut next, declare(Side::Quarry, Maneuver::Stop), &[]);
}

/// Force: "Round starts at Close range and you're in a vehicle that could strike your rival's (no
/// boats forcing motorbikes off the road!)". Ram: "you're in a vehicle that could strike your
/// rival".
#[test]
fn force_and_ram_only_between_vehicles_that_could_strike_each_other() {
    // The feds chase the sports car in a launch along the canal.
    let mut chase = car_chase(Band::Close);
    chase.vehicles[1].mode = Medium::Water;
    run(&mut chase, declare(Side::Quarry, Maneuver::Move), &[]);
    for maneuver in [Maneuver::Force, Maneuver::Ram] {
        let why = refused(&chase, declare(Side::Pursuer, maneuver));
        assert!(why.contains("could strike the rival's"), "{why}");
    }
    // The same chase on land: both may be declared.
    let mut land = car_chase(Band::Close);
    run(&mut land, declare(Side::Quarry, Maneuver::Move), &[]);
    let mut rammed = land.clone();
    run(&mut land, declare(Side::Pursuer, Maneuver::Force), &[]);
    run(&mut rammed, declare(Side::Pursuer, Maneuver::Ram), &[]);

    // Several vehicles a side: each attacker's own vehicle must be able to strike its target. A
    // police launch of the feds cannot ram the sports car, though the HMMWV leads on land.
    let mut mixed = car_chase(Band::Close);
    mixed.people.push(driver("Skipper", 1, 2, 12));
    let mut launch = vehicle("Launch", 1, 2, 40, 20);
    launch.mode = Medium::Water;
    mixed.vehicles.push(launch);
    run(&mut mixed, declare(Side::Quarry, Maneuver::Move), &[]);
    let mut forcing = mixed.clone();
    run(&mut mixed, declare(Side::Pursuer, Maneuver::Ram), &[]);
    run(&mut forcing, declare(Side::Pursuer, Maneuver::Force), &[]);
    let ram = Command::Ram {
        who: "Skipper".into(),
        target: "Vince".into(),
    };
    let force = Command::Force {
        who: "Skipper".into(),
        target: "Vince".into(),
    };
    for (chase, command) in [(&mixed, ram), (&forcing, force)] {
        let why = refused(chase, command);
        assert!(why.contains("Launch travels on water"), "{why}");
    }
    // A car runs down a pedestrian on land, but a launch cannot.
    let mut foot = car_chase(Band::Close);
    foot.people[0].aboard = None;
    foot.vehicles[0].operator = None;
    foot.vehicles[1].mode = Medium::Water;
    run(&mut foot, declare(Side::Quarry, Maneuver::Move), &[]);
    let why = refused(&foot, declare(Side::Pursuer, Maneuver::Ram));
    assert!(why.contains("could strike the rival's"), "{why}");
}

/// "Collateral Damage": "Accidents give heroes who answer to legitimate bosses a penalty to
/// Assistance Rolls for the remainder of the adventure ... -1 for one accident, -2 for two". The
/// keeper reads it in the outcome when the chase ends (and so in the export).
#[test]
fn the_accidents_penalty_to_assistance_rolls_is_in_the_outcome() {
    let mut chase = foot_chase(Band::Long);
    chase.settings.crowded = true;
    // The thief botches a Reverse on a crowded street: a close call and an accident (chaos 3).
    both(&mut chase, Maneuver::Reverse, Maneuver::Move);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[10, 16, 3]);
    assert_eq!(chase.accidents, 1);
    run(&mut chase, Command::EndChase, &[]);
    let crate::engine::Outcome::Over(told) = chase.outcome() else {
        panic!("the chase is over");
    };
    assert!(
        told.ends_with(
            "1 accident: -1 to Assistance Rolls for the rest of the adventure (or +1 BAD for \
             freelancers)."
        ),
        "{told}"
    );
    // No accident, no word of it.
    let mut calm = foot_chase(Band::Long);
    run(&mut calm, Command::EndChase, &[]);
    assert_eq!(
        calm.outcome(),
        crate::engine::Outcome::Over("The keeper ends the chase.".into())
    );
}
