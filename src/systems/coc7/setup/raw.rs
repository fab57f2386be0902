//! The Call of Cthulhu part of a setup file exactly as a keeper writes it: the serde types the RON
//! is read into before any rule is checked. Unknown fields are refused so that a misspelt field is
//! reported rather than silently ignored. The serde names are the keeper's words, because the
//! parser quotes them in its messages ("unknown field 'movv' in participant").

use crate::dice::Difficulty;
use crate::systems::coc7::rules::{
    Aptitude, DamageRow, Seats, Settings, Side, Speed, VehicleBuild,
};
use serde::de::{MapAccess, Visitor};
use serde::{Deserialize, Deserializer};
use std::fmt;

/// `system: Coc7(settings: ..., track: [...], participants: [...])`.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "chase", deny_unknown_fields)]
pub struct RawCoc7 {
    /// The rule settings the text leaves to the keeper; each field has its own default.
    #[serde(default)]
    pub settings: Settings,
    /// The keeper's line of dots, back to front, with hazards and barriers between them.
    pub track: Vec<TrackEntry>,
    pub participants: Vec<RawParticipant>,
}

/// One entry of the track, in the order they are drawn.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "track entry")]
pub enum TrackEntry {
    /// A named location ("Location").
    Location(String),
    /// An unnamed location: just a dot on the keeper's sheet.
    Dot,
    /// A named location kept from the players' screen whatever anyone's sight, until an
    /// investigator stands there (a hidden cellar, the cult's lair): docs/players-view.md.
    SecretLocation(String),
    /// A named location the players' screen always shows, whatever anyone's sight (a landmark
    /// seen from afar, the tower on the hill).
    OpenLocation(String),
    /// A hazard between the location before it and the one after it.
    Hazard(RawHazard),
    /// A barrier between the location before it and the one after it.
    Barrier(RawBarrier),
    /// "Choosing a Route": the way parts at the location before it, into the lists given. The
    /// first goes straight on; the others are branches. A Fork ends its list.
    Fork(Vec<Vec<TrackEntry>>),
}

/// "Hazards": slows, may harm, never stops.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "hazard", deny_unknown_fields)]
pub struct RawHazard {
    pub name: String,
    /// "Skills and Hazards": the skills the keeper accepts.
    pub skills: Vec<String>,
    #[serde(default)]
    pub difficulty: Difficulty,
    /// The Table III row dealt on a failure; none when a failure only costs time.
    #[serde(default)]
    pub damage: Option<DamageRow>,
}

/// "Barriers": blocks until passed with a skill or broken down.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "barrier", deny_unknown_fields)]
pub struct RawBarrier {
    pub name: String,
    /// "Skills and Barriers": the skills that get a participant past it.
    #[serde(default)]
    pub skills: Vec<String>,
    #[serde(default)]
    pub difficulty: Difficulty,
    /// Hit points, for a barrier that can be broken down.
    #[serde(default)]
    pub hp: Option<u32>,
    /// Hit points from "Sample Barriers and Hit Points", instead of `hp`.
    #[serde(default)]
    pub preset: Option<BarrierPreset>,
    /// Harm done by a failed attempt, when the keeper rules there is any.
    #[serde(default)]
    pub damage: Option<DamageRow>,
    /// The hazard left behind once it is broken down.
    #[serde(default)]
    pub debris: Option<RawHazard>,
}

/// "Sample Barriers and Hit Points".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Deserialize)]
#[serde(rename = "barrier preset")]
pub enum BarrierPreset {
    /// Internal door or thin wooden fence: 5 hit points.
    InternalDoor,
    /// Standard back door: 10 hit points.
    BackDoor,
    /// Strong domestic external door: 15 hit points.
    StrongDoor,
    /// 9" brick wall: 25 hit points.
    BrickWall,
    /// Mature tree: 50 hit points.
    MatureTree,
    /// Concrete bridge support: 100 hit points.
    BridgeSupport,
}

impl BarrierPreset {
    /// The hit points the text gives for it ("Sample Barriers and Hit Points").
    pub fn hp(self) -> u32 {
        match self {
            BarrierPreset::InternalDoor => 5,
            BarrierPreset::BackDoor => 10,
            BarrierPreset::StrongDoor => 15,
            BarrierPreset::BrickWall => 25,
            BarrierPreset::MatureTree => 50,
            BarrierPreset::BridgeSupport => 100,
        }
    }
}

/// One participant: an investigator, a monster, a driver.
#[derive(Clone, Debug, Deserialize)]
#[serde(rename = "participant", deny_unknown_fields)]
pub struct RawParticipant {
    pub name: String,
    pub side: Side,
    pub dex: u32,
    /// MOV on foot; a vehicle's MOV replaces it while driving.
    pub mov: u32,
    pub con: u32,
    /// Left out: [`default_hp`](crate::systems::coc7::rules::default_hp) from CON.
    #[serde(default)]
    pub hp: Option<u32>,
    #[serde(default)]
    pub build: i32,
    /// Skills by name, in the order written.
    #[serde(default)]
    pub skills: Skills,
    /// The damage of its attacks, as a dice expression ("1D3", "1D6+1D4").
    #[serde(default)]
    pub damage: Option<String>,
    /// The vehicle it drives: a name from the Vehicle Reference Charts, or its own.
    #[serde(default)]
    pub vehicle: Option<RawVehicle>,
    /// "Passengers": the participant whose vehicle it rides in.
    #[serde(default)]
    pub rides_with: Option<String>,
    /// The location it stands on (from 1), for a chase the keeper places by hand.
    #[serde(default)]
    pub start: Option<u32>,
    /// A speed roll already made ("Speed Roll").
    #[serde(default)]
    pub speed: Option<Speed>,
    /// An investigator, played by a player: "Sudden Hazards" calls for the group Luck roll of the
    /// investigators (their Luck goes in `skills`).
    #[serde(default)]
    pub investigator: bool,
    /// Overrides who may read its numbers on the players' screen: `true` keeps them the keeper's
    /// even for a player's character, `false` shows them even for the keeper's
    /// (docs/players-view.md).
    #[serde(default)]
    pub secret: Option<bool>,
    /// "Characters Joining a Chase in Progress": out of the chase until the keeper has it join.
    #[serde(default)]
    pub joins_later: bool,
    /// Several alike (`count: 3`): as many participants, named "Ghoul 1", "Ghoul 2", … as an
    /// improvised chase's `x3` names them.
    #[serde(default)]
    pub count: Option<u32>,
    /// MOVs for other modes of movement, `{"Swim": 10, "Fly": 12}` ("Switching Between Modes of
    /// Movement"); a mode not listed gets half the MOV on foot, except flying.
    #[serde(default)]
    pub movs: Skills,
    /// "Monsters in a Chase": a monster or NPC that takes skills it does not list from DEX (INT for
    /// Spot Hidden and the like) by its aptitude for each, `{"Swim": Aptitude, "Jump": Ineptitude}`;
    /// skills not named here are of neither aptitude nor ineptitude (half).
    #[serde(default)]
    pub monster: Option<Aptitudes>,
}

/// A monster's aptitudes by skill, kept in the order written and with any repeats, as [`Skills`].
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Aptitudes(pub Vec<(String, Aptitude)>);

impl<'de> Deserialize<'de> for Aptitudes {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct AptitudesVisitor;

        impl<'de> Visitor<'de> for AptitudesVisitor {
            type Value = Aptitudes;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map of skills to aptitudes such as {\"Swim\": Aptitude}")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Aptitudes, A::Error> {
                let mut aptitudes = Vec::new();
                while let Some(entry) = map.next_entry::<String, Aptitude>()? {
                    aptitudes.push(entry);
                }
                Ok(Aptitudes(aptitudes))
            }
        }

        deserializer.deserialize_map(AptitudesVisitor)
    }
}

/// A vehicle a participant drives: `"Car, standard"` from the "Vehicle Reference Charts", or
/// `(name: ..., mov: ..., build: ...)`, a chart vehicle with the keeper's changes or one of its own.
#[derive(Clone, Debug, PartialEq)]
pub enum RawVehicle {
    Chart(String),
    Own(RawVehicleFields),
}

/// The fields of a vehicle; any left out come from the chart vehicle of that name.
#[derive(Clone, Debug, Default, PartialEq, Deserialize)]
#[serde(rename = "vehicle", deny_unknown_fields)]
pub struct RawVehicleFields {
    #[serde(default)]
    pub name: Option<String>,
    #[serde(default)]
    pub mov: Option<u32>,
    /// Whole points or a half: `5`, `0.5`.
    #[serde(default)]
    pub build: Option<VehicleBuild>,
    /// "Armor for people".
    #[serde(default)]
    pub armor: Option<u32>,
    /// Passengers besides the driver: `4`, `"2+"`, `"3 or 4"`.
    #[serde(default)]
    pub passengers: Option<Seats>,
    /// The skill its driver rolls; its chart's, else Drive Auto.
    #[serde(default)]
    pub skill: Option<String>,
}

impl<'de> Deserialize<'de> for RawVehicle {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct VehicleVisitor;

        impl<'de> Visitor<'de> for VehicleVisitor {
            type Value = RawVehicle;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str(
                    "a vehicle: a name from the charts such as \"Car, standard\", or (name: ..., \
                     mov: ..., build: ...)",
                )
            }

            fn visit_str<E: serde::de::Error>(self, name: &str) -> Result<RawVehicle, E> {
                Ok(RawVehicle::Chart(name.to_string()))
            }

            fn visit_map<A: MapAccess<'de>>(self, map: A) -> Result<RawVehicle, A::Error> {
                RawVehicleFields::deserialize(serde::de::value::MapAccessDeserializer::new(map))
                    .map(RawVehicle::Own)
            }
        }

        deserializer.deserialize_any(VehicleVisitor)
    }
}

/// A participant's skills, `{"Climb": 40, "Jump": 30}`, kept in the order written and with any
/// repeats, so that validation can point at a repeated skill instead of losing it.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Skills(pub Vec<(String, u32)>);

impl<'de> Deserialize<'de> for Skills {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct SkillsVisitor;

        impl<'de> Visitor<'de> for SkillsVisitor {
            type Value = Skills;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a map of skills such as {\"Climb\": 40}")
            }

            fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Skills, A::Error> {
                let mut skills = Vec::new();
                while let Some(entry) = map.next_entry::<String, u32>()? {
                    skills.push(entry);
                }
                Ok(Skills(skills))
            }
        }

        deserializer.deserialize_map(SkillsVisitor)
    }
}
