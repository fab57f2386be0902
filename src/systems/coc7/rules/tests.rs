//! Given / when / then tests of the rules, and the worked examples of Parts 1 to 4 replayed with the
//! text's dice. (The same examples also run as scripts through the real binary in `tests/`.)

use super::*;
use crate::dice::{Roller, SuccessLevel};
use crate::engine::{Outcome, Rules};

/// Harvey (MOV 6, DEX 55, CON 60) and the farmer (MOV 7, DEX 50, CON 50) on a farm track of eight
/// locations, with mud between 4 and 5 and a fence between 5 and 6.
fn farm() -> Coc7 {
    let mut track = ChaseMap::of_names(&[
        "Barn", "Yard", "Track", "Gate", "Bend", "Fence", "Lane", "Road",
    ]);
    track.get_mut(4).unwrap().ahead = Some(Obstacle::Hazard(Hazard {
        name: "Mud".into(),
        skills: vec!["DEX".into(), "STR".into()],
        difficulty: crate::dice::Difficulty::Regular,
        damage: Some(DamageRow::Moderate),
    }));
    track.get_mut(5).unwrap().ahead = Some(Obstacle::Barrier(Barrier {
        name: "Fence".into(),
        skills: vec!["Climb".into()],
        difficulty: crate::dice::Difficulty::Regular,
        hp: Some(5),
        damage: None,
        debris: None,
    }));
    let harvey = Participant::new("Harvey", Side::Quarry, 55, 6, 60, 11).with_skill("Climb", 40);
    let farmer = Participant::new("Farmer", Side::Pursuer, 50, 7, 50, 13);
    // These examples end a one-on-one chase when the farmer reaches Harvey (catch_on_reach, the
    // setups' old default); those that go on to fight turn it off (`placed_on_farm`).
    let settings = Settings {
        catch_on_reach: true,
        ..Settings::default()
    };
    Coc7::new(settings, track, vec![harvey, farmer], false)
}

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

fn speed(who: &str) -> Command {
    Command::SpeedRoll {
        who: who.into(),
        skill: None,
    }
}

fn mv(who: &str, locations: u32) -> Command {
    Command::Move {
        who: who.into(),
        locations,
    }
}

pub(super) fn end_turn(who: &str) -> Command {
    Command::EndTurn { who: who.into() }
}

/// The farm chase with everyone already where the keeper put them and speeds rolled, cut to, with
/// reaching not catching (the examples that start with both at one location).
pub(super) fn placed_on_farm(places: &[(&str, Loc, Speed)]) -> Coc7 {
    let mut chase = farm();
    chase.settings.catch_on_reach = false;
    for (who, at, speed) in places {
        let id = chase.find(who).unwrap();
        chase.participant_mut(id).location = *at;
        chase.participant_mut(id).speed = Some(*speed);
    }
    chase.preset_locations = true;
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    chase
}

fn p<'a>(state: &'a Coc7, name: &str) -> &'a Participant {
    state.participant(state.find(name).unwrap())
}

/// "Speed Roll", first example: Harvey's extreme CON roll raises MOV 6 to 7, the farmer's failure
/// drops 7 to 6; Harvey has the higher MOV and escapes; no chase is played out.
#[test]
fn harveys_speed_roll_escape() {
    let mut chase = farm();
    run(&mut chase, speed("Harvey"), &[12]);
    run(&mut chase, speed("Farmer"), &[73]);
    assert_eq!(p(&chase, "Harvey").mov(), 7);
    assert_eq!(p(&chase, "Farmer").mov(), 6);
    run(
        &mut chase,
        Command::Escape {
            who: "Harvey".into(),
        },
        &[],
    );
    assert_eq!(p(&chase, "Harvey").status, Status::Escaped);
    assert_eq!(chase.phase, Phase::Over);
    assert_eq!(chase.round, 0, "no chase scene is played out");
}

/// "Speed Roll", the alternative: Harvey fails (MOV 5) and cannot escape the farmer (MOV 6); the
/// chase is cut to with the farmer two locations behind.
#[test]
fn harveys_failed_con_roll_starts_two_behind() {
    let mut chase = farm();
    run(&mut chase, speed("Harvey"), &[80]);
    run(&mut chase, speed("Farmer"), &[73]);
    assert_eq!(
        (p(&chase, "Harvey").mov(), p(&chase, "Farmer").mov()),
        (5, 6)
    );
    let why = refused(
        &chase,
        Command::Escape {
            who: "Harvey".into(),
        },
        &[],
    );
    assert!(
        why.contains("MOV 5 does not beat the fastest pursuer's MOV 6"),
        "{why}"
    );
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    assert_eq!(p(&chase, "Farmer").location, 1);
    assert_eq!(p(&chase, "Harvey").location, 3);
    // "Movement Actions": the farmer, 1 faster than the slowest, gets 2; Harvey 1.
    assert_eq!(
        (p(&chase, "Harvey").actions, p(&chase, "Farmer").actions),
        (1, 2)
    );
    assert_eq!(chase.round, 1);
}

fn round_one_ready() -> Coc7 {
    let mut chase = farm();
    run(&mut chase, speed("Harvey"), &[80]);
    run(&mut chase, speed("Farmer"), &[73]);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    chase
}

/// "Moving From One Location to the Next": Harvey (DEX 55) moves first, 1 location; the farmer moves
/// 2; the gap closes from 2 to 1.
#[test]
fn round_one_on_the_farm_track() {
    let mut chase = round_one_ready();
    assert_eq!(
        chase.current(),
        chase.find("Harvey"),
        "higher DEX acts first"
    );
    run(&mut chase, mv("Harvey", 1), &[]);
    assert_eq!(p(&chase, "Harvey").location, 4);
    assert_eq!(
        chase.current(),
        chase.find("Farmer"),
        "Harvey's turn ends with his one action"
    );
    run(&mut chase, mv("Farmer", 2), &[]);
    assert_eq!(p(&chase, "Farmer").location, 3);
    assert_eq!(
        p(&chase, "Harvey").location - p(&chase, "Farmer").location,
        1
    );
    assert_eq!(chase.round, 2, "everyone has acted: round 2 begins");
}

/// "Hazards": Harvey makes his DEX roll over the mud; the farmer moves 1, fails his DEX roll on the
/// mud, takes 2 (1D6, moderate) damage and loses 1 (1D3) movement action, which he owes next round
/// because he has none left. He still reaches the next location.
#[test]
fn the_mud_and_the_farmers_debt() {
    let mut chase = round_one_ready();
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    let dex = |who: &str| Command::NegotiateHazard {
        who: who.into(),
        skill: "DEX".into(),
        cautious: 0,
        damage: None,
        no_damage: false,
        value: None,
    };
    run(&mut chase, dex("Harvey"), &[30]);
    assert_eq!(p(&chase, "Harvey").location, 5);
    run(&mut chase, mv("Farmer", 1), &[]);
    let events = run(&mut chase, dex("Farmer"), &[73, 2, 1]);
    assert!(events.iter().any(|e| matches!(e, Event::HazardRolled { passed: false, roll, .. } if roll.value == 73 && roll.level == SuccessLevel::Failure)));
    let farmer = p(&chase, "Farmer");
    assert_eq!(farmer.hp, 11, "13 - 2 damage");
    assert_eq!(farmer.location, 5, "he still reaches the next location");
    assert!(events.contains(&Event::ActionsLost {
        who: chase.find("Farmer").unwrap(),
        this_round: 0,
        owed: 1
    }));
    // He reached Harvey's location: caught.
    assert_eq!(p(&chase, "Harvey").status, Status::Caught { by: 1 });
}

/// "Hazards" name the skills that may be rolled (the Mud: DEX or STR); a skill or characteristic
/// the sheet lacks is rolled with the value the table gives ("can be rolled on the spot
/// by typing its value"). Harvey has no STR on his sheet: typed as 65, a 60 passes the Regular mud;
/// untyped, the rules say what is missing; a value beyond any sheet is refused.
#[test]
fn a_skill_the_sheet_lacks_is_rolled_with_the_value_typed_at_the_table() {
    let mut chase = round_one_ready();
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    let strength = |value: Option<u32>| Command::NegotiateHazard {
        who: "Harvey".into(),
        skill: "STR".into(),
        cautious: 0,
        damage: None,
        no_damage: false,
        value,
    };
    assert!(
        refused(&chase, strength(None), &[60]).contains("has no 'STR' skill"),
        "the sheet has no STR"
    );
    assert!(refused(&chase, strength(Some(201)), &[60]).contains("1 to 200, not 201"));
    assert!(refused(&chase, strength(Some(0)), &[60]).contains("not 0"));
    let events = run(&mut chase, strength(Some(65)), &[60]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::HazardRolled { passed: true, roll, .. } if roll.value == 60 && roll.skill == 65
    )));
    assert_eq!(p(&chase, "Harvey").location, 5);
}

/// The debt is paid at the start of the next round ("Police 2(-1)"): 2 movement actions less 1.
#[test]
fn a_debt_is_paid_from_the_next_round() {
    let mut chase = round_one_ready();
    chase.settings.catch_on_reach = false;
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    run(
        &mut chase,
        Command::NegotiateHazard {
            who: "Harvey".into(),
            skill: "DEX".into(),
            cautious: 0,
            damage: None,
            no_damage: false,
            value: None,
        },
        &[30],
    );
    run(&mut chase, mv("Farmer", 1), &[]);
    run(
        &mut chase,
        Command::NegotiateHazard {
            who: "Farmer".into(),
            skill: "DEX".into(),
            cautious: 0,
            damage: None,
            no_damage: false,
            value: None,
        },
        &[73, 2, 3],
    );
    assert_eq!(chase.round, 3);
    // Lost 3 with none left this round: round 3 pays 2 and still owes 1.
    assert_eq!(
        (p(&chase, "Farmer").actions, p(&chase, "Farmer").debt),
        (0, 1)
    );
}

/// "Movement Actions": the farmer starts round 3 with none left (lost 3 on the mud, owing 1), so
/// his turn holds only its end: a free act, a delay and a shot while racing are refused for the
/// movement actions he has not got, and ending the turn is what is left.
#[test]
fn a_turn_with_no_movement_actions_left_holds_only_its_end() {
    let mut chase = round_one_ready();
    chase.settings.catch_on_reach = false;
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    let dex = |who: &str| Command::NegotiateHazard {
        who: who.into(),
        skill: "DEX".into(),
        cautious: 0,
        damage: None,
        no_damage: false,
        value: None,
    };
    run(&mut chase, dex("Harvey"), &[30]);
    run(&mut chase, mv("Farmer", 1), &[]);
    run(&mut chase, dex("Farmer"), &[73, 2, 3]);
    assert_eq!(chase.round, 3);
    run(&mut chase, end_turn("Harvey"), &[]);
    assert_eq!(chase.current(), chase.find("Farmer"));
    assert_eq!(p(&chase, "Farmer").actions, 0);
    let free_act = Command::Act {
        who: "Farmer".into(),
        what: "shout for help".into(),
        cost: 0,
        skill: None,
        difficulty: crate::dice::Difficulty::Regular,
    };
    let why = refused(&chase, free_act, &[]);
    assert_eq!(
        why,
        "Farmer has no movement actions left: this turn can only end"
    );
    let wait = Command::Delay {
        who: "Farmer".into(),
        after: None,
    };
    assert!(refused(&chase, wait, &[]).contains("no movement actions left"));
    run(&mut chase, end_turn("Farmer"), &[]);
    assert_eq!(chase.round, 4);
}

/// "Hazards": a cautious approach spends 1 or 2 movement actions for as many bonus dice; more than
/// the participant has is refused.
#[test]
fn cautious_approach_buys_bonus_dice() {
    let mut chase = round_one_ready();
    run(&mut chase, mv("Harvey", 1), &[]);
    let why = refused(
        &chase,
        Command::NegotiateHazard {
            who: "Farmer".into(),
            skill: "DEX".into(),
            cautious: 1,
            damage: None,
            no_damage: false,
            value: None,
        },
        &[],
    );
    assert!(
        why.contains("It is Harvey") || why.contains("no hazard"),
        "{why}"
    );
    run(&mut chase, mv("Farmer", 1), &[]);
    run(&mut chase, mv("Farmer", 1), &[]);
    // Round 2: Harvey at 4 before the mud with 1 action: cautious 1 needs 2.
    let why = refused(
        &chase,
        Command::NegotiateHazard {
            who: "Harvey".into(),
            skill: "DEX".into(),
            cautious: 1,
            damage: None,
            no_damage: false,
            value: None,
        },
        &[],
    );
    assert!(
        why.contains("needs 2 movement actions") && why.contains("has 1"),
        "{why}"
    );
}

/// "Actions in a Chase Round": a participant may delay until after another.
#[test]
fn delaying_until_another_has_acted() {
    let mut chase = round_one_ready();
    run(
        &mut chase,
        Command::Delay {
            who: "Harvey".into(),
            after: Some("Farmer".into()),
        },
        &[],
    );
    assert_eq!(chase.current(), chase.find("Farmer"));
    run(&mut chase, mv("Farmer", 1), &[]);
    run(&mut chase, end_turn("Farmer"), &[]);
    assert_eq!(chase.current(), chase.find("Harvey"));
    let why = refused(
        &chase,
        Command::Delay {
            who: "Harvey".into(),
            after: None,
        },
        &[],
    );
    assert!(why.contains("already delayed"), "{why}");
}

/// A refused command changes nothing and says why in the keeper's words.
#[test]
fn refusals_explain_themselves() {
    let chase = round_one_ready();
    assert!(refused(&chase, mv("Farmer", 1), &[]).contains("it is Harvey's turn, not Farmer's"));
    assert!(refused(&chase, mv("Harvey", 2), &[]).contains("needs 2 movement actions"));
    assert!(refused(&chase, mv("Nobody", 1), &[]).contains("the participants are Harvey, Farmer"));
    assert!(refused(&farm(), mv("Harvey", 1), &[]).contains("not started"));
}

/// "Using Fighting Maneuvers in a Chase": the farmer lunges at Harvey, who answers with a maneuver to
/// throw him over the fence. The farmer fails, Harvey rolls a regular success; the farmer fails his
/// DEX roll to land well, takes 3 (1D3, minor) damage and loses 1 (1D3) movement action, which with
/// the 1 spent on the attack uses up both of his.
#[test]
fn the_fighting_maneuver_over_the_fence() {
    let mut chase = placed_on_farm(&[("Harvey", 5, Speed::Failure), ("Farmer", 5, Speed::Failure)]);
    for who in ["Harvey", "Farmer"] {
        let id = chase.find(who).unwrap();
        chase
            .participant_mut(id)
            .skills
            .insert("Fighting (Brawl)".into(), 50);
    }
    // Harvey's turn: he fails his Climb roll; the keeper inflicts nothing.
    run(
        &mut chase,
        Command::PassBarrier {
            who: "Harvey".into(),
            skill: "Climb".into(),
            damage: None,
            no_damage: false,
            value: None,
        },
        &[85],
    );
    assert_eq!(p(&chase, "Harvey").location, 5);
    // Farmer's turn: attack 70 (failure); Harvey's maneuver 40 (regular); DEX 60 fails; 3 damage; 1 lost.
    let events = run(
        &mut chase,
        Command::Attack {
            who: "Farmer".into(),
            target: "Harvey".into(),
            skill: "Fighting (Brawl)".into(),
            ranged: false,
            maneuver: false,
            damage: None,
            response: Response::Maneuver("Fighting (Brawl)".into()),
            effect: ManeuverEffect {
                save: Some("DEX".into()),
                difficulty: crate::dice::Difficulty::Regular,
                damage: Some(DamageRow::Minor),
                push: 1,
            },
        },
        &[70, 40, 60, 3, 1],
    );
    let harvey = chase.find("Harvey").unwrap();
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Attacked { winner: Some(w), .. } if *w == harvey))
    );
    let farmer = p(&chase, "Farmer");
    assert_eq!(farmer.hp, 10);
    assert_eq!(farmer.location, 6, "thrown over the fence");
    assert_eq!(p(&chase, "Harvey").location, 5);
    assert_eq!(
        chase.round, 2,
        "the farmer's 2 actions are used: the round ends"
    );
}

/// "Builds": a maneuver takes 1 penalty die per build the target is larger, impossible at 3+.
#[test]
fn build_difference_penalises_maneuvers() {
    let mut chase = round_one_ready();
    chase.settings.catch_on_reach = false;
    let farmer = chase.find("Farmer").unwrap();
    chase.participant_mut(farmer).location = 3;
    chase.participant_mut(farmer).build = 3;
    let maneuver = Command::Attack {
        who: "Harvey".into(),
        target: "Farmer".into(),
        skill: "Fighting (Brawl)".into(),
        ranged: false,
        maneuver: true,
        damage: None,
        response: Response::None,
        effect: ManeuverEffect::default(),
    };
    assert!(refused(&chase, maneuver.clone(), &[]).contains("impossible at 3 or more"));
    chase.participant_mut(farmer).build = 1;
    let events = run(&mut chase, maneuver, &[20, 2]);
    assert!(
        events
            .iter()
            .any(|e| matches!(e, Event::Attacked { roll, .. } if roll.bonus == -1))
    );
}

/// "Breaking Down Barriers": damage comes off the barrier's hit points; at 0 it is gone.
#[test]
fn breaking_down_the_fence() {
    let mut chase = placed_on_farm(&[("Harvey", 5, Speed::Success), ("Farmer", 1, Speed::Success)]);
    let kick = Command::AttackBarrier {
        who: "Harvey".into(),
        damage: Some("1D6".parse().unwrap()),
    };
    run(&mut chase, kick.clone(), &[6]);
    assert!(
        chase.map.ahead_of(5).is_none(),
        "5 hit points, 6 damage: the fence is down"
    );
}

/// Undo of everything returns the initial state exactly (through the engine's session).
#[test]
fn undo_returns_the_exact_state() {
    use crate::engine::Session;
    let mut session = Session::new(farm());
    let mut roller = Roller::given([80, 73]);
    session.execute(speed("Harvey"), &mut roller).unwrap();
    session.execute(speed("Farmer"), &mut roller).unwrap();
    session
        .execute(Command::CutToChase { range: None }, &mut roller)
        .unwrap();
    session.execute(mv("Harvey", 1), &mut roller).unwrap();
    let after = session.state().clone();
    while session.undo().is_some() {}
    assert_eq!(session.state(), &farm());
    while session.redo().is_some() {}
    assert_eq!(session.state(), &after);
}

/// The keeper's hand can end a round too: placing a pursuer on the quarry whose turn it is catches
/// it, and with nobody left to act the next round begins (found by the property test).
#[test]
fn a_placement_that_catches_the_last_to_act_ends_the_round() {
    let mut chase = farm();
    let amy = Participant::new("Amy", Side::Quarry, 40, 5, 50, 10);
    chase.participants.push(amy);
    for who in ["Harvey", "Farmer", "Amy"] {
        run(&mut chase, speed(who), &[40]);
    }
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    run(&mut chase, end_turn("Harvey"), &[]);
    run(&mut chase, end_turn("Farmer"), &[]);
    assert_eq!(chase.current(), chase.find("Amy"));
    let amy_at = p(&chase, "Amy").location;
    run(
        &mut chase,
        Command::Place {
            who: "Farmer".into(),
            location: amy_at,
        },
        &[],
    );
    assert!(matches!(p(&chase, "Amy").status, Status::Caught { .. }));
    assert_eq!(chase.phase, Phase::Running, "Harvey still runs");
    assert_eq!(chase.round, 2);
    assert_eq!(chase.current(), chase.find("Harvey"));
}

/// "Chases with Multiple Characters": the slowest pursuer at the back, every other pursuer ahead of
/// it by its MOV difference; a pursuer slower than the slowest quarry is left behind; the slowest
/// quarry 2 ahead of the foremost pursuer, every other quarry ahead of it by its MOV difference; the
/// slowest in the chase gets 1 movement action, the rest 1 per point of MOV above it.
#[test]
fn placement_with_multiple_characters() {
    let track = ChaseMap::of_names(&["A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L"]);
    let people = vec![
        Participant::new("Slow cop", Side::Pursuer, 40, 6, 50, 12),
        Participant::new("Cop", Side::Pursuer, 50, 8, 50, 12),
        Participant::new("Fast cop", Side::Pursuer, 60, 10, 50, 12),
        Participant::new("Thief", Side::Quarry, 70, 7, 50, 10),
        Participant::new("Runner", Side::Quarry, 65, 9, 50, 10),
    ];
    let mut chase = Coc7::new(Settings::default(), track, people, false);
    for who in ["Slow cop", "Cop", "Fast cop", "Thief", "Runner"] {
        run(&mut chase, speed(who), &[40]);
    }
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    assert_eq!(
        p(&chase, "Slow cop").status,
        Status::LeftBehind,
        "MOV 6 < slowest quarry 7"
    );
    assert_eq!(
        p(&chase, "Cop").location,
        1,
        "the slowest remaining pursuer is at the back"
    );
    assert_eq!(p(&chase, "Fast cop").location, 3, "2 ahead: MOV 10 - 8");
    assert_eq!(
        p(&chase, "Thief").location,
        5,
        "2 ahead of the foremost pursuer"
    );
    assert_eq!(
        p(&chase, "Runner").location,
        7,
        "2 ahead of the slowest quarry: MOV 9 - 7"
    );
    assert_eq!(chase.slowest_mov, 7);
    let actions: Vec<u32> = ["Cop", "Fast cop", "Thief", "Runner"]
        .iter()
        .map(|n| p(&chase, n).actions)
        .collect();
    assert_eq!(actions, vec![2, 4, 1, 3]);
    // "Determine DEX order": fastest DEX first.
    let order: Vec<&str> = chase
        .turn
        .order
        .iter()
        .map(|id| chase.participant(*id).name.as_str())
        .collect();
    assert_eq!(order, vec!["Thief", "Runner", "Fast cop", "Cop"]);
}

/// "Cut to the Chase": the keeper "may opt for a tenser chase by reducing it to one location".
#[test]
fn a_tenser_chase_starts_one_location_apart() {
    let mut chase = farm();
    run(&mut chase, speed("Harvey"), &[80]);
    run(&mut chase, speed("Farmer"), &[73]);
    assert!(refused(&chase, Command::CutToChase { range: Some(3) }, &[]).contains("1 or 2"));
    run(&mut chase, Command::CutToChase { range: Some(1) }, &[]);
    assert_eq!(
        p(&chase, "Harvey").location - p(&chase, "Farmer").location,
        1
    );
}

/// "Pushing Rolls in Chase": no pushed rolls, but "the opportunity for another attempt on the
/// following round": a failed barrier roll leaves Harvey in place, and he tries again next round.
#[test]
fn a_failed_barrier_is_tried_again_next_round() {
    let mut chase = placed_on_farm(&[("Harvey", 5, Speed::Failure), ("Farmer", 1, Speed::Failure)]);
    let climb = Command::PassBarrier {
        who: "Harvey".into(),
        skill: "Climb".into(),
        damage: None,
        no_damage: false,
        value: None,
    };
    let events = run(&mut chase, climb.clone(), &[85]);
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::ActionsLost { .. })),
        "no delay unless the keeper says so"
    );
    assert_eq!(p(&chase, "Harvey").location, 5);
    assert!(refused(&chase, mv("Farmer", 3), &[]).contains("needs 3"));
    run(&mut chase, end_turn("Farmer"), &[]);
    run(&mut chase, climb, &[20]);
    assert_eq!(p(&chase, "Harvey").location, 6);
}

/// Hit points and major wounds: half the maximum or more in one blow is a major wound and calls for
/// a CON roll; failing it, the participant falls unconscious and leaves the chase; with the only
/// pursuer out, the quarry gets away.
#[test]
fn a_major_wound_can_end_the_chase() {
    let mut chase = round_one_ready();
    chase.settings.catch_on_reach = false;
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    // Round 2: Harvey at 4, farmer at 3. Harvey shoots the farmer (ranged: no need to be together).
    let events = run(
        &mut chase,
        Command::Attack {
            who: "Harvey".into(),
            target: "Farmer".into(),
            skill: "Firearms (Handgun)".into(),
            ranged: true,
            maneuver: false,
            damage: Some("1D10".parse().unwrap()),
            response: Response::None,
            effect: ManeuverEffect::default(),
        },
        &[15, 8, 90],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Harmed {
            damage: 8,
            major_wound: true,
            hp_left: 5,
            ..
        }
    )));
    assert_eq!(
        p(&chase, "Farmer").status,
        Status::Unconscious,
        "failed CON 50 with 90"
    );
    assert_eq!(p(&chase, "Harvey").status, Status::Escaped);
    assert_eq!(chase.ending, Some(Ending::NoPursuerLeft));
}

/// Melee needs the same location; a participant initiates one attack a round.
#[test]
fn melee_needs_the_same_location_and_one_attack_a_round() {
    let mut chase = round_one_ready();
    chase.settings.catch_on_reach = false;
    let punch = |who: &str, target: &str| Command::Attack {
        who: who.into(),
        target: target.into(),
        skill: "Fighting (Brawl)".into(),
        ranged: false,
        maneuver: false,
        damage: None,
        response: Response::None,
        effect: ManeuverEffect::default(),
    };
    assert!(refused(&chase, punch("Harvey", "Farmer"), &[]).contains("same location"));
    run(&mut chase, end_turn("Harvey"), &[]);
    run(
        &mut chase,
        Command::Place {
            who: "Farmer".into(),
            location: 3,
        },
        &[],
    );
    run(&mut chase, punch("Farmer", "Harvey"), &[90]);
    assert_eq!(
        p(&chase, "Farmer").actions,
        1,
        "initiating the attack cost 1 of 2"
    );
    assert!(
        refused(&chase, punch("Farmer", "Harvey"), &[]).contains("already initiated an attack")
    );
}

/// "Fleeing the Scene": count the locations moved within a set number of rounds.
#[test]
fn fleeing_the_scene_counts_locations_moved() {
    let mut chase = farm();
    chase.settings.fleeing_rounds = Some(2);
    chase.settings.catch_on_reach = false;
    run(&mut chase, speed("Harvey"), &[80]);
    run(&mut chase, speed("Farmer"), &[73]);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    run(&mut chase, end_turn("Harvey"), &[]);
    run(&mut chase, mv("Farmer", 1), &[]);
    run(&mut chase, end_turn("Farmer"), &[]);
    assert_eq!(chase.ending, Some(Ending::TimeUp));
    assert_eq!(
        (p(&chase, "Harvey").moved, p(&chase, "Farmer").moved),
        (1, 3)
    );
    let Outcome::Over(text) = chase.outcome() else {
        panic!("over")
    };
    assert!(
        text.contains("Harvey 1") && text.contains("Farmer 3"),
        "{text}"
    );
}

/// "Actions in a Chase Round": a spell or another timed action, with the cost the keeper sets.
#[test]
fn a_timed_action_costs_what_the_keeper_says() {
    let mut chase = round_one_ready();
    run(&mut chase, end_turn("Harvey"), &[]);
    let events = run(
        &mut chase,
        Command::Act {
            who: "Farmer".into(),
            what: "pick up a pitchfork".into(),
            cost: 1,
            skill: Some("DEX".into()),
            difficulty: crate::dice::Difficulty::Regular,
        },
        &[20],
    );
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Acted {
            passed: Some(true),
            ..
        }
    )));
    assert_eq!(p(&chase, "Farmer").actions, 1);
}

/// Ties in DEX go in setup order unless the keeper reorders them.
#[test]
fn dex_ties_follow_the_setup_until_the_keeper_reorders() {
    let mut chase = farm();
    let farmer = chase.find("Farmer").unwrap();
    chase.participant_mut(farmer).dex = 55;
    run(&mut chase, speed("Harvey"), &[80]);
    run(&mut chase, speed("Farmer"), &[73]);
    run(&mut chase, Command::CutToChase { range: None }, &[]);
    assert_eq!(
        chase.current(),
        chase.find("Harvey"),
        "setup order breaks the tie"
    );
    run(
        &mut chase,
        Command::Reorder {
            who: "Farmer".into(),
            before: "Harvey".into(),
        },
        &[],
    );
    assert_eq!(
        chase.current(),
        Some(farmer),
        "neither has acted: the keeper's order holds now"
    );
}

/// The keeper adds locations at either end; numbers never change once seen.
#[test]
fn locations_are_added_at_either_end() {
    let mut chase = round_one_ready();
    run(
        &mut chase,
        Command::AddLocation {
            name: Some("Riverbank".into()),
            behind: false,
            obstacle: Some(Obstacle::Hazard(Hazard {
                name: "Brambles".into(),
                skills: vec![],
                difficulty: crate::dice::Difficulty::Hard,
                damage: None,
            })),
        },
        &[],
    );
    run(
        &mut chase,
        Command::AddLocation {
            name: Some("Road behind".into()),
            behind: true,
            obstacle: None,
        },
        &[],
    );
    assert_eq!((chase.map.first, chase.map.last()), (0, 9));
    assert_eq!(chase.map.get(9).unwrap().name.as_deref(), Some("Riverbank"));
    assert_eq!(chase.map.ahead_of(8).unwrap().name(), "Brambles");
    assert_eq!(p(&chase, "Farmer").location, 1, "numbers stay put");
}

/// "Hazards": the keeper decides "if damage is inflicted"; ruling no damage still costs the 1D3
/// lost movement actions.
#[test]
fn the_keeper_can_rule_no_damage_on_a_failed_hazard() {
    let mut chase = round_one_ready();
    chase.settings.catch_on_reach = false;
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    run(&mut chase, end_turn("Harvey"), &[]);
    run(&mut chase, mv("Farmer", 1), &[]);
    let events = run(
        &mut chase,
        Command::NegotiateHazard {
            who: "Farmer".into(),
            skill: "DEX".into(),
            cautious: 0,
            damage: None,
            no_damage: true,
            value: None,
        },
        &[73, 2],
    );
    assert_eq!(p(&chase, "Farmer").hp, 13, "no damage roll was asked for");
    let farmer = chase.find("Farmer").unwrap();
    assert!(events.contains(&Event::ActionsLost {
        who: farmer,
        this_round: 0,
        owed: 2
    }));
    assert_eq!(
        (chase.round, p(&chase, "Farmer").actions),
        (3, 0),
        "round 3 pays the 2 owed"
    );
}

/// A caught quarry may break free after the fight that follows ("the keeper may then run combat"):
/// releasing the last quarry opens the chase again where it stood.
#[test]
fn releasing_the_last_quarry_reopens_the_chase() {
    let mut chase = round_one_ready();
    run(&mut chase, mv("Harvey", 1), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    run(&mut chase, end_turn("Harvey"), &[]);
    run(&mut chase, mv("Farmer", 1), &[]);
    assert_eq!(chase.phase, Phase::Over);
    assert!(refused(&chase, mv("Harvey", 1), &[]).contains("over"));
    run(
        &mut chase,
        Command::Release {
            who: "Harvey".into(),
        },
        &[],
    );
    assert_eq!(chase.phase, Phase::Running);
    assert_eq!(chase.ending, None);
    assert_eq!(p(&chase, "Harvey").status, Status::Active);
    assert_eq!(chase.round, 2);
    assert_eq!(
        chase.current(),
        chase.find("Farmer"),
        "the farmer's turn goes on with 1 action"
    );
}

/// Released after a catch made with the pursuer's last movement action: that spent turn ends by
/// itself, as it would have without the catch, and the next round begins.
#[test]
fn a_release_ends_the_catchers_spent_turn() {
    let mut chase = round_one_ready();
    run(&mut chase, end_turn("Harvey"), &[]);
    run(&mut chase, mv("Farmer", 2), &[]);
    assert_eq!(chase.phase, Phase::Over, "the farmer reached Harvey at 3");
    run(
        &mut chase,
        Command::Release {
            who: "Harvey".into(),
        },
        &[],
    );
    assert_eq!(chase.round, 2);
    assert_eq!(chase.current(), chase.find("Harvey"));
}

/// "Fighting Maneuvers" are made in close combat: one named ranged is refused, whoever stands
/// where (the parity test's generator took it).
#[test]
fn a_fighting_maneuver_is_never_ranged() {
    let mut chase = round_one_ready();
    chase.settings.catch_on_reach = false;
    let why = refused(
        &chase,
        Command::Attack {
            who: "Harvey".into(),
            target: "Farmer".into(),
            skill: "Firearms (Handgun)".into(),
            ranged: true,
            maneuver: true,
            damage: Some("1D10".parse().unwrap()),
            response: Response::None,
            effect: ManeuverEffect::default(),
        },
        &[],
    );
    assert!(why.contains("melee"), "{why}");
}

/// "Establishing the Chase": the speed roll sets the MOV of those who run; one the keeper has
/// already taken out (caught before the chase begins) makes none.
#[test]
fn a_speed_roll_is_made_only_by_those_in_the_chase() {
    let mut chase = farm();
    let harvey = chase.find("Harvey").unwrap();
    let farmer = chase.find("Farmer").unwrap();
    chase.participant_mut(harvey).status = Status::Caught { by: farmer };
    let why = refused(&chase, speed("Harvey"), &[]);
    assert!(why.contains("out of the chase"), "{why}");
    run(&mut chase, speed("Farmer"), &[30]);
}

/// The generator reads a characteristic the rules read (DEX) from the sheet, as the screen does:
/// it lists the Mud's DEX roll with the sheet's value only, and STR, which the sheet lacks, with
/// a value typed too.
#[test]
fn the_generator_reads_dex_from_the_sheet() {
    let chase = farm();
    let space = crate::engine::Legal::command_space(&chase);
    let hazard = |skill: &str, typed: bool| {
        space.iter().any(|c| {
            matches!(c, Command::NegotiateHazard { who, skill: s, value, .. }
                if who == "Harvey" && s == skill && value.is_some() == typed)
        })
    };
    assert!(hazard("DEX", false));
    assert!(!hazard("DEX", true), "DEX is on Harvey's sheet");
    assert!(hazard("STR", true));
}
