//! A configuration that moves every binding of every system, and every key of the shell that a
//! message can name, onto keys none of the built-in tables uses, generated from the tables
//! themselves; read once through the configuration's own reader, and handed to each screen a test
//! builds.

use chasetrack::tui::keymap::{self, Keymap, Keystroke, Mode, Scope, action_name};
use crossterm::event::KeyCode;
use std::collections::BTreeMap;
use std::sync::OnceLock;

/// The keymap the configuration reads from the generated file, and every key the built-in
/// tables bind (in any mode).
pub struct Remap {
    pub keymap: Keymap,
    pub old: Vec<Keystroke>,
}

/// The remapped keymap (read once: the tests only read it) and what it was made from.
pub fn remapped() -> &'static Remap {
    static REMAP: OnceLock<Remap> = OnceLock::new();
    REMAP.get_or_init(|| {
        let (file, old) = build();
        let config = chasetrack::config::parse(&file, "remap.ron")
            .unwrap_or_else(|e| panic!("the generated configuration reads: {e}\n{file}"));
        Remap {
            keymap: config.keymap,
            old,
        }
    })
}

/// The remapped keymap.
pub fn keymap() -> &'static Keymap {
    &remapped().keymap
}

/// Actions that keep their keys: digits pick by number (not remappable) and the chase screen's
/// Ctrl-c quits at once from every screen.
fn kept(scope: Scope, name: &str) -> bool {
    name == "digit" || (scope == Scope::Shell(Mode::Main) && name == "quit_now")
}

fn build() -> (String, Vec<Keystroke>) {
    let builtin = Keymap::builtin();
    let mut old: Vec<Keystroke> = Vec::new();
    for scope in Scope::all() {
        for row in scope.rows(&builtin) {
            for key in row.keys.iter() {
                if !old.contains(key) {
                    old.push(*key);
                }
            }
        }
    }
    let unused = |key: &Keystroke| !old.contains(key);
    // Keys that are no character: the only ones a line of text or a roll can take.
    let mut named: Vec<Keystroke> = (1..=12).map(|n| keymap::code(KeyCode::F(n))).collect();
    named.push(keymap::code(KeyCode::Delete));
    named.push(keymap::code(KeyCode::Insert));
    named.extend(
        ('a'..='z')
            .filter(|c| !matches!(c, 'i' | 'm'))
            .map(keymap::ctrl),
    );
    named.retain(unused);
    // Then characters no table binds (no parenthesis or quote, so that the screen's "(x)" stays
    // readable and the file needs no escapes), and a few letters beyond ASCII.
    let mut pool = named.clone();
    pool.extend(
        ('!'..='~')
            .chain("éèàùçñøåæœßþ".chars())
            .filter(|c| !"()\"\\".contains(*c))
            .map(keymap::ch)
            .filter(unused),
    );
    let mut sections: BTreeMap<String, Vec<(String, String)>> = BTreeMap::new();
    let chase_shell = Scope::Shell(Mode::Main).rows(&builtin).len();
    for scope in Scope::all() {
        // The chase screen's shared keys and each system's own meet in one mode: a system's
        // section starts after the keys the shared ones took.
        let (keys, start) = match scope {
            Scope::System(_) => (&pool, chase_shell),
            Scope::Shell(Mode::Text | Mode::Dice) => (&named, 0),
            Scope::Shell(_) => (&pool, 0),
        };
        let rows = scope.rows(&builtin);
        let entries = sections.entry(scope.word()).or_default();
        for (i, row) in rows.iter().enumerate() {
            let name = action_name(row.msg);
            if kept(scope, &name) {
                continue;
            }
            let key = keys
                .get(start + i)
                .unwrap_or_else(|| panic!("more actions in {} than unused keys", scope.word()));
            entries.push((name, key.label()));
        }
    }
    let mut file = String::from("(\n    keys: {\n");
    for (scope, entries) in &sections {
        file.push_str(&format!("        \"{scope}\": {{\n"));
        for (name, key) in entries {
            file.push_str(&format!("            \"{name}\": [\"{key}\"],\n"));
        }
        file.push_str("        },\n");
    }
    file.push_str("    },\n)\n");
    (file, old)
}
