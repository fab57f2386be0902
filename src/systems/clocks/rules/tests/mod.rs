//! Given / when / then tests of the position-clocks rules, one file per concept, and the text's
//! examples replayed with dice (`examples.rs`). Each test's doc comment cites the section of
//! `position-clocks-chase.txt` it checks.

mod ending;
mod examples;
mod movement;
mod obstacles;
mod paths;
mod rides;

use super::*;
use crate::dice::Roller;

/// A chase on one easy path, "street" (DC 10), with clocks of `segments`.
fn chase(segments: u32, participants: Vec<Participant>) -> ClockChase {
    let mut start = Start::new(segments);
    start.paths = vec![Path::new("street", Terrain::default())];
    start.participants = participants;
    ClockChase::new(start).unwrap_or_else(|e| panic!("bad test chase: {e}"))
}

/// Runs a command with the given dice; every die must be used.
fn run(state: &mut ClockChase, command: Command, dice: &[i32]) -> Vec<Event> {
    let mut roller = Roller::given(dice.iter().copied());
    let events =
        handle(state, &command, &mut roller).unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    assert!(!roller.has_given(), "{command:?} left dice unused");
    for event in &events {
        apply(state, event);
    }
    events
}

/// A command that must be refused without changing anything; the keeper's message.
fn refused(state: &ClockChase, command: Command, dice: &[i32]) -> String {
    let before = state.clone();
    let mut roller = Roller::given(dice.iter().copied());
    let err = handle(state, &command, &mut roller).expect_err("should be refused");
    assert_eq!(state, &before);
    err.to_string()
}

/// Starts round 1 in the setup's order: given by the keeper, or for a race rolled high to low.
fn begin(state: &mut ClockChase) {
    if state.is_race() {
        let actors = state.participants.iter().filter(|p| p.acts()).count() as i32;
        // One alone needs no roll.
        let dice: Vec<i32> = (0..actors).filter(|_| actors > 1).map(|n| 20 - n).collect();
        run(state, Command::RollOrder, &dice);
    } else {
        run(state, Command::SetOrder { order: vec![] }, &[]);
    }
}

fn check(who: &str) -> Command {
    Command::MovementCheck {
        who: who.into(),
        advantage: false,
        modifier: 0,
        board: None,
        dc: None,
    }
}

fn end_turn(who: &str) -> Command {
    Command::EndTurn { who: who.into() }
}

fn p<'a>(state: &'a ClockChase, name: &str) -> &'a Participant {
    state.participant(id(state, name))
}

fn id(state: &ClockChase, name: &str) -> Id {
    state
        .find(name)
        .unwrap_or_else(|| panic!("no {name} in the chase"))
}

/// The movement check in a command's events.
fn checked(events: &[Event]) -> (&D20Check, u32) {
    events
        .iter()
        .find_map(|e| match e {
            Event::Checked { roll, segments, .. } => Some((roll, *segments)),
            _ => None,
        })
        .expect("a movement check")
}

/// The log lines of a command's events, told as the screen tells them.
fn told(before: &ClockChase, events: &[Event]) -> Vec<String> {
    let mut state = before.clone();
    events
        .iter()
        .map(|event| {
            let line = narrate(&state, event);
            apply(&mut state, event);
            line
        })
        .filter(|line| !line.is_empty())
        .collect()
}
