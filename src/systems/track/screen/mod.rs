//! What the keys mean in a chase on the chase track (`chase-track.txt`): which command a key makes
//! (at once, or after a form of questions), whether it can do anything right now (for the hint
//! bar), and how a command is named when it is undone. Turn keys act for whoever's turn it is; the
//! keeper's keys for the selected participant, or the space under the cursor.

mod forms;
mod impl_screen;
mod issued_by;
mod keeper;
pub(crate) mod key_names;
mod keys;

pub use forms::{Form, range as range_words};
pub use impl_screen::{escape_line, ids, span};
pub use issued_by::issued_by;
pub use keys::{Action, BINDINGS};

use crate::screen::KeyNames;
use crate::screen::probe::probe;
use crate::systems::track::rules::{Ability, Command, Effect, Id, Phase, Space, TrackChase};

/// What a key asks for.
pub type Intent = crate::screen::Intent<Command, Form>;

/// The command or form a key stands for, given the selected participant and the space under the
/// cursor.
pub fn intent(
    key: Action,
    state: &TrackChase,
    selected: Id,
    cursor: Space,
    keys: &KeyNames,
) -> Intent {
    let name = |id: Id| state.participant(id).name.clone();
    match key {
        Action::Start => match state.phase {
            Phase::Starting => Intent::Run(Command::Start),
            _ => Intent::Decline("The chase is under way already.".to_string()),
        },
        Action::Act
        | Action::Move
        | Action::MovePast
        | Action::Exert
        | Action::EndTurn
        | Action::Attack
        | Action::Choose => turn_intent(key, state, keys),
        Action::Save => match probe(state, &save_probe(state, selected), keys) {
            Ok(()) => Intent::Form(Form::Save(selected)),
            Err(why) => Intent::Decline(why),
        },
        Action::Place => match state.phase {
            Phase::Over => Intent::Decline(over(keys)),
            _ => Intent::Form(Form::Place(selected)),
        },
        Action::PlaceObstacle => match state.phase {
            Phase::Over => Intent::Decline(over(keys)),
            _ => Intent::Form(Form::Obstacle(cursor)),
        },
        Action::ClearObstacles => {
            let command = Command::ClearObstacles { at: cursor };
            match probe(state, &command, keys) {
                Ok(()) => Intent::Run(command),
                Err(why) => Intent::Decline(format!(
                    "{} Put the cursor on an obstacle's space ({}).",
                    why, keys.cursor
                )),
            }
        }
        Action::Environment => match state.phase {
            Phase::Over => Intent::Decline(over(keys)),
            _ => Intent::Form(Form::Environment),
        },
        Action::Split => {
            let command = Command::Split {
                who: name(selected),
                name: "a name nobody has".to_string(),
            };
            match probe(state, &command, keys) {
                Ok(()) => Intent::Form(Form::Split(selected)),
                Err(why) => Intent::Decline(why),
            }
        }
        Action::EndChase => match state.phase {
            Phase::Over => Intent::Decline(over(keys)),
            _ => Intent::Confirm(
                Command::EndChase,
                "End the chase here? (Undo can take it back.)".to_string(),
            ),
        },
    }
}

/// The steps of a turn: always for whoever acts now.
fn turn_intent(key: Action, state: &TrackChase, keys: &KeyNames) -> Intent {
    if let Some(pending) = &state.turn.pending
        && key != Action::Choose
    {
        let who = &state.participant(pending.who).name;
        return Intent::Decline(format!(
            "{who} rolled a 1: accept the failure or take a complication first ({}).",
            key_names::key(keys, Action::Choose)
        ));
    }
    if key == Action::Choose {
        return match &state.turn.pending {
            Some(pending) => Intent::Form(Form::Choose(pending.who)),
            None => Intent::Decline("No roll of 1 is waiting for a choice.".to_string()),
        };
    }
    let Some(actor) = state.current() else {
        return Intent::Decline(not_running(state, keys));
    };
    let who = state.participant(actor).name.clone();
    let run = |command: Command| match probe(state, &command, keys) {
        Ok(()) => Intent::Run(command),
        Err(why) => Intent::Decline(why),
    };
    match key {
        Action::Act => match probe(state, &act_probe(state, actor), keys) {
            Ok(()) => Intent::Form(Form::Act(actor)),
            Err(why) => Intent::Decline(why),
        },
        Action::Attack => match probe(state, &act_probe(state, actor), keys) {
            Err(why) => Intent::Decline(why),
            Ok(()) if targets(state, actor).is_empty() => Intent::Decline(format!(
                "Nobody is within {} spaces of {who}: attacks reach only that far.",
                state.settings.attack_range
            )),
            Ok(()) => Intent::Form(Form::Attack(actor)),
        },
        Action::Move => run(Command::Move {
            who,
            past_obstacles: false,
        }),
        Action::MovePast => run(Command::Move {
            who,
            past_obstacles: true,
        }),
        Action::Exert => run(Command::Exert { who }),
        _ => run(Command::EndTurn { who }),
    }
}

/// Whether a key can do something right now: the hint bar shows only these.
pub fn available(key: Action, state: &TrackChase, selected: Id, cursor: Space) -> bool {
    let actor = state.current();
    let pending = state.turn.pending.is_some();
    let turn = |command: &dyn Fn(String) -> Command| {
        !pending
            && actor.is_some_and(|a| {
                probe(
                    state,
                    &command(state.participant(a).name.clone()),
                    KeyNames::builtin(),
                )
                .is_ok()
            })
    };
    match key {
        Action::Start => state.phase == Phase::Starting,
        Action::Choose => pending,
        Action::Act => actor.is_some_and(|a| {
            !pending && probe(state, &act_probe(state, a), KeyNames::builtin()).is_ok()
        }),
        Action::Attack => actor.is_some_and(|a| {
            !pending
                && probe(state, &act_probe(state, a), KeyNames::builtin()).is_ok()
                && !targets(state, a).is_empty()
        }),
        Action::Move => turn(&|who| Command::Move {
            who,
            past_obstacles: false,
        }),
        // Offered only where it helps: obstacles hinder the one moving, and it may pass them.
        Action::MovePast => {
            turn(&|who| Command::Move {
                who,
                past_obstacles: true,
            }) && actor.is_some_and(|a| {
                let p = state.participant(a);
                state.obstacles_against(p.side, p.space) > p.cleared
            })
        }
        Action::Exert => turn(&|who| Command::Exert { who }),
        Action::EndTurn => turn(&|who| Command::EndTurn { who }),
        Action::Save => {
            state.phase == Phase::Running
                && probe(state, &save_probe(state, selected), KeyNames::builtin()).is_ok()
        }
        Action::Place | Action::PlaceObstacle | Action::Environment | Action::EndChase => {
            state.phase != Phase::Over
        }
        Action::ClearObstacles => {
            state.phase != Phase::Over && state.obstacles.iter().any(|o| o.at == cursor)
        }
        Action::Split => {
            state.phase != Phase::Over
                && state
                    .participants
                    .get(usize::from(selected))
                    .is_some_and(|p| {
                        p.size > 1 && (state.phase == Phase::Starting || p.status.is_running())
                    })
        }
    }
}

/// An action the rules can judge without the keeper's choices: whether step 1 is still open.
fn act_probe(state: &TrackChase, actor: Id) -> Command {
    Command::Act {
        who: state.participant(actor).name.clone(),
        ability: Ability::Might,
        effect: Effect::Shortcut,
        cn: None,
        what: None,
        edge: Default::default(),
    }
}

/// A save the rules can judge without the keeper's choices: whether the participant can make one.
fn save_probe(state: &TrackChase, selected: Id) -> Command {
    Command::Save {
        who: state
            .participants
            .get(usize::from(selected))
            .map_or_else(String::new, |p| p.name.clone()),
        ability: Ability::Agility,
        cn: None,
        on_failure: crate::systems::track::rules::Consequence::LoseSpace,
    }
}

/// The opponents an attacker can reach ("Attacks During Chases": within 2 spaces).
pub fn targets(state: &TrackChase, attacker: Id) -> Vec<Id> {
    let side = state.participant(attacker).side.other();
    state
        .running(side)
        .filter(|(id, _)| state.distance(attacker, *id) <= state.settings.attack_range)
        .map(|(id, _)| id)
        .collect()
}

fn not_running(state: &TrackChase, keys: &KeyNames) -> String {
    match state.phase {
        Phase::Starting => format!(
            "The chase has not started: start it ({}).",
            key_names::key(keys, Action::Start)
        ),
        Phase::Running | Phase::Over => over(keys),
    }
}

fn over(keys: &KeyNames) -> String {
    keys.chase_is_over()
}

/// A command in a few words, for "Undone: …" and "Redone: …".
pub fn describe(command: &Command) -> String {
    match command {
        Command::Start => "the start of the chase".to_string(),
        Command::Act { who, ability, .. } => format!("{who}'s {} action", ability.word()),
        Command::AcceptFailure { who } => format!("{who} accepting the failure"),
        Command::TakeComplication { who, .. } => format!("{who}'s complication"),
        Command::Attack { who, target, .. } => format!("{who}'s attack on {target}"),
        Command::Move { who, .. } => format!("{who}'s move"),
        Command::Exert { who } => format!("{who}'s exertion"),
        Command::EndTurn { who } => format!("the end of {who}'s turn"),
        Command::Save { who, ability, .. } => format!("{who}'s {} save", ability.word()),
        Command::Place { who, space } => format!("placing {who} on space {space}"),
        Command::PlaceObstacle { at, .. } => format!("the obstacle on space {at}"),
        Command::ClearObstacles { at } => format!("clearing the obstacles on space {at}"),
        Command::SetEnvironment { environment } => {
            format!("the move into {}", environment.words())
        }
        Command::Split { who, name } => format!("{name} splitting off from {who}"),
        Command::EndChase => "ending the chase".to_string(),
    }
}
