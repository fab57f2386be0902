//! Scripts for Call of Cthulhu chases: the fields an `Expect` step checks, and the state shown when
//! a script ends ([`view`]).

mod charts;
pub(crate) mod view;

use crate::script::expect::{Field, How, chasewide, outcome, phase, round, turn};
use crate::script::layout::known_word;
use crate::script::{Scripted, Step, View};
use crate::systems::coc7::rules::{
    Coc7, Coc7Error, Command, Id, Loc, Phase, VehicleBuild, VehicleCondition,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

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

/// The fields of an expectation, each compared with the participant's or the chase's figure in
/// the script's view ([`view::json`]).
const FIELDS: &[Field<Coc7>] = &[
    Field::who(
        "location",
        "location {}",
        "expected {who} at location {wanted}, found {found}",
    )
    .none("{who} not on the track yet"),
    Field::who(
        "actions",
        "{} movement action{s} left",
        "expected {who} to have {wanted} movement action{s} left, found {found}",
    ),
    // Only a passenger has its one act to come; the view gives it for passengers alone.
    Field::who("act", "{}", "expected {who}: {wanted}, found {found}")
        .how(How::Given)
        .flags("its act to come", "has acted"),
    Field::who(
        "owes",
        "owes {}",
        "expected {who} to owe {wanted} movement action{s}, found {found}",
    ),
    Field::who(
        "hp",
        "HP {}",
        "expected {who} to have HP {wanted}, found {found}",
    ),
    Field::who(
        "mov",
        "MOV {}",
        "expected {who} to have MOV {wanted}, found {found}",
    ),
    Field::who(
        "status",
        "{}",
        "expected {who} to be {wanted}, found {found}",
    )
    .words(&STATUSES, "status"),
    Field::who("build", "build {}", "").own(check_vehicle),
    Field::who("vehicle", "vehicle {}", "").own(|state, who, expect, wrong| {
        if expect["build"].is_null() {
            check_vehicle(state, who, expect, wrong)?;
        }
        Ok(())
    }),
    round(),
    turn(),
    phase(),
    outcome(),
    Field::chase(
        "track_len",
        "{} locations",
        "expected {wanted} locations on the track, found {found}",
    )
    .key("track")
    .how(How::Count),
];

impl Scripted for Coc7 {
    type Expect = Coc7Expect;
    const FIELDS: &'static [Field<Self>] = FIELDS;
    const VIEW: View<Self> = (view::text, view::json);

    /// "Vehicle Reference Charts": a vehicle taken mid-chase by a chart name is the chart's.
    fn complete(
        steps: &mut [Step<Command, Coc7Expect>],
        text: &str,
    ) -> Result<(), (usize, String)> {
        charts::complete(steps, text)
    }
}

/// The fields of an expectation about the vehicle a participant drives or rides in (`build`
/// and `vehicle` together).
fn check_vehicle(
    state: &Coc7,
    who: Option<Id>,
    expect: &Value,
    wrong: &mut Vec<String>,
) -> Result<(), String> {
    let Some(id) = who else {
        return Ok(());
    };
    let name = &state.participant(id).name;
    let Some((_, vehicle)) = state.vehicle_of(id) else {
        wrong.push(format!(
            "expected {name} in a vehicle, found {name} on foot"
        ));
        return Ok(());
    };
    let build: Option<VehicleBuild> = serde_json::from_value(expect["build"].clone()).ok();
    if let Some(build) = build
        && build != vehicle.build
    {
        wrong.push(format!(
            "expected {name}'s {} at build {build}, found {}",
            vehicle.name, vehicle.build
        ));
    }
    if let Some(condition) = expect["vehicle"].as_str() {
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
