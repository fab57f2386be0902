//! A setup edited since its journal was written: the journal is named by the setup's identity,
//! so an edited setup looks for its journal under a new name and would start a fresh chase
//! silently. Here the journals of the same setup file under other identities are found, and
//! replayed against the edited setup, so the keeper is told and offered to resume or start over.

use super::place;
use super::read;
use super::{Autosave, AutosaveError, Record};
use crate::engine::Outcome;
use crate::setup::Setup;
use crate::systems::Chase;
use std::path::{Path, PathBuf};

/// An unfinished journal of the same setup file written before the setup was edited.
#[derive(Debug)]
pub struct Edited {
    /// The older journal.
    pub found: PathBuf,
    /// The chase it holds replayed against the edited setup, with its records; or why it no
    /// longer replays.
    pub replay: Result<(Chase, Vec<Record>), AutosaveError>,
}

/// The newest journal of this setup file under another identity than its own journal `own`
/// that holds a chase not over (or one that no longer replays), if there is one. Only journals
/// whose header names the same setup file count; the built-in sample's count for the sample.
pub fn edited_beside(own: &Path, setup_path: Option<&Path>, setup: &Setup) -> Option<Edited> {
    let described = setup_path.map(place::describe_setup_path);
    place::sibling_journals(own)
        .into_iter()
        .filter(|path| read::header(path).is_ok_and(|header| header.setup == described))
        .find_map(|found| {
            let replay = replay_edited(&found, setup);
            let offered = match &replay {
                Ok((chase, _)) => chase.outcome() == Outcome::Ongoing && chase.journal_len() > 0,
                Err(_) => true,
            };
            offered.then_some(Edited { found, replay })
        })
}

/// Replays a journal against a setup whatever identity its header carries.
pub fn replay_edited(path: &Path, setup: &Setup) -> Result<(Chase, Vec<Record>), AutosaveError> {
    read::check_regular_file(path)?;
    let records = read::records(path)?;
    let mut chase = setup.chase.clone();
    let mut kept = Vec::new();
    for (line, record) in records {
        if !matches!(record, Record::Header { .. }) {
            read::replay(&mut chase, record.clone()).map_err(|message| AutosaveError::Replay {
                path: path.display().to_string(),
                line,
                message,
            })?;
        }
        kept.push(record);
    }
    Ok((chase, kept))
}

impl Autosave {
    /// Resumes an edited setup's older journal: its records are written to the setup's own
    /// journal under the new header, and the older file is kept as a numbered backup, so it is not
    /// offered again.
    pub fn adopt(
        path: &Path,
        setup: &Setup,
        setup_path: Option<&Path>,
        found: &Path,
        records: &[Record],
    ) -> Result<Autosave, AutosaveError> {
        let autosave =
            Autosave::create_started(path, setup, setup_path, super::started_of(records), records)?;
        set_aside(found)?;
        Ok(autosave)
    }
}

/// Whether a journal is its header line and nothing else: nothing was played in it.
fn holds_only_a_header(path: &Path, len: u64) -> bool {
    // A header is a few hundred bytes; anything longer holds more (or is not ours to judge).
    if len > 64 * 1024 {
        return false;
    }
    let mut bytes = Vec::new();
    let read = super::regular::open_to_read(path).and_then(|file| {
        std::io::Read::read_to_end(&mut std::io::Read::take(file, len), &mut bytes)
    });
    if read.is_err() {
        return false;
    }
    let body = bytes.strip_suffix(b"\n").unwrap_or(&bytes);
    !body.contains(&b'\n') && read::check_header_line(path, &bytes).is_ok()
}

/// Sets a journal aside as a chase of its own, so that it is not offered again for its setup
/// but stays in the data directory, listed, to be exported or resumed: it is renamed after itself
/// and the time its chase was started (`hotel-1a2b3c4d-2026-11-24-035200.journal`; the file's
/// own time for a journal that does not record it). Returns where it went. A file that holds no
/// chase, empty or a header alone (a launch where nothing was played), is removed instead
/// (`None`): there is nothing in it to keep, and seven bare launches would list seven empty chases.
pub fn set_aside(found: &Path) -> Result<Option<PathBuf>, AutosaveError> {
    let io = |source| super::io_error(found, source);
    let metadata = std::fs::metadata(found).map_err(io)?;
    if metadata.len() == 0 || holds_only_a_header(found, metadata.len()) {
        std::fs::remove_file(found).map_err(io)?;
        let _ = std::fs::remove_file(super::index::sidecar(found));
        return Ok(None);
    }
    let started = read::header(found)
        .ok()
        .and_then(|header| header.started)
        .or_else(|| {
            let time = metadata.created().or_else(|_| metadata.modified()).ok()?;
            let since = time.duration_since(std::time::UNIX_EPOCH).ok()?;
            Some(since.as_secs())
        })
        .unwrap_or_else(crate::dates::now);
    let aside = place::set_aside_path(found, started);
    std::fs::rename(found, &aside).map_err(io)?;
    super::index::follow_rename(found, &aside);
    Ok(Some(aside))
}
