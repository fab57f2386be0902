//! `chasetrack config`: print the complete default configuration (commented), check a file
//! (`--check [FILE]`, the one in force without FILE), print the configuration in force merged over
//! the defaults (`--merged [FILE]`), or say where it is read from (`--path`).

use super::CliError;
use crate::config::{self, CONFIG_VAR, Source};
use clap::Args;
use std::io::Write;
use std::path::{Path, PathBuf};

/// `chasetrack config [--check [FILE] | --merged [FILE] | --path]`.
#[derive(Debug, Args)]
pub struct ConfigArgs {
    /// Check a configuration file (without FILE, the one chasetrack reads) and say what is wrong,
    /// with line and column.
    #[arg(long, value_name = "FILE", num_args = 0..=1, conflicts_with_all = ["path", "merged"])]
    check: Option<Option<PathBuf>>,
    /// Print the configuration in force (without FILE, the one chasetrack reads): every setting,
    /// the file's values merged over the built-in ones, each changed value marked.
    #[arg(long, value_name = "FILE", num_args = 0..=1, conflicts_with = "path")]
    merged: Option<Option<PathBuf>>,
    /// Say where the configuration is read from.
    #[arg(long)]
    path: bool,
}

/// Runs `config`: 0 when all is well, 2 (with the message) for a bad file. `option` is the file
/// `-c/--config` names, which is then the one chasetrack reads.
pub fn run(args: &ConfigArgs, option: Option<&Path>, out: &mut dyn Write) -> Result<u8, CliError> {
    let place = config::location(option);
    let named = place.source.named();
    if args.path {
        match (&place.path, named) {
            (Some(path), true) => writeln!(out, "{} (from {})", path.display(), place.source)?,
            (Some(path), false) if path.exists() => writeln!(out, "{}", path.display())?,
            (Some(path), false) => {
                writeln!(
                    out,
                    "{} (not there: the built-in configuration is in force)",
                    path.display()
                )?;
                if let Some(note) = config::moved_note(option) {
                    writeln!(out, "{note}")?;
                }
            }
            (None, _) => writeln!(
                out,
                "this platform has no configuration directory; set {CONFIG_VAR} to a file or \
                 give --config FILE"
            )?,
        }
        return Ok(0);
    }
    if let Some(file) = &args.check {
        // A file named on the command line or by the variable must be there; the platform's may
        // be absent (the built-in configuration is then in force).
        let target = match file {
            Some(file) => Some((file.clone(), Source::Variable)),
            None if named => place.path.map(|path| (path, place.source)),
            None => place
                .path
                .filter(|path| path.exists())
                .map(|path| (path, place.source)),
        };
        match target {
            Some((path, by)) => {
                config::load_named(&path, by)?;
                writeln!(out, "{}: a good configuration", path.display())?;
            }
            None => writeln!(out, "no configuration file; the built-in one is in force")?,
        }
        return Ok(0);
    }
    if let Some(file) = &args.merged {
        let (config, source) = match file {
            Some(file) => (config::load_file(file)?, file.display().to_string()),
            None => match place.path {
                Some(path) if named || path.exists() => {
                    let source = match named {
                        true => format!("{} (from {})", path.display(), place.source),
                        false => path.display().to_string(),
                    };
                    (config::load_named(&path, place.source)?, source)
                }
                _ => (
                    config::Config::default(),
                    "no configuration file (the built-in configuration)".to_string(),
                ),
            },
        };
        let source = crate::escape::printable(&source);
        out.write_all(config::print::merged_text(&config, &source).as_bytes())?;
        return Ok(0);
    }
    out.write_all(config::print::default_text().as_bytes())?;
    Ok(0)
}
