//! Setup files: one RON file describes one chase (the format is in `docs/setup-format.md`).
//! Loading is two steps, as shakmaty turns an unchecked setup into a position: parse the RON into
//! raw serde types (`raw`), then validate them into the engine's state; only validated setups
//! reach the engine. Both steps report the file, line and column, so a keeper can go straight to
//! the mistake.

pub mod locate;
pub mod names;
pub(crate) mod problem;
pub mod raw;
pub mod readout;
mod syntax;

pub(crate) use syntax::{explain, plain_words};

use crate::engine::Session;
use crate::systems::Chase;
use crate::textfile::TextFileError;
use problem::{Path, Problem};
use raw::{RawSetup, RawSystem};
use std::path::Path as FilePath;

/// A validated setup, ready to play.
#[derive(Clone, Debug)]
pub struct Setup {
    /// The chase's name, for the header.
    pub name: String,
    /// The seed for rolls the tool makes, if the setup fixes one.
    pub seed: Option<u64>,
    /// The chase in its initial state, with an empty journal.
    pub chase: Chase,
    /// How the live odds play the rest of the chase (the setup's `odds`, else the defaults).
    pub odds: crate::odds::Settings,
    /// A fingerprint of the setup's text: a journal written for one setup is not replayed on
    /// another.
    pub identity: String,
}

/// Why a setup file could not be loaded. Every message names the file, and where it can, the line,
/// the column and the field, quotes the bad value in 'single quotes' and says how to fix it.
#[derive(Debug, thiserror::Error)]
pub enum SetupError {
    #[error("{file}: cannot read it: {source}")]
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    /// A directory, a device, a pipe: a setup is a file.
    #[error("{file}: not a setup file (a setup is a plain file of text, e.g. assets/hotel.ron)")]
    NotAFile { file: String },
    /// Far bigger than any chase: refused before it is read.
    #[error(
        "{file}: {size} bytes is far more than any chase needs (at most {max} bytes); is this the \
         setup file?"
    )]
    TooBig { file: String, size: u64, max: u64 },
    /// The text is not a setup: bad RON, an unknown field, a value of the wrong kind.
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// The text is a setup, but not one a chase can be run from.
    #[error("{file}:{line}:{column}: {field}: {message}")]
    Invalid {
        file: String,
        line: usize,
        column: usize,
        field: String,
        message: String,
    },
}

/// The largest setup file read: the biggest shipped chase is under 10 KB, so 1 MiB is a hundred
/// times any real chase; a larger file is not read at all (docs/setup-format.md, "Limits").
pub const MAX_SETUP_BYTES: u64 = 1 << 20;

/// Every setup shipped in `assets/`, loaded, with its path, in the order of the file names: what
/// a test that must hold in every system walks.
#[cfg(test)]
pub(crate) fn shipped() -> Vec<(std::path::PathBuf, Setup)> {
    let assets = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut paths: Vec<_> = std::fs::read_dir(assets)
        .expect("the assets folder")
        .filter_map(|entry| entry.ok().map(|e| e.path()))
        .filter(|path| path.extension().is_some_and(|ext| ext == "ron"))
        .collect();
    paths.sort();
    paths
        .into_iter()
        .map(|path| {
            let setup = load(&path).unwrap_or_else(|e| panic!("{e}"));
            (path, setup)
        })
        .collect()
}

/// Reads and validates a setup file. What is not a plain file (a directory, `/dev/zero`, a pipe
/// that would block) or is larger than [`MAX_SETUP_BYTES`] is refused before it is read.
pub fn load(path: &FilePath) -> Result<Setup, SetupError> {
    let file = crate::escape::printable(&path.display().to_string());
    let source = crate::textfile::read(path, MAX_SETUP_BYTES).map_err(|error| match error {
        TextFileError::Io(source) => SetupError::Io {
            file: file.clone(),
            source,
        },
        TextFileError::NotAFile => SetupError::NotAFile { file: file.clone() },
        TextFileError::TooBig { size, max } => SetupError::TooBig {
            file: file.clone(),
            size,
            max,
        },
        TextFileError::NotUtf8 { line, column } => SetupError::Syntax {
            file: file.clone(),
            line,
            column,
            message: "this is not UTF-8 text; save the setup as UTF-8 (plain text)".to_string(),
        },
    })?;
    parse(&source, &file)
}

/// Validates a setup from its text; `file` names it in messages.
pub fn parse(source: &str, file: &str) -> Result<Setup, SetupError> {
    // A byte-order mark (some editors write one at the start of a UTF-8 file) is not text.
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    // The same two conveniences as scripts, so that a hazard is written the same way in both:
    // `seed: 7` for `Some(7)`, and `Hazard(name: "Mud", ...)` with one pair of parentheses.
    let options = ron::Options::default().with_default_extension(
        ron::extensions::Extensions::IMPLICIT_SOME
            | ron::extensions::Extensions::UNWRAP_VARIANT_NEWTYPES,
    );
    let raw: RawSetup = options.from_str(source).map_err(|error| {
        // Read again with the missing fields filled in, to list all a value misses at once.
        let reread = |text: &str| options.from_str::<RawSetup>(text).err();
        let (at, message) = syntax::explain(&error, source, &reread);
        SetupError::Syntax {
            file: file.to_string(),
            line: at.line,
            column: at.column,
            message,
        }
    })?;
    let invalid = |problem: Problem| {
        let at = locate::locate_segments(source, problem.path.segments());
        SetupError::Invalid {
            file: file.to_string(),
            line: at.line,
            column: at.column,
            field: problem.path.keeper(),
            message: problem.message,
        }
    };
    let chase = validate(&raw).map_err(invalid)?;
    Ok(Setup {
        name: raw.name.trim().to_string(),
        seed: raw.seed,
        odds: raw.odds.unwrap_or_default(),
        chase,
        identity: identity(source),
    })
}

/// Everything a setup must be beyond its syntax, whether it was read from text ([`parse`], which
/// turns the problem into a line and column) or built as values ([`from_raw`]).
fn validate(raw: &RawSetup) -> Result<Chase, Problem> {
    let name = raw.name.trim();
    if name.is_empty() {
        return Err(Problem::new(
            Path::root().field("name"),
            "the chase's name cannot be empty ''; the header shows it, e.g. \
             name: \"Harvey and the farmer\"",
        ));
    }
    if let Some(odds) = &raw.odds {
        for (field, value, bound) in [
            ("runs", odds.runs, crate::limits::ODDS_RUNS),
            ("rounds", odds.rounds, crate::limits::ODDS_ROUNDS),
        ] {
            if value > 0 && !bound.contains(&value) {
                return Err(Problem::new(
                    Path::root().field("odds").field(field),
                    format!(
                        "odds {field} of {value} is beyond the bound of {}; give 1 to {} or leave \
                         it out for the default (runs: 2000, rounds: 30)",
                        bound.end(),
                        bound.end()
                    ),
                ));
            }
            if value == 0 {
                return Err(Problem::new(
                    Path::root().field("odds").field(field),
                    "the odds need at least one playout of at least one round; leave it out for \
                     the default (runs: 2000, rounds: 30)",
                ));
            }
        }
    }
    let system = Path::root().hidden("system");
    let chase = build(&raw.system, &system)?;
    let words = read_aloud(raw, &chase)?;
    Ok(chase.with_read_aloud(words))
}

/// The scene and the places' descriptions, each place named as the chase names it.
fn read_aloud(raw: &RawSetup, chase: &Chase) -> Result<crate::engine::ReadAloud, Problem> {
    let scene = match raw.description.as_deref().map(str::trim) {
        Some("") => {
            return Err(Problem::new(
                Path::root().field("description"),
                "the description is empty; write the scene to read aloud as the chase opens, or \
                 leave it out",
            ));
        }
        scene => scene.map(str::to_string),
    };
    let places = chase.places();
    let mut described = Vec::with_capacity(raw.descriptions.len());
    for (name, words) in &raw.descriptions {
        let at = Path::root().field("descriptions");
        let Some(place) = places.iter().find(|p| p.eq_ignore_ascii_case(name.trim())) else {
            let message = if places.is_empty() {
                format!(
                    "'{name}' is described, but a {}(...) chase has no named places; describe \
                     the scene with description: \"...\"",
                    chase.system().setup_name()
                )
            } else {
                format!(
                    "'{name}' is no place of this chase; describe one of: {}",
                    places.join(", ")
                )
            };
            return Err(Problem::new(at, message));
        };
        if words.trim().is_empty() {
            return Err(Problem::new(
                at,
                format!("the description of '{place}' is empty; write it, or leave it out"),
            ));
        }
        described.push((place.clone(), words.trim().to_string()));
    }
    Ok(crate::engine::ReadAloud {
        scene,
        places: described,
    })
}

/// Validates a setup built as values rather than read from a file (the structured fuzz target and
/// `tests/extreme_setups.rs` build them from bytes, so that every number reaches its extremes):
/// the same checks as [`parse`], the problem named by its field instead of a line and column.
pub fn from_raw(raw: &RawSetup) -> Result<Chase, String> {
    validate(raw).map_err(|problem| format!("{}: {}", problem.path.keeper(), problem.message))
}

/// The chase a system's part of a setup describes, built by that system's own `setup::build`.
fn build(raw: &RawSystem, system: &Path) -> Result<Chase, Problem> {
    macro_rules! arms {
        ({} $($word:ident $folder:ident),*) => {
            match raw {
                $(RawSystem::$word(raw) => Chase::$word(Session::new(
                    crate::systems::$folder::setup::build(raw, &system.hidden(stringify!($word)))?,
                )),)*
            }
        };
    }
    Ok(crate::with_systems!(arms! {}))
}

/// "1 hazard", "2 hazards".
pub fn count(n: usize, noun: &str) -> String {
    if n == 1 {
        format!("1 {noun}")
    } else {
        format!("{n} {noun}s")
    }
}

/// The text of the built-in sample, `assets/sample.ron`.
const SAMPLE: &str = include_str!("../../assets/sample.ron");

/// The built-in sample chase that `chasetrack` opens with no argument (embedded in the binary): a
/// new chase at each launch, its tool rolls from a fresh seed (the journal keeps every value
/// rolled, so a resume replays the same chase).
pub fn sample_for_play() -> Setup {
    let mut setup = sample();
    setup.seed = Some(fresh_seed());
    setup
}

/// A seed for the tool's rolls that differs at each call: the clock's nanoseconds hashed with the
/// random keys the standard library draws for each hash map, which differ from one call to the
/// next and from one process to another, so two launches (or two calls in one instant) never
/// share one and no counter of ours is kept.
pub fn fresh_seed() -> u64 {
    use std::hash::BuildHasher;
    let nanos = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(1926, |d| d.as_nanos());
    std::collections::hash_map::RandomState::new().hash_one(nanos)
}

/// The built-in sample chase (Harvey and the farmer) as its file pins it, seed 1926 included:
/// tests and scripts rely on its numbers.
pub fn sample() -> Setup {
    match parse(SAMPLE, "assets/sample.ron") {
        Ok(setup) => setup,
        // Only a broken build gets here (a test parses the sample); a keeper still gets a screen
        // that says what went wrong rather than a crash.
        Err(error) => Setup {
            name: format!("the built-in sample could not be read: {error}"),
            seed: None,
            odds: crate::odds::Settings::default(),
            chase: Chase::empty_sample(),
            identity: identity(SAMPLE),
        },
    }
}

/// A 64-bit FNV-1a hash of the text as 16 hex digits: cheap, stable across builds and platforms,
/// and plenty to tell one setup from another (it guards against mistakes, not attacks).
pub fn identity(source: &str) -> String {
    const OFFSET: u64 = 0xcbf2_9ce4_8422_2325;
    const PRIME: u64 = 0x0000_0100_0000_01b3;
    let hash = source.bytes().fold(OFFSET, |hash, byte| {
        (hash ^ u64::from(byte)).wrapping_mul(PRIME)
    });
    format!("{hash:016x}")
}

#[cfg(test)]
pub(crate) mod tests;
