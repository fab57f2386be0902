//! One writer per journal: while a chasetrack writes a journal it holds an exclusive lock on a
//! small file beside it (`.NAME.journal.lock`, hidden, never listed; the operating system's file
//! lock, `File::try_lock`, released when the process ends however it ends). The journal itself is
//! never locked: on platforms whose file locks are mandatory (Windows) a lock on the journal would
//! stop the readers, `follow`, `export` and `list`, which take no lock. A second chasetrack is
//! refused and told which process holds the lock, which Linux lists in `/proc/locks`.
//!
//! chasetrack before this locked the journal file itself; a journal locked that way is still
//! found in use (tried, and let go at once), so an older chasetrack and a newer one never write
//! one journal together.

use super::AutosaveError;
use std::fs::{File, OpenOptions, TryLockError};
use std::path::{Path, PathBuf};

/// The lock of one journal, held as long as this value lives.
#[derive(Debug)]
pub struct Lock {
    _file: File,
}

/// The lock file of the journal at `path`: hidden, beside it.
pub fn lock_path(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    super::place::parent_dir(path).join(format!(".{name}.lock"))
}

/// Takes the lock of the journal at `path`, or says which process holds it.
///
/// A lock found taken is tried again for a moment before the refusal: a process that forks
/// (another program started from the same one, a test harness) shares the lock with its child
/// until the child's `exec`, so a journal closed an instant ago can still look held.
pub fn acquire(path: &Path) -> Result<Lock, AutosaveError> {
    let io = |source| AutosaveError::Io {
        path: path.display().to_string(),
        source,
    };
    // A journal an older chasetrack holds by its own lock.
    if let Ok(journal) = super::regular::open_to_read(path) {
        try_lock(&journal, path)?;
        let _ = journal.unlock();
    }
    let lock = lock_path(path);
    let file = super::regular::open(
        &lock,
        OpenOptions::new().read(true).write(true).create(true),
    )
    .map_err(io)?;
    try_lock(&file, path)?;
    Ok(Lock { _file: file })
}

/// Refuses a journal another chasetrack writes now, as [`acquire`] would, without keeping the
/// lock: what the screen asks before it offers to resume a journal, so that a second chasetrack
/// is refused before the offer, not after the keeper's answer. A lock that cannot be taken at all
/// (something not a plain file where it goes, a folder that cannot be written) is named now too:
/// resuming would fail on it after the keeper's answer.
/// With no journal there yet, there is nothing to check (and its folder may not exist yet).
pub fn check_free(path: &Path) -> Result<(), AutosaveError> {
    if std::fs::symlink_metadata(path).is_err() {
        return Ok(());
    }
    acquire(path).map(drop)
}

/// Locks `file` for the journal at `path`, trying again for a moment.
fn try_lock(file: &File, path: &Path) -> Result<(), AutosaveError> {
    let mut tries = 0;
    loop {
        match file.try_lock() {
            Ok(()) => return Ok(()),
            Err(TryLockError::WouldBlock) if tries < RETRIES => {
                tries += 1;
                std::thread::sleep(RETRY_AFTER);
            }
            Err(TryLockError::WouldBlock) => {
                return Err(AutosaveError::Locked {
                    path: path.display().to_string(),
                    holder: holder(file),
                });
            }
            Err(TryLockError::Error(source)) => {
                return Err(AutosaveError::Io {
                    path: path.display().to_string(),
                    source,
                });
            }
        }
    }
}

/// How often and how long a taken lock is tried again: 10 × 25 ms, a quarter of a second, which
/// a second instance's keeper does not notice before the refusal.
const RETRIES: u32 = 10;
const RETRY_AFTER: std::time::Duration = std::time::Duration::from_millis(25);

/// The process holding a lock on the file, from `/proc/locks` (Linux); `None` elsewhere or when
/// it cannot be told.
fn holder(file: &File) -> Option<u32> {
    #[cfg(target_os = "linux")]
    {
        use std::os::unix::fs::MetadataExt;
        let inode = file.metadata().ok()?.ino();
        let locks = std::fs::read_to_string("/proc/locks").ok()?;
        // "1: FLOCK  ADVISORY  WRITE 3720 fd:01:1234567 0 EOF": the pid, then major:minor:inode.
        locks.lines().find_map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            let at = fields.iter().position(|f| *f == "FLOCK")?;
            let pid = fields.get(at + 3)?.parse().ok()?;
            let file_inode: u64 = fields.get(at + 4)?.rsplit(':').next()?.parse().ok()?;
            (file_inode == inode && pid != std::process::id()).then_some(pid)
        })
    }
    #[cfg(not(target_os = "linux"))]
    {
        let _ = file;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The lock sits beside the journal, so the journal is never locked (readers on a
    /// platform of mandatory locks are never stopped), while a second writer is still refused,
    /// and a journal locked by an older chasetrack, on the journal itself, is found in use.
    #[test]
    fn the_lock_is_beside_the_journal_and_refuses_a_second_writer() {
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("farm.journal");
        std::fs::write(&journal, "a chase\n").unwrap();
        let held = acquire(&journal).unwrap();
        assert!(lock_path(&journal).is_file());
        // The journal itself is free: a reader could even lock it.
        let reader = File::open(&journal).unwrap();
        reader.try_lock().unwrap();
        reader.unlock().unwrap();
        assert_eq!(std::fs::read_to_string(&journal).unwrap(), "a chase\n");
        assert!(matches!(
            acquire(&journal),
            Err(AutosaveError::Locked { .. })
        ));
        assert!(check_free(&journal).is_err());
        drop(held);
        assert!(check_free(&journal).is_ok());
        // An older chasetrack's lock, on the journal.
        let older = File::open(&journal).unwrap();
        older.try_lock().unwrap();
        assert!(matches!(
            acquire(&journal),
            Err(AutosaveError::Locked { .. })
        ));
        drop(older);
        assert!(acquire(&journal).is_ok());
        // No journal yet, in a folder not made yet (a first launch): nothing to check.
        assert!(check_free(&dir.path().join("journals/new.journal")).is_ok());
    }
}
