//! `chasetrack list`: the chases in the data directory, newest first, each with its setup, system,
//! round, when it was started and last played, whether it is finished, and the command that
//! resumes it. Plain `list` shows the chases not finished (running, or damaged: a keeper should
//! see why one will not open); `list --all` every one, with how it ended. Chases set aside by
//! starting over are journals of their own and are listed like any other, and so are the numbered
//! backups (`….journal.bak-1`) earlier versions left.
//!
//! Each journal is replayed on its setup (the journal's header names the file), so the round and
//! the outcome are the chase's own, and a journal that no longer fits is named as such rather
//! than left out: a keeper looking for last week's chase should see why it will not open.

use super::CliError;
use crate::autosave::{self, AutosaveError};
use crate::dates::local_date_time;
use crate::escape::printable;
use crate::setup;
use crate::tui::keymap::Keymap;
use std::io::Write;
use std::path::{Path, PathBuf};
use std::time::UNIX_EPOCH;

/// One journal as the list shows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Listed {
    pub journal: PathBuf,
    /// The chase's name as its setup gives it.
    pub name: String,
    /// The setup file, or "built-in sample".
    pub setup: String,
    /// "Call of Cthulhu 7e", or "?" when the chase could not be rebuilt.
    pub system: String,
    /// "Round 2", "finished: Harvey escaped.", or why it does not open.
    pub state: String,
    /// Whether `chasetrack --resume` would pick it up where it stood.
    pub resumable: bool,
    /// Whether its chase is over (plain `list` leaves it out).
    pub finished: bool,
    /// When the chase was started (seconds since the Unix epoch), if the journal records it.
    pub started: Option<u64>,
    /// Who is in it, a few names: what tells two chases of the same name apart at a glance
    /// (three improvised chases are all "Improvised chase").
    pub people: String,
    /// Seconds since the Unix epoch of the journal's last write.
    pub modified: u64,
}

/// Prints the list of chases in the journals folder (or says where it looked and found none):
/// those not finished, or with `all` every one.
pub(super) fn run(
    out: &mut dyn Write,
    all: bool,
    data: Option<&Path>,
    keymap: &Keymap,
) -> Result<u8, CliError> {
    // A summary that cannot be written on a full disk is skipped, never left empty.
    autosave::replace::file_size_limit_is_an_error();
    let Some(folder) = autosave::journals_folder(data) else {
        writeln!(
            out,
            "No data directory on this system: journals are written beside their setup files."
        )?;
        return Ok(0);
    };
    let chases = in_folder(&folder, keymap);
    if chases.is_empty() {
        writeln!(out, "No chases yet in {}.", crate::escape::path(&folder))?;
        return Ok(0);
    }
    let (shown, finished): (Vec<&Listed>, Vec<&Listed>) =
        chases.iter().partition(|chase| all || !chase.finished);
    for chase in &shown {
        let started = chase
            .started
            .map(|at| format!(", started {}", local_date_time(at)))
            .unwrap_or_default();
        let people = match chase.people.is_empty() {
            true => String::new(),
            false => format!("\n    with {}", printable(&chase.people)),
        };
        writeln!(
            out,
            "{}  {}{started}  ({}, {}){people}\n    {} — {}",
            local_date_time(chase.modified),
            printable(&chase.name),
            chase.system,
            printable(&chase.setup),
            printable(&chase.state),
            if chase.resumable {
                format!(
                    "{} --resume {}",
                    crate::invocation::program(),
                    crate::escape::path(&chase.journal)
                )
            } else {
                format!("journal: {}", crate::escape::path(&chase.journal))
            }
        )?;
    }
    match finished.len() {
        0 => {}
        1 => writeln!(
            out,
            "1 finished chase not shown: chasetrack list --all shows it too."
        )?,
        n => writeln!(
            out,
            "{n} finished chases not shown: chasetrack list --all shows them too."
        )?,
    }
    Ok(0)
}

/// Every `*.journal` in `folder`, and every numbered backup (`*.journal.bak-N`) earlier versions
/// kept, newest first.
/// A summary it works out names keys as `keymap` has them.
pub fn in_folder(folder: &Path, keymap: &Keymap) -> Vec<Listed> {
    let Ok(entries) = std::fs::read_dir(folder) else {
        return Vec::new();
    };
    let mut chases: Vec<Listed> = entries
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        // A pipe, device or folder named like a journal is listed with why it does not open
        // (it is never opened: a pipe would block the list).
        .filter(|path| is_journal(path))
        .map(|path| describe(&path, keymap))
        .collect();
    chases.sort_by(|a, b| b.modified.cmp(&a.modified).then(a.name.cmp(&b.name)));
    chases
}

/// The first names of the people in a chase, "Amy, Harvey, Cultist 1 and 2 more".
fn people(chase: &crate::systems::Chase) -> String {
    use crate::odds::Policy;
    const SHOWN: usize = 4;
    let roster: Vec<String> = crate::systems::each!(chase, session => session
        .state()
        .roster()
        .into_iter()
        .map(|(name, _)| name)
        .collect());
    let mut text = roster
        .iter()
        .take(SHOWN)
        .cloned()
        .collect::<Vec<_>>()
        .join(", ");
    if roster.len() > SHOWN {
        text.push_str(&format!(" and {} more", roster.len() - SHOWN));
    }
    text
}

/// A journal's name: `*.journal`, or a numbered backup `*.journal.bak-N`. Hidden files (a journal
/// being written) are not.
fn is_journal(path: &Path) -> bool {
    let Some(name) = path.file_name().and_then(|name| name.to_str()) else {
        return false;
    };
    if name.starts_with('.') {
        return false;
    }
    match name.rsplit_once(".journal.bak-") {
        Some((_, n)) => !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()),
        None => name.ends_with(".journal"),
    }
}

/// What one journal holds, found by replaying it on the setup its header names.
fn describe(journal: &Path, keymap: &Keymap) -> Listed {
    let modified = std::fs::metadata(journal)
        .and_then(|meta| meta.modified())
        .ok()
        .and_then(|time| time.duration_since(UNIX_EPOCH).ok())
        .map_or(0, |since| since.as_secs());
    let mut listed = Listed {
        journal: journal.to_path_buf(),
        name: String::new(),
        setup: String::new(),
        system: "?".to_string(),
        state: String::new(),
        resumable: false,
        finished: false,
        started: None,
        people: String::new(),
        modified,
    };
    let header = match autosave::header(journal) {
        Ok(header) => header,
        Err(error) => {
            listed.name = "(not a journal)".to_string();
            listed.state = error.to_string();
            return listed;
        }
    };
    listed.name = header.name.clone();
    listed.started = header.started;
    listed.setup = header
        .setup
        .clone()
        .unwrap_or_else(|| "built-in sample".to_string());
    let setup = match header.setup_file(journal) {
        Some(file) => match setup::load(&file) {
            Ok(setup) => setup,
            Err(error) => {
                listed.state = format!("its setup does not load: {error}");
                return listed;
            }
        },
        None => setup::sample(),
    };
    listed.system = setup.chase.system().title().to_string();
    listed.people = people(&setup.chase);
    if header.identity != setup.identity {
        listed.state = "its setup was edited since; it no longer replays".to_string();
        return listed;
    }
    // What a screen or an earlier list remembered of the journal as it is now; else it is
    // replayed (a line at a time), and remembered for the next list.
    let summary = match autosave::index::recall(journal) {
        Some(summary) => summary,
        None => match autosave::resume(journal, &setup) {
            Ok(chase) => {
                let summary = crate::report::summary(&chase, keymap.key_names(chase.system()));
                autosave::index::remember(journal, &summary);
                summary
            }
            Err(AutosaveError::WrongSetup { .. }) => {
                listed.state = "its setup was edited since; it no longer replays".to_string();
                return listed;
            }
            Err(error) => {
                listed.state = format!("does not replay: {error}");
                return listed;
            }
        },
    };
    listed.resumable = !summary.finished;
    listed.finished = summary.finished;
    listed.state = summary.state;
    listed
}
