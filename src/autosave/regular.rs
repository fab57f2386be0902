//! Opening only plain files: a FIFO, a device or a folder where chasetrack expects a journal, a
//! setup, a script or the summary `list` keeps is named and refused, never opened. Opening a
//! FIFO blocks until someone writes to it, before the terminal is touched and deaf to signals;
//! a device such as `/dev/zero` would be read forever. So the file is looked at
//! first (`stat` does not open it), and the file opened is checked to be the one looked at.

use std::fs::{File, OpenOptions};
use std::io;
use std::path::Path;

/// What a refusal says: the caller puts the file's name before it.
pub const NOT_PLAIN: &str =
    "not a plain file (a folder, a device or a pipe), which chasetrack never opens";

/// Opens `path` with `options` only if it is a plain file (a symlink to one counts). A file that
/// is not there is created when `options` say so; anything else there is refused with
/// [`io::ErrorKind::InvalidInput`] and [`NOT_PLAIN`], without being opened.
pub fn open(path: &Path, options: &OpenOptions) -> io::Result<File> {
    let before = match std::fs::metadata(path) {
        Ok(meta) if !meta.is_file() => return Err(not_plain()),
        Ok(meta) => Some(meta),
        Err(error) if error.kind() == io::ErrorKind::NotFound => None,
        Err(error) => return Err(error),
    };
    let file = options.open(path)?;
    let opened = file.metadata()?;
    // Swapped between the look and the open: what was opened is judged again.
    let same = match &before {
        Some(before) => super::replace::of_metadata(before) == super::replace::of_metadata(&opened),
        None => true,
    };
    if !opened.is_file() || !same {
        return Err(not_plain());
    }
    Ok(file)
}

/// Opens a plain file to read it.
pub fn open_to_read(path: &Path) -> io::Result<File> {
    open(path, OpenOptions::new().read(true))
}

/// Whether whatever is at `path` (not following a last symlink's target if it dangles) is
/// something other than a plain file: a folder, a device, a pipe or a socket.
pub fn is_there_but_not_plain(path: &Path) -> bool {
    std::fs::metadata(path).is_ok_and(|meta| !meta.is_file())
}

fn not_plain() -> io::Error {
    io::Error::new(io::ErrorKind::InvalidInput, NOT_PLAIN)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_folder_is_refused_and_a_plain_file_opens() {
        let dir = tempfile::tempdir().unwrap();
        let error = open_to_read(dir.path()).unwrap_err();
        assert_eq!(error.kind(), io::ErrorKind::InvalidInput);
        assert!(error.to_string().contains("not a plain file"));
        let file = dir.path().join("a.journal");
        std::fs::write(&file, "x").unwrap();
        assert!(open_to_read(&file).is_ok());
        assert!(is_there_but_not_plain(dir.path()));
        assert!(!is_there_but_not_plain(&file));
        assert!(!is_there_but_not_plain(&dir.path().join("none")));
    }

    #[cfg(unix)]
    #[test]
    fn a_pipe_is_refused_without_blocking() {
        let dir = tempfile::tempdir().unwrap();
        let fifo = dir.path().join("a.journal");
        let made = std::process::Command::new("mkfifo").arg(&fifo).status();
        if !made.is_ok_and(|status| status.success()) {
            return;
        }
        // Opening it would block until a writer came; refused at once instead.
        assert!(open_to_read(&fifo).is_err());
        assert!(open(&fifo, OpenOptions::new().append(true).create(true)).is_err());
    }
}
