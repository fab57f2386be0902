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
