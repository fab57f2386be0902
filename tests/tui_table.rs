//! What the screen says at the table: a failed roll never shows a tick, `00` is 100,
//! the players' view says why it cannot be had, the opening range in the rule's words, the quit
//! question takes `y` or `n` only, and keys do nothing while the screen is too small.

use crate::tui_common;

use chasetrack::systems::coc7::rules::{Speed, Status};
use tui_common::*;

/// "00" on percentile dice reads 100: Harvey's speed roll typed as 00 is a fumble.
#[test]
fn double_zero_typed_for_a_percentile_roll_is_100() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s00<Enter>");
    let after = screen(&app, 80, 24);
    assert!(after.contains("with 100 for speed: fumble"), "{after}");
    assert_eq!(state(&app).participants[0].speed, Some(Speed::Failure));
}

/// A failed roll, already made while the next die is asked, reads as a failure: a cross and its
/// level word, never a tick. Harvey fails the Mud's DEX with 73 and the damage is asked next.
#[test]
fn a_failed_roll_never_shows_a_tick() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    // Speed rolls that change nothing, cut to the chase: Harvey at 3, the farmer at 1.
    press(&mut app, "s50<Enter>s40<Enter>c<Enter>");
    // Harvey runs to the Gate (4), the Mud ahead of him; the farmer waits; round 2.
    press(&mut app, "f");
    let farmer = state(&app).current().expect("the farmer's turn");
    assert_eq!(state(&app).participants[usize::from(farmer)].name, "Farmer");
    press(&mut app, "n");
    let mud = state(&app)
        .map
        .ahead_of(state(&app).participants[0].location)
        .cloned();
    assert!(mud.is_some(), "the Mud lies ahead of Harvey");
    press(&mut app, "z");
    // Take the first skill and the usual answers until the roll is asked.
    for _ in 0..4 {
        if screen(&app, 80, 24).contains("1D100") {
            break;
        }
        press(&mut app, "<Enter>");
    }
    press(&mut app, "99<Enter>");
    let asking = screen(&app, 80, 24);
    assert!(asking.contains("✗ Harvey"), "{asking}");
    assert!(
        asking.contains("99, fumble") || asking.contains("99, failure"),
        "{asking}"
    );
    assert!(!asking.contains('✓'), "{asking}");
}

/// The players' view says the real reason it cannot be had: nobody is an investigator (the
/// sample with its mark on Harvey taken off).
#[test]
fn the_players_view_names_the_real_reason() {
    let dir = tempfile::tempdir().unwrap();
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.ron"),
    )
    .unwrap();
    let unmarked = text.replace("investigator: true,", "");
    assert_ne!(unmarked, text, "the sample marks Harvey");
    let setup = chasetrack::setup::parse(&unmarked, "sample.ron").unwrap();
    let mut app = app_with_journal(setup, &dir);
    press(&mut app, "s50<Enter>s40<Enter>c<Enter>P");
    let refused = screen(&app, 160, 48);
    assert!(
        refused.contains("No participant is marked investigator: true"),
        "{refused}"
    );
    assert!(!app.focus().players_view);
}

/// "The pursuer is just two locations behind": the opening range reads as the rule does.
#[test]
fn the_opening_range_says_what_the_rule_says() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s50<Enter>s40<Enter>c");
    let asking = screen(&app, 80, 24);
    assert!(
        asking.contains("2 locations ahead of the pursuer (the usual)"),
        "{asking}"
    );
    assert!(!asking.contains("between them"), "{asking}");
}

/// `q` then Enter must not quit: the quit question takes `y` or `n` only.
#[test]
fn the_quit_question_takes_y_or_n_only() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "q<Enter>");
    assert!(!app.should_quit(), "Enter is not yes");
    assert!(screen(&app, 80, 24).contains("Quit chasetrack?"));
    press(&mut app, "n");
    assert!(!app.should_quit());
    press(&mut app, "qy");
    assert!(app.should_quit());
}

/// A key pressed while the screen is too small to show the chase does nothing; once it is big
/// enough again, keys work.
#[test]
fn keys_do_nothing_while_the_screen_is_too_small() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    app.resize(50, 12);
    press(&mut app, "s50<Enter>q");
    assert!(state(&app).participants[0].speed.is_none(), "no roll made");
    assert!(!screen(&app, 80, 24).contains("Quit chasetrack?"));
    app.resize(80, 24);
    press(&mut app, "s50<Enter>");
    assert_eq!(state(&app).participants[0].speed, Some(Speed::Success));
}

/// "The characters or vehicles must be on the same location to attack one another": reaching
/// Harvey brings the farmer alongside him (catch_on_reach is off by default); the keeper may then
/// rule him caught with `Y`, or the farmer attacks.
#[test]
fn reaching_a_quarry_brings_them_together_and_the_keeper_may_rule_caught() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s50<Enter>s40<Enter>c<Enter>nF2");
    let chase = state(&app);
    assert!(!chase.settings.catch_on_reach, "off by default");
    assert_eq!(
        chase.participants[0].location,
        chase.participants[1].location
    );
    assert_eq!(chase.participants[0].status, Status::Active, "not caught");
    let together = screen(&app, 160, 48);
    assert!(
        together.contains("Farmer moves to Farm track (3) and reaches Harvey."),
        "the log says the two are together: {together}"
    );
    assert!(together.contains("Y caught"), "{together}");
    assert!(together.contains("a attack"), "{together}");
    press(&mut app, "Y");
    assert!(matches!(
        state(&app).participants[0].status,
        Status::Caught { by: 1 }
    ));
    assert!(screen(&app, 160, 48).contains("Farmer catches Harvey at Farm track (3)."));
}

/// A table cut short says so: car-chase.ron's speed-roll table shows 4 of its 9 at 80x20 (at
/// 80x24 the log now gives it its rows and it shows 8) and names the 5 below on its border
/// ("▼ Cult gunman · ..."; "▼ 5 more" when the names do not fit); moving the selection down
/// scrolls it and says what is above.
#[test]
fn a_table_cut_short_says_how_many_more() {
    let dir = tempfile::tempdir().unwrap();
    // Without the scene read aloud, whose lines the log would keep rows for.
    let mut app = app_with_journal(unread(asset("car-chase.ron")), &dir);
    let start = screen(&app, 80, 20);
    assert!(
        start.contains("▼ Cult gunman · Police 1 · Police 2 · Officer Doyle · Cult driver"),
        "{start}"
    );
    // Down the list to its last row: then the rows above are counted instead.
    let mut end = start.clone();
    for _ in 0..9 {
        press(&mut app, "j");
        end = screen(&app, 80, 20);
        if !end.contains("▼") {
            break;
        }
    }
    assert!(
        end.contains("▲ Amy · Bob · Cult rider · Harvey · Cult gunman"),
        "{end}"
    );
}

/// The built-in sample is a new chase at each launch: the tool picks a fresh seed; tests and
/// scripts keep the file's pinned seed (1926).
#[test]
fn the_sample_picks_a_fresh_seed_at_each_launch() {
    let first = chasetrack::setup::sample_for_play();
    let second = chasetrack::setup::sample_for_play();
    assert_ne!(first.seed, second.seed);
    assert_eq!(chasetrack::setup::sample().seed, Some(1926));
    assert_eq!(
        first.identity, second.identity,
        "the same setup, the same journal"
    );
}

/// "The tool picks a seed, and the journal records it so that resume is exact": the sample's
/// fresh seed is in its journal's header, and resuming that journal (alone, or as the unfinished
/// chase found at launch) takes it back instead of a new one.
#[test]
fn the_samples_seed_is_recorded_in_its_journal_and_taken_back_on_resume() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("sample.journal");
    let setup = chasetrack::setup::sample_for_play();
    let seed = setup.seed;
    let save = chasetrack::autosave::Autosave::create(&journal, &setup, None).unwrap();
    let mut app =
        chasetrack::tui::App::new(setup, chasetrack::screen::Theme::new(false)).with_autosave(save);
    press(&mut app, "s50<Enter>");
    drop(app);
    assert_eq!(chasetrack::autosave::header(&journal).unwrap().seed, seed);

    let resumed = chasetrack::tui::prepare(&chasetrack::tui::PlayOptions {
        setup: None,
        resume: Some(journal.clone()),
        fresh: false,
        share: None,
        ..Default::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(resumed.seed(), seed, "not a fresh seed of this launch");
    assert_eq!(resumed.chase().journal_len(), 1);
    drop(resumed);

    // Found at launch and resumed from the question: the same seed comes back.
    let mut found = chasetrack::tui::App::new(
        chasetrack::setup::sample_for_play(),
        chasetrack::screen::Theme::new(false),
    )
    .asking_to_resume(journal.clone(), journal.clone());
    assert_ne!(found.seed(), seed);
    press(&mut found, "r");
    assert_eq!(found.seed(), seed);
    assert_eq!(found.chase().journal_len(), 1);
}

/// A status line too long for 80 columns wraps by words onto a second line; never cut mid-word.
#[test]
fn a_long_status_line_wraps_by_words() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s80<Enter>");
    let shown = screen(&app, 80, 24);
    let lines: Vec<&str> = shown.lines().collect();
    let status = &lines[lines.len() - 3..lines.len() - 1];
    assert_eq!(
        status[0].trim_end(),
        " Harvey rolls CON 60 with 80 for speed: failure; MOV 6 drops to 5 for this",
        "{shown}"
    );
    assert_eq!(status[1].trim(), "chase.", "{shown}");
    assert!(!shown.contains("chas…"), "{shown}");
}
