//! The track ("Location"): one dot per location with its number above and its name below, hazards
//! (`~Mud R~`) and barriers (`#Fence H 5hp#`) drawn in the gap between the dots they separate, and
//! the participants stacked under their location: `▶` for pursuers, `◆` for quarries (so the sides
//! differ without colour), with their movement actions as the text writes them ("Police 2(-1)").
//! A track wider than the screen scrolls to keep the location cursor in view; the cursor follows
//! whoever acts.
//!
//! When that drawing would leave someone out (people spread wider than the screen, or more at one
//! location than the rows under it), the track is drawn compact instead (everyone on
//! the track at once at 80x24): narrow locations with their numbers, hazards and barriers as marks
//! in the gaps (`~~` and `##`), and under them everyone by location, names in full ("4 ◆Amy 2
//! ◆Bob 1 │ 1 ▶Police 1 2"). The location under the cursor is still named in full, with what lies
//! ahead, on the status line.

use crate::screen::KeyNames;
use crate::screen::text::abbreviate;
use crate::screen::theme::Theme;
use crate::systems::coc7::rules::{Coc7, Id, Loc, Obstacle, Participant, Phase, Side, Status};
use crate::systems::coc7::screen::key_names::key as coc_key;
use crate::systems::coc7::screen::{Action, chases};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::Modifier;
use ratatui::widgets::{Block, Clear, Widget};

#[derive(Debug)]
pub struct TrackView<'a> {
    pub state: &'a Coc7,
    /// The location under the cursor: kept in view, named in full in the status line.
    pub cursor: Loc,
    pub selected: Id,
    /// The players' view: the locations no investigator can see are drawn as `?`, without their
    /// names, what lies between them, or who stands there ("Pedal to the Metal": visibility).
    pub players_view: bool,
    pub theme: &'a Theme,
    /// The words for keys the panel writes for the keeper.
    pub keys: &'a KeyNames,
    /// The way drawn ([`TrackView::way`]), worked out once a frame: every location drawn asks
    /// what lies after it on the way, and a forked track grown long would walk it again each time.
    drawn: std::cell::OnceCell<Vec<Loc>>,
}

impl<'a> TrackView<'a> {
    /// The track of `state` with the cursor at `cursor` and `selected` chosen, for the keeper or
    /// (with `players_view`) as the players see it.
    pub fn new(
        state: &'a Coc7,
        cursor: Loc,
        selected: Id,
        players_view: bool,
        theme: &'a Theme,
        keys: &'a KeyNames,
    ) -> Self {
        TrackView {
            state,
            cursor,
            selected,
            players_view,
            theme,
            keys,
            drawn: std::cell::OnceCell::new(),
        }
    }
}

/// The marker shape of a side.
pub fn shape(side: Side) -> char {
    match side {
        Side::Pursuer => '▶',
        Side::Quarry => '◆',
    }
}

/// The fewest columns a marker may be cut to and still be read: the shape, five letters of the
/// name with its `…`, and the numbering word with the movement actions ("▶Poli… 1 2").
const READABLE: usize = 10;

/// A panel this wide (a screen of 120 columns and more) spreads its locations over all of it
/// (when the track is cut or a name would be); a narrower one keeps the spacing it has at 80x24.
const WIDE: u16 = 118;

/// A location drawn on screen: its dot's column and the room up to the next dot.
#[derive(Clone, Copy, Debug)]
struct Column {
    at: Loc,
    x: u16,
    gap: u16,
}

impl Widget for &TrackView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let title = self.title(usize::from(area.width.saturating_sub(4)));
        let block = Block::bordered()
            .title(title)
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height < 3 || inner.width < 12 {
            return;
        }
        let (columns, more_left, more_right) = self.columns(inner);
        let (numbers, line, names) = (inner.y, inner.y + 1, inner.y + 2);
        if more_left {
            buf.set_string(inner.x, numbers, "◀", theme.key());
            buf.set_string(inner.x, line, "─", theme.dim());
        }
        if more_right {
            let x = inner.x + inner.width - 1;
            buf.set_string(x, numbers, "▶", theme.key());
        }
        let right_edge = inner.x + inner.width - u16::from(more_right);
        for column in &columns {
            self.draw_column(column, right_edge, (numbers, line, names), buf);
        }
        if more_right {
            buf.set_string(inner.x + inner.width - 1, line, "─", theme.dim());
        }
        let markers = Rect {
            y: inner.y + 3,
            height: inner.height - 3,
            ..inner
        };
        if self.state.phase == Phase::Establishing {
            self.establishing(markers, buf);
        } else if self.everyone_drawn(&columns, usize::from(markers.height), right_edge) {
            self.draw_markers(&columns, markers, right_edge, buf);
        } else {
            Clear.render(inner, buf);
            self.draw_compact(inner, buf);
        }
    }
}

impl TrackView<'_> {
    /// The room a location takes: a base width that grows with the screen, more when the label of
    /// what lies after it needs it.
    /// An obstacle's words; in the players' view a barrier's hit points are the keeper's.
    fn label(&self, obstacle: &Obstacle) -> String {
        match obstacle {
            Obstacle::Barrier(b) if self.players_view => {
                format!("{} {}", b.name, b.difficulty.letter())
            }
            _ => label(obstacle),
        }
    }

    fn gap(&self, at: Loc, width: u16) -> u16 {
        let base = match width {
            w if w >= 140 => 16,
            w if w >= 100 => 13,
            _ => 11,
        };
        match self.ahead_on_way(at) {
            // A long name is cut in its gap rather than pushing the rest of the track away.
            Some(obstacle) => base.max(self.label(obstacle).chars().count().min(40) as u16 + 5),
            None => base,
        }
    }

    /// The locations that fit, chosen so that the cursor is in view about a third of the way in;
    /// and whether more of the track lies left or right of them.
    fn columns(&self, inner: Rect) -> (Vec<Column>, bool, bool) {
        let numbers = self.way();
        if numbers.is_empty() {
            return (Vec::new(), false, false);
        }
        let gaps: Vec<u16> = numbers
            .iter()
            .map(|at| self.gap(*at, inner.width))
            .collect();
        let usable = inner.width.saturating_sub(2);
        let index = |at: Loc| numbers.iter().position(|n| *n == at);
        let cursor = index(self.cursor).unwrap_or(0);
        let (start, end) = self
            .whole_chase_window(numbers, &gaps, cursor, usable)
            .unwrap_or_else(|| around(&gaps, cursor, usable));
        // A whole track narrower than the screen spreads out, so names are not cut while there
        // is room (up to 12 more columns a location).
        // A window that reaches the end of the way spreads its locations over the width: a whole
        // short track by up to 12 columns a location while that cuts no name (or on a narrow
        // panel); else, on a wide panel (a window that starts further on, or names cut), over all
        // of it, the last location keeping only the room of what stands under it, so that no
        // column sits empty while a name is cut.
        let mut gaps = gaps;
        // The end of the way reached but for its last location, whose name and markers fit in
        // the room left: the window ends there.
        let end = if inner.width >= WIDE
            && end + 1 == numbers.len()
            && gaps[start..end].iter().sum::<u16>() + self.last_room(numbers[end]) <= usable
        {
            numbers.len()
        } else {
            end
        };
        if end == numbers.len() {
            let used: u16 = gaps[start..].iter().sum();
            let shown = (end - start).max(1) as u16;
            let modest = (usable.saturating_sub(used) / shown).min(12);
            let cuts_a_name = numbers[start..end - 1]
                .iter()
                .zip(&gaps[start..end - 1])
                .any(|(at, gap)| self.name_width(*at) + 1 > usize::from(gap + modest));
            if start == 0 && (!cuts_a_name || inner.width < WIDE) {
                for gap in &mut gaps {
                    *gap += modest;
                }
            } else if inner.width >= WIDE {
                // The last location takes what its name and markers need, as far as the room
                // left allows.
                let before = used - gaps[end - 1];
                let last = self
                    .last_room(numbers[end - 1])
                    .min(usable.saturating_sub(before).max(gaps[end - 1]));
                gaps[end - 1] = last;
                let used = before + last;
                let between = (end - start).saturating_sub(1).max(1) as u16;
                let left_over = usable.saturating_sub(used);
                let (extra, first) = (left_over / between, left_over % between);
                for (i, gap) in gaps[start..(end - 1).max(start + 1)].iter_mut().enumerate() {
                    *gap += extra + u16::from((i as u16) < first);
                }
            }
        }
        let right_edge = inner.x + inner.width - 1;
        let mut x = inner.x + 1;
        let mut columns = Vec::new();
        // Whole columns, then a cut one at the right edge, as a window onto the track.
        for i in start..numbers.len() {
            if x >= right_edge {
                break;
            }
            columns.push(Column {
                at: numbers[i],
                x,
                gap: gaps[i],
            });
            x = x.saturating_add(gaps[i]);
        }
        let more_right = columns
            .last()
            .is_some_and(|c| numbers.last().is_some_and(|end| c.at != *end));
        (columns, start > 0, more_right)
    }

    /// The columns a location's name takes where it is shown.
    fn name_width(&self, at: Loc) -> usize {
        self.state
            .map
            .get(at)
            .filter(|_| self.seen(at))
            .and_then(|l| l.name.as_deref())
            .map_or(0, |name| name.chars().count())
    }

    /// The columns the last location drawn needs: its number in brackets, its name and the
    /// markers of whoever stands there, and a blank column.
    fn last_room(&self, at: Loc) -> u16 {
        let number = at.to_string().len() + 2;
        let markers = self
            .shown()
            .filter(|(_, p)| p.location == at)
            .map(|(_, p)| marker(p, usize::MAX).chars().count())
            .max()
            .unwrap_or(0);
        u16::try_from(number.max(self.name_width(at)).max(markers) + 1).unwrap_or(u16::MAX)
    }

    /// The locations drawn: on a track that forks, the way from the back of the chase through the
    /// cursor, on along the way the selected participant takes (or the lead quarry took) at each
    /// fork ("Choosing a Route"); else the whole track.
    fn way(&self) -> &[Loc] {
        self.drawn
            .get_or_init(|| chases::drawn_way(self.state, self.selected, self.cursor))
    }

    /// Whether a location is drawn: always in the keeper's view; in the players' view, only where
    /// an investigator can see.
    fn seen(&self, at: Loc) -> bool {
        !self.players_view || self.state.players_see(at)
    }

    /// The location after `at` on the way drawn.
    fn onward(&self, at: Loc) -> Option<Loc> {
        let track = &self.state.map;
        if !track.has_forks() {
            return track.next(at);
        }
        let way = self.way();
        let index = way.iter().position(|l| *l == at)?;
        way.get(index + 1).copied()
    }

    /// What lies after `at` on the way drawn: a way that forks off is entered over clear ground;
    /// in the players' view, what lies on towards a location they cannot see is not shown.
    fn ahead_on_way(&self, at: Loc) -> Option<&Obstacle> {
        match self.onward(at) {
            Some(next) if !self.seen(at) || !self.seen(next) => None,
            Some(next) if Some(next) == self.state.map.next(at) => self.state.map.ahead_of(at),
            _ => None,
        }
    }

    /// " Track · players' view · chase 2 of 3: the river way (Tab) · 9 locations · forks at 4 (W) ":
    /// whom the screen is turned to, which of the separate chases is shown ("Splitting Up"), the
    /// track's size, the way the cursor is on and where the way drawn forks. The parts are in order
    /// of importance: one that does not fit in `room` columns is left out.
    fn title(&self, room: usize) -> String {
        let state = self.state;
        let track = &state.map;
        let mut parts = vec!["Track".to_string()];
        if self.players_view {
            parts.push("players' view".to_string());
        }
        // The keeper's keys to look along another way or chase; the players' view names none
        // (the players' screen takes no chase key).
        let key = |action: Action| {
            if self.players_view {
                String::new()
            } else {
                format!(" ({})", coc_key(self.keys, action))
            }
        };
        let shown = chases::shown_title(state, self.selected, self.cursor);
        if let Some(shown) = &shown {
            parts.push(format!("{shown}{}", key(Action::NextChase)));
        }
        parts.push(format!(
            "{} locations{}",
            track.locations.len(),
            if state.settings.extend_track {
                ", grows at the head"
            } else {
                ""
            }
        ));
        if track.has_forks() {
            // A chase shown by name already says which way it is on.
            if shown.is_none() {
                parts.push(match track.branch_of(self.cursor) {
                    Some(branch) => {
                        let first = track.branches[branch]
                            .path
                            .first()
                            .copied()
                            .unwrap_or(self.cursor);
                        format!("way: {}", track.way_name(first))
                    }
                    None => "the main way".to_string(),
                });
            }
            let forks: Vec<String> = self
                .way()
                .iter()
                .filter(|at| track.is_fork(**at) && self.seen(**at))
                .map(|at| at.to_string())
                .collect();
            if !forks.is_empty() {
                parts.push(format!(
                    "forks at {}{}",
                    forks.join(", "),
                    key(Action::ChooseRoute)
                ));
            }
        }
        let mut title = String::new();
        for part in parts {
            let next = if title.is_empty() {
                format!(" {part} ")
            } else {
                format!("{}· {part} ", title)
            };
            if next.chars().count() <= room || title.is_empty() {
                title = next;
            }
        }
        title
    }

    /// A window that shows the cursor and everyone on the track at once, if it fits: from the
    /// backmost of them, filled to the right (and to the left at the head of the track).
    fn whole_chase_window(
        &self,
        numbers: &[Loc],
        gaps: &[u16],
        cursor: usize,
        usable: u16,
    ) -> Option<(usize, usize)> {
        let placed = self.state.phase != Phase::Establishing;
        let occupied = self
            .state
            .participants
            .iter()
            .filter(|p| placed && p.in_chase())
            .filter_map(|p| numbers.iter().position(|n| *n == p.location));
        let (low, high) = occupied
            .chain([cursor])
            .fold((cursor, cursor), |(lo, hi), i| (lo.min(i), hi.max(i)));
        // Summed wide: the stretch between the back and the front of a long chase can be long.
        let needed: u32 = gaps[low..=high].iter().map(|g| u32::from(*g)).sum();
        if needed > u32::from(usable) {
            return None;
        }
        let mut start = low.saturating_sub(1);
        let mut used: u16 = gaps[start..=high].iter().sum();
        if used > usable {
            start = low;
            used = needed as u16;
        }
        let mut end = high + 1;
        while end < gaps.len() && used + gaps[end] <= usable {
            used += gaps[end];
            end += 1;
        }
        while start > 0 && used + gaps[start - 1] <= usable {
            start -= 1;
            used += gaps[start];
        }
        Some((start, end))
    }

    fn draw_column(
        &self,
        column: &Column,
        right_edge: u16,
        rows: (u16, u16, u16),
        buf: &mut Buffer,
    ) {
        let theme = self.theme;
        let (numbers, line, names) = rows;
        let room = usize::from(right_edge.saturating_sub(column.x));
        if room == 0 {
            return;
        }
        let here = column.at == self.cursor;
        let occupied =
            self.state.phase != Phase::Establishing && self.state.at(column.at).next().is_some();
        let number_style = if here { theme.cursor() } else { theme.bold() };
        let number = if here {
            format!("[{}]", column.at)
        } else {
            column.at.to_string()
        };
        let number_x = if here {
            column.x.saturating_sub(1)
        } else {
            column.x
        };
        buf.set_stringn(number_x, numbers, number, room + 1, number_style);
        let seen = self.seen(column.at);
        let dot = match (seen, occupied) {
            (false, _) => "?",
            (true, true) => "●",
            (true, false) => "○",
        };
        let dot_style = match (here, seen) {
            (true, _) => theme.cursor(),
            (false, true) => theme.bold(),
            (false, false) => theme.dim(),
        };
        buf.set_stringn(column.x, line, dot, room, dot_style);
        let gap = usize::from(column.gap.saturating_sub(1));
        let connector_room = room.saturating_sub(1).min(gap);
        let onward = self.onward(column.at);
        let branch = onward.filter(|next| Some(*next) != self.state.map.next(column.at));
        if onward.is_some() && connector_room > 0 {
            let (text, style) = match self.ahead_on_way(column.at) {
                None if branch.is_some_and(|b| self.seen(b)) => {
                    let way = branch.map_or(String::new(), |b| self.state.map.way_name(b));
                    (centred(&format!("↗{way}"), gap, '─'), theme.key())
                }
                None => ("─".repeat(gap), theme.dim()),
                Some(obstacle) => {
                    let fill = match obstacle {
                        Obstacle::Hazard(_) => '~',
                        Obstacle::Barrier(_) => '#',
                    };
                    let style = match obstacle {
                        Obstacle::Hazard(_) => theme.hazard(),
                        Obstacle::Barrier(_) => theme.barrier(),
                    };
                    (centred(&self.label(obstacle), gap, fill), style)
                }
            };
            buf.set_stringn(column.x + 1, line, text, connector_room, style);
        }
        if let Some(name) = self
            .state
            .map
            .get(column.at)
            .filter(|_| seen)
            .and_then(|l| l.name.as_deref())
        {
            let width = gap.max(1).min(room);
            let style = if here {
                theme.bold().add_modifier(Modifier::UNDERLINED)
            } else {
                theme.plain()
            };
            buf.set_stringn(column.x, names, abbreviate(name, width), width, style);
        }
    }

    /// Where each marker goes: the participants under their locations, stacked; a marker may
    /// run on under the next locations while nobody stands there in its row ("▶Police 2(-1)" in
    /// a narrow gap). Each cell is its column, its row, its width and who (or how many more).
    fn marker_cells(
        &self,
        columns: &[Column],
        rows: usize,
        right_edge: u16,
    ) -> Vec<(u16, usize, usize, Result<Id, usize>)> {
        let mut cells = Vec::new();
        if rows == 0 {
            return cells;
        }
        let order = super::queue_order(self.state);
        let stacks: Vec<Vec<(Id, &Participant)>> = columns
            .iter()
            .map(|column| {
                let mut here: Vec<(Id, &Participant)> = if self.seen(column.at) {
                    self.state.at(column.at).collect()
                } else {
                    Vec::new()
                };
                here.sort_by_key(|(id, _)| {
                    order.iter().position(|o| o == id).unwrap_or(usize::MAX)
                });
                here
            })
            .collect();
        // What each stack shows in each row: a participant, or "+N more" in its last row.
        let cell = |stack: &[(Id, &Participant)], row: usize| -> Option<Result<Id, usize>> {
            let overflow = stack.len() > rows;
            let shown = if overflow { rows - 1 } else { stack.len() };
            if row < shown {
                Some(Ok(stack[row].0))
            } else if overflow && row == shown {
                Some(Err(stack.len() - shown))
            } else {
                None
            }
        };
        for row in 0..rows {
            for (i, column) in columns.iter().enumerate() {
                let Some(content) = cell(&stacks[i], row) else {
                    continue;
                };
                let next_x = columns[i + 1..]
                    .iter()
                    .zip(&stacks[i + 1..])
                    .find(|(_, stack)| cell(stack, row).is_some())
                    .map_or(right_edge, |(next, _)| next.x.saturating_sub(1));
                let width = usize::from(next_x.saturating_sub(column.x));
                cells.push((column.x, row, width, content));
            }
        }
        cells
    }

    fn draw_markers(&self, columns: &[Column], area: Rect, right_edge: u16, buf: &mut Buffer) {
        let acting = self.state.current();
        let cells = self.marker_cells(columns, usize::from(area.height), right_edge);
        for (x, row, width, content) in cells {
            let y = area.y + row as u16;
            match content {
                Ok(id) => {
                    let participant = self.state.participant(id);
                    let mut style = match participant.side {
                        Side::Pursuer => self.theme.pursuer(),
                        Side::Quarry => self.theme.quarry(),
                    };
                    if Some(id) == acting {
                        style = self.theme.acting();
                    } else if id == self.selected {
                        style = style.add_modifier(Modifier::UNDERLINED);
                    }
                    buf.set_stringn(x, y, marker(participant, width), width, style);
                }
                Err(more) => {
                    let text = format!("+{more} more");
                    buf.set_stringn(x, y, text, width, self.theme.dim());
                }
            }
        }
    }

    /// The participants a view may show: in the chase, at a location seen, on the way drawn (on
    /// a track that forks, those on another way are shown with it: `Tab`, `W`).
    fn shown(&self) -> impl Iterator<Item = (Id, &Participant)> {
        let placed = self.state.phase != Phase::Establishing;
        let way = self.way();
        self.state.ids().filter(move |(_, p)| {
            placed && p.in_chase() && self.seen(p.location) && way.contains(&p.location)
        })
    }

    /// Whether the usual drawing shows everyone: each in a marker of its own, with room for the
    /// whole name or a readable cut of it (at least [`READABLE`] columns: "▶Poli… 1 2").
    fn everyone_drawn(&self, columns: &[Column], rows: usize, right_edge: u16) -> bool {
        let cells = self.marker_cells(columns, rows, right_edge);
        self.shown().all(|(id, p)| {
            let whole = marker(p, usize::MAX).chars().count();
            cells
                .iter()
                .any(|(_, _, width, content)| *content == Ok(id) && *width >= whole.min(READABLE))
        })
    }

    /// The compact track: every location from the backmost participant (or the cursor) to the
    /// frontmost, narrow, and everyone listed under it by location, front first.
    fn draw_compact(&self, inner: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let numbers = self.way();
        let index = |at: Loc| numbers.iter().position(|n| *n == at);
        let occupied: Vec<usize> = self
            .shown()
            .filter_map(|(_, p)| index(p.location))
            .collect();
        let cursor = index(self.cursor).unwrap_or(0);
        let low = occupied.iter().copied().chain([cursor]).min().unwrap_or(0);
        let high = occupied.iter().copied().chain([cursor]).max().unwrap_or(0);
        let usable = usize::from(inner.width.saturating_sub(2));
        // Three columns a location at least ("●~~"), more when there is room; one more location
        // on each side when it fits, so the ends of the chase read as ends.
        // The whole track when it fits at five columns a location; else the participants' stretch.
        let (start, end) = if numbers.len() * 5 <= usable {
            (0, numbers.len())
        } else {
            (low.saturating_sub(1), (high + 2).min(numbers.len()))
        };
        let count = end - start;
        // Eleven columns a location, or as many as the words of a hazard or barrier between them
        // need where the screen has room for them.
        let words = numbers[start..end]
            .iter()
            .filter_map(|at| self.ahead_on_way(*at))
            .map(|obstacle| self.label(obstacle).chars().count() + 5)
            .max()
            .unwrap_or(0);
        let cell = (usable / count.max(1)).clamp(3, words.clamp(11, 45));
        let fit = (usable / cell).max(1);
        let (start, end) = if count > fit {
            let start = cursor
                .saturating_sub(fit / 3)
                .min(numbers.len().saturating_sub(fit));
            (start, (start + fit).min(numbers.len()))
        } else {
            // The room left shows more of the track ahead, then behind.
            let end = (start + fit).min(numbers.len());
            (end.saturating_sub(fit).min(start), end)
        };
        let (y_numbers, y_line) = (inner.y, inner.y + 1);
        if start > 0 {
            buf.set_string(inner.x, y_numbers, "◀", theme.key());
        }
        if end < numbers.len() {
            buf.set_string(inner.x + inner.width - 1, y_numbers, "▶", theme.key());
        }
        // On a wide panel the columns the even cells leave over (and, at the end of the way, those
        // the last location does not need) widen the gaps, so that no column sits empty while a
        // hazard's words are cut; a narrow one keeps its even cells.
        let shown = end - start;
        let mut widths = vec![cell; shown];
        if inner.width >= WIDE && shown > 1 {
            let last = if end == numbers.len() {
                (numbers[end - 1].to_string().len() + 2).min(cell)
            } else {
                cell
            };
            let spare = usable.saturating_sub(cell * (shown - 1) + last);
            let (extra, first) = (spare / (shown - 1), spare % (shown - 1));
            for (i, width) in widths.iter_mut().take(shown - 1).enumerate() {
                *width += extra + usize::from(i < first);
            }
        }
        let mut next_x = inner.x + 1;
        for (i, at) in numbers[start..end].iter().enumerate() {
            let x = next_x;
            let cell = widths[i];
            next_x = next_x.saturating_add(cell as u16);
            let here = *at == self.cursor;
            let seen = self.seen(*at);
            let occupied = seen && self.state.at(*at).next().is_some();
            let style = if here { theme.cursor() } else { theme.bold() };
            // The cursor's number in brackets, as on the full track, so it reads without colour.
            if here && cell >= 4 {
                buf.set_stringn(x - 1, y_numbers, format!("[{at}]"), cell + 1, style);
            } else {
                buf.set_stringn(x, y_numbers, at.to_string(), cell, style);
            }
            let dot = match (seen, occupied) {
                (false, _) => "?",
                (true, true) => "●",
                (true, false) => "○",
            };
            buf.set_string(x, y_line, dot, style);
            if i + 1 == end - start && self.onward(*at).is_none() {
                continue;
            }
            let gap = cell - 1;
            let ahead = self.ahead_on_way(*at);
            let (fill, fill_style) = match ahead {
                Some(Obstacle::Hazard(_)) => ('~', theme.hazard()),
                Some(Obstacle::Barrier(_)) => ('#', theme.barrier()),
                None => ('─', theme.dim()),
            };
            // As much of the hazard's or barrier's words as the gap holds ("~Mud R~").
            let text = match ahead {
                Some(obstacle) if gap >= 5 => centred(&self.label(obstacle), gap, fill),
                _ => fill.to_string().repeat(gap),
            };
            buf.set_stringn(x + 1, y_line, text, gap, fill_style);
        }
        // Everyone by location, the front of the chase first, each group led by its number (`@4`); the moves left joined to each name (`◆Harvey·1`).
        let order = super::queue_order(self.state);
        let mut groups: Vec<(Loc, Vec<(Id, &Participant)>)> = Vec::new();
        for at in numbers.iter().rev() {
            let mut here: Vec<(Id, &Participant)> =
                self.shown().filter(|(_, p)| p.location == *at).collect();
            if here.is_empty() {
                continue;
            }
            here.sort_by_key(|(id, _)| order.iter().position(|o| o == id).unwrap_or(usize::MAX));
            groups.push((*at, here));
        }
        let acting = self.state.current();
        let width = usize::from(inner.width.saturating_sub(2));
        let rows = usize::from(inner.height.saturating_sub(2));
        let mut row = 0;
        let mut x = 0;
        let total: usize = groups.iter().map(|(_, g)| g.len()).sum();
        let mut drawn = 0;
        'groups: for (gi, (at, here)) in groups.iter().enumerate() {
            // The location as `@4`, so that it cannot be read as a count or part of a name.
            let lead = if gi == 0 {
                format!("@{at} ")
            } else {
                format!("│ @{at} ")
            };
            for (pi, (id, participant)) in here.iter().enumerate() {
                let text = marker(participant, participant.name.chars().count() + 12);
                let prefix = if pi == 0 { lead.as_str() } else { "" };
                let needed = prefix.chars().count() + text.chars().count() + 1;
                if x > 0 && x + needed > width {
                    row += 1;
                    x = 0;
                }
                // The last row keeps room to say how many are left out, if any would be.
                let last_row = row + 1 == rows;
                let more = format!("+{} more", total - drawn);
                if row >= rows || (last_row && drawn + 1 < total && x + needed + more.len() > width)
                {
                    let y = inner.y + 2 + rows.saturating_sub(1) as u16;
                    let at_x = if row >= rows { x.min(width) } else { x };
                    buf.set_stringn(
                        inner.x + 1 + at_x as u16,
                        y,
                        more,
                        width.saturating_sub(at_x),
                        theme.dim(),
                    );
                    break 'groups;
                }
                let y = inner.y + 2 + row as u16;
                let mut style = match participant.side {
                    Side::Pursuer => theme.pursuer(),
                    Side::Quarry => theme.quarry(),
                };
                if Some(*id) == acting {
                    style = theme.acting();
                } else if *id == self.selected {
                    style = style.add_modifier(Modifier::UNDERLINED);
                }
                let mut cx = inner.x + 1 + x as u16;
                if !prefix.is_empty() {
                    let at_style = if *at == self.cursor {
                        theme.cursor()
                    } else {
                        theme.bold()
                    };
                    buf.set_stringn(cx, y, prefix, width - x, at_style);
                    cx += prefix.chars().count() as u16;
                }
                let room = width.saturating_sub(usize::from(cx - inner.x - 1));
                buf.set_stringn(cx, y, &text, room, style);
                x += needed;
                drawn += 1;
            }
        }
    }

    fn establishing(&self, area: Rect, buf: &mut Buffer) {
        let width = usize::from(area.width.saturating_sub(1));
        let mut rows = vec![("Nobody is on the track yet.".to_string(), self.theme.bold())];
        let key = |action| coc_key(self.keys, action);
        use crate::systems::coc7::screen::Action;
        // The players' view tells the table what is happening, never the keeper's keys.
        let advice = if self.players_view {
            "The keeper is setting the chase up: speed rolls, then everyone is placed on the track."
                .to_string()
        } else if speed_rolls_left(self.state) {
            let long = format!(
                "Roll speed for everyone ({}), then cut to the chase ({}); a quarry faster than every pursuer may escape ({}).",
                key(Action::SpeedRoll),
                key(Action::CutToChase),
                key(Action::Escape)
            );
            // Where the panel has no room for the whole sentence (80x24), the same in fewer
            // words, rather than a sentence cut off.
            if crate::screen::text::wrap(&long, width).len() < usize::from(area.height) {
                long
            } else {
                format!(
                    "Roll speed ({}), then cut to the chase ({}); a faster quarry may escape ({}).",
                    key(Action::SpeedRoll),
                    key(Action::CutToChase),
                    key(Action::Escape)
                )
            }
        } else {
            // Every speed roll is made (in play, or in the setup itself): the rules' own dry run
            // says what is left, so the hint never asks for a roll the rules would refuse.
            let escape = match quarries_who_may_escape(self.state).as_slice() {
                [] => String::new(),
                names => format!(
                    "; {} may escape ({})",
                    names.join(", "),
                    key(Action::Escape)
                ),
            };
            format!(
                "Every speed roll is made: look over the speeds, then cut to the chase ({}){escape}.",
                key(Action::CutToChase)
            )
        };
        rows.extend(
            crate::screen::text::wrap(&advice, width)
                .into_iter()
                .map(|line| (line, self.theme.dim())),
        );
        for (i, (line, style)) in rows.into_iter().enumerate().take(usize::from(area.height)) {
            buf.set_stringn(area.x + 1, area.y + i as u16, line, width, style);
        }
    }
}

/// Whether the rules would take a speed roll from anyone now (a dry run of the command itself).
fn speed_rolls_left(state: &Coc7) -> bool {
    use crate::engine::Legal;
    state.participants.iter().any(|p| {
        state.allows(&crate::systems::coc7::rules::Command::SpeedRoll {
            who: p.name.clone(),
            skill: None,
        })
    })
}

/// The quarries the rules would let escape now, by name.
fn quarries_who_may_escape(state: &Coc7) -> Vec<String> {
    use crate::engine::Legal;
    state
        .participants
        .iter()
        .filter(|p| {
            state.allows(&crate::systems::coc7::rules::Command::Escape {
                who: p.name.clone(),
            })
        })
        .map(|p| p.name.to_string())
        .collect()
}

/// The locations around the cursor that fit, the cursor about a third of the way in.
fn around(gaps: &[u16], cursor: usize, usable: u16) -> (usize, usize) {
    let mut start = cursor;
    let mut used = gaps[cursor];
    while start > 0 && used + gaps[start - 1] <= usable / 3 {
        start -= 1;
        used += gaps[start];
    }
    let mut end = cursor + 1;
    while end < gaps.len() && used + gaps[end] <= usable {
        used += gaps[end];
        end += 1;
    }
    while start > 0 && used + gaps[start - 1] <= usable {
        start -= 1;
        used += gaps[start];
    }
    (start, end)
}

/// "▶Farmer·2", "◆Harvey·1(-1)", "◆Harvey caught": the name is cut to fit, the numbers are not.
pub fn marker(participant: &Participant, width: usize) -> String {
    let shape = shape(participant.side);
    let name_len = participant.name.chars().count();
    let suffixes: Vec<String> = match participant.status {
        // A caught quarry says so in words when there is room, else with a cross.
        Status::Caught { .. } => vec![" caught".to_string(), " ✕".to_string()],
        // "Passengers ... do not have movement actions": a name alone.
        _ if participant.is_passenger() => vec![String::new()],
        _ if participant.debt > 0 => {
            vec![format!("·{}(-{})", participant.actions, participant.debt)]
        }
        // Joined by `·`, so that the count never reads as part of a name ("Police 1·2").
        _ => vec![format!("·{}", participant.actions)],
    };
    let suffix = suffixes
        .iter()
        .find(|s| 1 + name_len + s.chars().count() <= width)
        .or(suffixes.last())
        .map_or("", String::as_str);
    let room = width.saturating_sub(1 + suffix.chars().count()).max(1);
    format!(
        "{shape}{}{suffix}",
        crate::screen::text::abbreviate_name(&participant.name, room)
    )
}

/// The words in a gap: "Mud R" for a Regular hazard, "Fence H 5hp" for a Hard barrier. A name
/// that already says its difficulty (a random hazard's "Hard hazard") is not followed by its
/// letter too.
pub fn label(obstacle: &Obstacle) -> String {
    let named = |name: &str, difficulty: crate::dice::Difficulty| {
        let says = name
            .split_whitespace()
            .next()
            .is_some_and(|word| word.eq_ignore_ascii_case(&difficulty.to_string()));
        match says {
            true => name.to_string(),
            false => format!("{name} {}", difficulty.letter()),
        }
    };
    match obstacle {
        Obstacle::Hazard(h) => named(&h.name, h.difficulty),
        Obstacle::Barrier(b) => match b.hp {
            Some(hp) => format!("{} {hp}hp", named(&b.name, b.difficulty)),
            None => named(&b.name, b.difficulty),
        },
    }
}

/// `text` in the middle of `width` columns of `fill`, e.g. `~~ Mud R ~~`; cut when it does not
/// fit (a fill character stays at each end, so the kind still shows without colour).
fn centred(text: &str, width: usize, fill: char) -> String {
    if width <= 2 {
        return fill.to_string().repeat(width);
    }
    let padded = if text.chars().count() + 4 <= width {
        format!(" {text} ")
    } else {
        abbreviate(text, width - 2)
    };
    let len = padded.chars().count();
    let left = (width - len) / 2;
    let right = width - len - left;
    let fill_str = |n: usize| fill.to_string().repeat(n);
    format!("{}{padded}{}", fill_str(left), fill_str(right))
}

#[cfg(test)]
mod label_tests {
    use super::label;
    use crate::dice::Difficulty;
    use crate::systems::coc7::rules::{Barrier, Hazard, Obstacle};

    fn hazard(name: &str, difficulty: Difficulty) -> Obstacle {
        Obstacle::Hazard(Hazard {
            name: name.to_string(),
            skills: Vec::new(),
            difficulty,
            damage: None,
        })
    }

    /// A named obstacle carries its difficulty's letter; a randomly rolled one, whose name is its
    /// difficulty (as the optional rule names it), is not told it twice ("Hard hazard", never "Hard hazard H").
    #[test]
    fn the_difficulty_is_said_once() {
        assert_eq!(label(&hazard("Mud", Difficulty::Regular)), "Mud R");
        for difficulty in [Difficulty::Regular, Difficulty::Hard, Difficulty::Extreme] {
            let name = format!("{difficulty} hazard");
            assert_eq!(label(&hazard(&name, difficulty)), name);
        }
        // A name that starts with another difficulty's word still gets its own letter.
        assert_eq!(
            label(&hazard("Hard shoulder", Difficulty::Regular)),
            "Hard shoulder R"
        );
        let fence = Obstacle::Barrier(Barrier {
            name: "Fence".to_string(),
            difficulty: Difficulty::Hard,
            skills: Vec::new(),
            hp: Some(5),
            damage: None,
            debris: None,
        });
        assert_eq!(label(&fence), "Fence H 5hp");
    }
}
