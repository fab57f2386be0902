//! The command line's comforts, through the real binary: a mistyped subcommand is named with the
//! right one, shell completions and the man page come from the same CLI definition, and
//! `--resume JOURNAL` finds its setup in the journal.

use assert_cmd::Command;
use chasetrack::autosave::{Autosave, Record};
use chasetrack::dice::Roller;
use chasetrack::rules::coc7::Command as Coc7Command;
use chasetrack::setup;
use chasetrack::systems::{AnyCommand, Chase};
use chasetrack::tui::{self, PlayOptions};
use std::path::Path;

fn chasetrack() -> Command {
    Command::cargo_bin("chasetrack").expect("the binary is built")
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

#[test]
fn a_setup_that_does_not_exist_is_not_taken_for_a_typo() {
    let output = chasetrack().arg("no-such-chase.ron").output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
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

    let app = tui::prepare(&PlayOptions {
        setup: None,
        resume: Some(journal),
        fresh: false,
    })
    .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(app.title(), setup.name, "not the built-in sample");
    assert_eq!(app.chase().journal_len(), 1);
}
