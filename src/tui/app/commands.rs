//! A command's way through the screen: asked for (a form), decided by the engine with the rolls
//! given so far (a roll prompt while one is missing), saved to the journal, and only then applied
//! and told in the log. Undo, redo, resume and starting over go the same way through the journal.

use super::{
    App, ConfirmAction, ConfirmState, DiceState, FormState, Given, LineKind, LogLine, Msg, Overlay,
    StartState,
};
use crate::autosave::{self, Autosave, AutosaveError, Record};
use crate::dice::{NeedDice, Roller};
use crate::engine::{AnyCommand, Chase, Entry, RuleError, Rules, Session};
use crate::rules::coc7::{Coc7, Event, Id};
use crate::tui::coc7::{self, FormKind, Intent};
use crate::tui::form::{Answer, LineEditor, Question, QuestionKind, Stop};

impl App {
    /// The log, told again from the journal (after an undo, a redo or a resume).
    pub(super) fn rebuild_log(&mut self) {
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
            Chase::Track(_) | Chase::Clocks(_) => {}
        }
        self.log_scroll = 0;
    }

    pub(super) fn save(&mut self, record: &Record) -> Result<(), AutosaveError> {
        match &mut self.autosave {
            Some(journal) => journal.append(record),
            None => Ok(()),
        }
    }

    pub(super) fn chase_key(&mut self, msg: Msg) {
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

    pub(super) fn open_form(&mut self, kind: FormKind) {
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
    pub(super) fn advance_form(&mut self, mut form: FormState) {
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
    pub(super) fn attempt(&mut self, command: AnyCommand, given: Vec<Given>) {
        let mut roller = Roller::given(given.iter().map(|g| g.value));
        let decided = match (&self.chase, &command) {
            (Chase::Coc7(session), AnyCommand::Coc7(cmd)) => session.try_command(cmd, &mut roller),
            _ => Err(RuleError::WrongSystem),
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
    pub(super) fn commit(&mut self, entry: Entry<crate::rules::coc7::Command, Event>) {
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
        let Chase::Coc7(session) = &mut self.chase else {
            return;
        };
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

    pub(super) fn undo(&mut self) {
        let Chase::Coc7(session) = &self.chase else {
            return;
        };
        let Some(last) = session.journal().last() else {
            self.fail("Nothing to undo.");
            return;
        };
        let what = coc7::describe(&last.command);
        if let Err(why) = self.save(&Record::Undo) {
            self.fail(format!("Not undone: the chase could not be saved ({why})."));
            return;
        }
        let Chase::Coc7(session) = &mut self.chase else {
            return;
        };
        session.undo();
        self.rebuild_log();
        self.refocus();
        self.info(format!("Undone: {what}. Ctrl-r redoes it."));
    }

    pub(super) fn redo(&mut self) {
        let Chase::Coc7(session) = &self.chase else {
            return;
        };
        let Some(next) = session.redo_stack().last() else {
            self.fail("Nothing to redo.");
            return;
        };
        let what = coc7::describe(&next.command);
        if let Err(why) = self.save(&Record::Redo) {
            self.fail(format!("Not redone: the chase could not be saved ({why})."));
            return;
        }
        let Chase::Coc7(session) = &mut self.chase else {
            return;
        };
        session.redo();
        self.rebuild_log();
        self.refocus();
        self.info(format!("Redone: {what}."));
    }

    pub(super) fn resume(&mut self, start: StartState) {
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

    pub(super) fn start_over(&mut self, start: StartState) {
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
