//! Property test of the position-clocks rules through the engine: random command sequences, mostly
//! legal (turn actions go to whoever acts), never panic, never put a clock off its segments or
//! anyone on a path that is not there, and undoing all of them returns the initial state exactly
//! (redoing them returns the final one). Every event is narrated on the way, so the log cannot
//! panic either.

use chasetrack::dice::Roller;
use chasetrack::engine::{Name, Outcome, Rules, Session};
use chasetrack::systems::clocks::rules::{
    Check, ClockChase, Command, Condition, Difficulty, Obscurement, Obstacle, Participant, Path,
    Phase, RideKind, Scope, Slope, Start, Status, Terrain, Timer,
};
use proptest::prelude::*;

/// The kinds of chase the test plays: with chasers, against a timer, or a race.
#[derive(Clone, Copy, Debug)]
enum Kind {
    Chase,
    Timer,
    Race,
}

fn chase(kind: Kind) -> ClockChase {
    let mut start = Start::new(8);
    start.paths = vec![
        Path::new(
            "street",
            Terrain {
                obscurement: Obscurement::Obscured,
                ..Terrain::default()
            },
        ),
        Path::new(
            "roofs",
            Terrain {
                difficulty: Difficulty::Difficult,
                slope: Slope::Uphill,
                ..Terrain::default()
            },
        ),
    ];
    let mut people = vec![
        Participant::runner("Ann").with_speed(2).with_head_start(1),
        Participant::runner("Bo").with_athletics(3).flying(),
        Participant::runner("Cy").on_path(1).with_head_start(2),
        Participant::ride("Cart", RideKind::Vehicle)
            .with_speed(4)
            .with_head_start(2),
    ];
    if matches!(kind, Kind::Chase) {
        people.push(Participant::chaser("Hound").with_speed(3));
        people.push(Participant::chaser("Crow").flying().on_path(1));
    }
    start.participants = people;
    start.obstacles = vec![
        Obstacle::new("Wall", 0, 3, 12, Scope::Everyone),
        Obstacle::new("Door", 1, 5, 14, Scope::OneForAll),
    ];
    if matches!(kind, Kind::Timer) {
        start.timer = Some(Timer::new("Fuse", 6));
    }
    ClockChase::new(start).expect("the test chase is valid")
}

const PATHS: [&str; 5] = ["street", "roofs", "sky", "alley", "nowhere"];

/// Turns two random numbers into a command that makes sense in the current state most of the time.
fn command(state: &ClockChase, choice: u8, arg: u8) -> Command {
    let names: Vec<Name> = state.participants.iter().map(|p| p.name.clone()).collect();
    let pick = |n: u8| names[usize::from(n) % names.len()].clone();
    let any: Name = if arg.is_multiple_of(11) {
        "Nobody".into()
    } else {
        pick(arg)
    };
    let who = state
        .current()
        .map(|id| state.participant(id).name.clone())
        .unwrap_or_else(|| any.clone());
    let path = PATHS[usize::from(arg) % PATHS.len()].to_string();
    let terrain = Terrain {
        name: None,
        difficulty: match arg % 4 {
            0 => Difficulty::Easy,
            1 => Difficulty::Difficult,
            2 => Difficulty::VeryDifficult,
            _ => Difficulty::Dc(u32::from(arg % 30)),
        },
        cover: arg.is_multiple_of(2),
        obscurement: match arg % 3 {
            0 => Obscurement::Clear,
            1 => Obscurement::Obscured,
            _ => Obscurement::FullyObscured,
        },
        slope: Slope::Level,
    };
    let check = (!arg.is_multiple_of(3)).then_some(Check {
        bonus: i32::from(arg % 7) - 2,
        dc: u32::from(arg % 20),
    });
    if state.phase == Phase::Ordering {
        return match choice % 6 {
            0..=2 => Command::RollOrder,
            3 => Command::SetOrder {
                order: vec![pick(arg), pick(arg / 3)],
            },
            4 => Command::OpenPath {
                name: path,
                terrain,
                flight_only: arg.is_multiple_of(2),
            },
            _ => Command::MergePaths {
                from: path,
                into: PATHS[usize::from(arg / 5) % PATHS.len()].to_string(),
            },
        };
    }
    match choice % 24 {
        0..=4 => Command::MovementCheck {
            who,
            advantage: arg.is_multiple_of(5),
            modifier: i32::from(arg % 3) - 1,
            board: (arg.is_multiple_of(4)).then(|| "Cart".into()),
            dc: (arg.is_multiple_of(7)).then_some(u32::from(arg % 25)),
        },
        5 => Command::AdditionalMovement {
            who: any,
            effect: "Misty Step".into(),
            spaces: u32::from(arg % 4),
            ignores_terrain: arg.is_multiple_of(2),
            advantage: arg.is_multiple_of(3),
        },
        6 => Command::SlowDown {
            who,
            segments: u32::from(arg % 3),
        },
        7 => Command::TakePath {
            who,
            path,
            terrain: (arg.is_multiple_of(2)).then_some(terrain),
            flight_only: arg.is_multiple_of(5),
        },
        8 => Command::ResolveObstacle {
            who,
            bonus: i32::from(arg % 6),
            advantage: arg.is_multiple_of(4),
        },
        9 => Command::Hide { who, check },
        10 => Command::Seek {
            who,
            target: any,
            check,
        },
        11 if arg.is_multiple_of(2) => Command::Board {
            who,
            ride: "Cart".into(),
        },
        11 => Command::Disembark { who },
        12..=15 => Command::EndTurn { who },
        16 => Command::SetTerrain { path, terrain },
        17 => Command::MergePaths {
            from: path,
            into: PATHS[usize::from(arg / 5) % PATHS.len()].to_string(),
        },
        18 if arg.is_multiple_of(2) => Command::PlaceObstacle {
            name: format!("Crate {}", arg % 4),
            path,
            after: u32::from(arg % 9),
            dc: (arg.is_multiple_of(3)).then_some(15),
            scope: if arg.is_multiple_of(4) {
                Scope::OneForAll
            } else {
                Scope::Everyone
            },
        },
        18 => Command::ClearObstacle {
            name: format!("Crate {}", arg % 4),
        },
        // Immobile is switched on rarely, so that chases keep moving.
        19 => Command::SetCondition {
            who: any,
            condition: match arg % 3 {
                0 => Condition::Hindered,
                1 => Condition::Immobile,
                _ => Condition::Flying,
            },
            on: if arg % 3 == 1 {
                arg % 8 == 1
            } else {
                arg.is_multiple_of(2)
            },
        },
        20 => Command::Place {
            who: any,
            filled: u32::from(arg % 10),
        },
        21 if arg.is_multiple_of(2) => Command::Reveal { who: any },
        21 => Command::SkillAction {
            who,
            what: "spot another path".into(),
            check,
        },
        22 if arg == 0 => Command::EndChase,
        _ => Command::EndTurn { who },
    }
}

/// Everything the chase keeps in range, whatever happened.
fn sound(state: &ClockChase) -> Result<(), TestCaseError> {
    for (id, p) in state.ids() {
        prop_assert!(
            p.filled <= state.segments,
            "{} is off the clock at {}",
            p.name,
            p.filled
        );
        prop_assert!(state.filled(id) <= state.segments);
        let path = &state.paths[usize::from(state.path_of(id))];
        prop_assert!(
            path.is_open(),
            "{} is on the closed path {}",
            p.name,
            path.name
        );
        if let Some(ride) = p.aboard {
            prop_assert!(
                state.participant(ride).is_ride(),
                "{} rides a non-ride",
                p.name
            );
        }
        if p.hidden && p.status == Status::Running {
            prop_assert!(
                path.terrain.obscurement != Obscurement::Clear,
                "{} hides in the open",
                p.name
            );
        }
        if let Some(obstacle) = p.advantage_on {
            prop_assert_eq!(state.blocking(id), Some(obstacle), "moot advantage kept");
        }
    }
    for obstacle in &state.obstacles {
        prop_assert!(obstacle.after < state.segments);
        prop_assert!(usize::from(obstacle.path) < state.paths.len());
    }
    if let Some(timer) = &state.timer {
        prop_assert!(timer.filled <= timer.segments);
    }
    let mut finished = state.finish_order.clone();
    finished.sort_unstable();
    finished.dedup();
    prop_assert_eq!(
        finished.len(),
        state.finish_order.len(),
        "someone finished twice"
    );
    match state.phase {
        Phase::Running => prop_assert!(
            state.current().is_some(),
            "a running chase has someone to act"
        ),
        Phase::Over => prop_assert!(matches!(state.outcome(), Outcome::Over(_))),
        Phase::Ordering => prop_assert_eq!(state.round, 0),
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(256))]

    #[test]
    fn random_commands_keep_the_chase_sound(
        seed in any::<u64>(),
        kind in prop_oneof![Just(Kind::Chase), Just(Kind::Timer), Just(Kind::Race)],
        steps in prop::collection::vec((any::<u8>(), any::<u8>()), 1..150),
    ) {
        let initial = chase(kind);
        let mut session = Session::new(initial.clone());
        let mut roller = Roller::seeded(seed);
        for (choice, arg) in steps {
            let cmd = command(session.state(), choice, arg);
            let before = session.state().clone();
            match session.execute(cmd, &mut roller) {
                Ok(entry) => {
                    let lines = Session::narrate(&before, entry);
                    prop_assert_eq!(lines.len(), entry.events.len());
                }
                Err(_) => prop_assert_eq!(session.state(), &before, "a refused command changed the state"),
            }
            sound(session.state())?;
        }
        let last = session.state().clone();
        while session.undo().is_some() {}
        prop_assert_eq!(session.state(), &initial);
        while session.redo().is_some() {}
        prop_assert_eq!(session.state(), &last);
    }
}
