//! Dice expressions as the rule texts write them: `1D3`, `2D10`, `1D3-1`, `5D10`, `1D10 per build`.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;
use std::str::FromStr;

/// A sum of dice and constants, optionally multiplied per point of build ("1D10 per build", the
/// damage a vehicle deals in "Breaking Down Barriers").
#[derive(Debug, PartialEq, Eq, Hash)]
pub struct DiceExpr {
    /// Inline up to two terms (`1D3-1`): the rules build expressions as they roll them (a
    /// hazard's damage row, 1D3 movement actions lost), thousands of times in a playout.
    terms: Terms,
    per_build: bool,
}
crate::clone_fields!(DiceExpr { terms, per_build });

type Terms = smallvec::SmallVec<[Term; 2]>;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Term {
    Dice {
        count: u32,
        sides: u32,
        negative: bool,
    },
    Constant(i32),
}

/// Why a dice expression could not be read.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum DiceExprError {
    #[error(
        "'{0}' is not a dice expression; write it as the rules do, e.g. '1D6', '2D10' or '1D3-1'"
    )]
    Malformed(String),
    #[error("'{0}' has too many dice; at most 100 dice of at most 1000 sides each")]
    TooBig(String),
    #[error(
        "'{0}' adds more than any roll does; write at most {terms} terms adding {min} to {max}, e.g. '2D8+2'",
        terms = crate::limits::DICE_TERMS,
        min = crate::limits::DICE_CONSTANT.start(),
        max = crate::limits::DICE_CONSTANT.end()
    )]
    TooMuchAdded(String),
}

impl DiceExpr {
    /// A fixed number of dice of one size, e.g. `DiceExpr::dice(1, 3)` for 1D3.
    pub fn dice(count: u32, sides: u32) -> Self {
        DiceExpr {
            terms: smallvec::smallvec![Term::Dice {
                count,
                sides,
                negative: false,
            }],
            per_build: false,
        }
    }

    /// This expression with a constant added (negative to subtract).
    pub fn plus(mut self, constant: i32) -> Self {
        self.terms.push(Term::Constant(constant));
        self
    }

    /// Whether the dice are multiplied by the attacker's build ("1D10 per build").
    pub fn is_per_build(&self) -> bool {
        self.per_build
    }

    /// The expression with "per build" resolved for a given build: `1D10 per build` at build 5 is
    /// `5D10`. Build below 1 still rolls once (a bicycle has build 0.5 in the chart).
    pub fn for_build(&self, build: u32) -> DiceExpr {
        if !self.per_build {
            return self.clone();
        }
        let times = build.max(1);
        let terms = self
            .terms
            .iter()
            .map(|term| match *term {
                Term::Dice {
                    count,
                    sides,
                    negative,
                } => Term::Dice {
                    count: count.saturating_mul(times),
                    sides,
                    negative,
                },
                Term::Constant(c) => {
                    Term::Constant(c.saturating_mul(i32::try_from(times).unwrap_or(i32::MAX)))
                }
            })
            .collect();
        DiceExpr {
            terms,
            per_build: false,
        }
    }

    /// How many dice it rolls (GURPS adds per-die bonuses: a wreck's speed bonus per die of thrust).
    pub fn dice_count(&self) -> u32 {
        self.terms
            .iter()
            .map(|term| match *term {
                Term::Dice { count, .. } => count,
                Term::Constant(_) => 0,
            })
            .sum()
    }

    /// The sum of its constant terms (the -1 of 1D3-1).
    pub fn constant(&self) -> i32 {
        self.terms.iter().fold(0i32, |sum, term| match *term {
            Term::Constant(c) => sum.saturating_add(c),
            Term::Dice { .. } => sum,
        })
    }

    /// The lowest total this can roll, never below 0 (damage is never negative).
    pub fn min(&self) -> i32 {
        self.fold(
            |count, _sides| to_i32(u64::from(count)),
            |count, sides| to_i32(u64::from(count) * u64::from(sides)),
        )
        .max(0)
    }

    /// The highest total this can roll.
    pub fn max(&self) -> i32 {
        self.fold(
            |count, sides| to_i32(u64::from(count) * u64::from(sides)),
            |count, _| to_i32(u64::from(count)),
        )
        .max(0)
    }

    fn fold(&self, positive: impl Fn(u32, u32) -> i32, negative: impl Fn(u32, u32) -> i32) -> i32 {
        self.terms.iter().fold(0i32, |sum, term| {
            sum.saturating_add(match *term {
                Term::Dice {
                    count,
                    sides,
                    negative: false,
                } => positive(count, sides),
                Term::Dice {
                    count,
                    sides,
                    negative: true,
                } => -negative(count, sides),
                Term::Constant(c) => c,
            })
        })
    }

    /// Rolls the expression with a die function (`die(sides)` gives 1..=sides). The total never goes
    /// below 0.
    pub fn roll_with(&self, mut die: impl FnMut(u32) -> u32) -> i32 {
        let mut total = 0i32;
        for term in &self.terms {
            match *term {
                Term::Dice {
                    count,
                    sides,
                    negative,
                } => {
                    let sum = (0..count).fold(0i32, |sum, _| {
                        sum.saturating_add(i32::try_from(die(sides)).unwrap_or(i32::MAX))
                    });
                    total = total.saturating_add(if negative { -sum } else { sum });
                }
                Term::Constant(c) => total = total.saturating_add(c),
            }
        }
        total.max(0)
    }
}

impl FromStr for DiceExpr {
    type Err = DiceExprError;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let malformed = || DiceExprError::Malformed(text.to_string());
        let mut body = text.trim().to_ascii_uppercase();
        let mut per_build = false;
        if let Some(rest) = body.strip_suffix("PER BUILD") {
            per_build = true;
            body = rest.trim().to_string();
        }
        let compact: String = body.chars().filter(|c| !c.is_whitespace()).collect();
        if compact.is_empty() {
            return Err(malformed());
        }
        let mut terms = Terms::new();
        let mut rest = compact.as_str();
        let mut negative = false;
        if let Some(stripped) = rest.strip_prefix('-') {
            negative = true;
            rest = stripped;
        }
        loop {
            let end = rest.find(['+', '-']).unwrap_or(rest.len());
            let term = &rest[..end];
            terms.push(parse_term(term, negative).ok_or_else(malformed)?);
            if end == rest.len() {
                break;
            }
            negative = rest.as_bytes()[end] == b'-';
            rest = &rest[end + 1..];
        }
        let too_big = terms
            .iter()
            .any(|t| matches!(t, Term::Dice { count, sides, .. } if *count > 100 || *sides > 1000));
        if too_big {
            return Err(DiceExprError::TooBig(text.to_string()));
        }
        let constants = terms.iter().try_fold(0i32, |sum, term| match term {
            Term::Constant(c) => sum
                .checked_add(*c)
                .filter(|sum| crate::limits::DICE_CONSTANT.contains(sum)),
            Term::Dice { .. } => Some(sum),
        });
        if terms.len() > crate::limits::DICE_TERMS || constants.is_none() {
            return Err(DiceExprError::TooMuchAdded(text.to_string()));
        }
        Ok(DiceExpr { terms, per_build })
    }
}

/// A count of pips as an `i32`, at most `i32::MAX` (the limits keep real dice far below it).
fn to_i32(value: u64) -> i32 {
    i32::try_from(value).unwrap_or(i32::MAX)
}

fn parse_term(term: &str, negative: bool) -> Option<Term> {
    if let Some((count, sides)) = term.split_once('D') {
        let count = if count.is_empty() {
            1
        } else {
            count.parse().ok()?
        };
        let sides: u32 = sides.parse().ok()?;
        if count == 0 || sides == 0 {
            return None;
        }
        Some(Term::Dice {
            count,
            sides,
            negative,
        })
    } else {
        let value: i32 = term.parse().ok()?;
        Some(Term::Constant(if negative { -value } else { value }))
    }
}

impl fmt::Display for DiceExpr {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (index, term) in self.terms.iter().enumerate() {
            match *term {
                Term::Dice {
                    count,
                    sides,
                    negative,
                } => {
                    if negative {
                        f.write_str("-")?;
                    } else if index > 0 {
                        f.write_str("+")?;
                    }
                    write!(f, "{count}D{sides}")?;
                }
                Term::Constant(c) if c < 0 => write!(f, "{c}")?,
                Term::Constant(c) if index > 0 => write!(f, "+{c}")?,
                Term::Constant(c) => write!(f, "{c}")?,
            }
        }
        if self.per_build {
            f.write_str(" per build")?;
        }
        Ok(())
    }
}

impl Serialize for DiceExpr {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for DiceExpr {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let text = String::deserialize(deserializer)?;
        text.parse().map_err(serde::de::Error::custom)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn parse(text: &str) -> DiceExpr {
        text.parse().unwrap()
    }

    #[test]
    fn reads_every_form_the_text_writes() {
        for (text, min, max) in [
            ("1D3", 1, 3),
            ("1D6", 1, 6),
            ("2D10", 2, 20),
            ("1D3-1", 0, 2),
            ("5D10", 5, 50),
            ("4D10", 4, 40),
            ("8D10", 8, 80),
        ] {
            let expr = parse(text);
            assert_eq!((expr.min(), expr.max()), (min, max), "{text}");
            assert_eq!(expr.to_string(), text);
        }
    }

    #[test]
    fn per_build_multiplies_the_dice() {
        let expr = parse("1D10 per build");
        assert!(expr.is_per_build());
        assert_eq!(expr.to_string(), "1D10 per build");
        let car = expr.for_build(5);
        assert_eq!(car.to_string(), "5D10");
        assert_eq!((car.min(), car.max()), (5, 50));
    }

    #[test]
    fn lowercase_spaces_and_sums_are_fine() {
        let expr = parse(" 1d6 + 1d4 + 2 ");
        assert_eq!(expr.to_string(), "1D6+1D4+2");
        assert_eq!((expr.min(), expr.max()), (4, 12));
        assert_eq!(parse("d6").to_string(), "1D6");
        assert_eq!(parse("3").max(), 3);
    }

    #[test]
    fn rolls_sum_the_dice_and_never_go_negative() {
        let expr = parse("1D3-1");
        assert_eq!(expr.roll_with(|_| 1), 0);
        assert_eq!(expr.roll_with(|_| 3), 2);
        let mut faces = [4, 6].into_iter();
        assert_eq!(parse("2D10").roll_with(|_| faces.next().unwrap()), 10);
    }

    #[test]
    fn rejects_what_is_not_dice() {
        for bad in [
            "", "D", "0D6", "1D0", "two dice", "1D6+", "1D6 per", "1000D6",
        ] {
            assert!(
                bad.parse::<DiceExpr>().is_err(),
                "{bad:?} should be rejected"
            );
        }
    }
}
