//! A journal entry older than the checkpoint before the last keeps its command and its dice, not
//! its events (`engine::Session`): they are told again, by deciding the command again with its
//! dice, when an undo reaches that far or the whole chase is told. In every shipped setup of the
//! five systems, played by the odds' policy with checkpoints three commands apart, the journal
//! tells every entry with the events a journal that keeps them all holds, the screen's log (what
//! a resume and `follow` show) and the keeper's and players' session logs (`export`) read the same,
//! and every undo down to the start and every redo back gives the same states.

use chasetrack::dice::Roller;
use chasetrack::engine::{Audience, Rules, Session};
use chasetrack::odds::{Policy, Style};
use chasetrack::report::session_log;
use chasetrack::systems::Chase;
use std::collections::HashSet;

/// Checkpoints this many commands apart: a chase of a dozen commands already lets events go.
const EVERY: usize = 3;

#[test]
fn a_journal_that_lets_old_events_go_tells_undoes_and_redoes_as_one_that_keeps_them() {
    let mut systems = HashSet::new();
    let mut let_go = 0;
    for (file, _, setup) in crate::odds_common::shipped() {
        for seed in 0..4 {
            let_go += chasetrack::each!(&setup.chase, session => {
                check(session.initial(), seed, &file)
            });
        }
        systems.insert(std::mem::discriminant(&setup.chase));
    }
    assert_eq!(systems.len(), 5, "every system's setups were played");
    assert!(let_go > 1000, "only {let_go} entries let their events go");
}

/// Plays a chase from `initial` into a session that keeps every event, replays its commands with
/// their dice into one with close checkpoints, and compares the two: the entries told again, the
/// undos to the start and the redos to the end. Returns how many entries let their events go.
fn check<R: Policy>(initial: &R, seed: u64, file: &str) -> usize
where
    Chase: From<Session<R>>,
{
    let style = if seed.is_multiple_of(2) {
        Style::Bold
    } else {
        Style::Cautious
    };
    let mut keeps = Session::with_checkpoints(initial.clone(), usize::MAX);
    crate::odds_common::play_by_policy(&mut keeps, style, &mut Roller::seeded(seed), 300);
    let mut states = vec![initial.clone()];
    for entry in keeps.journal() {
        let mut state = states[states.len() - 1].clone();
        entry.events.iter().for_each(|event| state.apply(event));
        states.push(state);
    }
    let total = keeps.journal().len();

    let mut close = Session::with_checkpoints(initial.clone(), EVERY);
    for entry in keeps.journal() {
        let mut given = Roller::given(entry.dice.iter().map(|rolled| rolled.0));
        close
            .execute(entry.command.clone(), &mut given)
            .unwrap_or_else(|why| panic!("{file}: replayed with its dice, refused: {why}"));
    }
    assert_eq!(
        close.state(),
        keeps.state(),
        "{file} seed {seed}: the same end"
    );
    let let_go = close.told_from();
    if total >= 3 * EVERY {
        assert!(
            let_go >= total - 3 * EVERY,
            "{file} seed {seed}: only {let_go} of {total} entries let their events go"
        );
    }
    for entry in &close.journal()[..let_go] {
        assert_eq!(
            entry.events.capacity(),
            0,
            "{file}: an old entry holds room"
        );
    }
    retold_as_kept(&close, &keeps, &states, file);
    told_alike(&close, &keeps, file);

    // Down to the start, one undo at a time, then back to the end.
    for count in (0..total).rev() {
        close.undo().expect("an entry to undo");
        assert_eq!(
            close.state(),
            &states[count],
            "{file} seed {seed}: undo to {count}"
        );
    }
    assert_eq!(
        close.told_from(),
        0,
        "{file}: nothing is left to tell again"
    );
    for (count, (kept, state)) in keeps.journal().iter().zip(&states[1..]).enumerate() {
        let entry = close.redo().expect("an entry to redo");
        assert_eq!(
            entry, kept,
            "{file} seed {seed}: redo {count} brought back its command, dice and events"
        );
        assert_eq!(
            close.state(),
            state,
            "{file} seed {seed}: redo to {}",
            count + 1
        );
    }
    retold_as_kept(&close, &keeps, &states, file);
    told_alike(&close, &keeps, file);
    let_go
}

/// The screen's log and both session logs of `close` are those of `keeps`.
fn told_alike<R: Rules>(close: &Session<R>, keeps: &Session<R>, file: &str)
where
    Chase: From<Session<R>>,
{
    let (close, keeps) = (Chase::from(close.clone()), Chase::from(keeps.clone()));
    assert_eq!(
        close.screen().log(),
        keeps.screen().log(),
        "{file}: the screen's log"
    );
    for audience in [Audience::Keeper, Audience::Table] {
        let json = |chase: &Chase| serde_json::to_string(&session_log(chase, audience)).unwrap();
        assert_eq!(
            json(&close),
            json(&keeps),
            "{file}: the {audience:?} session log"
        );
    }
}

/// `close` tells every entry, with the state before it, the state after it and the command
/// before it, as `keeps` holds them.
fn retold_as_kept<R: Rules + PartialEq + std::fmt::Debug>(
    close: &Session<R>,
    keeps: &Session<R>,
    states: &[R],
    file: &str,
) {
    let kept = keeps.journal();
    let mut at = 0;
    close.retell_across(|before, after, last, entry| {
        assert_eq!(before, &states[at], "{file}: the state before entry {at}");
        assert_eq!(after, &states[at + 1], "{file}: the state after entry {at}");
        assert_eq!(entry, &kept[at], "{file}: entry {at} told again");
        assert_eq!(
            last,
            at.checked_sub(1).map(|before| &kept[before].command),
            "{file}: the command before entry {at}"
        );
        at += 1;
    });
    assert_eq!(at, kept.len(), "{file}: every entry told");
}
