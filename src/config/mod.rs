//! The keeper's configuration file (docs/config.md): keys remapped by their action's name, the
//! theme's colours and the keeper's defaults, in RON. It is optional, and a partial file changes
//! only what it names. It is read from the file `-c/--config` names, else the file
//! `CHASETRACK_CONFIG` names, else `config.ron` in the platform's configuration directory, once,
//! before the screen opens; a bad one is refused
//! with the file, line and column and the fix (exit 2), and nothing is written.
//!
//! Loading is two steps, as for setups: the RON is read into raw types ([`raw`]), then checked
//! into a keymap, a palette and defaults; only a checked configuration is handed on, its keymap to
//! the screen that owns it.

pub mod defaults;
mod keys;
pub mod place;
pub mod print;
mod raw;

use crate::screen::palette::Palette;
use crate::setup::locate::{self, Segment};
use crate::textfile::TextFileError;
use crate::tui::keymap::Keymap;
use defaults::{Defaults, DiceDefault};
use raw::{RawConfig, RawDice};
use std::path::{Path, PathBuf};

/// The environment variable that names the configuration file in place of the platform's.
pub const CONFIG_VAR: &str = "CHASETRACK_CONFIG";

/// The largest configuration read: the complete default is about 20 KB.
pub const MAX_CONFIG_BYTES: u64 = 1 << 20;

/// A checked configuration, ready to hand to the screen (its keymap, palette and defaults).
#[derive(Clone, Debug, Default)]
pub struct Config {
    pub keymap: Keymap,
    pub palette: Palette,
    pub defaults: Defaults,
}

/// Why a configuration file was refused. Every message names the file and, where it can, the
/// line, the column and the field, quotes the bad value and says the fix.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    #[error("{file}: cannot read the configuration: {source}")]
    Io {
        file: String,
        #[source]
        source: std::io::Error,
    },
    #[error(
        "{file}: {by} names no file there; create it (`chasetrack config > {file}`) or {}",
        by.instead()
    )]
    Missing { file: String, by: Source },
    #[error("{file}: not a configuration file (it is a plain file of RON text)")]
    NotAFile { file: String },
    #[error("{file}: {size} bytes is far more than any configuration needs (at most {max} bytes)")]
    TooBig { file: String, size: u64, max: u64 },
    /// Bad RON, an unknown field, a value of the wrong kind.
    #[error("{file}:{line}:{column}: {message}")]
    Syntax {
        file: String,
        line: usize,
        column: usize,
        message: String,
    },
    /// Good RON that names a key, an action, a colour or a default that cannot be.
    #[error("{file}:{line}:{column}: {field}: {message}")]
    Invalid {
        file: String,
        line: usize,
        column: usize,
        field: String,
        message: String,
    },
}

/// Who chose the configuration file: the keeper, on the command line or in the environment, or
/// the platform's convention. A file the keeper named must exist; the platform's may be absent.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// `-c/--config FILE`, which wins over the variable.
    Option,
    /// `CHASETRACK_CONFIG`.
    Variable,
    /// `config.ron` in the platform's configuration directory.
    Platform,
}

impl Source {
    /// Whether the keeper named the file (then it must be there).
    pub fn named(self) -> bool {
        self != Source::Platform
    }

    /// How to do without the file the keeper named: the end of the message that it is missing.
    fn instead(self) -> String {
        match self {
            Source::Option => "give --config a file that is there".to_string(),
            Source::Variable => format!("unset {CONFIG_VAR}"),
            Source::Platform => "remove it".to_string(),
        }
    }
}

impl std::fmt::Display for Source {
    /// The words `chasetrack config --path` and the messages use for who named the file.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(match self {
            Source::Option => "--config",
            Source::Variable => CONFIG_VAR,
            Source::Platform => "the platform's configuration directory",
        })
    }
}

/// Where the configuration is read from.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Location {
    /// The file; `None` when the platform has no configuration directory.
    pub path: Option<PathBuf>,
    /// Who chose it.
    pub source: Source,
}

/// The file `-c/--config` names (`option`), else the file `CHASETRACK_CONFIG` names, else
/// `config.ron` in the platform's configuration directory for chasetrack ([`place`]).
pub fn location(option: Option<&Path>) -> Location {
    if let Some(path) = option {
        return Location {
            path: Some(path.to_path_buf()),
            source: Source::Option,
        };
    }
    match std::env::var_os(CONFIG_VAR).filter(|v| !v.is_empty()) {
        Some(path) => Location {
            path: Some(PathBuf::from(path)),
            source: Source::Variable,
        },
        None => Location {
            path: place::this_config_file(),
            source: Source::Platform,
        },
    }
}

/// The line that tells a keeper their file at the platform's old place is no longer read, when
/// the platform's place is the one read (neither `--config` nor `CHASETRACK_CONFIG` names a file).
pub fn moved_note(option: Option<&Path>) -> Option<String> {
    (location(option).source == Source::Platform)
        .then(place::this_moved_note)
        .flatten()
}

/// The configuration in force: the file at [`location`] (`option` is `-c/--config`'s file), or
/// the built-in one when the platform's file is not there.
pub fn load(option: Option<&Path>) -> Result<Config, ConfigError> {
    let place = location(option);
    match place.path {
        Some(path) if place.source.named() || path.exists() => load_named(&path, place.source),
        _ => Ok(Config::default()),
    }
}

/// Reads and checks one configuration file that `CHASETRACK_CONFIG` or a command's argument
/// names.
pub fn load_file(path: &Path) -> Result<Config, ConfigError> {
    load_named(path, Source::Variable)
}

/// Reads and checks one configuration file; `by` is who named it, for the message when it is
/// not there.
pub fn load_named(path: &Path, by: Source) -> Result<Config, ConfigError> {
    let file = crate::escape::printable(&path.display().to_string());
    if !path.exists() {
        return Err(ConfigError::Missing { file, by });
    }
    let source = crate::textfile::read(path, MAX_CONFIG_BYTES).map_err(|error| match error {
        TextFileError::Io(source) => ConfigError::Io {
            file: file.clone(),
            source,
        },
        TextFileError::NotAFile => ConfigError::NotAFile { file: file.clone() },
        TextFileError::TooBig { size, max } => ConfigError::TooBig {
            file: file.clone(),
            size,
            max,
        },
        TextFileError::NotUtf8 { line, column } => ConfigError::Syntax {
            file: file.clone(),
            line,
            column,
            message: "this is not UTF-8 text; save the configuration as UTF-8".to_string(),
        },
    })?;
    parse(&source, &file)
}

/// Checks a configuration from its text; `file` names it in messages.
pub fn parse(source: &str, file: &str) -> Result<Config, ConfigError> {
    let source = source.strip_prefix('\u{feff}').unwrap_or(source);
    if locate::is_blank(source) {
        return Ok(Config::default());
    }
    let options =
        ron::Options::default().with_default_extension(ron::extensions::Extensions::IMPLICIT_SOME);
    let raw: RawConfig = options.from_str(source).map_err(|error| {
        let reread = |text: &str| options.from_str::<RawConfig>(text).err();
        let (at, message) = crate::setup::explain(&error, source, &reread);
        ConfigError::Syntax {
            file: file.to_string(),
            line: at.line,
            column: at.column,
            message,
        }
    })?;
    check(&raw).map_err(|problem| {
        let at = locate::locate_segments(source, &problem.at);
        ConfigError::Invalid {
            file: file.to_string(),
            line: at.line,
            column: at.column,
            field: problem.field,
            message: problem.message,
        }
    })
}

/// What is wrong with a value the parser accepted, and where.
#[derive(Debug)]
pub(crate) struct Problem {
    at: Vec<Segment>,
    field: String,
    message: String,
}

impl Problem {
    fn new(at: Vec<Segment>, field: &str, message: impl Into<String>) -> Self {
        Problem {
            at,
            field: field.to_string(),
            message: message.into(),
        }
    }
}

/// The second step: raw values into a keymap, a palette and defaults.
fn check(raw: &RawConfig) -> Result<Config, Problem> {
    let keymap = keys::build(&raw.keys)?;
    let mut palette = Palette::default();
    for (name, text) in raw.theme.named() {
        let at = vec![Segment::Name("theme".into()), Segment::Name(name.into())];
        let color = text.parse().map_err(|_| {
            Problem::new(
                at,
                &format!("theme.{name}"),
                format!(
                    "'{}' is not a colour; write a name (\"Red\", \"LightBlue\", \"DarkGray\", \
                     \"Reset\"), a number 0-255, or \"#rrggbb\"",
                    crate::escape::printable(text)
                ),
            )
        })?;
        palette.set(name, color);
    }
    let defaults = defaults(raw)?;
    Ok(Config {
        keymap,
        palette,
        defaults,
    })
}

fn defaults(raw: &RawConfig) -> Result<Defaults, Problem> {
    let built_in = Defaults::default();
    let raw = &raw.defaults;
    let at = |field: &str| {
        vec![
            Segment::Name("defaults".into()),
            Segment::Name(field.into()),
        ]
    };
    let odds_runs = raw.odds_runs.unwrap_or(built_in.odds_runs);
    if !crate::limits::ODDS_RUNS.contains(&odds_runs) {
        return Err(Problem::new(
            at("odds_runs"),
            "defaults.odds_runs",
            format!(
                "'{odds_runs}' playouts is out of bounds; give 1 to {}, e.g. odds_runs: {}",
                crate::limits::ODDS_RUNS.end(),
                built_in.odds_runs
            ),
        ));
    }
    let data_dir = match &raw.data_dir {
        None => None,
        Some(dir) if Path::new(dir).is_absolute() => Some(PathBuf::from(dir)),
        Some(dir) => {
            return Err(Problem::new(
                at("data_dir"),
                "defaults.data_dir",
                format!(
                    "'{}' is not a whole path; write it from the root, e.g. \
                     data_dir: \"/home/keeper/chases\"",
                    crate::escape::printable(dir)
                ),
            ));
        }
    };
    let listen = match &raw.listen {
        None => None,
        Some(text) => match text.parse::<std::net::SocketAddr>() {
            Ok(addr) => Some(addr),
            Err(_) => {
                return Err(Problem::new(
                    at("listen"),
                    "defaults.listen",
                    format!(
                        "'{}' is not an address and port; write it as ADDRESS:PORT, e.g. \
                         listen: \"0.0.0.0:8426\"",
                        crate::escape::printable(text)
                    ),
                ));
            }
        },
    };
    Ok(Defaults {
        dice: match raw.dice {
            Some(RawDice::Roll) => DiceDefault::Roll,
            Some(RawDice::Type) => DiceDefault::Type,
            None => built_in.dice,
        },
        odds_runs,
        odds_open: raw.odds_open.unwrap_or(built_in.odds_open),
        data_dir,
        pass_empty_turns: raw.pass_empty_turns.unwrap_or(built_in.pass_empty_turns),
        listen,
    })
}
