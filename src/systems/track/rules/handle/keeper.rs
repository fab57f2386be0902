//! The GM's hand on the chase: placing a participant, putting down or clearing obstacles, and
//! splitting a group ("Multiple Participants": groups can split up, members taking different
//! routes).

use super::Decider;
use crate::systems::track::rules::error::TrackError;
use crate::systems::track::rules::event::Event;
use crate::systems::track::rules::setup::check_start;
use crate::systems::track::rules::state::{Against, Phase, Space};

impl Decider<'_> {
    /// Puts a participant on a space without rules. Before the start it must not end the chase at
    /// once; during it, arriving there counts ("Caught", "Safe Haven") and so does the distance
    /// ("Escaped").
    pub(super) fn place(&mut self, who: &str, space: Space) -> Result<(), TrackError> {
        self.within_track(space)?;
        let id = match self.state.phase {
            Phase::Starting => {
                let id = self.id(who)?;
                check_start(&self.state, id, space)?;
                id
            }
            _ => self.running(who)?,
        };
        self.emit(Event::Placed { who: id, space });
        if self.state.phase == Phase::Running {
            self.arrive(id);
        }
        Ok(())
    }

    /// Puts an obstacle on a space: one the GM rules a complication created (it may hinder
    /// everyone, "including you"), or a correction.
    pub(super) fn place_obstacle(
        &mut self,
        at: Space,
        against: Against,
        what: Option<String>,
    ) -> Result<(), TrackError> {
        self.within_track(at)?;
        let what = what.filter(|w| !w.trim().is_empty());
        self.emit(Event::ObstaclePlaced { at, against, what });
        Ok(())
    }

    pub(super) fn clear_obstacles(&mut self, at: Space) -> Result<(), TrackError> {
        if !self.state.obstacles.iter().any(|o| o.at == at) {
            return Err(TrackError::NoObstacles { at });
        }
        self.emit(Event::ObstaclesCleared { at });
        Ok(())
    }

    /// A member leaves a group as its own participant: same dice, space, exertions and fast lane,
    /// acting right after the group from now on (not again in a round the group has acted in).
    pub(super) fn split(&mut self, who: &str, name: &str) -> Result<(), TrackError> {
        let from = match self.state.phase {
            Phase::Starting => self.id(who)?,
            _ => self.running(who)?,
        };
        if self.state.participant(from).size < 2 {
            return Err(TrackError::NotAGroup {
                who: self.name(from),
            });
        }
        let name = name.trim();
        if name.is_empty() {
            return Err(TrackError::EmptyName);
        }
        if self.state.find(name).is_some() {
            return Err(TrackError::DuplicateName {
                name: name.to_string(),
            });
        }
        let member = self.state.participants.len() as u16;
        let mut order = self.state.turn.order.clone();
        let mut position = self.state.turn.position;
        if let Some(index) = order.iter().position(|id| *id == from) {
            order.insert(index + 1, member);
            if index < position {
                position += 1;
            }
        }
        self.emit(Event::Split {
            from,
            name: name.to_string(),
            order,
            position,
        });
        Ok(())
    }

    /// Refuses a space beyond the safe haven, where the track ends.
    fn within_track(&self, space: Space) -> Result<(), TrackError> {
        match self.state.end() {
            Some(haven) if space > haven => Err(TrackError::PastHaven { space, haven }),
            _ => Ok(()),
        }
    }
}
