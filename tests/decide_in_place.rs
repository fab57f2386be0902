//! Deciding in place: a command is decided on the state it changes, and a refused one, even after
//! some of its events were applied (a roll missing part way through), leaves the state exactly as
//! it was. Checked on every shipped setup by random play: in a session (the screen, resume,
//! scripts) and in the odds' playouts, against deciding on a copy as the engine did before.

use chasetrack::dice::Roller;
use chasetrack::engine::{Refusal, Session};
use chasetrack::odds::{self, Ended, Limits, Policy, Style};
use chasetrack::systems::Chase;
use std::sync::atomic::{AtomicUsize, Ordering};

fn shipped() -> Vec<(String, Chase)> {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut paths: Vec<_> = std::fs::read_dir(assets)
        .expect("the assets folder")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let chase = chasetrack::setup::load(&path)
                .unwrap_or_else(|e| panic!("{e}"))
                .chase;
            (path.display().to_string(), chase)
        })
        .collect()
}

/// Plays `session` on with the policy; before each command, gives it every shorter prefix of the
/// dice it will use, each of which must be refused for a missing roll with nothing changed.
/// Returns how many of those refusals came after an event was applied.
fn refusals_leave_nothing<R: Policy>(session: &mut Session<R>, seed: u64, name: &str) -> usize {
    let mut roller = Roller::seeded(seed);
    let mut memo = R::Memo::default();
    let mut late = 0;
    for step in 0..80 {
        if session.state().is_over() {
            break;
        }
        let Some(command) = session
            .state()
            .next_command(Style::Bold, step % 2, &mut memo)
        else {
            break;
        };
        let mut again = roller.clone();
        let Ok(entry) = session.try_command(&command, &mut roller) else {
            // Refused outright: deciding it in place, with the same dice, changes nothing either.
            let before = session.state().clone();
            let len = session.journal().len();
            assert!(session.execute(command, &mut again).is_err(), "{name}");
            assert_eq!(
                session.state(),
                &before,
                "{name}: a refusal changed the state"
            );
            assert_eq!(session.journal().len(), len);
            continue;
        };
        let dice: Vec<i32> = entry.dice.iter().map(|d| d.0).collect();
        for given in 0..dice.len() {
            let before = session.state().clone();
            let journal = session.journal().len();
            let redo = session.redo_stack().len();
            let mut short = Roller::given(dice[..given].iter().copied());
            let refused: Refusal<R::Error> = match session.execute(command.clone(), &mut short) {
                Ok(_) => panic!("{name}: taken with {given} of {} dice", dice.len()),
                Err(why) => why,
            };
            assert!(refused.needs().is_some(), "{name}: refused for {refused}");
            assert_eq!(
                session.state(),
                &before,
                "{name}: a missing roll changed the state"
            );
            assert_eq!(session.journal().len(), journal);
            assert_eq!(session.redo_stack().len(), redo);
            // Whether this refusal came after an event: the same dice on a copy, stepped.
            let mut copy = before.clone();
            let mut events = Vec::new();
            let _ = copy.decide(
                &command,
                &mut Roller::given(dice[..given].iter().copied()),
                &mut events,
            );
            if !events.is_empty() {
                late += 1;
                // A playout whose first command is refused so puts its state back as well.
                let mut scratch = before.clone();
                let limits = Limits {
                    rounds: 30,
                    commands: 100,
                };
                let mut short = Roller::given(dice[..given].iter().copied());
                let ended = odds::playout(
                    &mut scratch,
                    Some(&command),
                    Style::Bold,
                    limits,
                    &mut short,
                );
                assert_eq!(ended, Ended::Stuck, "{name}");
                assert_eq!(
                    scratch, before,
                    "{name}: a playout's refusal changed its state"
                );
            }
        }
        let entry_events = entry.events.clone();
        let done = session
            .execute(command, &mut Roller::given(dice.iter().copied()))
            .unwrap_or_else(|why| panic!("{name}: refused with its own dice: {why}"));
        assert_eq!(
            done.events, entry_events,
            "{name}: in place and on a copy differ"
        );
    }
    late
}

#[test]
fn a_refused_command_leaves_the_session_as_it_was_in_every_shipped_setup() {
    let mut late = 0;
    for (name, chase) in shipped() {
        for seed in 0..4 {
            let mut chase = chase.clone();
            late += chasetrack::each!(&mut chase, session => refusals_leave_nothing(session, seed, &name));
        }
    }
    assert!(late > 0, "some refusals come after an event was applied");
}

/// Refusals in the playouts on copies that came after an event was applied.
static LATE_IN_PLAYOUTS: AtomicUsize = AtomicUsize::new(0);

/// A playout as the engine played it before: each command decided on a copy of the state, its
/// events applied to the state afterwards, a refused one dropped with the copy.
fn playout_on_copies<R: Policy>(state: &mut R, limits: Limits, roller: &mut Roller) -> Ended {
    let last_round = state.round().max(1).saturating_add(limits.rounds - 1);
    let mut memo = R::memo(|| roller.side_seed());
    for _ in 0..limits.commands {
        if state.is_over() {
            return Ended::Over;
        }
        if state.round() > last_round {
            return Ended::RoundLimit;
        }
        let mut applied = false;
        for attempt in 0..4 {
            let Some(command) = state.next_command(Style::Bold, attempt, &mut memo) else {
                return Ended::Stuck;
            };
            let mut late = (state.clone(), roller.clone(), Vec::new());
            if let Ok(events) = state.handle(&command, roller) {
                events.iter().for_each(|event| state.apply(event));
                applied = true;
                break;
            }
            let _ = late.0.decide(&command, &mut late.1, &mut late.2);
            if !late.2.is_empty() {
                LATE_IN_PLAYOUTS.fetch_add(1, Ordering::Relaxed);
            }
        }
        if !applied {
            return Ended::Stuck;
        }
    }
    if state.is_over() {
        Ended::Over
    } else {
        Ended::Stuck
    }
}

fn same_playouts<R: Policy>(start: &R, name: &str) {
    let limits = Limits {
        rounds: 30,
        commands: 6000,
    };
    for seed in 0..150 {
        let mut in_place = start.clone();
        let mut in_place_roller = Roller::seeded(seed);
        let ended = odds::playout(
            &mut in_place,
            None,
            Style::Bold,
            limits,
            &mut in_place_roller,
        );
        let mut on_copies = start.clone();
        let mut copies_roller = Roller::seeded(seed);
        let expected = playout_on_copies(&mut on_copies, limits, &mut copies_roller);
        assert_eq!(ended, expected, "{name}, seed {seed}");
        assert_eq!(
            in_place, on_copies,
            "{name}, seed {seed}: end states differ"
        );
        assert_eq!(
            in_place_roller.record(),
            copies_roller.record(),
            "{name}, seed {seed}: dice differ"
        );
    }
}

#[test]
fn a_playout_in_place_ends_as_one_on_copies_with_the_same_dice() {
    for (name, chase) in shipped() {
        chasetrack::each!(&chase, session => same_playouts(session.state(), &name));
    }
    eprintln!(
        "refusals after an event in the playouts: {}",
        LATE_IN_PLAYOUTS.load(Ordering::Relaxed)
    );
}
