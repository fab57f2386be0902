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

/// How many participants a line makes: an `x3` (or `X3`, `×3`) anywhere after the side word
/// (`is_side`), so that the count, the gear and the skills may come in any order (`Cultist p x2
/// shotgun` as well as `Cultist p shotgun x2`). Returns the line with the count blanked out,
/// column for column, so that a mistake elsewhere is still named where it was typed, and the
/// count (1 when the line gives none).
pub fn take_count(line: &str, is_side: impl Fn(&str) -> bool) -> Result<(String, u32), LineError> {
    let all = words(line);
    let Some(side_at) = all.iter().skip(1).position(|word| is_side(word.text)) else {
        return Ok((line.to_string(), 1));
    };
    let counts: Vec<(Word<'_>, &str)> = all[side_at + 2..]
        .iter()
        .filter_map(|word| {
            let digits = word.text.strip_prefix(['x', 'X', '×'])?;
            (!digits.is_empty() && digits.chars().all(|c| c.is_ascii_digit()))
                .then_some((*word, digits))
        })
        .collect();
    let Some(&(word, digits)) = counts.first() else {
        return Ok((line.to_string(), 1));
    };
    if let Some((again, _)) = counts.get(1) {
        return Err(LineError::new(
            again.column,
            format!(
                "a line gives one count, not '{}' and '{}'",
                word.text, again.text
            ),
        ));
    }
    let count = match digits.parse::<u32>() {
        Ok(count) if (1..=20).contains(&count) => count,
        _ => {
            return Err(LineError::new(
                word.column,
                "a line makes 1 to 20 participants (x2, x3 ...)",
            ));
        }
    };
    let at = word.text.as_ptr() as usize - line.as_ptr() as usize;
    let blank = " ".repeat(word.text.chars().count());
    let blanked = format!("{}{blank}{}", &line[..at], &line[at + word.text.len()..]);
    Ok((blanked, count))
}

/// The line of the `number`th of several alike: its name numbered (`Cultist 2`), the rest of the
/// line from the side word on as it was.
pub fn numbered(line: &str, number: u32, is_side: impl Fn(&str) -> bool) -> String {
    let all = words(line);
    let Some(side_at) = all.iter().skip(1).position(|word| is_side(word.text)) else {
        return line.to_string();
    };
    let side = all[side_at + 1];
    let at = side.text.as_ptr() as usize - line.as_ptr() as usize;
    format!("{} {number} {}", joined(&all[..=side_at]), &line[at..])
}

/// One participant's line cut out of a line that names several before the side ("Amy, Bob q
/// inv": Amy's and Bob's), and where its columns lie in the line the keeper typed, so that a
/// mistake is named where it was typed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Named {
    /// The name and the rest of the line from the side on: `Bob q inv`.
    pub line: String,
    /// The column of the name in the typed line.
    name_column: usize,
    /// The characters of the name here.
    name_chars: usize,
    /// The column of the side in the typed line.
    rest_column: usize,
}

impl Named {
    /// A line of one name: itself, column for column.
    fn whole(line: &str) -> Named {
        Named {
            line: line.to_string(),
            name_column: 1,
            name_chars: 0,
            rest_column: 1,
        }
    }

    /// A mistake in this line, with its column in the line the keeper typed.
    pub fn back(&self, error: LineError) -> LineError {
        if self.name_chars == 0 {
            return error;
        }
        // This line is the name, a space, and the typed line from the side on.
        let column = if error.column <= self.name_chars + 1 {
            self.name_column
        } else {
            error.column - (self.name_chars + 2) + self.rest_column
        };
        LineError { column, ..error }
    }
}

/// The participants' lines a typed line stands for: several names separated by commas before
/// the first side word (`is_side`) share the rest of the line, the way a keeper says "Amy and
/// Bob, quarry, investigators"; any other line stands for itself. A comma after the last name
/// (`Amy, q, 60`) or between the numbers is still only a separator.
pub fn several_names(line: &str, is_side: impl Fn(&str) -> bool) -> Vec<Named> {
    let all = words(line);
    let Some(side) = all
        .iter()
        .enumerate()
        .skip(1)
        .find(|(_, word)| is_side(word.text))
        .map(|(_, word)| *word)
    else {
        return vec![Named::whole(line)];
    };
    // Where the side word starts, in bytes: the names are the text before it.
    let side_at = side.text.as_ptr() as usize - line.as_ptr() as usize;
    let mut names = Vec::new();
    let mut start = 0;
    for piece in line[..side_at].split(',') {
        let lead = piece.len() - piece.trim_start().len();
        let name = piece.trim();
        if !name.is_empty() {
            names.push((line[..start + lead].chars().count() + 1, name));
        }
        start += piece.len() + 1;
    }
    if names.len() < 2 {
        return vec![Named::whole(line)];
    }
    names
        .into_iter()
        .map(|(name_column, name)| Named {
            line: format!("{name} {}", &line[side_at..]),
            name_column,
            name_chars: name.chars().count(),
            rest_column: side.column,
        })
        .collect()
}

#[cfg(test)]
mod several_tests {
    use super::*;

    fn side(word: &str) -> bool {
        matches!(word, "q" | "p")
    }

    #[test]
    fn names_before_the_side_share_the_rest_of_the_line() {
        let lines: Vec<String> = several_names("Amy, Bob q inv 60", side)
            .into_iter()
            .map(|named| named.line)
            .collect();
        assert_eq!(lines, ["Amy q inv 60", "Bob q inv 60"]);
        let lines: Vec<String> = several_names("Dr. Ada Marsh, Ned,Sam p", side)
            .into_iter()
            .map(|named| named.line)
            .collect();
        assert_eq!(lines, ["Dr. Ada Marsh p", "Ned p", "Sam p"]);
    }

    #[test]
    fn one_name_or_commas_as_separators_stand_for_themselves() {
        for line in ["Amy q inv", "Amy, q, 60, 8", "Amy", "q p", ", Amy q"] {
            let named = several_names(line, side);
            assert_eq!(named.len(), 1, "{line}");
            assert_eq!(named[0].line, line);
        }
    }

    #[test]
    fn a_mistake_is_named_at_its_column_in_the_typed_line() {
        let named = several_names("Amy, Bob q i 60 eight", side);
        // "Bob q i 60 eight": 'eight' at column 12; typed at column 17.
        let error = named[1].back(LineError::new(12, "MOV"));
        assert_eq!(error.column, 17);
        // A mistake in the name is named at that name.
        assert_eq!(named[1].back(LineError::new(1, "name")).column, 6);
        assert_eq!(named[0].back(LineError::new(5, "side")).column, 10);
    }
}
