//! Replaying a journal for the keeper's answer off the screen's thread: resuming the journal of a
//! setup edited since (replayed against the edited setup into the setup's own journal) and a
//! damaged one (replayed up to its last good line into a fresh journal) read and write a whole
//! journal, seconds for one at its size limit. The work runs on a thread of its own; the loop
//! looks for its result before each frame (as it does for the live odds), and meanwhile the
//! screen answers: `q` and Ctrl-C leave at once (the old journal is kept until the new one is in
//! place, and after as a backup), any other key is told to wait.

use super::{App, Msg, Overlay, StartState};
use crate::autosave::{self, Autosave, AutosaveError};
use crate::setup::Setup;
use crate::systems::Chase;
use crate::tui::keymap::{self, Mode};
use std::path::PathBuf;
use std::sync::mpsc::{self, Receiver, TryRecvError};

/// A journal being replayed for the keeper's answer.
#[derive(Debug)]
pub struct Replaying {
    result: Receiver<Result<(Chase, Autosave), AutosaveError>>,
    /// The question, asked again with the reason should the replay fail.
    start: StartState,
    kind: Kind,
}

/// Which journal is replayed.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    Edited,
    Damaged,
}

impl Kind {
    fn done(self, commands: usize) -> String {
        let plural = if commands == 1 { "" } else { "s" };
        match self {
            Kind::Edited => format!(
                "Resumed with the edited setup: {commands} command{plural} replayed; the old \
                 journal is kept as a backup."
            ),
            Kind::Damaged => format!(
                "Resumed up to the damage: {commands} command{plural} replayed; the damaged \
                 journal is kept as a backup."
            ),
        }
    }
}

/// While a replay runs, a key other than quitting gets this answer, with the keys in force.
pub fn wait(keymap: &keymap::Keymap) -> String {
    format!(
        "Replaying the journal; the chase shows when it is done ({} or {} leaves; nothing is \
         lost).",
        keymap.shell_key(Mode::Main, Msg::Quit),
        keymap.shell_key(Mode::Main, Msg::QuitNow)
    )
}

#[cfg(test)]
pub(super) static GATE: std::sync::Mutex<()> = std::sync::Mutex::new(());

impl App {
    /// Starts replaying the journal the keeper chose to resume, on a thread of its own.
    pub(super) fn replay_in_background(&mut self, start: StartState, kind: Kind) {
        let setup: Setup = self.setup.clone();
        let setup_path = self.setup_path.clone();
        let found: PathBuf = start.found.clone();
        let journal: PathBuf = start.journal.clone();
        let (send, result) = mpsc::channel();
        let waker = self.waker.clone();
        let spawned = std::thread::Builder::new()
            .name("chasetrack-replay".to_string())
            .spawn(move || {
                #[cfg(test)]
                let _gate = GATE.lock();
                let outcome = match kind {
                    Kind::Edited => replay_edited(&found, &journal, &setup, setup_path),
                    Kind::Damaged => salvage(&found, &setup, setup_path),
                };
                // The screen may have left already; then nobody waits for this.
                let _ = send.send(outcome);
                waker.wake();
            });
        match spawned {
            Ok(_) => {
                self.overlay = None;
                if let Some(keeper) = self.seat.as_keeper_mut() {
                    keeper.replaying = Some(Replaying {
                        result,
                        start,
                        kind,
                    });
                }
                self.info(wait(&self.keymap));
            }
            Err(why) => {
                self.overlay = Some(Overlay::Start(StartState {
                    error: Some(format!("Cannot resume it: {why}")),
                    ..start
                }));
            }
        }
    }

    /// Whether a journal is being replayed for the keeper's answer.
    pub fn replaying(&self) -> bool {
        self.seat
            .as_keeper()
            .is_some_and(|keeper| keeper.replaying.is_some())
    }

    /// Takes the replayed chase once it is done and shows it (or asks again, saying why it could
    /// not be resumed); never waits. The loop calls it before each drawing.
    pub fn refresh_replay(&mut self) {
        let Some(replaying) = self.seat.as_keeper().and_then(|k| k.replaying.as_ref()) else {
            return;
        };
        let outcome = match replaying.result.try_recv() {
            Ok(outcome) => outcome,
            Err(TryRecvError::Empty) => return,
            Err(TryRecvError::Disconnected) => Err(AutosaveError::Corrupt {
                path: replaying.start.found.display().to_string(),
                line: 0,
                message: "the replay stopped before its end".to_string(),
            }),
        };
        let Some(replaying) = self.seat.as_keeper_mut().and_then(|k| k.replaying.take()) else {
            return;
        };
        self.take_replayed(outcome, replaying.start, replaying.kind);
    }

    /// Waits for the replay to end and shows its chase (tests; the screen never waits).
    pub fn wait_for_replay(&mut self) {
        if let Some(replaying) = self.seat.as_keeper_mut().and_then(|k| k.replaying.take()) {
            let outcome = replaying.result.recv().unwrap_or_else(|_| {
                Err(AutosaveError::Corrupt {
                    path: replaying.start.found.display().to_string(),
                    line: 0,
                    message: "the replay stopped before its end".to_string(),
                })
            });
            self.take_replayed(outcome, replaying.start, replaying.kind);
        }
    }

    fn take_replayed(
        &mut self,
        outcome: Result<(Chase, Autosave), AutosaveError>,
        start: StartState,
        kind: Kind,
    ) {
        match outcome {
            Ok((chase, journal)) => {
                self.chase = chase;
                self.seat.save_in(journal);
                self.overlay = None;
                self.rebuild_log();
                self.refocus();
                let commands = self.chase.journal_len();
                self.info(kind.done(commands));
            }
            Err(why) => {
                // The status line said the journal was being replayed: it says how that ended.
                self.fail(format!("The chase could not be resumed: {why}"));
                self.overlay = Some(Overlay::Start(StartState {
                    error: Some(format!("Cannot resume it: {why}")),
                    ..start
                }));
            }
        }
    }
}

/// The journal of a setup edited since, replayed against the edited setup into the setup's own
/// journal, the old file kept as a backup.
fn replay_edited(
    found: &std::path::Path,
    journal: &std::path::Path,
    setup: &Setup,
    setup_path: Option<PathBuf>,
) -> Result<(Chase, Autosave), AutosaveError> {
    let (chase, records) = autosave::replay_edited(found, setup)?;
    let journal = Autosave::adopt(journal, setup, setup_path.as_deref(), found, &records)?;
    Ok((chase, journal))
}

/// A damaged journal up to its last good line: the damaged file kept as a backup and the good
/// records written to a fresh journal in its place.
fn salvage(
    found: &std::path::Path,
    setup: &Setup,
    setup_path: Option<PathBuf>,
) -> Result<(Chase, Autosave), AutosaveError> {
    let salvage = autosave::salvage(found, setup)?.ok_or_else(|| AutosaveError::Corrupt {
        path: found.display().to_string(),
        line: 0,
        message: "the journal is whole again; resume it".to_string(),
    })?;
    let journal = Autosave::recover(found, setup, setup_path.as_deref(), &salvage)?;
    Ok((salvage.chase, journal))
}
