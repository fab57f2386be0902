//! Property test of the Call of Cthulhu rules through the engine: random command sequences, mostly
//! legal (turn actions are given to whoever acts), never panic, never put anyone off the track, and
//! undoing all of them returns the initial state exactly (redoing them returns the final one).

use chasetrack::dice::{DiceExpr, Difficulty, Roller};
use chasetrack::engine::{Name, Session};
use chasetrack::systems::coc7::rules::{
    Aptitude, Barrier, Branch, Caller, ChaseMap, Coc7, Command, DamageRow, Hazard, Incident,
    Location, ManeuverEffect, MovementMode, Obstacle, Participant, Phase, Response, Seats,
    Settings, Side, Status, Vehicle, VehicleBuild, VehicleCondition,
};
use proptest::prelude::*;

fn chase(catch_on_reach: bool) -> Coc7 {
    let mut track = ChaseMap::of_names(&["Barn", "Yard", "", "Gate", "Bend", "", "Lane", "Road"]);
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
    // A car with a passenger among the quarries, a truck among the pursuers.
    let mut people = people;
    let vehicle = |name: &str, mov, build, armor| Vehicle {
        name: name.into(),
        mov,
        build: VehicleBuild::points(build),
        start_build: VehicleBuild::points(build),
        skill: "Drive Auto".into(),
        armor,
        seats: Seats {
            count: 4,
            or_more: false,
        },
        condition: VehicleCondition::Running,
        tires_burst: 0,
    };
    let mut ned = Participant::new("Ned", Side::Quarry, 60, 8, 55, 12)
        .with_skill("Drive Auto", 55)
        .with_skill("Luck", 50);
    ned.base_mov = 9;
    ned.vehicle = Some(vehicle("Car, economy", 9, 2, 1));
    let mut rider = Participant::new("Rider", Side::Quarry, 65, 8, 50, 10)
        .with_skill("Spot Hidden", 50)
        .with_skill("Firearms (Handgun)", 45);
    rider.rides_with = Some(people.len() as u16);
    rider.damage = Some(DiceExpr::dice(1, 10));
    people.push(ned);
    people.push(rider);
    let mut truck =
        Participant::new("Truck", Side::Pursuer, 40, 7, 60, 13).with_skill("Drive Auto", 60);
    truck.base_mov = 9;
    truck.vehicle = Some(vehicle("6-ton truck", 9, 7, 2));
    people.push(truck);
    // Part 5's routes and track rules: a way by the river forks at the gate (4); a constable
    // joins later; the dog is a monster; Harvey makes the group Luck rolls.
    for name in ["River", "Weir"] {
        track.locations.push(
            Location {
                name: Some(name.into()),
                ahead: None,
            }
            .into(),
        );
    }
    track.branches.push(Branch {
        name: None,
        fork: 4,
        path: vec![9, 10],
    });
    let mut constable = Participant::new("Constable", Side::Pursuer, 45, 8, 60, 12);
    constable.status = Status::Waiting;
    people.push(constable);
    people[0].investigator = true;
    people[0].skills.insert("Luck".into(), 45);
    people[0].movs.insert("Swim".into(), 4);
    people[3].monster = Some([("Jump".to_string(), Aptitude::Aptitude)].into());
    let settings = Settings {
        catch_on_reach,
        ..Settings::default()
    };
    Coc7::new(settings, track, people, false)
}

/// Turns two random numbers into a command that makes sense in the current state most of the time.
fn command(state: &Coc7, choice: u8, arg: u8) -> Command {
    let names: Vec<Name> = state.participants.iter().map(|p| p.name.clone()).collect();
    let pick = |n: u8| names[usize::from(n) % names.len()].clone();
    let who = state
        .current()
        .map(|id| state.participant(id).name.clone())
        .unwrap_or_else(|| pick(arg));
    // Now and then a name that is not in the chase (11 does not divide the number of names, so
    // every participant is still picked).
    let any: Name = if arg.is_multiple_of(11) {
        "Nobody".into()
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
        _ => match choice % 33 {
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
                value: None,
            },
            6 => Command::PassBarrier {
                who,
                skill: "Climb".into(),
                damage: None,
                no_damage: false,
                value: None,
            },
            7 => Command::AttackBarrier {
                who,
                damage: Some(DiceExpr::dice(1, 6)),
            },
            8 => Command::Attack {
                who,
                target: any,
                skill: if arg.is_multiple_of(5) {
                    "Drive Auto".into()
                } else {
                    "Fighting (Brawl)".into()
                },
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
                    save: (arg.is_multiple_of(2)).then(|| "DEX".into()),
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
            15 => Command::Escape { who: any },
            16 => Command::Collide {
                who: any,
                incident: Incident::ALL[usize::from(arg) % Incident::ALL.len()],
                no_delay: arg.is_multiple_of(2),
            },
            17 => Command::Shoot {
                who,
                target: any,
                skill: "Firearms (Handgun)".into(),
                damage: Some(DiceExpr::dice(1, 10)),
                stop: arg.is_multiple_of(3),
                tires: arg.is_multiple_of(2),
                impaling: !arg.is_multiple_of(5),
                response: if arg.is_multiple_of(4) {
                    Response::Dodge(None)
                } else {
                    Response::None
                },
                shots: 1 + arg % 3,
            },
            18 => Command::Navigate {
                who,
                skill: if arg.is_multiple_of(2) {
                    "Spot Hidden".into()
                } else {
                    "Navigate".into()
                },
            },
            19 => Command::GetOut { who: any },
            20 => Command::ChooseRoute {
                who: any,
                route: ["River", "Lane", "9", "5", "Nowhere"][usize::from(arg) % 5].into(),
            },
            21 => Command::AddRoute {
                from: i32::from(arg % 12),
                name: None,
                locations: vec!["Path".into(); usize::from(arg % 3)],
            },
            22 => Command::RollHazard {
                after: i32::from(arg % 12),
            },
            23 => Command::NameObstacle {
                after: i32::from(arg % 12),
                name: "Traffic".into(),
                skills: vec!["DEX".into()],
                barrier: arg.is_multiple_of(2),
                hp: (arg.is_multiple_of(3)).then_some(5),
                damage: None,
            },
            24 => Command::LookAhead {
                who: any,
                locations: (!arg.is_multiple_of(4)).then_some(u32::from(arg % 25)),
            },
            25 => Command::SuddenHazard {
                by: if arg.is_multiple_of(2) {
                    Caller::Keeper
                } else {
                    Caller::Players
                },
                difficulty: (arg.is_multiple_of(3)).then_some(Difficulty::Hard),
            },
            26 => Command::PlaceSuddenHazard {
                ahead_of: (!arg.is_multiple_of(3)).then_some(any),
                after: (arg.is_multiple_of(2)).then_some(i32::from(arg % 12)),
                name: "Delivery truck".into(),
                skills: vec!["Drive Auto".into(), "DEX".into()],
                damage: None,
            },
            27 => Command::Accelerate {
                who,
                locations: u32::from(arg % 7),
                skill: None,
            },
            28 => Command::TrackingRoll {
                who: any,
                quarry: None,
                skill: None,
                difficulty: Difficulty::Regular,
                bonus: (arg % 5) as i8 - 2,
            },
            29 => Command::Hide {
                who: any,
                from: (arg.is_multiple_of(2)).then(|| pick(arg / 2)),
                difficulty: None,
                bonus: (arg % 3) as i8,
                spot: arg % 4 == 1,
            },
            30 => Command::Join {
                who: any,
                location: i32::from(arg % 12),
                skill: None,
            },
            31 => Command::SwitchMode {
                who: any,
                to: match arg % 4 {
                    0 => MovementMode::Foot,
                    1 => MovementMode::Swim,
                    2 => MovementMode::Fly,
                    _ => MovementMode::Vehicle,
                },
                skill: None,
            },
            _ => Command::CreateObstacle {
                who,
                obstacle: Obstacle::Hazard(Hazard {
                    name: "Fruit stall".into(),
                    skills: vec!["DEX".into()],
                    difficulty: Difficulty::Regular,
                    damage: None,
                }),
                cost: u32::from(arg % 3),
                skill: (arg.is_multiple_of(2)).then(|| "STR".into()),
                difficulty: Difficulty::Regular,
            },
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
                    prop_assert!(state.map.contains(p.location), "{} is off the track at {}", p.name, p.location);
                }
            }
            if state.phase == Phase::Running {
                prop_assert!(state.current().is_some(), "a running chase always has someone to act");
            }
            // "Passengers ... move with the vehicle"; those whose vehicle left the chase left it too.
            for p in &state.participants {
                if let Some(driver) = p.rides_with {
                    // "Passengers ... do not have movement actions. They may act once."
                    prop_assert!(p.actions <= 1, "{} rides with {} movement actions", p.name, p.actions);
                    let driver = state.participant(driver);
                    if state.phase != Phase::Establishing {
                        prop_assert_eq!(p.location, driver.location, "{} is not in {}'s vehicle", p.name, driver.name);
                    }
                    if p.status.is_active() {
                        prop_assert!(driver.status.is_active() || matches!(driver.status, chasetrack::systems::coc7::rules::Status::Caught { .. }), "{} rides on without {}", p.name, driver.name);
                    }
                }
            }
        }
        let last = session.state().clone();
        while session.undo().is_some() {}
        prop_assert_eq!(session.state(), &initial);
        while session.redo().is_some() {}
        prop_assert_eq!(session.state(), &last);
    }
}
