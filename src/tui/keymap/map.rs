//! The keymap in force: the built-in tables, or those tables with the keeper's remaps from the
//! configuration file (see docs/config.md). The screen's `App` owns one, handed to it by whoever
//! builds it (the command line, from the configuration), and reads it for every lookup, the help
//! overlay, the hint bar and every message that names a key, so none of them can drift from what
//! the keys really do.

use super::{BINDINGS, Binding, Keystroke, Mode};
use crate::screen::KeyNames;
use crate::systems::SystemKind;
use crate::systems::screens::Pick;
use crate::tui::app::Msg;
use crossterm::event::KeyEvent;
use std::borrow::Cow;
use std::sync::OnceLock;

/// Every table, possibly remapped: the shell's rows and each system's section. The built-in rows
/// are borrowed from the code's tables; a remapped table owns its rows.
#[derive(Clone, Debug)]
pub struct Keymap {
    shell: Cow<'static, [Binding]>,
    systems: Vec<(SystemKind, Cow<'static, [Binding]>)>,
    /// The words for keys each system's messages write, read off the tables above once.
    names: Vec<(SystemKind, KeyNames)>,
}

impl Default for Keymap {
    fn default() -> Self {
        Keymap::builtin()
    }
}

impl Keymap {
    /// The tables as they are written in the code.
    pub fn builtin() -> Keymap {
        Keymap::with_names(
            Cow::Borrowed(BINDINGS),
            SystemKind::ALL
                .iter()
                .map(|&kind| (kind, Cow::Borrowed(system_section(kind))))
                .collect(),
        )
    }

    /// A keymap of these tables, with the words for keys each system's messages write.
    fn with_names(
        shell: Cow<'static, [Binding]>,
        systems: Vec<(SystemKind, Cow<'static, [Binding]>)>,
    ) -> Keymap {
        let mut keymap = Keymap {
            shell,
            systems,
            names: Vec::new(),
        };
        keymap.names = SystemKind::ALL
            .iter()
            .map(|&kind| (kind, keymap.names_for(kind)))
            .collect();
        keymap
    }

    /// The words for keys a system's messages, forms and panels write, read off these tables.
    fn names_for(&self, system: SystemKind) -> KeyNames {
        let shell = |mode, msg| Cow::Owned(self.key_for(mode, system, msg));
        let pair = |mode, first, second| {
            Cow::Owned(format!(
                "{}/{}",
                self.key_for(mode, system, first),
                self.key_for(mode, system, second)
            ))
        };
        KeyNames {
            actions: self
                .section(system)
                .iter()
                .map(Binding::first_key)
                .collect(),
            text_accept: shell(Mode::Text, Msg::Accept),
            pick_cancel: shell(Mode::Pick, Msg::Cancel),
            select: pair(Mode::Main, Msg::SelectNext, Msg::SelectPrev),
            cursor: pair(Mode::Main, Msg::CursorLeft, Msg::CursorRight),
            undo: shell(Mode::Main, Msg::Undo),
            quit: shell(Mode::Main, Msg::Quit),
        }
    }

    /// The words for keys a system's messages write, handed to its screen code: the first key of
    /// each of its actions and the shell keys it names, as these tables have them.
    pub fn key_names(&self, system: SystemKind) -> &KeyNames {
        self.names
            .iter()
            .find(|(kind, _)| *kind == system)
            .map_or(KeyNames::builtin(), |(_, names)| names)
    }

    /// The same tables with some rows' keys replaced; the new rows are the keymap's own.
    pub fn remapped(
        &self,
        mut keys_for: impl FnMut(Scope, &Binding) -> Option<Vec<Keystroke>>,
    ) -> Keymap {
        let mut remap = |rows: &[Binding], scope: &dyn Fn(&Binding) -> Scope| {
            let rows: Vec<Binding> = rows
                .iter()
                .map(|row| match keys_for(scope(row), row) {
                    Some(keys) => Binding {
                        keys: Cow::Owned(keys),
                        keys_label: None,
                        ..row.clone()
                    },
                    None => row.clone(),
                })
                .collect();
            Cow::Owned(rows)
        };
        let shell = remap(&self.shell, &|row| Scope::Shell(row.mode));
        let systems = self
            .systems
            .iter()
            .map(|(kind, rows)| (*kind, remap(rows, &|_| Scope::System(*kind))))
            .collect();
        Keymap::with_names(shell, systems)
    }

    /// A system's own section (its chase-screen keys).
    pub fn section(&self, system: SystemKind) -> &[Binding] {
        self.systems
            .iter()
            .find(|(kind, _)| *kind == system)
            .map_or(&[], |(_, rows)| rows)
    }

    /// The shell's rows, every mode.
    pub fn shell(&self) -> &[Binding] {
        &self.shell
    }

    /// The bindings of a mode on a system's screen, in help order: on the chase screen the
    /// system's section first, then the shell's keys.
    pub fn bindings(&self, mode: Mode, system: SystemKind) -> impl Iterator<Item = &Binding> {
        let section: &[Binding] = if mode == Mode::Main {
            self.section(system)
        } else {
            &[]
        };
        section
            .iter()
            .chain(self.shell.iter())
            .filter(move |b| b.mode == mode)
    }

    /// The binding a key has in a mode of a system's screen, if any.
    pub fn lookup(&self, mode: Mode, system: SystemKind, event: &KeyEvent) -> Option<&Binding> {
        self.bindings(mode, system)
            .find(|b| b.keys.iter().any(|k| k.matches(event)))
    }

    /// The first key of a message in a mode, as the hint bar writes it ("Ctrl-r"): what a
    /// message that tells the keeper which key to press should say ("Undone: the move. Ctrl-r
    /// redoes it.").
    pub fn key_for(&self, mode: Mode, system: SystemKind, msg: Msg) -> String {
        self.bindings(mode, system)
            .find(|b| b.msg == msg)
            .map(Binding::first_key)
            .unwrap_or_default()
    }

    /// The first key of one of the shell's messages in a mode ("?" for help): the shell's keys are
    /// the same on every system's screen (a configuration that would let a system's key shadow one
    /// is refused), so no system need be named.
    pub fn shell_key(&self, mode: Mode, msg: Msg) -> String {
        self.key_for(mode, SystemKind::ALL[0], msg)
    }
}

/// Where a row sits in the configuration file: one of the shell's modes, or a system's section of
/// the chase screen.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Scope {
    Shell(Mode),
    System(SystemKind),
}

impl Scope {
    /// Every scope, in the order the printed configuration lists them.
    pub fn all() -> Vec<Scope> {
        let mut scopes: Vec<Scope> = SystemKind::ALL.iter().map(|&k| Scope::System(k)).collect();
        scopes.extend(Mode::ALL.iter().map(|&m| Scope::Shell(m)));
        scopes
    }

    /// The word the configuration file writes for the scope: `coc7`, `chase`, `dice`.
    pub fn word(self) -> String {
        match self {
            Scope::System(kind) => kind.setup_name().to_ascii_lowercase(),
            Scope::Shell(mode) => mode.word().to_string(),
        }
    }

    /// The heading the keeper reads for the scope.
    pub fn title(self) -> String {
        match self {
            Scope::System(kind) => format!("{}: its own keys on the chase screen", kind.title()),
            Scope::Shell(Mode::Main) => "The chase screen, every system".to_string(),
            Scope::Shell(mode) => mode.title().to_string(),
        }
    }

    /// The rows of the scope in a keymap.
    pub fn rows(self, keymap: &Keymap) -> Vec<&Binding> {
        match self {
            Scope::System(kind) => keymap.section(kind).iter().collect(),
            Scope::Shell(mode) => keymap.shell.iter().filter(|b| b.mode == mode).collect(),
        }
    }
}

/// The name the configuration file gives a row's action: `undo`, `roll_rest`, `speed_roll`
/// (the message the key sends, in snake case; a system's key by its own action).
pub fn action_name(msg: Msg) -> String {
    let debug = format!("{msg:?}");
    // `Chase(Coc7(SpeedRoll))`: the innermost name.
    let inner = debug
        .trim_end_matches(')')
        .rsplit('(')
        .next()
        .unwrap_or(&debug)
        .to_string();
    let mut out = String::new();
    for (i, c) in inner.chars().enumerate() {
        if c.is_ascii_uppercase() {
            if i > 0 {
                out.push('_');
            }
            out.push(c.to_ascii_lowercase());
        } else {
            out.push(c);
        }
    }
    out
}

/// A system's keymap section (its keys on the chase screen, in help order), each key sending the
/// system's action wrapped in the shell's message: a table made once from the system's own.
pub fn system_section(system: SystemKind) -> &'static [Binding] {
    static SECTIONS: [OnceLock<Vec<Binding>>; SystemKind::ALL.len()] =
        [const { OnceLock::new() }; SystemKind::ALL.len()];
    fn rows<R: Pick>() -> Vec<Binding> {
        R::bindings()
            .iter()
            .map(|row| row.map(|action| Msg::Chase(R::any_action(action))))
            .collect()
    }
    let at = SystemKind::ALL
        .iter()
        .position(|kind| *kind == system)
        .unwrap_or_default();
    SECTIONS[at].get_or_init(|| crate::each_kind!(system, system => rows::<system::State>()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_action_has_one_name_in_its_scope() {
        let keymap = Keymap::builtin();
        for scope in Scope::all() {
            let names: Vec<String> = scope
                .rows(&keymap)
                .iter()
                .map(|b| action_name(b.msg))
                .collect();
            for (i, name) in names.iter().enumerate() {
                assert!(!names[i + 1..].contains(name), "{name} twice in {scope:?}");
                assert!(
                    name.chars().all(|c| c.is_ascii_lowercase() || c == '_'),
                    "{name}"
                );
            }
        }
        assert_eq!(action_name(Msg::RollRest), "roll_rest");
        assert_eq!(action_name(Msg::Undo), "undo");
    }

    #[test]
    fn the_built_in_words_for_keys_are_the_built_in_tables() {
        let keymap = Keymap::builtin();
        for &system in SystemKind::ALL {
            let names = keymap.key_names(system);
            let shell_words = KeyNames {
                actions: names.actions.clone(),
                ..KeyNames::BUILTIN
            };
            assert_eq!(*names, shell_words, "{system:?}");
            let firsts: Vec<String> = keymap
                .section(system)
                .iter()
                .map(Binding::first_key)
                .collect();
            assert_eq!(names.actions, firsts, "{system:?}");
        }
    }

    #[test]
    fn the_builtin_keymap_names_redo_ctrl_r() {
        let keymap = Keymap::builtin();
        assert_eq!(
            keymap.key_for(Mode::Main, SystemKind::Coc7, Msg::Redo),
            "Ctrl-r"
        );
    }
}
