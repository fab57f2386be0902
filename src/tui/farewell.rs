//! What the keeper reads on the normal screen after quitting: the chase, where it stands or how it
//! ended, where it is saved, and the commands that resume and export it, as
//! they can be run ([`crate::invocation`]).

use super::app::App;
use crate::engine::Outcome;
use crate::escape::printable;
use crate::invocation::{self, shell_word};

/// The lines printed after the screen closes, or `None` for a chase nothing saves.
pub fn farewell(app: &App) -> Option<String> {
    let journal = app.autosave_path()?;
    let chase = app.chase();
    let state = crate::report::summary(chase, app.key_names()).state;
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
    // As it can be run: `chasetrack` if that is this program on the PATH, else this program's
    // path (`cargo run` puts none on the PATH).
    let program = invocation::program();
    if chase.outcome() == Outcome::Ongoing {
        lines.push(format!("Resume: {program} --resume {shown}"));
    }
    lines.push(format!("Export: {program} export {shown}"));
    Some(lines.join("\n") + "\n")
}
