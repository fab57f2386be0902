//! The cards on the table, when the screen is tall enough: each Action Card of the round drawn as
//! a card (a box with its rank and suit, red or black, the joker), in the order of actions, with
//! who acts on it underneath.

use crate::dice::Card;
use crate::escape::printable;
use crate::screen::theme::Theme;
use crate::systems::savage::rules::SavageChase;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Color, Modifier, Style};
use ratatui::widgets::Widget;

/// The rows it takes: the card's three and the name's one.
pub const HEIGHT: u16 = 4;
/// Each card and the gap after it.
const WIDTH: u16 = 9;

#[derive(Debug)]
pub struct TableView<'a> {
    pub state: &'a SavageChase,
    pub theme: &'a Theme,
}

impl TableView<'_> {
    fn style(&self, card: Card) -> Style {
        let base = Style::new().add_modifier(Modifier::BOLD);
        match (self.theme.has_color(), card.is_red()) {
            (false, _) => base,
            (true, true) => base.fg(Color::Red),
            (true, false) => base,
        }
    }
}

impl Widget for &TableView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let state = self.state;
        let mut x = area.x;
        let cards = state
            .order
            .iter()
            .filter(|id| state.participant(**id).rides_with.is_none())
            .filter_map(|id| state.hand(*id).kept.map(|card| (*id, card)));
        for (id, card) in cards {
            if x + WIDTH > area.x + area.width || area.height < HEIGHT {
                break;
            }
            let face = if card.is_joker() {
                "Jk".to_string()
            } else {
                card.to_string()
            };
            let style = self.style(card);
            let border = self.theme.border();
            buf.set_string(x, area.y, "┌─────┐", border);
            buf.set_string(x, area.y + 1, "│", border);
            buf.set_string(x + 1, area.y + 1, format!("{face:^5}"), style);
            buf.set_string(x + 6, area.y + 1, "│", border);
            buf.set_string(x, area.y + 2, "└─────┘", border);
            let name = crate::screen::text::abbreviate_name(
                &printable(&state.participant(id).name),
                usize::from(WIDTH - 1),
            );
            buf.set_string(x, area.y + 3, name, self.theme.dim());
            x += WIDTH;
        }
    }
}
