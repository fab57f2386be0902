//! "The Chase Track", "Ending Conditions", "Running a Chase", "Each Turn", "Movement and
//! Exertion" and "Multiple Participants".

use super::*;
use crate::dice::NeedDice;
use crate::engine::Outcome;
use crate::systems::track::rules::Refusal;

/// "The Chase Track": the chaser at 0, the prey at 2, 3 or 4 by the starting situation, or where
/// the GM sets it.
#[test]
fn the_starting_situation_sets_the_distance() {
    for (start, distance) in [
        (Start::Adjacent, 2),
        (Start::Within30Feet, 3),
        (Start::Within60Feet, 4),
        (Start::Within120Feet, 4),
        (Start::Spaces(5), 5),
    ] {
        let settings = Settings {
            start,
            ..Settings::default()
        };
        let chase = TrackChase::new(settings, vec![guard(), thief()]).unwrap();
        assert_eq!(
            (at(&chase, "Guard"), at(&chase, "Thief")),
            (0, distance),
            "{start:?}"
        );
    }
}

/// A setup that cannot be played is refused in the GM's words.
#[test]
fn an_unplayable_setup_is_refused() {
    let refuse = |settings: Settings, people: Vec<Participant>| {
        TrackChase::new(settings, people).unwrap_err().to_string()
    };
    let why = refuse(Settings::default(), vec![thief()]);
    assert!(why.contains("1 prey and 0 chasers"), "{why}");
    let mut twin = guard();
    twin.name = "thief".into();
    assert!(refuse(Settings::default(), vec![thief(), twin]).contains("'thief' is used twice"));
    let mut odd = guard();
    odd.dice.presence = 1;
    let why = refuse(Settings::default(), vec![thief(), odd]);
    assert!(why.contains("Guard's presence die has 1 sides"), "{why}");
    let forest = Settings {
        start: Start::Spaces(5),
        escape_distance: 5,
        ..Settings::default()
    };
    assert!(refuse(forest, vec![thief(), guard()]).contains("already the escape distance 5"));
    let near_haven = Settings {
        safe_haven: Some(3),
        ..Settings::default()
    };
    assert!(refuse(near_haven, vec![thief(), guard()]).contains("at the safe haven 3"));
    let chase = bazaar();
    let why = chase.clone().place_at("Guard", 3).unwrap_err().to_string();
    assert!(
        why.contains("Thief would start on an opponent's space 3"),
        "{why}"
    );
    let placed = chase.place_at("Guard", 1).unwrap();
    assert_eq!(at(&placed, "Guard"), 1);
}

/// "Running a Chase": the prey always acts first, even listed second, and the two alternate.
#[test]
fn the_prey_acts_first_then_they_alternate() {
    let mut chase = started(Settings::default(), vec![guard(), thief()], &[]);
    assert_eq!(current(&chase), "Thief");
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    assert_eq!(current(&chase), "Guard");
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    assert_eq!((chase.round, current(&chase)), (2, "Thief"));
}

/// "Multiple Participants": with more than two, everyone rolls 1d20 + agility modifier once, at
/// the start, and acts in that order; each position is tracked separately.
#[test]
fn more_than_two_roll_initiative() {
    let mut quick = guard();
    quick.name = "Captain".into();
    quick.agility_modifier = 3;
    let mut chase = TrackChase::new(Settings::default(), vec![thief(), guard(), quick]).unwrap();
    let mut roller = Roller::given([]);
    let asked = handle(&chase, &Command::Start, &mut roller).unwrap_err();
    assert!(
        matches!(&asked, Refusal::Dice(NeedDice::Missing(r)) if r.label() == "Thief: initiative d20")
    );
    let before = chase.clone();
    let events = run(&mut chase, Command::Start, &[9, 15, 13]);
    let order: Vec<&str> = chase
        .turn
        .order
        .iter()
        .map(|id| chase.participant(*id).name.as_str())
        .collect();
    assert_eq!(order, ["Captain", "Guard", "Thief"], "16, 15, 9");
    assert_eq!(p(&chase, "Captain").initiative, Some(16));
    let lines = told(&before, &events);
    assert_eq!(lines[2], "Captain rolls 13 + 3 = 16 for initiative.");
    assert_eq!(lines[3], "Round 1 begins: Captain, then Guard, then Thief.");
    run(&mut chase, mv("Captain"), &[]);
    run(&mut chase, end("Captain"), &[]);
    assert_eq!(
        (at(&chase, "Captain"), at(&chase, "Guard")),
        (1, 0),
        "tracked separately"
    );
}

/// Equal initiative totals: the higher agility modifier first, then prey before chasers, then the
/// order of the setup.
#[test]
fn initiative_ties_favour_agility_then_the_prey() {
    let mut nimble = guard();
    nimble.name = "Captain".into();
    nimble.agility_modifier = 2;
    let mut sergeant = guard();
    sergeant.name = "Sergeant".into();
    let people = vec![guard(), sergeant, thief(), nimble];
    let chase = started(Settings::default(), people, &[12, 12, 12, 10]);
    let order: Vec<&str> = chase
        .turn
        .order
        .iter()
        .map(|id| chase.participant(*id).name.as_str())
        .collect();
    assert_eq!(order, ["Captain", "Thief", "Guard", "Sergeant"]);
}

/// "Each Turn": the action (optional) comes first, then the move (required), then exertion
/// (optional); refusals say what is wrong.
#[test]
fn the_steps_of_a_turn_come_in_order() {
    let mut chase = started(Settings::default(), vec![thief(), guard()], &[]);
    assert!(refused(&chase, mv("Guard"), &[]).contains("it is Thief's turn, not Guard's"));
    assert!(refused(&chase, end("Thief"), &[]).contains("must move first"));
    assert!(refused(&chase, exert("Thief"), &[]).contains("must move first"));
    run(
        &mut chase,
        act("Thief", Ability::Agility, 9, Effect::Shortcut),
        &[2, 3],
    );
    let again = act("Thief", Ability::Cunning, 9, Effect::Shortcut);
    assert!(refused(&chase, again.clone(), &[]).contains("already used the action"));
    run(&mut chase, mv("Thief"), &[]);
    assert!(refused(&chase, mv("Thief"), &[]).contains("already moved"));
    run(&mut chase, exert("Thief"), &[3, 3]);
    assert_eq!(
        current(&chase),
        "Guard",
        "one exertion a turn: the turn ends by itself"
    );
    run(&mut chase, mv("Guard"), &[]);
    let late = act("Guard", Ability::Cunning, 9, Effect::Shortcut);
    assert!(refused(&chase, late, &[]).contains("the action comes before the move"));
    assert!(refused(&chase, mv("Nobody"), &[]).contains("the participants are Thief, Guard"));
}

/// "Exertion": heart + might against CN 8; pass or fail, the next attempt is 2 harder; a success
/// moves one more space.
#[test]
fn exertion_gets_harder_every_attempt() {
    let mut chase = started(Settings::default(), vec![thief(), guard()], &[]);
    let thief_id = chase.find("Thief").unwrap();
    run(&mut chase, mv("Thief"), &[]);
    let events = run(&mut chase, exert("Thief"), &[3, 2]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Exerted {
            success: false,
            next_cn: 10,
            ..
        }
    )));
    assert_eq!(at(&chase, "Thief"), 4, "a failed exertion moves nothing");
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, end("Guard"), &[]);
    assert_eq!(chase.exertion_cn(thief_id), 10);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, exert("Thief"), &[6, 4]);
    assert_eq!(
        at(&chase, "Thief"),
        6,
        "10 vs CN 10 succeeds: one more space"
    );
    assert_eq!(chase.exertion_cn(thief_id), 12);
}

/// "Exertion": a roll at or under half the current CN collapses a runner, who can no longer take
/// part; "Exhaustion" ends a chase whose only chaser collapsed, and the prey gets away.
#[test]
fn pushing_too_hard_collapses_a_runner() {
    let mut chase = started(Settings::default(), vec![thief(), guard()], &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    let before = chase.clone();
    let events = run(&mut chase, exert("Guard"), &[2, 2]);
    assert_eq!(
        p(&chase, "Guard").status,
        Status::Collapsed,
        "4 is half of CN 8"
    );
    assert_eq!(p(&chase, "Thief").status, Status::Escaped);
    assert_eq!(chase.ending, Some(Ending::NoChaserLeft));
    let lines = told(&before, &events);
    assert!(
        lines
            .iter()
            .any(|l| l.contains("Guard pushed too hard and collapsed")),
        "{lines:?}"
    );
}

/// "Exertion": "if driving a vehicle, it breaks down or crashes".
#[test]
fn pushing_a_vehicle_too_hard_breaks_it_down() {
    let mut cart = thief();
    cart.ride = Ride::Vehicle {
        name: "cart".into(),
        speed_ft: 30,
    };
    let mut chase = started(
        Settings::default(),
        vec![cart, guard(), {
            let mut other = guard();
            other.name = "Sergeant".into();
            other
        }],
        &[10, 5, 4],
    );
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, exert("Thief"), &[1, 3]);
    assert_eq!(p(&chase, "Thief").status, Status::BrokeDown);
    match chase.outcome() {
        Outcome::Over(text) => assert!(text.contains("Thief's cart broke down"), "{text}"),
        other => panic!("over, not {other:?}"),
    }
}

/// "Escaped": the distance reaches 6 (the default), or what the GM sets: 5 in dense forest.
#[test]
fn the_prey_escapes_at_the_escape_distance() {
    let forest = Settings {
        start: Start::Within60Feet,
        escape_distance: 5,
        ..Settings::default()
    };
    let mut chase = started(forest, vec![thief(), guard()], &[]);
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(p(&chase, "Thief").status, Status::Escaped);
    assert_eq!(chase.phase, Phase::Over);
    match chase.outcome() {
        Outcome::Over(text) => assert!(
            text.contains("Thief escaped: the pursuit is broken"),
            "{text}"
        ),
        other => panic!("over, not {other:?}"),
    }
    let open = Settings {
        start: Start::Within60Feet,
        ..Settings::default()
    };
    let mut chase = started(open, vec![thief(), guard()], &[]);
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(p(&chase, "Thief").status, Status::Running, "5 is not yet 6");
}

/// "Caught": the chaser reaches the prey's space; "After the Chase": the chaser picks where to
/// stand and acts first, and the prey cannot move on its first combat turn.
#[test]
fn reaching_the_prey_catches_it() {
    let settings = Settings {
        start: Start::Adjacent,
        ..Settings::default()
    };
    let mut chase = started(settings, vec![thief(), guard()], &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(
        &mut chase,
        act("Guard", Ability::Agility, 8, Effect::Shortcut),
        &[4, 4],
    );
    let before = chase.clone();
    let events = run(&mut chase, mv("Guard"), &[]);
    assert_eq!(at(&chase, "Guard"), 2, "two spaces with the shortcut");
    run_until_caught(&mut chase);
    let lines = told(&before, &events);
    assert_eq!(
        lines,
        ["Guard moves from space 0 to 2; 1 space from Thief."]
    );
    match chase.outcome() {
        Outcome::Over(text) => {
            assert!(text.contains("Guard caught Thief at space 3"), "{text}");
            assert!(
                text.contains("Guard chooses where to stand and acts first"),
                "{text}"
            );
            assert!(
                text.contains("Thief cannot move on its first combat turn"),
                "{text}"
            );
        }
        other => panic!("over, not {other:?}"),
    }
}

fn run_until_caught(chase: &mut TrackChase) {
    run(chase, end("Guard"), &[]);
    // The thief stumbles: a failed save costs him a space of movement.
    run(
        chase,
        Command::Save {
            who: "Thief".into(),
            ability: Ability::Agility,
            cn: Some(10),
            on_failure: Consequence::LoseSpace,
        },
        &[2, 3],
    );
    run(chase, mv("Thief"), &[]);
    assert_eq!(
        at(chase, "Thief"),
        3,
        "no movement left after the lost space"
    );
    run(chase, end("Thief"), &[]);
    let events = run(chase, mv("Guard"), &[]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::StatusChanged {
            status: Status::Caught { .. },
            ..
        }
    )));
    assert_eq!(chase.ending, Some(Ending::NoPreyLeft));
}

/// A chaser with more movement than the gap (3 with a shortcut and 20 ft more speed, against 2)
/// stops on the prey's space: passing it is catching it.
#[test]
fn a_chaser_stops_on_the_prey_it_catches() {
    let settings = Settings {
        start: Start::Adjacent,
        ..Settings::default()
    };
    let mut fast = guard();
    fast.speed_ft = 50;
    let mut chase = TrackChase::new(settings, vec![thief(), fast])
        .and_then(|chase| chase.place_at("Guard", 1))
        .unwrap();
    run(&mut chase, Command::Start, &[]);
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(
        &mut chase,
        act("Guard", Ability::Agility, 8, Effect::Shortcut),
        &[5, 5],
    );
    run(&mut chase, mv("Guard"), &[]);
    assert_eq!(
        (at(&chase, "Guard"), p(&chase, "Thief").status),
        (3, Status::Caught { by: 1 })
    );
}

/// The dice are asked for with a label in the GM's words, one die at a time.
#[test]
fn each_die_is_asked_for_by_name() {
    let chase = started(Settings::default(), vec![thief(), guard()], &[]);
    let mut roller = Roller::given([5]);
    let command = act("Thief", Ability::Agility, 9, Effect::Shortcut);
    match handle(&chase, &command, &mut roller) {
        Err(Refusal::Dice(NeedDice::Missing(request))) => {
            assert_eq!(request.label(), "Thief: agility d10");
            assert_eq!(request.range(), (1, 10));
        }
        other => panic!("expected a request for the agility die, got {other:?}"),
    }
}
