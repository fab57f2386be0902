//! A list panel's rows (a turn order, a table of participants): each row's text wrapped under its
//! status column, drawn with the selected row kept in view and the rows that do not fit named on
//! the border. Every system's list panels draw with it, so they read alike.

use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Style;

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
        return vec![super::text::abbreviate(&format!("{head}{status}"), width)];
    }
    super::text::wrap(status, room)
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
    theme: &super::Theme,
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
    super::text::more_rows(buf, block, &above, &below, theme);
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
                super::text::abbreviate(&format!("{}…", line.trim_end()), width)
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
