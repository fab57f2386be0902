//! The clocks ("Position Clocks", "Paths"): one bar per participant, its filled segments `■` and
//! the rest `□` (so the bar reads without colour), grouped into lanes by path under the path's
//! terrain this round; obstacles drawn between the segments they separate (`┃` standing, `╎`
//! passed); the timer as a bar of its own; a race's top three (its places, then the leaders);
//! hidden participants in parentheses. The one acting is highlighted, the selected one marked `›` and the one compared
//! with it `»`, with the spaces between them (`↔adj`, `↔3`).

use super::{lanes, shape, standing, status_words};
use crate::screen::KeyNames;
use crate::screen::text::abbreviate;
use crate::screen::theme::Theme;
use crate::systems::clocks::rules::{ClockChase, Id, PathId, Role, Status, terrain as words};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::style::{Modifier, Style};
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Widget};

#[derive(Debug)]
pub struct LanesView<'a> {
    pub state: &'a ClockChase,
    pub selected: Id,
    /// The participant compared with the selected one.
    pub compared: Option<Id>,
    /// Add the turn order as a last row (when no panel of its own shows it).
    pub with_order: bool,
    pub theme: &'a Theme,
    /// The words for keys the panel writes for the keeper.
    pub keys: &'a KeyNames,
    /// The players' view: where a hidden participant of the GM's stands is not shown.
    pub players_view: bool,
}

impl LanesView<'_> {
    /// The lanes with whom this view shows on them.
    fn shown_lanes(&self) -> Vec<(PathId, Vec<Id>)> {
        let secret = |id: &Id| {
            let p = self.state.participant(*id);
            self.players_view && p.hidden_from_players()
        };
        lanes(self.state)
            .into_iter()
            .map(|(path, ids)| (path, ids.into_iter().filter(|id| !secret(id)).collect()))
            .collect()
    }

    /// The rows the panel wants, borders included.
    pub fn height(&self) -> u16 {
        let state = self.state;
        let lanes: usize = self
            .shown_lanes()
            .iter()
            .map(|(_, ids)| 1 + ids.len())
            .sum();
        let rows = lanes
            + usize::from(state.timer.is_some())
            + usize::from(state.is_race())
            + usize::from(self.with_order);
        u16::try_from(rows + 2).unwrap_or(u16::MAX)
    }
}

impl Widget for &LanesView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let theme = self.theme;
        let state = self.state;
        let title = format!(
            " Position clocks · {} segments{} ",
            state.segments,
            if state.is_race() { " · a race" } else { "" }
        );
        let block = Block::bordered()
            .title(title)
            .title_style(theme.title())
            .border_style(theme.border());
        let inner = block.inner(area);
        block.render(area, buf);
        if inner.height == 0 || inner.width < 30 {
            return;
        }
        let mut rows: Vec<Line> = Vec::new();
        if let Some(timer) = &state.timer {
            rows.push(self.timer_row(&timer.name, timer.filled, timer.segments, inner.width));
        }
        if state.is_race() {
            rows.push(self.race_row());
        }
        // As wide as the longest name (in parentheses when hidden), within what the row allows.
        let longest = state
            .participants
            .iter()
            .map(|p| p.name.chars().count() + 2)
            .max()
            .unwrap_or(4);
        let name_width = longest
            .min(usize::from(inner.width).saturating_sub(60))
            .clamp(6, 16);
        for (path, ids) in self.shown_lanes() {
            rows.push(self.heading(path, inner.width));
            for id in ids {
                rows.push(self.participant_row(id, path, name_width, inner.width));
            }
        }
        if self.with_order {
            rows.push(self.order_row());
        }
        // Keep the selected participant in view when the lanes do not fit.
        let visible = usize::from(inner.height);
        let selected_row = rows
            .iter()
            .position(|line| {
                line.spans
                    .first()
                    .is_some_and(|s| s.content.starts_with('›'))
            })
            .unwrap_or(0);
        let first = selected_row.saturating_sub(visible.saturating_sub(1));
        for (i, line) in rows.into_iter().skip(first).take(visible).enumerate() {
            line.render(
                Rect {
                    y: inner.y + i as u16,
                    height: 1,
                    x: inner.x + 1,
                    width: inner.width.saturating_sub(1),
                },
                buf,
            );
        }
    }
}

impl LanesView<'_> {
    /// "◷ Guards arrive ■■■□□□ 3/6 · catches every runner short of home when full".
    fn timer_row(&self, name: &str, filled: u32, segments: u32, width: u16) -> Line<'static> {
        let theme = self.theme;
        let room = usize::from(width).saturating_sub(50).max(segments as usize);
        let bar = plain_bar(filled, segments, room);
        Line::from(vec![
            Span::styled(format!("◷ {name} "), theme.bold()),
            Span::styled(bar, theme.hazard()),
            Span::styled(
                format!(" {filled}/{segments} · catches every runner short of home when full"),
                theme.dim(),
            ),
        ])
    }

    /// "Race: 1st Ann (home) · 2nd Bo 9/12 · 3rd Cy 7/12".
    fn race_row(&self) -> Line<'static> {
        let state = self.state;
        let places = state.places().len();
        // Places once they are won; after them the leaders, unranked while still running (a tie
        // at the start is no lead), and only those who have made some ground.
        let top: Vec<String> = standing(state)
            .into_iter()
            .take(3)
            .enumerate()
            .filter(|(i, id)| *i < places || state.filled(*id) > 0)
            .map(|(i, id)| {
                let p = state.participant(id);
                if i < places {
                    format!(
                        "{} {} home",
                        crate::systems::clocks::rules::ordinal(i + 1),
                        p.name
                    )
                } else {
                    format!("{} {}/{}", p.name, state.filled(id), state.segments)
                }
            })
            .collect();
        let (label, text) = match (places, top.is_empty()) {
            (_, true) => (
                "Race for the top three: ",
                "nobody has made ground yet".to_string(),
            ),
            (0, false) => ("Race for the top three, leading: ", top.join(" · ")),
            (_, false) => ("Race, top three: ", top.join(" · ")),
        };
        Line::from(vec![
            Span::styled(label, self.theme.bold()),
            Span::styled(text, self.theme.outcome()),
        ])
    }

    /// "─ Market · crowded market, DC 15, cover, obscured · ┃Locked gate DC 15, one for all";
    /// without the terrain's name when that does not fit.
    fn heading(&self, path: PathId, width: u16) -> Line<'static> {
        let state = self.state;
        let lane = &state.paths[usize::from(path)];
        let flyers = if lane.flight_only {
            ", flyers only"
        } else {
            ""
        };
        let obstacles: Vec<String> = state
            .obstacles
            .iter()
            .filter(|o| o.path == path && !o.cleared)
            .map(|o| match o.scope {
                // Resolved once, it stands open for everyone.
                crate::systems::clocks::rules::Scope::OneForAll if !o.resolved_by.is_empty() => {
                    format!(" · ╎{} (open)", o.name)
                }
                crate::systems::clocks::rules::Scope::OneForAll => {
                    format!(" · ┃{} DC {}, one for all", o.name, o.dc)
                }
                crate::systems::clocks::rules::Scope::Everyone => {
                    format!(" · ┃{} DC {}", o.name, o.dc)
                }
            })
            .collect();
        let unnamed = crate::systems::clocks::rules::Terrain {
            name: None,
            ..lane.terrain.clone()
        };
        let terrain = [words(state, &lane.terrain), words(state, &unnamed)]
            .into_iter()
            .find(|t| {
                let len = 2
                    + lane.name.chars().count()
                    + 3
                    + t.chars().count()
                    + flyers.len()
                    + obstacles.iter().map(|o| o.chars().count()).sum::<usize>();
                len < usize::from(width)
            })
            .unwrap_or_else(|| words(state, &unnamed));
        let mut spans = vec![
            Span::styled("─ ", self.theme.border()),
            Span::styled(lane.name.clone(), self.theme.title()),
            Span::styled(format!(" · {terrain}{flyers}"), self.theme.dim()),
        ];
        spans.extend(
            obstacles
                .into_iter()
                .map(|o| Span::styled(o, self.theme.barrier())),
        );
        Line::from(spans)
    }

    fn participant_row(
        &self,
        id: Id,
        path: PathId,
        name_width: usize,
        width: u16,
    ) -> Line<'static> {
        let theme = self.theme;
        let state = self.state;
        let p = state.participant(id);
        let mark = if id == self.selected {
            '›'
        } else if Some(id) == self.compared {
            '»'
        } else {
            ' '
        };
        let name = if p.hidden {
            format!("({})", p.name)
        } else {
            p.name.to_string()
        };
        let mut base = match p.role {
            Role::Chaser => theme.pursuer(),
            Role::Runner => theme.quarry(),
            Role::Ride(_) => theme.plain(),
        };
        if p.status != Status::Running {
            base = theme.dim();
        }
        let acting = state.current() == Some(id);
        if acting {
            base = theme.acting();
        } else if id == self.selected {
            base = base.add_modifier(Modifier::BOLD);
        }
        let filled = state.filled(id);
        let segments = state.segments;
        // Room for the bar: what the name, the count and a few words of status leave.
        let room = usize::from(width).saturating_sub(name_width + 32).max(4);
        let mover = state.mover(id);
        let mut spans = vec![Span::styled(
            format!(
                "{mark}{} {:<name_width$} ",
                shape(p.role),
                crate::screen::text::abbreviate_name(&name, name_width)
            ),
            base,
        )];
        spans.extend(self.bar(mover, path, filled, room, base, acting));
        let gap = match (id == self.selected, state.relative(self.selected, id)) {
            (true, _) => String::new(),
            (false, crate::systems::clocks::rules::Relative::Spaces(1)) => "↔adj".to_string(),
            (false, crate::systems::clocks::rules::Relative::Spaces(n)) => format!("↔{n}"),
            (false, crate::systems::clocks::rules::Relative::OtherPaths) => String::new(),
        };
        spans.push(Span::styled(
            format!(" {filled:>2}/{segments} {gap:<5} "),
            base,
        ));
        // The status takes what is left of the row, cut with "…" rather than silently.
        let used: usize = spans.iter().map(|s| s.content.chars().count()).sum();
        let left = usize::from(width).saturating_sub(used + 2);
        spans.push(Span::styled(
            abbreviate(&self.status(id), left),
            if acting { base } else { theme.plain() },
        ));
        Line::from(spans)
    }

    /// The bar of `mover`'s clock: `■` filled, `□` to fill, an obstacle's mark between the two
    /// segments it separates. Spaced out when there is room, cut with `…` when there is not.
    fn bar(
        &self,
        mover: Id,
        path: PathId,
        filled: u32,
        room: usize,
        base: Style,
        acting: bool,
    ) -> Vec<Span<'static>> {
        let state = self.state;
        let theme = self.theme;
        let segments = state.segments as usize;
        let marks: Vec<(u32, bool)> = state
            .obstacles
            .iter()
            .filter(|o| o.path == path && !o.cleared)
            .map(|o| (o.after, o.stops(mover)))
            .collect();
        let spaced = 2 * segments + usize::from(marks.iter().any(|(a, _)| *a == 0)) <= room;
        let fill_style = if acting {
            base
        } else {
            base.remove_modifier(Modifier::BOLD)
        };
        let empty_style = if acting { base } else { theme.dim() };
        let mut spans: Vec<Span<'static>> = Vec::new();
        let mut used = 0;
        for slot in 0..=segments {
            if slot > 0 {
                let (glyph, style) = if slot as u32 <= filled {
                    ("■", fill_style)
                } else {
                    ("□", empty_style)
                };
                spans.push(Span::styled(glyph, style));
                used += 1;
            }
            if used >= room.saturating_sub(1) && slot < segments {
                spans.push(Span::styled("…", theme.dim()));
                break;
            }
            let obstacle = marks.iter().find(|(after, _)| *after as usize == slot);
            match obstacle {
                Some((_, standing)) => {
                    let glyph = if *standing { "┃" } else { "╎" };
                    spans.push(Span::styled(glyph, theme.barrier()));
                    used += 1;
                }
                None if spaced && slot > 0 && slot < segments => {
                    spans.push(Span::styled(" ", empty_style));
                    used += 1;
                }
                None => {}
            }
        }
        spans
    }

    /// "acting", "done", "hidden", "aboard Car", "carrying Ann", "advantage vs Wall", conditions.
    fn status(&self, id: Id) -> String {
        let state = self.state;
        let p = state.participant(id);
        let mut words: Vec<String> = Vec::new();
        match status_words(state, id) {
            Some(out) => words.push(out),
            None if p.is_ride() => {}
            None => match state.phase {
                crate::systems::clocks::rules::Phase::Running => {
                    let turn = &state.turn;
                    if state.current() == Some(id) {
                        words.push("acting".to_string());
                    } else if turn
                        .order
                        .iter()
                        .position(|o| *o == id)
                        .is_some_and(|i| i < turn.position)
                    {
                        words.push("done".to_string());
                    } else {
                        words.push("waiting".to_string());
                    }
                }
                // A runner still running when the chase ended; a chaser needs no word.
                crate::systems::clocks::rules::Phase::Over if p.role == Role::Runner => {
                    words.push("still running".to_string())
                }
                crate::systems::clocks::rules::Phase::Over => {}
                crate::systems::clocks::rules::Phase::Ordering => {}
            },
        }
        if p.hidden {
            words.push("hidden".to_string());
        }
        if let Some(ride) = p.aboard {
            words.push(format!("aboard {}", state.participant(ride).name));
        }
        let riders: Vec<&str> = state
            .participants
            .iter()
            .filter(|r| r.aboard == Some(id))
            .map(|r| r.name.as_str())
            .collect();
        if !riders.is_empty() {
            words.push(format!("carrying {}", riders.join(", ")));
        }
        if let Some(obstacle) = p.advantage_on {
            words.push(format!(
                "advantage vs {}",
                state.obstacles[usize::from(obstacle)].name
            ));
        }
        for (on, word) in [
            (p.hindered, "hindered"),
            (p.immobile, "immobile"),
            (p.flies, "flies"),
        ] {
            if on {
                words.push(word.to_string());
            }
        }
        if p.detriments > 0 {
            words.push(format!(
                "{} detriment{}",
                p.detriments,
                if p.detriments == 1 { "" } else { "s" }
            ));
        }
        words.join(", ")
    }

    /// "Turn order: Ann › Hound › Bo" (the one acting in capitals of emphasis).
    fn order_row(&self) -> Line<'static> {
        let state = self.state;
        let mut spans = vec![Span::styled("Turn order: ", self.theme.dim())];
        if state.turn.order.is_empty() {
            use crate::systems::clocks::screen::{Action, key_names};
            let words = if self.players_view {
                "not set yet".to_string()
            } else {
                format!(
                    "not set yet ({} rolls it, {} sets it)",
                    key_names::key(self.keys, Action::RollOrder),
                    key_names::key(self.keys, Action::SetOrder)
                )
            };
            spans.push(Span::styled(words, self.theme.dim()));
            return Line::from(spans);
        }
        for (i, id) in state.turn.order.iter().enumerate() {
            if i > 0 {
                spans.push(Span::styled(" › ", self.theme.dim()));
            }
            let p = state.participant(*id);
            let style = if state.current() == Some(*id) {
                self.theme.acting()
            } else if p.acts() {
                self.theme.plain()
            } else {
                self.theme.dim()
            };
            spans.push(Span::styled(p.name.clone(), style));
        }
        Line::from(spans)
    }
}

/// A timer's bar: `■` for each filled segment, `□` for the rest, spaced when there is room.
fn plain_bar(filled: u32, segments: u32, room: usize) -> String {
    let spaced = 2 * segments as usize <= room;
    (1..=segments)
        .map(|s| {
            let glyph = if s <= filled { "■" } else { "□" };
            if spaced && s < segments {
                format!("{glyph} ")
            } else {
                glyph.to_string()
            }
        })
        .collect()
}
