//! Position-clocks setups: what a keeper's file becomes (paths by name, rides, obstacles, the
//! timer), and what the keeper is told, at which line and column, when it cannot become a chase.

use crate::setup::tests::{assert_invalid, at, syntax};
use crate::setup::{Setup, parse};
use crate::systems::Chase;
use crate::systems::clocks::rules::{ClockChase, Difficulty, Obscurement, RideKind, Role, Scope};

/// A position-clocks setup with these fields inside `Clocks(...)`, one a line.
fn text(fields: &[&str]) -> String {
    format!(
        "// A test chase\n(\n    name: \"Through the city\",\n    system: Clocks(\n        {}\n    ),\n)\n",
        fields.join(",\n        ")
    )
}

const PEOPLE: &str = r#"participants: [(name: "Ann", role: Runner, bonus: 3), (name: "Hound", role: Chaser, bonus: 4)]"#;

fn load(text: &str) -> Setup {
    parse(text, "test.ron").unwrap_or_else(|error| panic!("{error}\n{text}"))
}

fn state(setup: &Setup) -> &ClockChase {
    match &setup.chase {
        Chase::Clocks(session) => session.state(),
        other => panic!("not a position-clocks chase: {}", other.system().title()),
    }
}

#[test]
fn the_smallest_chase_gets_one_easy_path() {
    let setup = load(&text(&["segments: 8", PEOPLE]));
    let chase = state(&setup);
    assert_eq!(chase.segments, 8);
    assert_eq!(chase.paths.len(), 1);
    assert_eq!(chase.paths[0].name, "the way");
    assert_eq!(chase.terrain_dc(0), 10);
    let ann = chase.participant(chase.find("ann").expect("Ann"));
    assert_eq!(
        (ann.role, ann.speed, ann.filled, ann.path),
        (Role::Runner, 3, 0, 0)
    );
    assert!(chase.timer.is_none() && chase.obstacles.is_empty());
}

#[test]
fn paths_rides_obstacles_and_the_timer_are_named_and_placed() {
    let setup = load(&text(&[
        "settings: (difficult_dc: 16, race_places: 2, round_seconds: 10)",
        "segments: 12",
        r#"paths: [(name: "Streets", terrain: (name: "market", difficulty: Difficult, cover: true, obscurement: Obscured)), (name: "Sky", flight_only: true)]"#,
        r#"participants: [
            (name: "Ann", role: Runner, bonus: 3, athletics: 2, head_start: 2, hidden: true),
            (name: "Harpy", role: Runner, flies: true, path: "sky", head_start: 1),
            (name: "Hound", role: Chaser, bonus: 4),
            (name: "Cart", role: Vehicle, bonus: 4, head_start: 4, path: "streets"),
            (name: "Driver", role: Chaser, aboard: "cart"),
        ]"#,
        r#"obstacles: [(name: "Locked gate", path: "Streets", after: 6, scope: OneForAll), (name: "Chimneys", path: "Sky", after: 3, dc: 12)]"#,
        r#"timer: (name: "Bells", segments: 10, filled: 1)"#,
    ]));
    let chase = state(&setup);
    let s = &chase.settings;
    assert_eq!(
        (s.difficult_dc, s.race_places, s.round_seconds),
        (16, 2, Some(10))
    );
    assert_eq!(chase.paths[0].terrain.difficulty, Difficulty::Difficult);
    assert_eq!(chase.paths[0].terrain.obscurement, Obscurement::Obscured);
    assert!(chase.paths[1].flight_only);
    let id = |name: &str| chase.find(name).expect(name);
    let ann = chase.participant(id("Ann"));
    assert!(ann.hidden);
    assert_eq!((ann.athletics, ann.filled), (2, 2));
    assert_eq!(chase.path_of(id("Harpy")), 1, "path names ignore case");
    assert_eq!(
        chase.participant(id("Cart")).role,
        Role::Ride(RideKind::Vehicle)
    );
    let driver = chase.participant(id("Driver"));
    assert_eq!(driver.aboard, Some(id("Cart")));
    assert_eq!(chase.filled(id("Driver")), 4, "a rider moves with its ride");
    let gate = &chase.obstacles[0];
    assert_eq!(
        (gate.path, gate.after, gate.dc, gate.scope),
        (0, 6, 16, Scope::OneForAll)
    );
    assert_eq!(chase.obstacles[1].dc, 12);
    let timer = chase.timer.as_ref().expect("a timer");
    assert_eq!(
        (timer.name.as_str(), timer.segments, timer.filled),
        ("Bells", 10, 1)
    );
}

#[test]
fn a_clock_of_no_segments_points_at_segments() {
    let t = text(&["segments: 0", PEOPLE]);
    assert_invalid(
        &t,
        at(&t, "0", 1),
        "segments",
        "the chase has segments '0'; segments must be from 1 to 60",
    );
}

#[test]
fn a_head_start_that_fills_the_clock_is_refused() {
    let t = text(&[
        "segments: 4",
        r#"participants: [(name: "Ann", role: Runner, head_start: 4)]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "4)", 1),
        "participants[1].head_start",
        "'Ann' has head_start '4' on clocks of 4 segments",
    );
}

#[test]
fn an_unknown_path_lists_the_paths() {
    let t = text(&[
        "segments: 8",
        r#"paths: [(name: "Streets"), (name: "Rooftops")]"#,
        r#"participants: [(name: "Ann", role: Runner, path: "Roofs")]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "\"Roofs\"", 1),
        "participants[1].path",
        "'Ann' is on the path 'Roofs', but there is no such path; the paths are 'Streets', 'Rooftops'",
    );
}

#[test]
fn hiding_needs_obscurement_and_the_sky_needs_wings() {
    let t = text(&[
        "segments: 8",
        r#"participants: [(name: "Ann", role: Runner, hidden: true)]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "true", 1),
        "participants[1].hidden",
        "'Ann' starts hidden on 'the way', where nothing obscures it",
    );
    let t = text(&[
        "segments: 8",
        r#"paths: [(name: "Sky", flight_only: true)]"#,
        r#"participants: [(name: "Ann", role: Runner)]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "(name: \"Ann\"", 1),
        "participants[1].path",
        "'Ann' is on 'Sky', which only those who fly can take",
    );
}

#[test]
fn riders_need_a_ride_and_leave_the_head_start_to_it() {
    let t = text(&[
        "segments: 8",
        r#"participants: [(name: "Ann", role: Runner, aboard: "Hound"), (name: "Hound", role: Chaser)]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "\"Hound\"", 1),
        "participants[1].aboard",
        "'Ann' starts aboard 'Hound', which is not a vehicle or mount",
    );
    let t = text(&[
        "segments: 8",
        r#"participants: [(name: "Ann", role: Runner, head_start: 2, aboard: "Pony"), (name: "Pony", role: Mount)]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "2", 1),
        "participants[1].head_start",
        "'Ann' starts aboard 'Pony' and moves with it, so it has no head start of its own",
    );
}

#[test]
fn obstacles_lie_between_segments_and_timers_must_not_start_full() {
    let t = text(&[
        "segments: 8",
        PEOPLE,
        r#"obstacles: [(name: "Wall", after: 8)]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "8)", 1),
        "obstacles[1].after",
        "the obstacle 'Wall' has after '8'; an obstacle lies between segment `after` and the next, so after must be from 0 to 7",
    );
    let t = text(&[
        "segments: 8",
        PEOPLE,
        r#"timer: (name: "Bells", segments: 3, filled: 3)"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "filled", 1).into_column(8),
        "timer.filled",
        "the timer 'Bells' starts with 3 of its 3 segments filled",
    );
}

#[test]
fn margins_must_step_down_from_critical_to_weak() {
    let t = text(&["settings: (strong_margin: 12)", "segments: 8", PEOPLE]);
    assert_invalid(
        &t,
        at(&t, "12", 1),
        "settings.strong_margin",
        "critical_margin is '10', below strong_margin '12'",
    );
}

#[test]
fn a_runner_is_needed_and_roles_are_the_texts() {
    let t = text(&[
        "segments: 8",
        r#"participants: [(name: "Hound", role: Chaser)]"#,
    ]);
    assert_invalid(
        &t,
        at(&t, "[(name", 1),
        "participants",
        "no participant has role: Runner",
    );
    let t = text(&[
        "segments: 8",
        r#"participants: [(name: "Ann", role: Prey)]"#,
    ]);
    let (_, _, message) = syntax(&t);
    assert!(
        message.contains("'Prey' is not a role; write one of: Runner, Chaser, Vehicle, Mount"),
        "{message}"
    );
    let t = text(&[
        "segments: 8",
        r#"participants: [(name: "Ann", role: Runner, speed: 3)]"#,
    ]);
    let (_, _, message) = syntax(&t);
    assert!(
        message.contains("unknown field 'speed' in participant"),
        "{message}"
    );
    let t = text(&["segments: 8", r#"participants: [(name: "Ann")]"#]);
    let (_, _, message) = syntax(&t);
    assert!(
        message.contains("participant is missing its 'role' field; add it, e.g. `role: Runner`"),
        "{message}"
    );
}

/// Moves a position right along its line.
trait IntoColumn {
    fn into_column(self, by: usize) -> Self;
}

impl IntoColumn for (usize, usize) {
    fn into_column(self, by: usize) -> Self {
        (self.0, self.1 + by)
    }
}
