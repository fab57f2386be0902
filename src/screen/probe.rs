//! Asking the rules without changing the chase: whether they would take a command, and whether
//! some answers to a form make one they would take (the dry runs behind the hint bar), with the
//! refusal put as a sentence for the status line.

use super::form::{Answer, Asker, QuestionKind, Stop};
use super::{KeyNames, Screen};
use crate::dice::Roller;
use crate::engine::Refusal;

/// A rule's message as a sentence for the status line: a capital first, a stop at the end.
pub fn sentence(text: &str) -> String {
    let mut chars = text.chars();
    let mut out: String = match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    };
    if !out.ends_with(['.', '!', '?']) {
        out.push('.');
    }
    out
}

/// Whether the rules would take a command (perhaps after rolls); the refusal's words if not,
/// naming keys as `keys` has them.
pub fn probe<R: Screen>(state: &R, command: &R::Command, keys: &KeyNames) -> Result<(), String> {
    match state.handle(command, &mut Roller::given([])) {
        Ok(_) | Err(Refusal::Dice(_)) => Ok(()),
        Err(why) => Err(sentence(&R::refusal(&why, keys))),
    }
}

/// Whether some answers to a form make a command the rules would take (perhaps after rolls): the
/// dry run behind the hint bar for a key that opens a form (a hazard's skill, an attack's target).
/// Each question's options are tried from the one it starts on; a question of free text with
/// nothing written in it yet ends the dry run as "yes", since the rules cannot refuse words they
/// have not seen, and so does a form too big to try out within the budget.
pub fn probe_form<R: Screen>(state: &R, form: &R::Form) -> bool {
    // A form asks a handful of questions with a few options each; 200 builds cover any of ours.
    let mut budget = 200;
    accepts(state, form, &mut Vec::new(), &mut budget)
}

/// The option a pick-list of the form starts on: the question's own default where some answers
/// after it make a command the rules would take, else the first option that does (tried in
/// order), so that taking the usual answers never walks into a refusal another choice avoids
/// (the way already clear, someone already on foot, a vehicle's driver who fights with Drive
/// Auto). Where no option leads anywhere, the question's own default stands.
pub fn usual_pick<R: Screen>(
    state: &R,
    form: &R::Form,
    answers: &[Answer],
    default: usize,
    options: usize,
) -> usize {
    let order: Vec<usize> = std::iter::once(default)
        .chain((0..options).filter(|at| *at != default))
        .collect();
    let with = |at: usize| {
        let mut answers = answers.to_vec();
        answers.push(Answer::Pick(at));
        answers
    };
    // First the option whose usual answers after it make a command; then any option some answers
    // after it make one with.
    if let Some(at) = order
        .iter()
        .find(|at| usual_path_accepted(state, form, with(**at)))
    {
        return *at;
    }
    let mut budget = 200;
    order
        .into_iter()
        .find(|at| accepts(state, form, &mut with(*at), &mut budget))
        .unwrap_or(default)
}

/// Whether the form's usual answers from `answers` on (each list's default, each line's
/// suggestion) make a command the rules would take. A line with nothing suggested is the
/// keeper's to write: the walk stops there as "yes", the rules not having seen the words.
fn usual_path_accepted<R: Screen>(state: &R, form: &R::Form, mut answers: Vec<Answer>) -> bool {
    for _ in 0..32 {
        match state.build(form, &mut Asker::new(&answers)) {
            Ok(command) => return probe(state, &command, KeyNames::builtin()).is_ok(),
            Err(Stop::Ask(question)) => match question.kind {
                QuestionKind::Pick { default, .. } => answers.push(Answer::Pick(default)),
                QuestionKind::Text { initial, .. } if !initial.is_empty() => {
                    answers.push(Answer::Text(initial))
                }
                QuestionKind::Text { .. } => return true,
            },
            Err(Stop::Invalid { .. } | Stop::Decline(_)) => return false,
        }
    }
    false
}

fn accepts<R: Screen>(
    state: &R,
    form: &R::Form,
    answers: &mut Vec<Answer>,
    budget: &mut u32,
) -> bool {
    if *budget == 0 {
        return true;
    }
    *budget -= 1;
    match state.build(form, &mut Asker::new(answers)) {
        Ok(command) => probe(state, &command, KeyNames::builtin()).is_ok(),
        Err(Stop::Ask(question)) => {
            let tries: Vec<Answer> = match question.kind {
                QuestionKind::Pick { options, default } => std::iter::once(default)
                    .chain((0..options.len()).filter(|at| *at != default))
                    .map(Answer::Pick)
                    .collect(),
                QuestionKind::Text { initial, .. } if !initial.is_empty() => {
                    vec![Answer::Text(initial)]
                }
                QuestionKind::Text { .. } => return true,
            };
            tries.into_iter().any(|answer| {
                answers.push(answer);
                let yes = accepts(state, form, answers, budget);
                answers.pop();
                yes
            })
        }
        Err(Stop::Invalid { .. } | Stop::Decline(_)) => false,
    }
}
