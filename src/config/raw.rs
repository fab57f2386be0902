//! The configuration file as a keeper writes it, before it is checked: every part optional, so
//! that a file names only what it changes. The keys are maps kept in the file's order, so that a
//! message about the n-th entry can point at its line and column.

use serde::Deserialize;
use serde::de::{Deserializer, MapAccess, Visitor};
use std::fmt;

/// `(keys: {...}, theme: (...), defaults: (...))`.
#[derive(Debug, Default, Deserialize)]
#[serde(rename = "configuration", default, deny_unknown_fields)]
pub struct RawConfig {
    /// `{"chase": {"undo": ["u"]}, "coc7": {"move": ["f"]}}`: by part of the screen, then by
    /// action.
    pub keys: Entries<Entries<Vec<String>>>,
    pub theme: RawTheme,
    pub defaults: RawDefaults,
}

/// The colours, each optional: `(pursuer: "LightRed", quarry: "#00ff00")`.
#[derive(Debug, Default, Deserialize)]
#[serde(rename = "theme", default, deny_unknown_fields)]
pub struct RawTheme {
    pub pursuer: Option<String>,
    pub quarry: Option<String>,
    pub hazard: Option<String>,
    pub barrier: Option<String>,
    pub acting: Option<String>,
    pub acting_text: Option<String>,
    pub cursor: Option<String>,
    pub cursor_text: Option<String>,
    pub odds: Option<String>,
    pub title: Option<String>,
    pub border: Option<String>,
    pub key: Option<String>,
    pub dim: Option<String>,
    pub error: Option<String>,
    pub info: Option<String>,
    pub outcome: Option<String>,
    pub round: Option<String>,
}

impl RawTheme {
    /// Each colour the file names, with its field's name.
    pub fn named(&self) -> Vec<(&'static str, &str)> {
        [
            ("pursuer", &self.pursuer),
            ("quarry", &self.quarry),
            ("hazard", &self.hazard),
            ("barrier", &self.barrier),
            ("acting", &self.acting),
            ("acting_text", &self.acting_text),
            ("cursor", &self.cursor),
            ("cursor_text", &self.cursor_text),
            ("odds", &self.odds),
            ("title", &self.title),
            ("border", &self.border),
            ("key", &self.key),
            ("dim", &self.dim),
            ("error", &self.error),
            ("info", &self.info),
            ("outcome", &self.outcome),
            ("round", &self.round),
        ]
        .into_iter()
        .filter_map(|(name, value)| value.as_deref().map(|v| (name, v)))
        .collect()
    }
}

/// `(dice: Roll, odds_runs: 5000, odds_open: true, data_dir: "/home/keeper/chases")`.
#[derive(Debug, Default, Deserialize)]
#[serde(rename = "defaults", default, deny_unknown_fields)]
pub struct RawDefaults {
    pub dice: Option<RawDice>,
    pub odds_runs: Option<u32>,
    pub odds_open: Option<bool>,
    pub data_dir: Option<String>,
    pub pass_empty_turns: Option<bool>,
    pub listen: Option<String>,
}

/// Who rolls by default.
#[derive(Clone, Copy, Debug, Deserialize)]
#[serde(rename = "dice")]
pub enum RawDice {
    /// The prompt asks for every roll (type it, or press the roll key).
    Type,
    /// chasetrack rolls every die itself.
    Roll,
}

/// A map kept in the order the file writes it.
#[derive(Debug)]
pub struct Entries<V>(pub Vec<(String, V)>);

impl<V> Default for Entries<V> {
    fn default() -> Self {
        Entries(Vec::new())
    }
}

impl<'de, V: Deserialize<'de>> Deserialize<'de> for Entries<V> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct InOrder<V>(std::marker::PhantomData<V>);
        impl<'de, V: Deserialize<'de>> Visitor<'de> for InOrder<V> {
            type Value = Entries<V>;
            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map in braces, e.g. {\"chase\": {\"undo\": [\"u\"]}}")
            }
            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
                let mut entries = Vec::new();
                while let Some(entry) = map.next_entry::<String, V>()? {
                    entries.push(entry);
                }
                Ok(Entries(entries))
            }
        }
        deserializer.deserialize_map(InOrder(std::marker::PhantomData))
    }
}
