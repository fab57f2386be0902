//! `chasetrack follow [SETUP | JOURNAL]`: the players' screen, following a chase the keeper plays
//! in another terminal (an external monitor, a tablet over ssh, a shared tmux pane). Read-only:
//! it never writes the journal. With no argument it follows the most recent unfinished chase in
//! the data directory, and moves to the next one the keeper starts or resumes there; given a setup, that setup's journal (waited for, if the keeper has not
//! started yet); given a journal, that journal.

use super::CliError;
use super::list;
use crate::autosave::{self, Autosave};
use crate::setup::{self, Setup};
use crate::tui::follow;
use std::path::{Path, PathBuf};

/// Why there is nothing to follow.
#[derive(Debug, thiserror::Error)]
pub enum FollowError {
    #[error(
        "there is no unfinished chase in {0} to follow; name the setup or the journal the keeper \
         plays: chasetrack follow SETUP"
    )]
    NothingToFollow(String),
}

/// Opens the following screen.
pub(super) fn run(target: Option<&Path>) -> Result<u8, CliError> {
    let (setup, journal) = resolve(target)?;
    // With no argument, the players' screen goes on to whichever chase the keeper plays next.
    let newest = target.is_none().then(autosave::journals_folder).flatten();
    follow::follow(setup, journal, newest)?;
    Ok(super::signalled())
}

/// The setup and the journal a follower watches.
pub fn resolve(target: Option<&Path>) -> Result<(Setup, PathBuf), CliError> {
    let Some(path) = target else {
        let folder = autosave::journals_folder().unwrap_or_else(|| PathBuf::from("."));
        let newest = list::in_folder(&folder)
            .into_iter()
            .find(|chase| chase.resumable)
            .ok_or_else(|| FollowError::NothingToFollow(folder.display().to_string()))?;
        return from_journal(&newest.journal);
    };
    // A journal whose header does not read is named as damaged, not read as a setup (issue 42).
    if autosave::header(path).is_ok() || autosave::looks_like_a_journal(path) {
        return from_journal(path);
    }
    let setup = setup::load(path)?;
    let journal = Autosave::path_for(Some(path), &setup);
    Ok((setup, journal))
}

fn from_journal(journal: &Path) -> Result<(Setup, PathBuf), CliError> {
    let header = autosave::header(journal).map_err(super::export::journal_error)?;
    let setup = match header.setup_file(journal) {
        Some(file) => setup::load(&file)?,
        None => setup::sample(),
    };
    Ok((setup, journal.to_path_buf()))
}
