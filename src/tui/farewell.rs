//! What the keeper reads on the normal screen after quitting: the chase, where it stands or how it
//! ended, where it is saved, and the commands that resume and export it (issue 27's "on quit").

use super::app::App;
use crate::engine::Outcome;
use crate::escape::printable;
use std::path::Path;

/// The lines printed after the screen closes, or `None` for a chase nothing saves.
pub fn farewell(app: &App) -> Option<String> {
    let journal = app.autosave_path()?;
    let chase = app.chase();
    let state = crate::cli::list::summary(chase).state;
    let mut lines = vec![format!(
        "{} ({}): {}.",
        printable(app.title()),
        chase.system().title(),
        match chase.outcome() {
            Outcome::Ongoing => printable(&state),
            Outcome::Over(how) => format!("over. {}", printable(how.trim_end_matches('.'))),
        }
    )];
    let shown = shell_word(journal);
    lines.push(format!("Saved in {shown}"));
    if chase.outcome() == Outcome::Ongoing {
        lines.push(format!("Resume: chasetrack --resume {shown}"));
    }
    lines.push(format!("Export: chasetrack export {shown}"));
    Some(lines.join("\n") + "\n")
}

/// A path as a shell reads it back: in single quotes when it holds anything but plain characters,
/// escaped like any text from outside.
fn shell_word(path: &Path) -> String {
    let text = printable(&path.display().to_string());
    let plain = text
        .chars()
        .all(|c| c.is_ascii_alphanumeric() || "/._-+:@%".contains(c));
    if plain {
        text
    } else {
        format!("'{}'", text.replace('\'', r"'\''"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_path_a_shell_would_split_is_quoted_and_controls_are_escaped() {
        assert_eq!(
            shell_word(Path::new("/data/hotel-1a2b.journal")),
            "/data/hotel-1a2b.journal"
        );
        assert_eq!(
            shell_word(Path::new("/home/keeper/My chases/it's.journal")),
            r"'/home/keeper/My chases/it'\''s.journal'"
        );
        assert!(!shell_word(Path::new("/tmp/x\u{1b}]0;PWNED\u{7}.journal")).contains('\u{1b}'));
    }
}
