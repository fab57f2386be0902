//! The chase-track panels: the number line ([`LineView`]) and the turn order ([`OrderView`]), laid
//! out with the shared log, and the words the shell's header and status line show about this
//! system.

mod line;
mod order;
pub mod shown;

pub use line::LineView;
pub use order::OrderView;

use crate::screen::Body;
use crate::screen::KeyNames;
use crate::systems::track::rules::{Against, Id, Pace, Phase, Side, Space, TrackChase, TurnOrder};
use crate::systems::track::screen::{escape_line, ids};
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

/// Wide enough to put the turn order and the log side by side.
const SIDE_BY_SIDE: u16 = 120;

/// Draws the number line, the turn order and the log into the body of the screen.
pub fn render_body(body: &dyn Body, state: &TrackChase, area: Rect, buf: &mut Buffer) {
    let (selected, cursor) = ids(state, body.focus());
    let line = LineView {
        state,
        cursor,
        selected,
        theme: body.theme(),
    };
    let room = match area.height {
        h if h >= 40 => 6,
        h if h >= 28 => 4,
        _ => 3,
    };
    let inner_width = area.width.saturating_sub(2);
    let height = line.height(inner_width, room);
    let [line_area, rest] =
        Layout::vertical([Constraint::Length(height), Constraint::Fill(1)]).areas(area);
    (&line).render(line_area, buf);
    let order = OrderView {
        state,
        selected,
        theme: body.theme(),
        players_view: body.focus().players_view,
    };
    let (order_area, log_area) = if rest.width >= SIDE_BY_SIDE {
        body.list_beside_log(rest, &|area, buf| (&order).render(area, buf))
    } else {
        body.list_and_log(rest, order.wanted_height(rest.width))
    };
    (&order).render(order_area, buf);
    body.render_log(log_area, buf);
}

/// The participants in the order the turn order lists them: the chase's order of turns once it has
/// one; before the start, the prey first, then the chasers, each in setup order.
pub fn queue_order(state: &TrackChase) -> Vec<Id> {
    let mut order: Vec<Id> = state
        .turn
        .order
        .iter()
        .copied()
        .filter(|id| usize::from(*id) < state.participants.len())
        .collect();
    let mut rest: Vec<Id> = state
        .ids()
        .map(|(id, _)| id)
        .filter(|id| !order.contains(id))
        .collect();
    rest.sort_by_key(|id| state.participant(*id).side != Side::Prey);
    order.extend(rest);
    order
}

/// The header's round and turn: ("Round 2", "Thief's turn · action, then the move"). For the
/// keeper, with the keys that go on.
pub fn header_parts(
    state: &TrackChase,
    audience: crate::engine::Audience,
    keys: &KeyNames,
) -> (String, String) {
    let keeper = audience == crate::engine::Audience::Keeper;
    match state.phase {
        Phase::Starting => {
            let how = match state.settings.turn_order {
                TurnOrder::Auto if state.participants.len() > 2 => "initiative to roll",
                TurnOrder::Initiative => "initiative to roll",
                _ => "the prey acts first",
            };
            let how = if keeper {
                format!(
                    "{how} · {} starts it",
                    crate::systems::track::screen::key_names::key(
                        keys,
                        crate::systems::track::screen::Action::Start
                    )
                )
            } else {
                how.to_string()
            };
            ("Not started".to_string(), how)
        }
        Phase::Running | Phase::Over => {
            let turn = match state.current() {
                Some(id) => format!(
                    "{} turn · {}",
                    crate::engine::names::possessive(&state.participant(id).name),
                    step(state, id, keeper, keys)
                ),
                None => String::new(),
            };
            (format!("Round {}", state.round), turn)
        }
    }
}

/// Where the acting participant is in its turn ("Each Turn": action, move, exert).
fn step(state: &TrackChase, id: Id, keeper: bool, keys: &KeyNames) -> String {
    let turn = &state.turn;
    if turn.pending.is_some() && !keeper {
        return "rolled a 1: a complication to choose".to_string();
    }
    if turn.pending.is_some() {
        return format!(
            "rolled a 1: choose ({})",
            crate::systems::track::screen::key_names::key(
                keys,
                crate::systems::track::screen::Action::Choose
            )
        );
    }
    if !turn.moved {
        return if turn.acted {
            "the move".to_string()
        } else {
            "action, then the move".to_string()
        };
    }
    let cn = state.exertion_cn(id);
    if turn.held > 0 {
        format!("must exert to move (CN {cn})")
    } else if turn.exertions < state.settings.exertions_per_turn {
        format!("exert (CN {cn}) or end the turn")
    } else {
        "end the turn".to_string()
    }
}

/// The space under the cursor in full: what marks it, its obstacles and who stands there.
pub fn space_info(state: &TrackChase, at: Space) -> String {
    let mut parts = vec![format!("space {at}")];
    if state.settings.safe_haven == Some(at) {
        parts.push("the safe haven".to_string());
    }
    if escape_line(state) == Some(at) && state.phase != Phase::Over {
        parts.push(format!(
            "{} clear of the foremost chaser: escape",
            state.settings.escape_distance
        ));
    }
    let obstacles: Vec<String> = state
        .obstacles
        .iter()
        .filter(|o| o.at == at)
        .map(|o| {
            let what = o.what.as_deref().unwrap_or("an obstacle");
            format!("{what} (hinders {})", against_words(o.against))
        })
        .collect();
    if !obstacles.is_empty() {
        parts.push(obstacles.join(", "));
    }
    let here: Vec<&str> = state
        .ids()
        .filter(|(_, p)| p.space == at)
        .map(|(_, p)| p.name.as_str())
        .collect();
    if !here.is_empty() {
        parts.push(here.join(", "));
    }
    parts.join(" · ")
}

/// "the prey", "the chasers", "everyone".
pub fn against_words(against: Against) -> &'static str {
    match against {
        Against::Prey => "the prey",
        Against::Chasers => "the chasers",
        Against::Everyone => "everyone",
    }
}

/// How far each running prey is from each running chaser, and from the safe haven:
/// "Thief: 3 from Guard, 9 to the haven".
pub fn distances(state: &TrackChase) -> String {
    let prey: Vec<Id> = queue_order(state)
        .into_iter()
        .filter(|id| {
            let p = state.participant(*id);
            p.side == Side::Prey && p.status.is_running()
        })
        .collect();
    let mut parts = Vec::new();
    for id in prey {
        let me = state.participant(id);
        let mut gaps: Vec<String> = state
            .running(Side::Chaser)
            .map(|(c, chaser)| format!("{} from {}", state.distance(id, c), chaser.name))
            .collect();
        if let Some(haven) = state.settings.safe_haven {
            gaps.push(format!("{} to the haven", haven.saturating_sub(me.space)));
        }
        parts.push(format!("{}: {}", me.name, gaps.join(", ")));
    }
    parts.join(" · ")
}

/// "After the Chase", for the outcome: how it ended for each prey (who caught whom, who acts first,
/// who cannot move on the first combat turn; who got away), in the rules' own words.
pub fn after_the_chase(state: &TrackChase) -> String {
    match state.ending {
        Some(end) => format!(
            "After the chase: {}",
            crate::systems::track::rules::ending(state, end)
        ),
        None => String::new(),
    }
}

/// A participant's speed compared with the chase's, in a few words.
pub fn pace_words(state: &TrackChase, id: Id) -> Option<&'static str> {
    match state.pace(id) {
        Pace::Fast => Some("fast: +1 first move"),
        Pace::Usual => None,
        Pace::Slow => Some("slow: exerts on even turns"),
    }
}
