//! Messages a keeper can act on, through the real binary: each names what is wrong in the keeper's
//! words and the fix, where the parser's own words said something else (an untagged enum, a
//! negative number "too large", an empty file that was an unclosed comment, a byte-order mark, a
//! surrogate escape, a torn journal read as a setup). And the help and the docs name all five
//! systems, from the list of systems itself.

use assert_cmd::Command;
use chasetrack::systems::SystemKind;
use std::path::Path;
use std::time::Duration;

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

fn run(args: &[&std::ffi::OsStr]) -> (Option<i32>, String) {
    let output = Command::cargo_bin("chasetrack")
        .expect("the binary is built")
        .current_dir(ROOT)
        .timeout(Duration::from_secs(30))
        .args(args)
        .output()
        .expect("chasetrack runs");
    (
        output.status.code(),
        format!(
            "{}{}",
            String::from_utf8_lossy(&output.stdout),
            String::from_utf8_lossy(&output.stderr)
        ),
    )
}

fn write(dir: &Path, name: &str, text: &[u8]) -> std::path::PathBuf {
    let file = dir.join(name);
    std::fs::write(&file, text).unwrap();
    file
}

#[test]
fn script_values_beyond_their_type_are_told_in_the_keepers_words() {
    let dir = tempfile::tempdir().unwrap();
    for (setup, step, fragment) in [
        (
            "assets/sample.ron",
            "Roll([4294967295], SpeedRoll(who: \"Harvey\"))",
            "a roll of 4294967295 is more than any die shows; write the number the dice showed",
        ),
        (
            "assets/bazaar.ron",
            "Do(Place(who: \"Thief\", space: -5))",
            "'-5' cannot be negative here; write a whole number 0 or more",
        ),
    ] {
        let script = write(dir.path(), "s.ron", format!("(steps: [{step}])").as_bytes());
        let (code, out) = run(&["script".as_ref(), setup.as_ref(), script.as_os_str()]);
        assert_eq!(code, Some(2), "{step}: {out}");
        assert!(out.contains("s.ron:1:"), "{step}: a position: {out}");
        assert!(out.contains(fragment), "{step}:\n{out}");
        assert!(
            !out.contains("untagged") && !out.contains("too large"),
            "{out}"
        );
    }
}

#[test]
fn setup_text_mistakes_are_named_as_what_they_are() {
    let dir = tempfile::tempdir().unwrap();
    let sample = std::fs::read_to_string(Path::new(ROOT).join("assets/sample.ron")).unwrap();
    let unclosed = write(
        dir.path(),
        "unclosed.ron",
        b"/* never closed\n(name: \"x\")",
    );
    let (code, out) = run(&["check".as_ref(), unclosed.as_os_str()]);
    assert_eq!(code, Some(2), "{out}");
    assert!(
        out.contains("this /* comment is never closed; close it with */"),
        "{out}"
    );
    assert!(!out.contains("the file is empty"), "{out}");

    let surrogate = sample.replacen(
        "name: \"Harvey and the farmer\"",
        "name: \"Harvey \\u{D800}\"",
        1,
    );
    assert_ne!(surrogate, sample);
    let surrogate = write(dir.path(), "surrogate.ron", surrogate.as_bytes());
    let (code, out) = run(&["check".as_ref(), surrogate.as_os_str()]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("'\\u{D800}' is no character"), "{out}");
    assert!(out.contains("not D800 to DFFF"), "{out}");

    // A `\u` whose four places end inside a character of several bytes (the fuzzer's script:
    // two control characters, a NUL and 'ᘐ' after it) is named with its line and column, its
    // controls escaped, where it used to stop the program.
    let wide = sample.replacen(
        "name: \"Harvey and the farmer\"",
        "name: \"Harvey \\u\u{7}\u{7}\u{0}\u{1610}EEEE\"",
        1,
    );
    assert_ne!(wide, sample);
    let wide = write(dir.path(), "wide.ron", wide.as_bytes());
    let (code, out) = run(&["check".as_ref(), wide.as_os_str()]);
    assert_eq!(code, Some(2), "{out}");
    assert!(out.contains("wide.ron:"), "{out}");
    assert!(out.contains("is no character"), "{out}");
    assert!(!out.contains('\u{7}') && !out.contains("panicked"), "{out}");
}

/// A byte-order mark, which some editors write at the start of a UTF-8 file, is not text: the
/// setup loads, and so does a script that starts with one.
#[test]
fn a_byte_order_mark_is_not_read_as_text() {
    let dir = tempfile::tempdir().unwrap();
    let mut text = "\u{feff}".as_bytes().to_vec();
    text.extend(std::fs::read(Path::new(ROOT).join("assets/sample.ron")).unwrap());
    let setup = write(dir.path(), "bom.ron", &text);
    let (code, out) = run(&["check".as_ref(), setup.as_os_str()]);
    assert_eq!(code, Some(0), "{out}");
    let script = write(
        dir.path(),
        "bom-script.ron",
        "\u{feff}(steps: [])".as_bytes(),
    );
    let (code, out) = run(&["script".as_ref(), setup.as_os_str(), script.as_os_str()]);
    assert_eq!(code, Some(0), "{out}");
}

/// A journal torn inside its first line is a damaged journal, not a setup with a wrong bracket.
#[test]
fn export_of_a_journal_torn_in_its_header_names_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    for name in ["torn.journal", "torn.txt"] {
        let journal = write(
            dir.path(),
            name,
            b"{\"chasetrack_journal\":1,\"name\":\"Har",
        );
        let (code, out) = run(&["export".as_ref(), journal.as_os_str()]);
        assert_eq!(code, Some(2), "{out}");
        assert!(
            out.contains("holds no command yet: play its setup again"),
            "{out}"
        );
        assert!(!out.contains("expected an opening '('"), "{out}");
    }
}

#[test]
fn the_help_of_new_and_the_setup_format_name_every_system() {
    let (code, help) = run(&["new".as_ref(), "--help".as_ref()]);
    assert_eq!(code, Some(0), "{help}");
    let docs = std::fs::read_to_string(Path::new(ROOT).join("docs/setup-format.md")).unwrap();
    let system_row = docs
        .lines()
        .find(|line| line.starts_with("| `system` |"))
        .expect("the setup format documents system");
    let not_a_system = docs
        .lines()
        .find(|line| line.contains("is not a chase system"))
        .expect("the setup format lists the message");
    for kind in SystemKind::ALL {
        let name = kind.setup_name();
        assert!(
            help.to_lowercase().contains(&name.to_lowercase()),
            "new --help: {name}:\n{help}"
        );
        assert!(
            system_row.contains(&format!("`{name}(...)`")),
            "{name}: {system_row}"
        );
        assert!(not_a_system.contains(name), "{name}: {not_a_system}");
    }
}
