//! Rounds and turns: "Movement Actions", "Actions in a Chase Round" (DEX order, delaying) and the
//! end of the chase.

use super::Decider;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::{Event, RoundActions, TurnOrder};
use crate::systems::coc7::rules::state::{Ending, Id, Phase, Side, Status};

impl Decider<'_> {
    /// Starts a round: everyone still in the chase gets 1 + (own MOV - slowest MOV) movement
    /// actions, less what they owe ("Movement Actions"; a debt larger than a round's actions carries
    /// on), and acts in DEX order, highest first, ties in the keeper's order ("Actions in a Chase
    /// Round").
    pub(super) fn start_round(&mut self, round: u32) {
        let order = self.dex_order();
        let actions = order
            .iter()
            .map(|&who| {
                let allowance = self.state.allowance(who);
                let debt = self.state.participant(who).debt;
                let paid = debt.min(allowance);
                RoundActions {
                    who,
                    actions: allowance - paid,
                    debt: debt - paid,
                    act: self.state.participant(who).is_passenger(),
                }
            })
            .collect();
        self.emit(Event::RoundStarted {
            round,
            order,
            actions,
        });
    }

    /// Active participants by DEX, highest first; equal DEX in the keeper's tie order, else the
    /// order of the setup file.
    pub(super) fn dex_order(&self) -> TurnOrder {
        let tie_rank = |id: Id| {
            self.state
                .turn
                .tie_order
                .iter()
                .position(|t| *t == id)
                .unwrap_or(usize::MAX)
        };
        let mut order: TurnOrder = self
            .state
            .ids()
            .filter(|(_, p)| p.status.is_active())
            .map(|(id, _)| id)
            .collect();
        order.sort_by_key(|&id| {
            (
                std::cmp::Reverse(self.state.participant(id).dex),
                tie_rank(id),
                id,
            )
        });
        order
    }

    /// Ends a participant's turn and, when nobody is left to act, the round; a new round starts
    /// unless the chase is over ("Fleeing the Scene" ends it after its set number of rounds).
    pub(super) fn end_turn(&mut self, id: Id) {
        self.end_turn_as(id, false);
    }

    /// Ends a turn as [`Self::end_turn`] does; `spent` when it ends because its movement actions
    /// are used up, so that the log says so in every round.
    pub(super) fn end_turn_as(&mut self, id: Id, spent: bool) {
        let turn = &self.state.turn;
        let next = turn.order[turn.position.min(turn.order.len())..]
            .iter()
            .position(|t| *t == id)
            .map_or(turn.position, |offset| turn.position + offset + 1);
        self.emit(Event::TurnEnded {
            who: id,
            next,
            spent,
        });
        self.close_round_if_done();
    }

    /// Ends the round once nobody is left to act, and starts the next one, unless "Fleeing the
    /// Scene" has run its set number of rounds. Called after every command, since the keeper's hand
    /// (a placement that catches the last one to act, say) can end a round as well as a turn can.
    pub(super) fn close_round_if_done(&mut self) {
        if self.state.phase != Phase::Running || self.state.current().is_some() {
            return;
        }
        let round = self.state.round;
        self.emit(Event::RoundEnded { round });
        let limit = self.state.settings.fleeing_rounds;
        if limit.is_some_and(|limit| round >= limit) {
            self.emit(Event::ChaseEnded {
                ending: Ending::TimeUp,
            });
        } else {
            self.start_round(round + 1);
        }
    }

    /// "A character may elect to delay acting until another character has acted": the participant
    /// moves to just after `after` in this round's order (after those with higher DEX already
    /// waiting there), or to the end of the round. Once a round; two who wait for each other both
    /// give up their turns ("the round may end with neither of them acting").
    pub(super) fn delay(&mut self, who: &str, after: Option<&str>) -> Result<(), Coc7Error> {
        let id = self.acting(who)?;
        self.require_time_left(id)?;
        if self.state.turn.has_delayed(id) {
            return Err(Coc7Error::CannotDelay {
                who: self.name(id),
                other: after.unwrap_or("the end of the round").to_string(),
                reason: "it has already delayed this round; act or end the turn",
            });
        }
        let position = self.state.turn.position;
        let mut order = self.state.turn.order.clone();
        let me = position + order[position..].iter().position(|t| *t == id).unwrap_or(0);
        let after_id = match after {
            Some(name) => {
                let other = self.id(name)?;
                let index = order.iter().position(|t| *t == other);
                let reason = if other == id {
                    Some("a participant cannot wait for itself")
                } else if !self.state.participant(other).status.is_active() {
                    Some("they are out of the chase")
                } else if index.is_none_or(|i| i <= me) {
                    Some("they have already acted this round")
                } else {
                    None
                };
                if let Some(reason) = reason {
                    return Err(Coc7Error::CannotDelay {
                        who: self.name(id),
                        other: self.name(other),
                        reason,
                    });
                }
                Some(other)
            }
            None => None,
        };
        order.remove(me);
        if let Some(other) = after_id.filter(|o| self.state.turn.waits_for(*o, id)) {
            // "If both insist on waiting for the other, the round may end with neither of them
            // acting": both go among those done, and the round goes on with the rest.
            order.retain(|t| *t != other);
            order.insert(position, other);
            order.insert(position + 1, id);
            self.emit(Event::Delayed {
                who: id,
                after: after_id,
                order,
            });
            self.emit(Event::TurnEnded {
                who: id,
                next: position + 2,
                spent: false,
            });
            self.close_round_if_done();
            return Ok(());
        }
        let insert_at = match after_id {
            Some(other) => {
                let mut at = order
                    .iter()
                    .position(|t| *t == other)
                    .map_or(order.len(), |i| i + 1);
                // Several waiting on the same participant: the highest DEX goes first.
                let dex = self.state.participant(id).dex;
                while at < order.len()
                    && self.state.turn.has_delayed(order[at])
                    && self.state.participant(order[at]).dex >= dex
                {
                    at += 1;
                }
                at
            }
            None => order.len(),
        };
        order.insert(insert_at, id);
        self.emit(Event::Delayed {
            who: id,
            after: after_id,
            order,
        });
        if self.state.current().is_none() {
            self.end_turn(id);
        }
        Ok(())
    }

    /// Ends the chase when it is decided: no quarry left running (each caught, escaped or out), or
    /// no pursuer left (the quarries still running get away).
    pub(super) fn check_end(&mut self) {
        if self.state.phase == Phase::Over {
            return;
        }
        let running = |side: Side| {
            self.state
                .ids()
                .filter(move |(_, p)| p.side == side && p.status == Status::Active)
                .map(|(id, _)| id)
        };
        // A quarry stranded in a wreck is not out while it can get out and run on foot.
        let stranded = || {
            self.state
                .ids()
                .filter(|(id, p)| p.side == Side::Quarry && self.state.stranded(*id))
                .map(|(id, _)| id)
        };
        // Asked after every command: nothing is collected unless the chase ends.
        let no_quarry = running(Side::Quarry).next().is_none() && stranded().next().is_none();
        let no_pursuer =
            self.state.phase == Phase::Running && running(Side::Pursuer).next().is_none();
        let escaped: Vec<Id> = if !no_quarry && no_pursuer {
            running(Side::Quarry).chain(stranded()).collect()
        } else {
            Vec::new()
        };
        if no_quarry {
            self.emit(Event::ChaseEnded {
                ending: Ending::NoQuarryLeft,
            });
            return;
        }
        if no_pursuer {
            for who in escaped {
                self.emit(Event::StatusChanged {
                    who,
                    status: Status::Escaped,
                });
            }
            self.emit(Event::ChaseEnded {
                ending: Ending::NoPursuerLeft,
            });
        }
    }
}
