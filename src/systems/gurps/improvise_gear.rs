//! What an improvised GURPS participant carries and drives, on its line: a weapon by name with
//! its skill after it (`pistol 13`; DX when left out), armour (`dr 2`), and a vehicle by name
//! with the driving skill after it (`sportscar 14`), which the setup then lists under `vehicles`
//! with the person driving it. The setup reader checks all of it as it checks any setup.
//!
//! The text names two vehicles ("a HMMWV (ST 72)", "a sports car (ST 57)"); their other
//! numbers, the other vehicles and the weapons are ours, as in the shipped setups.

use crate::improvise::lines::{self, LineError, Word};
use std::fmt::Write as _;

/// Weapons by name: damage, Acc, Bulk, melee.
pub const WEAPONS: [(&str, &str, i32, i32, bool); 6] = [
    ("knife", "1d", 0, -1, true),
    ("club", "1d+1", 0, -1, true),
    ("pistol", "2d", 2, -2, false),
    ("revolver", "2d", 2, -2, false),
    ("smg", "3d", 2, -4, false),
    ("rifle", "7d", 5, -5, false),
];

/// Vehicles by name: the name a setup gives it and its entry's numbers.
pub const VEHICLES: [(&str, &str, &str); 5] = [
    (
        "sportscar",
        "Sports car",
        "st: 57, hp: 57, ht: 11, handling: 1, sr: 3, dr: 3, sm: 4, move: 45",
    ),
    (
        "hmmwv",
        "HMMWV",
        "st: 72, hp: 72, ht: 12, handling: -1, sr: 3, dr: 4, sm: 4, move: 33",
    ),
    (
        "jeep",
        "Jeep",
        "st: 50, hp: 50, handling: 0, sr: 3, dr: 4, sm: 3, mph: 70",
    ),
    (
        "motorcycle",
        "Motorcycle",
        "st: 30, hp: 30, handling: 2, sr: 2, dr: 2, sm: 1, mph: 120, exposed: true",
    ),
    (
        "armoredcar",
        "Armoured car",
        "st: 80, hp: 80, handling: -2, sr: 4, dr: 15, sm: 4, mph: 80",
    ),
];

/// What a line said about a person's gear.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gear {
    /// The weapon's row and its skill, if the line gave one.
    pub weapon: Option<(usize, Option<u32>)>,
    pub dr: Option<u32>,
    /// The vehicle's row and the driving skill, if the line gave one.
    pub vehicle: Option<(usize, Option<u32>)>,
    /// A passenger: the driver whose vehicle it rides (`aboard Vince`).
    pub aboard: Option<(String, usize)>,
}

impl Gear {
    /// Reads the gear word at `rest[*at]` (with a skill or value after it), moving `at` past
    /// what it used; `Ok(false)` when the word is not about gear.
    pub fn read(&mut self, rest: &[Word<'_>], at: &mut usize) -> Result<bool, LineError> {
        let word = rest[*at];
        let lower = word.text.to_lowercase();
        let skill = |at: usize, what: &str| -> Result<Option<u32>, LineError> {
            match rest.get(at + 1) {
                Some(next) if lines::is_number(next) => Ok(Some(lines::number(*next, what, 30)?)),
                _ => Ok(None),
            }
        };
        if let Some(row) = WEAPONS.iter().position(|(name, ..)| *name == lower) {
            let value = skill(*at, "the weapon's skill")?;
            self.weapon = Some((row, value));
            *at += 1 + usize::from(value.is_some());
        } else if let Some(row) = VEHICLES.iter().position(|(word, ..)| *word == lower) {
            let value = skill(*at, "the driving skill")?;
            self.vehicle = Some((row, value));
            *at += 1 + usize::from(value.is_some());
        } else if lower == "aboard" {
            let is_gear = |word: &str| {
                matches!(word, "aboard" | "dr")
                    || WEAPONS.iter().any(|w| w.0 == word)
                    || VEHICLES.iter().any(|v| v.0 == word)
            };
            let driver = rest
                .get(*at + 1)
                .ok_or_else(|| LineError::new(word.column, "say whose vehicle: `aboard Vince`"))?;
            let (name, used) = crate::improvise::named::name_at(&rest[*at + 1..], &is_gear)
                .ok_or_else(|| LineError::new(word.column, "say whose vehicle: `aboard Vince`"))?;
            self.aboard = Some((name, driver.column));
            *at += 1 + used;
        } else if lower == "dr" {
            let value = rest
                .get(*at + 1)
                .ok_or_else(|| LineError::new(word.column, "say the armour's DR: `dr 2`"))?;
            self.dr = Some(lines::number(*value, "DR", 100)?);
            *at += 2;
        } else {
            return Ok(false);
        }
        Ok(true)
    }

    /// The person's fields the gear adds (`, field: value` each), given its DX and the vehicle
    /// of the driver it rides with, if it rides.
    pub fn person_ron(&self, who: &str, dx: u32, aboard: Option<&str>) -> String {
        let mut out = String::new();
        if let Some(vehicle) = aboard {
            let _ = write!(out, ", aboard: {}", lines::quoted(vehicle));
        }
        if let Some(dr) = self.dr {
            let _ = write!(out, ", dr: {dr}");
        }
        if let Some((row, skill)) = self.weapon {
            let (name, damage, acc, bulk, melee) = WEAPONS[row];
            let _ = write!(
                out,
                ", weapon: (name: \"{name}\", skill: {}, damage: \"{damage}\", acc: {acc}, \
                 bulk: {bulk}{})",
                skill.unwrap_or(dx),
                if melee { ", melee: true" } else { "" }
            );
        }
        if let Some((_, skill)) = self.vehicle {
            let _ = write!(
                out,
                ", vehicle_skill: {}, drives: {}",
                skill.unwrap_or(dx),
                lines::quoted(&self.vehicle_name(who).unwrap_or_default())
            );
        }
        out
    }

    /// "Vince's Sports car": the vehicle's name in the setup, one per driver.
    pub fn vehicle_name(&self, who: &str) -> Option<String> {
        self.vehicle
            .map(|(row, _)| format!("{who}'s {}", VEHICLES[row].1))
    }

    /// The vehicle's entry under `vehicles`.
    pub fn vehicle_ron(&self, who: &str) -> Option<String> {
        let (row, _) = self.vehicle?;
        Some(format!(
            "(name: {}, {})",
            lines::quoted(&self.vehicle_name(who)?),
            VEHICLES[row].2
        ))
    }
}
