//! `chasetrack config`: the complete built-in configuration as a commented RON file. Every binding
//! of every part of the screen with what it does, every colour with what it marks, every default
//! with its choices. Read back as a configuration, it changes nothing (a test checks it).

use super::keys::word;
use crate::tui::app::Msg;
use crate::tui::defaults::{Defaults, DiceDefault};
use crate::tui::keymap::{Keymap, Scope, action_name};
use crate::tui::palette::Palette;

/// The default configuration, commented.
pub fn default_text() -> String {
    let mut out = String::from(
        "// chasetrack's configuration: every setting with its built-in value.\n\
         // Keep only what you change: a partial file changes only what it names, the rest keeps\n\
         // its built-in value. `chasetrack config --path` says where the file is read from,\n\
         // `chasetrack config --check FILE` checks one; docs/config.md explains each part.\n\
         (\n\
         \x20   // Keys, by part of the screen, then by action: the keys that do it. A key is one\n\
         \x20   // character (\"u\", \"R\", \"%\"), Ctrl- and a letter (\"Ctrl-r\"), or a named key: Enter,\n\
         \x20   // Esc, Tab, BackTab, Backspace, Space, Up, Down, Left, Right, PgUp, PgDn, Home, End,\n\
         \x20   // Delete, Insert, F1 to F12. A remapped action loses its old keys.\n\
         \x20   keys: {\n",
    );
    let keymap = Keymap::builtin();
    for scope in Scope::all() {
        out.push_str(&format!("        // {}\n", scope.title()));
        out.push_str(&format!("        \"{}\": {{\n", scope.word()));
        for row in scope.rows(&keymap) {
            let name = action_name(row.msg);
            if row.msg == Msg::Digit {
                out.push_str(&format!(
                    "            // \"{name}\": 1-9, {} (cannot be remapped)\n",
                    row.description
                ));
                continue;
            }
            let keys: Vec<String> = row.keys.iter().map(|k| format!("{:?}", word(*k))).collect();
            out.push_str(&format!(
                "            \"{name}\": [{}], // {}\n",
                keys.join(", "),
                row.description
            ));
        }
        out.push_str("        },\n");
    }
    out.push_str(
        "    },\n\
         \x20   // Colours: a name (\"Red\", \"LightBlue\", \"DarkGray\", \"Reset\"), a number 0-255, or\n\
         \x20   // \"#rrggbb\". NO_COLOR (set and not empty) still turns every colour off.\n\
         \x20   theme: (\n",
    );
    for (name, color, what) in Palette::default().entries() {
        out.push_str(&format!("        {name}: \"{color}\", // {what}\n"));
    }
    let defaults = Defaults::default();
    let dice = match defaults.dice {
        DiceDefault::Type => "Type",
        DiceDefault::Roll => "Roll",
    };
    out.push_str(&format!(
        "    ),\n\
         \x20   defaults: (\n\
         \x20       // Type: a roll opens a prompt (type what the table rolled, or press the roll\n\
         \x20       // key); Roll: chasetrack rolls every die itself, no prompt.\n\
         \x20       dice: {dice},\n\
         \x20       // Playouts behind each live figure, for setups that do not name their own odds.\n\
         \x20       odds_runs: {},\n\
         \x20       // Whether the live odds (%) show from the start.\n\
         \x20       odds_open: {},\n\
         \x20       // Where journals, session logs and improvised chases go (a whole path, e.g.\n\
         \x20       // \"/home/keeper/chases\"); None: the platform's data directory.\n\
         \x20       // CHASETRACK_DATA_DIR, when set, wins.\n\
         \x20       data_dir: None,\n\
         \x20       // Whether a turn with nothing left to decide (no movement actions left, every\n\
         \x20       // action used) passes by itself with a line saying so; false: it waits for\n\
         \x20       // the end-of-turn key.\n\
         \x20       pass_empty_turns: {},\n\
         \x20   ),\n\
         )\n",
        defaults.odds_runs, defaults.odds_open, defaults.pass_empty_turns
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::tui::keymap::Mode;

    #[test]
    fn the_printed_default_reads_back_as_the_built_in_configuration() {
        let config = super::super::parse(&default_text(), "default.ron").expect("it loads");
        assert_eq!(config.palette, Palette::default());
        assert_eq!(config.defaults, Defaults::default());
        let builtin = Keymap::builtin();
        for &system in crate::systems::SystemKind::ALL {
            for &mode in Mode::ALL {
                let a: Vec<_> = builtin
                    .bindings(mode, system)
                    .map(|b| (b.msg, b.keys))
                    .collect();
                let b: Vec<_> = config
                    .keymap
                    .bindings(mode, system)
                    .map(|b| (b.msg, b.keys))
                    .collect();
                assert_eq!(a, b, "{mode:?} {system:?}");
            }
        }
    }

    #[test]
    fn the_printed_default_names_every_action() {
        let text = default_text();
        let keymap = Keymap::builtin();
        for scope in Scope::all() {
            for row in scope.rows(&keymap) {
                assert!(text.contains(&format!("\"{}\":", action_name(row.msg))));
            }
        }
    }
}
