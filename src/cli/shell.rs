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
/// is a near miss of one ([`crate::suggest::near_miss`]: `chek`, `scirpt`). The command line takes
/// a setup file where a subcommand would go, so clap alone would read `chek` as a setup and
/// complain about what follows.
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
    let names: Vec<&str> = names.collect();
    if names.contains(&word) {
        return None;
    }
    crate::suggest::near_miss(word, names).map(str::to_string)
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
    fn a_near_miss_is_the_same_as_in_setups_and_keys() {
        assert_eq!(meant_subcommand(&cli(), "ckeck"), Some("check".into()));
        // Two typos in five letters change more than a third of the word: no guess.
        assert_eq!(meant_subcommand(&cli(), "hcekc"), None);
        assert_eq!(meant_subcommand(&cli(), "xyz"), None);
    }
}
