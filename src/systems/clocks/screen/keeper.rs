//! The keeper's forms in a position-clocks chase: the turn order, paths and their terrain
//! ("Paths", "Terrain", "Merging Paths"), obstacles ("Obstacles"), conditions and corrections.

use super::forms::{named, path_name};
use super::open_paths;
use super::terrain::{dc, terrain};
use crate::engine::Name;
use crate::screen::form::{Asker, Stop, new_name};
use crate::systems::clocks::rules::{
    ClockChase, Command, Condition, Id, PathId, Scope, Terrain, terrain as words,
};

/// "Turn Order": the keeper names who acts first, then next, and the rest follow in setup order.
pub(super) fn set_order(ask: &mut Asker, state: &ClockChase) -> Result<Command, Stop> {
    let mut remaining: Vec<Id> = state
        .ids()
        .filter(|(_, p)| p.acts())
        .map(|(id, _)| id)
        .collect();
    let mut order: Vec<Name> = Vec::new();
    while remaining.len() > 1 {
        let mut options: Vec<(String, Option<Id>)> = remaining
            .iter()
            .map(|id| (state.participant(*id).name.to_string(), Some(*id)))
            .collect();
        options.push(("The rest in setup order".to_string(), None));
        let title = match order.last() {
            None => "Who acts first?".to_string(),
            Some(last) => format!("Who acts after {last}?"),
        };
        match ask.pick(title, options, 0)? {
            Some(id) => {
                order.push(state.participant(id).name.clone());
                remaining.retain(|r| *r != id);
            }
            None => break,
        }
    }
    Ok(Command::SetOrder { order })
}

pub(super) fn open_path(ask: &mut Asker, state: &ClockChase) -> Result<Command, Stop> {
    let name = path_name(ask, state)?;
    let terrain = terrain(ask, state, &Terrain::default())?;
    let flight_only = ask.pick(
        "Who can take it?",
        vec![
            ("Anyone".to_string(), false),
            ("Only those who fly".to_string(), true),
        ],
        0,
    )?;
    Ok(Command::OpenPath {
        name,
        terrain,
        flight_only,
    })
}

/// An open path (not `not`), the cursor starting on `prefer`; one alone is taken without asking.
fn pick_path(
    ask: &mut Asker,
    state: &ClockChase,
    title: &str,
    not: Option<PathId>,
    prefer: Option<PathId>,
) -> Result<PathId, Stop> {
    let options: Vec<(String, PathId)> = open_paths(state)
        .into_iter()
        .filter(|p| Some(*p) != not)
        .map(|p| {
            let path = &state.paths[usize::from(p)];
            (
                format!("'{}' ({})", path.name, words(state, &path.terrain)),
                p,
            )
        })
        .collect();
    let default = options
        .iter()
        .position(|(_, p)| Some(*p) == prefer)
        .unwrap_or(0);
    ask.choose(title, options, default)
}

pub(super) fn set_terrain(ask: &mut Asker, state: &ClockChase) -> Result<Command, Stop> {
    let path = pick_path(ask, state, "The terrain of which path?", None, None)?;
    let now = state.paths[usize::from(path)].terrain.clone();
    let terrain = terrain(ask, state, &now)?;
    Ok(Command::SetTerrain {
        path: state.paths[usize::from(path)].name.clone(),
        terrain,
    })
}

pub(super) fn merge(ask: &mut Asker, state: &ClockChase) -> Result<Command, Stop> {
    let from = pick_path(ask, state, "Which path merges into another?", None, None)?;
    let into = pick_path(ask, state, "Into which path?", Some(from), None)?;
    Ok(Command::MergePaths {
        from: state.paths[usize::from(from)].name.clone(),
        into: state.paths[usize::from(into)].name.clone(),
    })
}

/// "Obstacles": a path, the segment it follows (in front of the selected participant by default),
/// a name, its DC and who must resolve it.
pub(super) fn obstacle(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let path = pick_path(ask, state, "On which path?", None, Some(state.path_of(id)))?;
    let segments = state.segments;
    let in_front = if state.path_of(id) == path {
        state.filled(id).min(segments.saturating_sub(1))
    } else {
        0
    };
    let after = ask.text(
        "After which segment does it stand?",
        format!(
            "0 to {}: nobody with that many filled gets further until it is resolved",
            segments.saturating_sub(1)
        ),
        in_front.to_string(),
        |text| match text.trim().parse::<u32>() {
            Ok(n) if n < segments => Ok(n),
            _ => Err(format!(
                "'{}' is not 0 to {}",
                text.trim(),
                segments.saturating_sub(1)
            )),
        },
    )?;
    let name = ask.text(
        "What is it?",
        "e.g. Locked door, Wall",
        "",
        new_name("an obstacle needs a name", |text| {
            state
                .find_obstacle(text)
                .map(|_| format!("there is already an obstacle '{text}'"))
        }),
    )?;
    let usual = state.terrain_dc(path);
    let chosen = ask.text(
        "The DC to resolve it?",
        format!("the path's terrain is DC {usual}"),
        usual.to_string(),
        dc,
    )?;
    let scope = ask.pick(
        "Who must resolve it?",
        vec![
            (
                "Everyone, each for themselves (a wall to climb)".to_string(),
                Scope::Everyone,
            ),
            (
                "One resolves it for all (a locked door)".to_string(),
                Scope::OneForAll,
            ),
        ],
        0,
    )?;
    Ok(Command::PlaceObstacle {
        name,
        path: state.paths[usize::from(path)].name.clone(),
        after,
        dc: Some(chosen),
        scope,
    })
}

pub(super) fn condition(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let p = state.participant(id);
    let options: Vec<(String, (Condition, bool))> = [
        (
            Condition::Hindered,
            "hindered (difficult terrain from an effect: +5 DC)",
        ),
        (Condition::Immobile, "immobile (cannot move or board)"),
        (Condition::Flying, "flying (DC 10, flight-only paths)"),
    ]
    .into_iter()
    .map(|(condition, words)| {
        let on = !p.has(condition);
        let label = if on {
            format!("Make {} {words}", p.name)
        } else {
            format!(
                "{} is no longer {}",
                p.name,
                words.split(' ').next().unwrap_or(words)
            )
        };
        (label, (condition, on))
    })
    .collect();
    let (condition, on) = ask.pick("Which condition?", options, 0)?;
    Ok(Command::SetCondition {
        who: p.name.clone(),
        condition,
        on,
    })
}

/// Clears an obstacle that still stands.
pub(super) fn clear_obstacle(ask: &mut Asker, state: &ClockChase) -> Result<Command, Stop> {
    let options: Vec<(String, String)> = state
        .obstacles
        .iter()
        .filter(|o| !o.cleared)
        .map(|o| {
            let path = &state.paths[usize::from(o.path)].name;
            (
                format!("{} (on '{path}' after {}, DC {})", o.name, o.after, o.dc),
                o.name.clone(),
            )
        })
        .collect();
    let name = ask.pick("Clear which obstacle?", options, 0)?;
    Ok(Command::ClearObstacle { name })
}

/// Reveals one of the hidden.
pub(super) fn reveal(ask: &mut Asker, state: &ClockChase) -> Result<Command, Stop> {
    let hidden = state
        .ids()
        .filter(|(_, p)| p.hidden)
        .map(|(i, _)| i)
        .collect();
    let who = ask.pick("Reveal whom?", named(state, hidden), 0)?;
    Ok(Command::Reveal { who })
}

/// Sets a participant's filled segments (a correction).
pub(super) fn place(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let segments = state.segments;
    let filled = ask.text(
        format!("How many of {who}'s {segments} segments are filled?"),
        format!("0 to {segments}; now {}", state.filled(id)),
        state.filled(id).to_string(),
        |text| match text.trim().parse::<u32>() {
            Ok(n) if n <= segments => Ok(n),
            _ => Err(format!("'{}' is not 0 to {segments}", text.trim())),
        },
    )?;
    Ok(Command::Place { who, filled })
}
