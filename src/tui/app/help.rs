//! The help overlay's keys: it opens at the section of the chase's phase, pages by the height it
//! is drawn in, stops at its last line, and finds a word (`/`, then `n` for the next line with
//! it). Its geometry comes from the view ([`crate::tui::view::help`]), so paging, stopping and
//! finding agree with what is on the screen.

use super::{App, Msg, Overlay};
use crate::screen::form::LineEditor;
use crate::tui::keymap::Mode;
use crate::tui::view::{self, help};
use ratatui::layout::Rect;

/// Where the help is drawn on the screen as last drawn.
fn area(app: &App) -> Rect {
    let (width, height) = app.size();
    view::body_area(app, width, height)
}

/// `?`: the help, at the heading of the keys the chase's phase offers most.
pub(super) fn open(app: &mut App) {
    let system = app.chase().system();
    let line = help::opening_line(area(app), app.keymap(), system, |binding| {
        match binding.msg {
            Msg::Chase(action) => app.available(action),
            _ => false,
        }
    });
    let max = help::geometry(area(app), app.keymap(), system).max_scroll;
    app.overlay = Some(Overlay::Help {
        scroll: line.min(max),
        search: None,
        word: String::new(),
        found: None,
    });
}

/// What a key does in the help (or on its search line).
pub(super) fn help_msg(
    app: &mut App,
    scroll: u16,
    search: Option<LineEditor>,
    (word, found): (String, Option<u16>),
    msg: Msg,
) {
    let system = app.chase().system();
    let geometry = help::geometry(area(app), app.keymap(), system);
    if let Some(mut line) = search {
        match msg {
            Msg::Input(c) => line.push(c),
            Msg::Erase => line.erase(),
            Msg::Clear => line.clear(),
            Msg::Cancel | Msg::Back => {
                app.overlay = Some(Overlay::Help {
                    scroll,
                    search: None,
                    word,
                    found,
                });
                return;
            }
            Msg::Accept => {
                let word = line.text().trim().to_string();
                let (scroll, found) = find(app, (scroll, None), &word);
                app.overlay = Some(Overlay::Help {
                    scroll,
                    search: None,
                    word,
                    found,
                });
                return;
            }
            _ => {}
        }
        app.overlay = Some(Overlay::Help {
            scroll,
            search: Some(line),
            word,
            found,
        });
        return;
    }
    let mut found = found;
    let scroll = match msg {
        Msg::Down => scroll.saturating_add(1),
        Msg::Up => scroll.saturating_sub(1),
        Msg::PageDown => scroll.saturating_add(geometry.page),
        Msg::PageUp => scroll.saturating_sub(geometry.page),
        Msg::Cancel => return,
        Msg::Search => {
            app.overlay = Some(Overlay::Help {
                scroll,
                search: Some(LineEditor::default()),
                word,
                found,
            });
            app.info(format!(
                "Search the keys: type a word, {} finds it.",
                app.keymap().shell_key(Mode::Text, Msg::Accept)
            ));
            return;
        }
        Msg::SearchNext => {
            let (scroll, next) = find(app, (scroll, found), &word);
            found = next.or(found);
            scroll
        }
        _ => scroll,
    };
    app.overlay = Some(Overlay::Help {
        scroll: scroll.min(geometry.max_scroll),
        search: None,
        word,
        found,
    });
}

/// The scroll that shows the next line with `word`, and that line: for a new search (nothing
/// found yet) the first at or after the top line, for `n` the first after the line last found;
/// round to the top after the last. The status line says which of how many it is.
fn find(app: &mut App, (scroll, last): (u16, Option<u16>), word: &str) -> (u16, Option<u16>) {
    let system = app.chase().system();
    let here = area(app);
    let next = app.keymap().shell_key(Mode::Help, Msg::SearchNext);
    if word.is_empty() {
        app.info(format!(
            "Nothing to find yet: {} and a word.",
            app.keymap().shell_key(Mode::Help, Msg::Search)
        ));
        return (scroll, None);
    }
    let found = help::matches(here, app.keymap(), system, word);
    let shown = crate::escape::printable(word);
    let after = |line: &&u16| match last {
        None => **line >= scroll,
        Some(last) => **line > last,
    };
    let Some(&line) = found.iter().find(after).or_else(|| found.first()) else {
        app.fail(format!("No key's line holds '{shown}'."));
        return (scroll, None);
    };
    let nth = found.iter().position(|l| *l == line).map_or(1, |i| i + 1);
    app.info(format!(
        "'{shown}': line {nth} of {} ({next}: the next).",
        found.len()
    ));
    (
        line.min(help::geometry(here, app.keymap(), system).max_scroll),
        Some(line),
    )
}
