//! `chasetrack follow`: a second screen for the players that follows a chase the keeper plays in
//! another chasetrack. It reads the journal, never writes it: the journal is the one truth both
//! screens draw (docs/architecture.md). Its watcher looks at the file ten times a second, and when
//! it changed (a command, an undo, a redo, the keeper starting over or resuming) it replays it and
//! shows the players' view of the chase as it now stands. A journal that is not there yet is waited
//! for.
//!
//! On the players' screen the replay runs on a thread of its own ([`Watch::in_background`]), so
//! that a long journal (at its cap, seconds of replay) never keeps the screen from answering `q`
//! or Ctrl-C: the last chase read stays on screen until the new one is ready.
//!
//! The screen's loop sleeps until something happens ([`super::wake`]): a key, a resize, the
//! journal's watcher (a thread that looks at the file's length, time and identity and wakes the
//! loop only when they changed), or a replay done on its thread. An idle screen draws nothing.

use super::app::App;
use super::run::{Events, Next, TerminalEvents};
use super::wake::Waker;
use super::{TuiError, terminal};
use crate::autosave;
use crate::screen::theme::Theme;
use crate::setup::{self, Setup};
use crate::systems::Chase;
use crossterm::event::Event;
use ratatui::Terminal;
use ratatui::backend::Backend;
use std::path::{Path, PathBuf};
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::sync::{Arc, Weak};
use std::time::{Duration, SystemTime};

/// How often the watcher looks at the journal's length and time (a look at the file's metadata,
/// not a read): well within the 200 ms a player should wait. The screen's loop is woken only
/// when they changed.
const LOOK: Duration = Duration::from_millis(100);

/// Opens the following screen on `journal` (written for `setup`) and runs it until quit. Given
/// `newest`, the journals' folder, it moves to whichever chase the keeper starts or resumes there
/// next ([`Watch::newest_in`]). Drawn in `theme` (the configuration's colours, or none), with the
/// configuration's `keymap`.
pub fn follow(
    setup: Setup,
    journal: PathBuf,
    newest: Option<PathBuf>,
    theme: Theme,
    keymap: crate::tui::keymap::Keymap,
) -> Result<(), TuiError> {
    let mut watch = Watch::new(setup.clone(), journal.clone()).in_background();
    if let Some(folder) = newest {
        watch = watch.newest_in(folder);
    }
    let mut app = App::new(setup, theme)
        .with_keymap(keymap)
        .following(&journal);
    terminal::watch_signals()?;
    terminal::end_at_once_off_screen();
    let (guard, mut screen) = terminal::enter()?;
    let result = run(
        &mut screen,
        &mut app,
        &mut TerminalEvents::default(),
        &terminal::should_stop,
        &mut watch,
    );
    let restored = guard.leave();
    result.map(|_| ()).and(restored.map_err(TuiError::Terminal))
}

/// The following loop: draw, sleep until a key or the journal's watcher wakes it, look at the
/// journal, draw again. Generic over the backend and the events, so that tests drive it on a
/// `TestBackend` with a scripted journal. Returns how many frames it wrote.
pub fn run<B: Backend>(
    terminal: &mut Terminal<B>,
    app: &mut App,
    events: &mut dyn Events,
    stop: &dyn Fn() -> bool,
    watch: &mut Watch,
) -> Result<usize, TuiError> {
    // Written only when the frame changed: a key, a resize, the journal.
    let mut redraw = super::redraw::Redraw::default();
    // The watcher stops when this goes, with the loop.
    let _watching = watch.wake_on_change(events.waker());
    // The first look, now that a replay on its thread can wake this loop when it is done (a look
    // made before would leave a long journal unshown until a key).
    watch.poll(app);
    loop {
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
            Next::Event(_) | Next::Woken => {}
            Next::Closed => return Ok(redraw.frames),
        }
        watch.poll(app);
    }
}

/// The journal being followed and what it looked like when it was last read.
#[derive(Debug)]
pub struct Watch {
    setup: Setup,
    journal: PathBuf,
    /// What the file looked like at the last look (`Some(None)` while there is no journal);
    /// `None` before the first look.
    seen: Option<Option<Look>>,
    /// Whether a chase read from the journal is on the screen (a journal that goes away then
    /// leaves it there, named as the last seen, rather than a fresh start of the setup).
    shown: bool,
    /// Whether the journal is replayed on a thread of its own ([`Watch::in_background`]).
    background: bool,
    /// The replay in flight on its thread: the setup it read with and the chase, or why not.
    reading: Option<Receiver<Read>>,
    /// How the replay's thread wakes the screen's loop when it is done.
    waker: Waker,
    /// The journals' folder, when the players' screen follows whichever chase the keeper plays
    /// (`chasetrack follow` with no argument), and when it began to: a journal written there
    /// after that, later than the one followed, is the keeper's new chase.
    newest: Option<(PathBuf, SystemTime)>,
    /// Why the journal followed changed, said with the first look at the new one.
    moved: Option<String>,
    /// Whether a look has put another chase on the screen since [`Watch::changed`] last asked.
    fresh: bool,
}

/// What one reading of the journal gives: the setup it was read with (another chase's, if the
/// journal was replaced) and the chase, or why it could not be read.
type Read = (Setup, Result<Chase, String>);

/// How long a look waits for a replay on its thread before the screen goes on: a short journal
/// shows in the same frame, a long one a few frames later, and keys are answered meanwhile.
const WAIT: Duration = Duration::from_millis(30);

/// Length, modification time and which file it is (device and inode on Unix): a journal replaced
/// by another (`mv`) is another file even when its length and time happen to match.
type Look = (u64, Option<SystemTime>, (u64, u64));

fn look(path: &Path) -> Option<Look> {
    let meta = std::fs::metadata(path).ok()?;
    #[cfg(unix)]
    let file = {
        use std::os::unix::fs::MetadataExt;
        (meta.dev(), meta.ino())
    };
    #[cfg(not(unix))]
    let file = (0, 0);
    Some((meta.len(), meta.modified().ok(), file))
}

impl Watch {
    pub fn new(setup: Setup, journal: PathBuf) -> Self {
        Watch {
            setup,
            journal,
            seen: None,
            shown: false,
            background: false,
            reading: None,
            waker: Waker::default(),
            newest: None,
            moved: None,
            fresh: false,
        }
    }

    /// Follows whichever chase the keeper plays in `folder` (the journals' folder): when a
    /// journal there is written later than the one followed, and since this began, the screen
    /// moves to it and says so. The keeper starting another chase, or resuming an older one,
    /// writes its journal at once.
    pub fn newest_in(mut self, folder: PathBuf) -> Self {
        self.newest = Some((folder, SystemTime::now()));
        self
    }

    /// The journal followed now.
    pub fn journal(&self) -> &Path {
        &self.journal
    }

    /// Moves to the keeper's newest chase, if another journal was written since following
    /// began and later than the one followed.
    fn move_to_newest(&mut self) {
        let Some((folder, since)) = &self.newest else {
            return;
        };
        let Some((newest, written)) = autosave::newest_journal(folder) else {
            return;
        };
        let followed = look(&self.journal).and_then(|(_, time, _)| time);
        if newest == self.journal || written <= *since || followed.is_some_and(|t| t >= written) {
            return;
        }
        self.moved = Some(format!(
            "The keeper started another chase ({}): following it",
            crate::escape::path(&newest)
        ));
        self.journal = newest;
        self.seen = None;
        self.shown = false;
        // A replay of the old journal still on its thread is of no use now.
        self.reading = None;
    }

    /// Starts the journal's watcher: a thread that looks at the file every [`LOOK`] and wakes
    /// the loop through `waker` when it changed (and a replay on its thread wakes it when done).
    /// The watcher stops once the returned token is dropped.
    pub fn wake_on_change(&mut self, waker: Waker) -> Arc<()> {
        self.waker = waker.clone();
        let alive = Arc::new(());
        let token: Weak<()> = Arc::downgrade(&alive);
        let journal = self.journal.clone();
        let folder = self.newest.as_ref().map(|(folder, _)| folder.clone());
        // The newest journal in the folder, too, when following whichever chase the keeper
        // plays: a new chase, and every line written to it, change it.
        let look_all = move || {
            (
                look(&journal),
                folder.as_deref().and_then(autosave::newest_journal),
            )
        };
        let mut last = look_all();
        // Without a thread the loop still answers keys; the journal is then looked at after each.
        let _ = std::thread::Builder::new()
            .name("chasetrack-watch".to_string())
            .spawn(move || {
                loop {
                    std::thread::sleep(LOOK);
                    if token.upgrade().is_none() {
                        return;
                    }
                    let now = look_all();
                    if now != last {
                        last = now;
                        if !waker.wake() {
                            return;
                        }
                    }
                }
            });
        alive
    }

    /// Replays the journal on a thread of its own, so that the screen answers keys while a long
    /// journal is read; a look then shows the new chase once it is ready.
    pub fn in_background(mut self) -> Self {
        self.background = true;
        self
    }

    /// Looks at the journal; if it changed, replays it and shows the chase as it stands now.
    pub fn poll(&mut self, app: &mut App) {
        self.move_to_newest();
        if let Some(reading) = &self.reading {
            let read = match reading.try_recv() {
                Ok(read) => read,
                Err(TryRecvError::Empty) => return,
                Err(TryRecvError::Disconnected) => (
                    self.setup.clone(),
                    Err("the journal could not be replayed".to_string()),
                ),
            };
            self.reading = None;
            self.show(read, app);
            return;
        }
        let now = look(&self.journal);
        if self.seen == Some(now) {
            return;
        }
        self.seen = Some(now);
        if now.is_none() && self.shown {
            app.follow_note(format!(
                "The keeper's journal {} is gone (moved or deleted): the chase as it last stood; \
                 waiting for a journal there.",
                self.journal.display()
            ));
            return;
        }
        if now.is_none() {
            self.fresh = true;
            app.follow_update(
                self.setup.chase.clone(),
                format!(
                    "Waiting for the keeper: no journal at {} yet.",
                    crate::escape::path(&self.journal)
                ),
            );
            return;
        }
        if self.background {
            let (setup, journal) = (self.setup.clone(), self.journal.clone());
            let (sender, receiver) = mpsc::channel();
            let waker = self.waker.clone();
            std::thread::spawn(move || {
                // The screen may have gone: nobody is left to tell.
                let _ = sender.send(read(&journal, setup));
                waker.wake();
            });
            // A short journal is shown in this very look; a long one when its thread wakes
            // the loop.
            match receiver.recv_timeout(WAIT) {
                Ok(read) => self.show(read, app),
                Err(_) => self.reading = Some(receiver),
            }
            return;
        }
        let read = read(&self.journal, self.setup.clone());
        self.show(read, app);
    }

    /// Looks at the journal as [`Watch::poll`] does; whether another chase is now in `app`
    /// (a headless follower, the players' page, publishes only then).
    pub fn changed(&mut self, app: &mut App) -> bool {
        self.poll(app);
        std::mem::take(&mut self.fresh)
    }

    /// Shows what a reading of the journal gave.
    fn show(&mut self, (setup, result): Read, app: &mut App) {
        self.setup = setup;
        match result {
            Ok(chase) => {
                let mut note = match app_last_line(&chase) {
                    Some(line) => format!("Following: {line}"),
                    None => "Following: the chase has not begun.".to_string(),
                };
                if let Some(moved) = self.moved.take() {
                    note = format!("{moved}, {}. {note}", self.setup.name);
                }
                // The setup the journal was read with: another chase's, if it was replaced.
                app.follow_setup(self.setup.clone());
                app.follow_journal(&self.journal);
                app.follow_update(chase, note);
                self.shown = true;
                self.fresh = true;
            }
            // A line still being written, or a journal the keeper is replacing: the last good
            // state stays on screen, and the next look tries again.
            Err(why) => {
                self.seen = None;
                app.follow_note(format!("Waiting for the keeper's journal: {why}"));
            }
        }
    }
}

/// The chase the journal holds; a journal of another setup (the keeper opened another chase under
/// the same name) brings its own setup, which its header names.
fn read(journal: &Path, setup: Setup) -> Read {
    let header = match autosave::header(journal) {
        Ok(header) => header,
        Err(e) => return (setup, Err(e.to_string())),
    };
    let setup = if header.identity == setup.identity {
        setup
    } else {
        let other = match header.setup_file(journal) {
            Some(file) => setup::load(&file),
            None => Ok(setup::sample()),
        };
        match other {
            Ok(other) => other,
            Err(e) => return (setup, Err(e.to_string())),
        }
    };
    let chase = autosave::resume(journal, &setup).map_err(|e| e.to_string());
    (setup, chase)
}

/// The last sentence of the chase's log the players may read, for the status line.
fn app_last_line(chase: &Chase) -> Option<String> {
    chase
        .screen()
        .log()
        .into_iter()
        .rev()
        .find(|line| line.reaches_table())
        .map(|line| line.told(crate::engine::Audience::Table).to_string())
}
