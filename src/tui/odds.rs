//! The screen's live odds: a worker thread plays the rest of the chase after every command while
//! the keys go on; the panel shows the last figures it finished and marks them stale until the
//! figures for the chase as it now stands arrive. The choice preview is computed the same way.
//!
//! Only the latest request counts: the worker skips any request that a newer one has replaced, so
//! a quick run of keys costs one computation, not one per key.

use crate::odds::Settings;
use crate::odds::chase::{Preview, Report, odds, preview};
use crate::systems::Chase;
use std::sync::mpsc::{Receiver, Sender, channel};

/// What the panel shows: the figures, the preview, and whether they fit the chase as it stands.
#[derive(Debug, Default)]
pub struct Live {
    /// The odds panel is shown.
    pub shown: bool,
    /// The choice preview is shown (in the panel's place).
    pub previewing: bool,
    /// The last figures the worker finished, and the request they answer.
    pub report: Option<Report>,
    pub preview: Option<Preview>,
    done: u64,
    /// The request for the chase as it stands now, and that chase (to see when it changes).
    asked: u64,
    asked_for: Option<Chase>,
    worker: Option<Worker>,
}

#[derive(Debug)]
struct Worker {
    jobs: Sender<Job>,
    results: Receiver<Done>,
}

#[derive(Debug)]
struct Job {
    id: u64,
    chase: Chase,
    settings: Settings,
    seed: u64,
    preview: bool,
}

#[derive(Debug)]
struct Done {
    id: u64,
    report: Report,
    preview: Option<Preview>,
}

impl Live {
    /// Whether the figures shown are for an earlier state of the chase (the new ones are coming).
    pub fn stale(&self) -> bool {
        self.done != self.asked
    }

    /// Takes the worker's finished figures, and asks for new ones when the chase has changed since
    /// the last request (after a command, an undo, a redo). Never waits.
    pub fn refresh(&mut self, chase: &Chase, settings: &Settings, seed: u64) {
        if !self.shown && !self.previewing {
            return;
        }
        self.collect();
        let changed = !self
            .asked_for
            .as_ref()
            .is_some_and(|asked| same_state(asked, chase));
        if changed {
            self.ask(chase, settings, seed);
        }
    }

    /// Asks again for the chase as it stands (the preview was switched on, say).
    pub fn ask(&mut self, chase: &Chase, settings: &Settings, seed: u64) {
        self.asked += 1;
        self.asked_for = Some(chase.clone());
        let job = Job {
            id: self.asked,
            chase: chase.clone(),
            settings: *settings,
            seed,
            preview: self.previewing,
        };
        let worker = self.worker.get_or_insert_with(spawn);
        if let Err(lost) = worker.jobs.send(job) {
            // The worker is gone (it panicked): start another for this request.
            let fresh = spawn();
            let _ = fresh.jobs.send(lost.0);
            *worker = fresh;
        }
    }

    /// Waits until the figures for the last request have arrived (tests and snapshots).
    pub fn wait(&mut self) {
        while self.stale() {
            let Some(worker) = &self.worker else { return };
            match worker.results.recv() {
                Ok(done) => self.take(done),
                Err(_) => return,
            }
        }
    }

    fn collect(&mut self) {
        let Some(worker) = &self.worker else { return };
        let finished: Vec<Done> = worker.results.try_iter().collect();
        for done in finished {
            self.take(done);
        }
    }

    fn take(&mut self, done: Done) {
        if done.id > self.done || self.report.is_none() {
            self.done = done.id;
            self.report = Some(done.report);
            self.preview = done.preview;
        }
    }
}

/// Starts the worker: it answers the newest request waiting and drops those it replaced.
fn spawn() -> Worker {
    let (jobs, inbox) = channel::<Job>();
    let (outbox, results) = channel::<Done>();
    std::thread::spawn(move || {
        while let Ok(mut job) = inbox.recv() {
            while let Ok(newer) = inbox.try_recv() {
                job = newer;
            }
            let report = odds(&job.chase, &job.settings, job.seed);
            let preview = if job.preview {
                preview(&job.chase, &job.settings, job.seed)
            } else {
                None
            };
            let done = Done {
                id: job.id,
                report,
                preview,
            };
            if outbox.send(done).is_err() {
                return;
            }
        }
    });
    Worker { jobs, results }
}

/// Whether two chases stand in the same state (the same system and equal states).
fn same_state(a: &Chase, b: &Chase) -> bool {
    fn same<R: crate::systems::System + PartialEq>(
        a: &crate::engine::Session<R>,
        b: &Chase,
    ) -> bool {
        R::session(b).is_some_and(|b| a.state() == b.state())
    }
    crate::each!(a, a => same(a, b))
}
