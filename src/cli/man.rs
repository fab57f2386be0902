//! The man pages, made from the one clap definition of the command line: `chasetrack man` prints
//! the main page, `chasetrack man --dir DIR` writes it and one page per subcommand
//! (`chasetrack-play.1` ...), the pages the main one refers to. The main page adds what `--help`
//! has no room for: ENVIRONMENT, FILES and EXIT STATUS. clap_mangen draws the rest; the synopsis
//! is drawn here, since clap_mangen's leaves out the options' values (`--resume FILE`).

use clap::{Arg, Command, CommandFactory};
use std::io::{self, Write};
use std::path::{Path, PathBuf};

/// Writes the main page to `out`.
pub fn main_page<C: CommandFactory>(out: &mut dyn Write) -> io::Result<()> {
    let command = built::<C>();
    out.write_all(&page(&command, true)?)
}

/// Writes the main page and one page per subcommand into `dir` (made if need be) and returns the
/// files written, the main page first.
pub fn write_all<C: CommandFactory>(dir: &Path) -> io::Result<Vec<PathBuf>> {
    std::fs::create_dir_all(dir)?;
    let command = built::<C>();
    let mut written = Vec::new();
    let mut pages = vec![(&command, true)];
    pages.extend(command.get_subcommands().map(|sub| (sub, false)));
    for (page, main) in pages {
        let path = dir.join(format!("{}.1", display_name(page)));
        std::fs::write(&path, self::page(page, main)?)?;
        written.push(path);
    }
    Ok(written)
}

/// The command with clap's names filled in (`chasetrack play` as the subcommand's usage name,
/// `chasetrack-play` as its page's), without the `help` subcommand, which has no page.
fn built<C: CommandFactory>() -> Command {
    let mut command = C::command().disable_help_subcommand(true);
    command.build();
    command
}

fn display_name(command: &Command) -> String {
    command
        .get_display_name()
        .unwrap_or_else(|| command.get_name())
        .to_string()
}

/// One page, in roff.
fn page(command: &Command, main: bool) -> io::Result<Vec<u8>> {
    let mut text = Vec::new();
    render(command, main, &mut text)?;
    // Each of clap_mangen's sections starts with the same two lines of preamble: keep the first.
    let text = String::from_utf8_lossy(&text).into_owned();
    let preamble = ".ie \\n(.g .ds Aq \\(aq\n.el .ds Aq '\n";
    let first = text.find(preamble).map_or(0, |at| at + preamble.len());
    let (head, rest) = text.split_at(first);
    Ok(format!("{head}{}", rest.replace(preamble, "")).into_bytes())
}

/// One page: clap_mangen's title, name, description, options, subcommands and version, with the
/// synopsis drawn here, and on the main page the sections a keeper looks for in a man page.
fn render(command: &Command, main: bool, out: &mut dyn Write) -> io::Result<()> {
    // Every page's footer names the program and its version, as the main page's does.
    let man = clap_mangen::Man::new(command.clone())
        .source(format!("chasetrack {}", env!("CARGO_PKG_VERSION")));
    man.render_title(out)?;
    man.render_name_section(out)?;
    writeln!(out, ".SH SYNOPSIS\n{}", synopsis(command))?;
    man.render_description_section(out)?;
    if command.get_arguments().any(|arg| !arg.is_hide_set()) {
        man.render_options_section(out)?;
    }
    if command.has_subcommands() {
        man.render_subcommands_section(out)?;
    }
    if main {
        out.write_all(MAIN_SECTIONS.as_bytes())?;
        if command.get_version().is_some() {
            man.render_version_section(out)?;
        }
        let pages: Vec<String> = command
            .get_subcommands()
            .map(|sub| format!("\\fB{}\\fR(1)", roff(&display_name(sub))))
            .collect();
        writeln!(out, ".SH \"SEE ALSO\"\n{}", pages.join(", "))?;
    } else {
        writeln!(out, ".SH \"SEE ALSO\"\n\\fBchasetrack\\fR(1)")?;
    }
    Ok(())
}

/// The usage line: each option with its value (`[--resume FILE]`), then the operands, then the
/// subcommand if there are any.
fn synopsis(command: &Command) -> String {
    let name = command.get_bin_name().unwrap_or_else(|| command.get_name());
    let mut line = format!("\\fB{}\\fR", roff(name));
    for arg in command
        .get_arguments()
        .filter(|arg| !arg.is_hide_set() && !arg.is_positional())
    {
        let flag = match (arg.get_short(), arg.get_long()) {
            (Some(short), Some(long)) => format!("\\fB\\-{short}\\fR|\\fB\\-\\-{}\\fR", roff(long)),
            (Some(short), None) => format!("\\fB\\-{short}\\fR"),
            (None, Some(long)) => format!("\\fB\\-\\-{}\\fR", roff(long)),
            (None, None) => continue,
        };
        let value = value(arg).map_or_else(String::new, |value| format!(" {value}"));
        let repeated = if repeats(arg) { "..." } else { "" };
        if arg.is_required_set() {
            line.push_str(&format!(" {flag}{value}{repeated}"));
        } else {
            line.push_str(&format!(" [{flag}{value}]{repeated}"));
        }
    }
    for arg in command.get_positionals().filter(|arg| !arg.is_hide_set()) {
        let names = arg
            .get_value_names()
            .map(|names| names.iter().map(|n| n.to_string()).collect::<Vec<_>>())
            .unwrap_or_else(|| vec![arg.get_id().to_string()]);
        let operand = format!("\\fI{}\\fR", roff(&names.join(" ")));
        let repeated = if repeats(arg) { "..." } else { "" };
        if arg.is_required_set() {
            line.push_str(&format!(" {operand}{repeated}"));
        } else {
            line.push_str(&format!(" [{operand}]{repeated}"));
        }
    }
    if command.has_subcommands() {
        line.push_str("\n.br\n");
        line.push_str(&format!(
            "\\fB{}\\fR \\fICOMMAND\\fR [\\fIARGS\\fR]",
            roff(name)
        ));
    }
    line
}

/// An option's value as the synopsis shows it: `FILE`, or `[FILE]` when it may be left out; `None`
/// for a flag.
fn value(arg: &Arg) -> Option<String> {
    if !arg.get_action().takes_values() {
        return None;
    }
    let names = arg
        .get_value_names()
        .map(|names| names.iter().map(|n| n.to_string()).collect::<Vec<_>>())
        .unwrap_or_else(|| vec![arg.get_id().to_string().to_uppercase()]);
    let shown = format!("\\fI{}\\fR", roff(&names.join(" ")));
    let optional = arg
        .get_num_args()
        .is_some_and(|range| range.min_values() == 0);
    Some(if optional {
        format!("[{shown}]")
    } else {
        shown
    })
}

/// Whether the argument may be given more than once (`-p LINE...`, `FILE...`).
fn repeats(arg: &Arg) -> bool {
    matches!(arg.get_action(), clap::ArgAction::Append)
        || arg
            .get_num_args()
            .is_some_and(|range| range.max_values() > 1)
}

/// Text as roff prints it: a hyphen is `\-`, a backslash `\e`.
fn roff(text: &str) -> String {
    text.replace('\\', "\\e").replace('-', "\\-")
}

/// ENVIRONMENT, FILES and EXIT STATUS of the main page, as the code has them: the variables read in
/// `config` and `autosave::place`, the folders `new`, `export` and the journals use, and the exit
/// codes of `cli::run`.
const MAIN_SECTIONS: &str = r#".SH ENVIRONMENT
.TP
\fBCHASETRACK_CONFIG\fR
The configuration file to read instead of the one under the configuration directory (see
\fBFILES\fR). A file it names must exist. \fB\-c\fR/\fB\-\-config\fR \fIFILE\fR wins over it.
.TP
\fBCHASETRACK_DATA_DIR\fR
The data directory: journals, improvised setups and exports go under it, instead of the
configuration's \fBdata_dir\fR or the platform's data directory.
.TP
\fBNO_COLOR\fR
When set (to anything), the screen draws no colour, whatever the configuration's theme says.
.TP
\fBTZ\fR
The time zone of the times \fBchasetrack list\fR shows (each named, \fICET\fR); unset, the
system's zone, else UTC. Journals and the dates in file names are UTC whatever it says.
.TP
\fBXDG_CONFIG_HOME\fR, \fBXDG_DATA_HOME\fR
Where the configuration and data directories are (default \fI~/.config\fR and
\fI~/.local/share\fR).
.SH FILES
.TP
\fI$XDG_CONFIG_HOME/chasetrack/config.ron\fR
The configuration (RON): keys, theme, the keeper's defaults. Optional; \fBchasetrack config\fR
prints the complete default with a comment for each setting, \fBchasetrack config \-\-path\fR
where it is read from. \fB\-c\fR/\fB\-\-config\fR \fIFILE\fR, then \fBCHASETRACK_CONFIG\fR,
name another file instead; a file either names must exist.
.TP
\fI$XDG_DATA_HOME/chasetrack/journals/\fR
The autosave journals, one per setup (\fISTEM\-XXXXXXXX.journal\fR), one JSON line per command;
chases set aside on starting over stay beside them. \fBchasetrack list\fR shows them.
.TP
\fI$XDG_DATA_HOME/chasetrack/improvised/\fR
The setups \fBchasetrack new\fR and the screen's \fBn\fR write.
.TP
\fI$XDG_DATA_HOME/chasetrack/exports/\fR
Session logs written from the screen.
.PP
On macOS the configuration is read from the same place as on Linux,
\fI$XDG_CONFIG_HOME/chasetrack/config.ron\fR (\fI~/.config/chasetrack/config.ron\fR), and a file
left at the old \fI~/Library/Application Support/chasetrack/config.ron\fR is named in a note;
the data directory is \fI~/Library/Application Support/chasetrack\fR. On Windows they are
\fIconfig\fR and \fIdata\fR under \fI%APPDATA%\echasetrack\fR.
.SH "EXIT STATUS"
.TP
\fB0\fR
Success: the keeper quit, the files checked are good, the script ran through.
.TP
\fB1\fR
An internal failure: the output could not be written, the terminal failed.
.TP
\fB2\fR
Bad input, said with file, line and column where there is one: a setup, script, journal or
configuration that does not load, a step the rules refuse, an \fBExpect\fR that does not hold,
a usage error, or the screen asked for without a terminal (standard input or output is not
one).
.TP
\fB128\fR+\fIN\fR
The screen was ended by signal \fIN\fR (143 for SIGTERM, 129 for SIGHUP), the terminal restored
and every command saved.
"#;
