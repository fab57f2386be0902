//! The boundary between the screen and the chase systems: the one place where the shell meets a
//! system. Each system's screen module implements [`Screen`] on its state (its keys, forms, panels,
//! header, status line, queue and log); this module holds the closed enums over the systems
//! ([`AnyAction`], [`AnyForm`]) and every `match` over [`Chase`], each one arm per system.
//!
//! Adding a system: a new module that implements [`Screen`], plus one arm in each enum and match of
//! this file (the compiler lists them). The shell (header, log, status, hints, help, prompts,
//! confirm, journal, undo and redo, resume) never names a system.

mod journal;
mod offered;

pub use crate::screen::Screen;
pub use crate::screen::probe::{probe, probe_form, sentence};
pub use journal::{Unapplied, entry_lines, entry_lines_across};
pub use offered::{Offered, keys as offered_keys};

use crate::autosave::{AutosaveError, Record};
use crate::dice::Roller;
use crate::engine::Session;
use crate::screen::KeyNames;
use crate::screen::form::{Answer, Asker, Stop};
use crate::screen::log::LogLine;
use crate::systems::{AnyCommand, Chase, System, SystemKind, each};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

pub use crate::screen::{Focus, Intent};

/// The shell's closed enums over every system's actions and forms, and [`Pick`] for each
/// system's state, made from the one list of systems: each system's `screen` module names its
/// `Action` and `Form`.
macro_rules! screens {
    ({} $($word:ident $folder:ident),*) => {
        /// The action of one system's keymap section, as the shell's messages carry it.
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum AnyAction {
            $($word(crate::systems::$folder::screen::Action),)*
        }

        /// A form of one system, as the open prompt holds it.
        #[derive(Clone, Debug, PartialEq)]
        pub enum AnyForm {
            $($word(crate::systems::$folder::screen::Form),)*
        }

        $(
            impl Pick for crate::systems::$folder::State {
                fn action(action: AnyAction) -> Option<Self::Action> {
                    match action {
                        AnyAction::$word(action) => Some(action),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }

                fn form(form: &AnyForm) -> Option<&Self::Form> {
                    match form {
                        AnyForm::$word(form) => Some(form),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }

                fn any_form(form: Self::Form) -> AnyForm {
                    AnyForm::$word(form)
                }

                fn any_action(action: Self::Action) -> AnyAction {
                    AnyAction::$word(action)
                }
            }
        )*
    };
}

crate::with_systems!(screens! {});

/// How a system's action and form go into the shell's closed enums and come back out; with
/// [`crate::systems::System`] for its commands. Written for each system by `screens!` above.
pub trait Pick: Screen + System {
    /// This system's action, if the shell's action is one of its.
    fn action(action: AnyAction) -> Option<Self::Action>;
    /// This system's form, if the open form is one of its.
    fn form(form: &AnyForm) -> Option<&Self::Form>;
    fn any_form(form: Self::Form) -> AnyForm;
    fn any_action(action: Self::Action) -> AnyAction;
}

/// Every question the shell asks of a chase, whatever its system: one object-safe face, written
/// once over a system's session (the impl below) and reached through [`Chase::screen`] and
/// [`Chase::screen_mut`], so that a call through the chase is one `match`, not one per question.
pub trait ChaseScreen {
    /// What a key asks for; `None` when the key is another system's. A message that names a key
    /// names it as `keys` has it.
    fn intent(
        &self,
        key: AnyAction,
        focus: Focus,
        keys: &KeyNames,
    ) -> Option<Intent<AnyCommand, AnyForm>>;
    /// The keys a keeper would usually press now, first the likeliest ([`Screen::suggested`]).
    fn suggested(&self, focus: Focus) -> Vec<AnyAction>;
    /// Whether a key can do something now (the hint bar shows only these): whether the rules'
    /// legal commands hold one it issues (`offered`, the keys of the state the chase stands in),
    /// as the system's screen reads that.
    fn available(&self, offered: &Offered, key: AnyAction, focus: Focus) -> bool;
    /// What the prompt's frame says a form is for.
    fn form_title(&self, form: &AnyForm) -> String;
    /// The command a form's answers (those `ask` reads) make, or the next question. `ask` keeps
    /// the questions the builder answered by itself ([`Asker::take_skipped`]).
    fn build(&self, form: &AnyForm, ask: &mut Asker) -> Result<AnyCommand, Stop>;
    /// Where a pick-list of the form starts, after `answers`:
    /// [`crate::screen::probe::usual_pick`].
    fn usual_pick(
        &self,
        form: &AnyForm,
        answers: &[Answer],
        default: usize,
        options: usize,
    ) -> usize;
    /// A form the rules wait for after the last command, if any.
    fn follow_up(&self) -> Option<AnyForm>;
    /// The command "roll the rest" goes on to after the one it applied, if any.
    fn roll_on(&self) -> Option<AnyCommand>;
    /// The command that passes a turn with nothing left to decide, and why, if the chase stands
    /// at one ([`Screen::empty_turn`]).
    fn empty_turn(&self) -> Option<(AnyCommand, String)>;
    /// A form that opens by itself when the chase reaches it, with turns passing by themselves
    /// ([`Screen::opens_by_itself`]).
    fn opens_by_itself(&self) -> Option<AnyForm>;
    /// Decides a command with the rolls in `roller`, saves it with `save`, and only then applies
    /// it; the log lines it adds. A refusal names keys as `keys` has them.
    fn execute(
        &mut self,
        command: &AnyCommand,
        roller: &mut Roller,
        save: &mut dyn FnMut(&Record) -> Result<(), AutosaveError>,
        keys: &KeyNames,
    ) -> Result<Vec<LogLine>, Unapplied>;
    /// The log, told from the whole journal.
    fn log(&self) -> Vec<LogLine>;
    /// The log lines of the command a redo would apply, told from the state now: after an undo,
    /// the lines the undone command had added (the log drops them); before a redo, the lines it
    /// adds again. One command is narrated, never the whole journal.
    fn next_redo_lines(&self) -> Vec<LogLine>;
    /// The last applied command in a few words (what an undo would take back).
    fn last_done(&self) -> Option<String>;
    /// The command a redo would apply again, in a few words.
    fn next_redo(&self) -> Option<String>;
    /// The header's round and turn, for the keeper (with the keys that go on) or for the
    /// players' view (the same without the keeper's keys), naming keys as `keys` has them.
    fn header(&self, audience: crate::engine::Audience, keys: &KeyNames) -> (String, String);
    /// The described-able places under the cursor (a location and the obstacle ahead of it, the
    /// selected participant's path).
    fn places_at_cursor(&self, focus: Focus) -> Vec<String>;
    /// What the status line says about the cursor.
    fn cursor_info(&self, focus: Focus) -> String;
    /// The participants in the order `j`/`k` walk them.
    fn queue(&self) -> Vec<usize>;
    /// Where to look after a command.
    fn refocus(&self, focus: Focus) -> Focus;
    /// Where the cursor goes when the selection moves.
    fn select(&self, focus: Focus) -> Focus;
    /// The cursor moved by `step`.
    fn move_cursor(&self, focus: Focus, step: i64) -> Focus;
    /// Draws the system's panels into the body of the screen, with what `body` gives them (the
    /// focus, the palette, the shell's log beside them).
    fn render_body(&self, body: &dyn crate::screen::Body, area: Rect, buf: &mut Buffer);
    /// Whether there is a command to undo, and one to redo.
    fn undo_redo(&self) -> (bool, bool);
}

impl Chase {
    /// The screen's face on this chase.
    pub fn screen(&self) -> &dyn ChaseScreen {
        each!(self, session => session as &dyn ChaseScreen)
    }

    /// The screen's face on this chase, to apply commands through.
    pub fn screen_mut(&mut self) -> &mut dyn ChaseScreen {
        each!(self, session => session as &mut dyn ChaseScreen)
    }
}

impl<R: Pick> ChaseScreen for Session<R> {
    fn intent(
        &self,
        key: AnyAction,
        focus: Focus,
        keys: &KeyNames,
    ) -> Option<Intent<AnyCommand, AnyForm>> {
        let intent = match self.state().intent(R::action(key)?, focus, keys) {
            Intent::Run(command) => Intent::Run(R::any_command(command)),
            Intent::Form(form) => Intent::Form(R::any_form(form)),
            Intent::Confirm(command, question) => {
                Intent::Confirm(R::any_command(command), question)
            }
            Intent::Decline(why) => Intent::Decline(why),
            Intent::Look(focus, note) => Intent::Look(focus, note),
        };
        Some(intent)
    }

    fn suggested(&self, focus: Focus) -> Vec<AnyAction> {
        let keys = self.state().suggested(focus);
        keys.into_iter().map(R::any_action).collect()
    }

    fn available(&self, offered: &Offered, key: AnyAction, focus: Focus) -> bool {
        let offered = offered.offers(key);
        R::action(key).is_some_and(|key| self.state().available(key, focus, offered))
    }

    fn form_title(&self, form: &AnyForm) -> String {
        R::form(form).map_or_else(String::new, |form| {
            let who = R::form_about(form).and_then(|at| self.state().participant_name(at));
            self.state().form_title(form, who.unwrap_or("?"))
        })
    }

    fn build(&self, form: &AnyForm, ask: &mut Asker) -> Result<AnyCommand, Stop> {
        let form = R::form(form).ok_or_else(|| {
            Stop::Decline("That form belongs to another chase system.".to_string())
        })?;
        if R::form_about(form).is_some_and(|at| self.state().participant_name(at).is_none()) {
            return Err(Stop::Decline(
                "That participant is not in this chase.".to_string(),
            ));
        }
        self.state().build(form, ask).map(R::any_command)
    }

    fn usual_pick(
        &self,
        form: &AnyForm,
        answers: &[Answer],
        default: usize,
        options: usize,
    ) -> usize {
        R::form(form).map_or(default, |form| {
            crate::screen::probe::usual_pick(self.state(), form, answers, default, options)
        })
    }

    fn follow_up(&self) -> Option<AnyForm> {
        self.state().follow_up().map(R::any_form)
    }

    fn roll_on(&self) -> Option<AnyCommand> {
        let last = self.journal().last().map(|entry| &entry.command);
        self.state().roll_on_after(last).map(R::any_command)
    }

    fn empty_turn(&self) -> Option<(AnyCommand, String)> {
        let last = self.journal().last().map(|entry| &entry.command);
        self.state()
            .empty_turn_after(last)
            .map(|(command, why)| (R::any_command(command), why))
    }

    fn opens_by_itself(&self) -> Option<AnyForm> {
        self.state().opens_by_itself().map(R::any_form)
    }

    fn execute(
        &mut self,
        command: &AnyCommand,
        roller: &mut Roller,
        save: &mut dyn FnMut(&Record) -> Result<(), AutosaveError>,
        keys: &KeyNames,
    ) -> Result<Vec<LogLine>, Unapplied> {
        journal::execute(self, command, roller, save, keys)
    }

    fn log(&self) -> Vec<LogLine> {
        journal::log(self)
    }

    fn next_redo_lines(&self) -> Vec<LogLine> {
        journal::next_redo_lines(self)
    }

    fn last_done(&self) -> Option<String> {
        journal::last_done(self)
    }

    fn next_redo(&self) -> Option<String> {
        journal::next_redo(self)
    }

    fn header(&self, audience: crate::engine::Audience, keys: &KeyNames) -> (String, String) {
        self.state().header(audience, keys)
    }

    fn places_at_cursor(&self, focus: Focus) -> Vec<String> {
        self.state().places_at_cursor(focus)
    }

    fn cursor_info(&self, focus: Focus) -> String {
        self.state().cursor_info(focus)
    }

    fn queue(&self) -> Vec<usize> {
        self.state().queue()
    }

    fn refocus(&self, focus: Focus) -> Focus {
        self.state().refocus(focus)
    }

    fn select(&self, focus: Focus) -> Focus {
        self.state().select(focus)
    }

    fn move_cursor(&self, focus: Focus, step: i64) -> Focus {
        self.state().move_cursor(focus, step)
    }

    fn render_body(&self, body: &dyn crate::screen::Body, area: Rect, buf: &mut Buffer) {
        let state = self.state();
        match state.for_screen() {
            Some(shown) => shown.render_body(body, area, buf),
            None => state.render_body(body, area, buf),
        }
    }

    fn undo_redo(&self) -> (bool, bool) {
        (!self.journal().is_empty(), !self.redo_stack().is_empty())
    }
}

/// The keys that issue a command of its shape ([`Screen::issued_by`]), as the shell's actions.
pub fn issued_by(command: &AnyCommand) -> Vec<AnyAction> {
    fn keys<R: Pick>(command: &AnyCommand) -> Option<Vec<AnyAction>> {
        R::command(command).map(|c| R::issued_by(c).iter().map(|a| R::any_action(*a)).collect())
    }
    let keys = crate::each_kind!(command.system(), system => keys::<system::State>(command));
    keys.unwrap_or_default()
}

/// The system's key that ends a turn ([`Screen::end_turn_action`]).
pub fn end_turn_action(chase: &Chase) -> Option<AnyAction> {
    end_turn_of(chase.system())
}

/// A system's key that ends a turn, by the system's kind.
pub fn end_turn_of(system: SystemKind) -> Option<AnyAction> {
    crate::each_kind!(system, system => <system::State as Screen>::end_turn_action()
        .map(<system::State as Pick>::any_action))
}

/// A command in a few words.
pub fn describe(command: &AnyCommand) -> String {
    fn words<R: Pick>(command: &AnyCommand) -> Option<String> {
        R::command(command).map(R::describe)
    }
    let kind = crate::each_kind!(command.system(), system => words::<system::State>(command));
    kind.unwrap_or_default()
}
