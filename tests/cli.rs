//! The command line as a keeper meets it: the real binary, its exit codes and its messages.
//! `check` on good and bad setups; `script` refusals that name the step, JSON for tools, seeded
//! dice, unknown names and syntax errors with their line and column.

use assert_cmd::Command;
use std::path::{Path, PathBuf};
use tempfile::TempDir;

const SAMPLE: &str = "assets/sample.ron";

fn chasetrack() -> Command {
    let mut command = Command::cargo_bin("chasetrack").unwrap_or_else(|e| panic!("{e}"));
    command
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .timeout(crate::bounded::LIMIT);
    command
}

/// What a run printed, and how it exited.
struct Run {
    code: Option<i32>,
    stdout: String,
    stderr: String,
}

fn run(args: &[&str]) -> Run {
    let output = chasetrack()
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run chasetrack: {e}"));
    Run {
        code: output.status.code(),
        stdout: String::from_utf8_lossy(&output.stdout).into_owned(),
        stderr: String::from_utf8_lossy(&output.stderr).into_owned(),
    }
}

/// Writes files into a fresh directory that lives as long as the returned guard.
fn files(contents: &[(&str, &str)]) -> (TempDir, Vec<PathBuf>) {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let paths = contents
        .iter()
        .map(|(name, text)| {
            let path = dir.path().join(name);
            std::fs::write(&path, text).unwrap_or_else(|e| panic!("{e}"));
            path
        })
        .collect();
    (dir, paths)
}

fn text(path: &Path) -> &str {
    path.to_str()
        .unwrap_or_else(|| panic!("non-UTF-8 temp path"))
}

/// Runs a script (its text) on the sample chase.
fn script(steps: &str, extra: &[&str]) -> Run {
    let (_dir, paths) = files(&[("script.ron", steps)]);
    let mut args = vec!["script", SAMPLE, text(&paths[0])];
    args.extend_from_slice(extra);
    run(&args)
}

/// Nine locations with two hazards and a barrier between them, three participants.
const HOTEL: &str = r#"(
    name: "The Grand Hotel",
    system: Coc7(
        track: [
            Location("Revolving door"),
            Location("Foyer"),
            Hazard(name: "Crowd", skills: ["Dodge"]),
            Location("Stairs"),
            Location("Landing"),
            Barrier(name: "Locked door", skills: ["Locksmith"], hp: 10),
            Location("Corridor"),
            Location("Kitchen"),
            Hazard(name: "Wet floor", skills: ["DEX"], damage: Minor),
            Location("Pantry"),
            Location("Yard"),
            Location("Street"),
        ],
        participants: [
            (name: "Ada", side: Quarry, dex: 60, mov: 8, con: 50, hp: 10, investigator: true),
            (name: "Bellhop", side: Pursuer, dex: 50, mov: 8, con: 60, hp: 12),
            (name: "Ghoul", side: Pursuer, dex: 70, mov: 9, con: 80, hp: 15),
        ],
    ),
)"#;

#[test]
fn check_says_what_a_good_setup_holds() {
    let (_dir, paths) = files(&[("hotel.ron", HOTEL)]);
    let out = run(&["check", "--brief", text(&paths[0])]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(
        out.stdout,
        format!(
            "{}: ok — \"The Grand Hotel\", Call of Cthulhu 7e, 9 locations (2 hazards, 1 barrier), \
             3 participants\n",
            text(&paths[0])
        )
    );
    assert_eq!(out.stderr, "");
}

#[test]
fn check_reports_every_bad_file_with_its_line_and_column_and_still_checks_the_rest() {
    let misspelt = HOTEL.replace("dex: 50, mov: 8", "dex: 50, movv: 8");
    let (_dir, paths) = files(&[("bad.ron", &misspelt), ("hotel.ron", HOTEL)]);
    let missing = "no-such-setup.ron";
    let out = run(&["check", text(&paths[0]), missing, text(&paths[1])]);
    assert_eq!(out.code, Some(2));
    // The good file after the bad ones is still checked.
    assert!(
        out.stdout
            .starts_with(&format!("{}: ok — \"The Grand Hotel\"", text(&paths[1]))),
        "{}",
        out.stdout
    );
    let errors: Vec<&str> = out.stderr.lines().collect();
    assert_eq!(errors.len(), 2, "{}", out.stderr);
    // `movv` is on line 20, in the Bellhop's line; the message points at it.
    let line = misspelt
        .lines()
        .position(|l| l.contains("movv"))
        .map(|i| i + 1)
        .unwrap_or(0);
    assert!(
        errors[0].starts_with(&format!("{}:{line}:", text(&paths[0]))),
        "{}",
        errors[0]
    );
    assert!(errors[0].contains("movv"), "{}", errors[0]);
    assert!(
        errors[1].starts_with("no-such-setup.ron: cannot read it"),
        "{}",
        errors[1]
    );
}

/// A setup that marks no player character is good, with a warning under its line: the players'
/// screen would keep even the investigators' own numbers behind the screen. Every shipped setup
/// marks its players' characters, so `check` passes them with no warning at all.
#[test]
fn check_warns_of_a_setup_with_no_player_character_and_passes_every_shipped_one_without() {
    let unmarked = HOTEL.replace(", investigator: true", "");
    let (_dir, paths) = files(&[("hotel.ron", &unmarked)]);
    let out = run(&["check", "--brief", text(&paths[0])]);
    assert_eq!(
        out.code,
        Some(0),
        "a warning is not a refusal: {}",
        out.stderr
    );
    let lines: Vec<&str> = out.stdout.lines().collect();
    assert_eq!(lines.len(), 2, "{}", out.stdout);
    assert!(
        lines[1].starts_with("  warning: no player character is marked (investigator: true"),
        "{}",
        out.stdout
    );

    let shipped: Vec<String> = crate::tui_common::shipped()
        .iter()
        .map(|name| format!("assets/{name}"))
        .collect();
    assert!(shipped.len() >= 26, "{shipped:?}");
    let mut args = vec!["check", "--brief"];
    args.extend(shipped.iter().map(String::as_str));
    let out = run(&args);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(out.stdout.lines().count(), shipped.len(), "{}", out.stdout);
    assert!(!out.stdout.contains("warning"), "{}", out.stdout);
}

/// A chase over at cut to the chase is warned of: every pursuer (ghouls at MOV 9) slower than
/// the slowest quarry (a car at MOV 14) whatever the speed rolls give.
#[test]
fn check_warns_of_a_chase_over_before_its_first_round() {
    let setup = r#"(
    name: "The cemetery by car",
    system: Coc7(
        track: [Location("Gate"), Location("Graves"), Location("Chapel"), Location("Road")],
        participants: [
            (name: "Ada", side: Quarry, dex: 60, mov: 8, con: 50, investigator: true,
             skills: {"Drive Auto": 50}, vehicle: "Car, standard"),
            (name: "Ghoul", side: Pursuer, dex: 65, mov: 9, con: 65, count: 3),
        ],
    ),
)"#;
    let (_dir, paths) = files(&[("cemetery.ron", setup)]);
    let out = run(&["check", text(&paths[0])]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout
            .contains("  warning: every pursuer is slower than the slowest quarry")
            && out.stdout.contains("over before its first round"),
        "{}",
        out.stdout
    );
    // On foot, the ghouls keep up: no warning.
    let on_foot = setup.replace(r#", vehicle: "Car, standard""#, "");
    let (_dir, paths) = files(&[("cemetery.ron", &on_foot)]);
    let out = run(&["check", text(&paths[0])]);
    assert!(!out.stdout.contains("warning"), "{}", out.stdout);
}

/// Cut to the chase puts the quarry two locations ahead of the pursuers at the back of the track:
/// a gate and a grave between locations 1 and 3 are behind every quarry, and nobody fleeing
/// meets them. Moved to the far end of the track, they are met, and nothing is said.
#[test]
fn check_warns_of_a_start_that_puts_every_quarry_past_every_obstacle() {
    let setup = |track: &str| {
        format!(
            r#"(
    name: "The cemetery",
    system: Coc7(
        track: [{track}],
        participants: [
            (name: "Ada", side: Quarry, dex: 60, mov: 8, con: 50, investigator: true,
             skills: {{"Jump": 40, "STR": 50}}),
            (name: "Ghoul", side: Pursuer, dex: 65, mov: 8, con: 65, skills: {{"STR": 80}}),
        ],
    ),
)"#
        )
    };
    let early = setup(
        r#"Location("Lane"), Barrier(name: "Gate", skills: ["STR"], hp: 10), Location("Graves"),
           Hazard(name: "Open grave", skills: ["Jump"]), Location("Chapel"), Location("Yard"),
           Location("Wall"), Location("Road")"#,
    );
    let (_dir, paths) = files(&[("cemetery.ron", &early)]);
    let out = run(&["check", text(&paths[0])]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout
            .contains("  warning: cut to the chase (every speed roll a plain success) puts every quarry past every hazard and barrier"),
        "{}",
        out.stdout
    );
    let late = setup(
        r#"Location("Lane"), Location("Graves"), Location("Chapel"), Location("Yard"),
           Barrier(name: "Gate", skills: ["STR"], hp: 10), Location("Wall"),
           Hazard(name: "Open grave", skills: ["Jump"]), Location("Road")"#,
    );
    let (_dir, paths) = files(&[("cemetery.ron", &late)]);
    let out = run(&["check", text(&paths[0])]);
    assert!(!out.stdout.contains("warning"), "{}", out.stdout);
}

/// `check --show` says how it read the chase: the track with each obstacle's skills and
/// difficulty, every sheet, and where cut to the chase puts everyone; in every system the start
/// as a script shows it.
#[test]
fn check_show_says_how_it_read_the_chase() {
    let out = run(&["check", "--show", SAMPLE]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    for seen in [
        "~Mud~ between 4 and 5: hazard, DEX or STR, regular; moderate damage (1D6) on a failure",
        "[Fence] between 5 and 6: barrier, Climb or Jump, regular, 5 HP",
        "Harvey: DEX 55 · CON 60 · MOV 6 · HP 11 · build 0 · Climb 40, Dodge 27, Fighting (Brawl) 50, Jump 30 · an investigator",
        "Where cut to the chase puts everyone",
        "Harvey: location 3 Farm track",
        "Farmer: location 1 Barn",
    ] {
        assert!(out.stdout.contains(seen), "{seen:?} in:\n{}", out.stdout);
    }
    for (setup, seen) in [
        ("assets/bazaar.ron", "Thief"),
        ("assets/city-chase.ron", "Locked gate"),
        ("assets/gurps-traffic.ron", "Vince"),
        ("assets/savage-rooftops.ron", "Courier"),
    ] {
        let out = run(&["check", "--show", setup]);
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        assert!(
            out.stdout.lines().count() > 5 && out.stdout.contains(seen),
            "{}",
            out.stdout
        );
    }
}

/// A participant with no value for any skill of an obstacle (and no base chance from the
/// settings) is named with the obstacle; a base chance, or the skill on the sheet, ends the
/// warning.
#[test]
fn check_warns_of_a_participant_with_no_skill_for_an_obstacle() {
    let setup = |settings: &str, skills: &str| {
        format!(
            r#"(
    name: "The locked cellar",
    system: Coc7(
        settings: ({settings}),
        track: [Location("Stairs"), Location("Hall"), Location("Kitchen"),
                Barrier(name: "Cellar door", skills: ["Locksmith"], hp: 10),
                Location("Cellar"), Location("Tunnel")],
        participants: [
            (name: "Ada", side: Quarry, dex: 60, mov: 8, con: 50, investigator: true,
             skills: {{{skills}}}),
            (name: "Ghoul", side: Pursuer, dex: 65, mov: 8, con: 65,
             skills: {{"Locksmith": 5}}),
        ],
    ),
)"#
        )
    };
    let (_dir, paths) = files(&[("cellar.ron", &setup("base_skills: false", ""))]);
    let out = run(&["check", text(&paths[0])]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout
            .contains("  warning: Ada has no value for Cellar door (Locksmith)"),
        "{}",
        out.stdout
    );
    for fixed in [
        setup("base_skills: false", r#""Locksmith": 30"#),
        setup("base_skills: true", ""),
    ] {
        let (_dir, paths) = files(&[("cellar.ron", &fixed)]);
        let out = run(&["check", text(&paths[0])]);
        assert!(!out.stdout.contains("no value for"), "{}", out.stdout);
    }
}

/// `check --format json` gives tools the same: each file's summary and warnings, its players'
/// characters and its start as the rules read it; a bad file its message, and exit code 2.
#[test]
fn check_json_gives_each_file_its_summary_warnings_and_start() {
    let out = run(&["check", "--format", "json", SAMPLE, "no-such-setup.ron"]);
    assert_eq!(out.code, Some(2), "{}", out.stderr);
    let files: serde_json::Value = serde_json::from_str(&out.stdout).expect(&out.stdout);
    let sample = &files[0];
    assert_eq!(sample["ok"], true);
    assert!(
        sample["summary"]
            .as_str()
            .unwrap()
            .starts_with("\"Harvey and the farmer\"")
    );
    assert_eq!(sample["warnings"], serde_json::json!([]));
    assert_eq!(sample["players_characters"], serde_json::json!(["Harvey"]));
    assert!(sample["start"]["participants"].is_array(), "{sample}");
    assert_eq!(files[1]["ok"], false);
    assert!(
        files[1]["error"]
            .as_str()
            .unwrap()
            .contains("cannot read it")
    );
}

#[test]
fn check_needs_at_least_one_file() {
    let out = run(&["check"]);
    assert_eq!(out.code, Some(2));
    assert!(out.stderr.contains("FILE"), "{}", out.stderr);
}

/// "Speed Roll", the alternative: Harvey fails his CON roll (MOV 5) and cannot escape the farmer
/// (MOV 6); the refusal stops the script and names the step.
#[test]
fn harvey_cannot_escape_after_failing_his_con_roll() {
    let out = script(
        r#"(steps: [
    Roll([80], SpeedRoll(who: "Harvey")),
    Roll([73], SpeedRoll(who: "Farmer")),
    Do(Escape(who: "Harvey")),
])"#,
        &[],
    );
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.ends_with(
            "script.ron:4:5: step 3: Harvey cannot escape: MOV 5 does not beat the fastest \
             pursuer's MOV 6\n"
        ),
        "{}",
        out.stderr
    );
    // What happened before the refusal is still shown, and the state where it stopped.
    assert!(out.stdout.contains("MOV 6 drops to 5"), "{}", out.stdout);
    assert!(out.stdout.contains("3. (stopped here"), "{}", out.stdout);
}

#[test]
fn a_refused_turn_names_the_step_and_the_reason() {
    let out = script(
        r#"(steps: [
    Roll([80], SpeedRoll(who: "Harvey")), Roll([73], SpeedRoll(who: "Farmer")),
    Do(CutToChase()),
    Do(Move(who: "Farmer")),
])"#,
        &[],
    );
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr
            .ends_with("script.ron:4:5: step 4: it is Harvey's turn, not Farmer's\n"),
        "{}",
        out.stderr
    );
}

#[test]
fn an_expectation_that_fails_says_what_it_found() {
    let out = script(
        r#"(steps: [
    Roll([80], SpeedRoll(who: "Harvey")), Roll([73], SpeedRoll(who: "Farmer")),
    Do(CutToChase()),
    Do(Move(who: "Harvey")),
    Expect(who: "Harvey", location: 3),
])"#,
        &[],
    );
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr
            .ends_with("step 5: expected Harvey at location 3, found 4\n"),
        "{}",
        out.stderr
    );
}

#[test]
fn an_unknown_participant_is_named_with_those_who_are_there() {
    for step in [
        r#"Do(SpeedRoll(who: "Harvy"))"#,
        r#"Expect(who: "Harvy", hp: 11)"#,
    ] {
        let out = script(&format!("(steps: [\n    {step},\n])"), &[]);
        assert_eq!(out.code, Some(2), "{step}");
        assert!(
            out.stderr.ends_with(
                "script.ron:2:5: step 1: there is no 'Harvy' in this chase; the participants are \
                 Harvey, Farmer\n"
            ),
            "{}",
            out.stderr
        );
    }
}

#[test]
fn more_dice_than_a_step_used_is_an_error() {
    let out = script(
        r#"(steps: [Roll([12, 40], SpeedRoll(who: "Harvey"))])"#,
        &[],
    );
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.contains(
            "step 1: 2 dice given (12, 40) but the command used only 1 (12); take out 40"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn a_script_syntax_error_names_its_line_and_column() {
    let out = script(
        "// a typo in the command's name\n(\n    steps: [\n        Do(Mvoe(who: \"Harvey\")),\n    ],\n)\n",
        &[],
    );
    assert_eq!(out.code, Some(2));
    let error = out.stderr.trim_end();
    assert!(error.contains("script.ron:4:12: "), "{error}");
    assert!(
        error.contains("'Mvoe'") && error.contains("'Move'"),
        "{error}"
    );
    assert_eq!(
        out.stdout, "",
        "nothing runs from a script that does not parse"
    );
}

#[test]
fn a_setup_that_does_not_load_stops_the_script_with_its_message() {
    let (_dir, paths) = files(&[("script.ron", "(steps: [])")]);
    let out = run(&["script", "no-such-setup.ron", text(&paths[0])]);
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.starts_with("no-such-setup.ron: cannot read it"),
        "{}",
        out.stderr
    );
}

const ROUND_ONE: &str = r#"(steps: [
    Roll([80], SpeedRoll(who: "Harvey")), Roll([73], SpeedRoll(who: "Farmer")),
    Do(CutToChase()),
    Do(Move(who: "Harvey")),
    Do(Move(who: "Farmer", locations: 2)),
])"#;

#[test]
fn json_output_parses_and_carries_the_final_positions() {
    let out = script(ROUND_ONE, &["--format", "json"]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let json: serde_json::Value =
        serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}\n{}", out.stdout));
    let location = |name: &str| {
        json["state"]["participants"]
            .as_array()
            .and_then(|all| all.iter().find(|p| p["name"] == name))
            .map(|p| p["location"].clone())
    };
    // "Moving From One Location to the Next": Harvey 3 → 4, the farmer 1 → 3.
    assert_eq!(location("Harvey"), Some(serde_json::json!(4)));
    assert_eq!(location("Farmer"), Some(serde_json::json!(3)));
    assert_eq!(json["state"]["round"], 2);
    assert_eq!(json["state"]["turn"], "Harvey");
    assert_eq!(json["outcome"]["over"], false);
    assert_eq!(json["error"], serde_json::Value::Null);
    assert_eq!(json["steps"].as_array().map(Vec::len), Some(5));
    assert_eq!(json["steps"][0]["dice"], serde_json::json!([80]));
}

#[test]
fn json_output_of_a_failed_script_says_which_step() {
    let out = script(
        r#"(steps: [Roll([80], SpeedRoll(who: "Harvey")), Undo, Undo])"#,
        &["--format", "json"],
    );
    assert_eq!(out.code, Some(2));
    let json: serde_json::Value =
        serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}\n{}", out.stdout));
    assert_eq!(json["error"]["step"], 3);
    assert!(
        json["error"]["message"]
            .as_str()
            .is_some_and(|m| m.contains("nothing to undo")),
        "{json}"
    );
}

#[test]
fn seed_makes_the_dice_a_script_does_not_give_reproducible() {
    let unrolled = r#"(steps: [
    Do(SpeedRoll(who: "Harvey")),
    Do(SpeedRoll(who: "Farmer")),
])"#;
    let dice = |seed: &str| {
        let out = script(unrolled, &["--seed", seed, "--format", "json"]);
        assert_eq!(out.code, Some(0), "{}", out.stderr);
        let json: serde_json::Value =
            serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}"));
        assert_eq!(json["seed"], seed.parse::<u64>().unwrap_or(0));
        assert_eq!(json["steps"][0]["given"], 0);
        json["steps"]
            .as_array()
            .map(|steps| steps.iter().map(|s| s["dice"].clone()).collect::<Vec<_>>())
            .unwrap_or_default()
    };
    let first = dice("7");
    assert_eq!(first, dice("7"), "the same seed rolls the same dice");
    assert!(
        first.iter().all(|d| d
            .as_array()
            .is_some_and(|v| v.len() == 1 && (1..=100).contains(&v[0].as_i64().unwrap_or(0)))),
        "{first:?}"
    );
    let others: Vec<_> = ["1", "2", "3", "4"].iter().map(|s| dice(s)).collect();
    assert!(
        others.iter().any(|d| *d != first),
        "other seeds roll other dice"
    );
    // Text output says which dice were rolled rather than given.
    let out = script(unrolled, &["--seed", "7"]);
    assert!(
        out.stdout
            .contains("(dice not given are rolled with seed 7)"),
        "{}",
        out.stdout
    );
    assert!(out.stdout.contains(" rolled]"), "{}", out.stdout);
}

#[test]
fn without_seed_the_setups_seed_rolls() {
    let unrolled = r#"(steps: [Do(SpeedRoll(who: "Harvey"))])"#;
    let sample_seed = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join(SAMPLE))
        .ok()
        .and_then(|text| {
            let at = text.find("seed:")?;
            text[at + 5..]
                .split(|c: char| c == ',' || c.is_whitespace())
                .find(|part| !part.is_empty())
                .map(str::to_string)
        })
        .unwrap_or_else(|| "0".to_string());
    let default = script(unrolled, &[]);
    let explicit = script(unrolled, &["--seed", &sample_seed]);
    assert_eq!(default.stdout, explicit.stdout);
}

#[test]
fn a_bad_format_or_seed_is_a_usage_error() {
    let (_dir, paths) = files(&[("script.ron", "(steps: [])")]);
    for extra in [["--format", "yaml"], ["--seed", "many"]] {
        let mut args = vec!["script", SAMPLE, text(&paths[0])];
        args.extend_from_slice(&extra);
        let out = run(&args);
        assert_eq!(out.code, Some(2), "{extra:?}");
        assert!(out.stderr.contains(extra[0]), "{}", out.stderr);
    }
}

#[test]
fn help_lists_the_subcommands() {
    let out = run(&["--help"]);
    assert_eq!(out.code, Some(0));
    for word in ["play", "check", "script"] {
        assert!(out.stdout.contains(word), "{}", out.stdout);
    }
}

/// In a terminal (a tmux pane of its own), a setup that does not load is said before the screen
/// opens.
#[test]
fn play_with_a_setup_that_does_not_load_says_so_before_touching_the_terminal() {
    let Some(tmux) = crate::tmux_common::Tmux::start_server() else {
        return;
    };
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let bin = crate::tmux_common::BIN;
    for args in [
        &[bin, "no-such-setup.ron"][..],
        &[bin, "play", "no-such-setup.ron"],
    ] {
        let end = tmux.launch(data.path(), args);
        assert_eq!(crate::tmux_common::exited(&end), Some(2), "{args:?}: {end}");
        assert!(end.contains("no-such-setup.ron: cannot read it"), "{end}");
    }
}

/// Without a terminal (standard input from /dev/null, standard output a pipe, as in a test or a
/// CI job), every subcommand that opens the screen says so in one line and exits 2 at once,
/// writing nothing: no journal, no data directory.
#[test]
fn the_screen_without_a_terminal_is_refused_in_one_line_with_exit_2() {
    let data = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let data_dir = data.path().join("data");
    let line = "chasetrack: the screen needs a terminal: neither standard input nor standard \
                output is one (use `chasetrack check`, `script`, `export`, `odds` or `list` \
                without a terminal)\n";
    let new = "chasetrack: the screen needs a terminal: neither standard input nor standard \
               output is one (use `chasetrack new --no-play` to write the setup without a \
               terminal)\n";
    for (args, expected) in [
        (&[][..], line),
        (&["play"], line),
        (&[SAMPLE], line),
        (&["play", SAMPLE, "--fresh"], line),
        (&["--resume", "no-such.journal"], line),
        (&["follow"], line),
        (&["follow", SAMPLE], line),
        (&["new", "--system", "track"], new),
    ] {
        let started = std::time::Instant::now();
        let output = chasetrack()
            .env("CHASETRACK_DATA_DIR", &data_dir)
            .timeout(std::time::Duration::from_secs(10))
            .args(args)
            .output()
            .unwrap_or_else(|e| panic!("cannot run chasetrack: {e}"));
        let err = String::from_utf8_lossy(&output.stderr);
        assert_eq!(output.status.code(), Some(2), "{args:?}: {err}");
        assert_eq!(err, expected, "{args:?}");
        assert!(output.stdout.is_empty(), "{args:?}");
        assert!(!data_dir.exists(), "{args:?}: nothing is written");
        assert!(
            started.elapsed() < std::time::Duration::from_secs(5),
            "{args:?}: at once, not after {:?}",
            started.elapsed()
        );
    }
    // What works without a terminal still does.
    let check = run(&["check", SAMPLE]);
    assert_eq!(check.code, Some(0), "{}", check.stderr);
    let made = chasetrack()
        .env("CHASETRACK_DATA_DIR", &data_dir)
        .args(["new", "--no-play", "--system", "coc7", "-p", "Amy q", "-p"])
        .args(["Cultist p", "--track", "8 country"])
        .output()
        .unwrap_or_else(|e| panic!("cannot run chasetrack: {e}"));
    assert_eq!(
        made.status.code(),
        Some(0),
        "{}",
        String::from_utf8_lossy(&made.stderr)
    );
}

// --- The chase track and position clocks ---

/// Runs a script (its text) on a shipped setup.
fn script_on(setup: &str, steps: &str, extra: &[&str]) -> Run {
    let (_dir, paths) = files(&[("script.ron", steps)]);
    let mut args = vec!["script", setup, text(&paths[0])];
    args.extend_from_slice(extra);
    run(&args)
}

#[test]
fn check_sums_up_a_chase_track_and_a_position_clocks_chase() {
    let out = run(&[
        "check",
        "--brief",
        "assets/bazaar.ron",
        "assets/self-destruct.ron",
        "assets/fell-race.ron",
    ]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert_eq!(
        out.stdout,
        "assets/bazaar.ron: ok — \"The thief in the bazaar\", Chase track, 2 participants, escape \
         at 6, safe haven at 12\n\
         assets/self-destruct.ron: ok — \"Escape the self-destruct\", Position clocks, 4-segment \
         clocks, 1 path, 2 participants, timer 'Self-destruct' of 3 segments\n\
         assets/fell-race.ron: ok — \"The midsummer fell race\", Position clocks, 6-segment \
         clocks, 1 path, 4 participants, 1 obstacle, a race\n"
    );
}

#[test]
fn a_bad_chase_track_setup_exits_2_with_the_place_to_fix() {
    let out = run(&["check", "tests/invalid_setups/track-start-escaped.ron"]);
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr
            .starts_with("tests/invalid_setups/track-start-escaped.ron:7:16: start: "),
        "{}",
        out.stderr
    );
    assert_eq!(out.stdout, "");
}

/// "Example Chase", round 1: the thief fails his slide and moves to 4; the guard rallies the crowd
/// and moves to 1: "Distance is 3."
const BAZAAR_ROUND_ONE: &str = r#"(steps: [
    Do(Start),
    Roll([3, 4], Act(who: "Thief", ability: Agility, effect: Shortcut, cn: 9)),
    Do(Move(who: "Thief")),
    Do(EndTurn(who: "Thief")),
    Roll([6, 5], Act(who: "Guard", ability: Presence, effect: SlowThemDown(at: "Thief"), cn: 8)),
    Do(Move(who: "Guard")),
])"#;

#[test]
fn a_chase_track_script_prints_the_number_line_and_json() {
    let out = script_on("assets/bazaar.ron", BAZAAR_ROUND_ONE, &[]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout
            .contains("Guard moves from space 0 to 1; 3 spaces from Thief."),
        "{}",
        out.stdout
    );
    // The number line: the guard under space 1, the thief under 4, the obstacle on 4.
    let picture: Vec<&str> = out
        .stdout
        .lines()
        .skip_while(|l| !l.starts_with("Track:"))
        .skip(1)
        .take(3)
        .collect();
    let column = |line: &str, word: &str| line.find(word);
    assert_eq!(
        column(picture[2], "Guard"),
        column(picture[0], "1"),
        "{picture:?}"
    );
    assert_eq!(
        column(picture[2], "Thief"),
        column(picture[0], "4"),
        "{picture:?}"
    );
    assert_eq!(
        column(picture[1], "#"),
        column(picture[0], "4"),
        "{picture:?}"
    );
    let out = script_on("assets/bazaar.ron", BAZAAR_ROUND_ONE, &["--format", "json"]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    let json: serde_json::Value =
        serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}\n{}", out.stdout));
    let space = |name: &str| {
        json["state"]["participants"]
            .as_array()
            .and_then(|all| all.iter().find(|p| p["name"] == name))
            .map(|p| p["space"].clone())
    };
    assert_eq!(space("Thief"), Some(serde_json::json!(4)));
    assert_eq!(space("Guard"), Some(serde_json::json!(1)));
    assert_eq!(json["state"]["obstacles"][0]["space"], 4);
    assert_eq!(json["state"]["obstacles"][0]["hinders"], "the prey");
    assert_eq!(json["state"]["safe_haven"], 12);
    assert_eq!(json["state"]["turn"], "Guard");
}

#[test]
fn a_chase_track_expectation_that_fails_says_what_it_found() {
    let steps = BAZAAR_ROUND_ONE.replace(
        "])",
        "    Expect(who: \"Guard\", space: 2, distance: 2, exertion_cn: 10),\n])",
    );
    let out = script_on("assets/bazaar.ron", &steps, &[]);
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.contains(
            "step 7: expected Guard on space 2, found 1; expected Guard 2 spaces from the \
             nearest opponent, found 3; expected Guard's next exertion at CN 10, found CN 8"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn a_refused_chase_track_command_names_the_rule() {
    let out = script_on(
        "assets/bazaar.ron",
        r#"(steps: [Do(Start), Do(Exert(who: "Thief"))])"#,
        &[],
    );
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr
            .contains("step 2: Thief must move first: the move is required, every turn"),
        "{}",
        out.stderr
    );
}

#[test]
fn a_position_clocks_script_shows_the_clocks_and_json() {
    let steps = r#"(steps: [
        Do(SetOrder()),
        Roll([12], MovementCheck(who: "Ann")),
        Do(EndTurn(who: "Ann")),
        Roll([9], MovementCheck(who: "Bo")),
        Do(EndTurn(who: "Bo")),
        Expect(who: "Ann", filled: 2, to: "Bo", spaces: 2, timer: 1, round: 2),
    ])"#;
    let out = script_on("assets/self-destruct.ron", steps, &[]);
    assert_eq!(out.code, Some(0), "{}", out.stderr);
    assert!(
        out.stdout.contains("    Ann  [##..]  2/4  runner +3\n"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout
            .contains("    Bo   [#...]  1/4  runner +1, 1 detriment\n"),
        "{}",
        out.stdout
    );
    assert!(
        out.stdout.contains("  Timer 'Self-destruct': [#..]  1/3\n"),
        "{}",
        out.stdout
    );
    let out = script_on("assets/self-destruct.ron", steps, &["--format", "json"]);
    let json: serde_json::Value =
        serde_json::from_str(&out.stdout).unwrap_or_else(|e| panic!("{e}\n{}", out.stdout));
    assert_eq!(json["system"], "Position clocks");
    assert_eq!(json["state"]["timer"]["filled"], 1);
    assert_eq!(json["state"]["participants"][0]["filled"], 2);
    assert_eq!(json["state"]["participants"][1]["detriments"], 1);
    assert_eq!(json["state"]["order"], serde_json::json!(["Ann", "Bo"]));
}

#[test]
fn a_position_clocks_expectation_that_fails_says_what_it_found() {
    let out = script_on(
        "assets/city-chase.ron",
        r#"(steps: [
            Do(SetOrder()),
            Do(TakePath(who: "Ann", path: "Back alleys")),
            Expect(who: "Ann", filled: 2, to: "Hound", spaces: 3, path: "Market"),
        ])"#,
        &[],
    );
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.contains(
            "step 3: expected Ann with 2/12 filled, found 1; expected Ann on Market, found Back \
             alleys; expected Ann 3 spaces from Hound, found them on different paths"
        ),
        "{}",
        out.stderr
    );
}

#[test]
fn an_unknown_field_in_an_expectation_is_a_syntax_error_with_its_place() {
    let out = script_on(
        "assets/fell-race.ron",
        "(steps: [\n    Expect(who: \"Tam\", segments: 3),\n])",
        &[],
    );
    assert_eq!(out.code, Some(2));
    assert!(
        out.stderr.contains(":2:24: ") && out.stderr.contains("segments"),
        "{}",
        out.stderr
    );
}
