//! The chase-track part of a setup file exactly as a keeper writes it (`system: Track(...)`): the
//! serde types the RON is read into before any rule is checked. Unknown fields are refused, so a
//! misspelt field is reported rather than ignored; the serde names are the keeper's words, because
//! the parser quotes them ("unknown field 'hart' in participant").

use crate::systems::track::rules::{Environment, Side, Start, TurnOrder};
use serde::Deserialize;

/// `system: Track(settings: (...), start: Within30Feet, participants: [...])`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "chase", deny_unknown_fields)]
pub struct RawTrack {
    /// The rule settings the text leaves to the GM; each has the rules' default.
    #[serde(default)]
    pub settings: RawSettings,
    /// How the chase began: a row of the starting situation table, or `Spaces(n)`. Where the prey
    /// stands when the chaser is at 0 ("The Chase Track"); 3 spaces (within 30 feet) when left out.
    #[serde(default)]
    pub start: Option<Start>,
    pub participants: Vec<RawParticipant>,
}

/// The settings of `systems::track::rules::Settings` other than the start, every one optional: a field left
/// out keeps the rules' default.
#[derive(Clone, Debug, Default, Deserialize)]
#[serde(rename = "settings", default, deny_unknown_fields)]
pub struct RawSettings {
    pub escape_distance: Option<u32>,
    pub safe_haven: Option<u32>,
    pub environment: Option<Environment>,
    pub exertion_cn: Option<u32>,
    pub exertion_step: Option<u32>,
    pub exertions_per_turn: Option<u32>,
    pub turn_order: Option<TurnOrder>,
    pub usual_speed_ft: Option<u32>,
    pub speed_difference_ft: Option<u32>,
    pub attack_range: Option<u32>,
    pub complications: Option<bool>,
    pub fall_margin: Option<u32>,
    pub fast_lane_on_exertion: Option<bool>,
    pub auto_end_turn: Option<bool>,
}

/// One participant, or a group that runs as one ("Groups can split up").
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "participant", deny_unknown_fields)]
pub struct RawParticipant {
    pub name: String,
    pub side: Side,
    /// The heart die and the four ability dice, as their number of sides (8 for a d8).
    pub heart: u32,
    pub might: u32,
    pub agility: u32,
    pub cunning: u32,
    pub presence: u32,
    /// Base speed on foot in feet; the chase's usual speed when left out.
    #[serde(default)]
    pub speed: Option<u32>,
    /// Added to the d20 for initiative ("Multiple Participants").
    #[serde(default)]
    pub agility_modifier: i32,
    /// Hit points, when the GM tracks them in the chase.
    #[serde(default)]
    pub hp: Option<u32>,
    /// A player's character: the players' view (`chasetrack follow`) shows its numbers, and
    /// keeps the GM's for everyone else.
    #[serde(default)]
    pub player: bool,
    /// Overrides who may read its numbers on the players' screen: `true` keeps them the keeper's
    /// even for a player's character, `false` shows them even for the keeper's
    /// (docs/players-view.md).
    #[serde(default)]
    pub secret: Option<bool>,
    /// Flying, swimming, climbing: lets it pass obstacles at the GM's word.
    #[serde(default)]
    pub special_movement: Option<String>,
    /// How many people the entry stands for; 2 or more can split.
    #[serde(default)]
    pub size: Option<u32>,
    /// A mount it rides ("Mounted Chases").
    #[serde(default)]
    pub mount: Option<RawRide>,
    /// A vehicle it drives.
    #[serde(default)]
    pub vehicle: Option<RawRide>,
    /// The space it starts on, instead of the one the start gives its side.
    #[serde(default)]
    pub space: Option<u32>,
}

/// A mount or a vehicle: `(name: "Bay mare", speed: 60)`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "ride", deny_unknown_fields)]
pub struct RawRide {
    pub name: String,
    /// Its speed in feet; it counts instead of the rider's for speed differences.
    pub speed: u32,
}
