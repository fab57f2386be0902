//! The odds panel (`%`) and the choice preview (`*`): a box at the right of the body with each
//! quarry's chance of getting away, being caught and being put out, each pursuer's chance of a
//! catch and the rounds left (a runner of a decided race's chance of not placing, and the playouts
//! the policy could not finish, where there are any); or, for the preview, each quarry's chance of getting away after
//! each of the acting participant's choices. Figures for an earlier state are marked stale.

use crate::odds::chase::{Preview, Report};
use crate::odds::{ParticipantOdds, Side};
use crate::screen::text::{abbreviate, abbreviate_name};
use crate::screen::theme::Theme;
use crate::tui::odds::Live;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::text::{Line, Span};
use ratatui::widgets::{Block, Borders, Clear, Paragraph, Widget};

/// The panel, drawn in the place the layout gives it ([`super::layout::render_log_slot`]: beside
/// the log, or instead of it on a small screen); never over another panel.
#[derive(Debug)]
pub struct OddsView<'a> {
    pub live: &'a Live,
    pub theme: &'a Theme,
}

/// The panel's width beside the log: enough for a name and three figures.
pub const WIDTH: u16 = 38;

impl OddsView<'_> {
    /// Whether the panel is open (the odds or the choice preview).
    pub fn open(&self) -> bool {
        self.live.shown || self.live.previewing
    }

    /// The rows the panel needs to show every figure at `width` columns, borders included.
    pub fn wanted_height(&self, width: u16) -> u16 {
        let lines = self.full_lines(usize::from(width.saturating_sub(2))).len();
        let stale = usize::from(self.live.stale() && self.live.report.is_some());
        u16::try_from(lines + stale + 2).unwrap_or(u16::MAX)
    }

    /// Every figure, two lines for each quarry, one for each pursuer.
    fn full_lines(&self, width: usize) -> Vec<Line<'static>> {
        let theme = self.theme;
        match (&self.live.report, self.live.previewing) {
            (None, _) => vec![Line::styled("playing the chase out…", theme.dim())],
            (Some(_), true) => preview_lines(self.live.preview.as_ref(), width, theme),
            (Some(report), false) => report_lines(report, width, theme),
        }
    }
}

impl Widget for &OddsView<'_> {
    fn render(self, area: Rect, buf: &mut Buffer) {
        let live = self.live;
        if !self.open() || area.height < 3 {
            return;
        }
        let theme = self.theme;
        let inner_width = usize::from(area.width.saturating_sub(2));
        let inner_height = usize::from(area.height - 2);
        let stale = live.stale() && live.report.is_some();
        let mut lines = self.full_lines(inner_width);
        // Figures that do not fit the height are set side by side, one line each; what still
        // does not fit is counted on the border (the panel says what it hides, never cuts
        // silently).
        let mut hidden: Vec<String> = Vec::new();
        if lines.len() + usize::from(stale) > inner_height
            && let (Some(report), false) = (&live.report, live.previewing)
        {
            let room = inner_height.saturating_sub(usize::from(stale));
            (lines, hidden) = compact_lines(report, inner_width, room, theme);
        } else if lines.len() + usize::from(stale) > inner_height
            && live.previewing
            && let Some(preview) = &live.preview
        {
            // Each choice on one line with its first quarry's figures.
            lines = compact_preview_lines(preview, inner_width, theme);
        }
        if lines.len() + usize::from(stale) > inner_height {
            let keep = inner_height.saturating_sub(usize::from(stale));
            hidden = lines
                .drain(keep.min(lines.len())..)
                .map(|line| line.to_string())
                .collect();
        }
        let title = match (&live.report, live.previewing) {
            // Figures still being refined say how far they have come.
            (Some(report), false) if live.refining() => format!(
                " Odds · {} · {} of {} runs ",
                report.style.word(),
                report.runs,
                live.runs_asked()
            ),
            (Some(report), false) => {
                format!(" Odds · {} · {} runs ", report.style.word(), report.runs)
            }
            (Some(_), true) => " Choices ".to_string(),
            (None, _) => " Odds ".to_string(),
        };
        if stale {
            lines.push(Line::styled("stale: new figures coming", theme.error()));
        }
        Clear.render(area, buf);
        let figures = if live.stale() {
            theme.dim()
        } else {
            theme.plain()
        };
        Paragraph::new(lines)
            .style(figures)
            .block(
                Block::default()
                    .borders(Borders::ALL)
                    .border_style(theme.border())
                    .title(Span::styled(title, theme.title())),
            )
            .render(area, buf);
        if !hidden.is_empty() {
            let below: Vec<&str> = hidden.iter().map(String::as_str).collect();
            crate::screen::text::more_rows(buf, area, &[], &below, theme);
        }
    }
}

/// The figures one line per participant, in as many columns as the width holds, then the rounds
/// left; and the names of those that do not fit `room` lines.
fn compact_lines(
    report: &Report,
    width: usize,
    room: usize,
    theme: &Theme,
) -> (Vec<Line<'static>>, Vec<String>) {
    const COLUMN: usize = 37;
    let columns = (width / COLUMN).max(1);
    let name_width = 12.min(width.saturating_sub(20)).max(4);
    let mut entries: Vec<(String, Vec<Span<'static>>)> = Vec::new();
    for p in by_role(&report.participants, Side::Quarry) {
        entries.push((
            p.name.clone(),
            vec![
                Span::styled(
                    format!("{:<name_width$}", abbreviate_name(&p.name, name_width)),
                    theme.quarry(),
                ),
                Span::styled(
                    format!(
                        " away {:>4} caught {:>4}",
                        p.escaped.percent(),
                        p.caught.percent()
                    ),
                    theme.odds(),
                ),
            ],
        ));
    }
    for p in by_role(&report.participants, Side::Pursuer) {
        entries.push((
            p.name.clone(),
            vec![
                Span::styled(
                    format!("{:<name_width$}", abbreviate_name(&p.name, name_width)),
                    theme.pursuer(),
                ),
                Span::styled(format!(" catch {:>4}", p.catches.percent()), theme.odds()),
            ],
        ));
    }
    let rounds = report.rounds_left;
    let rounds_line = format!(
        "rounds left {:.1} ({:.1}-{:.1})",
        rounds.mean, rounds.low, rounds.high
    );
    // The rounds left take the last line when every participant fits above it.
    let rows_needed = entries.len().div_ceil(columns);
    let with_rounds = rows_needed < room;
    let rows = rows_needed.min(room);
    let shown = (rows * columns).min(entries.len());
    let mut lines = Vec::new();
    for row in 0..rows {
        let mut spans = Vec::new();
        for column in 0..columns {
            // Column-major, so each side reads down.
            let index = column * rows + row;
            if index >= shown {
                break;
            }
            let (_, parts) = &entries[index];
            let used: usize = parts.iter().map(|s| s.content.chars().count()).sum();
            spans.extend(parts.iter().cloned());
            if column + 1 < columns {
                spans.push(Span::raw(" ".repeat(COLUMN.saturating_sub(used))));
            }
        }
        lines.push(Line::from(spans));
    }
    let mut hidden: Vec<String> = entries[shown..].iter().map(|(n, _)| n.clone()).collect();
    if with_rounds {
        lines.push(Line::raw(rounds_line));
    } else {
        hidden.push("rounds left".to_string());
    }
    (lines, hidden)
}

fn report_lines(report: &Report, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = Vec::new();
    let name_width = width.saturating_sub(24).max(6);
    for p in by_role(&report.participants, Side::Quarry) {
        lines.push(Line::from(vec![
            Span::styled(
                format!(
                    "{:<name_width$}",
                    crate::screen::text::abbreviate_name(&p.name, name_width)
                ),
                theme.quarry(),
            ),
            Span::styled(
                format!(
                    " away {:>4} caught {:>4}",
                    p.escaped.percent(),
                    p.caught.percent()
                ),
                theme.odds(),
            ),
        ]));
        let rest = format!(
            "{:<name_width$} out {:>4} running {:>4}",
            "",
            p.out.percent(),
            p.running.percent()
        );
        lines.push(Line::styled(rest, theme.odds()));
        // A runner of a decided race who did not place has neither got away nor is running.
        if p.unplaced.count > 0 {
            lines.push(Line::styled(
                format!(
                    "{:<name_width$} did not place {:>4}",
                    "",
                    p.unplaced.percent()
                ),
                theme.odds(),
            ));
        }
    }
    for p in by_role(&report.participants, Side::Pursuer) {
        lines.push(Line::from(vec![
            Span::styled(
                format!(
                    "{:<name_width$}",
                    crate::screen::text::abbreviate_name(&p.name, name_width)
                ),
                theme.pursuer(),
            ),
            Span::styled(format!(" catch {:>4}", p.catches.percent()), theme.odds()),
        ]));
    }
    let rounds = report.rounds_left;
    lines.push(Line::raw(format!(
        "rounds left {:.1} ({:.1}-{:.1})",
        rounds.mean, rounds.low, rounds.high
    )));
    if report.from_legal > 0 {
        lines.push(Line::styled(
            format!("{} played from legal moves", report.from_legal),
            theme.dim(),
        ));
    }
    // Playouts the policy could not finish count in every figure as they stood: say how many.
    if report.stuck > 0 {
        lines.push(Line::styled(
            format!("{} of {} playouts stuck", report.stuck, report.runs),
            theme.error(),
        ));
        if let Some(at) = &report.stuck_at {
            lines.push(Line::styled(
                abbreviate(&format!("first: {at}"), width),
                theme.error(),
            ));
        }
    }
    lines
}

fn preview_lines(preview: Option<&Preview>, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let Some(preview) = preview else {
        return vec![Line::styled(
            "nobody has a choice to compare here",
            theme.dim(),
        )];
    };
    let mut lines = vec![Line::styled(
        abbreviate(&format!("{} chooses:", preview.who), width),
        theme.bold(),
    )];
    for option in &preview.options {
        lines.push(Line::raw(abbreviate(&option.label, width)));
        for p in by_role(&option.report.participants, Side::Quarry) {
            lines.push(Line::raw(abbreviate(
                &format!(
                    "  {} away {} caught {}",
                    p.name,
                    p.escaped.with_interval(),
                    p.caught.percent()
                ),
                width,
            )));
        }
    }
    lines
}

fn compact_preview_lines(preview: &Preview, width: usize, theme: &Theme) -> Vec<Line<'static>> {
    let mut lines = vec![Line::styled(
        abbreviate(&format!("{} chooses:", preview.who), width),
        theme.bold(),
    )];
    for option in &preview.options {
        for (i, p) in by_role(&option.report.participants, Side::Quarry).enumerate() {
            let lead = if i == 0 {
                format!("{}:", option.label)
            } else {
                String::new()
            };
            lines.push(Line::raw(abbreviate(
                &format!(
                    "{lead:<16} {} away {} caught {}",
                    p.name,
                    p.escaped.with_interval(),
                    p.caught.percent()
                ),
                width,
            )));
        }
    }
    lines
}

/// One side's figures, each name escaped as the rest of the screen escapes text from files.
fn by_role(participants: &[ParticipantOdds], role: Side) -> impl Iterator<Item = ParticipantOdds> {
    participants
        .iter()
        .filter(move |p| p.role == role)
        .map(|p| {
            let mut shown = p.clone();
            crate::escape::in_place(&mut shown.name);
            shown
        })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::odds::{Settings, Style};

    fn text(lines: &[Line<'_>]) -> String {
        lines
            .iter()
            .map(|line| {
                line.spans
                    .iter()
                    .map(|s| s.content.as_ref())
                    .collect::<String>()
            })
            .collect::<Vec<_>>()
            .join("\n")
    }

    /// The fell race ends once three of its four runners are home: the panel says how often each
    /// did not place, which the figures above it leave out (away, caught, out and running would
    /// not add up to 100% without it).
    #[test]
    fn a_decided_races_unplaced_runners_are_shown() {
        let setup = crate::setup::parse(include_str!("../../../assets/fell-race.ron"), "fell")
            .unwrap_or_else(|e| panic!("{e}"));
        let settings = Settings {
            style: Style::Bold,
            runs: 60,
            rounds: 30,
        };
        let report = crate::odds::chase::odds(&setup.chase, &settings, 3);
        assert!(report.participants.iter().any(|p| p.unplaced.count > 0));
        let shown = text(&report_lines(&report, 36, &Theme::new(false)));
        assert!(shown.contains("did not place"), "{shown}");
        assert!(!shown.contains("stuck"), "{shown}");
        let mut stuck = report.clone();
        stuck.stuck = 4;
        stuck.stuck_at = Some("Tam to act in round 3".to_string());
        let shown = text(&report_lines(&stuck, 36, &Theme::new(false)));
        assert!(shown.contains("4 of 60 playouts stuck"), "{shown}");
        assert!(shown.contains("first: Tam to act in round 3"), "{shown}");
    }

    /// A chase with no race shows no "did not place" line.
    #[test]
    fn a_chase_without_a_race_has_no_unplaced_line() {
        let setup = crate::setup::parse(include_str!("../../../assets/self-destruct.ron"), "timer")
            .unwrap_or_else(|e| panic!("{e}"));
        let settings = Settings {
            style: Style::Bold,
            runs: 40,
            rounds: 30,
        };
        let report = crate::odds::chase::odds(&setup.chase, &settings, 3);
        let shown = text(&report_lines(&report, 36, &Theme::new(false)));
        assert!(!shown.contains("did not place"), "{shown}");
        assert!(shown.contains("away"), "{shown}");
    }
}
