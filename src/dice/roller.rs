//! The [`Roller`]: the one place where dice values come from.

use super::cards::{Card, CardSet};
use super::expr::DiceExpr;
use super::percentile::{SkillRoll, from_dice, keep};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::fmt;

/// What the rules need rolled next, with a label in the keeper's words so that a prompt can ask for
/// it ("Farmer: DEX 50 for the mud").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum DiceRequest {
    /// A percentile roll against a skill with net bonus (positive) or penalty (negative) dice.
    Percentile {
        label: String,
        skill: u32,
        bonus: i8,
        /// The difficulty the roll is judged at, when the rules know it before the roll (a Hard
        /// hazard): the prompt then says whether a typed value passes it, not only its level.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        against: Option<super::percentile::Difficulty>,
    },
    /// A dice expression such as 1D3 or 2D10; the value is the total.
    Expr { label: String, expr: DiceExpr },
    /// A card dealt from a deck that holds `left` (Savage Worlds' action cards); the value is
    /// the card's code ([`Card`]).
    Card { label: String, left: CardSet },
}

/// What a die's label gains when it continues the roll before it: an ace rolled again and added.
pub const ACE: &str = " (ace)";
/// What a die's label gains when it is the wild die beside a trait die, in the same roll.
pub const WILD_DIE: &str = ", wild die";

/// Whether the die labelled `next` belongs to the same roll as the one labelled `rolled`: an ace
/// of it, or the wild die (or its aces) beside its trait die. `r` at a roll's prompt rolls the
/// whole roll, so that no die of it is left waiting.
pub fn same_roll(rolled: &str, next: &str) -> bool {
    let stem = rolled.strip_suffix(ACE).unwrap_or(rolled);
    let stem = stem.strip_suffix(WILD_DIE).unwrap_or(stem);
    next.strip_prefix(stem).is_some_and(|rest| {
        rest == ACE || rest == WILD_DIE || rest.strip_prefix(WILD_DIE) == Some(ACE)
    })
}

impl DiceRequest {
    pub fn label(&self) -> &str {
        match self {
            DiceRequest::Percentile { label, .. }
            | DiceRequest::Expr { label, .. }
            | DiceRequest::Card { label, .. } => label,
        }
    }

    /// The values a given answer may take.
    pub fn range(&self) -> (i32, i32) {
        match self {
            DiceRequest::Percentile { .. } => (1, 100),
            DiceRequest::Expr { expr, .. } => (expr.min(), expr.max()),
            DiceRequest::Card { .. } => (0, i32::from(super::cards::DECK_SIZE) - 1),
        }
    }

    /// Whether a value can be the answer: in the range, and for a card, still in the deck.
    pub fn accepts(&self, value: i32) -> bool {
        let (low, high) = self.range();
        match self {
            DiceRequest::Card { left, .. } => Card::new(value).is_some_and(|c| left.contains(c)),
            _ => (low..=high).contains(&value),
        }
    }

    /// A value as the keeper reads it: the number, or the card (`J♣`).
    pub fn show(&self, value: i32) -> String {
        match (self, Card::new(value)) {
            (DiceRequest::Card { .. }, Some(card)) => card.to_string(),
            _ => value.to_string(),
        }
    }

    /// Whether a typed character can be part of an answer (digits; for a card, its letters too).
    pub fn typable(&self, c: char) -> bool {
        match self {
            DiceRequest::Card { .. } => c.is_ascii_alphanumeric(),
            _ => c.is_ascii_digit() || matches!(c, ' ' | ',' | '/'),
        }
    }

    /// How the keeper types this roll: "1D100 with 1 bonus die", "1D3".
    pub fn dice_text(&self) -> String {
        match self {
            DiceRequest::Percentile { bonus: 0, .. } => "1D100".to_string(),
            DiceRequest::Percentile { bonus, .. } => {
                let kind = if *bonus > 0 { "bonus" } else { "penalty" };
                let n = bonus.unsigned_abs();
                format!(
                    "1D100 with {n} {kind} di{}",
                    if n == 1 { "e" } else { "ce" }
                )
            }
            DiceRequest::Expr { expr, .. } => expr.to_string(),
            DiceRequest::Card { left, .. } => format!("a card, {} left in the deck", left.len()),
        }
    }

    /// Reads what the keeper typed for this roll. A percentile roll with bonus or penalty dice may be
    /// typed as every value the dice show (one per tens die, sharing the units die), and the right one
    /// is kept; or as the one value already kept.
    pub fn read_answer(&self, typed: &str) -> Result<i32, String> {
        if let DiceRequest::Card { left, .. } = self {
            return Card::parse(typed, *left).map(|card| i32::from(card.0));
        }
        let percentile = matches!(self, DiceRequest::Percentile { .. });
        let values: Result<Vec<i32>, _> = typed
            .split(|c: char| c.is_whitespace() || c == ',' || c == '/')
            .filter(|part| !part.is_empty())
            // "00" on percentile dice reads 100, as the dice read at the table.
            .map(|part| match part {
                "00" if percentile => Ok(100),
                _ => part.parse::<i32>(),
            })
            .collect();
        let values = values.map_err(|_| format!("'{typed}' is not a number"))?;
        let (low, high) = self.range();
        if let Some(bad) = values.iter().find(|v| **v < low || **v > high) {
            return Err(format!(
                "{bad} is outside {low}-{high} for {}",
                self.dice_text()
            ));
        }
        match (self, values.as_slice()) {
            (_, []) => Err("type the value the dice show".to_string()),
            (_, [one]) => Ok(*one),
            (DiceRequest::Percentile { bonus, .. }, many)
                if many.len() == 1 + bonus.unsigned_abs() as usize =>
            {
                let units = many[0] % 10;
                if many.iter().any(|v| v % 10 != units) {
                    return Err(
                        "the values of one roll share one units die; check them".to_string()
                    );
                }
                let kept: Vec<u32> = many.iter().map(|v| *v as u32).collect();
                Ok(keep(&kept, *bonus).unwrap_or(100) as i32)
            }
            (DiceRequest::Percentile { bonus, .. }, _) => Err(format!(
                "type one value, or {} values (one per tens die)",
                1 + bonus.unsigned_abs()
            )),
            (DiceRequest::Expr { .. } | DiceRequest::Card { .. }, _) => {
                Err("type the total of the dice".to_string())
            }
        }
    }
}

impl fmt::Display for DiceRequest {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} ({})", self.label(), self.dice_text())
    }
}

/// The rules asked for a roll that the roller has no value for, or was given a value it cannot be.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum NeedDice {
    #[error("needs a roll: {0}")]
    Missing(DiceRequest),
    #[error("{value} cannot be rolled for {request}: it must be {low}-{high}")]
    OutOfRange {
        request: DiceRequest,
        value: i32,
        low: i32,
        high: i32,
    },
}

/// One value the roller handed out, in the order it was asked for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Rolled(pub i32);

/// Hands out dice values: first the values it was given (what the table rolled), then, when it has
/// a seeded generator, random ones. A roller with no generator stops with [`NeedDice::Missing`] when
/// its given values run out, which is how the screen knows to ask the keeper.
#[derive(Clone, Debug)]
pub struct Roller {
    given: VecDeque<i32>,
    rng: Option<ChaCha8Rng>,
    record: Vec<Rolled>,
}

impl Roller {
    /// A roller that rolls everything itself; the same seed gives the same values.
    pub fn seeded(seed: u64) -> Self {
        Roller {
            given: VecDeque::new(),
            rng: Some(ChaCha8Rng::seed_from_u64(seed)),
            record: Vec::new(),
        }
    }

    /// Makes this roller what [`Roller::seeded`] would make, keeping the room its lists have grown
    /// (a playout reseeds one roller per thread instead of making one per playout).
    pub fn reseed(&mut self, seed: u64) {
        self.given.clear();
        self.record.clear();
        self.rng = Some(ChaCha8Rng::seed_from_u64(seed));
    }

    /// A roller that only hands out the given values, in order.
    pub fn given(values: impl IntoIterator<Item = i32>) -> Self {
        Roller {
            given: values.into_iter().collect(),
            rng: None,
            record: Vec::new(),
        }
    }

    /// Adds values to hand out before any random ones.
    pub fn push_given(&mut self, values: impl IntoIterator<Item = i32>) {
        self.given.extend(values);
    }

    /// Whether given values are still waiting to be used.
    pub fn has_given(&self) -> bool {
        !self.given.is_empty()
    }

    /// Forgets the given values that were not used.
    pub fn clear_given(&mut self) {
        self.given.clear();
    }

    /// Every value handed out since the last [`Roller::take_record`].
    pub fn record(&self) -> &[Rolled] {
        &self.record
    }

    /// Takes the record of values handed out, leaving it empty.
    pub fn take_record(&mut self) -> Vec<Rolled> {
        std::mem::take(&mut self.record)
    }

    /// A seed for choices that must be fair but are no roll of the rules (a playout's steady
    /// player breaking a tie between two foes): drawn from a stream of its own beside the
    /// generator's, so the dice the rules roll stay exactly as they were. 0 for a roller without
    /// a generator.
    pub fn side_seed(&self) -> u64 {
        let Some(rng) = &self.rng else {
            return 0;
        };
        let mut side = rng.clone();
        side.set_stream(side.get_stream().wrapping_add(1));
        side.random()
    }

    /// Rolls a value for a request with the seeded generator (the keeper pressed "let the tool
    /// roll"); `None` for a roller without one. The value is not recorded: it is meant to be given
    /// back with [`Roller::push_given`].
    pub fn roll_request(&mut self, request: &DiceRequest) -> Option<i32> {
        let rng = self.rng.as_mut()?;
        Some(match request {
            DiceRequest::Percentile { bonus, .. } => random_percentile(rng, *bonus),
            DiceRequest::Expr { expr, .. } => expr.roll_with(|sides| rng.random_range(1..=sides)),
            DiceRequest::Card { left, .. } => random_card(rng, *left)?,
        })
    }

    /// Deals one card from a deck that holds `left`: a random one of them, or the card the table
    /// drew. The deck must not be empty (the rules reshuffle first).
    pub fn draw(
        &mut self,
        left: CardSet,
        label: impl FnOnce() -> String,
    ) -> Result<Card, NeedDice> {
        let value = self.next(
            || DiceRequest::Card {
                label: label(),
                left,
            },
            |rng| random_card(rng, left).unwrap_or(0),
        )?;
        Ok(Card::new(value).unwrap_or(Card(0)))
    }

    /// A percentile roll against a skill, with net bonus (positive) or penalty (negative) dice.
    /// `label` is only called when the keeper must be asked.
    pub fn percentile(
        &mut self,
        skill: u32,
        bonus: i8,
        label: impl FnOnce() -> String,
    ) -> Result<SkillRoll, NeedDice> {
        self.percentile_against(skill, bonus, None, label)
    }

    /// A percentile roll, as [`Roller::percentile`], that the rules will judge at `against`: the
    /// keeper's prompt says whether a value passes that difficulty.
    pub fn percentile_against(
        &mut self,
        skill: u32,
        bonus: i8,
        against: Option<super::percentile::Difficulty>,
        label: impl FnOnce() -> String,
    ) -> Result<SkillRoll, NeedDice> {
        let bonus = bonus.clamp(-2, 2);
        let value = self.next(
            || DiceRequest::Percentile {
                label: label(),
                skill,
                bonus,
                against,
            },
            |rng| random_percentile(rng, bonus),
        )?;
        Ok(SkillRoll::new(skill, bonus, value as u32))
    }

    /// Rolls a dice expression and returns its total.
    pub fn roll(
        &mut self,
        expr: &DiceExpr,
        label: impl FnOnce() -> String,
    ) -> Result<i32, NeedDice> {
        self.next(
            || DiceRequest::Expr {
                label: label(),
                expr: expr.clone(),
            },
            |rng| expr.roll_with(|sides| rng.random_range(1..=sides)),
        )
    }

    /// Rolls one die of `sides` sides: what [`Roller::roll`] of `1D<sides>` gives, with the same
    /// values drawn, without building the expression unless the keeper must be asked (a playout
    /// rolls thousands of them).
    pub fn die(&mut self, sides: u32, label: impl FnOnce() -> String) -> Result<i32, NeedDice> {
        self.next(
            || DiceRequest::Expr {
                label: label(),
                expr: DiceExpr::dice(1, sides),
            },
            |rng| {
                i32::try_from(rng.random_range(1..=sides))
                    .unwrap_or(i32::MAX)
                    .max(0)
            },
        )
    }

    fn next(
        &mut self,
        request: impl FnOnce() -> DiceRequest,
        random: impl FnOnce(&mut ChaCha8Rng) -> i32,
    ) -> Result<i32, NeedDice> {
        let value = match (self.given.pop_front(), self.rng.as_mut()) {
            (Some(value), _) => {
                let request = request();
                let (low, high) = request.range();
                if !request.accepts(value) {
                    return Err(NeedDice::OutOfRange {
                        request,
                        value,
                        low,
                        high,
                    });
                }
                value
            }
            (None, Some(rng)) => random(rng),
            (None, None) => return Err(NeedDice::Missing(request())),
        };
        self.record.push(Rolled(value));
        Ok(value)
    }
}

/// One of the cards left, each as likely (a shuffled deck's top card).
fn random_card(rng: &mut ChaCha8Rng, left: CardSet) -> Option<i32> {
    let count = left.len();
    if count == 0 {
        return None;
    }
    left.nth(rng.random_range(0..count))
        .map(|card| i32::from(card.0))
}

/// One units die and 1 + |bonus| tens dice, keeping the lowest (bonus) or highest (penalty).
fn random_percentile(rng: &mut ChaCha8Rng, bonus: i8) -> i32 {
    let units = rng.random_range(0..10u32);
    let count = usize::from(bonus.unsigned_abs()) + 1;
    let mut few = [0u32; 3];
    let mut many = Vec::new();
    // Up to three tens dice (the two bonus or penalty dice the rules allow) need no list.
    let values = if count <= few.len() {
        &mut few[..count]
    } else {
        many.resize(count, 0);
        &mut many[..]
    };
    for value in values.iter_mut() {
        *value = from_dice(rng.random_range(0..10u32), units);
    }
    keep(values, bonus).unwrap_or(100) as i32
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::SuccessLevel;

    #[test]
    fn a_roll_is_its_die_its_aces_and_its_wild_die() {
        let trait_die = "Squire: attack";
        for next in [
            "Squire: attack (ace)",
            "Squire: attack, wild die",
            "Squire: attack, wild die (ace)",
        ] {
            assert!(same_roll(trait_die, next), "{next}");
        }
        assert!(same_roll(
            "Squire: attack (ace)",
            "Squire: attack, wild die"
        ));
        assert!(same_roll(
            "Squire: attack, wild die",
            "Squire: attack, wild die (ace)"
        ));
        for other in [
            "Squire: damage",
            "Squire: attack",
            "Knight: attack, wild die",
        ] {
            assert!(!same_roll(trait_die, other), "{other}");
        }
    }

    /// "00" typed for a percentile roll is 100 (a fumble), as the dice read at the table; on
    /// other dice it stays a bad value.
    #[test]
    fn double_zero_on_percentile_dice_reads_100() {
        let percentile = DiceRequest::Percentile {
            label: label(),
            skill: 50,
            bonus: 0,
            against: None,
        };
        assert_eq!(percentile.read_answer("00"), Ok(100));
        assert_eq!(
            percentile.read_answer("0"),
            Err("0 is outside 1-100 for 1D100".into())
        );
    }

    fn label() -> String {
        "test".to_string()
    }

    /// One die rolled without its expression draws what the expression would, seeded or given.
    #[test]
    fn a_die_rolls_as_its_expression_does() {
        for sides in [1, 2, 6, 20, 1000] {
            let (mut by_die, mut by_expr) = (Roller::seeded(7), Roller::seeded(7));
            for _ in 0..200 {
                assert_eq!(
                    by_die.die(sides, label),
                    by_expr.roll(&DiceExpr::dice(1, sides), label)
                );
            }
            assert_eq!(by_die.record(), by_expr.record());
        }
        let bad = Roller::given([7]).die(6, label);
        assert_eq!(bad, Roller::given([7]).roll(&DiceExpr::dice(1, 6), label));
        let missing = Roller::given([]).die(6, label);
        assert_eq!(
            missing,
            Roller::given([]).roll(&DiceExpr::dice(1, 6), label)
        );
    }

    #[test]
    fn same_seed_same_values() {
        let d6: DiceExpr = "1D6".parse().unwrap();
        let mut a = Roller::seeded(7);
        let mut b = Roller::seeded(7);
        let rolls_a: Vec<i32> = (0..20).map(|_| a.roll(&d6, label).unwrap()).collect();
        let rolls_b: Vec<i32> = (0..20).map(|_| b.roll(&d6, label).unwrap()).collect();
        assert_eq!(rolls_a, rolls_b);
        assert!(rolls_a.iter().all(|v| (1..=6).contains(v)));
        assert!(
            rolls_a.iter().any(|v| *v != rolls_a[0]),
            "a d6 is not constant"
        );
    }

    #[test]
    fn given_values_come_first_then_it_asks() {
        let mut roller = Roller::given([73]);
        let roll = roller.percentile(50, 0, label).unwrap();
        assert_eq!((roll.value, roll.level), (73, SuccessLevel::Failure));
        match roller.roll(&"1D6".parse().unwrap(), || "Farmer's damage".into()) {
            Err(NeedDice::Missing(request)) => {
                assert_eq!(request.label(), "Farmer's damage");
                assert_eq!(request.range(), (1, 6));
            }
            other => panic!("expected a request, got {other:?}"),
        }
        assert_eq!(roller.record(), &[Rolled(73)]);
    }

    #[test]
    fn a_given_value_outside_the_dice_is_refused() {
        let mut roller = Roller::given([7]);
        let err = roller.roll(&"1D3".parse().unwrap(), label).unwrap_err();
        assert!(matches!(
            err,
            NeedDice::OutOfRange {
                value: 7,
                low: 1,
                high: 3,
                ..
            }
        ));
        assert!(roller.record().is_empty());
    }

    #[test]
    fn seeded_percentiles_cover_the_range_and_bonus_helps() {
        let mut plain = Roller::seeded(1);
        let mut bonus = Roller::seeded(1);
        let n = 4000;
        let plain_sum: i64 = (0..n)
            .map(|_| i64::from(plain.percentile(50, 0, label).unwrap().value))
            .sum();
        let bonus_sum: i64 = (0..n)
            .map(|_| i64::from(bonus.percentile(50, 2, label).unwrap().value))
            .sum();
        assert!(
            plain_sum / n > 40 && plain_sum / n < 60,
            "mean of d100 near 50"
        );
        assert!(
            bonus_sum < plain_sum,
            "two bonus dice roll lower on average"
        );
    }

    #[test]
    fn typed_answers_for_bonus_dice_keep_the_right_value() {
        let two_bonus = DiceRequest::Percentile {
            label: "Harvey: Stealth".into(),
            skill: 40,
            bonus: 2,
            against: None,
        };
        assert_eq!(two_bonus.read_answer("45 65 75"), Ok(45));
        assert_eq!(two_bonus.read_answer("45"), Ok(45));
        assert!(two_bonus.read_answer("45 66 75").is_err());
        assert!(two_bonus.read_answer("45 65").is_err());
        let penalty = DiceRequest::Percentile {
            label: "x".into(),
            skill: 40,
            bonus: -1,
            against: None,
        };
        assert_eq!(penalty.read_answer("30,100"), Ok(100));
        let d3 = DiceRequest::Expr {
            label: "x".into(),
            expr: "1D3".parse().unwrap(),
        };
        assert_eq!(d3.read_answer("2"), Ok(2));
        assert!(d3.read_answer("4").is_err());
        assert!(d3.read_answer("two").is_err());
        assert!(d3.read_answer("").is_err());
    }
}
