//! Every panel uses the width it is given, at 160x48 and 220x60, for all five systems: in every
//! state the golden scripts reach and in random play of every shipped setup (each with the log
//! its journal tells), read from the drawn screen alone.
//!
//! A panel is a bordered box on the screen. It is cut when it shows less than it has: a `…`, a
//! "+N more", someone named or counted on its border (`▼ Ned`), a track scrolled past its start
//! (`◀`). Its spare columns are those blank on its right in every row (its title and border notes
//! count as used). Then:
//! - a cut panel has no more than [`FEW`] spare columns: what it cuts would fit there;
//! - a panel beside a cut one, or beside a log with more to tell than it shows (scrolled back, or
//!   filled to its top row), has no more than [`FEW`] spare columns: the neighbour needs them.

use crate::parity::{self, OnScreen};
use chasetrack::engine::Session;
use chasetrack::tui::{App, Theme};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// Spare columns a panel may keep: its margin, and what wrapping by words leaves.
const FEW: usize = 4;

const SIZES: [(u16, u16); 2] = [(160, 48), (220, 60)];

/// A box drawn on the screen: its corners' rows and columns.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Panel {
    left: usize,
    top: usize,
    right: usize,
    bottom: usize,
}

/// The screen's cells, row by row.
type Grid = Vec<Vec<String>>;

fn grid(app: &App, width: u16, height: u16) -> Grid {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).expect("a test terminal");
    terminal
        .draw(|frame| chasetrack::tui::view::view(app, frame))
        .expect("drawn");
    let buffer = terminal.backend().buffer();
    (0..height)
        .map(|y| {
            (0..width)
                .map(|x| buffer[(x, y)].symbol().to_string())
                .collect()
        })
        .collect()
}

fn text(grid: &Grid) -> String {
    grid.iter()
        .map(|row| row.concat().trim_end().to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

/// Every box at least a dozen columns wide (a playing card on the table is not a panel).
fn panels(grid: &Grid) -> Vec<Panel> {
    let mut found = Vec::new();
    for (top, row) in grid.iter().enumerate() {
        for (left, cell) in row.iter().enumerate() {
            if cell != "┌" {
                continue;
            }
            let Some(right) = (left + 1..row.len()).find(|x| row[*x] == "┐") else {
                continue;
            };
            let Some(bottom) = (top + 1..grid.len()).find(|y| grid[*y][left] == "└") else {
                continue;
            };
            if grid[bottom][right] == "┘" && right - left >= 12 {
                found.push(Panel {
                    left,
                    top,
                    right,
                    bottom,
                });
            }
        }
    }
    found
}

fn row_text(grid: &Grid, panel: &Panel, y: usize) -> String {
    grid[y][panel.left + 1..panel.right].concat()
}

/// The columns blank on the panel's right in every row: inside, a space; on a border, its line.
fn spare(grid: &Grid, panel: &Panel) -> usize {
    (panel.top..=panel.bottom)
        .map(|y| {
            let border = y == panel.top || y == panel.bottom;
            grid[y][panel.left + 1..panel.right]
                .iter()
                .rev()
                .take_while(|c| c.as_str() == " " || (border && c.as_str() == "─"))
                .count()
        })
        .min()
        .unwrap_or(0)
}

/// What shows that the panel holds more than it shows, if anything.
fn cut(grid: &Grid, panel: &Panel) -> Option<&'static str> {
    let inside: Vec<String> = (panel.top + 1..panel.bottom)
        .map(|y| row_text(grid, panel, y))
        .collect();
    let borders = [
        row_text(grid, panel, panel.top),
        row_text(grid, panel, panel.bottom),
    ];
    if inside.iter().chain(&borders).any(|row| row.contains('…')) {
        return Some("a cut word (…)");
    }
    let counted = |row: &String| {
        let words: Vec<&str> = row.split_whitespace().collect();
        words
            .windows(2)
            .any(|w| w[0].starts_with('+') && w[0][1..].parse::<u32>().is_ok() && w[1] == "more")
    };
    if inside.iter().any(counted) {
        return Some("a count of more (+N more)");
    }
    if borders.iter().any(|b| b.contains('▼') || b.contains('▲')) {
        return Some("someone named on its border (▼/▲)");
    }
    if inside.iter().any(|row| row.contains('◀')) {
        return Some("a track scrolled past its start (◀)");
    }
    None
}

/// Whether the panel is a log with more to tell than it shows (scrolled back, or filled to its
/// top row): more width would show more of it only where its sentences wrap, so this asks only
/// its neighbour to keep no spare columns.
fn log_full(grid: &Grid, panel: &Panel) -> Option<&'static str> {
    let top = row_text(grid, panel, panel.top);
    if !top.trim_start_matches('─').starts_with(" Log") {
        return None;
    }
    if top.contains("newer below") {
        return Some("a log scrolled back");
    }
    let first = row_text(grid, panel, panel.top + 1);
    (!first.trim().is_empty()).then_some("a log filled to its top row")
}

/// The problems of one screen.
fn check(grid: &Grid, at: &str, problems: &mut Vec<String>) {
    let found = panels(grid);
    let title = |p: &Panel| {
        row_text(grid, p, p.top)
            .trim_matches(|c| c == '─' || c == ' ')
            .chars()
            .take(30)
            .collect::<String>()
    };
    for panel in &found {
        let spare_here = spare(grid, panel);
        if let Some(why) = cut(grid, panel)
            && spare_here > FEW
        {
            problems.push(format!(
                "{at}: '{}' shows {why} with {spare_here} columns empty on its right:\n{}",
                title(panel),
                text(grid)
            ));
        }
        let beside = found.iter().filter(|other| {
            (other.left == panel.right + 1 || other.right + 1 == panel.left)
                && other.top <= panel.bottom
                && panel.top <= other.bottom
        });
        for other in beside {
            if let Some(why) = cut(grid, other).or(log_full(grid, other))
                && spare_here > FEW
            {
                problems.push(format!(
                    "{at}: '{}' keeps {spare_here} columns empty while '{}' beside it shows {why}:\n{}",
                    title(panel),
                    title(other),
                    text(grid)
                ));
            }
        }
    }
}

/// A screen standing in the session's chase, its log telling the session's journal.
fn app_of<R: OnScreen>(session: &Session<R>) -> App {
    let setup = crate::tui_common::setup_of("wide", R::chase(session.clone()));
    App::new(setup, Theme::new(false))
}

/// The sessions a golden script passes through: its setup, then each entry of its journal.
fn script_sessions<R: OnScreen + chasetrack::script::Scripted>(
    initial: &R,
    script: &std::path::Path,
) -> Vec<Session<R>> {
    use chasetrack::script::{play, read_script};
    let text = std::fs::read_to_string(script).unwrap_or_else(|e| panic!("{e}"));
    let parsed =
        read_script::<R>(&text, &script.display().to_string()).unwrap_or_else(|e| panic!("{e}"));
    let played = play(Session::new(initial.clone()), &parsed.steps, 0);
    let mut session = Session::new(initial.clone());
    let mut sessions = vec![session.clone()];
    for entry in played.session.journal() {
        session.push(entry.clone());
        sessions.push(session.clone());
    }
    sessions
}

fn look<R: OnScreen>(sessions: &[Session<R>], name: &str, problems: &mut Vec<String>) -> usize {
    for (n, session) in sessions.iter().enumerate() {
        let app = app_of(session);
        for (w, h) in SIZES {
            check(
                &grid(&app, w, h),
                &format!("{name}, state {n}, {w}x{h}"),
                problems,
            );
        }
    }
    sessions.len()
}

#[test]
fn every_panel_uses_the_width_it_is_given_at_160x48_and_220x60() {
    let mut problems = Vec::new();
    let mut states = 0;
    for (name, setup) in parity::states::shipped_setups() {
        chasetrack::each!(&setup.chase, session => {
            let sessions = parity::states::random_sessions(session.state(), 1, 40);
            states += look(&sessions, &name, &mut problems);
        });
    }
    for script in parity::states::scripts() {
        let setup = parity::states::script_setup(&script);
        let name = script.display().to_string();
        chasetrack::each!(&setup.chase, session => {
            let sessions = script_sessions(session.state(), &script);
            states += look(&sessions, &name, &mut problems);
        });
    }
    eprintln!("{states} states, each at 160x48 and 220x60");
    assert!(states > 500, "{states} states");
    parity::assert_no_problems(problems);
}
