//! A command's way through the screen: asked for (a form), decided by the engine with the rolls
//! given so far (a roll prompt while one is missing), saved to the journal, and only then applied
//! and told in the log. Undo, redo, resume and starting over go the same way through the journal.

use super::{
    App, Asking, ConfirmAction, ConfirmState, DiceState, Given, OpenForm, Overlay, Seat, StartState,
};
use crate::autosave::{self, Autosave, AutosaveError, Record};
use crate::dice::Roller;
use crate::engine::Audience;
use crate::engine::{NotRecorded, Refusal};
use crate::screen::form::{Answer, LineEditor, Question, QuestionKind, Stop};
use crate::systems::AnyCommand;
use crate::systems::screens::{self, AnyForm, Intent};
use crate::tui::keymap::Mode;

impl App {
    /// The log, told again from the journal (after a resume or a new chase; an undo or a redo
    /// drops or adds only the lines of its command), and the keys the new chase offers.
    pub(super) fn rebuild_log(&mut self) {
        self.refresh_offered();
        // The lines told are the log itself, not copied into it: a long journal's log is held
        // once while it is built.
        self.log = self.chase.screen().log();
        self.table_log.clear();
        self.number_table_lines(0);
        self.log_scroll = 0;
        // A chase told again (resumed, started anew) shows no line as just happened.
        self.matters_from = self.log.len();
        self.log_told_again = true;
    }

    /// Writes the session log of the chase so far beside the journals and says where: the
    /// keeper's in the keeper's view, the players' (what they may know) in the players' view and
    /// on the following screen; the status line offers the other.
    pub(super) fn export(&mut self) {
        let Some(journal) = self.seat.journal_path().map(std::path::Path::to_path_buf) else {
            self.fail("Nothing is saved for this chase, so there is no session log to write.");
            return;
        };
        let audience = self.audience();
        match crate::report::write_to_exports(&self.setup, &journal, audience) {
            Ok(file) if audience == Audience::Table => self.info(format!(
                "The players' log is written to {}.",
                crate::escape::path(&file)
            )),
            Ok(file) if matches!(self.seat, Seat::Keeper(_)) => self.info(format!(
                "The session log is written to {}; the players' log: {} on their screen \
                 (follow), or export --players.",
                crate::escape::path(&file),
                self.keymap
                    .key_for(Mode::Main, self.chase.system(), super::Msg::Export)
            )),
            Ok(file) => self.info(format!(
                "The session log is written to {}.",
                crate::escape::path(&file)
            )),
            Err(why) => self.fail(format!("The session log could not be written: {why}")),
        }
    }

    pub(super) fn save(&mut self, record: &Record) -> Result<(), AutosaveError> {
        self.seat.save(record)
    }

    /// A key of the chase system's section: what it asks for, given where the keeper looks.
    pub(super) fn chase_key(&mut self, key: screens::AnyAction) {
        let Some(intent) = self
            .chase
            .screen()
            .intent(key, self.focus, self.key_names())
        else {
            return;
        };
        match intent {
            Intent::Run(command) => self.attempt(command, Vec::new()),
            Intent::Form(form) => self.open_form(form),
            Intent::Confirm(command, question) => {
                self.overlay = Some(Overlay::Confirm(ConfirmState {
                    question,
                    action: ConfirmAction::Run(command),
                }));
            }
            Intent::Decline(why) => self.fail(why),
            Intent::Look(focus, note) => {
                self.focus = focus;
                self.info(note);
            }
        }
    }

    pub(super) fn open_form(&mut self, kind: AnyForm) {
        let title = self.chase.screen().form_title(&kind);
        self.ask(Asking::Command(kind), title);
    }

    /// Opens a form with its first question.
    pub(super) fn ask(&mut self, kind: Asking, title: String) {
        let form = OpenForm {
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
    pub(super) fn advance_form(&mut self, mut form: OpenForm) {
        let mut retyped = None;
        let keys = self.key_names().clone();
        loop {
            let mut ask = crate::screen::form::Asker::with_keys(&form.answers, &keys);
            let built = match &form.kind {
                Asking::Command(kind) => self.chase.screen().build(kind, &mut ask).map(Ok),
                Asking::NewChase { seed } => super::improvise::build(&mut ask, *seed).map(Err),
            };
            let skipped = ask.take_skipped(form.answers.len());
            match built {
                Ok(Ok(command)) => {
                    self.overlay = None;
                    self.attempt(command, Vec::new());
                    self.tell_skipped(&skipped);
                    return;
                }
                Ok(Err(draft)) => {
                    self.overlay = None;
                    self.start_improvised(&draft);
                    return;
                }
                Err(Stop::Ask(mut question)) => {
                    // The list starts on an option the rules would take, so that Enter and the
                    // usual answers of "roll the rest" do not walk into a refusal.
                    if let (Asking::Command(kind), QuestionKind::Pick { options, default }) =
                        (&form.kind, &mut question.kind)
                    {
                        *default = self.chase.screen().usual_pick(
                            kind,
                            &form.answers,
                            *default,
                            options.len(),
                        );
                    }
                    let (cursor, initial) = match &question.kind {
                        QuestionKind::Pick { default, .. } => (*default, String::new()),
                        QuestionKind::Text { initial, .. } => (0, initial.clone()),
                    };
                    form.cursor = cursor;
                    form.line = LineEditor::with_text(retyped.as_deref().unwrap_or(&initial));
                    form.question = question;
                    self.overlay = Some(Overlay::Form(form));
                    self.tell_skipped(&skipped);
                    return;
                }
                Err(Stop::Invalid { position, message }) => {
                    if let Some(Answer::Text(text)) = form.answers.get(position) {
                        retyped = Some(text.clone());
                    }
                    form.answers.truncate(position);
                    form.error = Some(message);
                }
                Err(Stop::Decline(why)) => {
                    self.overlay = None;
                    self.fail(why);
                    return;
                }
            }
        }
    }

    /// A question the form answered by itself (a list of one option) is told on the status
    /// line while a prompt stays open, so that keys meant for that menu are not typed into the
    /// next prompt unawares. When the command was applied at once, its log line says what it did.
    fn tell_skipped(&mut self, skipped: &[String]) {
        if !skipped.is_empty() && self.overlay.is_some() {
            self.info(skipped.join(" "));
        }
    }

    /// Decides a command with the rolls given so far: saves and applies it, asks for the next
    /// roll, or shows why the rules refuse it (and changes nothing).
    pub(super) fn attempt(&mut self, command: AnyCommand, given: Vec<Given>) {
        let mut roller = Roller::given(given.iter().map(|g| g.value));
        let keys = self.keymap.key_names(self.chase.system());
        // The chase and the journal are borrowed apart: the rules decide, the journal saves.
        let seat = &mut self.seat;
        let mut save = |record: &Record| seat.save(record);
        match self
            .chase
            .screen_mut()
            .execute(&command, &mut roller, &mut save, keys)
        {
            Ok(lines) => {
                self.overlay = None;
                let audience = self.audience();
                let last = lines
                    .iter()
                    .rev()
                    .map(|l| l.told(audience))
                    .find(|text| !text.trim().is_empty())
                    .map(str::to_string);
                self.push_lines(lines);
                self.refocus();
                match last {
                    Some(text) => self.info(text),
                    None => self.status = None,
                }
                // The rules wait for the keeper's choice (a roll of 1, say): ask at once.
                if let Some(form) = self.chase.screen().follow_up() {
                    self.open_form(form);
                } else {
                    self.pass_empty_turns();
                }
            }
            Err(NotRecorded::Refused(Refusal::Dice(crate::dice::NeedDice::Missing(request)))) => {
                self.overlay = Some(Overlay::Dice(DiceState {
                    command,
                    request,
                    given,
                    line: LineEditor::default(),
                    error: None,
                }));
                // The keeper's default may be that chasetrack rolls every die: no prompt then.
                if self.defaults.dice == crate::config::defaults::DiceDefault::Roll {
                    super::overlay::roll_this_command(self);
                }
            }
            Err(NotRecorded::Refused(why)) => {
                self.overlay = None;
                self.fail(why.to_string());
            }
            Err(NotRecorded::Withdrawn(why)) => {
                self.overlay = None;
                self.fail(format!(
                    "Not applied: the chase could not be saved ({why})."
                ));
            }
        }
    }

    pub(super) fn undo(&mut self) {
        let Some(what) = self.chase.screen().last_done() else {
            self.fail("Nothing to undo.");
            return;
        };
        if let Err(why) = self.save(&Record::Undo) {
            self.fail(format!("Not undone: the chase could not be saved ({why})."));
            return;
        }
        self.undo_one();
        // A turn that passed by itself is undone with the command that led to it, and the
        // message names that command.
        let what = match self.undo_past_empty_turns() {
            0 => what,
            _ => self.chase.screen().next_redo().unwrap_or(what),
        };
        self.log_scroll = 0;
        self.refocus();
        let redo = self
            .keymap
            .key_for(Mode::Main, self.chase.system(), super::Msg::Redo);
        self.info(format!("Undone: {what}. {redo} redoes it."));
    }

    /// Takes back the last command and drops the log lines it had added (the keeper's and the
    /// players'): one command is told, not the whole journal.
    pub(super) fn undo_one(&mut self) {
        if !self.chase.undo() {
            return;
        }
        let dropped = self.chase.screen().next_redo_lines();
        self.drop_lines(dropped.len());
    }

    /// Applies the last undone command again and adds its log lines back.
    pub(super) fn redo_one(&mut self) {
        let regained = self.chase.screen().next_redo_lines();
        if !self.chase.redo() {
            return;
        }
        self.push_lines(regained);
    }

    pub(super) fn redo(&mut self) {
        let Some(what) = self.chase.screen().next_redo() else {
            self.fail("Nothing to redo.");
            return;
        };
        if let Err(why) = self.save(&Record::Redo) {
            self.fail(format!("Not redone: the chase could not be saved ({why})."));
            return;
        }
        self.redo_one();
        self.redo_past_empty_turns();
        self.log_scroll = 0;
        self.refocus();
        self.info(format!("Redone: {what}."));
    }

    pub(super) fn resume(&mut self, mut start: StartState) {
        if start.damaged.is_some() {
            return self.recover(start);
        }
        if start.edited {
            return self.resume_edited(start);
        }
        // The chase replayed for the question is taken, not replayed (nor copied) again.
        let replayed = match start.replayed.take() {
            Some((chase, len)) if super::journal_len(&start.found) == Some(len) => Ok(*chase),
            _ => autosave::resume(&start.found, &self.setup),
        };
        let outcome = replayed.and_then(|chase| Ok((chase, Autosave::open(&start.found)?)));
        match outcome {
            Ok((chase, journal)) => {
                self.chase = chase;
                self.seat.save_in(journal);
                self.overlay = None;
                self.take_seed_of(&start.found);
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

    /// The tool's rolls go on from the seed the journal was started with, when it records one (the
    /// built-in sample picks a fresh seed at each launch).
    fn take_seed_of(&mut self, journal: &std::path::Path) {
        if let Ok(header) = autosave::header(journal)
            && let Some(seed) = header.seed
        {
            self.setup.seed = Some(seed);
            if let Seat::Keeper(keeper) = &mut self.seat {
                keeper.roller = Roller::seeded(seed);
            }
        }
    }

    /// Resumes the journal of a setup edited since: replayed against the edited setup into the
    /// setup's own journal, the old file kept as a backup; off the screen's thread.
    fn resume_edited(&mut self, start: StartState) {
        self.replay_in_background(start, super::replay::Kind::Edited);
    }

    /// Resumes a damaged journal up to its last good line: the damaged file is kept as a backup
    /// and the good records are written to a fresh journal in its place; off the screen's thread.
    fn recover(&mut self, start: StartState) {
        self.replay_in_background(start, super::replay::Kind::Damaged);
    }

    pub(super) fn start_over(&mut self, start: StartState) {
        let created = Autosave::create(&start.journal, &self.setup, self.setup_path.as_deref())
            .and_then(|journal| {
                // An edited setup's old journal is set aside, so it is not offered again.
                let aside = match start.edited {
                    true => autosave::set_aside(&start.found)?,
                    false => journal.set_aside().map(std::path::Path::to_path_buf),
                };
                Ok((journal, aside))
            });
        match created {
            Ok((journal, aside)) => {
                self.seat.save_in(journal);
                self.chase = self.setup.chase.clone();
                self.overlay = None;
                self.rebuild_log();
                self.refocus();
                let kept = aside.as_deref().unwrap_or(&start.found);
                let name = kept
                    .file_name()
                    .unwrap_or(kept.as_os_str())
                    .to_string_lossy();
                self.info(crate::escape::printable(&format!(
                    "A new chase; the last one is kept as a backup, listed: {name}"
                )));
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
