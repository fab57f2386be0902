//! Someone nobody planned for: a sheet the keeper types in at the table ("a constable hears the
//! shouting"), who then joins by "Characters Joining a Chase in Progress" like one the setup kept
//! back. Only what a sheet says comes from the command; the rest of the participant starts fresh,
//! so a journal line cannot smuggle in a location, a vehicle or a passenger.

use super::error::Coc7Error;
use super::limits::sheet;
use super::skills::default_hp;
use super::state::{Participant, Side, Status};
use crate::engine::Name;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;
use std::ops::RangeInclusive;

/// A character sheet's numbers, as `chasetrack new` reads a participant's line.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Newcomer {
    pub name: Name,
    pub side: Side,
    pub dex: u32,
    pub mov: u32,
    pub con: u32,
    /// Left out: [`default_hp`] from CON.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub hp: Option<u32>,
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub skills: BTreeMap<String, u32>,
    /// A player's character: the players' view shows its numbers.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub investigator: bool,
}

impl Newcomer {
    /// The participant, waiting to join, if every number is one a sheet can have (the same ranges
    /// as a setup's).
    pub fn participant(&self) -> Result<Participant, Coc7Error> {
        let name = self.name.trim();
        if name.is_empty() {
            return Err(Coc7Error::NewcomerNumber {
                field: "name".to_string(),
                value: "''".to_string(),
                range: "a name".to_string(),
            });
        }
        check("DEX", self.dex, &sheet::DEX)?;
        check("MOV", self.mov, &sheet::MOV)?;
        check("CON", self.con, &sheet::CON)?;
        let hp = self.hp.unwrap_or_else(|| default_hp(self.con));
        check("HP", hp, &sheet::HP)?;
        for (skill, value) in &self.skills {
            check(skill, *value, &sheet::SKILL)?;
        }
        let mut participant = Participant::new(name, self.side, self.dex, self.mov, self.con, hp);
        participant.skills = self.skills.clone().into();
        participant.investigator = self.investigator;
        participant.status = Status::Waiting;
        Ok(participant)
    }
}

fn check(field: &str, value: u32, range: &RangeInclusive<u32>) -> Result<(), Coc7Error> {
    if range.contains(&value) {
        return Ok(());
    }
    Err(Coc7Error::NewcomerNumber {
        field: field.to_string(),
        value: format!("'{value}'"),
        range: format!("{} to {}", range.start(), range.end()),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn constable() -> Newcomer {
        Newcomer {
            name: "Constable".into(),
            side: Side::Pursuer,
            dex: 60,
            mov: 8,
            con: 60,
            hp: None,
            skills: BTreeMap::from([("Fighting (Brawl)".to_string(), 50)]),
            investigator: false,
        }
    }

    #[test]
    fn a_newcomer_waits_to_join_with_hit_points_from_con() {
        let participant = constable().participant().unwrap();
        assert_eq!(participant.status, Status::Waiting);
        assert_eq!(participant.max_hp, 12, "(60 + 65) / 10");
        assert_eq!(participant.skills["Fighting (Brawl)"], 50);
        assert_eq!(participant.location, 0, "placed only by joining");
    }

    #[test]
    fn a_number_no_sheet_has_is_refused_with_its_range() {
        let mut typo = constable();
        typo.dex = 600;
        assert_eq!(
            typo.participant().unwrap_err().to_string(),
            "a newcomer's DEX is '600'; it must be 1 to 200"
        );
        let mut blank = constable();
        blank.name = "  ".into();
        assert!(blank.participant().is_err());
    }
}
