//! The overlays that ask (a form's question, a roll, a yes/no, resume or start over), and what a
//! message does in a form or at a roll ([`super::update`] hands them here).

use super::{App, Msg};
use crate::dice::DiceRequest;
use crate::screen::form::{Answer, LineEditor, Question, QuestionKind};
use crate::systems::AnyCommand;
use crate::systems::screens::AnyForm;
use crate::tui::keymap::Mode;
use std::path::PathBuf;

/// An open overlay; it gets every key first.
#[derive(Clone, Debug)]
pub enum Overlay {
    Help {
        scroll: u16,
        /// The word being typed after `/`, while it is.
        search: Option<LineEditor>,
        /// The last word searched, for `n`.
        word: String,
        /// The line last found, marked on the screen; `n` goes on from it.
        found: Option<u16>,
    },
    Form(OpenForm),
    Dice(DiceState),
    Confirm(ConfirmState),
    Start(StartState),
    /// The opening screen with no chase to resume: `n` improvises one, any other key plays the
    /// built-in sample beneath.
    Welcome,
}

/// What a form asks for: a chase system's command, or a new improvised chase.
#[derive(Clone, Debug, PartialEq)]
pub enum Asking {
    Command(AnyForm),
    /// `n` on the opening screen; the seed draws its random track and becomes the setup's.
    NewChase {
        seed: u64,
    },
}

/// A command (or a new chase) being asked for, question by question.
#[derive(Clone, Debug)]
pub struct OpenForm {
    pub kind: Asking,
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
    /// The value as the keeper reads it (`17`, or a card: `J♣`).
    pub shown: String,
    pub by_tool: bool,
    /// The success level of a percentile roll against a skill, so the prompt says it in words and
    /// never marks a failure with a tick.
    pub level: Option<crate::dice::SuccessLevel>,
    /// The difficulty the rules judge the roll at, when they said it with the request: the tick
    /// then says whether the roll passes that difficulty (a regular success fails a Hard hazard).
    pub against: Option<crate::dice::Difficulty>,
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
    /// Stop serving the players' page at this address (the prompt draws its QR code).
    StopSharing(String),
}

/// An unfinished journal was found at start.
#[derive(Clone, Debug)]
pub struct StartState {
    pub found: PathBuf,
    pub journal: PathBuf,
    /// Where the unfinished chase stands: "Round 3 · Farmer's turn · 12 commands".
    pub summary: String,
    pub error: Option<String>,
    /// Where and how the journal is damaged, when it is: resuming then brings back the chase up
    /// to its last good line and keeps the damaged file as a backup.
    pub damaged: Option<String>,
    /// The journal was written for the setup before it was edited: resuming replays it against
    /// the edited setup into the setup's own journal; either way the old file is set aside.
    pub edited: bool,
    /// The chase as the journal replays, when it was replayed to say where it stands: resuming
    /// takes it as it is, so that the screen never replays a long journal while the keeper waits
    /// (a key, `q` and Ctrl-C are answered at once).
    /// With the journal's length then: a journal that changed since is replayed again.
    pub replayed: Option<(Box<crate::systems::Chase>, u64)>,
}

pub(super) fn form_msg(app: &mut App, mut form: OpenForm, msg: Msg) {
    let options = match &form.question.kind {
        QuestionKind::Pick { options, .. } => options.len(),
        QuestionKind::Text { .. } => 0,
    };
    match msg {
        Msg::Cancel => {
            cancelled(app, &form);
            return;
        }
        Msg::Back => {
            if form.answers.pop().is_none() {
                cancelled(app, &form);
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
        Msg::RollRest if options > 0 || form.question.prompt_keys_act(&form.line) => {
            usual_answers(app, form);
            return;
        }
        Msg::RollEnd if form.question.prompt_keys_act(&form.line) => {
            then_end_turn(app, |app| usual_answers(app, form));
            return;
        }
        Msg::Input(c) => form.line.push(c),
        Msg::Erase => form.line.erase(),
        Msg::Clear => form.line.clear(),
        _ => {}
    }
    app.overlay = Some(Overlay::Form(form));
}

/// A form given up: nothing is applied; a new chase given up goes back to the opening screen.
fn cancelled(app: &mut App, form: &OpenForm) {
    match form.kind {
        Asking::Command(_) => app.info("Cancelled: nothing was applied."),
        Asking::NewChase { .. } => {
            app.overlay = Some(Overlay::Welcome);
            app.info("No new chase: nothing was written.");
        }
    }
}

pub(super) fn dice_msg(app: &mut App, mut dice: DiceState, msg: Msg) {
    let value = match msg {
        Msg::Cancel => {
            app.info("Cancelled: nothing was applied.");
            return;
        }
        // The whole roll: this die, its aces and the wild die beside it, so that no die of a
        // roll is left waiting for a key meant for the chase screen.
        Msg::Roll => {
            dice.error = None;
            app.overlay = Some(Overlay::Dice(dice));
            roll_this_roll(app);
            return;
        }
        // A mistake the prompt named (a key that is not part of a roll) does not hold back the
        // keeper's next ask: only a roll that fails while rolling on stops the rolling.
        Msg::RollRest => {
            dice.error = None;
            app.overlay = Some(Overlay::Dice(dice));
            roll_the_rest(app);
            return;
        }
        Msg::RollEnd => {
            dice.error = None;
            app.overlay = Some(Overlay::Dice(dice));
            roll_then_end_turn(app);
            return;
        }
        // An empty line is not a roll: the keeper who pressed Enter may have meant a menu that
        // was skipped, and the value typed next must not land in a roll already made for them.
        Msg::Accept if dice.line.text().trim().is_empty() => Err(format!(
            "Nothing is typed: type what the table rolled, or press {} to let chasetrack roll.",
            app.keymap().shell_key(Mode::Dice, Msg::Roll)
        )),
        Msg::Accept => dice
            .request
            .read_answer(dice.line.text())
            .map(|v| (v, false)),
        Msg::Input(c) if dice.request.typable(c) => {
            dice.line.push(c);
            dice.error = None;
            app.overlay = Some(Overlay::Dice(dice));
            return;
        }
        Msg::Input(c) => Err(format!(
            "'{c}' is not part of a roll: type the number the dice show, or press {} to roll",
            app.keymap().shell_key(Mode::Dice, Msg::Roll)
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
    take_value(app, dice, value);
}

/// A die's value given (typed or rolled) at its prompt: the command is tried again with it; a
/// value that cannot be taken is named on the prompt.
fn take_value(app: &mut App, mut dice: DiceState, value: Result<(i32, bool), String>) {
    match value {
        Ok((value, by_tool)) => {
            let (level, against) = match &dice.request {
                crate::dice::DiceRequest::Percentile { skill, against, .. } => (
                    Some(crate::dice::success_level(value.max(1) as u32, *skill)),
                    *against,
                ),
                crate::dice::DiceRequest::Expr { .. } | crate::dice::DiceRequest::Card { .. } => {
                    (None, None)
                }
            };
            dice.given.push(Given {
                label: dice.request.to_string(),
                shown: dice.request.show(value),
                value,
                by_tool,
                level,
                against,
            });
            app.attempt(dice.command, dice.given);
        }
        Err(why) => {
            dice.error = Some(why);
            app.overlay = Some(Overlay::Dice(dice));
        }
    }
}

/// `r` at a roll's prompt: chasetrack rolls this die and every die of the same roll still to
/// come ([`crate::dice::same_roll`]: a Savage Worlds trait roll's aces and wild die), then stops
/// at the command's next roll or question.
fn roll_this_roll(app: &mut App) {
    for _ in 0..MOST_STEPS {
        let Some(Overlay::Dice(dice)) = app.overlay.take() else {
            return;
        };
        let label = dice.request.label().to_string();
        let value = roll_for_keeper(app, &dice.request);
        take_value(app, dice, value);
        match &app.overlay {
            Some(Overlay::Dice(next))
                if next.error.is_none() && crate::dice::same_roll(&label, next.request.label()) => {
            }
            _ => return,
        }
    }
}

fn roll_for_keeper(app: &mut App, request: &DiceRequest) -> Result<(i32, bool), String> {
    let rolled = match &mut app.seat {
        super::Seat::Keeper(keeper) => keeper.roller.roll_request(request),
        // A follower rolls nothing: it holds no roller.
        super::Seat::Follower(_) => None,
    };
    rolled
        .map(|v| (v, true))
        .ok_or_else(|| "chasetrack cannot roll here; type the value".to_string())
}

/// The most questions and rolls one "roll the rest" goes through: more than any command asks, and
/// a stop should a form keep asking the same question.
const MOST_STEPS: usize = 32;

/// `r` in a pick-list: this choice, then the usual answer (the preselected option, a line's
/// suggested value, or an empty line where the form takes one) to every question after it, then
/// every roll by the tool. A line with nothing suggested that must be typed stops it there.
fn usual_answers(app: &mut App, mut form: OpenForm) {
    // This question's answer: the choice under the cursor, or the number on the line (its
    // default while nothing is typed).
    let mut answer = match &form.question.kind {
        QuestionKind::Pick { .. } => Answer::Pick(form.cursor),
        QuestionKind::Text { initial, .. } if form.line.text().trim().is_empty() => {
            Answer::Text(initial.clone())
        }
        QuestionKind::Text { .. } => Answer::Text(form.line.text().to_string()),
    };
    let mut tried_empty = false;
    for _ in 0..MOST_STEPS {
        form.answers.push(answer);
        form.error = None;
        app.advance_form(form);
        match app.overlay.take() {
            Some(Overlay::Form(next)) if next.error.is_none() => {
                answer = match &next.question.kind {
                    QuestionKind::Pick { default, .. } => Answer::Pick(*default),
                    QuestionKind::Text { initial, .. } if !initial.is_empty() => {
                        Answer::Text(initial.clone())
                    }
                    // A line with nothing suggested: an empty line is its usual answer where
                    // the form takes one (nothing to say for the log); else it is asked.
                    QuestionKind::Text { .. } => Answer::Text(String::new()),
                };
                tried_empty = matches!(&answer, Answer::Text(text) if text.is_empty());
                form = next;
            }
            // The empty line was not taken: the question is asked, without the complaint.
            Some(Overlay::Form(mut next)) if tried_empty && next.error.is_some() => {
                next.error = None;
                next.line = crate::screen::form::LineEditor::default();
                app.overlay = Some(Overlay::Form(next));
                return;
            }
            other => {
                app.overlay = other;
                break;
            }
        }
    }
    roll_the_rest(app);
}

/// "Roll the rest": while the command waits for a roll, chasetrack rolls it, until the command is
/// applied or refused; then on through the same round of rolls the system names (every speed
/// roll still to make, say: [`crate::systems::screens::roll_on`]), never into the next round's (a
/// Savage Worlds attack that ends the round leaves the next round's card rolls to the keeper).
fn roll_the_rest(app: &mut App) {
    let round = |app: &App| {
        app.chase()
            .screen()
            .header(crate::engine::Audience::Keeper, app.key_names())
            .0
    };
    let started = round(app);
    roll_this_command(app);
    // Each command rolled on must be applied, or the rolling stops (nothing loops in place).
    while app.overlay.is_none()
        && round(app) == started
        && let Some(next) = app.chase().screen().roll_on()
    {
        let before = app.chase().journal_len();
        app.attempt(next, Vec::new());
        roll_this_command(app);
        if app.chase().journal_len() == before {
            return;
        }
    }
}

/// `n` in a roll's prompt: roll the rest, then what `n` does on the chase screen (end the turn,
/// the next step): only when the command was applied, no question waits, and the same
/// participant still acts in the same round (a turn that passed by itself, or that the rules
/// ended, leaves the next participant's turn alone).
fn roll_then_end_turn(app: &mut App) {
    then_end_turn(app, roll_the_rest);
}

/// `rest` (the rolls, or a form's usual answers and then its rolls), then the end of the turn as
/// [`roll_then_end_turn`] says.
fn then_end_turn(app: &mut App, rest: impl FnOnce(&mut App)) {
    let before = app.chase().journal_len();
    // Whose turn it is, and in which round: a turn the rules end by themselves (the last
    // movement action used) has moved on without a pass.
    let turn = |app: &App| {
        (
            app.chase()
                .screen()
                .header(crate::engine::Audience::Keeper, app.key_names())
                .0,
            app.chase().screen().refocus(app.focus()).selected,
        )
    };
    let acting = turn(app);
    app.mark_passed(false);
    rest(app);
    if app.overlay.is_some()
        || app.turn_passed()
        || app.chase().journal_len() == before
        || turn(app) != acting
    {
        return;
    }
    // Where ending the turn is not possible now (the chase not yet started), the rolls stand
    // alone and their words stay on the status line.
    if let Some(end) = crate::systems::screens::end_turn_action(app.chase())
        && app.available(end)
    {
        app.chase_key(end);
    }
}

/// While the command waits for a roll, chasetrack rolls it.
pub(super) fn roll_this_command(app: &mut App) {
    for _ in 0..MOST_STEPS {
        match app.overlay.take() {
            Some(Overlay::Dice(dice)) if dice.error.is_none() => dice_msg(app, dice, Msg::Roll),
            other => {
                app.overlay = other;
                return;
            }
        }
    }
}
