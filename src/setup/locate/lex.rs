//! Splits a setup's text into tokens the way RON reads it: strings, raw strings, chars, `//` and
//! nested `/* */` comments, brackets and punctuation, each with where it starts and ends. Never
//! fails: an unterminated string or comment simply runs to the end of the text.

use super::Position;

#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Kind {
    Open(char),
    Close(char),
    Comma,
    Colon,
    Ident,
    /// A string, raw string, byte string or char; `multiline` when it runs over a line break.
    Text {
        multiline: bool,
    },
    /// Numbers and anything else up to the next delimiter.
    Other,
}

#[derive(Clone, Debug)]
pub struct Token {
    pub kind: Kind,
    pub text: String,
    pub at: Position,
    pub end: Position,
}

/// Splits the text into tokens, skipping whitespace and comments. Never fails: an unterminated
/// string or comment simply runs to the end of the text.
pub fn lex(source: &str) -> Vec<Token> {
    let mut cursor = Cursor::new(source);
    let mut tokens = Vec::new();
    while let Some(c) = cursor.peek(0) {
        let at = cursor.position();
        let start = cursor.index;
        let kind = match c {
            c if c.is_whitespace() => {
                cursor.bump();
                continue;
            }
            '/' if cursor.peek(1) == Some('/') => {
                while cursor.peek(0).is_some_and(|c| c != '\n') {
                    cursor.bump();
                }
                continue;
            }
            '/' if cursor.peek(1) == Some('*') => {
                cursor.block_comment();
                continue;
            }
            '(' | '[' | '{' => {
                cursor.bump();
                Kind::Open(c)
            }
            ')' | ']' | '}' => {
                cursor.bump();
                Kind::Close(c)
            }
            ',' => {
                cursor.bump();
                Kind::Comma
            }
            ':' => {
                cursor.bump();
                Kind::Colon
            }
            '"' => cursor.string(),
            '\'' => cursor.char_literal(),
            'b' if cursor.peek(1) == Some('"') => {
                cursor.bump();
                cursor.string()
            }
            'r' | 'b' if cursor.raw_string_ahead() => cursor.raw_string(),
            c if c.is_alphabetic() || c == '_' => {
                if c == 'r' && cursor.peek(1) == Some('#') {
                    cursor.bump();
                    cursor.bump();
                }
                while cursor
                    .peek(0)
                    .is_some_and(|c| c.is_alphanumeric() || c == '_')
                {
                    cursor.bump();
                }
                Kind::Ident
            }
            _ => {
                cursor.bump();
                while cursor
                    .peek(0)
                    .is_some_and(|c| !c.is_whitespace() && !"()[]{},:\"'/".contains(c))
                {
                    cursor.bump();
                }
                Kind::Other
            }
        };
        let mut text: String = cursor.chars[start..cursor.index].iter().collect();
        if kind == Kind::Ident {
            text = text.trim_start_matches("r#").to_string();
        }
        tokens.push(Token {
            kind,
            text,
            at,
            end: cursor.position(),
        });
    }
    tokens
}

struct Cursor {
    chars: Vec<char>,
    index: usize,
    line: usize,
    column: usize,
}

impl Cursor {
    fn new(source: &str) -> Self {
        Cursor {
            chars: source.chars().collect(),
            index: 0,
            line: 1,
            column: 1,
        }
    }

    fn position(&self) -> Position {
        Position::new(self.line, self.column)
    }

    fn peek(&self, ahead: usize) -> Option<char> {
        self.chars.get(self.index + ahead).copied()
    }

    fn bump(&mut self) -> Option<char> {
        let c = self.peek(0)?;
        self.index += 1;
        if c == '\n' {
            self.line += 1;
            self.column = 1;
        } else {
            self.column += 1;
        }
        Some(c)
    }

    /// `/* ... */`, nested as RON allows.
    fn block_comment(&mut self) {
        let mut depth = 0usize;
        while let Some(c) = self.peek(0) {
            if c == '/' && self.peek(1) == Some('*') {
                depth += 1;
                self.bump();
            } else if c == '*' && self.peek(1) == Some('/') {
                depth -= 1;
                self.bump();
                if depth == 0 {
                    self.bump();
                    return;
                }
            }
            self.bump();
        }
    }

    fn string(&mut self) -> Kind {
        let line = self.line;
        self.bump(); // the opening quote
        while let Some(c) = self.bump() {
            match c {
                '\\' => {
                    self.bump();
                }
                '"' => break,
                _ => {}
            }
        }
        Kind::Text {
            multiline: self.line != line,
        }
    }

    /// `'a'` or `'\n'`; a lone `'` is read as a one-character token.
    fn char_literal(&mut self) -> Kind {
        let escaped = self.peek(1) == Some('\\');
        let close = if escaped { 3 } else { 2 };
        if self.peek(close) == Some('\'') {
            for _ in 0..=close {
                self.bump();
            }
            Kind::Text { multiline: false }
        } else {
            self.bump();
            Kind::Other
        }
    }

    fn raw_string_ahead(&self) -> bool {
        let mut ahead = 1;
        if self.peek(0) == Some('b') {
            if self.peek(1) != Some('r') {
                return false;
            }
            ahead = 2;
        }
        while self.peek(ahead) == Some('#') {
            ahead += 1;
        }
        self.peek(ahead) == Some('"')
    }

    /// `r"..."`, `r#"..."#`, `br"..."`.
    fn raw_string(&mut self) -> Kind {
        let line = self.line;
        while self.peek(0) != Some('#') && self.peek(0) != Some('"') {
            self.bump();
        }
        let mut hashes = 0;
        while self.peek(0) == Some('#') {
            hashes += 1;
            self.bump();
        }
        self.bump(); // the opening quote
        while let Some(c) = self.bump() {
            if c == '"' && (0..hashes).all(|i| self.peek(i) == Some('#')) {
                for _ in 0..hashes {
                    self.bump();
                }
                break;
            }
        }
        Kind::Text {
            multiline: self.line != line,
        }
    }
}
