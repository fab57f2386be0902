//! Dice: percentile skill rolls with bonus and penalty dice, dice expressions as the rule texts write
//! them, and the [`Roller`] that every rule asks for a value.
//!
//! A roll is never made behind the keeper's back: every value the rules use comes through a
//! [`Roller`], which either rolls it (seeded, so the same seed gives the same chase), takes it from a
//! list of values the table rolled, or stops with [`NeedDice`] so that the caller can ask the keeper.

mod cards;
mod expr;
mod percentile;
mod roller;

pub use cards::{Card, CardSet, DECK_SIZE, Suit};
pub use expr::{DiceExpr, DiceExprError};
pub use percentile::{Difficulty, SkillRoll, SuccessLevel, keep, net_bonus, success_level};
pub use roller::{ACE, DiceRequest, NeedDice, Rolled, Roller, WILD_DIE, same_roll};
