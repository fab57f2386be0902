//! Loading stories: what a keeper's file becomes, and what a keeper is told, at which line and
//! column, when it cannot become a chase. Expected positions are found in the text itself, so the
//! tests say "at the second 'Harvey'" rather than a number that a reformatting would break.

use super::*;
use crate::rules::coc7::{Obstacle, Side, Speed};

const HARVEY: &str =
    r#"(name: "Harvey", side: Quarry, dex: 55, mov: 6, con: 60, hp: 11, skills: {"Climb": 40})"#;
const FARMER: &str = r#"(name: "Farmer", side: Pursuer, dex: 50, mov: 7, con: 50, hp: 13)"#;
const TRACK: &str =
    r#"Location("Barn"), Dot, Hazard((name: "Mud", skills: ["DEX"])), Location("Gate")"#;

/// A small chase with the given track and participants, one entry a line.
fn chase(track: &str, participants: &[&str]) -> String {
    chase_with("", track, participants)
}

fn chase_with(settings: &str, track: &str, participants: &[&str]) -> String {
    format!(
        "// A test chase\n(\n    name: \"Test chase\",\n    system: Coc7((\n        settings: ({settings}),\n        track: [\n            {track}\n        ],\n        participants: [\n            {}\n        ],\n    )),\n)\n",
        participants.join(",\n            ")
    )
}

fn coc7(setup: &Setup) -> &Coc7 {
    match &setup.chase {
        Chase::Coc7(session) => session.state(),
    }
}

/// Line and column (from 1) of the `nth` (from 1) occurrence of `needle`.
fn at(text: &str, needle: &str, nth: usize) -> (usize, usize) {
    let (offset, _) = text
        .match_indices(needle)
        .nth(nth - 1)
        .unwrap_or_else(|| panic!("{needle:?} occurs fewer than {nth} times"));
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.chars().rev().take_while(|c| *c != '\n').count() + 1;
    (line, column)
}

/// The validation error for a text, as (line, column, field, message).
fn invalid(text: &str) -> (usize, usize, String, String) {
    match parse(text, "test.ron") {
        Err(SetupError::Invalid {
            line,
            column,
            field,
            message,
            ..
        }) => (line, column, field, message),
        Err(other) => panic!("expected a validation error, got: {other}"),
        Ok(_) => panic!("expected a validation error, but the setup loaded:\n{text}"),
    }
}

/// The syntax error for a text, as (line, column, message).
fn syntax(text: &str) -> (usize, usize, String) {
    match parse(text, "test.ron") {
        Err(SetupError::Syntax {
            line,
            column,
            message,
            ..
        }) => (line, column, message),
        Err(other) => panic!("expected a syntax error, got: {other}"),
        Ok(_) => panic!("expected a syntax error, but the setup loaded:\n{text}"),
    }
}

#[track_caller]
fn assert_invalid(text: &str, place: (usize, usize), field: &str, fragment: &str) {
    let (line, column, found_field, message) = invalid(text);
    assert!(
        message.contains(fragment),
        "message {message:?} lacks {fragment:?}"
    );
    assert_eq!(found_field, field, "{message}");
    assert_eq!((line, column), place, "{message}");
}

#[test]
fn the_sample_is_harvey_and_the_farmer_on_the_farm_track() {
    let setup = sample();
    assert_eq!(setup.name, "Harvey and the farmer");
    assert_eq!(setup.seed, Some(1926));
    let state = coc7(&setup);
    let names: Vec<_> = state
        .track
        .locations
        .iter()
        .map(|l| l.name.as_deref().unwrap_or(""))
        .collect();
    assert_eq!(
        names,
        [
            "Barn",
            "Farmyard",
            "Farm track",
            "Gate",
            "Bend",
            "Orchard",
            "Ditch",
            "Lane",
            "Road"
        ]
    );
    assert_eq!(state.track.first, 1);
    let ahead = |at| state.track.ahead_of(at).map(|o| o.name().to_string());
    assert_eq!(ahead(4).as_deref(), Some("Mud"));
    assert_eq!(ahead(5).as_deref(), Some("Fence"));
    assert_eq!(ahead(7).as_deref(), Some("Ditch"));
    assert_eq!((1..=9).filter(|at| ahead(*at).is_some()).count(), 3);
    let Some(Obstacle::Barrier(fence)) = state.track.ahead_of(5) else {
        panic!("the fence is a barrier");
    };
    assert_eq!((fence.hp, fence.debris.is_none()), (Some(5), true));
    let harvey = state.participant(state.find("harvey").expect("Harvey"));
    assert_eq!(
        (
            harvey.side,
            harvey.dex,
            harvey.base_mov,
            harvey.con,
            harvey.max_hp
        ),
        (Side::Quarry, 55, 6, 60, 11)
    );
    assert_eq!(harvey.skills.get("Dodge"), Some(&27));
    let farmer = state.participant(state.find("Farmer").expect("the farmer"));
    assert_eq!(
        (
            farmer.side,
            farmer.dex,
            farmer.base_mov,
            farmer.con,
            farmer.max_hp
        ),
        (Side::Pursuer, 50, 7, 50, 13)
    );
    assert!(
        !state.preset_locations,
        "the keeper makes the speed rolls and cuts to the chase"
    );
    assert!(state.participants.iter().all(|p| p.speed.is_none()));
}

#[test]
fn the_identity_is_fnv1a_of_the_text() {
    // The published FNV-1a 64-bit test vectors.
    assert_eq!(identity(""), "cbf29ce484222325");
    assert_eq!(identity("a"), "af63dc4c8601ec8c");
    assert_eq!(identity("foobar"), "85944171f73967e8");
    let text = chase(TRACK, &[HARVEY, FARMER]);
    let setup = parse(&text, "a.ron").expect("loads");
    assert_eq!(setup.identity, identity(&text));
    let edited = text.replace("// A test chase", "// A test chase, edited");
    assert_ne!(
        parse(&edited, "a.ron").expect("loads").identity,
        setup.identity
    );
}

#[test]
fn obstacles_lie_ahead_of_the_location_before_them_and_numbers_start_at_1() {
    let text = chase(
        r#"Dot, Location("Stairs"), Barrier((name: "Door", skills: ["Locksmith"], preset: StrongDoor, debris: (name: "Splinters", skills: ["DEX"]))), Location("Roof"), Hazard((name: "Gap", skills: ["Jump"], difficulty: Extreme, damage: Severe)), Dot"#,
        &[HARVEY, FARMER],
    );
    let setup = parse(&text, "t.ron").expect("loads");
    let track = &coc7(&setup).track;
    assert_eq!((track.first, track.last()), (1, 4));
    assert_eq!(track.get(1).and_then(|l| l.name.clone()), None);
    assert!(track.ahead_of(1).is_none());
    let Some(Obstacle::Barrier(door)) = track.ahead_of(2) else {
        panic!("a door between the stairs and the roof");
    };
    assert_eq!(door.hp, Some(15), "StrongDoor: 15 hit points");
    assert_eq!(
        door.debris.as_ref().map(|d| d.name.as_str()),
        Some("Splinters")
    );
    let Some(Obstacle::Hazard(gap)) = track.ahead_of(3) else {
        panic!("a gap between the roof and the next dot");
    };
    assert_eq!(gap.difficulty, crate::dice::Difficulty::Extreme);
    assert!(track.ahead_of(4).is_none());
}

#[test]
fn a_driver_moves_at_the_vehicle_s_mov_and_rolls_its_skill() {
    let driver = r#"(name: "Amy", side: Quarry, dex: 60, mov: 8, con: 50, hp: 12, skills: {"Drive Auto": 60},
                vehicle: (name: "Car, standard", mov: 14, build: 5), damage: "1D10 per build")"#;
    let rider = r#"(name: "Rider", side: Pursuer, dex: 50, mov: 8, con: 50, hp: 12, vehicle: (name: "Horse", mov: 11, build: 4, skill: "Ride"))"#;
    let setup = parse(&chase(TRACK, &[driver, rider]), "t.ron").expect("loads");
    let state = coc7(&setup);
    let amy = &state.participants[0];
    assert_eq!((amy.base_mov, amy.speed_skill()), (14, "Drive Auto"));
    assert_eq!(amy.damage.as_ref().map(|d| d.is_per_build()), Some(true));
    let rider = &state.participants[1];
    assert_eq!((rider.base_mov, rider.speed_skill()), (11, "Ride"));
}

#[test]
fn starts_and_speeds_given_for_everyone_place_the_chase() {
    let harvey = HARVEY.replace(")", ", start: 3, speed: Failure)");
    let farmer = FARMER.replace(")", ", start: Some(1), speed: Extreme)");
    let text = chase(
        r#"Location("A"), Location("B"), Location("C")"#,
        &[&harvey, &farmer],
    );
    let setup = parse(&text, "t.ron").expect("loads");
    let state = coc7(&setup);
    assert!(state.preset_locations);
    assert_eq!(
        (state.participants[0].location, state.participants[0].mov()),
        (3, 5)
    );
    assert_eq!(
        (state.participants[1].location, state.participants[1].speed),
        (1, Some(Speed::Extreme))
    );
}

#[test]
fn settings_default_field_by_field() {
    let text = chase_with(
        "catch_on_reach: false, fleeing_rounds: 5",
        TRACK,
        &[HARVEY, FARMER],
    );
    let setup = parse(&text, "t.ron").expect("loads");
    let settings = &coc7(&setup).settings;
    assert!(!settings.catch_on_reach);
    assert_eq!(settings.fleeing_rounds, Some(5));
    assert_eq!(settings.starting_range, Settings::default().starting_range);
    assert_eq!(settings.unarmed_damage, Settings::default().unarmed_damage);
}

// --- Validation: each mistake, where it is reported, and what the keeper is told ---

#[test]
fn a_duplicate_name_points_at_the_second() {
    let second = HARVEY
        .replace("\"Harvey\"", "\"harvey\"")
        .replace("Quarry", "Pursuer");
    let text = chase(TRACK, &[HARVEY, FARMER, &second]);
    assert_invalid(
        &text,
        at(&text, "\"harvey\"", 1),
        "participants[3].name",
        "duplicate name 'harvey': participant 1 is already called 'Harvey'",
    );
}

#[test]
fn an_obstacle_must_lie_between_two_locations() {
    let first = chase(
        r#"Hazard((name: "Mud", skills: ["DEX"])), Location("A"), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &first,
        at(&first, "Hazard", 1),
        "track[1]",
        "the hazard 'Mud' comes before the first location",
    );
    let last = chase(
        r#"Location("A"), Location("B"), Barrier((name: "Wall", skills: ["Climb"]))"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &last,
        at(&last, "Barrier", 1),
        "track[3]",
        "the barrier 'Wall' is past the end of the track",
    );
    let two = chase(
        r#"Location("A"), Hazard((name: "Mud", skills: ["DEX"])), Barrier((name: "Wall", skills: ["Climb"])), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &two,
        at(&two, "Barrier", 1),
        "track[3]",
        "the barrier 'Wall' follows the hazard 'Mud' with no location between them",
    );
}

#[test]
fn a_track_needs_two_locations() {
    let text = chase(r#"Location("Alone")"#, &[HARVEY, FARMER]);
    assert_invalid(
        &text,
        at(&text, "[\n            Location", 1),
        "track",
        "the track has 1 location; a chase needs at least 2",
    );
}

#[test]
fn a_chase_needs_a_quarry_and_a_pursuer() {
    let text = chase(TRACK, &[FARMER]);
    assert_invalid(
        &text,
        at(&text, "[\n            (name: \"Farmer\"", 1),
        "participants",
        "no participant has side: Quarry",
    );
    let text = chase(TRACK, &[HARVEY]);
    assert_invalid(
        &text,
        at(&text, "[\n            (name", 1),
        "participants",
        "side: Pursuer",
    );
}

#[test]
fn a_start_must_be_on_the_track_and_given_for_all_or_none() {
    let off = chase(
        TRACK,
        &[
            &HARVEY.replace(")", ", start: 4)"),
            &FARMER.replace(")", ", start: 1)"),
        ],
    );
    assert_invalid(
        &off,
        at(&off, "4)", 1),
        "participants[1].start",
        "'Harvey' has start '4', outside the track: locations are numbered 1 to 3",
    );
    let zero = chase(
        TRACK,
        &[
            &HARVEY.replace(")", ", start: 0)"),
            &FARMER.replace(")", ", start: 1)"),
        ],
    );
    assert_invalid(
        &zero,
        at(&zero, "0)", 1),
        "participants[1].start",
        "start '0'",
    );
    let some = chase(TRACK, &[&HARVEY.replace(")", ", start: 2)"), FARMER]);
    assert_invalid(
        &some,
        at(&some, "(name: \"Farmer\"", 1),
        "participants[2]",
        "'Farmer' has no start but 'Harvey' has one",
    );
}

#[test]
fn characteristics_and_skills_must_be_in_range() {
    for (field, bad) in [
        ("dex", "dex: 550"),
        ("mov", "mov: 0"),
        ("con", "con: 0"),
        ("hp", "hp: 301"),
    ] {
        let original = match field {
            "dex" => "dex: 55",
            "mov" => "mov: 6",
            "con" => "con: 60",
            _ => "hp: 11",
        };
        let text = chase(TRACK, &[&HARVEY.replace(original, bad), FARMER]);
        let value = bad.split(": ").nth(1).unwrap_or_default();
        assert_invalid(
            &text,
            at(&text, bad, 1).into_column_offset(field.len() + 2),
            &format!("participants[1].{field}"),
            &format!("'Harvey' has {field} '{value}'; {field} must be from"),
        );
    }
    let skill = chase(
        TRACK,
        &[
            &HARVEY.replace("\"Climb\": 40", "\"Climb\": 40, \"Jump\": 250"),
            FARMER,
        ],
    );
    assert_invalid(
        &skill,
        at(&skill, "\"Jump\"", 1),
        "participants[1].skills[\"Jump\"]",
        "'Harvey' has Jump '250'; Jump must be from 0 to 200",
    );
    let twice = chase(
        TRACK,
        &[
            &HARVEY.replace("\"Climb\": 40", "\"Climb\": 40, \"CLIMB\": 50"),
            FARMER,
        ],
    );
    assert_invalid(
        &twice,
        at(&twice, "\"CLIMB\"", 1),
        "participants[1].skills[\"CLIMB\"]",
        "twice",
    );
}

/// Moves a position right along its line.
trait ColumnOffset {
    fn into_column_offset(self, by: usize) -> Self;
}

impl ColumnOffset for (usize, usize) {
    fn into_column_offset(self, by: usize) -> Self {
        (self.0, self.1 + by)
    }
}

#[test]
fn damage_must_be_dice() {
    let text = chase(TRACK, &[&HARVEY.replace(")", ", damage: \"1D\")"), FARMER]);
    assert_invalid(
        &text,
        at(&text, "\"1D\"", 1),
        "participants[1].damage",
        "'1D' is not a dice expression",
    );
}

#[test]
fn barriers_take_hp_or_a_preset_and_debris_only_if_breakable() {
    let both = chase(
        r#"Location("A"), Barrier((name: "Door", skills: ["STR"], hp: 12, preset: BackDoor)), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &both,
        at(&both, "12", 1),
        "track[2].hp",
        "both hp '12' and preset BackDoor",
    );
    let zero = chase(
        r#"Location("A"), Barrier((name: "Door", skills: ["STR"], hp: 0)), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(&zero, at(&zero, "0)", 1), "track[2].hp", "hp '0'");
    let debris = chase(
        r#"Location("A"), Barrier((name: "Chasm", skills: ["Jump"], debris: (name: "Rubble", skills: ["DEX"]))), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &debris,
        at(&debris, "(name: \"Rubble\"", 1),
        "track[2].debris",
        "cannot be broken down",
    );
    let wall = chase(
        r#"Location("A"), Barrier((name: "Wall")), Location("B")"#,
        &[HARVEY, FARMER],
    );
    // The missing field cannot be pointed at, so the barrier's fields are.
    assert_invalid(
        &wall,
        at(&wall, "(name: \"Wall\")", 1),
        "track[2].skills",
        "nobody could ever get past the barrier 'Wall'",
    );
}

#[test]
fn names_cannot_be_empty() {
    let chase_name = chase(TRACK, &[HARVEY, FARMER]).replace("\"Test chase\"", "\"  \"");
    assert_invalid(
        &chase_name,
        at(&chase_name, "\"  \"", 1),
        "name",
        "the chase's name cannot be empty",
    );
    let person = chase(TRACK, &[&HARVEY.replace("\"Harvey\"", "\"\""), FARMER]);
    assert_invalid(
        &person,
        at(&person, "\"\"", 1),
        "participants[1].name",
        "a participant's name cannot be empty",
    );
    let place = chase(r#"Location("A"), Location(""), Dot"#, &[HARVEY, FARMER]);
    assert_invalid(
        &place,
        at(&place, "\"\"", 1),
        "track[2]",
        "write Dot for an unnamed location",
    );
    let hazard = chase(
        r#"Location("A"), Hazard((name: "", skills: ["DEX"])), Dot"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &hazard,
        at(&hazard, "\"\"", 1),
        "track[2].name",
        "a hazard's name cannot be empty",
    );
    let skills = chase(
        r#"Location("A"), Hazard((name: "Mud", skills: [])), Dot"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &skills,
        at(&skills, "[])", 1),
        "track[2].skills",
        "the hazard 'Mud' has no skills",
    );
}

#[test]
fn settings_the_rules_do_not_allow() {
    let range = chase_with("starting_range: 3", TRACK, &[HARVEY, FARMER]);
    assert_invalid(
        &range,
        at(&range, "3)", 1),
        "settings.starting_range",
        "starting_range is '3'; it must be 1 or 2",
    );
    let rounds = chase_with("fleeing_rounds: 0", TRACK, &[HARVEY, FARMER]);
    assert_invalid(
        &rounds,
        at(&rounds, "0)", 1),
        "settings.fleeing_rounds",
        "fleeing_rounds is '0'",
    );
}

// --- Syntax: the parser's errors in the keeper's words ---

#[test]
fn an_unknown_field_is_named_with_the_fields_expected() {
    let text = chase(TRACK, &[&HARVEY.replace("mov: 6", "movv: 6"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "movv", 1));
    assert!(
        message.contains("unknown field 'movv' in participant (did you mean 'mov'?)"),
        "{message}"
    );
    assert!(
        message.contains("name, side, dex, mov, con, hp, build, skills"),
        "{message}"
    );
}

#[test]
fn a_negative_number_says_what_to_write() {
    let text = chase(TRACK, &[&HARVEY.replace("mov: 6", "mov: -1"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "-1", 1));
    assert!(
        message.starts_with("mov must be a whole number 0 or more, not '-1'"),
        "{message}"
    );
    assert!(message.contains("mov: 7"), "{message}");
}

#[test]
fn a_missing_field_or_a_misspelt_word_says_what_to_write() {
    let text = chase(TRACK, &[&HARVEY.replace("con: 60, ", ""), FARMER]);
    let (_, _, message) = syntax(&text);
    assert!(
        message.contains("participant is missing its 'con' field; add it, e.g. `con: 60`"),
        "{message}"
    );
    let text = chase(TRACK, &[&HARVEY.replace("Quarry", "Quary"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "Quary", 1));
    assert!(
        message.contains("'Quary' is not a side (did you mean 'Quarry'?)"),
        "{message}"
    );
}

#[test]
fn a_hazard_in_single_parentheses_is_explained() {
    let text = chase(
        r#"Location("A"), Hazard(name: "Mud", skills: ["DEX"]), Dot"#,
        &[HARVEY, FARMER],
    );
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "name: \"Mud\"", 1));
    assert!(message.contains("Hazard((name: \"Mud\""), "{message}");
}

#[test]
fn an_unclosed_string_or_bracket_is_traced_to_where_it_opened() {
    let text = chase(TRACK, &[HARVEY, FARMER]).replace("\"Test chase\"", "\"Test chase");
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "\"Test chase", 1));
    assert!(message.contains("not closed on its line"), "{message}");
    let text = chase(TRACK, &[HARVEY, FARMER]);
    let cut = &text[..text.rfind(')').unwrap_or(0)];
    let (_, _, message) = syntax(cut);
    let (line, column) = at(cut, "(\n    name", 1);
    assert!(
        message.contains(&format!("the '(' opened at {line}:{column} is closed")),
        "{message}"
    );
}

#[test]
fn an_empty_file_says_what_a_setup_looks_like() {
    let (line, column, message) = syntax("// nothing yet\n");
    assert_eq!((line, column), (1, 1));
    assert!(message.starts_with("the file is empty"), "{message}");
}

#[test]
fn errors_name_the_file_line_and_column() {
    let text = chase(TRACK, &[HARVEY, FARMER, HARVEY]);
    let error = parse(&text, "chases/farm.ron")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    let (line, column) = at(&text, "\"Harvey\"", 2);
    assert!(
        error.starts_with(&format!(
            "chases/farm.ron:{line}:{column}: participants[3].name: duplicate name 'Harvey'"
        )),
        "{error}"
    );
}

#[test]
fn a_value_of_the_wrong_kind_names_its_field_and_quotes_it() {
    for (bad, fragment) in [
        ("mov: 6.5", "mov must be a whole number, not '6.5'"),
        ("mov: \"6\"", "mov must be a whole number, not '\"6\"'"),
        ("mov: 99999999999", "mov is too large: '99999999999'"),
    ] {
        let text = chase(TRACK, &[&HARVEY.replace("mov: 6", bad), FARMER]);
        let (line, column, message) = syntax(&text);
        assert_eq!(
            (line, column),
            at(&text, bad, 1).into_column_offset(5),
            "{message}"
        );
        assert!(message.starts_with(fragment), "{message}");
    }
    let text = chase(TRACK, &[&HARVEY.replace("\"Harvey\"", "Harvey"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "Harvey", 1));
    assert!(
        message.starts_with("name must be text in double quotes, not 'Harvey'"),
        "{message}"
    );
    let text = chase_with("catch_on_reach: yes", TRACK, &[HARVEY, FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "yes", 1));
    assert!(
        message.starts_with("catch_on_reach must be true or false, not 'yes'"),
        "{message}"
    );
}
