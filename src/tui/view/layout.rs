//! The layout rule every system's body follows (docs/architecture.md, "The layout rule"): a list
//! panel gets every row it asks for before the log takes the rest, so a panel with little to say
//! gives its rows to one that has more; a list that still cannot show every row says on its border
//! whom it hides ([`super::more_rows`]); and the odds (`%`, `*`) take the log's place, beside the
//! log when the body is wide and instead of it when it is not, so they are never drawn over the
//! track or a list.

use super::log::LogView;
use super::odds::{self, OddsView};
use crate::tui::app::App;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};

use ratatui::widgets::Widget;

/// The fewest rows the log keeps under a list: its borders and one sentence.
pub const LOG_MIN: u16 = 3;

/// The log keeps at least this many columns beside the odds.
const LOG_BESIDE_ODDS: u16 = 30;

/// A list that wants `wanted` rows (its borders included) above the log: it gets them all while
/// the log keeps what it has to say (up to half the place, at least [`LOG_MIN`] rows), else what
/// is left, and says on its border whom it hides; the log takes the rest. So a log with nothing
/// to say gives its rows to the list, and a list never pushes the log below half the place.
pub fn list_and_log(app: &App, area: Rect, wanted: u16) -> (Rect, Rect) {
    let log_keeps = log_rows(app, area.width, area.height / 2).max(LOG_MIN);
    let list = wanted.min(area.height.saturating_sub(log_keeps));
    let [list_area, log_area] =
        Layout::vertical([Constraint::Length(list), Constraint::Fill(1)]).areas(area);
    (list_area, log_area)
}

/// The rows the log needs to show every sentence at `width` columns, borders included, up to
/// `enough`: the newest sentences are counted first and the count stops there, so a long chase's
/// log is not wrapped whole for every frame. (The odds in its place ask for nothing more:
/// opening them never moves a list.)
fn log_rows(app: &App, width: u16, enough: u16) -> u16 {
    let text_width = usize::from(width.saturating_sub(5)).max(1);
    let enough = usize::from(enough);
    let mut rows = 2;
    for line in app.log().iter().rev() {
        if rows >= enough {
            break;
        }
        rows += crate::screen::text::wrap(line.text, text_width).len()
            + usize::from(line.kind == crate::screen::log::LineKind::Round);
    }
    // At least a row for "Nothing has happened yet."
    u16::try_from(rows.max(3).min(enough)).unwrap_or(u16::MAX)
}

/// Draws the log in its place, or, while the odds are open, the odds beside it when the place is
/// wide and tall enough for every figure, else instead of it (where the figures can be set side by
/// side, one line each: 80x24).
pub fn render_log_slot(app: &App, area: Rect, buf: &mut Buffer) {
    let log = LogView {
        lines: app.log(),
        scroll: app.log_scroll(),
        pinned: app.pinned_line(),
        theme: app.theme(),
        keymap: app.keymap(),
    };
    let figures = OddsView {
        live: app.odds(),
        theme: app.theme(),
    };
    if !figures.open() {
        (&log).render(area, buf);
        return;
    }
    if area.width >= odds::WIDTH + LOG_BESIDE_ODDS
        && area.height >= figures.wanted_height(odds::WIDTH)
    {
        let [log_area, odds_area] =
            Layout::horizontal([Constraint::Fill(1), Constraint::Length(odds::WIDTH)]).areas(area);
        (&log).render(log_area, buf);
        (&figures).render(odds_area, buf);
    } else {
        (&figures).render(area, buf);
    }
}

/// The screen's side of a system's body: the focus and palette of the screen, and its log (with
/// the odds) laid out and drawn by the rule above.
impl crate::screen::Body for App {
    fn focus(&self) -> crate::screen::Focus {
        App::focus(self)
    }

    fn theme(&self) -> &crate::screen::Theme {
        App::theme(self)
    }

    fn keys(&self) -> &crate::screen::KeyNames {
        self.key_names()
    }

    fn list_and_log(&self, area: Rect, wanted: u16) -> (Rect, Rect) {
        list_and_log(self, area, wanted)
    }

    fn render_log(&self, area: Rect, buf: &mut Buffer) {
        render_log_slot(self, area, buf);
    }
}
