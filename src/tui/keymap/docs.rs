//! The keymap written out for the keeper: docs/keybindings.md lists the same tables the keys are
//! looked up in (a test keeps the document from drifting).

use super::{BINDINGS, Binding, Mode, system_section};
use crate::systems::SystemKind;

/// The keymap as Markdown tables for docs/keybindings.md (a test checks that the document lists
/// every binding): each system's chase screen, then the shell's keys on every screen, then the
/// prompts.
pub fn markdown() -> String {
    let mut out = String::new();
    for &system in SystemKind::ALL {
        out.push_str(&format!("\n## {}\n", system.title()));
        table(&mut out, system_section(system).iter(), Mode::Main);
    }
    out.push_str("\n## Every system\n");
    let modes = [
        Mode::Main,
        Mode::Pick,
        Mode::Text,
        Mode::Dice,
        Mode::Confirm,
        Mode::Help,
        Mode::Start,
        Mode::Welcome,
    ];
    for mode in modes {
        table(&mut out, BINDINGS.iter(), mode);
    }
    out
}

/// The rows of one mode as tables, one per section (per mode, outside the chase screen).
fn table<'a>(out: &mut String, rows: impl Iterator<Item = &'a Binding>, mode: Mode) {
    let mut section = None;
    for binding in rows.filter(|b| b.mode == mode) {
        let heading = if mode == Mode::Main {
            binding.section.title()
        } else {
            mode.title()
        };
        if section != Some(heading) {
            section = Some(heading);
            out.push_str(&format!(
                "\n### {heading}\n\n| keys | what it does |\n| --- | --- |\n"
            ));
        }
        let keys = binding
            .keys_text()
            .split(' ')
            .map(|k| format!("`{k}`"))
            .collect::<Vec<_>>()
            .join(" ");
        out.push_str(&format!("| {keys} | {} |\n", binding.description));
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn docs_keybindings_lists_every_binding() {
        let doc = include_str!("../../../docs/keybindings.md");
        for line in super::markdown().lines().filter(|l| l.starts_with("| `")) {
            assert!(
                doc.contains(line),
                "docs/keybindings.md is missing this row (regenerate the tables from keymap::markdown()):\n{line}"
            );
        }
    }
}
