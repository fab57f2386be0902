//! A Savage Worlds journal written when a Shaken driver's roll against going Out of Control was a
//! command of its own (`ControlRoll`, journaled after the attack or the GM's word that shook the
//! driver) still resumes to the same chase: the same session log, line for line, and the same
//! state. The fixture (`tests/journals/control-roll-apart/`) was written by the rules of that
//! time, with the setup it was written for beside it; the log and the state beside them are what
//! those rules made of it. It holds an attack that wounds Dala at the wheel, an obstacle, her
//! roll that sends her motorcycle over (a crash that wounds her again and owes a second roll),
//! that second roll, and the GM shaking Abel at the wheel, then his roll.

use chasetrack::autosave;
use chasetrack::engine::Audience;
use chasetrack::report::{ExportFormat, render};
use chasetrack::setup;
use chasetrack::systems::Chase;
use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn fixture(name: &str) -> PathBuf {
    Path::new(ROOT)
        .join("tests/journals/control-roll-apart")
        .join(name)
}

fn read(name: &str) -> String {
    std::fs::read_to_string(fixture(name)).unwrap_or_else(|e| panic!("{name}: {e}"))
}

#[test]
fn a_journal_with_control_rolls_apart_resumes_to_the_same_log_and_state() {
    let setup = setup::load(&fixture("road-vehicles.ron")).unwrap_or_else(|e| panic!("{e}"));
    let journal = fixture("road-vehicles.journal");
    let log = render(&setup, &journal, ExportFormat::Md, Audience::Keeper)
        .unwrap_or_else(|e| panic!("the old journal resumes: {e}"))
        .replace(&format!("{ROOT}/"), "");
    let expected = read("road-vehicles.md");
    for (n, (got, want)) in log.lines().zip(expected.lines()).enumerate() {
        assert_eq!(got, want, "line {} of the session log", n + 1);
    }
    assert_eq!(log, expected, "the whole session log");

    // Resumed from a copy: resuming locks the journal, and the fixture folder stays as it is.
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let copy = dir.path().join("road-vehicles.journal");
    std::fs::copy(&journal, &copy).unwrap_or_else(|e| panic!("{e}"));
    let chase = autosave::resume(&copy, &setup).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        chase.journal_len(),
        12,
        "every command of the journal replayed"
    );
    let Chase::Savage(session) = &chase else {
        panic!("a Savage Worlds chase");
    };
    let state = serde_json::to_string_pretty(session.state()).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(format!("{state}\n"), read("road-vehicles.state.json"));
}
