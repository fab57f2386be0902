//! The loop: draw, sleep until something happens (a key, a resize, new odds, a replayed journal,
//! a signal to stop), update, draw again. It is generic over ratatui's `Backend` and over where
//! its events come from, so tests drive the real app on a `TestBackend` with scripted events.
//! Nothing is looked at on a timer: the loop blocks on one channel ([`super::wake`]) that the
//! terminal's reader and every thread with something for the screen feed.

use super::TuiError;
use super::app::App;
use super::wake::{TerminalWakes, Wake, Waker};
use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::Backend;
use std::collections::VecDeque;
use std::io;

/// What woke the loop.
#[derive(Debug)]
pub enum Next {
    Event(Event),
    /// Another thread woke the loop (figures ready, a journal replayed or changed, a signal):
    /// the loop takes what it brought and draws if the screen changed.
    Woken,
    /// No more events will come (a scripted source ran out).
    Closed,
}

/// Where the loop's wakes come from: the real terminal, or a script in tests.
pub trait Events {
    /// Waits until the terminal says something or another thread wakes the loop through
    /// [`Events::waker`]; never on a timer.
    fn next(&mut self) -> io::Result<Next>;
    /// What the threads that work for the screen (the odds worker, a replay, a journal's
    /// watcher) hold to wake [`Events::next`].
    fn waker(&self) -> Waker;
}

/// The real terminal's events (crossterm, read on a thread of their own) and every other
/// thread's wakes, on one channel.
#[derive(Debug, Default)]
pub struct TerminalEvents(TerminalWakes);

impl Events for TerminalEvents {
    fn next(&mut self) -> io::Result<Next> {
        match self.0.wait()? {
            Wake::Terminal(event) => Ok(Next::Event(event)),
            Wake::Failed(error) => Err(error),
            Wake::Nudge => Ok(Next::Woken),
        }
    }

    fn waker(&self) -> Waker {
        self.0.waker()
    }
}

/// A fixed list of events, then [`Next::Closed`]; it never waits, so nothing wakes it.
#[derive(Debug, Default)]
pub struct Script(pub VecDeque<Event>);

impl Events for Script {
    fn next(&mut self) -> io::Result<Next> {
        Ok(self.0.pop_front().map_or(Next::Closed, Next::Event))
    }

    fn waker(&self) -> Waker {
        Waker::default()
    }
}

/// Runs the screen until the keeper quits, the events end, or `stop` says so (SIGTERM, SIGHUP).
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &mut dyn Events,
    stop: &dyn Fn() -> bool,
) -> Result<(), TuiError> {
    run_counting(terminal, app, events, stop).map(|_| ())
}

/// [`run`], and how many frames it wrote to the terminal: one for each change on the screen (a
/// key, a resize, new odds), none while nothing happens.
pub fn run_counting<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &mut dyn Events,
    stop: &dyn Fn() -> bool,
) -> Result<usize, TuiError> {
    let mut redraw = super::redraw::Redraw::default();
    // The odds worker and a replay wake the loop when they have something to show.
    app.wake_with(events.waker());
    loop {
        app.refresh_odds();
        app.refresh_replay();
        if let Ok(size) = terminal.size() {
            app.resize(size.width, size.height);
        }
        redraw.draw(terminal, app)?;
        if app.should_quit() || stop() {
            return Ok(redraw.frames);
        }
        let next = events.next()?;
        // Ctrl-Z, SIGTSTP or SIGCONT: suspended and back, the whole screen drawn anew.
        let ctrl_z =
            matches!(&next, Next::Event(Event::Key(key)) if super::terminal::is_suspend_key(key));
        if super::terminal::suspend_or_continue(ctrl_z)? {
            redraw.clear(terminal)?;
        }
        match next {
            Next::Event(Event::Key(_)) if ctrl_z => {}
            Next::Event(Event::Key(key)) => app.key(key),
            // A resize is redrawn at the top of the loop, at the size the terminal has then.
            Next::Event(_) | Next::Woken => {}
            Next::Closed => return Ok(redraw.frames),
        }
    }
}
