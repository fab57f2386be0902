//! The rule settings that the position clocks text leaves to the GM, with the usual defaults
//! (docs/rules-clocks.md), and the scale that turns a check's margin into segments.

use super::check::Level;
use serde::{Deserialize, Serialize};

/// Rule settings a setup file can change. Every field has a default, so a setup names only what it
/// changes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// DC of terrain that poses few obstacles ("Steep, Difficult and Very Difficult Terrain").
    pub easy_dc: u32,
    /// DC of difficult terrain (dense woodland, crowded streets).
    pub difficult_dc: u32,
    /// DC of very difficult terrain.
    pub very_difficult_dc: u32,
    /// What an effect that creates difficult terrain (a spell) adds to its target's DC.
    pub difficult_effect_dc: u32,
    /// The DC of a participant who flies or teleports over the terrain: it does not experience the
    /// terrain as difficult.
    pub flying_dc: u32,
    /// The lowest margin (total - DC) of a critical success.
    pub critical_margin: i32,
    /// The lowest margin of a strong success.
    pub strong_margin: i32,
    /// The lowest margin of a plain success.
    pub success_margin: i32,
    /// The lowest margin of a weak success; below it is a failure.
    pub weak_margin: i32,
    /// A natural 20 is a critical success whatever the margin.
    pub natural_20_critical: bool,
    /// Segments filled on a critical success.
    pub critical_segments: u32,
    /// Segments filled on a strong success.
    pub strong_segments: u32,
    /// Segments filled on a success.
    pub success_segments: u32,
    /// Segments filled on a weak success (which also brings a detriment).
    pub weak_segments: u32,
    /// Segments filled on a failure.
    pub failure_segments: u32,
    /// Segments a participant removes to take a different path ("New Paths": one).
    pub path_change_cost: u32,
    /// A race ends once this many runners have filled their clocks ("the top three contenders");
    /// 0 plays it out until every runner has.
    pub race_places: u32,
    /// Filling segments beyond an obstacle grants advantage on the next check to pass it ("the GM
    /// may grant them Advantage").
    pub overshoot_advantage: bool,
    /// A timer catches hidden runners too (a collapsing building does not care who is hiding).
    pub timer_catches_hidden: bool,
    /// What the last chaser's full clock means when it catches nobody. The text ends a chase
    /// only "when all Runners have either been caught, or all Runners have filled their
    /// Clocks", so by default the runners still have to fill theirs; a setup whose chasers' full
    /// clocks mean the runners are free (the hounds give up) says `true`, and the runners still
    /// running then get away at once.
    pub escape_when_chasers_done: bool,
    /// Seconds a round lasts, if the keeper wants the clock on the wall in the log ("Time": "as
    /// short as 10 Seconds" in a short chase, "as long as 100 Seconds" in a longer race).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub round_seconds: Option<u32>,
    /// How many times tied order checks are re-rolled before the setup's order settles the tie.
    pub tie_rerolls: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            easy_dc: 10,
            difficult_dc: 15,
            very_difficult_dc: 20,
            difficult_effect_dc: 5,
            flying_dc: 10,
            critical_margin: 10,
            strong_margin: 5,
            success_margin: 2,
            weak_margin: 0,
            natural_20_critical: true,
            critical_segments: 3,
            strong_segments: 2,
            success_segments: 1,
            weak_segments: 1,
            failure_segments: 0,
            path_change_cost: 1,
            race_places: 3,
            overshoot_advantage: true,
            timer_catches_hidden: true,
            escape_when_chasers_done: false,
            tie_rerolls: 20,
            round_seconds: None,
        }
    }
}

impl Settings {
    /// How well a check went: a natural 20 (if the setting says so) or a margin of
    /// `critical_margin`+ is critical, and so on down the scale of the README's "Skill Checks"
    /// default.
    pub fn level(&self, natural: u32, margin: i32) -> Level {
        if (self.natural_20_critical && natural == 20) || margin >= self.critical_margin {
            Level::Critical
        } else if margin >= self.strong_margin {
            Level::Strong
        } else if margin >= self.success_margin {
            Level::Success
        } else if margin >= self.weak_margin {
            Level::Weak
        } else {
            Level::Failure
        }
    }

    /// Segments a movement check of this level fills ("Position Clocks": 3 / 2 / 1 / 1 / 0).
    pub fn segments(&self, level: Level) -> u32 {
        match level {
            Level::Critical => self.critical_segments,
            Level::Strong => self.strong_segments,
            Level::Success => self.success_segments,
            Level::Weak => self.weak_segments,
            Level::Failure => self.failure_segments,
        }
    }

    /// Why these settings cannot be played, if they cannot: the margins must step down from
    /// critical to weak.
    pub fn problem(&self) -> Option<String> {
        let margins = [
            ("critical_margin", self.critical_margin),
            ("strong_margin", self.strong_margin),
            ("success_margin", self.success_margin),
            ("weak_margin", self.weak_margin),
        ];
        margins.windows(2).find_map(|pair| {
            let ((high_name, high), (low_name, low)) = (pair[0], pair[1]);
            (high < low).then(|| {
                format!(
                    "{high_name} ({high}) is below {low_name} ({low}); margins must step down \
                     from critical to weak"
                )
            })
        })
    }
}
