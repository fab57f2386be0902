//! The state of a chase-track chase as the GM would draw it ("The Chase Track": an abstract number
//! line): the spaces from 0 with each participant's marker under its space, obstacles marked on
//! their spaces and the safe haven at the end; then a table of the participants and whose turn it
//! is. Also the same state as JSON for tools.

use super::ride_name;
use crate::script::expect::{chase_json, round_line};
use crate::script::layout::{Column, and_list, chars, columns_in_rows, count, table};
use crate::systems::track::rules::{
    Against, Obstacle, Pace, Participant, Phase, Ride, Side, Space, Status, TrackChase, TurnOrder,
};
use serde_json::{Value, json};

/// The number line, the obstacles, the participants and the turn, as text.
pub fn text(state: &TrackChase) -> String {
    let mut out = String::new();
    out.push_str(&format!("Track: {}\n", caption(state)));
    for line in number_line(state) {
        out.push_str(format!("  {line}").trim_end());
        out.push('\n');
    }
    if !state.obstacles.is_empty() {
        out.push('\n');
        for obstacle in &state.obstacles {
            out.push_str(&format!("  {}\n", obstacle_text(obstacle)));
        }
    }
    out.push('\n');
    out.push_str("Participants\n");
    for line in participant_table(state) {
        out.push_str(&format!("  {line}\n"));
    }
    let complications: Vec<&Participant> = state
        .participants
        .iter()
        .filter(|p| !p.complications.is_empty())
        .collect();
    if !complications.is_empty() {
        out.push('\n');
        out.push_str("Complications\n");
        for p in complications {
            out.push_str(&format!("  {}: {}\n", p.name, p.complications.join("; ")));
        }
    }
    out.push('\n');
    out.push_str(&turn_text(state));
    out.push('\n');
    out
}

/// "escape at 6 spaces, safe haven at 12 (H), light obstacles (CN 10)".
fn caption(state: &TrackChase) -> String {
    let mut parts = vec![format!(
        "escape at {}",
        count(state.settings.escape_distance, "space")
    )];
    if let Some(haven) = state.settings.safe_haven {
        parts.push(format!("safe haven at {haven} (H)"));
    }
    parts.push(format!(
        "{} (CN {})",
        state.environment.words(),
        state.environment.base_cn()
    ));
    if !state.obstacles.is_empty() {
        parts.push("# an obstacle".to_string());
    }
    parts.join(", ")
}

/// The last space drawn: the safe haven, or a space past everyone and at least the escape
/// distance, so the line shows how far the prey must get.
fn last_space(state: &TrackChase) -> Space {
    let furthest = state
        .participants
        .iter()
        .map(|p| p.space)
        .max()
        .unwrap_or(0);
    match state.settings.safe_haven {
        Some(haven) => haven.max(furthest),
        None => furthest
            .saturating_add(1)
            .max(state.settings.escape_distance),
    }
}

/// Numbers over dots over markers: `*` a space, `#` a space with an obstacle, `H` the safe haven.
fn number_line(state: &TrackChase) -> Vec<String> {
    let last = last_space(state);
    let columns: Vec<Column> = (0..=last)
        .map(|at| {
            let markers: Vec<String> = state
                .participants
                .iter()
                .filter(|p| p.space == at)
                .map(marker)
                .collect();
            let dot = if state.settings.safe_haven == Some(at) {
                'H'
            } else if state.obstacles.iter().any(|o| o.at == at) {
                '#'
            } else {
                '*'
            };
            let number = at.to_string();
            let width = markers
                .iter()
                .map(|m| chars(m))
                .chain([chars(&number)])
                .max()
                .unwrap_or(1)
                + 2;
            let width = width.max(3);
            let dots = if at == last {
                dot.to_string()
            } else {
                format!("{dot}{}", "-".repeat(width - 1))
            };
            Column {
                head: vec![number, dots],
                markers,
                width,
            }
        })
        .collect();
    columns_in_rows(&columns)
}

/// A participant's marker under its space: its name, and how it left the chase if it has.
fn marker(p: &Participant) -> String {
    match p.status {
        Status::Running => p.name.clone(),
        other => format!("{} ({})", p.name, other.word()),
    }
}

/// "# space 4, hinders the prey: Rally the crowd to stop the thief".
fn obstacle_text(obstacle: &Obstacle) -> String {
    let what = obstacle
        .what
        .as_deref()
        .map_or(String::new(), |what| format!(": {what}"));
    format!(
        "# space {}, hinders {}{what}",
        obstacle.at,
        against_words(obstacle.against)
    )
}

fn against_words(against: Against) -> &'static str {
    match against {
        Against::Chasers => "the chasers",
        Against::Prey => "the prey",
        Against::Everyone => "everyone",
    }
}

/// One row per participant: side, space, distance to the nearest running opponent, pace, next
/// exertion CN, fast lane, ride, hit points and status.
fn participant_table(state: &TrackChase) -> Vec<String> {
    let header = [
        "",
        "side",
        "space",
        "nearest",
        "pace",
        "exertion",
        "fast lane",
        "ride",
        "HP",
        "status",
    ];
    let mut rows: Vec<Vec<String>> = vec![header.iter().map(|h| h.to_string()).collect()];
    for (id, p) in state.ids() {
        let nearest = if p.status.is_running() {
            state
                .nearest_opponent(id)
                .map_or("-".to_string(), |d| d.to_string())
        } else {
            "-".to_string()
        };
        let fast_lane = match p.fast_lane_from {
            None => "-".to_string(),
            Some(from) if from <= state.round => "yes".to_string(),
            Some(from) => format!("from round {from}"),
        };
        let mut status = match p.status {
            Status::Caught { by } => format!("caught by {}", state.participant(by).name),
            other => other.word().to_string(),
        };
        if p.size > 1 {
            status.push_str(&format!(", a group of {}", p.size));
        }
        rows.push(vec![
            p.name.clone(),
            side_word(p.side).to_string(),
            p.space.to_string(),
            nearest,
            pace_word(state.pace(id)).to_string(),
            format!("CN {}", state.exertion_cn(id)),
            fast_lane,
            ride_text(&p.ride),
            p.hp.map_or("-".to_string(), |hp| hp.to_string()),
            status,
        ]);
    }
    table(&rows)
}

/// "on foot", "Grey (mount, 60 ft)", "Cart (vehicle, 40 ft)".
fn ride_text(ride: &Ride) -> String {
    match ride {
        Ride::OnFoot => "on foot".to_string(),
        Ride::Mount { name, speed_ft } => format!("{name} (mount, {speed_ft} ft)"),
        Ride::Vehicle { name, speed_ft } => format!("{name} (vehicle, {speed_ft} ft)"),
    }
}

/// Where the chase stands: not started, whose turn and what they have done, or over.
fn turn_text(state: &TrackChase) -> String {
    match state.phase {
        Phase::Starting => {
            let initiative = match state.settings.turn_order {
                TurnOrder::Auto => state.participants.len() > 2,
                TurnOrder::Alternate => false,
                TurnOrder::Initiative => true,
            };
            let how = if initiative {
                "everyone rolls 1d20 + agility modifier for initiative"
            } else {
                "the prey acts first"
            };
            format!("The chase has not started: Start begins round 1 ({how}).")
        }
        Phase::Running => round_line(state, &state.turn.order, |_| steps_text(state)),
        Phase::Over => format!("The chase is over in round {}.", state.round),
    }
}

/// What the acting participant has done this turn ("Each Turn").
fn steps_text(state: &TrackChase) -> String {
    let turn = &state.turn;
    if turn.pending.is_some() {
        return "who rolled a 1: accept the failure or take a complication".to_string();
    }
    let mut done = Vec::new();
    if turn.acted {
        done.push("has acted".to_string());
    }
    if turn.moved {
        done.push("has moved".to_string());
    }
    if turn.exertions > 0 {
        done.push(format!("exerted {}", count(turn.exertions, "time")));
    }
    if turn.held > 0 {
        done.push(format!(
            "{} held until an exertion succeeds",
            count(turn.held, "space")
        ));
    }
    if done.is_empty() {
        "to act, move and exert".to_string()
    } else {
        and_list(&done)
    }
}

/// The same state for tools: `round`, `phase`, `turn`, `order`, `environment`, `escape_distance`,
/// `safe_haven`, `obstacles` and `participants`.
pub fn json(state: &TrackChase) -> Value {
    let participants: Vec<Value> = state
        .ids()
        .map(|(id, p)| {
            json!({
                "name": p.name,
                "side": side_word(p.side),
                "space": p.space,
                "nearest_opponent": state.nearest_opponent(id),
                "pace": pace_word(state.pace(id)),
                "exertion_cn": state.exertion_cn(id),
                "exertions": p.exertions,
                "fast_lane_from": p.fast_lane_from,
                "ride": ride_name(&p.ride),
                "speed_ft": p.effective_speed_ft(),
                "hp": p.hp,
                "size": p.size,
                "initiative": p.initiative,
                "complications": p.complications,
                "status": p.status.word(),
                "caught_by": match p.status {
                    Status::Caught { by } => Some(state.participant(by).name.clone()),
                    _ => None,
                },
            })
        })
        .collect();
    let obstacles: Vec<Value> = state.obstacles.iter().map(obstacle_json).collect();
    chase_json(
        state,
        &state.turn.order,
        json!({
        "environment": state.environment.words(),
        "escape_distance": state.settings.escape_distance,
        "safe_haven": state.settings.safe_haven,
        "obstacles": obstacles,
        "participants": participants,
        }),
    )
}

/// An obstacle for tools: its space, whom it hinders and what it is.
fn obstacle_json(obstacle: &Obstacle) -> Value {
    json!({
        "space": obstacle.at,
        "hinders": against_words(obstacle.against),
        "what": obstacle.what,
    })
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Prey => "prey",
        Side::Chaser => "chaser",
    }
}

fn pace_word(pace: Pace) -> &'static str {
    match pace {
        Pace::Fast => "fast",
        Pace::Usual => "usual",
        Pace::Slow => "slow",
    }
}
