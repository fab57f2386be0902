//! The players' view model of a chase-track chase ([`crate::systems::players`]). The track is
//! open information: every space, obstacle and distance; what stays the GM's is a GM
//! character's own numbers, which the turn order leaves out as the players' order panel does.

use super::panels::OrderView;
use super::rules::{Against, Phase, Side, TrackChase};
use super::screen::{escape_line, span};
use crate::screen::theme::Theme;
use crate::systems::players::{Entry, text};
use serde::Serialize;

/// The number line as the players see it.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Ground {
    /// The first and last space drawn.
    pub low: u32,
    pub high: u32,
    /// The space at which the prey has escaped, while the chase goes on.
    pub escape: Option<u32>,
    /// The safe haven, if the chase has one.
    pub haven: Option<u32>,
    pub obstacles: Vec<Hurdle>,
    pub positions: Vec<Position>,
}

/// An obstacle on a space.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Hurdle {
    pub at: u32,
    /// "prey", "chasers" or "everyone": whom it hinders.
    pub against: String,
    pub what: Option<String>,
}

/// Where a participant stands.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Position {
    pub name: String,
    pub side: String,
    pub at: u32,
    pub running: bool,
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Chaser => "chaser",
        Side::Prey => "prey",
    }
}

/// The participant `at` as the players' turn order tells it.
pub fn entry(state: &TrackChase, at: usize) -> Option<Entry> {
    let p = state.participants.get(at)?;
    let id = u16::try_from(at).ok()?;
    let theme = Theme::new(false);
    let order = OrderView {
        state,
        selected: id,
        theme: &theme,
        players_view: true,
    };
    let open = p.open_to_players();
    let mut numbers = vec![format!("space {}", p.space)];
    if open {
        let d = p.dice;
        numbers.push(format!(
            "heart d{}, might d{}, agility d{}, cunning d{}, presence d{}",
            d.heart, d.might, d.agility, d.cunning, d.presence
        ));
    }
    Some(Entry {
        name: text(&p.name),
        side: side_word(p.side).to_string(),
        status: text(&order.status(id, p)),
        acting: state.current() == Some(id),
        open,
        numbers,
    })
}

/// The whole number line: the track is the table's.
pub fn ground(state: &TrackChase) -> Ground {
    let (low, high) = span(state);
    Ground {
        low,
        high,
        escape: escape_line(state).filter(|_| state.phase != Phase::Over),
        haven: state.settings.safe_haven,
        obstacles: state
            .obstacles
            .iter()
            .map(|o| Hurdle {
                at: o.at,
                against: match o.against {
                    Against::Prey => "prey",
                    Against::Chasers => "chasers",
                    Against::Everyone => "everyone",
                }
                .to_string(),
                what: o.what.as_deref().map(text),
            })
            .collect(),
        positions: state
            .participants
            .iter()
            .map(|p| Position {
                name: text(&p.name),
                side: side_word(p.side).to_string(),
                at: p.space,
                running: p.status.is_running(),
            })
            .collect(),
    }
}
