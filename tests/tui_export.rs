//! `Ctrl-e` on the keeper's screen writes the session log of the chase so far into the data
//! directory's exports/ folder and says where.

use chasetrack::autosave::Autosave;
use chasetrack::screen::theme::Theme;
use chasetrack::setup;
use chasetrack::tui::App;
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};
use std::path::Path;

fn press(app: &mut App, code: KeyCode, modifiers: KeyModifiers) {
    app.key(KeyEvent::new(code, modifiers));
}

#[test]
fn ctrl_e_writes_the_session_log_and_says_where() {
    let data = tempfile::tempdir().unwrap();
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap();
    std::fs::create_dir_all(data.path().join("journals")).unwrap();
    let journal = data.path().join("journals/harvey-farm.journal");
    let save = Autosave::create(&journal, &setup, Some(&file)).unwrap();
    let mut app = App::new(setup, Theme::from_env()).with_autosave(save);
    // Cut to the chase (the range question takes its usual answer) and move Harvey.
    press(&mut app, KeyCode::Char('c'), KeyModifiers::NONE);
    press(&mut app, KeyCode::Enter, KeyModifiers::NONE);
    press(&mut app, KeyCode::Char('f'), KeyModifiers::NONE);
    press(&mut app, KeyCode::Char('e'), KeyModifiers::CONTROL);

    let status = app.status().map(|s| s.text.clone()).unwrap_or_default();
    assert!(
        status.starts_with("The session log is written to "),
        "{status}"
    );
    let exports: Vec<_> = std::fs::read_dir(data.path().join("exports"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(exports.len(), 1, "{exports:?}");
    assert!(
        status.contains(&exports[0].display().to_string()),
        "{status}"
    );
    let text = std::fs::read_to_string(&exports[0]).unwrap();
    assert!(text.starts_with("# Harvey and the farmer"), "{text}");
    assert!(text.contains("- Harvey moves to Gate (4)."), "{text}");
}
