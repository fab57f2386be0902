//! No key sequence can panic the screen or corrupt the journal: random keys on the sample chase,
//! drawn at random sizes; every log line says something, and the journal always replays to exactly
//! the chase on screen.

mod tui_common;

use chasetrack::engine::Chase;
use chasetrack::setup;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use proptest::prelude::*;
use tui_common::*;

/// Keys a keeper (or a cat on the keyboard) might press: every key of the keymap, digits for rolls
/// and pick-lists, stray letters and punctuation, and the special keys.
fn key() -> impl Strategy<Value = KeyEvent> {
    let plain = prop::sample::select(
        "sScefFzbxatdn +-opRTXuUjkhlgGq?yr0123456789,/ wWmM!<>.Q"
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

proptest! {
    #![proptest_config(ProptestConfig { cases: 48, ..ProptestConfig::default() })]

    #[test]
    fn random_keys_never_panic_and_never_corrupt_the_journal(
        keys in prop::collection::vec(key(), 0..160),
        width in 20u16..200,
        height in 6u16..60,
        established in any::<bool>(),
    ) {
        let dir = tempfile::tempdir().unwrap();
        let mut app = sample_app(&dir);
        if established {
            // Half the runs start in round 1, so that random keys reach the turn commands.
            press(&mut app, ESTABLISH);
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
        let resumed = chasetrack::autosave::resume(&journal_path(&dir), &setup::sample());
        prop_assert!(resumed.is_ok(), "the journal replays: {resumed:?}");
        match (resumed.unwrap(), app.chase()) {
            (Chase::Coc7(from_disk), Chase::Coc7(on_screen)) => {
                prop_assert_eq!(from_disk.state(), on_screen.state());
                prop_assert_eq!(from_disk.journal().len(), on_screen.journal().len());
            }
            (from_disk, _) => prop_assert!(false, "resumed as {}", from_disk.system().title()),
        }
    }
}

/// A chase far bigger than any table's: 3000 locations with long names and long obstacle names,
/// pursuer and quarry thousands of locations apart. Every size draws without a panic.
#[test]
fn a_huge_track_with_long_names_draws_at_every_size() {
    use chasetrack::dice::{Difficulty, Roller};
    use chasetrack::engine::Session;
    use chasetrack::rules::coc7::{
        Coc7, Command, Hazard, Obstacle, Participant, Settings, Side, Speed, Track,
    };
    let names: Vec<String> = (1..=3000)
        .map(|i| format!("The very long name of location number {i} on the road to Arkham"))
        .collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut track = Track::of_names(&refs);
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
    let mut app = chasetrack::tui::App::new(setup, chasetrack::tui::Theme::new(false));
    for (width, height) in [(64, 20), (80, 24), (97, 31), (160, 48), (255, 80)] {
        let text = screen(&app, width, height);
        assert!(text.contains("Round 1"), "{text}");
    }
    press(&mut app, "jhhhhllllllg?jjjjj<Esc>a<Esc>");
    let _ = screen(&app, 80, 24);
}
