//! `chasetrack odds` as a keeper meets it: the odds of a setup from its start, after a script, in
//! JSON for tools, and the refusals for a bad script or a bad setup, with exit code 2.

use assert_cmd::Command;

fn run(args: &[&str]) -> (Option<i32>, String, String) {
    let output = Command::cargo_bin("chasetrack")
        .unwrap_or_else(|e| panic!("{e}"))
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .timeout(crate::bounded::LIMIT)
        .args(args)
        .output()
        .unwrap_or_else(|e| panic!("cannot run chasetrack: {e}"));
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn the_odds_of_the_sample_name_each_side_with_intervals() {
    let (code, out, err) = run(&["odds", "assets/sample.ron", "--runs", "400", "--seed", "3"]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.starts_with(
            "Harvey and the farmer: Call of Cthulhu 7e from the start, 400 playouts, bold, at \
             most 30 rounds, seed 3"
        ),
        "{out}"
    );
    assert!(out.contains("quarry   escapes"), "{out}");
    assert!(out.contains("\nHarvey   "), "{out}");
    assert!(out.contains("pursuer  makes a catch\nFarmer   "), "{out}");
    assert!(out.contains("rounds left: "), "{out}");
    // The same seed, the same figures.
    let (_, again, _) = run(&["odds", "assets/sample.ron", "--runs", "400", "--seed", "3"]);
    assert_eq!(out, again);
}

#[test]
fn json_odds_after_a_script_carry_the_preview_of_the_acting_participants_choices() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let script = dir.path().join("start.ron");
    std::fs::write(&script, "(steps: [Do(Start)])").unwrap_or_else(|e| panic!("{e}"));
    let (code, out, err) = run(&[
        "odds",
        "assets/bazaar.ron",
        "--script",
        &script.display().to_string(),
        "--runs",
        "300",
        "--format",
        "json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}"));
    assert_eq!(json["round"], 1);
    assert_eq!(json["acting"], "Thief");
    let thief = &json["odds"]["participants"][0];
    let total: f64 = ["escaped", "caught", "out", "running"]
        .iter()
        .map(|k| thief[k]["p"].as_f64().unwrap_or(f64::NAN))
        .sum();
    assert!((total - 1.0).abs() < 1e-9, "{thief}");
    assert_eq!(thief["escaped"]["runs"], 300);
    let labels: Vec<&str> = json["preview"]["options"]
        .as_array()
        .map(|o| o.iter().filter_map(|o| o["label"].as_str()).collect())
        .unwrap_or_default();
    assert_eq!(
        labels,
        ["just move", "shortcut", "fast lane", "slow 'em down"]
    );
}

#[test]
fn a_script_that_fails_is_named_with_its_step_and_exit_code_2() {
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let script = dir.path().join("bad.ron");
    std::fs::write(&script, "(steps: [\n  Do(Move(who: \"Nobody\")),\n])")
        .unwrap_or_else(|e| panic!("{e}"));
    let (code, _, err) = run(&[
        "odds",
        "assets/bazaar.ron",
        "--script",
        &script.display().to_string(),
    ]);
    assert_eq!(code, Some(2));
    assert!(err.contains("bad.ron:2:"), "{err}");
    assert!(err.contains("step 1"), "{err}");
    let (code, _, err) = run(&["odds", "assets/bazaar.ron", "--runs", "0"]);
    assert_eq!(code, Some(2));
    assert!(err.contains("at least 1"), "{err}");
}

/// `--runs` and `--rounds` are bounded, in every system: a number past the bound is refused at
/// once with the bound in the message, instead of playing out for hours.
#[test]
fn runs_and_rounds_past_their_bound_are_refused_with_the_bound() {
    for setup in [
        "assets/sample.ron",
        "assets/bazaar.ron",
        "assets/city-chase.ron",
        "assets/gurps-traffic.ron",
        "assets/savage-knights-bandits.ron",
    ] {
        let (code, _, err) = run(&["odds", setup, "--runs", "4294967295"]);
        assert_eq!(code, Some(2), "{setup}: {err}");
        assert!(
            err.contains("--runs 4294967295 is beyond the bound of 100000; give 1 to 100000"),
            "{setup}: {err}"
        );
        let (code, _, err) = run(&["odds", setup, "--rounds", "1001"]);
        assert_eq!(code, Some(2), "{setup}: {err}");
        assert!(
            err.contains("--rounds 1001 is beyond the bound of 1000"),
            "{err}"
        );
    }
}

/// Clap checks `--runs` and `--rounds` against their bounds before the setup is read: a keeper
/// who types 0 reads the bound and the default, with the usage hint, and nothing runs.
#[test]
fn zero_runs_or_rounds_is_a_usage_error_that_says_the_bound() {
    let (code, out, err) = run(&["odds", "no-such-setup.ron", "--runs", "0"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains("--runs must be at least 1; give 1 to 100000 (the default is 2000)"),
        "{err}"
    );
    assert!(
        !err.contains("no-such-setup"),
        "refused before the setup: {err}"
    );
    let (code, _, err) = run(&["odds", "assets/bazaar.ron", "--rounds", "0"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("--rounds must be at least 1; give 1 to 1000 (the default is 30)"),
        "{err}"
    );
    let (code, _, err) = run(&["odds", "assets/bazaar.ron", "--runs", "many"]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("invalid value 'many' for '--runs <N>'"),
        "{err}"
    );
}

/// In JSON each side carries only the figures that apply to it: a quarry its fates, a pursuer
/// its catches (a chaser showed "running" 100% and an "out" mirroring the quarry's before).
#[test]
fn json_odds_give_each_side_only_its_own_figures() {
    let (code, out, err) = run(&[
        "odds",
        "assets/bazaar.ron",
        "--runs",
        "200",
        "--format",
        "json",
    ]);
    assert_eq!(code, Some(0), "{err}");
    let json: serde_json::Value = serde_json::from_str(&out).unwrap_or_else(|e| panic!("{e}"));
    let people = json["odds"]["participants"]
        .as_array()
        .cloned()
        .unwrap_or_default();
    let fates = ["escaped", "caught", "out", "running"];
    let thief = people.iter().find(|p| p["name"] == "Thief");
    let guard = people.iter().find(|p| p["name"] == "Guard");
    let (Some(thief), Some(guard)) = (thief, guard) else {
        panic!("{out}")
    };
    for fate in fates {
        assert!(thief.get(fate).is_some(), "{thief}");
        assert!(guard.get(fate).is_none(), "{guard}");
    }
    assert!(thief.get("catches").is_none(), "{thief}");
    assert!(thief.get("unplaced").is_none(), "{thief}");
    assert_eq!(guard["catches"]["runs"], 200, "{guard}");
    assert_eq!(guard["catches"]["count"], thief["caught"]["count"]);
}

/// The header names the round limit that will end the chase: a GURPS chase whose setup ends it
/// after 3 rounds plays at most 3, not the odds' 30.
#[test]
fn the_header_names_the_setups_round_limit_when_it_comes_first() {
    let text = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/gurps-rooftops.ron"),
    )
    .unwrap_or_else(|e| panic!("{e}"));
    assert!(text.contains("round_limit: 10"), "{text}");
    let dir = tempfile::tempdir().unwrap_or_else(|e| panic!("{e}"));
    let setup = dir.path().join("short.ron");
    std::fs::write(&setup, text.replace("round_limit: 10", "round_limit: 3"))
        .unwrap_or_else(|e| panic!("{e}"));
    let setup = setup.display().to_string();
    let (code, out, err) = run(&["odds", &setup, "--runs", "50"]);
    assert_eq!(code, Some(0), "{err}");
    let header = out.lines().next().unwrap_or_default();
    assert!(
        header.contains("at most 3 rounds (the setup's round limit)"),
        "{header}"
    );
    // Where the odds' own limit comes first, it is the one named.
    let (code, out, err) = run(&["odds", &setup, "--runs", "50", "--rounds", "2"]);
    assert_eq!(code, Some(0), "{err}");
    let header = out.lines().next().unwrap_or_default();
    assert!(header.contains("at most 2 rounds, seed"), "{header}");
}

/// The text says, under its header, what "bold" and "cautious" mean in the chase's own system:
/// one line per system, each its own.
#[test]
fn the_odds_say_what_the_styles_mean_in_each_system() {
    let mut said = Vec::new();
    for (setup, words) in [
        ("assets/sample.ron", "bonus dice"),
        ("assets/bazaar.ron", "exerts"),
        ("assets/self-destruct.ron", "both checks"),
        ("assets/gurps-rooftops.ron", "Mobility Pursuit"),
        ("assets/savage-road-warriors.ron", "Club"),
    ] {
        let (code, out, err) = run(&["odds", setup, "--runs", "20"]);
        assert_eq!(code, Some(0), "{err}");
        let line = out.lines().nth(1).unwrap_or_default().to_string();
        assert!(line.starts_with("Styles: bold "), "{setup}: {line}");
        assert!(
            line.contains("cautious") && line.contains(words),
            "{setup}: {line}"
        );
        assert!(!said.contains(&line), "{setup}: {line}");
        said.push(line);
    }
}
