//! docs/keybindings.md lists each system's keys under that system's own heading: every row of a
//! system's section is one of that system's bindings, and every binding of it is there (the
//! GURPS section once listed Savage Worlds keys).

use chasetrack::systems::SystemKind;
use chasetrack::tui::keymap::system_section;

#[test]
fn each_system_section_lists_that_systems_keys_and_no_other() {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/keybindings.md"))
        .unwrap_or_else(|e| panic!("{e}"));
    let section = |title: &str| -> String {
        let heading = format!("\n### {title}\n");
        let start = doc
            .find(&heading)
            .unwrap_or_else(|| panic!("no section '{title}'"))
            + heading.len();
        let end = doc[start..].find("\n### ").map_or(doc.len(), |n| start + n);
        doc[start..end].to_string()
    };
    for &system in SystemKind::ALL {
        let text = section(system.title());
        let own: Vec<&str> = system_section(system)
            .iter()
            .map(|b| b.description)
            .collect();
        for row in text.lines().filter(|l| l.starts_with("| `")) {
            assert!(
                own.iter().any(|d| row.contains(&format!("| {d} |"))),
                "{}: a row that is not one of its keys: {row}",
                system.title()
            );
        }
        for description in own {
            assert!(
                text.contains(&format!("| {description} |")),
                "{}: its key '{description}' is missing",
                system.title()
            );
        }
    }
}
