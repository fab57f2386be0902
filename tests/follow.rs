//! The players' screen (`chasetrack follow`) as the keeper's journal changes under it: it waits
//! for a journal that is not there yet, shows each command, undo and redo as they are written, and
//! stays in the players' view, read-only.

use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::rules::coc7::Command;
use chasetrack::setup;
use chasetrack::systems::{AnyCommand, Chase};
use chasetrack::tui::App;
use chasetrack::tui::follow::Watch;
use chasetrack::tui::theme::Theme;
use std::path::Path;

fn status(app: &App) -> String {
    app.status().map(|s| s.text.clone()).unwrap_or_default()
}

#[test]
fn the_follower_waits_then_keeps_up_with_commands_undo_and_redo() {
    let dir = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap();
    let journal = dir.path().join("farm.journal");
    let mut watch = Watch::new(setup.clone(), journal.clone());
    let mut app = App::new(setup.clone(), Theme::from_env()).following(&journal);
    assert!(app.focus().players_view && app.is_following());

    watch.poll(&mut app);
    assert!(status(&app).starts_with("Waiting for the keeper"), "{}", status(&app));

    // The keeper starts and cuts to the chase.
    let mut save = Autosave::create(&journal, &setup, Some(&file)).unwrap();
    let Chase::Coc7(session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let cut = Command::CutToChase { range: None };
    let entry = session.try_command(&cut, &mut Roller::given([])).unwrap();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(cut),
        dice: entry.dice.clone(),
    })
    .unwrap();
    watch.poll(&mut app);
    assert_eq!(app.chase().journal_len(), 1);
    assert!(status(&app).starts_with("Following: Round 1 begins"), "{}", status(&app));

    save.append(&Record::Undo).unwrap();
    watch.poll(&mut app);
    assert_eq!(app.chase().journal_len(), 0, "the undo shows");
    save.append(&Record::Redo).unwrap();
    watch.poll(&mut app);
    assert_eq!(app.chase().journal_len(), 1, "the redo shows");
    // Looking again without a change does nothing, and the view stays the players'.
    watch.poll(&mut app);
    assert!(app.focus().players_view);
}

#[test]
fn follow_with_nothing_to_follow_says_how_to_name_one() {
    let data = tempfile::tempdir().unwrap();
    let output = assert_cmd::Command::cargo_bin("chasetrack")
        .unwrap()
        .env("CHASETRACK_DATA_DIR", data.path())
        .arg("follow")
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("no unfinished chase"), "{err}");
    assert!(err.contains("chasetrack follow SETUP"), "{err}");
}
