//! What the keys mean in a chase on the chase track (`chase-track.txt`): which command a key makes
//! (at once, or after a form of questions), whether it can do anything right now (for the hint
//! bar), and how a command is named when it is undone. Turn keys act for whoever's turn it is; the
//! keeper's keys for the selected participant, or the space under the cursor.

mod forms;
mod keeper;
mod keys;
mod screen;

pub use forms::{Form, range as range_words};
pub use keys::{BINDINGS, Key};
pub use screen::{escape_line, ids, span};

use crate::rules::track::{Ability, Command, Effect, Id, Phase, Ride, Space, TrackChase};
use crate::tui::system::{self, probe};

/// What a key asks for.
pub type Intent = system::Intent<Command, Form>;

/// The command or form a key stands for, given the selected participant and the space under the
/// cursor.
pub fn intent(key: Key, state: &TrackChase, selected: Id, cursor: Space) -> Intent {
    let name = |id: Id| state.participant(id).name.clone();
    match key {
        Key::Start => match state.phase {
            Phase::Starting => Intent::Run(Command::Start),
            _ => Intent::Refuse("The chase is under way already.".to_string()),
        },
        Key::Act
        | Key::Move
        | Key::MovePast
        | Key::Exert
        | Key::EndTurn
        | Key::Attack
        | Key::Choose => turn_intent(key, state),
        Key::Save => match probe(state, &save_probe(state, selected)) {
            Ok(()) => Intent::Form(Form::Save(selected)),
            Err(why) => Intent::Refuse(why),
        },
        Key::Place => match state.phase {
            Phase::Over => Intent::Refuse(over()),
            _ => Intent::Form(Form::Place(selected)),
        },
        Key::PlaceObstacle => match state.phase {
            Phase::Over => Intent::Refuse(over()),
            _ => Intent::Form(Form::Obstacle(cursor)),
        },
        Key::ClearObstacles => {
            let command = Command::ClearObstacles { at: cursor };
            match probe(state, &command) {
                Ok(()) => Intent::Run(command),
                Err(why) => Intent::Refuse(format!(
                    "{} Put the cursor on an obstacle's space (h/l).",
                    why
                )),
            }
        }
        Key::Environment => match state.phase {
            Phase::Over => Intent::Refuse(over()),
            _ => Intent::Form(Form::Environment),
        },
        Key::Split => {
            let command = Command::Split {
                who: name(selected),
                name: "a name nobody has".to_string(),
            };
            match probe(state, &command) {
                Ok(()) => Intent::Form(Form::Split(selected)),
                Err(why) => Intent::Refuse(why),
            }
        }
        Key::EndChase => match state.phase {
            Phase::Over => Intent::Refuse(over()),
            _ => Intent::Confirm(
                Command::EndChase,
                "End the chase here? (Undo can take it back.)".to_string(),
            ),
        },
    }
}

/// The steps of a turn: always for whoever acts now.
fn turn_intent(key: Key, state: &TrackChase) -> Intent {
    if let Some(pending) = &state.turn.pending
        && key != Key::Choose
    {
        let who = &state.participant(pending.who).name;
        return Intent::Refuse(format!(
            "{who} rolled a 1: accept the failure or take a complication first (c)."
        ));
    }
    if key == Key::Choose {
        return match &state.turn.pending {
            Some(pending) => Intent::Form(Form::Choose(pending.who)),
            None => Intent::Refuse("No roll of 1 is waiting for a choice.".to_string()),
        };
    }
    let Some(actor) = state.current() else {
        return Intent::Refuse(not_running(state));
    };
    let who = state.participant(actor).name.clone();
    let run = |command: Command| match probe(state, &command) {
        Ok(()) => Intent::Run(command),
        Err(why) => Intent::Refuse(why),
    };
    match key {
        Key::Act => match probe(state, &act_probe(state, actor)) {
            Ok(()) => Intent::Form(Form::Act(actor)),
            Err(why) => Intent::Refuse(why),
        },
        Key::Attack => match probe(state, &act_probe(state, actor)) {
            Err(why) => Intent::Refuse(why),
            Ok(()) if targets(state, actor).is_empty() => Intent::Refuse(format!(
                "Nobody is within {} spaces of {who}: attacks reach only that far.",
                state.settings.attack_range
            )),
            Ok(()) => Intent::Form(Form::Attack(actor)),
        },
        Key::Move => run(Command::Move {
            who,
            past_obstacles: false,
        }),
        Key::MovePast => run(Command::Move {
            who,
            past_obstacles: true,
        }),
        Key::Exert => run(Command::Exert { who }),
        _ => run(Command::EndTurn { who }),
    }
}

/// Whether a key can do something right now: the hint bar shows only these.
pub fn available(key: Key, state: &TrackChase, selected: Id, cursor: Space) -> bool {
    let actor = state.current();
    let pending = state.turn.pending.is_some();
    let turn = |command: &dyn Fn(String) -> Command| {
        !pending
            && actor
                .is_some_and(|a| probe(state, &command(state.participant(a).name.clone())).is_ok())
    };
    match key {
        Key::Start => state.phase == Phase::Starting,
        Key::Choose => pending,
        Key::Act => actor.is_some_and(|a| !pending && probe(state, &act_probe(state, a)).is_ok()),
        Key::Attack => actor.is_some_and(|a| {
            !pending && probe(state, &act_probe(state, a)).is_ok() && !targets(state, a).is_empty()
        }),
        Key::Move => turn(&|who| Command::Move {
            who,
            past_obstacles: false,
        }),
        // Offered only where it helps: obstacles hinder the one moving, and it may pass them.
        Key::MovePast => {
            turn(&|who| Command::Move {
                who,
                past_obstacles: true,
            }) && actor.is_some_and(|a| {
                let p = state.participant(a);
                state.obstacles_against(p.side, p.space) > p.cleared
            })
        }
        Key::Exert => turn(&|who| Command::Exert { who }),
        Key::EndTurn => turn(&|who| Command::EndTurn { who }),
        Key::Save => {
            state.phase == Phase::Running && probe(state, &save_probe(state, selected)).is_ok()
        }
        Key::Place | Key::PlaceObstacle | Key::Environment | Key::EndChase => {
            state.phase != Phase::Over
        }
        Key::ClearObstacles => {
            state.phase != Phase::Over && state.obstacles.iter().any(|o| o.at == cursor)
        }
        Key::Split => {
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
        on_failure: crate::rules::track::Consequence::LoseSpace,
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

/// Whether a participant may ignore obstacles on its move (special movement, or a mount).
pub fn can_pass_obstacles(state: &TrackChase, id: Id) -> bool {
    let p = state.participant(id);
    p.special_movement.is_some() || matches!(p.ride, Ride::Mount { .. })
}

fn not_running(state: &TrackChase) -> String {
    match state.phase {
        Phase::Starting => "The chase has not started: start it (s).".to_string(),
        Phase::Running | Phase::Over => over(),
    }
}

fn over() -> String {
    "The chase is over: undo (u) to go back, or quit (q).".to_string()
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
