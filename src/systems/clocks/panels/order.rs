//! The turn order of a position-clocks chase ("Turn Order": fixed for the whole chase), with what
//! each has used this round (the movement check, the Move action, the Skill action); below it the
//! obstacles in full, with who is past them. Shown beside the log on a wide screen.

use super::shape;
use crate::screen::KeyNames;
use crate::screen::text::{abbreviate, wrap};
use crate::screen::theme::Theme;
use crate::systems::clocks::rules::{ClockChase, Id, Scope};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, Widget};

#[derive(Debug)]
pub struct OrderView<'a> {
    pub state: &'a ClockChase,
    pub selected: Id,
    pub theme: &'a Theme,
    /// The words for keys the panel writes for the keeper.
    pub keys: &'a KeyNames,
    /// The players' view names no keeper's key.
    pub players_view: bool,
}

impl Widget for &OrderView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let block = Block::bordered()
            .title(" Turn order ")
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height == 0 || inner.width < 20 {
            return;
        }
        let width = usize::from(inner.width.saturating_sub(1));
        let mut rows: Vec<(String, Style)> = Vec::new();
        let state = self.state;
        if state.turn.order.is_empty() && self.players_view {
            rows.push(("Not set yet.".to_string(), theme.dim()));
        } else if state.turn.order.is_empty() {
            rows.push((
                format!(
                    "Not set yet: roll for it ({}), or set it ({}).",
                    crate::systems::clocks::screen::key_names::key(
                        self.keys,
                        crate::systems::clocks::screen::Action::RollOrder
                    ),
                    crate::systems::clocks::screen::key_names::key(
                        self.keys,
                        crate::systems::clocks::screen::Action::SetOrder
                    )
                ),
                theme.dim(),
            ));
        } else {
            let longest = state
                .participants
                .iter()
                .map(|p| p.name.chars().count())
                .max()
                .unwrap_or(4);
            let name_width = longest.min(width.saturating_sub(36)).clamp(6, 16);
            rows.push((
                format!(
                    "   {:<name_width$} {:<9} {:<5} {:<4} {:<5}",
                    "Name", "", "Check", "Move", "Skill"
                ),
                theme.dim(),
            ));
            for id in &state.turn.order {
                rows.push(self.row(*id, name_width));
            }
        }
        let obstacles: Vec<String> = state
            .obstacles
            .iter()
            .filter(|o| !o.cleared)
            .map(|o| {
                let path = &state.paths[usize::from(o.path)].name;
                let scope = match o.scope {
                    Scope::Everyone => "each must pass it",
                    Scope::OneForAll => "one passing clears it for all",
                };
                let past: Vec<&str> = o
                    .resolved_by
                    .iter()
                    .map(|id| state.participant(*id).name.as_str())
                    .collect();
                let past = if past.is_empty() {
                    String::new()
                } else {
                    format!("; past it: {}", past.join(", "))
                };
                format!(
                    "┃ {} on '{path}' after segment {}, DC {}, {scope}{past}",
                    o.name, o.after, o.dc
                )
            })
            .collect();
        if !obstacles.is_empty() {
            rows.push((String::new(), theme.plain()));
            rows.push(("Obstacles".to_string(), theme.bold()));
            for line in obstacles {
                for part in wrap(&line, width) {
                    rows.push((part, theme.barrier()));
                }
            }
        }
        for (i, (text, style)) in rows.into_iter().take(usize::from(inner.height)).enumerate() {
            buf.set_stringn(inner.x + 1, inner.y + i as u16, text, width, style);
        }
    }
}

impl OrderView<'_> {
    fn row(&self, id: Id, name_width: usize) -> (String, Style) {
        let state = self.state;
        let theme = self.theme;
        let p = state.participant(id);
        let used = p.used;
        let ride = state.participant(state.mover(id)).used;
        let tick = |done: bool| if done { "✓" } else { "·" };
        let how = super::order_status(state, id);
        let mark = if id == self.selected { '›' } else { ' ' };
        let text = format!(
            "{mark}{} {:<name_width$} {:<9} {:<5} {:<4} {:<5}",
            shape(p.role),
            crate::screen::text::abbreviate_name(&p.name, name_width),
            abbreviate(&how, 9),
            tick(used.check || ride.check),
            tick(used.move_action || ride.move_action),
            tick(used.skill_action),
        );
        let style = if state.current() == Some(id) {
            theme.acting()
        } else if !p.acts() {
            theme.dim()
        } else if id == self.selected {
            theme.plain().add_modifier(Modifier::BOLD)
        } else {
            theme.plain()
        };
        (text, style)
    }
}
