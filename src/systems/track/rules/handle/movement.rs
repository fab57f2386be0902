//! Steps 2 and 3 of a turn: "Movement and Exertion", with what changes them ("Take a Shortcut",
//! "Fast Lane", "Slow 'Em Down", "Different Movement Speeds", "Mounted Chases") and what moving can
//! end ("Caught", "Safe Haven").

use super::Decider;
use crate::dice::Roller;
use crate::systems::track::rules::Refusal;
use crate::systems::track::rules::command::Edge;
use crate::systems::track::rules::error::TrackError;
use crate::systems::track::rules::event::Event;
use crate::systems::track::rules::state::{Ability, Id, Pace, Ride, Side, Space, Status};

impl Decider<'_> {
    /// "Move (required): advance one space along the track", plus one for a shortcut won this turn,
    /// one for a fast lane won on an earlier turn, and one for a participant 20+ ft faster ("+1
    /// space on your first movement each turn"); less any space lost to a failed save. A participant
    /// 20+ ft slower "must successfully exert to move on even-numbered turns": its move is held until
    /// an exertion succeeds. `past_obstacles`: special movement (flying, swimming) or a mount
    /// ignores the obstacles in the way, at the GM's word.
    pub(super) fn move_turn(&mut self, who: &str, past_obstacles: bool) -> Result<(), TrackError> {
        let id = self.acting(who)?;
        if self.state.turn.moved {
            return Err(TrackError::AlreadyMoved { who: self.name(id) });
        }
        let participant = self.state.participant(id);
        let can_pass = participant.special_movement.is_some()
            || matches!(participant.ride, Ride::Mount { .. });
        if past_obstacles && !can_pass {
            return Err(TrackError::NoSpecialMovement { who: self.name(id) });
        }
        let pace = self.state.pace(id);
        let spaces = 1
            + u32::from(self.state.turn.shortcut)
            + u32::from(self.state.has_fast_lane(id))
            + u32::from(pace == Pace::Fast);
        let lost = participant.lost_movement.min(spaces);
        let held = pace == Pace::Slow && self.state.round.is_multiple_of(2);
        self.emit(Event::MoveStarted {
            who: id,
            spaces: spaces - lost,
            lost,
            held,
        });
        if !held {
            self.advance(id, spaces - lost, past_obstacles);
        }
        self.end_turn_if_spent(id);
        Ok(())
    }

    /// "Exertion": after moving, heart + might against the participant's exertion CN (8, then +2 per
    /// attempt, pass or fail). A success moves one more space at once (and releases a slow
    /// participant's held move). A roll at or under half the CN is pushing too hard: a runner
    /// collapses, a vehicle breaks down, a mount founders. "Mounted Chases": a rider who fails by 5
    /// or more falls from the mount.
    pub(super) fn exert(&mut self, who: &str, roller: &mut Roller) -> Result<(), Refusal> {
        let id = self.acting(who)?;
        if !self.state.turn.moved {
            return Err(TrackError::MustMoveFirst { who: self.name(id) }.into());
        }
        let allowed = self.state.settings.exertions_per_turn;
        if self.state.turn.exertions >= allowed {
            return Err(TrackError::NoExertionLeft {
                who: self.name(id),
                allowed,
            }
            .into());
        }
        let cn = self.state.exertion_cn(id);
        let check = self.check(roller, id, Ability::Might, cn, Edge::None)?;
        let held = self.state.turn.held;
        let success = check.succeeds();
        self.emit(Event::Exerted {
            who: id,
            check,
            success,
            next_cn: cn.saturating_add(self.state.settings.exertion_step),
        });
        if check.total().saturating_mul(2) <= cn {
            let status = match self.state.participant(id).ride {
                Ride::OnFoot => Status::Collapsed,
                Ride::Mount { .. } | Ride::Vehicle { .. } => Status::BrokeDown,
            };
            self.emit(Event::StatusChanged { who: id, status });
            return Ok(());
        }
        if success {
            let fast_lane =
                self.state.settings.fast_lane_on_exertion && self.state.has_fast_lane(id);
            self.advance(id, 1 + held + u32::from(fast_lane), false);
        } else if matches!(self.state.participant(id).ride, Ride::Mount { .. })
            && check
                .total()
                .saturating_add(self.state.settings.fall_margin)
                <= cn
        {
            self.emit(Event::FellFromMount { who: id });
        }
        self.end_turn_if_spent(id);
        Ok(())
    }

    /// Spends movement forward, space by space. "Slow 'Em Down": each obstacle on the current space
    /// that hinders the mover costs one extra movement to leave it (they stack); movement spent on
    /// them stays spent if the mover runs out. Moving stops on an opponent's space ("Caught") and
    /// at the safe haven, where the track ends.
    pub(super) fn advance(&mut self, id: Id, budget: u32, past_obstacles: bool) {
        let participant = self.state.participant(id);
        let side = participant.side;
        let (mut from, mut cleared) = (participant.space, participant.cleared);
        let mut at = from;
        let mut budget = budget;
        while budget > 0 {
            let need = if past_obstacles {
                0
            } else {
                self.state
                    .obstacles_against(side, at)
                    .saturating_sub(cleared)
            };
            if need > 0 {
                self.moved(id, from, at);
                from = at;
                let spent = need.min(budget);
                self.emit(Event::Hindered { who: id, at, spent });
                cleared += spent;
                budget -= spent;
                continue;
            }
            if self.state.end().is_some_and(|end| at >= end) {
                break;
            }
            at += 1;
            budget -= 1;
            cleared = 0;
            if self.opponent_at(side, at) {
                break;
            }
        }
        self.moved(id, from, at);
        self.arrive(id);
    }

    fn moved(&mut self, id: Id, from: Space, to: Space) {
        if from != to {
            self.emit(Event::Moved { who: id, from, to });
        }
    }

    fn opponent_at(&self, side: Side, at: Space) -> bool {
        self.state.running(side.other()).any(|(_, p)| p.space == at)
    }

    /// What arriving on a space does. "Caught: the chaser and prey occupy the same space" (a chaser
    /// arriving catches every prey there; a prey arriving on a chaser's space is caught by it).
    /// "Safe Haven: the prey reaches a predetermined target number on the track".
    pub(super) fn arrive(&mut self, id: Id) {
        let me = self.state.participant(id);
        let (side, at) = (me.side, me.space);
        let met: smallvec::SmallVec<[Id; 8]> = self
            .state
            .running(side.other())
            .filter(|(_, p)| p.space == at)
            .map(|(other, _)| other)
            .collect();
        match side {
            Side::Chaser => {
                for prey in met {
                    self.emit(Event::StatusChanged {
                        who: prey,
                        status: Status::Caught { by: id },
                    });
                }
            }
            Side::Prey => {
                if let Some(&by) = met.first() {
                    self.emit(Event::StatusChanged {
                        who: id,
                        status: Status::Caught { by },
                    });
                } else if self.state.end().is_some_and(|haven| at >= haven) {
                    self.emit(Event::StatusChanged {
                        who: id,
                        status: Status::Safe,
                    });
                }
            }
        }
    }

    /// With the turn's move made and its exertions used, nothing is left to decide: the turn ends
    /// by itself when the setting asks for it.
    fn end_turn_if_spent(&mut self, id: Id) {
        let turn = &self.state.turn;
        let spent = turn.moved && turn.exertions >= self.state.settings.exertions_per_turn;
        if spent
            && self.state.settings.auto_end_turn
            && self.state.participant(id).status.is_running()
            && self.state.current() == Some(id)
        {
            self.end_turn(id);
        }
    }
}
