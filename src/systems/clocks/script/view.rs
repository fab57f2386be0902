//! The state of a position-clocks chase as text: one bar per participant showing the filled
//! segments of its clock ("Position Clocks"), grouped into lanes by path with each path's terrain
//! ("Paths", "Terrain"), obstacles drawn between segments ("Obstacles"), the timer as its own bar
//! ("Timers"), the relative position of every pair ("Relative Position"), and whose turn it is.
//! Also the same state as JSON for tools.

use super::status_word;
use crate::script::expect::{chase_json, round_line};
use crate::script::layout::{and_list, chars, count, pad, table};
use crate::systems::clocks::rules::{
    Catcher, ClockChase, Id, Participant, PathId, Phase, Relative, RideKind, Role, Scope, Status,
    duration, ordinal, terrain,
};
use serde_json::{Value, json};

/// The lanes, the obstacles, the relative positions and the turn, as text.
pub fn text(state: &ClockChase) -> String {
    let mut out = String::new();
    out.push_str(&format!("Clocks: {}\n", caption(state)));
    let width = state
        .participants
        .iter()
        .map(|p| chars(&p.name))
        .max()
        .unwrap_or(0);
    for (path, lane) in state
        .paths
        .iter()
        .enumerate()
        .filter(|(_, lane)| lane.is_open())
    {
        let path = path as PathId;
        let flight = if lane.flight_only {
            " (flight only)"
        } else {
            ""
        };
        out.push_str(&format!(
            "  {}{flight}: {}\n",
            lane.name,
            terrain(state, &lane.terrain)
        ));
        let here: Vec<Id> = state
            .ids()
            .filter(|(id, _)| state.path_of(*id) == path)
            .map(|(id, _)| id)
            .collect();
        if here.is_empty() {
            out.push_str("    nobody on it\n");
        }
        for id in here {
            out.push_str(format!("    {}\n", lane_line(state, id, width)).trim_end());
            out.push('\n');
        }
    }
    if let Some(timer) = &state.timer {
        let cells: String = (0..timer.segments)
            .map(|i| if i < timer.filled { '#' } else { '.' })
            .collect();
        out.push_str(&format!(
            "  Timer '{}': [{cells}]  {}/{}\n",
            timer.name, timer.filled, timer.segments
        ));
    }
    let standing: Vec<String> = state
        .obstacles
        .iter()
        .filter(|o| !o.cleared)
        .map(|o| obstacle_text(state, o))
        .collect();
    if !standing.is_empty() {
        out.push('\n');
        out.push_str("Obstacles\n");
        for line in standing {
            out.push_str(&format!("  {line}\n"));
        }
    }
    let relative = relative_table(state);
    if !relative.is_empty() {
        out.push('\n');
        out.push_str("Relative positions (spaces apart: 1 is adjacent; - another path)\n");
        for line in relative {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out.push('\n');
    out.push_str(&turn_text(state));
    out.push('\n');
    out
}

/// "8 segments each (# filled, | an obstacle in the way, : one passed), 10 seconds a round".
fn caption(state: &ClockChase) -> String {
    let mut caption = format!("{} each (# filled", count(state.segments, "segment"));
    if state.obstacles.iter().any(|o| !o.cleared) {
        caption.push_str(", | an obstacle in the way, : one passed");
    }
    caption.push(')');
    if let Some(seconds) = state.settings.round_seconds {
        caption.push_str(&format!(", {} a round", duration(u64::from(seconds))));
    }
    if state.is_race() {
        caption.push_str(", a race");
    }
    caption
}

/// `Ann    [###|.....]  3/8  runner +3, hidden`, or `Driver  aboard Cart` for a rider, whose
/// clock is its ride's.
fn lane_line(state: &ClockChase, id: Id, width: usize) -> String {
    let p = state.participant(id);
    if let Some(ride) = p.aboard {
        return format!(
            "{}  aboard {}  {}",
            pad(&p.name, width),
            state.participant(ride).name,
            details(state, id)
        );
    }
    format!(
        "{}  {}  {}/{}  {}",
        pad(&p.name, width),
        bar(state, id),
        p.filled,
        state.segments,
        details(state, id)
    )
}

/// The clock as cells, with the obstacles of its path between them: `|` one still in its way, `:`
/// one it has passed (resolved, opened for all, or behind it).
fn bar(state: &ClockChase, id: Id) -> String {
    let p = state.participant(id);
    let mut bar = String::from("[");
    for segment in 0..state.segments {
        for obstacle in state
            .obstacles
            .iter()
            .filter(|o| !o.cleared && o.path == p.path && o.after == segment)
        {
            let in_the_way = obstacle.after >= p.filled && obstacle.stops(id);
            bar.push(if in_the_way { '|' } else { ':' });
        }
        bar.push(if segment < p.filled { '#' } else { '.' });
    }
    bar.push(']');
    bar
}

/// "runner +3, hidden, 1 detriment", "chaser +4, caught Ann", "vehicle +4, carrying Driver".
fn details(state: &ClockChase, id: Id) -> String {
    let p = state.participant(id);
    let mut parts = vec![role_text(p)];
    match p.status {
        Status::Running => {}
        Status::Filled => parts.push(filled_words(state, id)),
        Status::Caught { by } => parts.push(match by {
            Catcher::Chaser(chaser) => format!("caught by {}", state.participant(chaser).name),
            Catcher::Timer => "caught by the timer".to_string(),
        }),
    }
    let riders: Vec<String> = state
        .participants
        .iter()
        .filter(|r| r.aboard == Some(id))
        .map(|r| r.name.to_string())
        .collect();
    if !riders.is_empty() {
        parts.push(format!("carrying {}", and_list(&riders)));
    }
    for (on, word) in [
        (p.hidden, "hidden"),
        (p.flies, "flies"),
        (p.hindered, "hindered"),
        (p.immobile, "immobile"),
    ] {
        if on {
            parts.push(word.to_string());
        }
    }
    if p.detriments > 0 {
        parts.push(count(p.detriments, "detriment"));
    }
    if let Some(obstacle) = p.advantage_on {
        parts.push(format!(
            "advantage on {}",
            state.obstacles[usize::from(obstacle)].name
        ));
    }
    parts.join(", ")
}

/// "runner +3", "chaser", "mount +2".
fn role_text(p: &Participant) -> String {
    let role = match p.role {
        Role::Runner => "runner",
        Role::Chaser => "chaser",
        Role::Ride(RideKind::Vehicle) => "vehicle",
        Role::Ride(RideKind::Mount) => "mount",
    };
    if p.speed == 0 {
        role.to_string()
    } else {
        format!("{role} {:+}", p.speed)
    }
}

/// What a filled clock means: a runner home (its place, in a race), a chaser at its goal.
fn filled_words(state: &ClockChase, id: Id) -> String {
    let p = state.participant(id);
    match p.role {
        Role::Runner if state.is_race() => {
            let place = state
                .places()
                .iter()
                .position(|r| *r == id)
                .map_or(0, |i| i + 1);
            format!("finished {}", ordinal(place))
        }
        Role::Runner => "got away".to_string(),
        Role::Chaser => "reached its goal".to_string(),
        Role::Ride(_) => "arrived".to_string(),
    }
}

/// "Locked gate on Streets, between 6 and 7: DC 15, one resolves it for all; resolved by Ann".
pub(crate) fn obstacle_text(
    state: &ClockChase,
    obstacle: &crate::systems::clocks::rules::Obstacle,
) -> String {
    let scope = match obstacle.scope {
        Scope::Everyone => "everyone must resolve it",
        Scope::OneForAll => "one resolves it for all",
    };
    let resolved: Vec<String> = obstacle
        .resolved_by
        .iter()
        .map(|id| state.participant(*id).name.to_string())
        .collect();
    let resolved = if resolved.is_empty() {
        String::new()
    } else {
        format!("; resolved by {}", and_list(&resolved))
    };
    format!(
        "{} on {}, between {} and {}: DC {}, {scope}{resolved}",
        obstacle.name,
        state.paths[usize::from(obstacle.path)].name,
        obstacle.after,
        obstacle.after + 1,
        obstacle.dc
    )
}

/// The spaces between every pair not aboard a ride (riders stand where their ride stands),
/// numbered so that the table stays narrow. Empty for a chase of one.
fn relative_table(state: &ClockChase) -> Vec<String> {
    let ids: Vec<Id> = state
        .ids()
        .filter(|(_, p)| p.aboard.is_none())
        .map(|(id, _)| id)
        .collect();
    if ids.len() < 2 {
        return Vec::new();
    }
    let mut header = vec![String::new()];
    header.extend((1..=ids.len()).map(|n| n.to_string()));
    let mut rows = vec![header];
    for (row, a) in ids.iter().enumerate() {
        let mut cells = vec![format!("{} {}", row + 1, state.participant(*a).name)];
        for b in &ids {
            cells.push(if a == b {
                ".".to_string()
            } else {
                match state.relative(*a, *b) {
                    Relative::Spaces(spaces) => spaces.to_string(),
                    Relative::OtherPaths => "-".to_string(),
                }
            });
        }
        rows.push(cells);
    }
    table(&rows)
}

/// Where the chase stands: the order to set, whose turn and what they have used, or the end.
fn turn_text(state: &ClockChase) -> String {
    match state.phase {
        Phase::Ordering if state.is_race() => {
            "The turn order is not set: RollOrder has everyone make a Dexterity with Athletics \
             check (a race)."
                .to_string()
        }
        Phase::Ordering => "The turn order is not set: SetOrder gives the initiative order, \
                            RollOrder rolls it."
            .to_string(),
        Phase::Running => round_line(state, &state.turn.order, |id| used_text(state, id)),
        Phase::Over => {
            let mut text = format!("The chase is over in round {}.", state.round);
            let places = state.places();
            if state.is_race() && !places.is_empty() {
                let placed: Vec<String> = places
                    .iter()
                    .enumerate()
                    .map(|(i, id)| format!("{} {}", ordinal(i + 1), state.participant(*id).name))
                    .collect();
                text.push_str(&format!(" Places: {}.", placed.join(", ")));
            }
            text
        }
    }
}

/// "nothing used yet", "movement check used", "movement check and Move action used".
fn used_text(state: &ClockChase, id: Id) -> String {
    let used = state.participant(id).used;
    let ride_used = state.participant(state.mover(id)).used;
    let mut parts = Vec::new();
    if used.check || ride_used.check {
        parts.push("movement check".to_string());
    }
    if used.move_action || ride_used.move_action {
        parts.push("Move action".to_string());
    }
    if used.skill_action {
        parts.push("Skill action".to_string());
    }
    if parts.is_empty() {
        "nothing used yet".to_string()
    } else {
        format!("{} used", and_list(&parts))
    }
}

/// The same state for tools: `segments`, `round`, `phase`, `turn`, `order`, `race`, `places`,
/// `paths`, `participants`, `obstacles` and `timer`.
pub fn json(state: &ClockChase) -> Value {
    let name = |id: Id| state.participant(id).name.to_string();
    let paths: Vec<Value> = state
        .paths
        .iter()
        .enumerate()
        .map(|(index, p)| {
            json!({
                "name": p.name,
                "terrain": p.terrain,
                "dc": state.terrain_dc(index as PathId),
                "flight_only": p.flight_only,
                "merged_into": p.merged_into.map(|into| state.paths[usize::from(into)].name.clone()),
            })
        })
        .collect();
    let participants: Vec<Value> = state
        .ids()
        .map(|(id, p)| {
            json!({
                "name": p.name,
                "role": match p.role {
                    Role::Runner => "runner",
                    Role::Chaser => "chaser",
                    Role::Ride(RideKind::Vehicle) => "vehicle",
                    Role::Ride(RideKind::Mount) => "mount",
                },
                "bonus": p.speed,
                "athletics": p.athletics,
                "path": state.paths[usize::from(state.path_of(id))].name,
                "filled": state.filled(id),
                "status": status_word(p.status),
                "caught_by": match p.status {
                    Status::Caught { by: Catcher::Chaser(by) } => Some(name(by)),
                    Status::Caught { by: Catcher::Timer } => Some("timer".to_string()),
                    _ => None,
                },
                "hidden": p.hidden,
                "flies": p.flies,
                "hindered": p.hindered,
                "immobile": p.immobile,
                "aboard": p.aboard.map(name),
                "detriments": p.detriments,
                "advantage_on": p.advantage_on.map(|o| state.obstacles[usize::from(o)].name.clone()),
                "used": p.used,
            })
        })
        .collect();
    let obstacles: Vec<Value> = state
        .obstacles
        .iter()
        .map(|o| {
            json!({
                "name": o.name,
                "path": state.paths[usize::from(o.path)].name,
                "after": o.after,
                "dc": o.dc,
                "scope": o.scope,
                "resolved_by": o.resolved_by.iter().map(|id| name(*id)).collect::<Vec<_>>(),
                "cleared": o.cleared,
            })
        })
        .collect();
    chase_json(
        state,
        &state.turn.order,
        json!({
        "segments": state.segments,
        "race": state.is_race(),
        "places": state.places().into_iter().map(name).collect::<Vec<_>>(),
        "paths": paths,
        "participants": participants,
        "obstacles": obstacles,
        "timer": state.timer,
        }),
    )
}
