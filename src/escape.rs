//! Text that came from a file (a setup, a journal, a file's own name) on its way to a terminal, a
//! document or a JSON reader: a control character (an escape sequence, a bell, an 8-bit C1 control
//! such as U+009B, which a terminal reading 8-bit controls takes for ESC [) and a bidirectional
//! override or isolate (U+202A..U+202E, U+2066..U+2069, which reorder what a reader sees) are
//! written as their escapes, so that a chase name or a file name cannot steer the keeper's
//! terminal or hide what a line says. The screen does the same for what it draws.
//!
//! Three doors: [`printable`] for a piece of text, [`path`] for a file name, and [`Printable`], the
//! writer every subcommand's output goes through, so that nothing a subcommand prints reaches the
//! terminal raw even where a piece was not escaped on its own. JSON output is escaped by [`json`]
//! first, into JSON's own `\u009b` form, so that it stays JSON.

use std::io::{self, Write};
use std::path::Path;

/// Whether `c` may not reach a terminal or a reader raw: a control character other than the line
/// end (C0, DEL, C1), or a bidirectional embedding, override or isolate.
pub fn is_unsafe(c: char) -> bool {
    (c.is_control() && c != '\n') || is_bidi_control(c)
}

/// U+202A..U+202E (embeddings and overrides) and U+2066..U+2069 (isolates).
fn is_bidi_control(c: char) -> bool {
    matches!(c, '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}')
}

/// The text with every unsafe character ([`is_unsafe`]) written as `\u{1b}`.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_unsafe(c) {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
}

/// [`printable`] in place, for a copy of a chase the screen draws (a sentence, or a sheet's
/// [`crate::engine::Name`]); whether anything changed. Text already escaped stays as it is.
pub fn in_place<T>(text: &mut T) -> bool
where
    T: std::ops::Deref<Target = str> + From<String>,
{
    if !text.chars().any(is_unsafe) {
        return false;
    }
    *text = T::from(printable(text));
    true
}

/// A file name or path as a keeper should read it: escaped like any text from outside.
pub fn path(path: &Path) -> String {
    printable(&path.display().to_string())
}

/// JSON text (as serde_json writes it) with the characters it leaves raw inside strings (DEL, the
/// C1 controls, the bidirectional controls) written as JSON escapes (`\u009b`): the same string
/// to a JSON reader, and nothing a terminal acts on.
pub fn json(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if is_unsafe(c) && c != '\t' && c != '\r' {
            out.push_str(&format!("\\u{:04x}", u32::from(c)));
        } else {
            out.push(c);
        }
    }
    out
}

/// A writer that escapes what it passes on ([`is_unsafe`] characters but tab): the last guard
/// between a subcommand's output and the terminal. Bytes that are not UTF-8 pass as U+FFFD.
pub struct Printable<W: Write> {
    inner: W,
    /// The start of a character cut between two writes.
    pending: Vec<u8>,
}

impl<W: Write> Printable<W> {
    pub fn new(inner: W) -> Self {
        Printable {
            inner,
            pending: Vec::new(),
        }
    }

    fn pass(&mut self, text: &str) -> io::Result<()> {
        if !text.chars().any(|c| is_unsafe(c) && c != '\t') {
            return self.inner.write_all(text.as_bytes());
        }
        let mut out = String::with_capacity(text.len() + 16);
        for c in text.chars() {
            if is_unsafe(c) && c != '\t' {
                out.extend(c.escape_default());
            } else {
                out.push(c);
            }
        }
        self.inner.write_all(out.as_bytes())
    }
}

impl<W: Write> Write for Printable<W> {
    fn write(&mut self, buf: &[u8]) -> io::Result<usize> {
        self.pending.extend_from_slice(buf);
        let bytes = std::mem::take(&mut self.pending);
        let mut rest = bytes.as_slice();
        loop {
            match std::str::from_utf8(rest) {
                Ok(text) => {
                    self.pass(text)?;
                    break;
                }
                Err(error) => {
                    let (good, bad) = rest.split_at(error.valid_up_to());
                    // Checked by from_utf8 just above.
                    self.pass(std::str::from_utf8(good).unwrap_or_default())?;
                    match error.error_len() {
                        Some(len) => {
                            self.pass("\u{fffd}")?;
                            rest = &bad[len..];
                        }
                        None => {
                            self.pending = bad.to_vec();
                            break;
                        }
                    }
                }
            }
        }
        Ok(buf.len())
    }

    fn flush(&mut self) -> io::Result<()> {
        if !self.pending.is_empty() {
            self.pending.clear();
            self.pass("\u{fffd}")?;
        }
        self.inner.flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn escapes_are_written_out_and_words_kept() {
        assert_eq!(
            printable("Harvey\u{1b}]0;pwned\u{7}"),
            "Harvey\\u{1b}]0;pwned\\u{7}"
        );
        assert_eq!(printable("Café\nnext line"), "Café\nnext line");
    }

    #[test]
    fn c1_controls_and_bidirectional_overrides_are_escaped() {
        assert_eq!(printable("a\u{9b}2Jb"), "a\\u{9b}2Jb");
        assert_eq!(printable("\u{202e}kcatta"), "\\u{202e}kcatta");
        assert_eq!(printable("\u{2066}x\u{2069}"), "\\u{2066}x\\u{2069}");
        assert_eq!(printable("\u{200d}"), "\u{200d}", "a joiner stays");
    }

    #[test]
    fn json_escapes_stay_json_and_mean_the_same_string() {
        let raw = "Knight\u{9b}\u{9c}\u{9d}\u{202e}\u{7f}";
        let text = json(&serde_json::to_string(&raw).unwrap());
        assert!(text.is_ascii(), "{text}");
        assert_eq!(serde_json::from_str::<String>(&text).unwrap(), raw);
    }

    #[test]
    fn the_writer_escapes_across_writes_and_passes_plain_text() {
        let mut out = Printable::new(Vec::new());
        let text = "x\u{1b}]0;PWNED\u{7}\u{1b}[2J é\u{9b}\n\tok";
        for byte in text.as_bytes() {
            out.write_all(&[*byte]).unwrap();
        }
        out.flush().unwrap();
        assert_eq!(
            String::from_utf8(out.inner).unwrap(),
            "x\\u{1b}]0;PWNED\\u{7}\\u{1b}[2J é\\u{9b}\n\tok"
        );
    }
}
