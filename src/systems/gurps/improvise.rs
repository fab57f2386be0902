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
     armoredcar) and the driving skill, `aboard <driver>` for a passenger; a skill left out is DX; \
     `x2` makes two, numbered, anywhere after the side; several names before the side share the line (`Mina, Ole quarry`)";

/// The track taken when the line that ends the participants is empty, in the keeper's words.
pub const TRACK_DEFAULT: &str = "medium range";

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
    // Who drives what, for the passengers' `aboard <driver>` (a line with a mistake is named
    // when it is read below).
    let drivers: Vec<(String, String)> = participants
        .iter()
        .flat_map(|line| lines::several_names(line, |word| side(word).is_some()))
        .filter_map(|named| person(&named.line, &[]).ok())
        .filter_map(|(_, _, name, _, vehicle)| vehicle.map(|v| (name, v)))
        .collect();
    let people = entries(
        participants,
        (Some("quarry"), Some("pursuer")),
        crate::improvise::Counts::Numbered,
        |word| side(word).is_some(),
        |line| {
            let (ron, quarry, name, vehicle, _) = person(line, &drivers)?;
            vehicles.borrow_mut().extend(vehicle);
            Ok((ron, quarry, name))
        },
    )?;
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

/// One person's line read: its RON entry, whether it is the quarry's, its name, the entry of the
/// vehicle it drives and that vehicle's name, if its line names one.
type Read = (String, bool, String, Option<String>, Option<String>);

/// `Mina quarry 13 14 6`: the person as [`Read`]; `drivers` names each driver's vehicle, for a
/// passenger's `aboard <driver>`.
fn person(line: &str, drivers: &[(String, String)]) -> Result<Read, LineError> {
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
    let aboard = match &gear.aboard {
        Some((driver, column)) => Some(
            drivers
                .iter()
                .find(|(name, _)| name.eq_ignore_ascii_case(driver))
                .map(|(_, vehicle)| vehicle.as_str())
                .ok_or_else(|| {
                    LineError::new(
                        *column,
                        format!("'{driver}' drives no vehicle on these lines"),
                    )
                })?,
        ),
        None => None,
    };
    let ron = format!(
        "(name: {}, side: {}, dx: {dx}, running: {running}, move: {move_yards}{})",
        lines::quoted(&name),
        if quarry { "Quarry" } else { "Pursuer" },
        gear.person_ron(&name, dx, aboard)
    );
    let vehicle = gear.vehicle_ron(&name);
    let vehicle_name = gear.vehicle_name(&name);
    Ok((ron, quarry, name, vehicle, vehicle_name))
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
