//! The comforts of a command-line tool, all made from the one clap definition of the CLI: shell
//! completions (`chasetrack completions bash`), and the hint
//! for a mistyped subcommand (`chasetrack chek foo.ron` → "did you mean 'check'?").

use clap::{Command, CommandFactory};
use clap_complete::Shell;
use std::io::{self, Write};

/// Writes the completion script for `shell` (install it as the shell's docs say; the README has
/// the usual places).
pub fn completions<C: CommandFactory>(shell: Shell, out: &mut dyn Write) -> io::Result<()> {
    let mut command = C::command();
    let name = command.get_name().to_string();
    let mut script = Vec::new();
    clap_complete::generate(shell, &mut command, name, &mut script);
    out.write_all(&script)
}

/// The subcommand a keeper most likely meant by `word`, when `word` is not one, is not a file, and
/// is at most two typos from one (`chek`, `scirpt`). The command line takes a setup file where a
/// subcommand would go, so clap alone would read `chek` as a setup and complain about what follows.
pub fn meant_subcommand(command: &Command, word: &str) -> Option<String> {
    if word.starts_with('-')
        || word.contains(['.', '/', '\\'])
        || std::path::Path::new(word).exists()
    {
        return None;
    }
    let names = command
        .get_subcommands()
        .flat_map(|sub| std::iter::once(sub.get_name()).chain(sub.get_all_aliases()));
    let mut best: Option<(usize, &str)> = None;
    for name in names {
        if name == word {
            return None;
        }
        let distance = edits(word, name);
        if distance <= 2 && best.is_none_or(|(least, _)| distance < least) {
            best = Some((distance, name));
        }
    }
    best.map(|(_, name)| name.to_string())
}

/// The edits that turn one word into the other: insertions, deletions, substitutions and swaps
/// of neighbours (`scirpt` is one swap from `script`), by characters.
fn edits(a: &str, b: &str) -> usize {
    strsim::osa_distance(a, b)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn cli() -> Command {
        Command::new("chasetrack")
            .subcommand(Command::new("check"))
            .subcommand(Command::new("script"))
            .subcommand(Command::new("play"))
    }

    #[test]
    fn a_typo_or_a_swap_suggests_the_subcommand() {
        assert_eq!(meant_subcommand(&cli(), "chek"), Some("check".into()));
        assert_eq!(meant_subcommand(&cli(), "scirpt"), Some("script".into()));
        assert_eq!(meant_subcommand(&cli(), "paly"), Some("play".into()));
    }

    #[test]
    fn a_setup_file_or_a_far_word_suggests_nothing() {
        assert_eq!(meant_subcommand(&cli(), "chek.ron"), None);
        assert_eq!(meant_subcommand(&cli(), "assets/hotel"), None);
        assert_eq!(meant_subcommand(&cli(), "hotel"), None);
        assert_eq!(meant_subcommand(&cli(), "check"), None);
        assert_eq!(meant_subcommand(&cli(), "--fresh"), None);
    }

    #[test]
    fn distances_count_typos() {
        assert_eq!(edits("check", "check"), 0);
        assert_eq!(edits("chek", "check"), 1);
        assert_eq!(edits("ckeck", "check"), 1);
        assert_eq!(edits("hcekc", "check"), 2);
        // A swap of neighbours is one typo, not two substitutions.
        assert_eq!(edits("scirpt", "script"), 1);
        assert_eq!(edits("xyz", "check"), 5);
    }
}
