//! Scripts for position-clocks chases: the fields an `Expect` step checks, and the state shown
//! when a script ends ([`view`]).

pub(crate) mod view;

use crate::script::expect::{Field, How, chasewide, outcome, phase, round, turn};
use crate::script::layout::count;
use crate::script::{Scripted, View};
use crate::systems::clocks::rules::{ClockChase, Id, Phase, Relative, Status};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// `Expect(who: "Ann", filled: 3, path: "Streets", status: "running", to: "Hound", spaces: 2,
/// round: 2, timer: 1)`: every field is optional; the fields from `filled` to `spaces` are about
/// `who`. An unknown field is a syntax error, so a typo cannot pass silently.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct ClocksExpect {
    /// The participant the next fields are about.
    pub who: Option<String>,
    /// Segments of its clock filled (its ride's, while aboard).
    pub filled: Option<u32>,
    /// The name of the path it is on.
    pub path: Option<String>,
    /// running, filled or caught.
    pub status: Option<String>,
    pub hidden: Option<bool>,
    /// The vehicle or mount it is aboard, or "nobody".
    pub aboard: Option<String>,
    /// Weak successes it has paid for (1 Stress or 1 Tension each).
    pub detriments: Option<u32>,
    /// Whether it has advantage on its next check to pass an obstacle it overshot.
    pub advantage: Option<bool>,
    /// The participant `spaces` is measured to.
    pub to: Option<String>,
    /// "Relative Position": spaces between `who` and `to` (1 is adjacent).
    pub spaces: Option<u32>,
    /// The round being played (0 before the turn order is set).
    pub round: Option<u32>,
    /// Whose turn it is, or "nobody".
    pub turn: Option<String>,
    /// ordering, running or over.
    pub phase: Option<String>,
    /// Words the outcome contains (any case): "got away", "caught", "goes on".
    pub outcome: Option<String>,
    /// Segments of the timer filled.
    pub timer: Option<u32>,
    /// The runners who filled their clocks, first first: a race's places.
    pub places: Option<Vec<String>>,
    /// The turn order, fixed for the chase.
    pub order: Option<Vec<String>>,
}

const STATUSES: [&str; 3] = ["running", "filled", "caught"];

chasewide!(ClockChase, Id, ["ordering", "running", "over"]);

/// The fields of an expectation, each compared with the participant's or the chase's figure in
/// the script's view ([`view::json`]).
const FIELDS: &[Field<ClockChase>] = &[
    Field::who(
        "filled",
        "{} segment{s} filled",
        "expected {who} with {wanted}/{.segments} filled, found {found}",
    ),
    Field::who("path", "on {}", "expected {who} on {wanted}, found {found}").how(How::Text),
    Field::who("status", "", "expected {who} to be {wanted}, found {found}")
        .words(&STATUSES, "status")
        .line(
            |expect| match expect["status"].as_str().unwrap_or_default() {
                status if status.trim() == "filled" => "its clock filled".to_string(),
                status => status.to_string(),
            },
        ),
    Field::who("hidden", "{}", "expected {who} {wanted}, found {found}")
        .flags("hidden", "not hidden"),
    Field::who(
        "aboard",
        "aboard {}",
        "expected {who} aboard {wanted}, found {found}",
    )
    .how(How::Name),
    Field::who(
        "detriments",
        "{} detriment{s}",
        "expected {who} with {wanted} detriment{s}, found {found}",
    ),
    Field::who(
        "advantage",
        "{}",
        "expected {who} to have {wanted} against an obstacle, found {found}",
    )
    .flags("advantage", "no advantage")
    // While aboard, the ride's.
    .figure(|state, who| {
        let mover = who.map(|id| state.participant(state.mover(id)));
        mover.is_some_and(|p| p.advantage_on.is_some()).into()
    }),
    Field::who("to", "", "")
        .unsaid()
        .own(|_, _, expect, _| together(expect)),
    Field::who("spaces", "", "")
        .line(|expect| {
            let to = expect["to"].as_str().unwrap_or("?");
            let spaces = expect["spaces"].as_u64().unwrap_or_default();
            format!("{} from {to}", count(spaces, "space"))
        })
        .own(check_spaces),
    round(),
    turn(),
    phase(),
    Field::chase(
        "timer",
        "timer {}",
        "expected the timer at {wanted}, found {found}",
    )
    .key("timer.filled")
    .none("no timer in this chase"),
    Field::chase(
        "places",
        "places {}",
        "expected the places {wanted}, found {found}",
    )
    .how(How::Names),
    Field::chase(
        "order",
        "order {}",
        "expected the turn order {wanted}, found {found}",
    )
    .how(How::Names),
    outcome(),
];

impl Scripted for ClockChase {
    type Expect = ClocksExpect;
    const FIELDS: &'static [Field<Self>] = FIELDS;
    const VIEW: View<Self> = (view::text, view::json);
}

/// `to` and `spaces` are given together or not at all.
fn together(expect: &Value) -> Result<(), String> {
    if expect["to"].is_null() || expect["spaces"].is_null() {
        return Err(
            "'to' and 'spaces' go together: the spaces between who and to, e.g. to: \
             \"Hound\", spaces: 2 (1 is adjacent)"
                .to_string(),
        );
    }
    Ok(())
}

/// "Relative Position": the spaces between `who` and `to`.
fn check_spaces(
    state: &ClockChase,
    who: Option<Id>,
    expect: &Value,
    wrong: &mut Vec<String>,
) -> Result<(), String> {
    together(expect)?;
    let (Some(id), Some(spaces), Some(to)) =
        (who, expect["spaces"].as_u64(), expect["to"].as_str())
    else {
        return Ok(());
    };
    let other = find(state, to)?;
    let (name, other_name) = (&state.participant(id).name, &state.participant(other).name);
    let wanted = spaces;
    let spaces = count(spaces, "space");
    match state.relative(id, other) {
        Relative::Spaces(found) if u64::from(found) == wanted => {}
        Relative::Spaces(found) => wrong.push(format!(
            "expected {name} {spaces} from {other_name}, found {found}"
        )),
        Relative::OtherPaths => wrong.push(format!(
            "expected {name} {spaces} from {other_name}, found them on different paths"
        )),
    }
    Ok(())
}

/// A participant by name (any case), or the rules' own words for a name that is not in the chase.
fn find(state: &ClockChase, name: &str) -> Result<Id, String> {
    state.find(name).ok_or_else(|| {
        crate::systems::clocks::rules::ClocksError::UnknownParticipant {
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

pub fn status_word(status: Status) -> &'static str {
    match status {
        Status::Running => "running",
        Status::Filled => "filled",
        Status::Caught { .. } => "caught",
    }
}

pub fn phase_word(phase: Phase) -> &'static str {
    match phase {
        Phase::Ordering => "ordering",
        Phase::Running => "running",
        Phase::Over => "over",
    }
}
