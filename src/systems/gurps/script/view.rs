//! The state of a GURPS Action chase as the GM would draw it: the range bands with each side's
//! marker, the step of the round, what each side declared, the last Contest, and a table of the
//! people and vehicles. Also the same state as JSON for tools.

use super::phase_word;
use crate::systems::gurps::rules::{Band, GurpsChase, Side, waits_for};
use serde_json::{Value, json};

/// The bands, the sides, the step and the people, as text.
pub fn text(state: &GurpsChase) -> String {
    let mut out = String::new();
    out.push_str(&format!(
        "Range: {}\n  {}\n",
        state.band.word(),
        bands(state)
    ));
    for role in [Side::Quarry, Side::Pursuer] {
        let party = state.party_of(role);
        let side = &state.parties[party];
        let declared = side
            .declared
            .map_or("-".to_string(), |d| d.maneuver.word().to_string());
        let mut notes = Vec::new();
        if side.forced_static {
            notes.push("static".to_string());
        }
        if side.chaos != 0 {
            notes.push(format!("chaos {}", side.chaos));
        }
        out.push_str(&format!(
            "{} ({}): led by {}, declared {declared}{}\n",
            capital(role.word()),
            side.name,
            state.person(side.leader).name,
            if notes.is_empty() {
                String::new()
            } else {
                format!(" ({})", notes.join(", "))
            }
        ));
    }
    out.push_str("\nPeople\n");
    for (_, p) in state.ids() {
        let seat = match p.aboard {
            Some(v) if state.vehicle(v).operator == state.find(&p.name) => {
                format!("drives {}", state.vehicle(v).name)
            }
            Some(v) => format!("aboard {}", state.vehicle(v).name),
            None => "on foot".to_string(),
        };
        let status = p.out.map_or("in", |o| o.word());
        out.push_str(&format!(
            "  {:<14} {:<8} HP {:>3}/{:<3} {:<22} {}\n",
            p.name,
            state.role_of(p.party).word(),
            p.hp,
            p.hp_max,
            seat,
            status
        ));
    }
    if !state.vehicles.is_empty() {
        out.push_str("\nVehicles\n");
        for v in &state.vehicles {
            out.push_str(&format!(
                "  {:<14} HP {:>3}/{:<3} {}\n",
                v.name,
                v.hp,
                v.hp_max,
                v.out.map_or("in", |o| o.word())
            ));
        }
    }
    if state.accidents > 0 {
        out.push_str(&format!("\nAccidents: {}\n", state.accidents));
    }
    out.push_str(&format!("\nRound {}: {}.\n", state.round, waits_for(state)));
    out
}

/// "Q · [Close] Short Medium Long Extreme · P" with the pursuer's marker at the left and the
/// quarry's in the band.
fn bands(state: &GurpsChase) -> String {
    Band::ALL
        .iter()
        .map(|b| {
            if *b == state.band {
                format!("[{}]", b.word())
            } else {
                b.word().to_string()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn capital(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map_or(String::new(), |f| f.to_uppercase().chain(chars).collect())
}

/// The same for tools.
pub fn json(state: &GurpsChase) -> Value {
    json!({
        "band": state.band.word(),
        "round": state.round,
        "phase": phase_word(state.step),
        "turn": state.step_leader().map(|id| state.person(id).name.clone()),
        "quarry": state.person(state.parties[state.quarry].leader).name,
        "accidents": state.accidents,
        "people": state.people.iter().map(|p| json!({
            "name": p.name,
            "side": state.role_of(p.party).word(),
            "hp": p.hp,
            "status": p.out.map_or("in", |o| o.word()),
        })).collect::<Vec<_>>(),
        "vehicles": state.vehicles.iter().map(|v| json!({
            "name": v.name,
            "hp": v.hp,
            "status": v.out.map_or("in", |o| o.word()),
        })).collect::<Vec<_>>(),
    })
}
