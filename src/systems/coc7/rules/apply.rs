//! Records an event in the state. No rule lives here: every number was decided by
//! [`super::handle`] and is in the event.

use super::event::{Event, RouteEvent, VehicleEvent};
use super::optional::{Caller, PendingHazard};
use super::routes::Branch;
use super::state::{Coc7, Id, Loc, Location, Obstacle, Phase, Status};

/// Folds one event into the state.
pub fn apply(state: &mut Coc7, event: &Event) {
    match event {
        Event::SpeedRolled { who, speed, .. } => state.participant_mut(*who).speed = Some(*speed),
        Event::StatusChanged { who, status } => state.participant_mut(*who).status = *status,
        Event::SlowestSet { mov } => state.slowest_mov = *mov,
        Event::Placed { who, location } => {
            state.participant_mut(*who).location = *location;
            carry_passengers(state, *who, 0);
        }
        Event::RoundStarted {
            round,
            order,
            actions,
        } => {
            state.phase = Phase::Running;
            state.round = *round;
            state.turn.order.clear();
            state.turn.order.extend_from_slice(order);
            state.turn.position = 0;
            state.turn.delayed.clear();
            for participant in &mut state.participants {
                participant.attacked = false;
                participant.actions = 0;
                participant.act = false;
            }
            for entry in actions {
                let participant = state.participant_mut(entry.who);
                participant.actions = entry.actions;
                participant.debt = entry.debt;
                participant.act = entry.act;
            }
        }
        Event::Moved { who, from, to } => {
            // One step along the way, whatever the numbers (a branch is numbered after the trunk).
            let steps = state
                .map
                .distance(*from, *to)
                .unwrap_or_else(|| to.abs_diff(*from));
            let participant = state.participant_mut(*who);
            participant.location = *to;
            participant.moved += steps;
            carry_passengers(state, *who, steps);
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
                state.map.get_mut(*at).and_then(|l| l.ahead.as_mut())
            {
                barrier.hp = Some(*hp_left);
            }
        }
        Event::BarrierBroken { at, debris } => {
            if let Some(location) = state.map.get_mut(*at) {
                location.ahead = debris.clone().map(Obstacle::Hazard);
            }
        }
        Event::Harmed { who, hp_left, .. } => state.participant_mut(*who).hp = *hp_left,
        Event::Attacked { who, .. } => state.participant_mut(*who).attacked = true,
        Event::Delayed { who, after, order } => {
            state.turn.order.clear();
            state.turn.order.extend_from_slice(order);
            state.turn.delayed.push((*who, *after));
        }
        Event::TurnEnded { next, .. } => state.turn.position = *next,
        Event::LocationAdded { at, name, obstacle } => {
            let location = Location {
                name: name.clone(),
                ahead: None,
            };
            if *at < state.map.first {
                // Behind the back: what lies between it and the old back goes on the new one.
                state.map.first = *at;
                state.map.locations.insert(
                    0,
                    Location {
                        ahead: obstacle.clone(),
                        ..location
                    }
                    .into(),
                );
            } else {
                // At the head of the trunk (on a forked track the last number may be a branch's).
                let end = state.map.trunk_end();
                if let Some(last) = state.map.get_mut(end) {
                    last.ahead = obstacle.clone();
                }
                state.map.locations.push(location.into());
            }
        }
        Event::ObstacleSet { after, obstacle } => {
            if let Some(location) = state.map.get_mut(*after) {
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
        Event::Route(event) => apply_part5(state, event),
        Event::Vehicle(event) => apply_vehicles(state, event),
    }
}

/// The events of vehicles, their occupants and collisions.
fn apply_vehicles(state: &mut Coc7, event: &VehicleEvent) {
    match event {
        VehicleEvent::VehicleDamaged {
            who, build_left, ..
        } => {
            if let Some(vehicle) = state.participant_mut(*who).vehicle.as_mut() {
                vehicle.build = *build_left;
            }
        }
        VehicleEvent::VehicleDisabled { who, condition } => {
            if let Some(vehicle) = state.participant_mut(*who).vehicle.as_mut() {
                vehicle.condition = *condition;
            }
        }
        VehicleEvent::Stranded { who, .. } => {
            state.participant_mut(*who).status = Status::LeftBehind
        }
        VehicleEvent::GotOut { who, driver } => {
            let participant = state.participant_mut(*who);
            participant.rides_with = None;
            participant.thrown_free = false;
            if who == driver {
                participant.parked = participant.vehicle.take();
            }
            participant.base_mov = participant.foot_mov;
            participant.status = Status::Active;
            participant.actions = 0;
        }
        VehicleEvent::TireHit { who, burst, .. } => {
            if let Some(vehicle) = state.participant_mut(*who).vehicle.as_mut() {
                vehicle.tires_burst += u32::from(*burst);
            }
        }
        VehicleEvent::NavigationBonus { who, bonus } => {
            state.participant_mut(*who).navigation_bonus = *bonus;
        }
        VehicleEvent::PassengerActed { who } => state.participant_mut(*who).act = false,
        VehicleEvent::ThrownFree { who } => state.participant_mut(*who).thrown_free = true,
        VehicleEvent::BrokeThrough { who, at } => {
            state.participant_mut(*who).broke_through = Some(*at)
        }
        VehicleEvent::Collided { .. }
        | VehicleEvent::Shielded { .. }
        | VehicleEvent::ControlRolled { .. }
        | VehicleEvent::Navigated { .. } => {}
    }
}

/// The events of Part 5's routes and track rules.
fn apply_part5(state: &mut Coc7, event: &RouteEvent) {
    match event {
        RouteEvent::RouteChosen { who, fork, way } => {
            state.participant_mut(*who).heading = Some((*fork, *way));
        }
        RouteEvent::RouteTaken {
            who,
            fork,
            way,
            lead,
        } => {
            let participant = state.participant_mut(*who);
            if participant.heading.is_some_and(|(at, _)| at == *fork) {
                participant.heading = None;
            }
            if *lead {
                state.map.lead.push((*fork, *way));
            }
        }
        RouteEvent::RouteAdded {
            fork,
            name,
            first,
            locations,
        } => {
            let mut path = Vec::with_capacity(locations.len());
            for (offset, name) in locations.iter().enumerate() {
                state.map.locations.push(
                    Location {
                        name: name.clone(),
                        ahead: None,
                    }
                    .into(),
                );
                path.push(*first + offset as Loc);
            }
            state.map.branches.push(Branch {
                name: name.clone(),
                fork: *fork,
                path,
            });
        }
        RouteEvent::WayExtended {
            after,
            at,
            name,
            obstacle,
        } => {
            state.map.locations.push(
                Location {
                    name: name.clone(),
                    ahead: None,
                }
                .into(),
            );
            if let Some(branch) = state.map.branch_of(*after) {
                state.map.branches[branch].path.push(*at);
            }
            if let Some(location) = state.map.get_mut(*after) {
                location.ahead = obstacle.clone();
            }
        }
        RouteEvent::SightSet { who, locations, .. } => {
            state.participant_mut(*who).sight = Some(*locations);
        }
        RouteEvent::SuddenHazardCalled {
            by,
            passed,
            difficulty,
            ..
        } => {
            state.sudden.last_caller = Some(*by);
            state.sudden.pending = Some(PendingHazard {
                placer: if *passed {
                    Caller::Players
                } else {
                    Caller::Keeper
                },
                difficulty: *difficulty,
            });
        }
        RouteEvent::SuddenHazardPlaced { after, hazard, .. } => {
            state.sudden.pending = None;
            if let Some(location) = state.map.get_mut(*after) {
                location.ahead = Some(Obstacle::Hazard(hazard.clone()));
            }
        }
        RouteEvent::Arrived { participant } => state.participants.push((**participant).clone()),
        RouteEvent::Joined {
            who,
            location,
            order,
            actions,
        } => {
            state.turn.order.clear();
            state.turn.order.extend_from_slice(order);
            let participant = state.participant_mut(*who);
            participant.status = Status::Active;
            participant.location = *location;
            participant.actions = *actions;
            carry_passengers(state, *who, 0);
        }
        RouteEvent::ActionsChanged { who, actions } => {
            state.participant_mut(*who).actions = *actions
        }
        RouteEvent::ModeSwitched {
            who,
            mode,
            base_mov,
            vehicle,
            parked,
        } => {
            let participant = state.participant_mut(*who);
            participant.mode.clone_from(mode);
            participant.base_mov = *base_mov;
            participant.vehicle.clone_from(vehicle);
            participant.parked.clone_from(parked);
        }
        RouteEvent::ObstacleCreated {
            after,
            obstacle,
            created,
            ..
        } => {
            if *created && let Some(location) = state.map.get_mut(*after) {
                location.ahead = Some(obstacle.clone());
            }
        }
        RouteEvent::TerrainRolled { .. }
        | RouteEvent::Accelerated { .. }
        | RouteEvent::TrailRolled { .. }
        | RouteEvent::HideRolled { .. }
        | RouteEvent::FlewOver { .. }
        | RouteEvent::Sought { .. } => {}
    }
}

/// "Passengers ... move with the vehicle": wherever a driver is put or moves, so are those riding
/// with it (and they count the locations moved for "Fleeing the Scene").
fn carry_passengers(state: &mut Coc7, driver: Id, moved: u32) {
    let location = state.participant(driver).location;
    for passenger in &mut state.participants {
        if passenger.rides_with == Some(driver) {
            passenger.location = location;
            passenger.moved += moved;
        }
    }
}
