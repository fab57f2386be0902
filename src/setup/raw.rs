//! The top of a setup file as a keeper writes it: a name, an optional seed, and one chase system.
//! Each system's own raw types live in its folder (`src/systems/<name>/setup/raw.rs`), and
//! [`RawSystem`] is made from the one list of systems.

use serde::Deserialize;

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
    /// The scene, for the keeper to read aloud as the chase opens.
    #[serde(default)]
    pub description: Option<String>,
    /// What a place looks like, by its name, read aloud when a player character first reaches
    /// or sees it: `descriptions: {"Orchard": "Rows of crooked apple trees ..."}`.
    #[serde(default)]
    pub descriptions: std::collections::BTreeMap<String, String>,
}

/// The enum of every system's part of a setup, from the one list of systems.
macro_rules! raw_system {
    ({} $($word:ident $folder:ident),*) => {
        /// The chase system a setup uses, and that system's own part of the file (each system's
        /// `setup::Raw`).
        #[derive(Clone, Debug, Deserialize)]
        #[serde(rename = "chase system")]
        pub enum RawSystem {
            $($word(crate::systems::$folder::setup::Raw),)*
        }
    };
}

crate::with_systems!(raw_system! {});
