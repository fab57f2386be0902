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
        deserializer.deserialize_any(GivenVisitor)
    }
}

/// Reads a number or a card, and says in a keeper's words what a number too large for any die
/// is (an untagged enum only says that nothing matched).
struct GivenVisitor;

impl GivenVisitor {
    fn number<E: serde::de::Error>(value: i128) -> Result<Given, E> {
        i32::try_from(value).map(Given).map_err(|_| {
            E::custom(format!(
                "a roll of {value} is more than any die shows; write the number the dice showed \
                 (e.g. 7), or a card as it is typed (\"JC\")"
            ))
        })
    }
}

impl serde::de::Visitor<'_> for GivenVisitor {
    type Value = Given;

    fn expecting(&self, f: &mut std::fmt::Formatter) -> std::fmt::Result {
        f.write_str("a number the dice showed (7) or a card (\"JC\")")
    }

    fn visit_i64<E: serde::de::Error>(self, value: i64) -> Result<Given, E> {
        Self::number(i128::from(value))
    }

    fn visit_u64<E: serde::de::Error>(self, value: u64) -> Result<Given, E> {
        Self::number(i128::from(value))
    }

    fn visit_i128<E: serde::de::Error>(self, value: i128) -> Result<Given, E> {
        Self::number(value)
    }

    fn visit_u128<E: serde::de::Error>(self, value: u128) -> Result<Given, E> {
        Self::number(i128::try_from(value).unwrap_or(i128::MAX))
    }

    fn visit_str<E: serde::de::Error>(self, text: &str) -> Result<Given, E> {
        Card::parse(text, CardSet::full())
            .map(|card| Given(i32::from(card.0)))
            .map_err(E::custom)
    }
}

/// The values as the roller takes them.
pub fn values(given: &[Given]) -> Vec<i32> {
    given.iter().map(|g| g.0).collect()
}
