//! Scripts for chase-track chases: the fields an `Expect` step checks, and the state shown when a
//! script ends ([`view`]).

pub(crate) mod view;

use crate::script::expect::{ChaseFields, chasewide, describe};
use crate::script::layout::{count, known_word};
use crate::script::{CheckAbout, Checked, Scripted, View};
use crate::systems::track::rules::{Environment, Id, Phase, Ride, TrackChase};
use serde::{Deserialize, Serialize};

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

/// The fields of an expectation that are about one participant, `id`, named `name`.
fn about(
    state: &TrackChase,
    id: Id,
    name: &str,
    expect: &TrackExpect,
    wrong: &mut Vec<String>,
) -> Checked {
    let p = state.participant(id);
    if let Some(space) = expect.space
        && space != p.space
    {
        wrong.push(format!(
            "expected {name} on space {space}, found {}",
            p.space
        ));
    }
    match (expect.distance, &expect.to) {
        (None, Some(_)) => {
            return Err(
                "'to' names whom a distance is measured to: give the distance too, e.g. \
                 distance: 3"
                    .to_string(),
            );
        }
        (Some(distance), Some(to)) => {
            let other = find(state, to)?;
            let found = state.distance(id, other);
            if found != distance {
                wrong.push(format!(
                    "expected {name} {} from {}, found {found}",
                    count(distance, "space"),
                    state.participant(other).name
                ));
            }
        }
        (Some(distance), None) => match state.nearest_opponent(id) {
            Some(found) if found == distance => {}
            Some(found) => wrong.push(format!(
                "expected {name} {} from the nearest opponent, found {found}",
                count(distance, "space")
            )),
            None => wrong.push(format!(
                "expected {name} {} from the nearest opponent, found no opponent still running",
                count(distance, "space")
            )),
        },
        (None, None) => {}
    }
    if let Some(cn) = expect.exertion_cn {
        let found = state.exertion_cn(id);
        if cn != found {
            wrong.push(format!(
                "expected {name}'s next exertion at CN {cn}, found CN {found}"
            ));
        }
    }
    if let Some(status) = &expect.status {
        let wanted = known_word(status, &STATUSES, "status")?;
        let found = p.status.word();
        if wanted != found {
            wrong.push(format!("expected {name} to be {wanted}, found {found}"));
        }
    }
    if let Some(fast_lane) = expect.fast_lane {
        let found = p.fast_lane_from.is_some();
        if fast_lane != found {
            let has = |yes: bool| if yes { "the fast lane" } else { "no fast lane" };
            wrong.push(format!(
                "expected {name} to have {}, found {}",
                has(fast_lane),
                has(found)
            ));
        }
    }
    if let Some(hp) = expect.hp {
        match p.hp {
            Some(found) if found == hp => {}
            Some(found) => wrong.push(format!("expected {name} to have HP {hp}, found {found}")),
            None => wrong.push(format!(
                "expected {name} to have HP {hp}, found no hit points tracked (give hp in the setup)"
            )),
        }
    }
    if let Some(obstacles) = expect.obstacles {
        let found = state.obstacles_against(p.side, p.space);
        if obstacles != found {
            wrong.push(format!(
                "expected {} hindering {name} on space {}, found {found}",
                count(obstacles, "obstacle"),
                p.space
            ));
        }
    }
    if let Some(complications) = expect.complications
        && complications != p.complications.len()
    {
        wrong.push(format!(
            "expected {name} to have taken {}, found {}",
            count(complications as u64, "complication"),
            p.complications.len()
        ));
    }
    if let Some(ride) = &expect.ride {
        let found = ride_name(&p.ride);
        if !ride.trim().eq_ignore_ascii_case(found) {
            wrong.push(format!("expected {name} {}, found {found}", riding(ride)));
        }
    }
    Ok(())
}

impl Scripted for TrackChase {
    type Expect = TrackExpect;
    const ABOUT_SOMEONE: &'static [&'static str] = &[
        "space",
        "distance",
        "to",
        "exertion_cn",
        "status",
        "fast_lane",
        "hp",
        "obstacles",
        "complications",
        "ride",
    ];

    fn describe(expect: &TrackExpect) -> String {
        let mut about = Vec::new();
        if let Some(space) = expect.space {
            about.push(format!("space {space}"));
        }
        if let Some(distance) = expect.distance {
            let to = expect.to.as_deref().unwrap_or("the nearest opponent");
            about.push(format!("{} from {to}", count(distance, "space")));
        }
        if let Some(cn) = expect.exertion_cn {
            about.push(format!("exertion CN {cn}"));
        }
        if let Some(status) = &expect.status {
            about.push(status.clone());
        }
        if let Some(fast_lane) = expect.fast_lane {
            about.push(
                if fast_lane {
                    "fast lane"
                } else {
                    "no fast lane"
                }
                .to_string(),
            );
        }
        if let Some(hp) = expect.hp {
            about.push(format!("HP {hp}"));
        }
        if let Some(obstacles) = expect.obstacles {
            about.push(format!("{} on its space", count(obstacles, "obstacle")));
        }
        if let Some(complications) = expect.complications {
            about.push(count(complications as u64, "complication"));
        }
        if let Some(ride) = &expect.ride {
            about.push(ride.clone());
        }
        let fields = ChaseFields::of(expect);
        let mut chase = fields.describe::<TrackChase>();
        chase.extend(fields.describe_outcome());
        if let Some(environment) = expect.environment {
            chase.push(environment.words().to_string());
        }
        describe(expect.who.as_deref(), &about, &chase)
    }

    fn check_chase(&self, expect: &TrackExpect, wrong: &mut Vec<String>) -> Result<(), String> {
        if let Some(environment) = expect.environment
            && environment != self.environment
        {
            wrong.push(format!(
                "expected the chase in {}, found {}",
                environment.words(),
                self.environment.words()
            ));
        }
        Ok(())
    }

    const CHECK_ABOUT: CheckAbout<Self> = about;
    const VIEW: View<Self> = (view::text, view::json);
}

/// "on foot", or the mount's or vehicle's name.
pub fn ride_name(ride: &Ride) -> &str {
    match ride {
        Ride::OnFoot => "on foot",
        Ride::Mount { name, .. } | Ride::Vehicle { name, .. } => name,
    }
}

fn riding(ride: &str) -> String {
    if ride.trim().eq_ignore_ascii_case("on foot") {
        "on foot".to_string()
    } else {
        format!("riding {}", ride.trim())
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
