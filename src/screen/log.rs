//! The log's sentences: each with the round it belongs to, what kind of line it is, and what the
//! players read of it; and the log as one audience reads it. The screen, the players' screen and
//! the session log tell a chase in these.

use crate::engine::TableLine;

/// One sentence of the log, with the round it belongs to: the keeper's, and what the players
/// read of it (docs/players-view.md): the same sentence, their own, or nothing. A sentence
/// the players read as the keeper does is kept once.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LogLine {
    pub round: u32,
    pub kind: LineKind,
    pub text: String,
    pub table: TableLine,
}

impl LogLine {
    /// The sentence an audience reads (empty for the players when they learn nothing).
    pub fn told(&self, audience: crate::engine::Audience) -> &str {
        match (audience, &self.table) {
            (crate::engine::Audience::Keeper, _) | (_, TableLine::Same) => &self.text,
            (crate::engine::Audience::Table, TableLine::Told(text)) => text,
            (crate::engine::Audience::Table, TableLine::Nothing) => "",
        }
    }

    /// Whether the players read anything of it.
    pub fn reaches_table(&self) -> bool {
        !self.told(crate::engine::Audience::Table).trim().is_empty()
    }

    /// The line as an audience reads it.
    pub fn for_audience(&self, audience: crate::engine::Audience) -> Told<'_> {
        Told {
            round: self.round,
            kind: self.kind,
            text: self.told(audience),
        }
    }
}

/// A line of the log as one audience reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Told<'a> {
    pub round: u32,
    pub kind: LineKind,
    pub text: &'a str,
}

/// The log as one audience reads it: every line for the keeper; for the players, the lines they
/// read (their numbers in the keeper's list), in their words.
#[derive(Clone, Copy, Debug)]
pub struct Log<'a> {
    lines: &'a [LogLine],
    /// The lines the players read, when the players read this log.
    shown: Option<&'a [u32]>,
}

impl<'a> Log<'a> {
    /// The log of `lines`: every line for the keeper, or for the players the lines they read
    /// (`shown`: their numbers in `lines`).
    pub fn new(lines: &'a [LogLine], shown: Option<&'a [u32]>) -> Log<'a> {
        Log { lines, shown }
    }

    /// How many lines this audience reads.
    pub fn len(&self) -> usize {
        self.shown.map_or(self.lines.len(), <[u32]>::len)
    }

    pub fn is_empty(&self) -> bool {
        self.len() == 0
    }

    /// The lines in order, oldest first.
    pub fn iter(&self) -> LogIter<'a> {
        LogIter {
            log: *self,
            range: 0..self.len(),
        }
    }

    /// The line at a number of this audience's log.
    fn at(&self, i: usize) -> Told<'a> {
        match self.shown {
            None => self.lines[i].for_audience(crate::engine::Audience::Keeper),
            Some(shown) => {
                self.lines[shown[i] as usize].for_audience(crate::engine::Audience::Table)
            }
        }
    }
}

/// The lines of a [`Log`], in order.
#[derive(Clone, Debug)]
pub struct LogIter<'a> {
    log: Log<'a>,
    range: std::ops::Range<usize>,
}

impl<'a> Iterator for LogIter<'a> {
    type Item = Told<'a>;
    fn next(&mut self) -> Option<Told<'a>> {
        self.range.next().map(|i| self.log.at(i))
    }
    /// Straight to the line: a long log is not walked to reach one near its end.
    fn nth(&mut self, n: usize) -> Option<Told<'a>> {
        self.range.nth(n).map(|i| self.log.at(i))
    }
    fn size_hint(&self) -> (usize, Option<usize>) {
        self.range.size_hint()
    }
}

impl DoubleEndedIterator for LogIter<'_> {
    fn next_back(&mut self) -> Option<Self::Item> {
        self.range.next_back().map(|i| self.log.at(i))
    }
}

impl ExactSizeIterator for LogIter<'_> {}

impl<'a> IntoIterator for Log<'a> {
    type Item = Told<'a>;
    type IntoIter = LogIter<'a>;
    fn into_iter(self) -> LogIter<'a> {
        self.iter()
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LineKind {
    /// A round begins: the log draws a rule above it.
    Round,
    /// The chase is over.
    End,
    Plain,
    /// A description the setup gives the keeper to read aloud.
    ReadAloud,
    /// What the keeper must not miss: someone caught, out of the chase, escaped, wrecked. The
    /// screen keeps the newest in view until the keeper's next command, however many turns pass
    /// by themselves after it.
    Matters,
}
