//! The places of a position-clocks chase a setup may describe for reading aloud (its paths and
//! obstacles), and which of them the players' characters have reached: the path each is on, and
//! each obstacle of that path its clock has come to ("Obstacles": "after segment N").

use crate::systems::clocks::rules::{ClockChase, Id};

/// Every path, then every obstacle, each name once.
pub fn named(state: &ClockChase) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let all = state
        .paths
        .iter()
        .map(|p| p.name.as_str())
        .chain(state.obstacles.iter().map(|o| o.name.as_str()));
    for name in all {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
            names.push(name.to_string());
        }
    }
    names
}

/// The path each player's character is on and the obstacles of it that its clock has come to.
pub fn reached(state: &ClockChase) -> Vec<String> {
    let mut names: Vec<String> = Vec::new();
    let mut add = |name: &str| {
        if !names.iter().any(|n| n.eq_ignore_ascii_case(name)) {
            names.push(name.to_string());
        }
    };
    for (index, p) in state.participants.iter().enumerate() {
        let Ok(id) = Id::try_from(index) else {
            continue;
        };
        if !p.player {
            continue;
        }
        let (path, filled) = (state.path_of(id), state.filled(id));
        if let Some(on) = state.paths.get(usize::from(path)) {
            add(&on.name);
        }
        for obstacle in &state.obstacles {
            if obstacle.path == path && filled >= obstacle.after {
                add(&obstacle.name);
            }
        }
    }
    names
}

/// The path the selected participant is on.
pub fn at_cursor(state: &ClockChase, selected: Id) -> Vec<String> {
    state
        .paths
        .get(usize::from(state.path_of(selected)))
        .map(|path| vec![path.name.clone()])
        .unwrap_or_default()
}
