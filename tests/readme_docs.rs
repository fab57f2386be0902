//! The README's list of documentation names each page under docs/ once: it once listed
//! rules-clocks.md twice, and a page missing from it is a page a new keeper never finds.

use std::collections::BTreeMap;
use std::path::Path;

/// The "## Documentation" section of the README, up to the next heading.
fn documentation_section(readme: &str) -> &str {
    let start = readme
        .find("\n## Documentation\n")
        .expect("the README has a Documentation section");
    let rest = &readme[start + 1..];
    let end = rest[3..].find("\n## ").map_or(rest.len(), |n| n + 3);
    &rest[..end]
}

/// Every `(docs/NAME.md)` link target in `text`, with how often it appears.
fn linked_pages(text: &str) -> BTreeMap<String, usize> {
    let mut pages = BTreeMap::new();
    for (at, _) in text.match_indices("](docs/") {
        let target = &text[at + 2..];
        if let Some(end) = target.find(')') {
            *pages.entry(target[..end].to_string()).or_insert(0) += 1;
        }
    }
    pages
}

#[test]
fn the_readme_lists_each_documentation_page_once() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let listed = linked_pages(documentation_section(&readme));
    for (page, times) in &listed {
        assert_eq!(*times, 1, "{page} is listed {times} times");
        assert!(root.join(page).is_file(), "{page} is listed but missing");
    }
    let mut pages: Vec<String> = std::fs::read_dir(root.join("docs"))
        .expect("docs/")
        .filter_map(|e| e.ok())
        .map(|e| e.file_name().to_string_lossy().into_owned())
        .filter(|n| n.ends_with(".md"))
        .map(|n| format!("docs/{n}"))
        .collect();
    pages.sort();
    for page in pages {
        assert!(
            listed.contains_key(&page),
            "{page} is not in the README's list"
        );
    }
}

/// The README's row of a dependency table, by the crate's name.
fn dependency_row<'a>(readme: &'a str, name: &str) -> &'a str {
    let start = format!("| {name} |");
    readme
        .lines()
        .find(|line| line.starts_with(&start))
        .unwrap_or_else(|| panic!("the README has no row for {name}"))
}

/// Every word in `text` written as `code`.
fn code_words(text: &str) -> Vec<&str> {
    text.split('`').skip(1).step_by(2).collect()
}

#[test]
fn the_readme_names_every_sample_setup() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let table: Vec<&str> = readme
        .lines()
        .filter(|line| line.starts_with("| `"))
        .flat_map(code_words)
        .collect();
    let mut samples = 0;
    for entry in std::fs::read_dir(root.join("assets")).expect("assets/") {
        let name = entry.expect("an entry").file_name();
        let name = name.to_string_lossy();
        if name.ends_with(".ron") {
            samples += 1;
            assert!(
                table.contains(&&*name),
                "assets/{name} is not in the README's table"
            );
        }
    }
    assert!(samples > 20, "{samples} samples");
}

/// The README's row for clap lists the subcommands `chasetrack --help` lists, no more, no less.
#[test]
fn the_readme_names_every_subcommand() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let listed = code_words(dependency_row(&readme, "clap"));
    let help = crate::bounded::output(
        std::process::Command::new(env!("CARGO_BIN_EXE_chasetrack")).arg("--help"),
        crate::bounded::LIMIT,
    );
    let help = String::from_utf8_lossy(&help.stdout).into_owned();
    let commands = &help[help.find("Commands:").expect("a list of commands")..];
    let names: Vec<&str> = commands
        .lines()
        .skip(1)
        .take_while(|line| line.starts_with("  "))
        // A description that goes on is indented further.
        .filter(|line| !line.starts_with("   "))
        .filter_map(|line| line.split_whitespace().next())
        .filter(|name| *name != "help")
        .collect();
    assert_eq!(
        listed, names,
        "the README's clap row against --help:\n{help}"
    );
}

/// The README's row for signal-hook names each signal the screen restores the terminal on.
#[test]
fn the_readme_names_every_signal_that_restores_the_terminal() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = std::fs::read_to_string(root.join("README.md")).expect("README.md");
    let row = dependency_row(&readme, "signal-hook");
    let code = std::fs::read_to_string(root.join("src/tui/terminal.rs")).expect("terminal.rs");
    let start = code
        .find("const STOP_SIGNALS")
        .expect("the list of signals");
    let list = &code[start..start + code[start..].find("];").expect("its end")];
    let signals: Vec<&str> = list
        .split("signal_hook::consts::")
        .skip(1)
        .filter_map(|rest| rest.split(',').next())
        .collect();
    assert_eq!(signals.len(), 11, "{signals:?}");
    for signal in signals {
        assert!(
            row.contains(signal),
            "the README does not name {signal}: {row}"
        );
    }
}
