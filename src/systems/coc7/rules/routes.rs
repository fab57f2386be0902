//! The shape of a track that forks ("Choosing a Route", "Splitting Up"): which location follows
//! which, the ways out of a fork, the path from the back of the chase to a location, and whether two
//! participants are still in one chase.
//!
//! Every location, whatever way it lies on, is kept in [`ChaseMap::locations`] by its number, so that
//! `get`, `contains` and the keeper's numbers work the same on every way and a number never changes
//! once seen. The *trunk* is every location that is on no branch, in order of number; a [`Branch`]
//! lists its own locations from the fork outwards. A location's `ahead` is what lies between it and
//! the next location on its own way; the first location of a branch is reached over clear ground
//! from its fork (put a hazard one location further along the branch).

use super::state::{ChaseMap, Coc7, Id, Loc};
use serde::{Deserialize, Serialize};

/// A way that leaves another at a fork ("If there is a choice of routes available, the lead
/// character is free to choose").
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Branch {
    /// What the keeper calls this way ("the river"); its first location's name when not given.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    /// The location where it leaves the way it forks from.
    pub fork: Loc,
    /// Its locations, from the fork outwards.
    pub path: Vec<Loc>,
}
crate::clone_fields!(Branch { name, fork, path });

impl ChaseMap {
    /// Whether the track forks anywhere; a track without forks is one straight line, numbered
    /// from back to front, as in Parts 1 to 4.
    pub fn has_forks(&self) -> bool {
        !self.branches.is_empty()
    }

    /// The branch a location lies on (an index into [`ChaseMap::branches`]); `None` on the trunk.
    pub fn branch_of(&self, at: Loc) -> Option<usize> {
        self.branches.iter().position(|b| b.path.contains(&at))
    }

    /// The trunk, back to front: every location that lies on no branch.
    pub fn trunk(&self) -> impl Iterator<Item = Loc> + '_ {
        self.numbers().filter(|at| self.branch_of(*at).is_none())
    }

    /// The last location of the trunk, where the keeper's new locations ahead are added.
    pub fn trunk_end(&self) -> Loc {
        if !self.has_forks() {
            return self.last();
        }
        self.trunk().last().unwrap_or(self.first)
    }

    /// The locations of the way `at` lies on, back to front (the trunk, or a branch from its fork
    /// outwards, without the fork).
    pub fn way_of(&self, at: Loc) -> Vec<Loc> {
        match self.branch_of(at) {
            Some(branch) => self.branches[branch].path.clone(),
            None => self.trunk().collect(),
        }
    }

    /// The next location on `at`'s own way, if the way goes on.
    pub fn next(&self, at: Loc) -> Option<Loc> {
        if !self.contains(at) {
            return None;
        }
        if !self.has_forks() {
            return (at < self.last()).then_some(at + 1);
        }
        match self.branch_of(at) {
            Some(branch) => {
                let path = &self.branches[branch].path;
                let index = path.iter().position(|l| *l == at)?;
                path.get(index + 1).copied()
            }
            None => (at + 1..=self.last()).find(|l| self.branch_of(*l).is_none()),
        }
    }

    /// The location before `at` on its way: for the first location of a branch, its fork.
    pub fn previous(&self, at: Loc) -> Option<Loc> {
        if !self.contains(at) {
            return None;
        }
        if !self.has_forks() {
            return (at > self.first).then_some(at - 1);
        }
        match self.branch_of(at) {
            Some(branch) => {
                let branch = &self.branches[branch];
                let index = branch.path.iter().position(|l| *l == at)?;
                Some(if index == 0 {
                    branch.fork
                } else {
                    branch.path[index - 1]
                })
            }
            None => (self.first..at)
                .rev()
                .find(|l| self.branch_of(*l).is_none()),
        }
    }

    /// The ways on from a location: the next location of its own way first, then the first
    /// location of each branch that forks there. Two or more make it a fork; none, the end of a
    /// way (where the track may grow).
    pub fn ways_from(&self, at: Loc) -> Vec<Loc> {
        let mut ways: Vec<Loc> = self.next(at).into_iter().collect();
        ways.extend(
            self.branches
                .iter()
                .filter(|b| b.fork == at)
                .filter_map(|b| b.path.first().copied()),
        );
        ways
    }

    /// The locations up to `sight` steps on from `from` along every way, nearest first: walked
    /// a step at a time through [`ChaseMap::ways_from`].
    fn walked_ahead(&self, from: Loc, sight: u32) -> Vec<Loc> {
        let mut seen = Vec::new();
        let mut edge = vec![from];
        for _ in 0..sight {
            edge = edge.iter().flat_map(|at| self.ways_from(*at)).collect();
            seen.extend(edge.iter().copied());
        }
        seen
    }

    /// [`ChaseMap::walked_ahead`] on a track with no forks, where the way on is the next
    /// numbers, as far as the track goes (none from off it): counted, not walked.
    fn numbered_ahead(&self, from: Loc, sight: u32) -> Vec<Loc> {
        if !self.contains(from) {
            return Vec::new();
        }
        (1..=sight)
            .map_while(|n| {
                Loc::try_from(n)
                    .ok()
                    .and_then(|n| from.checked_add(n))
                    .filter(|at| self.contains(*at))
            })
            .collect()
    }

    /// The way the lead quarry took at a fork, once one has passed it: the way those who come
    /// after follow unless they choose another.
    pub fn lead_at(&self, fork: Loc) -> Option<Loc> {
        self.lead
            .iter()
            .find(|(f, _)| *f == fork)
            .map(|(_, way)| *way)
    }

    /// The first location of the next way on from the end of the one `at` lies on, where the
    /// keeper's cursor goes on past the end of a way, so that a way nobody takes can be reached
    /// (to name it, or to set a hazard on it). The ways are taken in reading order (forks back
    /// to front, each fork's ways as [`ChaseMap::ways_from`] lists them, the way straight on
    /// first), after the last of them on the path to `at`, leaving out those on that path;
    /// `None` on a track with one way.
    pub fn way_after(&self, at: Loc) -> Option<Loc> {
        let entries: Vec<Loc> = self
            .numbers()
            .filter(|fork| self.is_fork(*fork))
            .flat_map(|fork| self.ways_from(fork))
            .collect();
        let path = self.path_to(at);
        let current = path
            .iter()
            .rev()
            .find_map(|l| entries.iter().position(|e| e == l));
        let start = current.map_or(0, |c| c + 1);
        (0..entries.len())
            .map(|k| entries[(start + k) % entries.len()])
            .find(|first| !path.contains(first))
    }

    /// Whether the participants at `at` must choose between two or more ways on.
    pub fn is_fork(&self, at: Loc) -> bool {
        self.has_forks() && self.ways_from(at).len() > 1
    }

    /// The way from the back of the chase to `at`, both ends included.
    pub fn path_to(&self, at: Loc) -> Vec<Loc> {
        let mut path = vec![at];
        let mut here = at;
        while let Some(before) = self.previous(here) {
            path.push(before);
            here = before;
        }
        path.reverse();
        path
    }

    /// Whether `a` and `b` lie on one way from the back of the chase (one is on the path to the
    /// other), so that whoever stands on them are still in one chase ("Splitting Up": those who
    /// took different ways are in separate chases).
    pub fn on_one_way(&self, a: Loc, b: Loc) -> bool {
        if !self.has_forks() || a == b {
            return true;
        }
        // A branch's numbers may be lower than a later trunk location's, so look both ways.
        self.distance(a, b).is_some() || self.distance(b, a).is_some()
    }

    /// The number of steps from `from` forward to `to` along the way, if `to` lies ahead of it:
    /// how far back from `to` (along [`ChaseMap::path_to`]) `from` lies. Walked back location by
    /// location, without building the path: the playouts ask it for every pursuer and quarry on
    /// every command.
    pub fn distance(&self, from: Loc, to: Loc) -> Option<u32> {
        if !self.has_forks() {
            // One straight line numbered back to front: the path to `to` is every number up to it.
            let on_track = from == to || (self.contains(from) && self.contains(to));
            return (on_track && from <= to)
                .then(|| u32::try_from(i64::from(to) - i64::from(from)).ok())
                .flatten();
        }
        let mut here = to;
        let mut steps = 0u32;
        loop {
            if here == from {
                return Some(steps);
            }
            here = self.previous(here)?;
            steps += 1;
        }
    }

    /// What the keeper calls the way that starts at `first` (a location just past a fork): the
    /// branch's name, else the location's name, else "location N".
    pub fn way_name(&self, first: Loc) -> String {
        let branch_name = self
            .branches
            .iter()
            .find(|b| b.path.first() == Some(&first))
            .and_then(|b| b.name.clone());
        branch_name
            .or_else(|| self.get(first).and_then(|l| l.name.clone()))
            .unwrap_or_else(|| format!("location {first}"))
    }

    /// Finds a way on from the fork `at` by what the keeper calls it: a branch's name, the name of
    /// the way's first location, or that location's number (any case).
    pub fn find_way(&self, at: Loc, wanted: &str) -> Option<Loc> {
        let wanted = wanted.trim();
        let ways = self.ways_from(at);
        ways.iter().copied().find(|first| {
            first.to_string() == wanted
                || self.way_name(*first).eq_ignore_ascii_case(wanted)
                || self
                    .get(*first)
                    .and_then(|l| l.name.as_deref())
                    .is_some_and(|n| n.eq_ignore_ascii_case(wanted))
        })
    }
}

/// What the players see of the track where the chase stands ([`Coc7::players_sight`]).
#[derive(Debug)]
pub struct PlayersSight<'a> {
    state: &'a Coc7,
    /// Each investigator looking out (or the driver it rides with), with what it sees ahead:
    /// `None` when its sight has no limit.
    lookouts: Vec<(Id, Option<Vec<Loc>>)>,
}

impl PlayersSight<'_> {
    /// The furthest location along the track that any investigator sees (where it stands, or
    /// the furthest it sees ahead), when every one's sight is limited; `None` when one sees
    /// the whole road or none is in the chase. A location the setup keeps open to view may lie
    /// beyond it.
    pub fn furthest(&self) -> Option<Loc> {
        if self.lookouts.is_empty() {
            return None;
        }
        self.lookouts
            .iter()
            .try_fold(Loc::MIN, |furthest, (id, ahead)| {
                let ahead = ahead.as_ref()?;
                let stands = self.state.participant(*id).location;
                Some(ahead.iter().copied().fold(furthest.max(stands), Loc::max))
            })
    }

    /// Whether the players see `at`: a location the setup keeps secret only where an
    /// investigator stands, one it keeps open always; any other where an investigator stands,
    /// has come past on its way, or sees ahead. Without investigators in the chase, everywhere.
    pub fn sees(&self, at: Loc) -> bool {
        let state = self.state;
        match state.map.secret.get(&at) {
            Some(false) => return true,
            Some(true) => {
                return state
                    .participants
                    .iter()
                    .any(|p| p.investigator && p.in_chase() && p.location == at);
            }
            None => {}
        }
        self.lookouts.is_empty()
            || self.lookouts.iter().any(|(id, ahead)| match ahead {
                None => true,
                Some(ahead) => ahead.contains(&at) || state.behind(*id, at),
            })
    }
}

impl Coc7 {
    /// Whether two participants are still in one chase: one stands on the way to the other
    /// ("Splitting Up": those who took different ways are in separate chases).
    pub fn same_chase(&self, a: Id, b: Id) -> bool {
        self.map
            .on_one_way(self.participant(a).location, self.participant(b).location)
    }

    /// The locations ahead of a participant that it can see ("Pedal to the Metal": "How far a
    /// driver can see at any time"): up to its sight along every way on from where it stands,
    /// nearest first. `None` when no sight has been set for it.
    pub fn seen_ahead(&self, id: Id) -> Option<Vec<Loc>> {
        Some(self.ahead_within(id, self.participant(id).sight?))
    }

    /// The locations up to `sight` steps ahead of where `id` stands, along every way on.
    fn ahead_within(&self, id: Id, sight: u32) -> Vec<Loc> {
        let from = self.participant(id).location;
        if self.map.has_forks() {
            self.map.walked_ahead(from, sight)
        } else {
            self.map.numbered_ahead(from, sight)
        }
    }

    /// Whether a participant can see a location: where it stands and the way behind it, and what
    /// lies within its sight ahead (everything, when no sight has been set).
    pub fn in_sight(&self, id: Id, at: Loc) -> bool {
        match self.seen_ahead(id) {
            None => true,
            Some(ahead) => ahead.contains(&at) || self.behind(id, at),
        }
    }

    /// For a view the players see: whether any investigator still in the chase can see `at`.
    /// Without investigators, or with one whose sight is not set, every location shows.
    ///
    /// A passenger sees what its driver sees: "Pedal to the Metal" gives sight to the driver
    /// ("how far a driver can see at any time"), and a passenger rides in the same vehicle on the
    /// same road, so a passenger with no sight of its own looks as far as its driver does.
    pub fn players_see(&self, at: Loc) -> bool {
        self.players_sight().sees(at)
    }

    /// What the players see of the track as the chase stands, worked out once so that it can be
    /// asked of many locations ([`Coc7::players_see`] is this asked of one): each investigator
    /// still in the chase looks out, a passenger with no sight of its own through its driver's
    /// eyes.
    pub fn players_sight(&self) -> PlayersSight<'_> {
        let lookouts = self
            .ids()
            .filter(|(_, p)| p.investigator && p.in_chase())
            .map(|(id, p)| {
                let id = match p.rides_with {
                    Some(driver) if p.sight.is_none() => driver,
                    _ => id,
                };
                // With the chase's sight in play and nothing rolled for this one yet, the players
                // see the least the setting allows (1 location for 1D3, 1D6 and 1D10), not the
                // whole road: how far is the keeper's to say.
                let ahead = match (self.participant(id).sight, self.settings.sight) {
                    (None, Some(sight)) => {
                        Some(self.ahead_within(id, sight.dice().map_or_else(|n| n, |_| 1)))
                    }
                    _ => self.seen_ahead(id),
                };
                (id, ahead)
            })
            .collect();
        PlayersSight {
            state: self,
            lookouts,
        }
    }

    /// Whether the players see the whole track, wherever it grows: no investigator in the chase,
    /// or one with no limit to its sight (none set, and no sight setting in play), and no
    /// location the setup keeps secret.
    pub fn players_see_all(&self) -> bool {
        self.map.secret.values().all(|secret| !secret)
            && (self.settings.sight.is_none()
                && self.participants.iter().any(|p| {
                    p.investigator && p.in_chase() && p.sight.is_none() && p.rides_with.is_none()
                })
                || !self
                    .participants
                    .iter()
                    .any(|p| p.investigator && p.in_chase()))
    }

    /// Whether `at` is where `id` stands, on the way behind it, or within `sight` ahead.
    /// Whether `at` is where `id` stands or on the way behind it: asked of the map's distance,
    /// which on a straight track is a subtraction and on a forked one a walk back with nothing
    /// built (the players' view asks it of every named location for every journal entry told).
    fn behind(&self, id: Id, at: Loc) -> bool {
        self.map
            .distance(at, self.participant(id).location)
            .is_some()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::coc7::rules::state::Location;

    /// On a track with no forks, the locations ahead are counted rather than walked, with the
    /// same result from every location on and off the track, for every sight.
    #[test]
    fn the_way_ahead_counted_is_the_way_walked() {
        let track = ChaseMap::of_names(&["Station", "Square", "Crossroads", "High St", "Bank"]);
        assert!(!track.has_forks());
        for from in track.first - 2..=track.last() + 2 {
            for sight in 0..=7 {
                assert_eq!(
                    track.numbered_ahead(from, sight),
                    track.walked_ahead(from, sight),
                    "from {from}, sight {sight}"
                );
            }
        }
        assert_eq!(track.numbered_ahead(track.first, 2).len(), 2);
    }

    /// Crossroads at 3: the high street goes on (4, 5, then 8 added later), the river branch is 6,
    /// 7.
    fn forked() -> ChaseMap {
        let mut track = ChaseMap::of_names(&["Station", "Square", "Crossroads", "High St", "Bank"]);
        for name in ["River", "Weir"] {
            track.locations.push(
                Location {
                    name: Some(name.to_string()),
                    ahead: None,
                }
                .into(),
            );
        }
        track.branches.push(Branch {
            name: Some("the river".into()),
            fork: 3,
            path: vec![6, 7],
        });
        track.locations.push(Location::default().into());
        track
    }

    #[test]
    fn a_fork_has_two_ways_and_numbers_stay_where_they_were() {
        let track = forked();
        assert_eq!(track.ways_from(3), vec![4, 6]);
        assert!(track.is_fork(3));
        assert!(!track.is_fork(4));
        assert_eq!(
            track.next(5),
            Some(8),
            "the trunk skips the branch's numbers"
        );
        assert_eq!(track.next(6), Some(7));
        assert_eq!(track.next(7), None, "the river ends at the weir");
        assert_eq!(track.previous(6), Some(3), "a branch starts at its fork");
        assert_eq!(track.previous(8), Some(5));
        assert_eq!(track.trunk().collect::<Vec<_>>(), vec![1, 2, 3, 4, 5, 8]);
        assert_eq!(track.trunk_end(), 8);
        assert_eq!(track.path_to(7), vec![1, 2, 3, 6, 7]);
        assert_eq!(track.way_of(6), vec![6, 7]);
        assert_eq!(track.distance(2, 7), Some(3));
        assert_eq!(track.distance(4, 7), None);
    }

    /// Past the end of a way the cursor goes on to the next way in reading order, so that the
    /// river, which nobody takes, is in reach; and from the river's end back to the high street.
    #[test]
    fn past_the_end_of_a_way_comes_the_next_way() {
        let track = forked();
        assert_eq!(
            track.way_after(8),
            Some(6),
            "the high street's end, then the river"
        );
        assert_eq!(
            track.way_after(7),
            Some(4),
            "the weir, then the high street"
        );
        let straight = ChaseMap::of_names(&["Station", "Square"]);
        assert_eq!(straight.way_after(2), None, "one way, nothing after it");
        // A way added at the end of the trunk is its only way on, not a second way.
        let mut end = ChaseMap::of_names(&["Station", "Square"]);
        end.locations.push(Location::default().into());
        end.branches.push(Branch {
            name: None,
            fork: 2,
            path: vec![3],
        });
        assert_eq!(end.ways_from(2), vec![3]);
        assert_eq!(end.way_after(3), None);
    }

    #[test]
    fn those_on_different_ways_are_in_separate_chases() {
        let track = forked();
        assert!(
            track.on_one_way(2, 7),
            "behind the fork, still in the chase"
        );
        assert!(track.on_one_way(8, 1));
        assert!(!track.on_one_way(4, 6), "high street and river have split");
        assert!(!track.on_one_way(8, 7));
    }

    #[test]
    fn ways_are_found_by_branch_name_location_name_or_number() {
        let track = forked();
        assert_eq!(track.find_way(3, "The River"), Some(6));
        assert_eq!(track.find_way(3, "high st"), Some(4));
        assert_eq!(track.find_way(3, "6"), Some(6));
        assert_eq!(track.find_way(3, "Weir"), None, "not a way out of the fork");
        assert_eq!(track.way_name(4), "High St");
        assert_eq!(track.way_name(6), "the river");
    }

    #[test]
    fn a_driver_sees_down_every_way_within_sight() {
        use crate::systems::coc7::rules::state::{Participant, Settings, Side};
        let mut harvey = Participant::new("Harvey", Side::Quarry, 60, 8, 50, 12);
        harvey.location = 2;
        harvey.investigator = true;
        let mut farmer = Participant::new("Farmer", Side::Pursuer, 50, 8, 50, 12);
        farmer.location = 1;
        let mut chase = Coc7::new(Settings::default(), forked(), vec![harvey, farmer], true);
        assert!(chase.players_see(7), "no sight set: everything shows");
        assert!(chase.players_see_all());
        chase.participants[0].sight = Some(2);
        assert!(!chase.players_see_all());
        assert_eq!(chase.seen_ahead(0), Some(vec![3, 4, 6]));
        assert!(chase.in_sight(0, 1), "the way behind");
        assert!(chase.in_sight(0, 6));
        assert!(!chase.players_see(5));
        assert!(!chase.players_see(7));
        assert!(chase.same_chase(0, 1));
    }

    /// "Passengers" ride with their driver: an investigator passenger with no sight of its own
    /// sees what its driver sees, not the whole track.
    #[test]
    fn a_passenger_sees_what_the_driver_sees() {
        use crate::systems::coc7::rules::state::{Participant, Settings, Side};
        let mut driver = Participant::new("Driver", Side::Quarry, 60, 8, 50, 12);
        driver.location = 2;
        driver.sight = Some(1);
        let mut amy = Participant::new("Amy", Side::Quarry, 60, 8, 50, 12);
        amy.location = 2;
        amy.investigator = true;
        amy.rides_with = Some(0);
        let mut farmer = Participant::new("Farmer", Side::Pursuer, 50, 8, 50, 12);
        farmer.location = 1;
        let chase = Coc7::new(
            Settings::default(),
            forked(),
            vec![driver, amy, farmer],
            true,
        );
        assert!(
            chase.players_see(1) && chase.players_see(3),
            "behind, and one ahead"
        );
        assert!(
            !chase.players_see(4),
            "two ahead of the driver, who sees one"
        );
        assert!(!chase.players_see(7));
    }

    #[test]
    fn a_straight_track_is_numbered_as_before() {
        let track = ChaseMap::of_names(&["a", "b", "c"]);
        assert_eq!(track.next(2), Some(3));
        assert_eq!(track.next(3), None);
        assert_eq!(track.previous(1), None);
        assert!(track.on_one_way(1, 3));
        assert_eq!(track.ways_from(3), Vec::<Loc>::new());
    }
}
