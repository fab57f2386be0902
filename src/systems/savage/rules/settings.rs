//! The rule settings that the Savage Worlds chase text leaves to the GM, each with the default the
//! text or the usual practice gives (docs/rules-savage.md), so that a setup file only names what it
//! changes.

use serde::{Deserialize, Serialize};

/// What the GM decides about a chase before it starts; a setup sets only what differs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// "Chase Length": Standard (5 rounds), Extended (10) or a Dogfight (until one side is gone).
    pub length: Length,
    /// "Terrain": the chase runs mostly over difficult ground: -2 to every maneuvering roll.
    pub difficult_terrain: bool,
    /// "Passengers": what a passenger's successful cooperative roll adds to the driver's total
    /// (the Road Warriors example: +2).
    pub cooperative_bonus: i32,
    /// "Passengers": the multi-action penalty of a passenger who helped and then acts (2).
    pub multi_action_penalty: i32,
    /// The README's default: shuffle the deck after a round in which a joker was dealt.
    pub shuffle_on_joker: bool,
    /// The core rules' Joker: who acts on a Joker adds this to its trait and damage rolls that
    /// round (2).
    pub joker_bonus: i32,
    /// A single participant's turn ends by itself after its action (an attack or a Force); a
    /// group's turn ends when every member has attacked.
    pub auto_end_turn: bool,
    /// "Damage appropriate to half top speed" (the core rules' collisions, which the text leans
    /// on): a d6 for each full this much of half a vehicle's Top Speed, at least one (5).
    pub speed_per_damage_die: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            length: Length::Standard,
            difficult_terrain: false,
            cooperative_bonus: 2,
            multi_action_penalty: 2,
            shuffle_on_joker: true,
            joker_bonus: 2,
            auto_end_turn: true,
            speed_per_damage_die: 5,
        }
    }
}

/// "Chase Length".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Length {
    /// Five rounds, most chases.
    Standard,
    /// Ten rounds, long pursuits such as ships'.
    Extended,
    /// A battle of mobile participants, until one side is out or the GM ends it.
    Dogfight,
    /// A number of rounds the GM sets.
    Rounds(u32),
}

impl Length {
    /// How many rounds the chase lasts; none for a dogfight.
    pub fn rounds(self) -> Option<u32> {
        match self {
            Length::Standard => Some(5),
            Length::Extended => Some(10),
            Length::Dogfight => None,
            Length::Rounds(n) => Some(n),
        }
    }
}
