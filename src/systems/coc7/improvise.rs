//! An improvised Call of Cthulhu chase: participants as a keeper reads them off a character sheet
//! (name, side, DEX, MOV, CON, then HP and skills if wanted) and a track drawn by "Random Hazards
//! and Barriers", with hazards and barriers named from the environment and barriers given the hit
//! points of "Sample Barriers and Hit Points".

use crate::improvise::lines::{self, LineError, Word};
use crate::improvise::{ImproviseError, Names};
use crate::systems::coc7::rules::{Newcomer, Side};
use rand::Rng;
use rand_chacha::ChaCha8Rng;
use std::fmt::Write as _;

/// Two lines that make a chase of this system, a quarry's and a pursuer's: what the tests that
/// improvise every system type.
pub const EXAMPLE: [&str; 2] = ["Amy q", "Cultist p"];

pub const PARTICIPANT_HINT: &str = "name side [DEX MOV CON HP] [skill value ...] [gear] [x2], \
     e.g. `Amy q inv 60 8 55` or `Cultist p revolver x2`; side: q(uarry) or p(ursuer), `inv` (or \
     `i`) after it for an investigator; left out: DEX 50, MOV 8, CON 50, HP (CON + 65) / 10; gear: \
     a weapon (knife, club, axe, revolver, pistol, rifle, shotgun, smg) or `damage 1D10`, \
     `drives` and a vehicle of the charts (`drives car standard`), `rides <driver>`; `x2` makes \
     two, numbered, before or after the gear and skills; several names before the side share the line (`Amy, Bob q inv`)";

/// The track taken when the line that ends the participants is empty, in the keeper's words.
pub const TRACK_DEFAULT: &str = "10 locations of a city";

pub const TRACK_HINT: &str = "length and environment, e.g. `12 city`, or `random`; environments: \
     city, traffic (a penalty die), freeway (a bonus die), country, building, sea, air; \
     left empty: 10 city; after a colon your own hazards and barriers instead of random ones, \
     comma between two: name, skills (`or` between two), regular/hard/extreme, hit points \
     (`10hp`: a barrier; `barrier` for one that cannot be broken), damage (`1d3` to `8d10`), \
     e.g. `8 city: gate 10hp hard, fog spot hidden, grave jump hard 1d6`";

/// The `Coc7(...)` part of the setup.
pub fn system(
    sheet_lines: &[&str],
    track: &str,
    rng: &mut ChaCha8Rng,
) -> Result<String, ImproviseError> {
    let mut people = Vec::new();
    let mut names = Names::default();
    for (at, line) in sheet_lines.iter().enumerate() {
        let these = participants(line).map_err(|error| ImproviseError::Participant {
            line: at + 1,
            error,
        })?;
        for person in &these {
            names.add(&person.name, at + 1)?;
        }
        people.extend(these);
    }
    if !people.iter().any(|p| p.quarry) {
        return Err(ImproviseError::MissingSide("quarry"));
    }
    if !people.iter().any(|p| !p.quarry) {
        return Err(ImproviseError::MissingSide("pursuer"));
    }
    let (head, named) = match track.split_once(':') {
        Some((head, rest)) => {
            let column = head.chars().count() + 2;
            let named = super::improvise_obstacles::obstacles(rest, column)
                .map_err(|error| ImproviseError::Course { error })?;
            (head, Some(named))
        }
        None => (track, None),
    };
    let (length, environment) =
        track_spec(head, rng).map_err(|error| ImproviseError::Course { error })?;
    let entries = match named {
        Some(named) => {
            let stretches = length as usize - 1;
            if named.len() > stretches {
                return Err(ImproviseError::Course {
                    error: LineError::new(
                        1,
                        format!(
                            "{length} locations have {stretches} stretches between them, and {} \
                             hazards and barriers are named: give a longer track or fewer",
                            named.len()
                        ),
                    ),
                });
            }
            named_track(length, environment, &named, rng)
        }
        None => draw_track(length, environment, rng),
    };
    let mut out = String::from("Coc7(\n        track: [\n");
    for entry in entries {
        let _ = writeln!(out, "            {entry},");
    }
    out.push_str("        ],\n        participants: [\n");
    for person in &people {
        let _ = writeln!(out, "            {},", person.ron());
    }
    out.push_str("        ],\n    )");
    Ok(out)
}

/// How someone who joins on the spot is typed: one participant's line, without `x2`.
pub const NEWCOMER_HINT: &str = "name side [DEX MOV CON HP] [skill value ...], e.g. \
     `Constable p 60 8 60 Fighting 50`; side: q(uarry) or p(ursuer), `inv` (or `i`) after it \
     for an investigator; left out: DEX 50, MOV 8, CON 50, HP (CON + 65) / 10";

/// Someone nobody planned for, from one line typed as `chasetrack new` reads a participant's
/// ("Characters Joining a Chase in Progress" then brings them in).
pub fn newcomer(line: &str) -> Result<Newcomer, LineError> {
    let words = lines::words(line);
    let person = participant(&words)?;
    Ok(Newcomer {
        name: person.name.into(),
        side: if person.quarry {
            Side::Quarry
        } else {
            Side::Pursuer
        },
        dex: person.dex,
        mov: person.mov,
        con: person.con,
        hp: Some(person.hp),
        skills: person.skills.into_iter().collect(),
        investigator: person.investigator,
    })
}

/// One participant as the line gave it.
#[derive(Clone, Debug, PartialEq, Eq)]
struct Person {
    name: String,
    quarry: bool,
    investigator: bool,
    dex: u32,
    mov: u32,
    con: u32,
    hp: u32,
    skills: Vec<(String, u32)>,
    gear: super::improvise_gear::Gear,
}

impl Person {
    fn ron(&self) -> String {
        let mut out = format!(
            "(name: {}, side: {}, dex: {}, mov: {}, con: {}, hp: {}",
            lines::quoted(&self.name),
            if self.quarry { "Quarry" } else { "Pursuer" },
            self.dex,
            self.mov,
            self.con,
            self.hp
        );
        if self.investigator {
            out.push_str(", investigator: true");
        }
        if !self.skills.is_empty() {
            let skills: Vec<String> = self
                .skills
                .iter()
                .map(|(skill, value)| format!("{}: {value}", lines::quoted(skill)))
                .collect();
            let _ = write!(out, ", skills: {{{}}}", skills.join(", "));
        }
        out.push_str(&self.gear.ron());
        out.push(')');
        out
    }
}

/// `Cultist p x3`, `Amy, Bob q inv`: the line's participants, numbered when there are several
/// alike; several names before the side share the rest of the line.
fn participants(line: &str) -> Result<Vec<Person>, LineError> {
    let mut people = Vec::new();
    for named in lines::several_names(line, |word| side(word).is_some()) {
        people.extend(alike(&named.line).map_err(|error| named.back(error))?);
    }
    Ok(people)
}

/// `Cultist p x3`: the line's participants, numbered when there are several; the count may
/// stand anywhere after the side, before or after the gear and the skills.
fn alike(line: &str) -> Result<Vec<Person>, LineError> {
    let (line, count) = lines::take_count(line, |word| side(word).is_some())?;
    let person = participant(&lines::words(&line))?;
    Ok((1..=count)
        .map(|n| Person {
            name: if count == 1 {
                person.name.clone()
            } else {
                format!("{} {n}", person.name)
            },
            ..person.clone()
        })
        .collect())
}

/// `Dr. Ada Marsh pursuer 60 8 50 [12] [Climb 40 Drive Auto 50]`.
fn participant(words: &[Word<'_>]) -> Result<Person, LineError> {
    let side_at = words
        .iter()
        .position(|word| side(word.text).is_some())
        .ok_or_else(|| {
            LineError::new(
                words.first().map_or(1, |word| word.column),
                "say which side they are on: write `quarry` or `pursuer` after the name, e.g. \
                 `Amy quarry 60 8 55`",
            )
        })?;
    if side_at == 0 {
        return Err(LineError::new(
            1,
            "the line starts with the name, then the side",
        ));
    }
    let name = lines::joined(&words[..side_at]);
    let quarry = side(words[side_at].text) == Some(true);
    let mut rest = &words[side_at + 1..];
    let investigator = rest.first().is_some_and(|word| {
        matches!(
            word.text.to_lowercase().as_str(),
            "investigator" | "inv" | "i" | "pc"
        )
    });
    if investigator {
        rest = &rest[1..];
    }
    let numbers = rest
        .iter()
        .take_while(|word| lines::is_number(word))
        .count();
    if (1..3).contains(&numbers)
        && let Some(word) = rest.get(numbers)
    {
        let field = ["DEX", "MOV", "CON"][numbers];
        return Err(LineError::new(
            word.column,
            format!("{field} must be a whole number, not '{}'", word.text),
        ));
    }
    // "a human with MOV 8"; characteristics at the human average of 50.
    let value = |at: usize, field: &str, max: u32, default: u32| {
        rest.get(at)
            .filter(|_| at < numbers)
            .map_or(Ok(default), |word| lines::number(*word, field, max))
    };
    let mut dex = value(0, "DEX", 200, 50)?;
    let mut mov = value(1, "MOV", 50, 8)?;
    let mut con = value(2, "CON", 200, 50)?;
    let mut hp = match numbers {
        0..=3 => None,
        4 => Some(lines::number(rest[3], "HP", 500)?),
        _ => {
            return Err(LineError::new(
                rest[4].column,
                "after DEX, MOV, CON and HP come skills by name, e.g. `Climb 40`",
            ));
        }
    };
    let (gear, skill_words) = super::improvise_gear::Gear::take(&rest[numbers..])?;
    let mut skills = skills(&skill_words).map_err(|error| match rest.first() {
        // Nothing read as a number: the first word may be a mistyped DEX.
        Some(first) if numbers == 0 && error.column == first.column => LineError::new(
            first.column,
            format!(
                "'{}' is neither DEX as a number nor a skill with its value (`Climb 40`)",
                lines::joined(rest)
            ),
        ),
        _ => error,
    })?;
    // `dex 60 mov 9` written like skills are the characteristics themselves, wherever they
    // stand on the line: never a skill called "dex".
    let mut named = |field: &str, max: u32| -> Result<Option<u32>, LineError> {
        let Some(at) = skills
            .iter()
            .position(|(skill, _)| skill.eq_ignore_ascii_case(field))
        else {
            return Ok(None);
        };
        let (_, value) = skills.remove(at);
        if value > max {
            let column = rest
                .iter()
                .find(|word| word.text.eq_ignore_ascii_case(field));
            return Err(LineError::new(
                column.map_or(1, |word| word.column),
                format!("{field} is at most {max}, not {value}"),
            ));
        }
        Ok(Some(value))
    };
    dex = named("DEX", 200)?.unwrap_or(dex);
    mov = named("MOV", 50)?.unwrap_or(mov);
    con = named("CON", 200)?.unwrap_or(con);
    hp = named("HP", 500)?.or(hp);
    let hp = hp.unwrap_or_else(|| crate::systems::coc7::rules::default_hp(con));
    Ok(Person {
        name,
        quarry,
        investigator,
        dex,
        mov,
        con,
        hp,
        skills,
        gear,
    })
}

/// `Some(true)` for the quarry's words, `Some(false)` for the pursuer's.
fn side(word: &str) -> Option<bool> {
    match word.to_lowercase().as_str() {
        "quarry" | "q" | "flees" | "fleeing" => Some(true),
        "pursuer" | "p" | "chaser" | "chases" => Some(false),
        _ => None,
    }
}

/// `Climb 40 Drive Auto 50`: each skill's name (one or more words) and then its value.
fn skills(words: &[Word<'_>]) -> Result<Vec<(String, u32)>, LineError> {
    let mut skills = Vec::new();
    let mut name: Vec<Word<'_>> = Vec::new();
    for word in words {
        if lines::is_number(word) {
            if name.is_empty() {
                return Err(LineError::new(
                    word.column,
                    format!(
                        "'{}' has no skill name before it, e.g. `Climb 40`",
                        word.text
                    ),
                ));
            }
            let skill = lines::joined(&name);
            // HP written by name goes as high as HP in its place (a monster's), not a skill's 200.
            let most = if skill.eq_ignore_ascii_case("HP") {
                500
            } else {
                200
            };
            let value = lines::number(*word, &skill, most)?;
            skills.push((skill, value));
            name.clear();
        } else {
            name.push(*word);
        }
    }
    if let Some(first) = name.first() {
        return Err(LineError::new(
            first.column,
            format!(
                "the skill '{}' needs its value, e.g. `{} 40`",
                lines::joined(&name),
                lines::joined(&name)
            ),
        ));
    }
    Ok(skills)
}

/// Where a chase runs: its names, and the die added to the random-hazard roll.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Environment {
    word: &'static str,
    /// +1 a bonus die (a quiet road), -1 a penalty die (rush hour, country lanes at midnight).
    dice: i8,
    locations: &'static [&'static str],
    hazards: &'static [(&'static str, &'static [&'static str])],
    /// Names, skills and the preset whose hit points they take.
    barriers: &'static [(&'static str, &'static [&'static str], &'static str)],
}

const CITY_PLACES: &[&str] = &[
    "Main street",
    "Alley",
    "Market square",
    "Tram stop",
    "Back yard",
    "Bridge",
    "Side street",
    "Warehouse",
    "Park",
    "Station",
    "Docks",
    "Church steps",
    "Arcade",
    "Dead end",
];
const CITY_HAZARDS: &[(&str, &[&str])] = &[
    ("Crowd of pedestrians", &["Dodge", "DEX", "Drive Auto"]),
    ("Fruit stall", &["Jump", "DEX", "Drive Auto"]),
    ("Delivery truck pulling out", &["Dodge", "Drive Auto"]),
    ("Loose dog", &["Dodge", "DEX"]),
    ("Road works", &["Jump", "Drive Auto"]),
    ("Wet cobbles", &["DEX", "Drive Auto"]),
];
const CITY_BARRIERS: &[(&str, &[&str], &str)] = &[
    ("Thin wooden fence", &["Climb", "Jump"], "InternalDoor"),
    ("Locked back door", &["Locksmith", "STR"], "BackDoor"),
    ("Brick wall", &["Climb"], "BrickWall"),
];

const ENVIRONMENTS: &[Environment] = &[
    Environment {
        word: "city",
        dice: 0,
        locations: CITY_PLACES,
        hazards: CITY_HAZARDS,
        barriers: CITY_BARRIERS,
    },
    Environment {
        word: "traffic",
        dice: -1,
        locations: CITY_PLACES,
        hazards: CITY_HAZARDS,
        barriers: CITY_BARRIERS,
    },
    Environment {
        word: "freeway",
        dice: 1,
        locations: &[
            "On-ramp",
            "Overpass",
            "Long straight",
            "Toll booth",
            "Exit",
            "Rest stop",
            "Bend",
            "Viaduct",
        ],
        hazards: &[
            ("Slow truck", &["Drive Auto"]),
            ("Lane closure", &["Drive Auto"]),
            ("Oil slick", &["Drive Auto"]),
        ],
        barriers: &[("Crash barrier", &["Drive Auto"], "BrickWall")],
    },
    Environment {
        word: "country",
        dice: -1,
        locations: &[
            "Farm track",
            "Barn",
            "Orchard",
            "Ford",
            "Meadow",
            "Copse",
            "Crossroads",
            "Old mill",
            "Hedgerow",
            "Hill",
        ],
        hazards: &[
            ("Rough muddy ground", &["DEX", "Drive Auto"]),
            ("Stream", &["Jump", "Swim"]),
            ("Livestock", &["Dodge", "Drive Auto"]),
            ("Thick hedge", &["DEX", "Climb"]),
        ],
        barriers: &[
            ("Farm gate", &["Climb", "Jump"], "BackDoor"),
            ("Fallen tree", &["Climb"], "MatureTree"),
        ],
    },
    Environment {
        word: "building",
        dice: 0,
        locations: &[
            "Lobby",
            "Corridor",
            "Stairs",
            "Landing",
            "Kitchen",
            "Ballroom",
            "Cellar",
            "Roof",
            "Office",
            "Service lift",
        ],
        hazards: &[
            ("Crowd of guests", &["Dodge", "DEX"]),
            ("Room-service trolley", &["Dodge", "Jump"]),
            ("Slippery stairs", &["DEX"]),
            ("Dark corridor", &["Spot Hidden", "DEX"]),
        ],
        barriers: &[
            ("Internal door", &["STR", "Locksmith"], "InternalDoor"),
            ("Strong door", &["STR", "Locksmith"], "StrongDoor"),
        ],
    },
    Environment {
        word: "sea",
        dice: 0,
        locations: &[
            "Harbour mouth",
            "Open water",
            "Headland",
            "Reef",
            "Sandbar",
            "Cove",
            "Lighthouse",
            "Channel",
        ],
        hazards: &[
            ("Rocks", &["Pilot Boat"]),
            ("Shallows", &["Pilot Boat"]),
            ("Buoys", &["Pilot Boat"]),
            ("Waves", &["Pilot Boat"]),
            ("Strong winds", &["Pilot Boat"]),
        ],
        barriers: &[],
    },
    Environment {
        word: "air",
        dice: 0,
        locations: &[
            "Airfield",
            "Cloud bank",
            "River valley",
            "City skyline",
            "Ridge",
            "Open sky",
            "Coast",
        ],
        hazards: &[
            ("Clouds", &["Pilot Aircraft"]),
            ("Tall buildings", &["Pilot Aircraft"]),
            ("Birds", &["Pilot Aircraft"]),
            ("Cables", &["Pilot Aircraft"]),
            ("Anti-aircraft fire", &["Pilot Aircraft", "Luck"]),
        ],
        barriers: &[],
    },
];

/// `12 city`, `8`, `random` or empty: the number of locations and the environment.
fn track_spec(spec: &str, rng: &mut ChaCha8Rng) -> Result<(u32, &'static Environment), LineError> {
    let words = lines::words(spec);
    let city = &ENVIRONMENTS[0];
    match words.as_slice() {
        [] => Ok((10, city)),
        [word] if word.text.eq_ignore_ascii_case("random") => {
            let environment = &ENVIRONMENTS[rng.random_range(0..ENVIRONMENTS.len())];
            Ok((rng.random_range(8..=14), environment))
        }
        [length, rest @ ..] => {
            let length = lines::number(*length, "the number of locations", 200)?;
            if length < 2 {
                return Err(LineError::new(
                    words[0].column,
                    "a chase needs at least 2 locations",
                ));
            }
            let environment = match rest {
                [] => city,
                [word] => environment(word)?,
                [_, extra, ..] => {
                    return Err(LineError::new(
                        extra.column,
                        "write the length and one environment, e.g. `12 city`",
                    ));
                }
            };
            Ok((length, environment))
        }
    }
}

fn environment(word: &Word<'_>) -> Result<&'static Environment, LineError> {
    ENVIRONMENTS
        .iter()
        .find(|env| env.word.eq_ignore_ascii_case(word.text))
        .ok_or_else(|| {
            let known: Vec<&str> = ENVIRONMENTS.iter().map(|env| env.word).collect();
            LineError::new(
                word.column,
                format!(
                    "'{}' is not an environment; use one of {}",
                    word.text,
                    known.join(", ")
                ),
            )
        })
}

/// "Random Hazards and Barriers": 1D100 for each stretch between two locations (with the
/// environment's bonus or penalty die): 01-59 clear, 60+ Regular, 85+ Hard, 96+ Extreme. A hazard
/// two times in three, else a barrier where the environment has any.
fn draw_track(length: u32, environment: &Environment, rng: &mut ChaCha8Rng) -> Vec<String> {
    let mut names: Vec<&str> = environment.locations.to_vec();
    let mut entries = Vec::new();
    for at in 0..length {
        let name = if names.is_empty() {
            format!("Location {}", at + 1)
        } else {
            names
                .swap_remove(rng.random_range(0..names.len()))
                .to_string()
        };
        entries.push(format!("Location({})", lines::quoted(&name)));
        if at + 1 == length {
            break;
        }
        let roll = hazard_roll(environment.dice, rng);
        let difficulty = match roll {
            ..=59 => continue,
            60..=84 => "Regular",
            85..=95 => "Hard",
            _ => "Extreme",
        };
        let barrier = !environment.barriers.is_empty() && rng.random_range(0..3) == 0;
        if barrier {
            let (name, skills, preset) =
                environment.barriers[rng.random_range(0..environment.barriers.len())];
            entries.push(format!(
                "Barrier(name: {}, skills: {}, difficulty: {difficulty}, preset: {preset})",
                lines::quoted(name),
                skill_list(skills)
            ));
        } else {
            let (name, skills) =
                environment.hazards[rng.random_range(0..environment.hazards.len())];
            entries.push(format!(
                "Hazard(name: {}, skills: {}, difficulty: {difficulty})",
                lines::quoted(name),
                skill_list(skills)
            ));
        }
    }
    entries
}

/// The keeper's own hazards and barriers, in the order typed, spread over the track (see
/// `improvise_obstacles::places`), between locations named from the environment.
fn named_track(
    length: u32,
    environment: &Environment,
    named: &[super::improvise_obstacles::Named],
    rng: &mut ChaCha8Rng,
) -> Vec<String> {
    let places = super::improvise_obstacles::places(named.len(), length);
    let mut names: Vec<&str> = environment.locations.to_vec();
    let mut entries = Vec::new();
    for at in 1..=length {
        let name = if names.is_empty() {
            format!("Location {at}")
        } else {
            names
                .swap_remove(rng.random_range(0..names.len()))
                .to_string()
        };
        entries.push(format!("Location({})", lines::quoted(&name)));
        if let Some(index) = places.iter().position(|place| *place == at) {
            entries.push(named[index].ron());
        }
    }
    entries
}

/// A percentile roll with one bonus (`dice` 1) or penalty (`dice` -1) die: two tens dice, the
/// lower or the higher kept.
fn hazard_roll(dice: i8, rng: &mut ChaCha8Rng) -> u32 {
    let units = rng.random_range(0..10u32);
    let tens = rng.random_range(0..10u32);
    let tens = match dice {
        1 => tens.min(rng.random_range(0..10u32)),
        -1 => tens.max(rng.random_range(0..10u32)),
        _ => tens,
    };
    match tens * 10 + units {
        0 => 100,
        roll => roll,
    }
}

fn skill_list(skills: &[&str]) -> String {
    let quoted: Vec<String> = skills.iter().map(|skill| lines::quoted(skill)).collect();
    format!("[{}]", quoted.join(", "))
}

#[cfg(test)]
mod tests {
    use super::*;
    use rand::SeedableRng;

    #[test]
    fn a_sheet_line_reads_name_side_dex_mov_con_hp_and_skills() {
        let person = one("Dr. Ada Marsh pursuer 60 8 50 12 Climb 40 Drive Auto 50").unwrap();
        assert_eq!(person.name, "Dr. Ada Marsh");
        assert!(!person.quarry);
        assert_eq!(
            (person.dex, person.mov, person.con, person.hp),
            (60, 8, 50, 12)
        );
        assert_eq!(
            person.skills,
            vec![("Climb".to_string(), 40), ("Drive Auto".to_string(), 50)]
        );
    }

    /// `dex 60 mov 9` written as a skill would be is the characteristic, wherever it stands
    /// (a keeper writing a ghoul from a scenario's stat block), and HP then follows CON.
    #[test]
    fn named_characteristics_are_the_numbers_not_skills() {
        let person = one("Sam Reyes quarry dex 60 mov 9 Climb 40 con 70").unwrap();
        assert_eq!((person.dex, person.mov, person.con), (60, 9, 70));
        assert_eq!(person.hp, crate::systems::coc7::rules::default_hp(70));
        assert_eq!(person.skills, vec![("Climb".to_string(), 40)]);
        let person = one("Ghoul pursuer 65 9 80 Jump 75 HP 13").unwrap();
        assert_eq!((person.dex, person.hp), (65, 13));
        assert_eq!(one("Shoggoth pursuer hp 300").unwrap().hp, 300);
        let error = one("Ghoul pursuer mov 60").unwrap_err();
        assert!(
            error.message.contains("MOV is at most 50"),
            "{}",
            error.message
        );
    }

    #[test]
    fn hp_left_out_is_con_plus_an_average_siz_over_ten() {
        let person = one("Amy q investigator 60, 8, 55").unwrap();
        assert!(person.quarry && person.investigator);
        assert_eq!(person.hp, 12, "(55 + 65) / 10");
    }

    fn one(line: &str) -> Result<Person, LineError> {
        participant(&lines::words(line))
    }

    #[test]
    fn numbers_left_out_take_an_average_human() {
        let person = one("Harvey quarry 55").unwrap();
        assert_eq!(
            (person.dex, person.mov, person.con, person.hp),
            (55, 8, 50, 11)
        );
        let person = one("Cultist pursuer Dodge 30").unwrap();
        assert_eq!((person.dex, person.mov, person.con), (50, 8, 50));
        assert_eq!(person.skills, vec![("Dodge".to_string(), 30)]);
    }

    #[test]
    fn a_word_where_a_number_belongs_is_named() {
        let error = one("Harvey quarry 55 six 60").unwrap_err();
        assert_eq!(error.column, 18);
        assert_eq!(error.message, "MOV must be a whole number, not 'six'");
        let error = one("Harvey 55 6 60").unwrap_err();
        assert!(
            error.message.contains("write `quarry` or `pursuer`"),
            "{}",
            error.message
        );
    }

    #[test]
    fn a_count_makes_numbered_participants() {
        let people = participants("Cultist p 45 7 x3").unwrap();
        let names: Vec<&str> = people.iter().map(|p| p.name.as_str()).collect();
        assert_eq!(names, ["Cultist 1", "Cultist 2", "Cultist 3"]);
        assert!(
            people
                .iter()
                .all(|p| p.dex == 45 && p.mov == 7 && !p.quarry)
        );
        let error = participants("Cultist p x99").unwrap_err();
        assert_eq!(error.column, 11);
    }

    #[test]
    fn a_skill_without_its_value_is_named() {
        let error = one("Harvey quarry 55 6 60 11 Climb").unwrap_err();
        assert_eq!(error.column, 26);
        assert!(
            error.message.contains("'Climb' needs its value"),
            "{}",
            error.message
        );
    }

    #[test]
    fn the_random_hazard_table_is_the_texts() {
        // Over many stretches, the share of each row is near the table's: 59% clear, 25% Regular,
        // 11% Hard, 5% Extreme (rolls of 00 count as 100, an Extreme).
        let mut rng = ChaCha8Rng::seed_from_u64(7);
        let mut counts = [0u32; 4];
        for _ in 0..20_000 {
            let row = match hazard_roll(0, &mut rng) {
                ..=59 => 0,
                60..=84 => 1,
                85..=95 => 2,
                _ => 3,
            };
            counts[row] += 1;
        }
        let share = |n: u32| f64::from(n) / 20_000.0;
        assert!((share(counts[0]) - 0.59).abs() < 0.02, "{counts:?}");
        assert!((share(counts[1]) - 0.25).abs() < 0.02, "{counts:?}");
        assert!((share(counts[2]) - 0.11).abs() < 0.015, "{counts:?}");
        assert!((share(counts[3]) - 0.05).abs() < 0.01, "{counts:?}");
    }

    #[test]
    fn a_penalty_die_makes_hazards_likelier_and_a_bonus_die_rarer() {
        let clear = |dice| {
            let mut rng = ChaCha8Rng::seed_from_u64(11);
            (0..10_000)
                .filter(|_| hazard_roll(dice, &mut rng) <= 59)
                .count()
        };
        assert!(clear(-1) < clear(0) && clear(0) < clear(1));
    }
}
