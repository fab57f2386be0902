//! The table of cards: one line per participant, in the order of actions. The Action Card is
//! drawn as a card (`[J♣]`, red or black, the joker as `[Jk]`), then the cards discarded, whom it
//! has advantage over (`→ Bandits S`: the range's letter), and how it stands. Its title holds the
//! round count, the deck and the discards; what waits (complications, control rolls) follows.

use super::queue_order;
use crate::dice::Card;
use crate::escape::printable;
use crate::screen::KeyNames;
use crate::screen::theme::Theme;
use crate::systems::savage::rules::{Complication, Id, Phase, Range, SavageChase};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

#[derive(Debug)]
pub struct CardsView<'a> {
    pub state: &'a SavageChase,
    pub selected: Id,
    pub theme: &'a Theme,
    /// The words for keys the panel writes for the keeper.
    pub keys: &'a KeyNames,
    /// The players' view: the GM's people show no wounds, Fatigue or totals.
    pub players_view: bool,
}

impl CardsView<'_> {
    /// The rows it wants: a line per participant, the waiting line, the border.
    pub fn height(&self) -> u16 {
        u16::try_from(self.state.participants.len())
            .unwrap_or(u16::MAX)
            .saturating_add(3)
    }

    fn title(&self) -> String {
        let state = self.state;
        let round = match state.rounds() {
            Some(last) => format!("Round {} of {last}", state.round),
            None => format!("Round {} · dogfight", state.round),
        };
        format!(
            " {round} · deck {} left · {} discarded ",
            state.deck.len(),
            state.discards.len()
        )
    }

    fn card_style(&self, card: Card) -> Style {
        let base = Style::new().add_modifier(Modifier::BOLD);
        if !self.theme.has_color() {
            return base;
        }
        if card.is_red() {
            base.fg(Color::Red).bg(Color::White)
        } else {
            base.fg(Color::Black).bg(Color::White)
        }
    }

    fn line(&self, id: Id, width: usize) -> Line<'static> {
        let state = self.state;
        let p = state.participant(id);
        let hand = state.hand(id);
        let theme = self.theme;
        let acting = state.current() == Some(id);
        let mark = if id == self.selected { "›" } else { " " };
        let mut name = printable(&p.name);
        if p.group {
            name = format!("{name} ×{}", p.count);
        }
        // As wide as the longest name (with a group's count), so that no name is cut while the
        // line has room: at most a third of it.
        let longest = state
            .participants
            .iter()
            .map(|q| printable(&q.name).chars().count() + if q.group { 4 } else { 0 })
            .max()
            .unwrap_or(6);
        let name_width = longest.min(width / 3).max(6) + 1;
        let shown: String = if name.chars().count() > name_width {
            let cut: String = name.chars().take(name_width - 1).collect();
            format!("{cut}…")
        } else {
            format!("{name:<name_width$}")
        };
        let name_style = if acting {
            theme.acting()
        } else if !p.is_running() {
            theme.dim()
        } else if p.side == crate::systems::savage::rules::Side::Pursuer {
            theme.pursuer()
        } else {
            theme.quarry()
        };
        let mut spans = vec![
            Span::styled(mark.to_string(), theme.key()),
            Span::styled(shown, name_style),
            Span::raw(" "),
        ];
        match (state.card(id), p.rides_with) {
            (Some(card), None) => spans.push(Span::styled(
                format!("[{:>3}]", card_face(card)),
                self.card_style(card),
            )),
            (Some(card), Some(_)) => spans.push(Span::styled(
                format!("({:>3})", card_face(card)),
                theme.dim(),
            )),
            (None, Some(driver)) => spans.push(Span::styled(
                format!("↳ {}", printable(&state.participant(driver).name)),
                theme.dim(),
            )),
            (None, _) if hand.total.is_some() => spans.push(Span::styled(" --  ", theme.dim())),
            (None, _) => spans.push(Span::styled("  ?  ", theme.dim())),
        }
        let discards: Vec<String> = hand.discarded().map(card_face).collect();
        let discards = if discards.is_empty() {
            String::new()
        } else {
            format!(" {}", discards.join(" "))
        };
        spans.push(Span::styled(format!("{discards:<9}"), theme.dim()));
        spans.push(Span::raw(self.reach(id)));
        let state_words = self.condition(id);
        if !state_words.is_empty() {
            spans.push(Span::styled(format!(" {state_words}"), theme.info()));
        }
        Line::from(spans)
    }

    /// `→ Bandits, Squire S`: whom it may attack, and the range letter of its card.
    pub fn reach(&self, id: Id) -> String {
        let state = self.state;
        let Some(card) = state.card(id) else {
            return String::new();
        };
        if !state.participant(id).is_running() || state.phase != Phase::Acting {
            return String::new();
        }
        let range = Range::of(card);
        if range == Range::OutOfRange {
            return "out of range".to_string();
        }
        let targets: Vec<String> = state
            .foes(id)
            .filter(|foe| state.has_advantage(id, *foe))
            .map(|foe| printable(&state.participant(foe).name))
            .collect();
        if targets.is_empty() {
            return "no foe in reach".to_string();
        }
        let letter = match range {
            Range::Short => "Short",
            Range::Medium => "Med -2",
            _ => "Long -4",
        };
        format!("→ {} {letter}", targets.join(", "))
    }

    pub fn condition(&self, id: Id) -> String {
        let state = self.state;
        let p = state.participant(id);
        let mut words = Vec::new();
        if let crate::systems::savage::rules::Status::Out(out) = p.status {
            return out.word().to_string();
        }
        let hidden = self.players_view && !p.open_to_players();
        if p.shaken {
            words.push("Shaken".to_string());
        }
        if !hidden {
            if p.wounds > 0 {
                words.push(format!("W{}", p.wounds));
            }
            if p.fatigue > 0 {
                words.push(format!("F{}", p.fatigue));
            }
            if p.vehicle_hits > 0 {
                words.push(format!("hit×{}", p.vehicle_hits));
            }
            if let Some(vehicle) = p.vehicle.as_ref().filter(|v| v.wounds > 0) {
                words.push(format!("veh W{}", vehicle.wounds));
            }
        }
        if state.hand(id).distracted {
            words.push("distracted".to_string());
        }
        if p.forced < 0 {
            words.push(format!("{} next roll", p.forced));
        }
        words.join(" ")
    }

    /// "Waits: Squire J♣ minor obstacle · Dala control roll".
    fn waiting(&self) -> String {
        let state = self.state;
        // The keeper's key that goes on; the players' view names none.
        use crate::systems::savage::screen::{Action, key_names};
        let key = |action: Action| {
            if self.players_view {
                String::new()
            } else {
                format!(" ({})", key_names::key(self.keys, action))
            }
        };
        let mut parts = Vec::new();
        for id in state.ids() {
            let name = printable(&state.participant(id).name);
            if let (Some(c), Some(card)) = (state.complication_waiting(id), state.hand(id).kept)
                && c != Complication::Distraction
            {
                parts.push(format!("{name} {card} {}", c.word()));
            }
            if state.participant(id).control_roll {
                parts.push(format!("{name} control roll{}", key(Action::ControlRoll)));
            }
        }
        if parts.is_empty() {
            match state.phase {
                Phase::Maneuvering => format!(
                    "Cards: each rolls its maneuvering trait{}.",
                    key(Action::Maneuver)
                ),
                _ => String::new(),
            }
        } else {
            format!("Waits: {}", parts.join(" · "))
        }
    }
}

/// A card's face in at most 3 characters: `J♣`, `10♥`, `Jk`.
pub fn card_face(card: Card) -> String {
    if card.is_joker() {
        "Jk".to_string()
    } else {
        card.to_string()
    }
}

impl Widget for &CardsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let block = Block::bordered()
            .title(self.title())
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height == 0 || inner.width < 10 {
            return;
        }
        let width = usize::from(inner.width);
        let order = queue_order(self.state);
        let rows = usize::from(inner.height);
        let waiting = self.waiting();
        let room = if waiting.is_empty() {
            rows
        } else {
            rows.saturating_sub(1)
        };
        let mut y = inner.y;
        let shown = if order.len() > room {
            room.saturating_sub(1)
        } else {
            order.len()
        };
        for id in order.iter().take(shown) {
            buf.set_line(inner.x, y, &self.line(*id, width), inner.width);
            y += 1;
        }
        if order.len() > shown {
            let more = format!("▼ {} more", order.len() - shown);
            buf.set_string(inner.x, y, more, theme.dim());
            y += 1;
        }
        if !waiting.is_empty() && y < inner.y + inner.height {
            buf.set_stringn(inner.x, y, waiting, width, theme.hazard());
        }
    }
}
