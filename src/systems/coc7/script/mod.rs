//! Scripts for Call of Cthulhu chases: the fields an `Expect` step checks, and the state shown when
//! a script ends ([`view`]).

mod charts;
pub(crate) mod view;

use crate::script::expect::{ChaseFields, chasewide, describe};
use crate::script::layout::known_word;
use crate::script::{CheckAbout, Checked, Scripted, Step, View};
use crate::systems::coc7::rules::{
    Coc7, Coc7Error, Command, Id, Loc, Phase, VehicleBuild, VehicleCondition,
};
use serde::{Deserialize, Serialize};

/// `Expect(who: "Farmer", location: 3, actions: 0, owes: 1, hp: 11, mov: 6, status: "active",
/// round: 2)`: every field is optional; `location`, `actions`, `owes`, `hp`, `mov` and `status`
/// are about `who`. An unknown field is a syntax error, so a typo cannot pass silently.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct Coc7Expect {
    /// The participant the other fields are about.
    pub who: Option<String>,
    /// The location number on the track.
    pub location: Option<Loc>,
    /// Movement actions left this round.
    pub actions: Option<u32>,
    /// A passenger's one act this round still to come ("They may act once on their turn"):
    /// `true` before it acts, `false` after; never true for anyone else.
    pub act: Option<bool>,
    /// Movement actions owed to the next round (the "(-1)" of "2(-1)").
    pub owes: Option<u32>,
    pub hp: Option<i32>,
    /// MOV for this chase, after the speed roll.
    pub mov: Option<u32>,
    /// active, escaped, caught, left behind, unconscious, dying or dead.
    pub status: Option<String>,
    /// The round being played (0 while the chase is established).
    pub round: Option<u32>,
    /// Whose turn it is, or "nobody".
    pub turn: Option<String>,
    /// establishing, running or over.
    pub phase: Option<String>,
    /// Words the outcome contains (any case): "caught", "escaped", "goes on".
    pub outcome: Option<String>,
    /// How many locations the track has.
    pub track_len: Option<usize>,
    /// The build of the vehicle `who` drives (or rides in): `4`, `0.5`.
    pub build: Option<VehicleBuild>,
    /// That vehicle's condition: running, undrivable or wrecked.
    pub vehicle: Option<String>,
}

const STATUSES: [&str; 8] = [
    "active",
    "escaped",
    "caught",
    "left behind",
    "unconscious",
    "dying",
    "dead",
    "joins later",
];

chasewide!(
    Coc7,
    Id,
    ["establishing", "running", "over"],
    whose = |name: &str| format!("{name}'s")
);

/// The fields of an expectation that are about one participant, `id`, named `name`.
fn about(
    state: &Coc7,
    id: Id,
    name: &str,
    expect: &Coc7Expect,
    wrong: &mut Vec<String>,
) -> Checked {
    let p = state.participant(id);
    if let Some(location) = expect.location {
        if !on_the_track(state) {
            wrong.push(format!(
                "expected {name} at location {location}, found {name} not on the track yet"
            ));
        } else if location != p.location {
            wrong.push(format!(
                "expected {name} at location {location}, found {}",
                p.location
            ));
        }
    }
    if let Some(actions) = expect.actions
        && actions != p.actions
    {
        wrong.push(format!(
            "expected {name} to have {actions} movement action{} left, found {}",
            plural(actions),
            p.actions
        ));
    }
    if let Some(act) = expect.act
        && act != (p.is_passenger() && p.act)
    {
        let what = |yes: bool| {
            if yes {
                "its one act to come"
            } else {
                "no act to come"
            }
        };
        wrong.push(format!(
            "expected {name} to have {}, found {}",
            what(act),
            what(!act)
        ));
    }
    if let Some(owes) = expect.owes
        && owes != p.debt
    {
        wrong.push(format!(
            "expected {name} to owe {owes} movement action{}, found {}",
            plural(owes),
            p.debt
        ));
    }
    if let Some(hp) = expect.hp
        && hp != p.hp
    {
        wrong.push(format!("expected {name} to have HP {hp}, found {}", p.hp));
    }
    if let Some(mov) = expect.mov
        && mov != p.mov()
    {
        wrong.push(format!(
            "expected {name} to have MOV {mov}, found {}",
            p.mov()
        ));
    }
    if let Some(status) = &expect.status {
        let wanted = known_word(status, &STATUSES, "status")?;
        let found = p.status.word();
        if wanted != found {
            wrong.push(format!("expected {name} to be {wanted}, found {found}"));
        }
    }
    check_vehicle(state, expect, wrong)
}

impl Scripted for Coc7 {
    type Expect = Coc7Expect;
    const ABOUT_SOMEONE: &'static [&'static str] = &[
        "location", "actions", "act", "owes", "hp", "mov", "status", "build", "vehicle",
    ];

    fn describe(expect: &Coc7Expect) -> String {
        let mut about = Vec::new();
        if let Some(location) = expect.location {
            about.push(format!("location {location}"));
        }
        if let Some(actions) = expect.actions {
            about.push(format!("{actions} movement action{} left", plural(actions)));
        }
        if let Some(act) = expect.act {
            about.push(if act { "its act to come" } else { "has acted" }.to_string());
        }
        if let Some(owes) = expect.owes {
            about.push(format!("owes {owes}"));
        }
        if let Some(hp) = expect.hp {
            about.push(format!("HP {hp}"));
        }
        if let Some(mov) = expect.mov {
            about.push(format!("MOV {mov}"));
        }
        if let Some(status) = &expect.status {
            about.push(status.clone());
        }
        if let Some(build) = expect.build {
            about.push(format!("build {build}"));
        }
        if let Some(condition) = &expect.vehicle {
            about.push(format!("vehicle {condition}"));
        }
        let fields = ChaseFields::of(expect);
        let mut chase = fields.describe::<Coc7>();
        chase.extend(fields.describe_outcome());
        if let Some(len) = expect.track_len {
            chase.push(format!("{len} locations"));
        }
        describe(expect.who.as_deref(), &about, &chase)
    }

    fn check_chase(&self, expect: &Coc7Expect, wrong: &mut Vec<String>) -> Result<(), String> {
        if let Some(len) = expect.track_len {
            let found = self.map.locations.len();
            if len != found {
                wrong.push(format!(
                    "expected {len} locations on the track, found {found}"
                ));
            }
        }
        Ok(())
    }

    const CHECK_ABOUT: CheckAbout<Self> = about;
    const VIEW: View<Self> = (view::text, view::json);

    /// "Vehicle Reference Charts": a vehicle taken mid-chase by a chart name is the chart's.
    fn complete(
        steps: &mut [Step<Command, Coc7Expect>],
        text: &str,
    ) -> Result<(), (usize, String)> {
        charts::complete(steps, text)
    }
}

/// The fields of an expectation about the vehicle a participant drives or rides in.
fn check_vehicle(state: &Coc7, expect: &Coc7Expect, wrong: &mut Vec<String>) -> Result<(), String> {
    if expect.build.is_none() && expect.vehicle.is_none() {
        return Ok(());
    }
    let Some(who) = &expect.who else {
        return Ok(());
    };
    let id = find(state, who)?;
    let name = &state.participant(id).name;
    let Some((_, vehicle)) = state.vehicle_of(id) else {
        wrong.push(format!(
            "expected {name} in a vehicle, found {name} on foot"
        ));
        return Ok(());
    };
    if let Some(build) = expect.build
        && build != vehicle.build
    {
        wrong.push(format!(
            "expected {name}'s {} at build {build}, found {}",
            vehicle.name, vehicle.build
        ));
    }
    if let Some(condition) = &expect.vehicle {
        let words = [
            VehicleCondition::Running,
            VehicleCondition::Undrivable,
            VehicleCondition::Wrecked,
        ]
        .map(VehicleCondition::word);
        let wanted = known_word(condition, &words, "vehicle's condition")?;
        let found = vehicle.condition.word();
        if wanted != found {
            wrong.push(format!(
                "expected {name}'s {} to be {wanted}, found {found}",
                vehicle.name
            ));
        }
    }
    Ok(())
}

/// A participant by name (any case), or the rules' own words for a name that is not in the chase.
fn find(state: &Coc7, name: &str) -> Result<Id, String> {
    state.find(name).ok_or_else(|| {
        Coc7Error::UnknownParticipant {
            name: name.to_string(),
            known: state
                .participants
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        }
        .to_string()
    })
}

/// Whether the participants stand on the track: once the chase is cut to, or when the setup
/// placed them (a chase that ended before round 1 never put anyone on it).
fn on_the_track(state: &Coc7) -> bool {
    state.round > 0 || state.preset_locations
}

fn phase_word(phase: Phase) -> &'static str {
    match phase {
        Phase::Establishing => "establishing",
        Phase::Running => "running",
        Phase::Over => "over",
    }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}
