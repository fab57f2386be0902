//! The header: chase name · system · round · whose turn, and the outcome once it is decided.

use crate::tui::theme::Theme;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::Widget;

/// The top line of the screen.
#[derive(Debug)]
pub struct HeaderView<'a> {
    pub name: &'a str,
    pub system: &'a str,
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
        let short = short_title(self.system);
        let spans = [Some(self.system), Some(short.as_str()), None]
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
        let mut spans = vec![Span::styled(format!(" {}", self.name), theme.title())];
        if let Some(system) = system {
            spans.push(dot.clone());
            spans.push(Span::styled(system.to_string(), theme.dim()));
        }
        spans.push(dot.clone());
        spans.push(Span::styled(self.round.to_string(), theme.bold()));
        match &self.outcome {
            Some(outcome) => {
                spans.push(dot);
                spans.push(Span::styled(format!("Over: {outcome}"), theme.outcome()));
            }
            None if !self.turn.is_empty() => {
                spans.push(dot);
                spans.push(Span::styled(self.turn.to_string(), theme.plain()));
            }
            None => {}
        }
        spans
    }
}

fn length(spans: &[Span]) -> usize {
    spans.iter().map(|s| s.content.chars().count()).sum()
}

/// A system's name for a tight header: initials, with any word that holds a digit kept whole
/// ("Call of Cthulhu 7e" is "CoC 7e").
fn short_title(title: &str) -> String {
    let mut initials = String::new();
    let mut kept = Vec::new();
    for word in title.split_whitespace() {
        if word.chars().any(|c| c.is_ascii_digit()) {
            kept.push(word);
        } else if let Some(first) = word.chars().next() {
            initials.push(first);
        }
    }
    std::iter::once(initials.as_str())
        .chain(kept)
        .filter(|part| !part.is_empty())
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::short_title;

    #[test]
    fn a_system_name_shortens_to_its_initials() {
        assert_eq!(short_title("Call of Cthulhu 7e"), "CoC 7e");
        assert_eq!(short_title("Savage Worlds"), "SW");
    }
}
