//! The GURPS part of a setup file exactly as a keeper writes it (`system: Gurps(...)`): the serde
//! types the RON is read into before any rule is checked. Unknown fields are refused.

use crate::systems::gurps::rules::{Band, LimitEnding, Maneuver, Medium, Side};
use serde::Deserialize;

/// `system: Gurps(settings: (...), vehicles: [...], people: [...])`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "chase", deny_unknown_fields)]
pub struct RawGurps {
    #[serde(default)]
    pub settings: RawSettings,
    /// The quarry's side, for the screen ("the thieves"); "quarry" when left out.
    #[serde(default)]
    pub quarry: Option<String>,
    #[serde(default)]
    pub pursuer: Option<String>,
    #[serde(default)]
    pub vehicles: Vec<RawVehicle>,
    pub people: Vec<RawPerson>,
}

/// The settings of `systems::gurps::rules::Settings`, every one optional.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename = "settings", default, deny_unknown_fields)]
pub struct RawSettings {
    pub start_band: Option<Band>,
    pub blind: Option<bool>,
    pub crowded: Option<bool>,
    pub three_way: Option<bool>,
    pub round_limit: Option<u32>,
    pub limit_ending: Option<LimitEnding>,
    pub npc_weights: Option<Vec<(Maneuver, u32)>>,
    pub npc_stunt_penalty: Option<u8>,
    /// Rows of the thrust table that replace the shipped one's: `[(70, "8d"), ...]`.
    pub thrust: Option<Vec<(u32, String)>>,
}

/// A vehicle: `(name: "HMMWV", st: 72, hp: 72, handling: -1, sr: 3, dr: 4, sm: 4, move: 33)`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "vehicle", deny_unknown_fields)]
pub struct RawVehicle {
    pub name: String,
    pub st: u32,
    /// Its HP; its ST when left out.
    #[serde(default)]
    pub hp: Option<i32>,
    #[serde(default = "eleven")]
    pub ht: i32,
    #[serde(default)]
    pub handling: i32,
    #[serde(default = "three")]
    pub sr: i32,
    #[serde(default)]
    pub dr: i32,
    #[serde(default)]
    pub sm: i32,
    /// Top speed as Move (yards a second)...
    #[serde(default, rename = "move")]
    pub move_yards: Option<u32>,
    /// ...or in mph (Move = mph / 2).
    #[serde(default)]
    pub mph: Option<u32>,
    /// Its thrust dice, instead of the table's for its ST: "8d".
    #[serde(default)]
    pub thrust: Option<String>,
    #[serde(default)]
    pub enhanced_dodge: i32,
    #[serde(default)]
    pub mode: Option<Medium>,
    /// A motorbike or a horse: the rider is exposed.
    #[serde(default)]
    pub exposed: bool,
}

fn eleven() -> i32 {
    11
}

fn three() -> i32 {
    3
}

/// A person.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "person", deny_unknown_fields)]
pub struct RawPerson {
    pub name: String,
    pub side: Side,
    #[serde(default)]
    pub player: bool,
    /// Overrides who may read its numbers on the players' screen: `true` keeps them the keeper's
    /// even for a player's character, `false` shows them even for the keeper's
    /// (docs/players-view.md).
    #[serde(default)]
    pub secret: Option<bool>,
    #[serde(default = "ten")]
    pub st: i32,
    #[serde(default = "ten")]
    pub dx: i32,
    #[serde(default = "ten")]
    pub ht: i32,
    /// Its HP; its ST when left out.
    #[serde(default)]
    pub hp: Option<i32>,
    #[serde(default)]
    pub dr: i32,
    /// Basic Move on foot; 5 when left out.
    #[serde(default, rename = "move")]
    pub move_yards: Option<u32>,
    /// Dodge; 8 when left out.
    #[serde(default)]
    pub dodge: Option<i32>,
    #[serde(default)]
    pub parry: Option<i32>,
    #[serde(default)]
    pub running: Option<i32>,
    /// Driving, Boating, Piloting, Riding...: the skill for the vehicle it drives.
    #[serde(default)]
    pub vehicle_skill: Option<i32>,
    #[serde(default)]
    pub stealth: Option<i32>,
    #[serde(default)]
    pub acrobatics: Option<i32>,
    #[serde(default)]
    pub jumping: Option<i32>,
    #[serde(default)]
    pub climbing: Option<i32>,
    #[serde(default)]
    pub area_knowledge: Option<i32>,
    #[serde(default)]
    pub urban_survival: Option<i32>,
    /// Judo or Wrestling.
    #[serde(default)]
    pub wrestling: Option<i32>,
    #[serde(default)]
    pub gunslinger: bool,
    #[serde(default)]
    pub higher_purpose: bool,
    #[serde(default)]
    pub weapon: Option<RawWeapon>,
    /// The vehicle it drives.
    #[serde(default)]
    pub drives: Option<String>,
    /// The vehicle it rides in as a passenger.
    #[serde(default)]
    pub aboard: Option<String>,
}

fn ten() -> i32 {
    10
}

/// `(name: "pistol", skill: 13, damage: "2d+2", acc: 2, bulk: -2)`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "weapon", deny_unknown_fields)]
pub struct RawWeapon {
    pub name: String,
    pub skill: i32,
    pub damage: String,
    #[serde(default)]
    pub acc: i32,
    #[serde(default = "minus_two")]
    pub bulk: i32,
    #[serde(default)]
    pub melee: bool,
}

fn minus_two() -> i32 {
    -2
}
