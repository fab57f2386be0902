//! Records an event in the state. No rule lives here: every number was decided by
//! [`super::handle`] and is in the event.

use super::event::{ActionResult, Event};
use super::state::{Obstacle, Pending, Phase, Ride, TrackChase, Turn};

/// Folds one event into the state.
pub fn apply(state: &mut TrackChase, event: &Event) {
    match event {
        Event::InitiativeRolled { who, die, modifier } => {
            state.participant_mut(*who).initiative = Some(*die as i32 + modifier);
        }
        Event::RoundStarted { round, order } => {
            state.phase = Phase::Running;
            state.round = *round;
            state.turn = Turn {
                order: order.clone(),
                ..Turn::default()
            };
        }
        Event::TurnEnded { next, .. } => {
            state.turn = Turn {
                order: std::mem::take(&mut state.turn.order),
                position: *next,
                ..Turn::default()
            };
        }
        Event::ActionRolled {
            who,
            ability,
            what,
            check,
            result,
            gain,
        } => {
            state.turn.acted = true;
            if *result == ActionResult::OneRolled {
                state.turn.pending = Some(Pending {
                    who: *who,
                    ability: *ability,
                    gain: gain.clone(),
                    check: *check,
                    what: what.clone(),
                });
            }
        }
        Event::FailureAccepted { .. } | Event::Rerolled { .. } => state.turn.pending = None,
        Event::ComplicationTaken { who, what } => {
            state.participant_mut(*who).complications.push(what.clone());
        }
        Event::ShortcutTaken { .. } => state.turn.shortcut = true,
        Event::FastLaneGained { who, from } => {
            state.participant_mut(*who).fast_lane_from = Some(*from)
        }
        Event::ObstaclePlaced { at, against, what } => state.obstacles.push(Obstacle {
            at: *at,
            against: *against,
            what: what.clone(),
        }),
        Event::ObstaclesCleared { at } => state.obstacles.retain(|o| o.at != *at),
        Event::Attacked { .. } => state.turn.acted = true,
        Event::Harmed { who, hp_left, .. } => {
            if hp_left.is_some() {
                state.participant_mut(*who).hp = *hp_left;
            }
        }
        Event::MoveStarted {
            who,
            spaces,
            lost,
            held,
        } => {
            state.turn.moved = true;
            if *held {
                state.turn.held = *spaces;
            }
            let participant = state.participant_mut(*who);
            participant.lost_movement = participant.lost_movement.saturating_sub(*lost);
        }
        Event::Moved { who, to, .. } | Event::Placed { who, space: to } => {
            let participant = state.participant_mut(*who);
            participant.space = *to;
            participant.cleared = 0;
        }
        Event::Hindered { who, spent, .. } => state.participant_mut(*who).cleared += spent,
        Event::Exerted { who, success, .. } => {
            state.participant_mut(*who).exertions += 1;
            state.turn.exertions += 1;
            if *success {
                state.turn.held = 0;
            }
        }
        Event::FellFromMount { who } => state.participant_mut(*who).ride = Ride::OnFoot,
        Event::SaveRolled { .. } => {}
        Event::MovementLost { who, spaces } => state.participant_mut(*who).lost_movement += spaces,
        Event::StatusChanged { who, status } => state.participant_mut(*who).status = *status,
        Event::EnvironmentSet { environment } => state.environment = *environment,
        Event::Split {
            from,
            name,
            order,
            position,
        } => {
            let group = state.participant_mut(*from);
            group.size = group.size.saturating_sub(1);
            let mut member = group.clone();
            member.name.clone_from(name);
            member.size = 1;
            state.participants.push(member);
            state.turn.order.clone_from(order);
            state.turn.position = *position;
        }
        Event::ChaseEnded { ending } => {
            state.phase = Phase::Over;
            state.ending = Some(*ending);
            state.turn.pending = None;
        }
    }
}
