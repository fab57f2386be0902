//! The position-clocks part of a setup (`system: Clocks(...)`): its raw types ([`raw`]) and their
//! validation into the rules' [`ClockChase`] through its constructor ([`ClockChase::new`] with a
//! [`Start`]). What the constructor would refuse is checked here first, field by field, so that the
//! keeper is pointed at the line and column to fix; paths, rides and obstacles are named in the
//! file and turned into the rules' indices here.

mod course;
mod participants;
pub mod raw;
pub mod readout;
mod summary;

use crate::setup::problem::in_range;
use crate::setup::problem::{Path, Problem};
use crate::systems::clocks::rules::{ClockChase, MAX_SEGMENTS, MIN_SEGMENTS, Settings, Start};
use raw::{RawClocks, RawSettings};
use std::ops::RangeInclusive;

/// A DC a setup may give (terrain, obstacles): beyond 60 is a typo.
pub const DC: RangeInclusive<u32> = 0..=60;
/// A bonus to a d20 check (speed, athletics); beyond these is a typo.
pub const BONUS: RangeInclusive<i32> = -20..=30;

/// Checks the settings, the clocks, the paths, the participants, the obstacles and the timer, and
/// builds the chase before its turn order is set. `path` is where the chase's fields sit in the
/// file (`system.Clocks`).
pub fn build(raw: &RawClocks, path: &Path) -> Result<ClockChase, Problem> {
    let settings = settings(&raw.settings, &path.field("settings"))?;
    let segments = raw.segments;
    in_range(
        segments,
        &(MIN_SEGMENTS..=MAX_SEGMENTS),
        path.field("segments"),
        "segments",
        "the chase",
        "\"Position Clocks\": 4 is a quick sprint, 12 a long pursuit",
    )?;
    let paths = course::paths(raw.paths.as_deref(), &path.field("paths"))?;
    let participants = participants::build(
        &raw.participants,
        &paths,
        segments,
        &path.field("participants"),
    )?;
    let obstacles = course::obstacles(
        &raw.obstacles,
        &paths,
        &settings,
        segments,
        &path.field("obstacles"),
    )?;
    let timer = match &raw.timer {
        None => None,
        Some(timer) => Some(course::timer(timer, &path.field("timer"))?),
    };
    let start = Start {
        settings,
        segments,
        paths,
        participants,
        obstacles,
        timer,
    };
    ClockChase::new(start).map_err(|error| Problem::new(path.clone(), error.to_string()))
}

/// The settings as written over the defaults, each checked against a range that catches typing
/// mistakes, and the margins checked to step down from critical to weak.
fn settings(raw: &RawSettings, path: &Path) -> Result<Settings, Problem> {
    let defaults = Settings::default();
    let who = "the chase";
    let number =
        |value: Option<u32>, default: u32, field: &str, range: RangeInclusive<u32>, hint: &str| {
            let value = value.unwrap_or(default);
            in_range(value, &range, path.field(field), field, who, hint).map(|()| value)
        };
    let margin = |value: Option<i32>, default: i32, field: &str| {
        let value = value.unwrap_or(default);
        let hint = "a check's total minus its DC; the README's scale is 10, 5, 2, 0";
        in_range(value, &(-50..=50), path.field(field), field, who, hint).map(|()| value)
    };
    let segments = |value: Option<u32>, default: u32, field: &str| {
        let hint = "segments a check of that level fills: 3, 2, 1, 1, 0 by default";
        number(value, default, field, 0..=MAX_SEGMENTS, hint)
    };
    let dc_hint = "\"Steep, Difficult and Very Difficult Terrain\": 10, 15, 20";
    let settings = Settings {
        easy_dc: number(raw.easy_dc, defaults.easy_dc, "easy_dc", DC, dc_hint)?,
        difficult_dc: number(
            raw.difficult_dc,
            defaults.difficult_dc,
            "difficult_dc",
            DC,
            dc_hint,
        )?,
        very_difficult_dc: number(
            raw.very_difficult_dc,
            defaults.very_difficult_dc,
            "very_difficult_dc",
            DC,
            dc_hint,
        )?,
        difficult_effect_dc: number(
            raw.difficult_effect_dc,
            defaults.difficult_effect_dc,
            "difficult_effect_dc",
            DC,
            "effects creating difficult terrain add 5",
        )?,
        flying_dc: number(
            raw.flying_dc,
            defaults.flying_dc,
            "flying_dc",
            DC,
            "flying or teleporting over the terrain: DC 10",
        )?,
        critical_margin: margin(
            raw.critical_margin,
            defaults.critical_margin,
            "critical_margin",
        )?,
        strong_margin: margin(raw.strong_margin, defaults.strong_margin, "strong_margin")?,
        success_margin: margin(
            raw.success_margin,
            defaults.success_margin,
            "success_margin",
        )?,
        weak_margin: margin(raw.weak_margin, defaults.weak_margin, "weak_margin")?,
        natural_20_critical: raw
            .natural_20_critical
            .unwrap_or(defaults.natural_20_critical),
        critical_segments: segments(
            raw.critical_segments,
            defaults.critical_segments,
            "critical_segments",
        )?,
        strong_segments: segments(
            raw.strong_segments,
            defaults.strong_segments,
            "strong_segments",
        )?,
        success_segments: segments(
            raw.success_segments,
            defaults.success_segments,
            "success_segments",
        )?,
        weak_segments: segments(raw.weak_segments, defaults.weak_segments, "weak_segments")?,
        failure_segments: segments(
            raw.failure_segments,
            defaults.failure_segments,
            "failure_segments",
        )?,
        path_change_cost: number(
            raw.path_change_cost,
            defaults.path_change_cost,
            "path_change_cost",
            0..=MAX_SEGMENTS,
            "\"New Paths\": one segment",
        )?,
        race_places: number(
            raw.race_places,
            defaults.race_places,
            "race_places",
            0..=crate::systems::clocks::rules::MAX_PARTICIPANTS as u32,
            "\"Races\": the top three; 0 plays it out until every runner is home",
        )?,
        overshoot_advantage: raw
            .overshoot_advantage
            .unwrap_or(defaults.overshoot_advantage),
        timer_catches_hidden: raw
            .timer_catches_hidden
            .unwrap_or(defaults.timer_catches_hidden),
        escape_when_chasers_done: raw
            .escape_when_chasers_done
            .unwrap_or(defaults.escape_when_chasers_done),
        round_seconds: match raw.round_seconds {
            None => None,
            Some(seconds) => Some(number(
                Some(seconds),
                seconds,
                "round_seconds",
                1..=3600,
                "\"Time\": as short as 10 seconds, as long as 100",
            )?),
        },
        tie_rerolls: number(
            raw.tie_rerolls,
            defaults.tie_rerolls,
            "tie_rerolls",
            0..=100,
            "how often tied turn-order checks are re-rolled, 20 by default",
        )?,
    };
    check_margins(raw, &settings, path)?;
    Ok(settings)
}

/// The margins step down from critical to weak; the message points at the one the file set.
fn check_margins(raw: &RawSettings, settings: &Settings, path: &Path) -> Result<(), Problem> {
    let margins = [
        (
            "critical_margin",
            settings.critical_margin,
            raw.critical_margin.is_some(),
        ),
        (
            "strong_margin",
            settings.strong_margin,
            raw.strong_margin.is_some(),
        ),
        (
            "success_margin",
            settings.success_margin,
            raw.success_margin.is_some(),
        ),
        (
            "weak_margin",
            settings.weak_margin,
            raw.weak_margin.is_some(),
        ),
    ];
    for pair in margins.windows(2) {
        let ((high, high_value, high_given), (low, low_value, _)) = (pair[0], pair[1]);
        if high_value < low_value {
            let blame = if high_given { high } else { low };
            return Err(Problem::new(
                path.field(blame),
                format!(
                    "{high} is '{high_value}', below {low} '{low_value}'; the margins must step \
                     down from critical to weak (10, 5, 2, 0 by default)"
                ),
            ));
        }
    }
    Ok(())
}

/// An example value for a field of a position-clocks setup, for the parser's messages.
pub fn example(field: &str) -> Option<&'static str> {
    Some(match field {
        "system" => "Clocks(segments: 8, participants: [...])",
        "settings" => "(race_places: 3)",
        "segments" => "8",
        "paths" => "[(name: \"Streets\", terrain: (difficulty: Difficult))]",
        "participants" => "[(name: \"Ann\", role: Runner, bonus: 3)]",
        "obstacles" => "[(name: \"Wall\", path: \"Streets\", after: 4, dc: 15)]",
        "timer" => "(name: \"Self-destruct\", segments: 6)",
        "terrain" => "(name: \"market\", difficulty: Difficult, cover: true)",
        "difficulty" => "Difficult",
        "obscurement" => "Obscured",
        "slope" => "Uphill",
        "cover" | "flight_only" | "flies" | "hidden" => "true",
        "role" => "Runner",
        "bonus" => "3",
        "athletics" => "2",
        "head_start" => "1",
        "path" => "\"Streets\"",
        "aboard" => "\"Cart\"",
        "after" => "4",
        "dc" => "15",
        "scope" => "OneForAll",
        "filled" => "0",
        "easy_dc" => "10",
        "difficult_dc" => "15",
        "very_difficult_dc" => "20",
        "race_places" => "3",
        "round_seconds" => "10",
        _ => return None,
    })
}

#[cfg(test)]
mod tests;

/// The first fields of this system's part of a setup, for the example in a message.
pub const FIELDS: &str = "segments: 8, participants: [...]";

/// A field of this system written where it does not belong: the fix.
pub fn misplaced(found: &str, outer: &str) -> Option<&'static str> {
    Some(match (found, outer) {
        ("segments", "settings") => {
            "segments is written beside settings, not inside them: `segments: 8`"
        }
        ("speed", "participant") => {
            "a participant's speed bonus to movement checks is written `bonus: 3`"
        }
        ("side", "participant") => {
            "position clocks give each participant a role: `role: Runner` or `role: Chaser`"
        }
        _ => return None,
    })
}

/// How a value of this system is written without a name before its parentheses.
pub fn unnamed(expected: &str) -> Option<&'static str> {
    Some(match expected {
        "settings" => "settings: (...)",
        "participant" => "participants: [(name: \"Ann\", role: Runner, bonus: 3)]",
        "path" => "paths: [(name: \"Streets\")]",
        "obstacle" => "obstacles: [(name: \"Wall\", path: \"Streets\", after: 4)]",
        "timer" => "timer: (name: \"Self-destruct\", segments: 6)",
        "Terrain" => "terrain: (difficulty: Difficult)",
        _ => return None,
    })
}

/// This system's part of a setup file, as the list of systems names it.
pub type Raw = raw::RawClocks;

pub use course::DEFAULT_PATH;
pub use summary::summary;
