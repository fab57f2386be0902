//! A setup's list of named things (participants, paths, obstacles): one name each, since commands
//! name them ignoring case ([`crate::engine::names`]). One check and one message for every system.

use super::problem::{Path, Problem};
use crate::engine::names::position_named;

/// Refuses `name` at `here` when an earlier entry of the list has it: "duplicate name 'harvey':
/// participant 1 is already called 'Harvey' (names ignore case, since commands name
/// participants); give each participant its own name". `noun` is what the list holds
/// ("participant", "path"), `word` how the message calls the repeated thing ("name", "path").
pub fn unique<'a>(
    earlier: impl IntoIterator<Item = &'a str>,
    name: &str,
    here: &Path,
    noun: &str,
    word: &str,
) -> Result<(), Problem> {
    let earlier: Vec<&str> = earlier.into_iter().collect();
    match position_named(earlier.iter().copied(), name) {
        None => Ok(()),
        Some(at) => Err(Problem::new(
            here.field("name"),
            format!(
                "duplicate {word} '{name}': {noun} {} is already called '{}' (names ignore case, \
                 since commands name {noun}s); give each {noun} its own name",
                at + 1,
                earlier[at]
            ),
        )),
    }
}
