//! The parts of a Call of Cthulhu setup for the route and track rules of Part 5: the settings a
//! file can get wrong in ways the parser does not see, and the participant fields for sudden
//! hazards (investigators), joining later, other modes of movement and monsters' aptitudes.

use super::participants::MOV;
use super::raw::RawParticipant;
use crate::setup::problem::{Path, Problem};
use crate::systems::coc7::rules::{MAX_SIGHT, Participant, Settings, Sight, Status};
use std::collections::BTreeMap;

/// "Pedal to the Metal": a set sight is 1 location or more, and no further than anyone sees.
pub fn check_settings(settings: &Settings, path: &Path) -> Result<(), Problem> {
    if let Some(Sight::Locations(n)) = settings.sight
        && !(1..=MAX_SIGHT).contains(&n)
    {
        return Err(Problem::new(
            path.field("sight"),
            format!(
                "sight is 'Locations({n})'; drivers see 1 to {MAX_SIGHT} locations ahead: write \
                 City (1D3), Suburbs (1D6), Country (1D10) or Locations(n), or leave it out to say \
                 each time"
            ),
        ));
    }
    Ok(())
}

/// Reads a participant's fields for Part 5's route and track rules into it.
pub fn participant(
    raw: &RawParticipant,
    participant: &mut Participant,
    path: &Path,
) -> Result<(), Problem> {
    let who = format!("'{}'", participant.name);
    participant.investigator = raw.investigator;
    participant.secret = raw.secret;
    if raw.joins_later {
        if raw.start.is_some() {
            return Err(Problem::new(
                path.field("start"),
                format!(
                    "{who} joins later, and the keeper places it when it joins: remove its start, \
                     or joins_later to have it in the chase from the start"
                ),
            ));
        }
        participant.status = Status::Waiting;
    }
    participant.movs = movs(raw, path, &who)?.into();
    if let Some(aptitudes) = &raw.monster {
        let mut checked = BTreeMap::new();
        for (index, (skill, aptitude)) in aptitudes.0.iter().enumerate() {
            let here = path.field("monster").entry(index, skill);
            let skill = skill.trim();
            if skill.is_empty() {
                return Err(Problem::new(
                    here,
                    format!(
                        "{who} has an aptitude for a skill with an empty name ''; name it, e.g. \"Swim\""
                    ),
                ));
            }
            if checked
                .keys()
                .any(|known: &String| known.eq_ignore_ascii_case(skill))
            {
                return Err(Problem::new(
                    here,
                    format!("{who} gives an aptitude for '{skill}' twice; keep one"),
                ));
            }
            checked.insert(skill.to_string(), *aptitude);
        }
        participant.monster = Some(checked.into());
    }
    Ok(())
}

/// "If no alternate MOV rating is listed ...": the listed ones, each a MOV in range, named once.
fn movs(raw: &RawParticipant, path: &Path, who: &str) -> Result<BTreeMap<String, u32>, Problem> {
    let mut movs = BTreeMap::new();
    for (index, (mode, mov)) in raw.movs.0.iter().enumerate() {
        let here = path.field("movs").entry(index, mode);
        let mode = mode.trim();
        if mode.is_empty() {
            return Err(Problem::new(
                here,
                format!(
                    "{who} lists a MOV for a mode with an empty name ''; write \"Swim\" or \"Fly\""
                ),
            ));
        }
        if movs
            .keys()
            .any(|known: &String| known.eq_ignore_ascii_case(mode))
        {
            return Err(Problem::new(
                here,
                format!("{who} lists the MOV for '{mode}' twice; keep one"),
            ));
        }
        if !MOV.contains(mov) {
            return Err(Problem::new(
                here,
                format!(
                    "{who} has a {mode} MOV of '{mov}'; it must be from {} to {} (a human swims at \
                     half its MOV)",
                    MOV.start(),
                    MOV.end()
                ),
            ));
        }
        movs.insert(mode.to_string(), *mov);
    }
    Ok(movs)
}
