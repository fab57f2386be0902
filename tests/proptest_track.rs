//! Property test of the chase-track rules through the engine: random command sequences, mostly
//! legal (turn steps go to whoever acts), never panic, never leave anyone off the track or out of
//! range, and undoing all of them returns the initial state exactly (redoing them, the final one).

use chasetrack::dice::{DiceExpr, Roller};
use chasetrack::engine::{Outcome, Rules, Session};
use chasetrack::systems::track::rules::{
    Ability, Against, Command, Consequence, Dice, Edge, Effect, Environment, Participant, Phase,
    Ride, Settings, Side, Start, TrackChase, TurnOrder,
};
use proptest::prelude::*;

const HAVEN: u32 = 16;

fn chase(people: u8, turn_order: TurnOrder, complications: bool) -> TrackChase {
    let dice = |heart, ability| Dice {
        heart,
        might: ability,
        agility: ability,
        cunning: ability,
        presence: ability,
    };
    let mut thief = Participant::new("Thief", Side::Prey, dice(8, 6));
    thief.hp = Some(9);
    let mut guards = Participant::new("Guards", Side::Chaser, dice(6, 8));
    guards.size = 3;
    let mut rider = Participant::new("Rider", Side::Chaser, dice(4, 10));
    rider.ride = Ride::Mount {
        name: "horse".into(),
        speed_ft: 60,
    };
    let mut slow = Participant::new("Limper", Side::Prey, dice(10, 4));
    slow.speed_ft = 10;
    slow.special_movement = Some("swimming".into());
    let mut everyone = vec![thief, guards, rider, slow];
    everyone.truncate(usize::from(2 + people % 3));
    let settings = Settings {
        start: Start::Within60Feet,
        escape_distance: 7,
        safe_haven: Some(HAVEN),
        turn_order,
        complications,
        ..Settings::default()
    };
    TrackChase::new(settings, everyone).expect("a valid chase")
}

/// Turns two random numbers into a command that makes sense in the current state most of the time.
fn command(state: &TrackChase, choice: u8, arg: u8) -> Command {
    let names: Vec<String> = state.participants.iter().map(|p| p.name.clone()).collect();
    let pick = |n: u8| names[usize::from(n) % names.len()].clone();
    let who = state
        .turn
        .pending
        .as_ref()
        .map(|p| p.who)
        .or(state.current())
        .map_or_else(|| pick(arg), |id| state.participant(id).name.clone());
    let any = if arg.is_multiple_of(11) {
        "Nobody".to_string()
    } else {
        pick(arg)
    };
    let ability = Ability::ALL[usize::from(arg % 4)];
    if state.phase == Phase::Starting && !choice.is_multiple_of(4) {
        return Command::Start;
    }
    match choice % 20 {
        0..=4 => Command::Move {
            who,
            past_obstacles: arg.is_multiple_of(9),
        },
        5..=7 => Command::Act {
            who,
            ability,
            effect: match arg % 4 {
                0 => Effect::Shortcut,
                1 => Effect::FastLane,
                2 => Effect::SlowThemDown { at: None },
                _ => Effect::SlowThemDown { at: Some(any) },
            },
            cn: (!arg.is_multiple_of(5)).then_some(u32::from(arg % 16)),
            what: None,
            edge: [Edge::None, Edge::Advantage, Edge::Disadvantage][usize::from(arg % 3)],
        },
        8 | 9 => Command::Exert { who },
        10..=12 => Command::EndTurn { who },
        13 => Command::AcceptFailure { who },
        14 => Command::TakeComplication {
            who,
            complication: if arg.is_multiple_of(6) {
                String::new()
            } else {
                format!("trouble {arg}")
            },
        },
        15 => Command::Attack {
            who,
            target: any,
            hit: arg.is_multiple_of(2),
            damage: Some(DiceExpr::dice(1, 6)),
        },
        16 => Command::Save {
            who: any,
            ability,
            cn: Some(u32::from(arg % 14)),
            on_failure: match arg % 3 {
                0 => Consequence::LoseSpace,
                1 => Consequence::Damage(DiceExpr::dice(1, 4)),
                _ => Consequence::Complication("lost the trail".into()),
            },
        },
        17 => match arg % 5 {
            0 => Command::Place {
                who: any,
                space: u32::from(arg % 20),
            },
            1 => Command::PlaceObstacle {
                at: u32::from(arg % 20),
                against: [Against::Chasers, Against::Prey, Against::Everyone][usize::from(arg % 3)],
                what: None,
            },
            2 => Command::ClearObstacles {
                at: u32::from(arg % 8),
            },
            3 => Command::SetEnvironment {
                environment: [
                    Environment::OpenTerrain,
                    Environment::LightObstacles,
                    Environment::DenseObstacles,
                    Environment::ExtremeConditions,
                ][usize::from(arg % 4)],
            },
            _ => Command::Split {
                who: any,
                name: format!("Member {}", arg % 4),
            },
        },
        18 => Command::Start,
        _ if arg == 255 => Command::EndChase,
        _ => Command::Move {
            who,
            past_obstacles: false,
        },
    }
}

/// What must hold after every command.
fn sound(state: &TrackChase) -> Result<(), TestCaseError> {
    for p in &state.participants {
        prop_assert!(
            p.space <= HAVEN,
            "{} is off the track at {}",
            p.name,
            p.space
        );
        prop_assert!(
            p.hp.is_none_or(|hp| hp <= 9),
            "{} has {:?} hp",
            p.name,
            p.hp
        );
        prop_assert!(p.size >= 1, "{} has size {}", p.name, p.size);
    }
    for o in &state.obstacles {
        prop_assert!(o.at <= HAVEN, "an obstacle is off the track at {}", o.at);
    }
    if state.phase == Phase::Running {
        prop_assert!(
            state.current().is_some(),
            "a running chase always has someone to act"
        );
        prop_assert_eq!(state.outcome(), Outcome::Ongoing);
        for (id, prey) in state.running(Side::Prey) {
            let nearest = state.nearest_opponent(id);
            prop_assert!(nearest.is_some(), "a running prey has a running chaser");
            let distance = nearest.unwrap_or(0);
            prop_assert!(
                distance > 0,
                "{} shares a space with a chaser and is not caught",
                prey.name
            );
            prop_assert!(
                distance < 7,
                "{} is {} clear and has not escaped",
                prey.name,
                distance
            );
            prop_assert!(
                prey.space < HAVEN,
                "{} is at the haven and not safe",
                prey.name
            );
        }
        if let Some(pending) = &state.turn.pending {
            prop_assert_eq!(
                Some(pending.who),
                state.current(),
                "only the one acting has a choice waiting"
            );
        }
    }
    if state.phase == Phase::Over {
        prop_assert!(matches!(state.outcome(), Outcome::Over(_)));
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_commands_keep_the_chase_sound(
        seed in any::<u64>(),
        people in any::<u8>(),
        order in 0u8..3,
        complications in any::<bool>(),
        steps in prop::collection::vec((any::<u8>(), any::<u8>()), 1..150),
    ) {
        let turn_order = [TurnOrder::Auto, TurnOrder::Alternate, TurnOrder::Initiative][usize::from(order)];
        let initial = chase(people, turn_order, complications);
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
