//! The status line: the last message (what happened, or why a key was refused) on the left, the
//! location under the cursor in full on the right.

use crate::tui::app::Status;
use crate::tui::theme::Theme;
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
        let message = self
            .status
            .map(|s| format!(" {}", s.text))
            .unwrap_or_default();
        let message_len = message.chars().count();
        let location_len = self.location.chars().count();
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
                super::abbreviate(&message, room),
                room,
                style,
            );
        }
        if show_location {
            let location = super::abbreviate(self.location, width.saturating_sub(1));
            let x = area.x
                + area
                    .width
                    .saturating_sub(location.chars().count() as u16 + 1);
            buf.set_stringn(x, area.y, location, width, self.theme.dim());
        }
    }
}
