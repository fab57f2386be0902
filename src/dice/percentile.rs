//! Percentile skill rolls and success levels, as Call of Cthulhu makes them (skill rolls are
//! percentile, 01-100).

use serde::{Deserialize, Serialize};
use std::fmt;

/// How well a percentile roll went, worst first, so that levels compare with `<` and `>`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum SuccessLevel {
    Fumble,
    Failure,
    Regular,
    Hard,
    Extreme,
    Critical,
}

impl SuccessLevel {
    /// A success of any level (regular or better).
    pub fn is_success(self) -> bool {
        self >= SuccessLevel::Regular
    }

    /// Whether this result meets a difficulty: Regular needs a regular success, Hard a hard one,
    /// Extreme an extreme one. A critical passes everything.
    pub fn passes(self, difficulty: Difficulty) -> bool {
        self >= difficulty.needed()
    }

    /// The word a keeper uses for it.
    pub fn word(self) -> &'static str {
        match self {
            SuccessLevel::Fumble => "fumble",
            SuccessLevel::Failure => "failure",
            SuccessLevel::Regular => "regular success",
            SuccessLevel::Hard => "hard success",
            SuccessLevel::Extreme => "extreme success",
            SuccessLevel::Critical => "critical success",
        }
    }
}

impl fmt::Display for SuccessLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.word())
    }
}

/// The difficulty a keeper sets for a roll.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize,
)]
pub enum Difficulty {
    #[default]
    Regular,
    Hard,
    Extreme,
}

impl Difficulty {
    /// The least success level that passes this difficulty.
    pub fn needed(self) -> SuccessLevel {
        match self {
            Difficulty::Regular => SuccessLevel::Regular,
            Difficulty::Hard => SuccessLevel::Hard,
            Difficulty::Extreme => SuccessLevel::Extreme,
        }
    }

    /// The value a roll must be at or under for a skill, at this difficulty.
    pub fn target(self, skill: u32) -> u32 {
        match self {
            Difficulty::Regular => skill,
            Difficulty::Hard => skill / 2,
            Difficulty::Extreme => skill / 5,
        }
    }

    /// One letter for tight screens: R, H or E.
    pub fn letter(self) -> char {
        match self {
            Difficulty::Regular => 'R',
            Difficulty::Hard => 'H',
            Difficulty::Extreme => 'E',
        }
    }
}

impl fmt::Display for Difficulty {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Difficulty::Regular => "Regular",
            Difficulty::Hard => "Hard",
            Difficulty::Extreme => "Extreme",
        })
    }
}

/// The success level of a percentile roll against a skill.
///
/// README ("Known gaps", coc7): critical 01; extreme at or under a fifth of the skill; hard at or
/// under half; regular at or under the skill; failure above it; fumble 100, or 96-100 when the skill
/// is under 50. Halves and fifths round down.
pub fn success_level(roll: u32, skill: u32) -> SuccessLevel {
    if roll == 1 {
        SuccessLevel::Critical
    } else if roll >= 100 || (skill < 50 && roll >= 96) {
        SuccessLevel::Fumble
    } else if roll <= skill / 5 {
        SuccessLevel::Extreme
    } else if roll <= skill / 2 {
        SuccessLevel::Hard
    } else if roll <= skill {
        SuccessLevel::Regular
    } else {
        SuccessLevel::Failure
    }
}

/// One percentile roll as it happened: the skill it was made against, the net bonus (positive) or
/// penalty (negative) dice, the value kept and what it achieved.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct SkillRoll {
    pub skill: u32,
    pub bonus: i8,
    pub value: u32,
    pub level: SuccessLevel,
}

impl SkillRoll {
    pub fn new(skill: u32, bonus: i8, value: u32) -> Self {
        SkillRoll {
            skill,
            bonus,
            value,
            level: success_level(value, skill),
        }
    }

    pub fn passes(&self, difficulty: Difficulty) -> bool {
        self.level.passes(difficulty)
    }
}

/// Keeps the best (bonus) or worst (penalty) of percentile values that share one units die.
///
/// README: a bonus die rolls an extra tens die and keeps the lowest tens; a penalty die keeps the
/// highest. "00" with a units die of 0 reads 100, which is why the values, not the tens digits, are
/// compared.
pub fn keep(values: &[u32], bonus: i8) -> Option<u32> {
    if bonus >= 0 {
        values.iter().copied().min()
    } else {
        values.iter().copied().max()
    }
}

/// Builds a percentile value from a tens die (0-9) and a units die (0-9); 00 and 0 read 100.
pub fn from_dice(tens: u32, units: u32) -> u32 {
    match tens * 10 + units {
        0 => 100,
        v => v,
    }
}

/// Net dice after bonus and penalty dice cancel one for one, at most 2 either way.
pub fn net_bonus(bonus: u8, penalty: u8) -> i8 {
    (i16::from(bonus) - i16::from(penalty)).clamp(-2, 2) as i8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn success_level_boundaries_at_skill_60() {
        assert_eq!(success_level(1, 60), SuccessLevel::Critical);
        assert_eq!(success_level(12, 60), SuccessLevel::Extreme);
        assert_eq!(success_level(13, 60), SuccessLevel::Hard);
        assert_eq!(success_level(30, 60), SuccessLevel::Hard);
        assert_eq!(success_level(31, 60), SuccessLevel::Regular);
        assert_eq!(success_level(60, 60), SuccessLevel::Regular);
        assert_eq!(success_level(61, 60), SuccessLevel::Failure);
        assert_eq!(success_level(99, 60), SuccessLevel::Failure);
        assert_eq!(success_level(100, 60), SuccessLevel::Fumble);
    }

    #[test]
    fn halves_and_fifths_round_down() {
        // skill 55: half 27, fifth 11
        assert_eq!(success_level(11, 55), SuccessLevel::Extreme);
        assert_eq!(success_level(12, 55), SuccessLevel::Hard);
        assert_eq!(success_level(27, 55), SuccessLevel::Hard);
        assert_eq!(success_level(28, 55), SuccessLevel::Regular);
    }

    #[test]
    fn fumble_range_widens_below_skill_50() {
        assert_eq!(success_level(96, 49), SuccessLevel::Fumble);
        assert_eq!(success_level(95, 49), SuccessLevel::Failure);
        assert_eq!(success_level(96, 50), SuccessLevel::Failure);
        assert_eq!(success_level(99, 50), SuccessLevel::Failure);
        assert_eq!(success_level(100, 50), SuccessLevel::Fumble);
    }

    #[test]
    fn a_one_is_critical_even_for_tiny_skills() {
        assert_eq!(success_level(1, 1), SuccessLevel::Critical);
        assert_eq!(success_level(2, 1), SuccessLevel::Failure);
    }

    #[test]
    fn difficulty_decides_a_pass() {
        let hard = SkillRoll::new(60, 0, 25);
        assert!(hard.passes(Difficulty::Regular));
        assert!(hard.passes(Difficulty::Hard));
        assert!(!hard.passes(Difficulty::Extreme));
        let regular = SkillRoll::new(60, 0, 45);
        assert!(!regular.passes(Difficulty::Hard));
        assert!(SkillRoll::new(60, 0, 1).passes(Difficulty::Extreme));
        assert!(!SkillRoll::new(60, 0, 100).passes(Difficulty::Regular));
    }

    #[test]
    fn bonus_keeps_lowest_penalty_keeps_highest() {
        // Harvey's two bonus dice in "Hiding": 45, 65 and 75 share the units die.
        assert_eq!(keep(&[45, 65, 75], 2), Some(45));
        assert_eq!(keep(&[45, 65, 75], -2), Some(75));
        assert_eq!(from_dice(0, 0), 100);
        assert_eq!(from_dice(0, 5), 5);
        assert_eq!(from_dice(9, 9), 99);
        assert_eq!(keep(&[from_dice(0, 0), from_dice(3, 0)], -1), Some(100));
    }

    #[test]
    fn bonus_and_penalty_cancel_and_cap_at_two() {
        assert_eq!(net_bonus(1, 1), 0);
        assert_eq!(net_bonus(2, 1), 1);
        assert_eq!(net_bonus(0, 2), -2);
        assert_eq!(net_bonus(3, 0), 2);
        assert_eq!(net_bonus(0, 5), -2);
    }
}
