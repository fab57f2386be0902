//! What validation reports: a [`Problem`] is a message in the keeper's words and the [`Path`] of
//! the value it is about. [`super::parse`] turns the path into a line and column with
//! [`super::locate`], so validation code never counts characters.

use super::locate::Segment;

/// A value the parser accepted but a chase cannot use.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Problem {
    pub path: Path,
    /// What is wrong, quoting the bad value in 'single quotes', and how to fix it.
    pub message: String,
}

impl Problem {
    pub fn new(path: Path, message: impl Into<String>) -> Self {
        Problem {
            path,
            message: message.into(),
        }
    }
}

/// Where a value sits in the setup, both for the locator (indices from 0, as the tree is walked)
/// and for the keeper (entries counted from 1, as a keeper counts them down the file, and without
/// the `system.Coc7` wrapping every field of a chase shares).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Path {
    segments: Vec<Segment>,
    shown: Vec<String>,
}

impl Path {
    /// The whole setup.
    pub fn root() -> Self {
        Path::default()
    }

    /// A field: `.name`.
    pub fn field(&self, name: &str) -> Self {
        self.push(Segment::Name(name.to_string()), Some(name.to_string()))
    }

    /// A step the keeper does not need to read, such as `system.Coc7` around a chase's fields or
    /// `Hazard` inside a track entry.
    pub fn hidden(&self, name: &str) -> Self {
        self.push(Segment::Name(name.to_string()), None)
    }

    /// An element of a list, from 0; shown from 1.
    pub fn index(&self, index: usize) -> Self {
        self.push(Segment::Index(index), Some(format!("[{}]", index + 1)))
    }

    /// An entry of a map, from 0; shown by its key.
    pub fn entry(&self, index: usize, key: &str) -> Self {
        self.push(Segment::Entry(index), Some(format!("[\"{key}\"]")))
    }

    fn push(&self, segment: Segment, shown: Option<String>) -> Self {
        let mut path = self.clone();
        path.segments.push(segment);
        if let Some(shown) = shown {
            path.shown.push(shown);
        }
        path
    }

    pub fn segments(&self) -> &[Segment] {
        &self.segments
    }

    /// The path as a keeper reads it: `participants[2].mov`, `track[5]`, `name`.
    pub fn keeper(&self) -> String {
        let mut text = String::new();
        for part in &self.shown {
            if !text.is_empty() && !part.starts_with('[') {
                text.push('.');
            }
            text.push_str(part);
        }
        if text.is_empty() {
            text.push_str("setup");
        }
        text
    }
}

/// Checks a number against its range; the message names the field, the value, the range and
/// where the range comes from (`hint`). Every system's setup checks its numbers with it.
pub fn in_range<T>(
    value: T,
    range: &std::ops::RangeInclusive<T>,
    path: Path,
    field: &str,
    who: &str,
    hint: &str,
) -> Result<(), Problem>
where
    T: PartialOrd + std::fmt::Display,
{
    if range.contains(&value) {
        return Ok(());
    }
    Err(Problem::new(
        path,
        format!(
            "{who} has {field} '{value}'; {field} must be from {} to {} ({hint})",
            range.start(),
            range.end()
        ),
    ))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::setup::locate::parse_path;

    #[test]
    fn the_keeper_counts_from_one_and_skips_the_wrapping() {
        let path = Path::root()
            .hidden("system")
            .hidden("Coc7")
            .field("participants")
            .index(1)
            .field("skills")
            .entry(0, "Climb");
        assert_eq!(path.keeper(), "participants[2].skills[\"Climb\"]");
        assert_eq!(
            path.segments(),
            parse_path("system.Coc7.participants[1].skills{0}").as_slice()
        );
        assert_eq!(Path::root().keeper(), "setup");
        assert_eq!(Path::root().field("name").keeper(), "name");
    }
}
