//! The Savage Worlds part of a setup file exactly as a GM writes it (`system: Savage(...)`): the
//! serde types the RON is read into before any rule is checked. Unknown fields are refused, so a
//! misspelt field is reported rather than ignored.

use crate::systems::savage::rules::{Length, Maneuver, Side};
use serde::Deserialize;

/// `system: Savage(settings: (...), participants: [...])`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "chase", deny_unknown_fields)]
pub struct RawSavage {
    #[serde(default)]
    pub settings: RawSettings,
    pub participants: Vec<RawParticipant>,
}

/// The settings of `systems::savage::rules::Settings`, every one optional.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename = "settings", default, deny_unknown_fields)]
pub struct RawSettings {
    pub length: Option<Length>,
    pub difficult_terrain: Option<bool>,
    pub cooperative_bonus: Option<i32>,
    pub multi_action_penalty: Option<i32>,
    pub shuffle_on_joker: Option<bool>,
    pub joker_bonus: Option<i32>,
    pub auto_end_turn: Option<bool>,
    pub speed_per_damage_die: Option<u32>,
}

/// A driver's vehicle (`vehicle: (name: "motorcycle", toughness: 8)`): its damage at half Top
/// Speed and its Out of Control roll are then rolled, not left to the GM.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "vehicle", deny_unknown_fields)]
pub struct RawVehicle {
    /// What the log calls it; "vehicle" if left out.
    #[serde(default)]
    pub name: Option<String>,
    /// Its Toughness, Armor included.
    pub toughness: u32,
}

/// One participant, or a group of extras (`count: 5`).
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "participant", deny_unknown_fields)]
pub struct RawParticipant {
    pub name: String,
    pub side: Side,
    /// The maneuvering trait: Agility, Boating, Driving, Piloting or Riding.
    pub maneuver: Maneuver,
    /// Its die: "d8", "d12+1".
    pub die: String,
    #[serde(default)]
    pub wild_card: bool,
    #[serde(default)]
    pub player: bool,
    /// Overrides who may read its numbers on the players' screen: `true` keeps them the keeper's
    /// even for a player's character, `false` shows them even for the keeper's
    /// (docs/players-view.md).
    #[serde(default)]
    pub secret: Option<bool>,
    /// Top Speed, or Pace plus the running die's maximum on foot or mounted.
    #[serde(default)]
    pub top_speed: u32,
    #[serde(default)]
    pub climb: Option<i32>,
    /// How many extras the entry stands for: a group from 2.
    #[serde(default)]
    pub count: Option<u32>,
    /// The driver it rides with, by name.
    #[serde(default)]
    pub rides_with: Option<String>,
    /// The attack skill's die ("d8") and the weapon's damage ("2d6", "2d8+1").
    #[serde(default)]
    pub attack: Option<String>,
    #[serde(default)]
    pub damage: Option<String>,
    #[serde(default)]
    pub toughness: Option<u32>,
    #[serde(default)]
    pub parry: Option<u32>,
    #[serde(default)]
    pub spirit: Option<String>,
    /// The vehicle it drives.
    #[serde(default)]
    pub vehicle: Option<RawVehicle>,
}
