//! Inputs that once hung, crashed or leaked: each now gets a clear refusal and leaves nothing
//! changed. Run through the real binary, as a keeper would meet them.

use assert_cmd::Command;
use std::path::Path;
use std::time::Duration;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn chasetrack() -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command.current_dir(ROOT).timeout(Duration::from_secs(20));
    command
}

/// The fence maneuver of the worked example with a push the size of an int: once it grew the
/// track a location at a time until memory ran out.
#[test]
fn a_huge_push_is_refused_before_anything_is_applied() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("push.ron");
    let text =
        std::fs::read_to_string(Path::new(ROOT).join("tests/scripts/coc7/fence-maneuver.ron"))
            .unwrap()
            .replace("push: 1", "push: 2147483647");
    std::fs::write(&script, text).unwrap();
    let output = chasetrack()
        .args(["script", "assets/harvey-fence.ron"])
        .arg(&script)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("throws or pushes its victim at most 5 locations, not 2147483647"),
        "{err}"
    );
}

#[test]
fn a_deeply_nested_setup_is_an_error_not_a_crash() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("deep.ron");
    let text = format!("(name: \"x\", system: Coc7(track: [{}]))", "(".repeat(9181));
    std::fs::write(&file, text).unwrap();
    let output = chasetrack().arg("check").arg(&file).output().unwrap();
    assert_eq!(output.status.code(), Some(2), "no abort (134)");
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("deep.ron:1:"), "a position: {err}");
}

#[test]
fn what_is_not_a_plain_file_is_refused_without_being_read() {
    let output = chasetrack().args(["check", "/dev/zero"]).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("/dev/zero: not a setup file"), "{err}");

    let dir = tempfile::tempdir().unwrap();
    let output = chasetrack().arg("check").arg(dir.path()).output().unwrap();
    assert_eq!(output.status.code(), Some(2));

    // A pipe would block a read forever.
    let fifo = dir.path().join("pipe.ron");
    if crate::bounded::try_output(
        std::process::Command::new("mkfifo").arg(&fifo),
        crate::bounded::LIMIT,
    )
    .is_ok_and(|run| run.status.success())
    {
        let output = chasetrack().arg("check").arg(&fifo).output().unwrap();
        assert_eq!(output.status.code(), Some(2));
        assert!(String::from_utf8_lossy(&output.stderr).contains("not a setup file"));
    }
}

#[test]
fn a_file_far_bigger_than_any_chase_is_refused() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.ron");
    std::fs::write(&file, " ".repeat(2 << 20)).unwrap();
    let output = chasetrack().arg("check").arg(&file).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("is far more than any chase needs (at most 1048576 bytes)"),
        "{err}"
    );
}

#[test]
fn text_that_is_not_utf8_is_named_with_its_position() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("latin1.ron");
    std::fs::write(&file, b"(\n  name: \"Caf\xe9\",\n)").unwrap();
    let output = chasetrack().arg("check").arg(&file).output().unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("latin1.ron:2:13: this is not UTF-8 text"),
        "{err}"
    );
}

/// A chase named with terminal escapes: `check`, `script` and error messages print them escaped.
#[test]
fn escapes_from_a_file_never_reach_the_terminal_raw() {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("esc.ron");
    let text = std::fs::read_to_string(Path::new(ROOT).join("assets/bazaar.ron"))
        .unwrap()
        .replace("The thief in the bazaar", "x\u{1b}]0;pwned\u{7}\u{1b}[2J");
    std::fs::write(&file, text).unwrap();
    let check = chasetrack().arg("check").arg(&file).output().unwrap();
    assert!(check.status.success());
    let out = String::from_utf8_lossy(&check.stdout);
    assert!(!out.contains('\u{1b}') && !out.contains('\u{7}'), "{out:?}");
    assert!(out.contains("x\\u{1b}]0;pwned"), "{out}");

    let script = dir.path().join("s.ron");
    std::fs::write(&script, "(steps: [Do(Start)])").unwrap();
    let run = chasetrack()
        .arg("script")
        .arg(&file)
        .arg(&script)
        .output()
        .unwrap();
    let out = String::from_utf8_lossy(&run.stdout);
    assert!(run.status.success(), "{out}");
    assert!(!out.contains('\u{1b}'), "{out:?}");

    let broken = dir.path().join("broken.ron");
    std::fs::write(&broken, "(name: \"\u{1b}[2J\", system: Nope)").unwrap();
    let bad = chasetrack().arg("check").arg(&broken).output().unwrap();
    let err = String::from_utf8_lossy(&bad.stderr);
    assert!(!err.contains('\u{1b}'), "{err:?}");
}

/// A journal of the farm chase with the cut and Harvey's move, written as the screen writes it.
fn farm_journal(dir: &Path) -> (chasetrack::setup::Setup, std::path::PathBuf) {
    use chasetrack::autosave::{Autosave, Record};
    use chasetrack::dice::Roller;
    use chasetrack::systems::coc7::rules::Command as Coc7;
    use chasetrack::systems::{AnyCommand, Chase};
    let file = Path::new(ROOT).join("assets/harvey-farm.ron");
    let setup = chasetrack::setup::load(&file).unwrap();
    let journal = dir.join("farm.journal");
    let mut save = Autosave::create(&journal, &setup, Some(&file)).unwrap();
    let Chase::Coc7(mut session) = setup.chase.clone() else {
        panic!("a Call of Cthulhu chase");
    };
    let moves = [
        Coc7::CutToChase { range: None },
        Coc7::Move {
            who: "Harvey".into(),
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
    (setup, journal)
}

/// "A line changed by one byte that is still valid JSON replays a different chase unnoticed":
/// each line's checksum catches it, and the message names the line.
#[test]
fn a_journal_line_changed_after_it_was_written_is_caught_by_its_checksum() {
    let dir = tempfile::tempdir().unwrap();
    let (setup, journal) = farm_journal(dir.path());
    let text = std::fs::read_to_string(&journal).unwrap();
    assert!(chasetrack::autosave::resume(&journal, &setup).is_ok());
    // Harvey's move becomes the farmer's: still valid JSON, another chase.
    std::fs::write(
        &journal,
        text.replacen("\"who\":\"Harvey\"", "\"who\":\"Farmer\"", 1),
    )
    .unwrap();
    let error = chasetrack::autosave::resume(&journal, &setup)
        .unwrap_err()
        .to_string();
    assert!(error.ends_with("farm.journal:3: this line was changed after chasetrack wrote it: its checksum does not match"), "{error}");

    // A line that lost its checksum is caught too.
    let stripped: Vec<String> = text
        .lines()
        .enumerate()
        .map(|(at, line)| match at {
            2 => line.split('\t').next().unwrap_or(line).to_string(),
            _ => line.to_string(),
        })
        .collect();
    std::fs::write(&journal, stripped.join("\n") + "\n").unwrap();
    let error = chasetrack::autosave::resume(&journal, &setup)
        .unwrap_err()
        .to_string();
    assert!(
        error.contains("farm.journal:3: this line has lost its checksum"),
        "{error}"
    );
}
