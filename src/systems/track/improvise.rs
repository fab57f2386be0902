//! An improvised chase on the chase track: each participant's side and dice (heart, might,
//! agility, cunning, presence) and the starting situation of "The Chase Track".

use crate::improvise::lines::{self, LineError};
use crate::improvise::{ImproviseError, entries};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;

/// Two lines that make a chase of this system, a quarry's and a pursuer's: what the tests that
/// improvise every system type.
pub const EXAMPLE: [&str; 2] = ["Thief prey", "Guard chaser"];

pub const PARTICIPANT_HINT: &str = "name side heart might agility cunning presence [hp], dice as \
     8 or d8, e.g. `Thief prey d8 d6 d10 d8 d6`; side is prey or chaser; dice left out are d6; `x2` makes two, numbered; several names before \
     the side share the line (`Thief, Urchin prey`)";

/// The track taken when the line that ends the participants is empty, in the keeper's words.
pub const TRACK_DEFAULT: &str = "near (3 spaces apart)";

pub const TRACK_HINT: &str = "the starting situation: adjacent (2 spaces), near (within 30 feet, \
     3), far (30-60 feet, 4), distant (60-120 feet, 4), a number of spaces, or random; add \
     `haven 12` for a safe haven; left empty: near";

const DICE: [&str; 5] = [
    "heart die",
    "might die",
    "agility die",
    "cunning die",
    "presence die",
];
const DIE_SIZES: [u32; 6] = [4, 6, 8, 10, 12, 20];

/// The `Track(...)` part of the setup.
pub fn system(
    participants: &[&str],
    track: &str,
    rng: &mut ChaCha8Rng,
) -> Result<String, ImproviseError> {
    let mut out = String::from("Track(\n");
    let (start, haven) = start(track, rng).map_err(|error| ImproviseError::Course { error })?;
    if let Some(haven) = haven {
        let _ = writeln!(out, "        settings: (safe_haven: {haven}),");
    }
    let _ = writeln!(out, "        start: {start},\n        participants: [");
    out.push_str(&entries(
        participants,
        (Some("prey"), Some("chaser")),
        crate::improvise::Counts::Numbered,
        |word| side(word).is_some(),
        participant,
    )?);
    out.push_str("        ],\n    )");
    Ok(out)
}

/// `Thief prey d8 d6 d10 d8 d6 [hp 11 | 11]`: the RON entry, and whether it is prey.
fn participant(line: &str) -> Result<(String, bool, String), LineError> {
    let words = lines::words(line);
    let (name, prey, rest) = lines::name_and_side(
        &words,
        side,
        "write the name, then `prey` or `chaser`, e.g. `Thief prey d8 d6 d10 d8 d6`",
    )?;
    let rest: Vec<_> = rest
        .iter()
        .filter(|word| !word.text.eq_ignore_ascii_case("hp"))
        .copied()
        .collect();
    let mut dice = [6u32; 5];
    for (at, word) in rest.iter().take(5).enumerate() {
        let size = lines::number(*word, DICE[at], 100)?;
        if !DIE_SIZES.contains(&size) {
            return Err(LineError::new(
                word.column,
                format!(
                    "the {} is a d4, d6, d8, d10, d12 or d20, not '{}'",
                    DICE[at], word.text
                ),
            ));
        }
        dice[at] = size;
    }
    let hp = match rest.get(5) {
        Some(word) => Some(lines::number(*word, "HP", 500)?),
        None => None,
    };
    if let Some(extra) = rest.get(6) {
        return Err(LineError::new(
            extra.column,
            "after the five dice and HP there is nothing more",
        ));
    }
    let [heart, might, agility, cunning, presence] = dice;
    let mut ron = format!(
        "(name: {}, side: {}, heart: {heart}, might: {might}, agility: {agility}, cunning: \
         {cunning}, presence: {presence}",
        lines::quoted(&name),
        if prey { "Prey" } else { "Chaser" }
    );
    if let Some(hp) = hp {
        let _ = write!(ron, ", hp: {hp}");
    }
    ron.push(')');
    Ok((ron, prey, name))
}

fn side(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "prey" | "quarry" => Some(true),
        "chaser" | "pursuer" => Some(false),
        _ => None,
    }
}

/// The starting situation and the safe haven, if one is given.
fn start(spec: &str, rng: &mut ChaCha8Rng) -> Result<(String, Option<u32>), LineError> {
    let words = lines::words(spec);
    let mut start = "Within30Feet".to_string();
    let mut haven = None;
    let mut at = 0;
    while at < words.len() {
        let word = words[at];
        match word.text.to_lowercase().as_str() {
            "adjacent" => start = "Adjacent".into(),
            "near" => start = "Within30Feet".into(),
            "far" => start = "Within60Feet".into(),
            "distant" => start = "Within120Feet".into(),
            "random" => {
                let rows = ["Adjacent", "Within30Feet", "Within60Feet", "Within120Feet"];
                start = rows[rng.random_range(0..rows.len())].into();
            }
            "haven" => {
                let value = words.get(at + 1).ok_or_else(|| {
                    LineError::new(word.column, "say where the safe haven is: `haven 12`")
                })?;
                haven = Some(lines::number(*value, "the safe haven", 1000)?);
                at += 1;
            }
            _ if lines::is_number(&word) => {
                start = format!(
                    "Spaces({})",
                    lines::number(word, "the starting distance", 100)?
                );
            }
            _ => {
                return Err(LineError::new(
                    word.column,
                    format!("'{}' is not a starting situation; {TRACK_HINT}", word.text),
                ));
            }
        }
        at += 1;
    }
    Ok((start, haven))
}
