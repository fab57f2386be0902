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

/// A fixture journal copied into `dir`, its header naming a copy of its setup there too: what
/// `-o` must not write over, outside the repository.
fn journal_and_setup_in(dir: &Path) -> (std::path::PathBuf, std::path::PathBuf) {
    let setup = dir.join("farm.ron");
    std::fs::copy(
        Path::new(ROOT).join("tests/journals/export/harvey-farm.ron"),
        &setup,
    )
    .unwrap();
    let text =
        std::fs::read_to_string(Path::new(ROOT).join("tests/journals/export/harvey-farm.journal"))
            .unwrap();
    let text = text.replacen(
        "\"setup\":\"tests/journals/export/harvey-farm.ron\"",
        &format!(
            "\"setup\":{}",
            serde_json::json!(setup.display().to_string())
        ),
        1,
    );
    let journal = dir.join("s.journal");
    std::fs::write(&journal, text).unwrap();
    (journal, setup)
}

/// `export -o` onto its own journal (by any name: the same path, `./`, `../dir/`, a
/// symlink, a hard link), onto the chase's setup, onto another journal or onto a folder is
/// refused with why, and every file stays byte for byte as it was.
#[test]
fn export_never_writes_over_its_journal_its_setup_or_another_journal() {
    let dir = tempfile::tempdir().unwrap();
    let sub = dir.path().join("sub");
    std::fs::create_dir(&sub).unwrap();
    let (journal, setup) = journal_and_setup_in(&sub);
    let journal_before = std::fs::read(&journal).unwrap();
    let setup_before = std::fs::read(&setup).unwrap();
    let other = dir.path().join("other.journal");
    std::fs::write(&other, &journal_before).unwrap();
    let mut outputs: Vec<(std::path::PathBuf, &str)> = vec![
        (journal.clone(), "the file this export reads"),
        (sub.join("./s.journal"), "the file this export reads"),
        (sub.join("../sub/s.journal"), "the file this export reads"),
        (setup.clone(), "the setup of this chase"),
        (other.clone(), "a chasetrack journal"),
        (dir.path().to_path_buf(), "not a plain file"),
    ];
    #[cfg(unix)]
    {
        let link = dir.path().join("notes.md");
        std::os::unix::fs::symlink(&journal, &link).unwrap();
        outputs.push((link, "the file this export reads"));
        let hard = dir.path().join("hard.md");
        std::fs::hard_link(&journal, &hard).unwrap();
        outputs.push((hard, "the file this export reads"));
        let setup_link = dir.path().join("setup-link.md");
        std::os::unix::fs::symlink(&setup, &setup_link).unwrap();
        outputs.push((setup_link, "the setup of this chase"));
    }
    for (output, why) in &outputs {
        let run = chasetrack()
            .timeout(std::time::Duration::from_secs(20))
            .arg("export")
            .arg(&journal)
            .arg("-o")
            .arg(output)
            .output()
            .unwrap();
        let err = String::from_utf8_lossy(&run.stderr);
        assert_eq!(run.status.code(), Some(2), "{}: {err}", output.display());
        assert!(err.contains("export does not write there"), "{err}");
        assert!(err.contains(why), "{}: {err}", output.display());
        assert_eq!(std::fs::read(&journal).unwrap(), journal_before);
        assert_eq!(std::fs::read(&setup).unwrap(), setup_before);
        assert_eq!(std::fs::read(&other).unwrap(), journal_before);
    }
    // From the journal's folder, by its bare name, too.
    let run = chasetrack()
        .timeout(std::time::Duration::from_secs(20))
        .current_dir(&sub)
        .args(["export", "s.journal", "-o", "./s.journal"])
        .output()
        .unwrap();
    assert_eq!(run.status.code(), Some(2));
    assert_eq!(std::fs::read(&journal).unwrap(), journal_before);
}

/// `-o` writes the log whole beside its place and renames it in: an old file there is
/// replaced, and no temporary file stays in the folder.
#[test]
fn export_o_replaces_a_file_whole_and_leaves_nothing_beside_it() {
    let dir = tempfile::tempdir().unwrap();
    let (journal, _) = journal_and_setup_in(dir.path());
    let notes = dir.path().join("notes.md");
    std::fs::write(&notes, "last week's notes").unwrap();
    chasetrack()
        .timeout(std::time::Duration::from_secs(20))
        .arg("export")
        .arg(&journal)
        .arg("-o")
        .arg(&notes)
        .assert()
        .success();
    let text = std::fs::read_to_string(&notes).unwrap();
    assert!(text.starts_with("# Harvey and the farmer"), "{text}");
    let mut names: Vec<String> = std::fs::read_dir(dir.path())
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    names.sort();
    assert_eq!(names, ["farm.ron", "notes.md", "s.journal"]);
}
