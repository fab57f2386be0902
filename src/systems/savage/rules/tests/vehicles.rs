//! A vehicle the setup gives: "damage appropriate to half top speed if in a vehicle"
//! ("Complications Table") and "If a character driving or piloting a vehicle is Shaken, he must
//! make an Out of Control roll ... If the vehicle suffers damage, calculate it at half the
//! vehicle's Top Speed" ("Shaken Characters"), rolled from typed dice and applied to the vehicle.

use super::*;

/// The road warriors with Abel's rig (Toughness 10) and Dala's motorcycle (Toughness 8).
fn armed_road() -> SavageChase {
    let mut chase = super::examples::road_warriors();
    let give = |name: &str, toughness: u32| {
        Some(Vehicle {
            name: name.to_string(),
            toughness,
            wounds: 0,
        })
    };
    chase.participants[0].vehicle = give("rig", 10);
    chase.participants[3].vehicle = give("motorcycle", 8);
    chase
}

/// Dala alone holds a card (a Four of Clubs, a major obstacle); nobody else draws.
fn dala_on_a_four_of_clubs(chase: &mut SavageChase) {
    run(chase, maneuver("Gangers"), &[1]);
    run(chase, maneuver("Abel"), &[1, 1]);
    run(chase, maneuver("Dala"), &[4, 1, c("4C")]);
    assert_eq!(chase.current(), Some(3));
}

#[test]
fn a_failed_obstacle_damages_the_vehicle_at_half_top_speed() {
    let mut chase = armed_road();
    dala_on_a_four_of_clubs(&mut chase);
    // "Make a Trait roll at -2 to avoid them or suffer damage appropriate to half top speed if in
    // a vehicle": 2 (wild 1) -2 fails. Top Speed 40, half 20: 4d6 (a d6 per 5), 5+3+2+1 = 11
    // against Toughness 8: a wound.
    let events = run(
        &mut chase,
        Command::Complication { who: "Dala".into() },
        &[2, 1, 5, 3, 2, 1],
    );
    let dala = chase.participant(3);
    assert_eq!(dala.vehicle.as_ref().map(|v| v.wounds), Some(1));
    assert_eq!(dala.vehicle_hits, 1);
    assert_eq!(dala.wounds, 0, "the vehicle is hit, not its driver");
    let told: Vec<String> = events.iter().map(|e| narrate(&chase, e)).collect();
    assert!(
        told.contains(
            &"Dala's motorcycle takes 5+3+2+1 = 11 against Toughness 8: a wound (1 of 3)."
                .to_string()
        ),
        "{told:?}"
    );
    // The wound is -1 on her next maneuvering roll.
    run(&mut chase, end_turn("Dala"), &[]);
    run(&mut chase, maneuver("Gangers"), &[1]);
    run(&mut chase, maneuver("Abel"), &[1, 1]);
    let events = run(&mut chase, maneuver("Dala"), &[6, 1, c("9H")]);
    let Event::Maneuvered { roll, .. } = &events[0] else {
        panic!("{events:?}")
    };
    assert_eq!(roll.modifiers.to_vec(), vec![(Why::Vehicle, -1)]);
    assert_eq!(roll.total, 5);
}

#[test]
fn without_a_vehicle_in_the_setup_the_hit_stays_the_gms() {
    let mut chase = super::examples::road_warriors();
    dala_on_a_four_of_clubs(&mut chase);
    // The same failure rolls nothing more: the GM resolves it.
    run(
        &mut chase,
        Command::Complication { who: "Dala".into() },
        &[2, 1],
    );
    assert_eq!(chase.participant(3).vehicle_hits, 1);
    assert!(chase.participant(3).vehicle.is_none());
}

#[test]
fn out_of_control_rolls_the_table_and_a_roll_over_hurts_the_vehicle_and_everyone_inside() {
    let mut chase = armed_road();
    // "she has to make another Driving roll or go Out of Control", in the GM's word that shakes
    // her: 2 (wild 1) fails; the table's 2d6, 3+4 = 7: a skid, which moves the bike and nothing
    // more in a chase.
    let events = run(
        &mut chase,
        Command::SetShaken {
            who: "Dala".into(),
            shaken: true,
            control_now: true,
        },
        &[2, 1, 3, 4],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::OutOfControl {
            mishap: Mishap::Skid,
            ..
        }
    )));
    assert_eq!(
        chase.participant(3).vehicle.as_ref().map(|v| v.wounds),
        Some(0)
    );
    assert!(!chase.participant(3).control_roll, "nothing is left owed");
    // Again, and 1+1: it rolls over. "Roll collision damage for the vehicle and everyone
    // inside": Dala 5+3+2+1 = 11 against her Toughness 6, Shaken already: a wound; the
    // motorcycle 4+4+4+4 = 16 against 8: three wounds. Wounded at the wheel, she rolls again in
    // the same command, after the motorcycle's damage: 6 (wild 1) -1 wound -3 vehicle = 2
    // fails; 3+4, a skid.
    run(
        &mut chase,
        Command::SetShaken {
            who: "Dala".into(),
            shaken: false,
            control_now: true,
        },
        &[],
    );
    let events = run(
        &mut chase,
        Command::SetShaken {
            who: "Dala".into(),
            shaken: true,
            control_now: true,
        },
        &[2, 1, 1, 1, 5, 3, 2, 1, 4, 4, 4, 4, 6, 1, 3, 4],
    );
    let dala = chase.participant(3);
    assert_eq!(dala.wounds, 1);
    assert_eq!(dala.vehicle.as_ref().map(|v| v.wounds), Some(3));
    assert!(dala.is_running());
    assert!(!dala.control_roll);
    let told: Vec<String> = events.iter().map(|e| narrate(&chase, e)).collect();
    assert!(
        told.iter()
            .any(|t| t
                .starts_with("Dala's motorcycle goes Out of Control: 2d6 1+1 = 2, it rolls over")),
        "{told:?}"
    );
    let rolls: Vec<&TraitRoll> = events
        .iter()
        .filter_map(|e| match e {
            Event::ControlRolled { roll, .. } => Some(roll),
            _ => None,
        })
        .collect();
    assert_eq!(rolls.len(), 2, "{told:?}");
    assert_eq!(
        rolls[1].modifiers.to_vec(),
        vec![(Why::Hurt, -1), (Why::Vehicle, -3)],
        "the second roll bears the crash's wounds: {told:?}"
    );
    let second_owed = events
        .iter()
        .rposition(|e| matches!(e, Event::ControlRollNeeded { .. }));
    let damaged = events
        .iter()
        .position(|e| matches!(e, Event::VehicleDamaged { .. }));
    assert!(second_owed > damaged, "{told:?}");
}

/// A journal written when the roll was a command of its own: the GM's word read as it was
/// written then leaves the roll owed, and `ControlRoll` makes it, a crash owing the next.
#[test]
fn a_journal_of_before_owes_the_roll_and_its_control_roll_makes_it() {
    let mut chase = armed_road();
    let read: Command =
        serde_json::from_str(r#"{"SetShaken":{"who":"Dala","shaken":true}}"#).unwrap();
    assert_eq!(
        read,
        Command::SetShaken {
            who: "Dala".into(),
            shaken: true,
            control_now: true,
        }
    );
    let mut roller = Roller::given([]);
    assert!(
        matches!(
            handle(&chase, &read, &mut roller),
            Err(Refusal::Dice(crate::dice::NeedDice::Missing(_)))
        ),
        "read today, the command asks the roll"
    );
    let earlier = SavageChase::as_written_earlier(&read).expect("the roll was apart then");
    assert_eq!(
        serde_json::to_string(&earlier).unwrap(),
        serde_json::to_string(&read).unwrap(),
        "the field never reaches a file"
    );
    run(&mut chase, earlier, &[]);
    assert!(chase.participant(3).control_roll);
    assert!(matches!(
        refused(&chase, Command::ControlRoll { who: "Abel".into() }, &[]),
        SavageError::NoControlRoll { .. }
    ));
    // 2 (wild 1) fails; 1+1 rolls over: Dala 5+3+2+1 = 11, a wound, and the roll owed again.
    run(
        &mut chase,
        Command::ControlRoll { who: "Dala".into() },
        &[2, 1, 1, 1, 5, 3, 2, 1, 4, 4, 4, 4],
    );
    let dala = chase.participant(3);
    assert_eq!(dala.wounds, 1);
    assert_eq!(dala.vehicle.as_ref().map(|v| v.wounds), Some(3));
    assert!(dala.control_roll);
    run(
        &mut chase,
        Command::ControlRoll { who: "Dala".into() },
        &[6, 1, 3, 4],
    );
    assert!(!chase.participant(3).control_roll);
}

#[test]
fn a_fourth_wound_wrecks_the_vehicle_and_those_aboard_leave_with_it() {
    let mut chase = armed_road();
    if let Some(rig) = &mut chase.participants[0].vehicle {
        rig.wounds = 3;
    }
    // Shaken at the wheel, he rolls at once: 1 (wild 1) fails; 6+6: it flips. Top Speed 36,
    // half 18: 3d6 each for Abel, Big Ben and Cale (1+1+1: nothing), then the rig's 4+4+2 = 10
    // against 10: a fourth wound, wrecked.
    run(
        &mut chase,
        Command::SetShaken {
            who: "Abel".into(),
            shaken: true,
            control_now: true,
        },
        &[1, 1, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 1, 4, 4, 2],
    );
    for who in [0, 1, 2] {
        assert_eq!(chase.participant(who).status, Status::Out(Out::Disaster));
    }
    assert!(chase.participant(3).is_running());
    // The players hear what happened, not the rig's Toughness (Abel's is theirs here, so hide
    // it to check).
    chase.participants[0].secret = Some(true);
    let event = Event::VehicleDamaged {
        who: 0,
        damage: DamageRoll {
            dice: vec![4, 4, 2].into(),
            plus: 0,
            total: 10,
            toughness: 10,
        },
        added: 1,
        total: 4,
    };
    assert_eq!(
        narrate_table::narrate_for_table(&chase, &event),
        crate::engine::TableLine::Told("Abel's rig takes damage: wrecked.".to_string())
    );
}

/// Each hit that shakes or wounds a driver asks its own roll in the attack: two gangers at Dala,
/// each hitting, make her roll twice, the second at the second wound's penalty.
#[test]
fn each_hit_at_the_wheel_asks_its_roll_in_the_same_attack() {
    let mut chase = armed_road();
    run(&mut chase, maneuver("Gangers"), &[6, 1, c("8S")]);
    run(&mut chase, maneuver("Abel"), &[1, 1]);
    run(&mut chase, maneuver("Dala"), &[4, 1, c("4C")]);
    run(
        &mut chase,
        Command::Split {
            who: "Gangers".into(),
            shares: vec![("Dala".into(), 2)],
        },
        &[],
    );
    let two = Command::Attack {
        who: "Gangers".into(),
        target: "Dala".into(),
        melee: false,
        attackers: 2,
        modifier: 0,
        held_to_split: true,
        control_now: true,
    };
    // Each: 6+4 -4 = 6 hits, 5+5 = 10 against Toughness 6. The first shakes and wounds her: 5
    // (wild 3) -1 = 4, in control. The second wounds her again: 5 (wild 3) -2 = 3, Out of
    // Control, and the table's 3+4, a skid.
    let events = run(&mut chase, two, &[6, 4, 5, 5, 5, 3, 6, 4, 5, 5, 5, 3, 3, 4]);
    let dala = chase.participant(3);
    assert_eq!(dala.wounds, 2);
    assert!(!dala.control_roll);
    let rolled: Vec<bool> = events
        .iter()
        .filter_map(|e| match e {
            Event::ControlRolled { success, .. } => Some(*success),
            _ => None,
        })
        .collect();
    assert_eq!(rolled, [true, false]);
}
