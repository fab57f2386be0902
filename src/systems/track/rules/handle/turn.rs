//! Rounds and turns ("Running a Chase", "Multiple Participants") and the endings of "Ending
//! Conditions" that are checked after every command.

use super::Decider;
use crate::dice::{DiceExpr, Roller};
use crate::systems::track::rules::Refusal;
use crate::systems::track::rules::error::TrackError;
use crate::systems::track::rules::event::Event;
use crate::systems::track::rules::settings::TurnOrder;
use crate::systems::track::rules::state::{Ending, Id, Phase, Side, Status};
use std::cmp::Reverse;

impl Decider<'_> {
    /// Starts round 1. "Running a Chase": participants alternate and the prey always acts first.
    /// "Multiple Participants": with more than two, everyone rolls 1d20 + agility modifier and acts
    /// in that order, fixed for the chase (ties: the higher modifier, then prey, then setup order).
    pub(super) fn start(&mut self, roller: &mut Roller) -> Result<(), Refusal> {
        if self.state.phase != Phase::Starting {
            return Err(TrackError::AlreadyStarted.into());
        }
        let initiative = match self.state.settings.turn_order {
            TurnOrder::Auto => self.state.participants.len() > 2,
            TurnOrder::Alternate => false,
            TurnOrder::Initiative => true,
        };
        let order = if initiative {
            self.roll_initiative(roller)?
        } else {
            self.alternating_order()
        };
        self.emit(Event::RoundStarted { round: 1, order });
        Ok(())
    }

    fn roll_initiative(&mut self, roller: &mut Roller) -> Result<Vec<Id>, Refusal> {
        let d20 = DiceExpr::dice(1, 20);
        let ids: Vec<Id> = self.state.ids().map(|(id, _)| id).collect();
        let mut rolled = Vec::with_capacity(ids.len());
        for id in &ids {
            let name = self.name(*id);
            let die = roller.roll(&d20, || format!("{name}: initiative d20"))?;
            rolled.push((*id, die.max(1) as u32));
        }
        for (id, die) in rolled {
            let modifier = self.state.participant(id).agility_modifier;
            self.emit(Event::InitiativeRolled {
                who: id,
                die,
                modifier,
            });
        }
        let mut order = ids;
        order.sort_by_key(|&id| {
            let p = self.state.participant(id);
            (
                Reverse(p.initiative.unwrap_or(i32::MIN)),
                Reverse(p.agility_modifier),
                p.side != Side::Prey,
                id,
            )
        });
        Ok(order)
    }

    /// Prey first, then chasers and prey taking turns, each side in setup order.
    fn alternating_order(&self) -> Vec<Id> {
        let side = |side| self.state.ids().filter(move |(_, p)| p.side == side);
        let mut prey = side(Side::Prey).map(|(id, _)| id);
        let mut chasers = side(Side::Chaser).map(|(id, _)| id);
        let mut order = Vec::with_capacity(self.state.participants.len());
        loop {
            let (p, c) = (prey.next(), chasers.next());
            if p.is_none() && c.is_none() {
                return order;
            }
            order.extend(p);
            order.extend(c);
        }
    }

    /// "End the turn": only once the required move is made.
    pub(super) fn end_turn_of(&mut self, who: &str) -> Result<(), TrackError> {
        let id = self.acting(who)?;
        if !self.state.turn.moved {
            return Err(TrackError::MustMoveFirst { who: self.name(id) });
        }
        self.end_turn(id);
        Ok(())
    }

    /// Ends a participant's turn; the next round starts in [`Decider::settle`] once nobody is left.
    pub(super) fn end_turn(&mut self, id: Id) {
        let turn = &self.state.turn;
        let from = turn.position.min(turn.order.len());
        let next = turn.order[from..]
            .iter()
            .position(|t| *t == id)
            .map_or(from, |offset| from + offset + 1);
        self.emit(Event::TurnEnded { who: id, next });
    }

    /// After every command: "Ending Conditions" (escape by distance; the chase ends when a side
    /// has nobody left), the turn of one who dropped out during it, and the next round once
    /// everyone has acted.
    pub(super) fn settle(&mut self) {
        if self.state.phase != Phase::Running {
            return;
        }
        self.escapes();
        self.end_if_decided();
        if self.state.phase != Phase::Running {
            return;
        }
        if let Some(actor) = self.extra {
            let ended = self
                .events()
                .iter()
                .any(|e| matches!(e, Event::TurnEnded { who, .. } if *who == actor));
            if !ended && !self.state.participant(actor).status.is_running() {
                self.end_turn(actor);
            }
        }
        if self.state.current().is_none() {
            let round = self.state.round + 1;
            let order = self.state.turn.order.clone();
            self.emit(Event::RoundStarted { round, order });
        }
    }

    /// "Escaped: the distance between participants reaches 6 or more spaces" (the setting): a prey
    /// that far from every running chaser has got away.
    fn escapes(&mut self) {
        let escape = self.state.settings.escape_distance;
        let escaped: smallvec::SmallVec<[Id; 8]> = self
            .state
            .running(Side::Prey)
            .filter(|(id, _)| {
                self.state
                    .nearest_opponent(*id)
                    .is_some_and(|d| d >= escape)
            })
            .map(|(id, _)| id)
            .collect();
        for who in escaped {
            self.emit(Event::StatusChanged {
                who,
                status: Status::Escaped,
            });
        }
    }

    /// The chase is over when no prey is running, or no chaser is (the prey still running then get
    /// away: "Exhaustion: either party becomes too exhausted to continue").
    fn end_if_decided(&mut self) {
        let prey: smallvec::SmallVec<[Id; 8]> =
            self.state.running(Side::Prey).map(|(id, _)| id).collect();
        let chasers = self.state.running(Side::Chaser).count();
        if prey.is_empty() {
            self.emit(Event::ChaseEnded {
                ending: Ending::NoPreyLeft,
            });
        } else if chasers == 0 {
            for who in prey {
                self.emit(Event::StatusChanged {
                    who,
                    status: Status::Escaped,
                });
            }
            self.emit(Event::ChaseEnded {
                ending: Ending::NoChaserLeft,
            });
        }
    }
}
