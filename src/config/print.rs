//! `chasetrack config`: the complete built-in configuration as a commented RON file. Every binding
//! of every part of the screen with what it does, every colour with what it marks, every default
//! with its choices. Read back as a configuration, it changes nothing (a test checks it).
//! `chasetrack config --merged` prints the same file for the configuration in force: the keeper's
//! file over the built-in values, each value the file changed marked with the built-in one.

use super::Config;
use super::defaults::DiceDefault;
use super::keys::word;
use crate::tui::app::Msg;
use crate::tui::keymap::{Scope, action_name};

/// The default configuration, commented.
pub fn default_text() -> String {
    text(
        &Config::default(),
        "// chasetrack's configuration: every setting with its built-in value.\n\
         // Keep only what you change: a partial file changes only what it names, the rest keeps\n\
         // its built-in value. `chasetrack config --path` says where the file is read from,\n\
         // `chasetrack config --check FILE` checks one; docs/config.md explains each part.\n",
    )
}

/// The configuration in force, commented: what `source` (a file, or the built-in configuration)
/// makes of every setting, merged over the built-in values. Each value that differs from the
/// built-in one says so, with the built-in value, so a keeper sees what the file changed.
pub fn merged_text(config: &Config, source: &str) -> String {
    text(
        config,
        &format!(
            "// chasetrack's configuration in force: {source}, merged over the built-in values.\n\
             // Every setting is here; a value the file changed ends with \"changed; built in:\" and\n\
             // the built-in value. Read back as a configuration, it is the same configuration.\n"
        ),
    )
}

/// Every setting of `config`, commented, after `header`; a value that differs from the built-in
/// one is marked with it.
fn text(config: &Config, header: &str) -> String {
    let builtin = Config::default();
    let mut out = String::from(header);
    out.push_str(
        "(\n\
         \x20   // Keys, by part of the screen, then by action: the keys that do it. A key is one\n\
         \x20   // character (\"u\", \"R\", \"%\"), Ctrl- and a letter (\"Ctrl-r\"), Alt- and a character\n\
         \x20   // (\"Alt-x\"; some terminals keep Alt), or a named key: Enter, Esc, Tab, BackTab,\n\
         \x20   // Backspace, Space, Up, Down, Left, Right, PgUp, PgDn, Home, End, Delete, Insert, F1 to\n\
         \x20   // F12. A remapped action loses its old keys.\n\
         \x20   keys: {\n",
    );
    for scope in Scope::all() {
        out.push_str(&format!("        // {}\n", scope.title()));
        out.push_str(&format!("        \"{}\": {{\n", scope.word()));
        let built_in = scope.rows(&builtin.keymap);
        for (i, row) in scope.rows(&config.keymap).into_iter().enumerate() {
            let name = action_name(row.msg);
            if row.msg == Msg::Digit {
                out.push_str(&format!(
                    "            // \"{name}\": {}, {} (cannot be remapped)\n",
                    row.keys_text(),
                    row.description
                ));
                continue;
            }
            let keys = |keys: &[crate::tui::keymap::Keystroke]| {
                keys.iter()
                    .map(|k| format!("{:?}", word(*k)))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let changed = match built_in.get(i) {
                Some(old) if old.keys != row.keys => {
                    format!(" (changed; built in: [{}])", keys(&old.keys))
                }
                _ => String::new(),
            };
            out.push_str(&format!(
                "            \"{name}\": [{}], // {}{changed}\n",
                keys(&row.keys),
                config.keymap.description(row)
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
    let built_in = builtin.palette.entries();
    for (i, (name, color, what)) in config.palette.entries().into_iter().enumerate() {
        let changed = match built_in.get(i) {
            Some((_, old, _)) if *old != color => format!(" (changed; built in: \"{old}\")"),
            _ => String::new(),
        };
        out.push_str(&format!(
            "        {name}: \"{color}\", // {what}{changed}\n"
        ));
    }
    let defaults = &config.defaults;
    let was = &builtin.defaults;
    let dice_word = |dice: DiceDefault| match dice {
        DiceDefault::Type => "Type",
        DiceDefault::Roll => "Roll",
    };
    let dice = dice_word(defaults.dice);
    // A default the file changed: the built-in value, as a comment line above it.
    let mark = |changed: bool, old: String| {
        if changed {
            format!("\x20       // changed; built in: {old}\n")
        } else {
            String::new()
        }
    };
    let listen = match &defaults.listen {
        Some(addr) => format!("\"{addr}\""),
        None => "None".to_string(),
    };
    let data_dir = match &defaults.data_dir {
        Some(dir) => format!("{:?}", dir.display().to_string()),
        None => "None".to_string(),
    };
    out.push_str(&format!(
        "    ),\n\
         \x20   defaults: (\n\
         \x20       // Type: a roll opens a prompt (type what the table rolled, or press the roll\n\
         \x20       // key); Roll: chasetrack rolls every die itself, no prompt.\n\
         {}\
         \x20       dice: {dice},\n\
         \x20       // Playouts behind each live figure, for setups that do not name their own odds.\n\
         {}\
         \x20       odds_runs: {},\n\
         \x20       // Whether the live odds (%) show from the start.\n\
         {}\
         \x20       odds_open: {},\n\
         \x20       // Where journals, session logs and improvised chases go (a whole path, e.g.\n\
         \x20       // \"/home/keeper/chases\"); None: the platform's data directory.\n\
         \x20       // CHASETRACK_DATA_DIR, when set, wins.\n\
         {}\
         \x20       data_dir: {data_dir},\n\
         \x20       // Whether a turn with nothing left to decide (no movement actions left, every\n\
         \x20       // action used) passes by itself with a line saying so; false: it waits for\n\
         \x20       // the end-of-turn key.\n\
         {}\
         \x20       pass_empty_turns: {},\n\
         \x20       // Where the players' web page listens when shared from this screen (Ctrl-w),\n\
         \x20       // as ADDRESS:PORT; None: this machine's address on the local network.\n\
         {}\
         \x20       listen: {listen},\n\
         \x20   ),\n\
         )\n",
        mark(defaults.dice != was.dice, dice_word(was.dice).to_string()),
        mark(defaults.odds_runs != was.odds_runs, was.odds_runs.to_string()),
        defaults.odds_runs,
        mark(defaults.odds_open != was.odds_open, was.odds_open.to_string()),
        defaults.odds_open,
        mark(defaults.data_dir != was.data_dir, "None".to_string()),
        mark(
            defaults.pass_empty_turns != was.pass_empty_turns,
            was.pass_empty_turns.to_string()
        ),
        defaults.pass_empty_turns,
        mark(defaults.listen != was.listen, "None".to_string()),
    ));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::config::defaults::Defaults;
    use crate::screen::palette::Palette;
    use crate::tui::keymap::{Keymap, Mode};

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
                    .map(|b| (b.msg, b.keys.clone()))
                    .collect();
                let b: Vec<_> = config
                    .keymap
                    .bindings(mode, system)
                    .map(|b| (b.msg, b.keys.clone()))
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
