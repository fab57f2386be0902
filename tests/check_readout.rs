//! `chasetrack check` reads every setup back to the keeper as the rules read it: each
//! participant's numbers, skills, gear and seat, the ground with its obstacles, the settings that
//! differ from the defaults, and where the start puts everyone. One snapshot per shipped setup,
//! each reviewed against its file; `--brief` keeps the one line per file, `--show` adds the
//! script view, `--format json` gives the same readout in sections.

use assert_cmd::Command;
use insta::assert_snapshot;
use std::path::PathBuf;
use tempfile::TempDir;

fn chasetrack() -> Command {
    let mut command = Command::cargo_bin("chasetrack").unwrap_or_else(|e| panic!("{e}"));
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .timeout(crate::bounded::LIMIT);
    command
}

/// What `chasetrack ARGS` printed on stdout, with its exit code.
fn run(args: &[&str]) -> (Option<i32>, String) {
    let output = chasetrack()
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run chasetrack: {e}"));
    assert!(
        output.stderr.is_empty(),
        "{args:?}: {}",
        String::from_utf8_lossy(&output.stderr)
    );
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
    )
}

/// Writes a setup into a fresh directory that lives as long as the returned guard.
fn setup_file(text: &str) -> (TempDir, PathBuf) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let path = dir.path().join("setup.ron");
    std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
    (dir, path)
}

/// `check`'s output for a setup given as text.
fn check_text(text: &str) -> String {
    let (_dir, path) = setup_file(text);
    let path = path.to_string_lossy().into_owned();
    let (code, out) = run(&["check", &path]);
    assert_eq!(code, Some(0), "{out}");
    out
}

#[test]
fn every_shipped_setup_reads_back_as_its_file_says() {
    let shipped = crate::tui_common::shipped();
    assert!(shipped.len() >= 26, "{shipped:?}");
    for name in shipped {
        let file = format!("assets/{name}");
        let (code, out) = run(&["check", &file]);
        assert_eq!(code, Some(0), "{out}");
        let stem = name.trim_end_matches(".ron").replace('-', "_");
        assert_snapshot!(format!("readout_{stem}"), out);
    }
}

/// The readout is what `check` prints by default; `--brief` is the old line per file, and
/// `--show` adds the start as a script draws it (the track picture and the table).
#[test]
fn check_prints_the_readout_unless_brief_and_show_adds_the_script_view() {
    let (_, default) = run(&["check", "assets/sample.ron"]);
    for seen in [
        "Sheets",
        "  Harvey: DEX 55 · CON 60 · MOV 6 · HP 11 · build 0 · Climb 40, Dodge 27, Fighting \
         (Brawl) 50, Jump 30 · an investigator · quarry",
        "    then [Fence]: barrier, Climb or Jump, regular, 5 HP",
        "Where cut to the chase puts everyone",
        "  Harvey: location 3 Farm track",
    ] {
        assert!(default.contains(seen), "{seen:?} in:\n{default}");
    }
    assert!(!default.contains("(not rolled)"), "{default}");

    let (_, brief) = run(&["check", "--brief", "assets/sample.ron"]);
    assert_eq!(brief.lines().count(), 1, "{brief}");
    assert_eq!(brief.lines().next(), default.lines().next());

    let (_, show) = run(&["check", "--show", "assets/sample.ron"]);
    assert!(show.starts_with(&default.trim_end().to_string()), "{show}");
    assert!(show.contains("6 (not rolled)"), "{show}");

    let refused = chasetrack()
        .args(["check", "--brief", "--show", "assets/sample.ron"])
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(refused.status.code(), Some(2));
}

/// `--format json` gives each good file its readout: the sections with their titles and lines,
/// the same lines the text prints, and each participant's name and parts apart.
#[test]
fn check_json_gives_the_readout_in_sections() {
    let (code, out) = run(&["check", "--format", "json", "assets/moors.ron"]);
    assert_eq!(code, Some(0), "{out}");
    let files: serde_json::Value = serde_json::from_str(&out).expect(&out);
    let readout = files[0]["readout"]
        .as_array()
        .unwrap_or_else(|| panic!("{out}"));
    let titles: Vec<&str> = readout
        .iter()
        .filter_map(|section| section["title"].as_str())
        .collect();
    assert_eq!(
        titles,
        [
            "Participants",
            "Track",
            "Settings not at their defaults",
            "Where the chase starts (the chaser's start is space 0)"
        ]
    );
    let (_, text) = run(&["check", "assets/moors.ron"]);
    for section in readout {
        for line in section["lines"].as_array().into_iter().flatten() {
            let line = line.as_str().unwrap_or_default();
            assert!(
                text.contains(&format!("  {line}\n")),
                "{line:?} in:\n{text}"
            );
        }
    }
    assert_eq!(readout[2]["lines"][0], "environment: OpenTerrain");
    // The participants one by one, for tools: the name apart from its parts.
    let ned = &readout[0]["entries"][1];
    assert_eq!(ned["name"], "Ned", "{out}");
    assert_eq!(ned["parts"][0], "prey", "{out}");
    assert_eq!(
        ned["parts"][2], "rides Moor pony at 40 ft (60 ft on foot)",
        "{out}"
    );
    assert!(readout[1].get("entries").is_none(), "{out}");
}

/// A name with a bidirectional override is escaped before it reaches the terminal, in the
/// readout as in the summary.
#[test]
fn text_from_the_file_is_escaped_in_the_readout() {
    let out = check_text(
        r#"(
    name: "Escapes",
    system: Coc7(
        track: [Location("Gate \u{202e}evil"), Location("Yard"), Location("Road")],
        participants: [
            (name: "Ada", side: Quarry, dex: 60, mov: 8, con: 50, investigator: true),
            (name: "Ghoul", side: Pursuer, dex: 65, mov: 8, con: 65),
        ],
    ),
)"#,
    );
    assert!(!out.contains('\u{202e}'), "{out}");
    assert!(out.contains("1 Gate "), "{out}");
}

/// A Savage Worlds driver with no `top_speed`: "Speed" never counts for it or against it and an
/// obstacle's damage has no speed to go by, which the rules say nothing of at the table; `check`
/// warns, and a top speed ends the warning. Its passengers need none.
#[test]
fn check_warns_of_a_savage_vehicle_with_no_top_speed() {
    let setup = |abel: &str| {
        format!(
            r#"(
    name: "The road",
    system: Savage(
        participants: [
            (name: "Abel", side: Prey, maneuver: Driving, die: "d8", wild_card: true,
             player: true{abel}),
            (name: "Ben", side: Prey, maneuver: Driving, die: "d6", rides_with: "Abel"),
            (name: "Gangers", side: Pursuer, maneuver: Driving, die: "d6", count: 3,
             top_speed: 40),
        ],
    ),
)"#
        )
    };
    let out = check_text(&setup(""));
    assert!(
        out.contains(
            "  warning: Abel maneuvers a vehicle (Driving) with no top_speed: the Speed bonus \
             does not count for it or against it"
        ),
        "{out}"
    );
    assert!(!out.contains("Ben maneuvers"), "{out}");
    assert!(
        out.contains("  Abel: prey · Wild Card · Driving d8 · no top speed"),
        "{out}"
    );
    let out = check_text(&setup(", top_speed: 36"));
    assert!(!out.contains("warning"), "{out}");
    assert!(
        out.contains("  Abel: prey · Wild Card · Driving d8 · top speed 36"),
        "{out}"
    );
}

/// Position clocks: a head start that puts every runner past every obstacle on its path (the
/// wall after segment 2, the runner's clock at 4) is warned of; a runner who still has the wall
/// ahead (a head start of 2: the wall stops its move from 2 to 3) ends the warning.
#[test]
fn check_warns_of_clocks_that_start_every_runner_past_every_obstacle() {
    let setup = |head_start: u32| {
        format!(
            r#"(
    name: "The yard",
    system: Clocks(
        segments: 6,
        paths: [(name: "Yard")],
        participants: [
            (name: "Ann", role: Runner, player: true, bonus: 3, head_start: {head_start}),
            (name: "Guard", role: Chaser, bonus: 3),
        ],
        obstacles: [(name: "Wall", path: "Yard", after: 2, dc: 12)],
    ),
)"#
        )
    };
    let out = check_text(&setup(4));
    assert!(
        out.contains(
            "  warning: every runner starts past every obstacle on its path (Wall): no runner \
             meets one"
        ),
        "{out}"
    );
    assert!(out.contains("  Ann: Yard, 4/6 filled"), "{out}");
    let out = check_text(&setup(2));
    assert!(!out.contains("warning"), "{out}");
}

/// `new`'s track line names Call of Cthulhu obstacles after a colon: they stand on the written
/// track in the order typed, from its third location on, and `check` reads them back with their
/// skills, difficulty, hit points and damage. A word it cannot read is refused with its column
/// and nothing is written.
#[test]
fn new_puts_the_obstacles_the_track_line_names_on_the_track() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let made = chasetrack()
        .env("CHASETRACK_DATA_DIR", data.path())
        .args(["new", "--no-play", "--system", "coc7", "--seed", "3"])
        .args(["-p", "Amy q inv", "-p", "Cultist p", "--track"])
        .arg("8 city: gate 10hp hard, fog spot hidden, grave jump hard 1d6")
        .output()
        .unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(
        made.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let written = written_by_new(data.path());
    let (code, out) = run(&["check", &written.to_string_lossy()]);
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("8 locations (2 hazards, 1 barrier)"), "{out}");
    assert!(!out.contains("warning"), "{out}");
    let track: Vec<&str> = out
        .lines()
        .filter(|line| line.starts_with("    then "))
        .collect();
    assert_eq!(
        track,
        [
            "    then [Gate]: barrier, no skill (only broken down), hard, 10 HP",
            "    then ~Fog~: hazard, Spot Hidden, regular",
            "    then ~Grave~: hazard, Jump, hard; moderate damage (1D6) on a failure",
        ],
        "{out}"
    );
    // The gate lies after location 3, where cut to the chase puts Amy: she meets it.
    let gate = out.lines().position(|l| l.contains("[Gate]")).unwrap_or(0);
    assert!(
        out.lines()
            .nth(gate - 1)
            .is_some_and(|l| l.starts_with("  3 ")),
        "{out}"
    );

    for (track, said) in [
        (
            "8 city: gate 10hp, fog 1d8",
            "track, column 24: '1d8' is neither a skill",
        ),
        (
            "8 city: gate 0hp",
            "track, column 14: '0hp' is not hit points",
        ),
        (
            "8 city: chasm barrier",
            "track, column 9: the barrier 'Chasm' has no skill",
        ),
        (
            "3 city: a, b, c",
            "3 locations have 2 stretches between them",
        ),
    ] {
        let refused = chasetrack()
            .env("CHASETRACK_DATA_DIR", data.path())
            .args(["new", "--no-play", "--system", "coc7"])
            .args(["-p", "Amy q inv", "-p", "Cultist p", "--track", track])
            .output()
            .unwrap_or_else(|e| panic!("{e}"));
        // Said where `new` says its refusals, on stdout or stderr.
        let err = format!(
            "{}{}",
            String::from_utf8_lossy(&refused.stdout),
            String::from_utf8_lossy(&refused.stderr)
        );
        assert_eq!(refused.status.code(), Some(2), "{track}: {err}");
        assert!(err.contains(said), "{track}: {err}");
    }
    let files = std::fs::read_dir(data.path().join("improvised"))
        .map(|dir| dir.count())
        .unwrap_or(0);
    assert_eq!(files, 1, "a refused line writes nothing");
}

/// `new`'s track line for position clocks names obstacles after a colon: a name, the segment it
/// lies after (spread over the clock when left out), `dc 14`, `one` for one that one resolves
/// for all; `check` reads them back on the path. A word it cannot read is refused with its
/// column.
#[test]
fn new_puts_the_obstacles_a_clocks_track_line_names_on_the_path() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let new = |track: &str| {
        chasetrack()
            .env("CHASETRACK_DATA_DIR", data.path())
            .args(["new", "--no-play", "--system", "clocks", "--seed", "3"])
            .args([
                "-p",
                "Ann runner 3",
                "-p",
                "Hound chaser 2",
                "--track",
                track,
            ])
            .output()
            .unwrap_or_else(|e| panic!("{e}"))
    };
    let made = new("8: wall 3 dc 14, locked door 5 one, hedge");
    assert_eq!(
        made.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
    let written = written_by_new(data.path());
    let (code, out) = run(&["check", &written.to_string_lossy()]);
    assert_eq!(code, Some(0), "{out}");
    for seen in [
        "  obstacle wall on the way, between 3 and 4: DC 14, everyone must resolve it",
        "  obstacle locked door on the way, between 5 and 6: DC 10, one resolves it for all",
        // The third of three with no segment of its own: 3 × 8 / 4.
        "  obstacle hedge on the way, between 6 and 7: DC 10, everyone must resolve it",
    ] {
        assert!(out.contains(seen), "{seen:?} in:\n{out}");
    }
    for (track, said) in [
        (
            "8: 3 wall",
            "track, column 4: write the obstacle's name first",
        ),
        (
            "8: wall 8",
            "track, column 9: the segment it lies after is at most 7",
        ),
        ("8: wall dc", "track, column 9: write the DC after `dc`"),
        (
            "8: wall 3 one gate",
            "track, column 15: 'gate' after the obstacle's numbers",
        ),
    ] {
        let refused = new(track);
        let err = format!(
            "{}{}",
            String::from_utf8_lossy(&refused.stdout),
            String::from_utf8_lossy(&refused.stderr)
        );
        assert_eq!(refused.status.code(), Some(2), "{track}: {err}");
        assert!(err.contains(said), "{track}: {err}");
    }
}

/// The setup `chasetrack new` wrote into the data directory `data`.
fn written_by_new(data: &std::path::Path) -> std::path::PathBuf {
    std::fs::read_dir(data.join("improvised"))
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .next()
        .unwrap_or_else(|| panic!("nothing written"))
}
