//! The header: chase name · system · round · whose turn, and the outcome once it is decided.

use crate::escape::printable;
use crate::screen::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

/// The top line of the screen.
#[derive(Debug)]
pub struct HeaderView<'a> {
    pub name: &'a str,
    pub system: &'a str,
    /// The system's name for a tight header ("CoC 7e", "Track").
    pub short_system: &'a str,
    /// "Round 2", "Establishing".
    pub round: &'a str,
    /// "Harvey's turn · 1 movement action left".
    pub turn: &'a str,
    pub outcome: Option<String>,
    pub theme: &'a Theme,
}

impl Widget for HeaderView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        (&self).render(area, buf);
    }
}

impl Widget for &HeaderView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        // The fullest header that fits: the system's name goes first, then the chase's name is cut.
        let width = usize::from(area.width);
        let spans = [Some(self.system), Some(self.short_system), None]
            .into_iter()
            .map(|system| self.spans(system))
            .find(|spans| length(spans) <= width)
            .unwrap_or_else(|| self.spans(None));
        Line::from(spans).render(area, buf);
    }
}

impl HeaderView<'_> {
    fn spans(&self, system: Option<&str>) -> Vec<Span<'static>> {
        let theme = self.theme;
        let dot = Span::styled(" · ", theme.dim());
        // The chase's name and the names in the turn come from files: escaped, never raw.
        let mut spans = vec![Span::styled(
            format!(" {}", printable(self.name)),
            theme.title(),
        )];
        if let Some(system) = system {
            spans.push(dot.clone());
            spans.push(Span::styled(system.to_string(), theme.dim()));
        }
        spans.push(dot.clone());
        spans.push(Span::styled(printable(self.round), theme.bold()));
        match &self.outcome {
            Some(outcome) => {
                spans.push(dot);
                spans.push(Span::styled(
                    format!("Over: {}", printable(outcome)),
                    theme.outcome(),
                ));
            }
            None if !self.turn.is_empty() => {
                spans.push(dot);
                spans.push(Span::styled(printable(self.turn), theme.plain()));
            }
            None => {}
        }
        spans
    }
}

fn length(spans: &[Span]) -> usize {
    spans.iter().map(|s| s.content.chars().count()).sum()
}
