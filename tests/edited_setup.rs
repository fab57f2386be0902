//! A setup edited since its journal was written: the keeper is told and offered to
//! resume (the journal still replays) or start over; never a fresh chase in silence.

use crate::tui_common;

use chasetrack::autosave::{self, Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::setup;
use chasetrack::systems::coc7::rules::Command;
use chasetrack::systems::{AnyCommand, Chase};
use chasetrack::tui::{App, Theme};
use tui_common::*;

/// The worked examples' farm copied to `dir/farm.ron`, a journal of it with the cut to the chase
/// in `dir/journals/`, then the file edited (a comment added): its identity, and so its journal's
/// name, changes.
fn edited_farm(dir: &tempfile::TempDir) -> (std::path::PathBuf, std::path::PathBuf) {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR"));
    let text = std::fs::read_to_string(root.join("assets/harvey-farm.ron")).unwrap();
    let file = dir.path().join("farm.ron");
    std::fs::write(&file, &text).unwrap();
    let before = setup::load(&file).unwrap();
    let folder = dir.path().join("journals");
    std::fs::create_dir_all(&folder).unwrap();
    let short: String = before.identity.chars().take(8).collect();
    let old = folder.join(format!("farm-{}.journal", short.to_ascii_lowercase()));
    let mut save = Autosave::create(&old, &before, Some(&file)).unwrap();
    let Chase::Coc7(session) = before.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let cut = Command::CutToChase { range: None };
    let entry = session.try_command(&cut, &mut Roller::given([])).unwrap();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(cut),
        dice: entry.dice.clone(),
    })
    .unwrap();
    drop(save);
    std::fs::write(&file, format!("// The keeper's note.\n{text}")).unwrap();
    (file, old)
}

#[test]
fn an_edited_setup_is_said_and_its_chase_offered_for_resume() {
    let dir = tempfile::tempdir().unwrap();
    let (file, old) = edited_farm(&dir);
    let after = setup::load(&file).unwrap();
    let short: String = after.identity.chars().take(8).collect();
    let own = dir
        .path()
        .join("journals")
        .join(format!("farm-{}.journal", short.to_ascii_lowercase()));
    assert_ne!(own, old, "the edit changed the journal's name");
    let edited = autosave::edited_beside(&own, Some(&file), &after).expect("the old journal found");
    assert_eq!(edited.found, old);
    let mut app = App::new(after, Theme::new(false))
        .with_setup_path(Some(file.clone()))
        .asking_about_edited(edited, own.clone());
    let asking = screen(&app, 80, 24);
    assert!(asking.contains("The setup has been edited"), "{asking}");
    assert!(
        asking.contains("resume it with the edited setup"),
        "{asking}"
    );
    press(&mut app, "r");
    // The journal replays off the screen's thread; the test waits for it.
    app.wait_for_replay();
    assert_eq!(
        app.chase().journal_len(),
        1,
        "the cut to the chase replayed"
    );
    assert!(
        own.is_file(),
        "the chase goes on in the setup's own journal"
    );
    assert!(!old.exists(), "the old journal is set aside as a backup");
    assert!(
        autosave::edited_beside(&own, Some(&file), &setup::load(&file).unwrap()).is_none(),
        "and not offered again"
    );
}
