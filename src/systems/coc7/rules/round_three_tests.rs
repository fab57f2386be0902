//! Rules a keeper found still wrong in the third round of checks against `coc7-chase.txt`: each
//! test replays one, with the sentence of the text it follows.

use super::tests::end_turn;
use super::vehicle_tests::{mv, on_the_road, p, refused, run};
use super::*;

/// "Passengers do not make a speed roll and do not have movement actions. They may act once on
/// their turn in the DEX order." A passenger starts each round with 0 movement actions and its one
/// act apart; using the act ends its turn; a second act is refused for having acted, not for
/// movement actions it never had.
#[test]
fn a_passenger_has_no_movement_actions_and_one_act() {
    let mut chase = on_the_road(4, 1, true);
    let amy = p(&chase, "Amy");
    assert_eq!((amy.actions, amy.act), (0, true));
    let gunman = p(&chase, "Gunman");
    assert_eq!((gunman.actions, gunman.act), (0, true));
    assert!(
        !p(&chase, "Harvey").act,
        "a driver has movement actions, no act apart"
    );
    // Her act: a shot at the cultist on the move (Firearms 50, 20 hits; 1D10 5, armour 2).
    let shoot = Command::Shoot {
        who: "Amy".into(),
        target: "Cultist".into(),
        skill: "Firearms (Handgun)".into(),
        damage: None,
        stop: false,
        tires: false,
        impaling: true,
        response: Response::None,
        shots: 1,
    };
    run(&mut chase, shoot, &[20, 5]);
    let amy = p(&chase, "Amy");
    assert_eq!((amy.actions, amy.act), (0, false));
    assert_eq!(
        chase.current(),
        chase.find("Harvey"),
        "her act ends her turn"
    );
    for who in ["Harvey", "Cultist", "Gunman"] {
        run(&mut chase, end_turn(who), &[]);
    }
    // Round 2: the act comes back; an action that needs movement actions is beyond a passenger,
    // and the refusal does not count movement actions she never had.
    assert_eq!(chase.round, 2);
    assert!(p(&chase, "Amy").act);
    let costly = Command::Act {
        who: "Amy".into(),
        what: "climb onto the roof".into(),
        cost: 2,
        skill: None,
        difficulty: crate::dice::Difficulty::Regular,
    };
    let why = refused(&chase, costly, &[]);
    assert!(why.contains("a passenger has no movement actions"), "{why}");
    assert!(!why.contains("has 1 left"), "{why}");
    let wave = Command::Act {
        who: "Amy".into(),
        what: "wave at the police".into(),
        cost: 1,
        skill: None,
        difficulty: crate::dice::Difficulty::Regular,
    };
    // A move is still refused as a passenger's, with no count of actions.
    let why = refused(&chase, mv("Amy", 1), &[]);
    assert!(why.contains("a passenger does not move"), "{why}");
    run(&mut chase, wave, &[]);
    assert!(!p(&chase, "Amy").act);
    assert_eq!(chase.current(), chase.find("Harvey"));
}

/// "If successful, on the vehicle's next move, the vehicle can accelerate once with 1 fewer
/// penalty die." Harvey's next move is an ordinary one: the bonus goes with it, and does not wait
/// for a later acceleration.
#[test]
fn navigation_is_for_the_vehicles_next_move_only() {
    let mut chase = on_the_road(4, 1, true);
    let navigate = Command::Navigate {
        who: "Amy".into(),
        skill: "Spot Hidden".into(),
    };
    run(&mut chase, navigate, &[31]);
    assert_eq!(p(&chase, "Harvey").navigation_bonus, 1);
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(
        p(&chase, "Harvey").navigation_bonus,
        0,
        "the move without acceleration was the vehicle's next move"
    );
}

/// "As the deep one exits the theater, the Keeper makes a Tracking roll; can the deep one pick up
/// Harvey's trail? If not, the chase is over": for a pursuing car, over for the car and everyone in
/// it. The gunman beside the cultist cannot climb out and run on.
#[test]
fn a_lost_trail_takes_the_car_and_its_passengers_out() {
    let mut chase = on_the_road(4, 1, false);
    // A hound still on Harvey's trail keeps the chase going.
    let mut hound = Participant::new("Hound", Side::Pursuer, 40, 14, 50, 10);
    hound.location = 2;
    hound.speed = Some(Speed::Success);
    chase.participants.push(hound);
    let track = Command::TrackingRoll {
        who: "Cultist".into(),
        quarry: Some("Harvey".into()),
        skill: None,
        difficulty: crate::dice::Difficulty::Regular,
        bonus: 0,
    };
    run(&mut chase, track, &[95]);
    assert_eq!(p(&chase, "Cultist").status, Status::LeftBehind);
    assert_eq!(p(&chase, "Gunman").status, Status::LeftBehind);
    let gunman = chase.find("Gunman").unwrap();
    assert!(!chase.stranded(gunman));
    let why = refused(
        &chase,
        Command::GetOut {
            who: "Gunman".into(),
        },
        &[40],
    );
    assert!(why.contains("Gunman is left behind"), "{why}");
    assert_eq!(chase.phase, Phase::Running, "the hound runs on");
}

/// "If a vehicle's build is otherwise reduced to zero by cumulative damage ... it becomes
/// undrivable ... this may lead to an accident resulting in 1D10 damage for the driver and each
/// passenger", a collision as well as an attack: after the collision's own hit points ("each
/// occupant of a vehicle involved in a collision"), the 1D10 of the halt.
#[test]
fn a_collision_that_makes_a_car_undrivable_hurts_those_inside() {
    let mut chase = on_the_road(4, 1, true);
    let harvey = chase.find("Harvey").unwrap();
    if let Some(car) = chase.participant_mut(harvey).vehicle.as_mut() {
        car.build = VehicleBuild::points(1);
    }
    let crash = Command::Collide {
        who: "Harvey".into(),
        incident: Incident::Minor,
        no_delay: false,
    };
    // 1 build (1D3-1) takes the last point: undrivable. The crash: 2 and 1 hit points (1D3-1);
    // the halt: 5 and 4 (1D10).
    run(&mut chase, crash, &[1, 2, 1, 5, 4]);
    let car = p(&chase, "Harvey").vehicle.as_ref().unwrap();
    assert_eq!(car.condition, VehicleCondition::Undrivable);
    assert_eq!(p(&chase, "Harvey").hp, 11 - 2 - 5);
    assert_eq!(p(&chase, "Amy").hp, 10 - 1 - 4);
}

/// "If a vehicle attacks a barrier and fails to destroy it, the vehicle is wrecked": "damage equal
/// to its full build value in one incident", so it shows build 0, not the build it had.
#[test]
fn a_car_wrecked_on_a_barrier_has_no_build_left() {
    let mut chase = on_the_road(9, 1, false);
    let ram = Command::AttackBarrier {
        who: "Harvey".into(),
        damage: None,
    };
    // 12 on 5D10 leaves the roadblock standing at 8; Harvey's Luck 50 fails with 90.
    run(&mut chase, ram, &[12, 90]);
    let car = p(&chase, "Harvey").vehicle.as_ref().unwrap();
    assert_eq!(car.condition, VehicleCondition::Wrecked);
    assert!(car.build.is_zero(), "build {}", car.build);
    assert_eq!(p(&chase, "Harvey").status, Status::Dead);
}

/// "All occupants of the vehicle are likely to die. Whether or not investigators have a chance of
/// survival is up to the Keeper: Luck rolls may be allowed." The cultist and the gunman have no
/// Luck on their sheets: no roll is offered, and "likely" is not certain death. Each takes the
/// road kill's dice in hit points, as every occupant of a collision does, and lives or dies by them.
#[test]
fn a_wreck_without_luck_is_decided_by_the_dice_not_outright() {
    let mut chase = on_the_road(4, 1, false);
    let crash = Command::Collide {
        who: "Cultist".into(),
        incident: Incident::RoadKill,
        no_delay: false,
    };
    // 40 on 5D10 wrecks the truck (build 7). The cultist: 11 of his 12 hit points, a major wound,
    // CON 60 with 30 keeps him awake. The gunman: 8 of 10, CON 50 with 70 knocks him out.
    run(&mut chase, crash, &[40, 11, 30, 8, 70]);
    let cultist = p(&chase, "Cultist");
    assert_eq!((cultist.hp, cultist.status), (1, Status::LeftBehind));
    let gunman = p(&chase, "Gunman");
    assert_eq!((gunman.hp, gunman.status), (2, Status::Unconscious));
}

/// A Luck roll that throws a passenger free of the wreck leaves it outside the car: "Those who are
/// fortunate get thrown free".
#[test]
fn a_passenger_thrown_free_is_no_longer_in_the_car() {
    let mut chase = on_the_road(4, 1, true);
    let crash = Command::Collide {
        who: "Harvey".into(),
        incident: Incident::RoadKill,
        no_delay: false,
    };
    // 30 wrecks the car. Harvey's Luck 90 fails; Amy's 20 throws her free for 4 (2D10).
    run(&mut chase, crash, &[30, 90, 20, 4]);
    assert!(p(&chase, "Amy").thrown_free);
    assert!(!p(&chase, "Harvey").thrown_free);
    assert_eq!(p(&chase, "Amy").hp, 6);
    // She may still get up and go on foot.
    run(&mut chase, Command::GetOut { who: "Amy".into() }, &[40]);
    assert_eq!(p(&chase, "Amy").status, Status::Active);
}

/// The log tells a passenger thrown free as out of the car, not as one who "goes no further in"
/// it: the sentences are those the journal writes, each told from the state just before it.
#[test]
fn the_log_tells_a_passenger_thrown_free_as_out_of_the_car() {
    let mut chase = on_the_road(4, 1, true);
    let before = chase.clone();
    let crash = Command::Collide {
        who: "Harvey".into(),
        incident: Incident::RoadKill,
        no_delay: false,
    };
    // As above: 30 wrecks the car, Harvey's Luck 90 fails, Amy's 20 throws her free for 4.
    let events = run(&mut chase, crash, &[30, 90, 20, 4]);
    let mut state = before;
    let told: Vec<String> = events
        .iter()
        .map(|event| {
            let line = state.narrate(event);
            state.apply(event);
            line
        })
        .collect();
    let amy: Vec<&String> = told.iter().filter(|l| l.starts_with("Amy")).collect();
    assert!(
        amy.iter()
            .any(|l| l.contains("is thrown free of the wreck")),
        "{told:#?}"
    );
    assert!(
        amy.iter().all(|l| !l.contains("goes no further in")),
        "Amy is not in the car any more: {told:#?}"
    );
    assert!(
        amy.iter()
            .any(|l| l.contains("lies thrown free of the wreck of Harvey's")),
        "{told:#?}"
    );
}

/// The core rules on hit points, as the log and the turn order must both tell them: hit points stop
/// at 0; a blow of the maximum hit points or more kills outright ("dead"); 0 after a smaller major
/// wound is "dying". A ram on a person of build 0 costs the car no build because of the target's
/// build, and says so.
#[test]
fn dead_and_dying_and_the_rams_reason() {
    let mut chase = on_the_road(4, 1, false);
    let gunman = chase.find("Gunman").unwrap();
    chase.participant_mut(gunman).rides_with = None;
    chase.participant_mut(gunman).location = 4;
    let ram = Command::Attack {
        who: "Harvey".into(),
        target: "Gunman".into(),
        skill: "Drive Auto".into(),
        ranged: false,
        maneuver: false,
        damage: None,
        response: Response::None,
        effect: ManeuverEffect::default(),
    };
    // Drive Auto 60 with 20; 28 on 5D10: 28 of the gunman's 10 hit points.
    let before = chase.clone();
    let events = run(&mut chase, ram, &[20, 28]);
    let told: Vec<String> = events.iter().map(|e| before.narrate(e)).collect();
    assert_eq!(p(&chase, "Gunman").hp, 0, "{told:?}");
    assert_eq!(p(&chase, "Gunman").status, Status::Dead);
    assert!(told.iter().any(|t| t.contains("HP 0/10")), "{told:?}");
    assert!(
        told.iter()
            .any(|t| t.contains("14 damage in return: 1 build, limited to 0")),
        "{told:?}"
    );
    assert!(told.iter().any(|t| t == "Gunman is dead."), "{told:?}");
    // Harvey at 6 hit points takes 8 in a severe incident: 0, and a major wound under his 11.
    let harvey = chase.find("Harvey").unwrap();
    chase.participant_mut(harvey).hp = 6;
    let crash = Command::Collide {
        who: "Harvey".into(),
        incident: Incident::Severe,
        no_delay: true,
    };
    let before = chase.clone();
    let events = run(&mut chase, crash, &[1, 8]);
    let told: Vec<String> = events.iter().map(|e| before.narrate(e)).collect();
    assert_eq!(p(&chase, "Harvey").hp, 0);
    assert_eq!(p(&chase, "Harvey").status, Status::Dying);
    assert_eq!(Status::Dying.word(), "dying");
    assert!(
        told.iter()
            .any(|t| t == "Harvey is dying and out of the chase."),
        "{told:?}"
    );
}

/// A garden: a wall (Climb or Jump) between 2 and 3, a locked gate (STR or Locksmith) between 4
/// and 5. A byakhee (MOV 20 flying, "Fly": 20 on its sheet) at 1 hunts Harvey (MOV 8) at 7.
fn byakhee_in_the_garden() -> Coc7 {
    let mut track =
        ChaseMap::of_names(&["Street", "Garden", "Lawn", "Shed", "Alley", "Yard", "Road"]);
    track.get_mut(2).unwrap().ahead = Some(Obstacle::Barrier(Barrier {
        name: "Garden wall".into(),
        skills: vec!["Climb".into(), "Jump".into()],
        difficulty: crate::dice::Difficulty::Regular,
        hp: Some(25),
        damage: None,
        debris: None,
    }));
    track.get_mut(4).unwrap().ahead = Some(Obstacle::Barrier(Barrier {
        name: "Locked gate".into(),
        skills: vec!["STR".into(), "Locksmith".into()],
        difficulty: crate::dice::Difficulty::Regular,
        hp: Some(10),
        damage: None,
        debris: None,
    }));
    let mut byakhee = Participant::new("Byakhee", Side::Pursuer, 70, 20, 50, 14);
    byakhee.movs.insert("Fly".into(), 20);
    byakhee.location = 1;
    let mut harvey = Participant::new("Harvey", Side::Quarry, 55, 8, 60, 11);
    harvey.location = 7;
    let mut people = vec![byakhee, harvey];
    for p in &mut people {
        p.speed = Some(Speed::Success);
    }
    let mut chase = Coc7::new(Settings::default(), track, people, true);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    chase
}

/// "Some have abilities that may exempt them from certain skill rolls; for example, those that fly
/// would not need to make Jump or Climb rolls." The byakhee's move passes the garden wall as clear
/// ground (1 movement action a location, no roll), and says so; the locked gate, which takes STR or
/// Locksmith, still stops it; one on foot is still stopped by the wall.
#[test]
fn a_flyer_passes_over_a_wall_that_needs_jump_or_climb() {
    let mut chase = byakhee_in_the_garden();
    assert_eq!(p(&chase, "Byakhee").actions, 13);
    let before = chase.clone();
    let events = run(&mut chase, mv("Byakhee", 3), &[]);
    assert_eq!(p(&chase, "Byakhee").location, 4);
    assert_eq!(p(&chase, "Byakhee").actions, 10);
    let told: Vec<String> = events.iter().map(|e| before.narrate(e)).collect();
    assert!(
        told.iter().any(
            |t| t == "Byakhee flies over the Garden wall: a flyer needs no Jump or Climb roll."
        ),
        "{told:?}"
    );
    let why = refused(&chase, mv("Byakhee", 1), &[]);
    assert!(why.contains("'Locked gate' lies ahead of Byakhee"), "{why}");
    // On foot (no flying MOV of its own) the wall stops it, as before.
    let mut walker = byakhee_in_the_garden();
    let byakhee = walker.find("Byakhee").unwrap();
    walker.participant_mut(byakhee).movs.clear();
    run(&mut walker, mv("Byakhee", 1), &[]);
    let why = refused(&walker, mv("Byakhee", 1), &[]);
    assert!(why.contains("'Garden wall' lies ahead of Byakhee"), "{why}");
}

fn hide(who: &str, from: Option<&str>, spot: bool) -> Command {
    Command::Hide {
        who: who.into(),
        from: from.map(Into::into),
        difficulty: None,
        bonus: 0,
        spot,
    }
}

/// "A combined Stealth and Drive Auto skill roll (Combined Rolls) is used to hide a vehicle": the
/// vehicle hides with everyone in it. Amy, a passenger, calls for it with her act; Harvey rolls
/// (Stealth 20, the base chance, and Drive Auto 60: 15 passes both), and the car with both of them
/// evades capture.
#[test]
fn a_passengers_hide_hides_the_whole_car() {
    let mut chase = on_the_road(4, 1, true);
    let events = run(&mut chase, hide("Amy", None, false), &[15]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Route(RouteEvent::HideRolled { who, passed: true, .. })
            if Some(*who) == chase.find("Harvey")
    )));
    assert_eq!(p(&chase, "Harvey").status, Status::Escaped);
    assert_eq!(p(&chase, "Amy").status, Status::Escaped);
    assert!(!p(&chase, "Amy").act, "it was her act");
}

/// "If the vehicle has sufficient lead, it may be attempted": with the truck 1 location behind,
/// less than the chase's starting range of 2, Harvey's car cannot hide, and nothing is rolled.
#[test]
fn a_vehicle_needs_a_lead_to_hide() {
    let chase = on_the_road(4, 3, false);
    let why = refused(&chase, hide("Harvey", None, false), &[15]);
    assert!(
        why.contains(
            "Harvey's Car, standard has too little lead to hide: Cultist is 1 location behind"
        ),
        "{why}"
    );
}

/// "If a vehicle's build is reduced to half (round down) of its starting value or lower, it is
/// impaired; one penalty die is applied to all Drive Auto (or appropriate skill) rolls": the
/// combined Stealth and Drive Auto roll to hide an impaired car takes it.
#[test]
fn an_impaired_car_hides_with_a_penalty_die() {
    let mut chase = on_the_road(4, 1, false);
    let harvey = chase.find("Harvey").unwrap();
    if let Some(car) = chase.participant_mut(harvey).vehicle.as_mut() {
        car.build = VehicleBuild::points(2);
    }
    let events = run(&mut chase, hide("Harvey", None, false), &[55]);
    let rolls = events
        .iter()
        .find_map(|e| match e {
            Event::Route(RouteEvent::HideRolled { rolls, .. }) => Some(rolls.clone()),
            _ => None,
        })
        .unwrap();
    assert!(rolls.iter().all(|(_, roll)| roll.bonus == -1), "{rolls:?}");
    let drive = rolls
        .iter()
        .find(|(skill, _)| skill == "Drive Auto")
        .unwrap();
    assert_eq!(
        drive.1.bonus, -1,
        "the penalty die is on the Drive Auto half"
    );
    assert_eq!(
        p(&chase, "Harvey").status,
        Status::Active,
        "55 fails Stealth 20"
    );
}

/// "If the pursuer fails to find the hidden investigator with a Spot Hidden roll, the quarry has
/// evaded capture." With `spot`, the farmer looks (Spot Hidden 25, the base chance): his regular
/// success does not find Harvey's hard one (Stealth 20 with 10), and does find a regular one (15).
#[test]
fn the_seekers_spot_hidden_when_someone_hides() {
    use crate::systems::coc7::rules::tests::placed_on_farm;
    let places = [("Harvey", 5, Speed::Success), ("Farmer", 2, Speed::Success)];
    let mut chase = placed_on_farm(&places);
    let before = chase.clone();
    let events = run(&mut chase, hide("Harvey", Some("Farmer"), true), &[10, 20]);
    let told: Vec<String> = events.iter().map(|e| before.narrate(e)).collect();
    assert_eq!(p(&chase, "Harvey").status, Status::Escaped, "{told:?}");
    assert!(
        told.iter().any(
            |t| t.starts_with("Farmer looks for Harvey: Spot Hidden 25 with 20")
                && t.ends_with("nothing: evaded capture.")
        ),
        "{told:?}"
    );
    let mut chase = placed_on_farm(&places);
    run(&mut chase, hide("Harvey", Some("Farmer"), true), &[15, 20]);
    assert_eq!(p(&chase, "Harvey").status, Status::Active, "found");
    // A failed hiding roll is found without the seeker's roll.
    let mut chase = placed_on_farm(&places);
    run(&mut chase, hide("Harvey", Some("Farmer"), true), &[60]);
    assert_eq!(p(&chase, "Harvey").status, Status::Active);
    let why = refused(&chase, hide("Harvey", None, true), &[10]);
    assert!(why.contains("name the seeker"), "{why}");
}

/// "If the Luck roll is failed, this indicates a sudden hazard for the investigators, presented by
/// the Keeper." After a failed group Luck roll, the keeper's hazard goes in front of an
/// investigator (Amy, or the car she rides in) or on the way ahead of one; not in front of the
/// cultist's truck, nor behind the investigators.
#[test]
fn a_failed_luck_roll_puts_the_hazard_before_the_investigators() {
    let mut chase = on_the_road(4, 1, true);
    let amy = chase.find("Amy").unwrap();
    chase.participant_mut(amy).investigator = true;
    let call = Command::SuddenHazard {
        by: Caller::Keeper,
        difficulty: None,
    };
    // Amy's Luck 60 with 90: failed.
    run(&mut chase, call, &[90]);
    let place = |ahead_of: Option<&str>, after: Option<Loc>| Command::PlaceSuddenHazard {
        ahead_of: ahead_of.map(Into::into),
        after,
        name: "Overturned cart".into(),
        skills: vec!["Drive Auto".into()],
        damage: None,
    };
    let why = refused(&chase, place(Some("Cultist"), None), &[]);
    assert!(
        why.contains("a sudden hazard for the investigators\": not in front of Cultist"),
        "{why}"
    );
    let why = refused(&chase, place(None, Some(1)), &[]);
    assert!(why.contains("not after location 1"), "{why}");
    let mut ahead = chase.clone();
    run(&mut ahead, place(None, Some(6)), &[]);
    assert_eq!(
        ahead.map.ahead_of(6).map(Obstacle::name),
        Some("Overturned cart")
    );
    // Harvey is no investigator, but Amy rides with him.
    run(&mut chase, place(Some("Harvey"), None), &[]);
    assert_eq!(
        chase.map.ahead_of(4).map(Obstacle::name),
        Some("Overturned cart")
    );
}

fn gunfire(skill: &str, shots: u8) -> Command {
    Command::Shoot {
        who: "Gunman".into(),
        target: "Harvey".into(),
        skill: skill.into(),
        damage: None,
        stop: false,
        tires: false,
        impaling: true,
        response: Response::None,
        shots,
    }
}

/// "The options are as for one combat round of gunfire (i.e. one shot with a rifle, up to three
/// shots with a handgun, etc.)": the gunman, a passenger, fires three handgun shots at Harvey in
/// his act, each on the move and one of several (2 penalty dice), each rolled and, on a hit,
/// damaged through the car's armour 2. Two shots with a rifle are refused.
#[test]
fn up_to_three_shots_with_a_handgun() {
    let mut chase = on_the_road(4, 1, false);
    for who in ["Harvey", "Cultist"] {
        run(&mut chase, end_turn(who), &[]);
    }
    let why = refused(&chase, gunfire("Firearms (Rifle/Shotgun)", 2), &[]);
    assert!(why.contains("up to three with a handgun"), "{why}");
    let why = refused(&chase, gunfire("Firearms (Handgun)", 4), &[]);
    assert!(why.contains("4 shots"), "{why}");
    // Firearms (Handgun) 45: 10 hits for 5 (1D10), 3 through the armour; 90 misses; 20 hits for
    // 4, 2 through.
    let events = run(
        &mut chase,
        gunfire("Firearms (Handgun)", 3),
        &[10, 5, 90, 20, 4],
    );
    let attacks: Vec<i8> = events
        .iter()
        .filter_map(|e| match e {
            Event::Attacked { roll, .. } => Some(roll.bonus),
            _ => None,
        })
        .collect();
    assert_eq!(attacks, [-2, -2, -2]);
    assert_eq!(p(&chase, "Harvey").hp, 11 - 3 - 2);
    assert_eq!(
        chase.round, 2,
        "the three shots were his one act, and ended his turn, the last of round 1"
    );
}

/// An attack nobody answered ("No response", or a shot, which is not dodged) was told
/// as "Amy wins.", as if two rolls had been compared ("Conflict": opposed rolls only when the
/// target responds). It now simply hits or misses, in the keeper's log and at the table.
#[test]
fn an_unanswered_attack_hits_or_misses_and_nobody_wins() {
    let shot = |dice: &[i32]| {
        let mut chase = on_the_road(4, 1, true);
        let before = chase.clone();
        let shoot = Command::Shoot {
            who: "Amy".into(),
            target: "Cultist".into(),
            skill: "Firearms (Handgun)".into(),
            damage: None,
            stop: false,
            tires: false,
            impaling: true,
            response: Response::None,
            shots: 1,
        };
        let events = run(&mut chase, shoot, dice);
        let attacked = events
            .iter()
            .find(|e| matches!(e, Event::Attacked { .. }))
            .expect("the shot is told");
        let keeper = before.narrate(attacked);
        let table = match before.narrate_for_table(attacked) {
            crate::engine::TableLine::Told(text) => text,
            crate::engine::TableLine::Same => keeper.clone(),
            crate::engine::TableLine::Nothing => String::new(),
        };
        (keeper, table)
    };
    let (keeper, table) = shot(&[20, 5]);
    assert!(keeper.ends_with(": a hit, unopposed."), "{keeper}");
    assert!(!keeper.contains("wins"), "{keeper}");
    assert!(table.ends_with(": a hit, unopposed."), "{table}");
    let (keeper, _) = shot(&[90]);
    assert!(keeper.ends_with(": a miss."), "{keeper}");
}
