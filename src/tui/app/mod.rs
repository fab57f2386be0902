//! The screen's state and how it changes (Elm style): [`App`] holds only what is about the screen
//! (selection, cursor, scrolls, the open overlay, messages, the log's sentences); the chase itself
//! is the engine's [`Chase`]. [`update`] turns one [`Msg`] into a change; commands go through the
//! engine only ([`crate::engine::Session::try_command`]), are saved to the autosave journal, and only
//! then pushed and shown.
//!
//! The pieces: [`overlay`] holds the open prompt's state and what keys do to it ([`update`]),
//! [`commands`] takes a command through the engine, the dice prompt and the journal, [`seat`] says
//! whose screen it is (the keeper's, or a follower's that reads the keeper's journal).

mod commands;
mod help;
mod improvise;
mod overlay;
mod passing;
mod replay;
#[cfg(test)]
mod replay_tests;
mod seat;
mod share;
#[cfg(test)]
mod undo_log_tests;
mod update;

use crate::screen::log::{Log, LogLine};
pub use improvise::Place;
use seat::{Follower, Seat};

pub use overlay::{
    Asking, ConfirmAction, ConfirmState, DiceState, Given, OpenForm, Overlay, StartState,
};
pub use update::update;

use super::keymap::{self, Keymap, Mode};
use crate::autosave::{self, Autosave};
use crate::screen::Theme;
use crate::screen::form::QuestionKind;
use crate::setup::Setup;
use crate::systems::Chase;
use crate::systems::screens::{self, Focus};
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use std::path::{Path, PathBuf};

/// Everything a key can ask the screen to do. The keymap maps keys to these; [`update`] does them.
/// A chase system's own keys are one variant, [`Msg::Chase`]: the shell passes them to the system.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    /// A key of the chase system's own keymap section.
    Chase(screens::AnyAction),
    // the keeper's hand, in every system
    Undo,
    Redo,
    /// Write the session log of the chase so far (`chasetrack export`).
    Export,
    /// Show or hide the live odds panel.
    Odds,
    /// Show or hide the odds after each of the acting participant's open choices.
    Preview,
    /// Share the players' view as a web page (phones at the table, a TV), or stop sharing it.
    Share,
    // looking around
    SelectNext,
    SelectPrev,
    CursorLeft,
    CursorRight,
    CursorHome,
    LogUp,
    LogDown,
    LogBottom,
    Help,
    Quit,
    QuitNow,
    // overlays
    Up,
    Down,
    PageUp,
    PageDown,
    Accept,
    Back,
    Cancel,
    /// A digit key in a pick-list (the keymap's row for 1-9).
    Digit,
    /// Take the option with this number (1 is the first).
    PickNumber(u8),
    /// A character typed into a line.
    Input(char),
    Erase,
    Clear,
    Roll,
    /// "Roll the rest": take the usual answer to every question still to come and let chasetrack
    /// roll every die the command still needs.
    RollRest,
    /// In a roll's prompt, the chase screen's end of the turn: roll the rest, then end the turn
    /// (unless it passed by itself or the rules wait for a choice).
    RollEnd,
    Yes,
    No,
    /// `/` in the help: type a word to find.
    Search,
    /// The next line of the help with the word searched.
    SearchNext,
    Resume,
    StartOver,
    /// Improvise a new chase (the opening screen's `n`).
    NewChase,
}

/// The status line's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub error: bool,
}

/// The screen: the chase, and what is only about showing it.
#[derive(Debug)]
pub struct App {
    chase: Chase,
    setup: Setup,
    setup_path: Option<PathBuf>,
    /// Whose screen this is: the keeper's (its journal and roller) or a follower's (the journal
    /// it reads).
    seat: Seat,
    theme: Theme,
    /// The keys in force: the built-in tables, or the keeper's from the configuration.
    keymap: Keymap,
    focus: Focus,
    log: Vec<LogLine>,
    /// The lines of `log` the players read (their numbers, in order): the players' view shows
    /// these, in the players' words, and keeps no second copy of a sentence.
    table_log: Vec<u32>,
    log_scroll: usize,
    status: Option<Status>,
    overlay: Option<Overlay>,
    quit: bool,
    /// The terminal's size when last drawn: while it is too small to show the chase, keys do
    /// nothing (the keeper cannot see what they would do).
    size: Option<(u16, u16)>,
    /// The live odds panel and its worker thread.
    odds: super::odds::Live,
    /// How a replay on its thread wakes the screen's loop when it is done.
    waker: super::wake::Waker,
    /// Messages said so far: a key that opens or closes a prompt and says nothing clears the
    /// message of the moment before (it spoke of a prompt that is gone, or of none).
    said: u64,
    /// The keys the rules' legal commands call for where the chase stands: worked out in
    /// [`update`] when the chase moved, and read by the hint bar and the help on every frame.
    offered: screens::Offered,
    /// The first log line of the last key that changed the chase: what matters among the lines
    /// from here on stays in view until the next such key (see [`App::pinned_line`]).
    matters_from: usize,
    /// Whether the log was told again from the whole journal since the last message (see
    /// [`App::note_what_matters`]).
    log_told_again: bool,
    /// The keeper's defaults from the configuration: who rolls the dice, where the players' page
    /// listens (whether empty turns pass is `pass_empty_turns`, which the keeper may toggle).
    defaults: crate::config::defaults::Defaults,
}

impl App {
    /// A screen on the setup's chase, as it starts. The tool's own rolls are seeded from the setup's
    /// seed, else from the clock.
    pub fn new(setup: Setup, theme: Theme) -> App {
        let seed = setup.seed.unwrap_or_else(clock_seed);
        let mut app = App {
            chase: setup.chase.clone(),
            setup,
            setup_path: None,
            seat: Seat::keeper(seed),
            theme,
            keymap: Keymap::builtin(),
            focus: Focus::default(),
            log: Vec::new(),
            table_log: Vec::new(),
            log_scroll: 0,
            status: None,
            overlay: None,
            quit: false,
            size: None,
            odds: super::odds::Live::default(),
            defaults: crate::config::defaults::Defaults::default(),
            matters_from: 0,
            log_told_again: false,
            offered: screens::Offered::default(),
            waker: super::wake::Waker::default(),
            said: 0,
        };
        app.rebuild_log();
        app.refocus();
        app.status = Some(Status {
            text: app.greeting(),
            error: false,
        });
        app
    }

    /// The keeper's defaults from the configuration, in place of the built-in ones.
    pub fn with_defaults(mut self, defaults: crate::config::defaults::Defaults) -> App {
        if let Some(keeper) = self.seat.as_keeper_mut() {
            keeper.pass_empty_turns = defaults.pass_empty_turns;
        }
        self.defaults = defaults;
        self
    }

    /// Where the setup came from (for a new journal after "start over").
    pub fn with_setup_path(mut self, path: Option<PathBuf>) -> App {
        self.setup_path = path;
        self
    }

    /// Saves every applied command in this journal. Without one (tests, benches) nothing is saved.
    pub fn with_autosave(mut self, autosave: Autosave) -> App {
        let file = autosave.path().file_name().map_or_else(
            || autosave.path().display().to_string(),
            |f| f.to_string_lossy().into_owned(),
        );
        let name = |path: &std::path::Path| {
            path.file_name().map_or_else(
                || path.display().to_string(),
                |f| f.to_string_lossy().into_owned(),
            )
        };
        match autosave.set_aside() {
            // Starting this chase set the setup's last one aside: the keeper is told where.
            Some(aside) => self.info(crate::escape::printable(&format!(
                "A new chase; the last one is kept as a backup, listed: {}. Every command is \
                 saved ({file}).",
                name(aside)
            ))),
            None => self.info(format!(
                "Press {} for every key. Every command is saved ({file}).",
                self.keymap.shell_key(Mode::Main, Msg::Help)
            )),
        }
        self.seat.save_in(autosave);
        self
    }

    /// A screen that follows the chase in `journal` for the players (`chasetrack follow`): the
    /// players' view, and no key that changes anything (the seat holds no roller and no journal
    /// to write). The chase is replaced by [`App::follow_update`] as the keeper plays.
    pub fn following(mut self, journal: &Path) -> App {
        self.focus.players_view = true;
        self.seat = Seat::Follower(Follower {
            journal: journal.to_path_buf(),
        });
        self.info(format!(
            "Following {}: the players' view, read-only (q quits).",
            crate::escape::path(journal)
        ));
        self
    }

    /// Whether this screen only follows a chase played elsewhere.
    pub fn is_following(&self) -> bool {
        matches!(self.seat, Seat::Follower(_))
    }

    /// The followed chase as it stands now (after a command, an undo or a resume of the keeper's).
    pub fn follow_update(&mut self, chase: Chase, note: impl Into<String>) {
        self.chase = chase;
        self.rebuild_log();
        self.refocus();
        self.info(note);
    }

    /// The followed journal now holds another setup's chase (replaced, or re-created for another
    /// chase): its setup comes with it, so the header names the chase the screen reads.
    pub fn follow_setup(&mut self, setup: crate::setup::Setup) {
        self.setup = setup;
    }

    /// The following screen moved to another journal (the keeper's newest chase): the players'
    /// log it writes is that chase's.
    pub fn follow_journal(&mut self, journal: &Path) {
        if let Seat::Follower(follower) = &mut self.seat {
            follower.journal = journal.to_path_buf();
        }
    }

    /// A word on the status line of a following screen (waiting for the journal, say).
    pub fn follow_note(&mut self, note: impl Into<String>) {
        self.info(note);
    }

    /// Whether a message may act on this screen: what its seat allows ([`Seat::allows`]).
    pub fn allows(&self, msg: Msg) -> bool {
        self.seat.allows(msg)
    }

    /// Shows a chase already under way (a resumed journal).
    pub fn with_chase(mut self, chase: Chase) -> App {
        self.chase = chase;
        self.rebuild_log();
        self.refocus();
        self
    }

    /// Opens with the question: resume the unfinished journal `found`, or start over at `journal`.
    pub fn asking_to_resume(self, found: PathBuf, journal: PathBuf) -> App {
        let replayed = autosave::resume(&found, &self.setup);
        self.asking_to_resume_replayed(found, journal, replayed)
    }

    /// [`App::asking_to_resume`] with the chase the journal was replayed to already (when it was
    /// found to be unfinished): kept for the question and for resuming, so that the journal is
    /// replayed once.
    pub fn asking_to_resume_replayed(
        mut self,
        found: PathBuf,
        journal: PathBuf,
        replayed: Result<Chase, autosave::AutosaveError>,
    ) -> App {
        // Where the unfinished chase stands, so that the keeper knows what resuming brings back.
        let (summary, replayed) = match replayed {
            Ok(chase) => (
                where_it_stands(&chase, self.keymap.key_names(chase.system())),
                journal_len(&found).map(|len| (Box::new(chase), len)),
            ),
            Err(why) => (format!("It cannot be resumed: {why}"), None),
        };
        self.overlay = Some(Overlay::Start(StartState {
            found,
            journal,
            summary,
            error: None,
            damaged: None,
            edited: false,
            replayed,
        }));
        self
    }

    /// Opens with the question for a setup edited since its journal was written: the keeper is
    /// told, and offered to resume (when the journal still replays against the edited setup) or
    /// to start over; never a fresh chase in silence.
    pub fn asking_about_edited(mut self, edited: autosave::Edited, journal: PathBuf) -> App {
        let summary = match &edited.replay {
            Ok((chase, _)) => format!(
                "The setup has been edited since this journal was written; the chase still \
                 replays with it: {}.",
                where_it_stands(chase, self.keymap.key_names(chase.system()))
            ),
            Err(why) => format!(
                "The setup has been edited since this journal was written, and the chase no \
                 longer replays with it: {why}. Start over ({}), or quit and undo the edit.",
                self.keymap.shell_key(Mode::Start, Msg::StartOver)
            ),
        };
        self.overlay = Some(Overlay::Start(StartState {
            found: edited.found,
            journal,
            summary,
            error: None,
            damaged: None,
            edited: true,
            replayed: None,
        }));
        self
    }

    /// Opens with the question for a damaged journal: resume the chase up to its last good line
    /// (the damaged file is kept as a backup), or start over.
    pub fn asking_to_recover(mut self, journal: PathBuf, salvage: &autosave::Salvage) -> App {
        self.overlay = Some(Overlay::Start(StartState {
            found: journal.clone(),
            journal,
            summary: format!(
                "Resuming brings back the chase up to the last good line: {}.",
                where_it_stands(
                    &salvage.chase,
                    self.keymap.key_names(salvage.chase.system())
                )
            ),
            error: None,
            damaged: Some(crate::escape::printable(&salvage.damage.to_string())),
            edited: false,
            replayed: None,
        }));
        self
    }

    /// Whether a key of the chase's system can do something now, where the keeper looks: what
    /// the hint bar shows. Read off the keys offered as [`update`] left them; should the chase
    /// have moved since without an update, they are worked out afresh (and not kept: drawing
    /// changes nothing).
    pub fn available(&self, key: screens::AnyAction) -> bool {
        self.available_at(key, self.focus)
    }

    /// [`App::available`], for a focus other than the screen's.
    pub fn available_at(&self, key: screens::AnyAction, focus: Focus) -> bool {
        if self.offered.fits(&self.chase) {
            self.chase.screen().available(&self.offered, key, focus)
        } else {
            self.chase
                .screen()
                .available(&screens::Offered::of(&self.chase), key, focus)
        }
    }

    /// Whether the keys offered that the hint bar reads were worked out for the chase as it
    /// stands (by the last update), so that drawing it works nothing out.
    pub fn offered_is_current(&self) -> bool {
        self.offered.fits(&self.chase)
    }

    /// Works the keys offered out again if the chase moved (after a message is handled).
    /// Says where the chase is now written, when its journal was found replaced, moved or
    /// removed from outside while it was played ([`Autosave::append`]): the keeper must know
    /// Warns once when the journal has passed nine tenths of the cap every reader holds to:
    /// the keeper has time to export the chase and go on in a new one before a command is
    /// refused at the cap.
    pub(super) fn warn_nearly_full(&mut self) {
        let Seat::Keeper(keeper) = &mut self.seat else {
            return;
        };
        let Some((len, nearly)) = keeper.autosave.as_ref().map(Autosave::fill) else {
            return;
        };
        if !nearly || keeper.warned_full {
            return;
        }
        keeper.warned_full = true;
        let mib = |bytes: u64| bytes / (1 << 20);
        self.fail(format!(
            "This chase's journal holds {} MiB of the {} MiB a journal may hold: export it ({}) \
             and go on in a new chase (--fresh) before it is full.",
            mib(len),
            mib(autosave::MAX_JOURNAL_BYTES),
            self.keymap
                .key_for(Mode::Main, self.chase.system(), Msg::Export)
        ));
    }

    /// that the chase is no longer where it was.
    pub(super) fn tell_rehomed(&mut self) {
        if let Some(path) = self.seat.autosave_mut().and_then(Autosave::take_rehomed) {
            self.fail(format!(
                "This chase's journal was replaced or removed from outside chasetrack; every \
                 command is kept in {} from now on (chasetrack list shows it).",
                crate::escape::path(&path)
            ));
        }
    }

    pub(super) fn refresh_offered(&mut self) {
        self.offered.refresh(&self.chase);
    }

    pub fn chase(&self) -> &Chase {
        &self.chase
    }

    /// The live odds: the panel, the preview and the figures they show.
    pub fn odds(&self) -> &super::odds::Live {
        &self.odds
    }

    /// Takes finished odds from the worker and asks for new ones if the chase changed; never
    /// waits (the loop calls it before each drawing).
    pub fn refresh_odds(&mut self) {
        let seed = self.setup.seed.unwrap_or(0);
        self.odds.refresh(&self.chase, &self.setup.odds, seed);
    }

    /// The loop that runs this screen sleeps until something happens: the odds worker and a
    /// replay wake it through `waker` when they have something to show.
    pub fn wake_with(&mut self, waker: super::wake::Waker) {
        self.odds.wake_with(waker.clone());
        self.waker = waker;
    }

    /// Waits for the odds of the chase as it stands (tests and snapshots).
    pub fn wait_for_odds(&mut self) {
        self.refresh_odds();
        self.odds.wait();
    }

    /// Whether turns with nothing left to decide pass by themselves on this screen (the keeper's
    /// `pass_empty_turns`, unless a test or caller says otherwise).
    pub fn passing_empty_turns(mut self, on: bool) -> Self {
        if let Some(keeper) = self.seat.as_keeper_mut() {
            keeper.pass_empty_turns = on;
        }
        self
    }

    /// The screen with the live odds panel open from the start (the keeper's default).
    pub fn with_odds_open(mut self) -> Self {
        if !self.odds.shown {
            // The opening status (which key shows every key, where the chase is saved) stays.
            let status = self.status.take();
            self.toggle_odds(false);
            self.status = status;
        }
        self
    }

    /// `%` and `*`: shows or hides the odds panel or the choice preview.
    fn toggle_odds(&mut self, preview: bool) {
        let live = &mut self.odds;
        if preview {
            live.previewing = !live.previewing;
        } else {
            live.shown = !live.shown;
            if !live.shown {
                live.previewing = false;
            }
        }
        let words = match (live.shown || live.previewing, live.previewing) {
            (true, false) => format!(
                "Odds: every figure is played out after each command ({} hides them).",
                self.keymap
                    .key_for(Mode::Main, self.chase.system(), Msg::Odds)
            ),
            (true, true) => format!(
                "Choices: the odds after each of the acting participant's choices ({} hides them).",
                self.keymap
                    .key_for(Mode::Main, self.chase.system(), Msg::Preview)
            ),
            (false, _) => "Odds hidden.".to_string(),
        };
        if live.shown || live.previewing {
            let seed = self.setup.seed.unwrap_or(0);
            live.ask(&self.chase, &self.setup.odds, seed);
        }
        self.info(words);
    }

    /// The seed of the tool's rolls (and of the odds' playouts), as the journal records it.
    pub fn seed(&self) -> Option<u64> {
        self.setup.seed
    }

    pub fn title(&self) -> &str {
        &self.setup.name
    }

    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    /// The words for keys the chase's system writes in its messages, forms and panels, as the
    /// keymap in force has them.
    pub fn key_names(&self) -> &crate::screen::KeyNames {
        self.keymap.key_names(self.chase().system())
    }

    /// The keymap this screen reads its keys, hints, help and messages from.
    pub fn keymap(&self) -> &Keymap {
        &self.keymap
    }

    /// The keeper's keymap from the configuration, in place of the built-in one.
    pub fn with_keymap(mut self, keymap: Keymap) -> App {
        let greeting = self.greeting();
        self.keymap = keymap;
        if self.status.as_ref().is_some_and(|s| s.text == greeting) {
            self.status = Some(Status {
                text: self.greeting(),
                error: false,
            });
        }
        self
    }

    /// What the status line says when the screen opens.
    fn greeting(&self) -> String {
        format!(
            "Press {} for every key.",
            self.keymap.shell_key(Mode::Main, Msg::Help)
        )
    }

    /// The selected participant (an index into the system's participants).
    pub fn selected(&self) -> usize {
        self.focus.selected
    }

    /// The cursor, as the system reads it (a location, a space, a participant to compare with).
    pub fn cursor(&self) -> i64 {
        self.focus.cursor
    }

    /// The selection and the cursor together.
    pub fn focus(&self) -> Focus {
        self.focus
    }

    /// Adds a command's lines to the log.
    pub(super) fn push_lines(&mut self, lines: Vec<LogLine>) {
        let from = self.log.len();
        self.log.extend(lines);
        self.number_table_lines(from);
    }

    /// Numbers, for the players' view, the lines they read among those from `from` on.
    pub(super) fn number_table_lines(&mut self, from: usize) {
        let read = (from..self.log.len()).filter(|&at| self.log[at].reaches_table());
        self.table_log.extend(read.map(|at| at as u32));
    }

    /// Drops the last lines of the log.
    pub(super) fn drop_lines(&mut self, count: usize) {
        let keep = self.log.len().saturating_sub(count);
        self.log.truncate(keep);
        while self.table_log.last().is_some_and(|&i| i as usize >= keep) {
            self.table_log.pop();
        }
    }

    /// The log for whoever looks: the players' lines in the players' view, the keeper's
    /// otherwise.
    pub fn log(&self) -> Log<'_> {
        Log::new(
            &self.log,
            self.focus.players_view.then_some(self.table_log.as_slice()),
        )
    }

    /// The line the log keeps in view, in the numbering of the log the screen shows: the newest
    /// line that matters ([`LineKind::Matters`](crate::screen::log::LineKind::Matters), or the
    /// chase's end) among those the keeper's last command brought, turns that passed by
    /// themselves after it included. None while the keeper scrolls the log back.
    pub fn pinned_line(&self) -> Option<usize> {
        use crate::screen::log::LineKind;
        if self.log_scroll > 0 {
            return None;
        }
        let from = self.matters_from.min(self.log.len());
        let at = (from..self.log.len())
            .rev()
            .find(|&at| matches!(self.log[at].kind, LineKind::Matters | LineKind::End))?;
        match self.focus.players_view {
            false => Some(at),
            true => self.table_log.binary_search(&(at as u32)).ok(),
        }
    }

    /// After a message: when it changed the chase, the lines it brought are the ones whose
    /// newest that matters stays in view (`before`: the chase's revision and the log's length
    /// before it).
    pub(super) fn note_what_matters(&mut self, before: (crate::engine::Revision, usize)) {
        if std::mem::take(&mut self.log_told_again) {
            // A chase told again (resumed, started anew) shows no line as just happened.
            self.matters_from = self.log.len();
        } else if self.chase.revision() != before.0 {
            self.matters_from = before.1.min(self.log.len());
        }
    }

    /// Who the screen is drawn for.
    pub fn audience(&self) -> crate::engine::Audience {
        if self.focus.players_view {
            crate::engine::Audience::Table
        } else {
            crate::engine::Audience::Keeper
        }
    }

    /// Log lines scrolled back from the newest.
    pub fn log_scroll(&self) -> usize {
        self.log_scroll
    }

    pub fn status(&self) -> Option<&Status> {
        self.status.as_ref()
    }

    pub fn overlay(&self) -> Option<&Overlay> {
        self.overlay.as_ref()
    }

    /// The setup file the chase was loaded from (`None`: the built-in sample).
    pub fn setup_path(&self) -> Option<&Path> {
        self.setup_path.as_deref()
    }

    pub fn autosave_path(&self) -> Option<&Path> {
        self.seat.autosave().map(Autosave::path)
    }

    pub fn should_quit(&self) -> bool {
        self.quit
    }

    /// Which part of the screen has the keyboard.
    pub fn mode(&self) -> Mode {
        match &self.overlay {
            None => Mode::Main,
            Some(Overlay::Help { .. }) => Mode::Help,
            Some(Overlay::Form(form)) => match form.question.kind {
                QuestionKind::Pick { .. } => Mode::Pick,
                QuestionKind::Text { .. } => Mode::Text,
            },
            Some(Overlay::Dice(_)) => Mode::Dice,
            Some(Overlay::Confirm(_)) => Mode::Confirm,
            Some(Overlay::Start(_)) => Mode::Start,
            Some(Overlay::Welcome) => Mode::Welcome,
        }
    }

    /// Whose keys are in force: the open overlay's ([`App::mode`]), but a line's while a word to
    /// find is typed in the help (the help stays on screen).
    pub fn keys_mode(&self) -> Mode {
        match &self.overlay {
            Some(Overlay::Help {
                search: Some(_), ..
            }) => Mode::Text,
            _ => self.mode(),
        }
    }

    /// Tells the screen the terminal's size (the loop does before each draw), so that keys pressed
    /// while it is too small to show the chase do nothing.
    pub fn resize(&mut self, width: u16, height: u16) {
        self.size = Some((width, height));
    }

    /// The terminal's size when last drawn (80x24 until the loop says: tests that draw nothing).
    pub fn size(&self) -> (u16, u16) {
        self.size.unwrap_or((80, 24))
    }

    /// Whether the terminal, as last drawn, is too small to show the chase.
    pub fn too_small(&self) -> bool {
        self.size.is_some_and(|(width, height)| {
            width < crate::tui::view::MIN_WIDTH || height < crate::tui::view::MIN_HEIGHT
        })
    }

    /// A key the terminal reported: looked up in the keymap for the current mode.
    ///
    /// A message belongs to the moment it was said: when the key opens or closes a prompt and
    /// says nothing itself, the message said before it is cleared ("'r' answers a prompt, and
    /// none is open" does not stay on the line under the prompt the next key opens). A command's
    /// questions and rolls are one moment: "the only choice is taken" stays while they follow
    /// one another.
    pub fn key(&mut self, event: KeyEvent) {
        let (moment, said) = (self.prompt_moment(), self.said);
        self.key_now(event);
        if self.said == said && self.prompt_moment() != moment {
            self.status = None;
        }
    }

    /// What a message may speak of: the chase screen (with the help over it, which only reads),
    /// a command's prompts (its questions and then its rolls, one after the other), a question,
    /// or the opening boxes.
    fn prompt_moment(&self) -> u8 {
        match &self.overlay {
            None | Some(Overlay::Help { .. }) => 0,
            Some(Overlay::Form(_) | Overlay::Dice(_)) => 1,
            Some(Overlay::Confirm(_)) => 2,
            Some(Overlay::Start(_)) => 3,
            Some(Overlay::Welcome) => 4,
        }
    }

    fn key_now(&mut self, event: KeyEvent) {
        if event.kind == KeyEventKind::Release {
            return;
        }
        let mut mode = self.keys_mode();
        let system = self.chase.system();
        // The opening screen takes `n` and Enter; any other key is the sample chase's, at once.
        if mode == Mode::Welcome && self.keymap.lookup(Mode::Welcome, system, &event).is_none() {
            self.overlay = None;
            mode = Mode::Main;
        }
        // Ctrl-c leaves from anywhere, as a keeper expects of a terminal program; an open prompt's
        // command is simply not applied.
        if self
            .keymap
            .lookup(Mode::Main, system, &event)
            .is_some_and(|b| b.msg == Msg::QuitNow)
        {
            self.quit = true;
            return;
        }
        // While a journal replays off the screen's thread, `q` leaves at once (the old journal is
        // kept) and any other key is told to wait.
        if self.replaying() {
            if self
                .keymap
                .lookup(Mode::Main, system, &event)
                .is_some_and(|b| b.msg == Msg::Quit)
            {
                self.quit = true;
            } else {
                self.info(replay::wait(&self.keymap));
            }
            return;
        }
        if self.too_small() {
            return;
        }
        // The help closes on the key that opens it, whatever the keeper bound it to.
        if mode == Mode::Help
            && self
                .keymap
                .lookup(Mode::Main, system, &event)
                .is_some_and(|b| b.msg == Msg::Help)
            && self.keymap.lookup(Mode::Help, system, &event).is_none()
        {
            update(self, Msg::Cancel);
            return;
        }
        if let Some(binding) = self.keymap.lookup(mode, system, &event) {
            let msg = match (binding.msg, event.code) {
                (Msg::Digit, KeyCode::Char(c)) => {
                    Msg::PickNumber(c.to_digit(10).unwrap_or(0) as u8)
                }
                (msg, _) => msg,
            };
            if !self.allows(msg) {
                self.fail(format!(
                    "This screen follows the keeper's chase and changes nothing; {} quits.",
                    self.keymap.key_for(Mode::Main, system, Msg::Quit)
                ));
                return;
            }
            update(self, msg);
            return;
        }
        // A number with a default on its line, or a line still holding its suggested answer: the
        // roll's keys act as keys there (`r` and `R` take this answer and the usual ones after it
        // and roll, `n` then ends the turn), so that the key meant to take the usual answer is
        // never typed into it (once the keeper edits the line, letters type).
        if mode == Mode::Text
            && let Some(Overlay::Form(form)) = &self.overlay
            && form.question.prompt_keys_act(&form.line)
            && let Some(binding) = self.keymap.lookup(Mode::Dice, system, &event)
        {
            match binding.msg {
                Msg::Roll | Msg::RollRest => return update(self, Msg::RollRest),
                Msg::RollEnd => return update(self, Msg::RollEnd),
                _ => {}
            }
        }
        let typed = match event.code {
            KeyCode::Char(c)
                if !event
                    .modifiers
                    .intersects(KeyModifiers::CONTROL | KeyModifiers::ALT) =>
            {
                Some(c)
            }
            _ => None,
        };
        match (mode, typed) {
            (Mode::Text | Mode::Dice, Some(c)) => update(self, Msg::Input(c)),
            // `n` rolls and ends a turn at a roll's prompt; a pick-list asks a choice first, so
            // it says so rather than doing nothing unseen.
            (Mode::Pick, Some('n')) => {
                if let Some(Overlay::Form(form)) = &mut self.overlay {
                    form.error = Some(format!(
                        "'n' ends a turn at a roll's prompt; here a choice comes first: {} takes \
                         it, {} takes it with the usual answers and rolls.",
                        self.keymap.shell_key(Mode::Pick, Msg::Accept),
                        self.keymap.shell_key(Mode::Pick, Msg::RollRest)
                    ));
                }
            }
            // A digit meant for a roll that was already made (or never asked): refused, and the
            // keeper told why, so that a number never changes the chase unseen.
            (Mode::Main, Some(c)) if c.is_ascii_digit() => self.fail(format!(
                "'{c}' is not taken: no roll is asked for now. A roll is typed at the prompt a \
                 command opens; {} undoes the last command.",
                self.keymap.key_for(Mode::Main, system, Msg::Undo)
            )),
            // A prompt's key pressed once more after the prompt closed (the key grammar): said
            // as such, so the keeper knows the answer before it was taken.
            // After a refused command key (`z` on a turn that passed by itself to someone who
            // cannot take it), the prompt key that the keeper's habit sends after it keeps the
            // refusal on the status line, so that the one reason is not lost to the second key.
            (Mode::Main, Some(c)) if answers_a_prompt(&self.keymap, system, &event) => {
                match &self.status {
                    Some(Status { text, error: true }) if !text.contains("answers a prompt") => {
                        let text = format!(
                            "{text} ('{c}' answers a prompt, and none is open: nothing was done.)"
                        );
                        self.fail(text)
                    }
                    _ => self.info(format!(
                        "'{c}' answers a prompt, and none is open: nothing was done."
                    )),
                }
            }
            (Mode::Main, Some(c)) => self.fail(format!(
                "'{c}' does nothing here; press {} for every key.",
                self.keymap.key_for(Mode::Main, system, Msg::Help)
            )),
            _ => {}
        }
    }

    /// Which participants the queue lists, in its order (j/k walk it).
    pub fn queue(&self) -> Vec<usize> {
        self.chase.screen().queue()
    }

    fn info(&mut self, text: impl Into<String>) {
        self.said += 1;
        self.status = Some(Status {
            text: text.into(),
            error: false,
        });
    }

    fn fail(&mut self, text: impl Into<String>) {
        self.said += 1;
        self.status = Some(Status {
            text: text.into(),
            error: true,
        });
    }

    /// Points the screen at whoever acts now.
    fn refocus(&mut self) {
        self.focus = self.chase.screen().refocus(self.focus);
        self.log_scroll = 0;
    }

    fn select(&mut self, step: isize) {
        let queue = self.queue();
        if queue.is_empty() {
            return;
        }
        let here = queue
            .iter()
            .position(|id| *id == self.focus.selected)
            .unwrap_or(0);
        let next = (here as isize + step).rem_euclid(queue.len() as isize) as usize;
        self.focus.selected = queue[next];
        self.focus = self.chase.screen().select(self.focus);
        self.read_place_at_cursor();
    }

    fn move_cursor(&mut self, step: i64) {
        self.focus = self.chase.screen().move_cursor(self.focus, step);
        self.read_place_at_cursor();
    }

    /// The cursor came to a described place: its words to read aloud go on the status line. The
    /// players' view reads only what a player character has reached or seen.
    fn read_place_at_cursor(&mut self) {
        let words = self.chase.read_aloud();
        if words.places.is_empty() {
            return;
        }
        let reached = if self.focus.players_view {
            Some(self.chase.reached())
        } else {
            None
        };
        let told: Vec<String> = self
            .chase
            .screen()
            .places_at_cursor(self.focus)
            .into_iter()
            .filter(|name| {
                reached
                    .as_ref()
                    .is_none_or(|all| all.iter().any(|r| r.eq_ignore_ascii_case(name)))
            })
            .filter_map(|name| words.of(&name).map(|text| format!("{name}: {text}")))
            .collect();
        if !told.is_empty() {
            self.info(format!("Read aloud · {}", told.join(" · ")));
        }
    }
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1926, |d| d.as_nanos() as u64)
}

/// "Round 3 · Farmer's turn · 12 commands": where a chase stands, for the resume question.
fn where_it_stands(chase: &Chase, keys: &crate::screen::KeyNames) -> String {
    let (round, turn) = chase.screen().header(crate::engine::Audience::Keeper, keys);
    let commands = chase.journal_len();
    let turn = if turn.is_empty() {
        String::new()
    } else {
        format!(" · {turn}")
    };
    format!(
        "{round}{turn} · {commands} command{}",
        if commands == 1 { "" } else { "s" }
    )
}

/// A journal's length in bytes, to tell whether it changed since it was replayed.
pub(crate) fn journal_len(path: &std::path::Path) -> Option<u64> {
    std::fs::metadata(path).ok().map(|meta| meta.len())
}

/// Whether a key answers one of the prompts that follow one another (a pick-list, a line, a
/// roll): pressed on the chase screen, it was meant for a prompt that has closed.
fn answers_a_prompt(
    keymap: &keymap::Keymap,
    system: crate::systems::SystemKind,
    event: &KeyEvent,
) -> bool {
    keymap::grammar::CHAINED_PROMPTS.iter().any(|&mode| {
        keymap
            .lookup(mode, system, event)
            .is_some_and(|b| keymap::grammar::answers(b.msg))
    })
}
