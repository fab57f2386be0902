//! Turns the participants of a setup into the engine's [`Participant`]s, checking what a keeper
//! can get wrong: names (commands and scripts name participants, ignoring case), characteristics
//! out of any sensible range (a typo like `dex: 550`), damage dice, vehicles and starting places.

use super::raw::RawParticipant;
use super::vehicles::{build_vehicle, seat_passengers};
use crate::dice::DiceExpr;
use crate::setup::problem::{Path, Problem, in_range};
use crate::systems::coc7::rules::{MAX_PARTICIPANTS, Participant, Side, Status, default_hp};

pub use crate::systems::coc7::rules::sheet::{BUILD, CON, DEX, HP, MOV, SKILL};

/// The participants, and whether the setup placed every one of them (`start` on all, or none).
pub fn build(
    written: &[RawParticipant],
    locations: usize,
    path: &Path,
) -> Result<(Vec<Participant>, bool), Problem> {
    let (raw, origin) = numbered(written, path)?;
    let raw = raw.as_slice();
    // A problem with one of several alike points at the entry that wrote them.
    let at = |index: usize| path.index(origin[index]);
    if raw.len() > MAX_PARTICIPANTS {
        return Err(Problem::new(
            at(MAX_PARTICIPANTS),
            format!(
                "a chase holds at most {MAX_PARTICIPANTS} participants and this one lists {}; \
                 split it into separate chases",
                raw.len()
            ),
        ));
    }
    let mut participants: Vec<Participant> = Vec::with_capacity(raw.len());
    for (index, entry) in raw.iter().enumerate() {
        let here = at(index);
        let participant = build_one(entry, locations, &here)?;
        crate::setup::names::unique(
            participants.iter().map(|p| p.name.as_str()),
            &participant.name,
            &here,
            "participant",
            "name",
        )?;
        participants.push(participant);
    }
    for (side, word) in [(Side::Quarry, "Quarry"), (Side::Pursuer, "Pursuer")] {
        if !participants
            .iter()
            .any(|p| p.side == side && p.status != Status::Waiting)
        {
            return Err(Problem::new(
                path.clone(),
                format!(
                    "no participant has side: {word}; a chase needs at least one quarry and one \
                     pursuer: set side: {word} on someone"
                ),
            ));
        }
    }
    seat_passengers(raw, &origin, &mut participants, path)?;
    // A passenger stands where its vehicle is: it needs no start of its own; one that joins later
    // is placed when it joins.
    let first_placed = raw.iter().position(|p| p.start.is_some());
    let first_unplaced = raw
        .iter()
        .position(|p| p.start.is_none() && p.rides_with.is_none() && !p.joins_later);
    if let (Some(placed), Some(unplaced)) = (first_placed, first_unplaced) {
        return Err(Problem::new(
            at(unplaced),
            format!(
                "'{}' has no start but '{}' has one; give every participant a start (to place \
                 them yourself) or none (to let \"Cut to the Chase\" place them)",
                participants[unplaced].name, participants[placed].name
            ),
        ));
    }
    Ok((
        participants,
        first_placed.is_some() && first_unplaced.is_none(),
    ))
}

/// The participants as the chase holds them: an entry with `count: N` becomes N alike, named
/// "Ghoul 1" … "Ghoul N"; with, for each, the index of the entry that wrote it.
fn numbered(
    written: &[RawParticipant],
    path: &Path,
) -> Result<(Vec<RawParticipant>, Vec<usize>), Problem> {
    let mut raw = Vec::with_capacity(written.len());
    let mut origin = Vec::with_capacity(written.len());
    for (index, entry) in written.iter().enumerate() {
        match entry.count {
            None => {
                raw.push(entry.clone());
                origin.push(index);
            }
            Some(count) if !(1..=MAX_PARTICIPANTS as u32).contains(&count) => {
                return Err(Problem::new(
                    path.index(index).field("count"),
                    format!(
                        "count must be from 1 to {MAX_PARTICIPANTS} (as many alike as a chase \
                         holds), not {count}"
                    ),
                ));
            }
            Some(count) => {
                for n in 1..=count {
                    let mut one = entry.clone();
                    one.count = None;
                    one.name = if count == 1 {
                        entry.name.trim().to_string()
                    } else {
                        format!("{} {n}", entry.name.trim())
                    };
                    raw.push(one);
                    origin.push(index);
                }
            }
        }
    }
    Ok((raw, origin))
}

fn build_one(raw: &RawParticipant, locations: usize, path: &Path) -> Result<Participant, Problem> {
    let name = raw.name.trim().to_string();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            "a participant's name cannot be empty ''; commands and the screen use it, e.g. \
             name: \"Harvey\"",
        ));
    }
    let who = format!("'{name}'");
    in_range(
        raw.dex,
        &DEX,
        path.field("dex"),
        "dex",
        &who,
        "a person's DEX is 15 to 90",
    )?;
    in_range(
        raw.mov,
        &MOV,
        path.field("mov"),
        "mov",
        &who,
        "a fit human is 7 to 9; give a car as a vehicle",
    )?;
    in_range(
        raw.con,
        &CON,
        path.field("con"),
        "con",
        &who,
        "a person's CON is 15 to 90",
    )?;
    let hp = raw.hp.unwrap_or_else(|| default_hp(raw.con));
    in_range(
        hp,
        &HP,
        path.field("hp"),
        "hp",
        &who,
        "a person has 5 to 18 hit points",
    )?;
    in_range(
        raw.build,
        &BUILD,
        path.field("build"),
        "build",
        &who,
        "a person's build is -2 to 2",
    )?;
    let mut participant = Participant::new(&name, raw.side, raw.dex, raw.mov, raw.con, hp);
    participant.build = raw.build;
    for (index, (skill, value)) in raw.skills.0.iter().enumerate() {
        let here = path.field("skills").entry(index, skill);
        let skill = skill.trim();
        if skill.is_empty() {
            return Err(Problem::new(
                here,
                format!(
                    "{who} has a skill with an empty name ''; name it as the sheet does, e.g. \"Climb\""
                ),
            ));
        }
        if participant
            .skills
            .keys()
            .any(|s| s.eq_ignore_ascii_case(skill))
        {
            return Err(Problem::new(
                here,
                format!("{who} lists the skill '{skill}' twice; keep one"),
            ));
        }
        in_range(*value, &SKILL, here, skill, &who, "skills are percentiles")?;
        participant.skills.insert(skill.to_string(), *value);
    }
    if let Some(damage) = &raw.damage {
        let expr: DiceExpr = damage.parse().map_err(|error| {
            Problem::new(path.field("damage"), format!("{name}'s damage: {error}"))
        })?;
        participant.damage = Some(expr);
    }
    if let Some(vehicle) = &raw.vehicle {
        let vehicle = build_vehicle(vehicle, &path.field("vehicle"), &name)?;
        participant.base_mov = vehicle.mov;
        participant.vehicle = Some(vehicle);
    }
    if let Some(start) = raw.start {
        if start == 0 || start as usize > locations {
            return Err(Problem::new(
                path.field("start"),
                format!(
                    "{who} has start '{start}', outside the track: locations are numbered 1 to \
                     {locations} (the Location and Dot entries, counting from the first)"
                ),
            ));
        }
        participant.location = start as i32;
    }
    participant.speed = raw.speed;
    super::optional::participant(raw, &mut participant, path)?;
    Ok(participant)
}
