//! Scripts for chase-track chases: the fields an `Expect` step checks, and the state shown when a
//! script ends ([`view`]).

pub(crate) mod view;

use crate::script::expect::{Field, How, chasewide, outcome, phase, round, turn};
use crate::script::layout::count;
use crate::script::{Scripted, View};
use crate::systems::track::rules::{Environment, Id, Phase, Ride, TrackChase};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// `Expect(who: "Thief", space: 5, distance: 2, exertion_cn: 8, status: "running", round: 3)`:
/// every field is optional; the fields from `space` to `ride` are about `who`. An unknown field is
/// a syntax error, so a typo cannot pass silently.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct TrackExpect {
    /// The participant the next fields are about.
    pub who: Option<String>,
    /// The space it stands on.
    pub space: Option<u32>,
    /// Spaces to `to`, or to the nearest running opponent without `to`.
    pub distance: Option<u32>,
    /// The participant `distance` is measured to.
    pub to: Option<String>,
    /// The CN of its next exertion (8, then 10, 12, ...).
    pub exertion_cn: Option<u32>,
    /// running, caught, escaped, safe, collapsed, broken down or down.
    pub status: Option<String>,
    /// Whether it has won the fast lane.
    pub fast_lane: Option<bool>,
    /// Hit points, when they are tracked.
    pub hp: Option<u32>,
    /// Obstacles on its space that hinder it.
    pub obstacles: Option<u32>,
    /// Complications it has taken.
    pub complications: Option<usize>,
    /// "on foot", or the name of its mount or vehicle.
    pub ride: Option<String>,
    /// The round being played (0 before the chase starts).
    pub round: Option<u32>,
    /// Whose turn it is, or "nobody".
    pub turn: Option<String>,
    /// starting, running or over.
    pub phase: Option<String>,
    /// Words the outcome contains (any case): "reached safety", "escaped", "goes on".
    pub outcome: Option<String>,
    /// The environment the chase runs in now.
    pub environment: Option<Environment>,
}

const STATUSES: [&str; 7] = [
    "running",
    "caught",
    "escaped",
    "safe",
    "collapsed",
    "broken down",
    "down",
];

chasewide!(TrackChase, Id, ["starting", "running", "over"]);

/// The fields of an expectation, each compared with the participant's or the chase's figure in
/// the script's view ([`view::json`]).
const FIELDS: &[Field<TrackChase>] = &[
    Field::who(
        "space",
        "space {}",
        "expected {who} on space {wanted}, found {found}",
    ),
    Field::who("distance", "", "")
        .line(|expect| {
            let to = expect["to"].as_str().unwrap_or("the nearest opponent");
            let distance = expect["distance"].as_u64().unwrap_or_default();
            format!("{} from {to}", count(distance, "space"))
        })
        .own(check_distance),
    Field::who("to", "", "").unsaid().own(|_, _, expect, _| {
        if expect["distance"].is_null() {
            return Err(
                "'to' names whom a distance is measured to: give the distance too, e.g. \
                 distance: 3"
                    .to_string(),
            );
        }
        Ok(())
    }),
    Field::who(
        "exertion_cn",
        "exertion CN {}",
        "expected {who}'s next exertion at CN {wanted}, found CN {found}",
    ),
    Field::who(
        "status",
        "{}",
        "expected {who} to be {wanted}, found {found}",
    )
    .words(&STATUSES, "status"),
    Field::who(
        "fast_lane",
        "{}",
        "expected {who} to have {wanted}, found {found}",
    )
    .key("fast_lane_from")
    .how(How::Given)
    .flags("fast lane", "no fast lane"),
    Field::who(
        "hp",
        "HP {}",
        "expected {who} to have HP {wanted}, found {found}",
    )
    .none("no hit points tracked (give hp in the setup)"),
    Field::who(
        "obstacles",
        "{} obstacle{s} on its space",
        "expected {wanted} obstacle{s} hindering {who} on its space, found {found}",
    )
    .figure(|state, who| {
        let p = who.map(|id| state.participant(id));
        p.map_or(0, |p| state.obstacles_against(p.side, p.space))
            .into()
    }),
    Field::who(
        "complications",
        "{} complication{s}",
        "expected {who} to have taken {wanted} complication{s}, found {found}",
    )
    .how(How::Count),
    Field::who(
        "ride",
        "{}",
        "expected {who}'s ride to be {wanted}, found {found}",
    )
    .how(How::Text),
    round(),
    turn(),
    phase(),
    outcome(),
    // Written and compared as the setup writes it (`DenseObstacles`), said in the table's words.
    Field::chase(
        "environment",
        "",
        "expected the chase in {wanted}, found {found}",
    )
    .line(|expect| {
        let environment = serde_json::from_value(expect["environment"].clone());
        environment.map_or(String::new(), |e: Environment| e.words().to_string())
    })
    .figure(|state, _| serde_json::to_value(state.environment).unwrap_or_default()),
];

impl Scripted for TrackChase {
    type Expect = TrackExpect;
    const FIELDS: &'static [Field<Self>] = FIELDS;
    const VIEW: View<Self> = (view::text, view::json);
}

/// `distance` to `to`, or to the nearest opponent still running.
fn check_distance(
    state: &TrackChase,
    who: Option<Id>,
    expect: &Value,
    wrong: &mut Vec<String>,
) -> Result<(), String> {
    let (Some(id), Some(distance)) = (who, expect["distance"].as_u64()) else {
        return Ok(());
    };
    let name = &state.participant(id).name;
    let spaces = count(distance, "space");
    if let Some(to) = expect["to"].as_str() {
        let other = find(state, to)?;
        let found = state.distance(id, other);
        if u64::from(found) != distance {
            let other = &state.participant(other).name;
            wrong.push(format!(
                "expected {name} {spaces} from {other}, found {found}"
            ));
        }
        return Ok(());
    }
    match state.nearest_opponent(id) {
        Some(found) if u64::from(found) == distance => {}
        Some(found) => wrong.push(format!(
            "expected {name} {spaces} from the nearest opponent, found {found}"
        )),
        None => wrong.push(format!(
            "expected {name} {spaces} from the nearest opponent, found no opponent still running"
        )),
    }
    Ok(())
}

/// "on foot", or the mount's or vehicle's name.
pub fn ride_name(ride: &Ride) -> &str {
    match ride {
        Ride::OnFoot => "on foot",
        Ride::Mount { name, .. } | Ride::Vehicle { name, .. } => name,
    }
}

/// A participant by name (any case), or the rules' own words for a name that is not in the chase.
fn find(state: &TrackChase, name: &str) -> Result<Id, String> {
    state
        .find(name)
        .ok_or_else(|| state.unknown(name).to_string())
}

pub fn phase_word(phase: Phase) -> &'static str {
    match phase {
        Phase::Starting => "starting",
        Phase::Running => "running",
        Phase::Over => "over",
    }
}
