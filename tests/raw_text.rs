//! Nothing raw reaches a terminal or a JSON reader (docs/reliability.md): a setup of each of the
//! five systems whose file name, chase name and participants' names are full of escape sequences,
//! 8-bit C1 controls and bidirectional overrides is fed to every subcommand that prints (`check`,
//! `script` as text and JSON, `odds` as text and JSON, `list`, `export` as Markdown and JSON, `new`),
//! through the real binary; no output carries one of those characters raw, and each JSON output
//! reads back as JSON with the names intact. The screen is drawn with the same names.

use assert_cmd::Command;
use chasetrack::autosave::Autosave;
use chasetrack::escape::is_unsafe;
use chasetrack::setup;
use std::path::{Path, PathBuf};
use std::time::Duration;

/// Everything a terminal or a reader acts on: a window title and a screen clear (7-bit), the same
/// as 8-bit controls (CSI, ST, OSC), and the bidirectional overrides and isolates.
const HOSTILE: &str = "\u{1b}]0;PWNED\u{7}\u{1b}[2J\u{9b}2J\u{9c}\u{9d}\u{202a}\u{202b}\u{202c}\u{202d}\u{202e}\u{2066}\u{2067}\u{2068}\u{2069}";

fn chasetrack(data: &Path) -> Command {
    let mut command = Command::cargo_bin("chasetrack").expect("the binary is built");
    command
        .env("CHASETRACK_DATA_DIR", data)
        .timeout(Duration::from_secs(60));
    command
}

/// A setup of each system whose chase and first participant are named with [`HOSTILE`].
fn setups() -> Vec<(&'static str, String)> {
    let evil = format!("Evil{HOSTILE}");
    vec![
        (
            "coc7",
            format!(
                "(name: \"{evil}\", system: Coc7(track: [Location(\"Farm{HOSTILE}\"), Location(\"Road\"), \
                 Location(\"Wood\")], participants: [(name: \"{evil}\", side: Quarry, dex: 50, mov: 8, \
                 con: 50, hp: 10, speed: Success), (name: \"Farmer\", side: Pursuer, dex: 50, mov: 8, \
                 con: 50, hp: 10, speed: Success)]))"
            ),
        ),
        (
            "track",
            format!(
                "(name: \"{evil}\", system: Track(participants: [(name: \"{evil}\", side: Prey, heart: 8, \
                 might: 8, agility: 8, cunning: 8, presence: 8), (name: \"Guard\", side: Chaser, \
                 heart: 8, might: 8, agility: 8, cunning: 8, presence: 8)]))"
            ),
        ),
        (
            "clocks",
            format!(
                "(name: \"{evil}\", system: Clocks(segments: 6, paths: [(name: \"Road{HOSTILE}\", \
                 terrain: (name: \"road\", difficulty: Easy))], participants: [(name: \"{evil}\", \
                 role: Runner, bonus: 1), (name: \"Hound\", role: Chaser, bonus: 1)]))"
            ),
        ),
        (
            "gurps",
            format!(
                "(name: \"{evil}\", system: Gurps(people: [(name: \"{evil}\", side: Quarry), \
                 (name: \"Cop\", side: Pursuer)]))"
            ),
        ),
        (
            "savage",
            format!(
                "(name: \"{evil}\", system: Savage(participants: [(name: \"{evil}\", side: Prey, \
                 maneuver: Agility, die: \"d6\"), (name: \"Knight\", side: Pursuer, maneuver: Riding, \
                 die: \"d8\")]))"
            ),
        ),
    ]
}

/// The raw characters in `text` that should have been escaped.
fn raw(text: &str) -> Vec<String> {
    text.chars()
        .filter(|c| is_unsafe(*c) && *c != '\t')
        .map(|c| format!("U+{:04X}", u32::from(c)))
        .collect()
}

/// Runs `args` and returns stdout and stderr, each checked for raw characters.
fn output(data: &Path, args: &[&std::ffi::OsStr], what: &str) -> (String, String) {
    let out = chasetrack(data)
        .args(args)
        .output()
        .expect("chasetrack runs");
    let stdout = String::from_utf8(out.stdout).expect("UTF-8 out");
    let stderr = String::from_utf8(out.stderr).expect("UTF-8 err");
    assert!(
        raw(&stdout).is_empty(),
        "{what}: stdout has {:?}:\n{stdout}",
        raw(&stdout)
    );
    assert!(
        raw(&stderr).is_empty(),
        "{what}: stderr has {:?}:\n{stderr}",
        raw(&stderr)
    );
    (stdout, stderr)
}

/// A JSON output reads as JSON and still holds the hostile name, escaped the JSON way.
fn json_holds_the_name(text: &str, what: &str) {
    let value: serde_json::Value =
        serde_json::from_str(text).unwrap_or_else(|e| panic!("{what}: not JSON ({e}):\n{text}"));
    assert!(
        value.to_string().contains(HOSTILE) || text.contains("\\u009b"),
        "{what}: the name is kept: {text}"
    );
}

#[test]
fn no_subcommand_prints_a_hostile_name_or_file_name_raw_in_any_system() {
    let dir = tempfile::tempdir().unwrap();
    let data = dir.path().join("data");
    std::fs::create_dir_all(&data).unwrap();
    for (system, text) in setups() {
        let file: PathBuf = dir.path().join(format!("{system}{HOSTILE}.ron"));
        std::fs::write(&file, &text).unwrap();
        let loaded = setup::load(&file).unwrap_or_else(|e| panic!("{system} loads: {e}"));
        let journal = Autosave::path_in(Some(&data), Some(&file), &loaded);
        drop(Autosave::create(&journal, &loaded, Some(&file)).expect("a journal"));
        let script = dir.path().join(format!("{system}-script{HOSTILE}.ron"));
        std::fs::write(&script, "(steps: [])").unwrap();
        let bad = dir.path().join(format!("{system}-bad{HOSTILE}.ron"));
        std::fs::write(&bad, text.replacen("name:", "nom:", 1)).unwrap();

        let os = |s: &'static str| std::ffi::OsStr::new(s);
        output(
            &data,
            &[os("check"), file.as_os_str()],
            &format!("{system} check"),
        );
        let (_, err) = output(
            &data,
            &[os("check"), bad.as_os_str()],
            &format!("{system} check bad"),
        );
        assert!(
            err.contains("\\u{1b}]0;PWNED"),
            "{system}: the file is named, escaped: {err}"
        );
        output(
            &data,
            &[os("script"), file.as_os_str(), script.as_os_str()],
            &format!("{system} script"),
        );
        let (json, _) = output(
            &data,
            &[
                os("script"),
                file.as_os_str(),
                script.as_os_str(),
                os("--format"),
                os("json"),
            ],
            &format!("{system} script json"),
        );
        json_holds_the_name(&json, &format!("{system} script json"));
        output(
            &data,
            &[os("odds"), file.as_os_str(), os("--runs"), os("20")],
            &format!("{system} odds"),
        );
        let (json, _) = output(
            &data,
            &[
                os("odds"),
                file.as_os_str(),
                os("--runs"),
                os("20"),
                os("--format"),
                os("json"),
            ],
            &format!("{system} odds json"),
        );
        json_holds_the_name(&json, &format!("{system} odds json"));
        output(
            &data,
            &[os("export"), journal.as_os_str()],
            &format!("{system} export"),
        );
        let (json, _) = output(
            &data,
            &[
                os("export"),
                journal.as_os_str(),
                os("--format"),
                os("json"),
            ],
            &format!("{system} export json"),
        );
        json_holds_the_name(&json, &format!("{system} export json"));
        output(
            &data,
            &[os("export"), bad.as_os_str()],
            &format!("{system} export bad"),
        );
    }
    let (list, _) = output(&data, &[std::ffi::OsStr::new("list")], "list");
    assert!(
        list.contains("\\u{1b}]0;PWNED"),
        "the journals are listed, escaped:\n{list}"
    );
    let (new, _) = output(
        &data,
        &[
            "new".as_ref(),
            "--title".as_ref(),
            format!("New{HOSTILE}").as_ref(),
            "-p".as_ref(),
            format!("Runner{HOSTILE} quarry").as_ref(),
            "-p".as_ref(),
            "Hunter pursuer".as_ref(),
            "--no-play".as_ref(),
        ],
        "new",
    );
    assert!(!new.is_empty(), "new says where it wrote the chase");
}

#[test]
fn the_screen_draws_no_hostile_character_raw() {
    for (system, text) in setups() {
        let loaded = setup::parse(&text, "hostile.ron").unwrap();
        let app = chasetrack::tui::App::new(loaded, chasetrack::screen::Theme::new(false));
        for (width, height) in [(80, 24), (160, 48)] {
            let mut terminal =
                ratatui::Terminal::new(ratatui::backend::TestBackend::new(width, height)).unwrap();
            terminal
                .draw(|frame| chasetrack::tui::view::view(&app, frame))
                .unwrap();
            let buffer = terminal.backend().buffer();
            let symbols: String = buffer.content().iter().map(|cell| cell.symbol()).collect();
            assert!(
                raw(&symbols).is_empty(),
                "{system} at {width}x{height}: {:?}",
                raw(&symbols)
            );
        }
    }
}
