//! An improvised GURPS Action chase: each person's side, DX and travel skill (Running), on foot;
//! and the starting range band. Vehicles, weapons and the rest are written in the setup after.

use crate::improvise::lines::{self, LineError};
use crate::improvise::{ImproviseError, entries};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Two lines that make a chase of this system, a quarry's and a pursuer's: what the tests that
/// improvise every system type.
pub const EXAMPLE: [&str; 2] = ["Mina quarry", "Guard pursuer"];

pub const PARTICIPANT_HINT: &str = "name side [DX] [Running] [Move], e.g. `Mina quarry 13 14 6`; \
     side is quarry or pursuer; left out: DX 10, Running as DX, Move 5 (vehicles: edit the setup)";

pub const TRACK_HINT: &str = "the starting range band: close, short, medium, long, extreme or \
     random; left empty: medium";

const BANDS: [&str; 5] = ["Close", "Short", "Medium", "Long", "Extreme"];

/// The `Gurps(...)` part of the setup.
pub fn system(
    participants: &[&str],
    band: &str,
    rng: &mut ChaCha8Rng,
) -> Result<String, ImproviseError> {
    let band = start(band, rng).map_err(|error| ImproviseError::Course { error })?;
    let mut out = format!("Gurps(\n        settings: (start_band: {band}),\n        people: [\n");
    out.push_str(&entries(
        participants,
        (Some("quarry"), Some("pursuer")),
        person,
    )?);
    out.push_str("        ],\n    )");
    Ok(out)
}

/// `Mina quarry 13 14 6`: the RON entry, and whether it is the quarry's.
fn person(line: &str) -> Result<(String, bool, String), LineError> {
    let words = lines::words(line);
    let (name, quarry, rest) = lines::name_and_side(
        &words,
        side,
        "write the name, then `quarry` or `pursuer`, e.g. `Mina quarry 13 14`",
    )?;
    let dx = match rest.first() {
        Some(word) => lines::number(*word, "DX", 30)?,
        None => 10,
    };
    let running = match rest.get(1) {
        Some(word) => lines::number(*word, "Running", 30)?,
        None => dx,
    };
    let move_yards = match rest.get(2) {
        Some(word) => lines::number(*word, "Move", 20)?,
        None => 5,
    };
    if let Some(extra) = rest.get(3) {
        return Err(LineError::new(
            extra.column,
            "after DX, Running and Move there is nothing more",
        ));
    }
    let ron = format!(
        "(name: {}, side: {}, dx: {dx}, running: {running}, move: {move_yards})",
        lines::quoted(&name),
        if quarry { "Quarry" } else { "Pursuer" }
    );
    Ok((ron, quarry, name))
}

fn side(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "quarry" | "prey" => Some(true),
        "pursuer" | "chaser" => Some(false),
        _ => None,
    }
}

/// The starting band.
fn start(spec: &str, rng: &mut ChaCha8Rng) -> Result<&'static str, LineError> {
    let words = lines::words(spec);
    match words.as_slice() {
        [] => Ok("Medium"),
        [word] if word.text.eq_ignore_ascii_case("random") => {
            Ok(BANDS[rng.random_range(0..BANDS.len())])
        }
        [word] => BANDS
            .iter()
            .find(|b| b.eq_ignore_ascii_case(word.text))
            .copied()
            .ok_or_else(|| {
                LineError::new(
                    word.column,
                    format!("'{}' is not a range band; {TRACK_HINT}", word.text),
                )
            }),
        [_, extra, ..] => Err(LineError::new(extra.column, "one range band only")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    /// A foot chase improvised line by line loads as a setup.
    #[test]
    fn an_improvised_foot_chase_loads() {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        let system = system(
            &["Mina quarry 13 14 6", "Guard pursuer 11"],
            "long",
            &mut rng,
        )
        .unwrap();
        let text = format!("(name: \"x\", system: {system})");
        let setup = crate::setup::parse(&text, "improvised").expect("it loads");
        match setup.chase {
            crate::systems::Chase::Gurps(session) => {
                let state = session.state();
                assert_eq!(state.band, crate::systems::gurps::rules::Band::Long);
                assert_eq!(state.people[0].skills.running, Some(14));
                assert_eq!(state.people[1].skills.running, Some(11));
            }
            _ => panic!("a GURPS chase"),
        }
        assert!(system_err(&["Mina quarry"]).contains("pursuer"));
        assert!(start("near", &mut rng).is_err());
    }

    fn system_err(lines: &[&str]) -> String {
        let mut rng = ChaCha8Rng::seed_from_u64(1);
        system(lines, "", &mut rng).unwrap_err().to_string()
    }
}
