//! `chasetrack config --merged` through the real binary: the configuration in force, the keeper's
//! file over the built-in values. Every setting is there; exactly the values the file changed are
//! marked with their built-in value; read back, it is the same configuration; no file prints the
//! built-in configuration; a bad file is refused with line and column.

use assert_cmd::Command;

use crate::config_common;
use config_common::chasetrack;

/// Runs chasetrack and returns its exit code, standard output and standard error.
fn run(command: &mut Command) -> (Option<i32>, String, String) {
    let out = command.output().expect("chasetrack runs");
    (
        out.status.code(),
        String::from_utf8(out.stdout).expect("UTF-8"),
        String::from_utf8(out.stderr).expect("UTF-8"),
    )
}

/// The lines after the header comments: the configuration itself.
fn body(text: &str) -> Vec<&str> {
    text.lines().skip_while(|l| l.starts_with("//")).collect()
}

const REMAP: &str = r##"(
    keys: {
        "chase": { "help": ["F1"], "undo": ["u", "Backspace"] },
        "coc7": { "cut_to_chase": ["Q"] },
        "dice": { "accept": ["F5"] },
    },
    theme: ( hazard: "#ff8800" ),
    defaults: ( dice: Roll, odds_runs: 250 ),
)
"##;

#[test]
fn merged_marks_exactly_what_the_file_changed_and_reads_back_the_same() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("keeper.ron");
    std::fs::write(&file, REMAP).unwrap();
    let (code, default, _) = run(chasetrack(home.path()).arg("config"));
    assert_eq!(code, Some(0));
    let (code, merged, err) = run(chasetrack(home.path())
        .env("CHASETRACK_CONFIG", &file)
        .args(["config", "--merged"]));
    assert_eq!(code, Some(0), "{err}");
    assert!(
        merged.starts_with(&format!(
            "// chasetrack's configuration in force: {} (from CHASETRACK_CONFIG), merged over the \
             built-in values.",
            file.display()
        )),
        "{merged}"
    );
    // Every line of the default is there as it is, or marked as changed with its old value.
    let (default, merged_body) = (body(&default), body(&merged));
    assert_eq!(
        default.len() + 2,
        merged_body.len(),
        "two defaults gain a line"
    );
    let changed: Vec<&str> = merged_body
        .iter()
        .copied()
        .filter(|l| l.contains("changed; built in:"))
        .collect();
    let setting = |line: &str| line.split("//").next().unwrap_or(line).trim().to_string();
    let merged_settings: Vec<String> = merged_body.iter().map(|l| setting(l)).collect();
    for line in &default {
        let setting = setting(line);
        let kept = merged_settings.contains(&setting);
        // A key or a colour is marked on its own line, a default on the line above it.
        let name = setting.split(':').next().unwrap_or(&setting);
        let marked = !setting.is_empty()
            && merged_body.iter().enumerate().any(|(i, l)| {
                let mark = |l: &str| l.contains("changed; built in:");
                l.trim_start().starts_with(name)
                    && (mark(l) || i.checked_sub(1).is_some_and(|p| mark(merged_body[p])))
            });
        assert!(
            kept || marked,
            "'{line}' is neither kept nor marked changed"
        );
    }
    let expected = [
        r#""help": ["F1"], // this help (changed; built in: ["?"])"#,
        r#""undo": ["u", "Backspace"], // undo the last command (changed; built in: ["u"])"#,
        r#""cut_to_chase": ["Q"],"#,
        r#"(changed; built in: ["c"])"#,
        r#""accept": ["F5"],"#,
        r#"(changed; built in: ["Enter"])"#,
        r##"hazard: "#FF8800", // hazards on the track (changed; built in: "Yellow")"##,
        "// changed; built in: Type",
        "dice: Roll,",
        "odds_runs: 250,",
    ];
    for text in expected {
        assert!(merged.contains(text), "'{text}' missing:\n{merged}");
    }
    // Four keys, one colour, two defaults: seven marks, no more.
    assert_eq!(changed.len(), 7, "{changed:#?}");
    // The dice prompt's roll row names the accept key in force.
    assert!(merged.contains("let chasetrack roll it (F5 on an empty line rolls nothing)"));
    // Read back as the configuration, it is the same configuration.
    let again = home.path().join("merged.ron");
    std::fs::write(&again, &merged).unwrap();
    let (code, out, err) = run(chasetrack(home.path())
        .arg("config")
        .arg("--check")
        .arg(&again));
    assert_eq!(code, Some(0), "{out}{err}");
    let (code, twice, _) = run(chasetrack(home.path())
        .arg("config")
        .arg("--merged")
        .arg(&again));
    assert_eq!(code, Some(0));
    assert_eq!(body(&twice), merged_body);
}

#[test]
fn merged_without_a_file_is_the_built_in_configuration() {
    let home = tempfile::tempdir().unwrap();
    let (_, default, _) = run(chasetrack(home.path()).arg("config"));
    let (code, merged, _) = run(chasetrack(home.path()).args(["config", "--merged"]));
    assert_eq!(code, Some(0));
    assert!(merged.starts_with(
        "// chasetrack's configuration in force: no configuration file (the built-in \
         configuration)"
    ));
    assert_eq!(body(&merged), body(&default));
    assert!(
        !body(&merged)
            .iter()
            .any(|l| l.contains("changed; built in:"))
    );
}

#[test]
fn merged_refuses_a_bad_file_with_line_and_column() {
    let home = tempfile::tempdir().unwrap();
    let file = home.path().join("bad.ron");
    std::fs::write(
        &file,
        "(\n    keys: { \"chase\": { \"undo\": [\"f\"] } },\n)\n",
    )
    .unwrap();
    let (code, out, err) = run(chasetrack(home.path())
        .arg("config")
        .arg("--merged")
        .arg(&file));
    assert_eq!(code, Some(2), "{out}{err}");
    assert!(out.is_empty(), "{out}");
    assert!(
        err.contains(&format!("{}:2:", file.display())),
        "the line of the clash: {err}"
    );
}
