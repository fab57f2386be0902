//! The places of a Call of Cthulhu track a setup may describe for reading aloud (its named
//! locations, hazards and barriers), and which of them the investigators have reached: where one
//! stands or has come past on its way, with the obstacle just ahead of it, and, where sight is
//! limited ("Pedal to the Metal"), what the players' view shows ahead.

use crate::systems::coc7::rules::{Coc7, Loc, Phase, Status};

/// Every named location, hazard and barrier, in the track's order, each name once.
pub fn named(state: &Coc7) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    for at in state.map.numbers() {
        for name in here(state, at) {
            if !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
                names.push(name.to_string());
            }
        }
    }
    names
}

/// The location `at`'s name and the obstacle's just ahead of it.
fn here(state: &Coc7, at: Loc) -> impl Iterator<Item = &str> {
    let location = state.map.get(at);
    location
        .and_then(|l| l.name.as_deref())
        .into_iter()
        .chain(location.and_then(|l| l.ahead.as_ref()).map(|o| o.name()))
}

/// The places an investigator stands at or has come past on its way (and the obstacle just ahead
/// of each), or sees where sight is limited: none before the chase is cut to, and none when no
/// participant is an investigator.
pub fn reached(state: &Coc7) -> Vec<String> {
    if state.phase == Phase::Establishing {
        return Vec::new();
    }
    let standing: Vec<Loc> = state
        .participants
        .iter()
        .filter(|p| p.investigator && p.status != Status::Waiting)
        .map(|p| p.location)
        .collect();
    if standing.is_empty() {
        return Vec::new();
    }
    let limited = !state.players_see_all();
    let sight = state.players_sight();
    let mut names: Vec<String> = Vec::new();
    let mut add = |name: &str| {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
            names.push(name.to_string());
        }
    };
    // Where the players see everything, only the way up to an investigator is reached; on one
    // straight road that is every number up to the one furthest along, so the rest of a long
    // track is never looked at.
    // Where their sight is limited on a straight road, only the way up to the furthest any
    // investigator sees, and the locations the setup keeps open to view wherever they are.
    // On a forked track where they see everything, the way back from each investigator is
    // walked (each path back from where one stands, in the order of the numbers), instead of
    // asking of every location whether it lies on one: a resume tells every entry of a journal.
    let straight = !state.map.has_forks();
    let walked_back = |standing: &[Loc]| {
        let mut ways: Vec<Loc> = standing
            .iter()
            .flat_map(|&at| state.map.path_to(at))
            .filter(|&at| state.map.contains(at))
            .collect();
        ways.sort_unstable();
        ways.dedup();
        ways
    };
    #[allow(clippy::reversed_empty_ranges)] // no number walked: the ways back are the list
    let (numbers, open) = match (standing.iter().max(), sight.furthest()) {
        (Some(&furthest), _) if !limited && straight => (state.map.first..=furthest, Vec::new()),
        (_, Some(furthest)) if limited && straight => (
            state.map.first..=furthest,
            state
                .map
                .secret
                .iter()
                .filter(|&(&at, &secret)| !secret && at > furthest)
                .map(|(&at, _)| at)
                .collect(),
        ),
        _ if !limited => (1..=0, walked_back(&standing)),
        _ => (state.map.numbers(), Vec::new()),
    };
    for at in numbers.chain(open) {
        // A location with no name and nothing ahead has nothing to tell: asked first, as it is
        // the cheapest question (a track grown by the keeper is mostly such locations).
        let location = state.map.get(at);
        if location.is_none_or(|l| l.name.is_none() && l.ahead.is_none()) {
            continue;
        }
        // Only what the players' view draws now: a secret location where no investigator
        // stands, or one beyond sight, is not told.
        if limited && !sight.sees(at) {
            continue;
        }
        let come_to = standing
            .iter()
            .any(|&stands| state.map.distance(at, stands).is_some());
        if !(come_to || limited) {
            continue;
        }
        if let Some(name) = state.map.get(at).and_then(|l| l.name.as_deref()) {
            add(name);
        }
        // The obstacle ahead shows where the location after it shows too (as on the track).
        if let (Some(obstacle), Some(next)) = (state.map.ahead_of(at), state.map.next(at))
            && (!limited || sight.sees(next))
        {
            add(obstacle.name());
        }
    }
    names
}

/// The location under the cursor and the obstacle just ahead of it.
pub fn at_cursor(state: &Coc7, at: Loc) -> Vec<String> {
    here(state, at).map(str::to_string).collect()
}
