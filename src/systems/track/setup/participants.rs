//! Turns the participants of a chase-track setup into the rules' [`Participant`]s, checking what a
//! keeper can get wrong: names (commands name participants, ignoring case), dice sizes, speeds,
//! mounts and vehicles, and that both sides are there.

use super::raw::{RawParticipant, RawRide};
use super::{SPACES, SPEED_FT};
use crate::setup::problem::{Path, Problem, in_range};
use crate::systems::track::rules::{Dice, Participant, Ride, Settings, Side};
use std::ops::RangeInclusive;

/// A die's sides: a d2 at least; beyond a d100 is a typo.
pub const DIE_SIDES: RangeInclusive<u32> = 2..=100;
/// "Multiple Participants": 1d20 + agility modifier; modifiers beyond these are typos.
pub const AGILITY_MODIFIER: RangeInclusive<i32> = -10..=20;
/// Hit points, when tracked.
pub const HP: RangeInclusive<u32> = 1..=1000;
/// A group's size.
pub const SIZE: RangeInclusive<u32> = crate::limits::GROUP;
/// Participants in one chase: far above any chase at a table (docs/setup-format.md, "Limits").
pub const MAX_PARTICIPANTS: usize = crate::limits::PARTICIPANTS;

/// The participants in setup order; at least one prey and one chaser.
pub fn build(
    raw: &[RawParticipant],
    settings: &Settings,
    path: &Path,
) -> Result<Vec<Participant>, Problem> {
    if raw.len() > MAX_PARTICIPANTS {
        return Err(Problem::new(
            path.index(MAX_PARTICIPANTS),
            format!(
                "a chase holds at most {MAX_PARTICIPANTS} participants and this one lists {}; \
                 split it into separate chases, or make a crowd one participant with a size",
                raw.len()
            ),
        ));
    }
    let mut participants: Vec<Participant> = Vec::with_capacity(raw.len());
    for (index, entry) in raw.iter().enumerate() {
        let here = path.index(index);
        let participant = build_one(entry, settings, &here)?;
        crate::setup::names::unique(
            participants.iter().map(|p| p.name.as_str()),
            &participant.name,
            &here,
            "participant",
            "name",
        )?;
        participants.push(participant);
    }
    for (side, word, example) in [
        (Side::Prey, "Prey", "the thief"),
        (Side::Chaser, "Chaser", "the guard"),
    ] {
        if !participants.iter().any(|p| p.side == side) {
            return Err(Problem::new(
                path.clone(),
                format!(
                    "no participant has side: {word}; a chase needs at least one prey and one \
                     chaser: set side: {word} on someone ({example}, say)"
                ),
            ));
        }
    }
    Ok(participants)
}

fn build_one(
    raw: &RawParticipant,
    settings: &Settings,
    path: &Path,
) -> Result<Participant, Problem> {
    let name = raw.name.trim().to_string();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            "a participant's name cannot be empty ''; commands and the screen use it, e.g. \
             name: \"Thief\"",
        ));
    }
    let who = format!("'{name}'");
    let die_hint = "its number of sides, 4, 6, 8, 10, 12 or 20: write 8 for a d8";
    for (field, sides) in [
        ("heart", raw.heart),
        ("might", raw.might),
        ("agility", raw.agility),
        ("cunning", raw.cunning),
        ("presence", raw.presence),
    ] {
        in_range(sides, &DIE_SIDES, path.field(field), field, &who, die_hint)?;
    }
    let dice = Dice {
        heart: raw.heart,
        might: raw.might,
        agility: raw.agility,
        cunning: raw.cunning,
        presence: raw.presence,
    };
    let mut participant = Participant::new(&name, raw.side, dice);
    participant.player = raw.player;
    participant.secret = raw.secret;
    participant.speed_ft = raw.speed.unwrap_or(settings.usual_speed_ft);
    in_range(
        participant.speed_ft,
        &SPEED_FT,
        path.field("speed"),
        "speed",
        &who,
        "feet: 30 for a person on foot; give a horse as a mount",
    )?;
    in_range(
        raw.agility_modifier,
        &AGILITY_MODIFIER,
        path.field("agility_modifier"),
        "agility_modifier",
        &who,
        "added to the d20 for initiative, usually -1 to +5",
    )?;
    participant.agility_modifier = raw.agility_modifier;
    if let Some(hp) = raw.hp {
        in_range(
            hp,
            &HP,
            path.field("hp"),
            "hp",
            &who,
            "leave it out when hit points are not tracked",
        )?;
        participant.hp = Some(hp);
    }
    participant.size = raw.size.unwrap_or(1);
    in_range(
        participant.size,
        &SIZE,
        path.field("size"),
        "size",
        &who,
        "how many people the entry stands for: 1 alone, 2 or more for a group that can split",
    )?;
    if let Some(special) = &raw.special_movement {
        let special = special.trim();
        if special.is_empty() {
            return Err(Problem::new(
                path.field("special_movement"),
                format!(
                    "{who} has an empty special_movement ''; say how it moves, e.g. \"flies\" or \
                     \"swims\", or leave it out"
                ),
            ));
        }
        participant.special_movement = Some(special.to_string());
    }
    participant.ride = match (&raw.mount, &raw.vehicle) {
        (Some(_), Some(vehicle)) => {
            return Err(Problem::new(
                path.field("vehicle"),
                format!(
                    "{who} has both a mount and a vehicle '{}'; a participant rides one or the \
                     other: keep one of them",
                    vehicle.name.trim()
                ),
            ));
        }
        (Some(mount), None) => {
            let (name, speed_ft) = ride(mount, &path.field("mount"), &who, "mount")?;
            Ride::Mount { name, speed_ft }
        }
        (None, Some(vehicle)) => {
            let (name, speed_ft) = ride(vehicle, &path.field("vehicle"), &who, "vehicle")?;
            Ride::Vehicle { name, speed_ft }
        }
        (None, None) => Ride::OnFoot,
    };
    if let Some(space) = raw.space {
        in_range(
            space,
            &SPACES,
            path.field("space"),
            "space",
            &who,
            "the space on the number line, the chasers usually at 0",
        )?;
    }
    Ok(participant)
}

/// A mount's or vehicle's name and speed.
fn ride(raw: &RawRide, path: &Path, who: &str, what: &str) -> Result<(String, u32), Problem> {
    let name = raw.name.trim();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            format!("{who}'s {what} needs a name, not ''; e.g. name: \"Bay mare\""),
        ));
    }
    in_range(
        raw.speed,
        &SPEED_FT,
        path.field("speed"),
        "speed",
        &format!("{who}'s {what} '{name}'"),
        "feet: a riding horse 60, a cart 40",
    )?;
    Ok((name.to_string(), raw.speed))
}
