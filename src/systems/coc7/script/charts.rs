//! A vehicle a script's keeper takes in the middle of the chase (`SwitchMode(to: Drive(...))`),
//! read as a setup reads one: a name from the "Vehicle Reference Charts" brings the chart's whole
//! row (MOV, build, "Armor for people", seats, the skill that drives it), and the fields the
//! script writes are the keeper's changes. The rules take the vehicle as given, so the row is
//! filled here, where the script is read, and the rules stay free of the charts' file.
//!
//! serde fills a field the script leaves out with its default (armour 0), so which fields were
//! written is read from the step's own text, with a type that keeps every one of them optional.

use crate::script::{Step, step_positions};
use crate::setup::problem::Path;
use crate::systems::coc7::rules::{Command, MovementMode, Seats, Vehicle, VehicleBuild};
use crate::systems::coc7::setup::raw::{RawVehicle, RawVehicleFields};
use crate::systems::coc7::setup::vehicles::build_vehicle;
use serde::Deserialize;
use serde::de::IgnoredAny;

/// Fills every vehicle a step drives off in from the charts, keeping what the step writes.
pub fn complete<X>(steps: &mut [Step<Command, X>], text: &str) -> Result<(), (usize, String)> {
    let mut offsets: Option<Vec<usize>> = None;
    for (index, step) in steps.iter_mut().enumerate() {
        let (Step::Do(command) | Step::Roll(_, command)) = step else {
            continue;
        };
        let Command::SwitchMode {
            who,
            to: MovementMode::Drive(vehicle),
            ..
        } = command
        else {
            continue;
        };
        let offsets = offsets.get_or_insert_with(|| byte_offsets(text));
        let written = offsets
            .get(index)
            .and_then(|&start| written_fields(&text[start..]))
            .ok_or_else(|| {
                (
                    index,
                    "cannot tell which fields of this vehicle are written; write it out whole, \
                     e.g. Drive(name: \"Car, standard\", mov: 14, build: 5, armor: 2)"
                        .to_string(),
                )
            })?;
        *vehicle = filled(vehicle, &written, who).map_err(|message| (index, message))?;
    }
    Ok(())
}

/// The vehicle as a setup would read it: the chart's row under the fields written, checked with
/// the setup's own reader (its ranges and its message for a name not on the charts).
fn filled(vehicle: &Vehicle, written: &Written, who: &str) -> Result<Vehicle, String> {
    let fields = RawVehicleFields {
        name: Some(vehicle.name.clone()),
        mov: written.mov,
        build: written.build,
        armor: written.armor,
        passengers: written.seats,
        skill: written.skill.clone(),
    };
    let read = build_vehicle(&RawVehicle::Own(fields), &Path::root(), who)
        .map_err(|problem| problem.message.replace("vehicle: (", "Drive("))?;
    Ok(Vehicle {
        // What the chase has done to it already, if the script says so, stays as written.
        start_build: vehicle.start_build,
        condition: vehicle.condition,
        tires_burst: vehicle.tires_burst,
        ..read
    })
}

/// The fields of a `Drive(...)` vehicle that a step writes; the rest of the step is skipped.
#[derive(Debug, Default, Deserialize)]
struct Written {
    #[serde(default)]
    mov: Option<u32>,
    #[serde(default)]
    build: Option<VehicleBuild>,
    #[serde(default)]
    armor: Option<u32>,
    #[serde(default)]
    seats: Option<Seats>,
    #[serde(default)]
    skill: Option<String>,
}

/// A step as far as a switch to another vehicle goes.
#[derive(Deserialize)]
enum Switch {
    SwitchMode { to: Mode },
}

#[derive(Deserialize)]
enum Mode {
    Drive(Written),
}

/// The written fields of the step that starts `text` (the rest of the script follows it).
fn written_fields(text: &str) -> Option<Written> {
    let options = crate::script::ron_options();
    let mut reader = ron::Deserializer::from_str_with_options(text, &options).ok()?;
    match Step::<Switch, IgnoredAny>::deserialize(&mut reader).ok()? {
        Step::Do(Switch::SwitchMode {
            to: Mode::Drive(written),
        })
        | Step::Roll(
            _,
            Switch::SwitchMode {
                to: Mode::Drive(written),
            },
        ) => Some(written),
        _ => None,
    }
}

/// Where each step starts in the text, in bytes.
fn byte_offsets(text: &str) -> Vec<usize> {
    let line_starts: Vec<usize> = std::iter::once(0)
        .chain(text.match_indices('\n').map(|(at, _)| at + 1))
        .collect();
    step_positions(text)
        .into_iter()
        .filter_map(|position| {
            let start = *line_starts.get(position.line.checked_sub(1)?)?;
            let column = position.column.checked_sub(1)?;
            text[start..]
                .char_indices()
                .nth(column)
                .map(|(at, _)| start + at)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::script::parse;
    use crate::systems::coc7::script::Coc7Expect;

    fn vehicle_of(text: &str) -> Result<Vehicle, (usize, String)> {
        let mut script = parse::<Command, Coc7Expect>(text, "test.ron").expect("the script reads");
        complete(&mut script.steps, text)?;
        script
            .steps
            .into_iter()
            .find_map(|step| match step {
                Step::Do(Command::SwitchMode {
                    to: MovementMode::Drive(vehicle),
                    ..
                })
                | Step::Roll(
                    _,
                    Command::SwitchMode {
                        to: MovementMode::Drive(vehicle),
                        ..
                    },
                ) => Some(vehicle),
                _ => None,
            })
            .ok_or((0, "no vehicle".to_string()))
    }

    #[test]
    fn a_chart_name_brings_the_charts_row_unless_the_script_gives_a_field() {
        let text = r#"(steps: [
            Do(CutToChase()),
            // A comment, and a string with a bracket ")" before the step.
            Roll([30], SwitchMode(who: "Bob", to: Drive(name: "car, STANDARD", mov: 14, build: 5))),
        ])"#;
        let car = vehicle_of(text).expect("a chart car");
        assert_eq!(
            (
                car.name.as_str(),
                car.mov,
                car.build,
                car.armor,
                car.seats.count
            ),
            ("Car, standard", 14, VehicleBuild::points(5), 2, 4)
        );
        assert_eq!(car.skill, "Drive Auto");

        // The keeper's changes stand: a 1920s car slower by a fifth, armour written out as 0.
        let text = r#"(steps: [Do(SwitchMode(who: "Bob", to: Drive(name: "Car, standard", mov: 11, armor: 0)))])"#;
        let car = vehicle_of(text).expect("a changed chart car");
        assert_eq!(
            (car.mov, car.build, car.armor),
            (11, VehicleBuild::points(5), 0)
        );

        // Only the name: the whole row, as a setup's `vehicle: "Bicycle"`.
        let text = r#"(steps: [Undo, Do(SwitchMode(who: "Bob", to: Drive(name: "Bicycle")))])"#;
        let bicycle = vehicle_of(text).expect("a bicycle");
        assert_eq!(
            (
                bicycle.mov,
                bicycle.build.to_string(),
                bicycle.skill.as_str()
            ),
            (10, "0.5".to_string(), "Ride")
        );
    }

    #[test]
    fn a_vehicle_of_the_keepers_own_needs_its_mov_and_build() {
        let own = r#"(steps: [Do(SwitchMode(who: "Bob", to: Drive(name: "Hay wagon", mov: 6, build: 3)))])"#;
        let wagon = vehicle_of(own).expect("the keeper's own");
        assert_eq!(
            (wagon.mov, wagon.armor, wagon.skill.as_str()),
            (6, 0, "Drive Auto")
        );

        let missing = r#"(steps: [Do(EndTurn(who: "Amy")), Do(SwitchMode(who: "Bob", to: Drive(name: "Hay wagon", mov: 6)))])"#;
        let (index, why) = vehicle_of(missing).expect_err("no build");
        assert_eq!(index, 1);
        assert!(
            why.contains("'Hay wagon' is not on the Vehicle Reference Charts")
                && why.contains("give its build, e.g. Drive(name: \"Hay wagon\""),
            "{why}"
        );

        let too_fast =
            r#"(steps: [Do(SwitchMode(who: "Bob", to: Drive(name: "Car, standard", mov: 99)))])"#;
        let (_, why) = vehicle_of(too_fast).expect_err("out of range");
        assert!(why.contains("mov '99'"), "{why}");
    }
}
