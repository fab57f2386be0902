//! Improvised chases: from "they run!" to a setup file, with no file written by hand.
//!
//! The keeper gives a few lines (the system, one line per participant in the order a character
//! sheet reads, and the track as a length and an environment or `random`); [`setup_text`] turns them
//! into the RON text of an ordinary setup, with every field the keeper left out at the text's
//! default and a random track drawn from the text's own tables. The text is then written out like
//! any other setup, so the chase autosaves, resumes, and can be checked, edited and reused.
//!
//! Pure, like the rules: the same lines and the same seed always give the same text (the random
//! track is drawn once and written into the file, so resume needs nothing else).

pub(crate) mod lines;
pub(crate) mod named;

pub use lines::LineError;

use crate::systems::SystemKind;
use rand::SeedableRng;
use rand_chacha::ChaCha8Rng;

/// What the keeper typed for an improvised chase.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Draft {
    pub system: SystemKind,
    /// The chase's name; "Improvised chase" when left empty.
    pub title: String,
    /// One participant a line, in the system's order (see [`participant_hint`]).
    pub participants: Vec<String>,
    /// The ground the chase covers, as the keeper calls it "the track": `12 city`, `8`,
    /// `random`, or empty for the system's default.
    pub course: String,
    /// Draws the random track and becomes the setup's seed.
    pub seed: u64,
}

/// Where an improvised chase is wrong, in the keeper's words: which line (participant 2, the
/// track), which column, and what to write.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImproviseError {
    #[error("participant {line}, column {}: {}", .error.column, .error.message)]
    Participant { line: usize, error: LineError },
    #[error("track, column {}: {}", .error.column, .error.message)]
    Course { error: LineError },
    #[error("a chase needs at least one {0}; add a line for them")]
    MissingSide(&'static str),
    #[error("{0} cannot improvise a chase yet; write a setup file (docs/setup-format.md)")]
    NotYet(&'static str),
    /// The lines read one by one, but the chase they make together is not one the tool plays
    /// (more participants than a chase holds, say); nothing is written.
    #[error("{0}")]
    Unplayable(String),
}

/// One participant's line read by a system: its RON entry, whether it is on the first side (the
/// quarry's, the prey's, a runner), and its name.
type Entry = (String, bool, String);

/// What an `x3` on a participant's line means.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Counts {
    /// Three participants alike, numbered (`Guard 1`, `Guard 2`, `Guard 3`); the count may stand
    /// anywhere after the side ([`lines::take_count`]).
    Numbered,
    /// The system reads the count itself (a Savage Worlds group of extras is one participant).
    System,
}

/// The participants' lines as RON entries, one an indented line, each read by `read`. A line that
/// names several before its side (`is_side`: "Amy, Bob prey") is read once for each name
/// ([`lines::several_names`]), and a line with a count once for each of them. A line the system cannot read or a name given twice is named by
/// its line; a side that must be there and is not (`sides`: the words for the first and the
/// second side, `None` where the system does not need one) is said.
pub(crate) fn entries(
    lines: &[&str],
    sides: (Option<&'static str>, Option<&'static str>),
    counts: Counts,
    is_side: impl Fn(&str) -> bool,
    read: impl Fn(&str) -> Result<Entry, LineError>,
) -> Result<String, ImproviseError> {
    let mut out = String::new();
    let mut seen = (false, false);
    let mut names = Names::default();
    for (at, line) in lines.iter().enumerate() {
        for named in lines::several_names(line, &is_side) {
            let wrong = |error| ImproviseError::Participant {
                line: at + 1,
                error: named.back(error),
            };
            let (alike, count) = match counts {
                Counts::Numbered => lines::take_count(&named.line, &is_side).map_err(wrong)?,
                Counts::System => (named.line.clone(), 1),
            };
            let mut read_one = |line: &str| -> Result<(), ImproviseError> {
                let (ron, first, name) = read(line).map_err(wrong)?;
                names.add(&name, at + 1)?;
                if first {
                    seen.0 = true;
                } else {
                    seen.1 = true;
                }
                out.push_str("            ");
                out.push_str(&ron);
                out.push_str(",\n");
                Ok(())
            };
            if count == 1 {
                read_one(&alike)?;
            } else {
                // Read as typed first, so that a mistake is named at its column.
                read(&alike).map_err(wrong)?;
                for number in 1..=count {
                    read_one(&lines::numbered(&alike, number, &is_side))?;
                }
            }
        }
    }
    match (sides, seen) {
        ((Some(side), _), (false, _)) | ((_, Some(side)), (_, false)) => {
            Err(ImproviseError::MissingSide(side))
        }
        _ => Ok(out),
    }
}

/// The names given so far. Two participants of one name (ignoring case, as commands name them)
/// would make a setup that does not load, so the line that repeats one is refused, while the
/// keeper still has it in hand.
#[derive(Default)]
pub(crate) struct Names(Vec<String>);

impl Names {
    pub(crate) fn add(&mut self, name: &str, line: usize) -> Result<(), ImproviseError> {
        if self.0.iter().any(|given| given.eq_ignore_ascii_case(name)) {
            return Err(ImproviseError::Participant {
                line,
                error: LineError::new(
                    1,
                    format!(
                        "{} is in the chase already; give this one another name, or end one line \
                         with x2 for two, numbered",
                        lines::quoted(name)
                    ),
                ),
            });
        }
        self.0.push(name.to_string());
        Ok(())
    }
}

/// The RON text of the setup the draft describes.
pub fn setup_text(draft: &Draft) -> Result<String, ImproviseError> {
    let mut rng = ChaCha8Rng::seed_from_u64(draft.seed);
    let title = match draft.title.trim() {
        "" => "Improvised chase".to_string(),
        title => title.to_string(),
    };
    let lines: Vec<&str> = draft
        .participants
        .iter()
        .map(|line| line.trim())
        .filter(|line| !line.is_empty())
        .collect();
    let system = crate::each_kind!(draft.system, system => {
        system::improvise::system(&lines, &draft.course, &mut rng)?
    });
    let text = format!(
        "// Improvised with `chasetrack new`: edit it like any setup (docs/setup-format.md).\n\
         (\n    name: {},\n    seed: {},\n    system: {system},\n)\n",
        lines::quoted(&title),
        draft.seed
    );
    // Read back as `check` reads a file, so that a setup the tool would refuse is never written
    // (the whole chase's limits, such as 64 participants, are the setup reader's).
    match crate::setup::parse(&text, "improvised.ron") {
        Ok(_) => Ok(text),
        Err(crate::setup::SetupError::Invalid { message, .. }) => {
            Err(ImproviseError::Unplayable(message))
        }
        Err(other) => Err(ImproviseError::Unplayable(other.to_string())),
    }
}

/// Reads one participant's line after those already given, as a form asks them one at a time:
/// this line's own mistake (a name given twice is this line's), with its column; a side still
/// missing is not this line's mistake (it is asked for later). Used by `chasetrack new` and by the
/// screen's new-chase form.
pub fn check_line(system: SystemKind, so_far: &[String], line: &str) -> Result<(), LineError> {
    let mut participants = so_far.to_vec();
    participants.push(line.to_string());
    let probe = Draft {
        system,
        title: String::new(),
        participants,
        course: String::new(),
        seed: 0,
    };
    match setup_text(&probe) {
        Err(ImproviseError::Participant { error, line: at }) if at > so_far.len() => Err(error),
        _ => Ok(()),
    }
}

/// What a line typed after the participants given so far stands for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// Another participant's line (or several's: `Amy, Bob q inv`).
    Participant(String),
    /// The course: the ground the chase runs over (a Call of Cthulhu track of locations, a
    /// chase track's spaces, the clocks' terrain, ...), which ends the participants; empty for
    /// the system's default ([`course_default`]).
    Course(String),
}

/// Reads a line typed after the participants `so_far`, as the screen's form and `chasetrack new`
/// ask them: a participant's line, or the track that ends them (an empty line: the default
/// track), so that no line is asked only to say "that is everyone". A line that reads as a
/// participant is one; one that reads as the track ends them once both sides are there. A line
/// that reads as neither is named by the mistake it most likely holds (the track's when it
/// starts with a number, a participant's otherwise), with its column.
pub fn read_line(system: SystemKind, so_far: &[String], line: &str) -> Result<Typed, String> {
    let line = line.trim();
    let missing = || {
        let probe = Draft {
            system,
            title: String::new(),
            participants: so_far.to_vec(),
            course: String::new(),
            seed: 0,
        };
        match setup_text(&probe) {
            Err(why @ ImproviseError::MissingSide(_)) => Some(why.to_string()),
            _ => None,
        }
    };
    let track = |course: &str| match missing() {
        Some(why) => Err(why),
        None => Ok(Typed::Course(course.to_string())),
    };
    if line.is_empty() {
        return track("");
    }
    let as_participant = match check_line(system, so_far, line) {
        Ok(()) => return Ok(Typed::Participant(line.to_string())),
        Err(error) => error,
    };
    let Some(as_track) = course_error(system, line) else {
        return track(line);
    };
    let starts_with_number = lines::words(line)
        .first()
        .is_some_and(|word| lines::is_number(word));
    let error = if starts_with_number {
        as_track
    } else {
        as_participant
    };
    Err(format!("column {}: {}", error.column, error.message))
}

/// The mistake in a track's line, read on its own (with the system's example participants).
fn course_error(system: SystemKind, course: &str) -> Option<LineError> {
    let example = crate::each_kind!(system, system => system::improvise::EXAMPLE);
    let probe = Draft {
        system,
        title: String::new(),
        participants: example.iter().map(|line| line.to_string()).collect(),
        course: course.to_string(),
        seed: 0,
    };
    match setup_text(&probe) {
        Err(ImproviseError::Course { error }) => Some(error),
        _ => None,
    }
}

/// The track taken when the line that ends the participants is empty, in the keeper's words.
pub fn course_default(system: SystemKind) -> &'static str {
    crate::each_kind!(system, system => system::improvise::TRACK_DEFAULT)
}

/// How a participant line is written, for the form.
pub fn participant_hint(system: SystemKind) -> &'static str {
    crate::each_kind!(system, system => system::improvise::PARTICIPANT_HINT)
}

/// How the ground of the chase ("the track") is written, and what is taken when it is left
/// empty.
pub fn course_hint(system: SystemKind) -> &'static str {
    crate::each_kind!(system, system => system::improvise::TRACK_HINT)
}

/// The setup's file name: its title in lower case with dashes, and the date (`YYYY-MM-DD`), so
/// that a keeper finds tonight's chase by name in the data directory.
pub fn file_name(title: &str, date: &str) -> String {
    let mut stem = String::new();
    for c in title.trim().chars() {
        if c.is_alphanumeric() {
            stem.extend(c.to_lowercase());
        } else if !stem.ends_with('-') && !stem.is_empty() {
            stem.push('-');
        }
    }
    let stem = stem.trim_end_matches('-');
    let stem = if stem.is_empty() { "improvised" } else { stem };
    format!("{stem}-{date}.ron")
}

/// Writes an improvised setup into `folder` as `<title>-<date>.ron` (`-2`, `-3` … when that name
/// is taken, so tonight's second chase keeps the first) and returns where; never overwrites a
/// file. The file is on disk before this returns. Used by `chasetrack new` and by `n` on the
/// opening screen.
pub fn write_setup(
    folder: &std::path::Path,
    title: &str,
    date: &str,
    text: &str,
) -> std::io::Result<std::path::PathBuf> {
    use std::io::Write as _;
    std::fs::create_dir_all(folder)?;
    let name = file_name(title, date);
    let stem = name.trim_end_matches(".ron").to_string();
    let mut n = 1;
    loop {
        let path = if n == 1 {
            folder.join(&name)
        } else {
            folder.join(format!("{stem}-{n}.ron"))
        };
        match std::fs::OpenOptions::new()
            .write(true)
            .create_new(true)
            .open(&path)
        {
            Ok(mut file) => {
                file.write_all(text.as_bytes())?;
                file.sync_all()?;
                return Ok(path);
            }
            Err(error) if error.kind() == std::io::ErrorKind::AlreadyExists => n += 1,
            Err(error) => return Err(error),
        }
    }
}

/// A seed from the clock, so that two improvised chases differ; it is written into the setup,
/// so the chase is the same after resume.
pub fn clock_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |since| since.as_nanos() as u64)
}

#[cfg(test)]
mod tests;
