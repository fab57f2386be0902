//! Given / when / then tests of the optional rules of Part 5 about routes, the track and moving in
//! other ways, and the worked examples of those sections replayed with the text's dice. (The same
//! examples also run as scripts through the real binary in `tests/scripts/coc7/`.)

use super::*;
use crate::dice::{Difficulty, Roller, SuccessLevel};
use crate::engine::Name;
use crate::engine::{Outcome, Rules};
use crate::systems::coc7::rules::event::RouteEvent;

fn run(state: &mut Coc7, command: Command, dice: &[i32]) -> Vec<Event> {
    let mut roller = Roller::given(dice.iter().copied());
    let events =
        handle(state, &command, &mut roller).unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    assert!(!roller.has_given(), "{command:?} left dice unused");
    for event in &events {
        apply(state, event);
    }
    events
}

fn refused(state: &Coc7, command: Command, dice: &[i32]) -> String {
    let before = state.clone();
    let mut roller = Roller::given(dice.iter().copied());
    let err = handle(state, &command, &mut roller).expect_err("should be refused");
    assert_eq!(state, &before);
    err.to_string()
}

fn p<'a>(state: &'a Coc7, name: &str) -> &'a Participant {
    state.participant(state.find(name).unwrap())
}

fn mv(who: &str, locations: u32) -> Command {
    Command::Move {
        who: who.into(),
        locations,
    }
}

fn end(who: &str) -> Command {
    Command::EndTurn { who: who.into() }
}

fn hazard(name: &str, skills: &[&str], difficulty: Difficulty) -> Hazard {
    Hazard {
        name: name.into(),
        skills: skills.iter().map(|s| Name::from(*s)).collect(),
        difficulty,
        damage: None,
    }
}

/// Speeds made, places set, random hazards off unless a test turns them on; reaching a quarry
/// catches it (these tests were written when that was the default).
fn quiet() -> Settings {
    Settings {
        random_hazards: false,
        catch_on_reach: true,
        ..Settings::default()
    }
}

/// Starts round 1 of a chase whose participants have their speeds and places.
fn started(settings: Settings, track: ChaseMap, people: Vec<Participant>) -> Coc7 {
    let mut chase = Coc7::new(settings, track, people, true);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    chase
}

fn placed(mut participant: Participant, location: Loc) -> Participant {
    participant.speed = Some(Speed::Success);
    participant.location = location;
    participant
}

/// Harvey (MOV 8, DEX 60) ahead of the deep one (MOV 8, DEX 50) on a street that forks at the
/// quay (3): straight on along the docks (4, 5), or by the river (6, 7).
fn quayside(settings: Settings) -> Coc7 {
    quayside_with(settings, Vec::new())
}

/// The quayside with more people in it.
fn quayside_with(settings: Settings, more: Vec<Participant>) -> Coc7 {
    let mut track = ChaseMap::of_names(&["Theater", "Alley", "Quay", "Docks", "Warehouse"]);
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
        name: Some("the river".into()),
        fork: 3,
        path: vec![6, 7],
    });
    let harvey = placed(
        Participant::new("Harvey", Side::Quarry, 60, 8, 50, 12)
            .with_skill("Swim", 60)
            .with_skill("Firearms (Handgun)", 40),
        2,
    );
    let deep_one = placed(
        Participant::new("Deep one", Side::Pursuer, 50, 8, 80, 16).with_skill("Swim", 90),
        1,
    );
    let mut people = vec![harvey, deep_one];
    people.extend(more);
    started(settings, track, people)
}

#[test]
fn at_a_fork_the_lead_quarry_chooses_and_the_pursuer_follows() {
    let mut chase = quayside(quiet());
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(p(&chase, "Harvey").location, 3);
    run(&mut chase, mv("Deep one", 1), &[]);
    // Round 2: Harvey cannot run on past the quay without choosing his way.
    let why = refused(&chase, mv("Harvey", 1), &[]);
    assert!(
        why.contains("Harvey is at the fork at Quay (3): choose the way on first"),
        "{why}"
    );
    assert!(why.contains("Docks (4), the river (6)"), "{why}");
    run(
        &mut chase,
        Command::ChooseRoute {
            who: "Harvey".into(),
            route: "The River".into(),
        },
        &[],
    );
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(p(&chase, "Harvey").location, 6);
    assert_eq!(chase.map.lead_at(3), Some(6));
    // The deep one comes to the quay and, in round 3, follows the way Harvey took without
    // choosing, while Harvey catches his breath.
    run(&mut chase, mv("Deep one", 1), &[]);
    run(&mut chase, end("Harvey"), &[]);
    run(&mut chase, mv("Deep one", 1), &[]);
    assert_eq!(p(&chase, "Deep one").location, 6);
    assert_eq!(p(&chase, "Harvey").status, Status::Caught { by: 1 });
}

#[test]
fn a_pursuer_that_takes_another_way_loses_its_quarry() {
    let mut chase = quayside(quiet());
    let choose = |who: &str, route: &str| Command::ChooseRoute {
        who: who.into(),
        route: route.into(),
    };
    run(&mut chase, choose("Harvey", "River"), &[]);
    run(&mut chase, mv("Harvey", 1), &[]);
    // The deep one means to go along the docks ("Splitting Up").
    run(&mut chase, choose("Deep one", "Docks"), &[]);
    run(&mut chase, mv("Deep one", 1), &[]);
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(p(&chase, "Harvey").location, 6);
    run(&mut chase, mv("Deep one", 1), &[]);
    assert!(chase.map.on_one_way(3, 6), "at the fork, still one chase");
    assert_eq!(p(&chase, "Harvey").status, Status::Active);
    run(&mut chase, mv("Harvey", 1), &[]);
    let events = run(&mut chase, mv("Deep one", 1), &[]);
    assert!(events.contains(&Event::Route(RouteEvent::RouteTaken {
        who: 1,
        fork: 3,
        way: 4,
        lead: false
    })));
    assert_eq!(p(&chase, "Deep one").location, 4);
    assert_eq!(p(&chase, "Harvey").status, Status::Escaped);
    assert_eq!(chase.phase, Phase::Over);
    assert!(
        matches!(chase.outcome(), Outcome::Over(text) if text.contains("Harvey escaped")),
        "{:?}",
        chase.outcome()
    );
}

#[test]
fn no_shots_between_separate_chases() {
    let mut chase = quayside(quiet());
    let place = |who: &str, location: Loc| Command::Place {
        who: who.into(),
        location,
    };
    run(&mut chase, place("Harvey", 6), &[]);
    run(&mut chase, place("Deep one", 4), &[]);
    let shot = Command::Attack {
        who: "Harvey".into(),
        target: "Deep one".into(),
        skill: "Firearms (Handgun)".into(),
        ranged: true,
        maneuver: false,
        damage: Some(crate::dice::DiceExpr::dice(1, 10)),
        response: Response::None,
        effect: ManeuverEffect::default(),
    };
    let why = refused(&chase, shot, &[30]);
    assert!(why.contains("separate chases"), "{why}");
}

#[test]
fn a_way_added_during_the_chase_takes_fresh_numbers() {
    let mut chase = quayside(quiet());
    run(
        &mut chase,
        Command::AddRoute {
            from: 2,
            name: Some("the rooftops".into()),
            locations: vec!["Fire escape".into(), "".into(), "Roof".into()],
        },
        &[],
    );
    assert_eq!(chase.map.last(), 10);
    assert_eq!(chase.map.ways_from(2), vec![3, 8]);
    assert_eq!(chase.map.path_to(10), vec![1, 2, 8, 9, 10]);
    assert_eq!(chase.map.get(9).unwrap().name, None);
    // The track still grows at the head of the trunk, past the numbers the branch took.
    run(
        &mut chase,
        Command::AddLocation {
            name: Some("Pier".into()),
            behind: false,
            obstacle: None,
        },
        &[],
    );
    assert_eq!(chase.map.next(5), Some(11));
    assert_eq!(chase.map.trunk_end(), 11);
}

#[test]
fn random_hazards_are_rolled_for_new_locations_and_named_by_the_keeper() {
    let mut chase = quayside(Settings {
        environment: Environment::Hazardous,
        ..Settings::default()
    });
    let add = Command::AddLocation {
        name: None,
        behind: false,
        obstacle: None,
    };
    let events = run(&mut chase, add.clone(), &[87]);
    assert_eq!(
        events[0],
        Event::Route(RouteEvent::TerrainRolled {
            at: 8,
            value: 87,
            bonus: -1,
            difficulty: Some(Difficulty::Hard)
        }),
        "a hazardous environment adds a penalty die"
    );
    let jam = chase.map.ahead_of(5).unwrap().clone();
    assert_eq!(jam.name(), "Hard hazard");
    assert_eq!(jam.difficulty(), Difficulty::Hard);
    run(&mut chase, add, &[29]);
    assert_eq!(chase.map.ahead_of(8), None, "29 is clear");
    run(
        &mut chase,
        Command::NameObstacle {
            after: 5,
            name: "Traffic jam".into(),
            skills: vec!["Drive Auto".into()],
            barrier: false,
            hp: None,
            damage: Some(DamageRow::Minor),
        },
        &[],
    );
    let named = chase.map.ahead_of(5).unwrap();
    assert_eq!(
        (named.name(), named.difficulty(), named.skills()),
        (
            "Traffic jam",
            Difficulty::Hard,
            &[Name::from("Drive Auto")][..]
        )
    );
}

#[test]
fn running_past_the_end_reveals_what_lies_there() {
    let track = ChaseMap::of_names(&["Lane", "Field"]);
    // Amy (MOV 8) is the slowest, so that Harvey (MOV 9) has 2 movement actions.
    let harvey = placed(Participant::new("Harvey", Side::Quarry, 60, 9, 50, 12), 2);
    let amy = placed(Participant::new("Amy", Side::Quarry, 40, 8, 50, 12), 2);
    let farmer = placed(Participant::new("Farmer", Side::Pursuer, 50, 9, 50, 12), 1);
    let mut chase = started(Settings::default(), track, vec![harvey, amy, farmer]);
    // Harvey (2 actions) runs on: the first new location is clear (12), the next holds a Regular
    // hazard (70), and he stops in front of it with an action to spare.
    run(&mut chase, mv("Harvey", 2), &[12, 70]);
    assert_eq!(p(&chase, "Harvey").location, 3);
    assert_eq!(p(&chase, "Harvey").actions, 1);
    assert_eq!(
        chase.map.ahead_of(3).map(Obstacle::difficulty),
        Some(Difficulty::Regular)
    );
    assert_eq!(chase.map.last(), 4);
}

#[test]
fn the_keeper_is_asked_for_the_roll_of_each_new_location() {
    let track = ChaseMap::of_names(&["Lane", "Field"]);
    let harvey = placed(Participant::new("Harvey", Side::Quarry, 60, 9, 50, 12), 2);
    let amy = placed(Participant::new("Amy", Side::Quarry, 40, 8, 50, 12), 2);
    let farmer = placed(Participant::new("Farmer", Side::Pursuer, 50, 9, 50, 12), 1);
    let chase = started(Settings::default(), track, vec![harvey, amy, farmer]);
    // Only the first location's roll is given: the move waits for the second, it does not stop.
    let mut roller = Roller::given([12]);
    let asked = handle(&chase, &mv("Harvey", 2), &mut roller).expect_err("needs a roll");
    assert!(
        asked.needs().is_some_and(|r| r
            .label()
            .contains("Random hazards for the way into location 4")),
        "{asked}"
    );
}

#[test]
fn sudden_hazards_alternate_and_the_lowest_luck_rolls() {
    let mut chase = quayside(quiet());
    let harvey = chase.find("Harvey").unwrap();
    chase.participant_mut(harvey).investigator = true;
    chase
        .participant_mut(harvey)
        .skills
        .insert("Luck".into(), 45);
    let keeper = Command::SuddenHazard {
        by: Caller::Keeper,
        difficulty: None,
    };
    run(&mut chase, keeper.clone(), &[30]);
    assert_eq!(
        chase.sudden.pending,
        Some(PendingHazard {
            placer: Caller::Players,
            difficulty: Difficulty::Regular
        }),
        "a passed Luck roll: the players place it"
    );
    let why = refused(
        &chase,
        Command::SuddenHazard {
            by: Caller::Players,
            difficulty: None,
        },
        &[],
    );
    assert!(why.contains("place it first"), "{why}");
    run(
        &mut chase,
        Command::PlaceSuddenHazard {
            ahead_of: Some("Deep one".into()),
            after: None,
            name: "Fishing nets".into(),
            skills: vec!["DEX".into()],
            damage: None,
        },
        &[],
    );
    assert_eq!(
        chase.map.ahead_of(1).map(Obstacle::name),
        Some("Fishing nets")
    );
    let why = refused(&chase, keeper, &[]);
    assert!(
        why.contains("the keeper called the last sudden hazard; the players call the next one"),
        "{why}"
    );
    // The players call next; the Luck roll fails, the keeper places a harder one.
    run(
        &mut chase,
        Command::SuddenHazard {
            by: Caller::Players,
            difficulty: Some(Difficulty::Hard),
        },
        &[80],
    );
    assert_eq!(
        chase.sudden.pending.map(|p| (p.placer, p.difficulty)),
        Some((Caller::Keeper, Difficulty::Hard))
    );
}

#[test]
fn a_sudden_hazard_needs_someone_with_luck() {
    let chase = quayside(quiet());
    let why = refused(
        &chase,
        Command::SuddenHazard {
            by: Caller::Players,
            difficulty: None,
        },
        &[],
    );
    assert!(why.contains("Luck"), "{why}");
    let off = quayside(Settings {
        sudden_hazards: false,
        ..quiet()
    });
    let why = refused(
        &off,
        Command::SuddenHazard {
            by: Caller::Players,
            difficulty: None,
        },
        &[],
    );
    assert!(why.contains("sudden_hazards: false"), "{why}");
}

/// "A deep one is chasing Harvey through an abandoned theater ... Harvey has exited and is now 3
/// chase locations ahead. As the deep one exits the theater, the Keeper makes a Tracking roll ...
/// If not, the chase is over".
#[test]
fn the_deep_ones_tracking_roll() {
    let mut chase = quayside(quiet());
    let tracking = Command::TrackingRoll {
        who: "Deep one".into(),
        quarry: Some("Harvey".into()),
        skill: None,
        difficulty: Difficulty::Regular,
        bonus: 0,
    };
    // Deep ones list no Track skill: as a monster it takes half its INT.
    let deep_one = chase.find("Deep one").unwrap();
    chase
        .participant_mut(deep_one)
        .skills
        .insert("INT".into(), 65);
    chase.participant_mut(deep_one).monster = Some(Default::default());
    let mut picked_up = chase.clone();
    run(&mut picked_up, tracking.clone(), &[20]);
    assert_eq!(p(&picked_up, "Deep one").status, Status::Active);
    let events = run(&mut chase, tracking, &[50]);
    assert!(matches!(
        &events[0],
        Event::Route(RouteEvent::TrailRolled { roll, passed: false, .. }) if roll.skill == 32
    ));
    assert_eq!(p(&chase, "Deep one").status, Status::LeftBehind);
    assert_eq!(chase.phase, Phase::Over);
    assert_eq!(p(&chase, "Harvey").status, Status::Escaped);
}

/// "Harvey must make a Stealth roll at Regular difficulty level. The Keeper awards Harvey two
/// bonus dice ... Harvey's player rolls 45, 65, and 75—all failures."
#[test]
fn harvey_hiding_from_the_deep_one() {
    let mut chase = quayside(quiet());
    let hide = Command::Hide {
        who: "Harvey".into(),
        from: Some("Deep one".into()),
        difficulty: None,
        bonus: 2,
        spot: false,
    };
    // The deep one's Spot Hidden (not listed) would be below 50: Regular. Harvey's Stealth is 20
    // (the base chance); of 45, 65 and 75 the bonus dice keep 45.
    let events = run(&mut chase, hide.clone(), &[45]);
    match &events[0] {
        Event::Route(RouteEvent::HideRolled {
            rolls,
            difficulty,
            passed,
            ..
        }) => {
            assert_eq!(*difficulty, Difficulty::Regular);
            assert!(!passed);
            assert_eq!(rolls[0].1.bonus, 2);
            assert_eq!(rolls[0].1.level, SuccessLevel::Failure);
        }
        other => panic!("{other:?}"),
    }
    assert_eq!(p(&chase, "Harvey").status, Status::Active, "he is found");
    let mut hidden = quayside(quiet());
    run(&mut hidden, hide, &[11]);
    assert_eq!(p(&hidden, "Harvey").status, Status::Escaped);
}

/// "Hiding" is from a seeker: Harvey named as the one he hides from is refused, with the reason,
/// before any roll, and the state is left as it was.
#[test]
fn nobody_hides_from_themselves() {
    let chase = quayside(quiet());
    let hide = Command::Hide {
        who: "Harvey".into(),
        from: Some("Harvey".into()),
        difficulty: None,
        bonus: 0,
        spot: false,
    };
    let refused = crate::engine::Rules::handle(&chase, &hide, &mut crate::dice::Roller::given([]));
    match refused {
        Err(crate::engine::Refusal::Rule(why)) => {
            assert_eq!(
                why,
                Coc7Error::HideFromSelf {
                    who: "Harvey".into()
                }
            );
            assert!(why.to_string().contains("Harvey cannot hide from Harvey"));
        }
        other => panic!("{other:?}"),
    }
}

#[test]
fn a_seekers_keen_eyes_make_hiding_hard() {
    let mut chase = quayside(quiet());
    let deep_one = chase.find("Deep one").unwrap();
    chase
        .participant_mut(deep_one)
        .skills
        .insert("Spot Hidden".into(), 60);
    let events = run(
        &mut chase,
        Command::Hide {
            who: "Harvey".into(),
            from: Some("Deep one".into()),
            difficulty: None,
            bonus: 0,
            spot: false,
        },
        &[15],
    );
    assert!(matches!(
        &events[0],
        Event::Route(RouteEvent::HideRolled {
            difficulty: Difficulty::Hard,
            passed: false,
            ..
        })
    ));
}

#[test]
fn a_slower_newcomer_is_the_new_slowest_and_everyone_gains() {
    let mut chase = quayside(quiet());
    let mut amy = Participant::new("Amy", Side::Quarry, 55, 7, 60, 10);
    amy.status = Status::Waiting;
    chase.participants.push(amy);
    assert_eq!(chase.slowest_mov, 8);
    // Amy joins at the alley: CON 60, rolled 40, a success: MOV 7 stays.
    run(
        &mut chase,
        Command::Join {
            who: "Amy".into(),
            location: 4,
            skill: None,
        },
        &[40],
    );
    assert_eq!(chase.slowest_mov, 7);
    assert_eq!(p(&chase, "Amy").status, Status::Active);
    assert_eq!(p(&chase, "Amy").actions, 1);
    assert_eq!(p(&chase, "Harvey").actions, 2, "1 + (8 - 7), now");
    assert_eq!(p(&chase, "Deep one").actions, 2);
    assert_eq!(
        chase.turn.order,
        vec![0, 2, 1],
        "Amy (DEX 55) before the deep one (DEX 50)"
    );
}

#[test]
fn a_slow_pursuer_joining_can_be_ignored() {
    let mut chase = quayside(quiet());
    let mut constable = Participant::new("Constable", Side::Pursuer, 50, 7, 60, 12);
    constable.status = Status::Waiting;
    chase.participants.push(constable);
    run(
        &mut chase,
        Command::Join {
            who: "Constable".into(),
            location: 1,
            skill: None,
        },
        &[30],
    );
    assert_eq!(p(&chase, "Constable").status, Status::LeftBehind);
    assert_eq!(chase.slowest_mov, 8);
    let why = refused(
        &chase,
        Command::Join {
            who: "Harvey".into(),
            location: 1,
            skill: None,
        },
        &[],
    );
    assert!(why.contains("joins_later"), "{why}");
}

#[test]
fn swimming_is_half_mov_and_keeps_the_speed_roll() {
    let mut chase = quayside(quiet());
    let harvey = chase.find("Harvey").unwrap();
    chase.participant_mut(harvey).speed = Some(Speed::Extreme);
    chase.participant_mut(harvey).actions = 2;
    assert_eq!(p(&chase, "Harvey").mov(), 9);
    run(
        &mut chase,
        Command::SwitchMode {
            who: "Harvey".into(),
            to: MovementMode::Swim,
            skill: None,
        },
        &[],
    );
    // "a human with MOV 8 would have MOV 4 when swimming", +1 from his extreme speed roll.
    assert_eq!(p(&chase, "Harvey").mov(), 5);
    assert_eq!(chase.slowest_mov, 5, "the new slowest");
    assert_eq!(
        p(&chase, "Deep one").actions,
        1 + 3,
        "the deep one gains 3 now"
    );
    assert_eq!(
        p(&chase, "Harvey").actions,
        1,
        "his allowance fell from 2 to 1"
    );
    let why = refused(
        &chase,
        Command::SwitchMode {
            who: "Harvey".into(),
            to: MovementMode::Fly,
            skill: None,
        },
        &[],
    );
    assert!(why.contains("no MOV for flying"), "{why}");
    // The deep one swims at its listed MOV.
    let deep_one = chase.find("Deep one").unwrap();
    chase
        .participant_mut(deep_one)
        .movs
        .insert("Swim".into(), 10);
    run(
        &mut chase,
        Command::SwitchMode {
            who: "Deep one".into(),
            to: MovementMode::Swim,
            skill: None,
        },
        &[],
    );
    assert_eq!(p(&chase, "Deep one").mov(), 10);
}

fn standard_car() -> Vehicle {
    Vehicle {
        name: "Car, standard".into(),
        mov: 14,
        build: VehicleBuild::points(5),
        start_build: VehicleBuild::points(5),
        skill: "Drive Auto".into(),
        armor: 2,
        seats: Seats::default(),
        condition: VehicleCondition::default(),
        tires_burst: 0,
    }
}

/// Harvey's car (MOV 14) at 1, a hazard between 3 and 4, and a sports car far ahead.
fn open_road() -> Coc7 {
    let mut track = ChaseMap::of_names(&["a", "b", "c", "d", "e", "f", "g"]);
    track.locations[2].ahead = Some(Obstacle::Hazard(hazard(
        "Roadworks",
        &["Drive Auto"],
        Difficulty::Regular,
    )));
    let mut harvey = placed(
        Participant::new("Harvey", Side::Pursuer, 60, 8, 60, 12).with_skill("Drive Auto", 60),
        1,
    );
    harvey.base_mov = 14;
    harvey.vehicle = Some(standard_car());
    let mut amy = placed(Participant::new("Amy", Side::Quarry, 50, 8, 50, 12), 7);
    amy.base_mov = 14;
    amy.vehicle = Some(standard_car());
    started(quiet(), track, vec![harvey, amy])
}

#[test]
fn a_failed_hazard_stops_the_acceleration() {
    let mut chase = open_road();
    let accelerate = Command::Accelerate {
        who: "Harvey".into(),
        locations: 5,
        skill: None,
    };
    // Harvey announces 5 locations: 2 penalty dice on the roadworks. Drive Auto 60 fails with 75;
    // a minor incident (Regular): no build (0), 1 movement action, no hit points (0).
    let events = run(&mut chase, accelerate, &[75, 0, 1, 0]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HazardRolled { passed: false, roll, .. } if roll.bonus == -2
    )));
    assert_eq!(
        p(&chase, "Harvey").location,
        4,
        "past the roadworks, and no further"
    );
    assert_eq!(chase.phase, Phase::Running);
}

#[test]
fn navigation_takes_a_penalty_die_off_the_next_acceleration() {
    let mut chase = open_road();
    let harvey = chase.find("Harvey").unwrap();
    chase.participant_mut(harvey).navigation_bonus = 1;
    let events = run(
        &mut chase,
        Command::Accelerate {
            who: "Harvey".into(),
            locations: 3,
            skill: None,
        },
        &[30],
    );
    assert!(events.contains(&Event::Route(RouteEvent::Accelerated {
        who: harvey,
        locations: 3,
        penalty: 0,
        navigated: true
    })));
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HazardRolled { passed: true, roll, .. } if roll.bonus == 0
    )));
    assert_eq!(p(&chase, "Harvey").location, 4);
    assert_eq!(p(&chase, "Harvey").navigation_bonus, 0, "used up");
}

#[test]
fn an_acceleration_is_checked_before_it_starts() {
    let chase = open_road();
    let accelerate = |locations, skill: Option<&str>| Command::Accelerate {
        who: "Harvey".into(),
        locations,
        skill: skill.map(Name::from),
    };
    let why = refused(&chase, accelerate(6, None), &[]);
    assert!(why.contains("2 to 5 locations, not 6"), "{why}");
    let why = refused(&chase, accelerate(3, Some("Pilot")), &[]);
    assert!(
        why.contains("'Pilot' is not a skill the keeper set for 'Roadworks'"),
        "{why}"
    );
    let on_foot = quayside(quiet());
    let why = refused(
        &on_foot,
        Command::Accelerate {
            who: "Harvey".into(),
            locations: 2,
            skill: None,
        },
        &[],
    );
    assert!(why.contains("Harvey is not driving a vehicle"), "{why}");
}

#[test]
fn getting_out_of_a_car_is_a_fresh_speed_roll_with_con() {
    let mut chase = quayside(quiet());
    let harvey = chase.find("Harvey").unwrap();
    let car = standard_car();
    run(
        &mut chase,
        Command::SwitchMode {
            who: "Harvey".into(),
            to: MovementMode::Drive(car),
            skill: None,
        },
        &[3],
    );
    // Drive Auto 20 (base), rolled 03: an extreme success, MOV 15.
    assert_eq!(p(&chase, "Harvey").mov(), 15);
    assert_eq!(p(&chase, "Harvey").actions, 1 + 7, "1 + (15 - 8)");
    chase.participant_mut(harvey).actions = 1;
    run(
        &mut chase,
        Command::SwitchMode {
            who: "Harvey".into(),
            to: MovementMode::Foot,
            skill: None,
        },
        &[99],
    );
    // CON 50, rolled 99: a failure, MOV 8 - 1 = 7, the new slowest.
    assert_eq!(p(&chase, "Harvey").mov(), 7);
    assert!(p(&chase, "Harvey").vehicle.is_none());
    assert_eq!(
        p(&chase, "Harvey").parked.as_ref().map(|v| v.name.as_str()),
        Some("Car, standard")
    );
    assert_eq!(chase.slowest_mov, 7);
    assert_eq!(p(&chase, "Harvey").actions, 0, "his allowance fell by 7");
    assert_eq!(
        p(&chase, "Deep one").actions,
        2,
        "1 more from the new slowest"
    );
    // Back into the car he left: another Drive Auto roll, 15, a success: MOV 14.
    run(
        &mut chase,
        Command::SwitchMode {
            who: "Harvey".into(),
            to: MovementMode::Vehicle,
            skill: None,
        },
        &[15],
    );
    assert_eq!(p(&chase, "Harvey").mov(), 14);
    assert!(p(&chase, "Harvey").parked.is_none());
    let why = refused(
        &chase,
        Command::SwitchMode {
            who: "Harvey".into(),
            to: MovementMode::Vehicle,
            skill: None,
        },
        &[],
    );
    assert!(
        why.contains("Harvey is already driving Car, standard"),
        "{why}"
    );
}

#[test]
fn bolting_a_door_behind_costs_an_action_and_no_roll() {
    let mut chase = quayside(quiet());
    let door = Obstacle::Barrier(Barrier {
        name: "Bolted door".into(),
        skills: vec!["STR".into()],
        difficulty: Difficulty::Regular,
        hp: Some(10),
        damage: None,
        debris: None,
    });
    run(
        &mut chase,
        Command::CreateObstacle {
            who: "Harvey".into(),
            obstacle: door,
            cost: 1,
            skill: None,
            difficulty: Difficulty::Regular,
        },
        &[],
    );
    assert_eq!(
        chase.map.ahead_of(1).map(Obstacle::name),
        Some("Bolted door")
    );
    assert_eq!(
        chase.current(),
        chase.find("Deep one"),
        "his one action is spent"
    );
    let why = refused(&chase, mv("Deep one", 1), &[]);
    assert!(why.contains("barrier 'Bolted door'"), "{why}");
}

#[test]
fn a_failed_roll_creates_nothing() {
    let mut chase = quayside(quiet());
    let crowd = Obstacle::Hazard(hazard("Panicked crowd", &["DEX"], Difficulty::Regular));
    let harvey = chase.find("Harvey").unwrap();
    chase
        .participant_mut(harvey)
        .skills
        .insert("Luck".into(), 50);
    let events = run(
        &mut chase,
        Command::CreateObstacle {
            who: "Harvey".into(),
            obstacle: crowd,
            cost: 0,
            skill: Some("Luck".into()),
            difficulty: Difficulty::Regular,
        },
        &[70],
    );
    assert!(matches!(
        events.last(),
        Some(Event::Route(RouteEvent::ObstacleCreated {
            created: false,
            ..
        }))
    ));
    assert_eq!(chase.map.ahead_of(1), None);
    assert_eq!(
        chase.current(),
        Some(harvey),
        "firing into the air costs no action"
    );
}

#[test]
fn monsters_take_missing_skills_from_dex_and_int() {
    let mut ghoul = Participant::new("Ghoul", Side::Pursuer, 65, 9, 65, 13).with_skill("INT", 65);
    ghoul.monster = Some(
        [
            ("Climb".to_string(), Aptitude::Aptitude),
            ("Swim".to_string(), Aptitude::Ineptitude),
            ("Drive Auto".to_string(), Aptitude::AutomaticFailure),
        ]
        .into_iter()
        .collect(),
    );
    let harvey = Participant::new("Harvey", Side::Quarry, 60, 8, 50, 12);
    let mut chase = Coc7::new(
        quiet(),
        ChaseMap::of_names(&["a", "b"]),
        vec![ghoul, harvey],
        false,
    );
    assert_eq!(chase.skill(0, "Climb"), Some(65), "aptitude: DEX");
    assert_eq!(
        chase.skill(0, "Jump"),
        Some(32),
        "neither: half DEX, not the base 20"
    );
    assert_eq!(chase.skill(0, "Swim"), Some(13), "ineptitude: a fifth");
    assert_eq!(
        chase.skill(0, "Spot Hidden"),
        Some(32),
        "perception: half INT"
    );
    assert_eq!(
        chase.skill(1, "Jump"),
        Some(20),
        "an investigator's base chance"
    );
    chase.settings.monster_skills = false;
    assert_eq!(chase.skill(0, "Jump"), Some(20));
}

#[test]
fn an_automatic_failure_rolls_no_dice() {
    let mut track = ChaseMap::of_names(&["Bank", "Shallows", "Far bank"]);
    track.locations[0].ahead = Some(Obstacle::Hazard(hazard(
        "Deep water",
        &["Swim"],
        Difficulty::Regular,
    )));
    let mut ghoul = placed(Participant::new("Ghoul", Side::Pursuer, 65, 9, 65, 13), 1);
    ghoul.monster = Some([("Swim".to_string(), Aptitude::AutomaticFailure)].into());
    let harvey = placed(Participant::new("Harvey", Side::Quarry, 60, 9, 50, 12), 3);
    let mut chase = started(quiet(), track, vec![ghoul, harvey]);
    let events = run(
        &mut chase,
        Command::NegotiateHazard {
            who: "Ghoul".into(),
            skill: "Swim".into(),
            cautious: 0,
            damage: None,
            no_damage: false,
            value: None,
        },
        &[2],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HazardRolled { passed: false, roll, .. } if roll.value == 0
    )));
    assert_eq!(
        chase.narrate(&events[1]),
        "Ghoul fails Swim, an automatic failure on Deep water."
    );
}

#[test]
fn settings_turn_each_rule_off() {
    let off = quayside(Settings {
        routes: false,
        escaping: false,
        joining: false,
        switching_modes: false,
        creating_hazards: false,
        pedal_to_the_metal: false,
        ..quiet()
    });
    let commands = [
        Command::ChooseRoute {
            who: "Harvey".into(),
            route: "River".into(),
        },
        Command::Hide {
            who: "Harvey".into(),
            from: None,
            difficulty: None,
            bonus: 0,
            spot: false,
        },
        Command::Join {
            who: "Harvey".into(),
            location: 1,
            skill: None,
        },
        Command::SwitchMode {
            who: "Harvey".into(),
            to: MovementMode::Swim,
            skill: None,
        },
        Command::CreateObstacle {
            who: "Harvey".into(),
            obstacle: Obstacle::Hazard(hazard("Fruit", &[], Difficulty::Regular)),
            cost: 1,
            skill: None,
            difficulty: Difficulty::Regular,
        },
        Command::Accelerate {
            who: "Harvey".into(),
            locations: 2,
            skill: None,
        },
    ];
    for command in commands {
        let why = refused(&off, command.clone(), &[]);
        assert!(why.contains("turned off"), "{command:?}: {why}");
    }
}

/// "Hiding": "A Fleeing character can attempt to hide from the pursuer ... If the pursuer fails to
/// find the hidden investigator with a Spot Hidden roll". Amy, a fellow quarry, is nobody Harvey
/// hides from: refused before any roll, and the generator lists no such hiding; hiding from the
/// deep one stays legal.
#[test]
fn one_hides_from_a_pursuer_not_a_fellow_quarry() {
    let chase = quayside_with(
        quiet(),
        vec![placed(
            Participant::new("Amy", Side::Quarry, 55, 8, 50, 11),
            2,
        )],
    );
    let hide = |from: &str| Command::Hide {
        who: "Harvey".into(),
        from: Some(from.into()),
        difficulty: Some(Difficulty::Regular),
        bonus: 0,
        spot: false,
    };
    let why = refused(&chase, hide("Amy"), &[30]);
    assert!(
        why.contains("Amy is no pursuer still in the chase"),
        "{why}"
    );
    let legal = crate::engine::Legal::legal_commands(&chase);
    assert!(!legal.contains(&hide("Amy")), "{legal:?}");
    assert!(legal.contains(&hide("Deep one")), "{legal:?}");
}

/// "The characters or vehicles must be on the same location to attack one another, unless
/// firearms are involved", and "Ranged Attacks During a Chase" are firearms: Harvey attacks the
/// deep one a location behind with his fists neither as a ranged attack nor as a shot, and the
/// generator lists neither; his handgun still reaches.
#[test]
fn a_ranged_attack_needs_a_firearm_or_a_throw() {
    let chase = quayside(quiet());
    let attack = |skill: &str| Command::Attack {
        who: "Harvey".into(),
        target: "Deep one".into(),
        skill: skill.into(),
        ranged: true,
        maneuver: false,
        damage: Some(crate::dice::DiceExpr::dice(1, 10)),
        response: Response::None,
        effect: ManeuverEffect::default(),
    };
    let shot = |skill: &str| Command::Shoot {
        who: "Harvey".into(),
        target: "Deep one".into(),
        skill: skill.into(),
        damage: Some(crate::dice::DiceExpr::dice(1, 10)),
        stop: true,
        tires: false,
        impaling: true,
        response: Response::None,
        shots: 1,
    };
    let why = refused(&chase, attack("Fighting (Brawl)"), &[30]);
    assert!(
        why.contains("Harvey cannot attack at range with Fighting (Brawl)"),
        "{why}"
    );
    let why = refused(&chase, shot("Fighting (Brawl)"), &[30]);
    assert!(why.contains("only firearms (or a throw) reach"), "{why}");
    let legal = crate::engine::Legal::legal_commands(&chase);
    let fights_at_range = |c: &Command| match c {
        Command::Attack {
            skill,
            ranged: true,
            ..
        }
        | Command::Shoot { skill, .. } => !super::legal::fires_with(skill),
        _ => false,
    };
    assert!(!legal.iter().any(fights_at_range), "{legal:?}");
    assert!(legal.contains(&attack("Firearms (Handgun)")), "{legal:?}");
    assert!(legal.contains(&shot("Firearms (Handgun)")), "{legal:?}");
}
