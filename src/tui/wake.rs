//! One channel the screen's loop sleeps on ("redraw only when something changed"):
//! the terminal's events come to it from a thread of their own, and every other thread that has
//! something for the screen wakes it on the same channel: the odds worker when figures are
//! ready, a journal replayed for the keeper's answer, the journal `follow` watches when it
//! changed, a signal. The loop blocks until one of them speaks; nothing is looked at on a timer,
//! so new figures are on the screen as soon as they are ready and an idle screen does no work.

use crossterm::event::{self, Event};
use std::io;
use std::sync::mpsc::{Receiver, Sender, channel};

/// What woke the loop.
#[derive(Debug)]
pub enum Wake {
    /// The terminal said something: a key, a resize, a paste.
    Terminal(Event),
    /// The terminal could not be read: the loop ends with this error.
    Failed(io::Error),
    /// Another thread has something for the screen (figures, a replayed journal, a changed
    /// journal, a signal): the loop takes it before it draws.
    Nudge,
}

/// What another thread holds to wake the loop. Waking a loop that has ended does nothing; a
/// waker of no loop (`Waker::default()`, tests that drive the app by hand) wakes nobody.
#[derive(Clone, Debug, Default)]
pub struct Waker(Option<Sender<Wake>>);

impl Waker {
    /// A waker that sends on `sender` (the channel a loop's event source receives on).
    pub fn new(sender: Sender<Wake>) -> Self {
        Waker(Some(sender))
    }

    /// Wakes the loop; `false` when no loop listens any more (the thread may stop).
    pub fn wake(&self) -> bool {
        self.0
            .as_ref()
            .is_some_and(|sender| sender.send(Wake::Nudge).is_ok())
    }
}

/// The real terminal's side of the channel: a thread that reads the terminal's events (crossterm's
/// blocking read) and sends each on, started with the first wait. Everything that reads the
/// terminal's input goes through that thread, so nothing else on the screen may call crossterm's
/// event functions (or `Terminal::clear`, which asks the terminal where its cursor is).
#[derive(Debug)]
pub struct TerminalWakes {
    sender: Sender<Wake>,
    receiver: Receiver<Wake>,
    reading: bool,
}

impl Default for TerminalWakes {
    fn default() -> Self {
        let (sender, receiver) = channel();
        // A signal (SIGTERM, SIGTSTP, SIGCONT) wakes this loop too, so that it is seen at once.
        super::terminal::wake_on_signals(Waker::new(sender.clone()));
        TerminalWakes {
            sender,
            receiver,
            reading: false,
        }
    }
}

impl TerminalWakes {
    /// How other threads wake the loop that waits here.
    pub fn waker(&self) -> Waker {
        Waker::new(self.sender.clone())
    }

    /// Waits until the terminal says something or another thread wakes the loop.
    pub fn wait(&mut self) -> io::Result<Wake> {
        if !self.reading {
            self.reading = true;
            let sender = self.sender.clone();
            std::thread::Builder::new()
                .name("chasetrack-keys".to_string())
                .spawn(move || read_terminal(&sender))?;
        }
        // The sender held here keeps the channel open: a wait never ends for want of senders.
        self.receiver
            .recv()
            .map_err(|_| io::Error::other("the screen's wake channel closed"))
    }
}

/// Reads the terminal until it fails or nobody listens.
fn read_terminal(sender: &Sender<Wake>) {
    loop {
        let wake = match event::read() {
            Ok(event) => Wake::Terminal(event),
            Err(error) => {
                let _ = sender.send(Wake::Failed(error));
                return;
            }
        };
        if sender.send(wake).is_err() {
            return;
        }
    }
}
