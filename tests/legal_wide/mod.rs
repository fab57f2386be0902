//! A wider command space than the generators' own, for the property test that they leave out
//! nothing the rules accept: random commands of every shape, naming anyone (and someone unknown),
//! with free text, modifiers and numbers beyond what the forms offer. `normal` maps a command to
//! the one the generator lists for the same decision (free text to the placeholder, a modifier
//! that never decides acceptance to its default).

mod clocks;
mod coc7;
mod gurps;
mod savage;
mod track;

use chasetrack::engine::Legal;

/// A small deterministic generator of random choices.
pub struct Pick(pub u64);

impl Pick {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }

    pub fn flip(&mut self) -> bool {
        self.below(2) == 1
    }

    /// A number in `low..=high`.
    pub fn int(&mut self, low: i32, high: i32) -> i32 {
        low + self.below((high - low + 1).max(1) as usize) as i32
    }

    pub fn one<T: Clone>(&mut self, of: &[T]) -> T {
        of[self.below(of.len())].clone()
    }

    /// One of the names, or now and then a name nobody has.
    pub fn name<T: Clone + From<&'static str>>(&mut self, names: &[T]) -> T {
        if names.is_empty() || self.below(12) == 0 {
            "Nobody".into()
        } else {
            self.one(names)
        }
    }

    /// A few of the names, in random order.
    pub fn some<T: Clone + From<&'static str>>(&mut self, names: &[T]) -> Vec<T> {
        let count = self.below(names.len().min(3) + 1);
        (0..count).map(|_| self.name(names)).collect()
    }
}

/// A system's wider command space, for the test.
pub trait Wide: Legal {
    /// A random command of any shape.
    fn wide(&self, pick: &mut Pick) -> Self::Command;
    /// The command the generator lists for the same decision.
    fn normal(&self, command: &Self::Command) -> Self::Command;
}
