//! The command line's comforts, through the real binary: a mistyped subcommand is named with the
//! right one, shell completions and the man page come from the same CLI definition, and
//! `--resume JOURNAL` finds its setup in the journal.

use assert_cmd::Command;
use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::setup;
use chasetrack::systems::coc7::rules::Command as Coc7Command;
use chasetrack::systems::{AnyCommand, Chase};
use chasetrack::tui::{self, PlayOptions};
use std::path::Path;

fn chasetrack() -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command.timeout(crate::bounded::LIMIT);
    command
}

#[test]
fn a_mistyped_subcommand_suggests_the_right_one() {
    let output = chasetrack().args(["chek", "foo.ron"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("'chek' is neither a subcommand nor a setup file"),
        "{err}"
    );
    assert!(err.contains("did you mean 'check'?"), "{err}");
    assert!(output.stdout.is_empty());

    let output = chasetrack()
        .args(["scirpt", "a.ron", "b.ron"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("did you mean 'script'?"), "{err}");
}

/// In a terminal of its own (a tmux pane): the screen would open on it, so it is read.
#[test]
fn a_setup_that_does_not_exist_is_not_taken_for_a_typo() {
    let Some(tmux) = crate::tmux_common::Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap();
    let err = tmux.launch(data.path(), &[crate::tmux_common::BIN, "no-such-chase.ron"]);
    assert_eq!(crate::tmux_common::exited(&err), Some(2), "{err}");
    assert!(!err.contains("did you mean"), "{err}");
    assert!(err.contains("no-such-chase.ron"), "{err}");
}

#[test]
fn completions_cover_every_subcommand_in_each_shell() {
    for shell in ["bash", "zsh", "fish"] {
        let output = chasetrack().args(["completions", shell]).output().unwrap();
        assert!(output.status.success(), "{shell}");
        let script = String::from_utf8_lossy(&output.stdout);
        for word in ["check", "script", "play", "completions", "resume"] {
            assert!(script.contains(word), "{shell} completion lacks {word}");
        }
    }
    let output = chasetrack().args(["completions", "tcsh"]).output().unwrap();
    assert_eq!(
        output.status.code(),
        Some(2),
        "an unknown shell is a usage error"
    );
}

/// `--system` is a list clap knows: the completion offers the five systems, any case is taken,
/// and a wrong word is refused with the words that are right.
#[test]
fn the_systems_of_new_are_completed_and_read_in_any_case() {
    let output = chasetrack().args(["completions", "bash"]).output().unwrap();
    assert!(output.status.success());
    let script = String::from_utf8_lossy(&output.stdout);
    assert!(
        script.contains("coc7 track clocks gurps savage"),
        "bash completion lacks the systems:\n{script}"
    );
    let dir = tempfile::tempdir().unwrap();
    for (word, system, lines) in [
        ("coc7", "Call of Cthulhu", ["Amy q", "Bob p"]),
        ("Coc7", "Call of Cthulhu", ["Amy q", "Bob p"]),
        ("COC7", "Call of Cthulhu", ["Amy q", "Bob p"]),
        (
            "SAVAGE",
            "Savage Worlds",
            ["Knight pursuer d8", "Bandits prey d6"],
        ),
    ] {
        let data = dir.path().join(word);
        let output = chasetrack()
            .env("CHASETRACK_DATA_DIR", &data)
            .args([
                "new",
                "--no-play",
                "--system",
                word,
                "-p",
                lines[0],
                "-p",
                lines[1],
            ])
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&output.stderr);
        let out = String::from_utf8_lossy(&output.stdout);
        assert_eq!(output.status.code(), Some(0), "{word}: {out}{err}");
        let written: Vec<std::path::PathBuf> = std::fs::read_dir(data.join("improvised"))
            .unwrap()
            .filter_map(Result::ok)
            .map(|entry| entry.path())
            .collect();
        assert_eq!(written.len(), 1, "{word}: {written:?}");
        let check = chasetrack().arg("check").arg(&written[0]).output().unwrap();
        let said = String::from_utf8_lossy(&check.stdout);
        assert!(said.contains(system), "{word}: {said}");
    }
    let output = chasetrack()
        .args(["new", "--no-play", "--system", "dnd", "-p", "Amy q"])
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(
        err.contains("invalid value 'dnd' for '--system <SYSTEM>'"),
        "{err}"
    );
    assert!(
        err.contains("[possible values: coc7, track, clocks, gurps, savage]"),
        "{err}"
    );
}

/// `--version` is the package's version, then the commit and its date when the binary was built
/// from a git checkout: `chasetrack 0.1.0 (d7cbfa1 2026-12-02)`.
#[test]
fn the_version_names_the_commit_it_was_built_from() {
    let output = chasetrack().arg("--version").output().unwrap();
    assert!(output.status.success());
    let text = String::from_utf8_lossy(&output.stdout);
    assert!(text.starts_with("chasetrack 0.1.0"), "{text}");
    let rest = text
        .strip_prefix("chasetrack 0.1.0")
        .and_then(|rest| rest.strip_suffix('\n'))
        .unwrap_or_else(|| panic!("one line: {text:?}"));
    if rest.is_empty() {
        // Built from no git checkout, or without git: the version alone.
        return;
    }
    let inside = rest
        .strip_prefix(" (")
        .and_then(|rest| rest.strip_suffix(')'))
        .unwrap_or_else(|| panic!("the commit in brackets: {text:?}"));
    let (commit, date) = inside
        .split_once(' ')
        .unwrap_or_else(|| panic!("a commit and a date: {text:?}"));
    assert!(
        commit.len() >= 7 && commit.chars().all(|c| c.is_ascii_hexdigit()),
        "{text:?}"
    );
    let digits: Vec<bool> = date.chars().map(|c| c.is_ascii_digit()).collect();
    assert_eq!(date.len(), 10, "{text:?}");
    assert!(
        date.as_bytes()[4] == b'-' && date.as_bytes()[7] == b'-',
        "{text:?}"
    );
    assert_eq!(digits.iter().filter(|d| **d).count(), 8, "{text:?}");
}

#[test]
fn the_man_page_describes_the_subcommands() {
    let output = chasetrack().arg("man").output().unwrap();
    assert!(output.status.success());
    let page = String::from_utf8_lossy(&output.stdout);
    assert!(page.contains(".TH chasetrack 1"), "{page}");
    for word in ["check", "script", "completions", "resume"] {
        assert!(page.contains(word), "the man page lacks {word}");
    }
}

#[test]
fn resume_alone_finds_the_setup_the_journal_was_written_for() {
    let dir = tempfile::tempdir().unwrap();
    let hotel = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let setup = setup::load(&hotel).unwrap();
    let journal = dir.path().join("farm.journal");
    let mut save = Autosave::create(&journal, &setup, Some(&hotel)).unwrap();
    let Chase::Coc7(session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let cut = Coc7Command::CutToChase { range: None };
    let entry = session.try_command(&cut, &mut Roller::given([])).unwrap();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(cut),
        dice: entry.dice.clone(),
    })
    .unwrap();

    // The keeper's chasetrack has closed: the journal is free to open again.
    drop(save);
    let app = tui::prepare(&PlayOptions {
        setup: None,
        resume: Some(journal),
        fresh: false,
        share: None,
        ..Default::default()
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(app.title(), setup.name, "not the built-in sample");
    assert_eq!(app.chase().journal_len(), 1);
}

/// A journal in `data/journals/` for the setup at `setup_file`, with one command applied.
fn journal_for(
    data: &Path,
    setup_file: &Path,
    stem: &str,
    command: Coc7Command,
    dice: &[i32],
) -> std::path::PathBuf {
    let setup = setup::load(setup_file).unwrap();
    let journal = data.join("journals").join(format!("{stem}.journal"));
    std::fs::create_dir_all(journal.parent().unwrap()).unwrap();
    let mut save = Autosave::create(&journal, &setup, Some(setup_file)).unwrap();
    let Chase::Coc7(session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let entry = session
        .try_command(&command, &mut Roller::given(dice.iter().copied()))
        .unwrap();
    save.append(&Record::Command {
        command: AnyCommand::Coc7(command),
        dice: entry.dice.clone(),
    })
    .unwrap();
    journal
}

#[test]
fn list_names_each_chase_with_its_round_and_the_command_that_resumes_it() {
    let data = tempfile::tempdir().unwrap();
    let farm = Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/harvey-farm.ron");
    let cut = Coc7Command::CutToChase { range: None };
    let running = journal_for(data.path(), &farm, "farm", cut, &[]);
    // A setup edited after its journal was written: listed, with the reason it will not open.
    let copy = data.path().join("hotel.ron");
    std::fs::copy(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/hotel.ron"),
        &copy,
    )
    .unwrap();
    let speed = Coc7Command::SpeedRoll {
        who: "Lucius Wren".into(),
        skill: None,
    };
    let edited = journal_for(data.path(), &copy, "hotel", speed, &[40]);
    let text = std::fs::read_to_string(&copy).unwrap();
    std::fs::write(&copy, text.replacen("dex: 65", "dex: 66", 1)).unwrap();

    let output = chasetrack()
        .env("CHASETRACK_DATA_DIR", data.path())
        .arg("list")
        .output()
        .unwrap();
    assert!(output.status.success());
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.contains("Harvey and the farmer"), "{out}");
    assert!(out.contains("Call of Cthulhu 7e"), "{out}");
    assert!(out.contains("Round 1"), "{out}");
    assert!(
        out.contains(&format!("chasetrack --resume {}", running.display())),
        "{out}"
    );
    assert!(out.contains("The Hotel Excelsior"), "{out}");
    assert!(out.contains("its setup was edited since"), "{out}");
    assert!(
        !out.contains(&format!("--resume {}", edited.display())),
        "an edited chase is not offered for resume: {out}"
    );
}

#[test]
fn list_says_where_it_looked_when_there_is_nothing() {
    let data = tempfile::tempdir().unwrap();
    let output = chasetrack()
        .env("CHASETRACK_DATA_DIR", data.path())
        .arg("list")
        .output()
        .unwrap();
    assert!(output.status.success());
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(out.starts_with("No chases yet in "), "{out}");
}

/// `chasetrack new` as a keeper types it: Enter for the system and the title, a line a
/// participant, then the track on the line after them (an empty line would take the default).
/// The setup lands in the data directory and passes `check`.
#[test]
fn new_asks_line_by_line_and_writes_a_setup_that_checks() {
    let data = tempfile::tempdir().unwrap();
    let keys = "\n\nAmy q inv 60 8 55\nHarvey q inv\namy q\nCultist p six\nCultist p x2\n12 moon\n12 city\n";
    let output = chasetrack()
        .env("CHASETRACK_DATA_DIR", data.path())
        .args(["new", "--no-play", "--seed", "7"])
        .write_stdin(keys)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&output.stdout);
    assert!(output.status.success(), "{out}");
    // The mistakes were named and asked again; the good lines stayed.
    assert!(
        out.contains("column 11: 'six' is neither DEX as a number nor a skill"),
        "{out}"
    );
    assert!(
        out.contains("column 4: 'moon' is not an environment"),
        "{out}"
    );
    assert!(
        out.contains("column 1: \"amy\" is in the chase already"),
        "a name given twice is asked again, not written into a setup that fails: {out}"
    );
    let folder = data.path().join("improvised");
    let files: Vec<_> = std::fs::read_dir(&folder)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    assert_eq!(files.len(), 1, "{files:?}");
    assert!(
        out.contains(&files[0].display().to_string()),
        "the keeper is told where: {out}"
    );
    let text = std::fs::read_to_string(&files[0]).unwrap();
    for name in ["\"Amy\"", "\"Harvey\"", "\"Cultist 1\"", "\"Cultist 2\""] {
        assert!(text.contains(name), "{name} in {text}");
    }
    let check = chasetrack().arg("check").arg(&files[0]).output().unwrap();
    let said = String::from_utf8_lossy(&check.stdout);
    assert!(check.status.success(), "{said}");
    assert!(
        said.contains("12 locations") && said.contains("4 participants"),
        "{said}"
    );
}

#[test]
fn new_from_the_command_line_alone_needs_no_questions() {
    let data = tempfile::tempdir().unwrap();
    let output = chasetrack()
        .env("CHASETRACK_DATA_DIR", data.path())
        .args([
            "new",
            "--no-play",
            "--system",
            "track",
            "--title",
            "The bazaar again",
        ])
        .args([
            "-p",
            "Thief prey d8 d6 d10 d8 d6",
            "-p",
            "Guard chaser 8 8 6 6 6",
        ])
        .args(["--track", "near haven 12"])
        .output()
        .unwrap();
    assert!(
        output.status.success(),
        "{}",
        String::from_utf8_lossy(&output.stdout)
    );
    let folder = data.path().join("improvised");
    let file = std::fs::read_dir(&folder)
        .unwrap()
        .next()
        .unwrap()
        .unwrap()
        .path();
    assert!(
        file.file_name()
            .unwrap()
            .to_string_lossy()
            .starts_with("the-bazaar-again-")
    );
    let check = chasetrack().arg("check").arg(&file).output().unwrap();
    assert!(String::from_utf8_lossy(&check.stdout).contains("Chase track"));
}

/// `man --dir DIR` writes the main page and one per subcommand; every page a page refers to
/// (`chasetrack-play(1)` ...) is one of them; the main page has the sections a keeper looks for
/// and a synopsis with the options' values.
#[test]
fn man_dir_writes_every_page_the_pages_refer_to() {
    let dir = tempfile::tempdir().unwrap();
    let pages = dir.path().join("man1");
    let output = chasetrack()
        .args(["man", "--dir"])
        .arg(&pages)
        .output()
        .unwrap();
    assert!(output.status.success(), "{output:?}");
    let listed = String::from_utf8_lossy(&output.stdout).into_owned();
    let mut written: Vec<String> = std::fs::read_dir(&pages)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    written.sort();
    assert_eq!(
        written.len(),
        12,
        "the main page and 11 subcommands: {written:?}"
    );
    for name in &written {
        assert!(
            listed.contains(name.as_str()),
            "{name} is not listed: {listed}"
        );
        let page = std::fs::read_to_string(pages.join(name)).unwrap();
        assert!(page.contains(".SH SYNOPSIS"), "{name}");
        // Every `chasetrack-NAME(1)` the page names is a page written.
        for (at, _) in page.match_indices("chasetrack\\-") {
            let rest = &page[at + "chasetrack\\-".len()..];
            let end = rest
                .find(|c: char| !c.is_ascii_lowercase())
                .unwrap_or(rest.len());
            if !rest[end..].starts_with("\\fR(1)") {
                continue;
            }
            let referred = format!("chasetrack-{}.1", &rest[..end]);
            assert!(written.contains(&referred), "{name} refers to {referred}");
        }
    }
    let main = std::fs::read_to_string(pages.join("chasetrack.1")).unwrap();
    for section in [
        ".SH ENVIRONMENT",
        ".SH FILES",
        ".SH \"EXIT STATUS\"",
        ".SH \"SEE ALSO\"",
    ] {
        assert!(main.contains(section), "no {section}");
    }
    for word in [
        "CHASETRACK_CONFIG",
        "CHASETRACK_DATA_DIR",
        "NO_COLOR",
        "XDG_CONFIG_HOME",
        "XDG_DATA_HOME",
        "chasetrack/config.ron",
        "chasetrack/journals/",
        "chasetrack/improvised/",
        "128\\fR+\\fIN",
        "\\fB\\-c\\fR/\\fB\\-\\-config\\fR \\fIFILE\\fR wins over it",
        "On macOS the configuration is read from the same place as on Linux",
        "\\fBTZ\\fR",
    ] {
        assert!(main.contains(word), "the main page lacks {word}");
    }
    assert!(
        main.contains("[\\fB\\-\\-resume\\fR \\fIFILE\\fR]"),
        "the synopsis shows --resume FILE:\n{main}"
    );
    let export = std::fs::read_to_string(pages.join("chasetrack-export.1")).unwrap();
    assert!(
        export.contains(".TH chasetrack-export 1  \"chasetrack 0.1.0\""),
        "{export}"
    );
    assert!(
        export.contains("\\fB\\-\\-format\\fR \\fIFORMAT\\fR"),
        "{export}"
    );
    // Printed alone, the main page is the same page.
    let printed = chasetrack().arg("man").output().unwrap();
    assert_eq!(String::from_utf8_lossy(&printed.stdout), main);
}
