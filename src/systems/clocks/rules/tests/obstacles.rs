//! "Obstacles": between two segments, stopping progress until resolved; advantage for
//! overshooting; resolved by everyone or by one for all.

use super::*;

fn with_obstacle(scope: Scope) -> ClockChase {
    let mut start = Start::new(8);
    start.paths = vec![Path::new("street", Terrain::default())];
    start.participants = vec![
        Participant::runner("Ann").with_head_start(2).with_speed(2),
        Participant::runner("Bo").with_head_start(2),
        Participant::chaser("Hound"),
    ];
    start.obstacles = vec![Obstacle::new("Wall", 0, 3, 12, scope)];
    let mut state = ClockChase::new(start).unwrap();
    begin(&mut state);
    state
}

fn resolve(who: &str, bonus: i32) -> Command {
    Command::ResolveObstacle {
        who: who.into(),
        bonus,
        advantage: false,
    }
}

/// "An Obstacle may be considered as existing between a pair of segments of a Clock: no progress
/// can be added beyond that point until the Character Resolves that Obstacle." And "If a Character
/// encounters an Obstacle when they are filling Clock segments in excess of the position of the
/// Obstacle (e.g. they had a Strong Performance, but could only fill 1 Segment of the Clock due to
/// the Obstacle) the GM may grant them Advantage on their next Skill Check to pass the Obstacle."
#[test]
fn an_obstacle_stops_progress_and_overshooting_it_grants_advantage() {
    // Given Ann at 2 with the wall after segment 3.
    let mut state = with_obstacle(Scope::Everyone);
    // When she makes a strong check (d20 13 + 2 = 15 vs DC 10).
    let before = state.clone();
    let events = run(&mut state, check("Ann"), &[13]);
    // Then she fills 1 segment, is held at the wall and has advantage against it.
    assert_eq!(p(&state, "Ann").filled, 3);
    assert_eq!(p(&state, "Ann").advantage_on, Some(0));
    assert_eq!(
        told(&before, &events)[1..],
        [
            "Ann fills 1 segment: 3/8.",
            "Wall stops Ann at 3/8, 1 segment short; advantage on the next check to pass it."
        ]
    );
    // Another check makes no progress past it.
    let events = run(&mut state, check("Ann"), &[12]);
    assert_eq!(p(&state, "Ann").filled, 3);
    assert!(matches!(
        events.last(),
        Some(Event::HeldUp { excess: 1, .. })
    ));
    // Her check to pass it rolls two d20 and keeps the higher: 4 and 9, 9 + 1 = 10 vs DC 12
    // fails, and the advantage is spent.
    let events = run(&mut state, resolve("Ann", 1), &[4, 9]);
    let roll = events
        .iter()
        .find_map(|e| match e {
            Event::SkillUsed {
                roll: Some(roll), ..
            } => Some(roll.clone()),
            _ => None,
        })
        .unwrap();
    assert_eq!(
        (roll.natural, roll.other, roll.level),
        (9, Some(4), Level::Failure)
    );
    assert_eq!(p(&state, "Ann").advantage_on, None);
}

/// The overshoot advantage is the GM's call ("may grant"): a setting.
#[test]
fn overshoot_advantage_is_a_setting() {
    let mut state = with_obstacle(Scope::Everyone);
    state.settings.overshoot_advantage = false;
    let events = run(&mut state, check("Ann"), &[13]);
    assert!(matches!(
        events.last(),
        Some(Event::HeldUp {
            advantage: false,
            ..
        })
    ));
    assert_eq!(p(&state, "Ann").advantage_on, None);
}

/// "In some cases all Character must resolve an Obstacle (e.g. they all must climb a Wall to
/// proceed)."
#[test]
fn everyone_must_climb_the_wall() {
    let mut state = with_obstacle(Scope::Everyone);
    run(&mut state, check("Ann"), &[10]);
    let events = run(&mut state, resolve("Ann", 3), &[10]);
    assert!(events.contains(&Event::ObstacleResolved { obstacle: 0, by: 0 }));
    run(&mut state, check("Ann"), &[10]);
    assert_eq!(p(&state, "Ann").filled, 4, "past the wall");
    run(&mut state, end_turn("Ann"), &[]);
    // Bo still has to climb it.
    run(&mut state, check("Bo"), &[15]);
    assert_eq!(p(&state, "Bo").filled, 3);
    assert_eq!(state.blocking(1), Some(0));
}

/// "... in others only one Character may need to resolve the Obstacle (e.g. the Locked Door)."
#[test]
fn one_opens_the_door_for_all() {
    let mut state = with_obstacle(Scope::OneForAll);
    state.obstacles[0].name = "Locked door".into();
    run(&mut state, check("Ann"), &[10]);
    let before = state.clone();
    let events = run(&mut state, resolve("Ann", 3), &[10]);
    assert_eq!(
        told(&before, &events),
        vec![
            "Ann tackles Locked door: d20 10 +3 = 13 vs DC 12: weak success (margin 1).",
            "Ann pays for the weak success: 1 Stress, or 1 Tension for the GM.",
            "Ann clears Locked door for everyone.",
        ]
    );
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, check("Bo"), &[15]);
    assert_eq!(p(&state, "Bo").filled, 4, "the door is open for Bo too");
}

/// Resolving needs the obstacle right in front, and the Skill action once a round.
#[test]
fn resolving_needs_the_obstacle_in_front() {
    let mut state = with_obstacle(Scope::Everyone);
    assert_eq!(
        refused(&state, resolve("Ann", 0), &[10]),
        "no obstacle stands in front of Ann"
    );
    run(&mut state, check("Ann"), &[10]);
    run(&mut state, resolve("Ann", 0), &[2]);
    assert_eq!(
        refused(&state, resolve("Ann", 0), &[18]),
        "Ann has used the Skill action this round"
    );
}

/// The keeper places obstacles between two segments of a path's clocks and clears them.
#[test]
fn the_keeper_places_and_clears_obstacles() {
    let mut state = with_obstacle(Scope::Everyone);
    let place = |name: &str, after: u32| Command::PlaceObstacle {
        name: name.into(),
        path: "street".into(),
        after,
        dc: None,
        scope: Scope::Everyone,
    };
    let why = refused(&state, place("wall", 5), &[]);
    assert_eq!(
        why,
        "there is already an obstacle 'wall'; give this one another name"
    );
    let why = refused(&state, place("Cart", 8), &[]);
    assert_eq!(
        why,
        "an obstacle lies between two segments: 'after' must be 0 to 7, not 8"
    );
    let before = state.clone();
    let events = run(&mut state, place("Cart", 2), &[]);
    assert_eq!(
        told(&before, &events),
        vec!["Cart (DC 10, everyone must pass it) stands on 'street' after segment 2."]
    );
    assert_eq!(state.blocking(0), Some(1), "the cart is the nearer one");
    run(
        &mut state,
        Command::ClearObstacle {
            name: "cart".into(),
        },
        &[],
    );
    run(
        &mut state,
        Command::ClearObstacle {
            name: "wall".into(),
        },
        &[],
    );
    assert_eq!(state.blocking(0), None);
    run(&mut state, check("Ann"), &[20]);
    assert_eq!(p(&state, "Ann").filled, 5);
}
