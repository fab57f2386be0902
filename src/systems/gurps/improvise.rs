//! An improvised GURPS Action chase: each person's side, DX and travel skill (Running), on foot;
//! and the starting range band. Vehicles, weapons and the rest are written in the setup after.

use crate::improvise::lines::{self, LineError, Word};
use crate::improvise::{ImproviseError, entries};
use rand::Rng;
use rand_chacha::ChaCha8Rng;

/// Two lines that make a chase of this system, a quarry's and a pursuer's: what the tests that
/// improvise every system type.
pub const EXAMPLE: [&str; 2] = ["Mina quarry", "Guard pursuer"];

pub const PARTICIPANT_HINT: &str = "name side [DX] [Running] [Move] [gear], e.g. `Mina quarry 13 \
     14 6` or `Thugs pursuer 11 pistol 12 dr 2 jeep 12`; side is quarry or pursuer; left out: DX \
     10, Running as DX, Move 5; gear: a weapon (knife, club, pistol, revolver, smg, rifle) and \
     its skill, `dr N` for armour, a vehicle to drive (sportscar, hmmwv, jeep, motorcycle, \
     armoredcar) and the driving skill; a skill left out is DX";

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
    // The vehicles the lines name, listed before the people who drive them.
    let vehicles = std::cell::RefCell::new(Vec::new());
    let people = entries(participants, (Some("quarry"), Some("pursuer")), |line| {
        let (ron, quarry, name, vehicle) = person(line)?;
        vehicles.borrow_mut().extend(vehicle);
        Ok((ron, quarry, name))
    })?;
    let mut out = format!("Gurps(\n        settings: (start_band: {band}),\n");
    let vehicles = vehicles.into_inner();
    if !vehicles.is_empty() {
        out.push_str("        vehicles: [\n");
        for vehicle in vehicles {
            out.push_str(&format!("            {vehicle},\n"));
        }
        out.push_str("        ],\n");
    }
    out.push_str("        people: [\n");
    out.push_str(&people);
    out.push_str("        ],\n    )");
    Ok(out)
}

/// `Mina quarry 13 14 6`: the RON entry, whether it is the quarry's, its name, and the entry of
/// the vehicle it drives, if its line names one.
fn person(line: &str) -> Result<(String, bool, String, Option<String>), LineError> {
    let words = lines::words(line);
    let (name, quarry, rest) = lines::name_and_side(
        &words,
        side,
        "write the name, then `quarry` or `pursuer`, e.g. `Mina quarry 13 14`",
    )?;
    // DX, Running and Move come first, in that order; then the gear, in any order.
    let numbers: Vec<Word<'_>> = rest
        .iter()
        .take_while(|word| lines::is_number(word))
        .copied()
        .collect();
    if let Some(extra) = numbers.get(3) {
        return Err(LineError::new(
            extra.column,
            "after DX, Running and Move there is nothing more",
        ));
    }
    let dx = match numbers.first() {
        Some(word) => lines::number(*word, "DX", 30)?,
        None => 10,
    };
    let running = match numbers.get(1) {
        Some(word) => lines::number(*word, "Running", 30)?,
        None => dx,
    };
    let move_yards = match numbers.get(2) {
        Some(word) => lines::number(*word, "Move", 20)?,
        None => 5,
    };
    let mut gear = super::improvise_gear::Gear::default();
    let mut at = numbers.len();
    while at < rest.len() {
        if !gear.read(rest, &mut at)? {
            return Err(LineError::new(
                rest[at].column,
                format!(
                    "'{}' is not part of a participant; {PARTICIPANT_HINT}",
                    rest[at].text
                ),
            ));
        }
    }
    let ron = format!(
        "(name: {}, side: {}, dx: {dx}, running: {running}, move: {move_yards}{})",
        lines::quoted(&name),
        if quarry { "Quarry" } else { "Pursuer" },
        gear.person_ron(&name, dx)
    );
    let vehicle = gear.vehicle_ron(&name);
    Ok((ron, quarry, name, vehicle))
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
