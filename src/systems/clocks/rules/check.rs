//! A d20 check as this system makes it: d20 + bonus against a DC, two d20 keeping the higher with
//! advantage, and the level of success its margin reaches (README: "the Skill Checks page it cites
//! is not here").

use super::settings::Settings;
use crate::dice::{NeedDice, Roller};
use serde::{Deserialize, Serialize};
use std::fmt;

/// How well a check went, worst first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Level {
    Failure,
    /// Succeeds, but brings a detriment (1 Stress, or 1 Tension for the GM).
    Weak,
    Success,
    Strong,
    Critical,
}

impl Level {
    /// Whether the check achieved what it was for (a weak success does, at a price).
    pub fn succeeded(self) -> bool {
        self >= Level::Weak
    }
}

impl fmt::Display for Level {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Level::Failure => "failure",
            Level::Weak => "weak success",
            Level::Success => "success",
            Level::Strong => "strong success",
            Level::Critical => "critical success",
        })
    }
}

/// One check as rolled, with every number the log shows.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct D20Check {
    /// The die kept.
    pub natural: u32,
    /// The other die, when the check had advantage.
    pub other: Option<u32>,
    pub bonus: i32,
    pub dc: u32,
    pub total: i32,
    pub margin: i32,
    pub level: Level,
}

impl fmt::Display for D20Check {
    /// "d20 14 +3 = 17 vs DC 15: success (margin 2)".
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.other {
            Some(other) => write!(f, "d20 {} (advantage over {other})", self.natural)?,
            None => write!(f, "d20 {}", self.natural)?,
        }
        if self.bonus != 0 {
            write!(f, " {:+}", self.bonus)?;
        }
        write!(
            f,
            " = {} vs DC {}: {} (margin {})",
            self.total, self.dc, self.level, self.margin
        )
    }
}

/// Rolls d20 + `bonus` against `dc`. With advantage it asks the roller for two dice, one at a time,
/// and keeps the higher. `label` names the roll in the keeper's words ("Ann: movement check"); it
/// is only called when the keeper must be asked.
pub fn roll(
    roller: &mut Roller,
    settings: &Settings,
    bonus: i32,
    dc: u32,
    advantage: bool,
    label: impl Fn() -> String,
) -> Result<D20Check, NeedDice> {
    let (natural, other) = if advantage {
        let first = d20(roller, || format!("{} d20 (advantage, 1 of 2)", label()))?;
        let second = d20(roller, || format!("{} d20 (advantage, 2 of 2)", label()))?;
        (first.max(second), Some(first.min(second)))
    } else {
        (d20(roller, || format!("{} d20", label()))?, None)
    };
    // Wide arithmetic: a bonus or DC from a script can be any number, and must not overflow.
    let total = clamp(i64::from(natural) + i64::from(bonus));
    let margin = clamp(i64::from(total) - i64::from(dc));
    Ok(D20Check {
        natural,
        other,
        bonus,
        dc,
        total,
        margin,
        level: settings.level(natural, margin),
    })
}

/// One d20, as a plain value.
pub fn d20(roller: &mut Roller, label: impl FnOnce() -> String) -> Result<u32, NeedDice> {
    let value = roller.die(20, label)?;
    Ok(value.clamp(1, 20) as u32)
}

fn clamp(value: i64) -> i32 {
    value.clamp(i64::from(i32::MIN), i64::from(i32::MAX)) as i32
}
