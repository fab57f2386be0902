//! Everyone on screen at 80x24 (issue 11): every shipped setup in `assets/`, opened and cut to
//! its chase where it has one to cut to, shows every participant's name on the screen.

mod tui_common;

use chasetrack::odds::Policy;
use chasetrack::systems::Chase;
use tui_common::*;

/// The names of a setup's participants, as the odds' roster lists them for every system.
fn names(setup: &chasetrack::setup::Setup) -> Vec<String> {
    fn of<R: Policy>(session: &chasetrack::engine::Session<R>) -> Vec<String> {
        session
            .state()
            .roster()
            .into_iter()
            .map(|(name, _)| name)
            .collect()
    }
    match &setup.chase {
        Chase::Coc7(s) => of(s),
        Chase::Track(s) => of(s),
        Chase::Clocks(s) => of(s),
        Chase::Savage(s) => of(s),
        Chase::Gurps(s) => of(s),
    }
}

#[test]
fn every_shipped_setup_shows_everyone_at_80x24() {
    let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut missing = Vec::new();
    let mut files: Vec<_> = std::fs::read_dir(&root)
        .unwrap()
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "ron"))
        .collect();
    files.sort();
    for file in files {
        let name = file.file_name().unwrap().to_string_lossy().into_owned();
        let setup = asset(&name);
        let dir = tempfile::tempdir().unwrap();
        let app = app_with_journal(setup.clone(), &dir);
        let shown = screen(&app, 80, 24);
        for who in names(&setup) {
            if !shown.contains(&who) {
                missing.push(format!("{name}: {who}"));
            }
        }
    }
    assert!(
        missing.is_empty(),
        "not on screen at 80x24:\n{}",
        missing.join("\n")
    );
}
