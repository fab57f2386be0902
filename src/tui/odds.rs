//! The screen's live odds: a worker thread plays the rest of the chase after every command while
//! the keys go on; the panel shows the last figures it finished and marks them stale until the
//! figures for the chase as it now stands arrive. The choice preview is computed the same way.
//!
//! The worker is sent the chase's state as it stands ([`Standing`]), never the session with its
//! journal. Only the latest request counts: asking again stops the job in flight before its next
//! playout, so a quick run of keys costs one computation, not one per key. The odds come in steps
//! (the first after a few dozen playouts, then doubling), so a chase at the limits shows figures
//! at once and refines them; the last step's figures are exactly those of `chasetrack odds`.

use crate::engine::Revision;
use crate::odds::Settings;
use crate::odds::chase::{Preview, Report, odds_in_steps, preview_in_steps};
use crate::systems::{Chase, Standing};
use crate::tui::wake::Waker;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc::{Receiver, Sender, channel};
use std::sync::{Arc, Mutex, PoisonError};

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
    /// The request the figures shown answer, and whether they count every playout it asked for.
    done: u64,
    complete: bool,
    /// The request for the chase as it stands now, the chase's revision then (to see when it
    /// changes), and the playouts it asked for.
    asked: u64,
    asked_for: Option<Revision>,
    runs_asked: u32,
    worker: Option<Worker>,
    /// How the worker wakes the screen's loop when it has figures: the loop sleeps until then.
    /// Shared with the worker, so that a loop that starts after the worker is woken too.
    waker: Arc<Mutex<Waker>>,
}

#[derive(Debug)]
struct Worker {
    // (Dropped with the screen: the job in flight stops before its next playout.)
    jobs: Sender<Job>,
    results: Receiver<Done>,
    /// The newest request: the worker stops any other before its next playout.
    newest: Arc<AtomicU64>,
    /// Playouts the worker has started, over every request (what a stopped job cost).
    played: Arc<AtomicU64>,
}

#[derive(Debug)]
struct Job {
    id: u64,
    standing: Arc<Standing>,
    settings: Settings,
    seed: u64,
    preview: bool,
}

#[derive(Debug)]
struct Done {
    id: u64,
    report: Report,
    preview: Option<Preview>,
    /// The last figures of the request (every playout counted, the preview with them).
    complete: bool,
}

impl Live {
    /// Whether the figures shown are for an earlier state of the chase (the new ones are coming).
    pub fn stale(&self) -> bool {
        self.done != self.asked
    }

    /// Whether the figures shown are for the chase as it stands but count only the first
    /// playouts; more are coming.
    pub fn refining(&self) -> bool {
        !self.stale() && !self.complete
    }

    /// Whether figures are still coming (stale or refining): the screen then wakes often.
    pub fn pending(&self) -> bool {
        self.stale() || !self.complete
    }

    /// The playouts the figures being refined will count in the end.
    pub fn runs_asked(&self) -> u32 {
        self.runs_asked
    }

    /// From now on the worker wakes this loop when figures are ready.
    pub fn wake_with(&mut self, waker: Waker) {
        *self.waker.lock().unwrap_or_else(PoisonError::into_inner) = waker;
    }

    /// Takes the worker's finished figures, and asks for new ones when the chase has changed since
    /// the last request (after a command, an undo, a redo). Never waits.
    pub fn refresh(&mut self, chase: &Chase, settings: &Settings, seed: u64) {
        if !self.shown && !self.previewing {
            return;
        }
        self.collect();
        if self.asked_for != Some(chase.revision()) {
            self.ask(chase, settings, seed);
        }
    }

    /// Asks again for the chase as it stands (the preview was switched on, say).
    pub fn ask(&mut self, chase: &Chase, settings: &Settings, seed: u64) {
        self.asked += 1;
        self.runs_asked = settings.runs.max(1);
        let standing = Arc::new(chase.standing());
        self.asked_for = Some(chase.revision());
        let job = Job {
            id: self.asked,
            standing,
            settings: *settings,
            seed,
            preview: self.previewing,
        };
        let waker = &self.waker;
        let worker = self.worker.get_or_insert_with(|| spawn(Arc::clone(waker)));
        // Stops the job in flight before its next playout.
        worker.newest.store(job.id, Ordering::Relaxed);
        if let Err(lost) = worker.jobs.send(job) {
            // The worker is gone (it panicked): start another for this request.
            let fresh = spawn(Arc::clone(&self.waker));
            fresh.newest.store(lost.0.id, Ordering::Relaxed);
            let _ = fresh.jobs.send(lost.0);
            *worker = fresh;
        }
    }

    /// Waits until the figures for the last request have arrived, every playout counted (tests
    /// and snapshots).
    pub fn wait(&mut self) {
        while self.pending() {
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

    /// How many playouts the worker has started (or been about to start) since the screen
    /// opened, over every request: a stopped request shows here as the playouts it did not play.
    pub fn playouts_started(&self) -> u64 {
        self.worker
            .as_ref()
            .map_or(0, |worker| worker.played.load(Ordering::Relaxed))
    }

    /// Waits for the first figures of the last request, however few playouts they count
    /// (tests).
    pub fn wait_first(&mut self) {
        while self.stale() {
            let Some(worker) = &self.worker else { return };
            match worker.results.recv() {
                Ok(done) => self.take(done),
                Err(_) => return,
            }
        }
    }

    /// Takes a result of the worker: newer figures replace older ones (the worker tells one
    /// request's steps in order, each counting more playouts).
    fn take(&mut self, done: Done) {
        if done.id >= self.done || self.report.is_none() {
            self.done = done.id;
            self.complete = done.complete;
            self.report = Some(done.report);
            if done.complete {
                self.preview = done.preview;
            }
        }
    }
}

impl Drop for Worker {
    /// The screen is gone (or the worker replaced): the job in flight stops before its next
    /// playout rather than play on for nobody.
    fn drop(&mut self) {
        self.newest.store(u64::MAX, Ordering::Relaxed);
    }
}

/// Starts the worker: it answers the newest request waiting, drops those it replaced, and stops
/// a job before its next playout when a newer request comes. Each figures it sends wake the
/// screen's loop (`waker`).
fn spawn(waker: Arc<Mutex<Waker>>) -> Worker {
    let (jobs, inbox) = channel::<Job>();
    let (outbox, results) = channel::<Done>();
    let newest = Arc::new(AtomicU64::new(0));
    let latest = Arc::clone(&newest);
    let played = Arc::new(AtomicU64::new(0));
    let counter = Arc::clone(&played);
    std::thread::spawn(move || {
        while let Ok(mut job) = inbox.recv() {
            while let Ok(newer) = inbox.try_recv() {
                job = newer;
            }
            let id = job.id;
            let go_on = || {
                counter.fetch_add(1, Ordering::Relaxed);
                latest.load(Ordering::Relaxed) == id
            };
            let every = job.settings.runs.max(1);
            let mut gone = false;
            let mut last = None;
            // Each step but the last is told at once; the last waits for the preview when one
            // is asked (the preview is shown in the odds' place, and comes whole).
            // (A step that lost a thread's share to a panic counts fewer: the last step told is
            // the whole, whatever it counts.)
            let mut told = |report: Report| {
                if report.runs < every && !job.preview && !gone {
                    let done = Done {
                        id,
                        report: report.clone(),
                        preview: None,
                        complete: false,
                    };
                    gone = outbox.send(done).is_err();
                    wake(&waker);
                }
                last = Some(report);
            };
            let finished = odds_in_steps(&job.standing, &job.settings, job.seed, &go_on, &mut told);
            if gone {
                return;
            }
            let (true, Some(report)) = (finished, last) else {
                continue;
            };
            let preview = if job.preview {
                match preview_in_steps(&job.standing, &job.settings, job.seed, &go_on) {
                    Some(preview) => preview,
                    None => continue,
                }
            } else {
                None
            };
            let done = Done {
                id,
                report,
                preview,
                complete: true,
            };
            if outbox.send(done).is_err() {
                return;
            }
            wake(&waker);
        }
    });
    Worker {
        jobs,
        results,
        newest,
        played,
    }
}

/// Wakes the screen's loop: figures are waiting on the channel (sent before the wake, so that
/// the loop finds them when it looks).
fn wake(waker: &Mutex<Waker>) {
    waker.lock().unwrap_or_else(PoisonError::into_inner).wake();
}

#[cfg(test)]
#[path = "odds_tests.rs"]
mod tests;
