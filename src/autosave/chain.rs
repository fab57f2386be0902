//! The journal's lines as one chain: each line chasetrack writes ends in a tab, its line number
//! and a checksum that covers its JSON, its number and the check of the line before it
//! (`{json}\t7:1a2b3c4d5e6f7081`). A line changed, repeated, swapped with another, deleted or
//! put in from elsewhere no longer follows the line before it, and the reader names the first
//! line where that happens, as it names a line that is not JSON.
//!
//! Older journals stay readable: lines with only the checksum of their own JSON (16 hex digits,
//! no number) and lines with no checksum at all. A journal resumed from such a file goes on with
//! chained lines, the first one chained to the old line before it; once a chained line is in a
//! file, every later line must be chained too.
//!
//! The hash is the 64-bit FNV-1a, the same as a setup's identity: it is there to find damage and
//! lines out of their place, not to stop a forger (who could recompute any unkeyed hash), and a
//! chance of 2^-64 that a changed line still matches is far below anything a keeper meets.

/// What a line carries after its JSON.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Check<'a> {
    /// No tab: a journal written before checksums.
    Missing,
    /// The checksum of the line's own JSON: a journal written before the chain.
    Own(&'a [u8]),
    /// The line's number and the checksum that chains it to the line before.
    Chained { number: u64, sum: &'a [u8] },
}

/// The line's JSON and what it carries after its tab. JSON has no raw tab in it, so the last tab
/// starts the check.
pub(super) fn split(line: &[u8]) -> (&[u8], Check<'_>) {
    let Some(tab) = line.iter().rposition(|b| *b == b'\t') else {
        return (line, Check::Missing);
    };
    let (json, field) = (&line[..tab], &line[tab + 1..]);
    let check = match field.iter().position(|b| *b == b':') {
        Some(colon) => match std::str::from_utf8(&field[..colon])
            .ok()
            .and_then(|n| n.parse::<u64>().ok())
        {
            Some(number) => Check::Chained {
                number,
                sum: &field[colon + 1..],
            },
            // A number that does not read is a checksum that cannot match.
            None => Check::Chained {
                number: 0,
                sum: field,
            },
        },
        None => Check::Own(field),
    };
    (json, check)
}

/// The text after a line's tab (empty for a line without one): what the next line's check covers.
pub(super) fn field(line: &[u8]) -> &[u8] {
    match line.iter().rposition(|b| *b == b'\t') {
        Some(tab) => &line[tab + 1..],
        None => &[],
    }
}

/// The check field of line `number` holding `json`, after a line whose check field was `previous`
/// (empty for the first line): `7:1a2b3c4d5e6f7081`.
pub(super) fn link(previous: &[u8], number: u64, json: &[u8]) -> String {
    format!("{number}:{}", sum(previous, number, json))
}

/// The checksum of an old-style line: FNV-1a of its JSON alone.
pub(super) fn own(json: &[u8]) -> String {
    format!("{:016x}", fnv1a(FNV_OFFSET, json))
}

/// Why line `at` (from 1) does not follow the line before it, or `None` when it does.
pub(super) fn verify(previous: &[u8], at: u64, json: &[u8], check: Check<'_>) -> Option<String> {
    match check {
        Check::Missing => None,
        Check::Own(sum) => (sum != own(json).as_bytes()).then(changed),
        Check::Chained { number, .. } if number > at => Some(match number - at {
            1 => format!(
                "this line was written as line {number}: line {at} before it is missing (deleted, \
                 or moved elsewhere)"
            ),
            _ => format!(
                "this line was written as line {number}: lines {at} to {} before it are missing \
                 (deleted, or moved elsewhere)",
                number - 1
            ),
        }),
        Check::Chained { number, .. } if number < at && number > 0 => Some(format!(
            "this line was written as line {number}: it is a copy, or was moved here (a line \
             repeated, or two lines swapped)"
        )),
        Check::Chained { number, sum: found } => {
            (found != self::sum(previous, number, json).as_bytes()).then(changed)
        }
    }
}

fn changed() -> String {
    "this line was changed after chasetrack wrote it: its checksum does not match".to_string()
}

fn sum(previous: &[u8], number: u64, json: &[u8]) -> String {
    let hash = fnv1a(FNV_OFFSET, previous);
    let hash = fnv1a(hash, b"\t");
    let hash = fnv1a(hash, number.to_string().as_bytes());
    let hash = fnv1a(hash, b"\t");
    format!("{:016x}", fnv1a(hash, json))
}

const FNV_OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
const FNV_PRIME: u64 = 0x0000_0100_0000_01b3;

fn fnv1a(start: u64, bytes: &[u8]) -> u64 {
    bytes.iter().fold(start, |hash, byte| {
        (hash ^ u64::from(*byte)).wrapping_mul(FNV_PRIME)
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn line(previous: &[u8], number: u64, json: &str) -> String {
        format!("{json}\t{}", link(previous, number, json.as_bytes()))
    }

    #[test]
    fn the_old_checksum_is_the_setup_identity_hash_of_the_json() {
        let json = br#"{"Header":{}}"#;
        assert_eq!(own(json), crate::setup::identity(r#"{"Header":{}}"#));
        assert_eq!(verify(b"", 1, json, Check::Own(own(json).as_bytes())), None);
    }

    #[test]
    fn a_chained_line_follows_only_the_line_it_was_written_after() {
        let first = line(b"", 1, "\"A\"");
        let second = line(field(first.as_bytes()), 2, "\"Undo\"");
        let (json, check) = split(second.as_bytes());
        assert_eq!(verify(field(first.as_bytes()), 2, json, check), None);
        // After another line with the same number, it does not.
        let other = line(b"", 1, "\"B\"");
        assert!(verify(field(other.as_bytes()), 2, json, check).is_some());
        // At another place it says where it was written.
        let moved = verify(field(first.as_bytes()), 3, json, check).unwrap();
        assert!(moved.contains("written as line 2"), "{moved}");
        let early = verify(b"", 1, json, check).unwrap();
        assert!(early.contains("line 1 before it is missing"), "{early}");
    }

    #[test]
    fn a_number_that_does_not_read_never_matches() {
        let (json, check) = split(b"\"Undo\"\tx:0000000000000000");
        assert!(verify(b"", 1, json, check).is_some());
        assert_eq!(split(b"\"Undo\"").1, Check::Missing);
    }
}
