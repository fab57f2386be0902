//! An improvised chase with position clocks: runners and chasers with their movement bonus, and
//! the length of the clocks. "Head Starts" are the GM's: a runner's line may give one.

use crate::improvise::lines::{self, LineError};
use crate::improvise::{ImproviseError, entries};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;

/// Two lines that make a chase of this system, a quarry's and a pursuer's: what the tests that
/// improvise every system type.
pub const EXAMPLE: [&str; 2] = ["Ann runner", "Hound chaser"];

pub const PARTICIPANT_HINT: &str = "name role [bonus] [athletics] [head start], e.g. `Ann runner \
     3 2 2` or `Captain chaser 2`; role is runner or chaser; numbers left out are 0; `x2` makes two, numbered; several names before \
     the role share the line (`Ann, Bo runner`)";

/// The track taken when the line that ends the participants is empty, in the keeper's words.
pub const TRACK_DEFAULT: &str = "8 segments";

pub const TRACK_HINT: &str = "the segments of every clock: 4 a quick sprint, 8 a chase, 12 a long \
     pursuit, or random; left empty: 8; after a colon obstacles, a comma between two: name, the \
     segment it lies after (spread over the clock if left out), `dc 15` (the path's if left \
     out), `one` if one resolves it for all, e.g. `8: wall 3 dc 14, locked door 5 one`";

/// The `Clocks(...)` part of the setup.
pub fn system(
    participants: &[&str],
    track: &str,
    rng: &mut ChaCha8Rng,
) -> Result<String, ImproviseError> {
    let (head, named) = match track.split_once(':') {
        Some((head, rest)) => (head, Some((rest, head.chars().count() + 2))),
        None => (track, None),
    };
    let segments = segments(head, rng).map_err(|error| ImproviseError::Course { error })?;
    let obstacles = match named {
        Some((rest, column)) => {
            obstacles(rest, column, segments).map_err(|error| ImproviseError::Course { error })?
        }
        None => Vec::new(),
    };
    let mut out = format!("Clocks(\n        segments: {segments},\n");
    if !obstacles.is_empty() {
        out.push_str("        obstacles: [\n");
        for obstacle in &obstacles {
            let _ = writeln!(out, "            {obstacle},");
        }
        out.push_str("        ],\n");
    }
    out.push_str("        participants: [\n");
    out.push_str(&entries(
        participants,
        (Some("runner"), None),
        crate::improvise::Counts::Numbered,
        |word| role(word).is_some(),
        |line| participant(line, segments),
    )?);
    out.push_str("        ],\n    )");
    Ok(out)
}

fn participant(line: &str, segments: u32) -> Result<(String, bool, String), LineError> {
    let words = lines::words(line);
    let role_at = words
        .iter()
        .position(|word| role(word.text).is_some())
        .filter(|&at| at > 0)
        .ok_or_else(|| {
            LineError::new(
                1,
                "write the name, then `runner` or `chaser`, e.g. `Ann runner 3`",
            )
        })?;
    let name = lines::joined(&words[..role_at]);
    let runner = role(words[role_at].text) == Some(true);
    let rest = &words[role_at + 1..];
    let bonus = rest
        .first()
        .map(|w| lines::signed(*w, "the bonus", 30))
        .transpose()?;
    let athletics = rest
        .get(1)
        .map(|w| lines::signed(*w, "athletics", 30))
        .transpose()?;
    let head_start = match rest.get(2) {
        Some(word) => {
            let filled = lines::number(*word, "the head start", segments)?;
            if filled >= segments {
                return Err(LineError::new(
                    word.column,
                    "a head start must leave segments to fill",
                ));
            }
            Some(filled)
        }
        None => None,
    };
    if let Some(extra) = rest.get(3) {
        return Err(LineError::new(
            extra.column,
            "after bonus, athletics and head start there is nothing more",
        ));
    }
    let mut ron = format!(
        "(name: {}, role: {}, bonus: {}",
        lines::quoted(&name),
        if runner { "Runner" } else { "Chaser" },
        bonus.unwrap_or(0)
    );
    if let Some(athletics) = athletics {
        let _ = write!(ron, ", athletics: {athletics}");
    }
    if let Some(filled) = head_start.filter(|&filled| filled > 0) {
        let _ = write!(ron, ", head_start: {filled}");
    }
    ron.push(')');
    Ok((ron, runner, name))
}

/// Obstacles typed after the colon of the track line, a comma between two: a name (one or more
/// words), the segment it lies after, `dc 15` (or `dc15`), and `one` when the first to resolve it
/// opens it for all (`all` or `everyone` for the default). Those without a segment are spread
/// over the clock in the order typed. `column` is where the text starts in the line.
fn obstacles(text: &str, column: usize, segments: u32) -> Result<Vec<String>, LineError> {
    let parts: Vec<&str> = text.split(',').collect();
    let count = parts.len() as u32;
    let mut out = Vec::new();
    let mut offset = column - 1;
    for (index, part) in parts.iter().enumerate() {
        let words: Vec<lines::Word<'_>> = lines::words(part)
            .into_iter()
            .map(|word| lines::Word {
                text: word.text,
                column: word.column + offset,
            })
            .collect();
        offset += part.chars().count() + 1;
        let mut name = Vec::new();
        let mut after = None;
        let mut dc = None;
        let mut one = false;
        let mut at = 0;
        while at < words.len() {
            let word = words[at];
            let lower = word.text.to_lowercase();
            if lower == "one" {
                one = true;
            } else if lower == "all" || lower == "everyone" {
                one = false;
            } else if let Some(number) = lower.strip_prefix("dc") {
                let word = if number.is_empty() {
                    at += 1;
                    *words.get(at).ok_or_else(|| {
                        LineError::new(word.column, "write the DC after `dc`, e.g. `dc 15`")
                    })?
                } else {
                    lines::Word {
                        text: &word.text[2..],
                        column: word.column + 2,
                    }
                };
                dc = Some(lines::number(word, "the DC", 60)?);
            } else if word.text.chars().all(|c| c.is_ascii_digit()) {
                if name.is_empty() {
                    return Err(LineError::new(
                        word.column,
                        "write the obstacle's name first, e.g. `wall 3 dc 14`",
                    ));
                }
                after = Some(lines::number(
                    word,
                    "the segment it lies after",
                    segments - 1,
                )?);
            } else if after.is_none() && dc.is_none() && !one {
                name.push(word);
            } else {
                return Err(LineError::new(
                    word.column,
                    format!(
                        "'{}' after the obstacle's numbers: write the name, the segment, `dc 15` \
                         and `one`, e.g. `locked door 5 one`",
                        word.text
                    ),
                ));
            }
            at += 1;
        }
        if name.is_empty() {
            return Err(LineError::new(
                offset,
                "an obstacle with no name; write e.g. `wall 3 dc 14`",
            ));
        }
        let after =
            after.unwrap_or(((index as u32 + 1) * segments / (count + 1)).min(segments - 1));
        let mut ron = format!(
            "(name: {}, path: {}, after: {after}",
            lines::quoted(&lines::joined(&name)),
            lines::quoted(super::setup::DEFAULT_PATH)
        );
        if let Some(dc) = dc {
            let _ = write!(ron, ", dc: {dc}");
        }
        if one {
            ron.push_str(", scope: OneForAll");
        }
        ron.push(')');
        out.push(ron);
    }
    Ok(out)
}

fn role(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "runner" | "prey" | "quarry" => Some(true),
        "chaser" | "pursuer" => Some(false),
        _ => None,
    }
}

fn segments(spec: &str, rng: &mut ChaCha8Rng) -> Result<u32, LineError> {
    let words = lines::words(spec);
    match words.as_slice() {
        [] => Ok(8),
        [word] if word.text.eq_ignore_ascii_case("random") => {
            Ok([4, 6, 8, 10, 12][rng.random_range(0..5)])
        }
        [word] => {
            let segments = lines::number(*word, "the segments", 60)?;
            if segments < 2 {
                return Err(LineError::new(
                    word.column,
                    "a clock has at least 2 segments",
                ));
            }
            Ok(segments)
        }
        [_, extra, ..] => Err(LineError::new(
            extra.column,
            "write one number of segments, e.g. `8`",
        )),
    }
}
