//! The Call of Cthulhu panels: the track of locations and the turn queue, and the words the shell's
//! header and status line show about this system. A second system's panels sit beside this module.

pub mod queue;
pub mod shown;
mod track;

pub use queue::QueueView;
pub use track::{TrackView, shape};

use crate::engine::Name;
use crate::screen::Body;
use crate::systems::coc7::rules::{Coc7, Id, Loc, Obstacle, Phase};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

/// Wide enough to put the queue and the log side by side.
const SIDE_BY_SIDE: u16 = 120;

/// Draws the track, the queue and the log into the body of the screen.
pub fn render_body(body: &dyn Body, state: &Coc7, area: Rect, buf: &mut Buffer) {
    let marker_rows = match area.height {
        h if h >= 40 => 6,
        h if h >= 28 => 4,
        _ => 2,
    };
    let [track_area, rest] =
        Layout::vertical([Constraint::Length(marker_rows + 5), Constraint::Fill(1)]).areas(area);
    let (selected, cursor) = crate::systems::coc7::screen::ids(state, body.focus());
    let track = TrackView::new(
        state,
        cursor,
        selected,
        body.focus().players_view,
        body.theme(),
        body.keys(),
    );
    (&track).render(track_area, buf);
    let queue = QueueView {
        state,
        selected,
        theme: body.theme(),
        keys: body.keys(),
        players_view: body.focus().players_view,
    };
    let (queue_area, log_area) = if rest.width >= SIDE_BY_SIDE {
        body.list_beside_log(rest, &|area, buf| (&queue).render(area, buf))
    } else {
        body.list_and_log(rest, queue.wanted_height(rest.width))
    };
    (&queue).render(queue_area, buf);
    body.render_log(log_area, buf);
}

/// The participants in the order the queue lists them: this round's turn order (delays included),
/// then those out of it by DEX; while establishing, everyone by DEX.
pub fn queue_order(state: &Coc7) -> Vec<Id> {
    let mut by_dex: Vec<Id> = state.ids().map(|(id, _)| id).collect();
    by_dex.sort_by_key(|id| std::cmp::Reverse(state.participant(*id).dex));
    if state.phase == Phase::Establishing {
        return by_dex;
    }
    let mut order: Vec<Id> = state
        .turn
        .order
        .iter()
        .copied()
        .filter(|id| usize::from(*id) < state.participants.len())
        .collect();
    order.extend(
        by_dex
            .into_iter()
            .filter(|id| !state.turn.order.contains(id)),
    );
    order
}

/// The header's round and turn: ("Round 2", "Farmer's turn · 2 movement actions left"), the
/// same for every audience (it names no key).
pub fn header_parts(state: &Coc7, _: crate::engine::Audience) -> (String, String) {
    match state.phase {
        Phase::Establishing => {
            // Passengers make no speed roll ("Passengers"), so they are not counted.
            let rollers = state.participants.iter().filter(|p| !p.is_passenger());
            let (rolled, all) = rollers.fold((0, 0), |(rolled, all), p| {
                (rolled + usize::from(p.speed.is_some()), all + 1)
            });
            (
                "Establishing the chase".to_string(),
                format!("speed rolls {rolled}/{all}"),
            )
        }
        Phase::Running | Phase::Over => {
            let turn = match state.current() {
                Some(id) if state.participant(id).is_passenger() => {
                    let p = state.participant(id);
                    let left = if p.act { "to act" } else { "has acted" };
                    format!(
                        "{} turn · a passenger, {left}",
                        crate::engine::names::possessive(&p.name)
                    )
                }
                Some(id) => {
                    let p = state.participant(id);
                    format!(
                        "{} turn · {} move{} left",
                        crate::engine::names::possessive(&p.name),
                        p.actions,
                        if p.actions == 1 { "" } else { "s" }
                    )
                }
                None => String::new(),
            };
            (format!("Round {}", state.round), turn)
        }
    }
}

/// The location under the cursor in full, with what lies after it and who stands there.
pub fn location_info(state: &Coc7, at: Loc) -> String {
    location_info_for(state, at, false)
}

/// [`location_info`] for whoever looks: for the players (`players_view`), a barrier's hit
/// points are the keeper's.
pub fn location_info_for(state: &Coc7, at: Loc, players_view: bool) -> String {
    let Some(location) = state.map.get(at) else {
        return String::new();
    };
    let mut text = match &location.name {
        Some(name) => format!("{at} {name}"),
        None => format!("location {at}"),
    };
    if let Some(obstacle) = &location.ahead {
        text.push_str(" · then ");
        text.push_str(&obstacle_text(obstacle, players_view));
    }
    let here: Vec<&str> = state.at(at).map(|(_, p)| p.name.as_str()).collect();
    if !here.is_empty() {
        text.push_str(" · ");
        text.push_str(&here.join(", "));
    }
    text
}

/// "Mud (hazard: DEX/STR, Regular, moderate)", "Fence (barrier: Climb/Jump, Regular, 5 hp)".
pub fn obstacle_text(obstacle: &Obstacle, players_view: bool) -> String {
    let skills = |skills: &[Name]| {
        if skills.is_empty() {
            "any skill".to_string()
        } else {
            skills.join("/")
        }
    };
    match obstacle {
        Obstacle::Hazard(h) => {
            let damage = h
                .damage
                .map_or(String::new(), |d| format!(", {} damage", d.word()));
            format!(
                "{} (hazard: {}, {}{damage})",
                h.name,
                skills(&h.skills),
                h.difficulty
            )
        }
        Obstacle::Barrier(b) => {
            let hp = match b.hp {
                None => ", unbreakable".to_string(),
                Some(_) if players_view => String::new(),
                Some(hp) => format!(", {hp} hp"),
            };
            format!(
                "{} (barrier: {}, {}{hp})",
                b.name,
                skills(&b.skills),
                b.difficulty
            )
        }
    }
}
