//! Drawing the screen: [`view`] lays out the panels and has no side effects. The shell (header, log,
//! status line, hint bar, help, prompts) knows no chase system; the panels of each system sit in
//! its folder (`src/systems/<name>/panels/`) and are drawn through the system boundary
//! ([`crate::systems::screens`]).

pub mod header;
pub mod help;
pub mod hints;
pub mod layout;
pub mod log;
pub mod odds;
pub mod prompt;
pub mod status;

use super::app::{App, Overlay};
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
    app.chase().screen().render_body(app, body, buf);
    let location = app.chase().screen().cursor_info(app.focus());
    // The players' view names no keeper's key.
    let audience = if app.focus().players_view {
        crate::engine::Audience::Table
    } else {
        crate::engine::Audience::Keeper
    };
    let header = app.chase().screen().header(audience, app.key_names());
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
    // While the players' view is shared, a quiet status line says where.
    let sharing = app.sharing_url().map(|url| crate::tui::app::Status {
        text: format!("Sharing the players' view at {url}"),
        error: false,
    });
    status::StatusView {
        status: app.status().or(sharing.as_ref()),
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
                keymap: app.keymap(),
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
        Some(overlay) => (&prompt::PromptView {
            overlay,
            theme,
            keymap: app.keymap(),
        })
            .render(body, buf),
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
