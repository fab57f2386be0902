//! Whether chasetrack was given a terminal to draw its screen on. The screen (`play`, the default,
//! `follow`, and `new` when it goes on to play) takes the keyboard and puts the terminal in raw
//! mode; it may do that only to a terminal it was given as standard input and standard output.
//! Otherwise (`chasetrack < /dev/null`, `chasetrack > file`, a test harness, a CI job) it says so
//! in one line and exits 2 at once, before the configuration, the journals or the controlling
//! terminal (`/dev/tty`, which crossterm would open) are touched.

use std::io::IsTerminal;

/// Which of the standard streams are terminals, as the process found them.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Terminal {
    /// Standard input is a terminal (the keys come from it).
    pub input: bool,
    /// Standard output is a terminal (the screen is drawn on it).
    pub output: bool,
}

impl Terminal {
    /// What this process was given.
    pub fn of_this_process() -> Terminal {
        Terminal {
            input: std::io::stdin().is_terminal(),
            output: std::io::stdout().is_terminal(),
        }
    }

    /// Neither stream is a terminal: what a caller that hands chasetrack its own streams (a test,
    /// a program) gives, so that it can never have the screen take a terminal.
    pub const NONE: Terminal = Terminal {
        input: false,
        output: false,
    };

    /// Whether the screen may open: both streams are terminals.
    pub fn given(self) -> bool {
        self.input && self.output
    }

    /// The one line that says why the screen does not open, and what works without a terminal;
    /// `None` when it may open.
    pub fn refusal(self, subcommand_instead: &str) -> Option<String> {
        let missing = match (self.input, self.output) {
            (true, true) => return None,
            (false, true) => "standard input is not one",
            (true, false) => "standard output is not one",
            (false, false) => "neither standard input nor standard output is one",
        };
        Some(format!(
            "chasetrack: the screen needs a terminal: {missing} (use {subcommand_instead} without \
             a terminal)"
        ))
    }
}

/// What to suggest to a keeper who ran the screen without a terminal.
pub const INSTEAD: &str = "`chasetrack check`, `script`, `export`, `odds` or `list`";

/// What to suggest to a keeper who ran `new` (which goes on to the screen) without a terminal.
pub const INSTEAD_OF_NEW: &str = "`chasetrack new --no-play` to write the setup";

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_screen_opens_only_when_both_streams_are_terminals() {
        let both = Terminal {
            input: true,
            output: true,
        };
        assert!(both.given());
        assert_eq!(both.refusal(INSTEAD), None);
        for (input, output, missing) in [
            (false, true, "standard input is not one"),
            (true, false, "standard output is not one"),
            (
                false,
                false,
                "neither standard input nor standard output is one",
            ),
        ] {
            let terminal = Terminal { input, output };
            assert!(!terminal.given());
            let line = terminal.refusal(INSTEAD).unwrap_or_default();
            assert_eq!(
                line,
                format!(
                    "chasetrack: the screen needs a terminal: {missing} (use `chasetrack check`, \
                     `script`, `export`, `odds` or `list` without a terminal)"
                )
            );
            assert!(!line.contains('\n'), "one line: {line}");
        }
        assert!(!Terminal::NONE.given());
    }
}
