//! The loop: draw, wait for a key (or a resize, or a signal to stop), update, draw again. It is
//! generic over ratatui's `Backend`, so tests drive the real app on a `TestBackend` with scripted
//! events.

use super::TuiError;
use super::app::App;
use crossterm::event::{self, Event};
use ratatui::Terminal;
use ratatui::backend::Backend;
use std::collections::VecDeque;
use std::io;
use std::time::Duration;

/// What the terminal said next.
#[derive(Debug)]
pub enum Next {
    Event(Event),
    /// Nothing within the wait; time to look at the stop flag.
    Idle,
    /// No more events will come (a scripted source ran out).
    Closed,
}

/// Where events come from: the real terminal, or a script in tests.
pub trait Events {
    fn next(&mut self, wait: Duration) -> io::Result<Next>;
}

/// The real terminal's events (crossterm).
#[derive(Debug, Default)]
pub struct TerminalEvents;

impl Events for TerminalEvents {
    fn next(&mut self, wait: Duration) -> io::Result<Next> {
        if event::poll(wait)? {
            Ok(Next::Event(event::read()?))
        } else {
            Ok(Next::Idle)
        }
    }
}

/// A fixed list of events, then [`Next::Closed`].
#[derive(Debug, Default)]
pub struct Script(pub VecDeque<Event>);

impl Events for Script {
    fn next(&mut self, _wait: Duration) -> io::Result<Next> {
        Ok(self.0.pop_front().map_or(Next::Closed, Next::Event))
    }
}

/// How often the loop looks at the stop flag while no key comes.
const TICK: Duration = Duration::from_millis(50);

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
        // While figures are being played out, wake often enough to show them as they come.
        let odds = app.odds();
        let wait = if (odds.shown || odds.previewing) && odds.pending() {
            super::redraw::ODDS_TICK
        } else {
            TICK
        };
        let next = events.next(wait)?;
        // Ctrl-Z, SIGTSTP or SIGCONT: suspended and back, the whole screen drawn anew.
        let ctrl_z =
            matches!(&next, Next::Event(Event::Key(key)) if super::terminal::is_suspend_key(key));
        if super::terminal::suspend_or_continue(ctrl_z)? {
            terminal
                .clear()
                .map_err(|e| TuiError::Terminal(io::Error::other(e.to_string())))?;
            redraw.forget();
        }
        match next {
            Next::Event(Event::Key(_)) if ctrl_z => {}
            Next::Event(Event::Key(key)) => app.key(key),
            // A resize is redrawn at the top of the loop (ratatui resizes its buffers on draw).
            Next::Event(_) | Next::Idle => {}
            Next::Closed => return Ok(redraw.frames),
        }
    }
}
