//! The examples of `position-clocks-chase.txt`, replayed with their numbers.

use super::*;
use crate::engine::{Outcome, Rules};

/// "Relative Position", the example: "a Chaser and Runner who have filled the same number of
/// segements will be considered Adjacent to each other, potentially allowing them to Attack each
/// other with Melee Attacks! Meanwhile two Characters who are separated by one segment would be a
/// Distance of 2 Spaces from each other." And "Area Effects": "Characters who are 1 segment
/// different from each other would be within 2 Spaces of each other".
#[test]
fn example_adjacent_and_two_spaces() {
    let mut state = chase(
        8,
        vec![
            Participant::runner("Runner").with_head_start(1),
            Participant::chaser("Chaser"),
        ],
    );
    assert_eq!(state.relative(0, 1), Relative::Spaces(2));
    assert!(state.in_area(1, 1).is_empty());
    assert_eq!(state.in_area(1, 2), vec![0]);
    begin(&mut state);
    run(&mut state, end_turn("Runner"), &[]);
    run(&mut state, check("Chaser"), &[12]);
    assert_eq!(state.relative(0, 1), Relative::Spaces(1));
    assert!(state.relative(0, 1).is_adjacent());
}

/// "Additional Movement", the example: "a Character using the Misty Step Spell would be able to
/// Teleport a distance of 3 Spaces. Within a Chase Scene, they would be able to make an additional
/// Movement Check, with a +3 Bonus to the Check instead of their usual Speed Bonus." Teleporting,
/// the terrain is not difficult for it: DC 10 ("Steep, Difficult and Very Difficult Terrain").
#[test]
fn example_misty_step() {
    let mut state = chase(
        12,
        vec![
            Participant::runner("Wizard").with_speed(1),
            Participant::chaser("Guard").with_speed(2),
        ],
    );
    state.paths[0].terrain.difficulty = Difficulty::VeryDifficult;
    begin(&mut state);
    let first = run(&mut state, check("Wizard"), &[15]);
    assert_eq!(
        (
            checked(&first).0.dc,
            checked(&first).0.total,
            checked(&first).1
        ),
        (20, 16, 0),
        "DC 20 through the crowd: no progress"
    );
    let misty_step = Command::AdditionalMovement {
        who: "Wizard".into(),
        effect: "Misty Step".into(),
        spaces: 3,
        ignores_terrain: true,
        advantage: false,
    };
    let before = state.clone();
    let events = run(&mut state, misty_step, &[15]);
    assert_eq!(
        told(&before, &events),
        vec![
            "Wizard's Misty Step (3 spaces), an additional movement check: d20 15 +3 = 18 vs DC \
             10: strong success (margin 8), 2 segments.",
            "Wizard fills 2 segments: 2/12.",
        ]
    );
}

/// "Vehicles and Mounts", the example: "if a Vehicle is in a location which is 1 Clock Segment
/// ahead of you, and you have a Strong Movement Check, you may only increase your Clock 1 Segment,
/// and you lose the benefits of additional Segments you would have had."
#[test]
fn example_vehicle_one_segment_ahead() {
    let mut state = chase(
        12,
        vec![
            Participant::runner("Ann").with_head_start(3),
            Participant::chaser("Hound"),
            Participant::ride("Car", RideKind::Vehicle)
                .with_head_start(4)
                .with_speed(4),
        ],
    );
    begin(&mut state);
    let before = state.clone();
    let events = run(
        &mut state,
        Command::MovementCheck {
            who: "Ann".into(),
            advantage: false,
            modifier: 0,
            board: Some("Car".into()),
            dc: None,
        },
        &[16],
    );
    assert_eq!(checked(&events).0.level, Level::Strong);
    assert_eq!(
        told(&before, &events)[1..],
        [
            "Ann fills 1 segment: 4/12.",
            "Ann reaches Car; 1 segment beyond it is lost.",
            "Ann boards Car.",
        ]
    );
    assert_eq!((state.filled(0), p(&state, "Ann").aboard), (4, Some(2)));
    // Aboard, she commands the car with its +4, using her Move action.
    let events = run(&mut state, check("Ann"), &[11]);
    assert!(matches!(
        &events[0],
        Event::Checked {
            kind: CheckKind::MoveAction,
            mover: 2,
            ..
        }
    ));
    assert_eq!(state.filled(0), 6);
}

/// "New Paths", the example: "a Character who is able to Fly might remove one Segment of their
/// Clock to fly upwards into the Sky."
#[test]
fn example_flying_up_into_the_sky() {
    let mut state = chase(
        8,
        vec![
            Participant::runner("Harpy").with_head_start(3).flying(),
            Participant::chaser("Hunter").with_head_start(2),
        ],
    );
    // The Hunter's full clock means the hunt is off: the Harpy is free at once.
    state.settings.escape_when_chasers_done = true;
    begin(&mut state);
    run(
        &mut state,
        Command::TakePath {
            who: "Harpy".into(),
            path: "sky".into(),
            terrain: None,
            flight_only: true,
        },
        &[],
    );
    assert_eq!(p(&state, "Harpy").filled, 2);
    assert_eq!(state.relative(0, 1), Relative::OtherPaths);
    // The Hunter fills its clock on the street: the Harpy is on another path, not caught.
    state.participants[1].filled = 7;
    run(&mut state, end_turn("Harpy"), &[]);
    run(&mut state, check("Hunter"), &[12]);
    assert_eq!(p(&state, "Harpy").status, Status::Running);
    assert_eq!(
        state.outcome(),
        Outcome::Over("No chaser is left: Harpy got away with nobody left to catch them.".into())
    );
}

/// "Obstacles", the example: "they had a Strong Performance, but could only fill 1 Segment of the
/// Clock due to the Obstacle" — advantage on the next check to pass it.
#[test]
fn example_strong_performance_stopped_by_an_obstacle() {
    let mut start = Start::new(8);
    start.participants = vec![Participant::runner("Ann"), Participant::chaser("Hound")];
    start.obstacles = vec![Obstacle::new("Wall", 0, 1, 15, Scope::Everyone)];
    let mut state = ClockChase::new(start).unwrap();
    begin(&mut state);
    let events = run(&mut state, check("Ann"), &[16]);
    assert_eq!(checked(&events).0.level, Level::Strong);
    assert_eq!(p(&state, "Ann").filled, 1);
    let events = run(
        &mut state,
        Command::ResolveObstacle {
            who: "Ann".into(),
            bonus: 0,
            advantage: false,
        },
        &[3, 17],
    );
    assert!(events.contains(&Event::ObstacleResolved { obstacle: 0, by: 0 }));
}

/// "Goals": "the Runners could be attempting ... to escape a building before the self-destruct
/// sequence elapses. In this case the Chasers would be represented by a single Clock which
/// steadily ticks down at the end of each Round." "Position Clocks": "a 4 Segment Clock would
/// represent an exceptionally short Chase (e.g. a quick sprint)"; "A shorter Timer may put more
/// pressure on Runners to complete multiple segments on their Clocks with each Movement Check."
#[test]
fn example_escaping_the_self_destruct() {
    let mut start = Start::new(4);
    start.participants = vec![
        Participant::runner("Ann").with_speed(3),
        Participant::runner("Bo").with_speed(1),
    ];
    start.timer = Some(Timer::new("Self-destruct", 3));
    let mut state = ClockChase::new(start).unwrap();
    begin(&mut state);
    // Round 1: Ann strong (2), Bo weak (1, a detriment). The timer ticks to 1/3.
    run(&mut state, check("Ann"), &[12]);
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, check("Bo"), &[9]);
    run(&mut state, end_turn("Bo"), &[]);
    assert_eq!(state.timer.as_ref().map(|t| t.filled), Some(1));
    // Round 2: Ann critical on a natural 20: home. Bo fails twice. 2/3.
    run(&mut state, check("Ann"), &[20]);
    run(&mut state, check("Bo"), &[2]);
    run(&mut state, check("Bo"), &[5]);
    run(&mut state, end_turn("Bo"), &[]);
    assert_eq!(state.timer.as_ref().map(|t| t.filled), Some(2));
    // Round 3: Bo needs 3 segments and rolls a strong 2: the building comes down on him.
    run(&mut state, check("Bo"), &[15]);
    run(&mut state, end_turn("Bo"), &[]);
    assert_eq!(p(&state, "Bo").filled, 3);
    assert_eq!(
        state.outcome(),
        Outcome::Over("Self-destruct has run out: Ann got away; Bo caught.".into())
    );
    assert_eq!(p(&state, "Bo").detriments, 1);
}
