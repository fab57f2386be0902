//! Redraw only when something changed: the real loop on a test terminal, fed by an
//! event source that sleeps as the terminal would while no key comes (and wakes when a thread
//! that works for the screen wakes it), counts the frames it writes and the times it was woken
//! over two seconds of idling, after a key, while the odds are played out, and on the players'
//! screen that follows a journal. Nothing is polled: the loop wakes for a key, for figures, for
//! a journal that changed, and for nothing else.

use crate::tui_common;

use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::systems::coc7::rules::Command;
use chasetrack::systems::{AnyCommand, Chase};
use chasetrack::tui::follow::{self, Watch};
use chasetrack::tui::run::{Events, Next, run_counting};
use chasetrack::tui::wake::{Wake, Waker};
use chasetrack::tui::{App, Theme};
use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use std::collections::VecDeque;
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};
use tui_common::*;

/// Keys at given moments, and in between the silence of a terminal nobody types on, until
/// `until` has passed; the threads that work for the screen wake it through [`Events::waker`],
/// as they wake the real terminal's loop. It counts the wakes.
struct Timed {
    start: Instant,
    until: Duration,
    keys: VecDeque<(Duration, Event)>,
    wakes: (Sender<Wake>, Receiver<Wake>),
    /// How often the loop was woken by anything but a key.
    woken: usize,
}

impl Events for Timed {
    fn next(&mut self) -> std::io::Result<Next> {
        loop {
            let now = self.start.elapsed();
            if self.keys.front().is_some_and(|(at, _)| *at <= now)
                && let Some((_, event)) = self.keys.pop_front()
            {
                return Ok(Next::Event(event));
            }
            if now >= self.until {
                return Ok(Next::Closed);
            }
            let silence = self.keys.front().map_or(self.until, |(at, _)| *at) - now;
            match self.wakes.1.recv_timeout(silence) {
                Ok(_) => {
                    self.woken += 1;
                    return Ok(Next::Woken);
                }
                Err(RecvTimeoutError::Timeout) => {}
                Err(RecvTimeoutError::Disconnected) => return Ok(Next::Closed),
            }
        }
    }

    fn waker(&self) -> Waker {
        Waker::new(self.wakes.0.clone())
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
        wakes: channel(),
        woken: 0,
    }
}

/// How many steps the odds worker tells figures in for `runs` playouts (the first few dozen,
/// then doubling): at most one wake and one frame each.
fn steps(runs: u32) -> usize {
    let (mut done, mut step, mut steps) = (0, chasetrack::odds::chase::FIRST_STEP, 0);
    while done < runs {
        done += step;
        step *= 2;
        steps += 1;
    }
    steps
}

/// Two seconds with nothing happening: the first frame, and nothing after it (the old loop wrote
/// about ten).
#[test]
fn an_idle_screen_writes_one_frame_in_two_seconds() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let mut events = timed(&[], 2);
    let frames = run_counting(&mut terminal, &mut app, &mut events, &|| false).unwrap();
    assert_eq!(frames, 1);
    assert_eq!(events.woken, 0, "nothing woke the loop: it polls nothing");
}

/// A key that changes the screen is one frame more; a key that changes nothing (scrolling the
/// log up a second time when it has nothing to scroll: the status line says so once already)
/// is none.
#[test]
fn a_key_is_one_frame_and_a_key_that_changes_nothing_none() {
    let dir = tempfile::tempdir().unwrap();
    // Without the scene read aloud, the log has nothing to scroll.
    let mut app = app_with_journal(unread(bazaar()), &dir);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let keys = [(300, "s"), (900, "<PgUp>"), (1200, "<PgUp>")];
    let frames = run_counting(&mut terminal, &mut app, &mut timed(&keys, 2), &|| false).unwrap();
    assert_eq!(
        frames, 3,
        "the first frame, the start of the chase, and the status line saying why the log did not move"
    );
}

/// The odds: opening them is a frame ("playing the chase out…"), their figures another each time
/// the worker has more of them (it tells them in steps: the first few dozen playouts, then
/// doubling); no frame while they are being played.
#[test]
fn new_odds_are_one_frame() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = bazaar();
    setup.odds.runs = 200;
    let steps = steps(setup.odds.runs);
    let mut app = app_with_journal(setup, &dir);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let mut events = timed(&[(100, "%")], 2);
    let frames = run_counting(&mut terminal, &mut app, &mut events, &|| false).unwrap();
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

/// While the odds are still being played out (more playouts than two seconds hold), the loop
/// wakes once for each step of figures the worker tells, and never on a timer: the loop that
/// looked for figures every 10 ms woke about 190 times in these two seconds.
#[test]
fn pending_odds_wake_the_loop_once_for_each_step_of_figures() {
    let dir = tempfile::tempdir().unwrap();
    let mut setup = bazaar();
    // Far more than two seconds of playouts: the figures are pending to the end.
    setup.odds.runs = 50_000_000;
    let steps = steps(setup.odds.runs);
    let mut app = app_with_journal(setup, &dir);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    let mut events = timed(&[(100, "%")], 2);
    let frames = run_counting(&mut terminal, &mut app, &mut events, &|| false).unwrap();
    assert!(app.odds().pending(), "the figures are still coming");
    assert!(
        events.woken <= steps,
        "one wake at most for each of the {steps} steps of figures: {}",
        events.woken
    );
    assert!(
        frames <= 2 + events.woken,
        "the first frame, the open panel, at most one for each wake: {frames}"
    );
}

/// The players' screen (`chasetrack follow`): two seconds over a journal nobody writes is one
/// frame and no wake; a command the keeper writes is one wake of the journal's watcher (and one
/// of the replay's thread) and one frame.
#[test]
fn the_players_screen_wakes_only_for_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = chasetrack::setup::load(&file).unwrap();
    let journal = dir.path().join("farm.journal");
    let save = Autosave::create(&journal, &setup, Some(&file)).unwrap();

    let idle = |save: Option<Autosave>| {
        let mut watch = Watch::new(setup.clone(), journal.clone()).in_background();
        let mut app = App::new(setup.clone(), Theme::new(false)).following(&journal);
        watch.poll(&mut app);
        let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
        let mut events = timed(&[], 2);
        // The keeper cuts to the chase half a second in.
        let keeper = save.map(|mut save| {
            let setup = setup.clone();
            std::thread::spawn(move || {
                std::thread::sleep(Duration::from_millis(500));
                let Chase::Coc7(session) = setup.chase.clone() else {
                    panic!("a Call of Cthulhu chase");
                };
                let cut = Command::CutToChase { range: None };
                let entry = session.try_command(&cut, &mut Roller::given([])).unwrap();
                save.append(&Record::Command {
                    command: AnyCommand::Coc7(cut),
                    dice: entry.dice.clone(),
                })
                .unwrap();
            })
        });
        let frames =
            follow::run(&mut terminal, &mut app, &mut events, &|| false, &mut watch).unwrap();
        if let Some(keeper) = keeper {
            keeper.join().unwrap();
        }
        (frames, events.woken, app)
    };

    let (frames, woken, _) = idle(None);
    assert_eq!(frames, 1, "nothing changed: the first frame only");
    assert_eq!(woken, 0, "nothing woke the loop: it polls nothing");

    let (frames, woken, app) = idle(Some(save));
    assert_eq!(
        app.chase().journal_len(),
        1,
        "the cut is on the players' screen"
    );
    assert_eq!(frames, 2, "the first frame and the cut");
    assert!(
        (1..=2).contains(&woken),
        "the watcher's wake and the replay's: {woken}"
    );
}
