//! A chase at every limit of a setup at once (1000 locations, 64 participants: docs/setup-format.md,
//! "Limits"): how long it takes to load, and what one key costs there (the command decided,
//! applied and drawn). Target: a key under 50 ms, far above what is measured. Run with
//! `cargo bench --bench limits`; the figures go in docs/reliability.md.

#[path = "../tests/limits_common/mod.rs"]
mod limits_common;

use chasetrack::setup;
use chasetrack::tui::{App, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn main() {
    divan::main();
}

fn text() -> String {
    limits_common::coc7_setup(
        chasetrack::systems::coc7::rules::MAX_LOCATIONS,
        chasetrack::systems::coc7::rules::MAX_PARTICIPANTS,
    )
}

/// The setup of `system` at the participant limit.
fn at_the_limits(system: &str) -> String {
    limits_common::every_system(chasetrack::limits::PARTICIPANTS)
        .into_iter()
        .find(|(name, _, _)| *name == system)
        .map(|(_, text, _)| text)
        .expect("a setup of each system")
}

fn press(app: &mut App, code: KeyCode) {
    app.key(KeyEvent::new(code, KeyModifiers::NONE));
}

#[divan::bench]
fn load_at_the_limits(bencher: divan::Bencher) {
    let text = text();
    bencher.bench_local(|| setup::parse(divan::black_box(&text), "limits.ron").is_ok());
}

/// A move forward and its undo, each drawn at 80x24 and at 160x48: two keys, four frames.
#[divan::bench]
fn move_and_undo_drawn_at_the_limits(bencher: divan::Bencher) {
    let setup = setup::parse(&text(), "limits.ron").expect("the chase at the limits loads");
    let mut app = App::new(setup, Theme::new(true));
    press(&mut app, KeyCode::Char('c'));
    press(&mut app, KeyCode::Enter);
    let small = Rect::new(0, 0, 80, 24);
    let big = Rect::new(0, 0, 160, 48);
    let mut buffers = (Buffer::empty(small), Buffer::empty(big));
    bencher.bench_local(|| {
        for key in [KeyCode::Char('f'), KeyCode::Char('u')] {
            press(&mut app, key);
            buffers.0.reset();
            chasetrack::tui::view::render(&app, small, &mut buffers.0);
            buffers.1.reset();
            chasetrack::tui::view::render(&app, big, &mut buffers.1);
        }
        divan::black_box(&buffers);
    });
}

/// Each system at the participant limit (64; GURPS with 32 vehicles): reading and validating the
/// setup and drawing its first frame at 160x48, what stands between opening the file and a
/// screen that answers `q`.
#[divan::bench(args = ["Call of Cthulhu", "chase track", "position clocks", "GURPS", "Savage Worlds"])]
fn load_and_first_frame_every_system_at_the_limits(bencher: divan::Bencher, system: &str) {
    let text = at_the_limits(system);
    let area = Rect::new(0, 0, 160, 48);
    let mut buffer = Buffer::empty(area);
    bencher.bench_local(|| {
        let setup = setup::parse(divan::black_box(&text), "limits.ron").expect("it loads");
        let app = App::new(setup, Theme::new(true));
        buffer.reset();
        chasetrack::tui::view::render(&app, area, &mut buffer);
        divan::black_box(&buffer);
    });
}

/// One playout of each system at the participant limit (the odds panel plays 2000 of them, on a
/// thread of its own, after every key).
#[divan::bench(args = ["Call of Cthulhu", "chase track", "position clocks", "GURPS", "Savage Worlds"])]
fn one_playout_every_system_at_the_limits(bencher: divan::Bencher, system: &str) {
    let setup = setup::parse(&at_the_limits(system), "limits.ron").expect("it loads");
    let settings = chasetrack::odds::Settings {
        runs: 1,
        ..Default::default()
    };
    bencher.bench_local(|| chasetrack::odds::chase::odds(&setup.chase, &settings, 5));
}

/// The first figures the screen's odds panel shows at the participant limit: the first step of
/// its playouts ([`chasetrack::odds::chase::FIRST_STEP`]), after which it refines them.
#[divan::bench(args = ["Call of Cthulhu", "chase track", "position clocks", "GURPS", "Savage Worlds"])]
fn first_odds_every_system_at_the_limits(bencher: divan::Bencher, system: &str) {
    let setup = setup::parse(&at_the_limits(system), "limits.ron").expect("it loads");
    let settings = chasetrack::odds::Settings {
        runs: chasetrack::odds::chase::FIRST_STEP,
        ..Default::default()
    };
    bencher.bench_local(|| chasetrack::odds::chase::odds(&setup.chase, &settings, 5));
}
