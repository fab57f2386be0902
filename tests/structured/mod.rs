//! Commands built from bytes through their own serde schema, so that every field of every
//! command of every system is reached without a list of them: a `Deserializer` that answers each
//! question serde asks (which variant? which number? how many?) from the next byte, and gives each
//! number one of its type's extremes (the smallest, the largest, -1, 0, ...) or a small value.
//! `tests/extreme_commands.rs` plays them on a chase of each system; the `commands_structured`
//! fuzz target lets the fuzzer choose the bytes.
#![allow(dead_code)]

use serde::de::value::{Error, StrDeserializer};
use serde::de::{
    self, DeserializeSeed, EnumAccess, IntoDeserializer, MapAccess, SeqAccess, VariantAccess,
    Visitor,
};

/// Answers serde's questions from `bytes` (zeros once they run out); strings come from `words`.
pub struct Gen<'a> {
    bytes: &'a [u8],
    at: usize,
    words: &'a [String],
    depth: usize,
    /// Values a setup would plausibly hold most of the time (small numbers, optional parts left
    /// out, lists of one to four), with an extreme one time in sixteen: a setup's checks refuse
    /// nearly every value at an extreme, so that only tame values reach its play.
    tame: bool,
}

impl<'a> Gen<'a> {
    pub fn new(bytes: &'a [u8], words: &'a [String]) -> Self {
        Gen {
            bytes,
            at: 0,
            words,
            depth: 0,
            tame: false,
        }
    }

    /// A generator of mostly plausible values, with an extreme one time in sixteen ([`Gen::tame`]).
    pub fn tame(bytes: &'a [u8], words: &'a [String]) -> Self {
        Gen {
            tame: true,
            ..Gen::new(bytes, words)
        }
    }

    /// Whether bytes are left to build another command from.
    pub fn has_more(&self) -> bool {
        self.at < self.bytes.len()
    }

    fn byte(&mut self) -> u8 {
        let byte = self.bytes.get(self.at).copied().unwrap_or(0);
        self.at += 1;
        byte
    }

    /// One of a type's extremes or a small value, by the next byte.
    fn number(&mut self, min: i128, max: i128) -> i128 {
        if self.tame && !self.byte().is_multiple_of(16) {
            let byte = self.byte();
            let small = if byte.is_multiple_of(3) {
                byte % 100
            } else {
                byte % 6
            };
            return i128::from(small).clamp(min, max);
        }
        let byte = self.byte();
        let pick = match byte % 10 {
            0 => min,
            1 => max,
            2 => -1,
            3 => 0,
            4 => 1,
            5 => 2,
            6 => 5,
            7 => 100,
            8 => 1000,
            _ => i128::from(byte / 10),
        };
        pick.clamp(min, max)
    }

    fn word(&mut self) -> &'a str {
        /// Dice and trait dice as each system writes them: a field that wants one rarely meets
        /// one among a setup's names.
        const DICE: [&str; 8] = ["1D6", "1D3-1", "2D10", "1D4+2", "d6", "d12+1", "3d", "2d+1"];
        if self.tame && !self.byte().is_multiple_of(4) {
            return DICE[usize::from(self.byte()) % DICE.len()];
        }
        let byte = usize::from(self.byte());
        self.words
            .get(byte % self.words.len().max(1))
            .map_or("", String::as_str)
    }
}

/// Bytes from a small generator (xorshift) seeded with `seed`, so that each run of a test tries
/// the same commands and setups.
pub fn bytes(seed: u64, len: usize) -> Vec<u8> {
    let mut state = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
    (0..len)
        .map(|_| {
            state ^= state << 13;
            state ^= state >> 7;
            state ^= state << 17;
            (state >> 24) as u8
        })
        .collect()
}

/// The words a generated command may use: the names in a setup's text (participants, locations,
/// vehicles...), dice, skills, cards and text full of control characters.
pub fn words_of(setup_text: &str) -> Vec<String> {
    let mut words: Vec<String> = setup_text
        .split('"')
        .skip(1)
        .step_by(2)
        .filter(|w| w.len() < 40)
        .map(str::to_string)
        .collect();
    words.sort();
    words.dedup();
    for extra in [
        "",
        "1D6",
        "2d+2147483647",
        "d8",
        "DEX",
        "Climb",
        "Drive Auto",
        "JC",
        "Jk",
        "10H",
        "\u{1b}[2J\u{9b}\u{202e}",
    ] {
        words.push(extra.to_string());
    }
    words
}

macro_rules! numbers {
    ($($method:ident $visit:ident $ty:ty),*) => {$(
        fn $method<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
            let value = self.number(i128::from(<$ty>::MIN), i128::from(<$ty>::MAX));
            visitor.$visit(<$ty>::try_from(value).unwrap_or_default())
        }
    )*};
}

impl<'de> de::Deserializer<'de> for &mut Gen<'_> {
    type Error = Error;

    fn deserialize_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        // What asks without saying (an untagged value): a number.
        self.deserialize_i64(visitor)
    }

    numbers!(
        deserialize_i8 visit_i8 i8, deserialize_i16 visit_i16 i16, deserialize_i32 visit_i32 i32,
        deserialize_i64 visit_i64 i64, deserialize_u8 visit_u8 u8, deserialize_u16 visit_u16 u16,
        deserialize_u32 visit_u32 u32, deserialize_u64 visit_u64 u64
    );

    fn deserialize_bool<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let byte = self.byte();
        visitor.visit_bool(byte % 2 == 1)
    }

    fn deserialize_f32<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_f32(0.5)
    }

    fn deserialize_f64<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_f64(0.5)
    }

    fn deserialize_char<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_char('a')
    }

    fn deserialize_str<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let word = self.word();
        visitor.visit_str(word)
    }

    fn deserialize_string<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_bytes<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_bytes(&[])
    }

    fn deserialize_byte_buf<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_bytes(&[])
    }

    fn deserialize_option<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let byte = self.byte();
        if (self.tame && !byte.is_multiple_of(6)) || (!self.tame && byte.is_multiple_of(2)) {
            visitor.visit_none()
        } else {
            visitor.visit_some(self)
        }
    }

    fn deserialize_unit<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_unit_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }

    fn deserialize_newtype_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_newtype_struct(self)
    }

    fn deserialize_seq<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        let len = if self.depth > 4 {
            0
        } else if self.tame {
            1 + usize::from(self.byte() % 4)
        } else {
            usize::from(self.byte() % 4)
        };
        self.depth += 1;
        let value = visitor.visit_seq(Items {
            generator: self,
            left: len,
        });
        self.depth -= 1;
        value
    }

    fn deserialize_tuple<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_seq(Items {
            generator: self,
            left: len,
        })
    }

    fn deserialize_tuple_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        len: usize,
        visitor: V,
    ) -> Result<V::Value, Error> {
        self.deserialize_tuple(len, visitor)
    }

    fn deserialize_map<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        // Tame: as often empty as an option is none, so that a map of names a setup must match
        // (its descriptions of places) leaves most setups buildable.
        let byte = self.byte();
        let len = if self.tame && !byte.is_multiple_of(3) {
            0
        } else {
            usize::from(byte % 3)
        };
        visitor.visit_map(Entries {
            generator: self,
            keys: None,
            left: len,
        })
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_map(Entries {
            generator: self,
            keys: Some(fields),
            left: fields.len(),
        })
    }

    fn deserialize_enum<V: Visitor<'de>>(
        self,
        _name: &'static str,
        variants: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        let pick = usize::from(self.byte()) % variants.len().max(1);
        visitor.visit_enum(Variant {
            generator: self,
            name: variants.get(pick).copied().unwrap_or(""),
        })
    }

    fn deserialize_identifier<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        self.deserialize_str(visitor)
    }

    fn deserialize_ignored_any<V: Visitor<'de>>(self, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_unit()
    }
}

struct Items<'g, 'a> {
    generator: &'g mut Gen<'a>,
    left: usize,
}

impl<'de> SeqAccess<'de> for Items<'_, '_> {
    type Error = Error;

    fn next_element_seed<T: DeserializeSeed<'de>>(
        &mut self,
        seed: T,
    ) -> Result<Option<T::Value>, Error> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        seed.deserialize(&mut *self.generator).map(Some)
    }
}

/// A struct's fields, each named in turn (or a map's entries, keyed by words).
struct Entries<'g, 'a> {
    generator: &'g mut Gen<'a>,
    keys: Option<&'static [&'static str]>,
    left: usize,
}

impl<'de> MapAccess<'de> for Entries<'_, '_> {
    type Error = Error;

    fn next_key_seed<K: DeserializeSeed<'de>>(
        &mut self,
        seed: K,
    ) -> Result<Option<K::Value>, Error> {
        if self.left == 0 {
            return Ok(None);
        }
        self.left -= 1;
        match self.keys {
            Some(keys) => {
                let key = keys[keys.len() - self.left - 1];
                let key: StrDeserializer<'_, Error> = key.into_deserializer();
                seed.deserialize(key).map(Some)
            }
            None => seed.deserialize(&mut *self.generator).map(Some),
        }
    }

    fn next_value_seed<T: DeserializeSeed<'de>>(&mut self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(&mut *self.generator)
    }
}

struct Variant<'g, 'a> {
    generator: &'g mut Gen<'a>,
    name: &'static str,
}

impl<'de, 'g, 'a> EnumAccess<'de> for Variant<'g, 'a> {
    type Error = Error;
    type Variant = &'g mut Gen<'a>;

    fn variant_seed<V: DeserializeSeed<'de>>(
        self,
        seed: V,
    ) -> Result<(V::Value, Self::Variant), Error> {
        let name: StrDeserializer<'_, Error> = self.name.into_deserializer();
        Ok((seed.deserialize(name)?, self.generator))
    }
}

impl<'de> VariantAccess<'de> for &mut Gen<'_> {
    type Error = Error;

    fn unit_variant(self) -> Result<(), Error> {
        Ok(())
    }

    fn newtype_variant_seed<T: DeserializeSeed<'de>>(self, seed: T) -> Result<T::Value, Error> {
        seed.deserialize(self)
    }

    fn tuple_variant<V: Visitor<'de>>(self, len: usize, visitor: V) -> Result<V::Value, Error> {
        visitor.visit_seq(Items {
            generator: self,
            left: len,
        })
    }

    fn struct_variant<V: Visitor<'de>>(
        self,
        fields: &'static [&'static str],
        visitor: V,
    ) -> Result<V::Value, Error> {
        visitor.visit_map(Entries {
            generator: self,
            keys: Some(fields),
            left: fields.len(),
        })
    }
}
