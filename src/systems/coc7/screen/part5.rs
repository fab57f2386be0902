//! The keys of Part 5 ("Optional Rules") and the vehicle rules: what each asks for, whether it can
//! do anything now (for the hint bar), and whom it is about. The forms themselves are in
//! [`super::routes`] (the track: forks, random and sudden hazards, sight) and [`super::vehicle`]
//! (driving, shooting, hiding and the other ways of getting along).

use super::{Action, Form, Intent, not_running, probe};
use crate::screen::KeyNames;
use crate::systems::coc7::rules::{Coc7, Command, Id, Loc, Obstacle, Phase, Status};

/// What a Part 5 key asks for; `None` for the keys of Parts 1 to 4.
pub(super) fn intent(
    key: Action,
    state: &Coc7,
    selected: Id,
    cursor: Loc,
    keys: &KeyNames,
) -> Option<Intent> {
    let name = |id: Id| state.participant(id).name.clone();
    let intent = match key {
        Action::MphTable => Intent::Form(Form::MphTable(selected)),
        Action::Accelerate
        | Action::CreateObstacle
        | Action::Shoot
        | Action::Navigate
        | Action::Hide
        | Action::TrackingRoll
        | Action::SwitchMode => {
            let Some(actor) = state.current() else {
                return Some(Intent::Decline(not_running(state, keys)));
            };
            turn_intent(key, state, out_of_turn(key, state, actor, selected), keys)
        }
        Action::ChooseRoute => match next_fork(state, selected) {
            Some(fork) => Intent::Form(Form::Route(selected, fork)),
            None => Intent::Decline(format!(
                "There is no fork at or ahead of {}: the way does not split.",
                name(selected)
            )),
        },
        Action::AddRoute => keeper_at(state, || Intent::Form(Form::AddRoute(cursor)), keys),
        Action::RollHazard => keeper_at(
            state,
            || Intent::Run(Command::RollHazard { after: cursor }),
            keys,
        ),
        Action::NameObstacle => match state.map.ahead_of(cursor) {
            Some(_) => Intent::Form(Form::NameObstacle(cursor)),
            None => Intent::Decline(format!(
                "Nothing lies after location {cursor} to name: roll for a random hazard ({}) or set one ({}).",
                super::key_names::key(keys, Action::RollHazard),
                super::key_names::key(keys, Action::SetObstacle)
            )),
        },
        Action::LookAhead => match state.phase {
            Phase::Running => Intent::Form(Form::LookAhead(selected)),
            _ => Intent::Decline(not_running(state, keys)),
        },
        Action::SuddenHazard if state.sudden.pending.is_some() => {
            Intent::Form(Form::PlaceSudden(cursor))
        }
        Action::SuddenHazard => match state.phase {
            Phase::Running => Intent::Form(Form::Sudden),
            _ => Intent::Decline(not_running(state, keys)),
        },
        // Nobody kept back: someone nobody planned for, typed in on the spot.
        Action::Join => match (join_target(state, selected), state.phase) {
            (Some(id), _) => Intent::Form(Form::Join(id, cursor)),
            (None, Phase::Running) => Intent::Form(Form::Enter(cursor)),
            (None, _) => Intent::Decline(not_running(state, keys)),
        },
        Action::Collide => match state.vehicle_of(selected) {
            Some(_) => Intent::Form(Form::Collide(selected)),
            None => Intent::Decline(format!("{} is not in a vehicle.", name(selected))),
        },
        Action::GetOut => Intent::Run(Command::GetOut {
            who: name(get_out_target(state, selected)),
        }),
        _ => return None,
    };
    Some(intent)
}

/// Who a Part 5 turn key acts for: whoever acts now, but the selected participant for what the
/// rules take out of turn too (a tracking roll when a quarry hides, a change of mode), so that
/// `j` then the key reaches someone else's. Hiding is for the selected quarry still in the chase
/// ("A Fleeing character can attempt to hide from the pursuer at any point in the chase", a
/// passenger with its vehicle), else for whoever acts (`H` on one's turn).
fn out_of_turn(key: Action, state: &Coc7, actor: Id, selected: Id) -> Id {
    let quarry = |id: Id| {
        state
            .participants
            .get(usize::from(id))
            .is_some_and(|p| p.side == crate::systems::coc7::rules::Side::Quarry && p.in_chase())
    };
    match key {
        Action::TrackingRoll | Action::SwitchMode => selected,
        Action::Hide if quarry(selected) => selected,
        _ => actor,
    }
}

fn keeper_at(state: &Coc7, then: impl FnOnce() -> Intent, keys: &KeyNames) -> Intent {
    if state.phase == Phase::Over {
        Intent::Decline(not_running(state, keys))
    } else {
        then()
    }
}

/// The turn's Part 5 actions, always for whoever acts now.
fn turn_intent(key: Action, state: &Coc7, actor: Id, keys: &KeyNames) -> Intent {
    let participant = state.participant(actor);
    let who = participant.name.clone();
    match key {
        Action::Accelerate => {
            if participant.is_passenger() {
                Intent::Decline(format!(
                    "{who} is a passenger: only the driver accelerates."
                ))
            } else if participant.vehicle.is_none() {
                Intent::Decline(format!("{who} is not driving: only a vehicle accelerates."))
            } else if participant.actions == 0 {
                Intent::Decline(format!(
                    "{who} has no movement actions left; end the turn ({}).",
                    super::key_names::key(keys, Action::EndTurn)
                ))
            } else {
                Intent::Form(Form::Accelerate(actor))
            }
        }
        // "Passengers": they "might use firearms or throw things out of the car to obstruct those
        // following", in their one act.
        Action::CreateObstacle => Intent::Form(Form::Create(actor)),
        Action::Shoot => Intent::Form(Form::Shoot(actor)),
        Action::Navigate if !participant.is_passenger() => Intent::Decline(format!(
            "{who} is not a passenger: a passenger navigates for the driver."
        )),
        Action::Navigate => Intent::Form(Form::Navigate(actor)),
        Action::Hide => Intent::Form(Form::Hide(actor)),
        Action::TrackingRoll => Intent::Form(Form::Tracking(actor)),
        Action::SwitchMode => Intent::Form(Form::SwitchMode(actor)),
        _ => Intent::Decline("That key does nothing in this chase.".to_string()),
    }
}

/// Whether a Part 5 key can do something now; `None` for the keys of Parts 1 to 4.
///
/// Why these are written by hand rather than found by a dry run of the rules (as the other keys
/// are): they say when the text calls for the action at all (a tracking roll only while a quarry
/// is out of sight, hiding not for a passenger, shooting with a Firearms skill on the sheet), and
/// the rules accept these commands more broadly, leaving the situation to the keeper. A dry run
/// would offer `K track` with every quarry in plain view. Moving these conditions into the rules is
/// the better end; until then each arm names its condition.
pub(super) fn available(key: Action, state: &Coc7, selected: Id, cursor: Loc) -> Option<bool> {
    let running = state.phase == Phase::Running;
    let actor = state.current().map(|a| (a, state.participant(a)));
    // The keys taken out of turn ask about the selected participant while the chase runs.
    let chosen = state
        .current()
        .map(|a| out_of_turn(key, state, a, selected))
        .map(|a| (a, state.participant(a)));
    let settings = &state.settings;
    let yes = match key {
        Action::MphTable => true,
        Action::Accelerate => {
            settings.pedal_to_the_metal
                && actor.is_some_and(|(_, p)| {
                    !p.is_passenger()
                        && p.actions > 0
                        && p.vehicle.as_ref().is_some_and(|v| v.is_running())
                })
        }
        Action::CreateObstacle => {
            settings.creating_hazards && actor.is_some_and(|(_, p)| !p.is_passenger() || p.act)
        }
        // The form's own answers: some target the rules take for whoever acts (another's shot
        // the generator lists is no shot for this one).
        Action::Shoot => actor.is_some_and(|(a, p)| {
            (p.is_passenger() || state.vehicle_of(a).is_some())
                && p.skills.keys().any(|s| s.starts_with("Firearms"))
                && super::probe_form(state, &Form::Shoot(a))
        }),
        Action::Navigate => {
            settings.vehicles.navigation && actor.is_some_and(|(_, p)| p.is_passenger())
        }
        // A passenger calls for its vehicle to hide (the driver rolls).
        Action::Hide => {
            settings.escaping
                && chosen.is_some_and(|(_, p)| p.side == crate::systems::coc7::rules::Side::Quarry)
        }
        Action::TrackingRoll => {
            settings.escaping
                && chosen.is_some_and(|(a, p)| {
                    p.side == crate::systems::coc7::rules::Side::Pursuer
                        && !p.is_passenger()
                        && state.ids().any(|(q, other)| {
                            other.side == crate::systems::coc7::rules::Side::Quarry
                                && other.status.is_active()
                                && !state.in_sight(a, other.location)
                                && q != a
                        })
                })
        }
        Action::SwitchMode => {
            settings.switching_modes && chosen.is_some_and(|(_, p)| !p.is_passenger())
        }
        Action::ChooseRoute => running && next_fork(state, selected).is_some(),
        Action::AddRoute => {
            settings.routes && state.phase != Phase::Over && state.map.contains(cursor)
        }
        Action::RollHazard => {
            settings.random_hazards
                && state.phase != Phase::Over
                && state.map.next(cursor).is_some()
                && state.map.ahead_of(cursor).is_none()
        }
        Action::NameObstacle => {
            state.phase != Phase::Over
                && state
                    .map
                    .ahead_of(cursor)
                    .is_some_and(|o| o.name().ends_with("hazard") || o.name().ends_with("barrier"))
        }
        Action::LookAhead => running && settings.sight.is_some(),
        Action::SuddenHazard => running && settings.sudden_hazards,
        // Someone new can always come in while the chase runs, but that is rare: the hint bar
        // offers the key only while one the setup kept back waits, and `?` tells the rest.
        Action::Join => {
            settings.joining && state.phase != Phase::Over && join_target(state, selected).is_some()
        }
        Action::Collide => running && state.vehicle_of(selected).is_some(),
        Action::GetOut => {
            state.phase != Phase::Over
                && probe(
                    state,
                    &Command::GetOut {
                        who: state
                            .participant(get_out_target(state, selected))
                            .name
                            .clone(),
                    },
                    crate::screen::KeyNames::builtin(),
                )
                .is_ok()
        }
        _ => return None,
    };
    Some(yes)
}

/// The fork where `id` stands, or the next one along its way ahead.
pub(super) fn next_fork(state: &Coc7, id: Id) -> Option<Loc> {
    let track = &state.map;
    if !track.has_forks() || state.phase != Phase::Running {
        return None;
    }
    let participant = state.participants.get(usize::from(id))?;
    let mut at = participant.location;
    for _ in 0..=track.locations.len() {
        if track.is_fork(at) {
            return Some(at);
        }
        at = track.next(at)?;
    }
    None
}

/// Who joins: the selected participant if it waits, else the first who does.
fn join_target(state: &Coc7, selected: Id) -> Option<Id> {
    let waits = |id: Id| state.participant(id).status == Status::Waiting;
    if waits(selected) {
        return Some(selected);
    }
    state.ids().map(|(id, _)| id).find(|id| waits(*id))
}

/// Who gets out: the selected participant if it rides or is stranded in a vehicle, else the first
/// stranded in a wreck, else the selected.
fn get_out_target(state: &Coc7, selected: Id) -> Id {
    // In a wreck that still runs with the chase, or out of it only while it stays inside
    // (`Coc7::stranded`: thrown free or left in a wreck, alive).
    let stranded = |id: Id| {
        let p = state.participant(id);
        state.stranded(id) || (p.in_chase() && p.vehicle.as_ref().is_some_and(|v| !v.is_running()))
    };
    if state.participant(selected).is_passenger() || stranded(selected) {
        return selected;
    }
    state
        .ids()
        .map(|(id, _)| id)
        .find(|id| stranded(*id))
        .unwrap_or(selected)
}

/// The hazard or barrier `id` faces next: what lies after its location on the way it goes on (at a
/// fork, only whoever goes straight on meets it; a branch is entered over clear ground).
pub fn obstacle_facing(state: &Coc7, id: Id) -> Option<&Obstacle> {
    let participant = state.participants.get(usize::from(id))?;
    obstacle_from(state, id, participant.location)
}

/// What lies after `at` for `id` going on from there.
pub fn obstacle_from(state: &Coc7, id: Id, at: Loc) -> Option<&Obstacle> {
    let track = &state.map;
    if !track.is_fork(at) {
        return track.ahead_of(at);
    }
    let heading = state
        .participants
        .get(usize::from(id))
        .and_then(|p| p.heading)
        .filter(|(fork, _)| *fork == at)
        .map(|(_, way)| way);
    match heading.or_else(|| track.lead_at(at)) {
        Some(way) if Some(way) != track.next(at) => None,
        _ => track.ahead_of(at),
    }
}

/// The next location `id` goes to from `at`: the way it chose (or the lead quarry took) at a fork.
pub fn step_from(state: &Coc7, id: Id, at: Loc) -> Option<Loc> {
    let track = &state.map;
    if !track.is_fork(at) {
        // The one way on: the next location of its own way, or a way added at the end of it.
        return track.ways_from(at).first().copied();
    }
    let heading = state
        .participants
        .get(usize::from(id))
        .and_then(|p| p.heading)
        .filter(|(fork, _)| *fork == at)
        .map(|(_, way)| way);
    heading.or_else(|| track.lead_at(at)).or(track.next(at))
}

#[cfg(test)]
mod tests {
    use super::get_out_target;
    use crate::systems::coc7::rules::vehicle_tests::harvey_thrown_free;

    /// After the wreck, the get-out key takes Harvey, thrown free and stranded, whoever is
    /// selected: the turn order names the key beside him, and the pursuer whose turn it is is
    /// the one selected then.
    #[test]
    fn the_get_out_key_takes_the_one_stranded_in_a_wreck() {
        let chase = harvey_thrown_free();
        let harvey = chase.find("Harvey").unwrap();
        let cultist = chase.find("Cultist").unwrap();
        assert!(chase.stranded(harvey) && !chase.stranded(cultist));
        assert_eq!(get_out_target(&chase, cultist), harvey);
        assert_eq!(get_out_target(&chase, harvey), harvey);
    }
}
