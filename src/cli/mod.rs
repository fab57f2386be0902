//! The command line: `play` (the default), `check`, `script`, `new` (an improvised chase),
//! `list`, `follow` (the players' screen), `export` (the session log), `config`, and the shell's comforts
//! (`completions`, `man`).
//!
//! `main` hands the arguments over to [`run`]; everything here writes to the streams it is given,
//! so that tests can drive it in-process as well as through the real binary. Bad input (a setup
//! that does not load, a script that does not parse, a command the rules refuse) exits with 2 and a
//! message that names the file, line and column; an internal failure exits with 1.

pub(crate) mod check;
mod config;
mod man;

pub mod export;
pub mod follow;
pub mod list;
mod new;
pub mod odds;
pub mod script;
mod shell;
pub mod terminal_given;

use crate::setup::SetupError;
use crate::tui::{self, PlayOptions, TuiError};
use clap::{Args, CommandFactory, Parser, Subcommand, ValueEnum};
use std::ffi::OsString;
use std::io::{self, Write};
use std::path::PathBuf;
use std::process::ExitCode;
use terminal_given::Terminal;

/// Runs the command line and returns the process exit code.
pub fn run() -> ExitCode {
    // Not locked for the whole run: the screen, and any thread it starts, writes to the terminal
    // too.
    let code = run_on(
        std::env::args_os(),
        &mut io::stdout(),
        &mut io::stderr(),
        Terminal::of_this_process(),
    );
    ExitCode::from(code)
}

/// Runs the command line on the given arguments (the first is the program name) and returns the
/// exit code: 0 for success, 2 for bad input, 1 for an internal failure. The streams given are
/// not a terminal, so the screen is refused (exit 2) as it is without one.
pub fn run_with(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    out: &mut dyn Write,
    err: &mut dyn Write,
) -> u8 {
    run_on(args, out, err, Terminal::NONE)
}

/// [`run_with`], the screen opening only if `terminal` says both standard streams are terminals.
fn run_on(
    args: impl IntoIterator<Item = impl Into<OsString> + Clone>,
    out: &mut dyn Write,
    err: &mut dyn Write,
    terminal: Terminal,
) -> u8 {
    let args: Vec<OsString> = args.into_iter().map(Into::into).collect();
    if let Some(meant) = args
        .get(1)
        .and_then(|word| word.to_str())
        .and_then(|word| shell::meant_subcommand(&Cli::command(), word).map(|m| (word, m)))
    {
        let (word, meant) = meant;
        let _ = writeln!(
            err,
            "error: '{}' is neither a subcommand nor a setup file\n\n  tip: did you mean \
             '{meant}'?\n\nFor more information, try 'chasetrack --help'.",
            word.escape_debug()
        );
        return 2;
    }
    let cli = match Cli::try_parse_from(args) {
        Ok(cli) => cli,
        Err(clap_error) => return clap_usage(&clap_error, out, err),
    };
    if let Some(error) = play_args_with(&cli) {
        return clap_usage(&error, out, err);
    }
    // The screen takes only a terminal it was given, and says so at once when it was not: before
    // the configuration, a journal or the controlling terminal is touched.
    if let Some(line) = screen_refused(&cli.command, terminal) {
        let _ = writeln!(err, "{line}");
        let _ = err.flush();
        return 2;
    }
    // Whatever a subcommand prints passes one guard on its way out: nothing from a file reaches
    // the terminal raw, even a piece that was not escaped where it was written.
    let mut out = crate::escape::Printable::new(out);
    let mut err = crate::escape::Printable::new(err);
    let (out, err) = (&mut out, &mut err);
    // The configuration is read before anything opens or is written; a bad one is refused here.
    let reads_config = !matches!(
        cli.command,
        Some(
            Sub::Config(_)
                | Sub::Check { .. }
                | Sub::Script(_)
                | Sub::Completions { .. }
                | Sub::Man { .. }
        )
    );
    let mut defaults = crate::config::defaults::Defaults::default();
    let mut palette = crate::screen::palette::Palette::default();
    let mut keymap = crate::tui::keymap::Keymap::builtin();
    if reads_config {
        if let Some(note) = crate::config::moved_note(cli.config.as_deref()) {
            let _ = writeln!(err, "{note}");
        }
        match crate::config::load(cli.config.as_deref()) {
            Ok(config) => {
                keymap = config.keymap;
                palette = config.palette;
                defaults = config.defaults;
            }
            Err(error) => {
                let _ = writeln!(err, "{}", crate::escape::printable(&error.to_string()));
                let _ = err.flush();
                return 2;
            }
        }
    }
    // Where journals, exports and improvised setups live: worked out once, from the environment
    // and the configuration, and handed to each subcommand that reads or writes there.
    let data = crate::autosave::data_folder(defaults.data_dir.as_deref());
    let data = data.as_deref();
    let result = match cli.command {
        None => play(cli.play, palette, &defaults, keymap),
        Some(Sub::Config(args)) => config::run(&args, cli.config.as_deref(), out),
        Some(Sub::Play(args)) => play(args, palette, &defaults, keymap),
        Some(Sub::Check {
            files,
            brief,
            show,
            format,
        }) => match format {
            Format::Text => check::run(&files, brief, show, out, err),
            Format::Json => check::run_json(&files, out),
        },
        Some(Sub::Script(args)) => script::run(&args, out),
        Some(Sub::List { all }) => list::run(out, all, data, &keymap),
        Some(Sub::Export(args)) => export::run(&args, data, out),
        Some(Sub::Odds(args)) => odds::run(&args, out),
        Some(Sub::Follow {
            target, web: false, ..
        }) => follow::run(target.as_deref(), data, palette, keymap),
        Some(Sub::Follow {
            target,
            web: true,
            listen,
        }) => follow::run_web(target.as_deref(), listen, data, &keymap, out),
        Some(Sub::New(args)) => new::run(
            &args,
            (palette, &defaults, keymap),
            &mut io::stdin().lock(),
            out,
        ),
        Some(Sub::Completions { shell }) => shell::completions::<Cli>(shell, out)
            .map(|()| 0)
            .map_err(CliError::Output),
        Some(Sub::Man { dir: None }) => man::main_page::<Cli>(out)
            .map(|()| 0)
            .map_err(CliError::Output),
        Some(Sub::Man { dir: Some(dir) }) => write_man_pages(&dir, out),
    };
    let _ = out.flush();
    let code = match result {
        Ok(code) => code,
        // A closed pipe (`chasetrack script ... | head`) is the reader's choice, not a failure.
        Err(CliError::Output(e)) if e.kind() == io::ErrorKind::BrokenPipe => 0,
        Err(error) => {
            // If even stderr is gone there is nobody left to tell.
            // A message may quote a file: it reaches the terminal escaped.
            let _ = writeln!(err, "{}", crate::escape::printable(&error.to_string()));
            error.exit_code()
        }
    };
    let _ = err.flush();
    code
}

/// Why a subcommand could not do its work. Messages name the file, line and column where there is
/// one, and say what to change.
#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The setup file did not load; shown exactly as the setup loader words it.
    #[error(transparent)]
    Setup(#[from] SetupError),
    /// The screen could not run (its own error says why and which exit code it deserves).
    #[error(transparent)]
    Play(#[from] TuiError),
    /// The script file did not load, or one of its steps failed.
    #[error(transparent)]
    Script(#[from] crate::script::ScriptError),
    /// There is nothing to follow.
    #[error(transparent)]
    Follow(#[from] follow::FollowError),
    /// The players' page could not be served.
    #[error(transparent)]
    Web(#[from] crate::web::WebError),
    /// The chase could not be exported (no journal, or one that does not replay).
    #[error(transparent)]
    Export(#[from] export::ExportError),
    /// The odds could not be computed (a journal or script that does not replay).
    #[error(transparent)]
    Odds(#[from] odds::OddsError),
    /// The configuration file was refused.
    #[error(transparent)]
    Config(#[from] crate::config::ConfigError),
    /// Standard output could not be written.
    #[error("cannot write the output: {0}")]
    Output(#[source] io::Error),
    /// The output could not be turned into JSON (a bug, not the keeper's doing).
    #[error("cannot write the output as JSON: {0}")]
    Json(#[source] serde_json::Error),
}

impl CliError {
    /// 2 for bad input (the keeper can fix it), 1 for an internal failure.
    pub fn exit_code(&self) -> u8 {
        match self {
            CliError::Setup(_)
            | CliError::Script(_)
            | CliError::Export(_)
            | CliError::Odds(_)
            | CliError::Follow(_)
            | CliError::Config(_) => 2,
            CliError::Play(e) => e.exit_code(),
            CliError::Output(_) | CliError::Json(_) => 1,
            // A port in use or an address not this machine's: the keeper names another.
            CliError::Web(_) => 2,
        }
    }
}

impl From<io::Error> for CliError {
    fn from(error: io::Error) -> Self {
        CliError::Output(error)
    }
}

/// A keeper's terminal tool for running tabletop chase scenes.
///
/// With no subcommand it opens the screen on SETUP (or on the built-in sample chase), as `play`
/// does.
#[derive(Debug, Parser)]
// Not `args_conflicts_with_subcommands`: it would take `-c FILE` before a subcommand for the
// screen's arguments and `list` in `chasetrack -c FILE list` for a setup; `play_args_with` refuses
// the screen's own arguments before a subcommand instead.
#[command(
    name = "chasetrack",
    // The package's version and, when built from a git checkout, the commit and its date
    // (build.rs).
    version = env!("CHASETRACK_VERSION"),
    override_usage = "chasetrack [OPTIONS] [SETUP]\n       chasetrack [OPTIONS] <COMMAND>"
)]
struct Cli {
    /// Read the configuration from FILE (it must exist), instead of the file CHASETRACK_CONFIG
    /// names or config.ron in the platform's configuration directory (`chasetrack config --path`
    /// says which is read).
    #[arg(short = 'c', long = "config", value_name = "FILE", global = true)]
    config: Option<PathBuf>,
    #[command(subcommand)]
    command: Option<Sub>,
    #[command(flatten)]
    play: PlayArgs,
}

#[derive(Debug, Subcommand)]
enum Sub {
    /// Run a chase on the screen (the default when no subcommand is given).
    Play(PlayArgs),
    /// Check setup files: say what each one holds and how the rules read it (everyone's numbers,
    /// gear and seat, the ground and its obstacles, the settings changed, where the start puts
    /// everyone), or exactly where it is wrong.
    Check {
        /// The setup files to check (RON).
        #[arg(required = true, value_name = "FILE")]
        files: Vec<PathBuf>,
        /// One line for each file and its warnings, without the readout.
        #[arg(long, conflicts_with = "show")]
        brief: bool,
        /// Add the start as a script shows it: the track drawn with everyone on it, the table
        /// of participants and whose turn it is (the readout is printed in any case).
        #[arg(long)]
        show: bool,
        /// How to print: readable lines, or one JSON document for tools (each file's summary,
        /// warnings, readout and its start as the rules read it).
        #[arg(long, value_enum, default_value_t = Format::Text)]
        format: Format,
    },
    /// Apply a script of keeper commands to a setup and print what happens, then the final state.
    Script(ScriptArgs),
    /// Improvise a chase: asks for the system, the participants and the track (each with its
    /// default), writes the setup into the data directory and opens the screen on it.
    New(new::NewArgs),
    /// Follow a chase played in another chasetrack: the players' view, read-only, live.
    Follow {
        /// The setup or the journal the keeper plays; without it, the most recent unfinished
        /// chase, then each chase the keeper starts or resumes.
        #[arg(value_name = "SETUP|JOURNAL")]
        target: Option<PathBuf>,
        /// Serve the players' view as a web page instead (phones at the table, a TV): prints
        /// its address and a QR code, and runs until Ctrl-C.
        #[arg(long)]
        web: bool,
        /// Where the page listens (with --web): ADDRESS:PORT, port 0 for any free one. Default
        /// 127.0.0.1:8426, or any free port if that one is taken; 0.0.0.0:8426 lets other
        /// machines in.
        #[arg(long, value_name = "ADDRESS:PORT", requires = "web")]
        listen: Option<std::net::SocketAddr>,
    },
    /// Write a chase as a session log (Markdown for notes, JSON for tools).
    Export(export::ExportArgs),
    /// Who gets away: play the rest of the chase many times from where it stands (the setup's
    /// start, a journal or a script) and print each side's odds with 95% intervals.
    Odds(odds::OddsArgs),
    /// List the chases in the data directory not finished: setup, system, round, when started
    /// and last played, and the command that resumes each.
    List {
        /// Every chase, finished ones too, with how each ended.
        #[arg(long)]
        all: bool,
    },
    /// Print the complete default configuration, each setting with a comment that says what it
    /// does (the whole reference: save it as the file and change what you want), check a
    /// configuration file, print the one in force, or say where it is read from.
    Config(config::ConfigArgs),
    /// Print the completion script for a shell (bash, zsh, fish, elvish, powershell).
    Completions {
        /// The shell to complete for.
        #[arg(value_enum)]
        shell: clap_complete::Shell,
    },
    /// Print the man page (roff): `chasetrack man | man -l -`; with --dir, write it and one page
    /// per subcommand there.
    Man {
        /// Write chasetrack.1 and a page per subcommand (chasetrack-play.1, ...) into DIR, made if
        /// need be, and list them, instead of printing the main page.
        #[arg(long, value_name = "DIR")]
        dir: Option<PathBuf>,
    },
}

#[derive(Debug, Args)]
struct PlayArgs {
    /// The setup file (RON); without it, the built-in sample chase opens.
    #[arg(value_name = "SETUP")]
    setup: Option<PathBuf>,
    /// Resume this autosave journal without asking.
    #[arg(long, value_name = "FILE", conflicts_with = "fresh")]
    resume: Option<PathBuf>,
    /// Start over without asking (an unfinished journal is kept as a backup).
    #[arg(long)]
    fresh: bool,
}

/// `chasetrack script SETUP SCRIPT [--seed N] [--format text|json]`.
#[derive(Debug, Args)]
pub struct ScriptArgs {
    /// The setup file (RON) the script runs on.
    #[arg(value_name = "SETUP")]
    setup: PathBuf,
    /// The script file (RON): see docs/script-format.md.
    #[arg(value_name = "SCRIPT")]
    script: PathBuf,
    /// Seed for the rolls the script does not give (default: the setup's seed, else 0).
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
    /// How to print the result: readable text, or JSON for tools.
    #[arg(long, value_enum, default_value_t = Format::Text)]
    format: Format,
}

/// How `script` prints its result.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
pub enum Format {
    /// Sentences, a picture of the track and a table of the participants.
    Text,
    /// One JSON document for tools.
    Json,
}

/// A usage error when the screen's arguments (a setup, `--resume`, `--fresh`) stand before a
/// subcommand, which would not open the screen: `chasetrack hotel.ron check`.
fn play_args_with(cli: &Cli) -> Option<clap::Error> {
    let play = &cli.play;
    let given = play.setup.is_some() || play.resume.is_some() || play.fresh;
    (cli.command.is_some() && given).then(|| {
        Cli::command().error(
            clap::error::ErrorKind::ArgumentConflict,
            "a setup, --resume or --fresh opens the screen and cannot come before a subcommand; \
             give them to `play` (`chasetrack play SETUP --fresh`) or leave them out",
        )
    })
}

/// Why the screen that `command` opens cannot open on `terminal`, in one line; `None` when it can,
/// or when `command` opens no screen.
fn screen_refused(command: &Option<Sub>, terminal: Terminal) -> Option<String> {
    match command {
        None | Some(Sub::Play(_) | Sub::Follow { web: false, .. }) => {
            terminal.refusal(terminal_given::INSTEAD)
        }
        Some(Sub::New(args)) if args.plays() => terminal.refusal(terminal_given::INSTEAD_OF_NEW),
        Some(_) => None,
    }
}

/// Opens the screen; every error the screen reports keeps its own exit code, and a screen ended
/// by a signal exits as a program killed by it would, 128 + its number (143 for SIGTERM).
fn play(
    args: PlayArgs,
    palette: crate::screen::palette::Palette,
    defaults: &crate::config::defaults::Defaults,
    keymap: crate::tui::keymap::Keymap,
) -> Result<u8, CliError> {
    tui::play(PlayOptions {
        setup: args.setup,
        resume: args.resume,
        fresh: args.fresh,
        share: Some(crate::web::share),
        defaults: defaults.clone(),
        palette,
        keymap,
    })?;
    Ok(signalled())
}

/// `man --dir DIR`: writes every page and names each file written.
fn write_man_pages(dir: &std::path::Path, out: &mut dyn Write) -> Result<u8, CliError> {
    let written = man::write_all::<Cli>(dir).map_err(|error| {
        CliError::Output(io::Error::new(
            error.kind(),
            format!("{}: {error}", crate::escape::path(dir)),
        ))
    })?;
    for file in written {
        writeln!(out, "{}", crate::escape::path(&file))?;
    }
    Ok(0)
}

/// 128 + the signal that ended the screen, or 0 when the keeper quit.
pub(crate) fn signalled() -> u8 {
    tui::terminal::stop_signal()
        .and_then(|signal| u8::try_from(128 + signal).ok())
        .unwrap_or(0)
}

/// Prints clap's help, version or usage error where it belongs, with clap's exit code (0 for help
/// and version, 2 for a usage error).
fn clap_usage(error: &clap::Error, out: &mut dyn Write, err: &mut dyn Write) -> u8 {
    let stream: &mut dyn Write = if error.use_stderr() { err } else { out };
    let _ = write!(stream, "{}", error.render());
    u8::try_from(error.exit_code()).unwrap_or(2)
}
