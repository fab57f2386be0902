//! Finds where things are in a setup's RON text, so that a message about a value the parser
//! accepted but the rules do not (a duplicate name, a start off the track) can still name the line
//! and column a keeper must fix.
//!
//! The text is read the way RON reads it (strings, raw strings, chars, `//` and nested `/* */`
//! comments, the nesting of `( [ {`) into a light tree that keeps every value's position; a path
//! such as `system.Coc7.participants[1].name` (indices from 0) is then walked down that tree. The
//! reading is lenient: it never fails, and a path that cannot be followed to the end gives the
//! position of the deepest part that was found, so a message always points somewhere sensible.
//! Lines and columns count from 1, and columns count characters, as ron's own errors do.

use std::fmt;

/// A place in the text: line and column, both from 1.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Position {
    pub line: usize,
    pub column: usize,
}

impl Position {
    pub const START: Position = Position { line: 1, column: 1 };

    pub fn new(line: usize, column: usize) -> Self {
        Position { line, column }
    }
}

impl fmt::Display for Position {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}:{}", self.line, self.column)
    }
}

/// One step of a path into the setup.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Segment {
    /// `.name`: a struct field, or an enum variant whose content to step into (`.Coc7`).
    Name(String),
    /// `[n]`: the n-th element (from 0) of a list or a tuple.
    Index(usize),
    /// `{n}`: the n-th entry (from 0) of a map; its position is the entry's key.
    Entry(usize),
}

/// Where a path (see [`parse_path`]) points in `source`, or the deepest part of it that exists.
pub fn locate(source: &str, path: &str) -> Position {
    locate_segments(source, &parse_path(path))
}

/// [`locate`] for a path already split into segments.
pub fn locate_segments(source: &str, path: &[Segment]) -> Position {
    let tree = Tree::read(source);
    let mut node = &tree.root;
    let mut found = node.at;
    for segment in path {
        match node.step(segment) {
            Some((position, next)) => {
                found = position;
                node = next;
            }
            None => break,
        }
    }
    found
}

/// The path of the innermost value that contains `at`, e.g. the field an out-of-range number sits
/// in. Used to name the field in a parser's message that only gives a position.
pub fn path_at(source: &str, at: Position) -> Vec<Segment> {
    let tree = Tree::read(source);
    let mut path = Vec::new();
    let mut node = &tree.root;
    while let Some((segment, child)) = node.child_containing(at) {
        path.push(segment);
        node = child;
    }
    path
}

/// The innermost bracket still open at the end of the text, if any: `('[', where it opened)`.
pub fn unclosed_bracket(source: &str) -> Option<(char, Position)> {
    let mut open: Vec<(char, Position)> = Vec::new();
    for token in lex(source) {
        match token.kind {
            Kind::Open(c) => open.push((c, token.at)),
            Kind::Close(_) => {
                open.pop();
            }
            _ => {}
        }
    }
    open.pop()
}

/// The first string before `before` that runs over a line break: almost always a string whose
/// closing `"` is missing. Setups never need text on two lines.
pub fn string_over_lines(source: &str, before: Position) -> Option<Position> {
    lex(source)
        .into_iter()
        .take_while(|token| token.at < before)
        .find(|token| {
            matches!(
                token.kind,
                Kind::Text {
                    multiline: true,
                    ..
                }
            )
        })
        .map(|token| token.at)
}

/// The token under `at` as written in the text, or the first one after it, and where it starts:
/// the parser may stop in the middle of a token (at the `1` of `-1`) or on the space before it.
pub fn token_from(source: &str, at: Position) -> Option<(String, Position)> {
    lex(source)
        .into_iter()
        .find(|token| at < token.end)
        .map(|token| (token.text, token.at))
}

/// Whether nothing but whitespace and comments follows the token at `at`: the parser reached the
/// end of the text.
pub fn is_at_the_end(source: &str, at: Position) -> bool {
    !lex(source).iter().any(|token| token.at > at)
}

/// Whether the token at `at` is followed by a `:`, so that it reads as a field's name.
pub fn is_field_name(source: &str, at: Position) -> bool {
    let tokens = lex(source);
    tokens
        .iter()
        .position(|token| token.at <= at && at < token.end)
        .and_then(|index| tokens.get(index + 1))
        .is_some_and(|next| next.kind == Kind::Colon)
}

/// Whether the text has no value at all: only whitespace and comments.
pub fn is_blank(source: &str) -> bool {
    lex(source).is_empty()
}

/// Splits a path such as `system.Coc7.participants[1].skills{0}` into segments. Unreadable parts
/// are skipped, so the path still points at the deepest part that makes sense.
pub fn parse_path(path: &str) -> Vec<Segment> {
    let mut segments = Vec::new();
    let mut rest = path;
    while let Some(first) = rest.chars().next() {
        let (close, make): (char, fn(usize) -> Segment) = match first {
            '.' => {
                rest = &rest[1..];
                continue;
            }
            '[' => (']', Segment::Index),
            '{' => ('}', Segment::Entry),
            _ => {
                let end = rest.find(['.', '[', '{']).unwrap_or(rest.len());
                segments.push(Segment::Name(rest[..end].to_string()));
                rest = &rest[end..];
                continue;
            }
        };
        let end = rest.find(close).unwrap_or(rest.len());
        if let Ok(index) = rest[1..end].trim().parse() {
            segments.push(make(index));
        }
        rest = rest.get(end + 1..).unwrap_or("");
    }
    segments
}

// --- The tree ---

/// A value of the text with where it starts and ends.
#[derive(Debug)]
struct Node {
    at: Position,
    end: Position,
    shape: Shape,
}

#[derive(Debug)]
enum Shape {
    /// `( ... )` or `Name( ... )`: named fields and unnamed items (a tuple, a newtype variant's
    /// content).
    Group {
        name: Option<String>,
        fields: Vec<(String, Node)>,
        items: Vec<Node>,
    },
    List(Vec<Node>),
    Map(Vec<(Node, Node)>),
    /// A number, string, char or bare identifier (`Dot`, `Quarry`, `true`).
    Atom(String),
}

struct Tree {
    root: Node,
}

impl Tree {
    fn read(source: &str) -> Tree {
        let tokens = lex(source);
        let mut reader = Reader { tokens, next: 0 };
        let root = reader.value();
        Tree { root }
    }
}

impl Node {
    /// Follows one segment, giving the position to report for it and the node reached.
    fn step(&self, segment: &Segment) -> Option<(Position, &Node)> {
        let node = self.unwrap_some();
        match (segment, &node.shape) {
            (
                Segment::Name(name),
                Shape::Group {
                    name: Some(variant),
                    fields,
                    items,
                },
            ) if variant == name => {
                // An enum variant: step into a newtype's content, stay on a struct variant.
                match (fields.is_empty(), items.as_slice()) {
                    (true, [content]) => Some((content.at, content)),
                    _ => Some((node.at, node)),
                }
            }
            (Segment::Name(name), Shape::Atom(atom)) if atom == name => Some((node.at, node)),
            (Segment::Name(name), Shape::Group { fields, .. }) => fields
                .iter()
                .find(|(field, _)| field == name)
                .map(|(_, value)| {
                    let value = value.unwrap_some();
                    (value.at, value)
                }),
            (Segment::Index(index), Shape::List(items) | Shape::Group { items, .. }) => {
                items.get(*index).map(|item| (item.at, item))
            }
            (Segment::Entry(index), Shape::Map(entries)) => {
                entries.get(*index).map(|(key, value)| (key.at, value))
            }
            _ => None,
        }
    }

    /// An explicit `Some(x)` stands for `x` (IMPLICIT_SOME lets a file write either).
    fn unwrap_some(&self) -> &Node {
        match &self.shape {
            Shape::Group {
                name: Some(name),
                fields,
                items,
            } if name == "Some" && fields.is_empty() => match items.as_slice() {
                [inner] => inner.unwrap_some(),
                _ => self,
            },
            _ => self,
        }
    }

    fn contains(&self, at: Position) -> bool {
        self.at <= at && at < self.end
    }

    /// The child value that contains `at`, with the segment that leads to it.
    fn child_containing(&self, at: Position) -> Option<(Segment, &Node)> {
        let node = self.unwrap_some();
        match &node.shape {
            Shape::Group {
                name,
                fields,
                items,
            } => {
                if let Some((field, value)) = fields.iter().find(|(_, value)| value.contains(at)) {
                    return Some((Segment::Name(field.clone()), value));
                }
                let (index, item) = items
                    .iter()
                    .enumerate()
                    .find(|(_, item)| item.contains(at))?;
                match name {
                    // A newtype variant's content: paths name the variant.
                    Some(variant) if items.len() == 1 && fields.is_empty() => {
                        Some((Segment::Name(variant.clone()), item))
                    }
                    _ => Some((Segment::Index(index), item)),
                }
            }
            Shape::List(items) => items
                .iter()
                .enumerate()
                .find(|(_, item)| item.contains(at))
                .map(|(index, item)| (Segment::Index(index), item)),
            Shape::Map(entries) => entries
                .iter()
                .enumerate()
                .find(|(_, (key, value))| key.contains(at) || value.contains(at))
                .map(|(index, (_, value))| (Segment::Entry(index), value)),
            Shape::Atom(_) => None,
        }
    }
}

/// Builds the tree from tokens. It never fails and always makes progress: whatever it cannot make
/// sense of is skipped.
struct Reader {
    tokens: Vec<Token>,
    next: usize,
}

impl Reader {
    fn peek(&self) -> Option<&Token> {
        self.tokens.get(self.next)
    }

    fn peek_kind(&self, ahead: usize) -> Option<&Kind> {
        self.tokens.get(self.next + ahead).map(|token| &token.kind)
    }

    fn end_of_previous(&self) -> Position {
        self.next
            .checked_sub(1)
            .and_then(|index| self.tokens.get(index))
            .map_or(Position::START, |token| token.end)
    }

    fn value(&mut self) -> Node {
        let Some(token) = self.peek().cloned() else {
            let at = self.end_of_previous();
            return Node {
                at,
                end: at,
                shape: Shape::Atom(String::new()),
            };
        };
        match token.kind {
            Kind::Open('(') => self.group(token.at, None),
            Kind::Open('[') => self.list(token.at),
            Kind::Open(_) => self.map(token.at),
            Kind::Ident => {
                self.next += 1;
                if self.peek_kind(0) == Some(&Kind::Open('(')) {
                    self.group(token.at, Some(token.text))
                } else {
                    Node {
                        at: token.at,
                        end: token.end,
                        shape: Shape::Atom(token.text),
                    }
                }
            }
            Kind::Text { .. } | Kind::Other => {
                self.next += 1;
                Node {
                    at: token.at,
                    end: token.end,
                    shape: Shape::Atom(token.text),
                }
            }
            // Not a value: leave it to the caller, which skips it.
            Kind::Close(_) | Kind::Comma | Kind::Colon => Node {
                at: token.at,
                end: token.at,
                shape: Shape::Atom(String::new()),
            },
        }
    }

    fn group(&mut self, at: Position, name: Option<String>) -> Node {
        self.next += 1; // the `(`
        let mut fields = Vec::new();
        let mut items = Vec::new();
        self.entries(')', |reader| {
            let is_field = matches!(reader.peek_kind(0), Some(Kind::Ident))
                && reader.peek_kind(1) == Some(&Kind::Colon);
            if is_field {
                let field = reader.peek().map(|t| t.text.clone()).unwrap_or_default();
                reader.next += 2;
                fields.push((field, reader.value()));
            } else {
                items.push(reader.value());
            }
        });
        Node {
            at,
            end: self.end_of_previous(),
            shape: Shape::Group {
                name,
                fields,
                items,
            },
        }
    }

    fn list(&mut self, at: Position) -> Node {
        self.next += 1;
        let mut items = Vec::new();
        self.entries(']', |reader| items.push(reader.value()));
        Node {
            at,
            end: self.end_of_previous(),
            shape: Shape::List(items),
        }
    }

    fn map(&mut self, at: Position) -> Node {
        self.next += 1;
        let mut entries = Vec::new();
        self.entries('}', |reader| {
            let key = reader.value();
            if reader.peek_kind(0) == Some(&Kind::Colon) {
                reader.next += 1;
            }
            let value = reader.value();
            entries.push((key, value));
        });
        Node {
            at,
            end: self.end_of_previous(),
            shape: Shape::Map(entries),
        }
    }

    /// Reads comma-separated entries up to the closing bracket (consumed), or the end of the text.
    fn entries(&mut self, close: char, mut entry: impl FnMut(&mut Reader)) {
        loop {
            match self.peek_kind(0).cloned() {
                None => return,
                Some(Kind::Close(c)) => {
                    self.next += 1;
                    if c == close {
                        return;
                    }
                    // A stray closing bracket of another kind: skip it.
                }
                Some(Kind::Comma | Kind::Colon) => self.next += 1,
                Some(_) => {
                    let before = self.next;
                    entry(self);
                    if self.next == before {
                        self.next += 1;
                    }
                }
            }
        }
    }
}

// --- The tokens ---

#[derive(Clone, Debug, PartialEq, Eq)]
enum Kind {
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
struct Token {
    kind: Kind,
    text: String,
    at: Position,
    end: Position,
}

/// Splits the text into tokens, skipping whitespace and comments. Never fails: an unterminated
/// string or comment simply runs to the end of the text.
fn lex(source: &str) -> Vec<Token> {
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

#[cfg(test)]
mod tests {
    use super::*;

    const SETUP: &str = r##"// A comment with a ( bracket and a "quote
(
    name: "Harvey, (the) farmer",   /* a block /* nested */ comment ] */
    seed: Some(1926),
    system: Coc7((
        track: [
            Location("Barn"),
            Dot,
            Hazard((name: "Mud", skills: ["DEX", "STR"])),
            Location(r#"Gate "west""#),
        ],
        participants: [
            (name: "Harvey", side: Quarry, skills: {"Climb": 40, "Jump": 30}),
            (name: "Farmer", side: Pursuer, mov: 7),
        ],
    )),
)
"##;

    fn at(line: usize, column: usize) -> Position {
        Position::new(line, column)
    }

    #[test]
    fn finds_fields_variants_and_elements() {
        assert_eq!(locate(SETUP, "name"), at(3, 11));
        assert_eq!(
            locate(SETUP, "seed"),
            at(4, 16),
            "an explicit Some is looked through"
        );
        assert_eq!(locate(SETUP, "system"), at(5, 13));
        assert_eq!(locate(SETUP, "system.Coc7"), at(5, 18));
        assert_eq!(locate(SETUP, "system.Coc7.track"), at(6, 16));
        assert_eq!(locate(SETUP, "system.Coc7.track[1]"), at(8, 13));
        assert_eq!(locate(SETUP, "system.Coc7.track[2].Hazard.name"), at(9, 27));
        assert_eq!(
            locate(SETUP, "system.Coc7.track[2].Hazard.skills[1]"),
            at(9, 50)
        );
        assert_eq!(locate(SETUP, "system.Coc7.track[3].Location"), at(10, 22));
        assert_eq!(
            locate(SETUP, "system.Coc7.participants[1].name"),
            at(14, 20)
        );
        assert_eq!(locate(SETUP, "system.Coc7.participants[1].mov"), at(14, 50));
        assert_eq!(
            locate(SETUP, "system.Coc7.participants[0].skills{1}"),
            at(13, 66)
        );
    }

    #[test]
    fn a_path_that_goes_too_far_gives_the_deepest_part_found() {
        assert_eq!(
            locate(SETUP, "system.Coc7.participants[1].start"),
            locate(SETUP, "system.Coc7.participants[1]")
        );
        assert_eq!(locate(SETUP, "system.Coc7.participants[1]"), at(14, 13));
        assert_eq!(locate(SETUP, "system.Coc7.track[9]"), at(6, 16));
        assert_eq!(locate(SETUP, "nothing.here"), at(2, 1));
        assert_eq!(locate("", "name"), Position::START);
    }

    #[test]
    fn brackets_and_quotes_inside_strings_and_comments_do_not_count() {
        // The `(` in the first comment, the `(the)` in the name and the `]` in the block comment
        // would throw the nesting off if they were read as brackets.
        assert_eq!(unclosed_bracket(SETUP), None);
        assert_eq!(locate(SETUP, "system.Coc7.track[3]"), at(10, 13));
    }

    #[test]
    fn names_the_field_a_position_is_in() {
        let path = path_at(SETUP, at(14, 50));
        assert_eq!(path, parse_path("system.Coc7.participants[1].mov"));
        let in_map = path_at(SETUP, at(13, 74));
        assert_eq!(in_map, parse_path("system.Coc7.participants[0].skills{1}"));
    }

    #[test]
    fn finds_the_bracket_left_open() {
        let text = "(\n  name: \"x\",\n  track: [Dot, Dot,\n)";
        assert_eq!(unclosed_bracket(text), Some(('(', at(1, 1))));
        let text = "(\n  track: [Dot, Dot\n";
        assert_eq!(unclosed_bracket(text), Some(('[', at(2, 10))));
    }

    #[test]
    fn finds_a_string_left_open() {
        let text = "(\n  name: \"Harvey,\n  side: Quarry,\n  dex: \"55\")";
        assert_eq!(string_over_lines(text, at(4, 20)), Some(at(2, 9)));
        assert_eq!(string_over_lines(SETUP, at(99, 1)), None);
    }

    #[test]
    fn reads_the_token_under_or_after_a_position() {
        let text = "(mov: -1, dex: 300)";
        let token = |line, column| token_from(text, at(line, column));
        assert_eq!(token(1, 8), Some(("-1".to_string(), at(1, 7))));
        assert_eq!(token(1, 17), Some(("300".to_string(), at(1, 16))));
        assert_eq!(
            token(1, 10),
            Some(("dex".to_string(), at(1, 11))),
            "the space before it"
        );
        assert_eq!(token(1, 20), None, "past the end");
        assert!(is_at_the_end(text, at(1, 19)) && !is_at_the_end(text, at(1, 18)));
        assert!(is_field_name(text, at(1, 11)));
        assert!(!is_field_name(text, at(1, 16)));
        assert!(is_blank("  // nothing\n /* at all */ "));
        assert!(!is_blank("()"));
    }

    #[test]
    fn paths_read_back_into_segments() {
        assert_eq!(
            parse_path("system.Coc7.participants[12].skills{3}"),
            vec![
                Segment::Name("system".into()),
                Segment::Name("Coc7".into()),
                Segment::Name("participants".into()),
                Segment::Index(12),
                Segment::Name("skills".into()),
                Segment::Entry(3),
            ]
        );
    }
}
