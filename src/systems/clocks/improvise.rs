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
     pursuit, or random; left empty: 8";

/// The `Clocks(...)` part of the setup.
pub fn system(
    participants: &[&str],
    track: &str,
    rng: &mut ChaCha8Rng,
) -> Result<String, ImproviseError> {
    let segments = segments(track, rng).map_err(|error| ImproviseError::Course { error })?;
    let mut out = format!("Clocks(\n        segments: {segments},\n        participants: [\n");
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
