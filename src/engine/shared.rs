//! What a state copy shares instead of copying: a value behind a reference count that reads as the
//! value itself and is copied only when written ([`Shared`]), and the way a state is put back to
//! where a playout started ([`clone_fields!`](crate::clone_fields)): field by field, reusing what
//! the copy already holds.
//!
//! A playout resets its scratch state to the start before every run (`clone_from`), and most of a
//! chase never changes in one (names, skill tables, the track's names, the settings). Derived
//! `Clone` makes a new copy of every string and table and drops the old one, which was most of a
//! playout; a state whose types forward `clone_from` to their fields copies strings into the
//! buffers it already has and leaves a [`Shared`] table alone when it is the one it was.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::ops::{Deref, DerefMut};
use std::sync::Arc;

/// A value that every copy of a state shares until one of them changes it (copy on write). It
/// reads as the value (`Deref`), and a write through it (`DerefMut`) copies it first when another
/// copy still shares it. Serde reads and writes the value itself, so files are unchanged.
#[derive(Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct Shared<T>(Arc<T>);

impl<T> Shared<T> {
    pub fn new(value: T) -> Self {
        Shared(Arc::new(value))
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Arc::clone(&self.0))
    }

    /// Nothing to do when both already share one value: a playout's reset then touches no
    /// reference count (the two threads of the odds share the start's).
    fn clone_from(&mut self, source: &Self) {
        if !Arc::ptr_eq(&self.0, &source.0) {
            self.0 = Arc::clone(&source.0);
        }
    }
}

impl<T> Deref for Shared<T> {
    type Target = T;

    fn deref(&self) -> &T {
        &self.0
    }
}

impl<T: Clone> DerefMut for Shared<T> {
    fn deref_mut(&mut self) -> &mut T {
        Arc::make_mut(&mut self.0)
    }
}

impl<T> From<T> for Shared<T> {
    fn from(value: T) -> Self {
        Shared::new(value)
    }
}

/// A table written out, as a `BTreeMap` is made from one (`[("Swim".into(), 10)].into()`).
impl<K: Ord, V, const N: usize> From<[(K, V); N]> for Shared<std::collections::BTreeMap<K, V>> {
    fn from(entries: [(K, V); N]) -> Self {
        Shared::new(entries.into())
    }
}

impl<T: FromIterator<A>, A> FromIterator<A> for Shared<T> {
    fn from_iter<I: IntoIterator<Item = A>>(iter: I) -> Self {
        Shared::new(iter.into_iter().collect())
    }
}

impl<T: fmt::Debug> fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        self.0.as_ref().fmt(f)
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        self.0.as_ref().serialize(serializer)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        T::deserialize(deserializer).map(Shared::new)
    }
}

impl<'a, T> IntoIterator for &'a Shared<T>
where
    &'a T: IntoIterator,
{
    type Item = <&'a T as IntoIterator>::Item;
    type IntoIter = <&'a T as IntoIterator>::IntoIter;

    fn into_iter(self) -> Self::IntoIter {
        self.0.as_ref().into_iter()
    }
}

/// `Clone` for a struct, field by field, with `clone_from` forwarded to each field, so that putting
/// a state back reuses what it holds (a string's buffer, a list's room, a [`Shared`] value that is
/// already the same). Every field must be named: the struct pattern and the struct expression the
/// macro writes fail to compile when one is left out, so a new field cannot be forgotten.
///
/// ```ignore
/// clone_fields!(Location { name, ahead });
/// ```
#[macro_export]
macro_rules! clone_fields {
    ($ty:ident { $($field:ident),* $(,)? }) => {
        impl Clone for $ty {
            fn clone(&self) -> Self {
                let $ty { $($field),* } = self;
                $ty { $($field: Clone::clone($field)),* }
            }

            fn clone_from(&mut self, source: &Self) {
                let $ty { $($field),* } = self;
                $( Clone::clone_from($field, &source.$field); )*
            }
        }
    };
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::collections::BTreeMap;

    #[derive(Debug, PartialEq)]
    struct Sheet {
        name: String,
        skills: Shared<BTreeMap<String, u32>>,
    }
    clone_fields!(Sheet { name, skills });

    #[test]
    fn a_shared_table_is_copied_only_when_written() {
        let mut a = Shared::new(BTreeMap::from([("Climb".to_string(), 40)]));
        let b = a.clone();
        assert!(Arc::ptr_eq(&a.0, &b.0));
        a.insert("Jump".to_string(), 30);
        assert_eq!(b.len(), 1, "the other copy keeps the table it had");
        assert_eq!(a.len(), 2);
    }

    #[test]
    fn clone_from_puts_every_field_back_and_keeps_what_is_shared() {
        let start = Sheet {
            name: "Harvey".to_string(),
            skills: Shared::new(BTreeMap::from([("Climb".to_string(), 40)])),
        };
        let mut scratch = start.clone();
        scratch.name.push_str(" Walters");
        scratch.skills.insert("Jump".to_string(), 30);
        scratch.clone_from(&start);
        assert_eq!(scratch, start);
        assert!(Arc::ptr_eq(&scratch.skills.0, &start.skills.0));
    }

    #[test]
    fn serde_reads_and_writes_the_value_itself() {
        let shared = Shared::new(vec![1, 2]);
        let text = serde_json::to_string(&shared).unwrap_or_default();
        assert_eq!(text, "[1,2]");
        let back: Shared<Vec<u32>> = serde_json::from_str(&text).unwrap_or_default();
        assert_eq!(back, shared);
        assert_eq!(format!("{shared:?}"), "[1, 2]");
    }
}
