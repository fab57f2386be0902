//! `chasetrack new`: an improvised chase, from "they run!" to the first move with no file written
//! by hand. It asks, one line at a time and each with its default, for the system, a title, the
//! participants and then the track, which ends them (or takes them from the command line), writes an ordinary setup
//! file into the data directory's `improvised/` folder, says where, and opens the screen on it.
//!
//! A line the tool cannot read is named with its column and asked again; the lines already given
//! stay. The setup file is checked by the same loader as any other before the screen opens.

use super::CliError;
use crate::autosave;
use crate::dates;
use crate::improvise::{self, Draft};
use crate::setup;
use crate::systems::SystemKind;
use crate::tui::{self, PlayOptions};
use clap::{Args, ValueEnum};
use std::io::{BufRead, Write};
use std::path::PathBuf;

/// `chasetrack new [--system NAME] [--title T] [-p LINE]... [--track SPEC] [--seed N] [--no-play]`.
#[derive(Debug, Args)]
pub struct NewArgs {
    /// The chase system: coc7 (the default), track, clocks, gurps or savage, in any case.
    #[arg(long, value_enum, ignore_case = true)]
    system: Option<SystemArg>,
    /// The chase's name, shown in the header and the file name.
    #[arg(long)]
    title: Option<String>,
    /// A participant's line (repeat for each); without any, they are asked for one by one.
    #[arg(long = "participant", short = 'p', value_name = "LINE")]
    participants: Vec<String>,
    /// The track: a length and an environment, or `random`; for Call of Cthulhu and position
    /// clocks, after a colon, the keeper's own obstacles (`8 city: gate 10hp hard, fog spot
    /// hidden`, `8: wall 3 dc 14, locked door 5 one`; see the hint when asked).
    #[arg(long)]
    track: Option<String>,
    /// The seed for the random track and the tool's rolls (default: from the clock).
    #[arg(long)]
    seed: Option<u64>,
    /// Write the setup and say where, without opening the screen.
    #[arg(long)]
    no_play: bool,
}

impl NewArgs {
    /// Whether the screen opens once the setup is written (it does unless `--no-play`).
    pub(super) fn plays(&self) -> bool {
        !self.no_play
    }
}

/// `--system`'s words: the setup's system names in lower case, one for each system, so that clap
/// checks them and a shell's completion offers them. A test keeps them in step with
/// [`SystemKind::ALL`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
#[value(rename_all = "lower")]
enum SystemArg {
    /// Call of Cthulhu 7e
    Coc7,
    /// Chase track
    Track,
    /// Position clocks
    Clocks,
    /// GURPS Action chase
    Gurps,
    /// Savage Worlds
    Savage,
}

impl SystemArg {
    /// The system the word names.
    fn kind(self) -> SystemKind {
        match self {
            SystemArg::Coc7 => SystemKind::Coc7,
            SystemArg::Track => SystemKind::Track,
            SystemArg::Clocks => SystemKind::Clocks,
            SystemArg::Gurps => SystemKind::Gurps,
            SystemArg::Savage => SystemKind::Savage,
        }
    }
}

/// A system by its setup word, any case (`coc7`, `Track`), as the question of `chasetrack new`
/// takes it: the same words as `--system`.
fn system_kind(word: &str) -> Result<SystemKind, String> {
    SystemArg::from_str(word, true)
        .map(SystemArg::kind)
        .map_err(|_| {
            let names: Vec<String> = SystemArg::value_variants()
                .iter()
                .filter_map(|arg| arg.to_possible_value())
                .map(|value| value.get_name().to_string())
                .collect();
            format!(
                "'{word}' is not a chase system; use one of {}",
                names.join(", ")
            )
        })
}

/// Asks what is missing, writes the setup, and opens the screen on it.
pub(super) fn run(
    args: &NewArgs,
    (palette, defaults, keymap): (
        crate::screen::palette::Palette,
        &crate::config::defaults::Defaults,
        crate::tui::keymap::Keymap,
    ),
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<u8, CliError> {
    let draft = ask(args, input, out)?;
    let text = match improvise::setup_text(&draft) {
        Ok(text) => text,
        Err(error) => {
            writeln!(out, "{error}")?;
            return Ok(2);
        }
    };
    let folder = autosave::data_folder(defaults.data_dir.as_deref())
        .map_or_else(|| PathBuf::from("."), |d| d.join("improvised"));
    let path = improvise::write_setup(&folder, &draft.title, &dates::date(dates::now()), &text)?;
    // The same loader as `check`: a file the tool wrote must pass it like any other.
    setup::load(&path)?;
    writeln!(
        out,
        "The chase is written to {}: edit it, check it, or play it again like any setup.",
        crate::escape::path(&path)
    )?;
    if args.no_play {
        return Ok(0);
    }
    tui::play(PlayOptions {
        setup: Some(path),
        resume: None,
        fresh: false,
        share: Some(crate::web::share),
        defaults: defaults.clone(),
        palette,
        keymap,
    })?;
    Ok(0)
}

/// The draft from the arguments, asking on `input` for what they leave out.
fn ask(args: &NewArgs, input: &mut dyn BufRead, out: &mut dyn Write) -> Result<Draft, CliError> {
    let interactive = args.participants.is_empty();
    let system = match args.system {
        Some(system) => system.kind(),
        None if interactive => ask_system(input, out)?,
        // The first system listed (Call of Cthulhu), as the interactive question defaults to.
        None => SystemKind::ALL[0],
    };
    let title = match &args.title {
        Some(title) => title.clone(),
        None if interactive => {
            prompt(out, "Title [Improvised chase]: ")?;
            read_line(input)?.unwrap_or_default()
        }
        None => String::new(),
    };
    let (participants, typed_track) = if interactive {
        ask_participants(system, input, out)?
    } else {
        (args.participants.clone(), None)
    };
    let seed = args.seed.unwrap_or_else(improvise::clock_seed);
    let mut draft = Draft {
        system,
        title: title.trim().to_string(),
        participants,
        // `--track` wins over the line that ended the participants.
        course: args.track.clone().or(typed_track).unwrap_or_default(),
        seed,
    };
    if draft.title.is_empty() {
        draft.title = "Improvised chase".to_string();
    }
    Ok(draft)
}

fn ask_system(input: &mut dyn BufRead, out: &mut dyn Write) -> Result<SystemKind, CliError> {
    let choices: Vec<String> = SystemKind::ALL
        .iter()
        .enumerate()
        .map(|(at, kind)| format!("{} {}", at + 1, kind.title()))
        .collect();
    loop {
        prompt(out, &format!("System ({}) [1]: ", choices.join(", ")))?;
        let Some(line) = read_line(input)? else {
            return Ok(SystemKind::ALL[0]);
        };
        let line = line.trim();
        if line.is_empty() {
            return Ok(SystemKind::ALL[0]);
        }
        let by_number = line
            .parse::<usize>()
            .ok()
            .and_then(|n| SystemKind::ALL.get(n.wrapping_sub(1)).copied());
        match by_number.map_or_else(|| system_kind(line), Ok) {
            Ok(system) => return Ok(system),
            Err(why) => writeln!(out, "  {why}")?,
        }
    }
}

/// One line a participant (several names before the side share one) until the line that gives
/// the track, or an empty line for the default track: the participants and the track typed, if
/// the input did not end first. Each line is read at once, so a mistake is named while the
/// keeper still has the sheet in hand; the screen's form asks the same way.
fn ask_participants(
    system: SystemKind,
    input: &mut dyn BufRead,
    out: &mut dyn Write,
) -> Result<(Vec<String>, Option<String>), CliError> {
    writeln!(
        out,
        "Participants, one a line; then the track, or an empty line for {}.\n  {}\n  The track: {}",
        improvise::course_default(system),
        improvise::participant_hint(system),
        improvise::course_hint(system)
    )?;
    let mut lines: Vec<String> = Vec::new();
    loop {
        prompt(out, &format!("  {}> ", lines.len() + 1))?;
        let Some(line) = read_line(input)? else {
            return Ok((lines, None));
        };
        match improvise::read_line(system, &lines, &line) {
            Ok(improvise::Typed::Participant(line)) => lines.push(line),
            Ok(improvise::Typed::Course(track)) => return Ok((lines, Some(track))),
            Err(why) => writeln!(out, "  {why}")?,
        }
    }
}

fn prompt(out: &mut dyn Write, text: &str) -> Result<(), CliError> {
    write!(out, "{text}")?;
    out.flush()?;
    Ok(())
}

/// The next line without its line end; `None` at the end of the input.
fn read_line(input: &mut dyn BufRead) -> Result<Option<String>, CliError> {
    let mut line = String::new();
    if input.read_line(&mut line)? == 0 {
        return Ok(None);
    }
    Ok(Some(line.trim_end_matches(['\n', '\r']).to_string()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_system_words_are_the_setup_names_of_every_system_in_order() {
        let words: Vec<SystemKind> = SystemArg::value_variants()
            .iter()
            .map(|arg| arg.kind())
            .collect();
        assert_eq!(words, SystemKind::ALL);
        for arg in SystemArg::value_variants() {
            let value = arg.to_possible_value().map(|v| v.get_name().to_string());
            assert_eq!(value, Some(arg.kind().setup_name().to_lowercase()));
        }
    }

    #[test]
    fn a_system_is_read_in_any_case_and_a_wrong_word_lists_the_right_ones() {
        for word in ["coc7", "Coc7", "COC7"] {
            assert_eq!(system_kind(word), Ok(SystemKind::Coc7));
        }
        assert_eq!(system_kind("SAVAGE"), Ok(SystemKind::Savage));
        assert_eq!(
            system_kind("dnd"),
            Err(
                "'dnd' is not a chase system; use one of coc7, track, clocks, gurps, savage"
                    .to_string()
            )
        );
    }
}
