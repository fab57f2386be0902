//! Given / when / then tests of the Savage Worlds chase rules, one or more per section of
//! `savage-worlds-chase.txt`, and its two worked examples replayed with their cards and rolls.

mod examples;
mod groups;
mod round_three;
mod rules;
mod vehicles;

use super::*;
use crate::dice::{Card, CardSet, Roller};

/// A card's code as the roller hands it out, from the way the GM types it.
fn c(typed: &str) -> i32 {
    i32::from(Card::parse(typed, CardSet::full()).expect("a card").0)
}

fn card(typed: &str) -> Card {
    Card::parse(typed, CardSet::full()).expect("a card")
}

/// Applies a command that must be accepted and use exactly the given dice and cards.
fn run(state: &mut SavageChase, command: Command, dice: &[i32]) -> Vec<Event> {
    let mut roller = Roller::given(dice.iter().copied());
    let events =
        handle(state, &command, &mut roller).unwrap_or_else(|e| panic!("{command:?} refused: {e}"));
    assert!(!roller.has_given(), "{command:?} left dice unused");
    for event in &events {
        apply(state, event);
    }
    events
}

/// The refusal a command meets (nothing applied).
fn refused(state: &SavageChase, command: Command, dice: &[i32]) -> SavageError {
    let mut roller = Roller::given(dice.iter().copied());
    match handle(state, &command, &mut roller) {
        Err(Refusal::Rule(error)) => error,
        other => panic!("{command:?} should be refused, got {other:?}"),
    }
}

fn id(state: &SavageChase, name: &str) -> Id {
    state.find(name).expect("in the chase")
}

fn maneuver(who: &str) -> Command {
    Command::Maneuver {
        who: who.into(),
        helpers: Vec::new(),
        modifier: 0,
    }
}

fn end_turn(who: &str) -> Command {
    Command::EndTurn { who: who.into() }
}

fn attack(who: &str, target: &str) -> Command {
    Command::Attack {
        held_to_split: true,
        control_now: true,
        who: who.into(),
        target: target.into(),
        melee: false,
        attackers: 1,
        modifier: 0,
    }
}

fn weapon(skill: u32, damage: &[u32]) -> Option<Weapon> {
    Some(Weapon {
        skill: Die::d(skill),
        damage: Damage {
            dice: damage.to_vec(),
            plus: 0,
        },
    })
}

/// A wild card hero.
fn hero(name: &str, side: Side, maneuver: Maneuver, die: u32, speed: u32) -> Participant {
    let mut p = Participant::new(name, side, maneuver, Die::d(die));
    p.wild_card = true;
    p.player = true;
    p.top_speed = speed;
    p.toughness = 6;
    p.parry = 5;
    p
}

/// A group of extras.
fn group(name: &str, side: Side, maneuver: Maneuver, count: u32, speed: u32) -> Participant {
    let mut p = Participant::new(name, side, maneuver, Die::d(6));
    p.group = true;
    p.count = count;
    p.top_speed = speed;
    p.parry = 5;
    p.weapon = weapon(6, &[6, 6]);
    p
}

/// Every one of the 54 cards is in exactly one place: the deck, the discards or a hand.
fn assert_whole_deck(state: &SavageChase) {
    assert_eq!(state.deck_problem(), None);
}

/// "Action Cards": everyone is dealt anew each round. The hand a round ends with is cleared for
/// the next one (keeping the room its lists had, for a playout that deals round after round):
/// nothing of the last round stays in it.
#[test]
fn a_hand_cleared_for_a_new_round_holds_nothing_of_the_last() {
    let mut hand = Hand {
        total: Some(7),
        drawn: vec![card("7H"), card("5H")],
        kept: Some(card("7H")),
        helped: true,
        complication_done: true,
        distracted: true,
        attacks: 2,
        acted: true,
        recovered: true,
        attacked: vec![(1, 2)],
        split: Some(vec![(1, 1)]),
    };
    hand.clear();
    assert_eq!(hand, Hand::default());
    assert!(
        hand.drawn.capacity() >= 2,
        "the room of the dealt cards is kept"
    );
}
