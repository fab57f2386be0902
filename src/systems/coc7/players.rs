//! The players' view model of a Call of Cthulhu chase ([`crate::systems::players`]): the turn
//! order as the players' queue panel tells it, and the track as far as an investigator can see
//! (`players_see`, the same test the players' track panel draws by), with the hazards and
//! barriers in sight (skills and difficulty; a barrier's hit points are the keeper's) and who
//! stands where.

use super::panels::queue::{QueueView, actions_text, side_word, speed_text};
use super::panels::shape;
use super::rules::{Coc7, Loc, Obstacle, Phase};
use crate::screen::theme::Theme;
use crate::systems::players::{Entry, text};
use serde::Serialize;

/// The track as the players see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ground {
    /// The ways of the track: the trunk first, then each way that forks off, in the setup's order.
    pub ways: Vec<Way>,
    /// Every location by number; those out of sight carry nothing but their number.
    pub locations: Vec<Place>,
}

/// One way of the track, back to front.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Way {
    /// The way's name; `None` for the trunk, or a way whose name would tell of unseen ground.
    pub name: Option<String>,
    /// The location it forks from; `None` for the trunk.
    pub fork: Option<Loc>,
    pub path: Vec<Loc>,
}

/// One location.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Place {
    pub at: Loc,
    /// Whether an investigator can see it; if not, nothing more is told of it.
    pub seen: bool,
    pub name: Option<String>,
    /// The hazard or barrier between it and the next location on its way, when both are seen.
    pub ahead: Option<Hurdle>,
    /// Who stands there.
    pub here: Vec<Marker>,
}

/// A hazard or a barrier, as the players may know it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hurdle {
    /// "hazard" or "barrier".
    pub kind: String,
    pub name: String,
    pub skills: Vec<String>,
    /// "Regular", "Hard", "Extreme".
    pub difficulty: String,
}

/// A participant standing at a location.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Marker {
    pub name: String,
    pub side: String,
    /// `▶` for a pursuer, `◆` for a quarry, as on the terminal.
    pub shape: String,
}

/// The participant `at` (an index) as the players' queue lists it.
pub fn entry(state: &Coc7, at: usize) -> Option<Entry> {
    let participant = state.participants.get(at)?;
    let id = u16::try_from(at).ok()?;
    let open = participant.open_to_players();
    let theme = Theme::new(false);
    let queue = QueueView {
        state,
        selected: id,
        theme: &theme,
        keys: crate::screen::KeyNames::builtin(),
        players_view: true,
    };
    let mut numbers = Vec::new();
    if open {
        numbers.push(format!("DEX {}", participant.dex));
    }
    let status = if state.phase == Phase::Establishing {
        if open {
            numbers.push(format!("CON {}", participant.con));
        }
        numbers.push(format!("MOV {}", participant.mov()));
        speed_text(participant)
    } else {
        if !participant.is_passenger() {
            numbers.push(format!("MOV {}", participant.mov()));
            numbers.push(format!("actions {}", actions_text(participant)));
        }
        if open {
            numbers.push(format!("HP {}/{}", participant.hp, participant.max_hp));
        }
        queue.status_text(id, participant)
    };
    Some(Entry {
        name: text(&participant.name),
        side: side_word(participant.side).to_string(),
        status: text(&status),
        acting: state.current() == Some(id),
        open,
        numbers,
    })
}

/// The track as far as the investigators can see.
pub fn ground(state: &Coc7) -> Ground {
    let map = &state.map;
    let sight = state.players_sight();
    let mut ways = vec![Way {
        name: None,
        fork: None,
        path: map.trunk().collect(),
    }];
    for branch in &map.branches {
        let first_seen = branch.path.first().is_some_and(|at| sight.sees(*at));
        ways.push(Way {
            name: branch.name.as_deref().filter(|_| first_seen).map(text),
            fork: Some(branch.fork),
            path: branch.path.clone(),
        });
    }
    let locations = map
        .numbers()
        .map(|at| {
            let seen = sight.sees(at);
            if !seen {
                return Place {
                    at,
                    seen,
                    name: None,
                    ahead: None,
                    here: Vec::new(),
                };
            }
            let location = map.get(at);
            let ahead = match (location.and_then(|l| l.ahead.as_ref()), map.next(at)) {
                (Some(obstacle), Some(next)) if sight.sees(next) => Some(hurdle(obstacle)),
                _ => None,
            };
            let here = if state.phase == Phase::Establishing {
                Vec::new()
            } else {
                state
                    .at(at)
                    .map(|(_, p)| Marker {
                        name: text(&p.name),
                        side: side_word(p.side).to_string(),
                        shape: shape(p.side).to_string(),
                    })
                    .collect()
            };
            Place {
                at,
                seen,
                name: location.and_then(|l| l.name.as_deref()).map(text),
                ahead,
                here,
            }
        })
        .collect();
    Ground { ways, locations }
}

fn hurdle(obstacle: &Obstacle) -> Hurdle {
    let (kind, name, skills, difficulty) = match obstacle {
        Obstacle::Hazard(h) => ("hazard", &h.name, &h.skills, h.difficulty),
        Obstacle::Barrier(b) => ("barrier", &b.name, &b.skills, b.difficulty),
    };
    Hurdle {
        kind: kind.to_string(),
        name: text(name),
        skills: skills.iter().map(|s| text(s)).collect(),
        difficulty: difficulty.to_string(),
    }
}
