//! `chasetrack export` through the real binary: a chase of each system told as a session log in
//! Markdown and JSON, compared with its golden file (`UPDATE_GOLDEN=1 cargo test --test suite export::`
//! rewrites them; read the diff before committing it), and the refusals a keeper may meet.

use assert_cmd::Command;
use std::path::Path;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn chasetrack() -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command.current_dir(ROOT).timeout(crate::bounded::LIMIT);
    command
}

/// Exports a fixture journal and compares it with `<name>.<ext>` beside it.
fn golden(name: &str, format: &str, ext: &str) {
    golden_with(name, format, ext, &[]);
}

/// The players' log of a fixture journal (`export --players`), compared with
/// `<name>.players.<ext>` beside it.
fn golden_players(name: &str, format: &str, ext: &str) {
    golden_with(name, format, &format!("players.{ext}"), &["--players"]);
}

fn golden_with(name: &str, format: &str, ext: &str, more: &[&str]) {
    let journal = format!("tests/journals/export/{name}.journal");
    let output = chasetrack()
        .args(["export", &journal, "--format", format])
        .args(more)
        .output()
        .unwrap();
    let text = String::from_utf8_lossy(&output.stdout).into_owned();
    assert!(
        output.status.success(),
        "{name}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    let file = Path::new(ROOT).join(format!("tests/journals/export/{name}.{ext}"));
    if std::env::var_os("UPDATE_GOLDEN").is_some() {
        std::fs::write(&file, &text).unwrap();
    }
    let expected = std::fs::read_to_string(&file).unwrap_or_default();
    assert_eq!(
        text, expected,
        "{name}.{ext} differs (UPDATE_GOLDEN=1 to rewrite)"
    );
}

#[test]
fn a_call_of_cthulhu_chase_as_a_session_log() {
    golden("harvey-farm", "md", "md");
    golden("harvey-farm", "json", "json");
}

#[test]
fn a_chase_track_chase_as_a_session_log() {
    golden("bazaar", "md", "md");
    golden("bazaar", "json", "json");
}

#[test]
fn a_position_clocks_chase_as_a_session_log() {
    golden("city-chase", "md", "md");
    golden("city-chase", "json", "json");
}

#[test]
fn a_savage_worlds_chase_as_a_session_log() {
    golden("road-warriors", "md", "md");
    golden("road-warriors", "json", "json");
}

#[test]
fn a_gurps_chase_as_a_session_log() {
    golden("gurps-rooftops", "md", "md");
    golden("gurps-rooftops", "json", "json");
}

/// The players' log of one chase of each system: what `follow` shows them, in the same words.
#[test]
fn a_players_log_of_each_system() {
    for name in [
        "harvey-farm",
        "bazaar",
        "city-chase",
        "road-warriors",
        "gurps-rooftops",
    ] {
        golden_players(name, "md", "md");
        golden_players(name, "json", "json");
    }
}

#[test]
fn the_json_log_has_its_documented_shape() {
    let output = chasetrack()
        .args([
            "export",
            "tests/journals/export/bazaar.journal",
            "--format",
            "json",
        ])
        .output()
        .unwrap();
    let log: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    for field in [
        "title", "system", "journal", "start", "rounds", "end", "outcome", "finished",
    ] {
        assert!(log.get(field).is_some(), "no {field}");
    }
    let first = &log["rounds"][0]["commands"][0];
    assert!(first["command"].is_string() && first["dice"].is_array() && first["lines"].is_array());
    assert_eq!(log["system"], "Chase track");
}

#[test]
fn export_writes_a_file_with_o() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("notes.md");
    chasetrack()
        .args(["export", "tests/journals/export/harvey-farm.journal", "-o"])
        .arg(&file)
        .assert()
        .success()
        .stdout("");
    let text = std::fs::read_to_string(&file).unwrap();
    assert!(text.starts_with("# Harvey and the farmer"), "{text}");
}

#[test]
fn a_setup_with_no_journal_yet_is_refused_with_the_reason() {
    let data = tempfile::tempdir().unwrap();
    let output = chasetrack()
        .env("CHASETRACK_DATA_DIR", data.path())
        .args(["export", "assets/hotel.ron"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("this setup has no journal yet"), "{err}");
}
