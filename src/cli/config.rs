//! `chasetrack config`: print the complete default configuration (commented), check a file
//! (`--check [FILE]`, the one in force without FILE), print the configuration in force merged over
//! the defaults (`--merged [FILE]`), or say where it is read from (`--path`).

use super::CliError;
use crate::config::{self, CONFIG_VAR};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

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

/// Runs `config`: 0 when all is well, 2 (with the message) for a bad file.
pub fn run(args: &ConfigArgs, out: &mut dyn Write) -> Result<u8, CliError> {
    let place = config::location();
    if args.path {
        match (&place.path, place.from_env) {
            (Some(path), true) => writeln!(out, "{} (from {CONFIG_VAR})", path.display())?,
            (Some(path), false) if path.exists() => writeln!(out, "{}", path.display())?,
            (Some(path), false) => writeln!(
                out,
                "{} (not there: the built-in configuration is in force)",
                path.display()
            )?,
            (None, _) => writeln!(
                out,
                "this platform has no configuration directory; set {CONFIG_VAR} to a file"
            )?,
        }
        return Ok(0);
    }
    if let Some(file) = &args.check {
        // A file named on the command line or by the variable must be there; the platform's may
        // be absent (the built-in configuration is then in force).
        let target = match file {
            Some(file) => Some(file.clone()),
            None if place.from_env => place.path,
            None => place.path.filter(|path| path.exists()),
        };
        match target {
            Some(path) => {
                config::load_file(&path)?;
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
                Some(path) if place.from_env || path.exists() => {
                    let source = match place.from_env {
                        true => format!("{} (from {CONFIG_VAR})", path.display()),
                        false => path.display().to_string(),
                    };
                    (config::load_file(&path)?, source)
                }
                _ => (
                    config::Config::default(),
                    "no configuration file (the built-in configuration)".to_string(),
                ),
            },
        };
        // Installed so that a description naming another key names the one this file gives it.
        config::install(config.clone());
        let source = crate::escape::printable(&source);
        out.write_all(config::print::merged_text(&config, &source).as_bytes())?;
        return Ok(0);
    }
    out.write_all(config::print::default_text().as_bytes())?;
    Ok(0)
}
