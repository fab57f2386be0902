//! Writing any file that is not a journal's own append (an export, the summary `list` keeps):
//! the text goes to a new hidden file in the same folder, is synced, and only
//! then renamed over its place, so that a full disk, a crash or a kill part way leaves the old
//! file whole (or no file), never an empty or half-written one. And such a write never lands on
//! a file chasetrack reads: [`same_file`] tells two names of one file apart from two files, by
//! their canonical paths and by their device and inode, so `./`, `../dir/`, a symlink or a hard
//! link all count as the same file.

use std::io::Write;
use std::path::{Path, PathBuf};

/// Writes `bytes` to `path` by way of a new file beside it, renamed into place once synced. A
/// symlink at `path` is followed: the file it names is replaced, the link stays.
pub fn write_new(path: &Path, bytes: &[u8]) -> std::io::Result<()> {
    let target = match std::fs::symlink_metadata(path) {
        Ok(meta) if meta.file_type().is_symlink() => std::fs::canonicalize(path)?,
        _ => path.to_path_buf(),
    };
    let dir = super::place::parent_dir(&target);
    let temp = temp_beside(&target);
    let written = (|| {
        let mut file = std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&temp)?;
        file.write_all(bytes)?;
        file.flush()?;
        file.sync_data()?;
        drop(file);
        std::fs::rename(&temp, &target)
    })();
    if let Err(error) = written {
        let _ = std::fs::remove_file(&temp);
        return Err(error);
    }
    // The rename is durable once the folder is synced; the file itself is already whole.
    let _ = super::place::sync_dir(&dir);
    Ok(())
}

/// Makes a file size limit met while writing (SIGXFSZ) a write that fails, as a full disk is,
/// instead of a process killed with a temporary file left behind. For the subcommands that write
/// beside the journals without the screen (`list`); the screen watches the signal itself.
pub fn file_size_limit_is_an_error() {
    #[cfg(unix)]
    {
        static MET: std::sync::LazyLock<std::sync::Arc<std::sync::atomic::AtomicBool>> =
            std::sync::LazyLock::new(std::sync::Arc::default);
        let _ =
            signal_hook::flag::register(signal_hook::consts::SIGXFSZ, std::sync::Arc::clone(&MET));
    }
}

/// Why a file written for the keeper (an export's `-o`) must not go to `output`, or `None` when it
/// may: it is one of the files being read (`reads`, each with how the keeper knows it), a
/// chasetrack journal, a chase setup, or not a plain file (a folder, a device, a pipe). Checked
/// before anything is written, so a wrong `-o` costs nothing.
pub fn why_not_write_over(output: &Path, reads: &[(&Path, &str)]) -> Option<String> {
    for (read, what) in reads {
        if same_file(output, read) {
            return Some(format!(
                "it is {what} ({}), which this would overwrite",
                crate::escape::path(read)
            ));
        }
    }
    let meta = match std::fs::metadata(output) {
        Ok(meta) => meta,
        // Nothing there yet (or a dangling link, replaced by the rename): a new file.
        Err(_) => return None,
    };
    if !meta.is_file() {
        return Some("it is not a plain file (a folder, a device or a pipe)".to_string());
    }
    if output.extension().is_some_and(|ext| ext == "journal") || super::header(output).is_ok() {
        return Some("it is a chasetrack journal: a chase would be lost".to_string());
    }
    if crate::setup::load(output).is_ok() {
        return Some("it is a chase setup: its chases would no longer open".to_string());
    }
    None
}

/// `.NAME.PID.tmp` beside `path`: hidden (never listed), and one per process, so that two
/// processes writing the same file never share a half-written one.
fn temp_beside(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    super::place::parent_dir(path).join(format!(".{name}.{}.tmp", std::process::id()))
}

/// Whether `a` and `b` name the same existing file: the same canonical path (through `.`, `..`
/// and symlinks), or, on Unix, the same device and inode (a hard link). A path that does not
/// exist is no file.
pub fn same_file(a: &Path, b: &Path) -> bool {
    if let (Ok(a), Ok(b)) = (std::fs::canonicalize(a), std::fs::canonicalize(b))
        && a == b
    {
        return true;
    }
    match (identity(a), identity(b)) {
        (Some(a), Some(b)) => a == b,
        _ => false,
    }
}

/// The device and inode of the file at `path` (symlinks followed); `None` where the platform has
/// none, or the file is not there.
pub fn identity(path: &Path) -> Option<(u64, u64)> {
    let meta = std::fs::metadata(path).ok()?;
    of_metadata(&meta)
}

/// The device and inode in `meta`, on Unix.
pub fn of_metadata(meta: &std::fs::Metadata) -> Option<(u64, u64)> {
    #[cfg(unix)]
    {
        use std::os::unix::fs::MetadataExt;
        Some((meta.dev(), meta.ino()))
    }
    #[cfg(not(unix))]
    {
        let _ = meta;
        None
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_replaced_whole_and_no_temporary_file_stays() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("log.md");
        std::fs::write(&file, "old").unwrap();
        write_new(&file, b"new").unwrap();
        assert_eq!(std::fs::read_to_string(&file).unwrap(), "new");
        let names: Vec<_> = std::fs::read_dir(dir.path())
            .unwrap()
            .map(|e| e.unwrap().file_name())
            .collect();
        assert_eq!(names, vec![std::ffi::OsString::from("log.md")]);
    }

    #[test]
    fn two_names_of_one_file_are_the_same_file() {
        let dir = tempfile::tempdir().unwrap();
        let sub = dir.path().join("sub");
        std::fs::create_dir(&sub).unwrap();
        let file = sub.join("a.journal");
        std::fs::write(&file, "x").unwrap();
        assert!(same_file(&file, &sub.join("../sub/./a.journal")));
        assert!(!same_file(&file, &sub.join("b.journal")));
        #[cfg(unix)]
        {
            let link = dir.path().join("link");
            std::os::unix::fs::symlink(&file, &link).unwrap();
            assert!(same_file(&file, &link));
            let hard = dir.path().join("hard");
            std::fs::hard_link(&file, &hard).unwrap();
            assert!(same_file(&file, &hard));
        }
    }
}
