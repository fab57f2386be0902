//! Reading a journal a line at a time: each record is handed on as soon as its line is read and
//! checked, so that reading a journal costs one line of memory beside what the caller keeps (the
//! chase it replays), never the whole file or a list of every record.
//!
//! The rules are [`super::read`]'s: a journal whose first line has a checksum has one on every
//! line; once a line is chained ([`super::chain`]) every later one is; the last line, when it has
//! no newline, counts only if it is whole, else it was torn by a crash and is left out; the first
//! damaged line anywhere else stops the reading and is named.

use super::read::{first_line_damage, no_header, parse_line};
use super::{AutosaveError, Record, chain, io_error};
use std::io::{BufRead, BufReader, Read};
use std::path::Path;

/// Reads the journal at `path`, handing each good record to `visit` with its line number (from
/// 1). Returns the damage that stopped it, if any (`Ok(None)`: the journal is whole); an error of
/// `visit` or of reading the file stops it at once and is returned as `Err`.
pub(super) fn scan(
    path: &Path,
    mut visit: impl FnMut(usize, Record) -> Result<(), AutosaveError>,
) -> Result<Option<AutosaveError>, AutosaveError> {
    let file = super::regular::open_to_read(path).map_err(|source| io_error(path, source))?;
    // A file that grows while it is read (the keeper's screen appends) is read as far as its
    // length was at the start, plus whatever whole lines came since: never more than the cap.
    let mut reader = BufReader::with_capacity(64 * 1024, file.take(super::MAX_JOURNAL_BYTES));
    let mut line = Vec::new();
    let mut previous = Vec::new();
    let mut checked = false;
    let mut chained = false;
    let mut at = 0usize;
    let damage = |at: usize, message: String| AutosaveError::Corrupt {
        path: path.display().to_string(),
        line: at,
        message,
    };
    loop {
        line.clear();
        let read = reader
            .read_until(b'\n', &mut line)
            .map_err(|source| io_error(path, source))?;
        if read == 0 {
            // An empty file has no header: it is not a journal.
            return Ok((at == 0).then(|| no_header(path)));
        }
        at += 1;
        let whole = line.last() == Some(&b'\n');
        if whole {
            line.pop();
        }
        let check = chain::split(&line).1;
        if at == 1 {
            checked = check != chain::Check::Missing;
        }
        let record = match check {
            chain::Check::Missing if checked => Err("this line has lost its checksum: the file \
                                                     was changed after chasetrack wrote it"
                .to_string()),
            chain::Check::Missing | chain::Check::Own(_) if chained => Err(
                "this line has lost its place in the chain of lines: the file was changed after \
                 chasetrack wrote it"
                    .to_string(),
            ),
            _ => parse_line(&previous, at, &line),
        };
        if !whole {
            // The last line without its newline: kept only when it is whole (it parses, follows
            // the line before it and carries its checksum when the journal's lines do); anything
            // less was torn by a crash before chasetrack acknowledged it.
            return match record {
                Ok(Record::Header { .. }) if at > 1 => Ok(Some(second_header(path, at))),
                Ok(record) => visit(at, record).map(|()| None),
                Err(_) if at == 1 => Ok(Some(no_header(path))),
                Err(_) => Ok(None),
            };
        }
        chained |= matches!(check, chain::Check::Chained { .. });
        previous.clear();
        previous.extend_from_slice(chain::field(&line));
        match record {
            Ok(Record::Header { .. }) if at > 1 => return Ok(Some(second_header(path, at))),
            Ok(record) => visit(at, record)?,
            Err(message) if at == 1 => return Ok(Some(first_line_damage(path, &line, message))),
            Err(message) => return Ok(Some(damage(at, message))),
        }
    }
}

fn second_header(path: &Path, at: usize) -> AutosaveError {
    AutosaveError::Corrupt {
        path: path.display().to_string(),
        line: at,
        message: "a second header: two journals were joined into one file".to_string(),
    }
}

/// What appending to a journal needs to know of it: how many lines it has, the last line's check
/// field (the next line chains to it), and where its whole lines end. Read a line at a time.
#[derive(Debug, Default)]
pub(super) struct Tail {
    /// Whole lines (ending in a newline).
    pub lines: u64,
    /// The check field of the last whole line.
    pub previous: Vec<u8>,
    /// The byte length of the whole lines.
    pub whole_len: u64,
    /// The line after the last newline, if the file does not end in one.
    pub unterminated: Option<Vec<u8>>,
    /// Whether the first line carries a checksum.
    pub checked: bool,
}

/// Reads through a journal for [`Tail`].
pub(super) fn tail(reader: impl Read) -> std::io::Result<Tail> {
    let mut reader = BufReader::with_capacity(64 * 1024, reader);
    let mut tail = Tail::default();
    let mut line = Vec::new();
    loop {
        line.clear();
        let read = reader.read_until(b'\n', &mut line)?;
        if read == 0 {
            return Ok(tail);
        }
        if line.last() != Some(&b'\n') {
            tail.unterminated = Some(std::mem::take(&mut line));
            return Ok(tail);
        }
        line.pop();
        if tail.lines == 0 {
            tail.checked = chain::split(&line).1 != chain::Check::Missing;
        }
        tail.lines += 1;
        tail.whole_len += read as u64;
        tail.previous.clear();
        tail.previous.extend_from_slice(chain::field(&line));
    }
}

/// The check field of a journal's last whole line, when every line follows the one before it:
/// what `list`'s summary of a journal is checked against ([`super::index`]), so that a journal
/// changed since (bit rot that kept its length and time, a line edited by hand) is never
/// described from the summary. Only the checksums are checked, no line is parsed or replayed:
/// a megabyte costs milliseconds. `None` for a journal that does not follow its chain, or is not
/// a plain file; an old journal without checksums gives an empty field (nothing to check).
pub(super) fn chain_end(path: &Path) -> Option<Vec<u8>> {
    let file = super::regular::open_to_read(path).ok()?;
    let mut reader = BufReader::with_capacity(64 * 1024, file.take(super::MAX_JOURNAL_BYTES));
    let mut line = Vec::new();
    let mut previous = Vec::new();
    let mut at = 0u64;
    loop {
        line.clear();
        if reader.read_until(b'\n', &mut line).ok()? == 0 || line.last() != Some(&b'\n') {
            // The end, or a torn last line that was never acknowledged.
            return (at > 0).then_some(previous);
        }
        line.pop();
        at += 1;
        let (json, check) = chain::split(&line);
        if chain::verify(&previous, at, json, check).is_some() {
            return None;
        }
        previous.clear();
        previous.extend_from_slice(chain::field(&line));
    }
}
