//! "Attacks", "Defenses", Force, Ram and "Passenger Actions".

use super::*;

/// "Attacks": range -7 at Medium, movement the worse of -2 and Bulk, +SM for a vehicle, -3 for
/// vital areas; Acc only during Attack (Acc+1 for a Gunslinger).
#[test]
fn attack_modifiers_follow_the_text() {
    let mut chase = car_chase(Band::Medium);
    chase.people[1].weapon = Some(Weapon {
        bulk: -3,
        ..pistol()
    });
    both(&mut chase, Maneuver::Move, Maneuver::MoveAndAttack);
    let events = run(
        &mut chase,
        Command::Attack {
            who: "Agent".into(),
            target: "Sports car".into(),
            vital: true,
            grapple: false,
        },
        &[16],
    );
    let Event::Rolled { base, mods, .. } = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(*base, 12);
    assert_eq!(
        mods,
        &vec![
            Mod::new("range", -7),
            Mod::new("movement", -3),
            Mod::new("vehicle SM", 4),
            Mod::new("vital areas", -3)
        ]
    );
    assert!(
        refused(
            &chase,
            Command::Attack {
                who: "Agent".into(),
                target: "Vince".into(),
                vital: false,
                grapple: false
            }
        )
        .contains("already acted")
    );
}

/// A careful Attack adds Acc; a Gunslinger Acc+1 and no movement penalty; only the five
/// maneuvers allow attacks, but a Gunslinger shoots in any but Hide.
#[test]
fn acc_and_gunslingers() {
    let mut chase = foot_chase(Band::Short);
    chase.people[1].weapon = Some(pistol());
    chase.people[0].weapon = Some(pistol());
    chase.people[0].gunslinger = true;
    both(&mut chase, Maneuver::Move, Maneuver::Attack);
    let events = run(
        &mut chase,
        Command::Attack {
            who: "Guard".into(),
            target: "Thief".into(),
            vital: false,
            grapple: false,
        },
        &[17],
    );
    let Event::Rolled { mods, .. } = &events[0] else {
        panic!()
    };
    assert_eq!(mods, &vec![Mod::new("range", -3), Mod::new("Acc", 2)]);
    run(&mut chase, Command::EndStep, &[]);
    // The thief only Moves, but is a Gunslinger: range only.
    let events = run(
        &mut chase,
        Command::Attack {
            who: "Thief".into(),
            target: "Guard".into(),
            vital: false,
            grapple: false,
        },
        &[17],
    );
    let Event::Rolled { mods, .. } = &events[0] else {
        panic!()
    };
    assert_eq!(mods, &vec![Mod::new("range", -3)]);

    let mut no = foot_chase(Band::Short);
    no.people[1].weapon = Some(pistol());
    both(&mut no, Maneuver::Move, Maneuver::Move);
    assert!(
        refused(
            &no,
            Command::Attack {
                who: "Guard".into(),
                target: "Thief".into(),
                vital: false,
                grapple: false
            }
        )
        .contains("allows no attacks")
    );
}

/// A hit is dodged (-2 seated); one that lands does damage less DR and shock on the next Chase
/// Roll.
#[test]
fn a_hit_is_dodged_or_wounds() {
    let mut chase = foot_chase(Band::Close);
    chase.people[1].weapon = Some(pistol());
    both(&mut chase, Maneuver::Move, Maneuver::MoveAndAttack);
    // 12 - 2 (movement) = 10, rolled 8: a hit; dodge 8 rolled 12: fails; 2d = 7.
    run(
        &mut chase,
        Command::Attack {
            who: "Guard".into(),
            target: "Thief".into(),
            vital: false,
            grapple: false,
        },
        &[8, 12, 7],
    );
    assert_eq!(chase.people[0].hp, 3);
    assert_eq!(chase.people[0].shock, 4);
    run(&mut chase, Command::EndStep, &[]);
    run(&mut chase, Command::EndStep, &[]);
    run(&mut chase, contest(), &[10, 10]);
    let c = chase.contest.unwrap();
    assert!(c.quarry.mods.contains(&Mod::new("shock", -4)));
    assert!(
        c.pursuer.mods.contains(&Mod::new("Move and Attack", -2)),
        "a pedestrian who moves and attacks"
    );
}

/// A grapple at Close in Move and Attack ends the chase.
#[test]
fn a_grapple_ends_the_chase() {
    let mut chase = foot_chase(Band::Close);
    both(&mut chase, Maneuver::Move, Maneuver::MoveAndAttack);
    run(
        &mut chase,
        Command::Attack {
            who: "Guard".into(),
            target: "Thief".into(),
            vital: false,
            grapple: true,
        },
        &[9, 14],
    );
    assert_eq!(chase.ending, Some(Ending::Grappled));
}

/// Force, the text's example: an HMMWV (ST 72) forcing a sports car (ST 57): he rolls at -3.
#[test]
fn force_hmmwv_against_a_sports_car_is_minus_three() {
    assert_eq!(handle::st_modifier_for_test(72, 57), -3);
    assert_eq!(handle::st_modifier_for_test(57, 72), 3);
    let mut chase = car_chase(Band::Close);
    both(&mut chase, Maneuver::Move, Maneuver::Force);
    // To hit: Driving 12, rolled 10; the vehicular dodge 13/2 = 6, rolled 9: fails; the
    // control roll 13 - 3 = 10, rolled 12: failure by 2, within SR 3: a close call.
    let events = run(
        &mut chase,
        Command::Force {
            who: "Agent".into(),
            target: "Sports car".into(),
        },
        &[10, 9, 12],
    );
    assert!(events.iter().any(|e| matches!(e, Event::Rolled { kind: RollKind::Control, mods, .. } if mods == &vec![Mod::new("ST difference", -3)])));
    assert_eq!(chase.people[0].close_call, Some(1));
}

/// Ram: thrust for each ST less the other's DR, doubled against a Reverse; 1 HP bruising; both
/// operators roll control.
#[test]
fn ram_hurts_both_vehicles_and_bruises_those_aboard() {
    let mut chase = car_chase(Band::Close);
    both(&mut chase, Maneuver::Reverse, Maneuver::Ram);
    // Hit 9; dodge 6 rolled 10 fails; HMMWV 8d = 30 doubled 60 - DR 3 = 57 on the sports car
    // (57 HP: to 0, HT 11 rolled 9 holds); sports car 6d = 20 doubled 40 - DR 4 = 36 on the
    // HMMWV; both drivers bruised; control rolls 10 and 9.
    run(
        &mut chase,
        Command::Ram {
            who: "Agent".into(),
            target: "Vince".into(),
        },
        &[9, 10, 30, 9, 20, 10, 9],
    );
    assert_eq!(chase.vehicles[0].hp, 0);
    assert_eq!(chase.vehicles[1].hp, 72 - 36);
    assert_eq!((chase.people[0].hp, chase.people[1].hp), (9, 9));
    assert!(chase.vehicles[0].out.is_none());
}

/// Board: a passenger's Quick Contest against the enemy driver, each with his speed bonus; a
/// boarder aboard distracts the driver (-2).
#[test]
fn a_boarder_distracts_the_driver() {
    let mut chase = car_chase(Band::Close);
    let mut jumper = person("Jumper", 1);
    jumper.aboard = Some(1);
    jumper.skills.acrobatics = Some(14);
    chase.people.push(jumper);
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    // Jumper 14 + 7 = 21 rolled 10 (by 11); Vince 13 + 8 = 21 rolled 14 (by 7).
    run(
        &mut chase,
        Command::Board {
            who: "Jumper".into(),
            vehicle: "Sports car".into(),
        },
        &[10, 14],
    );
    assert_eq!(chase.people[2].aboard, Some(0));
    to_contest_from_pursuer(&mut chase);
    run(&mut chase, contest(), &[10, 10]);
    assert!(
        chase
            .contest
            .unwrap()
            .quarry
            .mods
            .contains(&Mod::new("a boarder aboard", -2))
    );
}

fn to_contest_from_pursuer(chase: &mut GurpsChase) {
    run(chase, Command::EndStep, &[]);
    run(chase, Command::EndStep, &[]);
}

/// Seize Control of a vehicle whose driver is down, and Other Tasks at -5 in a wild ride.
#[test]
fn seize_control_and_other_tasks() {
    let mut chase = car_chase(Band::Medium);
    let mut medic = person("Medic", 0);
    medic.aboard = Some(0);
    chase.people.push(medic);
    chase.people[0].out = Some(OutReason::Unconscious);
    chase.vehicles[0].operator = Some(0);
    run(&mut chase, declare(Side::Quarry, Maneuver::Move), &[]);
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[]);
    run(&mut chase, Command::EndStep, &[]);
    run(
        &mut chase,
        Command::SeizeControl {
            who: "Medic".into(),
        },
        &[],
    );
    assert_eq!(chase.vehicles[0].operator, Some(2));
    assert_eq!(chase.parties[0].leader, 2, "the side picks its new leader");
    assert_eq!(
        chase.people[2].seized_in,
        Some(1),
        "he must take Emergency Action next round"
    );

    let mut wild = car_chase(Band::Medium);
    let mut medic = person("Medic", 0);
    medic.aboard = Some(0);
    wild.people.push(medic);
    run(
        &mut wild,
        Command::Declare {
            side: Side::Quarry,
            maneuver: Maneuver::Stunt,
            penalty: 2,
            lucky_break: false,
            elsewhere: false,
        },
        &[],
    );
    run(&mut wild, declare(Side::Pursuer, Maneuver::Move), &[]);
    run(&mut wild, Command::EndStep, &[]);
    let events = run(
        &mut wild,
        Command::Task {
            who: "Medic".into(),
            skill: 12,
            what: "bandage Vince".into(),
        },
        &[8],
    );
    assert!(
        matches!(&events[0], Event::Rolled { mods, .. } if mods == &vec![Mod::new("a wild ride", -5)])
    );
}

/// Board lost by 5 or more: "he falls out, is run over as if the target vehicle had done a Ram
/// on him, and is out of the chase".
#[test]
fn a_boarder_who_loses_by_five_falls_and_is_run_over() {
    let mut chase = car_chase(Band::Close);
    let mut jumper = person("Jumper", 1);
    jumper.aboard = Some(1);
    jumper.skills.acrobatics = Some(10);
    chase.people.push(jumper);
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    // Jumper 10 + 7 = 17 rolled 16 (by 1); Vince 13 + 7 = 20 rolled 8 (by 12): lost by 11.
    // The sports car's thrust (ST 57: 6d) = 21 on him.
    run(
        &mut chase,
        Command::Board {
            who: "Jumper".into(),
            vehicle: "Sports car".into(),
        },
        &[16, 8, 21],
    );
    assert_eq!(chase.people[2].out, Some(OutReason::FellOff));
    assert_eq!(chase.people[2].hp, 10 - 21);
}

/// Embark: boarding a vehicle standing by, the driver's control roll starts it; a failure leaves
/// him on foot to try again next round.
#[test]
fn embarking_starts_the_vehicle_with_a_control_roll() {
    let settings = Settings {
        start_band: Band::Medium,
        ..settings()
    };
    let mut mina = runner("Mina", 0, 12);
    mina.skills.vehicle = Some(12);
    let mut bike = vehicle("Bike", 0, 0, 30, 40);
    bike.party = None;
    bike.operator = None;
    let mut chase = GurpsChase::new(
        settings,
        vec![mina, runner("Guard", 1, 11)],
        vec![bike],
        ["q".into(), "p".into()],
    )
    .unwrap();
    run(&mut chase, Command::Scenery { on: true }, &[]);
    both(&mut chase, Maneuver::DisembarkEmbark, Maneuver::Move);
    run(&mut chase, Command::EndStep, &[]);
    let mut failed = chase.clone();
    run(
        &mut failed,
        Command::Embark {
            who: "Mina".into(),
            vehicle: "Bike".into(),
        },
        &[14],
    );
    assert_eq!(failed.people[0].aboard, None, "it would not start");
    run(
        &mut chase,
        Command::Embark {
            who: "Mina".into(),
            vehicle: "Bike".into(),
        },
        &[10],
    );
    assert_eq!(chase.operating(0), Some(0));
    assert_eq!(chase.vehicles[0].party, Some(0));
}
