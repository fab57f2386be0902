//! Scripts for GURPS Action chases: the fields an `Expect` step checks, and the state shown when
//! a script ends ([`view`]).

pub(crate) mod view;

use crate::script::expect::{Chasewide, Field, How, outcome, phase, round, turn};
use crate::script::{Scripted, View};
use crate::systems::gurps::rules::{
    Band, GurpsChase, Id, Maneuver, Person, Side, Stage, assistance_penalty, legal,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// `Expect(band: Close, quarry: "Vince", who: "Agent", hp: 9, status: "in", round: 2)`: every
/// field optional; `hp`, `status`, `close_call` and `aboard` are about `who`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct GurpsExpect {
    pub who: Option<String>,
    /// Hit points left.
    pub hp: Option<i32>,
    /// "in", "wrecked", "down", "fell off", "left behind" or "grappled".
    pub status: Option<String>,
    /// A close call last round (Emergency Action or Stop now).
    pub close_call: Option<bool>,
    /// The vehicle aboard, or "on foot".
    pub aboard: Option<String>,
    /// Stunned: -4 on his next Chase Roll.
    pub stunned: Option<bool>,
    /// The range band.
    pub band: Option<Band>,
    /// The quarry's leader.
    pub quarry: Option<String>,
    /// A vehicle's hit points: `vehicle: "HMMWV", vehicle_hp: 60`.
    pub vehicle: Option<String>,
    pub vehicle_hp: Option<i32>,
    /// Accidents so far.
    pub accidents: Option<u32>,
    pub round: Option<u32>,
    /// "Collateral Damage": the accidents' penalty to Assistance Rolls (0, -1, -2, -3 ...).
    pub assistance: Option<i32>,
    /// The maneuvers the side declaring now may choose (without a Lucky Break), in any order:
    /// `maneuvers: [EmergencyAction]`.
    pub maneuvers: Option<Vec<Maneuver>>,
    /// Modifiers the quarry's last Chase Roll must hold, each as the log names it:
    /// `quarry_roll: [("Emergency Action", -5), ("stunned", -4)]`.
    pub quarry_roll: Option<Vec<(String, i32)>>,
    /// The same for the pursuer's last Chase Roll.
    pub pursuer_roll: Option<Vec<(String, i32)>>,
    /// Whose step it is (the leader the step waits for), or "nobody".
    pub turn: Option<String>,
    /// The step: quarry declares, pursuer declares, pursuer resolves, quarry resolves, contest,
    /// shift, over.
    pub phase: Option<String>,
    pub outcome: Option<String>,
}

const PHASES: [&str; 7] = [
    "quarry declares",
    "pursuer declares",
    "pursuer resolves",
    "quarry resolves",
    "contest",
    "shift",
    "over",
];

const STATUSES: [&str; 6] = [
    "in",
    "wrecked",
    "down",
    "fell off",
    "left behind",
    "grappled",
];

/// The step in the words `phase` takes.
pub fn phase_word(step: Stage) -> &'static str {
    match step {
        Stage::QuarryDeclares => PHASES[0],
        Stage::PursuerDeclares => PHASES[1],
        Stage::PursuerResolves => PHASES[2],
        Stage::QuarryResolves => PHASES[3],
        Stage::Contest => PHASES[4],
        Stage::Shift => PHASES[5],
        Stage::Over => PHASES[6],
    }
}

impl Chasewide for GurpsChase {
    type Id = Id;
    const PHASES: &'static [&'static str] = &PHASES;

    fn round_now(&self) -> u32 {
        self.round
    }
    fn turn_now(&self) -> Option<Id> {
        self.step_leader()
    }
    fn phase_now(&self) -> &'static str {
        phase_word(self.step)
    }
    fn named(&self, name: &str) -> Result<Id, String> {
        self.find(name)
            .ok_or_else(|| self.unknown(name).to_string())
    }
    fn name_of(&self, id: Id) -> &str {
        &self.person(id).name
    }
    fn example_name(&self) -> Option<&str> {
        self.people.first().map(|p| p.name.as_str())
    }
}

/// The fields of an expectation, each compared with the person's or the chase's figure in the
/// script's view ([`view::json`]), or with the state where the view does not show it.
const FIELDS: &[Field<GurpsChase>] = &[
    Field::who(
        "hp",
        "HP {}",
        "expected {who} at HP {wanted}, found {found}",
    ),
    Field::who("status", "{}", "expected {who} {wanted}, found {found}").words(&STATUSES, "status"),
    Field::who(
        "close_call",
        "{}",
        "expected {who} with {wanted}, found {found}",
    )
    .flags("a close call", "no close call")
    .figure(|state, who| {
        let p = person(state, who);
        p.is_some_and(|p| p.close_call.is_some_and(|r| r + 1 >= state.round))
            .into()
    }),
    Field::who(
        "aboard",
        "{}",
        "expected {who} aboard {wanted}, found {found}",
    )
    .how(How::Text)
    .figure(|state, who| {
        let aboard = person(state, who).and_then(|p| p.aboard);
        aboard
            .map_or("on foot", |v| state.vehicle(v).name.as_str())
            .into()
    }),
    Field::who("stunned", "{}", "expected {who} {wanted}, found {found}")
        .flags("stunned", "not stunned")
        .figure(|state, who| {
            person(state, who)
                .is_some_and(|p| p.stunned && p.out.is_none())
                .into()
        }),
    round(),
    turn(),
    phase(),
    outcome(),
    Field::chase("band", "{} range", "expected {wanted} range, found {found}"),
    Field::chase("quarry", "{} the quarry", "").own(|state, _, expect, wrong| {
        let id = state.named(expect["quarry"].as_str().unwrap_or_default())?;
        let leader = state.parties[state.party_of(Side::Quarry)].leader;
        if state.person(id).party != state.quarry {
            wrong.push(format!(
                "expected {} on the quarry's side, found {} leading the quarry",
                state.person(id).name,
                state.person(leader).name
            ));
        }
        Ok(())
    }),
    Field::chase("vehicle", "", "")
        .line(|expect| {
            let vehicle = expect["vehicle"].as_str().unwrap_or_default();
            format!("{vehicle} at HP {}", expect["vehicle_hp"])
        })
        .own(check_vehicle),
    Field::chase("vehicle_hp", "", "").unsaid().own(
        |state, who, expect, wrong| match expect["vehicle"] {
            // `vehicle` checks both.
            Value::Null => check_vehicle(state, who, expect, wrong),
            _ => Ok(()),
        },
    ),
    Field::chase(
        "accidents",
        "{} accidents",
        "expected {wanted} accidents, found {found}",
    ),
    Field::chase(
        "assistance",
        "{} to Assistance Rolls",
        "expected {wanted} to Assistance Rolls, found {found}",
    )
    .figure(|state, _| assistance_penalty(state.accidents).into()),
    Field::chase("maneuvers", "", "")
        .line(|expect| format!("may declare {}", maneuver_list(&maneuvers(expect))))
        .own(check_maneuvers),
    Field::chase("quarry_roll", "", "")
        .line(|expect| roll_line(expect, Side::Quarry))
        .own(|state, _, expect, wrong| check_roll(state, expect, Side::Quarry, wrong)),
    Field::chase("pursuer_roll", "", "")
        .line(|expect| roll_line(expect, Side::Pursuer))
        .own(|state, _, expect, wrong| check_roll(state, expect, Side::Pursuer, wrong)),
];

impl Scripted for GurpsChase {
    type Expect = GurpsExpect;
    const FIELDS: &'static [Field<Self>] = FIELDS;
    const VIEW: View<Self> = (view::text, view::json);
}

fn person(state: &GurpsChase, who: Option<Id>) -> Option<&Person> {
    who.map(|id| state.person(id))
}

/// A vehicle's hit points: `vehicle` and `vehicle_hp` together.
fn check_vehicle(
    state: &GurpsChase,
    _: Option<Id>,
    expect: &Value,
    wrong: &mut Vec<String>,
) -> Result<(), String> {
    let (Some(name), Some(hp)) = (expect["vehicle"].as_str(), expect["vehicle_hp"].as_i64()) else {
        return Err("give both: vehicle: \"HMMWV\", vehicle_hp: 60".to_string());
    };
    let v = state
        .find_vehicle(name)
        .ok_or_else(|| state.unknown(name).to_string())?;
    let vehicle = state.vehicle(v);
    if i64::from(vehicle.hp) != hp {
        wrong.push(format!(
            "expected {} at HP {hp}, found {}",
            vehicle.name, vehicle.hp
        ));
    }
    Ok(())
}

fn maneuvers(expect: &Value) -> Vec<Maneuver> {
    serde_json::from_value(expect["maneuvers"].clone()).unwrap_or_default()
}

/// The maneuvers the side declaring now may choose.
fn check_maneuvers(
    state: &GurpsChase,
    _: Option<Id>,
    expect: &Value,
    wrong: &mut Vec<String>,
) -> Result<(), String> {
    let Some(side) = state
        .step
        .role()
        .filter(|_| matches!(state.step, Stage::QuarryDeclares | Stage::PursuerDeclares))
    else {
        return Err("maneuvers: checks a declaring step (1 or 2); none is now".to_string());
    };
    let mut found = legal(state, side);
    let mut wanted = maneuvers(expect);
    let key = |m: &Maneuver| m.word();
    found.sort_by_key(key);
    wanted.sort_by_key(key);
    wanted.dedup();
    if found != wanted {
        wrong.push(format!(
            "expected the {} may declare {}, found {}",
            side.word(),
            maneuver_list(&wanted),
            maneuver_list(&found)
        ));
    }
    Ok(())
}

fn mods(expect: &Value, side: Side) -> Vec<(String, i32)> {
    let field = format!("{}_roll", side.word());
    serde_json::from_value(expect[field.as_str()].clone()).unwrap_or_default()
}

/// "the quarry's Chase Roll with Emergency Action -5".
fn roll_line(expect: &Value, side: Side) -> String {
    format!(
        "the {}'s Chase Roll with {}",
        side.word(),
        mod_list(&mods(expect, side))
    )
}

/// Modifiers a side's last Chase Roll must hold, each as the log names it.
fn check_roll(
    state: &GurpsChase,
    expect: &Value,
    side: Side,
    wrong: &mut Vec<String>,
) -> Result<(), String> {
    let Some(contest) = &state.contest else {
        return Err("no Chase Roll has been made yet".to_string());
    };
    let party = state.party_of(side);
    let roll = [&contest.quarry, &contest.pursuer]
        .into_iter()
        .find(|r| r.party == party)
        .unwrap_or(&contest.quarry);
    for (why, value) in mods(expect, side) {
        if !roll
            .mods
            .iter()
            .any(|m| m.why.eq_ignore_ascii_case(why.trim()) && m.value == value)
        {
            let found: Vec<(String, i32)> = roll
                .mods
                .iter()
                .map(|m| (m.why.to_string(), m.value))
                .collect();
            wrong.push(format!(
                "expected the {}'s Chase Roll with {}, found {}",
                side.word(),
                mod_list(&[(why.clone(), value)]),
                if found.is_empty() {
                    "no modifiers".to_string()
                } else {
                    mod_list(&found)
                }
            ));
        }
    }
    Ok(())
}

/// "Move, Emergency Action".
fn maneuver_list(maneuvers: &[Maneuver]) -> String {
    if maneuvers.is_empty() {
        return "nothing".to_string();
    }
    maneuvers
        .iter()
        .map(|m| m.word())
        .collect::<Vec<_>>()
        .join(", ")
}

/// "Emergency Action -5, stunned -4".
fn mod_list(mods: &[(String, i32)]) -> String {
    mods.iter()
        .map(|(why, value)| format!("{} {value:+}", why.trim()))
        .collect::<Vec<_>>()
        .join(", ")
}
