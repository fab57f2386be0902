//! "Example Chase": the thief in the bazaar, replayed with the text's numbers, and carried on to
//! the docks.

use super::*;

/// "Example Chase", rounds 1 and 2, with the text's totals (the text gives totals only; the dice
/// that make them up are ours, none of them a 1).
#[test]
fn the_thief_in_the_bazaar() {
    let mut chase = bazaar();
    run(&mut chase, Command::Start, &[]);
    // "The chase begins at distance 3."
    assert_eq!((at(&chase, "Thief"), at(&chase, "Guard")), (3, 0));
    assert_eq!(current(&chase), "Thief", "the prey always acts first");

    // Round 1. Thief: "Slide under a carpet merchant's stall", heart d8 + agility d10 vs CN 9: 7.
    let events = run(&mut chase, slide(), &[3, 4]);
    assert!(events.iter().any(|e| matches!(e,
        Event::ActionRolled { check, result: ActionResult::Failure, .. } if check.total() == 7 && check.cn == 9)));
    // "Still gets to use his movement, is now at space 4."
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 4);
    run(&mut chase, end("Thief"), &[]);

    // Guard: "Rally the crowd to stop the thief", heart d8 + presence d6 vs CN 8: 11, a success:
    // slow 'em down in the thief's space, affecting the thief.
    let events = run(&mut chase, rally(), &[6, 5]);
    assert!(events.iter().any(|e| matches!(e,
        Event::ActionRolled { check, result: ActionResult::Success, .. } if check.total() == 11)));
    assert_eq!(chase.obstacles_against(Side::Prey, 4), 1);
    assert_eq!(chase.obstacles_against(Side::Chaser, 4), 0);
    run(&mut chase, mv("Guard"), &[]);
    assert_eq!(at(&chase, "Guard"), 1);
    assert_eq!(
        at(&chase, "Thief") - at(&chase, "Guard"),
        3,
        "Distance is 3."
    );
    run(&mut chase, end("Guard"), &[]);
    assert_eq!(chase.round, 2);

    // Round 2. Thief: "Climb to the rooftops" with might: 12 vs CN 11, a shortcut: two spaces of
    // movement, one of them spent leaving the guard's obstacle: space 5.
    let events = run(&mut chase, climb(), &[8, 4]);
    assert!(events.iter().any(|e| matches!(e,
        Event::ActionRolled { check, result: ActionResult::Success, .. } if check.total() == 12)));
    let events = run(&mut chase, mv("Thief"), &[]);
    let thief = chase.find("Thief").unwrap();
    assert!(events.contains(&Event::Hindered {
        who: thief,
        at: 4,
        spent: 1
    }));
    assert_eq!(at(&chase, "Thief"), 5);
    run(&mut chase, end("Thief"), &[]);

    // Guard: moves from 1 to 2, then exerts: 9 vs CN 8, a success: 2 to 3; the CN is now 10.
    run(&mut chase, mv("Guard"), &[]);
    assert_eq!(at(&chase, "Guard"), 2);
    let events = run(&mut chase, exert("Guard"), &[5, 4]);
    assert!(events.iter().any(|e| matches!(e,
        Event::Exerted { check, success: true, next_cn: 10, .. } if check.total() == 9 && check.cn == 8)));
    assert_eq!(at(&chase, "Guard"), 3);
    assert_eq!(chase.exertion_cn(chase.find("Guard").unwrap()), 10);
    assert_eq!(
        at(&chase, "Thief") - at(&chase, "Guard"),
        2,
        "Distance is now 2."
    );
    assert_eq!(
        chase.round, 3,
        "the guard's one exertion ends his turn and the round"
    );
    assert_eq!(chase.outcome(), crate::engine::Outcome::Ongoing);
}

/// "The chase continues with the thief trying to reach the docks (target number 12) before being
/// caught": our own dice from round 3 on, until he is safe ("Safe Haven").
#[test]
fn the_thief_reaches_the_docks() {
    let mut chase = after_the_example();
    assert_eq!(
        (at(&chase, "Thief"), at(&chase, "Guard"), chase.round),
        (5, 3, 3)
    );
    // Round 3: the thief just runs (6); the guard runs (4) and exerts 11 vs CN 10 (5).
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, end("Thief"), &[]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, exert("Guard"), &[6, 5]);
    assert_eq!((at(&chase, "Thief"), at(&chase, "Guard")), (6, 5));
    // Round 4: the thief runs (7) and exerts 9 vs CN 8 (8); the guard runs (6) and fails 7 vs 12.
    run(&mut chase, mv("Thief"), &[]);
    run(&mut chase, exert("Thief"), &[4, 5]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, exert("Guard"), &[3, 4]);
    assert_eq!((at(&chase, "Thief"), at(&chase, "Guard")), (8, 6));
    // Round 5: a shortcut with cunning, 12 vs CN 11 (10), and 11 vs CN 10 (11); the guard runs
    // (7) and exerts 16 vs CN 14 (8).
    run(
        &mut chase,
        act("Thief", Ability::Cunning, 11, Effect::Shortcut),
        &[7, 5],
    );
    run(&mut chase, mv("Thief"), &[]);
    assert_eq!(at(&chase, "Thief"), 10);
    run(&mut chase, exert("Thief"), &[6, 5]);
    run(&mut chase, mv("Guard"), &[]);
    run(&mut chase, exert("Guard"), &[8, 8]);
    assert_eq!((at(&chase, "Thief"), at(&chase, "Guard")), (11, 8));
    // Round 6: one more space and the thief is at the docks.
    let before = chase.clone();
    let events = run(&mut chase, mv("Thief"), &[]);
    assert_eq!(p(&chase, "Thief").status, Status::Safe);
    assert_eq!(chase.phase, Phase::Over);
    let lines = told(&before, &events);
    assert!(
        lines
            .iter()
            .any(|l| l == "Thief reaches safety at space 12."),
        "{lines:?}"
    );
    match chase.outcome() {
        crate::engine::Outcome::Over(text) => {
            assert!(text.contains("Thief reached safety at space 12"), "{text}")
        }
        other => panic!("the chase should be over: {other:?}"),
    }
}

/// The example told as the log tells it.
#[test]
fn the_example_reads_as_the_text_tells_it() {
    let mut chase = bazaar();
    run(&mut chase, Command::Start, &[]);
    let before = chase.clone();
    let events = run(&mut chase, slide(), &[3, 4]);
    assert_eq!(
        told(&before, &events),
        [
            "Thief tries to slide under a carpet merchant's stall (agility, for a shortcut): heart 3 + agility 4 = 7 against CN 9: a failure."
        ]
    );
    let before = chase.clone();
    let events = run(&mut chase, mv("Thief"), &[]);
    assert_eq!(
        told(&before, &events),
        ["Thief moves from space 3 to 4; 4 spaces from Guard."]
    );
    run(&mut chase, end("Thief"), &[]);
    let before = chase.clone();
    let events = run(&mut chase, rally(), &[6, 5]);
    assert_eq!(
        told(&before, &events),
        [
            "Guard tries to rally the crowd to stop the thief (presence, for slow 'em down at space 4): heart 6 + presence 5 = 11 against CN 8: a success.",
            "An obstacle (Rally the crowd to stop the thief) at space 4 hinders the prey: one extra movement to leave it."
        ]
    );
}

/// Round 1 and 2 of the example, replayed without looking.
fn after_the_example() -> TrackChase {
    let mut chase = bazaar();
    let steps: [(Command, &[i32]); 11] = [
        (Command::Start, &[]),
        (slide(), &[3, 4]),
        (mv("Thief"), &[]),
        (end("Thief"), &[]),
        (rally(), &[6, 5]),
        (mv("Guard"), &[]),
        (end("Guard"), &[]),
        (climb(), &[8, 4]),
        (mv("Thief"), &[]),
        (end("Thief"), &[]),
        (mv("Guard"), &[]),
    ];
    for (command, dice) in steps {
        run(&mut chase, command, dice);
    }
    run(&mut chase, exert("Guard"), &[5, 4]);
    chase
}

fn described(who: &str, ability: Ability, effect: Effect, cn: u32, what: &str) -> Command {
    Command::Act {
        who: who.into(),
        ability,
        effect,
        cn: Some(cn),
        what: Some(what.into()),
        edge: Edge::None,
    }
}

fn slide() -> Command {
    described(
        "Thief",
        Ability::Agility,
        Effect::Shortcut,
        9,
        "Slide under a carpet merchant's stall",
    )
}

fn rally() -> Command {
    let effect = Effect::SlowThemDown {
        at: Some("Thief".into()),
    };
    described(
        "Guard",
        Ability::Presence,
        effect,
        8,
        "Rally the crowd to stop the thief",
    )
}

fn climb() -> Command {
    described(
        "Thief",
        Ability::Might,
        Effect::Shortcut,
        11,
        "Climb to the rooftops",
    )
}
