//! The position-clocks part of a setup file exactly as a keeper writes it (`system: Clocks(...)`):
//! the serde types the RON is read into before any rule is checked. Paths, rides and obstacles are
//! named, not numbered, so that a keeper never counts entries; unknown fields are refused.

use crate::systems::clocks::rules::{Scope, Terrain};
use serde::Deserialize;

/// `system: Clocks(segments: 8, paths: [...], participants: [...], obstacles: [...], timer: ...)`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "chase", deny_unknown_fields)]
pub struct RawClocks {
    /// The rule settings the text leaves to the GM; each has the README's default.
    #[serde(default)]
    pub settings: RawSettings,
    /// Segments in every runner's and chaser's clock: 4 a quick sprint, 12 a long pursuit.
    pub segments: u32,
    /// The routes of the chase; everyone starts on the first unless it says otherwise. One easy
    /// path, "the way", when left out.
    #[serde(default)]
    pub paths: Option<Vec<RawPath>>,
    pub participants: Vec<RawParticipant>,
    /// Obstacles between two segments of a path.
    #[serde(default)]
    pub obstacles: Vec<RawObstacle>,
    /// The clock that ticks at the end of each round ("Timers").
    #[serde(default)]
    pub timer: Option<RawTimer>,
}

/// The settings of `systems::clocks::rules::Settings`, every one optional: a field left out keeps its
/// default.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename = "settings", default, deny_unknown_fields)]
pub struct RawSettings {
    pub easy_dc: Option<u32>,
    pub difficult_dc: Option<u32>,
    pub very_difficult_dc: Option<u32>,
    pub difficult_effect_dc: Option<u32>,
    pub flying_dc: Option<u32>,
    pub critical_margin: Option<i32>,
    pub strong_margin: Option<i32>,
    pub success_margin: Option<i32>,
    pub weak_margin: Option<i32>,
    pub natural_20_critical: Option<bool>,
    pub critical_segments: Option<u32>,
    pub strong_segments: Option<u32>,
    pub success_segments: Option<u32>,
    pub weak_segments: Option<u32>,
    pub failure_segments: Option<u32>,
    pub path_change_cost: Option<u32>,
    pub race_places: Option<u32>,
    pub overshoot_advantage: Option<bool>,
    pub timer_catches_hidden: Option<bool>,
    pub escape_when_chasers_done: Option<bool>,
    pub round_seconds: Option<u32>,
    pub tie_rerolls: Option<u32>,
}

/// A route: `(name: "Rooftops", terrain: (difficulty: VeryDifficult), flight_only: false)`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "path", deny_unknown_fields)]
pub struct RawPath {
    pub name: String,
    /// Its terrain in the first round; easy, clear and level when left out.
    #[serde(default)]
    pub terrain: Terrain,
    /// Only those who fly may be on it (the sky).
    #[serde(default)]
    pub flight_only: bool,
}

/// What a participant is: the three roles of the text, a ride being a vehicle or a mount.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename = "role")]
pub enum RawRole {
    Runner,
    Chaser,
    Vehicle,
    Mount,
}

/// A runner, a chaser, or a vehicle or mount that moves when someone aboard commands it.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "participant", deny_unknown_fields)]
pub struct RawParticipant {
    pub name: String,
    pub role: RawRole,
    /// Its speed bonus to movement checks.
    #[serde(default)]
    pub bonus: i32,
    /// Its Dexterity with Athletics bonus, for a race's turn order.
    #[serde(default)]
    pub athletics: i32,
    /// Segments filled when the chase begins ("Head Starts").
    #[serde(default)]
    pub head_start: u32,
    /// The path it starts on, by name; the first path when left out.
    #[serde(default)]
    pub path: Option<String>,
    /// It flies or teleports: the terrain is not difficult for it, and it may take the sky.
    #[serde(default)]
    pub flies: bool,
    /// It starts hidden (its path must be obscured).
    #[serde(default)]
    pub hidden: bool,
    /// A player's character: the players' view (`chasetrack follow`) shows its numbers, and
    /// keeps the GM's for everyone else.
    #[serde(default)]
    pub player: bool,
    /// Overrides who may read its numbers on the players' screen: `true` keeps them the keeper's
    /// even for a player's character, `false` shows them even for the keeper's
    /// (docs/players-view.md).
    #[serde(default)]
    pub secret: Option<bool>,
    /// The vehicle or mount it starts aboard, by name.
    #[serde(default)]
    pub aboard: Option<String>,
}

/// An obstacle between segment `after` and the next on a path.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "obstacle", deny_unknown_fields)]
pub struct RawObstacle {
    pub name: String,
    /// The path it is on, by name; the first path when left out.
    #[serde(default)]
    pub path: Option<String>,
    /// It lies between segment `after` and `after + 1`.
    pub after: u32,
    /// The DC to resolve it; the path's terrain DC when left out.
    #[serde(default)]
    pub dc: Option<u32>,
    /// `Everyone` must resolve it (a wall), or `OneForAll` (a locked door).
    #[serde(default)]
    pub scope: Scope,
}

/// `timer: (name: "Self-destruct", segments: 6)`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "timer", deny_unknown_fields)]
pub struct RawTimer {
    pub name: String,
    pub segments: u32,
    /// Segments already filled when the chase begins.
    #[serde(default)]
    pub filled: u32,
}
