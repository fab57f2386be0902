//! Reading one line the keeper typed: words with the column each starts at, numbers with a
//! message that names the field, and writing a name back as a RON string.

/// What is wrong in one line, and where (the column counts characters from 1).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LineError {
    pub column: usize,
    pub message: String,
}

impl LineError {
    pub fn new(column: usize, message: impl Into<String>) -> Self {
        LineError {
            column,
            message: message.into(),
        }
    }
}

/// One word of a line and the column where it starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Word<'a> {
    pub text: &'a str,
    pub column: usize,
}

/// The words of a line, split at spaces and commas (a keeper may write either).
pub fn words(line: &str) -> Vec<Word<'_>> {
    let mut words = Vec::new();
    let mut start = None;
    let mut column = 0;
    for (at, c) in line.char_indices() {
        column += 1;
        let separator = c.is_whitespace() || c == ',';
        match (separator, start) {
            (false, None) => start = Some((at, column)),
            (true, Some((from, col))) => {
                words.push(Word {
                    text: &line[from..at],
                    column: col,
                });
                start = None;
            }
            _ => {}
        }
    }
    if let Some((from, col)) = start {
        words.push(Word {
            text: &line[from..],
            column: col,
        });
    }
    words
}

/// A whole number from 0 to `max` for `field`; `d8` is read as 8 where dice sizes are asked.
pub fn number(word: Word<'_>, field: &str, max: u32) -> Result<u32, LineError> {
    let digits = word
        .text
        .strip_prefix(['d', 'D'])
        .filter(|_| field.contains("die"))
        .unwrap_or(word.text);
    match digits.parse::<u32>() {
        Ok(value) if value <= max => Ok(value),
        Ok(value) => Err(LineError::new(
            word.column,
            format!("{field} is at most {max}, not '{value}'"),
        )),
        Err(_) => Err(LineError::new(
            word.column,
            format!("{field} must be a whole number, not '{}'", word.text),
        )),
    }
}

/// A signed whole number between `-max` and `max` (a bonus).
pub fn signed(word: Word<'_>, field: &str, max: i32) -> Result<i32, LineError> {
    match word.text.trim_start_matches('+').parse::<i32>() {
        Ok(value) if value.abs() <= max => Ok(value),
        _ => Err(LineError::new(
            word.column,
            format!(
                "{field} must be a whole number from -{max} to {max}, not '{}'",
                word.text
            ),
        )),
    }
}

/// Whether a word is a number (the end of a name, the start of the numbers).
pub fn is_number(word: &Word<'_>) -> bool {
    let text = word.text.trim_start_matches(['+', '-']);
    !text.is_empty() && text.chars().all(|c| c.is_ascii_digit())
}

/// A name as a RON string: quotes and backslashes escaped, control characters dropped.
pub fn quoted(name: &str) -> String {
    let mut out = String::from("\"");
    for c in name.chars().filter(|c| !c.is_control()) {
        if c == '"' || c == '\\' {
            out.push('\\');
        }
        out.push(c);
    }
    out.push('"');
    out
}

/// The words from `from` up to the first of `stop`, joined by one space (a name of several words).
pub fn joined(words: &[Word<'_>]) -> String {
    words
        .iter()
        .map(|word| word.text)
        .collect::<Vec<_>>()
        .join(" ")
}

/// The name before the first side word of a line, the side (`true` for the first side: the
/// quarry's, the prey's) and the words after it; `hint` says how to write the line when no word
/// after the name is a side.
pub fn name_and_side<'w, 'a>(
    words: &'w [Word<'a>],
    side: impl Fn(&str) -> Option<bool>,
    hint: &str,
) -> Result<(String, bool, &'w [Word<'a>]), LineError> {
    let at = words
        .iter()
        .position(|word| side(word.text).is_some())
        .filter(|&at| at > 0)
        .ok_or_else(|| LineError::new(1, hint))?;
    Ok((
        joined(&words[..at]),
        side(words[at].text) == Some(true),
        &words[at + 1..],
    ))
}
