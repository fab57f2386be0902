//! "Choosing a Route" and "Splitting Up": which way a participant goes on at a fork, new ways, the
//! track growing at the end of any way, and quarries lost when their pursuers took another way.

use super::Decider;
use crate::dice::Roller;
use crate::systems::coc7::rules::Refusal;
use crate::systems::coc7::rules::error::Coc7Error;
use crate::systems::coc7::rules::event::Event;
use crate::systems::coc7::rules::event::RouteEvent;
use crate::systems::coc7::rules::state::{Id, Loc, Obstacle, Phase, Side, Status};

impl Decider<'_> {
    /// "Choosing a Route": "the lead character is free to choose", and so is everyone who comes to
    /// a fork after. The choice holds for the fork the participant stands at, or the next one ahead
    /// on its way.
    pub(super) fn choose_route(&mut self, who: &str, route: &str) -> Result<(), Coc7Error> {
        self.require_rule(self.state.settings.routes, "Choosing a Route", "routes")?;
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted);
        }
        let id = self.id(who)?;
        let participant = self.state.participant(id);
        if !participant.in_chase() {
            return Err(Coc7Error::NotActive {
                who: participant.name.to_string(),
                status: participant.status.word(),
            });
        }
        let track = &self.state.map;
        let mut fork = participant.location;
        while !track.is_fork(fork) {
            fork = track
                .next(fork)
                .ok_or_else(|| Coc7Error::NoForkAhead { who: self.name(id) })?;
        }
        let way = track
            .find_way(fork, route)
            .ok_or_else(|| Coc7Error::UnknownWay {
                route: route.to_string(),
                at: self.place_name(fork),
                ways: self.ways_text(fork),
            })?;
        self.emit(RouteEvent::RouteChosen { who: id, fork, way });
        Ok(())
    }

    /// Adds a way that leaves the track at `from`, with fresh numbers so that no number seen
    /// before changes. What lies between its locations is rolled for when random hazards are on.
    pub(super) fn add_route(
        &mut self,
        from: Loc,
        name: Option<&str>,
        locations: &[String],
        roller: &mut Roller,
    ) -> Result<(), Refusal> {
        self.require_rule(self.state.settings.routes, "Choosing a Route", "routes")?;
        if !self.state.map.contains(from) {
            return Err(self.no_such_location(from).into());
        }
        if locations.is_empty() {
            return Err(Coc7Error::EmptyRoute.into());
        }
        let first = self.state.map.last() + 1;
        let names: Vec<Option<String>> = locations.iter().map(|n| trimmed(n)).collect();
        self.emit(RouteEvent::RouteAdded {
            fork: from,
            name: name.and_then(trimmed),
            first,
            locations: names,
        });
        if self.state.settings.random_hazards {
            for at in first + 1..first + locations.len() as Loc {
                if let Some(obstacle) = self.roll_terrain(at, roller)? {
                    self.emit(Event::ObstacleSet {
                        after: at - 1,
                        obstacle: Some(obstacle),
                    });
                }
            }
        }
        Ok(())
    }

    /// The location a participant goes on to from `at` (its own location, or one further along
    /// its way): the only way on, else the way it chose there, else the way the lead quarry took
    /// ("Choosing a Route"). `None` at the end of a way; a refusal at a fork nobody has chosen at.
    pub(super) fn way_from(&self, id: Id, at: Loc) -> Result<Option<Loc>, Coc7Error> {
        let track = &self.state.map;
        if !track.has_forks() {
            return Ok(track.next(at));
        }
        let ways = track.ways_from(at);
        if ways.len() < 2 {
            return Ok(ways.first().copied());
        }
        let participant = self.state.participant(id);
        if let Some((fork, way)) = participant.heading
            && fork == at
        {
            return Ok(Some(way));
        }
        if let Some(way) = track.lead_at(at) {
            return Ok(Some(way));
        }
        Err(Coc7Error::ChooseWay {
            who: self.name(id),
            at: self.place_name(at),
            ways: self.ways_text(at),
        })
    }

    /// The hazard or barrier a participant faces next: what lies ahead of its location on the way
    /// it goes on (a branch is entered over clear ground).
    pub(super) fn obstacle_for(&self, id: Id) -> Result<Option<Obstacle>, Coc7Error> {
        Ok(self.obstacle_ahead_of(id)?.cloned())
    }

    /// [`Self::obstacle_for`] without the copy, for a rule that only looks at it (a move asks it
    /// at every location).
    pub(super) fn obstacle_ahead_of(&self, id: Id) -> Result<Option<&Obstacle>, Coc7Error> {
        let at = self.state.participant(id).location;
        let behind_it = self.state.participant(id).broke_through == Some(at);
        if behind_it && matches!(self.state.map.ahead_of(at), Some(Obstacle::Hazard(_))) {
            // The debris of the barrier its vehicle broke through is for those that follow.
            return Ok(None);
        }
        let track = &self.state.map;
        if !track.has_forks() {
            return Ok(track.ahead_of(at));
        }
        match self.way_from(id, at)? {
            Some(way) if Some(way) != track.next(at) => Ok(None),
            _ => Ok(track.ahead_of(at)),
        }
    }

    /// Makes sure the way goes on past a participant's location, growing it when the participant
    /// stands at its end ("Moving past the last location adds ... a location"), with a roll for
    /// random hazards. Returns whether it grew.
    pub(super) fn reveal_next(&mut self, id: Id, roller: &mut Roller) -> Result<bool, Refusal> {
        let at = self.state.participant(id).location;
        if self.way_from(id, at)?.is_some() {
            return Ok(false);
        }
        if !self.state.settings.extend_track {
            return Err(Coc7Error::EndOfTrack { who: self.name(id) }.into());
        }
        self.grow_after(at, Some(roller))?;
        Ok(true)
    }

    /// Adds a location after `end`, the end of a way, with a fresh number; with a roller (and the
    /// setting on), rolls for a random hazard between them. Returns the new location.
    pub(super) fn grow_after(
        &mut self,
        end: Loc,
        roller: Option<&mut Roller>,
    ) -> Result<Loc, Refusal> {
        self.room_for_a_location()?;
        let at = self.state.map.last() + 1;
        let obstacle = match roller {
            Some(roller) if self.state.settings.random_hazards => self.roll_terrain(at, roller)?,
            _ => None,
        };
        if self.state.map.branch_of(end).is_some() {
            self.emit(RouteEvent::WayExtended {
                after: end,
                at,
                name: None,
                obstacle,
            });
        } else {
            self.emit(Event::LocationAdded {
                at,
                name: None,
                obstacle,
            });
        }
        Ok(at)
    }

    /// A track never grows past [`MAX_LOCATIONS`](super::super::MAX_LOCATIONS), however many
    /// moves past its end a script or a damaged journal asks for.
    pub(super) fn room_for_a_location(&self) -> Result<(), Coc7Error> {
        let most = super::super::MAX_LOCATIONS;
        if self.state.map.locations.len() >= most {
            return Err(Coc7Error::TrackFull { most });
        }
        Ok(())
    }

    /// Tells the journal which way a participant took at a fork, noting the lead quarry's way for
    /// those who follow.
    pub(super) fn take_way(&mut self, id: Id, fork: Loc, way: Loc) {
        let lead = self.state.participant(id).side == Side::Quarry
            && self.state.map.lead_at(fork).is_none();
        self.emit(RouteEvent::RouteTaken {
            who: id,
            fork,
            way,
            lead,
        });
    }

    /// "Splitting Up": "If they split up there will be multiple chases and each chase should be
    /// tracked and resolved separately". A quarry that no pursuer can reach any more, because they
    /// took different ways, has got away, as a chase with no pursuer left ends.
    pub(super) fn lose_split_quarries(&mut self) {
        if !self.state.settings.routes || !self.state.map.has_forks() {
            return;
        }
        let active = |side: Side| -> Vec<(Id, Loc)> {
            self.state
                .ids()
                .filter(|(_, p)| p.side == side && p.status == Status::Active)
                .map(|(id, p)| (id, p.location))
                .collect()
        };
        let pursuers = active(Side::Pursuer);
        if pursuers.is_empty() {
            return;
        }
        for (quarry, at) in active(Side::Quarry) {
            let followed = pursuers
                .iter()
                .any(|(_, from)| self.state.map.on_one_way(*from, at));
            if !followed {
                self.emit(Event::StatusChanged {
                    who: quarry,
                    status: Status::Escaped,
                });
            }
        }
    }

    /// Refuses a command of an optional rule the setup turned off.
    pub(super) fn require_rule(
        &self,
        on: bool,
        rule: &'static str,
        setting: &'static str,
    ) -> Result<(), Coc7Error> {
        if on {
            Ok(())
        } else {
            Err(Coc7Error::RuleOff { rule, setting })
        }
    }

    pub(super) fn no_such_location(&self, location: Loc) -> Coc7Error {
        Coc7Error::NoSuchLocation {
            location,
            first: self.state.map.first,
            last: self.state.map.last(),
        }
    }

    /// "Crossroads (5)", "location 7".
    pub(super) fn place_name(&self, at: Loc) -> String {
        match self.state.map.get(at).and_then(|l| l.name.as_deref()) {
            Some(name) => format!("{name} ({at})"),
            None => format!("location {at}"),
        }
    }

    /// "High St (4), the river (6)".
    fn ways_text(&self, fork: Loc) -> String {
        self.state
            .map
            .ways_from(fork)
            .iter()
            .map(|way| format!("{} ({way})", self.state.map.way_name(*way)))
            .collect::<Vec<_>>()
            .join(", ")
    }
}

fn trimmed(name: &str) -> Option<String> {
    let name = name.trim();
    (!name.is_empty()).then(|| name.to_string())
}
