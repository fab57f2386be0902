//! The Elm update: what a message does, given the overlay that is open ([`update`]); the chase
//! screen's own messages ([`main`]); and the bookkeeping after every message (what matters stays
//! in view, the players' page, the keys offered, the journal's warnings). The overlays' own
//! handlers live beside their state in `overlay`, the help's in `help`.

use super::overlay::{ConfirmAction, ConfirmState, Overlay, dice_msg, form_msg};
use super::{App, Msg};
use crate::tui::keymap::Mode;

/// How many lines one page of the log scrolls.
const PAGE: usize = 5;

/// Does what a message asks, given the open overlay.
pub fn update(app: &mut App, msg: Msg) {
    let before = (app.chase.revision(), app.log.len());
    handle(app, msg);
    app.note_what_matters(before);
    app.publish_players_view();
    app.refresh_offered();
    app.tell_rehomed();
    app.warn_nearly_full();
}

/// [`update`]'s work, by the overlay open.
fn handle(app: &mut App, msg: Msg) {
    match app.overlay.take() {
        None => main(app, msg),
        Some(Overlay::Help {
            scroll,
            search,
            word,
            found,
        }) => super::help::help_msg(app, scroll, search, (word, found), msg),
        Some(Overlay::Form(form)) => form_msg(app, form, msg),
        Some(Overlay::Dice(dice)) => dice_msg(app, dice, msg),
        Some(Overlay::Confirm(confirm)) => match msg {
            Msg::Yes => match confirm.action {
                ConfirmAction::Quit => app.quit = true,
                ConfirmAction::Run(command) => app.attempt(command, Vec::new()),
                ConfirmAction::StopSharing(_) => app.stop_sharing(),
            },
            Msg::No => match confirm.action {
                ConfirmAction::StopSharing(url) => {
                    app.info(format!("Sharing the players' view at {url}"))
                }
                _ => app.info("Carry on."),
            },
            _ => app.overlay = Some(Overlay::Confirm(confirm)),
        },
        Some(Overlay::Start(start)) => match msg {
            Msg::Resume => app.resume(start),
            Msg::StartOver => app.start_over(start),
            Msg::QuitNow => app.quit = true,
            _ => app.overlay = Some(Overlay::Start(start)),
        },
        Some(Overlay::Welcome) => match msg {
            Msg::NewChase => app.open_new_chase(),
            Msg::PickNumber(number) => app.open_new_chase_with(number),
            Msg::Cancel => app.info(format!(
                "The sample chase: press {} for every key.",
                app.keymap().shell_key(Mode::Main, Msg::Help)
            )),
            _ => app.overlay = Some(Overlay::Welcome),
        },
    }
}

/// A message on the chase screen, with no overlay open.
fn main(app: &mut App, msg: Msg) {
    match msg {
        Msg::Undo => app.undo(),
        Msg::Redo => app.redo(),
        Msg::Export => app.export(),
        Msg::Odds => app.toggle_odds(false),
        Msg::Preview => app.toggle_odds(true),
        Msg::Share => app.share(),
        Msg::SelectNext => app.select(1),
        Msg::SelectPrev => app.select(-1),
        Msg::CursorLeft | Msg::CursorRight | Msg::CursorHome => {
            let before = (app.focus, app.log_scroll);
            match msg {
                Msg::CursorLeft => app.move_cursor(-1),
                Msg::CursorRight => app.move_cursor(1),
                _ => app.refocus(),
            }
            // A view key that moves nothing says so, rather than leaving the keeper to wonder
            // whether it was taken.
            if (app.focus, app.log_scroll) == before {
                app.info(match msg {
                    Msg::CursorHome => "The cursor is on whoever acts already.",
                    Msg::CursorLeft => "The cursor can go back no further.",
                    _ => "The cursor can go no further.",
                });
            }
        }
        Msg::LogUp | Msg::LogDown | Msg::LogBottom => scroll_log(app, msg),
        Msg::Help => super::help::open(app),
        Msg::Quit => {
            let over = app.chase().outcome() != crate::engine::Outcome::Ongoing;
            let saved = match app.autosave_path() {
                // An ended chase is not resumed: say that it is over, that its journal stays,
                // and how its session log is written.
                Some(path) if over => format!(
                    " The chase is over; its journal is kept in {}. {} writes its session log now \
                     (later: chasetrack export).",
                    crate::escape::path(path),
                    app.keymap()
                        .key_for(Mode::Main, app.chase().system(), Msg::Export)
                ),
                Some(path) => format!(
                    " Every command is saved in {}; open this setup again to resume.",
                    crate::escape::path(path)
                ),
                None => String::new(),
            };
            app.overlay = Some(Overlay::Confirm(ConfirmState {
                question: format!("Quit chasetrack?{saved}"),
                action: ConfirmAction::Quit,
            }));
        }
        Msg::QuitNow => app.quit = true,
        Msg::Chase(key) => app.chase_key(key),
        _ => {}
    }
}

/// Scrolls the log back, forward or to its newest line; at the end it would scroll past, says
/// on the status line why nothing moved.
fn scroll_log(app: &mut App, msg: Msg) {
    let before = app.log_scroll;
    let oldest = app.log.len().saturating_sub(1);
    app.log_scroll = match msg {
        Msg::LogUp => (before + PAGE).min(oldest),
        Msg::LogDown => before.saturating_sub(PAGE),
        _ => 0,
    };
    if app.log_scroll != before {
        return;
    }
    app.info(match msg {
        _ if app.log.is_empty() => "The log is empty: nothing has happened yet.",
        Msg::LogUp => {
            "The log shows its first line already: there is nothing older to scroll back to."
        }
        _ => "The log shows its newest line already: there is nothing newer to scroll to.",
    });
}
