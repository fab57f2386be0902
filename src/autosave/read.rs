//! Reading a journal back: its header, and the replay that rebuilds the chase exactly as it was
//! played (each command handled again with the dice it used, undo and redo done again).
//!
//! Only the last line may be damaged by a crash, and only by being cut short: it was being written
//! and never acknowledged, so it is dropped. Damage anywhere else means the file was changed after
//! it was written; that is reported with its line number and nothing is guessed.

use super::{AutosaveError, Record, chain, io_error};
use crate::dice::{Rolled, Roller};
use crate::engine::{NotRecorded, Outcome, Session};
use crate::setup::Setup;
use crate::systems::{AnyCommand, Chase, System, each};
use std::io::{BufRead, BufReader};
use std::path::{Path, PathBuf};

/// What a journal's first line says about the chase it holds: enough to name it to the keeper
/// and to find its setup file again.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct JournalHeader {
    /// The identity of the setup text the journal was written for.
    pub identity: String,
    /// The chase's name, as the setup gave it.
    pub name: String,
    /// The setup file, as an absolute path when it was known; `None` for the built-in sample.
    pub setup: Option<String>,
    /// The seed of the tool's rolls the chase was started with, when the journal records it.
    pub seed: Option<u64>,
    /// When the chase was started (seconds since the Unix epoch), when the journal records it.
    pub started: Option<u64>,
}

impl JournalHeader {
    /// The setup file the header names, for the journal at `journal`: a relative path (an old
    /// journal's, or one written where the setup's absolute path could not be found) is read
    /// from the working directory when it is there, else from the journal's own folder (as
    /// written, then the file's name alone), so the journal opens from anywhere. `None` for the
    /// built-in sample.
    pub fn setup_file(&self, journal: &Path) -> Option<PathBuf> {
        let named = Path::new(self.setup.as_deref()?);
        if named.is_absolute() || named.exists() {
            return Some(named.to_path_buf());
        }
        // From the journal's folder: the path as written, then the file alone (a setup kept
        // beside its journal, both moved together).
        let folder = journal.parent().unwrap_or(Path::new(""));
        let beside = [
            Some(folder.join(named)),
            named.file_name().map(|f| folder.join(f)),
        ];
        Some(
            beside
                .into_iter()
                .flatten()
                .find(|path| path.exists())
                .unwrap_or_else(|| named.to_path_buf()),
        )
    }
}

/// Reads only a journal's header, e.g. to find the setup of a journal given with `--resume`.
pub fn header(path: &Path) -> Result<JournalHeader, AutosaveError> {
    check_regular_file(path)?;
    let file = super::regular::open_to_read(path).map_err(|source| io_error(path, source))?;
    let mut first = Vec::new();
    BufReader::new(file)
        .read_until(b'\n', &mut first)
        .map_err(|source| io_error(path, source))?;
    check_header_line(path, &first)
}

/// A journal that belongs to this setup and whose chase is not over, if there is one: the file
/// exists, its header carries the setup's identity, it replays, the replayed chase is still
/// running and at least one command has been applied. A journal that does not replay is not
/// offered; starting over keeps it as a backup.
pub fn unfinished(path: &Path, setup: &Setup) -> Option<PathBuf> {
    unfinished_chase(path, setup).map(|_| path.to_path_buf())
}

/// Like [`unfinished`], with the chase the journal replays to: the screen keeps it for the
/// resume question and for resuming, so the journal is replayed once.
pub fn unfinished_chase(path: &Path, setup: &Setup) -> Option<Chase> {
    if !path.is_file() {
        return None;
    }
    let chase = resume(path, setup).ok()?;
    (chase.outcome() == Outcome::Ongoing && chase.journal_len() > 0).then_some(chase)
}

/// Rebuilds a chase from its setup and a journal file: each command is handled again with its
/// recorded dice, and undo and redo are replayed, so the state is exactly where it was.
///
/// The result has the same state, the same journal (commands, dice and events) and the same redo
/// stack as the chase that wrote the file. A torn last line is dropped; any other unreadable
/// line is [`AutosaveError::Corrupt`]; a header of another setup is
/// [`AutosaveError::WrongSetup`]; a command the rules now refuse, or whose dice do not fit, is
/// [`AutosaveError::Replay`] naming its line.
pub fn resume(path: &Path, setup: &Setup) -> Result<Chase, AutosaveError> {
    check_regular_file(path)?;
    // Read a line at a time and replayed as it is read: the chase is all that is kept.
    let mut chase = setup.chase.clone();
    let damage = super::scan::scan(path, |line, record| match record {
        Record::Header { identity, name, .. } if line == 1 => {
            if identity == setup.identity {
                return Ok(());
            }
            Err(AutosaveError::WrongSetup {
                path: path.display().to_string(),
                expected: describe(&setup.name, &setup.identity, &identity),
                found: describe(&name, &identity, &setup.identity),
            })
        }
        _ if line == 1 => Err(no_header(path)),
        record => replay(&mut chase, record).map_err(|message| AutosaveError::Replay {
            path: path.display().to_string(),
            line,
            message,
        }),
    })?;
    match damage {
        Some(damage) => Err(damage),
        None => Ok(chase),
    }
}

/// Refuses what cannot be a journal before reading it: a folder, or a device or pipe such as
/// `/dev/zero` that would be read forever.
pub(super) fn check_regular_file(path: &Path) -> Result<(), AutosaveError> {
    let metadata = std::fs::metadata(path).map_err(|source| io_error(path, source))?;
    if !metadata.is_file() {
        return Err(AutosaveError::Corrupt {
            path: path.display().to_string(),
            line: 1,
            message: format!(
                "this is not a chasetrack journal: it is {}",
                super::regular::NOT_PLAIN
            ),
        });
    }
    if metadata.len() > MAX_JOURNAL_BYTES {
        return Err(AutosaveError::TooBig {
            path: crate::escape::printable(&path.display().to_string()),
            size: metadata.len(),
            max: MAX_JOURNAL_BYTES,
        });
    }
    Ok(())
}

/// The largest journal read: a chase of ten thousand commands writes about 3 MB, so 64 MiB is far
/// beyond any evening's play (docs/autosave.md).
pub const MAX_JOURNAL_BYTES: u64 = 64 << 20;

/// Parses one line of a journal (without its newline) that stands at line `at` (from 1), after a
/// line whose check field was `previous`. A line chasetrack writes ends in a tab, its number and a
/// checksum chained to the line before ([`chain`]); a line changed, repeated, moved or missing no
/// longer matches, even when it is still valid JSON. Lines of journals written before the chain
/// (a checksum of their own JSON) or before checksums (none) still read; [`records`] sees that a
/// journal does not go back from chained lines to older ones.
pub(super) fn parse_line(previous: &[u8], at: usize, line: &[u8]) -> Result<Record, String> {
    let (json, check) = chain::split(line);
    if let Some(why) = chain::verify(previous, at as u64, json, check) {
        return Err(why);
    }
    serde_json::from_slice(json).map_err(|e| {
        let text = e.to_string();
        let what = text.split(" at line ").next().unwrap_or(&text);
        format!(
            "this line is not a journal record ({what}, column {}); the file was changed after \
             chasetrack wrote it",
            e.column()
        )
    })
}

/// The last line of a file that does not end in a newline, if it is a whole record all the same:
/// it parses and, in a journal with checksums, carries its own and follows the line before it.
/// Anything less was torn by a crash before chasetrack acknowledged it.
pub(super) fn whole_tail(checked: bool, previous: &[u8], at: usize, tail: &[u8]) -> Option<Record> {
    if tail.is_empty() || (checked && chain::split(tail).1 == chain::Check::Missing) {
        return None;
    }
    parse_line(previous, at, tail).ok()
}

/// Checks that the first line of `bytes` is a journal header.
pub(super) fn check_header_line(path: &Path, bytes: &[u8]) -> Result<JournalHeader, AutosaveError> {
    let first = bytes.split(|b| *b == b'\n').next().unwrap_or_default();
    match parse_line(b"", 1, first) {
        Ok(Record::Header {
            identity,
            name,
            setup,
            seed,
            started,
        }) => Ok(JournalHeader {
            identity,
            name,
            setup,
            seed,
            started,
        }),
        Ok(_) => Err(no_header(path)),
        // Cut inside its first line: a header that was never whole, not a changed one.
        Err(_) if !bytes.contains(&b'\n') => Err(no_header(path)),
        Err(message) => Err(first_line_damage(path, first, message)),
    }
}

/// What is wrong with a first line that does not read as a header: a line chasetrack wrote (it
/// carries a checksum, or is a header's JSON) and was changed since (a byte flipped, a byte-order
/// mark or a carriage return added, the lines reversed or the first one deleted) is damage at
/// line 1, named as a changed line is anywhere else; anything else is not a journal.
pub(super) fn first_line_damage(path: &Path, line: &[u8], message: String) -> AutosaveError {
    let (json, check) = chain::split(line);
    let json = json.strip_prefix("\u{feff}".as_bytes()).unwrap_or(json);
    let written_by_us =
        check != chain::Check::Missing || json.trim_ascii_start().starts_with(b"{\"Header\"");
    if !written_by_us {
        return no_header(path);
    }
    AutosaveError::Corrupt {
        path: path.display().to_string(),
        line: 1,
        message: format!("the header: {message}"),
    }
}

/// Whether `error` says the file has no journal header at all (not a journal, or one cut inside
/// its first line), rather than naming damage in a line.
pub fn is_headerless(error: &AutosaveError) -> bool {
    matches!(error, AutosaveError::Corrupt { line: 1, message, .. }
        if message.starts_with("this is not a chasetrack journal: its first line"))
}

/// Whether `path` is meant as a journal, not a setup: it is named `*.journal` (or a numbered
/// backup), or its text starts with `{` after any byte-order mark (a setup starts with `(` or a
/// comment). Only a plain file is looked into.
pub fn looks_like_a_journal(path: &Path) -> bool {
    let name = path
        .file_name()
        .map(|n| n.to_string_lossy().into_owned())
        .unwrap_or_default();
    if name.ends_with(".journal") || name.contains(".journal.bak-") {
        return true;
    }
    let mut start = [0u8; 64];
    super::regular::open_to_read(path)
        .and_then(|mut file| std::io::Read::read(&mut file, &mut start))
        .is_ok_and(|read| {
            let text = &start[..read];
            let text = text.strip_prefix("\u{feff}".as_bytes()).unwrap_or(text);
            text.iter()
                .find(|byte| !byte.is_ascii_whitespace())
                .is_some_and(|byte| *byte == b'{')
        })
}

/// Every record with its line number (from 1). The last line, when it has no newline and does not
/// parse, was torn by a crash and is left out; damage anywhere else is an error naming its line.
pub(super) fn records(path: &Path) -> Result<Numbered, AutosaveError> {
    match records_until_damage(path)? {
        (records, None) => Ok(records),
        (_, Some(damage)) => Err(damage),
    }
}

/// Records with their line numbers (from 1).
type Numbered = Vec<(usize, Record)>;

/// The records up to the first damaged line, and the damage, if there is any.
fn records_until_damage(path: &Path) -> Result<(Numbered, Option<AutosaveError>), AutosaveError> {
    let mut records = Vec::new();
    let damage = super::scan::scan(path, |line, record| {
        records.push((line, record));
        Ok(())
    })?;
    Ok((records, damage))
}

/// A journal damaged part way: the chase up to its last good line, the records that made it
/// (header first), and where and how the journal is damaged.
#[derive(Debug)]
pub struct Salvage {
    pub chase: Chase,
    pub records: Vec<Record>,
    pub damage: AutosaveError,
}

/// The chase a damaged journal holds up to its last good line; `Ok(None)` when the journal is
/// whole. A journal of another setup, or with no header, is not salvaged but refused.
pub fn salvage(path: &Path, setup: &Setup) -> Result<Option<Salvage>, AutosaveError> {
    check_regular_file(path)?;
    let (records, damage) = records_until_damage(path)?;
    match records.first() {
        Some((_, Record::Header { identity, name, .. })) if *identity != setup.identity => {
            return Err(AutosaveError::WrongSetup {
                path: path.display().to_string(),
                expected: describe(&setup.name, &setup.identity, identity),
                found: describe(name, identity, &setup.identity),
            });
        }
        Some((_, Record::Header { .. })) => {}
        // Damage in the header itself (a byte changed, the first line deleted): the chase up to
        // the last good line is its start, offered as damage before anything is started over.
        // A file with no header at all is not a journal to salvage.
        _ => {
            return match damage {
                Some(damage) if !is_headerless(&damage) => Ok(Some(Salvage {
                    chase: setup.chase.clone(),
                    records: Vec::new(),
                    damage,
                })),
                _ => Err(no_header(path)),
            };
        }
    }
    let mut chase = setup.chase.clone();
    let mut kept = Vec::new();
    let mut damage = damage;
    for (line, record) in records {
        if matches!(record, Record::Header { .. }) {
            kept.push(record);
            continue;
        }
        if let Err(message) = replay(&mut chase, record.clone()) {
            damage = Some(AutosaveError::Replay {
                path: path.display().to_string(),
                line,
                message,
            });
            break;
        }
        kept.push(record);
    }
    Ok(damage.map(|damage| Salvage {
        chase,
        records: kept,
        damage,
    }))
}

pub(super) fn no_header(path: &Path) -> AutosaveError {
    AutosaveError::Corrupt {
        path: path.display().to_string(),
        line: 1,
        message: "this is not a chasetrack journal: its first line must be the header that names \
                  the setup"
            .to_string(),
    }
}

/// How a setup is named in a wrong-setup message: its name and the start of its identity, which
/// tells an edited setup file from the one the journal was written for.
/// A setup as a keeper tells it from `other`: its name and the first 8 hex digits of its
/// identity, or as many more as it takes to tell the two apart.
fn describe(name: &str, identity: &str, other: &str) -> String {
    let same = identity
        .chars()
        .zip(other.chars())
        .take_while(|(a, b)| a == b)
        .count();
    let short: String = identity.chars().take(8.max(same + 1)).collect();
    format!("{name} #{short}")
}

/// Does one record again on the chase.
pub(super) fn replay(chase: &mut Chase, record: Record) -> Result<(), String> {
    match record {
        Record::Header { .. } => Err("a second header".to_string()),
        Record::Command { command, dice } => {
            each!(chase, session => replay_command(session, &command, &dice))
        }
        Record::Undo => {
            let undone = chase.undo();
            undone
                .then_some(())
                .ok_or_else(|| "an undo, but no command is left to take back".to_string())
        }
        Record::Redo => {
            let redone = chase.redo();
            redone
                .then_some(())
                .ok_or_else(|| "a redo, but no undone command is left to redo".to_string())
        }
    }
}

/// Handles a command again with exactly the dice it used, which must all be used. A command of
/// another system than the setup's is refused by name.
fn replay_command<R: System>(
    session: &mut Session<R>,
    command: &AnyCommand,
    dice: &[Rolled],
) -> Result<(), String> {
    let command = R::command(command).ok_or_else(|| {
        format!(
            "a command for another chase system than this setup's ({})",
            R::KIND.title()
        )
    })?;
    let again = |session: &mut Session<R>, command: &R::Command| {
        let mut roller = Roller::given(dice.iter().map(|rolled| rolled.0));
        session
            .execute_if(command.clone(), &mut roller, |entry, roller| {
                if roller.has_given() || entry.dice != dice {
                    return Err(format!(
                        "it saved {} dice values but uses {} now",
                        dice.len(),
                        entry.dice.len()
                    ));
                }
                Ok(())
            })
            .map(|_| ())
            .map_err(|not_done| match not_done {
                NotRecorded::Refused(why) => why.to_string(),
                NotRecorded::Withdrawn(why) => why,
            })
    };
    // A refused command changes nothing: a journal written before a rule was tightened is
    // tried again as it meant the command then.
    again(session, command).or_else(|why| match R::as_written_earlier(command) {
        Some(earlier) => again(session, &earlier).map_err(|_| why),
        None => Err(why),
    })
}

#[cfg(test)]
mod describe_tests {
    use super::describe;

    /// Two setups whose identities agree on their first eight hex digits are still told apart.
    #[test]
    fn identities_that_share_eight_digits_are_shown_apart() {
        let a = "c4168068a1b2c3d4";
        let b = "c4168068ffff0000";
        assert_eq!(describe("Knights", a, b), "Knights #c4168068a");
        assert_eq!(describe("Knights", b, a), "Knights #c4168068f");
        assert_eq!(
            describe("Knights", a, "0000000000000000"),
            "Knights #c4168068"
        );
    }
}
