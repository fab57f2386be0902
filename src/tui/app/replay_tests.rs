//! "The screen answers q and Ctrl-C within 100 ms whatever it is doing ... replaying a journal":
//! resuming a large damaged journal runs through the real loop on a test terminal while the
//! replay is held back (a gate only tests have), so the replay cannot have finished when the keys
//! come. The loop answers a key and `q` while the work is still pending: it runs off the screen's
//! thread (were it on that thread, the loop could not have read a key). No clock is read.

use super::App;
use super::replay::{GATE, wait};
use crate::autosave::{self, Autosave, Record};
use crate::screen::Theme;
use crate::systems::AnyCommand;
use crate::systems::coc7::rules::Command;
use crate::tui::run::{Script, run};
use crossterm::event::{Event, KeyCode, KeyEvent, KeyModifiers};
use ratatui::Terminal;
use ratatui::backend::TestBackend;

/// A journal of the farm chase with `pairs` undos and redos after the cut to the chase, then a
/// damaged line: a long replay up to the damage.
fn damaged_journal(
    dir: &tempfile::TempDir,
    pairs: usize,
) -> (crate::setup::Setup, std::path::PathBuf) {
    let file = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = crate::setup::load(&file).unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("farm.journal");
    let mut journal = Autosave::create(&path, &setup, Some(&file)).expect("a journal");
    journal
        .append(&Record::Command {
            command: AnyCommand::Coc7(Command::CutToChase { range: None }),
            dice: Vec::new(),
        })
        .expect("the cut");
    for _ in 0..pairs {
        journal.append(&Record::Undo).expect("an undo");
        journal.append(&Record::Redo).expect("a redo");
    }
    drop(journal);
    let mut text = std::fs::read_to_string(&path).expect("the journal reads");
    text.push_str("{\"not\": a record}\n");
    std::fs::write(&path, text).expect("the damage is written");
    (setup, path)
}

fn key(c: char) -> Event {
    Event::Key(KeyEvent::new(KeyCode::Char(c), KeyModifiers::NONE))
}

#[test]
fn a_damaged_journal_replays_off_the_screen_thread_and_q_leaves_meanwhile() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (setup, path) = damaged_journal(&dir, 300);
    let salvage = autosave::salvage(&path, &setup)
        .expect("the journal reads")
        .expect("it is damaged");
    let mut app =
        App::new(setup.clone(), Theme::new(false)).asking_to_recover(path.clone(), &salvage);
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).expect("a test terminal");

    // The replay waits at the gate until the loop is done with the keys.
    let held = GATE
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner);
    // r: resume up to the damage; j: any other key; then the loop ends with the script.
    let mut events = Script([key('r'), key('j')].into());
    run(&mut terminal, &mut app, &mut events, &|| false).expect("the loop runs");
    assert!(app.replaying(), "the replay is still held back");
    assert_eq!(
        app.status().map(|s| s.text.as_str()),
        Some(wait(app.keymap()).as_str())
    );
    let shown: String = terminal
        .backend()
        .buffer()
        .content()
        .iter()
        .map(|cell| cell.symbol())
        .collect();
    assert!(shown.contains("Replaying the journal"), "{shown}");
    // q leaves while the replay still runs.
    let mut events = Script([key('q')].into());
    run(&mut terminal, &mut app, &mut events, &|| false).expect("the loop runs");
    assert!(app.should_quit(), "q leaves at once");
    assert!(app.replaying());

    // Let go: the replay ends on its own thread, and the chase up to the damage comes back.
    drop(held);
    app.wait_for_replay();
    assert!(!app.replaying());
    assert_eq!(
        app.chase().journal_len(),
        1,
        "the cut, after its undos and redos"
    );
    assert!(
        app.status()
            .is_some_and(|s| s.text.starts_with("Resumed up to the damage")),
        "{:?}",
        app.status()
    );
}
