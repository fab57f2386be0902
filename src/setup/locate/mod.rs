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

mod lex;
mod tree;

use lex::{Kind, lex};
use std::fmt;
use tree::Node;

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
    let root = Node::read(source);
    let mut node = &root;
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
    let root = Node::read(source);
    let mut path = Vec::new();
    let mut node = &root;
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

/// When the token at `at` is a `(` written straight after another `(`: the word before that one
/// (`Hazard` in `Hazard((`), or `""` for a bare `((`. A value takes one pair of parentheses, so
/// the second is the one to remove.
pub fn second_parenthesis(source: &str, at: Position) -> Option<String> {
    let tokens = lex(source);
    let index = tokens.iter().position(|token| token.at == at)?;
    let before = index.checked_sub(1).and_then(|before| tokens.get(before))?;
    if tokens[index].kind != Kind::Open('(') || before.kind != Kind::Open('(') {
        return None;
    }
    let name = index
        .checked_sub(2)
        .and_then(|name| tokens.get(name))
        .filter(|token| token.kind == Kind::Ident)
        .map_or(String::new(), |token| token.text.clone());
    Some(name)
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

#[cfg(test)]
mod tests {
    use super::*;

    const SETUP: &str = r##"// A comment with a ( bracket and a "quote
(
    name: "Harvey, (the) farmer",   /* a block /* nested */ comment ] */
    seed: Some(1926),
    system: Coc7(
        track: [
            Location("Barn"),
            Dot,
            Hazard(name: "Mud", skills: ["DEX", "STR"]),
            Location(r#"Gate "west""#),
        ],
        participants: [
            (name: "Harvey", side: Quarry, skills: {"Climb": 40, "Jump": 30}),
            (name: "Farmer", side: Pursuer, mov: 7),
        ],
    ),
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
        assert_eq!(
            locate(SETUP, "system.Coc7"),
            at(5, 13),
            "a variant with fields is pointed at by its name"
        );
        assert_eq!(locate(SETUP, "system.Coc7.track"), at(6, 16));
        assert_eq!(locate(SETUP, "system.Coc7.track[1]"), at(8, 13));
        assert_eq!(locate(SETUP, "system.Coc7.track[2].Hazard.name"), at(9, 26));
        assert_eq!(
            locate(SETUP, "system.Coc7.track[2].Hazard.skills[1]"),
            at(9, 49)
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
        // The fields of a variant with fields (`Coc7(track: ...)`) are reached without naming
        // the variant; `locate` follows such a path as well as one that names it.
        let path = path_at(SETUP, at(14, 50));
        assert_eq!(path, parse_path("system.participants[1].mov"));
        assert_eq!(locate_segments(SETUP, &path), at(14, 50));
        let in_map = path_at(SETUP, at(13, 74));
        assert_eq!(in_map, parse_path("system.participants[0].skills{1}"));
        let path = path_at(SETUP, at(9, 49));
        assert_eq!(path, parse_path("system.track[2].skills[1]"));
        assert_eq!(locate_segments(SETUP, &path), at(9, 49));
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
    fn finds_a_second_parenthesis_and_the_word_before_it() {
        let text = "[Hazard((name: \"Mud\")), Hazard( /* c */ (x)), ((1)), (2)]";
        let second = |column| second_parenthesis(text, at(1, column));
        assert_eq!(second(9).as_deref(), Some("Hazard"));
        assert_eq!(second(8), None, "the first of the two");
        assert_eq!(second(41).as_deref(), Some("Hazard"), "a comment between");
        assert_eq!(second(48).as_deref(), Some(""), "no word before");
        assert_eq!(second(54), None, "a single pair");
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
