//! What an improvised Savage Worlds participant carries and rides, on its line: a weapon by name
//! or by its dice (`attack d8 damage 2d6`), armour and defences (`armor 2`, `toughness 7`,
//! `parry 6`), a vehicle by name (`car`, `motorcycle`, `horse`, `boat`), which sets the
//! maneuvering trait, the Top Speed and the Toughness as a setup would, and `rides <driver>` for
//! a passenger. The setup reader then checks all of it as it checks any setup.
//!
//! The chase text gives no weapon or vehicle list, so the common ones here are ours: Strength d6
//! assumed for muscle weapons (a sword is d6+d8), and round numbers for the vehicles.

use crate::improvise::lines::{self, LineError, Word};
use std::fmt::Write as _;

/// The weapons a keeper may name: the damage each does.
pub const WEAPONS: [(&str, &str); 12] = [
    ("knife", "d6+d4"),
    ("club", "d6+d4"),
    ("spear", "d6+d6"),
    ("sword", "d6+d8"),
    ("axe", "d6+d8"),
    ("bow", "2d6"),
    ("crossbow", "2d6"),
    ("pistol", "2d6"),
    ("revolver", "2d6"),
    ("smg", "2d6"),
    ("shotgun", "3d6"),
    ("rifle", "2d8"),
];

/// The vehicles (and mounts) a keeper may name: trait, Top Speed, Toughness.
pub const VEHICLES: [(&str, &str, u32, u32); 6] = [
    ("car", "Driving", 40, 11),
    ("truck", "Driving", 30, 14),
    ("motorcycle", "Driving", 50, 8),
    ("horse", "Riding", 18, 8),
    ("boat", "Boating", 20, 10),
    ("plane", "Piloting", 100, 12),
];

/// What the words of a line said about a participant's gear.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Gear {
    pub attack: Option<String>,
    pub damage: Option<String>,
    pub armor: Option<u32>,
    pub toughness: Option<u32>,
    pub parry: Option<u32>,
    /// The vehicle's trait, Top Speed and Toughness.
    pub vehicle: Option<(&'static str, u32, u32)>,
    pub rides_with: Option<String>,
}

impl Gear {
    /// Reads the gear word at `rest[*at]` (and its value after it), moving `at` past what it
    /// used; `Ok(false)` when the word is not about gear.
    pub fn read(&mut self, rest: &[Word<'_>], at: &mut usize) -> Result<bool, LineError> {
        let word = rest[*at];
        let lower = word.text.to_lowercase();
        let value = |what: &str| {
            rest.get(*at + 1)
                .copied()
                .ok_or_else(|| LineError::new(word.column, format!("say {what} after it")))
        };
        if let Some((_, damage)) = WEAPONS.iter().find(|(name, _)| *name == lower) {
            self.damage = Some((*damage).to_string());
        } else if let Some((_, maneuver, speed, toughness)) =
            VEHICLES.iter().find(|(name, ..)| *name == lower)
        {
            self.vehicle = Some((maneuver, *speed, *toughness));
        } else {
            match lower.as_str() {
                "attack" => {
                    let die = value("the attack skill's die, e.g. `attack d8`")?;
                    self.attack = Some(die.text.to_lowercase());
                }
                "damage" => {
                    let dice = value("the weapon's damage, e.g. `damage 2d6`")?;
                    self.damage = Some(dice.text.to_lowercase());
                }
                "armor" | "armour" => {
                    let n = value("the armour, e.g. `armor 2`")?;
                    self.armor = Some(lines::number(n, "armour", 20)?);
                }
                "toughness" => {
                    let n = value("the Toughness, e.g. `toughness 7`")?;
                    self.toughness = Some(lines::number(n, "Toughness", 40)?);
                }
                "parry" => {
                    let n = value("the Parry, e.g. `parry 6`")?;
                    self.parry = Some(lines::number(n, "Parry", 20)?);
                }
                "rides" => {
                    let is_gear = |word: &str| {
                        matches!(
                            word,
                            "attack"
                                | "damage"
                                | "armor"
                                | "armour"
                                | "toughness"
                                | "parry"
                                | "rides"
                                | "riding"
                                | "driving"
                        ) || WEAPONS.iter().any(|(name, _)| *name == word)
                            || VEHICLES.iter().any(|(name, ..)| *name == word)
                    };
                    let (driver, used) =
                        crate::improvise::named::name_at(&rest[*at + 1..], &is_gear).ok_or_else(
                            || {
                                LineError::new(
                                    word.column,
                                    "say the driver's name after it, e.g. `rides Knight`",
                                )
                            },
                        )?;
                    self.rides_with = Some(driver);
                    // The name's words after its first (the first is counted below).
                    *at += used - 1;
                }
                _ => return Ok(false),
            }
            *at += 1;
        }
        *at += 1;
        Ok(true)
    }

    /// The maneuvering trait and Top Speed a named vehicle gives, where the line named one.
    pub fn maneuver(&self) -> Option<&'static str> {
        self.vehicle.map(|(maneuver, ..)| maneuver)
    }

    /// The setup fields the gear writes (after the participant's own), each `, field: value`;
    /// `die` is the participant's trait die, the attack die when only a weapon is named.
    pub fn ron(&self, die: &str, top_speed: Option<u32>) -> String {
        let mut out = String::new();
        if let (None, Some((_, speed, _))) = (top_speed, self.vehicle) {
            let _ = write!(out, ", top_speed: {speed}");
        }
        if let Some(damage) = &self.damage {
            let attack = self.attack.as_deref().unwrap_or(die);
            let _ = write!(out, ", attack: \"{attack}\", damage: \"{damage}\"");
        } else if let Some(attack) = &self.attack {
            // The setup reader names what is missing (a weapon's damage).
            let _ = write!(out, ", attack: \"{attack}\"");
        }
        let base = self
            .toughness
            .or(self.vehicle.map(|(.., toughness)| toughness));
        let toughness = match (base, self.armor) {
            (Some(base), armor) => Some(base + armor.unwrap_or(0)),
            // Toughness 5 (Vigor d6) when only armour is named.
            (None, Some(armor)) => Some(5 + armor),
            (None, None) => None,
        };
        if let Some(toughness) = toughness {
            let _ = write!(out, ", toughness: {toughness}");
        }
        if let Some(parry) = self.parry {
            let _ = write!(out, ", parry: {parry}");
        }
        if let Some(driver) = &self.rides_with {
            let _ = write!(out, ", rides_with: {}", lines::quoted(driver));
        }
        out
    }
}
