//! Frame rendering benchmarks: one full frame of the keeper's screen at 160x48, for the built-in
//! sample chase in round 1, for a big chase (200 locations, 30 participants) built in code, and for
//! each other system's shipped chase in play (the bazaar on the chase track, the city on position
//! clocks, Road Warriors in Savage Worlds). Run with `cargo bench --bench render`; the figures go in docs/performance.md (target:
//! under 1 ms a frame for the sample).

use chasetrack::dice::{Difficulty, Roller};
use chasetrack::engine::Session;
use chasetrack::setup::{self, Setup};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::{
    Barrier, ChaseMap, Coc7, Command, DamageRow, Hazard, Obstacle, Participant, Settings, Side,
    Speed,
};
use chasetrack::tui::{App, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use ratatui::buffer::Buffer;
use ratatui::layout::Rect;

fn main() {
    divan::main();
}

const SCREEN: Rect = Rect {
    x: 0,
    y: 0,
    width: 160,
    height: 48,
};

/// The sample in round 1: speeds typed in (80, 73), cut to the chase, Harvey has moved.
fn sample_app() -> App {
    let mut app = App::new(setup::sample(), Theme::new(true));
    for c in "s80\rs73\rc\rf".chars() {
        let code = if c == '\r' {
            KeyCode::Enter
        } else {
            KeyCode::Char(c)
        };
        app.key(KeyEvent::new(code, KeyModifiers::NONE));
    }
    app
}

/// 200 locations with a hazard or barrier every few, 30 participants already placed and rolled,
/// cut to the chase and a few turns played.
fn big_app() -> App {
    let names: Vec<String> = (1..=200).map(|i| format!("Street corner {i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut track = ChaseMap::of_names(&refs);
    for at in (3..200).step_by(7) {
        track.get_mut(at).expect("on the track").ahead = Some(Obstacle::Hazard(Hazard {
            name: format!("Crowd {at}"),
            skills: vec!["DEX".into(), "Dodge".into()],
            difficulty: Difficulty::Regular,
            damage: Some(DamageRow::Minor),
        }));
    }
    for at in (5..200).step_by(11) {
        track.get_mut(at).expect("on the track").ahead = Some(Obstacle::Barrier(Barrier {
            name: format!("Gate {at}"),
            skills: vec!["Climb".into()],
            difficulty: Difficulty::Hard,
            hp: Some(10),
            damage: None,
            debris: None,
        }));
    }
    let people: Vec<Participant> = (0..30)
        .map(|i| {
            let side = if i % 3 == 0 {
                Side::Quarry
            } else {
                Side::Pursuer
            };
            let mut p = Participant::new(&format!("Runner {i}"), side, 40 + i, 7, 50, 12);
            p.speed = Some(Speed::Success);
            p.location = 1 + (i as i32 * 5) % 60 + if side == Side::Quarry { 60 } else { 0 };
            p
        })
        .collect();
    let mut session = Session::new(Coc7::new(Settings::default(), track, people, true));
    let mut roller = Roller::seeded(7);
    session
        .execute(Command::CutToChase { range: None }, &mut roller)
        .expect("the big chase starts");
    for _ in 0..10 {
        let Some(who) = session.state().current() else {
            break;
        };
        let name = session.state().participant(who).name.clone();
        let _ = session.execute(Command::EndTurn { who: name }, &mut roller);
    }
    let setup = Setup {
        name: "A big chase across the city".to_string(),
        seed: Some(7),
        odds: Default::default(),
        chase: Chase::Coc7(session),
        identity: "bench".to_string(),
    };
    App::new(setup, Theme::new(true))
}

/// Keys as a keeper types them: `\r` is Enter, `\x15` is Ctrl-u.
fn press(app: &mut App, keys: &str) {
    for c in keys.chars() {
        let event = match c {
            '\r' => KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE),
            '\x15' => KeyEvent::new(KeyCode::Char('u'), KeyModifiers::CONTROL),
            c => KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE),
        };
        app.key(event);
    }
}

/// A shipped setup, in play after some keys.
fn asset_app(name: &str, keys: &str) -> App {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("assets")
        .join(name);
    let setup = setup::load(&path).expect("a shipped setup loads");
    let mut app = App::new(setup, Theme::new(true));
    press(&mut app, keys);
    app
}

/// The bazaar after rounds 1 and 2 of the text's example: an obstacle down, the thief at 5.
fn track_app() -> App {
    asset_app(
        "bazaar.ron",
        "saSlide\r2\x159\r1\r3\r4\rfnaRally\r4\x158\r4\r6\r5\rfnaClimb\r1\x1511\r1\r8\r4\rfnfe5\r4\r",
    )
}

/// Through the city in round 2: two lanes, a ride with a rider aboard, obstacles on both paths.
fn clocks_app() -> App {
    asset_app(
        "city-chase.ron",
        "S\r\r\rf14\rw1nF\r\r\r220\rf11\rnf10\rnf18\rn",
    )
}

/// Road Warriors in round 1 with the text's dice and cards, the gangers about to act.
fn savage_app() -> App {
    asset_app(
        "savage-road-warriors.ron",
        "m27\r3\r4\r2\r5D\r10H\rm4\r1\r4C\rm6\r1\r8S\rnna8\r2\r3\r4\r5\r",
    )
}

/// Rush hour in round 1, step 3: the pursuer's attacks, every key's dry run in the hint bar.
fn gurps_app() -> App {
    asset_app("gurps-traffic.ron", "n\rn2")
}

fn frame(bencher: divan::Bencher, app: &App) {
    let mut buffer = Buffer::empty(SCREEN);
    bencher.bench_local(|| {
        buffer.reset();
        chasetrack::tui::view::render(app, SCREEN, &mut buffer);
        divan::black_box(&buffer);
    });
}

#[divan::bench]
fn track_frame_160x48(bencher: divan::Bencher) {
    frame(bencher, &track_app());
}

#[divan::bench]
fn clocks_frame_160x48(bencher: divan::Bencher) {
    frame(bencher, &clocks_app());
}

#[divan::bench]
fn savage_frame_160x48(bencher: divan::Bencher) {
    frame(bencher, &savage_app());
}

#[divan::bench]
fn gurps_frame_160x48(bencher: divan::Bencher) {
    frame(bencher, &gurps_app());
}

#[divan::bench]
fn sample_frame_160x48(bencher: divan::Bencher) {
    let app = sample_app();
    let mut buffer = Buffer::empty(SCREEN);
    bencher.bench_local(|| {
        buffer.reset();
        chasetrack::tui::view::render(&app, SCREEN, &mut buffer);
        divan::black_box(&buffer);
    });
}

#[divan::bench]
fn big_chase_frame_160x48(bencher: divan::Bencher) {
    let app = big_app();
    let mut buffer = Buffer::empty(SCREEN);
    bencher.bench_local(|| {
        buffer.reset();
        chasetrack::tui::view::render(&app, SCREEN, &mut buffer);
        divan::black_box(&buffer);
    });
}
