//! Vehicles in a setup: the "Vehicle Reference Charts" (`assets/tables/vehicles.ron`, embedded in the
//! binary) that a participant's `vehicle` names, a keeper's own vehicle, and passengers riding in
//! another participant's vehicle (`rides_with`).
//!
//! `vehicle: "Car, standard"` takes a chart vehicle by name, ignoring case. The parenthesised form
//! takes a chart vehicle with the keeper's changes, `(name: "Car, standard", mov: 11)` (the charts
//! are modern; "may be reduced by around 20%" for the 1920s), or defines a vehicle of its own when
//! the name is not on the charts, with at least its `mov` and `build`.

use super::raw::{RawParticipant, RawVehicle, RawVehicleFields};
use crate::setup::problem::{Path, Problem, in_range};
use crate::systems::coc7::rules::{Id, Participant, Seats, Side, Vehicle, VehicleBuild};
use serde::Deserialize;
use std::ops::RangeInclusive;
use std::sync::OnceLock;

/// Where a vehicle's numbers come from, for a message about one out of range.
const FROM_THE_CHARTS: &str = "see the Vehicle Reference Charts";

/// A vehicle's MOV (the charts run from 4 for a row boat to 18 for a jet plane).
pub const VEHICLE_MOV: RangeInclusive<u32> = 1..=30;
/// Armor for people (the charts run from 0 to a tank's 24).
pub const ARMOR: RangeInclusive<u32> = 0..=50;

/// The text of the charts, `assets/tables/vehicles.ron`.
const CHARTS: &str = include_str!("../../../../assets/tables/vehicles.ron");

/// The Vehicle Reference Charts: one chart per kind of vehicle and the skill that drives it.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Charts {
    pub charts: Vec<Chart>,
}

/// One chart: "The following vehicles use the Drive Auto skill."
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Chart {
    pub chart: String,
    pub skill: String,
    pub vehicles: Vec<ChartVehicle>,
}

/// One row of a chart: Vehicle, MOV, Build, Armor for people, Passengers.
#[derive(Clone, Debug, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChartVehicle {
    pub name: String,
    pub mov: u32,
    pub build: VehicleBuild,
    pub armor: u32,
    pub passengers: Seats,
}

/// The charts, read once. An error here is a broken build (a test reads the file), reported to
/// the keeper as a problem with the setup's vehicle rather than a crash.
pub fn charts() -> Result<&'static Charts, &'static str> {
    static PARSED: OnceLock<Result<Charts, String>> = OnceLock::new();
    PARSED
        .get_or_init(|| {
            ron::from_str(CHARTS)
                .map_err(|error| format!("the built-in vehicle charts cannot be read: {error}"))
        })
        .as_ref()
        .map_err(String::as_str)
}

impl Charts {
    /// A chart vehicle by name, ignoring case and spaces around it, with the skill of its chart.
    pub fn find(&self, name: &str) -> Option<(&ChartVehicle, &str)> {
        let wanted = name.trim();
        self.charts.iter().find_map(|chart| {
            chart
                .vehicles
                .iter()
                .find(|v| v.name.eq_ignore_ascii_case(wanted))
                .map(|v| (v, chart.skill.as_str()))
        })
    }

    /// Every chart vehicle's name, chart by chart.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.charts
            .iter()
            .flat_map(|chart| chart.vehicles.iter().map(|v| v.name.as_str()))
    }

    /// The chart names closest to a mistyped one: a few letters off, or sharing a word.
    pub fn near(&self, name: &str) -> Vec<&str> {
        let wanted = name.trim().to_lowercase();
        let words: Vec<&str> = wanted
            .split(|c: char| !c.is_alphanumeric())
            .filter(|w| w.len() > 2)
            .collect();
        let mut scored: Vec<(usize, &str)> = self
            .names()
            .filter_map(|candidate| {
                let lower = candidate.to_lowercase();
                let edits = strsim::levenshtein(&wanted, &lower);
                let shares_word = words.iter().any(|w| lower.contains(w));
                (edits <= 3 || shares_word).then_some((edits, candidate))
            })
            .collect();
        scored.sort_by_key(|(edits, _)| *edits);
        scored.into_iter().take(4).map(|(_, name)| name).collect()
    }
}

/// A participant's vehicle, from the charts or its own, checked.
pub fn build_vehicle(raw: &RawVehicle, path: &Path, driver: &str) -> Result<Vehicle, Problem> {
    let charts = charts().map_err(|error| Problem::new(path.clone(), error))?;
    let (fields, name_path) = match raw {
        RawVehicle::Chart(name) => (
            RawVehicleFields {
                name: Some(name.clone()),
                ..RawVehicleFields::default()
            },
            path.clone(),
        ),
        RawVehicle::Own(fields) => (fields.clone(), path.field("name")),
    };
    let name = fields.name.as_deref().map(str::trim).unwrap_or_default();
    if name.is_empty() {
        return Err(Problem::new(
            name_path,
            format!(
                "{driver}'s vehicle needs a name, not ''; name one of the Vehicle Reference Charts, \
                 e.g. vehicle: \"Car, standard\", or give your own a name, mov and build"
            ),
        ));
    }
    let chart = charts.find(name);
    let whose = format!("{driver}'s vehicle '{name}'");
    let (mov, build) = match (chart, fields.mov, fields.build) {
        (_, Some(mov), Some(build)) => (mov, build),
        (Some((row, _)), mov, build) => (mov.unwrap_or(row.mov), build.unwrap_or(row.build)),
        (None, _, _) => return Err(Problem::new(name_path, unknown(charts, name, &fields))),
    };
    in_range(
        mov,
        &VEHICLE_MOV,
        path.field("mov"),
        "mov",
        &whose,
        FROM_THE_CHARTS,
    )?;
    if build.is_zero() {
        return Err(Problem::new(
            path.field("build"),
            format!(
                "{whose} has build '0', which is out of action before it starts (\"When reduced to \
                 zero, the vehicle is out of action\"); the smallest, a bicycle, is 0.5"
            ),
        ));
    }
    let armor = fields
        .armor
        .or(chart.map(|(row, _)| row.armor))
        .unwrap_or(0);
    in_range(
        armor,
        &ARMOR,
        path.field("armor"),
        "armor",
        &whose,
        FROM_THE_CHARTS,
    )?;
    let seats = fields
        .passengers
        .or(chart.map(|(row, _)| row.passengers))
        .unwrap_or(Seats {
            count: 0,
            or_more: true,
        });
    let skill = match fields.skill.as_deref().map(str::trim) {
        Some("") => {
            return Err(Problem::new(
                path.field("skill"),
                format!(
                    "{whose} has an empty skill ''; write the skill its driver rolls, e.g. \
                     \"Drive Auto\", \"Pilot\", \"Ride\" or \"Operate Heavy Machinery\""
                ),
            ));
        }
        Some(skill) => skill.to_string(),
        None => chart.map_or("Drive Auto", |(_, skill)| skill).to_string(),
    };
    Ok(Vehicle {
        name: chart.map_or(name, |(row, _)| row.name.as_str()).to_string(),
        mov,
        build,
        start_build: build,
        skill,
        armor,
        seats,
        condition: Default::default(),
        tires_burst: 0,
    })
}

/// The message for a name that is not on the charts, with the near names or, failing those, all
/// of them.
fn unknown(charts: &Charts, name: &str, fields: &RawVehicleFields) -> String {
    let quote = |names: Vec<&str>| {
        names
            .iter()
            .map(|n| format!("'{n}'"))
            .collect::<Vec<_>>()
            .join(", ")
    };
    let near = charts.near(name);
    let known = if near.is_empty() {
        let charts: Vec<String> = charts
            .charts
            .iter()
            .map(|chart| {
                let names = chart.vehicles.iter().map(|v| v.name.as_str()).collect();
                format!("{}: {}", chart.chart, quote(names))
            })
            .collect();
        format!("the charts have {}", charts.join("; "))
    } else {
        format!("did you mean {}?", quote(near))
    };
    let missing = match (fields.mov, fields.build) {
        (None, None) => "mov and build",
        (None, Some(_)) => "mov",
        _ => "build",
    };
    format!(
        "'{name}' is not on the Vehicle Reference Charts ({known}); to drive a vehicle of your own, \
         give its {missing}, e.g. vehicle: (name: \"{name}\", mov: 12, build: 4)"
    )
}

/// "Passengers": each `rides_with` names another participant whose vehicle it rides in. The
/// driver must drive one, on the same side; a passenger has no vehicle of its own and makes no
/// speed roll; the vehicle must have the seats. A passenger stands where its driver starts.
pub fn seat_passengers(
    raw: &[RawParticipant],
    origin: &[usize],
    participants: &mut [Participant],
    path: &Path,
) -> Result<(), Problem> {
    for (index, entry) in raw.iter().enumerate() {
        let Some(driver_name) = &entry.rides_with else {
            continue;
        };
        let here = path.index(origin[index]).field("rides_with");
        let who = participants[index].name.clone();
        let Some(driver) = participants
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(driver_name.trim()))
        else {
            let names: Vec<&str> = participants.iter().map(|p| p.name.as_str()).collect();
            return Err(Problem::new(
                here,
                format!(
                    "'{who}' rides with '{driver_name}', who is not in this chase; name the \
                     driver as the participants are named: {}",
                    names.join(", ")
                ),
            ));
        };
        let refuse = |message: String| Err(Problem::new(here.clone(), message));
        let driving = &participants[driver];
        if driver == index {
            return refuse(format!(
                "'{who}' cannot ride with itself; name the participant whose vehicle it rides in"
            ));
        }
        if driving.vehicle.is_none() {
            return refuse(format!(
                "'{who}' rides with '{}', who has no vehicle; give '{}' a vehicle, e.g. vehicle: \
                 \"Car, standard\"",
                driving.name, driving.name
            ));
        }
        if raw[driver].rides_with.is_some() {
            return refuse(format!(
                "'{who}' rides with '{}', who is a passenger too; name the driver",
                driving.name
            ));
        }
        if entry.vehicle.is_some() {
            return refuse(format!(
                "'{who}' has a vehicle of its own and cannot ride in '{}''s too; remove one",
                driving.name
            ));
        }
        if driving.side != participants[index].side {
            return refuse(format!(
                "'{who}' is a {} but rides with '{}', a {}; passengers are on their driver's side",
                side_word(participants[index].side),
                driving.name,
                side_word(driving.side)
            ));
        }
        if entry.speed.is_some() {
            return Err(Problem::new(
                path.index(origin[index]).field("speed"),
                format!(
                    "'{who}' rides with '{}' and has a speed result; \"Passengers do not make a \
                     speed roll\": remove it",
                    driving.name
                ),
            ));
        }
        if let Some(start) = entry.start
            && raw[driver].start.is_some_and(|at| at != start)
        {
            return Err(Problem::new(
                path.index(origin[index]).field("start"),
                format!(
                    "'{who}' rides with '{}' but starts at '{start}', not at {}'s location; leave \
                     the start out: a passenger is where its vehicle is",
                    driving.name, driving.name
                ),
            ));
        }
        participants[index].rides_with = Some(driver as Id);
        participants[index].location = participants[driver].location;
    }
    for (driver, participant) in participants.iter().enumerate() {
        let Some(vehicle) = &participant.vehicle else {
            continue;
        };
        let riders = participants
            .iter()
            .filter(|p| p.rides_with == Some(driver as Id))
            .count() as u32;
        if !vehicle.seats.fit(riders) {
            let last = participants
                .iter()
                .rposition(|p| p.rides_with == Some(driver as Id))
                .unwrap_or(driver);
            return Err(Problem::new(
                path.index(last).field("rides_with"),
                format!(
                    "{riders} passengers ride with '{}', but the {} carries {} besides its \
                     driver; give it `passengers` to seat more, or leave someone behind",
                    participant.name, vehicle.name, vehicle.seats
                ),
            ));
        }
    }
    Ok(())
}

fn side_word(side: Side) -> &'static str {
    match side {
        Side::Pursuer => "pursuer",
        Side::Quarry => "quarry",
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_charts_read_and_hold_the_texts_rows() {
        let charts = charts().expect("assets/tables/vehicles.ron reads");
        assert_eq!(charts.charts.len(), 5, "road, air, heavy, other, water");
        assert_eq!(charts.names().count(), 27);
        let (car, skill) = charts.find("car, STANDARD").expect("any case");
        assert_eq!(
            (car.mov, car.build, car.armor),
            (14, VehicleBuild::points(5), 2)
        );
        assert_eq!(
            (car.passengers.to_string(), skill),
            ("4".to_string(), "Drive Auto")
        );
        let (bicycle, skill) = charts.find("Bicycle").expect("the bicycle");
        assert_eq!(
            (bicycle.build.to_string(), skill),
            ("0.5".to_string(), "Ride")
        );
        assert_eq!(
            charts.find("Tank").map(|(t, s)| (t.armor, s)),
            Some((24, "Operate Heavy Machinery"))
        );
        assert_eq!(charts.find("Helicopter").map(|(_, s)| s), Some("Pilot"));
        assert_eq!(charts.find("Speedboat").map(|(b, _)| b.mov), Some(14));
        assert!(charts.find("Hay wagon").is_none());
    }

    #[test]
    fn near_names_for_a_typo() {
        let charts = charts().expect("reads");
        assert_eq!(charts.near("Car, standrd").first(), Some(&"Car, standard"));
        assert!(charts.near("motorcycle").contains(&"Motorcycle, light"));
        assert!(charts.near("Zeppelin").is_empty());
    }
}
