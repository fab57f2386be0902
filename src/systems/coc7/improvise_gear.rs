//! What an improvised Call of Cthulhu participant carries and drives, on its line, among its
//! skills: a weapon by name (`revolver`, `shotgun`, `knife` ...) or its damage (`damage 1D10`),
//! and a vehicle of the text's Vehicle Reference Charts after `drives` (`drives car standard`,
//! `drives motorcycle heavy`), or `rides <driver>` as a passenger. The setup reader then checks it
//! as it checks any setup (a chart name it does not know is named with the nearest ones).
//!
//! The weapons' damage is the rulebook's usual for each; the chase text names only "1D10 for a
//! .38 revolver" among them, so the others are ours.

use crate::improvise::lines::{self, LineError, Word};
use std::fmt::Write as _;

/// Weapons by name and their damage.
pub const WEAPONS: [(&str, &str); 8] = [
    ("knife", "1D4+2"),
    ("club", "1D8"),
    ("axe", "1D8+2"),
    ("revolver", "1D10"),
    ("pistol", "1D10"),
    ("rifle", "2D6+4"),
    ("shotgun", "4D6"),
    ("smg", "1D10"),
];

/// What a line said about a participant's gear.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gear {
    pub damage: Option<String>,
    /// The chart vehicle's name as typed, commas put back where the chart has them.
    pub vehicle: Option<String>,
    pub rides_with: Option<String>,
}

impl Gear {
    /// Takes the gear out of the words after the numbers, leaving the skills: a bare weapon name,
    /// `damage <dice>`, `drives <chart vehicle>` and `rides <name>`. A weapon's name followed by a
    /// number is a skill (`Rifle 40`), not a weapon.
    pub fn take<'a>(words: &[Word<'a>]) -> Result<(Gear, Vec<Word<'a>>), LineError> {
        let mut gear = Gear::default();
        let mut skills = Vec::new();
        let mut at = 0;
        while at < words.len() {
            let word = words[at];
            let lower = word.text.to_lowercase();
            let next_is_number = words.get(at + 1).is_some_and(|w| lines::is_number(w));
            let weapon = WEAPONS.iter().find(|(name, _)| *name == lower);
            match (lower.as_str(), weapon) {
                (_, Some((_, damage))) if !next_is_number => {
                    gear.damage = Some((*damage).to_string());
                    at += 1;
                }
                ("damage", _) => {
                    let dice = words.get(at + 1).ok_or_else(|| {
                        LineError::new(word.column, "say the damage after it: `damage 1D10`")
                    })?;
                    gear.damage = Some(dice.text.to_uppercase());
                    at += 2;
                }
                ("rides", _) => {
                    let is_gear = |word: &str| {
                        matches!(word, "damage" | "rides" | "drives")
                            || WEAPONS.iter().any(|(name, _)| *name == word)
                    };
                    let (driver, used) = crate::improvise::named::name_at(
                        &words[at + 1..],
                        &is_gear,
                    )
                    .ok_or_else(|| {
                        LineError::new(word.column, "say whom it rides with: `rides Harvey`")
                    })?;
                    gear.rides_with = Some(driver);
                    at += 1 + used;
                }
                ("drives", _) => {
                    let (name, used) = chart_vehicle(&words[at + 1..]).ok_or_else(|| {
                        LineError::new(
                            word.column,
                            format!(
                                "say a vehicle of the charts after `drives`, e.g. `drives car \
                                 standard`: {}",
                                chart_names()
                            ),
                        )
                    })?;
                    gear.vehicle = Some(name);
                    at += 1 + used;
                }
                _ => {
                    skills.push(word);
                    at += 1;
                }
            }
        }
        Ok((gear, skills))
    }

    /// The setup fields the gear writes, each `, field: value`.
    pub fn ron(&self) -> String {
        let mut out = String::new();
        if let Some(damage) = &self.damage {
            let _ = write!(out, ", damage: {}", lines::quoted(damage));
        }
        if let Some(vehicle) = &self.vehicle {
            let _ = write!(out, ", vehicle: {}", lines::quoted(vehicle));
        }
        if let Some(driver) = &self.rides_with {
            let _ = write!(out, ", rides_with: {}", lines::quoted(driver));
        }
        out
    }
}

/// The chart vehicle the words start with (the longest name that fits, commas and case aside):
/// its name as the chart writes it, and how many words it took.
fn chart_vehicle(words: &[Word<'_>]) -> Option<(String, usize)> {
    let charts = crate::systems::coc7::setup::vehicles::charts().ok()?;
    let plain = |name: &str| {
        name.split(|c: char| c.is_whitespace() || c == ',')
            .filter(|w| !w.is_empty())
            .map(str::to_lowercase)
            .collect::<Vec<_>>()
    };
    charts
        .names()
        .filter_map(|name| {
            let wanted = plain(name);
            let typed: Vec<String> = words
                .iter()
                .take(wanted.len())
                .map(|w| w.text.to_lowercase())
                .collect();
            (typed == wanted).then(|| (name.to_string(), wanted.len()))
        })
        .max_by_key(|(_, used)| *used)
}

/// The charts' vehicles, for the message when none is named.
fn chart_names() -> String {
    crate::systems::coc7::setup::vehicles::charts()
        .map(|charts| charts.names().collect::<Vec<_>>().join("; "))
        .unwrap_or_default()
}
