//! A session's revision ([`chasetrack::engine::Revision`]) is how the screen's watchers (the odds
//! worker, the keys offered) know that the chase moved, without a copy of the state to compare
//! with. In every shipped setup of the five systems, played by the odds' policy: every command
//! recorded, undo and redo gives a revision never seen before in that chase, a command the rules
//! refuse keeps it, and the same setup started twice gives two sessions with different
//! revisions.

use chasetrack::dice::Roller;
use chasetrack::engine::{Revision, Session};
use chasetrack::odds::{Policy, Style};
use std::collections::HashSet;

#[test]
fn every_change_of_a_session_gives_a_new_revision_in_every_system() {
    let mut systems = HashSet::new();
    let mut changes = 0;
    for (file, _, setup) in crate::odds_common::shipped() {
        changes += chasetrack::each!(&setup.chase, session => check(session.initial(), &file));
        systems.insert(setup.chase.system());
    }
    assert_eq!(systems.len(), 5, "every system's setups were played");
    assert!(changes > 500, "only {changes} changes were checked");
}

/// Plays `initial` by the policy, then undoes every command and redoes them all; returns how many
/// changes were checked.
fn check<R: Policy>(initial: &R, file: &str) -> usize {
    let mut seen: HashSet<Revision> = HashSet::new();
    let mut session = Session::new(initial.clone());
    let twin = Session::new(initial.clone());
    assert_ne!(
        session.revision(),
        twin.revision(),
        "{file}: two sessions of one setup"
    );
    seen.insert(session.revision());
    let mut roller = Roller::seeded(11);
    let mut memo = R::memo(|| roller.side_seed());
    let mut changes = 0;
    let mut new_revision = |session: &Session<R>, what: &str| {
        assert!(
            seen.insert(session.revision()),
            "{file}: {what} gave a revision seen before"
        );
    };
    while !session.state().is_over() && session.journal().len() < 200 {
        let Some(command) = session.state().next_command(Style::Bold, 0, &mut memo) else {
            break;
        };
        let before = session.revision();
        match session.execute(command, &mut roller) {
            Ok(_) => new_revision(&session, "a command"),
            Err(_) => {
                assert_eq!(session.revision(), before, "{file}: a refused command");
                break;
            }
        }
        changes += 1;
    }
    while session.undo().is_some() {
        new_revision(&session, "an undo");
        changes += 1;
    }
    while session.redo().is_some() {
        new_revision(&session, "a redo");
        changes += 1;
    }
    changes
}
