//! Where journals live: the platform's data directory (`directories`), overridable with
//! `CHASETRACK_DATA_DIR`, and beside the setup file when the platform has none; the numbered
//! backups kept when a chase is started over; and the directory sync that makes a new file
//! survive a power cut.

use std::path::{Path, PathBuf};

/// The environment variable that replaces the platform's data directory (journals then go to
/// `$CHASETRACK_DATA_DIR/journals/`).
pub(crate) const DATA_DIR_VAR: &str = "CHASETRACK_DATA_DIR";

/// The journal of a setup: `<data dir>/journals/<stem>-<first 8 of identity>.journal`, with no
/// configured data directory.
pub(crate) fn journal_path(setup_path: Option<&Path>, identity: &str) -> PathBuf {
    journal_path_in(data_folder(None), setup_path, identity)
}

/// [`journal_path`] with the data directory given (an improvised chase knows where it wrote its
/// setup; tests keep out of the keeper's own directory).
pub(crate) fn journal_path_in(
    data_dir: Option<PathBuf>,
    setup_path: Option<&Path>,
    identity: &str,
) -> PathBuf {
    let stem = setup_path
        .and_then(Path::file_stem)
        .map(|s| s.to_string_lossy().into_owned())
        .filter(|s| !s.is_empty())
        .unwrap_or_else(|| "sample".to_string());
    let short: String = identity
        .chars()
        .filter(char::is_ascii_alphanumeric)
        .take(8)
        .collect::<String>()
        .to_ascii_lowercase();
    let name = if short.is_empty() {
        format!("{stem}.journal")
    } else {
        format!("{stem}-{short}.journal")
    };
    journal_dir_in(data_dir, setup_path).join(name)
}

/// The other journals of the same setup file as `own` (`<stem>-<8 characters>.journal` beside
/// it, under other identities), the newest first.
pub(crate) fn sibling_journals(own: &Path) -> Vec<PathBuf> {
    let (Some(dir), Some(name)) = (own.parent(), own.file_name().and_then(|n| n.to_str())) else {
        return Vec::new();
    };
    let Some((stem, _)) = name.rsplit_once('-') else {
        return Vec::new();
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return Vec::new();
    };
    let mut found: Vec<(std::time::SystemTime, PathBuf)> = entries
        .filter_map(Result::ok)
        .filter_map(|entry| {
            let file = entry.file_name().to_str()?.to_string();
            let short = file
                .strip_prefix(stem)?
                .strip_prefix('-')?
                .strip_suffix(".journal")?;
            let ours = short.len() == 8 && short.chars().all(|c| c.is_ascii_alphanumeric());
            let modified = entry.metadata().ok()?.modified().ok()?;
            (ours && file != name).then(|| (modified, entry.path()))
        })
        .collect();
    found.sort_by_key(|(modified, _)| std::cmp::Reverse(*modified));
    found.into_iter().map(|(_, path)| path).collect()
}

/// The folder where the journals of setups live in the data directory `data` (`chasetrack list`
/// reads it); `None` when there is none, and journals are written beside their setups.
pub fn journals_folder(data: Option<&Path>) -> Option<PathBuf> {
    data.map(|dir| dir.join("journals"))
}

/// `$CHASETRACK_DATA_DIR` when set, else `configured` (the configuration's `defaults.data_dir`),
/// else the platform's data directory for chasetrack (improvised setups go in its `improvised/`
/// folder). The command line works it out once, from the configuration it read, and hands it to
/// whatever reads or writes there.
pub fn data_folder(configured: Option<&Path>) -> Option<PathBuf> {
    std::env::var_os(DATA_DIR_VAR)
        .filter(|v| !v.is_empty())
        .map(PathBuf::from)
        .or_else(|| configured.map(Path::to_path_buf))
        .or_else(|| {
            directories::ProjectDirs::from("", "", "chasetrack").map(|d| d.data_dir().to_path_buf())
        })
}

/// `<data dir>/journals`, else the setup file's own directory (or the current one for the
/// built-in sample).
fn journal_dir_in(data_dir: Option<PathBuf>, setup_path: Option<&Path>) -> PathBuf {
    match data_dir {
        Some(dir) => dir.join("journals"),
        None => setup_path.map_or_else(|| PathBuf::from("."), parent_dir),
    }
}

/// The directory a file is in; `.` for a bare file name.
pub(crate) fn parent_dir(path: &Path) -> PathBuf {
    match path.parent() {
        Some(parent) if !parent.as_os_str().is_empty() => parent.to_path_buf(),
        _ => PathBuf::from("."),
    }
}

/// Where a journal set aside goes: beside it, named after it and when its chase was started,
/// `hotel-1a2b3c4d-2026-11-24-035200.journal` (then `…-2.journal`, `…-3.journal` if taken). It
/// stays a `.journal`, so `chasetrack list` shows it as a chase of its own; its name no longer
/// has the setup's `<stem>-<8 characters>` shape, so it is not taken for the setup's journal.
pub(crate) fn set_aside_path(path: &Path, started: u64) -> PathBuf {
    let stem = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    let stem = stem.strip_suffix(".journal").unwrap_or(&stem).to_string();
    let time = crate::dates::date_time(started);
    // "2026-11-24 03:52 UTC" with the seconds, as one word.
    let stamp = format!(
        "{}-{}{:02}",
        &time[..10],
        time[11..16].replace(':', ""),
        started % 60
    );
    let dir = parent_dir(path);
    let mut n = 1u32;
    loop {
        let name = match n {
            1 => format!("{stem}-{stamp}.journal"),
            _ => format!("{stem}-{stamp}-{n}.journal"),
        };
        let candidate = dir.join(name);
        if !candidate.exists() {
            return candidate;
        }
        n += 1;
    }
}

/// Where a new journal is written before it is put in place: a hidden file beside it (not a
/// `.journal`, so never listed), renamed over when its header is on disk.
pub(crate) fn being_written(path: &Path) -> PathBuf {
    let name = path
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    parent_dir(path).join(format!(".{name}.new"))
}

/// How the header names the setup file: its absolute path when it can be found, so that the
/// journal says which file it belongs to from any working directory.
pub(crate) fn describe_setup_path(setup_path: &Path) -> String {
    std::fs::canonicalize(setup_path)
        .unwrap_or_else(|_| setup_path.to_path_buf())
        .display()
        .to_string()
}

/// Creates a directory and any missing parents, and syncs the parent of each one created, so
/// that a journal's folder, new on a first run, survives a power cut with the journal in it.
pub(crate) fn create_dir_durably(dir: &Path) -> std::io::Result<()> {
    let missing: Vec<PathBuf> = dir
        .ancestors()
        .take_while(|d| !d.as_os_str().is_empty() && !d.exists())
        .map(Path::to_path_buf)
        .collect();
    std::fs::create_dir_all(dir)?;
    for created in missing.iter().rev() {
        sync_dir(&parent_dir(created))?;
    }
    Ok(())
}

/// Makes a directory's entries (a new or renamed file) durable. Windows cannot open a directory
/// for this; there NTFS's own journal keeps the metadata.
pub(crate) fn sync_dir(dir: &Path) -> std::io::Result<()> {
    #[cfg(unix)]
    {
        std::fs::File::open(dir)?.sync_all()
    }
    #[cfg(not(unix))]
    {
        let _ = dir;
        Ok(())
    }
}

/// The journal in `folder` written last (`*.journal`, a regular file, not hidden, not a backup),
/// with when: the chase the keeper is playing now, for a players' screen that follows whichever
/// chase the keeper plays.
pub fn newest_journal(folder: &Path) -> Option<(PathBuf, std::time::SystemTime)> {
    std::fs::read_dir(folder)
        .ok()?
        .filter_map(Result::ok)
        .filter(|entry| {
            let name = entry.file_name();
            let name = name.to_string_lossy();
            !name.starts_with('.') && name.ends_with(".journal")
        })
        .filter_map(|entry| {
            let meta = entry.metadata().ok()?;
            meta.is_file()
                .then(|| Some((entry.path(), meta.modified().ok()?)))
                .flatten()
        })
        .max_by(|a, b| a.1.cmp(&b.1).then_with(|| a.0.cmp(&b.0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_chase_set_aside_is_named_after_its_journal_and_its_start() {
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("farm-1a2b3c4d.journal");
        // 2026-11-24 03:13:20 UTC.
        let started = 1_795_490_000;
        assert_eq!(
            set_aside_path(&journal, started),
            dir.path().join("farm-1a2b3c4d-2026-11-24-031320.journal")
        );
        std::fs::write(
            dir.path().join("farm-1a2b3c4d-2026-11-24-031320.journal"),
            "",
        )
        .unwrap();
        assert_eq!(
            set_aside_path(&journal, started),
            dir.path().join("farm-1a2b3c4d-2026-11-24-031320-2.journal")
        );
        assert_eq!(
            being_written(&journal),
            dir.path().join(".farm-1a2b3c4d.journal.new")
        );
    }

    #[test]
    fn journals_go_to_the_data_directory_else_beside_the_setup() {
        let data = Some(PathBuf::from("/data/chasetrack"));
        let hotel = Path::new("/games/hotel.ron");
        assert_eq!(
            journal_dir_in(data.clone(), Some(hotel)),
            PathBuf::from("/data/chasetrack/journals")
        );
        assert_eq!(
            journal_dir_in(data, None),
            PathBuf::from("/data/chasetrack/journals")
        );
        assert_eq!(journal_dir_in(None, Some(hotel)), PathBuf::from("/games"));
        assert_eq!(journal_dir_in(None, None), PathBuf::from("."));
    }

    #[test]
    fn the_name_is_the_setup_stem_and_the_identity_prefix() {
        let path = journal_path(Some(Path::new("assets/hotel.ron")), "1A2B3C4D5E6F7081");
        assert_eq!(path.file_name().unwrap(), "hotel-1a2b3c4d.journal");
        let sample = journal_path(None, "00ff00ff00ff00ff");
        assert_eq!(sample.file_name().unwrap(), "sample-00ff00ff.journal");
    }

    #[test]
    fn a_bare_file_name_lives_in_the_current_directory() {
        assert_eq!(parent_dir(Path::new("hotel.ron")), PathBuf::from("."));
        assert_eq!(
            parent_dir(Path::new("assets/hotel.ron")),
            PathBuf::from("assets")
        );
    }
}
