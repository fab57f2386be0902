//! Loading the parts of a setup for Part 5's route and track rules: forks and their numbers, the
//! settings, and the participant fields; and what a keeper is told, at which line and column, when
//! they are wrong.

use crate::setup::{SetupError, parse};
use crate::systems::Chase;
use crate::systems::coc7::rules::{Aptitude, Coc7, Environment, Sight, Status};

const HARVEY: &str = r#"(name: "Harvey", side: Quarry, dex: 55, mov: 8, con: 60, hp: 11)"#;
const DEEP_ONE: &str = r#"(name: "Deep one", side: Pursuer, dex: 50, mov: 8, con: 80, hp: 16)"#;

fn setup(settings: &str, track: &str, participants: &[&str]) -> String {
    format!(
        "(\n    name: \"Test\",\n    system: Coc7(\n        settings: ({settings}),\n        track: [\n            {track}\n        ],\n        participants: [\n            {}\n        ],\n    ),\n)\n",
        participants.join(",\n            ")
    )
}

fn loaded(text: &str) -> Coc7 {
    match parse(text, "test.ron") {
        Ok(setup) => match setup.chase {
            Chase::Coc7(session) => session.state().clone(),
            other => panic!("not a Call of Cthulhu chase: {}", other.system().title()),
        },
        Err(error) => panic!("{error}\n{text}"),
    }
}

/// The validation error as "line:column: field: message".
fn invalid(text: &str) -> String {
    match parse(text, "test.ron") {
        Err(error @ SetupError::Invalid { .. }) => error
            .to_string()
            .trim_start_matches("test.ron:")
            .to_string(),
        Err(other) => panic!("expected a validation error, got: {other}"),
        Ok(_) => panic!("expected a validation error, but it loaded:\n{text}"),
    }
}

/// "line:column" of the `nth` (from 1) occurrence of `needle`.
fn at(text: &str, needle: &str, nth: usize) -> String {
    let (offset, _) = text
        .match_indices(needle)
        .nth(nth - 1)
        .unwrap_or_else(|| panic!("{needle:?} occurs fewer than {nth} times"));
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.chars().rev().take_while(|c| *c != '\n').count() + 1;
    format!("{line}:{column}")
}

const FORK: &str = r#"Location("Stage"), Location("Steps"),
            Fork([
                [Hazard(name: "Crowd", skills: ["DEX"]), Location("Water Street"), Location("Market")],
                [Location("Riverbank"), Hazard(name: "Current", skills: ["Swim"]), Location("Far bank")],
            ])"#;

#[test]
fn a_fork_numbers_its_ways_in_the_order_written() {
    let chase = loaded(&setup("", FORK, &[HARVEY, DEEP_ONE]));
    let track = &chase.map;
    assert_eq!(track.ways_from(2), vec![3, 5]);
    assert_eq!(track.get(5).unwrap().name.as_deref(), Some("Riverbank"));
    assert_eq!(track.trunk().collect::<Vec<_>>(), vec![1, 2, 3, 4]);
    assert_eq!(track.path_to(6), vec![1, 2, 5, 6]);
    assert_eq!(track.ahead_of(2).map(|o| o.name()), Some("Crowd"));
    assert_eq!(track.ahead_of(5).map(|o| o.name()), Some("Current"));
    assert_eq!(track.way_name(5), "Riverbank");
}

#[test]
fn forks_nest_inside_their_ways() {
    let chase = loaded(&setup(
        "",
        r#"Location("A"), Fork([[Location("B"), Fork([[Location("C")], [Location("D")]])], [Location("E")]])"#,
        &[HARVEY, DEEP_ONE],
    ));
    let track = &chase.map;
    assert_eq!(track.trunk().collect::<Vec<_>>(), vec![1, 2, 3]);
    assert_eq!(track.ways_from(1), vec![2, 5]);
    assert_eq!(track.ways_from(2), vec![3, 4]);
    assert_eq!(track.path_to(4), vec![1, 2, 4]);
}

#[test]
fn a_fork_ends_its_list() {
    let text = setup(
        "",
        r#"Location("A"), Fork([[Location("B")], [Location("C")]]), Location("D")"#,
        &[HARVEY, DEEP_ONE],
    );
    let error = invalid(&text);
    assert!(
        error.starts_with(&format!(
            "{}: track[3]: a Location follows a Fork",
            at(&text, "Location(\"D\")", 1)
        )),
        "{error}"
    );
}

#[test]
fn a_branch_opens_with_a_location() {
    let text = setup(
        "",
        r#"Location("A"), Fork([[Location("B")], [Hazard(name: "Mud", skills: ["DEX"]), Location("C")]])"#,
        &[HARVEY, DEEP_ONE],
    );
    let error = invalid(&text);
    assert!(
        error.starts_with(&format!("{}: track[2][2][1]:", at(&text, "Hazard", 1))),
        "{error}"
    );
    assert!(
        error.contains("a branch is entered over clear ground"),
        "{error}"
    );
}

#[test]
fn a_fork_needs_two_ways_a_location_before_it_and_the_route_rules() {
    let one = setup(
        "",
        r#"Location("A"), Fork([[Location("B")]])"#,
        &[HARVEY, DEEP_ONE],
    );
    assert!(
        invalid(&one).contains("a Fork has 1 way; it needs at least 2"),
        "{}",
        invalid(&one)
    );
    let first = setup(
        "",
        r#"Fork([[Location("B")], [Location("C")]])"#,
        &[HARVEY, DEEP_ONE],
    );
    assert!(invalid(&first).contains("a Fork needs a location before it"));
    let off = setup("routes: false", FORK, &[HARVEY, DEEP_ONE]);
    let error = invalid(&off);
    assert!(
        error.starts_with(&format!(
            "{}: track[3]: the track forks, but the route rules are off",
            at(&off, "Fork", 1)
        )),
        "{error}"
    );
}

#[test]
fn the_route_and_track_settings_read_as_a_keeper_writes_them() {
    let chase = loaded(&setup(
        "environment: Hazardous, sight: City, sudden_hazard_difficulty: Hard, random_hazards: false",
        FORK,
        &[HARVEY, DEEP_ONE],
    ));
    assert_eq!(chase.settings.environment, Environment::Hazardous);
    assert_eq!(chase.settings.sight, Some(Sight::City));
    assert!(!chase.settings.random_hazards);
    let text = setup("sight: Locations(0)", FORK, &[HARVEY, DEEP_ONE]);
    let error = invalid(&text);
    assert!(
        error.starts_with(&format!(
            "{}: settings.sight: sight is 'Locations(0)'",
            at(&text, "Locations", 1)
        )),
        "{error}"
    );
}

#[test]
fn participants_for_the_route_and_track_rules() {
    let constable = r#"(name: "Constable", side: Pursuer, dex: 50, mov: 8, con: 60, hp: 12, joins_later: true)"#;
    let harvey = r#"(name: "Harvey", side: Quarry, dex: 55, mov: 8, con: 60, hp: 11, investigator: true, skills: {"Luck": 45}, movs: {"Swim": 5})"#;
    let deep_one = r#"(name: "Deep one", side: Pursuer, dex: 50, mov: 8, con: 80, hp: 16, movs: {"Swim": 10}, monster: {"Swim": Aptitude, "Climb": Ineptitude})"#;
    let chase = loaded(&setup("", FORK, &[harvey, deep_one, constable]));
    let harvey = &chase.participants[0];
    assert!(harvey.investigator);
    assert_eq!(harvey.movs.get("Swim"), Some(&5));
    let deep_one = &chase.participants[1];
    assert_eq!(
        deep_one.monster.as_ref().and_then(|m| m.get("Climb")),
        Some(&Aptitude::Ineptitude)
    );
    assert_eq!(chase.participants[2].status, Status::Waiting);
    assert_eq!(chase.skill(1, "Climb"), Some(10), "a fifth of DEX 50");
}

#[test]
fn mistakes_in_those_fields_are_pointed_at() {
    let placed = r#"(name: "Constable", side: Pursuer, dex: 50, mov: 8, con: 60, hp: 12, joins_later: true, start: 1)"#;
    let text = setup("", FORK, &[HARVEY, DEEP_ONE, placed]);
    let error = invalid(&text);
    assert!(
        error.starts_with(&format!(
            "{}: participants[3].start: 'Constable' joins later",
            at(&text, "1)\n", 1)
        )),
        "{error}"
    );
    let fast =
        r#"(name: "Eel", side: Pursuer, dex: 50, mov: 8, con: 60, hp: 12, movs: {"Swim": 99})"#;
    let text = setup("", FORK, &[HARVEY, fast]);
    let error = invalid(&text);
    assert!(
        error.starts_with(&format!(
            "{}: participants[2].movs[\"Swim\"]: 'Eel' has a Swim MOV of '99'",
            at(&text, "\"Swim\": 99", 1)
        )),
        "{error}"
    );
    let twice = r#"(name: "Ghoul", side: Pursuer, dex: 50, mov: 8, con: 60, hp: 12, monster: {"Swim": Aptitude, "swim": Ineptitude})"#;
    let text = setup("", FORK, &[HARVEY, twice]);
    assert!(
        invalid(&text).contains("gives an aptitude for 'swim' twice"),
        "{}",
        invalid(&text)
    );
}

/// A setup overrides what the players see (docs/players-view.md): a SecretLocation stays off
/// their screen inside an investigator's sight, an OpenLocation shows beyond it, and `secret`
/// opens an NPC's sheet or closes an investigator's.
#[test]
fn a_setup_marks_locations_and_participants_secret_or_open() {
    let track = r#"Location("Gate"), SecretLocation("Cellar"), Location("Lane"), Dot, OpenLocation("Tower")"#;
    let amy = r#"(name: "Amy", side: Quarry, dex: 55, mov: 8, con: 60, hp: 11, investigator: true, start: 1, secret: true)"#;
    let harvey = r#"(name: "Harvey", side: Quarry, dex: 55, mov: 8, con: 60, hp: 11, investigator: true, start: 1)"#;
    let ally = r#"(name: "Ally", side: Pursuer, dex: 50, mov: 8, con: 80, hp: 16, start: 1, secret: false)"#;
    let mut chase = loaded(&setup("", track, &[amy, harvey, ally]));
    assert!(!chase.participants[0].open_to_players());
    assert!(chase.participants[1].open_to_players());
    assert!(chase.participants[2].open_to_players());
    chase.participants[0].sight = Some(2);
    chase.participants[1].sight = Some(2);
    assert!(!chase.players_see(2), "secret, though within sight");
    assert!(chase.players_see(3), "within sight");
    assert!(!chase.players_see(4), "beyond sight");
    assert!(chase.players_see(5), "open, though beyond sight");
    chase.participants[1].location = 2;
    assert!(chase.players_see(2), "an investigator stands there");
}
