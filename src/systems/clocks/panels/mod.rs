//! The position-clocks panels: the clocks in lanes by path ([`LanesView`]) and, on a wide screen,
//! the turn order with the obstacles in full ([`OrderView`]), laid out with the shared log; and the
//! words the shell's header and status line show about this system.

mod lanes;
mod order;
pub mod shown;

pub use lanes::LanesView;
pub use order::OrderView;

use crate::screen::Body;
use crate::screen::KeyNames;
use crate::systems::clocks::rules::{ClockChase, Id, PathId, Phase, Relative, Role, Status};
use crate::systems::clocks::screen::ids;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

/// Wide enough to put the turn order and the log side by side under the clocks.
const SIDE_BY_SIDE: u16 = 120;

/// Draws the clocks, the turn order (on a wide screen) and the log into the body of the screen.
pub fn render_body(body: &dyn Body, state: &ClockChase, area: Rect, buf: &mut Buffer) {
    let (selected, compared) = ids(state, body.focus());
    let wide = area.width >= SIDE_BY_SIDE;
    let lanes = LanesView {
        state,
        selected,
        compared,
        with_order: !wide,
        theme: body.theme(),
        keys: body.keys(),
        players_view: body.focus().players_view,
    };
    let wanted = lanes.height();
    let (lanes_area, rest) = body.list_and_log(area, wanted);
    (&lanes).render(lanes_area, buf);
    if wide {
        let order = OrderView {
            state,
            selected,
            theme: body.theme(),
            keys: body.keys(),
            players_view: body.focus().players_view,
        };
        let (order_area, log_area) =
            body.list_beside_log(rest, &|area, buf| (&order).render(area, buf));
        (&order).render(order_area, buf);
        body.render_log(log_area, buf);
    } else {
        body.render_log(rest, buf);
    }
}

/// The lanes as the panel draws them: each open path with its participants (runners and chasers
/// in turn order, then rides).
pub fn lanes(state: &ClockChase) -> Vec<(PathId, Vec<Id>)> {
    let order = &state.turn.order;
    state
        .paths
        .iter()
        .enumerate()
        .filter(|(_, path)| path.is_open())
        .map(|(index, _)| {
            let path = index as PathId;
            let mut here: Vec<Id> = state
                .ids()
                .filter(|(id, _)| state.path_of(*id) == path)
                .map(|(id, _)| id)
                .collect();
            here.sort_by_key(|id| {
                (
                    state.participant(*id).is_ride(),
                    order.iter().position(|o| o == id).unwrap_or(usize::MAX),
                    *id,
                )
            });
            (path, here)
        })
        .collect()
}

/// The participants in the order the lanes list them (j/k walk it).
pub fn queue_order(state: &ClockChase) -> Vec<Id> {
    lanes(state).into_iter().flat_map(|(_, ids)| ids).collect()
}

/// The header's round and turn: ("Round 2", "Ann's turn · left: check, Move, Skill"): the
/// movement check, the Move action's second check, the Skill action. For the keeper, with the
/// keys that go on.
pub fn header_parts(
    state: &ClockChase,
    audience: crate::engine::Audience,
    keys: &KeyNames,
) -> (String, String) {
    use crate::systems::clocks::screen::{Action, key_names};
    match state.phase {
        Phase::Ordering => {
            let how = match (audience, state.is_race()) {
                (crate::engine::Audience::Table, _) => "the turn order is to be set".to_string(),
                (_, true) => format!(
                    "a race: roll for the turn order ({})",
                    key_names::key(keys, Action::RollOrder)
                ),
                (_, false) => format!(
                    "roll for the turn order ({}) or set it ({})",
                    key_names::key(keys, Action::RollOrder),
                    key_names::key(keys, Action::SetOrder)
                ),
            };
            ("Not started".to_string(), how)
        }
        Phase::Running | Phase::Over => {
            // The time a round lasts is told in the log ("Round 2 begins, 10 seconds in.").
            let round = format!("Round {}", state.round);
            let turn = match state.current() {
                Some(id) => format!(
                    "{} turn · {}",
                    crate::engine::names::possessive(&state.participant(id).name),
                    left(state, id, keys)
                ),
                None => String::new(),
            };
            (round, turn)
        }
    }
}

/// What the one acting has left this round ("Once during a Character's Turn ... a Movement Check
/// ... an additional Movement Check ... using the Move Action"; the Skill action).
fn left(state: &ClockChase, id: Id, keys: &KeyNames) -> String {
    let mine = state.participant(id).used;
    let ride = state.participant(state.mover(id)).used;
    let mut left = Vec::new();
    if !mine.check && !ride.check {
        left.push("check");
        left.push("Move");
    } else if !mine.move_action && !ride.move_action {
        left.push("Move");
    }
    if !mine.skill_action {
        left.push("Skill");
    }
    if left.is_empty() {
        format!(
            "all used: end the turn ({})",
            crate::systems::clocks::screen::key_names::key(
                keys,
                crate::systems::clocks::screen::Action::EndTurn
            )
        )
    } else {
        format!("left: {}", left.join(", "))
    }
}

/// "Ann ↔ Hound: adjacent (both 3/12)", "… 3 spaces apart (…)", "… on different paths, …"
/// ("Relative Position"; "Paths": those on different paths cannot interact).
pub fn relative_words(state: &ClockChase, a: Id, b: Id) -> String {
    let (pa, pb) = (state.participant(a), state.participant(b));
    let segments = state.segments;
    let pair = format!("{} ↔ {}", pa.name, pb.name);
    match state.relative(a, b) {
        Relative::Spaces(1) => format!("{pair}: adjacent (both {}/{segments})", state.filled(a)),
        Relative::Spaces(n) => format!(
            "{pair}: {n} spaces apart ({}/{segments} and {}/{segments})",
            state.filled(a),
            state.filled(b)
        ),
        Relative::OtherPaths => format!("{pair}: on different paths, out of each other's reach"),
    }
}

/// A participant's shape: `◆` runner, `▶` chaser, `▣` vehicle, `◇` mount.
pub fn shape(role: Role) -> char {
    match role {
        Role::Runner => '◆',
        Role::Chaser => '▶',
        Role::Ride(crate::systems::clocks::rules::RideKind::Vehicle) => '▣',
        Role::Ride(crate::systems::clocks::rules::RideKind::Mount) => '◇',
    }
}

/// "home", "1st", "caught by Hound", "caught by the timer".
/// What the turn order says of `id`: its status when it is out of the running ordinary, else
/// "acting", "done" (its turn this round is past) or "waiting".
pub fn order_status(state: &ClockChase, id: Id) -> String {
    status_words(state, id).unwrap_or_else(|| {
        let past = state
            .turn
            .order
            .iter()
            .position(|o| *o == id)
            .is_some_and(|i| i < state.turn.position);
        if state.current() == Some(id) {
            "acting".to_string()
        } else if state.phase == Phase::Running && past {
            "done".to_string()
        } else {
            "waiting".to_string()
        }
    })
}

pub fn status_words(state: &ClockChase, id: Id) -> Option<String> {
    let p = state.participant(id);
    match p.status {
        Status::Running => None,
        Status::Filled if p.role == Role::Chaser => Some("at its goal".to_string()),
        Status::Filled if state.is_race() => {
            let place = state
                .places()
                .iter()
                .position(|w| *w == id)
                .map_or(0, |i| i + 1);
            Some(format!(
                "finished {}",
                crate::systems::clocks::rules::ordinal(place)
            ))
        }
        Status::Filled => Some("got away".to_string()),
        Status::Caught { by } => Some(match by {
            crate::systems::clocks::rules::Catcher::Chaser(chaser) => {
                format!("caught by {}", state.participant(chaser).name)
            }
            crate::systems::clocks::rules::Catcher::Timer => format!(
                "caught by {}",
                state
                    .timer
                    .as_ref()
                    .map_or("the timer", |t| t.name.as_str())
            ),
        }),
    }
}

/// A race's standing: the places known, then the runners still running by filled segments.
pub fn standing(state: &ClockChase) -> Vec<Id> {
    let mut standing = state.places();
    let mut running: Vec<Id> = state
        .ids()
        .filter(|(_, p)| p.role == Role::Runner && p.status == Status::Running)
        .map(|(id, _)| id)
        .collect();
    let order = &state.turn.order;
    running.sort_by_key(|id| {
        (
            std::cmp::Reverse(state.filled(*id)),
            order.iter().position(|o| o == id).unwrap_or(usize::MAX),
        )
    });
    standing.extend(running);
    standing
}
