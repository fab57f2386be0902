//! Vehicles in a Call of Cthulhu chase: the numbers of the "Vehicle Reference Charts" and of "Table
//! VI: Vehicular Collisions", a vehicle's build as the "Key: Build" counts it, and the settings for
//! the optional vehicle rules of Part 5. The rules that use them are in `handle/vehicles.rs`.
//!
//! A vehicle is not a participant of its own: it is driven by one (the participant whose
//! [`super::Participant::vehicle`] it is), and other participants may ride in it as passengers
//! ([`super::Participant::rides_with`]). Events about a vehicle name its driver.

use super::state::DamageRow;
use crate::dice::{DiceExpr, Difficulty};
use serde::de::{self, Visitor};
use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::fmt;

/// A vehicle's build ("Key: Build"), counted in half points so that the bicycle's 0.5 of the
/// "Other forms of transport" chart is exact: a bicycle is not out of action before it starts, as a
/// build of 0 would be, and one full 10 points of damage (1 build) takes all of it.
///
/// Damage takes build away in whole points ("each full 10 hit points of damage decreases a
/// vehicle's build by 1 point"), and whole points are what a vehicle's attack rolls (1D10 per
/// point) and what a fighting maneuver compares; the half only matters for being out of action.
/// It is written as a number, `5` or `0.5`, in setups, scripts and the journal.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
pub struct VehicleBuild {
    halves: u32,
}

impl VehicleBuild {
    /// A build of whole points.
    pub const fn points(points: u32) -> Self {
        VehicleBuild {
            halves: points.saturating_mul(2),
        }
    }

    /// A build of `halves` half points (1 is the bicycle's 0.5).
    pub const fn halves(halves: u32) -> Self {
        VehicleBuild { halves }
    }

    /// Whole points, rounded down: what a vehicle's attack and a fighting maneuver count.
    pub fn whole(self) -> u32 {
        self.halves / 2
    }

    /// "When reduced to zero, the vehicle is out of action."
    pub fn is_zero(self) -> bool {
        self.halves == 0
    }

    /// This build less `points` whole points, never below 0.
    pub fn less(self, points: u32) -> Self {
        VehicleBuild {
            halves: self.halves.saturating_sub(points.saturating_mul(2)),
        }
    }

    /// Whether losing `points` in one incident is "damage equal to its full build value".
    pub fn is_taken_by(self, points: u32) -> bool {
        points > 0 && points.saturating_mul(2) >= self.halves
    }

    /// "Half (round down) of its starting value": the build at or below which a vehicle is
    /// impaired. 5 gives 2, 0.5 gives 0.
    pub fn impaired_at(self) -> Self {
        VehicleBuild::points(self.halves / 4)
    }
}

impl fmt::Display for VehicleBuild {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.halves.is_multiple_of(2) {
            write!(f, "{}", self.halves / 2)
        } else {
            write!(f, "{}.5", self.halves / 2)
        }
    }
}

impl Serialize for VehicleBuild {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.halves.is_multiple_of(2) {
            serializer.serialize_u32(self.halves / 2)
        } else {
            serializer.serialize_f64(f64::from(self.halves) / 2.0)
        }
    }
}

impl<'de> Deserialize<'de> for VehicleBuild {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct BuildVisitor;

        impl Visitor<'_> for BuildVisitor {
            type Value = VehicleBuild;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a build of whole points or a half, such as 5 or 0.5")
            }

            fn visit_u64<E: de::Error>(self, value: u64) -> Result<VehicleBuild, E> {
                u32::try_from(value)
                    .ok()
                    .filter(|points| *points <= MAX_BUILD)
                    .map(VehicleBuild::points)
                    .ok_or_else(|| E::custom(too_big(&value.to_string())))
            }

            fn visit_i64<E: de::Error>(self, value: i64) -> Result<VehicleBuild, E> {
                match u64::try_from(value) {
                    Ok(value) => self.visit_u64(value),
                    Err(_) => Err(E::custom(format!(
                        "a vehicle's build cannot be negative: '{value}'; a bicycle, the \
                         smallest, is 0.5"
                    ))),
                }
            }

            fn visit_f64<E: de::Error>(self, value: f64) -> Result<VehicleBuild, E> {
                let halves = value * 2.0;
                if !(0.0..=f64::from(MAX_BUILD) * 2.0).contains(&halves) {
                    return Err(E::custom(too_big(&value.to_string())));
                }
                if halves.fract() != 0.0 {
                    return Err(E::custom(format!(
                        "a vehicle's build is whole points or a half (a bicycle is 0.5), not \
                         '{value}'"
                    )));
                }
                // In range and whole: the cast is exact.
                Ok(VehicleBuild::halves(halves as u32))
            }
        }

        deserializer.deserialize_any(BuildVisitor)
    }
}

/// The largest build a setup may give a vehicle (the charts stop at 75, an aircraft carrier).
pub const MAX_BUILD: u32 = 100;

fn too_big(value: &str) -> String {
    format!(
        "a vehicle's build must be from 0.5 to {MAX_BUILD}, not '{value}' (the charts run from a \
         bicycle's 0.5 to an aircraft carrier's 75)"
    )
}

/// Whether a vehicle can still be driven ("Key: Build").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum VehicleCondition {
    /// Driving; impaired or not (see [`super::Vehicle::impaired`]).
    #[default]
    Running,
    /// "Reduced to zero by cumulative damage ... it becomes undrivable, grinding to a halt."
    Undrivable,
    /// "Damage equal to its full build value in one incident ... completely wrecked."
    Wrecked,
}

impl VehicleCondition {
    /// The word the screen and the scripts use: running, undrivable, wrecked.
    pub fn word(self) -> &'static str {
        match self {
            VehicleCondition::Running => "running",
            VehicleCondition::Undrivable => "undrivable",
            VehicleCondition::Wrecked => "wrecked",
        }
    }
}

/// How many passengers a vehicle carries besides its driver, as the charts give it: `4`, `2+`
/// (2 or more: no limit is checked), `3 or 4` (kept as 4).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub struct Seats {
    pub count: u32,
    /// The chart's "+": at least `count`, more as the keeper sees fit.
    pub or_more: bool,
}

impl Seats {
    /// Whether `riders` passengers fit.
    pub fn fit(self, riders: u32) -> bool {
        self.or_more || riders <= self.count
    }
}

impl fmt::Display for Seats {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.count, if self.or_more { "+" } else { "" })
    }
}

impl std::str::FromStr for Seats {
    type Err = String;

    /// Reads the charts' wording: `4`, `2+`, `3 or 4`.
    fn from_str(text: &str) -> Result<Self, String> {
        let text = text.trim();
        let bad = || {
            format!(
                "'{text}' is not a number of passengers; write it as the charts do: 4, 2+ or 3 or 4"
            )
        };
        let (number, or_more) = match text.strip_suffix('+') {
            Some(number) => (number.trim(), true),
            None => (text, false),
        };
        let last = number.rsplit(" or ").next().unwrap_or(number).trim();
        let count = last.parse::<u32>().map_err(|_| bad())?;
        if number != last {
            let first = number.split(" or ").next().unwrap_or("").trim();
            first.parse::<u32>().map_err(|_| bad())?;
        }
        Ok(Seats { count, or_more })
    }
}

impl Serialize for Seats {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        if self.or_more {
            serializer.serialize_str(&self.to_string())
        } else {
            serializer.serialize_u32(self.count)
        }
    }
}

impl<'de> Deserialize<'de> for Seats {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct SeatsVisitor;

        impl Visitor<'_> for SeatsVisitor {
            type Value = Seats;

            fn expecting(&self, f: &mut fmt::Formatter) -> fmt::Result {
                f.write_str("a number of passengers such as 4, or text such as \"2+\"")
            }

            fn visit_u64<E: de::Error>(self, value: u64) -> Result<Seats, E> {
                let count = u32::try_from(value)
                    .map_err(|_| E::custom(format!("'{value}' passengers is too many")))?;
                Ok(Seats {
                    count,
                    or_more: false,
                })
            }

            fn visit_i64<E: de::Error>(self, value: i64) -> Result<Seats, E> {
                u64::try_from(value)
                    .map_err(|_| E::custom(format!("passengers cannot be negative: '{value}'")))
                    .and_then(|value| self.visit_u64(value))
            }

            fn visit_str<E: de::Error>(self, text: &str) -> Result<Seats, E> {
                text.parse().map_err(E::custom)
            }
        }

        deserializer.deserialize_any(SeatsVisitor)
    }
}

/// "Table VI: Vehicular Collisions": the incidents a vehicle can have, lightest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Incident {
    /// "Most Regular Hazards. May be cosmetic damage only": 1D3-1 build.
    Minor,
    /// "Most Hard Hazards. Might cause major damage": 1D6 build.
    Moderate,
    /// "Most Extreme Hazards. Likely to wreck a car outright": 1D10 build.
    Severe,
    /// "Likely to wreck a truck outright": 2D10 build.
    Mayhem,
    /// "Most vehicles will be little more than scattered debris": 5D10 build.
    RoadKill,
}

impl Incident {
    /// Table VI's rows, lightest first, for a pick-list.
    pub const ALL: [Incident; 5] = [
        Incident::Minor,
        Incident::Moderate,
        Incident::Severe,
        Incident::Mayhem,
        Incident::RoadKill,
    ];

    /// The build damage of the row; "the damage should also be rolled for each occupant ...
    /// substituting 'hit points' in place of 'build'", so the same dice hurt the people inside.
    pub fn dice(self) -> DiceExpr {
        match self {
            Incident::Minor => DiceExpr::dice(1, 3).plus(-1),
            Incident::Moderate => DiceExpr::dice(1, 6),
            Incident::Severe => DiceExpr::dice(1, 10),
            Incident::Mayhem => DiceExpr::dice(2, 10),
            Incident::RoadKill => DiceExpr::dice(5, 10),
        }
    }

    /// "Vehicular Collisions": "If unsure, simply use the defaults of 'minor incident' for a
    /// Regular difficulty level hazard, 'moderate incident' for a Hard difficulty level hazard, or
    /// 'severe incident' for Extreme difficulty level hazards."
    pub fn for_difficulty(difficulty: Difficulty) -> Incident {
        match difficulty {
            Difficulty::Regular => Incident::Minor,
            Difficulty::Hard => Incident::Moderate,
            Difficulty::Extreme => Incident::Severe,
        }
    }

    /// The incident of the same rank as a row of Table III, for harm the keeper wrote for people
    /// (a hazard's `damage`, a fighting maneuver's) that falls on a vehicle: minor, moderate and
    /// severe keep their names, deadly is mayhem, terminal and splat are road kill.
    pub fn from_row(row: DamageRow) -> Incident {
        match row {
            DamageRow::Minor => Incident::Minor,
            DamageRow::Moderate => Incident::Moderate,
            DamageRow::Severe => Incident::Severe,
            DamageRow::Deadly => Incident::Mayhem,
            DamageRow::Terminal | DamageRow::Splat => Incident::RoadKill,
        }
    }

    /// The row's name as the table gives it: "minor incident", "mayhem".
    pub fn word(self) -> &'static str {
        match self {
            Incident::Minor => "minor incident",
            Incident::Moderate => "moderate incident",
            Incident::Severe => "severe incident",
            Incident::Mayhem => "mayhem",
            Incident::RoadKill => "road kill",
        }
    }
}

/// The optional vehicle rules of Part 5, each on by default; a setup turns one off with
/// `settings: (vehicles: (driver_damage: false))`.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields, rename = "vehicle settings")]
pub struct VehicleSettings {
    /// "Vehicular Collisions": a vehicle that fails a hazard with no harm set has the default
    /// incident for its difficulty (Regular minor, Hard moderate, Extreme severe). Off, only the
    /// harm the keeper sets does damage; the lost movement actions always follow.
    pub default_incidents: bool,
    /// "The damage should also be rolled for each occupant of a vehicle involved in a collision".
    pub occupants_hurt: bool,
    /// "Key: Build": one penalty die on driving rolls once the build is down to half or lower.
    pub impairment: bool,
    /// "Key: Build": the keeper allows a Luck roll to be thrown free of a wreck.
    pub wreck_luck_rolls: bool,
    /// What those thrown free of a wreck take ("at least 2D10").
    pub thrown_free_damage: DiceExpr,
    /// "Undrivable ... this may lead to an accident resulting in 1D10 damage for the driver and
    /// each passenger"; none to leave it to the keeper.
    pub undrivable_damage: Option<DiceExpr>,
    /// "Both driver and passengers gain protection from a vehicle's armor."
    pub armor: bool,
    /// "Ranged Attacks During a Chase": shooting while racing on, with 1 penalty die and no
    /// movement action. Off, a shooter stops (1 movement action).
    pub shooting_on_the_move: bool,
    /// "Vehicle tires may be targeted with gunfire".
    pub tires: bool,
    /// "Driver Damage": a major wound makes the driver roll at Hard to keep control.
    pub driver_damage: bool,
    /// "Passengers": one may help the driver navigate (Spot Hidden or Navigate).
    pub navigation: bool,
}
crate::clone_fields!(VehicleSettings {
    default_incidents,
    occupants_hurt,
    impairment,
    wreck_luck_rolls,
    thrown_free_damage,
    undrivable_damage,
    armor,
    shooting_on_the_move,
    tires,
    driver_damage,
    navigation
});

impl Default for VehicleSettings {
    fn default() -> Self {
        VehicleSettings {
            default_incidents: true,
            occupants_hurt: true,
            impairment: true,
            wreck_luck_rolls: true,
            thrown_free_damage: DiceExpr::dice(2, 10),
            undrivable_damage: Some(DiceExpr::dice(1, 10)),
            armor: true,
            shooting_on_the_move: true,
            tires: true,
            driver_damage: true,
            navigation: true,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bicycle_has_half_a_build_point_that_one_point_of_damage_takes() {
        let bicycle = VehicleBuild::halves(1);
        assert_eq!(bicycle.to_string(), "0.5");
        assert_eq!(bicycle.whole(), 0);
        assert!(
            !bicycle.is_zero(),
            "a bicycle is not out of action to begin with"
        );
        assert!(bicycle.less(1).is_zero());
        assert!(bicycle.is_taken_by(1), "1 build in one incident wrecks it");
        assert!(!bicycle.is_taken_by(0));
    }

    #[test]
    fn impaired_at_half_the_starting_build_rounded_down() {
        assert_eq!(
            VehicleBuild::points(5).impaired_at(),
            VehicleBuild::points(2)
        );
        assert_eq!(
            VehicleBuild::points(6).impaired_at(),
            VehicleBuild::points(3)
        );
        assert_eq!(
            VehicleBuild::points(1).impaired_at(),
            VehicleBuild::points(0)
        );
        assert_eq!(
            VehicleBuild::halves(1).impaired_at(),
            VehicleBuild::points(0)
        );
    }

    #[test]
    fn a_full_build_in_one_incident() {
        let car = VehicleBuild::points(5);
        assert!(car.is_taken_by(5));
        assert!(car.is_taken_by(7));
        assert!(!car.is_taken_by(4));
    }

    #[test]
    fn build_reads_and_writes_as_a_number() {
        let read =
            |text: &str| serde_json::from_str::<VehicleBuild>(text).map_err(|e| e.to_string());
        assert_eq!(read("5"), Ok(VehicleBuild::points(5)));
        assert_eq!(read("0.5"), Ok(VehicleBuild::halves(1)));
        assert!(read("0.3").unwrap_err().contains("whole points or a half"));
        assert!(read("-1").unwrap_err().contains("cannot be negative"));
        assert!(read("1000").unwrap_err().contains("from 0.5 to 100"));
        assert_eq!(
            serde_json::to_string(&VehicleBuild::halves(5)).unwrap(),
            "2.5"
        );
        assert_eq!(
            serde_json::to_string(&VehicleBuild::points(5)).unwrap(),
            "5"
        );
    }

    #[test]
    fn seats_read_as_the_charts_write_them() {
        let seats = |text: &str| text.parse::<Seats>();
        assert_eq!(
            seats("4"),
            Ok(Seats {
                count: 4,
                or_more: false
            })
        );
        assert_eq!(
            seats("2+"),
            Ok(Seats {
                count: 2,
                or_more: true
            })
        );
        assert_eq!(
            seats("3 or 4"),
            Ok(Seats {
                count: 4,
                or_more: false
            })
        );
        assert_eq!(seats("112+").map(|s| s.to_string()), Ok("112+".to_string()));
        assert!(seats("many").is_err());
        assert!(
            Seats {
                count: 2,
                or_more: true
            }
            .fit(9)
        );
        assert!(
            !Seats {
                count: 1,
                or_more: false
            }
            .fit(2)
        );
    }

    /// Table VI, and "If unsure, simply use the defaults".
    #[test]
    fn table_six_and_its_defaults() {
        let dice: Vec<String> = Incident::ALL.iter().map(|i| i.dice().to_string()).collect();
        assert_eq!(dice, ["1D3-1", "1D6", "1D10", "2D10", "5D10"]);
        assert_eq!(
            Incident::Minor.dice().min(),
            0,
            "may be cosmetic damage only"
        );
        assert_eq!(
            Incident::for_difficulty(Difficulty::Regular),
            Incident::Minor
        );
        assert_eq!(
            Incident::for_difficulty(Difficulty::Hard),
            Incident::Moderate
        );
        assert_eq!(
            Incident::for_difficulty(Difficulty::Extreme),
            Incident::Severe
        );
        assert_eq!(Incident::from_row(DamageRow::Deadly), Incident::Mayhem);
        assert_eq!(Incident::from_row(DamageRow::Splat), Incident::RoadKill);
    }
}
