//! The log: what happened, in plain sentences, newest at the bottom, each round under its own rule.
//! It scrolls back by whole sentences (PgUp/PgDn).

use crate::screen::log::{LineKind, Log};
use crate::screen::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;
use ratatui::widgets::{Block, Widget};

#[derive(Debug)]
pub struct LogView<'a> {
    pub lines: Log<'a>,
    /// Sentences scrolled back from the newest.
    pub scroll: usize,
    pub theme: &'a Theme,
}

impl Widget for &LogView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let scroll = self.scroll.min(self.lines.len().saturating_sub(1));
        let title = if scroll > 0 {
            format!(
                " Log · {scroll} newer below ({}) ",
                crate::tui::keymap::log_down()
            )
        } else {
            " Log ".to_string()
        };
        let block = Block::bordered()
            .title(title)
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.width < 4 || inner.height == 0 {
            return;
        }
        if self.lines.is_empty() {
            buf.set_stringn(
                inner.x + 1,
                inner.y,
                "Nothing has happened yet.",
                usize::from(inner.width - 1),
                theme.dim(),
            );
            return;
        }
        let width = usize::from(inner.width - 1);
        // Rows from the bottom up: each sentence wrapped, a round's rule above its first line.
        let mut rows: Vec<(String, Style)> = Vec::new();
        let end = self.lines.len() - scroll;
        for line in self.lines.iter().take(end).rev() {
            let style = match line.kind {
                LineKind::Round => theme.bold(),
                LineKind::End => theme.outcome(),
                LineKind::Plain => theme.plain(),
                LineKind::ReadAloud => theme.info().add_modifier(ratatui::style::Modifier::ITALIC),
            };
            // The names in a sentence come from files and the keeper: escaped, never raw.
            let text = crate::escape::printable(line.text);
            let wrapped = crate::screen::text::wrap(&text, width.saturating_sub(2));
            for (i, text) in wrapped.into_iter().enumerate().rev() {
                let lead = if i == 0 { "• " } else { "  " };
                rows.push((format!("{lead}{text}"), style));
            }
            if line.kind == LineKind::Round {
                let label = format!("── Round {} ", line.round);
                let fill = width.saturating_sub(label.chars().count());
                rows.push((format!("{label}{}", "─".repeat(fill)), theme.round()));
            }
            if rows.len() >= usize::from(inner.height) {
                break;
            }
        }
        let shown = rows.len().min(usize::from(inner.height));
        let top = inner.y + inner.height - shown as u16;
        for (i, (text, style)) in rows.into_iter().take(shown).rev().enumerate() {
            buf.set_stringn(inner.x + 1, top + i as u16, text, width, style);
        }
    }
}
