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

/// A list beside the log (a wide body): the list gets the columns its drawing uses, found by
/// drawing it once at the widest it may be (half the place), and one blank column before its
/// right border, or the fewest more that show the same words (a panel that cuts its names to its
/// width); the log takes the rest. So a short list leaves its spare columns to the log, and a
/// long one never pushes the log below half the place.
pub fn list_beside_log(area: Rect, draw: &dyn Fn(Rect, &mut Buffer)) -> (Rect, Rect) {
    let drawn = |width: u16| {
        let place = Rect::new(0, 0, width, area.height);
        let mut scratch = Buffer::empty(place);
        draw(place, &mut scratch);
        scratch
    };
    let widest = drawn(area.width / 2);
    let words = words(&widest);
    // The fewest columns that keep every word: a narrower list only cuts or wraps more, so the
    // widths that keep them all are the top of the range, found by halving it (a few drawings a
    // frame, not one a column).
    let (mut keeps, mut cuts) = (widest.area.width, used_width(&widest).saturating_sub(1));
    if self::words(&drawn(cuts + 1)) == words {
        keeps = cuts + 1;
    }
    while keeps > cuts + 1 {
        let mid = cuts + (keeps - cuts) / 2;
        if self::words(&drawn(mid)) == words {
            keeps = mid;
        } else {
            cuts = mid;
        }
    }
    let width = keeps;
    let [list, log] =
        Layout::horizontal([Constraint::Length(width), Constraint::Fill(1)]).areas(area);
    (list, log)
}

/// Whether a cell holds nothing but a panel's frame or blank.
fn frame_or_blank(symbol: &str) -> bool {
    matches!(symbol, "─" | "│" | "┌" | "┐" | "└" | "┘" | " " | "")
}

/// The columns a bordered panel drawn in `buf` uses: up to its rightmost written cell (a title or
/// a note on a border counts, the border's own line does not), then a blank column and the border.
fn used_width(buf: &Buffer) -> u16 {
    let area = buf.area;
    let inner_right = area.width.saturating_sub(1);
    let rightmost = (0..area.height)
        .filter_map(|y| {
            (1..inner_right)
                .rev()
                .find(|x| !frame_or_blank(buf[(*x, y)].symbol()))
        })
        .max()
        .unwrap_or(0);
    rightmost.saturating_add(3).min(area.width)
}

/// What a panel drawn in `buf` says, word by word, row after row: the same at two widths when
/// the narrower only wraps it differently.
fn words(buf: &Buffer) -> Vec<String> {
    let area = buf.area;
    let mut text = String::new();
    for y in 0..area.height {
        for x in 0..area.width {
            let symbol = buf[(x, y)].symbol();
            text.push_str(if frame_or_blank(symbol) { " " } else { symbol });
        }
        text.push(' ');
    }
    text.split_whitespace().map(str::to_string).collect()
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

    fn list_beside_log(&self, area: Rect, draw: &dyn Fn(Rect, &mut Buffer)) -> (Rect, Rect) {
        list_beside_log(area, draw)
    }
}
