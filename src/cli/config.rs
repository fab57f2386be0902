//! `chasetrack config`: print the complete default configuration (commented), check a file
//! (`--check [FILE]`, the one in force without FILE), or say where it is read from (`--path`).

use super::CliError;
use crate::config::{self, CONFIG_VAR};
use clap::Args;
use std::io::Write;
use std::path::PathBuf;

/// `chasetrack config [--check [FILE] | --path]`.
#[derive(Debug, Args)]
pub struct ConfigArgs {
    /// Check a configuration file (without FILE, the one chasetrack reads) and say what is wrong,
    /// with line and column.
    #[arg(long, value_name = "FILE", num_args = 0..=1, conflicts_with = "path")]
    check: Option<Option<PathBuf>>,
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
    out.write_all(config::print::default_text().as_bytes())?;
    Ok(0)
}
