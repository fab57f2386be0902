//! Redraw only when something changed (issue 27): the loops render the view into a buffer of
//! their own and write to the terminal only when it differs from the frame last written: after a
//! key, a resize, new odds, a journal that `follow` saw change. An idle screen writes nothing,
//! and the loops sleep until something wakes them ([`super::wake`]). The view is a pure function
//! of the app and the size, so nothing that changes is missed.

use super::TuiError;
use super::app::App;
use super::view;
use ratatui::Terminal;
use ratatui::backend::Backend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use std::io;

/// The last frame written, and how many were written.
#[derive(Debug, Default)]
pub struct Redraw {
    last: Option<Buffer>,
    /// Frames written to the terminal so far (tests count them).
    pub frames: usize,
}

impl Redraw {
    /// Writes the app's frame if it differs from the last one written (or `forget` was called).
    pub fn draw<B: Backend>(
        &mut self,
        terminal: &mut Terminal<B>,
        app: &App,
    ) -> Result<(), TuiError> {
        let size = terminal
            .size()
            .map_err(|e| TuiError::Terminal(io::Error::other(e.to_string())))?;
        let area = Rect::new(0, 0, size.width, size.height);
        let mut frame = Buffer::empty(area);
        view::render(app, area, &mut frame);
        view::guard(&mut frame);
        if self.last.as_ref() == Some(&frame) {
            return Ok(());
        }
        terminal
            .draw(|f| view::view(app, f))
            .map_err(|e| TuiError::Terminal(io::Error::other(e.to_string())))?;
        self.last = Some(frame);
        self.frames += 1;
        Ok(())
    }

    /// Back from a suspend: the terminal is cleared and the next frame is written whole. The
    /// clear goes through `Terminal::resize` (which clears without asking the terminal where its
    /// cursor is), since the terminal's answer would be read by the thread that reads the keys.
    pub fn clear<B: Backend>(&mut self, terminal: &mut Terminal<B>) -> Result<(), TuiError> {
        let failed = |e: B::Error| TuiError::Terminal(io::Error::other(e.to_string()));
        let size = terminal.size().map_err(failed)?;
        terminal
            .resize(Rect::new(0, 0, size.width, size.height))
            .map_err(failed)?;
        self.last = None;
        Ok(())
    }
}
