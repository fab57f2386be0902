//! The script runner in-process, on a farm track built by hand (the setup files have their own
//! tests; `tests/scripts.rs` runs the same stories through the real binary).

use super::output::{self, Header};
use crate::engine::Session;
use crate::script::*;
use crate::setup;
use crate::systems::Chase;
use crate::systems::coc7::rules::{
    Barrier, ChaseMap, Coc7, DamageRow, Hazard, Obstacle, Participant, Settings, Side,
};
use crate::systems::coc7::script as coc7;

/// Harvey (MOV 6, DEX 55, CON 60) and the farmer (MOV 7, DEX 50, CON 50) on eight locations, mud
/// between 4 and 5, a fence between 5 and 6.
fn farm() -> Session<Coc7> {
    let mut track = ChaseMap::of_names(&[
        "Barn", "Yard", "Track", "Gate", "Bend", "Fence", "Lane", "Road",
    ]);
    track.locations[3].ahead = Some(Obstacle::Hazard(Hazard {
        name: "Mud".into(),
        skills: vec!["DEX".into(), "STR".into()],
        difficulty: crate::dice::Difficulty::Regular,
        damage: Some(DamageRow::Moderate),
    }));
    track.locations[4].ahead = Some(Obstacle::Barrier(Barrier {
        name: "Fence".into(),
        skills: vec!["Climb".into()],
        difficulty: crate::dice::Difficulty::Regular,
        hp: Some(5),
        damage: None,
        debris: None,
    }));
    let harvey = Participant::new("Harvey", Side::Quarry, 55, 6, 60, 11).with_skill("Climb", 40);
    let farmer = Participant::new("Farmer", Side::Pursuer, 50, 7, 50, 13);
    // The Mud ends this chase with a catch: reaching catches here (the setups' old default).
    let settings = Settings {
        catch_on_reach: true,
        ..Settings::default()
    };
    Session::new(Coc7::new(settings, track, vec![harvey, farmer], false))
}

fn run_text(script: &str, seed: u64) -> (String, Option<(usize, String)>) {
    let script =
        parse::<crate::systems::coc7::rules::Command, coc7::Coc7Expect>(script, "test.ron")
            .unwrap_or_else(|e| panic!("{e}"));
    let played = play(farm(), &script.steps, seed);
    let mut out = Vec::new();
    let header = Header {
        setup: "The farm".into(),
        system: "Call of Cthulhu 7e",
        seed,
    };
    output::text(&header, &played, &mut out).unwrap_or_else(|e| panic!("{e}"));
    (String::from_utf8_lossy(&out).into_owned(), played.failure)
}

const THE_MUD: &str = r#"(
    steps: [
        Roll([80], SpeedRoll(who: "Harvey")),
        Roll([73], SpeedRoll(who: "Farmer")),
        Do(CutToChase()),
        Do(Move(who: "Harvey")),
        Do(Move(who: "Farmer", locations: 2)),
        Expect(who: "Farmer", location: 3, actions: 2, round: 2, turn: "Harvey"),
        Roll([30], NegotiateHazard(who: "Harvey", skill: "DEX")),
        Do(Move(who: "Farmer")),
        Roll([73, 2, 1], NegotiateHazard(who: "Farmer", skill: "DEX")),
        Expect(who: "Farmer", location: 5, owes: 1, hp: 11, mov: 6, status: "active"),
        Expect(who: "Harvey", status: "caught", phase: "over", outcome: "caught"),
    ],
)"#;

#[test]
fn the_mud_runs_to_its_end_and_shows_the_track() {
    let (text, failure) = run_text(THE_MUD, 0);
    println!("{text}");
    assert_eq!(failure, None);
    assert!(
        text.contains("Farmer fails DEX 50 with 73 on Mud."),
        "{text}"
    );
    assert!(text.contains("Outcome: Harvey caught."), "{text}");
}

fn failure_of(script: &str) -> (usize, String) {
    let (_, failure) = run_text(script, 0);
    failure.unwrap_or_else(|| panic!("the script should stop: {script}"))
}

#[test]
fn an_expectation_that_does_not_hold_names_what_was_found() {
    let (step, why) = failure_of(
        r#"(steps: [
            Roll([80], SpeedRoll(who: "Harvey")),
            Roll([73], SpeedRoll(who: "Farmer")),
            Do(CutToChase()),
            Do(Move(who: "Harvey")),
            Expect(who: "farmer", location: 3, actions: 2, hp: 12),
        ])"#,
    );
    assert_eq!(step, 5);
    assert_eq!(
        why,
        "expected Farmer at location 3, found 1; expected Farmer to have HP 12, found 13"
    );
}

#[test]
fn every_kind_of_field_says_what_was_expected_and_what_was_found() {
    let (step, why) = failure_of(
        r#"(steps: [Expect(who: "Harvey", location: 2, act: true, mov: 6, track_len: 7)])"#,
    );
    assert_eq!(step, 1);
    assert_eq!(
        why,
        "expected Harvey at location 2, found Harvey not on the track yet; expected Harvey: its \
         act to come, found has acted; expected 7 locations on the track, found 8"
    );
    let (_, why) = failure_of(r#"(steps: [Expect(who: "Harvey", vehicle: "wrecked")])"#);
    assert_eq!(why, "expected Harvey in a vehicle, found Harvey on foot");
}

#[test]
fn more_dice_than_the_command_used_is_an_error_that_lists_them() {
    let (step, why) = failure_of(r#"(steps: [Roll([80, 5, 6], SpeedRoll(who: "Harvey"))])"#);
    assert_eq!(step, 1);
    assert_eq!(
        why,
        "3 dice given (80, 5, 6) but the command used only 1 (80); take out 5, 6"
    );
}

#[test]
fn a_die_outside_its_range_is_refused_in_the_keepers_words() {
    let (_, why) = failure_of(r#"(steps: [Roll([0], SpeedRoll(who: "Harvey"))])"#);
    assert!(
        why.contains("0 cannot be rolled") && why.contains("1-100"),
        "{why}"
    );
}

#[test]
fn unknown_names_and_statuses_are_refused_not_ignored() {
    let (_, why) = failure_of(r#"(steps: [Expect(who: "Nobody", hp: 3)])"#);
    assert_eq!(
        why,
        "there is no 'Nobody' in this chase; the participants are Harvey, Farmer"
    );
    let (_, why) = failure_of(r#"(steps: [Expect(who: "Harvey", status: "runing")])"#);
    assert!(why.starts_with("'runing' is not a status"), "{why}");
    let (_, why) = failure_of(r#"(steps: [Expect(hp: 3)])"#);
    assert!(why.starts_with("'hp' is about a participant"), "{why}");
}

#[test]
fn undo_and_redo_with_nothing_to_take_back_stop_the_script() {
    assert_eq!(failure_of("(steps: [Undo])").0, 1);
    let (step, why) = failure_of(r#"(steps: [Roll([80], SpeedRoll(who: "Harvey")), Redo])"#);
    assert_eq!(step, 2);
    assert!(why.contains("nothing to redo"), "{why}");
}

#[test]
fn undo_then_redo_gives_back_the_same_chase() {
    let (text, failure) = run_text(
        r#"(steps: [
            Roll([80], SpeedRoll(who: "Harvey")),
            Undo,
            Expect(who: "Harvey", mov: 6),
            Redo,
            Expect(who: "Harvey", mov: 5),
        ])"#,
        0,
    );
    assert_eq!(failure, None, "{text}");
    assert!(text.contains("2. Undo: takes back SpeedRoll(who: \"Harvey\")."));
    assert!(text.contains("4. Redo: SpeedRoll(who: \"Harvey\")  [dice 80]"));
}

#[test]
fn dice_the_script_does_not_give_come_from_the_seed() {
    let script = r#"(steps: [Do(SpeedRoll(who: "Harvey")), Do(SpeedRoll(who: "Farmer"))])"#;
    let (first, _) = run_text(script, 7);
    let (again, _) = run_text(script, 7);
    assert_eq!(first, again);
    assert!(first.contains("rolled]"), "{first}");
    let others: Vec<String> = (0..8).map(|seed| run_text(script, seed).0).collect();
    assert!(
        others.iter().any(|text| *text != first),
        "another seed rolls other dice"
    );
}

#[test]
fn a_long_track_is_cut_into_rows_that_fit_a_terminal() {
    let mut session = farm();
    let names: Vec<String> = (1..=14).map(|i| format!("Street corner {i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut state = session.state().clone();
    state.map = ChaseMap::of_names(&refs);
    session = Session::new(state);
    let text = session.state().view();
    let picture: Vec<&str> = text.lines().take_while(|l| !l.is_empty()).collect();
    assert!(picture.iter().all(|l| l.chars().count() <= 82), "{text}");
    assert!(text.contains("Street corner 14"), "{text}");
}

mod never_panics {
    use super::*;
    use proptest::prelude::*;

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(200))]

        /// Any script text, however mangled, either runs or stops with a message.
        #[test]
        fn on_a_mangled_script(cut in 0usize..2000, len in 0usize..40, junk in "[ -~]{0,12}") {
            let mut text: Vec<char> = THE_MUD.chars().collect();
            let start = cut.min(text.len());
            let end = (start + len).min(text.len());
            text.splice(start..end, junk.chars());
            let text: String = text.into_iter().collect();
            let _ = step_positions(&text);
            if let Ok(script) = parse::<crate::systems::coc7::rules::Command, coc7::Coc7Expect>(&text, "x.ron") {
                let played = play(farm(), &script.steps, 0);
                let _ = played.session.state().view();
                let _ = played.session.state().to_json();
            }
        }

        /// Any dice values at all are taken or refused, never a panic.
        #[test]
        fn on_any_dice(dice in proptest::collection::vec(-5i32..200, 0..6)) {
            let list = dice.iter().map(i32::to_string).collect::<Vec<_>>().join(", ");
            let script = THE_MUD.replace("[73, 2, 1]", &format!("[{list}]"));
            let _ = run_text(&script, 0);
        }
    }
}

/// The chase as a setup in `assets/` starts it.
fn opening(asset: &str) -> Chase {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(asset);
    setup::load(&path).unwrap_or_else(|e| panic!("{e}")).chase
}

/// What an `Expect` step shows and what it finds, on the chase as it opens.
fn expect_on<R: Scripted>(session: &Session<R>, expect: &str) -> (String, Result<(), String>) {
    let expect: R::Expect = ron_options()
        .from_str(expect)
        .unwrap_or_else(|e| panic!("{e}"));
    (R::describe(&expect), session.state().check(&expect))
}

const WHOLE_CHASE: &str = r#"(round: 2, turn: "NAME", phase: "over", outcome: "Caught")"#;

#[test]
fn every_system_checks_the_chase_as_a_whole_in_the_same_words() {
    let cases = [
        (
            "harvey-farm.ron",
            "Harvey",
            "Harvey's",
            "establishing",
            "mov",
        ),
        ("bazaar.ron", "Thief", "Thief's", "starting", "hp"),
        ("city-chase.ron", "Ann", "Ann's", "ordering", "filled"),
    ];
    for (asset, name, whose, opening_phase, field) in cases {
        let expect = WHOLE_CHASE.replace("NAME", name);
        let nobody_named = format!("({field}: 1)");
        let chase = opening(asset);
        let ask = |expect: &str| crate::each!(&chase, session => expect_on(session, expect));
        assert_eq!(
            ask(&nobody_named).1,
            Err(format!(
                "'{field}' is about a participant: say whose, e.g. who: \"{name}\""
            )),
            "{asset}"
        );
        let (line, found) = ask(&expect);
        assert_eq!(
            line,
            format!("round 2, {whose} turn, phase over, outcome 'Caught'"),
            "{asset}"
        );
        assert_eq!(
            found,
            Err(format!(
                "expected round 2, found 0; expected {whose} turn, found nobody's turn; expected \
                 the chase to be over, found {opening_phase}; expected the outcome to say \
                 'Caught', found 'the chase goes on.'"
            )),
            "{asset}"
        );
    }
}

#[test]
fn the_chase_as_it_opens_passes_and_a_wrong_phase_word_is_refused() {
    let Chase::Track(session) = opening("bazaar.ron") else {
        panic!("the bazaar is a chase-track setup");
    };
    let (line, found) = expect_on(
        &session,
        r#"(round: 0, turn: "nobody", phase: "Starting ", outcome: "GOES ON")"#,
    );
    assert_eq!(
        line,
        "round 0, nobody's turn, phase Starting , outcome 'GOES ON'"
    );
    assert_eq!(found, Ok(()));
    let (_, found) = expect_on(&session, r#"(phase: "done")"#);
    assert_eq!(
        found,
        Err("'done' is not a phase; use one of starting, running, over".to_string())
    );
    let (line, found) = expect_on(&session, r#"(turn: "Nobody Known")"#);
    assert_eq!(line, "Nobody Known's turn");
    assert!(found.is_err_and(|message| message.contains("Nobody Known")));
    assert_eq!(expect_on(&session, "()").0, "nothing");
}

/// Each way a field is compared with the view (a number, a word, a text in any case, a name or
/// nobody, a count, a figure there or not, a figure worked out from the state), in every system,
/// says what was expected and what was found, or holds.
#[test]
fn every_system_says_each_difference_against_its_view() {
    let cases = [
        (
            "bazaar.ron",
            r#"(who: "thief", fast_lane: true, hp: 3, complications: 1, obstacles: 1, ride: "Horse", environment: OpenTerrain)"#,
            "thief: fast lane, HP 3, 1 obstacle on its space, 1 complication, Horse; open terrain",
            "expected Thief to have fast lane, found no fast lane; expected Thief to have HP 3, found \
             no hit points tracked (give hp in the setup); expected 1 obstacle hindering Thief on \
             its space, found 0; expected Thief to have taken 1 complication, found 0; expected \
             Thief's ride to be Horse, found on foot; expected the chase in OpenTerrain, found \
             LightObstacles",
        ),
        (
            "city-chase.ron",
            r#"(who: "ann", aboard: "hay cart", hidden: true, advantage: true, timer: 2, order: ["hound"])"#,
            "ann: hidden, aboard hay cart, advantage; timer 2, order hound",
            "expected Ann hidden, found not hidden; expected Ann aboard Hay cart, found nothing; \
             expected Ann to have advantage against an obstacle, found no advantage; expected the \
             timer at 2, found no timer in this chase; expected the turn order Hound, found nobody",
        ),
        (
            "savage-road-warriors.ron",
            r#"(who: "Abel", cards: 1, total: 3, vehicle_wounds: 1, shaken: true, deck: 3)"#,
            "Abel: 1 card, total 3, 1 vehicle wound, Shaken; 3 cards in the deck",
            "expected Abel's cards 1, found 0; expected Abel's total 3, found no total yet; expected \
             Abel's vehicle wounds 1, found no vehicle (the setup gives Abel none); expected Abel \
             Shaken, found not Shaken; expected 3 cards in the deck, found 54",
        ),
        (
            "gurps-traffic.ron",
            r#"(who: "Lou", close_call: true, aboard: "HMMWV", stunned: true, assistance: -1)"#,
            "Lou: a close call, HMMWV, stunned; -1 to Assistance Rolls",
            "expected Lou with a close call, found no close call; expected Lou aboard HMMWV, found \
             Sports car; expected Lou stunned, found not stunned; expected -1 to Assistance Rolls, \
             found 0",
        ),
    ];
    for (asset, expect, line, wrong) in cases {
        let chase = opening(asset);
        let (said, found) = crate::each!(&chase, session => expect_on(session, expect));
        assert_eq!(said, line, "{asset}");
        assert_eq!(found, Err(wrong.to_string()), "{asset}");
    }
    let chase = opening("city-chase.ron");
    let holds = r#"(who: "Hay cart", aboard: "nobody", status: "Running", path: " market ")"#;
    let (_, found) = crate::each!(&chase, session => expect_on(session, holds));
    assert_eq!(found, Ok(()));
}
