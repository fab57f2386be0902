//! What the keys mean in a position-clocks chase (`position-clocks-chase.txt`): which command a
//! key makes (at once, or after a form of questions), whether it can do anything right now (for the
//! hint bar), and how a command is named when it is undone. Turn keys act for whoever's turn it
//! is; out-of-turn effects and the keeper's keys for the selected participant.

mod forms;
mod impl_screen;
mod issued_by;
mod keeper;
pub(crate) mod key_names;
mod keys;
mod places;
mod terrain;

pub use forms::Form;
pub use impl_screen::{compared, ids};
pub use issued_by::issued_by;
pub use keys::{Action, BINDINGS};

use crate::screen::KeyNames;
use crate::screen::probe::probe;
use crate::systems::clocks::rules::{ClockChase, Command, Id, Phase, Relative, Role, Status};

/// What a key asks for.
pub type Intent = crate::screen::Intent<Command, Form>;

/// The command or form a key stands for, given the selected participant.
pub fn intent(key: Action, state: &ClockChase, selected: Id, keys: &KeyNames) -> Intent {
    let name = |id: Id| state.participant(id).name.clone();
    let form_if = |command: Command, form: Form| match probe(state, &command, keys) {
        Ok(()) => Intent::Form(form),
        Err(why) => Intent::Decline(why),
    };
    match key {
        Action::RollOrder => match state.phase {
            Phase::Ordering => Intent::Run(Command::RollOrder),
            _ => Intent::Decline(started()),
        },
        Action::SetOrder => form_if(Command::SetOrder { order: vec![] }, Form::SetOrder),
        Action::Check
        | Action::CheckWith
        | Action::SlowDown
        | Action::TakePath
        | Action::Resolve
        | Action::Hide
        | Action::Seek
        | Action::Skill
        | Action::Board
        | Action::Disembark
        | Action::EndTurn => turn_intent(key, state, keys),
        Action::Additional => form_if(
            Command::AdditionalMovement {
                who: name(selected),
                effect: String::new(),
                spaces: 1,
                ignores_terrain: false,
                advantage: false,
            },
            Form::Additional(selected),
        ),
        Action::OpenPath => keeper(state, Form::OpenPath, keys),
        Action::Terrain => keeper(state, Form::Terrain, keys),
        Action::Merge => match open_paths(state).len() {
            0 | 1 => Intent::Decline("There is one path: nothing to merge.".to_string()),
            _ if state.phase == Phase::Running && state.turn.acted => Intent::Decline(format!(
                "Paths merge at the start of a round, and round {} is under way.",
                state.round
            )),
            _ => keeper(state, Form::Merge, keys),
        },
        Action::PlaceObstacle => keeper(state, Form::Obstacle(selected), keys),
        Action::ClearObstacle => match state.obstacles.iter().any(|o| !o.cleared) {
            true => keeper(state, Form::ClearObstacle, keys),
            false => Intent::Decline("There is no obstacle to clear.".to_string()),
        },
        Action::Condition => keeper(state, Form::Condition(selected), keys),
        Action::Reveal => {
            let hidden: Vec<Id> = state
                .ids()
                .filter(|(_, p)| p.hidden)
                .map(|(id, _)| id)
                .collect();
            match hidden.as_slice() {
                [] => Intent::Decline("Nobody is hidden.".to_string()),
                _ if hidden.contains(&selected) => Intent::Run(Command::Reveal {
                    who: name(selected),
                }),
                [one] => Intent::Run(Command::Reveal { who: name(*one) }),
                _ => Intent::Form(Form::Reveal),
            }
        }
        Action::Place => form_if(
            Command::Place {
                who: name(selected),
                filled: state.filled(selected).min(state.segments),
            },
            Form::Place(selected),
        ),
        Action::EndChase => match state.phase {
            Phase::Over => Intent::Decline(over(keys)),
            _ => Intent::Confirm(
                Command::EndChase,
                "End the chase here? (Undo can take it back.)".to_string(),
            ),
        },
    }
}

/// The actions of a turn: always for whoever acts now.
fn turn_intent(key: Action, state: &ClockChase, keys: &KeyNames) -> Intent {
    let Some(actor) = state.current() else {
        return Intent::Decline(match state.phase {
            Phase::Ordering => format!(
                "The chase has not started: roll for the turn order ({}), or set it ({}).",
                key_names::key(keys, Action::RollOrder),
                key_names::key(keys, Action::SetOrder)
            ),
            _ => over(keys),
        });
    };
    let who = state.participant(actor).name.clone();
    let run = |command: Command| match probe(state, &command, keys) {
        Ok(()) => Intent::Run(command),
        Err(why) => Intent::Decline(why),
    };
    let form_if = |command: Command, form: Form| match probe(state, &command, keys) {
        Ok(()) => Intent::Form(form),
        Err(why) => Intent::Decline(why),
    };
    match key {
        Action::Check => run(check(&who)),
        Action::CheckWith => form_if(check(&who), Form::CheckWith(actor)),
        Action::SlowDown => form_if(
            Command::SlowDown {
                who: who.clone(),
                segments: 1,
            },
            Form::SlowDown(actor),
        ),
        Action::TakePath => form_if(
            Command::TakePath {
                who: who.clone(),
                path: "a path nobody has opened".to_string(),
                terrain: None,
                flight_only: false,
            },
            Form::TakePath(actor),
        ),
        Action::Resolve => form_if(
            Command::ResolveObstacle {
                who: who.clone(),
                bonus: 0,
                advantage: false,
            },
            Form::Resolve(actor),
        ),
        Action::Hide => form_if(
            Command::Hide {
                who: who.clone(),
                check: None,
            },
            Form::Hide(actor),
        ),
        Action::Seek => match hidden_from(state, actor).is_empty() {
            true => Intent::Decline("Nobody is hidden.".to_string()),
            false => form_if(
                Command::SkillAction {
                    who: who.clone(),
                    what: "search".to_string(),
                    check: None,
                },
                Form::Seek(actor),
            ),
        },
        Action::Skill => form_if(
            Command::SkillAction {
                who: who.clone(),
                what: "use a skill".to_string(),
                check: None,
            },
            Form::Skill(actor),
        ),
        Action::Board => match boardable(state, actor).as_slice() {
            [] => Intent::Decline(format!(
                "No vehicle or mount is adjacent to {who} (the same segments on the same path)."
            )),
            [ride] => run(Command::Board {
                who: who.clone(),
                ride: state.participant(*ride).name.clone(),
            }),
            _ => Intent::Form(Form::Board(actor)),
        },
        Action::Disembark => run(Command::Disembark { who: who.clone() }),
        _ => run(Command::EndTurn { who }),
    }
}

/// Whether a key can do something right now: the hint bar shows only these.
pub fn available(key: Action, state: &ClockChase, selected: Id) -> bool {
    match key {
        Action::RollOrder => state.phase == Phase::Ordering,
        Action::SetOrder => state.phase == Phase::Ordering && !state.is_race(),
        Action::Merge => {
            state.phase != Phase::Over
                && open_paths(state).len() > 1
                && !(state.phase == Phase::Running && state.turn.acted)
        }
        Action::OpenPath
        | Action::Terrain
        | Action::PlaceObstacle
        | Action::Condition
        | Action::EndChase => state.phase != Phase::Over,
        Action::ClearObstacle => {
            state.phase != Phase::Over && state.obstacles.iter().any(|o| !o.cleared)
        }
        Action::Reveal => state.phase != Phase::Over && state.participants.iter().any(|p| p.hidden),
        Action::Place => {
            state.phase == Phase::Running
                && state
                    .participants
                    .get(usize::from(selected))
                    .is_some_and(|p| p.status == Status::Running && p.aboard.is_none())
        }
        // Obstacles, hiding and rides matter only when the chase has them.
        Action::Resolve => {
            state.current().is_some_and(|a| {
                let mover = state.mover(a);
                state
                    .blocking(mover)
                    .is_some_and(|o| state.obstacles[usize::from(o)].after == state.filled(mover))
            }) && allowed(key, state, selected)
        }
        Action::Board => {
            state
                .current()
                .is_some_and(|a| !boardable(state, a).is_empty())
                && allowed(key, state, selected)
        }
        Action::Seek => {
            state
                .current()
                .is_some_and(|a| !hidden_from(state, a).is_empty())
                && allowed(key, state, selected)
        }
        Action::Hide => {
            state
                .current()
                .is_some_and(|a| !state.participant(a).hidden)
                && allowed(key, state, selected)
        }
        Action::Disembark => {
            state
                .current()
                .is_some_and(|a| state.participant(a).aboard.is_some())
                && allowed(key, state, selected)
        }
        _ => allowed(key, state, selected),
    }
}

/// Whether the key's form or command would pass the rules' first checks.
fn allowed(key: Action, state: &ClockChase, selected: Id) -> bool {
    !matches!(
        intent(key, state, selected, KeyNames::builtin()),
        Intent::Decline(_)
    )
}

fn keeper(state: &ClockChase, form: Form, keys: &KeyNames) -> Intent {
    match state.phase {
        Phase::Over => Intent::Decline(over(keys)),
        _ => Intent::Form(form),
    }
}

/// The plain movement check of the turn (or the Move action's second).
fn check(who: &str) -> Command {
    Command::MovementCheck {
        who: who.into(),
        advantage: false,
        modifier: 0,
        board: None,
        dc: None,
    }
}

/// The open paths, by id.
pub fn open_paths(state: &ClockChase) -> Vec<u16> {
    state
        .paths
        .iter()
        .enumerate()
        .filter(|(_, p)| p.is_open())
        .map(|(i, _)| i as u16)
        .collect()
}

/// The vehicles and mounts adjacent to `id` that it could board ("Vehicles and Mounts").
pub fn boardable(state: &ClockChase, id: Id) -> Vec<Id> {
    if state.participant(id).aboard.is_some() {
        return Vec::new();
    }
    state
        .ids()
        .filter(|(ride, p)| p.is_ride() && state.relative(id, *ride).is_adjacent())
        .map(|(ride, _)| ride)
        .collect()
}

/// The vehicles and mounts level with or ahead of `id` on its path: reachable with a movement check.
pub fn rides_ahead(state: &ClockChase, id: Id) -> Vec<Id> {
    if state.participant(id).aboard.is_some() {
        return Vec::new();
    }
    state
        .ids()
        .filter(|(ride, p)| {
            p.is_ride()
                && state.relative(id, *ride) != Relative::OtherPaths
                && state.filled(*ride) >= state.filled(id)
        })
        .map(|(ride, _)| ride)
        .collect()
}

/// The hidden participants someone could search for.
pub fn hidden_from(state: &ClockChase, seeker: Id) -> Vec<Id> {
    state
        .ids()
        .filter(|(id, p)| *id != seeker && p.hidden)
        .map(|(id, _)| id)
        .collect()
}

/// "runner", "chaser", "vehicle", "mount".
pub fn role_word(role: Role) -> &'static str {
    match role {
        Role::Runner => "runner",
        Role::Chaser => "chaser",
        Role::Ride(crate::systems::clocks::rules::RideKind::Vehicle) => "vehicle",
        Role::Ride(crate::systems::clocks::rules::RideKind::Mount) => "mount",
    }
}

fn started() -> String {
    "The turn order is set for the whole chase already.".to_string()
}

fn over(keys: &KeyNames) -> String {
    keys.chase_is_over()
}

/// A command in a few words, for "Undone: …" and "Redone: …".
pub fn describe(command: &Command) -> String {
    match command {
        Command::RollOrder => "the turn order checks".to_string(),
        Command::SetOrder { .. } => "the turn order".to_string(),
        Command::MovementCheck { who, .. } => format!("{who}'s movement check"),
        Command::AdditionalMovement { who, effect, .. } => format!("{who}'s {effect}"),
        Command::SlowDown { who, segments } => format!(
            "{who} slowing down {segments} segment{}",
            if *segments == 1 { "" } else { "s" }
        ),
        Command::TakePath { who, path, .. } => format!("{who} taking the path '{path}'"),
        Command::ResolveObstacle { who, .. } => format!("{who}'s try at the obstacle"),
        Command::Hide { who, .. } => format!("{who} hiding"),
        Command::Seek { who, target, .. } => format!("{who}'s search for {target}"),
        Command::SkillAction { who, what, .. } => format!("{who}: {what}"),
        Command::Board { who, ride } => format!("{who} boarding {ride}"),
        Command::Disembark { who } => format!("{who} getting off"),
        Command::EndTurn { who } => format!("the end of {who}'s turn"),
        Command::OpenPath { name, .. } => format!("opening the path '{name}'"),
        Command::SetTerrain { path, .. } => format!("the terrain of '{path}'"),
        Command::MergePaths { from, into } => format!("merging '{from}' into '{into}'"),
        Command::PlaceObstacle { name, .. } => format!("placing {name}"),
        Command::ClearObstacle { name } => format!("clearing {name}"),
        Command::SetCondition { who, .. } => format!("{who}'s condition"),
        Command::Reveal { who } => format!("revealing {who}"),
        Command::Place { who, filled } => format!("putting {who} at {filled}"),
        Command::EndChase => "ending the chase".to_string(),
    }
}
