//! A value a script gives a `Roll` step: a die's number (`5`), or a card the table drew (`"JC"`,
//! `"10H"`, `"Jk"`), which the roller takes as the card's code, as it does a card typed at the
//! dice prompt.

use crate::dice::{Card, CardSet};
use serde::{Deserialize, Deserializer, Serialize, Serializer};

/// One given value: a number, or a card written as the keeper types it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Given(pub i32);

impl Serialize for Given {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_i32(self.0)
    }
}

impl<'de> Deserialize<'de> for Given {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        #[derive(Deserialize)]
        #[serde(untagged)]
        enum Written {
            Number(i32),
            Card(String),
        }
        match Written::deserialize(deserializer)? {
            Written::Number(value) => Ok(Given(value)),
            Written::Card(text) => Card::parse(&text, CardSet::full())
                .map(|card| Given(i32::from(card.0)))
                .map_err(serde::de::Error::custom),
        }
    }
}

/// The values as the roller takes them.
pub fn values(given: &[Given]) -> Vec<i32> {
    given.iter().map(|g| g.0).collect()
}
