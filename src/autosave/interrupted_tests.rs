//! A journal written anew (a damaged one recovered, an edited setup's adopted) is written whole
//! beside the old one before it takes its place: a keeper who quits while a long recovery writes
//! it, or a crash then, leaves the old journal where it was. Before, the fresh journal was
//! renamed into place first and filled after, so a stop part way left the setup's journal
//! holding part of the chase, and the next launch offered to resume that part.
//!
//! The stop is a panic at a chosen line, a hook only tests have.

use super::{Autosave, Record, salvage};
use crate::systems::AnyCommand;
use crate::systems::coc7::rules::Command;
use std::cell::Cell;
use std::path::{Path, PathBuf};

thread_local! {
    /// The line at which [`Autosave::append_all`] stops this thread (0: never).
    static STOP_AT: Cell<u64> = const { Cell::new(0) };
}

/// Called by `append_all` for each line it has prepared.
pub(super) fn stop_here(line: u64) {
    if STOP_AT.with(Cell::get) == line {
        panic!("stopped while writing line {line}");
    }
}

/// The farm chase cut to the chase and undone and redone `pairs` times, then a damaged line.
fn damaged_journal(dir: &tempfile::TempDir, pairs: usize) -> (crate::setup::Setup, PathBuf) {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
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

fn journals_in(dir: &Path) -> Vec<String> {
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .expect("the directory reads")
        .map(|entry| {
            entry
                .expect("an entry")
                .file_name()
                .to_string_lossy()
                .into_owned()
        })
        .filter(|name| name.ends_with(".journal"))
        .collect();
    names.sort();
    names
}

#[test]
fn a_recovery_stopped_part_way_leaves_the_damaged_journal_where_it_was() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (setup, path) = damaged_journal(&dir, 40);
    let before = std::fs::read(&path).expect("the journal reads");
    let found = salvage(&path, &setup)
        .expect("it reads")
        .expect("it is damaged");
    // 1 header, the cut, 80 undos and redos: the stop comes half way through them.
    assert_eq!(found.records.len(), 82);

    STOP_AT.with(|stop| stop.set(40));
    let stopped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        Autosave::recover(&path, &setup, None, &found)
    }));
    STOP_AT.with(|stop| stop.set(0));
    assert!(stopped.is_err(), "the recovery was stopped at line 40");

    assert_eq!(
        std::fs::read(&path).expect("the journal is still there"),
        before,
        "the damaged journal is untouched, not replaced by part of the chase"
    );
    assert_eq!(
        journals_in(dir.path()),
        ["farm.journal"],
        "nothing was set aside"
    );
    let again = salvage(&path, &setup)
        .expect("it reads")
        .expect("still damaged");
    assert_eq!(
        again.records.len(),
        82,
        "the next launch offers the whole chase again"
    );

    // Recovered without a stop, the fresh journal holds the whole chase and the damaged one is
    // kept beside it.
    let journal = Autosave::recover(&path, &setup, None, &again).expect("the recovery");
    drop(journal);
    assert!(
        salvage(&path, &setup).expect("it reads").is_none(),
        "the fresh journal is whole"
    );
    let resumed = super::resume(&path, &setup).expect("the fresh journal resumes");
    assert_eq!(resumed.journal_len(), 1, "the cut to the chase, redone");
    assert_eq!(
        journals_in(dir.path()).len(),
        2,
        "the damaged journal is kept as a backup"
    );
}

#[test]
fn an_adoption_stopped_part_way_leaves_the_setups_journal_where_it_was() {
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (setup, damaged) = damaged_journal(&dir, 20);
    let found = salvage(&damaged, &setup)
        .expect("it reads")
        .expect("damaged");
    // The setup's own journal holds a chase of its own; another journal is adopted into it.
    let own = dir.path().join("own.journal");
    let mut journal = Autosave::create(&own, &setup, None).expect("the setup's journal");
    journal
        .append(&Record::Command {
            command: AnyCommand::Coc7(Command::CutToChase { range: None }),
            dice: Vec::new(),
        })
        .expect("the cut");
    drop(journal);
    let own_before = std::fs::read(&own).expect("it reads");

    STOP_AT.with(|stop| stop.set(10));
    let stopped = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        Autosave::adopt(&own, &setup, None, &damaged, &found.records)
    }));
    STOP_AT.with(|stop| stop.set(0));
    assert!(stopped.is_err(), "the adoption was stopped at line 10");
    assert_eq!(std::fs::read(&own).expect("still there"), own_before);
    assert!(damaged.exists(), "the adopted journal was not set aside");
}
