//! "Special Circumstances": speeds, mounts, attacks, environmental hazards, groups; and the GM's
//! hand on the track.

use super::*;
use crate::dice::DiceExpr;
use crate::engine::Outcome;

fn far(settings: Settings) -> Settings {
    Settings {
        escape_distance: 10,
        ..settings
    }
}

/// "Different Movement Speeds": 20+ ft faster gains +1 space on the first movement each turn (the
/// move, not the exertion).
#[test]
fn a_faster_runner_gains_a_space_on_its_first_move() {
    let mut hound = guard();
    hound.speed_ft = 50;
    let mut chase = started(far(Settings::default()), vec![thief(), hound], &[]);
    assert_eq!(chase.pace(chase.find("Guard").unwrap()), Pace::Fast);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    assert_eq!(at(&chase, "Guard"), 2);
    run(&mut chase, exert("Guard"), &[4, 4]);
    assert_eq!(at(&chase, "Guard"), 3, "the exertion adds one space only");
}

/// "Different Movement Speeds": 20+ ft slower must successfully exert to move on even-numbered
/// turns; the held move comes with the exertion's space.
#[test]
fn a_slower_runner_must_exert_on_even_turns() {
    let mut limping = thief();
    limping.speed_ft = 10;
    let mut chase = started(far(Settings::default()), vec![limping, guard()], &[]);
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 4, "an odd turn: a normal move");
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    let before = chase.clone();
    let events = run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 4, "round 2 is even: held");
    assert_eq!(
        told(&before, &events),
        ["Thief is too slow to move on an even turn without a successful exertion."]
    );
    run(&mut chase, exert("Thief"), &[5, 4]);
    assert_eq!(at(&chase, "Thief"), 6, "the held space and the exertion's");
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, exert("Thief"), &[2, 4]);
    assert_eq!(
        at(&chase, "Thief"),
        7,
        "round 4: 6 vs CN 10 fails, so no move at all"
    );
}

fn rider() -> Participant {
    let mut rider = thief();
    rider.ride = Ride::Mount {
        name: "horse".into(),
        speed_ft: 60,
    };
    rider
}

/// "Mounted Chases": the mount's speed counts for speed differences, the rider makes the checks
/// (its own dice), and a mount may pass obstacles at the GM's word, which a runner on foot may not.
#[test]
fn a_mount_lends_its_speed_and_the_rider_rolls() {
    let mut chase = started(far(Settings::default()), vec![rider(), guard()], &[]);
    assert_eq!(chase.pace(chase.find("Thief").unwrap()), Pace::Fast);
    run(
        &mut chase,
        Command::PlaceObstacle {
            at: 3,
            against: Against::Everyone,
            what: None,
        },
        &[],
    );
    run(
        &mut chase,
        Command::Move {
            who: "Thief".into(),
            past_obstacles: true,
        },
        &[],
    );
    assert_eq!(
        at(&chase, "Thief"),
        5,
        "the horse's +1, and the obstacle ignored"
    );
    let mut roller = Roller::given([]);
    let asked = handle(&chase, &exert("Thief"), &mut roller).unwrap_err();
    assert_eq!(
        asked.needs().map(|r| r.label().to_string()),
        Some("Thief: heart d8".to_string())
    );
    run(&mut chase, end("Thief"), &[]);
    let on_foot = Command::Move {
        who: "Guard".into(),
        past_obstacles: true,
    };
    assert!(refused(&chase, on_foot, &[]).contains("Guard has no mount or special movement"));
}

/// "Mounted Chases": a rider who fails an exertion by 5 or more falls and runs on foot; pushed too
/// hard, the mount founders and the rider is out.
#[test]
fn a_rider_falls_on_a_bad_failure_and_a_mount_can_founder() {
    let hard = far(Settings {
        exertion_cn: 12,
        ..Settings::default()
    });
    let mut chase = started(hard.clone(), vec![rider(), guard()], &[]);
    run(&mut chase, mv("Thief"), &[]);
    let before = chase.clone();
    let events = run(&mut chase, exert("Thief"), &[3, 4]);
    assert_eq!(p(&chase, "Thief").ride, Ride::OnFoot, "7 fails CN 12 by 5");
    assert!(
        told(&before, &events)
            .contains(&"Thief falls from the horse and runs on foot.".to_string())
    );
    assert_eq!(chase.pace(chase.find("Thief").unwrap()), Pace::Usual);

    let mut chase = started(hard, vec![rider(), guard()], &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, exert("Thief"), &[3, 3]);
    assert_eq!(
        p(&chase, "Thief").status,
        Status::BrokeDown,
        "6 is half of CN 12"
    );
    match chase.outcome() {
        Outcome::Over(text) => assert!(
            text.contains("Thief's horse was pushed too hard and foundered"),
            "{text}"
        ),
        other => panic!("over, not {other:?}"),
    }
}

/// "Attacks During Chases": only within 2 spaces, and the attack uses the action for the turn;
/// damage is rolled, and with hit points tracked a target at 0 is out.
#[test]
fn attacks_reach_two_spaces_and_use_the_action() {
    let mut chase = TrackChase::new(Settings::default(), vec![thief(), guard()])
        .and_then(|c| c.place_at("Guard", 1))
        .unwrap();
    run(&mut chase, Command::Start, &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    let shot = |hit| Command::Attack {
        who: "Guard".into(),
        target: "Thief".into(),
        hit,
        damage: Some(DiceExpr::dice(1, 6)),
    };
    assert!(
        refused(&chase, shot(true), &[])
            .contains("Thief is 3 spaces from Guard; attacks reach only 2")
    );

    let mut wounded = thief();
    wounded.hp = Some(5);
    let settings = Settings {
        start: Start::Adjacent,
        ..Settings::default()
    };
    let mut chase = TrackChase::new(settings, vec![wounded, guard()])
        .and_then(|c| c.place_at("Guard", 1))
        .unwrap();
    run(&mut chase, Command::Start, &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, shot(false), &[]);
    let also = act("Guard", Ability::Might, 9, Effect::Shortcut);
    assert!(refused(&chase, also, &[]).contains("already used the action"));
    let itself = Command::Attack {
        who: "Guard".into(),
        target: "guard".into(),
        hit: true,
        damage: None,
    };
    assert!(refused(&chase, itself, &[]).contains("already used the action"));
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    let before = chase.clone();
    let events = run(&mut chase, shot(true), &[5]);
    assert_eq!(p(&chase, "Thief").status, Status::Down);
    let lines = told(&before, &events);
    assert_eq!(
        lines[0],
        "Guard attacks Thief from 2 spaces away (range one category worse on the move): a hit."
    );
    assert_eq!(lines[1], "Thief takes 5 damage (0 hit points left).");
    assert_eq!(chase.ending, Some(Ending::NoPreyLeft));
}

/// An attack needs an opponent.
#[test]
fn attacks_need_an_opponent() {
    let mut sergeant = guard();
    sergeant.name = "Sergeant".into();
    let mut chase = started(
        Settings::default(),
        vec![thief(), guard(), sergeant],
        &[1, 20, 2],
    );
    let at_self = Command::Attack {
        who: "Guard".into(),
        target: "Guard".into(),
        hit: true,
        damage: None,
    };
    assert!(refused(&chase, at_self, &[]).contains("Guard cannot attack itself"));
    let friend = Command::Attack {
        who: "Guard".into(),
        target: "Sergeant".into(),
        hit: true,
        damage: None,
    };
    assert!(refused(&chase, friend, &[]).contains("Guard and Sergeant run on the same side"));
    run(&mut chase, mv("Guard"), &[]);
}

/// "Environmental Hazards": a save of heart + ability die; a failure costs what the GM names:
/// damage, a space of movement (see `reaching_the_prey_catches_it`), or a complication.
#[test]
fn failed_saves_cost_damage_or_a_complication() {
    let mut tough = thief();
    tough.hp = Some(6);
    let mut chase = started(Settings::default(), vec![tough, guard()], &[]);
    let save = |on_failure| Command::Save {
        who: "Thief".into(),
        ability: Ability::Agility,
        cn: Some(10),
        on_failure,
    };
    run(
        &mut chase,
        save(Consequence::Damage(DiceExpr::dice(1, 4))),
        &[2, 2, 3],
    );
    assert_eq!(p(&chase, "Thief").hp, Some(3));
    let events = run(
        &mut chase,
        save(Consequence::Damage(DiceExpr::dice(1, 4))),
        &[5, 5],
    );
    assert!(
        matches!(events[..], [Event::SaveRolled { success: true, .. }]),
        "a success costs nothing"
    );
    run(
        &mut chase,
        save(Consequence::Complication(
            "Lost the way in the alleys".into(),
        )),
        &[1, 1],
    );
    assert_eq!(
        p(&chase, "Thief").complications,
        ["Lost the way in the alleys"]
    );
}

/// "Multiple Participants": a group may split; the member keeps the group's place and acts right
/// after it, and each is tracked on its own from then on.
#[test]
fn a_group_splits_into_separate_runners() {
    let mut guards = guard();
    guards.name = "Guards".into();
    guards.size = 3;
    let mut chase = started(Settings::default(), vec![thief(), guards], &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    let split = Command::Split {
        who: "Guards".into(),
        name: "Ana".into(),
    };
    run(&mut chase, split.clone(), &[]);
    assert_eq!((p(&chase, "Guards").size, p(&chase, "Ana").size), (2, 1));
    let taken = Command::Split {
        who: "Guards".into(),
        name: "ana".into(),
    };
    assert!(refused(&chase, taken, &[]).contains("'ana' is used twice"));
    let alone = Command::Split {
        who: "Ana".into(),
        name: "Bo".into(),
    };
    assert!(refused(&chase, alone, &[]).contains("Ana is one person"));
    run(
        &mut chase,
        act("Guards", Ability::Cunning, 8, Effect::Shortcut),
        &[4, 4],
    );
    run(&mut chase, mv("Guards"), &[]);
    run(&mut chase, end("Guards"), &[]);
    assert_eq!(current(&chase), "Ana");
    run(&mut chase, mv("Ana"), &[]);
    run(&mut chase, end("Ana"), &[]);
    assert_eq!((at(&chase, "Guards"), at(&chase, "Ana")), (2, 1));
    assert_eq!(current(&chase), "Thief");
    // Round 2: the guards act, then split again during Ana's turn; Bo, split off a group that has
    // acted, waits for round 3 and Ana keeps her turn.
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guards"), &[]);
    run(&mut chase, end("Guards"), &[]);
    run(
        &mut chase,
        Command::Split {
            who: "Guards".into(),
            name: "Bo".into(),
        },
        &[],
    );
    assert_eq!(current(&chase), "Ana");
    run(&mut chase, mv("Ana"), &[]);
    run(&mut chase, end("Ana"), &[]);
    assert_eq!((chase.round, current(&chase)), (3, "Thief"));
    let order: Vec<&str> = chase
        .turn
        .order
        .iter()
        .map(|id| chase.participant(*id).name.as_str())
        .collect();
    assert_eq!(order, ["Thief", "Guards", "Bo", "Ana"]);
}

/// The GM's hand: a placement counts as arriving (here, a catch); nothing goes past the safe haven;
/// obstacles can be cleared.
#[test]
fn the_gm_places_and_clears() {
    let mut chase = bazaar();
    run(&mut chase, Command::Start, &[]);
    let past = Command::Place {
        who: "Thief".into(),
        space: 13,
    };
    assert!(refused(&chase, past, &[]).contains("beyond the safe haven at 12"));
    let clear = Command::ClearObstacles { at: 2 };
    assert!(refused(&chase, clear.clone(), &[]).contains("no obstacle on space 2"));
    run(
        &mut chase,
        Command::PlaceObstacle {
            at: 2,
            against: Against::Everyone,
            what: None,
        },
        &[],
    );
    run(&mut chase, clear, &[]);
    assert!(chase.obstacles.is_empty());
    run(
        &mut chase,
        Command::Place {
            who: "Guard".into(),
            space: 3,
        },
        &[],
    );
    assert_eq!(p(&chase, "Thief").status, Status::Caught { by: 1 });
    assert_eq!(chase.phase, Phase::Over);
    assert!(refused(&chase, mv("Thief"), &[]).contains("the chase is over"));
}

/// A chaser stops at the safe haven: the track ends there.
#[test]
fn nobody_runs_past_the_safe_haven() {
    let settings = Settings {
        safe_haven: Some(4),
        ..Settings::default()
    };
    let mut chase = TrackChase::new(settings, vec![thief(), guard()])
        .and_then(|c| c.place_at("Guard", 2))
        .unwrap();
    run(&mut chase, Command::Start, &[]);
    let events = run(
        &mut chase,
        act("Thief", Ability::Agility, 9, Effect::Shortcut),
        &[5, 5],
    );
    assert_eq!(events.len(), 2);
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(
        (at(&chase, "Thief"), p(&chase, "Thief").status),
        (4, Status::Safe)
    );
}

/// "Environmental Hazards": a lost space of movement comes off the next move, once.
#[test]
fn a_lost_space_comes_off_the_next_move_only() {
    let mut chase = started(far(Settings::default()), vec![thief(), guard()], &[]);
    let stumble = Command::Save {
        who: "Thief".into(),
        ability: Ability::Agility,
        cn: Some(10),
        on_failure: Consequence::LoseSpace,
    };
    run(&mut chase, stumble, &[2, 3]);
    run(
        &mut chase,
        act("Thief", Ability::Agility, 9, Effect::Shortcut),
        &[5, 5],
    );
    let before = chase.clone();
    let events = run(&mut chase, mv("Thief"), &[]);
    assert_eq!(
        at(&chase, "Thief"),
        4,
        "two spaces with the shortcut, less the lost one"
    );
    assert_eq!(
        told(&before, &events)[0],
        "Thief has 1 space of movement (1 lost to a failed save)."
    );
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 5, "paid once");
}
