//! The log: what happened, in plain sentences, newest at the bottom, each round under its own rule.
//! It scrolls back by whole sentences (PgUp/PgDn). What matters most (someone caught, out or
//! wrecked) stays in view after the key that brought it, at the top and marked `▲`, when the
//! lines after it (turns that passed by themselves) would push it out.

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
    /// The sentence kept in view (its number in `lines`), if it would scroll out of sight.
    pub pinned: Option<usize>,
    pub theme: &'a Theme,
    /// The keys in force, which the title names.
    pub keymap: &'a crate::tui::keymap::Keymap,
}

impl Widget for &LogView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let scroll = self.scroll.min(self.lines.len().saturating_sub(1));
        let title = if scroll > 0 {
            format!(" Log · {scroll} newer below ({}) ", self.keymap.log_down())
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
        let height = usize::from(inner.height);
        let end = self.lines.len() - scroll;
        // The pinned sentence's rows, drawn at the top, when it would be out of sight below
        // them: at most all rows but one, which the newest line keeps (a longer sentence ends
        // in "…" there).
        let mut pinned_rows = Vec::new();
        if let Some(at) = self.pinned.filter(|&at| scroll == 0 && at < end) {
            let line = self.lines.iter().nth(at);
            if let Some(line) = line {
                let text = crate::escape::printable(line.text);
                let style = style_of(theme, line.kind);
                for (i, text) in crate::screen::text::wrap(&text, width.saturating_sub(2))
                    .into_iter()
                    .enumerate()
                {
                    let lead = if i == 0 { "▲ " } else { "  " };
                    pinned_rows.push((format!("{lead}{text}"), style));
                }
                let below = rows_between(self.lines, at, end, width, height);
                if below <= height || height < 2 {
                    pinned_rows.clear();
                } else if pinned_rows.len() > height - 1 {
                    pinned_rows.truncate(height - 1);
                    if let Some((last, _)) = pinned_rows.last_mut() {
                        let kept: String = last.chars().take(width.saturating_sub(1)).collect();
                        *last = format!("{}…", kept.trim_end());
                    }
                }
            }
        }
        // Rows from the bottom up: each sentence wrapped, a round's rule above its first line.
        let room = height - pinned_rows.len();
        let mut rows = rows_up(self.lines, end, room, width, theme);
        rows.truncate(room);
        rows.reverse();
        if !pinned_rows.is_empty() {
            // Under the pinned sentence, whole sentences only: not the tail of one cut off.
            let cut = rows
                .iter()
                .take_while(|(text, _)| text.starts_with("  "))
                .count();
            rows.drain(..cut);
        }
        for (i, (text, style)) in pinned_rows.into_iter().enumerate() {
            buf.set_stringn(inner.x + 1, inner.y + i as u16, text, width, style);
        }
        let top = inner.y + inner.height - rows.len() as u16;
        for (i, (text, style)) in rows.into_iter().enumerate() {
            buf.set_stringn(inner.x + 1, top + i as u16, text, width, style);
        }
    }
}

/// How a line of each kind is drawn.
fn style_of(theme: &Theme, kind: LineKind) -> Style {
    match kind {
        LineKind::Round => theme.bold(),
        LineKind::End | LineKind::Matters => theme.outcome(),
        LineKind::Plain => theme.plain(),
        LineKind::ReadAloud => theme.info().add_modifier(ratatui::style::Modifier::ITALIC),
    }
}

/// The rows of the sentences before `end`, from the bottom up (each sentence wrapped, a round's
/// rule above its first line), until `room` rows are filled.
fn rows_up(
    log: Log<'_>,
    end: usize,
    room: usize,
    width: usize,
    theme: &Theme,
) -> Vec<(String, Style)> {
    let mut rows: Vec<(String, Style)> = Vec::new();
    for line in log.iter().take(end).rev() {
        let style = style_of(theme, line.kind);
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
        if rows.len() >= room {
            break;
        }
    }
    rows
}

/// How many rows the sentences from `from` to `end` take as the log draws them, counted only as
/// far as `limit`.
fn rows_between(log: Log<'_>, from: usize, end: usize, width: usize, limit: usize) -> usize {
    let mut rows = 0;
    for line in log.iter().skip(from).take(end.saturating_sub(from)) {
        let text = crate::escape::printable(line.text);
        rows += crate::screen::text::wrap(&text, width.saturating_sub(2)).len()
            + usize::from(line.kind == LineKind::Round);
        if rows > limit {
            break;
        }
    }
    rows
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::TableLine;
    use crate::screen::log::LogLine;

    fn line(kind: LineKind, text: &str) -> LogLine {
        LogLine {
            round: 1,
            kind,
            text: text.to_string(),
            table: TableLine::Same,
        }
    }

    fn drawn(lines: &[LogLine], pinned: Option<usize>, scroll: usize) -> Vec<String> {
        let theme = Theme::new(false);
        let view = LogView {
            lines: Log::new(lines, None),
            scroll,
            pinned,
            theme: &theme,
            keymap: &crate::tui::keymap::Keymap::builtin(),
        };
        let area = Rect::new(0, 0, 40, 6);
        let mut buf = Buffer::empty(area);
        (&view).render(area, &mut buf);
        (1..5)
            .map(|y| (2..39).map(|x| buf[(x, y)].symbol()).collect::<String>())
            .map(|row| row.trim_end().to_string())
            .collect()
    }

    fn wreck_then_passes() -> Vec<LogLine> {
        let mut lines = vec![line(LineKind::Plain, "Harvey drives on.")];
        lines.push(line(LineKind::Matters, "The cult car is wrecked!"));
        for who in ["Amy", "Bob", "Doyle", "Police 2", "Cult rider"] {
            lines.push(line(LineKind::Plain, &format!("{who}: the turn passes.")));
        }
        lines
    }

    #[test]
    fn a_line_that_matters_out_of_sight_is_drawn_at_the_top_with_its_mark() {
        let rows = drawn(&wreck_then_passes(), Some(1), 0);
        assert_eq!(rows[0], "▲ The cult car is wrecked!", "{rows:#?}");
        assert_eq!(rows[3], "• Cult rider: the turn passes.", "{rows:#?}");
    }

    #[test]
    fn a_line_that_matters_longer_than_the_log_keeps_a_row_for_the_newest() {
        let mut lines = wreck_then_passes();
        lines[1].text = "The cult car is wrecked! Those inside are likely to die; a Luck roll \
                         throws one free, and each takes the crash's damage in hit points."
            .to_string();
        let rows = drawn(&lines, Some(1), 0);
        assert!(
            rows[0].starts_with("▲ The cult car is wrecked!"),
            "{rows:#?}"
        );
        assert!(rows[2].ends_with('…'), "{rows:#?}");
        assert_eq!(rows[3], "• Cult rider: the turn passes.", "{rows:#?}");
    }

    #[test]
    fn under_a_pinned_line_only_whole_sentences() {
        let mut lines = wreck_then_passes();
        lines[4].text = "Doyle: the turn passes, since nobody he could reach is left.".to_string();
        let rows = drawn(&lines, Some(1), 0);
        assert_eq!(rows[0], "▲ The cult car is wrecked!", "{rows:#?}");
        assert!(
            rows.iter().skip(1).all(|row| !row.starts_with("  ")),
            "{rows:#?}"
        );
        assert_eq!(rows[3], "• Cult rider: the turn passes.", "{rows:#?}");
    }

    #[test]
    fn a_line_in_sight_or_a_log_scrolled_back_pins_nothing() {
        let lines = wreck_then_passes();
        let in_sight = drawn(&lines[..4], Some(1), 0);
        assert_eq!(in_sight[1], "• The cult car is wrecked!", "{in_sight:#?}");
        assert!(
            !in_sight.iter().any(|row| row.starts_with('▲')),
            "{in_sight:#?}"
        );
        let scrolled = drawn(&lines, Some(1), 1);
        assert!(
            !scrolled.iter().any(|row| row.starts_with('▲')),
            "{scrolled:#?}"
        );
        let unpinned = drawn(&lines, None, 0);
        assert!(
            !unpinned.iter().any(|row| row.contains("wrecked")),
            "{unpinned:#?}"
        );
    }
}
