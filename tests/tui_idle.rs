//! Redraw only when something changed (issue 27): the real loop on a test terminal, fed by an
//! event source that sleeps as the terminal would while no key comes, counts the frames it writes
//! over two seconds of idling, after a key, and while the odds are played out.

mod tui_common;

use chasetrack::tui::run::{Events, Next, run_counting};
use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::collections::VecDeque;
use std::time::{Duration, Instant};
use tui_common::*;

/// Keys at given moments, idling (sleeping for the loop's wait, as a terminal's poll does) in
/// between, until `until` has passed.
struct Timed {
    start: Instant,
    until: Duration,
    keys: VecDeque<(Duration, Event)>,
}

impl Events for Timed {
    fn next(&mut self, wait: Duration) -> std::io::Result<Next> {
        let now = self.start.elapsed();
        if let Some((at, _)) = self.keys.front()
            && *at <= now
        {
            return Ok(self
                .keys
                .pop_front()
                .map_or(Next::Idle, |(_, e)| Next::Event(e)));
        }
        if now >= self.until {
            return Ok(Next::Closed);
        }
        std::thread::sleep(wait);
        Ok(Next::Idle)
    }
}

fn timed(keys: &[(u64, &str)], seconds: u64) -> Timed {
    Timed {
        start: Instant::now(),
        until: Duration::from_secs(seconds),
        keys: keys
            .iter()
            .flat_map(|(ms, k)| {
                parse_keys(k)
                    .into_iter()
                    .map(move |e| (Duration::from_millis(*ms), Event::Key(e)))
            })
            .collect(),
    }
}

/// Two seconds with nothing happening: the first frame, and nothing after it (the old loop wrote
/// about ten).
#[test]
fn an_idle_screen_writes_one_frame_in_two_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let frames = run_counting(&mut terminal, &mut app, &mut timed(&[], 2), &|| false).unwrap();
    assert_eq!(frames, 1);
}

/// A key that changes the screen is one frame more; a key that changes nothing (scrolling the
/// log up when it has nothing to scroll) is none.
#[test]
fn a_key_is_one_frame_and_a_key_that_changes_nothing_none() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let keys = [(300, "s"), (900, "<PgUp>")];
    let frames = run_counting(&mut terminal, &mut app, &mut timed(&keys, 2), &|| false).unwrap();
    assert_eq!(frames, 2, "the first frame and the start of the chase");
}

/// The odds: opening them is a frame ("playing the chase out…"), their figures another each time
/// the worker has more of them (it tells them in steps: the first few dozen playouts, then
/// doubling); no frame while they are being played.
#[test]
fn new_odds_are_one_frame() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = bazaar();
    setup.odds.runs = 200;
    let mut steps = 0;
    let (mut done, mut step) = (0, chasetrack::odds::chase::FIRST_STEP);
    while done < setup.odds.runs {
        done += step;
        step *= 2;
        steps += 1;
    }
    let mut app = app_with_journal(setup, &dir);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let frames = run_counting(
        &mut terminal,
        &mut app,
        &mut timed(&[(100, "%")], 2),
        &|| false,
    )
    .unwrap();
    let shown = format!("{}", terminal.backend());
    assert!(
        shown.contains("rounds left") && shown.contains("200 runs") && !shown.contains(" of 200"),
        "the figures arrived, all of them: {shown}"
    );
    assert!(
        (2..=2 + steps).contains(&frames),
        "the first frame, the open panel (unless the figures came at once), at most one for each of \
         the {steps} steps of figures: {frames}"
    );
}
