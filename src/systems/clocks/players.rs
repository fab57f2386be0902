//! The players' view model of a position-clocks chase ([`crate::systems::players`]). The clocks,
//! paths, terrain and obstacles are the table's; a GM character who is Hidden is not drawn on
//! the lanes (the players' lanes panel leaves it out the same way), and a GM character's check
//! bonus never leaves the rules.

use super::panels::{lanes, order_status, shape};
use super::rules::{ClockChase, Role, Scope, Status, terrain};
use crate::systems::players::{Entry, text};
use serde::Serialize;

/// The clocks as the players see them.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ground {
    /// How many segments a clock has.
    pub segments: u32,
    pub paths: Vec<Lane>,
    pub timer: Option<Clock>,
}

/// One open path with its obstacles and the clocks of those on it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Lane {
    pub name: String,
    /// Its terrain in words ("rough, Difficult").
    pub terrain: String,
    pub obstacles: Vec<Hurdle>,
    pub clocks: Vec<Clock>,
}

/// An obstacle between two segments.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hurdle {
    pub name: String,
    /// It stands after this many segments.
    pub after: u32,
    pub dc: u32,
    /// Resolved once for everyone, it stands open.
    pub open: bool,
}

/// A clock: a participant's (or the timer's) filled segments.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Clock {
    pub name: String,
    pub role: String,
    pub shape: String,
    pub filled: u32,
    pub segments: u32,
    pub acting: bool,
    pub running: bool,
}

fn role_word(role: Role) -> &'static str {
    match role {
        Role::Runner => "runner",
        Role::Chaser => "chaser",
        Role::Ride(_) => "ride",
    }
}

/// The participant `at` as the players' order panel tells it.
pub fn entry(state: &ClockChase, at: usize) -> Option<Entry> {
    let p = state.participants.get(at)?;
    let id = u16::try_from(at).ok()?;
    if p.hidden_from_players() {
        return None;
    }
    let status = order_status(state, id);
    Some(Entry {
        name: text(&p.name),
        side: role_word(p.role).to_string(),
        status: text(&status),
        acting: state.current() == Some(id),
        open: p.open_to_players(),
        numbers: vec![format!("{}/{}", state.filled(id), state.segments)],
    })
}

/// Each open path with the clocks on it, a Hidden GM character left out.
pub fn ground(state: &ClockChase) -> Ground {
    let paths = lanes(state)
        .into_iter()
        .filter_map(|(path, ids)| {
            let lane = state.paths.get(usize::from(path))?;
            Some(Lane {
                name: text(&lane.name),
                terrain: text(&terrain(state, &lane.terrain)),
                obstacles: state
                    .obstacles
                    .iter()
                    .filter(|o| o.path == path && !o.cleared)
                    .map(|o| Hurdle {
                        name: text(&o.name),
                        after: o.after,
                        dc: o.dc,
                        open: o.scope == Scope::OneForAll && !o.resolved_by.is_empty(),
                    })
                    .collect(),
                clocks: ids
                    .into_iter()
                    .filter(|id| !state.participant(*id).hidden_from_players())
                    .map(|id| {
                        let p = state.participant(id);
                        Clock {
                            name: text(&p.name),
                            role: role_word(p.role).to_string(),
                            shape: shape(p.role).to_string(),
                            filled: state.filled(id),
                            segments: state.segments,
                            acting: state.current() == Some(id),
                            running: p.status == Status::Running,
                        }
                    })
                    .collect(),
            })
        })
        .collect();
    Ground {
        segments: state.segments,
        paths,
        timer: state.timer.as_ref().map(|t| Clock {
            name: text(&t.name),
            role: "timer".to_string(),
            shape: "◷".to_string(),
            filled: t.filled,
            segments: t.segments,
            acting: false,
            running: true,
        }),
    }
}
