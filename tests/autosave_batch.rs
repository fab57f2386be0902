//! A whole chase written into a fresh journal at once (a damaged journal recovered, an edited
//! setup's journal adopted) is the journal the screen would have written a command at a time:
//! the same lines, chained the same way, and it resumes to the same chase; the next command
//! appended after it chains on.

use chasetrack::autosave::{self, Autosave, Record};
use chasetrack::setup;
use chasetrack::systems::AnyCommand;
use chasetrack::systems::coc7::rules::Command;
use std::path::Path;

fn records(pairs: usize) -> Vec<Record> {
    let mut records = vec![Record::Command {
        command: AnyCommand::Coc7(Command::CutToChase { range: None }),
        dice: Vec::new(),
    }];
    for _ in 0..pairs {
        records.push(Record::Undo);
        records.push(Record::Redo);
    }
    records
}

/// The journal's lines after its header, each its JSON and its number: the checksums chain from
/// the header, whose start time is the clock's, so they are checked by resuming instead.
fn body(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .expect("the journal reads")
        .lines()
        .skip(1)
        .map(|line| match line.rsplit_once('\t') {
            Some((json, check)) => {
                let number = check.split(':').next().unwrap_or_default();
                format!("{json}\t{number}")
            }
            None => line.to_string(),
        })
        .collect()
}

#[test]
fn records_written_at_once_are_the_lines_written_one_by_one() {
    let file = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&file).unwrap_or_else(|e| panic!("{e}"));
    let dir = tempfile::tempdir().expect("a temporary directory");
    let (one, all) = (
        dir.path().join("one.journal"),
        dir.path().join("all.journal"),
    );
    let records = records(40_000);

    let mut by_one = Autosave::create(&one, &setup, Some(&file)).expect("a journal");
    for record in &records[..201] {
        by_one.append(record).expect("appended");
    }
    let mut at_once = Autosave::create(&all, &setup, Some(&file)).expect("a journal");
    at_once
        .append_all(&records[..201])
        .expect("appended at once");
    assert_eq!(body(&all), body(&one));
    drop(by_one);
    let one_by_one = autosave::resume(&one, &setup).unwrap_or_else(|e| panic!("{e}"));

    // A long chase at once, then one more command by itself: it chains on and resumes.
    at_once
        .append_all(&records[201..])
        .expect("the rest at once");
    at_once
        .append(&Record::Undo)
        .expect("the next command, as the screen appends it");
    drop(at_once);
    let chase = autosave::resume(&all, &setup).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(chase.journal_len(), 0, "the cut, undone by the last line");
    assert_eq!(one_by_one.journal_len(), 1, "the cut");
    assert_eq!(body(&all).len(), records.len() + 1);
}
