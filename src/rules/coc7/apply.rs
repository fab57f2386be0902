//! Records an event in the state. No rule lives here: every number was decided by
//! [`super::handle`] and is in the event.

use super::event::Event;
use super::state::{Coc7, Location, Obstacle, Phase};

/// Folds one event into the state.
pub fn apply(state: &mut Coc7, event: &Event) {
    match event {
        Event::SpeedRolled { who, speed, .. } => state.participant_mut(*who).speed = Some(*speed),
        Event::StatusChanged { who, status } => state.participant_mut(*who).status = *status,
        Event::SlowestSet { mov } => state.slowest_mov = *mov,
        Event::Placed { who, location } => state.participant_mut(*who).location = *location,
        Event::RoundStarted {
            round,
            order,
            actions,
        } => {
            state.phase = Phase::Running;
            state.round = *round;
            state.turn.order.clone_from(order);
            state.turn.position = 0;
            state.turn.delayed.clear();
            for participant in &mut state.participants {
                participant.attacked = false;
                participant.actions = 0;
            }
            for entry in actions {
                let participant = state.participant_mut(entry.who);
                participant.actions = entry.actions;
                participant.debt = entry.debt;
            }
        }
        Event::Moved { who, from, to } => {
            let participant = state.participant_mut(*who);
            participant.location = *to;
            participant.moved += to.abs_diff(*from);
        }
        Event::ActionsSpent { who, count } => {
            let participant = state.participant_mut(*who);
            participant.actions = participant.actions.saturating_sub(*count);
        }
        Event::ActionsLost {
            who,
            this_round,
            owed,
        } => {
            let participant = state.participant_mut(*who);
            participant.actions = participant.actions.saturating_sub(*this_round);
            participant.debt += owed;
        }
        Event::HazardRolled { .. }
        | Event::BarrierRolled { .. }
        | Event::ConsciousnessRolled { .. }
        | Event::SaveRolled { .. }
        | Event::Acted { .. }
        | Event::RoundEnded { .. } => {}
        Event::BarrierDamaged {
            who, at, hp_left, ..
        } => {
            state.participant_mut(*who).attacked = true;
            if let Some(Obstacle::Barrier(barrier)) =
                state.track.get_mut(*at).and_then(|l| l.ahead.as_mut())
            {
                barrier.hp = Some(*hp_left);
            }
        }
        Event::BarrierBroken { at, debris } => {
            if let Some(location) = state.track.get_mut(*at) {
                location.ahead = debris.clone().map(Obstacle::Hazard);
            }
        }
        Event::Harmed { who, hp_left, .. } => state.participant_mut(*who).hp = *hp_left,
        Event::Attacked { who, .. } => state.participant_mut(*who).attacked = true,
        Event::Delayed { who, order, .. } => {
            state.turn.order.clone_from(order);
            state.turn.delayed.push(*who);
        }
        Event::TurnEnded { next, .. } => state.turn.position = *next,
        Event::LocationAdded { at, name, obstacle } => {
            let location = Location {
                name: name.clone(),
                ahead: None,
            };
            if *at < state.track.first {
                // Behind the back: what lies between it and the old back goes on the new one.
                state.track.first = *at;
                state.track.locations.insert(
                    0,
                    Location {
                        ahead: obstacle.clone(),
                        ..location
                    },
                );
            } else {
                if let Some(last) = state.track.locations.last_mut() {
                    last.ahead = obstacle.clone();
                }
                state.track.locations.push(location);
            }
        }
        Event::ObstacleSet { after, obstacle } => {
            if let Some(location) = state.track.get_mut(*after) {
                location.ahead = obstacle.clone();
            }
        }
        Event::TiesReordered { order } => state.turn.tie_order.clone_from(order),
        Event::RoundReordered { order } => state.turn.order.clone_from(order),
        Event::ChaseResumed => {
            state.phase = Phase::Running;
            state.ending = None;
        }
        Event::ChaseEnded { ending } => {
            state.phase = Phase::Over;
            state.ending = Some(*ending);
        }
    }
}
