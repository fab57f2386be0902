//! Through the real binary: a journal is never overwritten, never read through a pipe,
//! never set aside with its damage unsaid. A FIFO, a device or a folder where a journal or its
//! summary should be is named and refused at once (never opened: a pipe would block); a signal
//! ends chasetrack before its screen is up; damage in line 1 or 2 (the header included) is damage
//! named by its line, and `follow` and `export` name it alike; `list` checks its summary of a
//! journal against the journal's last checksum, and never leaves an empty one.
//!
//! The screen opens only on a terminal it was given, so a launch (and `follow`) runs in a tmux pane
//! of its own (`tests/tmux_common`), left with Ctrl-C once its screen shows; the subcommands that
//! need no terminal run directly. Every run has a timeout: a pipe that blocks is a failure, not a
//! hung test.
#![cfg(unix)]

use crate::tmux_common::{BIN, Tmux, exited};
use assert_cmd::Command;
use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::systems::coc7::rules::Command as Coc7;
use chasetrack::systems::{AnyCommand, Chase};
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

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

/// Where a launch of the sample looks for its journal in `data`.
fn journal_path(data: &Path) -> PathBuf {
    let file = sample_file();
    let setup = chasetrack::setup::load(&file).unwrap();
    Autosave::path_in(Some(data), Some(&file), &setup)
}

/// The sample's journal in `data`: both Speed Rolls, then `pairs` undo and redo pairs (a line
/// each), so that it has `3 + 2 * pairs` lines.
fn journal_with(data: &Path, pairs: usize) -> PathBuf {
    let file = sample_file();
    let setup = chasetrack::setup::load(&file).unwrap();
    let path = journal_path(data);
    let mut save = Autosave::create(&path, &setup, Some(&file)).unwrap();
    let Chase::Coc7(mut session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    for (who, die) in [("Harvey", 12), ("Farmer", 73)] {
        speed_roll(&mut save, &mut session, who, die);
    }
    for _ in 0..pairs {
        save.append(&Record::Undo).unwrap();
        save.append(&Record::Redo).unwrap();
    }
    path
}

/// A speed roll of `who` with `die`, decided on `session` and saved in `save`.
fn speed_roll(
    save: &mut Autosave,
    session: &mut chasetrack::engine::Session<chasetrack::systems::coc7::rules::Coc7>,
    who: &str,
    die: i32,
) {
    let command = Coc7::SpeedRoll {
        who: who.into(),
        skill: None,
    };
    let entry = session
        .try_command(&command, &mut Roller::given([die]))
        .unwrap();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(command),
        dice: entry.dice.clone(),
    })
    .unwrap();
    session.push(entry);
}

fn mkfifo(path: &Path) -> bool {
    std::process::Command::new("mkfifo")
        .arg(path)
        .status()
        .is_ok_and(|status| status.success())
}

/// A pipe where the setup's journal should be: a launch, `--fresh`, `--resume`, `follow`,
/// `export` and `list` each name it and stop at once, and it is still there, untouched.
#[test]
fn a_pipe_where_a_journal_should_be_is_named_and_never_opened() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_path(data.path());
    std::fs::create_dir_all(journal.parent().unwrap()).unwrap();
    if !mkfifo(&journal) {
        return;
    }
    let sample = sample_file();
    let sample = sample.to_str().unwrap();
    let named = journal.to_str().unwrap();
    let runs: [&[&str]; 6] = [
        &[sample],
        &[sample, "--fresh"],
        &[sample, "--resume", named],
        &["follow", named],
        &["export", named],
        &["export", sample],
    ];
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    for args in runs {
        let started = Instant::now();
        let (code, err) = if args[0] == "export" {
            let run = chasetrack(data.path()).args(args).output().unwrap();
            (
                run.status.code(),
                String::from_utf8_lossy(&run.stderr).into_owned(),
            )
        } else {
            let mut program = vec![BIN];
            program.extend(args);
            let screen = tmux.launch(data.path(), &program);
            (exited(&screen), screen)
        };
        assert_eq!(code, Some(2), "{args:?}: {err}");
        assert!(
            err.contains(&journal.display().to_string()) && err.contains("not a plain file"),
            "{args:?}: {err}"
        );
        assert!(started.elapsed() < Duration::from_secs(10), "{args:?}");
        assert!(
            std::fs::symlink_metadata(&journal)
                .unwrap()
                .file_type()
                .is_fifo(),
            "{args:?}: the pipe is left where it was"
        );
    }
    let listed = chasetrack(data.path()).arg("list").output().unwrap();
    let out = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.status.success());
    assert!(out.contains("not a plain file"), "{out}");
}

use std::os::unix::fs::FileTypeExt;

/// A pipe named like `list`'s summary of a journal: `list` reads the journal instead, and says
/// where the chase stands.
#[test]
fn list_passes_a_pipe_named_like_a_summary() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), 1);
    let name = journal.file_name().unwrap().to_string_lossy().into_owned();
    let summary = journal.with_file_name(format!(".{name}.state"));
    if !mkfifo(&summary) {
        return;
    }
    let listed = chasetrack(data.path()).arg("list").output().unwrap();
    let out = String::from_utf8_lossy(&listed.stdout);
    assert!(listed.status.success(), "{out}");
    assert!(out.contains("chasetrack --resume"), "{out}");
}

/// SIGTERM, SIGINT and SIGHUP while chasetrack reads a long journal, before its screen is up,
/// end it at once with 128 + the signal's number (they were caught and never acted on), and the
/// journal is as it was.
#[test]
fn a_signal_before_the_screen_ends_chasetrack_at_once() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), 0);
    // Seconds of replay: a million undo and redo pairs, as a journal from before checksums
    // (which still resumes) so that it is quick to write.
    let written = std::fs::read_to_string(&journal).unwrap();
    let mut text = String::new();
    for line in written.lines() {
        text.push_str(line.split('\t').next().unwrap());
        text.push('\n');
    }
    text.push_str(&"\"Undo\"\n\"Redo\"\n".repeat(1_000_000));
    std::fs::write(&journal, &text).unwrap();
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let sample = sample_file();
    for (signal, number) in [("TERM", 15), ("INT", 2), ("HUP", 1)] {
        let pane = tmux.run(
            &format!("signal-{signal}"),
            data.path(),
            &[sample.to_str().unwrap()],
        );
        std::thread::sleep(Duration::from_millis(300));
        pane.kill(signal);
        let screen = pane.wait_for("chasetrack's end", |s| exited(s).is_some());
        let status = exited(&screen);
        assert_eq!(status, Some(128 + number), "SIG{signal}: {screen}");
        assert_eq!(std::fs::read_to_string(&journal).unwrap(), text);
    }
}

/// `text` with one byte of line `line` (from 1) changed, keeping its length: `a` becomes `b`.
fn flip(text: &str, line: usize, a: &str, b: &str) -> String {
    let mut lines: Vec<String> = text.lines().map(str::to_string).collect();
    assert!(lines[line - 1].contains(a), "{}", lines[line - 1]);
    lines[line - 1] = lines[line - 1].replacen(a, b, 1);
    lines.join("\n") + "\n"
}

/// A journal of 80-odd commands damaged by one byte in line 2, or in its header, is not set
/// aside by a plain launch (which would start a new chase): it stays where it was, byte for
/// byte, for the keeper to be shown its damage; and `export` names the changed header as a
/// changed line.
#[test]
fn damage_in_line_1_or_2_is_not_started_over() {
    for (line, a, b) in [(2, "Harvey", "Harvez"), (1, "\"name\":\"", "\"name\":\"X")] {
        let data = tempfile::tempdir().unwrap();
        let journal = journal_with(data.path(), 43);
        let text = std::fs::read_to_string(&journal).unwrap();
        assert_eq!(text.lines().count(), 89);
        let damaged = match line {
            1 => {
                // The first character of the name changes, the length stays.
                let at = text.find(a).unwrap() + a.len();
                let mut bytes = text.clone().into_bytes();
                bytes[at] ^= 1;
                String::from_utf8(bytes).unwrap()
            }
            _ => flip(&text, line, a, b),
        };
        std::fs::write(&journal, &damaged).unwrap();
        let Some(tmux) = Tmux::start_server() else {
            return;
        };
        let screen = tmux.launch(data.path(), &[BIN, sample_file().to_str().unwrap()]);
        assert!(exited(&screen).is_some(), "{screen}");
        let journals: Vec<_> = std::fs::read_dir(journal.parent().unwrap())
            .unwrap()
            .map(|e| e.unwrap().path())
            .filter(|p| p.extension().is_some_and(|x| x == "journal"))
            .collect();
        assert_eq!(
            journals,
            vec![journal.clone()],
            "line {line}: nothing set aside"
        );
        assert_eq!(std::fs::read_to_string(&journal).unwrap(), damaged);

        let export = chasetrack(data.path())
            .arg("export")
            .arg(&journal)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&export.stderr);
        assert_eq!(export.status.code(), Some(2), "{err}");
        let name = journal.display().to_string();
        assert!(
            err.contains(&format!("{name}:{line}: "))
                && err.contains("this line was changed after chasetrack wrote it"),
            "line {line}: {err}"
        );
        assert!(!err.contains("not a chasetrack journal"), "{err}");
        assert!(!err.contains("cut inside its first line"), "{err}");
    }
}

/// `follow` names a journal whose first line is damaged as `export` does (by its line), never
/// as a setup that does not parse: a byte changed in the header, the first line deleted, CRLF
/// line ends, a byte-order mark, the lines reversed.
#[test]
fn follow_names_a_damaged_first_line_as_export_does() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), 2);
    let text = std::fs::read_to_string(&journal).unwrap();
    let lines: Vec<&str> = text.lines().collect();
    let mut reversed = lines.clone();
    reversed.reverse();
    let damaged = [
        (
            "a byte of the header",
            text.replacen("\"name\":\"", "\"name\":\"X", 1),
        ),
        ("the first line deleted", lines[1..].join("\n") + "\n"),
        ("CRLF", text.replace('\n', "\r\n")),
        ("a byte-order mark", format!("\u{feff}{text}")),
        ("the lines reversed", reversed.join("\n") + "\n"),
    ];
    for (what, damaged) in damaged {
        std::fs::write(&journal, &damaged).unwrap();
        for sub in ["follow", "export"] {
            let (code, err) = if sub == "follow" {
                let screen = tmux.launch(data.path(), &[BIN, sub, journal.to_str().unwrap()]);
                (exited(&screen), screen)
            } else {
                let run = chasetrack(data.path())
                    .arg(sub)
                    .arg(&journal)
                    .output()
                    .unwrap();
                (
                    run.status.code(),
                    String::from_utf8_lossy(&run.stderr).into_owned(),
                )
            };
            assert_eq!(code, Some(2), "{sub}, {what}: {err}");
            assert!(
                err.contains(&format!("{}:1: the header: this line", journal.display())),
                "{sub}, {what}: {err}"
            );
            assert!(!err.contains("expected an opening"), "{sub}, {what}: {err}");
        }
    }
}

/// `list` does not describe a journal from its summary once the journal changed in place (bit
/// rot that kept its length and modification time): it names the damaged line, as `export` does.
#[test]
fn list_checks_its_summary_against_the_journal() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), 4);
    let listed = chasetrack(data.path()).arg("list").output().unwrap();
    let out = String::from_utf8_lossy(&listed.stdout);
    assert!(out.contains("chasetrack --resume"), "{out}");
    let text = std::fs::read_to_string(&journal).unwrap();
    let modified = std::fs::metadata(&journal).unwrap().modified().unwrap();
    // Line 9 is a "Redo": it becomes "Rede", the same length.
    let rotten = flip(&text, 9, "Redo", "Rede");
    std::fs::write(&journal, &rotten).unwrap();
    std::fs::File::options()
        .write(true)
        .open(&journal)
        .unwrap()
        .set_modified(modified)
        .unwrap();
    let listed = chasetrack(data.path()).arg("list").output().unwrap();
    let out = String::from_utf8_lossy(&listed.stdout);
    assert!(!out.contains("chasetrack --resume"), "{out}");
    assert!(
        out.contains(&format!("{}:9: this line", journal.display())),
        "{out}"
    );
}

/// On a full disk (a file size limit of 0), `list` writes no summary at all: no empty `.state`
/// that a later list would have to mistrust, and no file half written.
#[test]
fn list_leaves_no_empty_summary_on_a_full_disk() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), 1);
    let binary = assert_cmd::cargo::cargo_bin("chasetrack");
    let run = std::process::Command::new("sh")
        .arg("-c")
        .arg(format!("ulimit -f 0; exec '{}' list", binary.display()))
        .env("CHASETRACK_DATA_DIR", data.path())
        .stdin(std::process::Stdio::null())
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{out}");
    assert!(out.contains("chasetrack --resume"), "{out}");
    let mut names: Vec<String> = std::fs::read_dir(journal.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        // The journal's lock file is no summary.
        .filter(|name| !name.ends_with(".journal.lock"))
        .collect();
    names.sort();
    assert_eq!(
        names,
        vec![journal.file_name().unwrap().to_string_lossy().into_owned()]
    );
}

/// A journal replaced, moved away or deleted from outside while its chase is played: the next
/// command is not written into the file nobody will read again; the chase so far and the command
/// go into a journal of their own beside it, which resumes to the same chase and which `list`
/// shows, and the file found at the path is left as it was.
#[test]
fn a_journal_replaced_or_removed_while_played_goes_on_in_a_journal_of_its_own() {
    let file = sample_file();
    let setup = chasetrack::setup::load(&file).unwrap();
    for how in ["replaced", "moved away", "deleted"] {
        let data = tempfile::tempdir().unwrap();
        let path = journal_path(data.path());
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        let mut save = Autosave::create(&path, &setup, Some(&file)).unwrap();
        let Chase::Coc7(mut session) = setup.chase.clone() else {
            panic!("a Call of Cthulhu chase");
        };
        speed_roll(&mut save, &mut session, "Harvey", 12);
        assert!(
            save.take_rehomed().is_none(),
            "{how}: a journal in place stays"
        );
        assert_eq!(save.path(), path.as_path());
        let other = "another chase's journal\n";
        match how {
            "replaced" => {
                let beside = path.with_extension("other");
                std::fs::write(&beside, other).unwrap();
                std::fs::rename(&beside, &path).unwrap();
            }
            "moved away" => std::fs::rename(&path, path.with_extension("moved")).unwrap(),
            _ => std::fs::remove_file(&path).unwrap(),
        }
        speed_roll(&mut save, &mut session, "Farmer", 73);
        let rehomed = save
            .take_rehomed()
            .unwrap_or_else(|| panic!("{how}: not noticed"));
        assert_eq!(save.path(), rehomed.as_path(), "{how}");
        assert_ne!(rehomed, path, "{how}");
        let chase =
            chasetrack::autosave::resume(&rehomed, &setup).unwrap_or_else(|e| panic!("{how}: {e}"));
        assert_eq!(chase.journal_len(), 2, "{how}: both speed rolls kept");
        if how == "replaced" {
            assert_eq!(std::fs::read_to_string(&path).unwrap(), other, "{how}");
        }
        // Later commands follow it there, and `list` names it with its resume command.
        save.append(&Record::Undo).unwrap();
        assert!(save.take_rehomed().is_none(), "{how}: said once");
        let listed = chasetrack(data.path()).arg("list").output().unwrap();
        let out = String::from_utf8_lossy(&listed.stdout);
        let name = rehomed.file_name().unwrap().to_string_lossy().into_owned();
        assert!(out.contains(&name), "{how}: {out}");
    }
}

/// The same at the keeper's screen, through the real binary in a terminal of its own: another
/// file is moved onto the journal of the sample while it is played; the next key's command is
/// saved in a journal of its own, the status line says where, and the quit summary names it.
#[test]
fn the_keeper_is_told_where_the_chase_went_when_its_journal_was_replaced() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let path = journal_path(data.path());
    let sample = sample_file();
    let pane = tmux.run("replaced", data.path(), &[sample.to_str().unwrap()]);
    pane.wait_for("the screen", |_| pane.alternate_screen());
    pane.keys(&["s", "R"]);
    pane.wait_for("both speed rolls saved", |_| {
        std::fs::read_to_string(&path).is_ok_and(|text| text.lines().count() == 3)
    });
    let beside = path.with_extension("other");
    std::fs::write(&beside, "another chase's journal\n").unwrap();
    std::fs::rename(&beside, &path).unwrap();
    pane.keys(&["u"]);
    let screen = pane.wait_for("the keeper told", |s| {
        s.replace('\n', " ")
            .contains("replaced or removed from outside")
    });
    crate::tmux_common::quit(&pane);
    let screen = pane.wait_for("the quit summary", |s| exited(s).is_some()) + &screen;
    let journals: Vec<PathBuf> = std::fs::read_dir(path.parent().unwrap())
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "journal") && *p != path)
        .collect();
    assert_eq!(journals.len(), 1, "{journals:?}\n{screen}");
    let kept = std::fs::read_to_string(&journals[0]).unwrap();
    assert_eq!(
        kept.lines().count(),
        4,
        "header, two speed rolls, the undo:\n{kept}"
    );
    let name = journals[0]
        .file_name()
        .unwrap()
        .to_string_lossy()
        .into_owned();
    assert!(
        pane.capture_joined().contains("Saved in") && pane.capture_joined().contains(&name),
        "{}",
        pane.capture_joined()
    );
    assert_eq!(
        std::fs::read_to_string(&path).unwrap(),
        "another chase's journal\n"
    );
}

/// The screen warns well before the cap: once a command takes the journal past nine tenths of the
/// 64 MiB every reader holds to, the status line says so, with the key that exports the chase;
/// once, not at every key after.
#[test]
fn the_screen_warns_once_when_the_journal_nears_its_cap() {
    use chasetrack::autosave::MAX_JOURNAL_BYTES;
    let data = tempfile::tempdir().unwrap();
    let file = sample_file();
    let setup = chasetrack::setup::load(&file).unwrap();
    let path = journal_path(data.path());
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    drop(Autosave::create(&path, &setup, Some(&file)).unwrap());
    // Padding as one line, to a few bytes under nine tenths: the next command passes it.
    let len = std::fs::metadata(&path).unwrap().len();
    let pad = usize::try_from(MAX_JOURNAL_BYTES / 10 * 9 - len - 1).unwrap() - 8;
    let mut journal = std::fs::OpenOptions::new()
        .append(true)
        .open(&path)
        .unwrap();
    std::io::Write::write_all(&mut journal, "x".repeat(pad).as_bytes()).unwrap();
    std::io::Write::write_all(&mut journal, b"\n").unwrap();
    drop(journal);
    let save = Autosave::open(&path).unwrap();
    let mut app =
        chasetrack::tui::App::new(setup, chasetrack::screen::Theme::new(false)).with_autosave(save);
    let status =
        |app: &chasetrack::tui::App| app.status().map(|s| s.text.clone()).unwrap_or_default();
    crate::tui_common::press(&mut app, "u");
    assert!(
        !status(&app).contains("MiB"),
        "nothing saved yet: {}",
        status(&app)
    );
    crate::tui_common::press(&mut app, "sR");
    let warned = status(&app);
    assert!(
        warned.contains("57 MiB of the 64 MiB a journal may hold")
            && warned.contains("export it (Ctrl-e)"),
        "{warned}"
    );
    crate::tui_common::press(&mut app, "u");
    assert!(!status(&app).contains("MiB of the"), "{}", status(&app));
}

/// A journal whose header names its setup by a relative path opens from any folder: `export` run
/// in the journal's own folder, and in a folder the journal was copied to with its setup, finds
/// the setup beside it (it worked only from the folder it was written in).
#[test]
fn a_relative_setup_path_in_a_header_is_found_from_the_journals_folder() {
    let fixture = Path::new(ROOT).join("tests/journals/export");
    let expected = std::fs::read_to_string(fixture.join("harvey-farm.md")).unwrap();
    let moved = tempfile::tempdir().unwrap();
    for name in ["harvey-farm.journal", "harvey-farm.ron"] {
        std::fs::copy(fixture.join(name), moved.path().join(name)).unwrap();
    }
    for (folder, journal) in [
        (fixture.as_path(), "harvey-farm.journal"),
        (moved.path(), "harvey-farm.journal"),
        (
            Path::new("/"),
            moved.path().join("harvey-farm.journal").to_str().unwrap(),
        ),
    ] {
        let data = tempfile::tempdir().unwrap();
        let run = chasetrack(data.path())
            .current_dir(folder)
            .args(["export", journal])
            .output()
            .unwrap();
        let out = String::from_utf8_lossy(&run.stdout);
        assert!(
            run.status.success(),
            "{folder:?}: {}",
            String::from_utf8_lossy(&run.stderr)
        );
        // The session log names the journal as given; the rest is the fixture's log.
        let body = |text: &str| text.lines().skip(3).collect::<Vec<_>>().join("\n");
        assert_eq!(body(&out), body(&expected), "{folder:?}");
    }
}

/// A second chasetrack on a journal another one plays is refused before anything is offered:
/// a plain launch names the other process at once, as `--fresh` and `--resume` do (it showed
/// the offer to resume, and refused only after `r`).
#[test]
fn a_second_chasetrack_is_refused_before_the_offer_to_resume() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let path = journal_path(data.path());
    let sample = sample_file();
    let first = tmux.run("first", data.path(), &[sample.to_str().unwrap()]);
    first.wait_for("the screen", |_| first.alternate_screen());
    first.keys(&["s", "R"]);
    first.wait_for("the speed rolls saved", |_| {
        std::fs::read_to_string(&path).is_ok_and(|text| text.lines().count() == 3)
    });
    let second = tmux.launch(data.path(), &[BIN, sample.to_str().unwrap()]);
    assert_eq!(exited(&second), Some(2), "{second}");
    assert!(
        second.contains("is open in another chasetrack (process") && !second.contains("Resume"),
        "{second}"
    );
    crate::tmux_common::quit(&first);
}

/// A recovery that fails (here the new journal cannot be written where it must be, as on a full
/// disk) says so on the status line: it went on saying "Replaying the journal…" while the offer
/// came back with the reason.
#[test]
fn a_recovery_that_fails_says_so_on_the_status_line() {
    let data = tempfile::tempdir().unwrap();
    let journal = journal_with(data.path(), 3);
    let text = std::fs::read_to_string(&journal).unwrap();
    std::fs::write(&journal, flip(&text, 5, "Redo", "Rede")).unwrap();
    let setup = chasetrack::setup::load(&sample_file()).unwrap();
    let salvage = chasetrack::autosave::salvage(&journal, &setup)
        .unwrap()
        .expect("damage at line 5");
    // Where the recovered journal is written first: a folder there, so the writing fails.
    let name = journal.file_name().unwrap().to_string_lossy().into_owned();
    std::fs::create_dir(journal.with_file_name(format!(".{name}.new"))).unwrap();
    let mut app = chasetrack::tui::App::new(setup, chasetrack::screen::Theme::new(false))
        .asking_to_recover(journal.clone(), &salvage);
    crate::tui_common::press(&mut app, "r");
    app.wait_for_replay();
    let status = app.status().map(|s| (s.text.clone(), s.error));
    let (text, error) = status.expect("a status line");
    assert!(
        text.starts_with("The chase could not be resumed:") && error,
        "{text}"
    );
    assert!(!text.contains("Replaying"), "{text}");
}

/// Something that is not a plain file where a journal's lock goes (a folder, a pipe): the launch
/// names it and stops at once, and the chase's journal is as it was; a pipe there never blocks.
#[test]
fn a_lock_that_is_not_a_plain_file_is_named_and_never_opened() {
    let Some(tmux) = Tmux::start_server() else {
        return;
    };
    for what in ["folder", "pipe"] {
        let data = tempfile::tempdir().unwrap();
        let journal = journal_with(data.path(), 1);
        let played = std::fs::read(&journal).unwrap();
        let name = journal.file_name().unwrap().to_string_lossy().into_owned();
        let lock = journal.with_file_name(format!(".{name}.lock"));
        let _ = std::fs::remove_file(&lock);
        let made = match what {
            "folder" => std::fs::create_dir(&lock).is_ok(),
            _ => mkfifo(&lock),
        };
        if !made {
            continue;
        }
        let sample = sample_file();
        let started = Instant::now();
        let screen = tmux.launch(data.path(), &[BIN, sample.to_str().unwrap()]);
        assert_eq!(exited(&screen), Some(2), "{what}: {screen}");
        assert!(screen.contains("not a plain file"), "{what}: {screen}");
        assert!(started.elapsed() < Duration::from_secs(15), "{what}");
        assert_eq!(std::fs::read(&journal).unwrap(), played, "{what}");
    }
}
