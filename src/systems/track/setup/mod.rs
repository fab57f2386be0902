//! The chase-track part of a setup (`system: Track(...)`): its raw types ([`raw`]) and their
//! validation into the rules' [`TrackChase`], through its constructor (`TrackChase::new`) and
//! [`TrackChase::place_at`]. What the constructor would refuse is checked here first, field by
//! field, so that the keeper is pointed at the line and column to fix.

mod participants;
pub mod raw;
pub mod readout;
mod summary;

use crate::setup::problem::{Path, Problem, in_range};
use crate::systems::track::rules::{Settings, Start, TrackChase, TrackError};
use raw::{RawSettings, RawTrack};
use std::ops::RangeInclusive;

/// "Escaped": 6 by default, 5 in dense forest, 10 in open desert; more than 100 is a typo.
pub const ESCAPE_DISTANCE: RangeInclusive<u32> = 1..=100;
/// Spaces on the number line a setup may name (a safe haven, a starting space).
pub const SPACES: RangeInclusive<u32> = 0..=1000;
/// Feet: a person runs 25 to 40, a horse 60, a car far more.
pub const SPEED_FT: RangeInclusive<u32> = 1..=1000;

/// Checks the settings, the start and the participants, and builds the chase ready to start.
/// `path` is where the chase's fields sit in the file (`system.Track`).
pub fn build(raw: &RawTrack, path: &Path) -> Result<TrackChase, Problem> {
    let settings_path = path.field("settings");
    let mut settings = settings(&raw.settings, &settings_path)?;
    if let Some(start) = raw.start {
        settings.start = start;
    }
    check_start(raw, &settings, path)?;
    let participants =
        participants::build(&raw.participants, &settings, &path.field("participants"))?;
    let refused = |error: TrackError| Problem::new(path.clone(), error.to_string());
    let mut chase = TrackChase::new(settings, participants).map_err(refused)?;
    place(&mut chase, raw, path)?;
    Ok(chase)
}

/// The settings as written over the rules' defaults, each checked against a range that catches
/// typing mistakes.
fn settings(raw: &RawSettings, path: &Path) -> Result<Settings, Problem> {
    let defaults = Settings::default();
    let who = "the chase";
    let number = |value: Option<u32>,
                  default: u32,
                  field: &str,
                  range: RangeInclusive<u32>,
                  hint: &str|
     -> Result<u32, Problem> {
        let value = value.unwrap_or(default);
        in_range(value, &range, path.field(field), field, who, hint)?;
        Ok(value)
    };
    let escape_distance = number(
        raw.escape_distance,
        defaults.escape_distance,
        "escape_distance",
        ESCAPE_DISTANCE,
        "\"Escaped\": 6, 5 in dense forest, 10 in open desert",
    )?;
    let safe_haven = match raw.safe_haven {
        None => None,
        Some(haven) => Some(number(
            Some(haven),
            haven,
            "safe_haven",
            1..=*SPACES.end(),
            "the space of the safe haven on the number line, e.g. 12 for the docks",
        )?),
    };
    Ok(Settings {
        start: defaults.start,
        escape_distance,
        safe_haven,
        environment: raw.environment.unwrap_or(defaults.environment),
        exertion_cn: number(
            raw.exertion_cn,
            defaults.exertion_cn,
            "exertion_cn",
            1..=100,
            "\"Exertion\": CN 8",
        )?,
        exertion_step: number(
            raw.exertion_step,
            defaults.exertion_step,
            "exertion_step",
            0..=20,
            "\"Exertion\": +2 per attempt",
        )?,
        exertions_per_turn: number(
            raw.exertions_per_turn,
            defaults.exertions_per_turn,
            "exertions_per_turn",
            0..=10,
            "\"Each Turn\", step 3: one",
        )?,
        turn_order: raw.turn_order.unwrap_or(defaults.turn_order),
        usual_speed_ft: number(
            raw.usual_speed_ft,
            defaults.usual_speed_ft,
            "usual_speed_ft",
            SPEED_FT,
            "the speed in feet the chase assumes, 30 on foot",
        )?,
        speed_difference_ft: number(
            raw.speed_difference_ft,
            defaults.speed_difference_ft,
            "speed_difference_ft",
            SPEED_FT,
            "\"Different Movement Speeds\": 20 feet",
        )?,
        attack_range: number(
            raw.attack_range,
            defaults.attack_range,
            "attack_range",
            0..=100,
            "\"Attacks During Chases\": within 2 spaces",
        )?,
        complications: raw.complications.unwrap_or(defaults.complications),
        fall_margin: number(
            raw.fall_margin,
            defaults.fall_margin,
            "fall_margin",
            0..=100,
            "\"Mounted Chases\": failing by 5 or more",
        )?,
        fast_lane_on_exertion: raw
            .fast_lane_on_exertion
            .unwrap_or(defaults.fast_lane_on_exertion),
        auto_end_turn: raw.auto_end_turn.unwrap_or(defaults.auto_end_turn),
    })
}

/// "The Chase Track": the prey starts 2, 3 or 4 spaces ahead, or as many as the GM sets; a start
/// at or past the escape distance or the safe haven would end the chase before it begins.
fn check_start(raw: &RawTrack, settings: &Settings, path: &Path) -> Result<(), Problem> {
    let distance = settings.start.distance();
    let start_path = path.field("start");
    if let Start::Spaces(spaces) = settings.start
        && !(1..=*SPACES.end()).contains(&spaces)
    {
        return Err(Problem::new(
            start_path,
            format!(
                "start is Spaces({spaces}); the prey must start 1 to {} spaces ahead of the \
                 chasers (the table gives 2 adjacent, 3 within 30 feet, 4 further)",
                SPACES.end()
            ),
        ));
    }
    let start_words = match raw.start {
        Some(start) => start_text(start),
        None => format!(
            "the default start, {},",
            start_text(Settings::default().start)
        ),
    };
    // Point at what the keeper wrote: the start if given, else the setting that clashes with it.
    let blame = |setting: &str| {
        if raw.start.is_some() {
            start_path.clone()
        } else {
            path.field("settings").field(setting)
        }
    };
    if distance >= settings.escape_distance {
        return Err(Problem::new(
            blame("escape_distance"),
            format!(
                "{start_words} puts the prey {distance} spaces ahead, which is already the escape \
                 distance {}: the prey would escape before the chase begins; start closer or set \
                 a larger escape_distance",
                settings.escape_distance
            ),
        ));
    }
    if let Some(haven) = settings.safe_haven
        && haven <= distance
    {
        return Err(Problem::new(
            path.field("settings").field("safe_haven"),
            format!(
                "safe_haven is '{haven}', but {start_words} puts the prey on space {distance}: \
                 the haven must lie ahead of the prey, past space {distance}"
            ),
        ));
    }
    Ok(())
}

/// Puts the participants the setup places on their spaces, all at once, then asks the rules
/// whether the chase can begin that way ([`TrackChase::place_at`]), participant by participant.
fn place(chase: &mut TrackChase, raw: &RawTrack, path: &Path) -> Result<(), Problem> {
    let placed: Vec<(usize, u32)> = raw
        .participants
        .iter()
        .enumerate()
        .filter_map(|(index, p)| p.space.map(|space| (index, space)))
        .collect();
    for &(index, space) in &placed {
        chase.participants[index].space = space;
    }
    let space_of = |index: usize| path.field("participants").index(index).field("space");
    for &(index, space) in &placed {
        let name = chase.participants[index].name.clone();
        if let Err(error) = chase.clone().place_at(&name, space) {
            // Point at the participant the refusal is about, if the setup placed it.
            let about = match &error {
                TrackError::StartsCaught { who, .. }
                | TrackError::StartsEscaped { who, .. }
                | TrackError::StartsPastHaven { who, .. }
                | TrackError::StartsSafe { who, .. } => chase.find(who).map(usize::from),
                _ => None,
            };
            let at = about
                .filter(|i| raw.participants[*i].space.is_some())
                .unwrap_or(index);
            return Err(Problem::new(space_of(at), placement_words(&error)));
        }
    }
    Ok(())
}

/// The rules' refusal of a starting space, with the fix.
fn placement_words(error: &TrackError) -> String {
    let fix = match error {
        TrackError::StartsCaught { .. } => {
            "give the prey and the chasers different spaces (chasers usually start at 0)"
        }
        TrackError::StartsEscaped { .. } => "put them closer, or raise settings.escape_distance",
        TrackError::StartsPastHaven { .. } | TrackError::StartsSafe { .. } => {
            "start before the safe haven, or move settings.safe_haven further along"
        }
        _ => "see docs/setup-format.md",
    };
    format!("{error}; {fix}")
}

/// `Within30Feet`, `Spaces(5)`: the start as a setup writes it.
pub fn start_text(start: Start) -> String {
    match start {
        Start::Spaces(spaces) => format!("Spaces({spaces})"),
        other => format!("{other:?}"),
    }
}

/// An example value for a field of a chase-track setup, for the parser's messages.
pub fn example(field: &str) -> Option<&'static str> {
    Some(match field {
        "system" => "Track(start: Within30Feet, participants: [...])",
        "settings" => "(escape_distance: 6, safe_haven: 12)",
        "start" => "Within30Feet",
        "participants" => {
            "[(name: \"Thief\", side: Prey, heart: 8, might: 6, agility: 10, cunning: 8, \
             presence: 6)]"
        }
        "side" => "Prey",
        "heart" | "might" | "agility" | "cunning" | "presence" => "8",
        "speed" => "30",
        "agility_modifier" => "2",
        "hp" => "12",
        "special_movement" => "\"swims\"",
        "size" => "3",
        "mount" => "(name: \"Bay mare\", speed: 60)",
        "vehicle" => "(name: \"Cart\", speed: 40)",
        "space" => "5",
        "escape_distance" => "6",
        "safe_haven" => "12",
        "environment" => "DenseObstacles",
        "exertion_cn" => "8",
        "exertion_step" => "2",
        "exertions_per_turn" => "1",
        "turn_order" => "Initiative",
        "usual_speed_ft" => "30",
        "speed_difference_ft" => "20",
        "attack_range" => "2",
        "fall_margin" => "5",
        "complications" | "fast_lane_on_exertion" | "auto_end_turn" => "true",
        _ => return None,
    })
}

#[cfg(test)]
mod tests;

/// The first fields of this system's part of a setup, for the example in a message.
pub const FIELDS: &str = "start: Within30Feet, participants: [...]";

/// A field of this system written where it does not belong: the fix.
pub fn misplaced(found: &str, outer: &str) -> Option<&'static str> {
    Some(match (found, outer) {
        ("start", "settings") => {
            "start is written beside settings, not inside them: `start: Within30Feet`"
        }
        ("role", "participant") => {
            "the chase track gives each participant a side: `side: Prey` or `side: Chaser`"
        }
        _ => return None,
    })
}

/// How a value of this system is written without a name before its parentheses.
pub fn unnamed(expected: &str) -> Option<&'static str> {
    Some(match expected {
        "participant" => {
            "participants: [(name: \"Thief\", side: Prey, heart: 8, might: 6, agility: 10, \
             cunning: 8, presence: 6)]"
        }
        "ride" => "mount: (name: \"Bay mare\", speed: 60)",
        "settings" => "settings: (...)",
        _ => return None,
    })
}

/// This system's part of a setup file, as the list of systems names it.
pub type Raw = raw::RawTrack;

pub use summary::summary;
