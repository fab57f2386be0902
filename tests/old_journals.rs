//! Journals written before the engine stopped naming systems (commit 5ece0ec, by that commit's
//! binary, on the setups as they were then) still resume: the journal's format is the systems'
//! command enum by variant name, which the registry keeps. Each fixture is the journal and a copy
//! of the setup it was written for, so that an edit to `assets/` does not change what is tested.

use chasetrack::autosave;
use chasetrack::engine::Outcome;
use chasetrack::setup;
use chasetrack::systems::{Chase, SystemKind};
use std::path::{Path, PathBuf};

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/journals/before-the-registry")
        .join(name)
}

fn resumed(name: &str) -> Chase {
    let setup = setup::load(&fixture(&format!("{name}.ron"))).unwrap_or_else(|e| panic!("{e}"));
    autosave::resume(&fixture(&format!("{name}.journal")), &setup)
        .unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn a_call_of_cthulhu_journal_with_undo_and_redo_resumes_where_it_stood() {
    let chase = resumed("harvey-farm");
    assert_eq!(chase.system(), SystemKind::Coc7);
    // Cut to the chase, Harvey moves, undone, redone, then the farmer moves.
    assert_eq!(chase.journal_len(), 3);
    let Chase::Coc7(session) = &chase else {
        panic!("a Call of Cthulhu chase");
    };
    let state = session.state();
    let at = |name: &str| {
        state
            .participants
            .iter()
            .find(|p| p.name == name)
            .map(|p| p.location)
    };
    assert_eq!(at("Harvey"), Some(4));
    assert_eq!(at("Farmer"), Some(2));
    assert_eq!(chase.outcome(), Outcome::Ongoing);
}

#[test]
fn chase_track_and_position_clocks_journals_resume() {
    let bazaar = resumed("bazaar");
    assert_eq!(bazaar.system(), SystemKind::Track);
    assert_eq!(bazaar.journal_len(), 1);
    let city = resumed("city-chase");
    assert_eq!(city.system(), SystemKind::Clocks);
    assert_eq!(
        city.journal_len(),
        1,
        "the turn order rolled with its four dice"
    );
}
