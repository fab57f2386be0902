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
pub use journal::{Refused, entry_lines};
pub use offered::{Offered, keys as offered_keys};

use crate::autosave::{AutosaveError, Record};
use crate::dice::Roller;
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

/// What a key asks for; `None` when the key is another system's.
pub fn intent(chase: &Chase, key: AnyAction, focus: Focus) -> Option<Intent<AnyCommand, AnyForm>> {
    each!(chase, session => intent_in(session.state(), key, focus))
}

fn intent_in<R: Pick>(
    state: &R,
    key: AnyAction,
    focus: Focus,
) -> Option<Intent<AnyCommand, AnyForm>> {
    let intent = match state.intent(R::action(key)?, focus) {
        Intent::Run(command) => Intent::Run(R::any_command(command)),
        Intent::Form(form) => Intent::Form(R::any_form(form)),
        Intent::Confirm(command, question) => Intent::Confirm(R::any_command(command), question),
        Intent::Refuse(why) => Intent::Refuse(why),
        Intent::Look(focus, note) => Intent::Look(focus, note),
    };
    Some(intent)
}

/// Whether a key can do something now (the hint bar shows only these): whether the rules' legal
/// commands hold one it issues (`offered`, the keys of the state the chase stands in), as the
/// system's screen reads that.
pub fn available(chase: &Chase, offered: &Offered, key: AnyAction, focus: Focus) -> bool {
    let offered = offered.offers(key);
    each!(chase, session => available_in(session.state(), key, focus, offered))
}

fn available_in<R: Pick>(state: &R, key: AnyAction, focus: Focus, offered: bool) -> bool {
    R::action(key).is_some_and(|key| state.available(key, focus, offered))
}

/// The keys that issue a command of its shape ([`Screen::issued_by`]), as the shell's actions.
pub fn issued_by(command: &AnyCommand) -> Vec<AnyAction> {
    fn keys<R: Pick>(command: &AnyCommand) -> Option<Vec<AnyAction>> {
        R::command(command).map(|c| R::issued_by(c).iter().map(|a| R::any_action(*a)).collect())
    }
    let keys = crate::each_kind!(command.system(), system => keys::<system::State>(command));
    keys.unwrap_or_default()
}

/// What the prompt's frame says a form is for.
pub fn form_title(chase: &Chase, form: &AnyForm) -> String {
    each!(chase, session => form_title_in(session.state(), form))
}

fn form_title_in<R: Pick>(state: &R, form: &AnyForm) -> String {
    R::form(form).map_or_else(String::new, |form| {
        let who = R::form_about(form).and_then(|at| state.participant_name(at));
        state.form_title(form, who.unwrap_or("?"))
    })
}

/// The command a form's answers make, or the next question.
pub fn build(chase: &Chase, form: &AnyForm, answers: &[Answer]) -> Result<AnyCommand, Stop> {
    each!(chase, session => build_in(session.state(), form, answers))
}

fn build_in<R: Pick>(state: &R, form: &AnyForm, answers: &[Answer]) -> Result<AnyCommand, Stop> {
    let form = R::form(form)
        .ok_or_else(|| Stop::Refuse("That form belongs to another chase system.".to_string()))?;
    if R::form_about(form).is_some_and(|at| state.participant_name(at).is_none()) {
        return Err(Stop::Refuse(
            "That participant is not in this chase.".to_string(),
        ));
    }
    state
        .build(form, &mut Asker::new(answers))
        .map(R::any_command)
}

/// Where a pick-list of the form starts: [`crate::screen::probe::usual_pick`].
pub fn usual_pick(
    chase: &Chase,
    form: &AnyForm,
    answers: &[Answer],
    default: usize,
    options: usize,
) -> usize {
    each!(chase, session => usual_pick_in(session.state(), form, answers, default, options))
}

fn usual_pick_in<R: Pick>(
    state: &R,
    form: &AnyForm,
    answers: &[Answer],
    default: usize,
    options: usize,
) -> usize {
    R::form(form).map_or(default, |form| {
        crate::screen::probe::usual_pick(state, form, answers, default, options)
    })
}

/// A form the rules wait for after the last command, if any.
pub fn follow_up(chase: &Chase) -> Option<AnyForm> {
    each!(chase, session => follow_up_in(session.state()))
}

fn follow_up_in<R: Pick>(state: &R) -> Option<AnyForm> {
    state.follow_up().map(R::any_form)
}

/// The command "roll the rest" goes on to after the one it applied, if any.
pub fn roll_on(chase: &Chase) -> Option<AnyCommand> {
    each!(chase, session => roll_on_in(session.state()))
}

fn roll_on_in<R: Pick>(state: &R) -> Option<AnyCommand> {
    state.roll_on().map(R::any_command)
}

/// The command that passes a turn with nothing left to decide, and why, if the chase stands at
/// one ([`Screen::empty_turn`]).
pub fn empty_turn(chase: &Chase) -> Option<(AnyCommand, String)> {
    each!(chase, session => empty_turn_in(session))
}

fn empty_turn_in<R: Pick>(session: &crate::engine::Session<R>) -> Option<(AnyCommand, String)> {
    let last = session.journal().last().map(|entry| &entry.command);
    session
        .state()
        .empty_turn_after(last)
        .map(|(command, why)| (R::any_command(command), why))
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

/// A form that opens by itself when the chase reaches it, with turns passing by themselves
/// ([`Screen::opens_by_itself`]).
pub fn opens_by_itself(chase: &Chase) -> Option<AnyForm> {
    each!(chase, session => session.state().opens_by_itself().map(|f| any_form_of(session.state(), f)))
}

fn any_form_of<R: Pick>(_state: &R, form: R::Form) -> AnyForm {
    R::any_form(form)
}

/// Decides a command with the rolls in `roller`, saves it with `save`, and only then applies it;
/// the log lines it adds.
pub fn execute(
    chase: &mut Chase,
    command: &AnyCommand,
    roller: &mut Roller,
    save: &mut dyn FnMut(&Record) -> Result<(), AutosaveError>,
) -> Result<Vec<LogLine>, Refused> {
    each!(chase, session => journal::execute(session, command, roller, save))
}

/// The log, told from the whole journal.
pub fn log(chase: &Chase) -> Vec<LogLine> {
    each!(chase, session => journal::log(session))
}

/// The log lines of the command a redo would apply, told from the state now: after an undo,
/// the lines the undone command had added (the log drops them); before a redo, the lines it
/// adds again. One command is narrated, never the whole journal.
pub fn next_redo_lines(chase: &Chase) -> Vec<LogLine> {
    each!(chase, session => journal::next_redo_lines(session))
}

/// The last applied command in a few words (what an undo would take back).
pub fn last_done(chase: &Chase) -> Option<String> {
    each!(chase, session => journal::last_done(session))
}

/// The command a redo would apply again, in a few words.
pub fn next_redo(chase: &Chase) -> Option<String> {
    each!(chase, session => journal::next_redo(session))
}

/// A command in a few words.
pub fn describe(command: &AnyCommand) -> String {
    fn words<R: Pick>(command: &AnyCommand) -> Option<String> {
        R::command(command).map(R::describe)
    }
    let kind = crate::each_kind!(command.system(), system => words::<system::State>(command));
    kind.unwrap_or_default()
}

/// The header's round and turn, for the keeper (with the keys that go on) or for the players'
/// view (the same without the keeper's keys).
pub fn header(chase: &Chase, audience: crate::engine::Audience) -> (String, String) {
    each!(chase, session => session.state().header(audience))
}

/// The described-able places under the cursor (a location and the obstacle ahead of it, the
/// selected participant's path).
pub fn places_at_cursor(chase: &Chase, focus: Focus) -> Vec<String> {
    each!(chase, session => session.state().places_at_cursor(focus))
}

/// What the status line says about the cursor.
pub fn cursor_info(chase: &Chase, focus: Focus) -> String {
    each!(chase, session => session.state().cursor_info(focus))
}

/// The participants in the order `j`/`k` walk them.
pub fn queue(chase: &Chase) -> Vec<usize> {
    each!(chase, session => session.state().queue())
}

/// Where to look after a command.
pub fn refocus(chase: &Chase, focus: Focus) -> Focus {
    each!(chase, session => session.state().refocus(focus))
}

/// Where the cursor goes when the selection moves.
pub fn select(chase: &Chase, focus: Focus) -> Focus {
    each!(chase, session => session.state().select(focus))
}

/// The cursor moved by `step`.
pub fn move_cursor(chase: &Chase, focus: Focus, step: i64) -> Focus {
    each!(chase, session => session.state().move_cursor(focus, step))
}

/// Draws the system's panels into the body of the screen, with what `body` gives them (the
/// focus, the palette, the shell's log beside them).
pub fn render_body(chase: &Chase, body: &dyn crate::screen::Body, area: Rect, buf: &mut Buffer) {
    each!(chase, session => {
        let state = session.state();
        match state.for_screen() {
            Some(shown) => shown.render_body(body, area, buf),
            None => state.render_body(body, area, buf),
        }
    })
}

/// Whether there is a command to undo, and one to redo.
pub fn undo_redo(chase: &Chase) -> (bool, bool) {
    each!(chase, session => (!session.journal().is_empty(), !session.redo_stack().is_empty()))
}
