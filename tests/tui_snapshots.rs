//! Snapshots of the keeper's screen and of each panel, at 80x24 (a laptop's terminal) and 160x48
//! (a big one): establishing, round 1 of the sample, a prompt open, help open, the chase over and a
//! terminal too small. Drawn without colours (insta compares the characters).

use crate::tui_common;

use chasetrack::setup;
use chasetrack::systems::coc7::panels::{QueueView, TrackView, header_parts, location_info};
use chasetrack::tui::app::Overlay;
use chasetrack::tui::view::header::HeaderView;
use chasetrack::tui::view::help::HelpView;
use chasetrack::tui::view::hints::HintsView;
use chasetrack::tui::view::log::LogView;
use chasetrack::tui::view::prompt::PromptView;
use chasetrack::tui::view::status::StatusView;
use chasetrack::tui::{App, Theme};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use tui_common::*;

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

/// The sample without a journal (its path would differ from run to run), after some keys.
fn app_after(keys: &str) -> App {
    let mut app = App::new(setup::sample(), Theme::new(false));
    press(&mut app, keys);
    app
}

fn whole_screen(name: &str, keys: &str) {
    whole_screen_of(app_after(keys), name);
}

fn whole_screen_of(app: App, name: &str) {
    for (width, height) in SIZES {
        let terminal = terminal(&app, width, height);
        assert_snapshot!(format!("{name}_{width}x{height}"), terminal.backend());
    }
}

#[test]
fn screen_establishing() {
    whole_screen("establishing", "");
}

#[test]
fn screen_round_one() {
    whole_screen("round_one", ESTABLISH);
}

#[test]
fn screen_pick_list_open() {
    whole_screen("pick_list", &format!("{ESTABLISH}fF"));
}

#[test]
fn screen_roll_prompt_open() {
    whole_screen("roll_prompt", "s80<Enter>s");
}

#[test]
fn screen_help_open() {
    whole_screen("help", &format!("{ESTABLISH}?"));
}

#[test]
fn screen_chase_over() {
    // Harvey ends his turn at once; the farmer runs two locations and catches him.
    // Reaching catches here (catch_on_reach on: the setups' old default).
    let mut app = App::new(catching(setup::sample()), Theme::new(false));
    press(&mut app, &format!("{ESTABLISH}nF2"));
    whole_screen_of(app, "chase_over");
}

#[test]
fn screen_too_small() {
    let app = app_after(ESTABLISH);
    let terminal = terminal(&app, 50, 12);
    assert_snapshot!("too_small_50x12", terminal.backend());
}

/// One panel drawn alone on a terminal of its own.
fn panel(width: u16, height: u16, draw: impl FnOnce(Rect, &mut Buffer)) -> Terminal<TestBackend> {
    let mut terminal = Terminal::new(TestBackend::new(width, height)).unwrap();
    terminal
        .draw(|frame| {
            let area = frame.area();
            draw(area, frame.buffer_mut());
        })
        .unwrap();
    terminal
}

/// Round 2 of the sample: the farmer right behind Harvey, the mud ahead of him.
fn round_two() -> App {
    app_after(&format!("{ESTABLISH}fF2"))
}

#[test]
fn panel_track() {
    let app = round_two();
    let state = state(&app);
    for (width, height) in [(80, 7), (160, 11)] {
        let view = TrackView::new(
            state,
            app.cursor() as i32,
            app.selected() as u16,
            false,
            app.theme(),
            chasetrack::screen::KeyNames::builtin(),
        );
        let terminal = panel(width, height, |area, buf| {
            ratatui::widgets::Widget::render(&view, area, buf)
        });
        assert_snapshot!(format!("panel_track_{width}"), terminal.backend());
    }
}

#[test]
fn panel_track_scrolls_to_the_cursor() {
    let mut app = round_two();
    press(&mut app, "llll");
    let view = TrackView::new(
        state(&app),
        app.cursor() as i32,
        app.selected() as u16,
        false,
        app.theme(),
        chasetrack::screen::KeyNames::builtin(),
    );
    let terminal = panel(80, 7, |area, buf| {
        ratatui::widgets::Widget::render(&view, area, buf)
    });
    assert_snapshot!("panel_track_scrolled_80", terminal.backend());
}

#[test]
fn panel_queue() {
    let app = round_two();
    for (width, height) in [(80, 5), (160, 5)] {
        let view = QueueView {
            state: state(&app),
            selected: app.selected() as u16,
            theme: app.theme(),
            keys: chasetrack::screen::KeyNames::builtin(),
            players_view: false,
        };
        let terminal = panel(width, height, |area, buf| {
            ratatui::widgets::Widget::render(&view, area, buf)
        });
        assert_snapshot!(format!("panel_queue_{width}"), terminal.backend());
    }
}

#[test]
fn panel_log() {
    let app = round_two();
    for (width, height) in [(80, 9), (160, 16)] {
        let view = LogView {
            lines: app.log(),
            scroll: 0,
            pinned: None,
            theme: app.theme(),
            keymap: crate::tui_common::builtin_keymap(),
        };
        let terminal = panel(width, height, |area, buf| {
            ratatui::widgets::Widget::render(&view, area, buf)
        });
        assert_snapshot!(format!("panel_log_{width}"), terminal.backend());
    }
}

#[test]
fn panel_header_status_and_hints() {
    let app = round_two();
    let state = state(&app);
    let (round, turn) = header_parts(state, chasetrack::engine::Audience::Keeper);
    let location = location_info(state, app.cursor() as i32);
    for width in [80u16, 160] {
        let header = HeaderView {
            name: app.title(),
            system: app.chase().system().title(),
            short_system: app.chase().system().short_title(),
            round: &round,
            turn: &turn,
            outcome: None,
            theme: app.theme(),
        };
        let status = StatusView {
            status: app.status(),
            location: &location,
            theme: app.theme(),
        };
        let hints = HintsView::new(&app);
        let terminal = panel(width, 3, |area, buf| {
            use ratatui::widgets::Widget;
            let row = |y| Rect {
                y,
                height: 1,
                ..area
            };
            (&header).render(row(0), buf);
            (&status).render(row(1), buf);
            (&hints).render(row(2), buf);
        });
        assert_snapshot!(
            format!("panel_header_status_hints_{width}"),
            terminal.backend()
        );
    }
}

#[test]
fn panel_help() {
    let app = round_two();
    for (width, height) in [(80, 22), (160, 46)] {
        let view = HelpView {
            scroll: 0,
            system: app.chase().system(),
            theme: app.theme(),
            keymap: crate::tui_common::builtin_keymap(),
        };
        let terminal = panel(width, height, |area, buf| {
            ratatui::widgets::Widget::render(&view, area, buf)
        });
        assert_snapshot!(format!("panel_help_{width}"), terminal.backend());
    }
}

#[test]
fn panel_prompts() {
    // A pick-list (the mud's skills), a line of text (a new location's name), a roll.
    for (name, keys) in [("pick", "z"), ("text", "+"), ("roll", "z<Enter><Enter>")] {
        let mut app = round_two();
        press(&mut app, keys);
        let Some(overlay) = app.overlay() else {
            panic!("{keys} opens a prompt");
        };
        assert!(!matches!(overlay, Overlay::Help { .. }));
        for (width, height) in [(80, 14), (160, 14)] {
            let view = PromptView {
                overlay,
                theme: app.theme(),
                keymap: crate::tui_common::builtin_keymap(),
            };
            let terminal = panel(width, height, |area, buf| {
                ratatui::widgets::Widget::render(&view, area, buf)
            });
            assert_snapshot!(format!("panel_prompt_{name}_{width}"), terminal.backend());
        }
    }
}
