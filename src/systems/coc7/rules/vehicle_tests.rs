//! Given / when / then tests of the vehicle rules, with the text's own examples: the car and the
//! light motorcycle, the cultist truck pushing Harvey's car off the road, and the driver damage of
//! a handgun through a car's armor. (The examples also run as scripts in `tests/scripts/coc7/`.)

use super::*;
use crate::dice::{DiceExpr, Difficulty, Roller};
use crate::systems::coc7::rules::event::VehicleEvent;

/// A road of ten locations: traffic (Regular) between 2 and 3, a hairpin (Hard) between 8 and 9,
/// a police roadblock of 20 hit points between 9 and 10; clear from 3 to 8.
fn road() -> ChaseMap {
    let mut track = ChaseMap::of_names(&[
        "Garage", "Main St", "Bridge", "Square", "Church", "Mill", "Docks", "Hill", "Bend", "Farm",
    ]);
    let hazard = |name: &str, difficulty| {
        Some(Obstacle::Hazard(Hazard {
            name: name.into(),
            skills: vec!["Drive Auto".into()],
            difficulty,
            damage: None,
        }))
    };
    track.get_mut(2).unwrap().ahead = hazard("Traffic", Difficulty::Regular);
    track.get_mut(8).unwrap().ahead = hazard("Hairpin", Difficulty::Hard);
    track.get_mut(9).unwrap().ahead = Some(Obstacle::Barrier(Barrier {
        name: "Roadblock".into(),
        skills: vec!["Drive Auto".into()],
        difficulty: Difficulty::Hard,
        hp: Some(20),
        damage: None,
        debris: None,
    }));
    track
}

fn vehicle(name: &str, mov: u32, build: u32, armor: u32, seats: u32) -> Vehicle {
    Vehicle {
        name: name.into(),
        mov,
        build: VehicleBuild::points(build),
        start_build: VehicleBuild::points(build),
        skill: "Drive Auto".into(),
        armor,
        seats: Seats {
            count: seats,
            or_more: false,
        },
        condition: VehicleCondition::Running,
        tires_burst: 0,
    }
}

fn driving(mut participant: Participant, vehicle: Vehicle) -> Participant {
    participant.base_mov = vehicle.mov;
    participant.vehicle = Some(vehicle);
    participant
}

/// Harvey (quarry) drives a standard car at `harvey`, with Amy as his passenger when `amy`; the
/// cultist drives a 6-ton truck at `cultist` with the gunman beside him (a fast one, MOV 14, so
/// that it keeps up: both have 1 movement action). Speeds are rolled (successes), so cutting to
/// the chase keeps these places; round 1 runs in DEX order: Amy 70, Harvey 60, the cultist 50, the
/// gunman 45. Reaching a quarry only brings them together.
pub(super) fn on_the_road(harvey: Loc, cultist: Loc, amy: bool) -> Coc7 {
    let mut people = vec![
        driving(
            Participant::new("Harvey", Side::Quarry, 60, 8, 60, 11)
                .with_skill("Drive Auto", 60)
                .with_skill("Luck", 50)
                .with_skill("Firearms (Handgun)", 40),
            vehicle("Car, standard", 14, 5, 2, 4),
        ),
        driving(
            Participant::new("Cultist", Side::Pursuer, 50, 7, 60, 12).with_skill("Drive Auto", 70),
            vehicle("6-ton truck", 14, 7, 2, 2),
        ),
        Participant::new("Gunman", Side::Pursuer, 45, 8, 50, 10)
            .with_skill("Firearms (Handgun)", 45),
    ];
    people[0].location = harvey;
    people[1].location = cultist;
    people[2].location = cultist;
    people[2].rides_with = Some(1);
    people[2].damage = Some(DiceExpr::dice(1, 10));
    people[0].damage = Some(DiceExpr::dice(1, 10));
    if amy {
        let mut amy = Participant::new("Amy", Side::Quarry, 70, 8, 50, 10)
            .with_skill("Spot Hidden", 60)
            .with_skill("Firearms (Handgun)", 50)
            .with_skill("Luck", 60);
        amy.location = harvey;
        amy.rides_with = Some(0);
        amy.damage = Some(DiceExpr::dice(1, 10));
        people.push(amy);
    }
    for p in &mut people {
        if !p.is_passenger() {
            p.speed = Some(Speed::Success);
        }
    }
    let settings = Settings {
        catch_on_reach: false,
        ..Settings::default()
    };
    let mut chase = Coc7::new(settings, road(), people, true);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    chase
}

pub(super) fn run(state: &mut Coc7, command: Command, dice: &[i32]) -> Vec<Event> {
    let mut roller = Roller::given(dice.iter().copied());
    let events =
        handle(state, &command, &mut roller).unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    assert!(!roller.has_given(), "{command:?} left dice unused");
    for event in &events {
        apply(state, event);
    }
    events
}

pub(super) fn refused(state: &Coc7, command: Command, dice: &[i32]) -> String {
    let before = state.clone();
    let mut roller = Roller::given(dice.iter().copied());
    let err = handle(state, &command, &mut roller).expect_err("should be refused");
    assert_eq!(state, &before);
    err.to_string()
}

pub(super) fn p<'a>(state: &'a Coc7, name: &str) -> &'a Participant {
    state.participant(state.find(name).unwrap())
}

fn build(state: &Coc7, name: &str) -> String {
    p(state, name).vehicle.as_ref().unwrap().build.to_string()
}

fn end_turn(state: &mut Coc7, who: &str) {
    run(state, Command::EndTurn { who: who.into() }, &[]);
}

pub(super) fn mv(who: &str, locations: u32) -> Command {
    Command::Move {
        who: who.into(),
        locations,
    }
}

fn hazard(who: &str) -> Command {
    hazard_harming(who, None)
}

fn hazard_harming(who: &str, damage: Option<DamageRow>) -> Command {
    Command::NegotiateHazard {
        who: who.into(),
        skill: "Drive Auto".into(),
        cautious: 0,
        damage,
        no_damage: false,
        value: None,
    }
}

fn ram(who: &str, target: &str, maneuver: bool, damage: Option<DamageRow>) -> Command {
    attack_with(who, target, "Drive Auto", maneuver, damage)
}

fn attack_with(
    who: &str,
    target: &str,
    skill: &str,
    maneuver: bool,
    damage: Option<DamageRow>,
) -> Command {
    Command::Attack {
        who: who.into(),
        target: target.into(),
        skill: skill.into(),
        ranged: false,
        maneuver,
        damage: None,
        response: Response::Dodge(None),
        effect: ManeuverEffect {
            damage,
            ..ManeuverEffect::default()
        },
    }
}

fn shoot(who: &str, target: &str) -> Command {
    shoot_with(who, target, false, false, true)
}

fn shoot_with(who: &str, target: &str, stop: bool, tires: bool, impaling: bool) -> Command {
    Command::Shoot {
        who: who.into(),
        target: target.into(),
        skill: "Firearms (Handgun)".into(),
        damage: None,
        stop,
        tires,
        impaling,
        response: Response::None,
        shots: 1,
    }
}

pub(super) fn has(events: &[Event], wanted: impl Fn(&Event) -> bool) -> bool {
    events.iter().any(wanted)
}

// --- Passengers ---

/// "Passengers do not make a speed roll and do not have movement actions. They may act once on
/// their turn in the DEX order": the slowest MOV counts the vehicles only; Amy acts first with her
/// one act and rides along when Harvey moves.
#[test]
fn passengers_ride_along_and_act_once() {
    let mut chase = on_the_road(4, 1, true);
    assert_eq!(chase.slowest_mov, 14, "the vehicles', not anyone's feet");
    let names: Vec<&str> = chase
        .turn
        .order
        .iter()
        .map(|id| chase.participant(*id).name.as_str())
        .collect();
    assert_eq!(names, ["Amy", "Harvey", "Cultist", "Gunman"]);
    assert_eq!(p(&chase, "Harvey").actions, 1);
    // No movement actions for her, and her one act kept apart.
    assert_eq!(p(&chase, "Amy").actions, 0, "no movement actions");
    assert!(p(&chase, "Amy").act, "her one act");
    let why = refused(&chase, mv("Amy", 1), &[]);
    assert!(
        why.contains("Amy rides in Harvey's Car, standard: a passenger does not move"),
        "{why}"
    );
    // Her act: navigating (Spot Hidden 60, 31 passes). It ends her turn.
    let navigate = Command::Navigate {
        who: "Amy".into(),
        skill: "spot hidden".into(),
    };
    run(&mut chase, navigate, &[31]);
    assert_eq!(p(&chase, "Harvey").navigation_bonus, 1);
    assert_eq!(chase.current(), chase.find("Harvey"));
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(
        (p(&chase, "Harvey").location, p(&chase, "Amy").location),
        (5, 5)
    );
    assert_eq!(p(&chase, "Amy").moved, 1, "she fled as far as the car did");
}

/// Establishing the chase: the passengers make no speed roll and are placed in their vehicles.
#[test]
fn passengers_make_no_speed_roll() {
    let mut chase = on_the_road(4, 1, true);
    for p in &mut chase.participants {
        p.speed = None;
    }
    let mut chase = Coc7::new(chase.settings, road(), chase.participants, false);
    let speed = |who: &str| Command::SpeedRoll {
        who: who.into(),
        skill: None,
    };
    let why = refused(&chase, speed("Amy"), &[40]);
    assert!(why.contains("a passenger makes no speed roll"), "{why}");
    run(&mut chase, speed("Harvey"), &[40]);
    run(&mut chase, speed("Cultist"), &[40]);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    assert_eq!(p(&chase, "Cultist").location, 1);
    assert_eq!(p(&chase, "Gunman").location, 1, "in the truck");
    assert_eq!(p(&chase, "Harvey").location, 3);
    assert_eq!(p(&chase, "Amy").location, 3, "in Harvey's car");
}

/// "Any pursuers who are slower than the slowest fleeing character are left behind": a truck that
/// fails its speed roll leaves its gunman behind with it, before round 1 counts anyone.
#[test]
fn a_vehicle_left_behind_keeps_its_passengers() {
    let chase = on_the_road(4, 1, true);
    let mut people = chase.participants.clone();
    for p in &mut people {
        p.speed = None;
    }
    let mut chase = Coc7::new(chase.settings, road(), people, false);
    let speed = |who: &str| Command::SpeedRoll {
        who: who.into(),
        skill: None,
    };
    run(&mut chase, speed("Harvey"), &[40]);
    run(&mut chase, speed("Cultist"), &[90]);
    let events = run(&mut chase, Command::CutToChase { range: None }, &[]);
    assert_eq!(p(&chase, "Gunman").status, Status::LeftBehind);
    let gunman = chase.find("Gunman").unwrap();
    assert!(has(&events, |e| matches!(
        e,
        Event::RoundStarted { actions, .. } if actions.iter().all(|a| a.who != gunman)
    )));
}

/// A passenger whose driver lost the trail was told "goes no further in ...: out of
/// the chase unless they get out", and then `GetOut` was refused ("only one still in the chase
/// ... can get out"). The log says what is so: the vehicle lost the trail and they are out with
/// it; and getting out is still refused.
#[test]
fn a_passenger_of_a_vehicle_that_lost_the_trail_is_told_so() {
    let chase = on_the_road(4, 1, true);
    let mut people = chase.participants.clone();
    for p in &mut people {
        p.speed = None;
    }
    let mut chase = Coc7::new(chase.settings, road(), people, false);
    let speed = |who: &str| Command::SpeedRoll {
        who: who.into(),
        skill: None,
    };
    run(&mut chase, speed("Harvey"), &[40]);
    run(&mut chase, speed("Cultist"), &[90]);
    let before = chase.clone();
    let events = run(&mut chase, Command::CutToChase { range: None }, &[]);
    let mut state = before;
    let told: Vec<String> = events
        .iter()
        .map(|event| {
            let line = state.narrate(event);
            state.apply(event);
            line
        })
        .collect();
    let gunman: Vec<&String> = told.iter().filter(|l| l.starts_with("Gunman")).collect();
    assert!(
        gunman
            .iter()
            .any(|l| l.contains("it has lost the trail, and they are out of the chase")),
        "{told:#?}"
    );
    assert!(
        gunman.iter().all(|l| !l.contains("unless they get out")),
        "{told:#?}"
    );
    // Getting out stays refused, as the log now says.
    refused(
        &chase,
        Command::GetOut {
            who: "Gunman".into(),
        },
        &[40],
    );
}

/// A quarry who escapes takes its passengers with it.
#[test]
fn a_vehicle_escapes_with_its_passengers() {
    let mut chase = on_the_road(4, 1, true);
    run(
        &mut chase,
        Command::Escape {
            who: "Harvey".into(),
        },
        &[],
    );
    assert_eq!(p(&chase, "Amy").status, Status::Escaped);
    assert_eq!(chase.phase, Phase::Over);
}

// --- Vehicular Collisions (Table VI) ---

/// "If unsure, simply use the defaults of 'minor incident' for a Regular difficulty level hazard":
/// Harvey fails the traffic (Drive Auto 60, 90): 2 (1D3-1) build, 1 (1D3) movement action, and
/// the same dice in hit points for each one inside: Harvey 2, Amy 1. He still gets through.
#[test]
fn a_failed_hazard_is_a_vehicular_collision() {
    let mut chase = on_the_road(2, 1, true);
    end_turn(&mut chase, "Amy");
    let events = run(&mut chase, hazard("Harvey"), &[90, 2, 1, 2, 1]);
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::Collided {
            incident: Incident::Minor,
            ..
        })
    )));
    assert_eq!(build(&chase, "Harvey"), "3");
    assert_eq!((p(&chase, "Harvey").hp, p(&chase, "Amy").hp), (9, 9));
    let harvey = p(&chase, "Harvey");
    assert_eq!(
        (harvey.actions, harvey.debt),
        (0, 1),
        "his 1 action spent on the hazard, the 1 lost is owed"
    );
    assert_eq!(
        (p(&chase, "Harvey").location, p(&chase, "Amy").location),
        (3, 3)
    );
}

/// The default row follows the difficulty (Regular minor, Hard moderate, Extreme severe); a row
/// the keeper set is used instead; with the setting off, only the movement actions are lost.
#[test]
fn the_default_incident_follows_the_difficulty() {
    for (difficulty, incident) in [
        (Difficulty::Regular, Incident::Minor),
        (Difficulty::Hard, Incident::Moderate),
        (Difficulty::Extreme, Incident::Severe),
    ] {
        let mut chase = on_the_road(2, 1, false);
        if let Some(Obstacle::Hazard(h)) = chase.map.get_mut(2).unwrap().ahead.as_mut() {
            h.difficulty = difficulty;
        }
        let events = run(&mut chase, hazard("Harvey"), &[99, 1, 1, 1]);
        assert!(has(
            &events,
            |e| matches!(e, Event::Vehicle(VehicleEvent::Collided { incident: i, .. }) if *i == incident)
        ));
    }
    let mut chase = on_the_road(2, 1, false);
    let keeper_says = hazard_harming("Harvey", Some(DamageRow::Deadly));
    let events = run(&mut chase, keeper_says, &[99, 3, 1, 4]);
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::Collided {
            incident: Incident::Mayhem,
            ..
        })
    )));
    let mut chase = chase_with(|s| s.vehicles.default_incidents = false);
    let events = run(&mut chase, hazard("Harvey"), &[99, 1]);
    assert!(!has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::Collided { .. })
    )));
    assert_eq!(build(&chase, "Harvey"), "5");
}

fn chase_with(change: impl Fn(&mut Settings)) -> Coc7 {
    let mut chase = on_the_road(2, 1, false);
    change(&mut chase.settings);
    chase
}

/// "Key: Build": at half its starting build (round down) or lower, one penalty die on its driving
/// rolls; a cautious approach's bonus die cancels it.
#[test]
fn an_impaired_vehicle_drives_with_a_penalty_die() {
    let mut chase = on_the_road(2, 1, false);
    let harvey = chase.find("Harvey").unwrap();
    chase
        .participant_mut(harvey)
        .vehicle
        .as_mut()
        .unwrap()
        .build = VehicleBuild::points(2);
    let events = run(&mut chase, hazard("Harvey"), &[30]);
    assert!(has(
        &events,
        |e| matches!(e, Event::HazardRolled { roll, .. } if roll.bonus == -1)
    ));
    let mut chase = chase_with(|s| s.vehicles.impairment = false);
    let harvey = chase.find("Harvey").unwrap();
    chase
        .participant_mut(harvey)
        .vehicle
        .as_mut()
        .unwrap()
        .build = VehicleBuild::points(2);
    let events = run(&mut chase, hazard("Harvey"), &[30]);
    assert!(has(
        &events,
        |e| matches!(e, Event::HazardRolled { roll, .. } if roll.bonus == 0)
    ));
}

/// Harvey's car wrecked by the keeper's road kill (the test below): Harvey thrown free and
/// stranded in the wreck, Amy dead, the cultist still running. The screen's tests start there.
pub(crate) fn harvey_thrown_free() -> Coc7 {
    let mut chase = on_the_road(4, 1, true);
    let crash = Command::Collide {
        who: "Amy".into(),
        incident: Incident::RoadKill,
        no_delay: false,
    };
    run(&mut chase, crash, &[30, 20, 7, 20, 90]);
    chase
}

/// The keeper's own incident: road kill wrecks the car. Harvey's Luck (50) throws him free for
/// 7 (2D10); Amy's fails and she dies in the wreck. Harvey stands in the wreck until he climbs
/// out (the chase goes on meanwhile), on foot after a fresh CON speed roll.
#[test]
fn a_wreck_and_climbing_out_of_it() {
    let mut chase = on_the_road(4, 1, true);
    let crash = Command::Collide {
        who: "Amy".into(),
        incident: Incident::RoadKill,
        no_delay: false,
    };
    // 30 on 5D10 is all of its 5 build. Harvey's Luck 20: thrown free for 7 (2D10), a major wound,
    // and a CON roll of 20 keeps him conscious; Amy's Luck 90 fails.
    let events = run(&mut chase, crash, &[30, 20, 7, 20, 90]);
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::VehicleDisabled {
            condition: VehicleCondition::Wrecked,
            ..
        })
    )));
    assert_eq!(p(&chase, "Harvey").hp, 4);
    assert_eq!(p(&chase, "Harvey").status, Status::LeftBehind);
    assert_eq!(p(&chase, "Amy").status, Status::Dead);
    // A quarry stranded in a wreck is not out while they can get out and run on foot
    // ("Switching Between Modes of Movement"), so the chase goes on (it used to end here).
    assert_eq!(chase.phase, Phase::Running, "Harvey can still climb out");
    run(
        &mut chase,
        Command::GetOut {
            who: "Harvey".into(),
        },
        &[50],
    );
    assert_eq!(chase.phase, Phase::Running);
    let harvey = p(&chase, "Harvey");
    assert_eq!((harvey.status, harvey.mov()), (Status::Active, 8));
    assert!(harvey.vehicle.is_none());
    assert_eq!(
        chase.slowest_mov, 8,
        "movement actions count from Harvey on foot"
    );
}

/// The keeper's collision needs a vehicle that is still on the road.
#[test]
fn a_collision_needs_a_running_vehicle() {
    let mut chase = on_the_road(4, 1, true);
    let gunman = chase.find("Gunman").unwrap();
    chase.participant_mut(gunman).rides_with = None;
    let crash = |who: &str| Command::Collide {
        who: who.into(),
        incident: Incident::Minor,
        no_delay: true,
    };
    let why = refused(&chase, crash("Gunman"), &[1, 1, 1]);
    assert!(why.contains("Gunman is not in a vehicle"), "{why}");
    let harvey = chase.find("Harvey").unwrap();
    chase
        .participant_mut(harvey)
        .vehicle
        .as_mut()
        .unwrap()
        .condition = VehicleCondition::Wrecked;
    let why = refused(&chase, crash("Amy"), &[1, 1, 1]);
    assert!(why.contains("Harvey's Car, standard is wrecked"), "{why}");
}

/// "If a vehicle's build is otherwise reduced to zero by cumulative damage ... it becomes
/// undrivable ... 1D10 damage for the driver and each passenger."
#[test]
fn undrivable_after_cumulative_damage() {
    let mut chase = on_the_road(5, 5, true);
    let harvey = chase.find("Harvey").unwrap();
    chase
        .participant_mut(harvey)
        .vehicle
        .as_mut()
        .unwrap()
        .build = VehicleBuild::points(1);
    end_turn(&mut chase, "Amy");
    end_turn(&mut chase, "Harvey");
    // The cultist rams: Drive Auto 70 with 10; Harvey dodges with Drive Auto 60, 80: 15 (7D10).
    let events = run(
        &mut chase,
        ram("Cultist", "Harvey", false, None),
        &[10, 80, 15, 4, 3],
    );
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::VehicleDisabled {
            condition: VehicleCondition::Undrivable,
            ..
        })
    )));
    assert_eq!((p(&chase, "Harvey").hp, p(&chase, "Amy").hp), (7, 7));
    assert_eq!(p(&chase, "Amy").status, Status::LeftBehind);
    assert_eq!(
        build(&chase, "Cultist"),
        "7",
        "7 damage back: under 10, no build"
    );
}

// --- Vehicles in combat ---

/// "A car might do 50 (5D10) points of damage to a light motorcycle, and therefore the car would
/// suffer 25 points of damage itself (enough to cause a damage of 2 Build points), but a light
/// motorcycle only has Build 1, so the damage to the car is limited to 1 build point."
#[test]
fn the_car_and_the_light_motorcycle() {
    let car = driving(
        Participant::new("Smith", Side::Pursuer, 50, 8, 60, 12).with_skill("Drive Auto", 50),
        vehicle("Car, standard", 14, 5, 2, 4),
    );
    let mut bike = driving(
        Participant::new("Biker", Side::Quarry, 40, 8, 50, 12)
            .with_skill("Drive Auto", 50)
            .with_skill("Luck", 45),
        vehicle("Motorcycle, light", 13, 1, 0, 1),
    );
    bike.location = 3;
    let mut people = vec![car, bike];
    people[0].location = 3;
    for p in &mut people {
        p.speed = Some(Speed::Success);
    }
    let settings = Settings {
        catch_on_reach: false,
        ..Settings::default()
    };
    let mut chase = Coc7::new(settings, road(), people, true);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    // Smith 20 hits; the biker's Drive Auto dodge, 80, fails; 50 on 5D10. The biker's Luck 30
    // throws him free: 12 (2D10).
    let events = run(
        &mut chase,
        ram("Smith", "Biker", false, None),
        &[20, 80, 50, 30, 12],
    );
    let smith = chase.find("Smith").unwrap();
    assert!(
        events.contains(&Event::Vehicle(VehicleEvent::VehicleDamaged {
            who: smith,
            damage: Some(25),
            build_lost: 1,
            limit: Some(1),
            build_left: VehicleBuild::points(4),
        }))
    );
    assert_eq!(build(&chase, "Smith"), "4");
    let bike = p(&chase, "Biker").vehicle.as_ref().unwrap();
    assert_eq!(
        bike.condition,
        VehicleCondition::Wrecked,
        "5 build lost of 1"
    );
    assert_eq!(p(&chase, "Biker").hp, 0);
    assert_eq!(
        p(&chase, "Biker").status,
        Status::Dead,
        "12 on 12 hit points"
    );
}

/// "A cultist truck driver is using his Drive Auto skill to perform a fighting maneuver, aiming to
/// push Harvey's car off the road ... The truck is bigger than Harvey's car, so the cultist takes
/// no penalty dice ... The cultist rolls a Hard success, Harvey rolls a Regular success; the
/// cultist wins ... an automatic 'minor incident' ... causing the loss of another point of build
/// ... This also costs Harvey 2 (1D3) movement actions and 2 (1D3) hit points."
#[test]
fn the_cultist_truck_pushes_harveys_car_off_the_road() {
    let mut chase = on_the_road(5, 6, false);
    let harvey = chase.find("Harvey").unwrap();
    chase
        .participant_mut(harvey)
        .vehicle
        .as_mut()
        .unwrap()
        .build = VehicleBuild::points(4);
    run(&mut chase, mv("Harvey", 1), &[]);
    let events = run(
        &mut chase,
        ram("Cultist", "Harvey", true, Some(DamageRow::Minor)),
        &[30, 50, 1, 2, 2],
    );
    let cultist = chase.find("Cultist").unwrap();
    assert!(has(&events, |e| matches!(
        e,
        Event::Attacked { who, roll, response: Some(answer), winner: Some(w), .. }
            if *who == cultist && roll.bonus == 0 && answer.skill == "Drive Auto" && *w == cultist
    )));
    assert_eq!(build(&chase, "Harvey"), "3");
    let harvey = p(&chase, "Harvey");
    assert_eq!((harvey.hp, harvey.debt, harvey.location), (9, 2, 6));
}

/// "If the driver of a moving vehicle suffers a major wound and remains conscious ... must roll
/// immediately as for a Hazard at Hard difficulty level." The text's example: a passenger in
/// another vehicle fires a handgun at Harvey, 10 damage, less 2 for his car's armor: 8, a major
/// wound; he makes his CON roll and fails Drive Auto; a moderate incident: 1 (1D6) build, 3 (1D3)
/// movement actions, 2 (1D6) hit points. "His location remains unaltered."
#[test]
fn driver_damage_through_the_cars_armor() {
    let mut chase = on_the_road(5, 1, false);
    run(&mut chase, mv("Harvey", 1), &[]);
    end_turn(&mut chase, "Cultist");
    let events = run(
        &mut chase,
        shoot("Gunman", "Harvey"),
        &[30, 10, 40, 45, 1, 3, 2],
    );
    let harvey_id = chase.find("Harvey").unwrap();
    assert!(events.contains(&Event::Vehicle(VehicleEvent::Shielded {
        who: harvey_id,
        armor: 2,
        damage: 10
    })));
    assert!(has(&events, |e| matches!(
        e,
        Event::Harmed {
            damage: 8,
            major_wound: true,
            ..
        }
    )));
    assert!(has(
        &events,
        |e| matches!(e, Event::Attacked { roll, .. } if roll.bonus == -1)
    ));
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::ControlRolled { passed: false, .. })
    )));
    let harvey = p(&chase, "Harvey");
    assert_eq!((harvey.hp, harvey.location), (1, 6));
    assert_eq!(build(&chase, "Harvey"), "4");
    assert_eq!(
        chase.round, 2,
        "the gunman's shot was the last act of round 1"
    );
    assert_eq!(
        (harvey.actions, harvey.debt),
        (0, 2),
        "the 3 lost were owed: round 2's 1 action pays 1 of them"
    );
}

/// "A driver who falls unconscious due to a major wound automatically loses control of the
/// vehicle": no roll; the moderate incident hurts everyone inside, and Amy is stranded with her
/// driverless car.
#[test]
fn an_unconscious_driver_loses_control() {
    let mut chase = on_the_road(5, 1, true);
    end_turn(&mut chase, "Amy");
    run(&mut chase, mv("Harvey", 1), &[]);
    end_turn(&mut chase, "Cultist");
    let events = run(
        &mut chase,
        shoot("Gunman", "Harvey"),
        &[30, 10, 80, 1, 2, 3],
    );
    assert!(!has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::ControlRolled { .. })
    )));
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::Collided {
            incident: Incident::Moderate,
            ..
        })
    )));
    assert_eq!(p(&chase, "Harvey").status, Status::Unconscious);
    assert_eq!(p(&chase, "Amy").hp, 7);
    assert_eq!(p(&chase, "Amy").status, Status::LeftBehind);
}

/// A driver fights with its vehicle's skill; a passenger cannot be reached in melee; a melee blow
/// by a truck on a car lands on the car: 25 damage is 2 build, the truck takes 12 (1 build).
#[test]
fn vehicles_fight_with_drive_auto() {
    let mut chase = on_the_road(5, 5, true);
    end_turn(&mut chase, "Amy");
    end_turn(&mut chase, "Harvey");
    let brawl = attack_with("Cultist", "Harvey", "Fighting (Brawl)", false, None);
    let why = refused(&chase, brawl, &[]);
    assert!(why.contains("fights with Drive Auto"), "{why}");
    let why = refused(&chase, ram("Cultist", "Amy", false, None), &[]);
    assert!(
        why.contains("attack the vehicle through its driver Harvey"),
        "{why}"
    );
    let events = run(
        &mut chase,
        ram("Cultist", "Harvey", false, None),
        &[10, 50, 25],
    );
    assert!(has(
        &events,
        |e| matches!(e, Event::Attacked { response: Some(r), .. } if r.skill == "Drive Auto")
    ));
    assert_eq!(build(&chase, "Harvey"), "3");
    assert_eq!(build(&chase, "Cultist"), "6");
    assert_eq!(p(&chase, "Harvey").hp, 11, "the car took it");
}

// --- Breaking Down Barriers ---

/// "For each point of their build, vehicles inflict 1D10 damage to a barrier ... if a vehicle
/// attacks a barrier and fails to destroy it, the vehicle is wrecked. If the barrier is destroyed,
/// the vehicle suffers an amount of damage equal to half the barrier's hit points prior to impact."
#[test]
fn ramming_the_roadblock() {
    let mut chase = on_the_road(9, 1, false);
    let through = Command::AttackBarrier {
        who: "Harvey".into(),
        damage: None,
    };
    let events = run(&mut chase, through.clone(), &[30]);
    assert!(has(&events, |e| matches!(e, Event::BarrierBroken { .. })));
    assert_eq!(build(&chase, "Harvey"), "4", "10 damage: half of 20");
    let mut chase = chase_at_roadblock();
    // 12 on 5D10 leaves the roadblock standing: wrecked. Harvey's Luck 20 throws him free for 9
    // (2D10), a major wound; CON 30 keeps him conscious.
    let events = run(&mut chase, through, &[12, 20, 9, 30]);
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::VehicleDisabled {
            condition: VehicleCondition::Wrecked,
            ..
        })
    )));
    assert_eq!(p(&chase, "Harvey").hp, 2, "thrown free: 9 (2D10)");
}

fn chase_at_roadblock() -> Coc7 {
    on_the_road(9, 1, false)
}

// --- Ranged attacks ---

/// On the move: 1 penalty die and no movement action; stopping: 1 movement action and no penalty
/// die; a passenger's shot is its act for the round.
#[test]
fn shooting_on_the_move_or_stopping() {
    let mut chase = on_the_road(4, 1, true);
    run(&mut chase, shoot("Amy", "Gunman"), &[90]);
    assert_eq!(p(&chase, "Amy").actions, 0);
    assert_eq!(
        chase.current(),
        chase.find("Harvey"),
        "her act ended her turn"
    );
    let events = run(&mut chase, shoot("Harvey", "Cultist"), &[90]);
    assert!(has(
        &events,
        |e| matches!(e, Event::Attacked { roll, .. } if roll.bonus == -1)
    ));
    assert_eq!(
        p(&chase, "Harvey").actions,
        1,
        "firing on the move costs nothing"
    );
    let mut chase = chase_with(|s| s.vehicles.shooting_on_the_move = false);
    let why = refused(&chase, shoot("Harvey", "Cultist"), &[90]);
    assert!(why.contains("shooting_on_the_move: false"), "{why}");
    let stop = shoot_with("Harvey", "Cultist", true, false, true);
    let events = run(&mut chase, stop, &[90]);
    assert!(has(
        &events,
        |e| matches!(e, Event::Attacked { roll, .. } if roll.bonus == 0)
    ));
    assert_eq!(
        p(&chase, "Harvey").actions,
        0,
        "stopping to shoot cost his 1 action"
    );
}

/// "Both driver and passengers gain protection from a vehicle's armor": Amy's 6 on the gunman,
/// inside the truck, is 4; with the rule off, 6.
#[test]
fn armor_protects_those_inside() {
    let mut chase = on_the_road(4, 1, true);
    run(&mut chase, shoot("Amy", "Gunman"), &[20, 6]);
    assert_eq!(p(&chase, "Gunman").hp, 6);
    let mut chase = on_the_road(4, 1, true);
    chase.settings.vehicles.armor = false;
    // 6 of 10 hit points is a major wound: the gunman's CON 30 keeps him conscious.
    run(&mut chase, shoot("Amy", "Gunman"), &[20, 6, 30]);
    assert_eq!(p(&chase, "Gunman").hp, 4);
}

/// "Vehicle tires may be targeted with gunfire: apply an additional penalty die ... Tires have an
/// armor value of 3 and are only damaged by impaling weapons. If a tire takes 2 points of damage,
/// it bursts. A burst tire reduces a vehicle's build by 1 point."
#[test]
fn shooting_the_tires() {
    let tires = |impaling| shoot_with("Amy", "Gunman", false, true, impaling);
    let mut chase = on_the_road(4, 1, true);
    let events = run(&mut chase, tires(true), &[20, 5]);
    assert!(has(
        &events,
        |e| matches!(e, Event::Attacked { roll, .. } if roll.bonus == -2)
    ));
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::TireHit {
            damage: 2,
            burst: true,
            ..
        })
    )));
    assert_eq!(build(&chase, "Cultist"), "6");
    let mut chase = on_the_road(4, 1, true);
    run(&mut chase, tires(true), &[20, 4]);
    assert_eq!(build(&chase, "Cultist"), "7", "1 past the armor: it holds");
    let mut chase = on_the_road(4, 1, true);
    let events = run(&mut chase, tires(false), &[20]);
    assert!(has(&events, |e| matches!(
        e,
        Event::Vehicle(VehicleEvent::TireHit {
            impaling: false,
            burst: false,
            ..
        })
    )));
    let mut chase = on_the_road(2, 1, false);
    let gunman = chase.find("Gunman").unwrap();
    chase.participant_mut(gunman).rides_with = None;
    let at_a_pedestrian = shoot_with("Harvey", "Gunman", false, true, true);
    let why = refused(&chase, at_a_pedestrian, &[]);
    assert!(
        why.contains("Gunman is not in a vehicle: there are no tires"),
        "{why}"
    );
}

/// Getting out of a running vehicle: a passenger may, on foot with a fresh CON speed roll; the
/// driver of a running vehicle switches mode instead.
#[test]
fn a_passenger_gets_out() {
    let mut chase = on_the_road(4, 1, true);
    let out = |who: &str| Command::GetOut { who: who.into() };
    let why = refused(&chase, out("Harvey"), &[50]);
    assert!(why.contains("switch mode to Foot"), "{why}");
    run(&mut chase, out("Amy"), &[10]);
    let amy = p(&chase, "Amy");
    assert_eq!((amy.rides_with, amy.mov(), amy.location), (None, 9, 4));
    assert_eq!(
        chase.current(),
        chase.find("Harvey"),
        "getting out took her turn"
    );
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(p(&chase, "Amy").location, 4, "left behind on the pavement");
}
