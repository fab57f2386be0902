//! Reading a text file a keeper names (a setup, a script): only a plain file (a directory, a
//! device such as `/dev/zero` or a pipe that would block forever is refused before it is read),
//! no more than a limit far above any real one (read no further, even if the file grows
//! meanwhile), and UTF-8, with the line and column of the first byte that is not.

use std::io::Read;
use std::path::Path;

/// Why a text file was not read.
#[derive(Debug, thiserror::Error)]
pub enum TextFileError {
    #[error(transparent)]
    Io(#[from] std::io::Error),
    /// A directory, a device or a pipe.
    #[error("not a plain file")]
    NotAFile,
    /// Larger than the limit for its kind.
    #[error("{size} bytes is more than the {max} bytes allowed")]
    TooBig { size: u64, max: u64 },
    /// The first byte that is not UTF-8, counted as a keeper counts: from 1.
    #[error("not UTF-8 text at {line}:{column}")]
    NotUtf8 { line: usize, column: usize },
}

/// The file's text, if it is a plain file of at most `max` bytes of UTF-8.
pub fn read(path: &Path, max: u64) -> Result<String, TextFileError> {
    let meta = std::fs::metadata(path)?;
    if !meta.is_file() {
        return Err(TextFileError::NotAFile);
    }
    if meta.len() > max {
        return Err(TextFileError::TooBig {
            size: meta.len(),
            max,
        });
    }
    // The file may grow between the look and the read: read no more than the limit and a byte.
    let mut bytes = Vec::new();
    crate::autosave::regular::open_to_read(path)?
        .take(max + 1)
        .read_to_end(&mut bytes)?;
    if bytes.len() as u64 > max {
        return Err(TextFileError::TooBig {
            size: bytes.len() as u64,
            max,
        });
    }
    // A byte-order mark, which some editors write at the start of a UTF-8 file, is not text.
    let bytes = match bytes.strip_prefix("\u{feff}".as_bytes()) {
        Some(rest) => rest.to_vec(),
        None => bytes,
    };
    String::from_utf8(bytes).map_err(|error| {
        let valid = &error.as_bytes()[..error.utf8_error().valid_up_to()];
        let text = String::from_utf8_lossy(valid);
        TextFileError::NotUtf8 {
            line: text.matches('\n').count() + 1,
            column: text.rsplit('\n').next().map_or(0, |l| l.chars().count()) + 1,
        }
    })
}
