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

/// "Damage to People": "A vehicle operator who's injured has the usual -1 to -4 for shock, or -4
/// if stunned, on his next Chase Roll." A major wound (more than half his HP) and a failed HT
/// roll stun him.
#[test]
fn a_major_wound_and_a_failed_ht_roll_stun_minus_4_on_the_next_chase_roll() {
    let mut chase = foot_chase(Band::Close);
    chase.people[1].weapon = Some(pistol());
    both(&mut chase, Maneuver::Move, Maneuver::MoveAndAttack);
    // A hit (8), the dodge fails (12), 2d = 7 of the thief's 10 HP: a major wound; HT 10
    // rolled 12: stunned.
    let events = run(&mut chase, shoot("Guard", "Thief"), &[8, 12, 7, 12]);
    assert!(events.contains(&Event::Stunned { who: 0 }));
    assert!(chase.people[0].stunned);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[10, 10]);
    let quarry = chase.contest.clone().expect("rolled").quarry;
    assert!(quarry.mods.contains(&Mod::new("stunned", -4)));
    assert!(
        !quarry.mods.iter().any(|m| m.why == "shock"),
        "stunned instead of shock, not both"
    );
    assert!(!chase.people[0].stunned, "only the next Chase Roll");
    // Half his HP or less is no major wound: no HT roll.
    let mut chase = foot_chase(Band::Close);
    chase.people[1].weapon = Some(pistol());
    both(&mut chase, Maneuver::Move, Maneuver::MoveAndAttack);
    run(&mut chase, shoot("Guard", "Thief"), &[8, 12, 5]);
    assert!(!chase.people[0].stunned);
    assert_eq!(chase.people[0].shock, 4);
}

fn choose(who: &str, skill: Option<GmSkill>) -> Command {
    Command::ChooseSkill {
        who: who.into(),
        skill,
    }
}

/// The base of the first roll among the events.
fn rolled_base(events: &[Event]) -> i32 {
    events
        .iter()
        .find_map(|e| match e {
            Event::Rolled { base, .. } => Some(*base),
            _ => None,
        })
        .expect("a roll")
}

/// "Stunt": "On foot, you must choose a move from Climbing or Parkour ... and your Stunt roll is
/// against Acrobatics, Climbing, or Jumping"; "Reverse": "On foot, you can opt to make your Chase
/// Roll against Acrobatics". The GM chooses; the program's choice (the best) is the default.
#[test]
fn the_gm_chooses_the_skill_of_a_stunt_and_a_reverse_on_foot() {
    let mut chase = foot_chase(Band::Medium);
    chase.people[0].skills.acrobatics = Some(13);
    chase.people[0].skills.climbing = Some(9);
    chase.people[0].skills.jumping = Some(11);
    let stunt = Command::Declare {
        side: Side::Quarry,
        maneuver: Maneuver::Stunt,
        penalty: 2,
        lucky_break: false,
        elsewhere: false,
    };
    run(&mut chase, stunt.clone(), &[]);
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[]);
    run(&mut chase, Command::EndStep, &[]);
    // The program's choice: Acrobatics 13, the best.
    let mut default = chase.clone();
    let events = run(
        &mut default,
        Command::Stunt {
            who: "Thief".into(),
        },
        &[10],
    );
    assert_eq!(rolled_base(&events), 13);
    // The GM's: Climbing 9 (the rooftop's drainpipe).
    run(&mut chase, choose("Thief", Some(GmSkill::Climbing)), &[]);
    let events = run(
        &mut chase,
        Command::Stunt {
            who: "Thief".into(),
        },
        &[5],
    );
    assert_eq!(rolled_base(&events), 9);
    // A choice the roll does not offer (Wrestling for a Stunt) leaves the program's.
    let mut wrong = foot_chase(Band::Medium);
    wrong.people[0].skills.acrobatics = Some(13);
    run(&mut wrong, choose("Thief", Some(GmSkill::Wrestling)), &[]);
    run(&mut wrong, stunt, &[]);
    run(&mut wrong, declare(Side::Pursuer, Maneuver::Move), &[]);
    run(&mut wrong, Command::EndStep, &[]);
    let events = run(
        &mut wrong,
        Command::Stunt {
            who: "Thief".into(),
        },
        &[10],
    );
    assert_eq!(rolled_base(&events), 13);

    // Reverse: Acrobatics 13 beats Running 12 by default; the GM may keep him on Running.
    let mut reverse = foot_chase(Band::Medium);
    reverse.people[0].skills.acrobatics = Some(13);
    let mut running = reverse.clone();
    run(&mut running, choose("Thief", Some(GmSkill::Running)), &[]);
    for (chase, skill, base) in [
        (&mut reverse, "Acrobatics", 13),
        (&mut running, "Running", 12),
    ] {
        both(chase, Maneuver::Reverse, Maneuver::Move);
        to_contest(chase);
        run(chase, contest(), &[10, 10]);
        let quarry = chase.contest.clone().expect("rolled").quarry;
        assert_eq!((&*quarry.skill_name, quarry.base), (skill, base));
    }
}

/// Board: "Roll a Quick Contest of Acrobatics or Jumping"; Seize Control: "roll a Quick Contest
/// of DX, Judo, or Wrestling".
#[test]
fn the_gm_chooses_the_skill_to_board_and_to_seize_control() {
    let mut chase = car_chase(Band::Close);
    let mut boarder = person("Boarder", 0);
    boarder.aboard = Some(0);
    boarder.skills.acrobatics = Some(12);
    boarder.skills.jumping = Some(14);
    boarder.skills.wrestling = Some(13);
    chase.people.push(boarder);
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    run(&mut chase, Command::EndStep, &[]);
    let board = Command::Board {
        who: "Boarder".into(),
        vehicle: "HMMWV".into(),
    };
    // The program's choice: Jumping 14; the GM's: Acrobatics 12. A tie: he stays aboard.
    let events = run(&mut chase.clone(), board.clone(), &[10, 10]);
    assert_eq!(rolled_base(&events), 14);
    run(
        &mut chase,
        choose("Boarder", Some(GmSkill::Acrobatics)),
        &[],
    );
    let events = run(&mut chase.clone(), board, &[10, 10]);
    assert_eq!(rolled_base(&events), 12);

    // Seize Control from a hostile driver after boarding: Wrestling 13 by default, DX 10 when
    // the GM says he only grabs the wheel.
    let mut seize = car_chase(Band::Close);
    let mut boarder = person("Boarder", 1);
    boarder.aboard = Some(0);
    boarder.skills.wrestling = Some(13);
    seize.people.push(boarder);
    both(&mut seize, Maneuver::Move, Maneuver::Move);
    let grab = Command::SeizeControl {
        who: "Boarder".into(),
    };
    let events = run(&mut seize.clone(), grab.clone(), &[12, 10]);
    assert_eq!(rolled_base(&events), 13);
    run(&mut seize, choose("Boarder", Some(GmSkill::Dx)), &[]);
    let events = run(&mut seize.clone(), grab.clone(), &[12, 10]);
    assert_eq!(rolled_base(&events), 10);
    // And back to the program's choice.
    run(&mut seize, choose("Boarder", None), &[]);
    let events = run(&mut seize, grab, &[12, 10]);
    assert_eq!(rolled_base(&events), 13);
}

/// The log names the skill the GM's choice fell on: "Thief tries the stunt on foot (Climbing)",
/// "Boarder leaps to board (Acrobatics)", "grabs for the controls (DX)". The players hear it where
/// the numbers are theirs to know (a player's character); of the GM's people they hear only how
/// the roll went.
#[test]
fn the_log_names_the_skill_the_gms_choice_fell_on() {
    use crate::engine::TableLine;
    use crate::systems::gurps::rules::narrate_table::narrate_for_table;
    let said = |state: &GurpsChase, events: &[Event]| -> Vec<String> {
        events.iter().map(|e| narrate(state, e)).collect()
    };
    let mut chase = foot_chase(Band::Medium);
    chase.people[0].skills.climbing = Some(9);
    chase.people[0].player = true;
    run(&mut chase, choose("Thief", Some(GmSkill::Climbing)), &[]);
    let stunt = Command::Declare {
        side: Side::Quarry,
        maneuver: Maneuver::Stunt,
        penalty: 2,
        lucky_break: false,
        elsewhere: false,
    };
    run(&mut chase, stunt, &[]);
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[]);
    run(&mut chase, Command::EndStep, &[]);
    let before = chase.clone();
    let events = run(
        &mut chase,
        Command::Stunt {
            who: "Thief".into(),
        },
        &[5],
    );
    let lines = said(&before, &events);
    assert_eq!(
        lines[0],
        "Thief tries the stunt on foot (Climbing): 9 - 2 (stunt) = 7, rolled 5: success by 2.",
        "{lines:?}"
    );
    assert_eq!(narrate_for_table(&before, &events[0]), TableLine::Same);
    // The same roll by one of the GM's people: no numbers and no skill for the table.
    let mut hidden = before.clone();
    hidden.people[0].player = false;
    hidden.people[0].secret = Some(true);
    assert_eq!(
        narrate_for_table(&hidden, &events[0]),
        TableLine::Told("Thief tries the stunt: a success.".to_string())
    );

    // Board and Seize Control, each with the skill rolled.
    let mut car = car_chase(Band::Close);
    let mut boarder = person("Boarder", 0);
    boarder.aboard = Some(0);
    boarder.skills.acrobatics = Some(12);
    car.people.push(boarder);
    both(&mut car, Maneuver::Move, Maneuver::Move);
    run(&mut car, Command::EndStep, &[]);
    run(&mut car, choose("Boarder", Some(GmSkill::Acrobatics)), &[]);
    let before = car.clone();
    let events = run(
        &mut car,
        Command::Board {
            who: "Boarder".into(),
            vehicle: "HMMWV".into(),
        },
        &[10, 10],
    );
    let lines = said(&before, &events);
    assert!(
        lines[0].starts_with("Boarder leaps to board (Acrobatics): 12 + "),
        "{lines:?}"
    );
    assert!(
        lines[1].starts_with("Agent makes a control roll: 12 "),
        "the driver's control roll is his vehicle skill, no GM's choice: {lines:?}"
    );

    let mut seize = car_chase(Band::Close);
    let mut boarder = person("Boarder", 1);
    boarder.aboard = Some(0);
    seize.people.push(boarder);
    both(&mut seize, Maneuver::Move, Maneuver::Move);
    run(&mut seize, choose("Boarder", Some(GmSkill::Dx)), &[]);
    let before = seize.clone();
    let events = run(
        &mut seize,
        Command::SeizeControl {
            who: "Boarder".into(),
        },
        &[12, 10],
    );
    let lines = said(&before, &events);
    assert!(
        lines[0].starts_with("Boarder grabs for the controls (DX): 10, rolled 12"),
        "{lines:?}"
    );
    assert!(
        lines[1].contains("defends (Wrestling)") || lines[1].contains("defends (DX)"),
        "{lines:?}"
    );
}
