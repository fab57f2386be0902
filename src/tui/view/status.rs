//! The status line: the last message (what happened, or why a key was refused) on the left, the
//! location under the cursor in full on the right.

use crate::escape::printable;
use crate::screen::theme::Theme;
use crate::tui::app::Status;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;

#[derive(Debug)]
pub struct StatusView<'a> {
    pub status: Option<&'a Status>,
    /// The location under the cursor, in full: "4 Gate · then Mud (DEX/STR, Regular)".
    pub location: &'a str,
    pub theme: &'a Theme,
}

impl Widget for StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        (&self).render(area, buf);
    }
}

impl Widget for &StatusView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let width = usize::from(area.width);
        // Names in the message and the location come from files and the keeper: escaped.
        let message = self
            .status
            .map(|s| format!(" {}", printable(&s.text)))
            .unwrap_or_default();
        let location = printable(self.location);
        let message_len = message.chars().count();
        if message_len > width && area.height > 1 {
            return self.render_wrapped(&message, area, buf);
        }
        let location_len = location.chars().count();
        // A message the keeper must read wins over the location, which the track shows anyway.
        let show_location = message_len + location_len + 3 <= width || message.is_empty();
        if let Some(status) = self.status {
            let style = if status.error {
                self.theme.error()
            } else {
                self.theme.info()
            };
            let room = if show_location {
                width.saturating_sub(location_len + 3)
            } else {
                width
            };
            buf.set_stringn(
                area.x,
                area.y,
                crate::screen::text::abbreviate(&message, room),
                room,
                style,
            );
        }
        if show_location {
            let location = crate::screen::text::abbreviate(&location, width.saturating_sub(1));
            let x = area.x
                + area
                    .width
                    .saturating_sub(location.chars().count() as u16 + 1);
            buf.set_stringn(x, area.y, location, width, self.theme.dim());
        }
    }
}

impl StatusView<'_> {
    /// A message longer than the width, over the lines of `area`, wrapped by words; should it
    /// still not fit, the last line ends at a word with "…".
    fn render_wrapped(&self, message: &str, area: Rect, buf: &mut Buffer) {
        let Some(status) = self.status else {
            return;
        };
        let style = if status.error {
            self.theme.error()
        } else {
            self.theme.info()
        };
        let width = usize::from(area.width);
        let mut lines = crate::screen::text::wrap(message.trim_start(), width.saturating_sub(2));
        let rows = usize::from(area.height);
        if lines.len() > rows {
            lines.truncate(rows);
            if let Some(last) = lines.last_mut() {
                while last.chars().count() + 2 > width.saturating_sub(2) {
                    match last.rfind(' ') {
                        Some(at) => last.truncate(at),
                        None => break,
                    }
                }
                last.push_str(" …");
            }
        }
        for (row, line) in lines.iter().enumerate() {
            buf.set_stringn(area.x + 1, area.y + row as u16, line, width - 1, style);
        }
    }
}
