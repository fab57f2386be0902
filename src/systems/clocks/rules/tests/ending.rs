//! "Goals", "Runners and Chasers", "Head Starts", "Timers", "Races" and "Turn Order".

use super::*;
use crate::engine::{Outcome, Rules};

/// "Runners and Chasers": a chaser catches a runner "if they fill their Clock before a Character
/// they are pursuing fills their Clock, provided they are on the same Path"; "Paths": "if a Chaser
/// fills their Clock, but the Runner is on a different Path, then they are not caught!"
#[test]
fn a_chaser_that_fills_its_clock_catches_the_runners_on_its_path() {
    // Given Ann on the street and Bo on the roofs, both short of home, and the Hound one segment
    // from the end of its clock.
    let mut start = Start::new(4);
    start.paths = vec![
        Path::new("street", Terrain::default()),
        Path::new("roofs", Terrain::default()),
    ];
    start.participants = vec![
        Participant::chaser("Hound").with_head_start(3),
        Participant::runner("Ann").with_head_start(2),
        Participant::runner("Bo").with_head_start(2).on_path(1),
    ];
    // This setup says the Hound's full clock sets the runners free (the default keeps them
    // running: `the_last_chaser_done_leaves_the_runners_still_to_get_away`).
    start.settings.escape_when_chasers_done = true;
    let mut state = ClockChase::new(start).unwrap();
    begin(&mut state);
    // When the Hound fills its clock.
    let events = run(&mut state, check("Hound"), &[12]);
    // Then Ann is caught, Bo is not, and the chase goes on for Bo.
    assert!(events.contains(&Event::Caught {
        who: 1,
        by: Catcher::Chaser(0)
    }));
    assert_eq!(
        p(&state, "Ann").status,
        Status::Caught {
            by: Catcher::Chaser(0)
        }
    );
    assert_eq!(p(&state, "Bo").status, Status::Running);
    assert_eq!(p(&state, "Hound").status, Status::Filled);
    // With no chaser left, Bo gets away.
    assert_eq!(state.ending, Some(Ending::NoChaserLeft));
    assert_eq!(
        state.outcome(),
        Outcome::Over(
            "No chaser is left: Ann caught; Bo got away with nobody left to catch them.".into()
        )
    );
}

/// "A Runner's goal ... They will achieve this if they fill their Clock before a Character Chasing
/// them catches them." The chase ends "when all Runners have either been caught, or all Runners
/// have filled their Clocks."
#[test]
fn a_runner_that_fills_its_clock_first_gets_away() {
    let mut state = chase(
        4,
        vec![
            Participant::runner("Ann").with_head_start(3),
            Participant::chaser("Hound").with_head_start(3),
        ],
    );
    begin(&mut state);
    let before = state.clone();
    let events = run(&mut state, check("Ann"), &[12]);
    assert_eq!(p(&state, "Ann").status, Status::Filled);
    assert_eq!(state.ending, Some(Ending::AllRunnersDone));
    assert_eq!(
        told(&before, &events),
        vec![
            "Ann's movement check: d20 12 = 12 vs DC 10: success (margin 2), 1 segment.",
            "Ann fills 1 segment: 4/4.",
            "Ann fills the clock and gets away.",
            "The chase is over. Ann got away.",
        ]
    );
    let why = refused(&state, check("Hound"), &[12]);
    assert_eq!(why, "the chase is over");
}

/// "Hiding": "While Hidden, in addition to it's other benefits, a Runner cannot be caught."
#[test]
fn a_hidden_runner_cannot_be_caught() {
    let mut state = chase(
        4,
        vec![
            Participant::runner("Ann").with_head_start(1),
            Participant::chaser("Hound").with_head_start(3),
        ],
    );
    state.paths[0].terrain.obscurement = Obscurement::Obscured;
    state.settings.escape_when_chasers_done = true;
    begin(&mut state);
    run(
        &mut state,
        Command::Hide {
            who: "Ann".into(),
            check: None,
        },
        &[],
    );
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, check("Hound"), &[12]);
    assert_eq!(
        p(&state, "Ann").status,
        Status::Running,
        "hidden: not caught"
    );
    assert_eq!(state.ending, Some(Ending::NoChaserLeft));
}

/// "Head Starts": "the GM may at their discretion grant the Runners a head start (i.e. allow them
/// to start with 1 or more segments already filled)" — but not a full clock.
#[test]
fn head_starts_begin_with_segments_filled() {
    let state = chase(
        6,
        vec![
            Participant::runner("Ann").with_head_start(2),
            Participant::chaser("Hound"),
        ],
    );
    assert_eq!(p(&state, "Ann").filled, 2);
    assert_eq!(state.relative(0, 1), Relative::Spaces(3));
    let mut start = Start::new(6);
    start.participants = vec![Participant::runner("Ann").with_head_start(6)];
    let err = ClockChase::new(start).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Ann starts with 6 of 6 segments; a head start must leave some to fill"
    );
}

/// "Timers": "a single Timer Clock which progresses by 1 Segment at the end of each Round without
/// the need for a Movement Check ... who will catch all Runners who have not filled their Clocks
/// before the timer is completed."
#[test]
fn the_timer_ticks_each_round_and_catches_who_is_left() {
    let mut start = Start::new(4);
    start.participants = vec![
        Participant::runner("Ann").with_head_start(2),
        Participant::runner("Bo"),
    ];
    start.timer = Some(Timer::new("Self-destruct", 2));
    let mut state = ClockChase::new(start).unwrap();
    assert!(!state.is_race(), "a timer is not a race");
    begin(&mut state);
    run(&mut state, end_turn("Ann"), &[]);
    let before = state.clone();
    let events = run(&mut state, end_turn("Bo"), &[]);
    assert_eq!(
        told(&before, &events),
        vec![
            "Self-destruct ticks: 1/2.",
            "Round 1 ends.",
            "Round 2 begins."
        ]
    );
    run(&mut state, check("Ann"), &[15]);
    assert_eq!(p(&state, "Ann").status, Status::Filled);
    run(&mut state, end_turn("Bo"), &[]);
    assert_eq!(
        p(&state, "Bo").status,
        Status::Caught { by: Catcher::Timer }
    );
    assert_eq!(state.ending, Some(Ending::TimeUp));
    assert_eq!(
        state.outcome(),
        Outcome::Over("Self-destruct has run out: Ann got away; Bo caught.".into())
    );
}

/// "Races": "the Runners are each attempting to fill their Clocks before the other Runners fill
/// theirs ... it may only be critical to discern who has won the Race, or who the top three
/// contenders were." The race ends when its third runner is home.
#[test]
fn a_race_ends_with_its_top_three() {
    let runners = ["Ann", "Bo", "Cy", "Di"].map(|n| Participant::runner(n).with_head_start(1));
    let mut state = chase(2, runners.to_vec());
    assert!(state.is_race());
    // Turn order: Dexterity with Athletics, d20 each in setup order.
    run(&mut state, Command::RollOrder, &[5, 15, 10, 20]);
    let order: Vec<&str> = state
        .turn
        .order
        .iter()
        .map(|i| state.participant(*i).name.as_str())
        .collect();
    assert_eq!(order, ["Di", "Bo", "Cy", "Ann"]);
    run(&mut state, check("Di"), &[12]);
    run(&mut state, check("Bo"), &[3]);
    run(&mut state, end_turn("Bo"), &[]);
    run(&mut state, check("Cy"), &[12]);
    assert_eq!(
        state.phase,
        Phase::Running,
        "two home, the third place is open"
    );
    run(&mut state, check("Ann"), &[12]);
    assert_eq!(state.ending, Some(Ending::RaceDecided));
    assert_eq!(
        state.outcome(),
        Outcome::Over("The race: 1st Di, 2nd Cy, 3rd Ann.".into())
    );
}

/// "Races" with the place setting at 1: the first to fill wins.
#[test]
fn the_first_to_fill_wins() {
    let mut state = chase(
        2,
        vec![Participant::runner("Ann"), Participant::runner("Bo")],
    );
    state.settings.race_places = 1;
    run(&mut state, Command::RollOrder, &[9, 3]);
    run(&mut state, check("Ann"), &[15]);
    assert_eq!(state.outcome(), Outcome::Over("Ann wins the race.".into()));
}

/// "Turn Order": "each Character make a Dexterity with Athletics Skill Check ... In the event of
/// a tie, have the tied Characters repeat the Check to determine who goes first between
/// themselves. Use this same Turn Order for all of the Rounds."
#[test]
fn race_order_rolls_dexterity_with_athletics_and_rerolls_ties() {
    let mut state = chase(
        6,
        vec![
            Participant::runner("Ann").with_athletics(2),
            Participant::runner("Bo").with_athletics(4),
            Participant::runner("Cy"),
        ],
    );
    let why = refused(
        &state,
        Command::SetOrder {
            order: vec!["Cy".into()],
        },
        &[],
    );
    assert!(
        why.contains("a race's turn order comes from Dexterity with Athletics"),
        "{why}"
    );
    // Ann 10+2 = 12 and Bo 8+4 = 12 tie above Cy's 11: they re-roll, Ann 3+2 against Bo 1+4, a
    // tie again; then Ann 9+2 beats Bo 2+4.
    let before = state.clone();
    let events = run(&mut state, Command::RollOrder, &[10, 8, 11, 3, 1, 9, 2]);
    let order: Vec<&str> = state
        .turn
        .order
        .iter()
        .map(|i| state.participant(*i).name.as_str())
        .collect();
    assert_eq!(order, ["Ann", "Bo", "Cy"]);
    assert_eq!(
        told(&before, &events)[0],
        "Dexterity with Athletics: Ann 12, Bo 12 and Cy 11; ties re-rolled: Ann 5, Bo 5, Ann 11 and \
         Bo 6. Turn order for the chase: Ann, Bo and Cy."
    );
    // The order holds in every round.
    for who in ["Ann", "Bo", "Cy"] {
        run(&mut state, end_turn(who), &[]);
    }
    assert_eq!(state.round, 2);
    assert_eq!(state.current(), Some(0));
    let why = refused(&state, Command::RollOrder, &[]);
    assert!(why.contains("fixed for the whole chase"), "{why}");
}

/// "Turn Order" outside races: "as presented on the Conflicts Page (e.g. use Freedom
/// Initiative)" — the keeper gives it; those not named follow in setup order.
#[test]
fn the_keeper_sets_the_initiative_order() {
    let mut state = chase(
        6,
        vec![
            Participant::runner("Ann"),
            Participant::runner("Bo"),
            Participant::chaser("Hound"),
            Participant::ride("Cart", RideKind::Vehicle),
        ],
    );
    let why = refused(
        &state,
        Command::SetOrder {
            order: vec!["Cart".into()],
        },
        &[],
    );
    assert_eq!(
        why,
        "Cart has no turn of its own: whoever is aboard commands it"
    );
    let why = refused(
        &state,
        Command::SetOrder {
            order: vec!["Hound".into(), "hound".into()],
        },
        &[],
    );
    assert_eq!(why, "Hound is named twice in the turn order");
    run(
        &mut state,
        Command::SetOrder {
            order: vec!["Hound".into()],
        },
        &[],
    );
    assert_eq!(state.turn.order, vec![2, 0, 1]);
    assert_eq!((state.round, state.current()), (1, Some(2)));
}

/// "Goals": the keeper may end the chase at any point; the outcome says where everyone stands.
#[test]
fn the_keeper_can_end_the_chase() {
    let mut state = chase(
        6,
        vec![Participant::runner("Ann"), Participant::chaser("Hound")],
    );
    begin(&mut state);
    run(&mut state, Command::EndChase, &[]);
    assert_eq!(
        state.outcome(),
        Outcome::Over("The keeper ends it in round 1: Ann still running.".into())
    );
}

/// "Time": "In a Short Distance Chase, the time for each Round may be as short as 10 Seconds ...
/// in a longer Race each Round may be as long as 100 Seconds". With the setting, the log keeps
/// the time.
#[test]
fn rounds_can_keep_the_time() {
    let mut state = chase(
        12,
        vec![Participant::runner("Ann"), Participant::runner("Bo")],
    );
    state.settings.round_seconds = Some(100);
    begin(&mut state);
    run(&mut state, end_turn("Ann"), &[]);
    let before = state.clone();
    let events = run(&mut state, end_turn("Bo"), &[]);
    assert_eq!(
        told(&before, &events),
        vec!["Round 1 ends.", "Round 2 begins, 1 minute 40 seconds in."]
    );
    assert_eq!(duration(600), "10 minutes");
    assert_eq!(duration(10), "10 seconds");
}

/// "Goals": "In all cases however the Chase ends when all Runners have either been caught, or all
/// Runners have filled their Clocks." The last chaser filling its clock and catching nobody does
/// not end it: the runners still have to get away.
#[test]
fn the_last_chaser_done_leaves_the_runners_still_to_get_away() {
    let mut start = Start::new(4);
    start.paths = vec![
        Path::new("street", Terrain::default()),
        Path::new("roofs", Terrain::default()),
    ];
    start.participants = vec![
        Participant::chaser("Hound").with_head_start(3),
        Participant::runner("Ann").with_head_start(2).on_path(1),
        Participant::runner("Bo").with_head_start(2).on_path(1),
    ];
    let mut state = ClockChase::new(start).unwrap();
    begin(&mut state);
    // The Hound fills its clock on the street; Ann and Bo are on the roofs: not caught.
    run(&mut state, check("Hound"), &[12]);
    assert_eq!(p(&state, "Hound").status, Status::Filled);
    assert_eq!(p(&state, "Ann").status, Status::Running);
    assert_eq!(state.ending, None, "neither runner has filled its clock");
    assert_eq!(state.outcome(), Outcome::Ongoing);
    // They still run: Ann fills hers (a strong success, 2 segments), then Bo his.
    run(&mut state, check("Ann"), &[15]);
    assert_eq!(p(&state, "Ann").status, Status::Filled);
    assert_eq!(state.ending, None, "Bo is still running");
    let before = state.clone();
    let events = run(&mut state, check("Bo"), &[15]);
    assert_eq!(state.ending, Some(Ending::AllRunnersDone));
    assert_eq!(
        told(&before, &events).last().map(String::as_str),
        Some("The chase is over. Ann and Bo got away.")
    );
}

/// The setup may say what the chaser's full clock means instead: `escape_when_chasers_done`
/// sets the runners still running free at once.
#[test]
fn a_setup_may_say_the_last_chasers_full_clock_sets_the_runners_free() {
    let mut state = chase(
        4,
        vec![
            Participant::chaser("Hound").with_head_start(3),
            Participant::runner("Ann").with_head_start(2),
        ],
    );
    state.settings.escape_when_chasers_done = true;
    state.participants[1].hidden = true;
    begin(&mut state);
    run(&mut state, check("Hound"), &[12]);
    assert_eq!(state.ending, Some(Ending::NoChaserLeft));
    assert_eq!(
        state.outcome(),
        Outcome::Over("No chaser is left: Ann got away with nobody left to catch them.".into())
    );
}
