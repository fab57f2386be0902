//! What a keeper's file becomes: the sample, the track's numbering, vehicles, starts, settings.

use super::*;
use crate::systems::coc7::rules::{Obstacle, Side, Speed};

#[test]
fn the_sample_is_harvey_and_the_farmer_on_the_farm_track() {
    let setup = sample();
    assert_eq!(setup.name, "Harvey and the farmer");
    assert_eq!(setup.seed, Some(1926));
    let state = coc7(&setup);
    let names: Vec<_> = state
        .map
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
    assert_eq!(state.map.first, 1);
    let ahead = |at| state.map.ahead_of(at).map(|o| o.name().to_string());
    assert_eq!(ahead(4).as_deref(), Some("Mud"));
    assert_eq!(ahead(5).as_deref(), Some("Fence"));
    assert_eq!(ahead(7).as_deref(), Some("Ditch"));
    assert_eq!((1..=9).filter(|at| ahead(*at).is_some()).count(), 3);
    let Some(Obstacle::Barrier(fence)) = state.map.ahead_of(5) else {
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
        r#"Dot, Location("Stairs"), Barrier(name: "Door", skills: ["Locksmith"], preset: StrongDoor, debris: (name: "Splinters", skills: ["DEX"])), Location("Roof"), Hazard(name: "Gap", skills: ["Jump"], difficulty: Extreme, damage: Severe), Dot"#,
        &[HARVEY, FARMER],
    );
    let setup = parse(&text, "t.ron").expect("loads");
    let track = &coc7(&setup).map;
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

/// "The setup format forgives what a keeper leaves out": hit points left out are (CON + SIZ) / 10
/// with an average SIZ of 65, as `chasetrack new` writes them; given ones are kept.
#[test]
fn hit_points_left_out_come_from_con() {
    let text = r#"(name: "Left out", system: Coc7(
        track: [Location("A"), Location("B"), Location("C")],
        participants: [
            (name: "Amy", side: Quarry, dex: 60, mov: 8, con: 60),
            (name: "Cultist", side: Pursuer, dex: 50, mov: 8, con: 50, hp: 9),
        ]))"#;
    let setup = parse(text, "left-out.ron").unwrap_or_else(|e| panic!("{e}"));
    let state = coc7(&setup);
    assert_eq!(state.participants[0].max_hp, 12, "(60 + 65) / 10");
    assert_eq!(state.participants[0].hp, 12);
    assert_eq!(state.participants[1].max_hp, 9, "given");
}
