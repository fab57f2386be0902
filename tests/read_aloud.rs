//! Words to read aloud (the setup's `description` and `descriptions`): the scene opens the log in
//! every system, a place's words are told in the keeper's and the players' log when a player
//! character first reaches or sees it (gone with an undo, back with a redo), the keeper reads a
//! place's words under the cursor, the players only once it has been reached, and a setup that
//! describes what is not there is refused with its line and column.

use crate::tui_common;

use chasetrack::setup::{self, Setup};
use chasetrack::systems::{Chase, SystemKind};
use chasetrack::tui::{App, Theme};
use std::path::Path;
use tui_common::*;

/// The players' screen of the keeper's chase, as `follow` draws it.
fn follower(setup: &Setup, chase: &Chase, dir: &tempfile::TempDir) -> App {
    let mut follower = App::new(setup.clone(), Theme::new(false)).following(&journal_path(dir));
    follower.follow_update(chase.clone(), "Following.");
    follower
}

/// The status line (the two rows above the hint bar) of a screen.
fn status(screen: &str) -> String {
    let rows: Vec<&str> = screen.lines().collect();
    rows[rows.len().saturating_sub(3)..rows.len() - 1].join(" ")
}

#[test]
fn the_sample_reads_each_place_when_harvey_first_comes_to_it() {
    let dir = tempfile::tempdir().unwrap();
    let setup = setup::sample();
    let words = |name: &str| {
        setup
            .chase
            .read_aloud()
            .of(name)
            .unwrap_or_else(|| panic!("the sample describes {name}"))
            .to_string()
    };
    let mut app = app_with_journal(setup.clone(), &dir);
    let log = |app: &App| -> Vec<String> {
        app.chase()
            .screen()
            .log()
            .iter()
            .map(|line| line.text.clone())
            .collect()
    };
    let scene = setup.chase.read_aloud().scene.clone().expect("a scene");
    assert_eq!(log(&app), [format!("Read aloud · the scene: {scene}")]);

    // Cut to the chase: Harvey stands on the farm track, and its words are read.
    press(&mut app, ESTABLISH);
    let farm = format!("Read aloud · Farm track: {}", words("Farm track"));
    assert!(log(&app).contains(&farm), "{:?}", log(&app));
    assert!(!log(&app).iter().any(|l| l.contains("· Mud:")));
    // Harvey runs to the Gate: the mud lies just ahead, and is read; the orchard is not yet.
    press(&mut app, "f");
    let mud = format!("Read aloud · Mud: {}", words("Mud"));
    assert!(log(&app).contains(&mud), "{:?}", log(&app));
    assert!(!log(&app).iter().any(|l| l.contains("· Orchard:")));
    // The players' screen shows them in its log, and the keeper's status line read the mud.
    let players = screen(&follower(&setup, app.chase(), &dir), 80, 24);
    assert!(
        players.contains("Read aloud · Mud: Ahead the track dips"),
        "{players}"
    );
    let keeper = screen(&app, 80, 24);
    assert!(status(&keeper).contains("Read aloud · Mud"), "{keeper}");

    // Undone, the line goes with the move; redone, it is back, once.
    press(&mut app, "u");
    assert!(!log(&app).contains(&mud), "{:?}", log(&app));
    assert_eq!(
        log(&app),
        app.chase()
            .screen()
            .log()
            .iter()
            .map(|l| l.text.clone())
            .collect::<Vec<_>>()
    );
    press(&mut app, "<C-r>");
    assert_eq!(log(&app).iter().filter(|l| **l == mud).count(), 1);
}

#[test]
fn the_keeper_reads_a_place_under_the_cursor_and_the_players_only_once_it_is_reached() {
    let dir = tempfile::tempdir().unwrap();
    let setup = setup::sample();
    let mut app = app_with_journal(setup.clone(), &dir);
    press(&mut app, ESTABLISH);
    // The cursor is on the farm track (3); three steps on, the orchard (6).
    press(&mut app, "lll");
    let keeper = screen(&app, 80, 24);
    assert!(
        status(&keeper).contains("Read aloud · Orchard: Crooked apple trees"),
        "{keeper}"
    );
    // The players' screen with its cursor moved the same way says nothing of the orchard.
    let mut players = follower(&setup, app.chase(), &dir);
    press(&mut players, "lll");
    let seen = screen(&players, 80, 24);
    assert!(!seen.contains("Crooked apple trees"), "{seen}");
    // On the farm track, which Harvey stands on, the players read it too.
    press(&mut players, "hhh");
    let seen = screen(&players, 80, 24);
    assert!(status(&seen).contains("Read aloud · Farm track"), "{seen}");
}

/// Every system's shipped setups describe a scene somewhere, and the players' screen opens with
/// it; position clocks also read the path the players' characters start on.
#[test]
fn every_system_opens_with_its_scene_on_the_players_screen() {
    let mut with_scene = std::collections::BTreeSet::new();
    for file in shipped() {
        let setup = asset(&file);
        let Some(scene) = setup.chase.read_aloud().scene.clone() else {
            continue;
        };
        with_scene.insert(setup.chase.system().title());
        let dir = tempfile::tempdir().unwrap();
        let players = screen(&follower(&setup, &setup.chase, &dir), 120, 40);
        let first_words: String = scene
            .split_whitespace()
            .take(4)
            .collect::<Vec<_>>()
            .join(" ");
        assert!(
            players.contains("Read aloud · the scene:") && players.contains(&first_words),
            "{}: {players}",
            file
        );
    }
    assert_eq!(with_scene.len(), SystemKind::ALL.len(), "{with_scene:?}");

    // The fell race: every runner starts on the fell path, whose words open the log; the stile
    // wall after segment 3 is read once a player's runner comes to it.
    let race = asset("fell-race.ron");
    let opening = race.chase.screen().log();
    assert!(
        opening
            .iter()
            .any(|l| l.text.starts_with("Read aloud · Fell path:"))
    );
    assert!(!opening.iter().any(|l| l.text.contains("Stile wall")));
}

#[test]
fn a_setup_that_describes_what_is_not_there_is_refused_with_its_place() {
    let sample =
        std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.ron"))
            .unwrap();
    let wrong = sample.replace("\"Orchard\": ", "\"Orchad\": ");
    let error = setup::parse(&wrong, "sample.ron").unwrap_err().to_string();
    let line = wrong
        .lines()
        .position(|l| l.contains("descriptions:"))
        .unwrap()
        + 1;
    assert!(error.starts_with(&format!("sample.ron:{line}:")), "{error}");
    assert!(
        error.contains("'Orchad' is no place of this chase") && error.contains("Orchard"),
        "{error}"
    );

    let empty = sample.replace(
        "\"Road\": \"The Aylesbury Pike, empty and pale under the rising moon.\"",
        "\"Road\": \"  \"",
    );
    let error = setup::parse(&empty, "sample.ron").unwrap_err().to_string();
    assert!(
        error.contains("the description of 'Road' is empty"),
        "{error}"
    );

    let gurps = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gurps-traffic.ron"),
    )
    .unwrap();
    let placed = gurps.replacen(
        "    description:",
        "    descriptions: {\"Expressway\": \"Six lanes.\"},\n    description:",
        1,
    );
    let error = setup::parse(&placed, "gurps.ron").unwrap_err().to_string();
    assert!(
        error.contains("'Expressway' is described, but a Gurps(...) chase has no named places"),
        "{error}"
    );
}
