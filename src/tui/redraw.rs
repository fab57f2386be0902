//! Redraw only when something changed: the loops render the view into a buffer of
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

/// The last frame written, the buffer the next is drawn into, and how many were written.
///
/// The loops write through the terminal's backend themselves, a change at a time (what ratatui's
/// `Terminal::draw` does with buffers of its own): the screen is held in two buffers of its size,
/// not four (ratatui's two, the frame drawn to compare and the last one kept), and drawn once per
/// change, not twice. The terminal the keeper's screen opens keeps no frame of its own
/// ([`super::terminal::enter`]).
#[derive(Debug, Default)]
pub struct Redraw {
    /// What the terminal shows, when it shows a frame of ours.
    last: Option<Buffer>,
    /// Where the next frame is drawn (kept between frames: drawing allocates no screen).
    next: Buffer,
    /// Frames written to the terminal so far (tests count them).
    pub frames: usize,
}

impl Redraw {
    /// Writes the app's frame if it differs from the last one written (or after [`Redraw::clear`]):
    /// the cells that changed, or every cell after a resize or a clear.
    pub fn draw<B: Backend>(
        &mut self,
        terminal: &mut Terminal<B>,
        app: &App,
    ) -> Result<(), TuiError> {
        let failed = |e: B::Error| TuiError::Terminal(io::Error::other(e.to_string()));
        let size = terminal.size().map_err(failed)?;
        let area = Rect::new(0, 0, size.width, size.height);
        self.next.resize(area);
        self.next.reset();
        view::render(app, area, &mut self.next);
        view::guard(&mut self.next);
        let backend = terminal.backend_mut();
        let last = match &mut self.last {
            Some(last) if *last == self.next => return Ok(()),
            Some(last) if last.area == area => last,
            // A new size (or a cleared screen): everything is written on a blank screen.
            _ => {
                backend.clear().map_err(failed)?;
                self.last.insert(Buffer::empty(area))
            }
        };
        backend.draw(last.diff_iter(&self.next)).map_err(failed)?;
        std::mem::swap(last, &mut self.next);
        terminal.hide_cursor().map_err(failed)?;
        Backend::flush(terminal.backend_mut()).map_err(failed)?;
        self.frames += 1;
        Ok(())
    }

    /// Back from a suspend: the terminal is cleared and the next frame is written whole.
    pub fn clear<B: Backend>(&mut self, terminal: &mut Terminal<B>) -> Result<(), TuiError> {
        terminal
            .backend_mut()
            .clear()
            .map_err(|e| TuiError::Terminal(io::Error::other(e.to_string())))?;
        self.last = None;
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::screen::Theme;
    use crossterm::event::{KeyCode, KeyEvent};
    use ratatui::backend::TestBackend;

    /// The view at the terminal's size, as a frame.
    fn expected(app: &App, width: u16, height: u16) -> Buffer {
        let area = Rect::new(0, 0, width, height);
        let mut buffer = Buffer::empty(area);
        view::render(app, area, &mut buffer);
        view::guard(&mut buffer);
        buffer
    }

    /// What the terminal shows is the view, cell for cell, after every frame: the first, the
    /// changes a key makes (written cell by cell), a terminal grown and shrunk, a clear after a
    /// suspend; and a frame that changes nothing writes nothing. Every shipped setup (the five
    /// systems), started and stepped with the space bar.
    #[test]
    fn the_terminal_shows_the_view_after_every_frame() {
        let setups = crate::setup::shipped();
        assert!(setups.len() >= 5);
        for (path, setup) in setups {
            let mut app = App::new(setup, Theme::new(false));
            let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
            let mut redraw = Redraw::default();
            let sizes = [(80, 24), (80, 24), (120, 40), (120, 40), (60, 20), (80, 24)];
            for (step, (width, height)) in sizes.into_iter().enumerate() {
                terminal.backend_mut().resize(width, height);
                app.resize(width, height);
                if step == 4 {
                    redraw.clear(&mut terminal).unwrap();
                }
                redraw.draw(&mut terminal, &app).unwrap();
                assert_eq!(
                    *terminal.backend().buffer(),
                    expected(&app, width, height),
                    "{}, step {step}",
                    path.display()
                );
                // Drawn again with nothing changed: nothing is written.
                let frames = redraw.frames;
                redraw.draw(&mut terminal, &app).unwrap();
                assert_eq!(redraw.frames, frames, "{}, step {step}", path.display());
                for key in ['s', ' ', ' ', 'n'] {
                    app.key(KeyEvent::from(KeyCode::Char(key)));
                }
                redraw.draw(&mut terminal, &app).unwrap();
                assert_eq!(
                    *terminal.backend().buffer(),
                    expected(&app, width, height),
                    "{}, step {step}, after keys",
                    path.display()
                );
            }
        }
    }
}
