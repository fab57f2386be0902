//! Validation: each mistake the parser cannot see, where it is reported, and what the keeper is
//! told.

use super::*;

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
        r#"Hazard(name: "Mud", skills: ["DEX"]), Location("A"), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &first,
        at(&first, "Hazard", 1),
        "track[1]",
        "the hazard 'Mud' comes before the first location",
    );
    let last = chase(
        r#"Location("A"), Location("B"), Barrier(name: "Wall", skills: ["Climb"])"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &last,
        at(&last, "Barrier", 1),
        "track[3]",
        "the barrier 'Wall' is past the end of the track",
    );
    let two = chase(
        r#"Location("A"), Hazard(name: "Mud", skills: ["DEX"]), Barrier(name: "Wall", skills: ["Climb"]), Location("B")"#,
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
        r#"Location("A"), Barrier(name: "Door", skills: ["STR"], hp: 12, preset: BackDoor), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &both,
        at(&both, "12", 1),
        "track[2].hp",
        "both hp '12' and preset BackDoor",
    );
    let zero = chase(
        r#"Location("A"), Barrier(name: "Door", skills: ["STR"], hp: 0), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(&zero, at(&zero, "0)", 1), "track[2].hp", "hp '0'");
    let debris = chase(
        r#"Location("A"), Barrier(name: "Chasm", skills: ["Jump"], debris: (name: "Rubble", skills: ["DEX"])), Location("B")"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &debris,
        at(&debris, "(name: \"Rubble\"", 1),
        "track[2].debris",
        "cannot be broken down",
    );
    let wall = chase(
        r#"Location("A"), Barrier(name: "Wall"), Location("B")"#,
        &[HARVEY, FARMER],
    );
    // The missing field cannot be pointed at, so the barrier is.
    assert_invalid(
        &wall,
        at(&wall, "Barrier(name: \"Wall\")", 1),
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
        r#"Location("A"), Hazard(name: "", skills: ["DEX"]), Dot"#,
        &[HARVEY, FARMER],
    );
    assert_invalid(
        &hazard,
        at(&hazard, "\"\"", 1),
        "track[2].name",
        "a hazard's name cannot be empty",
    );
    let skills = chase(
        r#"Location("A"), Hazard(name: "Mud", skills: []), Dot"#,
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
