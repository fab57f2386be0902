//! Property test of the GURPS Action chase rules through the engine: random command sequences on
//! the shipped setups, mostly legal (the step's side acts, maneuvers from those offered), never
//! panic, keep the chase sound, and undoing all of them returns the initial state exactly
//! (redoing them, the final one).

use chasetrack::dice::Roller;
use chasetrack::engine::{Outcome, Rules, Session};
use chasetrack::systems::Chase;
use chasetrack::systems::gurps::rules::{Band, Command, GurpsChase, Maneuver, Side, Stage};
use proptest::prelude::*;
use std::path::Path;

const SETUPS: [&str; 4] = [
    "assets/gurps-rooftops.ron",
    "assets/gurps-traffic.ron",
    "assets/gurps-convoy.ron",
    "assets/gurps-harbour.ron",
];

fn chase(which: u8) -> GurpsChase {
    let path =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(SETUPS[usize::from(which) % SETUPS.len()]);
    match chasetrack::setup::load(&path)
        .expect("a shipped setup loads")
        .chase
    {
        Chase::Gurps(session) => session.state().clone(),
        _ => panic!("not a GURPS chase"),
    }
}

/// Turns two random numbers into a command that makes sense now most of the time.
fn command(state: &GurpsChase, choice: u8, arg: u8) -> Command {
    let people: Vec<String> = state.people.iter().map(|p| p.name.clone()).collect();
    let mut names = people.clone();
    names.extend(state.vehicles.iter().map(|v| v.name.clone()));
    let pick = |n: u8| names[usize::from(n) % names.len()].clone();
    let person = |n: u8| people[usize::from(n) % people.len()].clone();
    let side = if arg.is_multiple_of(2) {
        Side::Quarry
    } else {
        Side::Pursuer
    };
    let step_side = state.step.role().unwrap_or(side);
    match (state.step, choice % 16) {
        (Stage::QuarryDeclares | Stage::PursuerDeclares, 0..=9) => Command::Declare {
            side: step_side,
            maneuver: Maneuver::ALL[usize::from(arg) % Maneuver::ALL.len()],
            penalty: (arg % 7) & !1,
            lucky_break: arg.is_multiple_of(3),
            elsewhere: arg.is_multiple_of(29),
        },
        (Stage::QuarryDeclares | Stage::PursuerDeclares, 10..=11) => {
            Command::DeclareRandom { side: step_side }
        }
        (Stage::Contest, 0..=11) => Command::Contest {
            quarry_complementary: arg.is_multiple_of(2),
            pursuer_complementary: arg.is_multiple_of(3),
        },
        (Stage::Shift, 0..=11) => {
            if arg.is_multiple_of(5) {
                Command::PullOut {
                    band: [None, Some(Band::Close), Some(Band::Short), Some(Band::Long)]
                        [usize::from(arg % 4)],
                }
            } else {
                Command::Shift {
                    steps: i32::from(arg % 5) - 2,
                }
            }
        }
        (_, 0..=3) => Command::EndStep,
        (_, 4) => Command::Attack {
            who: person(arg),
            target: pick(arg / 3),
            vital: arg.is_multiple_of(2),
            grapple: arg.is_multiple_of(7),
        },
        (_, 5) => Command::Force {
            who: person(arg),
            target: pick(arg / 3),
        },
        (_, 6) => Command::Ram {
            who: person(arg),
            target: pick(arg / 3),
        },
        (_, 7) => Command::Stunt { who: person(arg) },
        (_, 8) => Command::Embark {
            who: person(arg),
            vehicle: pick(arg / 3),
        },
        (_, 9) => Command::Disembark { who: person(arg) },
        (_, 10) => Command::Board {
            who: person(arg),
            vehicle: pick(arg / 3),
        },
        (_, 11) => Command::SeizeControl { who: person(arg) },
        (_, 12) => Command::Task {
            who: person(arg),
            skill: i32::from(arg % 20),
            what: "a task".into(),
        },
        (_, 13) => Command::Scenery {
            on: arg.is_multiple_of(2),
        },
        (_, 14) => match arg % 3 {
            0 => Command::Lead { who: person(arg) },
            _ => Command::KeptUp { side },
        },
        _ if arg == 255 => Command::EndChase,
        _ => Command::EndStep,
    }
}

/// What must hold after every command.
fn sound(state: &GurpsChase) -> Result<(), TestCaseError> {
    if state.step == Stage::Over {
        prop_assert!(state.ending.is_some());
        prop_assert!(matches!(state.outcome(), Outcome::Over(_)));
        return Ok(());
    }
    prop_assert_eq!(state.outcome(), Outcome::Ongoing);
    prop_assert!(state.quarry <= 1);
    prop_assert_eq!(
        state.step == Stage::Shift,
        !state.owed.is_empty(),
        "a shift step owes a shift"
    );
    for party in [0, 1] {
        let leader = state.parties[party].leader;
        prop_assert_eq!(
            state.person(leader).party,
            party,
            "a leader leads his own side"
        );
    }
    for v in &state.vehicles {
        if let Some(op) = v.operator {
            prop_assert!(usize::from(op) < state.people.len());
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_commands_keep_the_chase_sound(
        seed in any::<u64>(),
        which in any::<u8>(),
        steps in prop::collection::vec((any::<u8>(), any::<u8>()), 1..150),
    ) {
        let initial = chase(which);
        let mut session = Session::new(initial.clone());
        let mut roller = Roller::seeded(seed);
        for (choice, arg) in steps {
            let cmd = command(session.state(), choice, arg);
            let before = session.state().clone();
            match session.execute(cmd, &mut roller) {
                Ok(entry) => {
                    for line in Session::narrate(&before, entry) {
                        prop_assert!(!line.contains('{'), "a sentence with a hole: {}", line);
                    }
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
