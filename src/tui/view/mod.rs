//! Drawing the screen: [`view`] lays out the panels and has no side effects. The shell (header, log,
//! status line, hint bar, help, prompts) knows no chase system; the panels of each system sit in
//! its folder (`src/systems/<name>/panels/`) and are drawn through the system boundary
//! ([`crate::tui::system`]).

pub mod header;
pub mod help;
pub mod hints;
pub mod layout;
pub mod log;
pub mod odds;
pub mod prompt;
pub mod status;

use super::app::{App, Overlay};
use super::system;
use ratatui::Frame;
use ratatui::buffer::Buffer;
use ratatui::layout::{Constraint, Layout, Rect};
use ratatui::text::Line;
use ratatui::widgets::{Paragraph, Widget, Wrap};

/// Below this the layout cannot read at a glance; the screen says so instead.
pub const MIN_WIDTH: u16 = 64;
pub const MIN_HEIGHT: u16 = 20;

/// Draws the whole screen for the app's state.
pub fn view(app: &App, frame: &mut Frame) {
    let area = frame.area();
    render(app, area, frame.buffer_mut());
    guard(frame.buffer_mut());
}

/// The last guard between the screen and the terminal: a cell that would still carry a
/// character a terminal acts on (a control, a bidirectional override or isolate; panels escape
/// names with [`crate::escape::printable`] first where they can) shows U+FFFD instead, so that a
/// name can neither steer the terminal nor reorder what the keeper reads.
pub fn guard(buf: &mut Buffer) {
    for cell in &mut buf.content {
        if cell.symbol().chars().any(crate::escape::is_unsafe) {
            let kept: String = cell
                .symbol()
                .chars()
                .filter(|c| !crate::escape::is_unsafe(*c))
                .collect();
            cell.set_symbol(if kept.is_empty() { "\u{fffd}" } else { &kept });
        }
    }
}

/// The screen's rows: the header, the body (the chase's panels, or the help or a prompt over
/// them), the status line and the hint bar.
fn areas(app: &App, area: Rect) -> [Rect; 4] {
    // A status line too long for the width takes a second line (it wraps by words, never cut
    // mid-word).
    let status_height = if app.status().is_some_and(|s| {
        crate::escape::printable(&s.text).chars().count() + 1 > usize::from(area.width)
    }) {
        2
    } else {
        1
    };
    Layout::vertical([
        Constraint::Length(1),
        Constraint::Fill(1),
        Constraint::Length(status_height),
        Constraint::Length(1),
    ])
    .areas(area)
}

/// Where the help (and a prompt) is drawn on a screen of `width` x `height`: what paging the help
/// by its visible height needs.
pub fn body_area(app: &App, width: u16, height: u16) -> Rect {
    areas(app, Rect::new(0, 0, width, height))[1]
}

/// [`view`] on a bare buffer (benches and widget tests).
pub fn render(app: &App, area: Rect, buf: &mut Buffer) {
    if area.width < MIN_WIDTH || area.height < MIN_HEIGHT {
        too_small(area, buf);
        return;
    }
    let theme = app.theme();
    let [top, body, status_area, hints_area] = areas(app, area);
    // The odds are drawn by each system's body, in the log's place (`layout::render_log_slot`).
    system::render_body(app, body, buf);
    let location = system::cursor_info(app.chase(), app.focus());
    let header = system::header(app.chase());
    header::HeaderView {
        name: app.title(),
        system: app.chase().system().title(),
        short_system: app.chase().system().short_title(),
        round: &header.0,
        turn: &header.1,
        outcome: match app.chase().outcome() {
            crate::engine::Outcome::Ongoing => None,
            crate::engine::Outcome::Over(text) => Some(text),
        },
        theme,
    }
    .render(top, buf);
    status::StatusView {
        status: app.status(),
        location: &location,
        theme,
    }
    .render(status_area, buf);
    hints::HintsView::new(app).render(hints_area, buf);
    match app.overlay() {
        None => {}
        Some(Overlay::Help {
            scroll,
            search,
            found,
            ..
        }) => {
            (&help::HelpView {
                scroll: *scroll,
                system: app.chase().system(),
                theme,
            })
                .render(body, buf);
            // The line last found by `/` or `n`, marked where it shows.
            if let Some(row) = found.and_then(|line| line.checked_sub(*scroll)) {
                let inner = ratatui::widgets::Block::bordered().inner(body);
                if row < inner.height {
                    buf.set_style(
                        Rect {
                            y: inner.y + row,
                            height: 1,
                            ..inner
                        },
                        theme.cursor(),
                    );
                }
            }
            // The word being typed for `/`, on the help's bottom border.
            if let Some(line) = search
                && body.height > 0
            {
                let text = format!(" /{}▏ ", crate::escape::printable(line.text()));
                buf.set_stringn(
                    body.x + 1,
                    body.y + body.height - 1,
                    text,
                    usize::from(body.width.saturating_sub(2)),
                    theme.key(),
                );
            }
        }
        Some(overlay) => (&prompt::PromptView { overlay, theme }).render(body, buf),
    }
}

fn too_small(area: Rect, buf: &mut Buffer) {
    let text = format!(
        "chasetrack needs at least {MIN_WIDTH}x{MIN_HEIGHT}; this terminal is {}x{}. Make it bigger (the chase is safe).",
        area.width, area.height
    );
    Paragraph::new(Line::from(text))
        .wrap(Wrap { trim: true })
        .render(area, buf);
}

/// A centred rectangle of at most `width` x `height` inside `area`.
pub fn centered(area: Rect, width: u16, height: u16) -> Rect {
    let width = width.min(area.width);
    let height = height.min(area.height);
    Rect {
        x: area.x + (area.width - width) / 2,
        y: area.y + (area.height - height) / 2,
        width,
        height,
    }
}

/// Cuts text to a width (in terminal columns), ending with `…` when it had to cut.
pub fn abbreviate(text: &str, width: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= width {
        return text.to_string();
    }
    match width {
        0 => String::new(),
        1 => chars[..1].iter().collect(),
        _ => chars[..width - 1].iter().chain(['…'].iter()).collect(),
    }
}

/// A participant's name cut to a width: like [`abbreviate`], but a last word that tells people
/// apart (the number of "Police 2", the "B" of "Cultist B") is kept after the `…`, so that two cut
/// names never read alike ("Pol… 1" and "Pol… 2", not "Police…" twice). Below five columns, or when
/// the last word is long, it is a plain cut.
pub fn abbreviate_name(name: &str, width: usize) -> String {
    let chars: Vec<char> = name.chars().collect();
    if chars.len() <= width {
        return name.to_string();
    }
    let tail: Vec<char> = match name.rsplit_once(' ') {
        Some((head, last)) if !head.trim().is_empty() => last.chars().collect(),
        _ => Vec::new(),
    };
    // Room for at least two letters of the head, the `…`, a space and the tail.
    if tail.is_empty() || tail.len() > 3 || width < tail.len() + 4 {
        return abbreviate(name, width);
    }
    let head = width - tail.len() - 2;
    let cut: String = chars[..head].iter().collect();
    format!("{}… {}", cut.trim_end(), tail.iter().collect::<String>())
}

/// Words wrapped to a width, for the log and prompts (a word longer than the width is cut).
pub fn wrap(text: &str, width: usize) -> Vec<String> {
    let width = width.max(1);
    let mut lines = Vec::new();
    let mut line = String::new();
    for word in text.split_whitespace() {
        let needed = line.chars().count() + usize::from(!line.is_empty()) + word.chars().count();
        if needed > width && !line.is_empty() {
            lines.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while line.chars().count() > width {
            let head: String = line.chars().take(width).collect();
            let tail: String = line.chars().skip(width).collect();
            lines.push(head);
            line = tail;
        }
    }
    if !line.is_empty() || lines.is_empty() {
        lines.push(line);
    }
    lines
}

/// A list cut short says so, on its block's borders at the right: the names of the rows above
/// and below what fits ("▼ Police 1 · Officer Doyle"), so everyone is still named on screen, or,
/// when the names do not fit, how many ("▼ 5 more"). Every panel that lists rows (turn orders,
/// tables) uses it, so a new system's panels say it the same way.
pub fn more_rows(
    buf: &mut Buffer,
    area: Rect,
    above: &[&str],
    below: &[&str],
    theme: &crate::tui::Theme,
) {
    if area.height < 2 || area.width < 14 {
        return;
    }
    let right = area.x + area.width - 1;
    // The top border keeps its title at the left: about a third of it stays free.
    let room_above = usize::from(area.width).saturating_sub(area.width as usize / 3 + 4);
    let room_below = usize::from(area.width).saturating_sub(4);
    for (names, mark, y, room) in [
        (above, '▲', area.y, room_above),
        (below, '▼', area.y + area.height - 1, room_below),
    ] {
        if names.is_empty() {
            continue;
        }
        let named = format!(" {mark} {} ", names.join(" · "));
        let text = if named.chars().count() <= room {
            named
        } else {
            format!(" {mark} {} more ", names.len())
        };
        let len = text.chars().count() as u16;
        buf.set_string(right.saturating_sub(len + 1), y, text, theme.title());
    }
}

#[cfg(test)]
mod tests {

    /// A list cut short names what is hidden when the names fit, else counts them.
    #[test]
    fn more_rows_names_the_hidden_or_counts_them() {
        let theme = crate::tui::Theme::new(false);
        let area = Rect::new(0, 0, 30, 3);
        let mut buf = Buffer::empty(area);
        more_rows(&mut buf, area, &[], &["Amy", "Bob"], &theme);
        let bottom: String = (0..30).map(|x| buf[(x, 2)].symbol().to_string()).collect();
        assert!(bottom.contains("▼ Amy · Bob"), "{bottom}");
        let mut buf = Buffer::empty(area);
        let long = ["Professor Harriet Vance", "Patrolman Kerrigan"];
        more_rows(&mut buf, area, &long, &[], &theme);
        let top: String = (0..30).map(|x| buf[(x, 0)].symbol().to_string()).collect();
        assert!(top.contains("▲ 2 more"), "{top}");
    }

    use super::*;

    #[test]
    fn abbreviations_fit_and_say_they_were_cut() {
        assert_eq!(abbreviate("Farmyard", 8), "Farmyard");
        assert_eq!(abbreviate("Farm track", 6), "Farm …");
        assert_eq!(abbreviate("Orchard", 1), "O");
        assert_eq!(abbreviate("Orchard", 0), "");
    }

    /// Issue 11: "Two cut names must never read alike ("Police… 2" next to "Police 2 2")": a cut
    /// name keeps its numbering word, at every width from five columns up.
    #[test]
    fn two_cut_names_never_read_alike() {
        assert_eq!(abbreviate_name("Police 1", 6), "Pol… 1");
        assert_eq!(abbreviate_name("Police 1", 8), "Police 1");
        assert_eq!(abbreviate_name("Cultist of the Deep 12", 12), "Cultist… 12");
        assert_eq!(
            abbreviate_name("Dr. Ada Marsh", 8),
            "Dr. Ada…",
            "a long last word"
        );
        for width in 5..24 {
            let names = [
                "Police 1",
                "Police 2",
                "Police officer 1",
                "Police officer 2",
                "Deep One A",
                "Deep One B",
            ];
            let cut: Vec<String> = names.iter().map(|n| abbreviate_name(n, width)).collect();
            for (i, a) in cut.iter().enumerate() {
                assert!(a.chars().count() <= width, "{a} at {width}");
                for (j, b) in cut.iter().enumerate() {
                    // Names told apart by their last word are cut apart.
                    let last = |name: &str| name.rsplit(' ').next().map(str::to_string);
                    if last(names[i]) != last(names[j]) {
                        assert_ne!(a, b, "{} and {} at {width}", names[i], names[j]);
                    }
                }
            }
        }
    }

    #[test]
    fn wrapping_keeps_words_whole_and_cuts_giants() {
        assert_eq!(
            wrap("Farmer fails DEX 50 with 73", 12),
            vec!["Farmer fails", "DEX 50 with", "73"]
        );
        assert_eq!(wrap("abcdefghij", 4), vec!["abcd", "efgh", "ij"]);
        assert_eq!(wrap("", 4), vec![""]);
    }
}
