//! The limits on what chasetrack reads (docs/setup-format.md and docs/script-format.md, "Limits"):
//! each is far above any real chase, and each is met with a refusal that names the file, the place
//! and the fix, through the real binary as a keeper would meet it.

use assert_cmd::Command;
use chasetrack::engine::{Refusal, Session};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::{Coc7, Coc7Error, Command as Coc7Command, MAX_LOCATIONS};
use std::path::Path;
use std::time::Duration;

use crate::limits_common;

use limits_common::coc7_setup;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn chasetrack() -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command.current_dir(ROOT).timeout(Duration::from_secs(30));
    command
}

fn check(text: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.ron");
    std::fs::write(&file, text).unwrap();
    let output = chasetrack().arg("check").arg(&file).output().unwrap();
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn a_track_longer_than_a_chase_holds_is_refused_with_its_position() {
    let (code, err) = check(&coc7_setup(MAX_LOCATIONS + 1, 2));
    assert_eq!(code, Some(2));
    assert!(err.contains("big.ron:1:"), "a position: {err}");
    assert!(
        err.contains("the track has 1001 locations; a chase holds at most 1000"),
        "{err}"
    );
}

#[test]
fn more_participants_than_a_chase_holds_are_refused_at_the_first_too_many() {
    let (code, err) = check(&coc7_setup(10, 65));
    assert_eq!(code, Some(2));
    assert!(err.contains("participants[65]"), "the 65th is named: {err}");
    assert!(
        err.contains("a chase holds at most 64 participants and this one lists 65"),
        "{err}"
    );
}

#[test]
fn a_chase_at_the_limits_loads_and_plays() {
    let text = coc7_setup(MAX_LOCATIONS, 64);
    let (code, err) = check(&text);
    assert_eq!(code, Some(0), "{err}");
    let setup = chasetrack::setup::parse(&text, "big.ron").unwrap();
    let Chase::Coc7(mut session) = setup.chase else {
        panic!("a Call of Cthulhu chase");
    };
    let mut roller = chasetrack::dice::Roller::seeded(3);
    session
        .execute(Coc7Command::CutToChase { range: None }, &mut roller)
        .unwrap();
    assert_eq!(session.state().round, 1);
}

/// Moving past the last location adds one ("Moving past the last location"), but never past the
/// limit, however many moves a script or a damaged journal asks for.
#[test]
fn the_track_stops_growing_at_its_limit() {
    let setup = chasetrack::setup::parse(&coc7_setup(MAX_LOCATIONS - 1, 2), "big.ron").unwrap();
    let Chase::Coc7(mut session) = setup.chase else {
        panic!("a Call of Cthulhu chase");
    };
    let session: &mut Session<Coc7> = &mut session;
    let mut roller = chasetrack::dice::Roller::seeded(3);
    let add = || Coc7Command::AddLocation {
        name: None,
        behind: false,
        obstacle: None,
    };
    session.execute(add(), &mut roller).unwrap();
    assert_eq!(session.state().map.locations.len(), MAX_LOCATIONS);
    let refused = session.execute(add(), &mut roller).unwrap_err();
    assert_eq!(
        refused,
        Refusal::Rule(Coc7Error::TrackFull {
            most: MAX_LOCATIONS
        })
    );
    assert_eq!(
        refused.to_string(),
        "the track holds at most 1000 locations; this chase has reached them"
    );
    assert_eq!(session.state().map.locations.len(), MAX_LOCATIONS);
}

#[test]
fn a_script_that_is_not_a_plain_file_is_refused_without_being_read() {
    let output = chasetrack()
        .args(["script", "assets/harvey-farm.ron", "/dev/zero"])
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(err.contains("/dev/zero: not a script file"), "{err}");
}

#[test]
fn a_script_of_more_steps_than_any_chase_is_refused_at_the_first_too_many() {
    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("long.ron");
    let steps = "Undo,\n".repeat(chasetrack::script::MAX_SCRIPT_STEPS + 1);
    std::fs::write(&script, format!("(steps: [\n{steps}])")).unwrap();
    let output = chasetrack()
        .args(["script", "assets/harvey-farm.ron"])
        .arg(&script)
        .output()
        .unwrap();
    assert_eq!(output.status.code(), Some(2));
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains(
            "long.ron:100002:1: a script holds at most 100000 steps and this one has 100001"
        ),
        "{err}"
    );
}

/// The parser's own words ("Unknown escape character", "Integer is out of bounds") are put in the
/// keeper's, in setups and scripts alike.
#[test]
fn the_parsers_words_are_put_in_the_keepers() {
    let farm = std::fs::read_to_string(Path::new(ROOT).join("assets/harvey-farm.ron")).unwrap();
    let (code, err) = check(&farm.replace("\"Harvey\"", "\"Har\\qvey\""));
    assert_eq!(code, Some(2));
    assert!(
        err.contains("holds a backslash that starts no escape; inside quotes write \\\\"),
        "{err}"
    );
    assert!(!err.contains("Unknown escape character"), "{err}");

    let dir = tempfile::tempdir().unwrap();
    let script = dir.path().join("big.ron");
    std::fs::write(
        &script,
        "(steps: [Do(Move(who: \"Harvey\", locations: 99999999999999999999))])",
    )
    .unwrap();
    let output = chasetrack()
        .args(["script", "assets/harvey-farm.ron"])
        .arg(&script)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert_eq!(output.status.code(), Some(2));
    assert!(
        err.contains("big.ron:1:44: the number '99999999999999999999' is too large"),
        "{err}"
    );

    std::fs::write(&script, "(steps: [Do(CutToChase()), /* a note never closed").unwrap();
    let output = chasetrack()
        .args(["script", "assets/harvey-farm.ron"])
        .arg(&script)
        .output()
        .unwrap();
    let err = String::from_utf8_lossy(&output.stderr);
    assert!(
        err.contains("this /* comment is never closed; close it with */"),
        "{err}"
    );
}

#[test]
fn a_journal_far_bigger_than_any_chase_is_refused_before_it_is_read() {
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("huge.journal");
    let file = std::fs::File::create(&journal).unwrap();
    file.set_len(chasetrack::autosave::MAX_JOURNAL_BYTES + 1)
        .unwrap();
    let setup = chasetrack::setup::sample();
    let refused = chasetrack::autosave::resume(&journal, &setup).unwrap_err();
    assert!(
        refused
            .to_string()
            .contains("bytes is far more than any journal of a chase"),
        "{refused}"
    );
}

/// Someone typed in on the spot joins like anyone kept back, but never under a name the chase
/// has, and never past the most participants a chase holds.
#[test]
fn a_newcomer_needs_a_name_of_its_own_and_room_in_the_chase() {
    use chasetrack::systems::coc7::rules::{MAX_PARTICIPANTS, Newcomer, Side};
    let setup = chasetrack::setup::parse(&coc7_setup(10, MAX_PARTICIPANTS - 1), "big.ron").unwrap();
    let Chase::Coc7(mut session) = setup.chase else {
        panic!("a Call of Cthulhu chase");
    };
    let mut roller = chasetrack::dice::Roller::seeded(5);
    session
        .execute(Coc7Command::CutToChase { range: None }, &mut roller)
        .unwrap();
    let enter = |name: &str| Coc7Command::Enter {
        newcomer: Newcomer {
            name: name.into(),
            side: Side::Pursuer,
            dex: 50,
            mov: 9,
            con: 50,
            hp: None,
            skills: Default::default(),
            investigator: false,
        },
        location: 1,
        skill: None,
    };
    let taken = session.execute(enter("p3"), &mut roller).unwrap_err();
    assert_eq!(
        taken.to_string(),
        "P3 is in the chase already; give the newcomer another name"
    );
    session.execute(enter("Constable"), &mut roller).unwrap();
    assert_eq!(session.state().participants.len(), MAX_PARTICIPANTS);
    let crowded = session.execute(enter("Sergeant"), &mut roller).unwrap_err();
    assert_eq!(
        crowded.to_string(),
        "a chase holds at most 64 participants; this one has them all"
    );
}
