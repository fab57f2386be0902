//! Where each step of a script starts in its file, so that a step the rules refuse can be reported
//! as `script.ron:12:9: step 5: ...` and the keeper can jump straight to it.
//!
//! serde does not tell where a value came from, so this is a small scanner over the RON text: it
//! skips comments, strings and characters, follows the brackets, and notes the start of every
//! element of the top-level `steps: [...]` list. It never fails; text it cannot follow gives no
//! positions, and the messages then name the step by number only.

/// A line and column in a file, both counted from 1 (columns in characters).
#[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

/// The position of every element of the top-level `steps` list, in order.
pub fn step_positions(text: &str) -> Vec<Position> {
    let mut scanner = Scanner::new(text);
    let mut positions = Vec::new();
    // The depth of the brackets around the current token; the script's own parentheses are 1.
    let mut depth = 0usize;
    // The depth inside the `steps` list, once its `[` has been seen.
    let mut list_depth: Option<usize> = None;
    let mut expecting_element = false;
    // The last identifier at depth 1 and whether a ':' followed it, to find `steps: [`.
    let mut last_field: Option<String> = None;
    let mut after_colon = false;
    while let Some((position, token)) = scanner.next_token() {
        if let Some(list) = list_depth {
            if depth == list && expecting_element && token != Token::Close {
                positions.push(position);
                expecting_element = false;
            }
            match token {
                Token::Open => depth += 1,
                Token::Close => {
                    if depth == list {
                        return positions;
                    }
                    depth = depth.saturating_sub(1);
                }
                Token::Comma if depth == list => expecting_element = true,
                _ => {}
            }
            continue;
        }
        match token {
            Token::Open => {
                depth += 1;
                if depth == 2 && after_colon && last_field.as_deref() == Some("steps") {
                    list_depth = Some(depth);
                    expecting_element = true;
                }
                after_colon = false;
            }
            Token::Close => {
                depth = depth.saturating_sub(1);
                after_colon = false;
            }
            Token::Ident(name) if depth == 1 => {
                last_field = Some(name);
                after_colon = false;
            }
            Token::Colon if depth == 1 => after_colon = true,
            _ => after_colon = false,
        }
    }
    // The list never closed: the parser will say where; positions so far may be wrong.
    Vec::new()
}

#[derive(Debug, PartialEq, Eq)]
enum Token {
    Open,
    Close,
    Comma,
    Colon,
    Ident(String),
    /// A string, number, character or any other punctuation.
    Other,
}

struct Scanner<'a> {
    chars: std::iter::Peekable<std::str::Chars<'a>>,
    line: usize,
    column: usize,
}

impl<'a> Scanner<'a> {
    fn new(text: &'a str) -> Self {
        Scanner {
            chars: text.chars().peekable(),
            line: 1,
            column: 1,
        }
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.chars.next()?;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    fn next_token(&mut self) -> Option<(Position, Token)> {
        loop {
            let position = Position {
                line: self.line,
                column: self.column,
            };
            let c = self.bump()?;
            let token = match c {
                c if c.is_whitespace() => continue,
                '/' if self.chars.peek() == Some(&'/') => {
                    while self.chars.peek().is_some_and(|c| *c != '\n') {
                        self.bump();
                    }
                    continue;
                }
                '/' if self.chars.peek() == Some(&'*') => {
                    self.block_comment();
                    continue;
                }
                '(' | '[' | '{' => Token::Open,
                ')' | ']' | '}' => Token::Close,
                ',' => Token::Comma,
                ':' => Token::Colon,
                '"' => {
                    self.string();
                    Token::Other
                }
                '\'' => {
                    self.character();
                    Token::Other
                }
                'r' if matches!(self.chars.peek(), Some('#' | '"')) => {
                    self.raw_string();
                    Token::Other
                }
                c if c.is_alphanumeric() || c == '_' => {
                    let mut word = c.to_string();
                    while let Some(&next) = self.chars.peek() {
                        if !(next.is_alphanumeric() || next == '_') {
                            break;
                        }
                        word.push(next);
                        self.bump();
                    }
                    Token::Ident(word)
                }
                _ => Token::Other,
            };
            return Some((position, token));
        }
    }

    /// After `/`: RON block comments nest.
    fn block_comment(&mut self) {
        self.bump();
        let mut open = 1;
        while open > 0 {
            match self.bump() {
                None => return,
                Some('/') if self.chars.peek() == Some(&'*') => {
                    self.bump();
                    open += 1;
                }
                Some('*') if self.chars.peek() == Some(&'/') => {
                    self.bump();
                    open -= 1;
                }
                Some(_) => {}
            }
        }
    }

    /// After the opening `"`.
    fn string(&mut self) {
        while let Some(c) = self.bump() {
            match c {
                '\\' => {
                    self.bump();
                }
                '"' => return,
                _ => {}
            }
        }
    }

    /// After the opening `'`.
    fn character(&mut self) {
        while let Some(c) = self.bump() {
            match c {
                '\\' => {
                    self.bump();
                }
                '\'' => return,
                _ => {}
            }
        }
    }

    /// After `r`: `r"..."` or `r#"..."#` with any number of `#`.
    fn raw_string(&mut self) {
        let mut hashes = 0;
        while self.chars.peek() == Some(&'#') {
            self.bump();
            hashes += 1;
        }
        if self.bump() != Some('"') {
            return;
        }
        while let Some(c) = self.bump() {
            if c == '"' {
                let mut closing = 0;
                while closing < hashes && self.chars.peek() == Some(&'#') {
                    self.bump();
                    closing += 1;
                }
                if closing == hashes {
                    return;
                }
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn at(line: usize, column: usize) -> Position {
        Position { line, column }
    }

    #[test]
    fn finds_each_step_past_comments_and_strings() {
        let text = r#"// a script: "steps: [" in a comment does not count
(
    setup: "../steps: [x]", /* a (nested /* comment */) */
    steps: [
        Do(CutToChase()),   // 1
        Roll([73, 2, 1], NegotiateHazard(who: "Far, mer", skill: "DEX")),
        Expect(
            who: "Farmer",
        ),
        Undo, Redo,
    ],
)"#;
        assert_eq!(
            step_positions(text),
            vec![at(5, 9), at(6, 9), at(7, 9), at(10, 9), at(10, 15)]
        );
    }

    #[test]
    fn a_trailing_comma_and_an_empty_list_give_no_extra_step() {
        assert_eq!(step_positions("(steps: [Undo,])"), vec![at(1, 10)]);
        assert_eq!(step_positions("(steps: [])"), vec![]);
        assert_eq!(step_positions("(steps: [Undo"), vec![]);
        assert_eq!(step_positions(""), vec![]);
    }
}
