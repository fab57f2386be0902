//! Given / when / then tests of the GURPS Action chase rules, one or more per section of
//! `gurps-action-chase.txt`, and its worked examples with their own numbers.

mod attacks;
mod contest;
mod maneuvers;
mod round_three;
mod wipeouts;

use super::*;
use crate::dice::{DiceExpr, Roller};

/// A person with plain numbers (ST, DX, HT 10, Move 5, Dodge 8), on `party`'s side.
fn person(name: &str, party: PartyId) -> Person {
    Person {
        name: name.to_string(),
        party,
        player: false,
        secret: None,
        st: 10,
        dx: 10,
        ht: 10,
        hp: 10,
        hp_max: 10,
        dr: 0,
        move_yards: 5,
        dodge: 8,
        parry: None,
        skills: Skills::default(),
        gunslinger: false,
        higher_purpose: false,
        weapon: None,
        aboard: None,
        out: None,
        close_call: None,
        seized_in: None,
        shock: 0,
        stunned: false,
        skill_choice: None,
        acted: false,
        stunt: None,
    }
}

/// A person with a travel skill.
fn runner(name: &str, party: PartyId, running: i32) -> Person {
    let mut p = person(name, party);
    p.skills.running = Some(running);
    p
}

/// A driver of vehicle `v` with Driving `skill`.
fn driver(name: &str, party: PartyId, v: VehicleId, skill: i32) -> Person {
    let mut p = person(name, party);
    p.skills.vehicle = Some(skill);
    p.aboard = Some(v);
    p
}

fn vehicle(name: &str, party: PartyId, operator: Id, st: u32, move_yards: u32) -> Vehicle {
    Vehicle {
        name: name.to_string(),
        party: Some(party),
        operator: Some(operator),
        st,
        ht: 11,
        hp: st as i32,
        hp_max: st as i32,
        handling: 0,
        sr: 3,
        dr: 3,
        sm: 4,
        move_yards,
        thrust: None,
        enhanced_dodge: 0,
        mode: Medium::Land,
        exposed: false,
        out: None,
        struggle: false,
        bumped: false,
    }
}

fn pistol() -> Weapon {
    Weapon {
        name: "pistol".to_string(),
        skill: 12,
        damage: "2d6".parse().unwrap(),
        acc: 2,
        bulk: -2,
        melee: false,
    }
}

/// The Basic Set's thrust rows the tests need (the shipped table is checked in the setup tests).
fn thrust_table() -> Vec<(u32, DiceExpr)> {
    [
        (10, "1d6-2"),
        (13, "1d6"),
        (20, "2d6-1"),
        (55, "6d6"),
        (60, "7d6-1"),
        (65, "7d6+1"),
        (70, "8d6"),
        (75, "8d6+2"),
    ]
    .into_iter()
    .map(|(st, d)| (st, d.parse().unwrap()))
    .collect()
}

fn settings() -> Settings {
    Settings {
        thrust: thrust_table().into(),
        ..Settings::default()
    }
}

/// A foot chase: a quarry (Running 12) and a pursuer (Running 11), both Move 5.
fn foot_chase(band: Band) -> GurpsChase {
    let settings = Settings {
        start_band: band,
        ..settings()
    };
    GurpsChase::new(
        settings,
        vec![runner("Thief", 0, 12), runner("Guard", 1, 11)],
        Vec::new(),
        ["thieves".into(), "guards".into()],
    )
    .expect("a valid chase")
}

/// A car chase: the sports car (ST 57, Move 45) flees the HMMWV (ST 72, Move 33).
fn car_chase(band: Band) -> GurpsChase {
    let settings = Settings {
        start_band: band,
        ..settings()
    };
    let mut hmmwv = vehicle("HMMWV", 1, 1, 72, 33);
    hmmwv.dr = 4;
    GurpsChase::new(
        settings,
        vec![driver("Vince", 0, 0, 13), driver("Agent", 1, 1, 12)],
        vec![vehicle("Sports car", 0, 0, 57, 45), hmmwv],
        ["crooks".into(), "feds".into()],
    )
    .expect("a valid chase")
}

/// Applies a command that must be accepted and use exactly the given dice.
fn run(state: &mut GurpsChase, command: Command, dice: &[i32]) -> Vec<Event> {
    let mut roller = Roller::given(dice.iter().copied());
    let events =
        handle(state, &command, &mut roller).unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    assert!(!roller.has_given(), "{command:?} left dice unused");
    for event in &events {
        apply(state, event);
    }
    events
}

/// The refusal a command meets.
fn refused(state: &GurpsChase, command: Command) -> String {
    match handle(state, &command, &mut Roller::given([])) {
        Err(crate::engine::Refusal::Rule(e)) => e.to_string(),
        other => panic!("{command:?} should be refused, got {other:?}"),
    }
}

fn declare(side: Side, maneuver: Maneuver) -> Command {
    Command::Declare {
        side,
        maneuver,
        penalty: 0,
        lucky_break: false,
        elsewhere: false,
    }
}

/// Both sides declare, and steps 3 and 4 pass with no rolls.
fn both(state: &mut GurpsChase, quarry: Maneuver, pursuer: Maneuver) {
    run(state, declare(Side::Quarry, quarry), &[]);
    run(state, declare(Side::Pursuer, pursuer), &[]);
}

fn to_contest(state: &mut GurpsChase) {
    run(state, Command::EndStep, &[]);
    run(state, Command::EndStep, &[]);
}

fn contest() -> Command {
    Command::Contest {
        quarry_complementary: false,
        pursuer_complementary: false,
    }
}
