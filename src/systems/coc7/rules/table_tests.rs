//! Four rules a keeper found wrong at the table, each replayed with the text's phrase:
//! passengers' movement actions, a driver stranded in a wreck, the debris of a barrier a vehicle
//! broke through, and two participants who wait for each other.

use super::tests::{end_turn, placed_on_farm};
use super::vehicle_tests::{has, mv, on_the_road, p, refused, run};
use super::*;
use crate::dice::Difficulty;
use crate::engine::{Outcome, Rules};
use crate::systems::coc7::rules::event::VehicleEvent;

/// "Passengers do not make a speed roll and do not have movement actions": the round's log line
/// names the passengers apart, with none, and counts only those who move.
#[test]
fn passengers_have_no_movement_actions_in_the_round_line() {
    let mut chase = on_the_road(4, 1, true);
    for who in ["Amy", "Harvey", "Cultist", "Gunman"] {
        run(&mut chase, end_turn(who), &[]);
    }
    let before = chase.clone();
    let order = chase.turn.order.clone();
    let actions: super::event::RoundActionsList = order
        .iter()
        .map(|&who| RoundActions {
            who,
            actions: chase.participant(who).actions,
            debt: 0,
            act: chase.participant(who).act,
        })
        .collect();
    let line = before.narrate(&Event::RoundStarted {
        round: 2,
        order: order.into_iter().collect(),
        actions,
    });
    assert_eq!(
        line,
        "Round 2 begins. Movement actions: Harvey 1, Cultist 1; none for the passengers Amy, \
         Gunman (who act once)."
    );
    assert_eq!(chase.round, 2);
}

/// "Switching Between Modes of Movement": a driver whose car is wrecked is "out of the chase
/// unless they get out", so the chase is not over while Harvey lives to climb out.
#[test]
fn a_stranded_driver_is_not_out_while_they_can_get_out() {
    let mut chase = on_the_road(4, 1, false);
    let crash = Command::Collide {
        who: "Harvey".into(),
        incident: Incident::RoadKill,
        no_delay: false,
    };
    // 30 on 5D10 wrecks the car; Luck 20 throws Harvey free for 7 (2D10); CON 20 keeps him awake.
    run(&mut chase, crash, &[30, 20, 7, 20]);
    let harvey = chase.find("Harvey").unwrap();
    assert_eq!(p(&chase, "Harvey").status, Status::LeftBehind);
    assert!(chase.stranded(harvey), "he can still climb out");
    assert_eq!(chase.phase, Phase::Running, "the chase is not over");
    assert_eq!(chase.outcome(), Outcome::Ongoing);
}

/// "If the character's speed (MOV) is changed, their number of movement actions should be
/// altered. Refer to Characters Joining a Chase in Progress": Harvey climbs out of his wreck on
/// foot (MOV 8) and the cultist, still to act this round, gets his extra movement actions at once.
#[test]
fn getting_out_recounts_movement_actions_at_once() {
    let mut chase = on_the_road(4, 1, false);
    let harvey = chase.find("Harvey").unwrap();
    if let Some(car) = chase.participant_mut(harvey).vehicle.as_mut() {
        car.condition = VehicleCondition::Wrecked;
    }
    chase.participant_mut(harvey).status = Status::LeftBehind;
    assert_eq!(p(&chase, "Cultist").actions, 1);
    run(
        &mut chase,
        Command::GetOut {
            who: "Harvey".into(),
        },
        &[50],
    );
    assert_eq!(chase.slowest_mov, 8);
    assert_eq!(
        p(&chase, "Cultist").actions,
        7,
        "1 + (14 - 8), this round, as for a newcomer"
    );
}

/// "The debris that results from smashing a barrier may present a hazard to those that follow
/// afterwards": Harvey's car smashes the roadblock and drives on; the truck behind meets the
/// wreckage as a hazard.
#[test]
fn debris_is_a_hazard_only_to_those_that_follow() {
    let mut chase = on_the_road(9, 8, false);
    if let Some(bend) = chase.map.get_mut(8) {
        bend.ahead = None; // no hairpin: only the debris stands in the truck's way
    }
    let wreckage = Hazard {
        name: "Wreckage".into(),
        skills: vec!["Drive Auto".into()],
        difficulty: Difficulty::Regular,
        damage: None,
    };
    if let Some(Obstacle::Barrier(roadblock)) = chase.map.get_mut(9).and_then(|l| l.ahead.as_mut())
    {
        roadblock.debris = Some(wreckage);
    }
    let through = Command::AttackBarrier {
        who: "Harvey".into(),
        damage: None,
    };
    // 30 on 5D10 breaks the roadblock's 20 hit points; the car takes 10.
    let events = run(&mut chase, through, &[30]);
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::BrokeThrough { .. })
    )));
    assert!(matches!(
        chase.map.ahead_of(9),
        Some(Obstacle::Hazard(h)) if h.name == "Wreckage"
    ));
    run(&mut chase, mv("Cultist", 1), &[]);
    run(&mut chase, end_turn("Gunman"), &[]);
    // Round 2: Harvey drives on past the debris; the truck must negotiate it.
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(p(&chase, "Harvey").location, 10);
    let why = refused(&chase, mv("Cultist", 1), &[]);
    assert!(why.contains("'Wreckage' lies ahead of Cultist"), "{why}");
}

/// "If both insist on waiting for the other, the round may end with neither of them acting":
/// Harvey waits for the farmer, the farmer for Harvey, and round 2 begins with both where they
/// stood.
#[test]
fn two_who_wait_for_each_other_end_the_round_with_neither_acting() {
    let mut chase = placed_on_farm(&[("Harvey", 3, Speed::Success), ("Farmer", 1, Speed::Success)]);
    let delay = |who: &str, after: &str| Command::Delay {
        who: who.into(),
        after: Some(after.into()),
    };
    run(&mut chase, delay("Harvey", "Farmer"), &[]);
    assert_eq!(chase.current(), chase.find("Farmer"));
    let before = chase.clone();
    let events = run(&mut chase, delay("Farmer", "Harvey"), &[]);
    assert!(has(&events, |e| matches!(
        e,
        Event::RoundEnded { round: 1 }
    )));
    assert_eq!(chase.round, 2);
    assert_eq!(
        (p(&chase, "Harvey").location, p(&chase, "Farmer").location),
        (3, 1),
        "neither of them acted"
    );
    assert_eq!(
        before.narrate(&events[0]),
        "Farmer waits for Harvey, who waits for Farmer: neither acts this round."
    );
}

/// "The characters or vehicles must be on the same location to attack one another": by default
/// reaching a quarry only brings the two together; the keeper's `Catch` rules it caught, and only
/// where they stand together.
#[test]
fn reaching_brings_them_together_and_the_keeper_rules_a_catch() {
    assert!(!Settings::default().catch_on_reach);
    let mut chase = placed_on_farm(&[("Harvey", 3, Speed::Success), ("Farmer", 1, Speed::Success)]);
    let catch = Command::Catch {
        who: "Harvey".into(),
        by: "Farmer".into(),
    };
    let why = refused(&chase, catch.clone(), &[]);
    assert!(why.contains("they are not at the same location"), "{why}");
    run(&mut chase, end_turn("Harvey"), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    assert_eq!(
        p(&chase, "Harvey").status,
        Status::Active,
        "together, not caught"
    );
    run(&mut chase, catch, &[]);
    assert_eq!(p(&chase, "Harvey").status, Status::Caught { by: 1 });
    assert_eq!(chase.phase, Phase::Over);
}
