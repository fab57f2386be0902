//! The keys a state offers, read off the rules' generator of legal commands
//! ([`crate::engine::Legal`]): a key is offered when some legal command is one it issues
//! ([`Screen::issued_by`]). The hint bar, the help's marks and "roll, then end the turn" ask this
//! instead of each screen deciding again what its keys can do.
//!
//! The legal commands of a state cost a dry run of every command of its command space (tens to
//! hundreds of microseconds, more in a debug build), and the screen asks for every key on every
//! frame; so they are worked out once per state and kept with a copy of the state they belong to,
//! until the chase stands somewhere else (after a command, an undo, a resume).

use super::{AnyAction, Screen};
use crate::engine::Legal;
use crate::systems::{Chase, Standing, each};
use std::cell::RefCell;

/// The keys offered in a state, and the state they were worked out for.
struct Offered {
    standing: Standing,
    keys: Vec<AnyAction>,
}

thread_local! {
    /// The last state asked about. One screen per thread asks, and asks again and again about the
    /// same state between two commands; a state equal to the kept one is answered from it.
    static LAST: RefCell<Option<Offered>> = const { RefCell::new(None) };
}

/// Whether the rules' legal commands in the chase's state hold a command `key` issues.
pub fn offers(chase: &Chase, key: AnyAction) -> bool {
    LAST.with(|last| {
        let mut last = last.borrow_mut();
        if !last.as_ref().is_some_and(|o| o.standing.is_where(chase)) {
            *last = Some(Offered {
                standing: chase.standing(),
                keys: keys(chase),
            });
        }
        last.as_ref().is_some_and(|o| o.keys.contains(&key))
    })
}

/// The keys the legal commands of the chase's state call for, each once, worked out afresh.
pub fn keys(chase: &Chase) -> Vec<AnyAction> {
    each!(chase, session => keys_in(session.state()))
}

fn keys_in<R: Screen + Legal>(state: &R) -> Vec<AnyAction> {
    let mut keys = Vec::new();
    for command in state.legal_commands() {
        for action in R::issued_by(&command) {
            let key = R::any_action(*action);
            if !keys.contains(&key) {
                keys.push(key);
            }
        }
    }
    keys
}
