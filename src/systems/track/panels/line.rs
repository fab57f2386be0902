//! The number line ("The Chase Track"): one dot per space with its number above, the safe haven
//! drawn `⌂`, the escape line and the "Slow 'Em Down" obstacles marked under their spaces (`#prey`
//! hinders the prey, `#chasers` the chasers, `#all` everyone, `×2` as they stack; a mix by letters,
//! `#PC`), and
//! the participants stacked under their space: `▶` for chasers, `◆` for prey (so the sides differ
//! without colour). The bottom row gives the distances, or once the chase is over, what follows it.
//! A line wider than the screen scrolls to keep the space cursor in view.

use super::{after_the_chase, distances};
use crate::screen::text::{abbreviate, wrap};
use crate::screen::theme::Theme;
use crate::systems::track::rules::{
    Against, Id, Participant, Phase, Side, Space, Status, TrackChase,
};
use crate::systems::track::screen::{escape_line, span};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::widgets::{Block, Widget};

#[derive(Debug)]
pub struct LineView<'a> {
    pub state: &'a TrackChase,
    /// The space under the cursor: kept in view, described in the status line.
    pub cursor: Space,
    pub selected: Id,
    pub theme: &'a Theme,
}

/// The narrowest room a space takes ("[12]" must fit).
const MIN_CELL: u16 = 4;
const MAX_CELL: u16 = 12;
/// Rows the bottom lines may take: the distances, or what follows the chase.
const MAX_BOTTOM_ROWS: usize = 3;

/// The marker shape of a side.
pub fn shape(side: Side) -> char {
    match side {
        Side::Chaser => '▶',
        Side::Prey => '◆',
    }
}

impl LineView<'_> {
    /// The height the panel wants at an inner width, with at most `room` rows of markers.
    pub fn height(&self, inner_width: u16, room: u16) -> u16 {
        let (start, end, cell, wide) = self.window(inner_width);
        let x_of = |space: Space| 1 + offset(space - start, cell, wide);
        let everyone = self.state.participants.len().max(1);
        let used = self
            .pack(start, end, &x_of, everyone)
            .iter()
            .map(|(row, _, _)| row + 1)
            .max()
            .unwrap_or(1);
        let stacked = u16::try_from(used).unwrap_or(u16::MAX).clamp(1, room);
        let bottom = self
            .bottom_lines(usize::from(inner_width.saturating_sub(2)))
            .len() as u16;
        2 + 3 + stacked + bottom
    }

    /// Where each marker goes: its row and column. Markers are laid out left to right, each in the
    /// first row where it fits after what is already there, so that names are not cut while rows
    /// are left; a stack that runs out of rows ends with "+N more" (in the row that ends soonest,
    /// cutting what stands there if it must).
    fn pack(
        &self,
        start: Space,
        end: Space,
        x_of: &dyn Fn(Space) -> u16,
        rows: usize,
    ) -> Vec<(usize, u16, Placed)> {
        let order = super::queue_order(self.state);
        let mut ends = vec![0u16; rows.max(1)];
        let mut placed = Vec::new();
        for space in start..=end {
            let mut here: Vec<Id> = self
                .state
                .ids()
                .filter(|(_, p)| p.space == space)
                .map(|(id, _)| id)
                .collect();
            here.sort_by_key(|id| order.iter().position(|o| o == id));
            let x = x_of(space);
            for (i, id) in here.iter().enumerate() {
                let left = here.len() - i;
                let free: Vec<usize> = (0..ends.len()).filter(|r| ends[*r] <= x).collect();
                let (row, what) = match free.as_slice() {
                    [] => {
                        let soonest = (0..ends.len()).min_by_key(|r| ends[*r]).unwrap_or(0);
                        (soonest, Placed::More(left))
                    }
                    [last] if left > 1 => (*last, Placed::More(left)),
                    [first, ..] => (*first, Placed::Marker(*id)),
                };
                let width = match what {
                    Placed::Marker(id) => marker(self.state.participant(id)).chars().count(),
                    Placed::More(n) => format!("+{n} more").chars().count(),
                };
                ends[row] = x.saturating_add(width as u16 + 1);
                placed.push((row, x, what));
                if matches!(what, Placed::More(_)) {
                    break;
                }
            }
        }
        placed
    }

    /// The distances while the chase runs; what follows it once it is over.
    fn bottom_lines(&self, width: usize) -> Vec<String> {
        if self.state.phase == Phase::Over {
            let mut lines = wrap(&after_the_chase(self.state), width.max(10));
            lines.truncate(MAX_BOTTOM_ROWS);
            lines
        } else {
            let mut lines = wrap(&distances(self.state), width.max(10));
            lines.truncate(MAX_BOTTOM_ROWS);
            lines
        }
    }

    /// The columns the texts at the track's last space take: its number in brackets, its mark and
    /// whoever stands there, and a blank column.
    fn last_room(&self, space: Space) -> u32 {
        let number = space.to_string().len() + 2;
        let mark = self.mark(space).map_or(0, |(text, _)| text.chars().count());
        let markers = self
            .state
            .participants
            .iter()
            .filter(|p| p.space == space)
            .map(|p| marker(p).chars().count())
            .max()
            .unwrap_or(0);
        u32::try_from(number.max(mark).max(markers) + 1).unwrap_or(u32::MAX)
    }

    /// The spaces in view, the room each takes, and whether more lies left or right.
    fn window(&self, width: u16) -> (Space, Space, u16, u16) {
        let (low, high) = span(self.state);
        let count = high - low + 1;
        let usable = u32::from(width.saturating_sub(2));
        // Room for the widest number in brackets and a gap: "[5000]".
        let narrowest = (high.to_string().len() as u32 + 2).max(u32::from(MIN_CELL));
        let cell = (usable / count.max(1)).clamp(narrowest, u32::from(MAX_CELL).max(narrowest));
        if cell * count <= usable {
            // The last space needs only the room of what stands under it: the rest goes to the
            // gaps, so that a mark is not cut while columns sit empty at the right.
            let last = self.last_room(high).max(narrowest);
            let wider = (usable.saturating_sub(last) / (count - 1).max(1))
                .clamp(narrowest, u32::from(MAX_CELL).max(narrowest));
            let cell = if count > 1 && wider > cell && wider * (count - 1) + last <= usable {
                wider
            } else {
                cell
            };
            // While a mark runs into the next one, the columns left over widen the first spaces
            // by one each.
            let spare = usable.saturating_sub(cell * (count - 1) + last);
            let marks: Vec<(Space, usize)> = (low..=high)
                .filter_map(|space| {
                    self.mark(space)
                        .map(|(text, _)| (space, text.chars().count()))
                })
                .collect();
            let long_mark = marks
                .windows(2)
                .any(|pair| pair[0].1 as u32 >= (pair[1].0 - pair[0].0) * cell);
            let wide = if long_mark && cell < u32::from(MAX_CELL) {
                spare.min(count - 1) as u16
            } else {
                0
            };
            return (low, high, cell as u16, wide);
        }
        let visible = (usable / narrowest).max(1);
        let cursor = self.cursor.clamp(low, high);
        let start = cursor
            .saturating_sub(visible / 3)
            .clamp(low, high.saturating_sub(visible - 1).max(low));
        let end = start.saturating_add(visible - 1).min(high);
        (start, end, narrowest as u16, 0)
    }
}

impl Widget for &LineView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let state = self.state;
        let block = Block::bordered()
            .title(self.title())
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height < 4 || inner.width < 12 {
            return;
        }
        let (start, end, cell, wide) = self.window(inner.width);
        let (low, high) = span(state);
        let x_of = |space: Space| inner.x + 1 + offset(space - start, cell, wide);
        let right_edge = inner.x + inner.width - 1;
        let (numbers, line, marks) = (inner.y, inner.y + 1, inner.y + 2);
        if start > low {
            buf.set_string(inner.x, numbers, "◀", theme.key());
        }
        if end < high {
            buf.set_string(right_edge, numbers, "▶", theme.key());
        }
        for space in start..=end {
            let room = x_of(space + 1) - x_of(space);
            self.draw_space(space, x_of(space), room, (numbers, line), right_edge, buf);
        }
        let marks_row: Vec<(u16, String, Style)> = (start..=end)
            .filter_map(|space| {
                self.mark(space)
                    .map(|(text, style)| (x_of(space), text, style))
            })
            .collect();
        draw_row(&marks_row, marks, right_edge, buf);
        let bottom = self.bottom_lines(usize::from(inner.width.saturating_sub(2)));
        let bottom_rows = bottom.len() as u16;
        let markers = Rect {
            y: inner.y + 3,
            height: inner.height.saturating_sub(3 + bottom_rows),
            ..inner
        };
        self.draw_markers(start, end, &x_of, markers, right_edge, buf);
        let style = if state.phase == Phase::Over {
            theme.outcome()
        } else {
            theme.plain()
        };
        let first = inner.y + inner.height - bottom_rows.min(inner.height);
        for (i, text) in bottom.iter().enumerate() {
            let y = first + i as u16;
            if y >= inner.y + 3 {
                buf.set_stringn(
                    inner.x + 1,
                    y,
                    abbreviate(text, usize::from(inner.width - 2)),
                    usize::from(inner.width - 2),
                    style,
                );
            }
        }
    }
}

impl LineView<'_> {
    /// " Chase track · light obstacles (CN 9-11) · escape at 6 · safe haven 12 ".
    fn title(&self) -> String {
        let state = self.state;
        let environment = state.environment;
        let mut title = format!(
            " Chase track · {} (CN {}) · escape at {}",
            environment.words(),
            crate::systems::track::screen::range_words(environment),
            state.settings.escape_distance
        );
        if let Some(haven) = state.settings.safe_haven {
            title.push_str(&format!(" · safe haven {haven}"));
        }
        title.push(' ');
        title
    }

    /// A space's number (the cursor's in brackets), its dot and the line to the next space.
    fn draw_space(
        &self,
        space: Space,
        x: u16,
        cell: u16,
        rows: (u16, u16),
        right_edge: u16,
        buf: &mut Buffer,
    ) {
        let theme = self.theme;
        let (numbers, line) = rows;
        if x > right_edge {
            return;
        }
        let room = usize::from(right_edge - x) + 1;
        let here = space == self.cursor;
        let (number, number_x, style) = if here {
            (format!("[{space}]"), x.saturating_sub(1), theme.cursor())
        } else {
            (space.to_string(), x, theme.bold())
        };
        buf.set_stringn(number_x, numbers, number, room + 1, style);
        let occupied = self.state.participants.iter().any(|p| p.space == space);
        let dot = if self.state.settings.safe_haven == Some(space) {
            "⌂"
        } else if occupied {
            "●"
        } else {
            "○"
        };
        let dot_style = if here { theme.cursor() } else { theme.bold() };
        buf.set_stringn(x, line, dot, room, dot_style);
        let (_, high) = span(self.state);
        if space < high && room > 1 {
            let connector = "─".repeat(usize::from(cell - 1));
            buf.set_stringn(x + 1, line, connector, room - 1, theme.dim());
        }
    }

    /// What marks a space under its dot: its obstacles ("#prey×2": two hindering the prey), else
    /// the escape line or the safe haven.
    fn mark(&self, space: Space) -> Option<(String, Style)> {
        let state = self.state;
        let letters: String = state
            .obstacles
            .iter()
            .filter(|o| o.at == space)
            .map(|o| match o.against {
                Against::Prey => 'P',
                Against::Chasers => 'C',
                Against::Everyone => 'A',
            })
            .collect();
        if !letters.is_empty() {
            // One kind of obstacle reads in words ("#prey×2"), a mix by letters ("#PC").
            let first = letters.chars().next().unwrap_or('P');
            let text = if letters.chars().all(|c| c == first) {
                let whom = match first {
                    'P' => "prey",
                    'C' => "chasers",
                    _ => "all",
                };
                match letters.chars().count() {
                    1 => format!("#{whom}"),
                    n => format!("#{whom}×{n}"),
                }
            } else {
                format!("#{letters}")
            };
            return Some((text, self.theme.barrier()));
        }
        if state.settings.safe_haven == Some(space) {
            return Some(("haven".to_string(), self.theme.hazard()));
        }
        if escape_line(state) == Some(space) && state.phase != Phase::Over {
            return Some(("escape".to_string(), self.theme.hazard()));
        }
        None
    }

    /// The participants under their spaces, packed into the rows (see [`LineView::pack`]); a
    /// marker runs on under the next spaces while nobody stands there in its row.
    fn draw_markers(
        &self,
        start: Space,
        end: Space,
        x_of: &dyn Fn(Space) -> u16,
        area: Rect,
        right_edge: u16,
        buf: &mut Buffer,
    ) {
        let rows = usize::from(area.height);
        if rows == 0 {
            return;
        }
        let acting = self.state.current();
        let placed = self.pack(start, end, x_of, rows);
        for row in 0..rows {
            let mut items: Vec<(u16, String, Style)> = placed
                .iter()
                .filter(|(r, _, _)| *r == row)
                .map(|(_, x, what)| match what {
                    Placed::Marker(id) => {
                        let p = self.state.participant(*id);
                        (*x, marker(p), self.style(*id, p, acting))
                    }
                    Placed::More(n) => (*x, format!("+{n} more"), self.theme.dim()),
                })
                .collect();
            items.sort_by_key(|(x, _, _)| *x);
            draw_row(&items, area.y + row as u16, right_edge, buf);
        }
    }

    fn style(&self, id: Id, p: &Participant, acting: Option<Id>) -> Style {
        let theme = self.theme;
        let mut style = match p.side {
            Side::Chaser => theme.pursuer(),
            Side::Prey => theme.quarry(),
        };
        if !p.status.is_running() {
            style = theme.dim();
        }
        if Some(id) == acting {
            style = theme.acting();
        } else if id == self.selected {
            style = style.add_modifier(Modifier::UNDERLINED);
        }
        style
    }
}

/// What a place in the marker rows holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Placed {
    Marker(Id),
    /// This many more stand on the space than the rows can show.
    More(usize),
}

/// The columns from the first space in view to the `index`th: `cell` each, one more each for the
/// first `wide`.
fn offset(index: Space, cell: u16, wide: u16) -> u16 {
    let index = u16::try_from(index).unwrap_or(u16::MAX);
    index.saturating_mul(cell).saturating_add(index.min(wide))
}

/// "▶Guard", "◆Thief caught", "◆Gang×3": the shape, the name, and how it stands if not running.
pub fn marker(p: &Participant) -> String {
    let group = if p.size > 1 {
        format!("×{}", p.size)
    } else {
        String::new()
    };
    let status = match p.status {
        Status::Running => String::new(),
        other => format!(" {}", other.word()),
    };
    format!("{}{}{group}{status}", shape(p.side), p.name)
}

/// Texts at columns on one row, each cut where the next begins (and at the right edge).
fn draw_row(items: &[(u16, String, Style)], y: u16, right_edge: u16, buf: &mut Buffer) {
    for (i, (x, text, style)) in items.iter().enumerate() {
        if *x > right_edge {
            continue;
        }
        let next = items
            .get(i + 1)
            .map_or(right_edge + 1, |(next, _, _)| next.saturating_sub(1));
        let width = usize::from(next.saturating_sub(*x)).max(1);
        buf.set_stringn(*x, y, abbreviate(text, width), width, *style);
    }
}
