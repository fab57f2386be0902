//! Text that came from a file (a setup, a journal) on its way to a terminal or a document: a
//! control character (an escape sequence, a bell) is written as its escape, so that a chase name
//! cannot steer the keeper's terminal. The screen does the same for what it draws.

/// The text with every control character but the line end written as `\u{1b}`.
pub fn printable(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        if c.is_control() && c != '\n' {
            out.extend(c.escape_default());
        } else {
            out.push(c);
        }
    }
    out
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
}
