//! `n` on the screen chasetrack opens with: an improvised chase made on the screen itself, from
//! "they run!" to the first move, counted key by key (the goal: under 40 keys for two
//! investigators and two cultists).

use crate::tui_common;

use chasetrack::autosave::{self, Autosave};
use chasetrack::setup;
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::Phase;
use chasetrack::tui::{App, Place, Theme};
use tui_common::{parse_keys, press, screen, state};

/// The screen `chasetrack` opens with when it has no setup to resume: the built-in sample with
/// its journal, and the offer to improvise into `dir`.
fn opening_screen(dir: &tempfile::TempDir) -> App {
    let sample = setup::sample_for_play();
    let journal = Autosave::create(&dir.path().join("sample.journal"), &sample, None)
        .expect("a journal in a temporary directory");
    App::new(sample, Theme::new(false))
        .with_autosave(journal)
        .offering_new_chase(Place {
            data: Some(dir.path().to_path_buf()),
            seed: Some(1926),
        })
}

/// The keys that improvise the chase: `1` on the opening box (a new chase, Call of Cthulhu, the
/// first rules listed), the four people in the words a keeper types (the two investigators on
/// one line, their names before the side, `inv`; two cultists by `x2`), and Enter for the
/// default track, which ends the people.
const IMPROVISED: &str = "1Amy, Bob q inv<Enter>Cultist p x2<Enter><Enter>";

/// [`IMPROVISED`], then `s` and `R` (every speed roll by the tool), `c` and Enter to cut to the
/// chase at the usual range, and `f`: the first move.
const TO_THE_FIRST_MOVE: &str = "1Amy, Bob q inv<Enter>Cultist p x2<Enter><Enter>sRc<Enter>f";

#[test]
fn two_investigators_and_two_cultists_from_launch_to_the_first_move_in_under_40_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = opening_screen(&dir);
    let opening = screen(&app, 80, 24);
    assert!(opening.contains("Welcome to chasetrack"), "{opening}");
    assert!(
        opening.contains("n new chase"),
        "the hint bar offers it:\n{opening}"
    );

    let keys = parse_keys(TO_THE_FIRST_MOVE).len();
    press(&mut app, TO_THE_FIRST_MOVE);
    assert!(keys < 40, "{keys} keys");
    assert_eq!(keys, 35, "the count recorded in docs/keybindings.md");

    let chase = state(&app);
    let names: Vec<&str> = chase.participants.iter().map(|p| p.name.as_str()).collect();
    assert_eq!(names, ["Amy", "Bob", "Cultist 1", "Cultist 2"]);
    assert!(chase.participants[0].investigator && chase.participants[1].investigator);
    assert!(!chase.participants[2].investigator);
    assert_eq!(chase.phase, Phase::Running, "{}", screen(&app, 80, 24));
    assert!(
        chase.participants.iter().all(|p| p.speed.is_some()),
        "everyone rolled for speed"
    );
    let log: Vec<&str> = app.log().iter().map(|l| l.text).collect();
    assert!(
        log.iter().rev().take(2).any(|line| line.contains("moves")),
        "the first move is told (and the turn it spent): {log:#?}"
    );

    // The chase is an ordinary setup in the data directory, and its journal beside the others.
    let written = app
        .setup_path()
        .expect("the improvised setup's path")
        .to_path_buf();
    assert_eq!(
        written.parent(),
        Some(dir.path().join("improvised").as_path())
    );
    let reloaded = setup::load(&written).expect("the written setup passes the loader");
    assert_eq!(reloaded.name, "Improvised chase");
    let journal = app.autosave_path().expect("a journal").to_path_buf();
    assert_eq!(
        journal.parent(),
        Some(dir.path().join("journals").as_path())
    );
    let text = screen(&app, 80, 24);
    assert!(text.contains("Amy"), "{text}");

    // Resumed from its journal, it is the chase on the screen, move for move.
    let before = state(&app).clone();
    drop(app);
    let Chase::Coc7(resumed) = autosave::resume(&journal, &reloaded).expect("it resumes") else {
        panic!("a Call of Cthulhu chase");
    };
    assert_eq!(*resumed.state(), before);
}

#[test]
fn any_other_key_plays_the_sample_beneath_and_enter_does_too() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = opening_screen(&dir);
    press(&mut app, "s");
    let text = screen(&app, 80, 24);
    assert!(!text.contains("Welcome to chasetrack"), "{text}");
    assert!(
        text.contains("Harvey"),
        "the sample's speed roll is asked:\n{text}"
    );
    assert!(app.overlay().is_some(), "the speed roll's prompt is open");
    drop(app);

    let mut app = opening_screen(&dir);
    press(&mut app, "<Enter>");
    assert!(app.overlay().is_none());
    assert_eq!(app.title(), setup::sample().name);
    press(&mut app, "n");
    assert!(
        !screen(&app, 80, 24).contains("Which rules?"),
        "n is the chase's own key once the sample plays"
    );
}

#[test]
fn a_mistake_is_named_on_its_line_and_nothing_is_written_until_the_end() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = opening_screen(&dir);
    press(&mut app, "n<Enter>Amy q i 60 eight<Enter>");
    let text = screen(&app, 80, 24);
    assert!(text.contains("column 12"), "{text}");
    assert!(text.contains("MOV must be a whole number"), "{text}");
    // The line is given back to be mended.
    press(&mut app, "<C-u>Amy q i 60 8<Enter>Amy p<Enter>");
    let text = screen(&app, 80, 24);
    assert!(text.contains("is in the chase already"), "{text}");
    press(&mut app, "<C-u><Enter>");
    let text = screen(&app, 80, 24);
    assert!(text.contains("needs at least one pursuer"), "{text}");
    assert!(
        !dir.path().join("improvised").exists(),
        "nothing is written yet"
    );
    // Esc goes back to the opening screen, the sample still beneath.
    press(&mut app, "<Esc>");
    let text = screen(&app, 80, 24);
    assert!(text.contains("Welcome to chasetrack"), "{text}");
    assert!(text.contains("nothing was written"), "{text}");
    assert_eq!(app.title(), setup::sample().name);
}

#[test]
fn every_system_can_be_improvised_on_the_screen() {
    // The rules by their place in the list, a line for each side, the default track.
    for (at, system) in chasetrack::systems::SystemKind::ALL
        .iter()
        .copied()
        .enumerate()
    {
        let pick = at + 1;
        let [quarry, pursuer] =
            chasetrack::each_kind!(system, system => system::improvise::EXAMPLE);
        let lines = format!("{quarry}<Enter>{pursuer}<Enter>");
        let dir = tempfile::tempdir().unwrap();
        let mut app = opening_screen(&dir);
        press(&mut app, &format!("n{pick}{lines}<Enter>"));
        assert_eq!(app.chase().system(), system, "{}", screen(&app, 80, 24));
        assert!(app.overlay().is_none(), "{}", screen(&app, 80, 24));
        let written = app.setup_path().expect("written").to_path_buf();
        setup::load(&written).unwrap_or_else(|e| panic!("{system:?}: {e}"));
    }
}

/// The goal: two investigators and two cultists improvised in at most 30 keys, from the
/// opening screen to the chase written and on the screen, each key counted (typed letters too).
#[test]
fn two_investigators_and_two_cultists_are_improvised_in_at_most_30_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = opening_screen(&dir);
    let keys = parse_keys(IMPROVISED).len();
    press(&mut app, IMPROVISED);
    assert!(keys <= 30, "{keys} keys");
    assert_eq!(keys, 30, "the count recorded in docs/keybindings.md");
    assert!(app.overlay().is_none(), "{}", screen(&app, 80, 24));
    let written = app.setup_path().expect("written").to_path_buf();
    assert_eq!(
        written.parent(),
        Some(dir.path().join("improvised").as_path())
    );
    let chase = state(&app);
    let people: Vec<(&str, bool, bool)> = chase
        .participants
        .iter()
        .map(|p| {
            (
                p.name.as_str(),
                p.investigator,
                p.side == chasetrack::systems::coc7::rules::Side::Quarry,
            )
        })
        .collect();
    assert_eq!(
        people,
        [
            ("Amy", true, true),
            ("Bob", true, true),
            ("Cultist 1", false, false),
            ("Cultist 2", false, false)
        ]
    );
    // The default track: ten locations of a city.
    let text = std::fs::read_to_string(&written).unwrap();
    let reloaded = setup::load(&written).unwrap();
    let chasetrack::systems::Chase::Coc7(session) = &reloaded.chase else {
        panic!("a Call of Cthulhu chase: {text}");
    };
    assert_eq!(session.state().map.locations.len(), 10, "{text}");
}

/// In every system: its number on the opening box starts a new chase with its rules; several
/// names before the side share one line, and the line after the people is the track (empty: the
/// default), so no line is asked only to say "that is everyone". The form says so once both
/// sides are in.
#[test]
fn in_every_system_names_share_a_line_and_the_track_ends_the_people() {
    for (at, system) in chasetrack::systems::SystemKind::ALL
        .iter()
        .copied()
        .enumerate()
    {
        let [quarry, pursuer] =
            chasetrack::each_kind!(system, system => system::improvise::EXAMPLE);
        // A second name before the first one of the example's quarry line.
        let both = format!("Zed, {quarry}");
        let dir = tempfile::tempdir().unwrap();
        let mut app = opening_screen(&dir);
        let opening = screen(&app, 80, 24);
        // The box's words, read across its wrapped lines.
        let words: Vec<&str> = opening
            .split(|c: char| c.is_whitespace() || ('\u{2500}'..='\u{257f}').contains(&c))
            .filter(|word| !word.is_empty())
            .collect();
        assert!(
            words
                .join(" ")
                .contains(&format!("{} {}", at + 1, system.title())),
            "the box lists the rules by number:\n{opening}"
        );
        press(
            &mut app,
            &format!("{}{both}<Enter>{pursuer}<Enter>", at + 1),
        );
        let asked = screen(&app, 80, 24);
        assert!(
            asked.contains("or the track to begin"),
            "{system:?}: the form offers the track:\n{asked}"
        );
        press(&mut app, "<Enter>");
        assert!(app.overlay().is_none(), "{}", screen(&app, 80, 24));
        assert_eq!(app.chase().system(), system, "{}", screen(&app, 80, 24));
        let written = app.setup_path().expect("written").to_path_buf();
        let text = std::fs::read_to_string(&written).unwrap();
        let first = quarry.split_whitespace().next().unwrap_or_default();
        for name in ["Zed", first] {
            assert!(
                text.contains(&format!("\"{name}\"")),
                "{system:?}: {name} in {text}"
            );
        }
        setup::load(&written).unwrap_or_else(|e| panic!("{system:?}: {e}"));
    }
}

/// A line after the people that reads as the track, and not as a participant, ends them with
/// that track; one that reads as neither is named by its likelier mistake (a track's when it
/// starts with a number) and given back.
#[test]
fn the_track_is_typed_on_the_line_after_the_people() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = opening_screen(&dir);
    press(
        &mut app,
        "n<Enter>Amy q i<Enter>Cultist p<Enter>12 moon<Enter>",
    );
    let text = screen(&app, 80, 24);
    assert!(text.contains("'moon' is not an environment"), "{text}");
    press(&mut app, "<C-u>12 city<Enter>");
    assert!(app.overlay().is_none(), "{}", screen(&app, 80, 24));
    let written = app.setup_path().expect("written").to_path_buf();
    let reloaded = setup::load(&written).unwrap();
    let chasetrack::systems::Chase::Coc7(session) = &reloaded.chase else {
        panic!("a Call of Cthulhu chase");
    };
    assert_eq!(session.state().map.locations.len(), 12);
}

/// An improvised Savage Worlds or GURPS participant "cannot be given a weapon or a
/// vehicle" no more, on the screen itself: each line typed on the opening box's form carries its
/// gear (a bow, a sword and a horse; a pistol and armour, a sports car with a passenger), and the
/// chase the screen then plays has it.
#[test]
fn gear_typed_on_the_improvise_form_is_in_the_chase_on_screen() {
    use chasetrack::systems::SystemKind;
    let number = |kind: SystemKind| SystemKind::ALL.iter().position(|k| *k == kind).unwrap() + 1;

    let dir = tempfile::tempdir().unwrap();
    let mut app = opening_screen(&dir);
    press(
        &mut app,
        &format!(
            "{}Thugs prey d6 x3 bow<Enter>Knight pursuer d8 wild horse sword armor 2<Enter><Enter>",
            number(SystemKind::Savage)
        ),
    );
    let Chase::Savage(session) = app.chase() else {
        panic!("a Savage Worlds chase:\n{}", screen(&app, 80, 24));
    };
    let find = |name: &str| {
        session
            .state()
            .participants
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    assert!(find("Thugs").weapon.is_some(), "the thugs' bows");
    assert!(find("Knight").weapon.is_some(), "the knight's sword");
    assert_eq!(
        find("Knight").toughness,
        8 + 2,
        "a horse's Toughness and the armour"
    );

    let dir = tempfile::tempdir().unwrap();
    let mut app = opening_screen(&dir);
    press(
        &mut app,
        &format!(
            "{}Vince quarry 13 sportscar 14<Enter>Lou quarry 12 revolver 14 aboard Vince<Enter>Thugs pursuer 11 12 5 pistol 12 dr 2<Enter>short<Enter>",
            number(SystemKind::Gurps)
        ),
    );
    let Chase::Gurps(session) = app.chase() else {
        panic!("a GURPS chase:\n{}", screen(&app, 80, 24));
    };
    let chase = session.state();
    let person = |name: &str| {
        chase
            .people
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    assert!(person("Thugs").weapon.is_some(), "the thugs' pistols");
    assert!(person("Lou").weapon.is_some(), "Lou's revolver");
    let vince = chase.find("Vince").unwrap();
    assert!(chase.operating(vince).is_some(), "Vince drives");
    assert!(
        chase.is_passenger(chase.find("Lou").unwrap()),
        "Lou rides with Vince"
    );
}
