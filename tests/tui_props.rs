//! No key sequence can panic the screen or corrupt the journal, in any chase system: random keys on
//! the sample chase and on the shipped chase-track and position-clocks setups, drawn at random
//! sizes; every log line says something, and the journal always replays to exactly the chase on
//! screen.

use crate::tui_common;

use chasetrack::setup::{self, Setup};
use chasetrack::systems::Chase;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use proptest::prelude::*;
use tui_common::*;

/// Keys a keeper (or a cat on the keyboard) might press: every key of the keymap, digits for rolls
/// and pick-lists, stray letters and punctuation, and the special keys.
fn key() -> impl Strategy<Value = KeyEvent> {
    let plain = prop::sample::select(
        "sScefFzbxatdn +-opRTXuUjkhlgGq?yr0123456789,/ wWmM!<>.QvEOHBCy"
            .chars()
            .collect::<Vec<_>>(),
    )
    .prop_map(|c| {
        let modifiers = if c.is_ascii_uppercase() {
            KeyModifiers::SHIFT
        } else {
            KeyModifiers::NONE
        };
        KeyEvent::new(KeyCode::Char(c), modifiers)
    });
    let special = prop::sample::select(vec![
        KeyCode::Enter,
        KeyCode::Esc,
        KeyCode::Backspace,
        KeyCode::Up,
        KeyCode::Down,
        KeyCode::Left,
        KeyCode::Right,
        KeyCode::PageUp,
        KeyCode::PageDown,
        KeyCode::Home,
        KeyCode::End,
        KeyCode::Tab,
        KeyCode::BackTab,
        KeyCode::F(5),
    ])
    .prop_map(|code| KeyEvent::new(code, KeyModifiers::NONE));
    let ctrl = prop::sample::select(vec!['r', 'u', 'd', 'x'])
        .prop_map(|c| KeyEvent::new(KeyCode::Char(c), KeyModifiers::CONTROL));
    // Rolls and confirmations are weighted up so that the chase gets somewhere.
    prop_oneof![6 => plain, 3 => Just(KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)),
        2 => Just(KeyEvent::new(KeyCode::Char('r'), KeyModifiers::NONE)), 2 => special, 1 => ctrl]
}

/// The setups random keys are tried on, and the keys that start each chase (so that half the
/// runs reach the turn commands).
fn setups() -> Vec<(Setup, &'static str)> {
    vec![
        (setup::sample(), ESTABLISH),
        (bazaar(), "s"),
        (asset("moors.ron"), "s10<Enter>5<Enter>8<Enter>12<Enter>"),
        (city(), "S<Enter><Enter><Enter>"),
        (
            asset("fell-race.ron"),
            "s15<Enter>15<Enter>10<Enter>5<Enter>",
        ),
        (asset("self-destruct.ron"), "s10<Enter>5<Enter>"),
        (asset("fen-harpy.ron"), "S<Enter><Enter>"),
    ]
}

/// Whether two chases are the same system in the same state, with journals of the same length.
fn same(a: &Chase, b: &Chase) -> bool {
    match (a, b) {
        (Chase::Coc7(a), Chase::Coc7(b)) => {
            a.state() == b.state() && a.journal().len() == b.journal().len()
        }
        (Chase::Track(a), Chase::Track(b)) => {
            a.state() == b.state() && a.journal().len() == b.journal().len()
        }
        (Chase::Clocks(a), Chase::Clocks(b)) => {
            a.state() == b.state() && a.journal().len() == b.journal().len()
        }
        _ => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 96, ..ProptestConfig::default() })]

    #[test]
    fn random_keys_never_panic_and_never_corrupt_the_journal(
        which in 0usize..7,
        keys in prop::collection::vec(key(), 0..160),
        width in 20u16..200,
        height in 6u16..60,
        started in any::<bool>(),
    ) {
        let (setup, start) = setups().swap_remove(which);
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(setup.clone(), &dir);
        if started {
            press(&mut app, start);
        }
        for (i, key) in keys.iter().enumerate() {
            app.key(*key);
            for line in app.log() {
                prop_assert!(!line.text.trim().is_empty(), "an empty log line after {keys:?}");
            }
            if i % 16 == 0 {
                let _ = screen(&app, width, height);
            }
        }
        let _ = screen(&app, width, height);
        let _ = screen(&app, 80, 24);
        let _ = screen(&app, 160, 48);
        let resumed = chasetrack::autosave::resume(&journal_path(&dir), &setup);
        prop_assert!(resumed.is_ok(), "the journal replays: {resumed:?}");
        let resumed = resumed.unwrap();
        prop_assert!(
            same(&resumed, app.chase()),
            "the journal replays to the chase on screen after {keys:?}"
        );
    }
}

/// A chase far bigger than any table's: 3000 locations with long names and long obstacle names,
/// pursuer and quarry thousands of locations apart. Every size draws without a panic.
#[test]
fn a_huge_track_with_long_names_draws_at_every_size() {
    use chasetrack::dice::{Difficulty, Roller};
    use chasetrack::engine::Session;
    use chasetrack::systems::coc7::rules::{
        ChaseMap, Coc7, Command, Hazard, Obstacle, Participant, Settings, Side, Speed,
    };
    let names: Vec<String> = (1..=3000)
        .map(|i| format!("The very long name of location number {i} on the road to Arkham"))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut track = ChaseMap::of_names(&refs);
    for at in (2..3000).step_by(3) {
        track.get_mut(at).unwrap().ahead = Some(Obstacle::Hazard(Hazard {
            name: "A hazard whose name goes on and on and on and on and on and on".repeat(3),
            skills: vec![],
            difficulty: Difficulty::Extreme,
            damage: None,
        }));
    }
    let mut quarry = Participant::new(
        &"Harvey the Unbelievably Long-Named ".repeat(5),
        Side::Quarry,
        55,
        6,
        60,
        11,
    );
    quarry.speed = Some(Speed::Success);
    quarry.location = 2990;
    let mut pursuer = Participant::new("Farmer", Side::Pursuer, 50, 6, 50, 13);
    pursuer.speed = Some(Speed::Success);
    pursuer.location = 1;
    let mut session = Session::new(Coc7::new(
        Settings::default(),
        track,
        vec![quarry, pursuer],
        true,
    ));
    session
        .execute(Command::CutToChase { range: None }, &mut Roller::given([]))
        .unwrap();
    let mut setup = setup::sample();
    setup.chase = Chase::Coc7(session);
    let mut app = chasetrack::tui::App::new(setup, chasetrack::screen::Theme::new(false));
    for (width, height) in [(64, 20), (80, 24), (97, 31), (160, 48), (255, 80)] {
        let text = screen(&app, width, height);
        assert!(text.contains("Round 1"), "{text}");
    }
    press(&mut app, "jhhhhllllllg?jjjjj<Esc>a<Esc>");
    let _ = screen(&app, 80, 24);
}

/// The most a position-clocks chase holds: 60-segment clocks, 64 participants with long names on
/// 32 paths, obstacles everywhere, a timer. Every size draws without a panic, and the keys walk it.
#[test]
fn the_biggest_clock_chase_draws_at_every_size() {
    use chasetrack::engine::Session;
    use chasetrack::systems::clocks::rules::{
        ClockChase, MAX_PARTICIPANTS, MAX_PATHS, MAX_SEGMENTS, Obstacle, Participant, Path, Scope,
        Start, Terrain, Timer,
    };
    let mut start = Start::new(MAX_SEGMENTS);
    start.paths = (0..MAX_PATHS)
        .map(|i| {
            Path::new(
                &format!("The long and winding path number {i}"),
                Terrain::default(),
            )
        })
        .collect();
    start.participants = (0..MAX_PARTICIPANTS)
        .map(|i| {
            let name = format!("Runner with a very long name indeed, number {i}");
            let p = if i % 3 == 0 {
                Participant::chaser(&name)
            } else {
                Participant::runner(&name)
            };
            p.on_path((i % MAX_PATHS) as u16)
                .with_head_start((i as u32 * 7) % MAX_SEGMENTS)
        })
        .collect();
    start.obstacles = (0..200)
        .map(|i| {
            Obstacle::new(
                &format!("An obstacle with a long name {i}"),
                (i % MAX_PATHS) as u16,
                (i as u32 * 3) % MAX_SEGMENTS,
                15,
                Scope::Everyone,
            )
        })
        .collect();
    start.timer = Some(Timer::new("A timer that takes its time", MAX_SEGMENTS));
    let chase = ClockChase::new(start).expect("the biggest chase is valid");
    let mut app = chasetrack::tui::App::new(
        setup_of("A very big chase", Chase::Clocks(Session::new(chase))),
        chasetrack::screen::Theme::new(false),
    );
    for (width, height) in [(64, 20), (80, 24), (97, 31), (160, 48), (255, 80)] {
        let text = screen(&app, width, height);
        assert!(text.contains("Position clocks"), "{text}");
    }
    press(&mut app, "S<Esc>jjjjkhlllg?jjjjj<Esc>");
    let _ = screen(&app, 80, 24);
}

/// A number line far longer than any table's: someone put 5000 spaces along. Every size draws,
/// the line scrolls to the cursor.
#[test]
fn a_long_number_line_draws_at_every_size() {
    use chasetrack::engine::Session;
    use chasetrack::systems::track::rules::{Dice, Participant, Settings, Side, TrackChase};
    let people = vec![
        Participant::new(
            &format!("{}prey", "A prey with a long name ".repeat(4)),
            Side::Prey,
            Dice::all(6),
        ),
        Participant::new("Chaser", Side::Chaser, Dice::all(6)),
    ];
    let settings = Settings {
        escape_distance: 10_000,
        ..Settings::default()
    };
    let chase = TrackChase::new(settings, people).expect("a valid chase");
    let mut session = Session::new(chase);
    session
        .execute(
            chasetrack::systems::track::rules::Command::Start,
            &mut chasetrack::dice::Roller::given([]),
        )
        .unwrap();
    let mut app = chasetrack::tui::App::new(
        setup_of("A long way", Chase::Track(session)),
        chasetrack::screen::Theme::new(false),
    );
    press(&mut app, "p<C-u>5000<Enter>");
    assert_eq!(track_state(&app).participants[0].space, 5000);
    for (width, height) in [(64, 20), (80, 24), (160, 48), (255, 80)] {
        let text = screen(&app, width, height);
        assert!(text.contains("Chase track"), "{text}");
    }
    press(&mut app, "lllllhhhg");
    let text = screen(&app, 80, 24);
    assert!(
        text.contains('◀'),
        "the line scrolled to the far space: {text}"
    );
}
