//! Snapshots of the chase-track and position-clocks screens and of each of their panels, at 80x24
//! (a laptop's terminal) and 160x48 (a big one), drawn without colours (insta compares the
//! characters): the shipped setups as they open, in play, with a prompt open, and over.

use crate::tui_common;

use chasetrack::setup::Setup;
use chasetrack::systems::Chase;
use chasetrack::systems::clocks::panels::{LanesView, OrderView as ClockOrderView};
use chasetrack::systems::clocks::screen as clock_keys;
use chasetrack::systems::track::panels::{LineView, OrderView as TrackOrderView};
use chasetrack::systems::track::screen as track_keys;
use chasetrack::tui::{App, Theme};
use insta::assert_snapshot;
use ratatui::Terminal;
use ratatui::backend::TestBackend;
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;
use ratatui::widgets::Widget;
use tui_common::*;

const SIZES: [(u16, u16); 2] = [(80, 24), (160, 48)];

/// A setup without a journal (its path would differ from run to run), after some keys.
fn app_after(setup: Setup, keys: &str) -> App {
    let mut app = App::new(setup, Theme::new(false));
    press(&mut app, keys);
    app
}

fn whole_screen(name: &str, setup: Setup, keys: &str) {
    let app = app_after(setup, keys);
    for (width, height) in SIZES {
        let terminal = terminal(&app, width, height);
        assert_snapshot!(format!("{name}_{width}x{height}"), terminal.backend());
    }
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

// --- The chase track ---

#[test]
fn track_as_it_opens() {
    whole_screen("track_start", bazaar(), "");
}

#[test]
fn track_after_the_example() {
    whole_screen("track_round_three", bazaar(), &bazaar_example());
}

#[test]
fn track_action_form() {
    whole_screen("track_action_form", bazaar(), "sa2<Enter>");
}

#[test]
fn track_a_one_waits_for_the_choice() {
    whole_screen(
        "track_choice",
        bazaar(),
        "sa2<Enter>1<Enter><Enter>1<Enter>6<Enter>",
    );
}

#[test]
fn track_caught() {
    whole_screen("track_over", bazaar(), "sfnp<C-u>3<Enter>f");
}

#[test]
fn track_four_riders_by_initiative() {
    whole_screen(
        "track_moors",
        asset("moors.ron"),
        "s10<Enter>5<Enter>8<Enter>12<Enter>SRex<Enter>",
    );
}

#[test]
fn track_too_small() {
    let app = app_after(bazaar(), "s");
    let terminal = terminal(&app, 50, 12);
    assert_snapshot!("track_too_small_50x12", terminal.backend());
}

#[test]
fn panel_track_line_and_order() {
    let app = app_after(bazaar(), &bazaar_example());
    let Chase::Track(session) = app.chase() else {
        panic!("the bazaar is a chase-track chase");
    };
    let state = session.state();
    let (selected, cursor) = track_keys::ids(state, app.focus());
    for (width, height) in [(80, 8), (160, 12)] {
        let view = LineView {
            state,
            cursor,
            selected,
            theme: app.theme(),
        };
        let terminal = panel(width, height, |area, buf| (&view).render(area, buf));
        assert_snapshot!(format!("panel_track_line_{width}"), terminal.backend());
        let view = TrackOrderView {
            state,
            selected,
            theme: app.theme(),
            players_view: false,
        };
        let terminal = panel(width, height, |area, buf| (&view).render(area, buf));
        assert_snapshot!(format!("panel_track_order_{width}"), terminal.backend());
    }
}

// --- Position clocks ---

/// Through the city, round 2: Ann in the back alleys, the wizard aboard the hay cart, the hound
/// two segments in.
const CITY_ROUND_TWO: &str = "S<Enter><Enter><Enter>f14<Enter>w1nF<Enter><Enter><Enter>220<Enter>f11<Enter>nf10<Enter>nf18<Enter>n";

#[test]
fn clocks_as_they_open() {
    whole_screen("clocks_start", city(), "");
}

#[test]
fn clocks_in_play() {
    whole_screen("clocks_round_two", city(), CITY_ROUND_TWO);
}

#[test]
fn clocks_path_form() {
    whole_screen(
        "clocks_path_form",
        city(),
        "S<Enter><Enter><Enter>f14<Enter>w",
    );
}

#[test]
fn clocks_race_over() {
    whole_screen(
        "clocks_race_over",
        asset("fell-race.ron"),
        "s15<Enter>15<Enter>10<Enter>5<Enter>p<C-u>6<Enter>p<C-u>6<Enter>p<C-u>6<Enter>",
    );
}

#[test]
fn clocks_timer() {
    whole_screen(
        "clocks_timer",
        asset("self-destruct.ron"),
        "s10<Enter>5<Enter>f12<Enter>nn",
    );
}

#[test]
fn clocks_hidden_in_the_reeds() {
    whole_screen(
        "clocks_hidden",
        asset("fen-harpy.ron"),
        "S<Enter><Enter>w1H2",
    );
}

#[test]
fn panel_clocks_lanes_and_order() {
    let app = app_after(city(), CITY_ROUND_TWO);
    let Chase::Clocks(session) = app.chase() else {
        panic!("the city is a position-clocks chase");
    };
    let state = session.state();
    let (selected, compared) = clock_keys::ids(state, app.focus());
    for (width, height) in [(80, 12), (160, 12)] {
        for with_order in [true, false] {
            let view = LanesView {
                state,
                selected,
                compared,
                with_order,
                theme: app.theme(),
                keys: chasetrack::screen::KeyNames::builtin(),
                players_view: false,
            };
            let terminal = panel(width, height, |area, buf| (&view).render(area, buf));
            let order = if with_order { "_with_order" } else { "" };
            assert_snapshot!(
                format!("panel_clocks_lanes_{width}{order}"),
                terminal.backend()
            );
        }
    }
    for (width, height) in [(60, 12), (80, 14)] {
        let view = ClockOrderView {
            state,
            selected,
            theme: app.theme(),
            keys: chasetrack::screen::KeyNames::builtin(),
            players_view: false,
        };
        let terminal = panel(width, height, |area, buf| (&view).render(area, buf));
        assert_snapshot!(format!("panel_clocks_order_{width}"), terminal.backend());
    }
}

// --- Without colour ---

/// With `NO_COLOR`, nothing on either screen is coloured, and the sides still differ by shape.
#[test]
fn without_colour_the_new_screens_read_by_shape() {
    use ratatui::style::Color;
    for (setup, keys, shapes) in [
        (bazaar(), bazaar_example(), ["◆Thief", "▶Guard"]),
        (city(), CITY_ROUND_TWO.to_string(), ["◆ Ann", "▶ Hound"]),
    ] {
        let app = app_after(setup, &keys);
        for (width, height) in SIZES {
            let plain = terminal(&app, width, height);
            for cell in plain.backend().buffer().content() {
                assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset), "{cell:?}");
            }
            let text = screen(&app, width, height);
            for shape in shapes {
                assert!(text.contains(shape), "{shape}: {text}");
            }
        }
    }
    // With colour, the sides are coloured as well.
    let mut coloured = App::new(bazaar(), Theme::new(true));
    press(&mut coloured, "s");
    assert!(
        terminal(&coloured, 80, 24)
            .backend()
            .buffer()
            .content()
            .iter()
            .any(|c| c.fg != Color::Reset)
    );
}
