//! One set of limits in all five systems (`chasetrack::limits`, docs/reliability.md): a chase at
//! the limit is checked and loads, one past it is refused by `chasetrack check` with the line and
//! column of the first entry too many; numbers past their limits are refused where they are
//! written, in setups and in scripts, through the real binary.

use assert_cmd::Command;
use chasetrack::limits;
use std::fmt::Write as _;
use std::time::Duration;

use crate::limits_common;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn chasetrack() -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command.current_dir(ROOT).timeout(Duration::from_secs(60));
    command
}

/// `chasetrack check` of a setup text: the exit code and what it printed.
fn check(text: &str) -> (Option<i32>, String) {
    let dir = tempfile::tempdir().unwrap();
    let file = dir.path().join("big.ron");
    std::fs::write(&file, text).unwrap();
    let output = chasetrack().arg("check").arg(&file).output().unwrap();
    (
        output.status.code(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ),
    )
}

fn setups(n: usize) -> Vec<(&'static str, String, &'static str)> {
    limits_common::every_system(n)
}

#[test]
fn every_system_holds_the_same_number_of_participants_and_refuses_one_more() {
    for (system, text, _) in setups(limits::PARTICIPANTS) {
        let (code, out) = check(&text);
        assert_eq!(code, Some(0), "{system} at the limit: {out}");
    }
    for (system, text, field) in setups(limits::PARTICIPANTS + 1) {
        let (code, out) = check(&text);
        assert_eq!(code, Some(2), "{system} past the limit: {out}");
        assert!(out.contains("big.ron:1:"), "{system}: a position: {out}");
        assert!(
            out.contains(&format!("{field}[{}]", limits::PARTICIPANTS))
                || out.contains(&format!("{field}[{}]", limits::PARTICIPANTS + 1)),
            "{system}: the first one too many is named: {out}"
        );
        assert!(
            out.contains(&format!("at most {}", limits::PARTICIPANTS)),
            "{system}: the limit is said: {out}"
        );
    }
}

#[test]
fn twenty_thousand_gurps_people_or_vehicles_are_refused_at_once() {
    let people = limits_common::gurps_setup(20_000, 0);
    let (code, out) = check(&people);
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains("at most 64 people and this one lists 20000"),
        "{out}"
    );
    let mut vehicles = String::from("(name: \"Big\", system: Gurps(vehicles: [");
    for at in 0..=limits::VEHICLES {
        write!(vehicles, "(name: \"V{at}\", st: 50, mph: 60),").unwrap();
    }
    vehicles.push_str("], people: [(name: \"A\", side: Quarry), (name: \"B\", side: Pursuer)]))");
    let (code, out) = check(&vehicles);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("vehicles[65]"), "the 65th is named: {out}");
    assert!(
        out.contains("at most 64 vehicles and this one lists 65"),
        "{out}"
    );
}

/// The numbers the issue found wrapping, each refused in the setup with its place and the range.
#[test]
fn numbers_past_their_limits_are_refused_where_they_are_written() {
    let gurps = |person: &str, vehicle: &str, settings: &str| {
        format!(
            "(name: \"G\", system: Gurps(settings: ({settings}), vehicles: [(name: \"Car\", st: 50, {vehicle})], \
             people: [(name: \"A\", side: Quarry, {person}), (name: \"B\", side: Pursuer)]))"
        )
    };
    let savage = |knight: &str| {
        format!(
            "(name: \"S\", system: Savage(participants: [(name: \"Knight\", side: Pursuer, \
             maneuver: Riding, die: \"d8\", {knight}), (name: \"Bandit\", side: Prey, \
             maneuver: Agility, die: \"d6\")]))"
        )
    };
    for (text, fragment) in [
        (
            gurps("hp: -100", "mph: 60", ""),
            "HP -100: a person starts the chase with 1 to 1000",
        ),
        (
            gurps("", "move: 0", ""),
            "move 0 is no vehicle's top speed; give 1 to 10000",
        ),
        (
            gurps("", "mph: 4294967295", ""),
            "4294967295 mph is no vehicle's top speed",
        ),
        (
            gurps("", "mph: 60", "thrust: []"),
            "the thrust table is empty",
        ),
        (
            gurps("", "mph: 60", "npc_weights: []"),
            "npc_weights gives Move no weight",
        ),
        (
            gurps("", "mph: 60", "npc_weights: [(Move, 0), (Ram, 0)]"),
            "npc_weights gives Move no weight",
        ),
        (
            gurps("", "mph: 60", "npc_weights: [(Move, 4294967295)]"),
            "a weight of 4294967295 is beyond the table's",
        ),
        (
            gurps("vehicle_skill: 2147483647", "mph: 60", ""),
            "vehicle_skill 2147483647 is beyond any sheet's; give -1000 to 1000",
        ),
        (
            gurps("", "handling: -2147483648, mph: 60", ""),
            "handling -2147483648 is beyond any sheet's; give -100 to 100",
        ),
        (
            gurps(
                "weapon: (name: \"gun\", skill: 12, damage: \"2d+2147483647+2147483647\")",
                "mph: 60",
                "",
            ),
            "is not GURPS dice",
        ),
        (
            savage("top_speed: 2147483648"),
            "a top speed of 2147483648 is no one's; give 0 to 10000",
        ),
        (
            savage("attack: \"d8\", damage: \"2d8+2147483647+2147483647\""),
            "adds more than 1000 to its dice",
        ),
        (
            savage("climb: -2147483648"),
            "a Climb of -2147483648 is beyond any vehicle's",
        ),
    ] {
        let (code, out) = check(&text);
        assert_eq!(code, Some(2), "{text}: {out}");
        assert!(out.contains(fragment), "{text}:\n{out}");
        assert!(out.contains("big.ron:1:"), "a position: {out}");
    }
}

/// A command's numbers are held to the same limits when a script (or a journal) carries them:
/// the GM's modifier of a Savage Worlds roll, a Call of Cthulhu location far off the track.
#[test]
fn numbers_past_their_limits_in_a_script_are_refused_not_wrapped() {
    let dir = tempfile::tempdir().unwrap();
    for (setup, steps, fragment) in [
        (
            "assets/savage-knights-bandits.ron",
            "Roll([7, 5], Maneuver(who: \"Knight\", modifier: 2147483647))",
            "a modifier of 2147483647 is beyond any table's; give one from -100 to 100",
        ),
        (
            "assets/harvey-fence.ron",
            "Do(NameObstacle(after: -2147483648, name: \"Mud\", skills: [\"Climb\"]))",
            "-2147483648",
        ),
    ] {
        let script = dir.path().join("extreme.ron");
        std::fs::write(&script, format!("(steps: [{steps}])")).unwrap();
        let output = chasetrack()
            .arg("script")
            .arg(setup)
            .arg(&script)
            .output()
            .unwrap();
        let out = format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        );
        assert_eq!(output.status.code(), Some(2), "{steps}: {out}");
        assert!(out.contains(fragment), "{steps}:\n{out}");
        assert!(!out.contains("panicked"), "{out}");
    }
}
