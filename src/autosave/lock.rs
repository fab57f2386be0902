//! One writer per journal: while a chasetrack writes a journal it holds an exclusive lock on the
//! journal file (the operating system's file lock, `File::try_lock`, released when the process
//! ends however it ends). A second chasetrack is refused and told which process holds it, which
//! Linux lists in `/proc/locks`. Readers (`follow`, `export`, `list`) take no lock.

use super::AutosaveError;
use std::fs::{File, TryLockError};
use std::path::Path;

/// Takes the lock of the open journal `file` at `path`, or says which process holds it.
///
/// A lock found taken is tried again for a moment before the refusal: a process that forks
/// (another program started from the same one, a test harness) shares the lock with its child
/// until the child's `exec`, so a journal closed an instant ago can still look held.
pub fn acquire(file: &File, path: &Path) -> Result<(), AutosaveError> {
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

/// Refuses a journal another chasetrack writes now, as [`acquire`] would, without keeping the
/// lock: what the screen asks before it offers to resume a journal, so that a second chasetrack
/// is refused before the offer, not after the keeper's answer. A journal that is not there, or
/// does not open, is left to the reader that comes next to name.
pub fn check_free(path: &Path) -> Result<(), AutosaveError> {
    match super::regular::open_to_read(path) {
        Ok(file) => acquire(&file, path),
        Err(_) => Ok(()),
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
