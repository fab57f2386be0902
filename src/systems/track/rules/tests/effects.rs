//! "Chase Actions", "Success Effects" and "Complications".

use super::*;

fn two() -> TrackChase {
    started(Settings::default(), vec![thief(), guard()], &[])
}

/// "Take a Shortcut": one additional space on this turn's move, and only this turn's.
#[test]
fn a_shortcut_adds_a_space_to_this_move_only() {
    let mut chase = two();
    run(
        &mut chase,
        act("Thief", Ability::Cunning, 9, Effect::Shortcut),
        &[5, 5],
    );
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 5);
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 6, "back to one space a move");
}

/// "Fast Lane": one additional space whenever moving, "starting next turn", for the rest of the
/// chase; it is won once.
#[test]
fn the_fast_lane_starts_next_turn_and_lasts() {
    let mut chase = two();
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(
        &mut chase,
        act("Guard", Ability::Might, 9, Effect::FastLane),
        &[4, 6],
    );
    run(&mut chase, mv("Guard"), &[]);
    assert_eq!(at(&chase, "Guard"), 1, "not this turn");
    run(&mut chase, end("Guard"), &[]);
    for round in 2..=3 {
        run(&mut chase, mv("Thief"), &[]);
        run(&mut chase, end("Thief"), &[]);
        let again = act("Guard", Ability::Might, 9, Effect::FastLane);
        assert!(refused(&chase, again, &[]).contains("already has the fast lane"));
        run(&mut chase, mv("Guard"), &[]);
        assert_eq!(at(&chase, "Guard"), 1 + 2 * (round - 1), "round {round}");
        run(&mut chase, end("Guard"), &[]);
    }
}

/// "Slow 'Em Down": an obstacle on the acting participant's space that every opponent must spend
/// one extra movement to leave; it does not hinder its own side.
#[test]
fn slowing_them_down_hinders_only_the_opponents() {
    let mut chase = two();
    let block = Effect::SlowThemDown { at: None };
    run(
        &mut chase,
        act("Thief", Ability::Presence, 8, block),
        &[4, 4],
    );
    assert_eq!(
        chase.obstacles_against(Side::Chaser, 3),
        1,
        "on the thief's own space, 3"
    );
    assert_eq!(chase.obstacles_against(Side::Prey, 3), 0);
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(
        at(&chase, "Thief"),
        4,
        "the thief's own obstacle does not hold him"
    );
}

/// "Slow 'Em Down": "Multiple obstacles in the same space stack"; movement spent on them stays
/// spent when it runs out, and the rest is paid next turn.
#[test]
fn obstacles_stack_and_their_cost_carries_over() {
    let mut chase = two();
    for _ in 0..2 {
        run(
            &mut chase,
            Command::PlaceObstacle {
                at: 3,
                against: Against::Prey,
                what: Some("a spilled basket of oranges".into()),
            },
            &[],
        );
    }
    let thief = chase.find("Thief").unwrap();
    let events = run(&mut chase, mv("Thief"), &[]);
    assert_eq!(
        events.last(),
        Some(&Event::Hindered {
            who: thief,
            at: 3,
            spent: 1
        })
    );
    assert_eq!((at(&chase, "Thief"), p(&chase, "Thief").cleared), (3, 1));
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    run(
        &mut chase,
        act("Thief", Ability::Agility, 9, Effect::Shortcut),
        &[5, 5],
    );
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(
        at(&chase, "Thief"),
        4,
        "1 more for the second obstacle, then 1 space"
    );
    assert_eq!(p(&chase, "Thief").cleared, 0);
}

/// "Complications": a 1 on either die offers the choice; accepting the failure has no other
/// consequence.
#[test]
fn a_one_offers_the_choice_and_failure_can_be_accepted() {
    let mut chase = two();
    let events = run(
        &mut chase,
        act("Thief", Ability::Agility, 5, Effect::Shortcut),
        &[1, 9],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::ActionRolled {
            result: ActionResult::OneRolled,
            ..
        }
    )));
    assert!(
        refused(&chase, mv("Thief"), &[])
            .contains("Thief rolled a 1: accept the failure or take a complication first")
    );
    run(
        &mut chase,
        Command::AcceptFailure {
            who: "Thief".into(),
        },
        &[],
    );
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 4, "no shortcut");
    assert!(p(&chase, "Thief").complications.is_empty());
    let nothing = Command::AcceptFailure {
        who: "Thief".into(),
    };
    assert!(refused(&chase, nothing, &[]).contains("no roll of 1 waiting"));
}

/// "Complications": "Reroll the die, but something goes wrong": only the die that showed 1 is
/// rolled again, the new total decides, and the complication is on record.
#[test]
fn a_complication_rerolls_the_one_and_is_recorded() {
    let mut chase = two();
    run(
        &mut chase,
        act("Thief", Ability::Agility, 9, Effect::Shortcut),
        &[1, 6],
    );
    let empty = Command::TakeComplication {
        who: "Thief".into(),
        complication: " ".into(),
    };
    assert!(refused(&chase, empty, &[]).contains("describe the complication"));
    let trail = Command::TakeComplication {
        who: "Thief".into(),
        complication: "You leave an obvious trail".into(),
    };
    let before = chase.clone();
    let events = run(&mut chase, trail, &[4]);
    assert!(events.iter().any(|e| matches!(e, Event::Rerolled { check, success: true, .. } if check.heart == 4 && check.ability == 6)));
    assert_eq!(
        p(&chase, "Thief").complications,
        ["You leave an obvious trail"]
    );
    let lines = told(&before, &events);
    assert_eq!(
        lines[0],
        "Thief rerolls: heart 4 + agility 6 = 10 against CN 9: a success."
    );
    assert_eq!(
        lines[1],
        "Complication for Thief: You leave an obvious trail."
    );
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 5, "the shortcut was won");
}

/// With complications off, a 1 is only a low roll.
#[test]
fn without_complications_a_one_is_just_low() {
    let settings = Settings {
        complications: false,
        ..Settings::default()
    };
    let mut chase = started(settings, vec![thief(), guard()], &[]);
    run(
        &mut chase,
        act("Thief", Ability::Agility, 9, Effect::Shortcut),
        &[1, 9],
    );
    assert!(chase.turn.pending.is_none());
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 5, "1 + 9 = 10 meets CN 9");
}

/// "Chase Actions": without a CN from the GM, the base CN of the environment table (the middle of
/// its row) is used; the GM moves the chase into another environment as it goes.
#[test]
fn the_environment_gives_the_base_cn() {
    let mut chase = two();
    let no_cn = Command::Act {
        who: "Thief".into(),
        ability: Ability::Agility,
        effect: Effect::Shortcut,
        cn: None,
        what: None,
        edge: Edge::None,
    };
    run(
        &mut chase,
        Command::SetEnvironment {
            environment: Environment::DenseObstacles,
        },
        &[],
    );
    let events = run(&mut chase, no_cn, &[6, 6]);
    assert!(events.iter().any(|e| matches!(e, Event::ActionRolled { check, result: ActionResult::Failure, .. } if check.cn == 13)));
    assert_eq!(Environment::OpenTerrain.base_cn(), 7);
    assert_eq!(Environment::LightObstacles.base_cn(), 10);
    assert_eq!(Environment::ExtremeConditions.base_cn(), 15);
}

/// Advantage (a mount's, at the GM's word) rolls the ability die twice and keeps the higher;
/// disadvantage ("an obvious trail") keeps the lower.
#[test]
fn advantage_keeps_the_better_ability_die() {
    let mut chase = two();
    let with = |edge| Command::Act {
        who: "Thief".into(),
        ability: Ability::Agility,
        effect: Effect::Shortcut,
        cn: Some(9),
        what: None,
        edge,
    };
    let probe = handle(
        &chase,
        &with(Edge::Disadvantage),
        &mut Roller::given([4, 8, 3]),
    )
    .unwrap();
    assert!(probe.iter().any(|e| matches!(e, Event::ActionRolled { check, result: ActionResult::Failure, .. } if check.ability == 3 && check.other == Some(8))));
    let events = run(&mut chase, with(Edge::Advantage), &[4, 3, 8]);
    assert!(events.iter().any(|e| matches!(e, Event::ActionRolled { check, result: ActionResult::Success, .. } if check.ability == 8 && check.other == Some(3))));
}
