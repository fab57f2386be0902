//! The autosave journal: every applied command with its dice values, appended and flushed to disk
//! before the screen shows its result, so that a crash, `kill -9`, a closed terminal or a dead
//! battery loses nothing. Resuming is loading the setup and replaying the journal.
//!
//! The file is JSON lines: a [`Record::Header`] naming the setup, then one [`Record`] per applied
//! command, undo or redo, in the order the keeper made them. Each line is written with its newline,
//! flushed and synced before [`Autosave::append`] returns, so a line without its newline at the end
//! of the file is one the screen never acknowledged; reading drops it. Where the files live and what
//! resume does is in `docs/autosave.md`; [`place`] finds the path, [`read`] reads and replays.

mod chain;
mod edited;
pub mod index;
mod lock;
mod place;
mod read;
pub mod regular;
pub mod replace;
mod scan;

#[cfg(test)]
mod interrupted_tests;

pub use edited::{Edited, edited_beside, replay_edited, set_aside};
pub use lock::check_free;
pub use place::{data_folder, journals_folder, newest_journal};
pub use read::{
    JournalHeader, MAX_JOURNAL_BYTES, Salvage, header, is_headerless, looks_like_a_journal, resume,
    salvage, unfinished, unfinished_chase,
};

use crate::dice::Rolled;
use crate::setup::Setup;
use crate::systems::AnyCommand;
use std::fs::{File, OpenOptions};
use std::io::{Read, Seek, SeekFrom, Write};
use std::path::{Path, PathBuf};

/// Why a journal could not be written, read or replayed.
#[derive(Debug, thiserror::Error)]
pub enum AutosaveError {
    #[error("{path}: {source}")]
    Io {
        path: String,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "{path}: {size} bytes is far more than any journal of a chase (at most {max} bytes); is \
         this the right file?"
    )]
    TooBig { path: String, size: u64, max: u64 },
    #[error("{path}:{line}: {message}")]
    Corrupt {
        path: String,
        line: usize,
        message: String,
    },
    #[error(
        "{path} was written for another setup ('{found}'), not '{expected}': resume it with the \
         setup it was written for, or start over with --fresh"
    )]
    WrongSetup {
        path: String,
        expected: String,
        found: String,
    },
    /// Another chasetrack writes this journal now: two writers would interleave their commands.
    #[error(
        "{path} is open in another chasetrack{}; close it there first, or watch the chase from \
         here with: chasetrack follow {path}",
        match holder { Some(pid) => format!(" (process {pid})"), None => String::new() }
    )]
    Locked { path: String, holder: Option<u32> },
    /// The journal is at its cap ([`MAX_JOURNAL_BYTES`]): one more line would make a journal
    /// that resume, `export` and `list` refuse, so it is not written.
    #[error(
        "{path} holds {len} bytes, and this command would pass the {max} a journal may hold: it \
         is not applied, and the chase stays as saved; export it, and go on in a new chase \
         (--fresh)"
    )]
    AtCap { path: String, len: u64, max: u64 },
    #[error("{path}:{line}: the command no longer replays: {message}")]
    Replay {
        path: String,
        line: usize,
        message: String,
    },
}

/// One line of the journal file.
#[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
pub enum Record {
    /// First line: which setup this journal belongs to.
    Header {
        identity: String,
        name: String,
        setup: Option<String>,
        /// The seed of the tool's rolls when the journal was started: the built-in sample picks
        /// a fresh one at each launch, and a resume takes this one back (journals written before
        /// it was recorded have none, and resume with the setup's).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        seed: Option<u64>,
        /// When the chase was started (seconds since the Unix epoch): with the name, what tells
        /// two chases of one setup apart in `chasetrack list` and in the name a chase set aside
        /// takes. Journals written before it was recorded have none.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        started: Option<u64>,
    },
    /// An applied command and the dice values it used.
    Command {
        command: AnyCommand,
        dice: Vec<Rolled>,
    },
    Undo,
    Redo,
}

/// An open journal file that records are appended to (each flushed and synced before returning).
#[derive(Debug)]
pub struct Autosave {
    path: PathBuf,
    file: File,
    /// The length of the acknowledged records: a failed append is cut back to it.
    len: u64,
    /// The check field of the last line, which the next line's checksum covers (empty before the
    /// first), and the next line's number: each line is chained to the one before it.
    previous: Vec<u8>,
    next_line: u64,
    /// Where the journal that was at this path went when this one was started (see
    /// [`Autosave::create`]).
    aside: Option<PathBuf>,
    /// Where the chase went on being written after its file was found replaced, moved or
    /// removed from outside (see [`Autosave::append`]), until the screen says so.
    rehomed: Option<PathBuf>,
    /// Whether the file is at its path yet: a new journal is written beside it and renamed into
    /// place once whole, and is not looked for at its path before then.
    in_place: bool,
    /// The lock beside the journal, held as long as it is written (see `lock`).
    _lock: lock::Lock,
}

impl Autosave {
    /// Where the journal of a setup lives: `journals/` in the platform's data directory (or in
    /// `$CHASETRACK_DATA_DIR`), named after the setup file and its identity, e.g.
    /// `hotel-1a2b3c4d.journal`; beside the setup file when the platform has no data directory.
    /// The same setup text always maps to the same file, so starting it again finds its journal.
    pub fn path_for(setup_path: Option<&Path>, setup: &Setup) -> PathBuf {
        place::journal_path(setup_path, &setup.identity)
    }

    /// [`Autosave::path_for`] in the data directory `data_dir` (`None`: beside the setup file).
    pub fn path_in(data_dir: Option<&Path>, setup_path: Option<&Path>, setup: &Setup) -> PathBuf {
        place::journal_path_in(data_dir.map(Path::to_path_buf), setup_path, &setup.identity)
    }

    /// Starts a new journal at `path`; an existing one is set aside as a chase of its own, named
    /// after it and the time it was started (`hotel-1a2b3c4d-2026-11-24-035200.journal`), so
    /// starting over never hides a chase. The header is on disk, and the file's directory entry
    /// too, before this returns. The new journal is written beside it first and only then put in
    /// place: when the disk is full nothing is left behind, not even an empty file, and the old
    /// journal stays where it was.
    pub fn create(
        path: &Path,
        setup: &Setup,
        setup_path: Option<&Path>,
    ) -> Result<Autosave, AutosaveError> {
        Autosave::create_started(path, setup, setup_path, crate::dates::now(), &[])
    }

    /// [`Autosave::create`] for a chase started at `started` (a damaged or edited chase written
    /// anew keeps the time it was first started), whose journal holds `body` (the records after
    /// the header) from the start. The whole file is written, and synced, beside the journal
    /// before it is renamed into place: a program stopped part way (a keeper who quits during a
    /// long recovery, a crash) leaves the old journal where it was, never a fresh one that holds
    /// only part of the chase.
    fn create_started(
        path: &Path,
        setup: &Setup,
        setup_path: Option<&Path>,
        started: u64,
        body: &[Record],
    ) -> Result<Autosave, AutosaveError> {
        let io = |source| io_error(path, source);
        let dir = place::parent_dir(path);
        place::create_dir_durably(&dir).map_err(io)?;
        // Before anything is renamed: starting over must not pull a journal from under another
        // chasetrack that is writing it.
        // Only a plain file is set aside: a pipe or a device there is named, never opened (a
        // pipe would block here, before the terminal is touched).
        let old = match regular::open_to_read(path) {
            Ok(old) => Some(old),
            Err(source) if source.kind() == std::io::ErrorKind::InvalidInput => {
                return Err(io(source));
            }
            Err(_) => None,
        };
        // The lock beside the journal: a chasetrack playing it refuses this one.
        let held = lock::acquire(path)?;
        let fresh = place::being_written(path);
        let file = regular::open(
            &fresh,
            OpenOptions::new().read(true).append(true).create(true),
        )
        .map_err(|source| io_error(&fresh, source))?;
        let mut autosave = Autosave {
            path: path.to_path_buf(),
            file,
            len: 0,
            previous: Vec::new(),
            next_line: 1,
            aside: None,
            rehomed: None,
            in_place: false,
            _lock: held,
        };
        let header = Record::Header {
            identity: setup.identity.clone(),
            name: setup.name.clone(),
            setup: setup_path.map(place::describe_setup_path),
            seed: setup.seed,
            started: Some(started),
        };
        let written = autosave
            .file
            .set_len(0)
            .map_err(io)
            .and_then(|()| autosave.append(&header))
            .and_then(|()| {
                autosave.append_all(
                    body.iter()
                        .filter(|record| !matches!(record, Record::Header { .. })),
                )
            });
        if let Err(error) = written {
            let _ = std::fs::remove_file(&fresh);
            return Err(error);
        }
        let aside = match old.is_some() {
            true => match edited::set_aside(path) {
                Ok(aside) => aside,
                Err(error) => {
                    let _ = std::fs::remove_file(&fresh);
                    return Err(error);
                }
            },
            false => None,
        };
        if let Err(source) = std::fs::rename(&fresh, path) {
            if let Some(aside) = aside {
                let _ = std::fs::rename(aside, path);
            }
            let _ = std::fs::remove_file(&fresh);
            return Err(io(source));
        }
        drop(old);
        place::sync_dir(&dir).map_err(io)?;
        autosave.aside = aside;
        autosave.in_place = true;
        Ok(autosave)
    }

    /// Starts the journal again from what a damaged one held up to its last good line: the
    /// damaged file is kept as a numbered backup, as starting over keeps one, and the good records
    /// are written anew with their checksums.
    pub fn recover(
        path: &Path,
        setup: &Setup,
        setup_path: Option<&Path>,
        salvage: &Salvage,
    ) -> Result<Autosave, AutosaveError> {
        Autosave::create_started(
            path,
            setup,
            setup_path,
            started_of(&salvage.records),
            &salvage.records,
        )
    }

    /// Opens an existing journal to append to it (after a resume). A torn last line, one that was
    /// being written when the program died and was never acknowledged, is cut off first so that the
    /// next record starts on a line of its own. A file that is not a journal is refused untouched.
    pub fn open(path: &Path) -> Result<Autosave, AutosaveError> {
        let io = |source| io_error(path, source);
        read::check_regular_file(path)?;
        let mut file =
            regular::open(path, OpenOptions::new().read(true).append(true)).map_err(io)?;
        let held = lock::acquire(path)?;
        // Read a line at a time (the file may be tens of megabytes): its header, how many lines
        // it has and the last one's check, which the next line chains to.
        read::header(path)?;
        let tail = scan::tail(&file).map_err(io)?;
        let mut lines = tail.lines;
        let mut previous = tail.previous;
        if let Some(unterminated) = tail.unterminated {
            let at = usize::try_from(tail.lines + 1).unwrap_or(usize::MAX);
            // After a chained line only a chained one follows.
            let fits = !previous.contains(&b':')
                || matches!(chain::split(&unterminated).1, chain::Check::Chained { .. });
            if fits && read::whole_tail(tail.checked, &previous, at, &unterminated).is_some() {
                // Complete but unterminated: finish the line rather than lose the record.
                file.write_all(b"\n").map_err(io)?;
                lines += 1;
                previous = chain::field(&unterminated).to_vec();
            } else {
                file.set_len(tail.whole_len).map_err(io)?;
            }
            file.sync_data().map_err(io)?;
        }
        let len = file.seek(SeekFrom::End(0)).map_err(io)?;
        Ok(Autosave {
            path: path.to_path_buf(),
            file,
            len,
            previous,
            next_line: lines + 1,
            aside: None,
            rehomed: None,
            in_place: true,
            _lock: held,
        })
    }

    /// Refuses a write that would take the journal past [`MAX_JOURNAL_BYTES`], the cap every
    /// reader holds to: a journal the readers refuse would lose the chase just saved. A journal
    /// exactly at the cap is still read, resumed and exported.
    fn within_the_cap(&self, more: u64) -> Result<(), AutosaveError> {
        if self.len.saturating_add(more) <= MAX_JOURNAL_BYTES {
            return Ok(());
        }
        Err(AutosaveError::AtCap {
            path: crate::escape::path(&self.path),
            len: self.len,
            max: MAX_JOURNAL_BYTES,
        })
    }

    /// The journal's file, to show the keeper where the chase is kept.
    pub fn path(&self) -> &Path {
        &self.path
    }

    /// Where the chase that had this journal before went, when starting this one set it aside:
    /// the keeper is told, so no chase moves without a word.
    pub fn set_aside(&self) -> Option<&Path> {
        self.aside.as_deref()
    }

    /// How many bytes the journal holds, and whether that is past nine tenths of
    /// [`MAX_JOURNAL_BYTES`]: the screen warns well before a command is refused at the cap.
    pub fn fill(&self) -> (u64, bool) {
        (self.len, self.len >= MAX_JOURNAL_BYTES / 10 * 9)
    }

    /// Where the chase went on being written after its file was found replaced, moved or
    /// removed, once: the screen tells the keeper.
    pub fn take_rehomed(&mut self) -> Option<PathBuf> {
        self.rehomed.take()
    }

    /// Whether the file this journal writes is still the one at its path. Where the platform
    /// cannot tell files apart, or the path cannot be looked at for another reason than its
    /// absence, it is taken to be.
    fn still_at_its_path(&self) -> bool {
        match std::fs::metadata(&self.path) {
            Ok(at_path) => match (replace::of_metadata(&at_path), self.file.metadata()) {
                (Some(there), Ok(ours)) => Some(there) == replace::of_metadata(&ours),
                _ => true,
            },
            Err(error) => error.kind() != std::io::ErrorKind::NotFound,
        }
    }

    /// Writes the chase this journal holds (read back from the file still open, which outlives
    /// its name) into a new journal beside its old path, named as a journal set aside is, and
    /// goes on writing there; the file found at the old path is left as it is.
    fn rehome(&mut self) -> Result<(), AutosaveError> {
        let mut held = Vec::new();
        self.file
            .seek(SeekFrom::Start(0))
            .and_then(|_| (&self.file).take(self.len).read_to_end(&mut held))
            .map_err(|source| io_error(&self.path, source))?;
        let path = place::set_aside_path(&self.path, crate::dates::now());
        let fresh = place::being_written(&path);
        let io = |source| io_error(&path, source);
        let mut file = regular::open(
            &fresh,
            OpenOptions::new().read(true).append(true).create(true),
        )
        .map_err(|source| io_error(&fresh, source))?;
        let lock = lock::acquire(&path)?;
        let written = file
            .set_len(0)
            .and_then(|()| file.write_all(&held))
            .and_then(|()| file.sync_data())
            .and_then(|()| std::fs::rename(&fresh, &path))
            .and_then(|()| place::sync_dir(&place::parent_dir(&path)));
        if let Err(source) = written {
            let _ = std::fs::remove_file(&fresh);
            return Err(io(source));
        }
        self.file = file;
        self._lock = lock;
        self.path = path.clone();
        self.rehomed = Some(path);
        Ok(())
    }

    /// Appends a record and makes sure it is on disk before returning: the line and its newline
    /// in one write, then flush and `sync_data`. Only after `Ok` may the screen show the result.
    /// On an error (disk full, the stick pulled out) whatever part of the line got written is cut
    /// off again, as far as the disk allows, so that the record the keeper was told was not saved
    /// does not come back on resume, and the next record does not land on a damaged line.
    ///
    /// A journal whose file is no longer the one at its path (another file moved onto it, the
    /// file moved away or deleted, from outside chasetrack) would take the chase into a file
    /// nobody reads again: before the line is written, the chase is written anew beside it under
    /// a name of its own and goes on there ([`Autosave::take_rehomed`] says where).
    pub fn append(&mut self, record: &Record) -> Result<(), AutosaveError> {
        if self.in_place && !self.still_at_its_path() {
            self.rehome()?;
        }
        let mut line = serde_json::to_string(record)
            .map_err(|source| io_error(&self.path, std::io::Error::other(source)))?;
        // The line's number and checksum after a tab, chained to the line before it, so that a
        // line changed, repeated, moved or deleted afterwards is caught on resume.
        let check = chain::link(&self.previous, self.next_line, line.as_bytes());
        line.push('\t');
        line.push_str(&check);
        line.push('\n');
        self.within_the_cap(line.len() as u64)?;
        let written = self
            .file
            .write_all(line.as_bytes())
            .and_then(|()| self.file.flush())
            .and_then(|()| self.file.sync_data());
        match written {
            Ok(()) => {
                self.len += line.len() as u64;
                self.previous = check.into_bytes();
                self.next_line += 1;
                Ok(())
            }
            Err(source) => {
                let _ = self.file.set_len(self.len);
                Err(io_error(&self.path, source))
            }
        }
    }
}

impl Autosave {
    /// Appends records as [`Autosave::append`] does, each chained to the one before, but synced
    /// once at the end: for writing a whole chase into a fresh journal (a damaged one recovered,
    /// an edited setup's adopted), where a sync per line takes minutes for a long chase (about
    /// 4 ms a line on a loaded disk). A fresh journal is written whole beside the old one before
    /// it takes its place ([`Autosave::create_started`]), so a stop part way loses nothing; on an
    /// error the file is cut back to where it was.
    pub fn append_all<'a>(
        &mut self,
        records: impl IntoIterator<Item = &'a Record>,
    ) -> Result<(), AutosaveError> {
        let io = |path: &Path, source| io_error(path, source);
        let mut previous = self.previous.clone();
        let mut next_line = self.next_line;
        let mut written = 0u64;
        let mut chunk = String::new();
        let mut outcome = Ok(());
        for record in records {
            let mut line = serde_json::to_string(record)
                .map_err(|source| io(&self.path, std::io::Error::other(source)))?;
            let check = chain::link(&previous, next_line, line.as_bytes());
            line.push('\t');
            line.push_str(&check);
            line.push('\n');
            if self.len + written + (chunk.len() + line.len()) as u64 > MAX_JOURNAL_BYTES {
                let _ = self.file.set_len(self.len);
                return Err(AutosaveError::AtCap {
                    path: crate::escape::path(&self.path),
                    len: self.len + written + chunk.len() as u64,
                    max: MAX_JOURNAL_BYTES,
                });
            }
            chunk.push_str(&line);
            previous = check.into_bytes();
            next_line += 1;
            #[cfg(test)]
            interrupted_tests::stop_here(next_line);
            // Written a megabyte at a time, not held whole.
            if chunk.len() >= 1 << 20 {
                outcome = self.file.write_all(chunk.as_bytes());
                written += chunk.len() as u64;
                chunk.clear();
                if outcome.is_err() {
                    break;
                }
            }
        }
        let synced = outcome
            .and_then(|()| self.file.write_all(chunk.as_bytes()))
            .and_then(|()| self.file.flush())
            .and_then(|()| self.file.sync_data());
        match synced {
            Ok(()) => {
                self.len += written + chunk.len() as u64;
                self.previous = previous;
                self.next_line = next_line;
                Ok(())
            }
            Err(source) => {
                let _ = self.file.set_len(self.len);
                Err(io(&self.path, source))
            }
        }
    }
}

/// When the chase of these records was started: its header's time, or now for a journal written
/// before it was recorded.
fn started_of(records: &[Record]) -> u64 {
    records
        .iter()
        .find_map(|record| match record {
            Record::Header { started, .. } => *started,
            _ => None,
        })
        .unwrap_or_else(crate::dates::now)
}

/// The line chasetrack writes for `record` after the journal text `before` (whole lines): its
/// JSON, a tab, its number and the checksum chained to the last line. Tests build journals with
/// it, damaged or whole, as chasetrack would have written them.
pub fn line_after(before: &[u8], record: &Record) -> String {
    let json = serde_json::to_string(record).unwrap_or_default();
    let lines: Vec<&[u8]> = before
        .split(|b| *b == b'\n')
        .filter(|l| !l.is_empty())
        .collect();
    let previous = lines.last().map_or(&[][..], |last| chain::field(last));
    let check = chain::link(previous, lines.len() as u64 + 1, json.as_bytes());
    format!("{json}\t{check}")
}

fn io_error(path: &Path, source: std::io::Error) -> AutosaveError {
    AutosaveError::Io {
        path: path.display().to_string(),
        source,
    }
}

#[cfg(test)]
mod cap_tests {
    use super::*;

    /// The screen wrote past the cap its readers hold to, and the chase just saved no
    /// longer opened. A line that would pass the cap is refused and the file left as it was; a
    /// journal exactly at the cap is still read (not refused as too big).
    #[test]
    fn no_line_is_written_past_the_cap_and_a_journal_at_it_is_read() {
        let dir = tempfile::tempdir().unwrap();
        let path = dir.path().join("farm.journal");
        let header = Record::Header {
            identity: "0".into(),
            name: "Farm".into(),
            setup: None,
            seed: None,
            started: None,
        };
        let mut text = line_after(b"", &header);
        text.push('\n');
        let pad = usize::try_from(MAX_JOURNAL_BYTES).unwrap() - text.len() - 11;
        text.push_str(&"x".repeat(pad));
        text.push('\n');
        std::fs::write(&path, &text).unwrap();
        let mut save = Autosave::open(&path).unwrap();
        let refused = save.append(&Record::Undo);
        assert!(
            matches!(refused, Err(AutosaveError::AtCap { .. })),
            "{refused:?}"
        );
        assert!(refused.unwrap_err().to_string().contains("is not applied"));
        assert_eq!(std::fs::metadata(&path).unwrap().len(), text.len() as u64);
        drop(save);
        // Exactly at the cap: read (the padding is damage, named by its line), not refused.
        let mut file = std::fs::OpenOptions::new()
            .append(true)
            .open(&path)
            .unwrap();
        std::io::Write::write_all(&mut file, &[b'y'; 9]).unwrap();
        std::io::Write::write_all(&mut file, b"\n").unwrap();
        assert_eq!(std::fs::metadata(&path).unwrap().len(), MAX_JOURNAL_BYTES);
        assert!(header_is_read(&path));
    }

    fn header_is_read(path: &Path) -> bool {
        let read = super::read::header(path);
        read.is_ok()
    }
}
