//! Every chase played stays, through the real binary: starting over (a launch after a finished
//! chase, `--fresh`) sets the last chase aside as a journal of its own, named after it and when it
//! was started, that `list` shows (`--all` for the finished ones) and that exports and resumes; a
//! launch where nothing was played leaves no empty chase behind; a full disk (a file size limit)
//! leaves no empty file and the old chase where it was; three improvised chases are told apart.
//!
//! A launch opens the screen in a terminal of its own (a tmux pane, [`crate::tmux_common`]), waits
//! for it and leaves it with Ctrl-C, as a keeper who changes their mind does; without tmux (and
//! outside CI) the tests that launch print a note and pass.

use crate::tmux_common::{Tmux, exited};
use assert_cmd::Command;
use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
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

fn sample_file() -> PathBuf {
    Path::new(ROOT).join("assets/sample.ron")
}

/// The sample's journal where a launch looks for it, with these commands played.
fn journal_with(data: &Path, commands: &[(Coc7, &[i32])]) -> PathBuf {
    let file = sample_file();
    let setup = chasetrack::setup::load(&file).unwrap();
    let path = Autosave::path_in(Some(data), Some(&file), &setup);
    let mut save = Autosave::create(&path, &setup, Some(&file)).unwrap();
    let Chase::Coc7(mut session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    for (command, dice) in commands {
        let entry = session
            .try_command(command, &mut Roller::given(dice.iter().copied()))
            .unwrap();
        save.append(&Record::Command {
            command: AnyCommand::Coc7(command.clone()),
            dice: entry.dice.clone(),
        })
        .unwrap();
        session.push(entry);
    }
    path
}

fn speed(who: &str) -> Coc7 {
    Coc7::SpeedRoll {
        who: who.into(),
        skill: None,
    }
}

/// "Speed Roll": Harvey escapes before the chase is played out.
fn escaped() -> Vec<(Coc7, &'static [i32])> {
    vec![
        (speed("Harvey"), &[12]),
        (speed("Farmer"), &[73]),
        (
            Coc7::Escape {
                who: "Harvey".into(),
            },
            &[],
        ),
    ]
}

fn journals(data: &Path) -> Vec<PathBuf> {
    // Every file but the hidden summaries `list` keeps beside the journals, and the journals'
    // hidden lock files.
    let mut found: Vec<PathBuf> = std::fs::read_dir(data.join("journals"))
        .map(|entries| entries.map(|e| e.unwrap().path()).collect())
        .unwrap_or_default();
    found.retain(|path| {
        !path
            .file_name()
            .unwrap()
            .to_string_lossy()
            .ends_with(".state")
            && !path.to_string_lossy().ends_with(".journal.lock")
    });
    found.sort();
    found
}

/// Opens the screen on `args` in a pane of `tmux`, leaves it (Ctrl-C) once it shows, and returns
/// what the pane shows once chasetrack has ended, its exit status with it.
fn launch(tmux: &Tmux, data: &Path, args: &[&str]) -> String {
    let mut command = vec![crate::tmux_common::BIN];
    command.extend(args);
    tmux.launch(data, &command)
}

fn list(data: &Path, all: bool) -> String {
    let mut command = chasetrack(data);
    command.arg("list");
    if all {
        command.arg("--all");
    }
    let output = command.output().unwrap();
    assert!(output.status.success());
    String::from_utf8_lossy(&output.stdout).into_owned()
}

#[test]
fn a_finished_chase_stays_a_listed_chase_of_its_own_after_the_next_launch() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), &escaped());
    let played = std::fs::read_to_string(&journal).unwrap();
    let sample = sample_file();
    launch(&tmux, data.path(), &[sample.to_str().unwrap()]);

    let files = journals(data.path());
    assert_eq!(files.len(), 2, "{files:?}");
    let aside = files.iter().find(|f| **f != journal).unwrap();
    assert_eq!(
        std::fs::read_to_string(aside).unwrap(),
        played,
        "kept whole"
    );
    let name = aside.file_name().unwrap().to_string_lossy().into_owned();
    let stem = journal.file_stem().unwrap().to_string_lossy().into_owned();
    assert!(
        name.starts_with(&format!("{stem}-20")) && name.ends_with(".journal"),
        "{name}"
    );

    // Plain list: the new chase, and a word about the finished one.
    let plain = list(data.path(), false);
    assert!(!plain.contains("Harvey escaped"), "{plain}");
    assert!(
        plain.contains("1 finished chase not shown: chasetrack list --all"),
        "{plain}"
    );
    let all = list(data.path(), true);
    assert!(all.contains("finished: Harvey escaped."), "{all}");
    assert!(all.contains(&aside.display().to_string()), "{all}");
    assert_eq!(all.matches(", started 20").count(), 2, "{all}");
    // It exports as any journal.
    let export = chasetrack(data.path())
        .arg("export")
        .arg(aside)
        .output()
        .unwrap();
    assert!(export.status.success());
    assert!(String::from_utf8_lossy(&export.stdout).contains("Harvey escapes"));
}

#[test]
fn starting_over_keeps_the_unfinished_chase_resumable_and_listed() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), &escaped()[..1]);
    let played = std::fs::read_to_string(&journal).unwrap();
    let sample = sample_file();
    launch(&tmux, data.path(), &[sample.to_str().unwrap(), "--fresh"]);
    let files = journals(data.path());
    let aside = files.iter().find(|f| **f != journal).expect("set aside");
    assert_eq!(std::fs::read_to_string(aside).unwrap(), played);
    let plain = list(data.path(), false);
    assert!(
        plain.contains(&format!("chasetrack --resume {}", aside.display())),
        "{plain}"
    );
    assert!(plain.contains("with Harvey, Farmer"), "{plain}");
}

#[test]
fn launches_where_nothing_is_played_leave_no_pile_of_empty_chases() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let sample = sample_file();
    for _ in 0..7 {
        launch(&tmux, data.path(), &[sample.to_str().unwrap()]);
    }
    assert_eq!(
        journals(data.path()).len(),
        1,
        "{:?}",
        journals(data.path())
    );
    // The built-in sample too (the same text as assets/sample.ron, so the same journal).
    for _ in 0..3 {
        launch(&tmux, data.path(), &[]);
    }
    assert_eq!(
        journals(data.path()).len(),
        1,
        "{:?}",
        journals(data.path())
    );
}

/// A file size limit of 0 fails the first write, as a full disk does: the header of the new
/// journal is never on disk, so nothing of it is left, and the old chase is where it was.
#[test]
fn a_full_disk_leaves_no_empty_journal_and_the_old_chase_resumable() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), &escaped()[..2]);
    let played = std::fs::read(&journal).unwrap();
    let sample = sample_file();
    let sample = sample.to_str().unwrap();
    let bin = crate::tmux_common::BIN;
    let limited = r#"ulimit -f 0; exec "$0" "$@""#;
    for args in [&["--fresh"][..], &[]] {
        let mut command = vec!["sh", "-c", limited, bin, sample];
        command.extend(args);
        let end = tmux.launch(data.path(), &command);
        if args == ["--fresh"] {
            assert_eq!(exited(&end), Some(2), "{end}");
            assert!(end.contains("autosave:"), "{end}");
        }
        assert_eq!(
            journals(data.path()),
            vec![journal.clone()],
            "{args:?}: {end}"
        );
        assert_eq!(std::fs::read(&journal).unwrap(), played, "{args:?}");
        assert!(list(data.path(), false).contains("--resume"), "{args:?}");
    }
    // With no journal yet, nothing is left behind either.
    let empty = tempfile::tempdir().unwrap();
    let end = tmux.launch(empty.path(), &["sh", "-c", limited, bin]);
    assert_eq!(exited(&end), Some(2), "{end}");
    let left: Vec<PathBuf> = journals(empty.path());
    assert!(left.is_empty(), "{left:?}");
}

#[test]
fn three_improvised_chases_are_told_apart_in_the_list() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let people = [
        ["Amy q inv", "Cultist p"],
        ["Harvey q inv", "Ghoul p"],
        ["Lucius q inv", "Deep one p"],
    ];
    for [quarry, pursuer] in people {
        let made = chasetrack(data.path())
            .args([
                "new",
                "--no-play",
                "--system",
                "coc7",
                "--title",
                "Improvised chase",
            ])
            .args(["-p", quarry, "-p", pursuer, "--track", "8 city"])
            .output()
            .unwrap();
        assert!(
            made.status.success(),
            "{}",
            String::from_utf8_lossy(&made.stderr)
        );
    }
    let mut setups: Vec<PathBuf> = std::fs::read_dir(data.path().join("improvised"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    setups.sort();
    assert_eq!(setups.len(), 3);
    for setup in &setups {
        launch(&tmux, data.path(), &[setup.to_str().unwrap()]);
    }
    let out = list(data.path(), false);
    assert_eq!(out.matches("Improvised chase, started").count(), 3, "{out}");
    for name in [
        "with Amy, Cultist",
        "with Harvey, Ghoul",
        "with Lucius, Deep one",
    ] {
        assert_eq!(out.matches(name).count(), 1, "{name}: {out}");
    }
}

/// `list` reads a journal's header and the summary kept beside it, not the whole journal: a
/// summary written for the journal as it is is what it shows; a journal changed since (a command
/// more) is replayed again.
#[test]
fn list_reads_the_summary_kept_beside_a_journal_until_the_journal_changes() {
    use chasetrack::autosave::index::{self, Summary};
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), &escaped()[..2]);
    let first = list(data.path(), false);
    assert!(first.contains("Establishing the chase"), "{first}");
    // What a screen leaving this chase would have written, for the journal exactly as it is.
    let remembered = Summary {
        state: "Round 9, as remembered".into(),
        finished: false,
    };
    index::remember(&journal, &remembered);
    assert!(list(data.path(), false).contains("Round 9, as remembered"));
    // Harvey escapes: the journal grows, the summary no longer holds, the journal is replayed.
    let mut save = Autosave::open(&journal).unwrap();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(Coc7::Escape {
            who: "Harvey".into(),
        }),
        dice: vec![],
    })
    .unwrap();
    drop(save);
    let all = list(data.path(), true);
    assert!(all.contains("finished: Harvey escaped."), "{all}");
    assert!(!all.contains("as remembered"), "{all}");
}

/// Numbered backups that earlier versions made on starting over are listed, not hidden.
#[test]
fn backups_of_earlier_versions_are_listed() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), &escaped()[..2]);
    let mut backup = journal.clone().into_os_string();
    backup.push(".bak-1");
    std::fs::rename(&journal, &backup).unwrap();
    let out = list(data.path(), false);
    assert!(out.contains(".journal.bak-1"), "{out}");
    assert!(out.contains("chasetrack --resume"), "it resumes: {out}");
}

/// `list` shows its times in the keeper's zone, the zone named, while the journal keeps UTC: the
/// same chase read with `TZ=UTC` and with `TZ=Europe/Paris`. The last-played time is the
/// journal's, set here to 2026-11-24 03:13:20 UTC.
#[test]
fn list_shows_times_in_the_keepers_zone_and_names_it() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), &[]);
    let played = std::time::UNIX_EPOCH + Duration::from_secs(1_795_490_000);
    std::fs::File::options()
        .append(true)
        .open(&journal)
        .and_then(|file| file.set_modified(played))
        .unwrap();
    let header = std::fs::read_to_string(&journal).unwrap();
    let listed = |zone: &str| {
        let output = chasetrack(data.path())
            .env("TZ", zone)
            .arg("list")
            .output()
            .unwrap();
        assert!(output.status.success(), "{output:?}");
        String::from_utf8_lossy(&output.stdout).into_owned()
    };
    let utc = listed("UTC");
    assert!(
        utc.starts_with("2026-11-24 03:13 UTC  Harvey and the farmer, started 20"),
        "{utc}"
    );
    let paris = listed("Europe/Paris");
    assert!(
        paris.starts_with("2026-11-24 04:13 CET  Harvey and the farmer, started 20"),
        "{paris}"
    );
    // The start is now: named by Paris's winter or summer time, never by UTC.
    let started = |text: &str| {
        text.split(", started ")
            .nth(1)
            .and_then(|rest| rest.split("  (").next())
            .map(str::to_string)
            .unwrap_or_default()
    };
    assert!(started(&utc).ends_with(" UTC"), "{utc}");
    assert!(
        started(&paris).ends_with(" CET") || started(&paris).ends_with(" CEST"),
        "{paris}"
    );
    assert_ne!(started(&utc), started(&paris));
    // The journal itself is left as it was written.
    assert_eq!(std::fs::read_to_string(&journal).unwrap(), header);
}
