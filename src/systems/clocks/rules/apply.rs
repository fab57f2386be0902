//! Records an event in the state. No rule lives here: every number was decided by
//! [`super::handle`] and is in the event.

use super::event::{CheckKind, Event};
use super::state::Obstacle;
use super::state::{ClockChase, Condition, Path, Phase, Status, Used};

/// Folds one event into the state.
pub fn apply(state: &mut ClockChase, event: &Event) {
    match event {
        Event::OrderSet { order, .. } => state.turn.order.clone_from(order),
        Event::RoundStarted { round } => {
            state.phase = Phase::Running;
            state.round = *round;
            state.turn.position = 0;
            state.turn.acted = false;
            for participant in &mut state.participants {
                participant.used = Used::default();
            }
        }
        Event::Checked {
            who, mover, kind, ..
        } => {
            state.turn.acted = true;
            for id in [*who, *mover] {
                let used = &mut state.participant_mut(id).used;
                match kind {
                    CheckKind::Turn => used.check = true,
                    CheckKind::MoveAction => used.move_action = true,
                    CheckKind::Additional { .. } => {}
                }
            }
        }
        Event::DetrimentTaken { who } => state.participant_mut(*who).detriments += 1,
        Event::Filled { who, to, .. } | Event::SlowedDown { who, to, .. } => {
            state.turn.acted = true;
            state.participant_mut(*who).filled = *to;
        }
        Event::Placed { who, filled } => state.participant_mut(*who).filled = *filled,
        Event::HeldUp {
            who,
            obstacle,
            advantage,
            ..
        } => {
            if *advantage {
                state.participant_mut(*who).advantage_on = Some(*obstacle);
            }
        }
        Event::ExcessLost { .. } => {}
        Event::PathOpened {
            name,
            terrain,
            flight_only,
            ..
        } => state.paths.push(Path {
            name: name.clone(),
            terrain: terrain.clone(),
            flight_only: *flight_only,
            merged_into: None,
        }),
        Event::PathTaken {
            who, to, filled, ..
        } => {
            state.turn.acted = true;
            let participant = state.participant_mut(*who);
            participant.path = *to;
            participant.filled = *filled;
        }
        Event::TerrainSet { path, terrain } => {
            state.paths[usize::from(*path)].terrain = terrain.clone();
        }
        Event::PathsMerged { from, into, moved } => {
            state.paths[usize::from(*from)].merged_into = Some(*into);
            for id in moved {
                state.participant_mut(*id).path = *into;
            }
        }
        Event::SkillUsed { who, .. } => {
            state.turn.acted = true;
            state.participant_mut(*who).used.skill_action = true;
        }
        Event::Hidden { who } => state.participant_mut(*who).hidden = true,
        Event::Revealed { who, .. } => state.participant_mut(*who).hidden = false,
        Event::ObstaclePlaced {
            name,
            path,
            after,
            dc,
            scope,
            ..
        } => state.obstacles.push(Obstacle {
            name: name.clone(),
            path: *path,
            after: *after,
            dc: *dc,
            scope: *scope,
            resolved_by: Vec::new(),
            cleared: false,
        }),
        Event::ObstacleResolved { obstacle, by } => {
            state.obstacles[usize::from(*obstacle)]
                .resolved_by
                .push(*by);
        }
        Event::ObstacleCleared { obstacle } => {
            state.obstacles[usize::from(*obstacle)].cleared = true;
        }
        Event::AdvantageSpent { who } => state.participant_mut(*who).advantage_on = None,
        Event::Boarded { who, ride } => {
            state.turn.acted = true;
            state.participant_mut(*who).aboard = Some(*ride);
        }
        Event::Disembarked {
            who, path, filled, ..
        } => {
            state.turn.acted = true;
            let participant = state.participant_mut(*who);
            participant.aboard = None;
            participant.path = *path;
            participant.filled = *filled;
        }
        Event::ConditionSet { who, condition, on } => {
            let participant = state.participant_mut(*who);
            match condition {
                Condition::Hindered => participant.hindered = *on,
                Condition::Immobile => participant.immobile = *on,
                Condition::Flying => participant.flies = *on,
            }
        }
        Event::Finished { who } => {
            state.participant_mut(*who).status = Status::Filled;
            state.finish_order.push(*who);
        }
        Event::Caught { who, by } => {
            state.participant_mut(*who).status = Status::Caught { by: *by }
        }
        Event::TurnEnded { next, .. } => {
            state.turn.acted = true;
            state.turn.position = *next;
        }
        Event::TimerTicked { filled } => {
            if let Some(timer) = &mut state.timer {
                timer.filled = *filled;
            }
        }
        Event::RoundEnded { .. } => {}
        Event::ChaseEnded { ending } => {
            state.phase = Phase::Over;
            state.ending = Some(*ending);
        }
    }
}
