//! Property test of the Savage Worlds rules through the engine: random command sequences, mostly
//! legal (the card keys go to whoever rolls or chooses, the action keys to whoever acts), never
//! panic, always keep the 54 cards once each between the deck, the hands and the discards, and
//! undoing all of them returns the initial state exactly (redoing them, the final one).

use chasetrack::dice::Roller;
use chasetrack::engine::{Name, Session};
use chasetrack::systems::savage::rules::{
    Command, Damage, Die, Length, Maneuver, Out, Participant, Phase, SavageChase, Settings, Side,
    Weapon,
};
use proptest::prelude::*;

fn weapon(skill: u32) -> Option<Weapon> {
    Some(Weapon {
        skill: Die::d(skill),
        damage: Damage {
            dice: vec![6, 6],
            plus: 0,
        },
    })
}

/// A driver with two passengers, a rider and a runner against a group and a wild-card pursuer.
fn chase(length: u8, shuffle: bool) -> SavageChase {
    let mut driver = Participant::new("Abel", Side::Prey, Maneuver::Driving, Die::d(8));
    driver.wild_card = true;
    driver.top_speed = 36;
    let mut ben = Participant::new("Ben", Side::Prey, Maneuver::Driving, Die::d(6));
    ben.rides_with = Some(0);
    ben.weapon = weapon(6);
    let mut cale = Participant::new("Cale", Side::Prey, Maneuver::Driving, Die::d(4));
    cale.rides_with = Some(0);
    cale.wild_card = true;
    cale.weapon = weapon(10);
    let mut runner = Participant::new(
        "Runner",
        Side::Prey,
        Maneuver::Agility,
        Die { sides: 12, plus: 1 },
    );
    runner.wild_card = true;
    runner.top_speed = 12;
    runner.weapon = weapon(8);
    let mut gangers = Participant::new("Gangers", Side::Pursuer, Maneuver::Driving, Die::d(6));
    gangers.group = true;
    gangers.count = 6;
    gangers.top_speed = 40;
    gangers.weapon = weapon(6);
    let mut boss = Participant::new("Boss", Side::Pursuer, Maneuver::Piloting, Die::d(10));
    boss.wild_card = true;
    boss.climb = Some(2);
    boss.weapon = weapon(8);
    let settings = Settings {
        length: [
            Length::Standard,
            Length::Extended,
            Length::Dogfight,
            Length::Rounds(2),
        ][usize::from(length % 4)],
        shuffle_on_joker: shuffle,
        difficult_terrain: length.is_multiple_of(3),
        ..Settings::default()
    };
    SavageChase::new(settings, vec![driver, ben, cale, runner, gangers, boss]).expect("valid")
}

/// Turns two random numbers into a command that makes sense in the current state most of the time.
fn command(state: &SavageChase, choice: u8, arg: u8) -> Command {
    let names: Vec<Name> = state.participants.iter().map(|p| p.name.clone()).collect();
    let pick = |n: u8| names[usize::from(n) % names.len()].clone();
    let name = |id: u16| state.participant(id).name.clone();
    if let Some(id) = state.choosing() {
        let drawn = &state.hand(id).drawn;
        return Command::Keep {
            who: name(id),
            card: drawn[usize::from(arg) % drawn.len()],
        };
    }
    if state.phase == Phase::Maneuvering && choice % 10 < 8 {
        let who = state.to_roll().next().map_or_else(|| pick(arg), name);
        let helpers = if who == "Abel" && arg.is_multiple_of(3) {
            vec!["Ben".into(), "Cale".into()]
        } else {
            Vec::new()
        };
        return Command::Maneuver {
            who,
            helpers,
            modifier: i32::from(arg % 5) - 2,
        };
    }
    let who = state.current().map_or_else(|| pick(arg), name);
    match choice % 20 {
        0..=3 => Command::EndTurn { who },
        4..=5 => Command::Complication { who },
        6..=9 => Command::Attack {
            held_to_split: true,
            control_now: true,
            who,
            target: pick(arg / 2),
            melee: arg.is_multiple_of(4),
            attackers: u32::from(arg % 4) + 1,
            modifier: 0,
        },
        10..=11 => Command::Force {
            who,
            target: pick(arg / 3),
            helpers: if arg.is_multiple_of(2) {
                vec!["Ben".into()]
            } else {
                Vec::new()
            },
            modifier: 0,
        },
        12 => Command::Recover { who },
        13 => Command::ControlRoll { who: pick(arg) },
        14 => Command::SetShaken {
            who: pick(arg),
            shaken: arg.is_multiple_of(2),
            control_now: true,
        },
        15 if arg.is_multiple_of(7) => Command::TakeOut {
            who: pick(arg),
            out: [Out::Captured, Out::Stopped, Out::Withdrew, Out::Escaped][usize::from(arg % 4)],
            by: arg.is_multiple_of(2).then(|| pick(arg / 7)),
        },
        16 if arg.is_multiple_of(13) => Command::EndChase,
        _ => Command::EndTurn { who },
    }
}

/// The invariants a GM relies on after every command.
fn sound(state: &SavageChase) -> Result<(), TestCaseError> {
    prop_assert_eq!(state.deck_problem(), None);
    for (id, hand) in state.hands.iter().enumerate() {
        if let Some(kept) = hand.kept {
            prop_assert!(
                hand.drawn.contains(&kept),
                "participant {} kept a card not drawn",
                id
            );
        }
    }
    if let Some(last) = state.rounds() {
        prop_assert!(state.round <= last, "round {} of {}", state.round, last);
    }
    prop_assert!(state.turn <= state.order.len());
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_commands_keep_the_chase_and_the_deck_sound(
        seed in any::<u64>(),
        length in any::<u8>(),
        shuffle in any::<bool>(),
        steps in prop::collection::vec((any::<u8>(), any::<u8>()), 1..200),
    ) {
        let initial = chase(length, shuffle);
        let mut session = Session::new(initial.clone());
        let mut roller = Roller::seeded(seed);
        for (choice, arg) in steps {
            let cmd = command(session.state(), choice, arg);
            let before = session.state().clone();
            match session.execute(cmd, &mut roller) {
                Ok(entry) => {
                    for line in Session::narrate(&before, entry) {
                        prop_assert!(!line.contains('{'), "a sentence with a hole: {}", line);
                    }
                }
                Err(_) => prop_assert_eq!(session.state(), &before, "a refused command changed the state"),
            }
            sound(session.state())?;
        }
        let last = session.state().clone();
        while session.undo().is_some() {}
        prop_assert_eq!(session.state(), &initial);
        while session.redo().is_some() {}
        prop_assert_eq!(session.state(), &last);
    }
}
