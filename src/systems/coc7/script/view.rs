//! The state of a Call of Cthulhu chase as the keeper would draw it on paper ("Keeping Track of the
//! Chase": a line of dots, one per location, with each participant's marker under its dot and
//! hazards and barriers written in the space between two dots), then a table of the participants
//! and whose turn it is. Also the same state as JSON for tools.

use super::on_the_track;
use crate::script::expect::{chase_json, round_line};
use crate::script::layout::{self, Column, chars, columns_in_rows};
use crate::setup::count;
use crate::systems::coc7::rules::{
    Coc7, DamageRow, Loc, Obstacle, Participant, Phase, Side, Status,
};
use serde_json::{Value, json};

/// The track picture, the obstacles, the participants and the turn, as text.
pub fn text(state: &Coc7) -> String {
    let mut out = String::new();
    out.push_str("Track\n");
    for line in picture(state, &state.map.trunk().collect::<Vec<Loc>>()) {
        out.push_str(format!("  {line}").trim_end());
        out.push('\n');
    }
    // "Choosing a Route": each branch below the trunk, from the location where it forks.
    for branch in &state.map.branches {
        let Some(first) = branch.path.first() else {
            continue;
        };
        out.push_str(&format!(
            "\n  {} forks at {} ({}):\n",
            state.map.way_name(*first),
            state
                .map
                .get(branch.fork)
                .and_then(|l| l.name.as_deref())
                .unwrap_or("location"),
            branch.fork
        ));
        for line in picture(state, &branch.path) {
            out.push_str(format!("  {line}").trim_end());
            out.push('\n');
        }
    }
    if state.map.locations.iter().any(|l| l.ahead.is_some()) {
        out.push('\n');
    }
    for (at, obstacle) in state
        .map
        .numbers()
        .filter_map(|at| state.map.ahead_of(at).map(|o| (at, o)))
    {
        out.push_str(&format!(
            "  {} between {at} and {}: {}\n",
            label(obstacle),
            state.map.next(at).unwrap_or(at + 1),
            obstacle_text(obstacle)
        ));
    }
    out.push('\n');
    out.push_str("Participants\n");
    for line in table(state) {
        out.push_str(&format!("  {line}\n"));
    }
    out.push('\n');
    out.push_str(&turn_text(state));
    out.push('\n');
    out
}

/// Numbers over dots over names, with markers below: `Farmer`, `Police 2(-1)`,
/// `Harvey (caught)`; for the locations of one way (the trunk, or a branch).
fn picture(state: &Coc7, numbers: &[Loc]) -> Vec<String> {
    let columns: Vec<Column> = numbers
        .iter()
        .map(|&at| {
            let name = state
                .map
                .get(at)
                .and_then(|l| l.name.clone())
                .unwrap_or_default();
            let markers: Vec<String> = if on_the_track(state) {
                state.at(at).map(|(_, p)| marker(p)).collect()
            } else {
                Vec::new()
            };
            let ahead = state.map.ahead_of(at).map(label);
            let text_width = [chars(&at.to_string()), chars(&name)]
                .into_iter()
                .chain(markers.iter().map(|m| chars(m)))
                .max()
                .unwrap_or(1);
            let width = (text_width + 2).max(ahead.as_deref().map_or(6, |l| chars(l) + 5));
            let dots = if state.map.next(at).is_none() {
                "*".to_string()
            } else {
                let inner = width - 1;
                match ahead {
                    Some(label) => {
                        let left = (inner - chars(&label)) / 2;
                        let right = inner - chars(&label) - left;
                        format!("*{}{label}{}", "-".repeat(left), "-".repeat(right))
                    }
                    None => format!("*{}", "-".repeat(inner)),
                }
            };
            Column {
                head: vec![at.to_string(), dots, name],
                markers,
                width,
            }
        })
        .collect();
    columns_in_rows(&columns)
}

/// A participant's marker under its dot; a debt as the rule text notes it, "Police 2(-1)".
fn marker(p: &Participant) -> String {
    let mut text = p.name.to_string();
    if p.debt > 0 {
        text.push_str(&format!("(-{})", p.debt));
    }
    if matches!(p.status, Status::Caught { .. }) {
        text.push_str(" (caught)");
    }
    text
}

/// `~Mud~` for a hazard, `[Fence]` for a barrier.
pub(crate) fn label(obstacle: &Obstacle) -> String {
    match obstacle {
        Obstacle::Hazard(h) => format!("~{}~", h.name),
        Obstacle::Barrier(b) => format!("[{}]", b.name),
    }
}

/// "hazard: DEX or STR, regular; moderate damage (1D6) on a failure".
pub(crate) fn obstacle_text(obstacle: &Obstacle) -> String {
    // A hazard the keeper has not yet given skills (a random one) takes any.
    let skills = match obstacle.skills() {
        [] => "any skill".to_string(),
        skills => skills.join(" or "),
    };
    let difficulty = obstacle.difficulty().to_string().to_lowercase();
    match obstacle {
        Obstacle::Hazard(h) => format!(
            "hazard, {skills}, {difficulty}{}",
            harm(h.damage, "on a failure")
        ),
        Obstacle::Barrier(b) => {
            let hp = match b.hp {
                Some(hp) => format!("{hp} HP"),
                None => "cannot be broken down".to_string(),
            };
            let debris = b
                .debris
                .as_ref()
                .map_or_else(String::new, |d| format!(", leaves {} when broken", d.name));
            format!(
                "barrier, {skills}, {difficulty}, {hp}{}{debris}",
                harm(b.damage, "on a failed attempt")
            )
        }
    }
}

fn harm(damage: Option<DamageRow>, when: &str) -> String {
    damage.map_or_else(String::new, |row| {
        format!("; {} damage ({}) {when}", row.word(), row.dice())
    })
}

/// One row per participant: side, location, MOV, movement actions (with debt, "2(-1)"), HP and
/// status.
fn table(state: &Coc7) -> Vec<String> {
    let header = ["", "side", "location", "MOV", "actions", "HP", "status"].map(String::from);
    // A car chase adds a column for the vehicles: what each one drives, or whose it rides in.
    let vehicles = state
        .participants
        .iter()
        .any(|p| p.vehicle.is_some() || p.rides_with.is_some());
    let mut rows = vec![header.to_vec()];
    if vehicles {
        rows[0].push("vehicle".to_string());
    }
    for p in &state.participants {
        let out_of_it = matches!(p.status, Status::Escaped | Status::LeftBehind);
        let location = if !on_the_track(state) || out_of_it {
            "-".to_string()
        } else {
            match state.map.get(p.location).and_then(|l| l.name.as_deref()) {
                Some(name) => format!("{} {name}", p.location),
                None => p.location.to_string(),
            }
        };
        let mov = if p.is_passenger() {
            "-".to_string()
        } else if p.speed.is_none() && state.phase == Phase::Establishing {
            format!("{} (not rolled)", p.mov())
        } else {
            p.mov().to_string()
        };
        let actions = if state.round == 0 {
            "-".to_string()
        } else if p.debt > 0 {
            format!("{}(-{})", p.actions, p.debt)
        } else if p.is_passenger() && p.act {
            // "Passengers ... do not have movement actions. They may act once": none, and the
            // act apart.
            format!("{} +act", p.actions)
        } else {
            p.actions.to_string()
        };
        let status = match p.status {
            Status::Caught { by } => format!("caught by {}", state.participant(by).name),
            other => other.word().to_string(),
        };
        let mut row = vec![
            p.name.to_string(),
            side_word(p.side).to_string(),
            location,
            mov,
            actions,
            format!("{}/{}", p.hp, p.max_hp),
            status,
        ];
        if vehicles {
            row.push(vehicle_text(state, p));
        }
        rows.push(row);
    }
    layout::table(&rows)
}

/// "Car, standard, build 4/5", "impaired", "wrecked"; "in Harvey's Car, standard"; "-" on foot.
fn vehicle_text(state: &Coc7, p: &Participant) -> String {
    if let Some(driver) = p.rides_with {
        let driver = state.participant(driver);
        let name = driver
            .vehicle
            .as_ref()
            .or(driver.parked.as_ref())
            .map_or("vehicle", |v| v.name.as_str());
        // Thrown free of a wreck by a Luck roll: no longer in it.
        let place = if p.thrown_free {
            "thrown free of"
        } else {
            "in"
        };
        return format!("{place} {}'s {name}", driver.name);
    }
    let Some(vehicle) = &p.vehicle else {
        return "-".to_string();
    };
    let mut text = format!(
        "{}, build {}/{}",
        vehicle.name, vehicle.build, vehicle.start_build
    );
    if !vehicle.is_running() {
        text.push_str(&format!(", {}", vehicle.condition.word()));
    } else if vehicle.impaired() {
        text.push_str(", impaired");
    }
    if vehicle.tires_burst > 0 {
        text.push_str(&format!(
            ", {} tire{} burst",
            vehicle.tires_burst,
            if vehicle.tires_burst == 1 { "" } else { "s" }
        ));
    }
    if p.thrown_free {
        text.push_str(", thrown free");
    }
    text
}

/// Where the chase stands: speed rolls still to make, whose turn it is, or the round it ended in.
fn turn_text(state: &Coc7) -> String {
    match state.phase {
        Phase::Establishing => {
            let missing: Vec<&str> = state
                .participants
                .iter()
                // "Passengers do not make a speed roll".
                .filter(|p| p.status.is_active() && p.speed.is_none() && !p.is_passenger())
                .map(|p| p.name.as_str())
                .collect();
            if missing.is_empty() {
                "Establishing the chase: every speed roll is made; a faster quarry may escape, or \
                 cut to the chase."
                    .to_string()
            } else {
                format!(
                    "Establishing the chase: speed rolls to make for {}.",
                    missing.join(", ")
                )
            }
        }
        Phase::Running => round_line(state, &state.turn.order, |id| {
            let participant = state.participant(id);
            let actions = participant.actions as usize;
            let left = format!("{} left", count(actions, "movement action"));
            // "Passengers ... do not have movement actions. They may act once on their turn".
            match (participant.is_passenger(), participant.act) {
                (false, _) => left,
                (true, true) => format!("{left}, a passenger's one act to come"),
                (true, false) => format!("{left}, a passenger who has acted"),
            }
        }),
        Phase::Over if state.round == 0 => {
            "The chase is over before any round was played.".to_string()
        }
        Phase::Over => format!("The chase is over in round {}.", state.round),
    }
}

/// The same state for tools: `round`, `phase`, `turn`, `track` (each location with what lies
/// ahead of it and who stands there) and `participants`.
pub fn json(state: &Coc7) -> Value {
    let placed = on_the_track(state);
    let track: Vec<Value> = state
        .map
        .numbers()
        .map(|at| {
            let here: Vec<&str> = if placed {
                state.at(at).map(|(_, p)| p.name.as_str()).collect()
            } else {
                Vec::new()
            };
            json!({
                "location": at,
                "name": state.map.get(at).and_then(|l| l.name.clone()),
                "ahead": state.map.ahead_of(at).map(obstacle_json),
                "participants": here,
            })
        })
        .collect();
    let participants: Vec<Value> = state
        .participants
        .iter()
        .map(|p| {
            let location: Option<Loc> = placed.then_some(p.location);
            let mut fields = json!({
                "name": p.name,
                "side": side_word(p.side),
                "location": location,
                "mov": p.mov(),
                "speed_rolled": p.speed.is_some(),
                "actions": p.actions,
                "owes": p.debt,
                "hp": p.hp,
                "max_hp": p.max_hp,
                "status": p.status.word(),
                "caught_by": match p.status {
                    Status::Caught { by } => Some(state.participant(by).name.clone()),
                    _ => None,
                },
                "vehicle": p.vehicle.as_ref().map(|v| json!({
                    "name": v.name,
                    "build": v.build,
                    "start_build": v.start_build,
                    "armor": v.armor,
                    "condition": v.condition.word(),
                    "impaired": v.impaired(),
                    "tires_burst": v.tires_burst,
                })),
                "rides_with": p.rides_with.map(|d| state.participant(d).name.clone()),
            });
            // "Passengers ... do not have movement actions. They may act once on their turn":
            // a passenger's one act, apart from its (no) movement actions.
            if p.is_passenger()
                && let Some(object) = fields.as_object_mut()
            {
                object.insert("act".to_string(), Value::Bool(p.act));
            }
            fields
        })
        .collect();
    chase_json(
        state,
        &state.turn.order,
        json!({
        "track": track,
        "participants": participants,
        }),
    )
}

fn obstacle_json(obstacle: &Obstacle) -> Value {
    match obstacle {
        Obstacle::Hazard(h) => json!({
            "kind": "hazard",
            "name": h.name,
            "skills": h.skills,
            "difficulty": h.difficulty,
            "damage": h.damage.map(DamageRow::word),
        }),
        Obstacle::Barrier(b) => json!({
            "kind": "barrier",
            "name": b.name,
            "skills": b.skills,
            "difficulty": b.difficulty,
            "hp": b.hp,
            "damage": b.damage.map(DamageRow::word),
        }),
    }
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Pursuer => "pursuer",
        Side::Quarry => "quarry",
    }
}
