//! What the keys mean in a Call of Cthulhu chase: which command a key makes (at once, or after a
//! form of questions), whether it can do anything right now (for the hint bar), and how a command
//! is named when it is undone.

mod attack;
pub mod chases;
pub mod forms;
mod impl_screen;
mod issued_by;
mod keeper;
pub(crate) mod key_names;
mod keys;
mod part5;
pub mod places;
mod routes;
mod vehicle;

use crate::screen::KeyNames;
pub use crate::screen::probe::{probe, probe_form, sentence};
use crate::systems::coc7::rules::{Coc7, Command, Ending, Id, Loc, Phase, Side, Status};
pub use forms::Form;
pub use impl_screen::ids;
pub use issued_by::issued_by;
pub use keys::{Action, BINDINGS};
pub use part5::{obstacle_facing, step_from};

/// What a key asks for.
pub type Intent = crate::screen::Intent<Command, Form>;

/// The command or form a chase key stands for; `None` for keys that are not chase commands.
pub fn intent(
    msg: Action,
    state: &Coc7,
    selected: Id,
    cursor: Loc,
    keys: &KeyNames,
) -> Option<Intent> {
    let selected = selected.min(state.participants.len().saturating_sub(1) as Id);
    let name = |id: Id| state.participant(id).name.clone();
    if let Some(intent) = part5::intent(msg, state, selected, cursor, keys) {
        return Some(intent);
    }
    let intent = match msg {
        Action::SpeedRoll => match speed_target(state, selected) {
            Some(who) => Intent::Run(Command::SpeedRoll {
                who: name(who),
                skill: None,
            }),
            None => Intent::Decline(speed_done(state, keys)),
        },
        Action::SpeedRollSkill => match speed_target(state, selected) {
            Some(who) => Intent::Form(Form::SpeedSkill(who)),
            None => Intent::Decline(speed_done(state, keys)),
        },
        Action::Escape => Intent::Run(Command::Escape {
            who: name(escape_target(state, selected)),
        }),
        Action::CutToChase => match probe(state, &Command::CutToChase { range: None }, keys) {
            Ok(()) => Intent::Form(Form::Cut),
            Err(why) => Intent::Decline(why),
        },
        Action::Move
        | Action::MoveMany
        | Action::Hazard
        | Action::PassBarrier
        | Action::BreakBarrier
        | Action::Attack
        | Action::TimedAction
        | Action::Delay
        | Action::EndTurn => turn_intent(msg, state, keys)?,
        Action::AddLocation => Intent::Form(Form::AddLocation { behind: false }),
        Action::AddLocationBehind => Intent::Form(Form::AddLocation { behind: true }),
        Action::SetObstacle => Intent::Form(Form::Obstacle(cursor)),
        Action::Place => match state.phase {
            Phase::Running => Intent::Form(Form::Place(selected)),
            _ => Intent::Decline(not_running(state, keys)),
        },
        Action::Release => Intent::Run(Command::Release {
            who: name(release_target(state, selected)),
        }),
        // Several pairs with the selected participant (two pursuers reached one quarry): the
        // keeper says which.
        Action::Catch if pairs_with(state, selected).len() > 1 => {
            Intent::Form(Form::Catch(selected))
        }
        Action::Catch => match together(state, selected) {
            Some((quarry, pursuer)) => Intent::Run(Command::Catch {
                who: name(quarry),
                by: name(pursuer),
            }),
            None => Intent::Decline(
                "No pursuer stands at a quarry's location: there is nobody to rule caught."
                    .to_string(),
            ),
        },
        Action::Reorder => Intent::Form(Form::Reorder(selected)),
        Action::EndChase => Intent::Confirm(
            Command::EndChase,
            "End the chase here? (Undo can take it back.)".to_string(),
        ),
        _ => return None,
    };
    Some(intent)
}

/// The turn actions: always for whoever acts now.
fn turn_intent(msg: Action, state: &Coc7, keys: &KeyNames) -> Option<Intent> {
    let Some(actor) = state.current() else {
        return Some(Intent::Decline(not_running(state, keys)));
    };
    let participant = state.participant(actor);
    let who = participant.name.clone();
    if participant.is_passenger()
        && matches!(
            msg,
            Action::Move
                | Action::MoveMany
                | Action::Hazard
                | Action::PassBarrier
                | Action::BreakBarrier
        )
    {
        return Some(Intent::Decline(format!(
            "{who} is a passenger and moves with the vehicle: shoot ({}), navigate ({}), act ({}) or end the turn ({}).",
            key_names::key(keys, Action::Shoot),
            key_names::key(keys, Action::Navigate),
            key_names::key(keys, Action::TimedAction),
            key_names::key(keys, Action::EndTurn)
        )));
    }
    let passenger = participant.is_passenger();
    let spent = || {
        let what = if passenger {
            "has used a passenger's one act this round"
        } else {
            "has no movement actions left"
        };
        Intent::Decline(format!(
            "{who} {what}; end the turn ({}).",
            key_names::key(keys, Action::EndTurn)
        ))
    };
    // A passenger has no movement actions, only its one act ("They may act once on their turn").
    let used_up = if passenger {
        !participant.act
    } else {
        participant.actions == 0
    };
    let intent = match msg {
        Action::Move => Intent::Run(Command::Move { who, locations: 1 }),
        Action::EndTurn => Intent::Run(Command::EndTurn { who }),
        Action::MoveMany => match probe(state, &Command::Move { who, locations: 1 }, keys) {
            Ok(()) => Intent::Form(Form::MoveMany(actor)),
            Err(why) => Intent::Decline(why),
        },
        Action::Hazard | Action::PassBarrier | Action::BreakBarrier | Action::Attack if used_up => {
            spent()
        }
        Action::Attack | Action::BreakBarrier if participant.attacked => Intent::Decline(format!(
            "{who} has already initiated an attack this round (one a round)."
        )),
        Action::Hazard => Intent::Form(Form::Hazard(actor)),
        Action::PassBarrier => Intent::Form(Form::Barrier(actor)),
        Action::BreakBarrier => Intent::Form(Form::Break(actor)),
        Action::Attack => Intent::Form(Form::Attack(actor)),
        Action::TimedAction => Intent::Form(Form::Timed(actor)),
        Action::Delay if state.turn.has_delayed(actor) => Intent::Decline(format!(
            "{who} has already delayed this round; act or end the turn."
        )),
        Action::Delay => Intent::Form(Form::Delay(actor)),
        _ => return None,
    };
    Some(intent)
}

/// Whether a key can do something right now: the hint bar shows only these.
pub fn available(msg: Action, state: &Coc7, selected: Id, cursor: Loc) -> bool {
    if let Some(yes) = part5::available(msg, state, selected, cursor) {
        return yes;
    }
    let actor = state.current();
    let passenger = actor.is_some_and(|a| state.participant(a).is_passenger());
    match msg {
        Action::SpeedRoll | Action::SpeedRollSkill => speed_target(state, selected).is_some(),
        // The keeper may declare an escape at any time, but the hint bar offers it only while the
        // chase is being established, when it is the player's choice ("Compare speeds").
        Action::Escape => {
            state.phase == Phase::Establishing
                && matches!(
                    intent(msg, state, selected, cursor, KeyNames::builtin()),
                    Some(Intent::Run(ref c)) if probe(state, c, KeyNames::builtin()).is_ok()
                )
        }
        Action::CutToChase => probe(
            state,
            &Command::CutToChase { range: None },
            KeyNames::builtin(),
        )
        .is_ok(),
        Action::Move => {
            !passenger
                && actor.is_some_and(|a| {
                    probe(
                        state,
                        &Command::Move {
                            who: state.participant(a).name.clone(),
                            locations: 1,
                        },
                        KeyNames::builtin(),
                    )
                    .is_ok()
                })
        }
        Action::MoveMany => {
            actor.is_some_and(|a| state.participant(a).actions > 1)
                && available(Action::Move, state, selected, cursor)
        }
        // A dry run of the form with the answers it starts on: the rules decide, as for a move.
        Action::Hazard | Action::PassBarrier | Action::BreakBarrier | Action::Attack => {
            matches!(intent(msg, state, selected, cursor, KeyNames::builtin()), Some(Intent::Form(form)) if probe_form(state, &form))
        }
        Action::TimedAction | Action::EndTurn => actor.is_some(),
        Action::Delay => actor.is_some_and(|a| !state.turn.has_delayed(a)),
        Action::AddLocation | Action::AddLocationBehind | Action::EndChase => {
            state.phase != Phase::Over
        }
        Action::SetObstacle => state.phase != Phase::Over && state.map.next(cursor).is_some(),
        Action::Place => state.phase == Phase::Running,
        // A release also reopens a chase that ended with its last quarry caught.
        Action::Release => {
            (state.phase != Phase::Over || state.ending == Some(Ending::NoQuarryLeft))
                && state
                    .participants
                    .iter()
                    .any(|p| matches!(p.status, Status::Caught { .. }))
        }
        Action::Catch => state.phase == Phase::Running && together(state, selected).is_some(),
        Action::Reorder => {
            state.phase != Phase::Over
                && state
                    .participants
                    .get(usize::from(selected))
                    .is_some_and(|me| state.ids().any(|(o, p)| o != selected && p.dex == me.dex))
        }
        // Every other key, and any key added later, is offered when the rules would take what it
        // asks for: a dry run of its command, or of its form's answers.
        _ => dry_run(msg, state, selected, cursor),
    }
}

/// Whether the rules would take what a key asks for (perhaps after rolls): its command, or some
/// answers to its form.
fn dry_run(msg: Action, state: &Coc7, selected: Id, cursor: Loc) -> bool {
    match intent(msg, state, selected, cursor, KeyNames::builtin()) {
        Some(Intent::Run(command) | Intent::Confirm(command, _)) => {
            probe(state, &command, KeyNames::builtin()).is_ok()
        }
        Some(Intent::Form(form)) => probe_form(state, &form),
        Some(Intent::Look(..)) => true,
        Some(Intent::Decline(_)) | None => false,
    }
}

/// Who rolls for speed next: the selected participant if it has not rolled, else the first (in
/// setup order) who has not.
/// The next speed roll still to make while the chase is established (the first in the list).
pub(super) fn next_speed_roll(state: &Coc7) -> Option<Command> {
    speed_target(state, 0).map(|who| Command::SpeedRoll {
        who: state.participant(who).name.clone(),
        skill: None,
    })
}

fn speed_target(state: &Coc7, selected: Id) -> Option<Id> {
    if state.phase != Phase::Establishing {
        return None;
    }
    let needs = |id: Id| {
        let p = state.participant(id);
        p.status.is_active() && p.speed.is_none() && !p.is_passenger()
    };
    if needs(selected) {
        return Some(selected);
    }
    state.ids().map(|(id, _)| id).find(|id| needs(*id))
}

fn speed_done(state: &Coc7, keys: &KeyNames) -> String {
    match state.phase {
        Phase::Establishing => format!(
            "Everyone has rolled for speed: cut to the chase ({}), or let a faster quarry escape ({}).",
            key_names::key(keys, Action::CutToChase),
            key_names::key(keys, Action::Escape)
        ),
        _ => "Speed rolls are made before the chase; it is under way.".to_string(),
    }
}

/// The quarry an escape is about: the selected one, else the first still running.
fn escape_target(state: &Coc7, selected: Id) -> Id {
    let running_quarry =
        |p: &crate::systems::coc7::rules::Participant| p.side == Side::Quarry && p.in_chase();
    if running_quarry(state.participant(selected)) {
        return selected;
    }
    state
        .ids()
        .find(|(_, p)| running_quarry(p))
        .map_or(selected, |(id, _)| id)
}

/// The quarry a release is about: the selected one if caught, else the first caught.
/// A quarry and a pursuer running at one location (with `catch_on_reach` off, reaching only brings
/// them together): the selected participant's pair first, else the first such pair.
fn together(state: &Coc7, selected: Id) -> Option<(Id, Id)> {
    let pairs = catch_pairs(state);
    pairs
        .iter()
        .find(|(q, c)| *q == selected || *c == selected)
        .or(pairs.first())
        .copied()
}

/// The pairs of a quarry and a pursuer that `id` is one of.
pub(super) fn pairs_with(state: &Coc7, id: Id) -> Vec<(Id, Id)> {
    catch_pairs(state)
        .into_iter()
        .filter(|(q, c)| *q == id || *c == id)
        .collect()
}

/// Every quarry and pursuer running at one location, quarry first.
fn catch_pairs(state: &Coc7) -> Vec<(Id, Id)> {
    let running = |id: Id| state.participant(id).status.is_active();
    state
        .ids()
        .filter(|(q, p)| p.side == Side::Quarry && running(*q))
        .flat_map(|(q, quarry)| {
            state
                .ids()
                .filter(move |(c, p)| {
                    p.side == Side::Pursuer && running(*c) && p.location == quarry.location
                })
                .map(move |(c, _)| (q, c))
        })
        .collect()
}

fn release_target(state: &Coc7, selected: Id) -> Id {
    let caught =
        |p: &crate::systems::coc7::rules::Participant| matches!(p.status, Status::Caught { .. });
    if caught(state.participant(selected)) {
        return selected;
    }
    state
        .ids()
        .find(|(_, p)| caught(p))
        .map_or(selected, |(id, _)| id)
}

pub(super) fn not_running(state: &Coc7, keys: &KeyNames) -> String {
    match state.phase {
        Phase::Establishing => format!(
            "The chase has not started yet: make the speed rolls ({}), then cut to the chase ({}).",
            key_names::key(keys, Action::SpeedRoll),
            key_names::key(keys, Action::CutToChase)
        ),
        Phase::Over | Phase::Running => keys.chase_is_over(),
    }
}

/// A command in a few words, for "Undone: …" and "Redone: …".
pub fn describe(command: &Command) -> String {
    match command {
        Command::SpeedRoll { who, .. } => format!("{who}'s speed roll"),
        Command::Escape { who } => format!("{who}'s escape"),
        Command::CutToChase { .. } => "cutting to the chase".to_string(),
        Command::Move { who, locations } => format!(
            "{who} moving {locations} location{}",
            if *locations == 1 { "" } else { "s" }
        ),
        Command::NegotiateHazard { who, skill, .. } => {
            format!("{who}'s {skill} roll on the hazard")
        }
        Command::PassBarrier { who, skill, .. } => format!("{who}'s {skill} roll at the barrier"),
        Command::AttackBarrier { who, .. } => format!("{who} breaking at the barrier"),
        Command::Attack { who, target, .. } => format!("{who}'s attack on {target}"),
        Command::Act { who, what, .. } => format!("{who}: {what}"),
        Command::Delay { who, .. } => format!("{who}'s delay"),
        Command::EndTurn { who } => format!("the end of {who}'s turn"),
        Command::AddLocation { name, .. } => match name {
            Some(name) => format!("adding {name}"),
            None => "adding a location".to_string(),
        },
        Command::SetObstacle { after, .. } => format!("the change after location {after}"),
        Command::Place { who, location } => format!("placing {who} at {location}"),
        Command::Release { who } => format!("{who}'s release"),
        Command::Catch { who, by } => format!("{by} catching {who}"),
        Command::Reorder { who, before } => format!("{who} acting before {before}"),
        Command::EndChase => "ending the chase".to_string(),
        Command::ChooseRoute { who, route } => format!("{who} taking {route}"),
        Command::AddRoute { from, .. } => format!("the way from location {from}"),
        Command::RollHazard { after } => format!("the random hazard after location {after}"),
        Command::NameObstacle { name, .. } => format!("naming {name}"),
        Command::LookAhead { who, .. } => format!("how far {who} sees"),
        Command::SuddenHazard { by, .. } => format!("the sudden hazard {} called", by.word()),
        Command::PlaceSuddenHazard { name, .. } => format!("placing {name}"),
        Command::Accelerate { who, locations, .. } => {
            format!("{who} accelerating {locations} locations")
        }
        Command::TrackingRoll { who, .. } => format!("{who}'s tracking roll"),
        Command::Hide { who, .. } => format!("{who} hiding"),
        Command::Join { who, .. } => format!("{who} joining the chase"),
        Command::Enter { newcomer, .. } => format!("{} entering the chase", newcomer.name),
        Command::SwitchMode { who, .. } => format!("{who}'s change of movement"),
        Command::CreateObstacle { who, obstacle, .. } => {
            format!("{who} leaving {} behind", obstacle.name())
        }
        Command::Collide { who, incident, .. } => format!("the {} to {who}", incident.word()),
        Command::Shoot {
            who,
            target,
            tires,
            shots,
            ..
        } => {
            let shots = match shots {
                1 => "shot".to_string(),
                n => format!("{n} shots"),
            };
            if *tires {
                format!("{who}'s {shots} at {target}'s tires")
            } else {
                format!("{who}'s {shots} at {target}")
            }
        }
        Command::Navigate { who, .. } => format!("{who}'s navigation"),
        Command::GetOut { who } => format!("{who} getting out"),
    }
}

/// Whom the screen should point at: the one acting now (else, while establishing, the next to roll
/// for speed) and the location to show; `None` keeps the cursor where it is (the chase is over).
pub fn focus(state: &Coc7) -> (Option<Id>, Option<Loc>) {
    match state.current() {
        Some(actor) => (Some(actor), Some(state.participant(actor).location)),
        None if state.phase == Phase::Establishing => {
            let next = state
                .ids()
                .find(|(_, p)| p.status.is_active() && p.speed.is_none() && !p.is_passenger())
                .map(|(id, _)| id);
            (next, Some(state.map.first))
        }
        None => (None, None),
    }
}

/// Every shipped Call of Cthulhu setup's state, by its path: what the screen's unit tests look at.
#[cfg(test)]
pub(crate) fn shipped_states() -> Vec<(String, crate::systems::coc7::rules::Coc7)> {
    crate::setup::shipped()
        .into_iter()
        .filter_map(|(path, setup)| match setup.chase {
            crate::systems::Chase::Coc7(session) => {
                Some((path.display().to_string(), session.state().clone()))
            }
            _ => None,
        })
        .collect()
}
