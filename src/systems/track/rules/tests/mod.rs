//! Given / when / then tests of the chase-track rules, one or more per section of
//! `chase-track.txt`, and its worked example replayed with its numbers.

mod effects;
mod example;
mod special;
mod turns;

use super::*;
use crate::dice::Roller;

/// The bazaar of the worked example: the thief (heart d8, agility d10, might d6, cunning d8,
/// presence d6) 3 spaces ahead of the guard (heart d8, might d8, agility d6, cunning d6, presence
/// d6), the docks at 12. The text gives only totals; the dice sizes are ours.
fn bazaar() -> TrackChase {
    let settings = Settings {
        safe_haven: Some(12),
        ..Settings::default()
    };
    TrackChase::new(settings, vec![thief(), guard()]).expect("the bazaar is a valid chase")
}

fn thief() -> Participant {
    let dice = Dice {
        heart: 8,
        might: 6,
        agility: 10,
        cunning: 8,
        presence: 6,
    };
    Participant::new("Thief", Side::Prey, dice)
}

fn guard() -> Participant {
    let dice = Dice {
        heart: 8,
        might: 8,
        agility: 6,
        cunning: 6,
        presence: 6,
    };
    Participant::new("Guard", Side::Chaser, dice)
}

/// A started chase of the given participants and settings.
fn started(settings: Settings, people: Vec<Participant>, dice: &[i32]) -> TrackChase {
    let mut chase = TrackChase::new(settings, people).expect("a valid chase");
    run(&mut chase, Command::Start, dice);
    chase
}

/// Applies a command that must be accepted and use exactly the given dice.
fn run(state: &mut TrackChase, command: Command, dice: &[i32]) -> Vec<Event> {
    let mut roller = Roller::given(dice.iter().copied());
    let events =
        handle(state, &command, &mut roller).unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    assert!(!roller.has_given(), "{command:?} left dice unused");
    for event in &events {
        apply(state, event);
    }
    events
}

/// A command that must be refused without changing anything; the refusal in words.
fn refused(state: &TrackChase, command: Command, dice: &[i32]) -> String {
    let before = state.clone();
    let mut roller = Roller::given(dice.iter().copied());
    let err = handle(state, &command, &mut roller).expect_err("should be refused");
    assert_eq!(state, &before);
    err.to_string()
}

fn act(who: &str, ability: Ability, cn: u32, effect: Effect) -> Command {
    Command::Act {
        who: who.into(),
        ability,
        effect,
        cn: Some(cn),
        what: None,
        edge: Edge::None,
    }
}

fn mv(who: &str) -> Command {
    Command::Move {
        who: who.into(),
        past_obstacles: false,
    }
}

fn exert(who: &str) -> Command {
    Command::Exert { who: who.into() }
}

fn end(who: &str) -> Command {
    Command::EndTurn { who: who.into() }
}

fn at(state: &TrackChase, name: &str) -> Space {
    p(state, name).space
}

fn p<'a>(state: &'a TrackChase, name: &str) -> &'a Participant {
    state.participant(state.find(name).expect("a participant of the test"))
}

fn current(state: &TrackChase) -> &str {
    state
        .current()
        .map_or("nobody", |id| state.participant(id).name.as_str())
}

/// The sentences the events tell, from the state before them.
fn told(before: &TrackChase, events: &[Event]) -> Vec<String> {
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
