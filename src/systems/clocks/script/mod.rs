//! Scripts for position-clocks chases: the fields an `Expect` step checks, and the state shown
//! when a script ends ([`view`]).

pub(crate) mod view;

use crate::script::expect::{ChaseFields, chasewide, describe};
use crate::script::layout::{count, is_nobody, known_word};
use crate::script::{CheckAbout, Checked, Scripted, View};
use crate::systems::clocks::rules::{ClockChase, Id, Phase, Relative, Status};
use serde::{Deserialize, Serialize};

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

/// The fields of an expectation that are about one participant, `id`, named `name`.
fn about(
    state: &ClockChase,
    id: Id,
    name: &str,
    expect: &ClocksExpect,
    wrong: &mut Vec<String>,
) -> Checked {
    let p = state.participant(id);
    if let Some(filled) = expect.filled {
        let found = state.filled(id);
        if filled != found {
            wrong.push(format!(
                "expected {name} with {filled}/{} filled, found {found}",
                state.segments
            ));
        }
    }
    if let Some(path) = &expect.path {
        let found = &state.paths[usize::from(state.path_of(id))].name;
        if !path.trim().eq_ignore_ascii_case(found) {
            wrong.push(format!("expected {name} on {}, found {found}", path.trim()));
        }
    }
    if let Some(status) = &expect.status {
        let wanted = known_word(status, &STATUSES, "status")?;
        let found = status_word(p.status);
        if wanted != found {
            wrong.push(format!("expected {name} to be {wanted}, found {found}"));
        }
    }
    if let Some(hidden) = expect.hidden
        && hidden != p.hidden
    {
        let word = |h: bool| if h { "hidden" } else { "not hidden" };
        wrong.push(format!(
            "expected {name} {}, found {}",
            word(hidden),
            word(p.hidden)
        ));
    }
    if let Some(aboard) = &expect.aboard {
        let wanted = if is_nobody(aboard) {
            None
        } else {
            Some(find(state, aboard)?)
        };
        if wanted != p.aboard {
            let word = |ride: Option<Id>| match ride {
                Some(ride) => format!("aboard {}", state.participant(ride).name),
                None => "aboard nothing".to_string(),
            };
            wrong.push(format!(
                "expected {name} {}, found {}",
                word(wanted),
                word(p.aboard)
            ));
        }
    }
    if let Some(detriments) = expect.detriments
        && detriments != p.detriments
    {
        wrong.push(format!(
            "expected {name} with {}, found {}",
            count(detriments, "detriment"),
            p.detriments
        ));
    }
    if let Some(advantage) = expect.advantage {
        let found = state.participant(state.mover(id)).advantage_on.is_some();
        if advantage != found {
            let word = |a: bool| if a { "advantage" } else { "no advantage" };
            wrong.push(format!(
                "expected {name} to have {} against an obstacle, found {}",
                word(advantage),
                word(found)
            ));
        }
    }
    match (expect.spaces, &expect.to) {
        (Some(_), None) | (None, Some(_)) => {
            return Err(
                "'to' and 'spaces' go together: the spaces between who and to, e.g. to: \
                 \"Hound\", spaces: 2 (1 is adjacent)"
                    .to_string(),
            );
        }
        (Some(spaces), Some(to)) => {
            let other = find(state, to)?;
            let other_name = &state.participant(other).name;
            match state.relative(id, other) {
                Relative::Spaces(found) if found == spaces => {}
                Relative::Spaces(found) => wrong.push(format!(
                    "expected {name} {} from {other_name}, found {found}",
                    count(spaces, "space")
                )),
                Relative::OtherPaths => wrong.push(format!(
                    "expected {name} {} from {other_name}, found them on different paths",
                    count(spaces, "space")
                )),
            }
        }
        (None, None) => {}
    }
    Ok(())
}

impl Scripted for ClockChase {
    type Expect = ClocksExpect;
    const ABOUT_SOMEONE: &'static [&'static str] = &[
        "filled",
        "path",
        "status",
        "hidden",
        "aboard",
        "detriments",
        "advantage",
        "to",
        "spaces",
    ];

    fn describe(expect: &ClocksExpect) -> String {
        let mut about = Vec::new();
        if let Some(filled) = expect.filled {
            about.push(format!("{} filled", count(filled, "segment")));
        }
        if let Some(path) = &expect.path {
            about.push(format!("on {path}"));
        }
        if let Some(status) = &expect.status {
            about.push(match status.trim() {
                "filled" => "its clock filled".to_string(),
                other => other.to_string(),
            });
        }
        if let Some(hidden) = expect.hidden {
            about.push(if hidden { "hidden" } else { "not hidden" }.to_string());
        }
        if let Some(aboard) = &expect.aboard {
            about.push(format!("aboard {aboard}"));
        }
        if let Some(detriments) = expect.detriments {
            about.push(count(detriments, "detriment"));
        }
        if let Some(advantage) = expect.advantage {
            about.push(
                if advantage {
                    "advantage"
                } else {
                    "no advantage"
                }
                .to_string(),
            );
        }
        if let Some(spaces) = expect.spaces {
            let to = expect.to.as_deref().unwrap_or("?");
            about.push(format!("{} from {to}", count(spaces, "space")));
        }
        let fields = ChaseFields::of(expect);
        let mut chase = fields.describe::<ClockChase>();
        if let Some(timer) = expect.timer {
            chase.push(format!("timer {timer}"));
        }
        if let Some(places) = &expect.places {
            chase.push(format!("places {}", places.join(", ")));
        }
        if let Some(order) = &expect.order {
            chase.push(format!("order {}", order.join(", ")));
        }
        chase.extend(fields.describe_outcome());
        describe(expect.who.as_deref(), &about, &chase)
    }

    fn check_chase(&self, expect: &ClocksExpect, wrong: &mut Vec<String>) -> Result<(), String> {
        if let Some(timer) = expect.timer {
            match &self.timer {
                Some(t) if t.filled == timer => {}
                Some(t) => wrong.push(format!(
                    "expected the timer '{}' at {timer}, found {}/{}",
                    t.name, t.filled, t.segments
                )),
                None => wrong.push(format!(
                    "expected the timer at {timer}, found no timer in this chase"
                )),
            }
        }
        if let Some(places) = &expect.places {
            let wanted = names_to_ids(self, places)?;
            let found = self.places();
            if wanted != found {
                wrong.push(format!(
                    "expected the places {}, found {}",
                    listed(self, &wanted),
                    listed(self, &found)
                ));
            }
        }
        if let Some(order) = &expect.order {
            let wanted = names_to_ids(self, order)?;
            if wanted != self.turn.order {
                wrong.push(format!(
                    "expected the turn order {}, found {}",
                    listed(self, &wanted),
                    listed(self, &self.turn.order)
                ));
            }
        }
        Ok(())
    }

    const CHECK_ABOUT: CheckAbout<Self> = about;
    const VIEW: View<Self> = (view::text, view::json);
}

fn names_to_ids(state: &ClockChase, names: &[String]) -> Result<Vec<Id>, String> {
    names.iter().map(|name| find(state, name)).collect()
}

/// "Ann, Bo" or "nobody".
fn listed(state: &ClockChase, ids: &[Id]) -> String {
    if ids.is_empty() {
        return "nobody".to_string();
    }
    ids.iter()
        .map(|id| state.participant(*id).name.as_str())
        .collect::<Vec<_>>()
        .join(", ")
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
