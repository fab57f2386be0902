//! A light tree of the values in a setup's text, each with where it starts and ends: enough to
//! walk a path down to a value, or up from a position to the field it is in. Built leniently from
//! [`super::lex`]'s tokens, so that even a text the parser refused gives a tree.

use super::lex::{Kind, Token, lex};
use super::{Position, Segment};

/// A value of the text with where it starts and ends.
#[derive(Debug)]
pub struct Node {
    pub at: Position,
    pub end: Position,
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

impl Node {
    /// Reads the whole text into a tree. Never fails; see [`Reader`].
    pub fn read(source: &str) -> Node {
        let mut reader = Reader {
            tokens: lex(source),
            next: 0,
            depth: 0,
        };
        reader.value()
    }

    /// Follows one segment, giving the position to report for it and the node reached.
    pub fn step(&self, segment: &Segment) -> Option<(Position, &Node)> {
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
    pub fn child_containing(&self, at: Position) -> Option<(Segment, &Node)> {
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
    /// How many brackets the value being read is inside: past [`MAX_DEPTH`] a bracketed value is
    /// read as one atom, so that no text, however deeply nested, can exhaust the stack.
    depth: usize,
}

/// Far deeper than any setup or script nests (a forked track is about 8 deep), and shallow
/// enough for the recursion of reading, locating and dropping the tree.
const MAX_DEPTH: usize = 256;

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
        if matches!(token.kind, Kind::Open(_)) && self.depth >= MAX_DEPTH {
            return self.skip_nested(token.at);
        }
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

    /// A bracketed value too deep to read as a tree: its tokens up to the matching bracket,
    /// counted without recursion, as one atom.
    fn skip_nested(&mut self, at: Position) -> Node {
        let mut open = 0usize;
        while let Some(token) = self.peek() {
            match token.kind {
                Kind::Open(_) => open += 1,
                Kind::Close(_) => open = open.saturating_sub(1),
                _ => {}
            }
            self.next += 1;
            if open == 0 {
                break;
            }
        }
        Node {
            at,
            end: self.end_of_previous(),
            shape: Shape::Atom(String::new()),
        }
    }

    /// Reads comma-separated entries up to the closing bracket (consumed), or the end of the text.
    fn entries(&mut self, close: char, mut entry: impl FnMut(&mut Reader)) {
        self.depth += 1;
        self.entries_at_depth(close, &mut entry);
        self.depth -= 1;
    }

    fn entries_at_depth(&mut self, close: char, entry: &mut impl FnMut(&mut Reader)) {
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
