//! The screen's state and how it changes (Elm style): [`App`] holds only what is about the screen
//! (selection, cursor, scrolls, the open overlay, messages, the log's sentences); the chase itself
//! is the engine's [`Chase`]. [`update`] turns one [`Msg`] into a change; commands go through the
//! engine only ([`crate::engine::Session::try_command`]), are saved to the autosave journal, and only
//! then pushed and shown.

use super::coc7::{self, FormKind, Intent};
use super::form::{Answer, LineEditor, Question, QuestionKind, Stop};
use super::keymap::{self, Mode};
use super::theme::Theme;
use crate::autosave::{self, Autosave, AutosaveError, Record};
use crate::dice::{DiceRequest, NeedDice, Roller};
use crate::engine::{AnyCommand, Chase, Entry, RuleError, Rules, Session};
use crate::rules::coc7::{Coc7, Event, Id, Loc, Phase};
use crate::setup::Setup;
use crossterm::event::{KeyCode, KeyEvent, KeyEventKind, KeyModifiers};
use std::path::{Path, PathBuf};

/// Everything a key can ask the screen to do. The keymap maps keys to these; [`update`] does them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Msg {
    // establishing
    SpeedRoll,
    SpeedRollSkill,
    Escape,
    CutToChase,
    // the acting participant's turn
    Move,
    MoveMany,
    Hazard,
    PassBarrier,
    BreakBarrier,
    Attack,
    TimedAction,
    Delay,
    EndTurn,
    // the keeper
    AddLocation,
    AddLocationBehind,
    SetObstacle,
    Place,
    Release,
    Reorder,
    EndChase,
    Undo,
    Redo,
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
    Yes,
    No,
    Resume,
    StartOver,
}

/// One sentence of the log, with the round it belongs to.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub round: u32,
    pub kind: LineKind,
    pub text: String,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A round begins: the log draws a rule above it.
    Round,
    /// The chase is over.
    End,
    Plain,
}

/// The status line's message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Status {
    pub text: String,
    pub error: bool,
}

/// An open overlay; it gets every key first.
#[derive(Clone, Debug)]
pub enum Overlay {
    Help { scroll: u16 },
    Form(FormState),
    Dice(DiceState),
    Confirm(ConfirmState),
    Start(StartState),
}

/// A command being asked for, question by question.
#[derive(Clone, Debug)]
pub struct FormState {
    pub kind: FormKind,
    pub title: String,
    pub answers: Vec<Answer>,
    pub question: Question,
    pub cursor: usize,
    pub line: LineEditor,
    pub error: Option<String>,
}

/// A roll the rules need for a command, and the rolls already given for it.
#[derive(Clone, Debug)]
pub struct DiceState {
    pub command: AnyCommand,
    pub request: DiceRequest,
    pub given: Vec<Given>,
    pub line: LineEditor,
    pub error: Option<String>,
}

/// A die value given for the command being decided.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Given {
    pub label: String,
    pub value: i32,
    pub by_tool: bool,
}

#[derive(Clone, Debug)]
pub struct ConfirmState {
    pub question: String,
    pub action: ConfirmAction,
}

#[derive(Clone, Debug)]
pub enum ConfirmAction {
    Quit,
    Run(AnyCommand),
}

/// An unfinished journal was found at start.
#[derive(Clone, Debug)]
pub struct StartState {
    pub found: PathBuf,
    pub journal: PathBuf,
    /// Where the unfinished chase stands: "Round 3 · Farmer's turn · 12 commands".
    pub summary: String,
    pub error: Option<String>,
}

/// The screen: the chase, and what is only about showing it.
#[derive(Debug)]
pub struct App {
    chase: Chase,
    setup: Setup,
    setup_path: Option<PathBuf>,
    autosave: Option<Autosave>,
    roller: Roller,
    theme: Theme,
    selected: usize,
    cursor: Loc,
    log: Vec<LogLine>,
    log_scroll: usize,
    status: Option<Status>,
    overlay: Option<Overlay>,
    quit: bool,
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
            autosave: None,
            roller: Roller::seeded(seed),
            theme,
            selected: 0,
            cursor: 0,
            log: Vec::new(),
            log_scroll: 0,
            status: None,
            overlay: None,
            quit: false,
        };
        app.rebuild_log();
        app.refocus();
        app.status = Some(Status {
            text: "Press ? for every key.".to_string(),
            error: false,
        });
        app
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
        self.info(format!(
            "Press ? for every key. Every command is saved ({file})."
        ));
        self.autosave = Some(autosave);
        self
    }

    /// Shows a chase already under way (a resumed journal).
    pub fn with_chase(mut self, chase: Chase) -> App {
        self.chase = chase;
        self.rebuild_log();
        self.refocus();
        self
    }

    /// Opens with the question: resume the unfinished journal `found`, or start over at `journal`.
    pub fn asking_to_resume(mut self, found: PathBuf, journal: PathBuf) -> App {
        // Where the unfinished chase stands, so that the keeper knows what resuming brings back.
        let summary = match autosave::resume(&found, &self.setup) {
            Ok(Chase::Coc7(session)) => {
                let (round, turn) = super::view::coc7::header_parts(session.state());
                let commands = session.journal().len();
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
            Err(why) => format!("It cannot be resumed: {why}"),
        };
        self.overlay = Some(Overlay::Start(StartState {
            found,
            journal,
            summary,
            error: None,
        }));
        self
    }

    pub fn chase(&self) -> &Chase {
        &self.chase
    }

    pub fn title(&self) -> &str {
        &self.setup.name
    }

    pub fn theme(&self) -> &Theme {
        &self.theme
    }

    pub fn selected(&self) -> usize {
        self.selected
    }

    pub fn cursor(&self) -> Loc {
        self.cursor
    }

    pub fn log(&self) -> &[LogLine] {
        &self.log
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

    pub fn autosave_path(&self) -> Option<&Path> {
        self.autosave.as_ref().map(Autosave::path)
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
        }
    }

    /// A key the terminal reported: looked up in the keymap for the current mode.
    pub fn key(&mut self, event: KeyEvent) {
        if event.kind == KeyEventKind::Release {
            return;
        }
        let mode = self.mode();
        if let Some(binding) = keymap::lookup(mode, &event) {
            let msg = match (binding.msg, event.code) {
                (Msg::Digit, KeyCode::Char(c)) => {
                    Msg::PickNumber(c.to_digit(10).unwrap_or(0) as u8)
                }
                (msg, _) => msg,
            };
            update(self, msg);
            return;
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
            (Mode::Main, Some(c)) => {
                self.fail(format!("'{c}' does nothing here; press ? for every key."))
            }
            _ => {}
        }
    }

    /// Which participants the queue lists, in its order (j/k walk it).
    pub fn queue(&self) -> Vec<usize> {
        match &self.chase {
            Chase::Coc7(session) => super::view::coc7::queue_order(session.state())
                .into_iter()
                .map(usize::from)
                .collect(),
        }
    }

    fn coc7(&self) -> &Coc7 {
        match &self.chase {
            Chase::Coc7(session) => session.state(),
        }
    }

    fn info(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: false,
        });
    }

    fn fail(&mut self, text: impl Into<String>) {
        self.status = Some(Status {
            text: text.into(),
            error: true,
        });
    }

    /// Points the screen at whoever acts now.
    fn refocus(&mut self) {
        let (who, at) = coc7::focus(self.coc7());
        if let Some(who) = who {
            self.selected = usize::from(who);
        }
        let state = self.coc7();
        // Once the chase is over, the cursor stays with whoever made the last move.
        let last_seen = state
            .participants
            .get(self.selected)
            .filter(|p| state.phase == Phase::Over && p.in_chase())
            .map(|p| p.location);
        self.cursor = at
            .or(last_seen)
            .unwrap_or(self.cursor)
            .clamp(state.track.first, state.track.last());
        self.log_scroll = 0;
    }

    /// The log, told again from the journal (after an undo, a redo or a resume).
    fn rebuild_log(&mut self) {
        self.log.clear();
        match &self.chase {
            Chase::Coc7(session) => {
                let mut state = session.initial().clone();
                for entry in session.journal() {
                    self.log.extend(coc7_lines(&state, entry));
                    for event in &entry.events {
                        state.apply(event);
                    }
                }
            }
        }
        self.log_scroll = 0;
    }

    fn save(&mut self, record: &Record) -> Result<(), AutosaveError> {
        match &mut self.autosave {
            Some(journal) => journal.append(record),
            None => Ok(()),
        }
    }

    fn chase_key(&mut self, msg: Msg) {
        let cursor = self.cursor;
        let selected = self.selected as Id;
        let Some(intent) = coc7::intent(msg, self.coc7(), selected, cursor) else {
            return;
        };
        match intent {
            Intent::Run(command) => self.attempt(AnyCommand::Coc7(command), Vec::new()),
            Intent::Form(kind) => self.open_form(kind),
            Intent::Confirm(command, question) => {
                self.overlay = Some(Overlay::Confirm(ConfirmState {
                    question,
                    action: ConfirmAction::Run(AnyCommand::Coc7(command)),
                }));
            }
            Intent::Refuse(why) => self.fail(why),
        }
    }

    fn open_form(&mut self, kind: FormKind) {
        let title = coc7::forms::title(&kind, self.coc7());
        let form = FormState {
            kind,
            title,
            answers: Vec::new(),
            question: Question {
                title: String::new(),
                kind: QuestionKind::Text {
                    hint: String::new(),
                    initial: String::new(),
                },
            },
            cursor: 0,
            line: LineEditor::default(),
            error: None,
        };
        self.advance_form(form);
    }

    /// Asks the form's next question, or decides its command once every answer is in.
    fn advance_form(&mut self, mut form: FormState) {
        let mut retyped = None;
        loop {
            match coc7::forms::build(&form.kind, self.coc7(), &form.answers) {
                Ok(command) => {
                    self.overlay = None;
                    self.attempt(AnyCommand::Coc7(command), Vec::new());
                    return;
                }
                Err(Stop::Ask(question)) => {
                    let (cursor, initial) = match &question.kind {
                        QuestionKind::Pick { default, .. } => (*default, String::new()),
                        QuestionKind::Text { initial, .. } => (0, initial.clone()),
                    };
                    form.cursor = cursor;
                    form.line = LineEditor::with_text(retyped.as_deref().unwrap_or(&initial));
                    form.question = question;
                    self.overlay = Some(Overlay::Form(form));
                    return;
                }
                Err(Stop::Invalid { position, message }) => {
                    if let Some(Answer::Text(text)) = form.answers.get(position) {
                        retyped = Some(text.clone());
                    }
                    form.answers.truncate(position);
                    form.error = Some(message);
                }
                Err(Stop::Refuse(why)) => {
                    self.overlay = None;
                    self.fail(why);
                    return;
                }
            }
        }
    }

    /// Decides a command with the rolls given so far: applies it, asks for the next roll, or shows
    /// why the rules refuse it (and changes nothing).
    fn attempt(&mut self, command: AnyCommand, given: Vec<Given>) {
        let mut roller = Roller::given(given.iter().map(|g| g.value));
        let decided = match (&self.chase, &command) {
            (Chase::Coc7(session), AnyCommand::Coc7(cmd)) => session.try_command(cmd, &mut roller),
        };
        match decided {
            Ok(entry) => {
                self.overlay = None;
                self.commit(entry);
            }
            Err(RuleError::Dice(NeedDice::Missing(request))) => {
                self.overlay = Some(Overlay::Dice(DiceState {
                    command,
                    request,
                    given,
                    line: LineEditor::default(),
                    error: None,
                }));
            }
            Err(why) => {
                self.overlay = None;
                self.fail(coc7::sentence(&why.to_string()));
            }
        }
    }

    /// Saves an entry to the journal, and only if that worked, applies it and tells it in the log.
    fn commit(&mut self, entry: Entry<crate::rules::coc7::Command, Event>) {
        let record = Record::Command {
            command: AnyCommand::Coc7(entry.command.clone()),
            dice: entry.dice.clone(),
        };
        if let Err(why) = self.save(&record) {
            self.fail(format!(
                "Not applied: the chase could not be saved ({why})."
            ));
            return;
        }
        let Chase::Coc7(session) = &mut self.chase;
        let lines = coc7_lines(session.state(), &entry);
        session.push(entry);
        let last = lines.last().map(|l| l.text.clone());
        self.log.extend(lines);
        self.refocus();
        match last {
            Some(text) => self.info(text),
            None => self.status = None,
        }
    }

    fn undo(&mut self) {
        let Chase::Coc7(session) = &self.chase;
        let Some(last) = session.journal().last() else {
            self.fail("Nothing to undo.");
            return;
        };
        let what = coc7::describe(&last.command);
        if let Err(why) = self.save(&Record::Undo) {
            self.fail(format!("Not undone: the chase could not be saved ({why})."));
            return;
        }
        let Chase::Coc7(session) = &mut self.chase;
        session.undo();
        self.rebuild_log();
        self.refocus();
        self.info(format!("Undone: {what}. Ctrl-r redoes it."));
    }

    fn redo(&mut self) {
        let Chase::Coc7(session) = &self.chase;
        let Some(next) = session.redo_stack().last() else {
            self.fail("Nothing to redo.");
            return;
        };
        let what = coc7::describe(&next.command);
        if let Err(why) = self.save(&Record::Redo) {
            self.fail(format!("Not redone: the chase could not be saved ({why})."));
            return;
        }
        let Chase::Coc7(session) = &mut self.chase;
        session.redo();
        self.rebuild_log();
        self.refocus();
        self.info(format!("Redone: {what}."));
    }

    fn select(&mut self, step: isize) {
        let queue = self.queue();
        if queue.is_empty() {
            return;
        }
        let here = queue
            .iter()
            .position(|id| *id == self.selected)
            .unwrap_or(0);
        let next = (here as isize + step).rem_euclid(queue.len() as isize) as usize;
        self.selected = queue[next];
        let state = self.coc7();
        let p = state.participant(self.selected as Id);
        if state.phase != Phase::Establishing && p.in_chase() {
            self.cursor = p.location;
        }
    }

    fn move_cursor(&mut self, step: Loc) {
        let track = &self.coc7().track;
        self.cursor = (self.cursor + step).clamp(track.first, track.last());
    }

    fn resume(&mut self, start: StartState) {
        let outcome = autosave::resume(&start.found, &self.setup)
            .and_then(|chase| Ok((chase, Autosave::open(&start.found)?)));
        match outcome {
            Ok((chase, journal)) => {
                self.chase = chase;
                self.autosave = Some(journal);
                self.overlay = None;
                self.rebuild_log();
                self.refocus();
                let commands = self.chase.journal_len();
                self.info(format!(
                    "Resumed where it was: {commands} command{} replayed.",
                    if commands == 1 { "" } else { "s" }
                ));
            }
            Err(why) => {
                self.overlay = Some(Overlay::Start(StartState {
                    error: Some(format!("Cannot resume it: {why}")),
                    ..start
                }));
            }
        }
    }

    fn start_over(&mut self, start: StartState) {
        match Autosave::create(&start.journal, &self.setup, self.setup_path.as_deref()) {
            Ok(journal) => {
                self.autosave = Some(journal);
                self.chase = self.setup.chase.clone();
                self.overlay = None;
                self.rebuild_log();
                self.refocus();
                self.info(format!(
                    "A new chase; the old journal {} is kept as a backup.",
                    start.found.display()
                ));
            }
            Err(why) => {
                self.overlay = Some(Overlay::Start(StartState {
                    error: Some(format!("Cannot start a new journal: {why}")),
                    ..start
                }));
            }
        }
    }
}

/// The log lines of one entry, each told from the state just before its event.
fn coc7_lines(before: &Coc7, entry: &Entry<crate::rules::coc7::Command, Event>) -> Vec<LogLine> {
    let texts = Session::<Coc7>::narrate(before, entry);
    let mut round = before.round;
    entry
        .events
        .iter()
        .zip(texts)
        .filter_map(|(event, text)| {
            let kind = match event {
                Event::RoundStarted { round: r, .. } => {
                    round = *r;
                    LineKind::Round
                }
                Event::ChaseEnded { .. } => LineKind::End,
                _ => LineKind::Plain,
            };
            (!text.trim().is_empty()).then_some(LogLine { round, kind, text })
        })
        .collect()
}

fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1926, |d| d.as_nanos() as u64)
}

/// How many lines one page of log or help scrolls.
const PAGE: usize = 5;

/// Does what a message asks, given the open overlay.
pub fn update(app: &mut App, msg: Msg) {
    match app.overlay.take() {
        None => main(app, msg),
        Some(Overlay::Help { scroll }) => {
            let max = super::view::help::line_count() as u16;
            let scroll = match msg {
                Msg::Down => scroll.saturating_add(1),
                Msg::Up => scroll.saturating_sub(1),
                Msg::PageDown => scroll.saturating_add(PAGE as u16 * 2),
                Msg::PageUp => scroll.saturating_sub(PAGE as u16 * 2),
                Msg::Cancel => return,
                _ => scroll,
            };
            app.overlay = Some(Overlay::Help {
                scroll: scroll.min(max),
            });
        }
        Some(Overlay::Form(form)) => form_msg(app, form, msg),
        Some(Overlay::Dice(dice)) => dice_msg(app, dice, msg),
        Some(Overlay::Confirm(confirm)) => match msg {
            Msg::Yes => match confirm.action {
                ConfirmAction::Quit => app.quit = true,
                ConfirmAction::Run(command) => app.attempt(command, Vec::new()),
            },
            Msg::No => app.info("Carry on."),
            _ => app.overlay = Some(Overlay::Confirm(confirm)),
        },
        Some(Overlay::Start(start)) => match msg {
            Msg::Resume => app.resume(start),
            Msg::StartOver => app.start_over(start),
            Msg::QuitNow => app.quit = true,
            _ => app.overlay = Some(Overlay::Start(start)),
        },
    }
}

fn main(app: &mut App, msg: Msg) {
    match msg {
        Msg::Undo => app.undo(),
        Msg::Redo => app.redo(),
        Msg::SelectNext => app.select(1),
        Msg::SelectPrev => app.select(-1),
        Msg::CursorLeft => app.move_cursor(-1),
        Msg::CursorRight => app.move_cursor(1),
        Msg::CursorHome => app.refocus(),
        Msg::LogUp => {
            app.log_scroll = (app.log_scroll + PAGE).min(app.log.len().saturating_sub(1));
        }
        Msg::LogDown => app.log_scroll = app.log_scroll.saturating_sub(PAGE),
        Msg::LogBottom => app.log_scroll = 0,
        Msg::Help => app.overlay = Some(Overlay::Help { scroll: 0 }),
        Msg::Quit => {
            let saved = match app.autosave_path() {
                Some(path) => format!(
                    " Every command is saved in {}; open this setup again to resume.",
                    path.display()
                ),
                None => String::new(),
            };
            app.overlay = Some(Overlay::Confirm(ConfirmState {
                question: format!("Quit chasetrack?{saved}"),
                action: ConfirmAction::Quit,
            }));
        }
        Msg::QuitNow => app.quit = true,
        other => app.chase_key(other),
    }
}

fn form_msg(app: &mut App, mut form: FormState, msg: Msg) {
    let options = match &form.question.kind {
        QuestionKind::Pick { options, .. } => options.len(),
        QuestionKind::Text { .. } => 0,
    };
    match msg {
        Msg::Cancel => {
            app.info("Cancelled: nothing was applied.");
            return;
        }
        Msg::Back => {
            if form.answers.pop().is_none() {
                app.info("Cancelled: nothing was applied.");
                return;
            }
            form.error = None;
            app.advance_form(form);
            return;
        }
        Msg::Down if options > 0 => form.cursor = (form.cursor + 1) % options,
        Msg::Up if options > 0 => form.cursor = (form.cursor + options - 1) % options,
        Msg::PickNumber(n) if options > 0 => {
            let index = usize::from(n).saturating_sub(1);
            if index < options {
                form.answers.push(Answer::Pick(index));
                form.error = None;
                app.advance_form(form);
                return;
            }
            form.error = Some(format!("There is no choice {n}; there are {options}."));
        }
        Msg::Accept => {
            let answer = match form.question.kind {
                QuestionKind::Pick { .. } => Answer::Pick(form.cursor),
                QuestionKind::Text { .. } => Answer::Text(form.line.text().to_string()),
            };
            form.answers.push(answer);
            form.error = None;
            app.advance_form(form);
            return;
        }
        Msg::Input(c) => form.line.push(c),
        Msg::Erase => form.line.erase(),
        Msg::Clear => form.line.clear(),
        _ => {}
    }
    app.overlay = Some(Overlay::Form(form));
}

fn dice_msg(app: &mut App, mut dice: DiceState, msg: Msg) {
    let value = match msg {
        Msg::Cancel => {
            app.info("Cancelled: nothing was applied.");
            return;
        }
        Msg::Roll => roll_for_keeper(app, &dice.request),
        Msg::Accept if dice.line.text().trim().is_empty() => roll_for_keeper(app, &dice.request),
        Msg::Accept => dice
            .request
            .read_answer(dice.line.text())
            .map(|v| (v, false)),
        Msg::Input(c) if c.is_ascii_digit() || matches!(c, ' ' | ',' | '/') => {
            dice.line.push(c);
            dice.error = None;
            app.overlay = Some(Overlay::Dice(dice));
            return;
        }
        Msg::Input(c) => Err(format!(
            "'{c}' is not part of a roll: type the number the dice show, or press r to roll"
        )),
        Msg::Erase => {
            dice.line.erase();
            app.overlay = Some(Overlay::Dice(dice));
            return;
        }
        Msg::Clear => {
            dice.line.clear();
            app.overlay = Some(Overlay::Dice(dice));
            return;
        }
        _ => {
            app.overlay = Some(Overlay::Dice(dice));
            return;
        }
    };
    match value {
        Ok((value, by_tool)) => {
            dice.given.push(Given {
                label: dice.request.to_string(),
                value,
                by_tool,
            });
            app.attempt(dice.command, dice.given);
        }
        Err(why) => {
            dice.error = Some(why);
            app.overlay = Some(Overlay::Dice(dice));
        }
    }
}

fn roll_for_keeper(app: &mut App, request: &DiceRequest) -> Result<(i32, bool), String> {
    app.roller
        .roll_request(request)
        .map(|v| (v, true))
        .ok_or_else(|| "chasetrack cannot roll here; type the value".to_string())
}
