//! The vocabulary of the optional rules of Part 5 that are about the track and how participants
//! move along it: the environment's die on random hazards, how far a driver sees, whose turn it is
//! to call a sudden hazard, monsters' aptitudes, modes of movement, and the text's tables as data
//! for the screen (MOV to MPH, the random hazard bands, ways of creating a hazard).

use super::state::{Coc7, Participant, Vehicle};
use crate::dice::{DiceExpr, Difficulty};
use serde::{Deserialize, Serialize};

/// "Random Hazards and Barriers": an especially hazardous environment ("rush hour traffic in a
/// bustling city or along country lanes at midnight") adds a penalty die to the roll, one unlikely
/// to have dangers ("a quiet freeway") a bonus die.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Environment {
    Hazardous,
    #[default]
    Ordinary,
    Quiet,
}

impl Environment {
    /// The bonus (positive) or penalty (negative) dice on the 1D100 roll for random hazards.
    pub fn dice(self) -> i8 {
        match self {
            Environment::Hazardous => -1,
            Environment::Ordinary => 0,
            Environment::Quiet => 1,
        }
    }
}

/// "Random Hazards and Barriers": what a 1D100 roll finds between two locations: 01-59 clear, 60+
/// a Regular hazard or barrier, 85+ a Hard one, 96+ an Extreme one.
pub fn random_obstacle(roll: u32) -> Option<Difficulty> {
    match roll {
        0..=59 => None,
        60..=84 => Some(Difficulty::Regular),
        85..=95 => Some(Difficulty::Hard),
        _ => Some(Difficulty::Extreme),
    }
}

/// The name a randomly rolled hazard carries until the keeper names it ("Hard hazard").
pub fn unnamed_hazard(difficulty: Difficulty) -> String {
    format!("{difficulty} hazard")
}

/// "Pedal to the Metal": how far a driver can see ahead. "In a crowded city, one might only be able
/// to see a couple of locations ahead (1D3 ...); in the suburbs ... (1D6 ...), and in the country,
/// on a straight road ... (1D10 locations)"; or a number the keeper sets for the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Sight {
    City,
    Suburbs,
    Country,
    Locations(u32),
}

impl Sight {
    /// The dice to roll for it, or the set number of locations.
    pub fn dice(self) -> Result<DiceExpr, u32> {
        match self {
            Sight::City => Ok(DiceExpr::dice(1, 3)),
            Sight::Suburbs => Ok(DiceExpr::dice(1, 6)),
            Sight::Country => Ok(DiceExpr::dice(1, 10)),
            Sight::Locations(n) => Err(n),
        }
    }
}

/// The most locations a participant can be said to see ahead: the country's 1D10, and then some.
pub const MAX_SIGHT: u32 = 20;

/// Who calls for a sudden hazard ("either the Keeper or a player may call for a group Luck roll").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Caller {
    Keeper,
    Players,
}

impl Caller {
    pub fn word(self) -> &'static str {
        match self {
            Caller::Keeper => "the keeper",
            Caller::Players => "the players",
        }
    }

    pub fn other(self) -> Caller {
        match self {
            Caller::Keeper => Caller::Players,
            Caller::Players => Caller::Keeper,
        }
    }
}

/// "Sudden Hazards": who called the last one (the other side calls the next), and a hazard the Luck
/// roll has called for that nobody has placed yet.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct SuddenHazards {
    pub last_caller: Option<Caller>,
    pub pending: Option<PendingHazard>,
}

/// A sudden hazard waiting to be placed: by the players when the Luck roll passed, else by the
/// keeper.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PendingHazard {
    pub placer: Caller,
    pub difficulty: Difficulty,
}

/// "Monsters in a Chase": how a monster or NPC without a listed skill gets one from DEX (or INT
/// for a skill of perception such as Spot Hidden).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Aptitude {
    /// "Where the monster ... has an implied aptitude, use their DEX in place of the skill."
    Aptitude,
    /// "Where the monster ... has neither implied aptitude nor ineptitude, use half of their DEX."
    #[default]
    Neither,
    /// "Where the monster ... has an implied ineptitude, use one-fifth of their DEX."
    Ineptitude,
    /// "... (or simply rule the attempt to be an automatic failure)."
    AutomaticFailure,
}

impl Aptitude {
    /// The skill it gives from the characteristic: all, half or a fifth of it (rounded down), or 0
    /// for an automatic failure.
    pub fn of(self, characteristic: u32) -> u32 {
        match self {
            Aptitude::Aptitude => characteristic,
            Aptitude::Neither => characteristic / 2,
            Aptitude::Ineptitude => characteristic / 5,
            Aptitude::AutomaticFailure => 0,
        }
    }
}

/// "Should you wish to determine the Spot Hidden skill of a particular monster ... INT might be
/// judged most appropriate": the skills of perception and judgement that come from INT rather than
/// DEX.
pub fn int_based(skill: &str) -> bool {
    const INT_SKILLS: [&str; 6] = [
        "spot hidden",
        "listen",
        "track",
        "navigate",
        "psychology",
        "occult",
    ];
    INT_SKILLS
        .iter()
        .any(|name| name.eq_ignore_ascii_case(skill.trim()))
}

/// "Monsters in a Chase": the skill a monster without a listed value uses, from DEX, or from INT
/// for a skill of perception (a characteristic it must have in its skills). `None` when the rule
/// does not apply (not a monster, or the setting is off); `Some(None)` when it applies but the
/// characteristic is missing.
pub fn substitute(state: &Coc7, participant: &Participant, skill: &str) -> Option<Option<u32>> {
    let aptitudes = participant.monster.as_ref()?;
    if !state.settings.monster_skills {
        return None;
    }
    let wanted = crate::engine::names::trimmed(skill);
    let aptitude = aptitudes
        .iter()
        .find(|(name, _)| name.eq_ignore_ascii_case(wanted))
        .map_or(Aptitude::Neither, |(_, a)| *a);
    let characteristic = if int_based(skill) {
        participant
            .skills
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case("INT"))
            .map(|(_, value)| *value)
    } else {
        Some(participant.dex)
    };
    Some(characteristic.map(|value| aptitude.of(value)))
}

/// Whether a monster's attempt at a skill is ruled an automatic failure ("Monsters in a Chase"):
/// no dice are rolled for it.
pub fn fails_automatically(state: &Coc7, participant: &Participant, skill: &str) -> bool {
    // Asked before every roll: the name is trimmed once, not once for each name compared.
    let skill = crate::engine::names::trimmed(skill);
    let listed = participant
        .skills
        .keys()
        .any(|name| name.eq_ignore_ascii_case(skill));
    !listed
        && state.settings.monster_skills
        && participant.monster.as_ref().is_some_and(|aptitudes| {
            aptitudes.iter().any(|(name, aptitude)| {
                name.eq_ignore_ascii_case(skill) && *aptitude == Aptitude::AutomaticFailure
            })
        })
}

/// "Switching Between Modes of Movement": how a participant moves from now on (serde still calls
/// it `Mode`, the word its messages have used).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(rename = "Mode")]
pub enum MovementMode {
    /// On foot, at the MOV of the setup.
    Foot,
    /// Swimming: its listed swimming MOV, else half its MOV on foot.
    Swim,
    /// Flying: only with a listed flying MOV ("would not have a MOV rating for flying").
    Fly,
    /// Any other mode on its own body ("Climb"): its listed MOV, else half its MOV on foot.
    Other(String),
    /// Back behind the wheel of the vehicle it got out of.
    Vehicle,
    /// Driving another vehicle: `Drive(name: "Car, standard", mov: 14, build: 5)`.
    Drive(Vehicle),
}

impl MovementMode {
    /// The name a participant's listed MOVs use for this mode ("Swim"), if it is on its own body.
    pub fn name(&self) -> Option<&str> {
        match self {
            MovementMode::Foot | MovementMode::Vehicle | MovementMode::Drive(_) => None,
            MovementMode::Swim => Some("Swim"),
            MovementMode::Fly => Some("Fly"),
            MovementMode::Other(name) => Some(name.trim()),
        }
    }
}

/// "MOV Rates": "Each point of MOV equates with an approximate increase in speed of around 50%",
/// MOV 5 to 20 in miles per hour.
pub const MOV_MPH: [(u32, u32); 16] = [
    (5, 3),
    (6, 4),
    (7, 6),
    (8, 8),
    (9, 12),
    (10, 18),
    (11, 27),
    (12, 40),
    (13, 60),
    (14, 90),
    (15, 135),
    (16, 200),
    (17, 300),
    (18, 450),
    (19, 675),
    (20, 1000),
];

/// Miles per hour for a MOV of the table ("MOV Rates"); `None` outside 5 to 20.
pub fn mph(mov: u32) -> Option<u32> {
    MOV_MPH.iter().find(|(m, _)| *m == mov).map(|(_, mph)| *mph)
}

/// One of the text's examples of "Characters Creating Hazards", for a pick-list: what it is, its
/// cost in movement actions, the skills that may achieve it (none: no roll), and whether it makes a
/// barrier (else a hazard).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Creation {
    pub what: &'static str,
    pub cost: u32,
    pub skills: &'static [&'static str],
    pub barrier: bool,
}

/// "Characters Creating Hazards", as the text lists them. Securing a door with Locksmith takes "a
/// whole chase round": its cost here is 1, and the keeper charges the rest of the round.
pub const CREATIONS: [Creation; 6] = [
    Creation {
        what: "secure a door with a bolt or key",
        cost: 1,
        skills: &[],
        barrier: true,
    },
    Creation {
        what: "secure a door using Locksmith",
        cost: 1,
        skills: &["Locksmith"],
        barrier: true,
    },
    Creation {
        what: "move a heavy wardrobe against a door",
        cost: 1,
        skills: &["STR"],
        barrier: true,
    },
    Creation {
        what: "upend a fruit stall",
        cost: 1,
        skills: &[],
        barrier: false,
    },
    Creation {
        what: "fire a gun to panic a crowd",
        cost: 0,
        skills: &["Luck"],
        barrier: false,
    },
    Creation {
        what: "yell \"Stop that man, he's a thief!\"",
        cost: 0,
        skills: &["Fast Talk", "Intimidate"],
        barrier: false,
    },
];

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn random_hazard_bands_follow_the_text() {
        assert_eq!(random_obstacle(29), None);
        assert_eq!(random_obstacle(59), None);
        assert_eq!(random_obstacle(60), Some(Difficulty::Regular));
        assert_eq!(random_obstacle(84), Some(Difficulty::Regular));
        assert_eq!(random_obstacle(87), Some(Difficulty::Hard));
        assert_eq!(random_obstacle(96), Some(Difficulty::Extreme));
        assert_eq!(random_obstacle(100), Some(Difficulty::Extreme));
    }

    #[test]
    fn mov_to_mph_is_the_texts_table() {
        assert_eq!(
            mph(9),
            Some(12),
            "a fit human over distance: a 5-minute mile"
        );
        assert_eq!(mph(14), Some(90));
        assert_eq!(mph(20), Some(1000));
        assert_eq!(mph(4), None);
        // "Each point of MOV equates with an approximate increase in speed of around 50%".
        for pair in MOV_MPH.windows(2) {
            let ratio = f64::from(pair[1].1) / f64::from(pair[0].1);
            assert!((1.3..=1.55).contains(&ratio), "{pair:?}");
        }
    }

    #[test]
    fn aptitude_takes_all_half_or_a_fifth() {
        assert_eq!(Aptitude::Aptitude.of(65), 65);
        assert_eq!(Aptitude::Neither.of(65), 32);
        assert_eq!(Aptitude::Ineptitude.of(65), 13);
        assert_eq!(Aptitude::AutomaticFailure.of(65), 0);
        assert!(int_based("Spot Hidden"));
        assert!(!int_based("Swim"));
    }
}
