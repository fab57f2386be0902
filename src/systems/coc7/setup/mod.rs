//! The Call of Cthulhu 7e part of a setup (`system: Coc7(...)`): its raw types ([`raw`]) and
//! their validation into the engine's [`Coc7`] state, ready to be established.

pub mod optional;
pub mod participants;
pub mod raw;
pub mod readout;
#[cfg(test)]
mod route_tests;
mod summary;
pub mod surprises;
pub mod track;
pub mod vehicles;

use crate::setup::problem::{Path, Problem};
use crate::systems::coc7::rules::Coc7;
use raw::RawCoc7;

/// Checks the settings, the track and the participants, and builds the state of a chase that has
/// not begun. `path` is where the chase's fields sit in the file (`system.Coc7`).
pub fn build(raw: &RawCoc7, path: &Path) -> Result<Coc7, Problem> {
    check_settings(raw, &path.field("settings"))?;
    optional::check_settings(&raw.settings, &path.field("settings"))?;
    let track = track::build(&raw.track, &path.field("track"), raw.settings.routes)?;
    let (participants, preset_locations) = participants::build(
        &raw.participants,
        track.locations.len(),
        &path.field("participants"),
    )?;
    Ok(Coc7::new(
        raw.settings.clone(),
        track,
        participants,
        preset_locations,
    ))
}

/// The settings a file can get wrong in ways the parser does not see.
fn check_settings(raw: &RawCoc7, path: &Path) -> Result<(), Problem> {
    let settings = &raw.settings;
    // "Cut to the Chase": "The Keeper would normally set the starting range to two locations, but
    // may opt for a tenser chase by reducing it to one location ... It is advised not to set the
    // range beyond two locations."
    if !(1..=2).contains(&settings.starting_range) {
        return Err(Problem::new(
            path.field("starting_range"),
            format!(
                "starting_range is '{}'; it must be 1 or 2 (\"Cut to the Chase\": normally 2, 1 \
                 for a tenser chase, and never beyond 2)",
                settings.starting_range
            ),
        ));
    }
    // "Fleeing the Scene" counts locations moved within a number of rounds; zero rounds is no
    // chase at all.
    if settings.fleeing_rounds == Some(0) {
        return Err(Problem::new(
            path.field("fleeing_rounds"),
            "fleeing_rounds is '0'; give the number of rounds the chase lasts (1 or more), or \
             leave it out for a chase without a time limit",
        ));
    }
    Ok(())
}

/// An example value for a field of a Call of Cthulhu setup, for the parser's messages (also the
/// examples a file that names no system is shown).
pub fn example(field: &str) -> Option<&'static str> {
    Some(match field {
        "system" => "Coc7(track: [...], participants: [...])",
        "track" => "[Location(\"Barn\"), Dot, Location(\"Gate\")]",
        "participants" => "[(name: \"Harvey\", side: Quarry, dex: 55, mov: 6, con: 60, hp: 11)]",
        "side" => "Quarry",
        "dex" => "55",
        "mov" => "7",
        "con" => "60",
        "hp" => "11",
        "build" => "0",
        "start" => "3",
        "count" => "3",
        "starting_range" => "2",
        "fleeing_rounds" => "5",
        "damage" => "\"1D3\"",
        "debris" => "(name: \"Rubble\", skills: [\"DEX\"])",
        "vehicle" => "(name: \"Pickup truck\", mov: 10, build: 6)",
        _ => return None,
    })
}

/// The first fields of this system's part of a setup, for the example in a message.
pub const FIELDS: &str = "track: [...], participants: [...]";

/// A field of this system written where it does not belong: the fix.
pub fn misplaced(_found: &str, _outer: &str) -> Option<&'static str> {
    None
}

/// How a value of this system is written without a name before its parentheses (also the
/// examples a file that names no system is shown).
pub fn unnamed(expected: &str) -> Option<&'static str> {
    Some(match expected {
        "hazard" => "debris: (name: \"Rubble\", skills: [\"DEX\"])",
        "vehicle" => "vehicle: (name: \"Pickup truck\", mov: 10, build: 6)",
        "participant" => {
            "participants: [(name: \"Harvey\", side: Quarry, dex: 55, mov: 6, con: 60, hp: 11)]"
        }
        "Settings" => "settings: (starting_range: 2)",
        _ => return None,
    })
}

/// This system's part of a setup file, as the list of systems names it.
pub type Raw = raw::RawCoc7;

pub use summary::summary;
