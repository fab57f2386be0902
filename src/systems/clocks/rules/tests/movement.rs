//! "Position Clocks" (movement checks and their levels), "Steep, Difficult and Very Difficult
//! Terrain", "Additional Movement" and "Slowing Down".

use super::*;

fn runner_and_hound(segments: u32) -> ClockChase {
    chase(
        segments,
        vec![
            Participant::runner("Ann"),
            Participant::chaser("Hound").with_speed(2),
        ],
    )
}

/// "Position Clocks" with the README's scale: d20 + bonus against the DC; a natural 20 or margin
/// 10+ is critical (3 segments), 5-9 strong (2), 2-4 success (1), 0-1 weak (1 and a detriment),
/// below 0 failure (0).
#[test]
fn the_margin_decides_the_segments() {
    for (die, level, segments) in [
        (20, Level::Critical, 3),
        (19, Level::Strong, 2),
        (15, Level::Strong, 2),
        (14, Level::Success, 1),
        (12, Level::Success, 1),
        (11, Level::Weak, 1),
        (10, Level::Weak, 1),
        (9, Level::Failure, 0),
        (1, Level::Failure, 0),
    ] {
        // Given Ann (+0) at the start of an easy street, DC 10.
        let mut state = runner_and_hound(12);
        begin(&mut state);
        // When she rolls `die`.
        let events = run(&mut state, check("Ann"), &[die]);
        // Then the level and the segments follow the margin.
        let (roll, earned) = checked(&events);
        assert_eq!(
            (roll.dc, roll.margin, roll.level, earned),
            (10, die - 10, level, segments),
            "d20 {die}"
        );
        assert_eq!(p(&state, "Ann").filled, segments, "d20 {die}");
        let detriment = events.contains(&Event::DetrimentTaken { who: 0 });
        assert_eq!(detriment, level == Level::Weak, "d20 {die}");
    }
}

/// The README: "Critical success: a natural 20 or margin 10+" — even when 20 + bonus misses the
/// DC; the setting can turn that off.
#[test]
fn a_natural_20_is_critical_whatever_the_dc() {
    let slow = || {
        let mut state = chase(12, vec![Participant::runner("Ann").with_speed(-5)]);
        state.paths[0].terrain.difficulty = Difficulty::VeryDifficult;
        state
    };
    let mut state = slow();
    begin(&mut state);
    let events = run(&mut state, check("Ann"), &[20]);
    assert_eq!(checked(&events).0.margin, -5);
    assert_eq!(checked(&events).0.level, Level::Critical);
    assert_eq!(p(&state, "Ann").filled, 3);

    let mut strict = slow();
    strict.settings.natural_20_critical = false;
    begin(&mut strict);
    let events = run(&mut strict, check("Ann"), &[20]);
    assert_eq!(checked(&events).0.level, Level::Failure);
    assert_eq!(p(&strict, "Ann").filled, 0);
}

/// Every threshold and segment count is a setting (README: "make each one a setting").
#[test]
fn the_scale_is_a_setting() {
    let mut state = runner_and_hound(12);
    state.settings.strong_margin = 3;
    state.settings.strong_segments = 4;
    begin(&mut state);
    run(&mut state, check("Ann"), &[13]);
    assert_eq!(
        p(&state, "Ann").filled,
        4,
        "margin 3 is strong here, worth 4"
    );
}

/// "Once during a Character's Turn, they may make a Movement Check ... A Character may make an
/// additional Movement Check during their turn using the Move Action." No third.
#[test]
fn one_check_a_turn_and_one_more_with_the_move_action() {
    let mut state = runner_and_hound(12);
    begin(&mut state);
    let first = run(&mut state, check("Ann"), &[12]);
    assert!(matches!(
        &first[0],
        Event::Checked {
            kind: CheckKind::Turn,
            ..
        }
    ));
    let second = run(&mut state, check("Ann"), &[12]);
    assert!(matches!(
        &second[0],
        Event::Checked {
            kind: CheckKind::MoveAction,
            ..
        }
    ));
    assert_eq!(p(&state, "Ann").filled, 2);
    let why = refused(&state, check("Ann"), &[12]);
    assert!(
        why.contains("Ann has used this round's movement check and Move action"),
        "{why}"
    );
    // Next round she may check again.
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, end_turn("Hound"), &[]);
    assert_eq!(state.round, 2);
    run(&mut state, check("Ann"), &[12]);
    assert_eq!(p(&state, "Ann").filled, 3);
}

/// Turns go in the order; nobody else acts on another's turn.
#[test]
fn only_the_one_whose_turn_it_is_acts() {
    let mut state = runner_and_hound(12);
    let why = refused(&state, check("Ann"), &[12]);
    assert!(why.contains("roll for turn order or set it"), "{why}");
    begin(&mut state);
    let why = refused(&state, check("Hound"), &[12]);
    assert_eq!(why, "it is Ann's turn, not Hound's");
    let why = refused(&state, check("Nobody"), &[12]);
    assert!(
        why.contains("there is no 'Nobody' in this chase; the participants are Ann and Hound"),
        "{why}"
    );
}

/// "Steep, Difficult and Very Difficult Terrain": DC 10 / 15 / 20; "Effects, such as Spells
/// which create Difficult Terrain, may be assumed to increase the Difficulty of a Target's
/// Movement Checks by 5"; "a Character who Moves using Teleportation, or is able to Fly ... would
/// have a DC 10".
#[test]
fn the_terrain_sets_the_dc() {
    let dc_of = |difficulty: Difficulty, hindered: bool, flying: bool| {
        let mut state = runner_and_hound(12);
        state.paths[0].terrain.difficulty = difficulty;
        begin(&mut state);
        if hindered {
            run(
                &mut state,
                Command::SetCondition {
                    who: "Ann".into(),
                    condition: Condition::Hindered,
                    on: true,
                },
                &[],
            );
        }
        if flying {
            run(
                &mut state,
                Command::SetCondition {
                    who: "Ann".into(),
                    condition: Condition::Flying,
                    on: true,
                },
                &[],
            );
        }
        checked(&run(&mut state, check("Ann"), &[12])).0.dc
    };
    assert_eq!(dc_of(Difficulty::Easy, false, false), 10);
    assert_eq!(dc_of(Difficulty::Difficult, false, false), 15);
    assert_eq!(dc_of(Difficulty::VeryDifficult, false, false), 20);
    assert_eq!(dc_of(Difficulty::Difficult, true, false), 20);
    assert_eq!(dc_of(Difficulty::Dc(13), true, false), 18);
    assert_eq!(dc_of(Difficulty::VeryDifficult, false, true), 10);
    assert_eq!(dc_of(Difficulty::VeryDifficult, true, true), 10);
}

/// A keeper's call on one check: a modifier to the speed bonus, a DC of its own, advantage (two
/// d20, the higher kept, each asked of the roller).
#[test]
fn a_check_can_carry_the_keepers_call() {
    let mut state = chase(12, vec![Participant::runner("Ann").with_speed(3)]);
    begin(&mut state);
    let events = run(
        &mut state,
        Command::MovementCheck {
            who: "Ann".into(),
            advantage: true,
            modifier: -1,
            board: None,
            dc: Some(18),
        },
        &[4, 17],
    );
    let (roll, earned) = checked(&events);
    assert_eq!(
        (roll.natural, roll.other, roll.bonus, roll.total, roll.dc),
        (17, Some(4), 2, 19, 18)
    );
    assert_eq!(earned, 1, "margin 1 is weak: 1 segment");
    // Without given dice the roller asks for each die in the keeper's words.
    let mut roller = Roller::given([]);
    let err = handle(
        &state,
        &Command::MovementCheck {
            who: "Ann".into(),
            advantage: true,
            modifier: 0,
            board: None,
            dc: None,
        },
        &mut roller,
    )
    .unwrap_err();
    assert_eq!(
        err.needs().map(|r| r.label().to_string()),
        Some("Ann: movement check d20 (advantage, 1 of 2)".to_string())
    );
}

/// "Additional Movement": an effect moving N spaces grants an additional movement check with +N
/// "instead of their usual Speed Bonus"; it does not use up the turn's checks, and may come out of
/// turn.
#[test]
fn additional_movement_checks_use_the_spaces_as_bonus() {
    let mut state = runner_and_hound(12);
    state.participants[0].speed = 5;
    begin(&mut state);
    run(&mut state, end_turn("Ann"), &[]);
    // On the Hound's turn, Ann dashes away from danger: +2 instead of her +5.
    let dash = Command::AdditionalMovement {
        who: "Ann".into(),
        effect: "Dash".into(),
        spaces: 2,
        ignores_terrain: false,
        advantage: false,
    };
    let events = run(&mut state, dash, &[13]);
    let (roll, earned) = checked(&events);
    assert_eq!(
        (roll.bonus, roll.total, roll.level, earned),
        (2, 15, Level::Strong, 2)
    );
    assert_eq!(
        p(&state, "Ann").used,
        Used::default(),
        "her own checks are untouched"
    );
    let why = refused(
        &state,
        Command::AdditionalMovement {
            who: "Ann".into(),
            effect: "Nothing".into(),
            spaces: 0,
            ignores_terrain: false,
            advantage: false,
        },
        &[],
    );
    assert!(why.contains("grants no spaces"), "{why}");
}

/// "Slowing Down": "A Character may at any point during their Turn choose to remove any number of
/// segments of their Clock" — to become adjacent to someone, say.
#[test]
fn slowing_down_removes_segments_at_will() {
    let mut state = runner_and_hound(12);
    state.participants[0].filled = 4;
    begin(&mut state);
    let why = refused(
        &state,
        Command::SlowDown {
            who: "Ann".into(),
            segments: 5,
        },
        &[],
    );
    assert_eq!(why, "Ann has 4 segments filled and cannot remove 5");
    run(
        &mut state,
        Command::SlowDown {
            who: "Ann".into(),
            segments: 4,
        },
        &[],
    );
    assert_eq!(p(&state, "Ann").filled, 0);
    assert!(
        state.relative(0, 1).is_adjacent(),
        "level with the Hound now"
    );
}

/// "Slowing Down" is "at any point during their Turn", and a turn is the movement check, the
/// Move action and the Skill action ("Position Clocks", "Paths"): once all three are used the
/// turn holds only its end, so slowing down or taking a new path then is refused, and the
/// screen's pass of that turn is the one command left.
#[test]
fn a_turn_with_the_check_the_move_and_the_skill_action_used_holds_only_its_end() {
    let mut state = runner_and_hound(12);
    begin(&mut state);
    run(&mut state, check("Ann"), &[12]);
    run(&mut state, check("Ann"), &[12]);
    let slow = Command::SlowDown {
        who: "Ann".into(),
        segments: 1,
    };
    assert!(
        crate::engine::legal::verdict(&state, &slow).is_legal(),
        "before the Skill action she may still slow down"
    );
    let spot = Command::SkillAction {
        who: "Ann".into(),
        what: "look back".into(),
        check: None,
    };
    run(&mut state, spot, &[]);
    assert!(state.turn_spent(0));
    let why = refused(&state, slow, &[]);
    assert_eq!(
        why,
        "Ann has used the check, the Move and the Skill action: this turn can only end"
    );
    run(&mut state, end_turn("Ann"), &[]);
    assert_eq!(state.current(), state.find("Hound"));
}

/// "Vehicles and Mounts": "provided you are not Immobile" — and an immobile participant makes no
/// progress either.
#[test]
fn an_immobile_participant_cannot_move() {
    let mut state = runner_and_hound(12);
    begin(&mut state);
    run(
        &mut state,
        Command::SetCondition {
            who: "Ann".into(),
            condition: Condition::Immobile,
            on: true,
        },
        &[],
    );
    assert_eq!(
        refused(&state, check("Ann"), &[15]),
        "Ann is immobile and cannot move"
    );
    let why = refused(
        &state,
        Command::SetCondition {
            who: "Ann".into(),
            condition: Condition::Immobile,
            on: true,
        },
        &[],
    );
    assert_eq!(why, "Ann is immobile already");
}

/// The log tells a check in the keeper's words, with the numbers.
#[test]
fn a_check_reads_well_in_the_log() {
    let mut state = runner_and_hound(8);
    state.participants[0].speed = 3;
    begin(&mut state);
    let before = state.clone();
    let events = run(&mut state, check("Ann"), &[14]);
    assert_eq!(
        told(&before, &events),
        vec![
            "Ann's movement check: d20 14 +3 = 17 vs DC 10: strong success (margin 7), 2 segments.",
            "Ann fills 2 segments: 2/8.",
        ]
    );
}

/// "Once during a Character's Turn, they may make a Movement Check": the one whose turn it is
/// moves however the keeper types the name (any case, spaces around), and the turn passes on
/// with its end, whoever was refused before then moving.
#[test]
fn the_one_whose_turn_it_is_is_named_in_any_case() {
    // Given Ann and the Hound on a street, Ann's turn first.
    let mut state = runner_and_hound(12);
    begin(&mut state);
    // When the Hound tries to move, it is refused: it is Ann's turn.
    assert_eq!(
        refused(&state, check("Hound"), &[15]),
        "it is Ann's turn, not Hound's"
    );
    // When Ann is named as a keeper may type her, she moves.
    let events = run(&mut state, check("  ann "), &[15]);
    assert_eq!(checked(&events).1, 2);
    assert_eq!(p(&state, "Ann").filled, 2);
    // And once her turn is over, the Hound moves and she is refused.
    run(&mut state, end_turn("ANN"), &[]);
    assert_eq!(
        refused(&state, check("Ann"), &[15]),
        "it is Hound's turn, not Ann's"
    );
    run(&mut state, check("Hound"), &[15]);
    assert_eq!(p(&state, "Hound").filled, 2);
}
