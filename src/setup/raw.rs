//! The top of a setup file as a keeper writes it: a name, an optional seed, and one chase system.
//! Each system's own raw types live in its module ([`coc7::raw`], [`track::raw`],
//! [`clocks::raw`]), so that a new system is a new variant of [`RawSystem`] and nothing else
//! changes.

use crate::systems::clocks::setup as clocks;
use crate::systems::coc7::setup as coc7;
use crate::systems::gurps::setup as gurps;
use crate::systems::savage::setup as savage;
use crate::systems::track::setup as track;
use clocks::raw::RawClocks;
use coc7::raw::RawCoc7;
use gurps::raw::RawGurps;
use savage::raw::RawSavage;
use serde::Deserialize;
use track::raw::RawTrack;

/// `(name: "...", seed: 1926, system: Coc7(...))`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "setup", deny_unknown_fields)]
pub struct RawSetup {
    /// The chase's name, for the header.
    pub name: String,
    /// Fixes the rolls the tool makes, so a chase can be replayed; random when left out.
    #[serde(default)]
    pub seed: Option<u64>,
    pub system: RawSystem,
    /// How the live odds play the rest of the chase: `odds: (style: Cautious, runs: 2000,
    /// rounds: 30)`, every field optional (docs/odds.md).
    #[serde(default)]
    pub odds: Option<crate::odds::Settings>,
}

/// The chase system a setup uses, and that system's own part of the file.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "chase system")]
pub enum RawSystem {
    /// Call of Cthulhu 7th edition ("Chases").
    Coc7(RawCoc7),
    /// The chase track: a number line, heart die + ability die (`chase-track.txt`).
    Track(RawTrack),
    /// Position clocks and paths (`position-clocks-chase.txt`).
    Clocks(RawClocks),
    /// Savage Worlds chases: action cards, advantage, complications (`savage-worlds-chase.txt`).
    Savage(RawSavage),
    /// GURPS Action chases: range bands and the Quick Contest (`gurps-action-chase.txt`).
    Gurps(RawGurps),
}
