//! Chase-track setups: what a keeper's file becomes, and what the keeper is told, at which line and
//! column, when it cannot become a chase. Positions are found in the text itself ("at the second
//! 'Thief'"), so that reformatting a test does not break it.

use crate::setup::tests::{assert_invalid, at, syntax};
use crate::setup::{Setup, parse};
use crate::systems::Chase;
use crate::systems::track::rules::{Environment, Ride, Side, Start, TrackChase, TurnOrder};

const THIEF: &str =
    r#"(name: "Thief", side: Prey, heart: 8, might: 6, agility: 10, cunning: 8, presence: 6)"#;
const GUARD: &str =
    r#"(name: "Guard", side: Chaser, heart: 8, might: 8, agility: 6, cunning: 6, presence: 6)"#;

/// A chase-track setup with these settings, fields and participants, one participant a line.
fn text(settings: &str, fields: &str, participants: &[&str]) -> String {
    format!(
        "// A test chase\n(\n    name: \"The bazaar\",\n    system: Track(\n        settings: ({settings}),\n        {fields}\n        participants: [\n            {}\n        ],\n    ),\n)\n",
        participants.join(",\n            ")
    )
}

fn load(text: &str) -> Setup {
    parse(text, "test.ron").unwrap_or_else(|error| panic!("{error}\n{text}"))
}

fn state(setup: &Setup) -> &TrackChase {
    match &setup.chase {
        Chase::Track(session) => session.state(),
        other => panic!("not a chase-track chase: {}", other.system().title()),
    }
}

#[test]
fn the_bazaar_loads_with_its_dice_and_its_docks() {
    let setup = load(&text("safe_haven: 12", "", &[THIEF, GUARD]));
    let chase = state(&setup);
    assert_eq!(chase.settings.safe_haven, Some(12));
    assert_eq!(chase.settings.escape_distance, 6, "the default");
    assert_eq!(chase.settings.start, Start::Within30Feet, "the default");
    let thief = chase.participant(chase.find("thief").expect("the thief"));
    assert_eq!(
        (
            thief.side,
            thief.dice.heart,
            thief.dice.agility,
            thief.space
        ),
        (Side::Prey, 8, 10, 3),
        "the prey 3 spaces ahead, within 30 feet"
    );
    let guard = chase.participant(chase.find("Guard").expect("the guard"));
    assert_eq!(
        (guard.side, guard.dice.might, guard.space),
        (Side::Chaser, 8, 0)
    );
    assert_eq!(
        (thief.speed_ft, thief.size, thief.ride.clone()),
        (30, 1, Ride::OnFoot)
    );
}

#[test]
fn every_setting_and_participant_field_reaches_the_rules() {
    let rider = r#"(name: "Dragoon", side: Chaser, heart: 6, might: 8, agility: 6, cunning: 4, presence: 6, agility_modifier: 2, hp: 12, mount: (name: "Grey", speed: 60))"#;
    let hounds = r#"(name: "Hounds", side: Chaser, heart: 6, might: 6, agility: 8, cunning: 4, presence: 4, speed: 50, size: 3, special_movement: "swims", space: 1)"#;
    let setup = load(&text(
        "escape_distance: 10, environment: OpenTerrain, exertion_cn: 9, exertion_step: 3, \
         exertions_per_turn: 2, turn_order: Initiative, usual_speed_ft: 40, speed_difference_ft: 15, \
         attack_range: 3, complications: false, fall_margin: 4, fast_lane_on_exertion: true, \
         auto_end_turn: false",
        "start: Within60Feet,",
        &[THIEF, rider, hounds],
    ));
    let chase = state(&setup);
    let s = &chase.settings;
    assert_eq!(
        (
            s.escape_distance,
            s.environment,
            s.exertion_cn,
            s.exertion_step
        ),
        (10, Environment::OpenTerrain, 9, 3)
    );
    assert_eq!(
        (
            s.exertions_per_turn,
            s.turn_order,
            s.usual_speed_ft,
            s.speed_difference_ft
        ),
        (2, TurnOrder::Initiative, 40, 15)
    );
    assert_eq!(
        (s.attack_range, s.complications, s.fall_margin),
        (3, false, 4)
    );
    assert!(s.fast_lane_on_exertion && !s.auto_end_turn);
    assert_eq!(s.start, Start::Within60Feet);
    let p = |name: &str| chase.participant(chase.find(name).expect(name));
    assert_eq!(p("Thief").space, 4, "30-60 feet: 4 spaces");
    assert_eq!(
        p("Thief").speed_ft,
        40,
        "the chase's usual speed when left out"
    );
    let dragoon = p("Dragoon");
    assert_eq!((dragoon.agility_modifier, dragoon.hp), (2, Some(12)));
    assert_eq!(
        dragoon.ride,
        Ride::Mount {
            name: "Grey".into(),
            speed_ft: 60
        }
    );
    let hounds = p("Hounds");
    assert_eq!(
        (hounds.size, hounds.speed_ft, hounds.space),
        (3, 50, 1),
        "placed by the setup"
    );
    assert_eq!(hounds.special_movement.as_deref(), Some("swims"));
}

#[test]
fn a_start_set_in_spaces_and_placed_participants_make_one_arrangement() {
    // The chaser placed ahead of where the prey would start, and the prey further on: checked
    // together, not one at a time.
    let chaser = GUARD.replace(')', ", space: 5)");
    let prey = THIEF.replace(')', ", space: 9)");
    let setup = load(&text("", "start: Spaces(2),", &[&prey, &chaser]));
    let chase = state(&setup);
    assert_eq!(
        chase
            .participants
            .iter()
            .map(|p| p.space)
            .collect::<Vec<_>>(),
        [9, 5]
    );
}

#[test]
fn a_start_at_the_escape_distance_points_at_the_start() {
    let t = text(
        "escape_distance: 4",
        "start: Within120Feet,",
        &[THIEF, GUARD],
    );
    assert_invalid(
        &t,
        at(&t, "Within120Feet", 1),
        "start",
        "Within120Feet puts the prey 4 spaces ahead, which is already the escape distance 4",
    );
    // Without a start of its own, the escape distance is what the keeper wrote.
    let t = text("escape_distance: 3", "", &[THIEF, GUARD]);
    assert_invalid(
        &t,
        at(&t, "3", 1),
        "settings.escape_distance",
        "the default start, Within30Feet, puts the prey 3 spaces ahead",
    );
}

#[test]
fn a_safe_haven_behind_the_prey_points_at_the_haven() {
    let t = text("safe_haven: 3", "", &[THIEF, GUARD]);
    assert_invalid(
        &t,
        at(&t, "3", 1),
        "settings.safe_haven",
        "safe_haven is '3', but the default start, Within30Feet, puts the prey on space 3",
    );
}

#[test]
fn a_prey_placed_on_a_chaser_is_caught_before_the_chase_begins() {
    let prey = THIEF.replace(')', ", space: 0)");
    let t = text("", "", &[&prey, GUARD]);
    assert_invalid(
        &t,
        at(&t, "0)", 1),
        "participants[1].space",
        "Thief would start on an opponent's space 0",
    );
}

#[test]
fn both_sides_are_needed() {
    let t = text("", "", &[THIEF]);
    assert_invalid(
        &t,
        at(&t, "[\n            (name", 1),
        "participants",
        "no participant has side: Chaser",
    );
}

#[test]
fn a_die_of_one_side_a_duplicate_and_two_rides_are_refused_where_they_are() {
    let t = text("", "", &[&THIEF.replace("heart: 8", "heart: 1"), GUARD]);
    assert_invalid(
        &t,
        at(&t, "1,", 1),
        "participants[1].heart",
        "'Thief' has heart '1'; heart must be from 2 to 100",
    );
    let twin = GUARD.replace("\"Guard\"", "\"thief\"");
    let t = text("", "", &[THIEF, &twin]);
    assert_invalid(
        &t,
        at(&t, "\"thief\"", 1),
        "participants[2].name",
        "duplicate name 'thief': participant 1 is already called 'Thief'",
    );
    let both = GUARD.replace(
        ')',
        r#", mount: (name: "Grey", speed: 60), vehicle: (name: "Cart", speed: 40))"#,
    );
    let t = text("", "", &[THIEF, &both]);
    assert_invalid(
        &t,
        at(&t, "(name: \"Cart\"", 1),
        "participants[2].vehicle",
        "'Guard' has both a mount and a vehicle 'Cart'",
    );
}

#[test]
fn a_misspelt_field_lists_the_track_fields_and_examples_are_the_tracks() {
    let t = text("", "", &[&THIEF.replace("heart", "hart"), GUARD]);
    let (_, _, message) = syntax(&t);
    assert!(
        message.contains("unknown field 'hart' in participant (did you mean 'heart'?)"),
        "{message}"
    );
    let t = text("", "", &[&THIEF.replace(", presence: 6", ""), GUARD]);
    let (_, _, message) = syntax(&t);
    assert!(
        message.contains("participant is missing its 'presence' field; add it, e.g. `presence: 8`"),
        "{message}"
    );
    let t = text("", "", &[&THIEF.replace("Prey", "Quarry"), GUARD]);
    let (line, column, message) = syntax(&t);
    assert_eq!((line, column), at(&t, "Quarry", 1), "{message}");
    assert!(
        message.contains("'Quarry' is not a side; write one of: Chaser, Prey"),
        "{message}"
    );
    let t = text("", "start: Within40Feet,", &[THIEF, GUARD]);
    let (_, _, message) = syntax(&t);
    assert!(
        message.contains("'Within40Feet' is not a starting situation (did you mean"),
        "{message}"
    );
}

#[test]
fn a_start_written_inside_the_settings_is_moved_out() {
    let t = text("start: Adjacent", "", &[THIEF, GUARD]);
    let (line, column, message) = syntax(&t);
    assert_eq!((line, column), at(&t, "start", 1), "{message}");
    assert!(
        message.contains(
            "unknown field 'start' in settings: start is written beside settings, not inside \
             them: `start: Within30Feet`"
        ),
        "{message}"
    );
}
