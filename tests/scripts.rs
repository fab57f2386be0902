//! Golden scripts: every `*.ron` under `tests/scripts/` is run through the real binary with the
//! setup its `setup` field names, must succeed (its `Expect` steps carry the rule text's numbers),
//! and must print exactly its sibling `.out` file. A worked example of a rule text is one such
//! script, as shakmaty keeps its perft files.
//!
//! After a deliberate change to the output, rewrite the `.out` files with
//! `UPDATE_GOLDEN=1 cargo test --test suite scripts::` and read the diff before committing it.

use assert_cmd::Command;
use chasetrack::script::declared_setup;
use std::path::{Path, PathBuf};

#[test]
fn every_golden_script_runs_and_prints_its_golden_output() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let scripts = scripts_under(&root.join("tests/scripts"));
    assert!(
        scripts.len() >= 5,
        "expected the worked examples under tests/scripts/, found {scripts:?}"
    );
    let update = std::env::var_os("UPDATE_GOLDEN").is_some();
    let failures: Vec<String> = scripts
        .iter()
        .filter_map(|script| check(root, script, update).err())
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} golden scripts failed:\n\n{}",
        failures.len(),
        scripts.len(),
        failures.join("\n\n")
    );
}

/// Runs one script and compares its output with the `.out` file beside it (or writes that file
/// when `update` is set).
fn check(root: &Path, script: &Path, update: bool) -> Result<(), String> {
    let name = script
        .strip_prefix(root)
        .unwrap_or(script)
        .display()
        .to_string();
    let text = std::fs::read_to_string(script).map_err(|e| format!("{name}: {e}"))?;
    let setup = declared_setup(&text).ok_or_else(|| {
        format!("{name}: name the setup it runs on, e.g. setup: \"../../../assets/sample.ron\"")
    })?;
    let setup = script.parent().unwrap_or(root).join(setup);
    let output = Command::cargo_bin("chasetrack")
        .map_err(|e| e.to_string())?
        .timeout(crate::bounded::LIMIT)
        .current_dir(root)
        .arg("script")
        .arg(setup.strip_prefix(root).unwrap_or(&setup))
        .arg(script.strip_prefix(root).unwrap_or(script))
        .output()
        .map_err(|e| format!("{name}: cannot run chasetrack: {e}"))?;
    let stdout = String::from_utf8_lossy(&output.stdout).into_owned();
    if !output.status.success() {
        return Err(format!(
            "{name}: exit {:?}\n{}\n{stdout}",
            output.status.code(),
            String::from_utf8_lossy(&output.stderr)
        ));
    }
    let golden = script.with_extension("out");
    if update {
        return std::fs::write(&golden, &stdout).map_err(|e| format!("{name}: {e}"));
    }
    let expected = std::fs::read_to_string(&golden).map_err(|e| {
        format!(
            "{}: {e}; write it with UPDATE_GOLDEN=1 cargo test --test suite scripts::",
            golden.display()
        )
    })?;
    if expected == stdout {
        Ok(())
    } else {
        Err(format!(
            "{name}: the output differs from {}:\n{}",
            golden.strip_prefix(root).unwrap_or(&golden).display(),
            first_difference(&expected, &stdout)
        ))
    }
}

/// The first line that differs, with a little context, in `-expected` / `+actual` form.
fn first_difference(expected: &str, actual: &str) -> String {
    let old: Vec<&str> = expected.lines().collect();
    let new: Vec<&str> = actual.lines().collect();
    let at = (0..old.len().max(new.len()))
        .find(|i| old.get(*i) != new.get(*i))
        .unwrap_or(0);
    let mut diff = Vec::new();
    for line in old.iter().take(at).skip(at.saturating_sub(2)) {
        diff.push(format!("  {line}"));
    }
    for line in old.iter().skip(at).take(5) {
        diff.push(format!("- {line}"));
    }
    for line in new.iter().skip(at).take(5) {
        diff.push(format!("+ {line}"));
    }
    format!("line {}:\n{}", at + 1, diff.join("\n"))
}

/// Every `.ron` file under `dir`, sorted so failures always come in the same order.
fn scripts_under(dir: &Path) -> Vec<PathBuf> {
    let mut found = Vec::new();
    let Ok(entries) = std::fs::read_dir(dir) else {
        return found;
    };
    for entry in entries.flatten() {
        let path = entry.path();
        if path.is_dir() {
            found.extend(scripts_under(&path));
        } else if path.extension().is_some_and(|e| e == "ron") {
            found.push(path);
        }
    }
    found.sort();
    found
}
