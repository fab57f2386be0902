//! The journal is one chain: a line repeated, two lines swapped, a line deleted or one put in from
//! another journal is found and named by its line, by every command that reads a journal
//! (`--resume`, `odds --resume`, `export`), through the real binary; and on launch the keeper is
//! offered the chase up to that line. Journals written before the chain still resume, and go on
//! chained.

use assert_cmd::Command;
use chasetrack::autosave::{self, Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::setup::Setup;
use chasetrack::systems::coc7::rules::Command as Coc7;
use chasetrack::systems::{AnyCommand, Chase};
use std::path::{Path, PathBuf};
use std::time::Duration;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn chasetrack(data: &Path) -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command
        .current_dir(ROOT)
        .env("CHASETRACK_DATA_DIR", data)
        .timeout(Duration::from_secs(20));
    command
}

fn farm() -> (Setup, PathBuf) {
    let file = Path::new(ROOT).join("assets/harvey-farm.ron");
    (chasetrack::setup::load(&file).unwrap(), file)
}

/// The farm chase as the screen writes it: the cut, Harvey's move, the farmer's two moves.
fn farm_journal(journal: &Path) -> Setup {
    let (setup, file) = farm();
    let mut save = Autosave::create(journal, &setup, Some(&file)).unwrap();
    let Chase::Coc7(mut session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let moves = [
        Coc7::CutToChase { range: None },
        Coc7::Move {
            who: "Harvey".into(),
            locations: 1,
        },
        Coc7::Move {
            who: "Farmer".into(),
            locations: 1,
        },
        Coc7::Move {
            who: "Farmer".into(),
            locations: 1,
        },
    ];
    for command in moves {
        let entry = session
            .try_command(&command, &mut Roller::given([]))
            .unwrap();
        save.append(&Record::Command {
            command: AnyCommand::Coc7(command),
            dice: entry.dice.clone(),
        })
        .unwrap();
        session.push(entry);
    }
    setup
}

fn lines(path: &Path) -> Vec<String> {
    std::fs::read_to_string(path)
        .unwrap()
        .lines()
        .map(str::to_string)
        .collect()
}

fn write_lines(path: &Path, lines: &[String]) {
    std::fs::write(path, lines.join("\n") + "\n").unwrap();
}

/// Each damage, the line it is named at, and words of its message.
fn damages(
    good: &[String],
    other: &[String],
) -> Vec<(&'static str, Vec<String>, usize, &'static str)> {
    let mut repeated = good.to_vec();
    repeated.push(good[4].clone());
    let mut swapped = good.to_vec();
    swapped.swap(3, 4);
    let mut deleted = good.to_vec();
    deleted.remove(2);
    let mut inserted = good.to_vec();
    inserted.insert(3, other[3].clone());
    vec![
        (
            "the last move written twice",
            repeated,
            6,
            "written as line 5",
        ),
        ("two moves swapped", swapped, 4, "written as line 5"),
        ("a move deleted", deleted, 3, "line 3 before it is missing"),
        (
            "a line of another journal",
            inserted,
            4,
            "checksum does not match",
        ),
    ]
}

#[test]
fn every_reader_names_a_repeated_swapped_deleted_or_foreign_line() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("farm.journal");
    farm_journal(&journal);
    let good = lines(&journal);
    let other_path = dir.path().join("other.journal");
    let (setup, file) = farm();
    let mut other = Autosave::create(&other_path, &setup, Some(&file)).unwrap();
    other
        .append(&Record::Command {
            command: AnyCommand::Coc7(Coc7::CutToChase { range: None }),
            dice: vec![],
        })
        .unwrap();
    other.append(&Record::Undo).unwrap();
    other.append(&Record::Redo).unwrap();
    let other = lines(&other_path);

    // The screen's `--resume` in a terminal of its own (a tmux pane), where there is tmux.
    let tmux = crate::tmux_common::Tmux::start_server();
    for (what, damaged, line, words) in damages(&good, &other) {
        write_lines(&journal, &damaged);
        let at = format!("farm.journal:{line}: ");
        if let Some(tmux) = &tmux {
            let journal = journal.display().to_string();
            let end = tmux.launch(dir.path(), &[crate::tmux_common::BIN, "--resume", &journal]);
            assert_eq!(
                crate::tmux_common::exited(&end),
                Some(2),
                "{what}, --resume:\n{end}"
            );
            assert!(
                end.contains(&at) && end.contains(words),
                "{what}, --resume:\n{end}"
            );
        }
        for args in [
            vec!["export".to_string()],
            vec![
                "odds".into(),
                "assets/harvey-farm.ron".into(),
                "--resume".into(),
            ],
        ] {
            let run = chasetrack(dir.path())
                .args(&args)
                .arg(&journal)
                .output()
                .unwrap();
            let err = String::from_utf8_lossy(&run.stderr);
            assert_eq!(run.status.code(), Some(2), "{what}, {args:?}: {err}");
            assert!(
                err.contains(&at) && err.contains(words),
                "{what}, {args:?}: {err}"
            );
        }
    }
    // The whole journal reads, and the farmer's two moves are in the log once each.
    write_lines(&journal, &good);
    let run = chasetrack(dir.path())
        .arg("export")
        .arg(&journal)
        .output()
        .unwrap();
    let log = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{log}");
    assert_eq!(log.matches("Farmer moves to").count(), 2, "{log}");
}

#[test]
fn the_chase_up_to_the_damaged_line_is_what_is_offered() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("farm.journal");
    let setup = farm_journal(&journal);
    let good = lines(&journal);
    for (what, damaged, line, _) in damages(&good, &good) {
        if what == "a line of another journal" {
            continue;
        }
        write_lines(&journal, &damaged);
        let salvage = autosave::salvage(&journal, &setup)
            .unwrap()
            .unwrap_or_else(|| panic!("{what}: damage found"));
        assert_eq!(salvage.chase.journal_len(), line - 2, "{what}");
        assert!(
            salvage.damage.to_string().contains(&format!(":{line}: ")),
            "{what}"
        );
    }
}

/// A journal written before the chain (each line with the checksum of its own JSON) resumes, and
/// what is appended to it is chained: a repeated line there is caught.
#[test]
fn a_journal_from_before_the_chain_resumes_and_goes_on_chained() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("farm.journal");
    let setup = farm_journal(&journal);
    let old: Vec<String> = lines(&journal)
        .iter()
        .map(|line| {
            let (json, _) = line.rsplit_once('\t').unwrap();
            format!("{json}\t{}", chasetrack::setup::identity(json))
        })
        .collect();
    write_lines(&journal, &old);
    let chase = autosave::resume(&journal, &setup).expect("an old journal resumes");
    assert_eq!(chase.journal_len(), 4);

    let mut save = Autosave::open(&journal).unwrap();
    save.append(&Record::Undo).unwrap();
    save.append(&Record::Redo).unwrap();
    drop(save);
    let now = lines(&journal);
    assert_eq!(&now[..5], &old[..], "the old lines are left as they were");
    assert!(now[5].contains("\t6:"), "{}", now[5]);
    assert_eq!(autosave::resume(&journal, &setup).unwrap().journal_len(), 4);

    let mut repeated = now.clone();
    repeated.push(now[6].clone());
    write_lines(&journal, &repeated);
    let error = autosave::resume(&journal, &setup).unwrap_err().to_string();
    assert!(
        error.contains("farm.journal:8: this line was written as line 7"),
        "{error}"
    );
    // An old-style line after chained ones has lost its place.
    let mut unchained = now.clone();
    unchained.push(old[4].clone());
    write_lines(&journal, &unchained);
    let error = autosave::resume(&journal, &setup).unwrap_err().to_string();
    assert!(
        error.contains("farm.journal:8: this line has lost its place"),
        "{error}"
    );
}

/// An empty file is not a journal: no reader takes it for an empty chase (the fuzzer's find).
#[test]
fn an_empty_file_is_not_a_journal() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("empty.journal");
    std::fs::write(&journal, "").unwrap();
    let (setup, _) = farm();
    let error = autosave::resume(&journal, &setup).unwrap_err().to_string();
    assert!(
        error.contains("empty.journal:1: this is not a chasetrack journal"),
        "{error}"
    );
    assert!(autosave::salvage(&journal, &setup).is_err());
    let run = chasetrack(dir.path())
        .arg("export")
        .arg(&journal)
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
}
