//! The house has one direction (docs/architecture.md, "The pieces"): the kit below the systems,
//! the systems in the middle, the front ends on top. Read from the code's own `use` lines and
//! paths: no module of the kit, the systems or the session log names a front end, and the two
//! front ends do not name each other (the command line may start the screen). No arrow points up:
//! a system's messages name keys with the words the screen hands down.

use std::path::{Path, PathBuf};

const ROOT: &str = env!("CARGO_MANIFEST_DIR");

/// Every `.rs` file under `dir`.
fn sources(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut folders = vec![dir.to_path_buf()];
    while let Some(folder) = folders.pop() {
        for entry in std::fs::read_dir(&folder).unwrap_or_else(|e| panic!("{folder:?}: {e}")) {
            let path = entry.expect("an entry").path();
            if path.is_dir() {
                folders.push(path);
            } else if path.extension().is_some_and(|x| x == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The code lines of a file that name `module` (`crate::tui`, `crate::cli`), comments left out.
fn naming(file: &Path, module: &str) -> Vec<String> {
    let text = std::fs::read_to_string(file).unwrap_or_else(|e| panic!("{file:?}: {e}"));
    text.lines()
        .filter(|line| !line.trim_start().starts_with("//"))
        .filter(|line| {
            line.contains(&format!("{module}::")) || line.contains(&format!("{module};"))
        })
        .map(|line| format!("{}: {}", file.display(), line.trim()))
        .collect()
}

/// The parts below the front ends, by path under `src/`.
const BELOW: &[&str] = &[
    "dice",
    "engine",
    "odds",
    "setup",
    "autosave",
    "script",
    "screen",
    "improvise",
    "systems",
    "report.rs",
    "share.rs",
    "dates.rs",
    "escape.rs",
    "limits.rs",
    "textfile.rs",
];

fn files_of(part: &str) -> Vec<PathBuf> {
    let path = Path::new(ROOT).join("src").join(part);
    if path.is_dir() {
        sources(&path)
    } else {
        vec![path]
    }
}

#[test]
fn nothing_below_the_front_ends_names_the_command_line() {
    let up: Vec<String> = BELOW
        .iter()
        .flat_map(|part| files_of(part))
        .flat_map(|file| naming(&file, "crate::cli"))
        .collect();
    assert!(
        up.is_empty(),
        "arrows up into the command line:\n{}",
        up.join("\n")
    );
}

#[test]
fn the_screen_names_nothing_of_the_command_line() {
    let across: Vec<String> = files_of("tui")
        .iter()
        .flat_map(|file| naming(file, "crate::cli"))
        .collect();
    assert!(
        across.is_empty(),
        "the screen names the command line:\n{}",
        across.join("\n")
    );
}

/// The systems name keys in their messages with the words the screen hands them
/// (`screen::KeyNames`), never by reaching up into the keymap.
#[test]
fn nothing_below_the_front_ends_names_the_screen() {
    let up: Vec<String> = BELOW
        .iter()
        .flat_map(|part| files_of(part))
        .flat_map(|file| naming(&file, "crate::tui"))
        .collect();
    assert!(
        up.is_empty(),
        "arrows up into the screen:\n{}",
        up.join("\n")
    );
}

/// The web page and the keeper's screen are two front ends: neither names the other (the command
/// line hands the screen the function that starts the page, through `crate::share`), and the
/// page names nothing of the command line.
#[test]
fn the_web_page_and_the_screen_do_not_name_each_other() {
    let across: Vec<String> = files_of("tui")
        .iter()
        .flat_map(|file| naming(file, "crate::web"))
        .chain(files_of("web").iter().flat_map(|file| {
            let mut lines = naming(file, "crate::tui");
            lines.extend(naming(file, "crate::cli"));
            lines
        }))
        .chain(
            BELOW
                .iter()
                .flat_map(|part| files_of(part))
                .flat_map(|file| naming(&file, "crate::web")),
        )
        .collect();
    assert!(
        across.is_empty(),
        "front ends naming each other:\n{}",
        across.join("\n")
    );
}
