//! What `chasetrack list` shows of a journal, kept beside it so that the list reads a few hundred
//! bytes per chase instead of replaying every journal: the round and turn the chase stands at (or
//! how it ended), for the journal exactly as it was when this was written (its length and
//! modification time). A journal changed since (a command more, or an edit by hand) no longer
//! matches, and the list replays it as before; so the summary is a cache, never a truth. Length
//! and time are not enough (bit rot keeps both): the summary also holds the checksum of the
//! journal's last line, and it holds only while every line of the journal follows its chain up
//! to that line (checked without replaying anything). It is written to a new file beside its
//! place and renamed in, so a full disk leaves the old summary or none, never an empty one.
//!
//! The file is hidden beside the journal: `.hotel-1a2b3c4d.journal.state`, one line of JSON.

use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// A chase as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Summary {
    /// "Round 2, Farmer's turn", or "finished: Harvey escaped."
    pub state: String,
    /// Whether the chase is over.
    pub finished: bool,
}

#[derive(serde::Serialize, serde::Deserialize)]
struct Stored {
    journal_len: u64,
    /// The journal's modification time, in nanoseconds since the Unix epoch, as text.
    modified: String,
    /// The check field of the journal's last line (`88:1a2b…`), which covers every line before
    /// it; summaries written before it was kept have none, and are replayed once.
    #[serde(default)]
    last: Option<String>,
    summary: Summary,
}

/// Remembers what `journal` holds as it is now. Best effort: a summary that cannot be written
/// only means the list replays the journal.
pub fn remember(journal: &Path, summary: &Summary) {
    let Some((journal_len, modified)) = stamp(journal) else {
        return;
    };
    let Some(last) = super::scan::chain_end(journal) else {
        return;
    };
    let stored = Stored {
        journal_len,
        modified,
        last: Some(String::from_utf8_lossy(&last).into_owned()),
        summary: summary.clone(),
    };
    if let Ok(text) = serde_json::to_string(&stored) {
        let _ = super::replace::write_new(&sidecar(journal), text.as_bytes());
    }
}

/// The summary of `journal`, if one was written for the journal exactly as it is now.
pub fn recall(journal: &Path) -> Option<Summary> {
    let path = sidecar(journal);
    // A few hundred bytes; anything much larger, or not a plain file (a pipe would block the
    // list), is not ours.
    let file = super::regular::open_to_read(&path).ok()?;
    if file.metadata().ok()?.len() > 64 * 1024 {
        return None;
    }
    let mut bytes = Vec::new();
    std::io::Read::read_to_end(&mut std::io::Read::take(file, 64 * 1024), &mut bytes).ok()?;
    let stored: Stored = serde_json::from_slice(&bytes).ok()?;
    let (journal_len, modified) = stamp(journal)?;
    if stored.journal_len != journal_len || stored.modified != modified {
        return None;
    }
    let last = super::scan::chain_end(journal)?;
    (stored.last.as_deref() == Some(&*String::from_utf8_lossy(&last))).then_some(stored.summary)
}

/// Moves the summary along with its journal (a chase set aside keeps it).
pub(super) fn follow_rename(from: &Path, to: &Path) {
    let _ = std::fs::rename(sidecar(from), sidecar(to));
}

/// `.name.journal.state` beside the journal.
pub(super) fn sidecar(journal: &Path) -> PathBuf {
    let name = journal
        .file_name()
        .map(|name| name.to_string_lossy().into_owned())
        .unwrap_or_default();
    super::place::parent_dir(journal).join(format!(".{name}.state"))
}

fn stamp(journal: &Path) -> Option<(u64, String)> {
    let meta = std::fs::metadata(journal).ok()?;
    let modified = meta.modified().ok()?.duration_since(UNIX_EPOCH).ok()?;
    Some((meta.len(), modified.as_nanos().to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_summary_holds_only_for_the_journal_as_it_was() {
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("farm.journal");
        std::fs::write(&journal, "line\n").unwrap();
        let summary = Summary {
            state: "Round 2".into(),
            finished: false,
        };
        assert_eq!(recall(&journal), None);
        remember(&journal, &summary);
        assert_eq!(recall(&journal), Some(summary));
        std::fs::write(&journal, "line\nmore\n").unwrap();
        assert_eq!(recall(&journal), None, "a line more");
    }

    /// A line changed in place (bit rot), with the journal's length and time put back,
    /// no longer matches the summary.
    #[test]
    fn a_summary_does_not_hold_for_a_journal_changed_in_place() {
        use crate::autosave::{Record, line_after};
        let dir = tempfile::tempdir().unwrap();
        let journal = dir.path().join("farm.journal");
        let mut text = String::new();
        for record in [
            Record::Header {
                identity: "0".into(),
                name: "Farm".into(),
                setup: None,
                seed: None,
                started: None,
            },
            Record::Undo,
            Record::Redo,
        ] {
            let line = line_after(text.as_bytes(), &record);
            text.push_str(&line);
            text.push('\n');
        }
        std::fs::write(&journal, &text).unwrap();
        let summary = Summary {
            state: "Round 2".into(),
            finished: false,
        };
        remember(&journal, &summary);
        assert_eq!(recall(&journal), Some(summary));
        let modified = std::fs::metadata(&journal).unwrap().modified().unwrap();
        let rotten = text.replacen("Undo", "Uneo", 1);
        std::fs::write(&journal, &rotten).unwrap();
        std::fs::File::options()
            .write(true)
            .open(&journal)
            .unwrap()
            .set_modified(modified)
            .unwrap();
        assert_eq!(recall(&journal), None, "a byte changed in line 2");
    }
}
