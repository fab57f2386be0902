//! The players' view model of a GURPS Action chase ([`crate::systems::players`]): the range band
//! between the two parties, their declared maneuvers (the quarry's kept while it is declared
//! blind), and each person as the players' side panels tell them, an NPC's HP and its
//! vehicle's HP left out.

use super::panels::{declared_words, notes, seat};
use super::rules::{Band, GurpsChase, Side};
use crate::systems::players::{Entry, text};
use serde::Serialize;

/// The range bands as a ladder, and the parties on it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ground {
    /// Every band, closest first.
    pub bands: Vec<String>,
    /// The band between the parties now.
    pub band: String,
    /// How the last Contest moved the range: negative closed, positive opened.
    pub last_shift: i32,
    pub quarry: Party,
    pub pursuer: Party,
}

/// One side of the chase.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Party {
    pub name: String,
    pub leader: String,
    /// Its declared maneuver, as the players may know it.
    pub maneuver: String,
    pub members: Vec<String>,
}

/// The person `at` as the players' side panel tells it.
pub fn entry(state: &GurpsChase, at: usize) -> Option<Entry> {
    let p = state.people.get(at)?;
    let id = u16::try_from(at).ok()?;
    let open = p.open_to_players();
    let mut words = vec![seat(state, id, true)];
    words.extend(notes(state, id));
    let mut numbers = Vec::new();
    if open {
        numbers.push(format!("HP {}", p.hp));
    }
    let party = &state.parties[p.party % state.parties.len()];
    if party.leader == id {
        words.push("leads".to_string());
    }
    Some(Entry {
        name: text(&p.name),
        side: state.role_of(p.party).word().to_string(),
        status: text(&words.join(", ")),
        acting: false,
        open,
        numbers,
    })
}

/// The band ladder with both parties.
pub fn ground(state: &GurpsChase) -> Ground {
    let party = |role: Side| {
        let id = state.party_of(role);
        let side = &state.parties[id % state.parties.len()];
        Party {
            name: text(&side.name),
            leader: text(&state.person(side.leader).name),
            maneuver: declared_words(state, role),
            members: state
                .members_any(id)
                .into_iter()
                .map(|m| text(&state.person(m).name))
                .collect(),
        }
    };
    Ground {
        bands: Band::ALL.iter().map(|b| b.word().to_string()).collect(),
        band: state.band.word().to_string(),
        last_shift: state.last_shift,
        quarry: party(Side::Quarry),
        pursuer: party(Side::Pursuer),
    }
}
