//! What the keys mean in a Savage Worlds chase (`savage-worlds-chase.txt`): which command a key
//! makes (at once, or after a form of questions), whether it can do anything now (for the hint
//! bar), and how a command is named when it is undone. The card keys act for whoever rolls or
//! chooses next, the action keys for whoever acts now; the GM's keys for the selected participant.

mod forms;
pub mod impl_screen;
mod issued_by;
pub(crate) mod key_names;
mod keys;
mod split;

pub use forms::Form;
pub use issued_by::issued_by;
pub use keys::{Action, BINDINGS};

use crate::screen::KeyNames;
use crate::screen::probe::probe;
use crate::systems::savage::rules::{Command, Id, Phase, SavageChase};

/// What a key asks for.
pub type Intent = crate::screen::Intent<Command, Form>;

pub fn intent(key: Action, state: &SavageChase, selected: Id, keys: &KeyNames) -> Intent {
    if state.phase == Phase::Over && key != Action::EndChase {
        return Intent::Decline(over(keys));
    }
    let name = |id: Id| state.participant(id).name.clone();
    let run = |command: Command| match probe(state, &command, keys) {
        Ok(()) => Intent::Run(command),
        Err(why) => Intent::Decline(why),
    };
    let actor = state.current();
    match key {
        // The selected participant rolls if it still has to (the text sets no order for the
        // maneuvering rolls), else the next in the list.
        Action::Maneuver => match (state.choosing(), to_roll(state, selected)) {
            (Some(id), _) => Intent::Form(Form::Keep(id)),
            (None, Some(id)) => Intent::Form(Form::Maneuver(id)),
            (None, None) => Intent::Decline("Everyone has rolled for cards this round.".into()),
        },
        Action::Keep => match state.choosing() {
            Some(id) => Intent::Form(Form::Keep(id)),
            None => Intent::Decline("Nobody has a choice of cards to make.".into()),
        },
        Action::ControlRoll => match state.ids().find(|id| state.participant(*id).control_roll) {
            Some(id) => run(Command::ControlRoll { who: name(id) }),
            None => Intent::Decline("No driver owes an Out of Control roll.".into()),
        },
        Action::Shaken => run(Command::SetShaken {
            who: name(selected),
            shaken: !state.participant(selected).shaken,
            control_now: true,
        }),
        Action::TakeOut => match state.participant(selected).is_running() {
            true => Intent::Form(Form::TakeOut(selected)),
            false => Intent::Decline(format!("{} is out of the chase already.", name(selected))),
        },
        Action::Split => match split::group_for(state, selected) {
            Some(group) => Intent::Form(Form::Split(group)),
            None => Intent::Decline(
                "No group of extras has an Action Card this round: there is no split to change."
                    .into(),
            ),
        },
        Action::EndChase => match state.phase {
            Phase::Over => Intent::Decline(over(keys)),
            _ => Intent::Confirm(
                Command::EndChase,
                "End the chase here? (Undo can take it back.)".to_string(),
            ),
        },
        Action::Complication
        | Action::Attack
        | Action::Force
        | Action::Recover
        | Action::EndTurn => {
            let Some(actor) = actor else {
                return Intent::Decline(match state.to_roll().next() {
                    Some(id) => format!(
                        "{} still rolls for cards ({}).",
                        name(id),
                        key_names::key(keys, Action::Maneuver)
                    ),
                    None => "Nobody acts now.".to_string(),
                });
            };
            let who = name(actor);
            match key {
                Action::Complication => run(Command::Complication { who }),
                Action::Recover => run(Command::Recover { who }),
                Action::EndTurn => run(Command::EndTurn { who }),
                Action::Attack | Action::Force => {
                    let targets: Vec<Id> = state
                        .foes(actor)
                        .filter(|f| state.has_advantage(actor, *f))
                        .collect();
                    if targets.is_empty() {
                        return Intent::Decline(format!(
                            "{who} has advantage over no foe this round (a higher card is out of reach)."
                        ));
                    }
                    let command = |target: Id| {
                        if key == Action::Attack {
                            Command::Attack {
                                held_to_split: true,
                                control_now: true,
                                who: who.clone(),
                                target: name(target),
                                melee: false,
                                attackers: 1,
                                modifier: 0,
                            }
                        } else {
                            Command::Force {
                                who: who.clone(),
                                target: name(target),
                                helpers: Vec::new(),
                                modifier: 0,
                            }
                        }
                    };
                    // Any foe the rules let it attack opens the form (a group's share at the first
                    // may be spent while another's is not); else the first foe's reason.
                    let mut first_refusal = None;
                    for target in targets {
                        match probe(state, &command(target), keys) {
                            Ok(()) if key == Action::Attack => {
                                return Intent::Form(Form::Attack(actor));
                            }
                            Ok(()) => return Intent::Form(Form::Force(actor)),
                            Err(why) => {
                                first_refusal.get_or_insert(why);
                            }
                        }
                    }
                    Intent::Decline(first_refusal.unwrap_or_else(|| over(keys)))
                }
                _ => Intent::Decline(over(keys)),
            }
        }
    }
}

/// Whether a key can do something now (a dry run of its intent): the hint bar shows only these.
pub fn available(key: Action, state: &SavageChase, selected: Id) -> bool {
    matches!(
        intent(key, state, selected, KeyNames::builtin()),
        Intent::Run(_) | Intent::Form(_) | Intent::Confirm(..)
    )
}

/// Who rolls for cards on `m`: the selected participant if it still has to, else the first who
/// has.
fn to_roll(state: &SavageChase, selected: Id) -> Option<Id> {
    let mut waiting = state.to_roll();
    let first = waiting.next();
    match first == Some(selected) || waiting.any(|id| id == selected) {
        true => Some(selected),
        false => first,
    }
}

fn over(keys: &KeyNames) -> String {
    keys.chase_is_over()
}

/// A command in a few words, for "Undone: …" and "Redone: …".
pub fn describe(command: &Command) -> String {
    let whose = |who: &str| crate::engine::names::possessive(who);
    match command {
        Command::Maneuver { who, .. } => format!("{} maneuvering roll", whose(who)),
        Command::Keep { who, card } => format!("{who} keeping {card}"),
        Command::Complication { who } => format!("{} complication", whose(who)),
        Command::Attack { who, target, .. } => format!("{} attack on {target}", whose(who)),
        Command::Force { who, target, .. } => format!("{who} forcing {target}"),
        Command::Split { who, .. } => format!(
            "the split of {} attacks",
            crate::systems::savage::rules::possessive(who)
        ),
        Command::Recover { who } => format!("{} recovery", whose(who)),
        Command::ControlRoll { who } => format!("{} control roll", whose(who)),
        Command::EndTurn { who } => format!("the end of {} action", whose(who)),
        Command::SetShaken { who, .. } => format!("{} Shaken", whose(who)),
        Command::TakeOut { who, .. } => format!("{who} leaving the chase"),
        Command::EndChase => "ending the chase".to_string(),
    }
}

#[cfg(test)]
mod possessive_tests {
    use super::*;
    use crate::systems::savage::rules::SavageError;

    /// "Bandits's" was on the screen; a name that ends in s takes only the apostrophe.
    #[test]
    fn a_name_ending_in_s_takes_only_the_apostrophe() {
        let end = |who: &str| describe(&Command::EndTurn { who: who.into() });
        assert_eq!(end("Bandits"), "the end of Bandits' action");
        assert_eq!(end("Knight"), "the end of Knight's action");
        let refused = SavageError::NotTheirTurn {
            who: "Squire".into(),
            current: "Bandits".into(),
        };
        assert_eq!(refused.to_string(), "it is Bandits' action, not Squire's");
    }
}
