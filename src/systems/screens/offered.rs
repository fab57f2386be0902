//! The keys a state offers, read off the rules' generator of legal commands
//! ([`crate::engine::Legal`]): a key is offered when some legal command is one it issues
//! ([`Screen::issued_by`]). The hint bar, the help's marks and "roll, then end the turn" ask this
//! instead of each screen deciding again what its keys can do.
//!
//! The keys of a state cost a dry run of each command of its command space whose keys are not
//! offered yet (tens to hundreds of microseconds, more in a debug build), and the screen asks for
//! every key on every frame; so they are worked out once per state ([`Offered`]) and kept by the
//! screen with the revision of the state they belong to, until the chase stands somewhere else
//! (after a command, an undo, a resume).

use super::{AnyAction, Pick};
use crate::engine::{DryRun, Legal, Revision};
use crate::systems::{Chase, each};

/// The keys the legal commands of one state of a chase call for, and the revision of that state.
/// The screen keeps the one for the chase as it stands (worked out when the chase moves, in its
/// `update`) and asks it for every key of every frame.
#[derive(Clone, Debug, Default)]
pub struct Offered {
    revision: Option<Revision>,
    keys: Vec<AnyAction>,
}

impl Offered {
    /// The keys offered where `chase` stands, worked out afresh.
    pub fn of(chase: &Chase) -> Offered {
        Offered {
            revision: Some(chase.revision()),
            keys: keys(chase),
        }
    }

    /// Whether these are the keys of the state `chase` stands in.
    pub fn fits(&self, chase: &Chase) -> bool {
        self.revision == Some(chase.revision())
    }

    /// Works the keys out again if the chase has moved since.
    pub fn refresh(&mut self, chase: &Chase) {
        if !self.fits(chase) {
            *self = Offered::of(chase);
        }
    }

    /// Whether a legal command of the state is one `key` issues.
    pub fn offers(&self, key: AnyAction) -> bool {
        self.keys.contains(&key)
    }
}

/// The keys the legal commands of the chase's state call for, each once, worked out afresh.
pub fn keys(chase: &Chase) -> Vec<AnyAction> {
    each!(chase, session => keys_in(session.state()))
}

/// The command space is read a command at a time and never held whole, and a command whose keys
/// are all offered already is not dry-run: at a track's 1000 locations, placing someone at each
/// location asks the rules once, not a thousand times.
fn keys_in<R: Pick + Legal>(state: &R) -> Vec<AnyAction> {
    let mut keys = Vec::new();
    let mut dry_run = DryRun::new(state);
    state.each_command(&mut |command| {
        let issued = R::issued_by(&command);
        let offers_more = issued
            .iter()
            .any(|action| !keys.contains(&R::any_action(*action)));
        if offers_more && dry_run.allows(&command) {
            for action in issued {
                let key = R::any_action(*action);
                if !keys.contains(&key) {
                    keys.push(key);
                }
            }
        }
    });
    keys
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Roller;
    use crate::engine::Session;
    use crate::odds::{Policy, Style};

    /// The keys as they were worked out before the space was read a command at a time: every
    /// legal command of the whole space, each of its keys once.
    fn keys_of_every_legal_command<R: Pick + Legal>(state: &R) -> Vec<AnyAction> {
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

    /// Plays the bold policy from `start` and compares the keys offered with those of every legal
    /// command in each state reached; returns how many states were compared.
    fn walk<R: Pick + Legal + Policy>(start: &R, seed: u64) -> usize {
        let mut session = Session::new(start.clone());
        let mut roller = Roller::seeded(seed);
        let mut states = 0;
        for step in 0..60u8 {
            let state = session.state();
            let all: Vec<_> = {
                let mut all = Vec::new();
                state.each_command(&mut |command| all.push(command));
                all
            };
            assert!(all == state.command_space(), "seed {seed}, step {step}");
            assert_eq!(
                keys_in(state),
                keys_of_every_legal_command(state),
                "seed {seed}, step {step}"
            );
            states += 1;
            let mut memo = R::Memo::default();
            let Some(command) = state.next_command(Style::Bold, step % 2, &mut memo) else {
                break;
            };
            let _ = session.execute(command, &mut roller);
        }
        states
    }

    #[test]
    fn the_keys_offered_are_the_keys_of_every_legal_command_in_every_system() {
        let mut systems = Vec::new();
        let mut states = 0;
        for (_, setup) in crate::setup::shipped() {
            let chase = setup.chase;
            systems.push(chase.system().title());
            for seed in 0..2 {
                states += each!(&chase, session => walk(session.state(), seed));
            }
        }
        systems.sort();
        systems.dedup();
        assert_eq!(systems.len(), 5, "a shipped setup of every system");
        assert!(states > 500, "{states} states compared");
    }
}
