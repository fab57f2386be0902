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
use ratatui::style::Style;
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
        rows += super::wrap(line.text, text_width).len()
            + usize::from(line.kind == crate::tui::app::LineKind::Round);
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
        theme: app.theme(),
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

/// One participant's row of a list panel: its text in lines (the status column wrapped under
/// itself, never cut) and how it is drawn.
#[derive(Debug)]
pub struct Row<'a> {
    pub name: &'a str,
    pub lines: Vec<String>,
    pub style: Style,
    /// The acting participant's row is painted across the whole width.
    pub acting: bool,
}

/// A row's text: `head` (the fixed columns) then `status`, wrapped by words under the status
/// column when it does not fit `width`; too narrow a column is cut with `…` instead.
pub fn with_status(head: &str, status: &str, width: usize) -> Vec<String> {
    let head_width = head.chars().count();
    let room = width.saturating_sub(head_width);
    if head_width + status.chars().count() <= width || room < 12 {
        return vec![super::abbreviate(&format!("{head}{status}"), width)];
    }
    super::wrap(status, room)
        .into_iter()
        .enumerate()
        .map(|(i, part)| {
            if i == 0 {
                format!("{head}{part}")
            } else {
                format!("{}{part}", " ".repeat(head_width))
            }
        })
        .collect()
}

/// The lines the rows take (for the panel's wanted height).
pub fn rows_height(rows: &[Row]) -> u16 {
    u16::try_from(rows.iter().map(|r| r.lines.len()).sum::<usize>()).unwrap_or(u16::MAX)
}

/// Draws `rows` into `inner` (the block's inside, below any header line), keeping the row at
/// `selected` in view, and names on `block` (the block's whole area) those that do not fit, above
/// and below. Returns the first line below the last drawn.
pub fn render_rows(
    buf: &mut Buffer,
    block: Rect,
    inner: Rect,
    rows: &[Row],
    selected: usize,
    theme: &crate::tui::Theme,
) -> u16 {
    let height = usize::from(inner.height);
    let starts: Vec<usize> = rows
        .iter()
        .scan(0, |at, row| {
            let start = *at;
            *at += row.lines.len();
            Some(start)
        })
        .collect();
    let total: usize = rows.iter().map(|r| r.lines.len()).sum();
    // The first line shown: from the top, unless the selected row would fall below the window.
    let selected = selected.min(rows.len().saturating_sub(1));
    let selected_end = starts
        .get(selected)
        .map_or(0, |s| s + rows[selected].lines.len());
    let mut first = selected_end.saturating_sub(height);
    // Start on a row's first line.
    if let Some(row) = starts.iter().position(|s| *s >= first) {
        first = starts[row];
    }
    let last = (first + height).min(total);
    let shown = |i: usize| starts[i] >= first && starts[i] < last;
    let above: Vec<&str> = (0..rows.len())
        .filter(|i| starts[*i] < first)
        .map(|i| rows[i].name)
        .collect();
    let below: Vec<&str> = (0..rows.len())
        .filter(|i| starts[*i] >= last)
        .map(|i| rows[i].name)
        .collect();
    super::more_rows(buf, block, &above, &below, theme);
    let width = usize::from(inner.width);
    let mut y = inner.y;
    for (i, row) in rows.iter().enumerate() {
        if !shown(i) {
            continue;
        }
        for (n, line) in row.lines.iter().enumerate() {
            if y >= inner.y + inner.height {
                break;
            }
            // A row whose last lines fall below the panel ends its last shown line with `…`.
            let cut = y + 1 == inner.y + inner.height && n + 1 < row.lines.len();
            let line = if cut {
                super::abbreviate(&format!("{}…", line.trim_end()), width)
            } else {
                line.clone()
            };
            if row.acting {
                buf.set_style(
                    Rect {
                        y,
                        height: 1,
                        ..inner
                    },
                    row.style,
                );
            }
            buf.set_stringn(inner.x, y, line, width, row.style);
            y += 1;
        }
    }
    y
}
