//! Property test of the Call of Cthulhu rules through the engine: random command sequences, mostly
//! legal (turn actions are given to whoever acts), never panic, never put anyone off the track, and
//! undoing all of them returns the initial state exactly (redoing them returns the final one).

use chasetrack::dice::{DiceExpr, Difficulty, Roller};
use chasetrack::engine::Session;
use chasetrack::rules::coc7::{
    Barrier, Coc7, Command, DamageRow, Hazard, ManeuverEffect, Obstacle, Participant, Phase,
    Response, Settings, Side, Track,
};
use proptest::prelude::*;

fn chase(catch_on_reach: bool) -> Coc7 {
    let mut track = Track::of_names(&["Barn", "Yard", "", "Gate", "Bend", "", "Lane", "Road"]);
    track.get_mut(3).unwrap().ahead = Some(Obstacle::Hazard(Hazard {
        name: "Mud".into(),
        skills: vec!["DEX".into()],
        difficulty: Difficulty::Regular,
        damage: Some(DamageRow::Moderate),
    }));
    track.get_mut(5).unwrap().ahead = Some(Obstacle::Barrier(Barrier {
        name: "Fence".into(),
        skills: vec!["Climb".into()],
        difficulty: Difficulty::Hard,
        hp: Some(8),
        damage: Some(DamageRow::Minor),
        debris: Some(Hazard {
            name: "Splinters".into(),
            skills: vec![],
            difficulty: Difficulty::Regular,
            damage: None,
        }),
    }));
    let people = vec![
        Participant::new("Harvey", Side::Quarry, 55, 6, 60, 11).with_skill("Climb", 40),
        Participant::new("Amy", Side::Quarry, 70, 8, 50, 10),
        Participant::new("Farmer", Side::Pursuer, 50, 7, 50, 13).with_skill("Fighting (Brawl)", 55),
        Participant::new("Dog", Side::Pursuer, 70, 9, 40, 6),
    ];
    let settings = Settings {
        catch_on_reach,
        ..Settings::default()
    };
    Coc7::new(settings, track, people, false)
}

/// Turns two random numbers into a command that makes sense in the current state most of the time.
fn command(state: &Coc7, choice: u8, arg: u8) -> Command {
    let names: Vec<String> = state.participants.iter().map(|p| p.name.clone()).collect();
    let pick = |n: u8| names[usize::from(n) % names.len()].clone();
    let who = state
        .current()
        .map(|id| state.participant(id).name.clone())
        .unwrap_or_else(|| pick(arg));
    let any = if arg.is_multiple_of(7) {
        "Nobody".to_string()
    } else {
        pick(arg)
    };
    match state.phase {
        Phase::Establishing => match choice % 5 {
            0..=2 => Command::SpeedRoll {
                who: any,
                skill: None,
            },
            3 => Command::Escape { who: any },
            _ => Command::CutToChase {
                range: Some(1 + arg % 3),
            },
        },
        _ => match choice % 16 {
            0..=3 => Command::Move {
                who,
                locations: u32::from(arg % 4),
            },
            4 | 5 => Command::NegotiateHazard {
                who,
                skill: if arg.is_multiple_of(2) {
                    "DEX".into()
                } else {
                    "Swim".into()
                },
                cautious: arg % 4,
                damage: None,
                no_damage: false,
            },
            6 => Command::PassBarrier {
                who,
                skill: "Climb".into(),
                damage: None,
                no_damage: false,
            },
            7 => Command::AttackBarrier {
                who,
                damage: Some(DiceExpr::dice(1, 6)),
            },
            8 => Command::Attack {
                who,
                target: any,
                skill: "Fighting (Brawl)".into(),
                ranged: arg.is_multiple_of(3),
                maneuver: arg.is_multiple_of(2),
                damage: Some(DiceExpr::dice(1, 6)),
                response: match arg % 4 {
                    0 => Response::None,
                    1 => Response::Dodge(None),
                    2 => Response::FightBack("Fighting (Brawl)".into()),
                    _ => Response::Maneuver("Fighting (Brawl)".into()),
                },
                effect: ManeuverEffect {
                    save: (arg.is_multiple_of(2)).then(|| "DEX".to_string()),
                    difficulty: Difficulty::Regular,
                    damage: Some(DamageRow::Minor),
                    push: i32::from(arg % 3) - 1,
                },
            },
            9 => Command::Delay {
                who,
                after: (arg.is_multiple_of(2)).then(|| pick(arg / 2)),
            },
            10 | 11 => Command::EndTurn { who },
            12 => Command::AddLocation {
                name: Some(format!("Place {arg}")),
                behind: arg.is_multiple_of(5),
                obstacle: None,
            },
            13 => Command::Place {
                who: any,
                location: i32::from(arg % 12) - 1,
            },
            14 => Command::Act {
                who,
                what: "cast a spell".into(),
                cost: u32::from(arg % 3),
                skill: (arg.is_multiple_of(2)).then(|| "POW".into()),
                difficulty: Difficulty::Regular,
            },
            _ => Command::Escape { who: any },
        },
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn random_commands_keep_the_chase_sound(
        seed in any::<u64>(),
        catch_on_reach in any::<bool>(),
        steps in prop::collection::vec((any::<u8>(), any::<u8>()), 1..120),
    ) {
        let initial = chase(catch_on_reach);
        let mut session = Session::new(initial.clone());
        let mut roller = Roller::seeded(seed);
        for (choice, arg) in steps {
            let cmd = command(session.state(), choice, arg);
            let before = session.state().clone();
            if session.execute(cmd, &mut roller).is_err() {
                prop_assert_eq!(session.state(), &before, "a refused command changed the state");
            }
            let state = session.state();
            if state.phase != Phase::Establishing {
                for p in state.participants.iter().filter(|p| p.in_chase()) {
                    prop_assert!(state.track.contains(p.location), "{} is off the track at {}", p.name, p.location);
                }
            }
            if state.phase == Phase::Running {
                prop_assert!(state.current().is_some(), "a running chase always has someone to act");
            }
        }
        let last = session.state().clone();
        while session.undo().is_some() {}
        prop_assert_eq!(session.state(), &initial);
        while session.redo().is_some() {}
        prop_assert_eq!(session.state(), &last);
    }
}
