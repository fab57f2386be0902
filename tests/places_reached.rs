//! The places a Call of Cthulhu log reads aloud are found by walking only the part of the track
//! the players can see (on a straight road, up to the furthest an investigator stands or sees,
//! and the locations the setup keeps open to view): in every state the golden scripts and random
//! play of every shipped Call of Cthulhu setup reach, with the setup's sight, with every driver's
//! sight limited to 1 and 3 locations, and with one investigator's own sight set, they are the
//! places a walk over every location finds, asking of each whether the players see it.

use crate::parity::states::{random_states, script_setup, script_states, scripts, shipped_setups};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::{Coc7, Phase, Sight, Status};
use chasetrack::systems::coc7::screen::places;

/// The places reached, walked over every location: what the players see, named once each.
fn walked_over_everything(state: &Coc7) -> Vec<String> {
    if state.phase == Phase::Establishing {
        return Vec::new();
    }
    let standing: Vec<_> = state
        .participants
        .iter()
        .filter(|p| p.investigator && p.status != Status::Waiting)
        .map(|p| p.location)
        .collect();
    if standing.is_empty() {
        return Vec::new();
    }
    let limited = !state.players_see_all();
    let mut names: Vec<String> = Vec::new();
    let mut add = |name: &str| {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
            names.push(name.to_string());
        }
    };
    for at in state.map.numbers() {
        if limited && !state.players_see(at) {
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
        if let (Some(obstacle), Some(next)) = (state.map.ahead_of(at), state.map.next(at))
            && (!limited || state.players_see(next))
        {
            add(obstacle.name());
        }
    }
    names
}

/// The state as it is, and with sight limited in the ways a setup or the keeper can limit it.
fn sighted(state: &Coc7) -> Vec<Coc7> {
    let mut variants = vec![state.clone()];
    for n in [1, 3] {
        let mut limited = state.clone();
        limited.settings.sight = Some(Sight::Locations(n));
        variants.push(limited);
    }
    if let Some(at) = state.participants.iter().position(|p| p.investigator) {
        let mut own = state.clone();
        own.participants[at].sight = Some(2);
        variants.push(own);
    }
    variants
}

fn coc7(chase: &Chase) -> Option<Coc7> {
    match chase {
        Chase::Coc7(session) => Some(session.state().clone()),
        _ => None,
    }
}

#[test]
fn the_places_reached_are_those_a_walk_over_every_location_finds() {
    let mut states: Vec<(String, Coc7)> = Vec::new();
    for (file, setup) in shipped_setups() {
        let Some(initial) = coc7(&setup.chase) else {
            continue;
        };
        for seed in 0..6 {
            for state in random_states(&initial, seed, 80) {
                states.push((file.clone(), state));
            }
        }
    }
    for script in scripts() {
        let Some(initial) = coc7(&script_setup(&script).chase) else {
            continue;
        };
        for state in script_states(&initial, &script) {
            states.push((script.display().to_string(), state));
        }
    }
    let mut compared = 0;
    let mut limited = 0;
    for (from, state) in &states {
        for variant in sighted(state) {
            let found = places::reached(&variant);
            assert_eq!(
                found,
                walked_over_everything(&variant),
                "{from}: the places reached differ (round {})",
                variant.round
            );
            compared += 1;
            limited += usize::from(!variant.players_see_all() && !found.is_empty());
        }
    }
    eprintln!(
        "{} states, {compared} with their sight variants, {limited} limited",
        states.len()
    );
    assert!(compared > 1000, "{compared} states compared");
    assert!(
        limited > 100,
        "{limited} with sight limited and places to tell"
    );
}
