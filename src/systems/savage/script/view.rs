//! The state of a Savage Worlds chase as text (a table of the participants with their cards,
//! advantage and what waits) and as JSON for tools.

use super::status_word;
use crate::script::expect::{chase_json, round_line};
use crate::script::layout::table;
use crate::systems::savage::rules::{Complication, Participant, Phase, Range, SavageChase, Side};
use serde_json::{Value, json};

/// The round, the deck, the participants and the turn, as text.
pub fn text(state: &SavageChase) -> String {
    let mut out = String::new();
    let of = state
        .rounds()
        .map_or_else(String::new, |last| format!(" of {last}"));
    out.push_str(&format!(
        "Round {}{of} · deck {} left, {} discarded\n\n",
        state.round,
        state.deck.len(),
        state.discards.len()
    ));
    let mut rows = vec![
        ["who", "side", "card", "drawn", "range", "state"]
            .map(String::from)
            .to_vec(),
    ];
    for id in state.ids() {
        let p = state.participant(id);
        let hand = state.hand(id);
        let card = state
            .card(id)
            .map_or_else(|| "-".to_string(), |c| c.to_string());
        let drawn: Vec<String> = hand.drawn.iter().map(|c| c.to_string()).collect();
        let range = state
            .card(id)
            .map_or("-", |c| Range::of(c).word())
            .to_string();
        rows.push(vec![
            who(p),
            p.side.word().to_string(),
            card,
            if drawn.is_empty() {
                "-".into()
            } else {
                drawn.join(" ")
            },
            range,
            condition(state, id),
        ]);
    }
    for line in table(&rows) {
        out.push_str(&format!("  {}\n", line.trim_end()));
    }
    let advantage = advantage_lines(state);
    if !advantage.is_empty() {
        out.push_str("\nAdvantage\n");
        for line in advantage {
            out.push_str(&format!("  {line}\n"));
        }
    }
    out.push('\n');
    match (state.phase, state.choosing(), state.to_roll().next()) {
        (Phase::Maneuvering, Some(id), _) => out.push_str(&format!(
            "Round {}: {} chooses the card to keep.",
            state.round,
            state.participant(id).name
        )),
        (Phase::Maneuvering, None, Some(id)) => out.push_str(&format!(
            "Round {}: cards to draw; {} rolls next.",
            state.round,
            state.participant(id).name
        )),
        _ => out.push_str(&round_line(state, &state.order, |id| {
            state
                .card(id)
                .map_or_else(String::new, |card| format!("on {card}"))
        })),
    }
    out.push('\n');
    out
}

fn who(p: &Participant) -> String {
    if p.group {
        format!("{} ×{}", p.name, p.count)
    } else {
        p.name.to_string()
    }
}

/// "Shaken, 1 wound, control roll", or how it left.
fn condition(state: &SavageChase, id: u16) -> String {
    let p = state.participant(id);
    let mut parts = vec![status_word(p.status).to_string()];
    if p.shaken {
        parts.push("Shaken".into());
    }
    if p.wounds > 0 {
        parts.push(format!("{} wound(s)", p.wounds));
    }
    if p.fatigue > 0 {
        parts.push(format!("Fatigue {}", p.fatigue));
    }
    if p.vehicle_hits > 0 {
        parts.push(format!("{} vehicle hit(s)", p.vehicle_hits));
    }
    if let Some(vehicle) = p.vehicle.as_ref().filter(|v| v.wounds > 0) {
        parts.push(format!("{} {} wound(s)", vehicle.name, vehicle.wounds));
    }
    if p.control_roll {
        parts.push("control roll waits".into());
    }
    if let Some(c) = state
        .complication_waiting(id)
        .filter(|c| *c != Complication::Distraction)
    {
        parts.push(format!("{} waits", c.word()));
    }
    parts.join(", ")
}

/// "Knight → Bandits (Short)": who may attack whom this round.
pub fn advantage_lines(state: &SavageChase) -> Vec<String> {
    let mut lines = Vec::new();
    for id in state.ids() {
        let Some(card) = state.card(id) else { continue };
        if !state.participant(id).is_running() || Range::of(card) == Range::OutOfRange {
            continue;
        }
        let targets: Vec<&str> = state
            .foes(id)
            .filter(|foe| state.has_advantage(id, *foe))
            .map(|foe| state.participant(foe).name.as_str())
            .collect();
        if !targets.is_empty() {
            lines.push(format!(
                "{} → {} ({})",
                state.participant(id).name,
                targets.join(", "),
                Range::of(card).word()
            ));
        }
    }
    lines
}

pub fn json(state: &SavageChase) -> Value {
    let participants: Vec<Value> = state
        .ids()
        .map(|id| {
            let p = state.participant(id);
            let hand = state.hand(id);
            let mut row = json!({
                "name": p.name,
                "side": match p.side { Side::Pursuer => "pursuer", Side::Prey => "prey" },
                "count": p.count,
                "group": p.group,
                "kept": hand.kept.map(|c| c.code_text()),
                "drawn": hand.drawn.iter().map(|c| c.code_text()).collect::<Vec<_>>(),
                "total": hand.total,
                "shaken": p.shaken,
                "wounds": p.wounds,
                "fatigue": p.fatigue,
                "vehicle_hits": p.vehicle_hits,
                "control_roll": p.control_roll,
                "status": status_word(p.status),
            });
            // Only where there is something to say, so that other chases' state reads as before.
            if let Some(object) = row.as_object_mut() {
                if let Some(vehicle) = &p.vehicle {
                    object.insert(
                        "vehicle".into(),
                        json!({"name": vehicle.name, "toughness": vehicle.toughness, "wounds": vehicle.wounds}),
                    );
                }
                if hand.split.is_some() {
                    let split: Vec<Value> = state
                        .split(id)
                        .iter()
                        .map(|(foe, n)| json!([state.participant(*foe).name, n]))
                        .collect();
                    object.insert("split_by_gm".into(), Value::Array(split));
                }
            }
            row
        })
        .collect();
    chase_json(
        state,
        &state.order,
        json!({
            "rounds": state.rounds(),
            "deck": state.deck.len(),
            "discards": state.discards.len(),
            "participants": participants,
        }),
    )
}
