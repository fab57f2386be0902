//! The Savage Worlds panels: on a tall screen the round's Action Cards on the table
//! ([`TableView`]), and the list of cards ([`CardsView`]: each participant's Action Card
//! drawn as a card, its discards, whom it may attack and at what range, how it stands; the round,
//! the deck and what waits), laid out with the shared log, and the words of the header and status
//! line.

mod cards;
mod table;

pub use cards::{CardsView, card_face};
pub use table::TableView;

use crate::escape::printable;
use crate::screen::Body;
use crate::screen::KeyNames;
use crate::systems::savage::rules::{Complication, Id, Phase, Range, SavageChase};
use crate::systems::savage::screen::impl_screen::selected;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::widgets::Widget;

pub fn render_body(body: &dyn Body, state: &SavageChase, area: Rect, buf: &mut Buffer) {
    let cards = CardsView {
        state,
        selected: selected(state, body.focus()),
        theme: body.theme(),
        keys: body.keys(),
        players_view: body.focus().players_view,
    };
    // A tall screen lays the round's Action Cards on the table above the list.
    let table_rows = if area.height >= 40 && !state.order.is_empty() {
        table::HEIGHT + 1
    } else {
        0
    };
    let wanted = cards.height();
    let [table_area, cards_area, log_area] = Layout::vertical([
        Constraint::Length(table_rows),
        Constraint::Length(wanted.min(area.height.saturating_sub(4 + table_rows))),
        Constraint::Fill(1),
    ])
    .areas(area);
    if table_rows > 0 {
        let table = TableView {
            state,
            theme: body.theme(),
        };
        let inner = Rect {
            x: table_area.x + 1,
            y: table_area.y + 1,
            width: table_area.width.saturating_sub(2),
            height: table_area.height.saturating_sub(1),
        };
        (&table).render(inner, buf);
    }
    (&cards).render(cards_area, buf);
    body.render_log(log_area, buf);
}

/// The participants in the order the table lists them: this round's order of actions, then the
/// rest in setup order.
pub fn queue_order(state: &SavageChase) -> Vec<Id> {
    let mut order = state.order.clone();
    order.extend(state.ids().filter(|id| !state.order.contains(id)));
    order
}

/// "Round 3 of 5", and what the round waits for; for the keeper, with the key that goes on.
pub fn header_parts(
    state: &SavageChase,
    audience: crate::engine::Audience,
    keys: &KeyNames,
) -> (String, String) {
    use crate::systems::savage::screen::{Action, key_names};
    let key = |action: Action| match audience {
        crate::engine::Audience::Keeper => format!(" ({})", key_names::key(keys, action)),
        crate::engine::Audience::Table => String::new(),
    };
    let round = match state.rounds() {
        Some(last) => format!("Round {} of {last}", state.round),
        None => format!("Round {} (dogfight)", state.round),
    };
    let name = |id: Id| printable(&state.participant(id).name);
    let what = match state.phase {
        Phase::Over => "over".to_string(),
        Phase::Maneuvering => match (state.choosing(), state.to_roll().next()) {
            (Some(id), _) => format!("{} keeps a card{}", name(id), key(Action::Keep)),
            (None, Some(id)) => format!("cards: {} rolls{}", name(id), key(Action::Maneuver)),
            (None, None) => String::new(),
        },
        Phase::Acting => match state.current() {
            Some(id) => {
                let card = state.card(id).map(|c| c.to_string()).unwrap_or_default();
                match state.complication_waiting(id) {
                    Some(c) if c != Complication::Distraction => {
                        format!(
                            "{} on {card} · {} first{}",
                            name(id),
                            c.word(),
                            key(Action::Complication)
                        )
                    }
                    _ => format!("{} acts on {card}", name(id)),
                }
            }
            None => String::new(),
        },
    };
    (round, what)
}

/// The status line about the selected participant: its card, range and whom it may attack.
pub fn participant_info(state: &SavageChase, id: Id) -> String {
    let p = state.participant(id);
    let Some(card) = state.card(id) else {
        // Before it has kept a card this round, it is waiting for one, not without one.
        let owner = p.rides_with.unwrap_or(id);
        let waiting = state.to_roll().any(|next| next == owner) || state.hand(owner).choosing();
        if state.phase == Phase::Maneuvering && waiting {
            return format!("{}: no Action Card yet", printable(&p.name));
        }
        return format!("{}: no Action Card this round", printable(&p.name));
    };
    // "Distraction": the rules refuse its attacks this round, so nobody is offered.
    if state.hand(id).distracted {
        return format!(
            "{} on {card}: distracted, no attack this round",
            printable(&p.name)
        );
    }
    let range = Range::of(card);
    let targets: Vec<String> = state
        .foes(id)
        .filter(|foe| state.has_advantage(id, *foe))
        .map(|foe| printable(&state.participant(foe).name))
        .collect();
    if range == Range::OutOfRange || targets.is_empty() {
        return format!("{} on {card}: no foe in reach", printable(&p.name));
    }
    if p.weapon.is_none() {
        return format!(
            "{} on {card}: {} in reach at {} range, but no weapon to attack with",
            printable(&p.name),
            targets.join(", "),
            range.word()
        );
    }
    format!(
        "{} on {card}: may attack {} at {} range",
        printable(&p.name),
        targets.join(", "),
        range.word()
    )
}
