//! Scripts for GURPS Action chases: the fields an `Expect` step checks, and the state shown when
//! a script ends ([`view`]).

pub(crate) mod view;

use crate::script::expect::{ChaseFields, Chasewide, describe};
use crate::script::layout::known_word;
use crate::script::{CheckAbout, Checked, Scripted, View};
use crate::systems::gurps::rules::{
    Band, GurpsChase, Id, Maneuver, Side, Stage, assistance_penalty, legal,
};
use serde::{Deserialize, Serialize};

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

fn about(
    state: &GurpsChase,
    id: Id,
    name: &str,
    expect: &GurpsExpect,
    wrong: &mut Vec<String>,
) -> Checked {
    let p = state.person(id);
    if let Some(hp) = expect.hp
        && hp != p.hp
    {
        wrong.push(format!("expected {name} at HP {hp}, found {}", p.hp));
    }
    if let Some(status) = &expect.status {
        let wanted = known_word(status, &STATUSES, "status")?;
        let found = p.out.map_or("in", |o| o.word());
        if wanted != found {
            wrong.push(format!("expected {name} {wanted}, found {found}"));
        }
    }
    if let Some(close_call) = expect.close_call {
        let found = p.close_call.is_some_and(|r| r + 1 >= state.round);
        if close_call != found {
            wrong.push(format!(
                "expected {name} {}with a close call",
                if close_call { "" } else { "without " }
            ));
        }
    }
    if let Some(stunned) = expect.stunned
        && stunned != (p.stunned && p.out.is_none())
    {
        wrong.push(format!(
            "expected {name} {}stunned",
            if stunned { "" } else { "not " }
        ));
    }
    if let Some(aboard) = &expect.aboard {
        let found = p
            .aboard
            .map_or("on foot", |v| state.vehicle(v).name.as_str());
        if !aboard.trim().eq_ignore_ascii_case(found) {
            wrong.push(format!(
                "expected {name} aboard {}, found {found}",
                aboard.trim()
            ));
        }
    }
    Ok(())
}

impl Scripted for GurpsChase {
    type Expect = GurpsExpect;
    const ABOUT_SOMEONE: &'static [&'static str] =
        &["hp", "status", "close_call", "aboard", "stunned"];

    fn describe(expect: &GurpsExpect) -> String {
        let mut about = Vec::new();
        if let Some(hp) = expect.hp {
            about.push(format!("HP {hp}"));
        }
        if let Some(status) = &expect.status {
            about.push(status.clone());
        }
        if let Some(close_call) = expect.close_call {
            about.push(
                if close_call {
                    "a close call"
                } else {
                    "no close call"
                }
                .to_string(),
            );
        }
        if let Some(aboard) = &expect.aboard {
            about.push(aboard.clone());
        }
        if let Some(stunned) = expect.stunned {
            about.push(if stunned { "stunned" } else { "not stunned" }.to_string());
        }
        let fields = ChaseFields::of(expect);
        let mut chase = fields.describe::<GurpsChase>();
        chase.extend(fields.describe_outcome());
        if let Some(band) = expect.band {
            chase.push(format!("{} range", band.word()));
        }
        if let Some(quarry) = &expect.quarry {
            chase.push(format!("{quarry} the quarry"));
        }
        if let (Some(vehicle), Some(hp)) = (&expect.vehicle, expect.vehicle_hp) {
            chase.push(format!("{vehicle} at HP {hp}"));
        }
        if let Some(accidents) = expect.accidents {
            chase.push(format!("{accidents} accidents"));
        }
        if let Some(assistance) = expect.assistance {
            chase.push(format!("{assistance} to Assistance Rolls"));
        }
        if let Some(maneuvers) = &expect.maneuvers {
            chase.push(format!("may declare {}", maneuver_list(maneuvers)));
        }
        for (side, mods) in [
            ("quarry", &expect.quarry_roll),
            ("pursuer", &expect.pursuer_roll),
        ] {
            if let Some(mods) = mods {
                chase.push(format!("the {side}'s Chase Roll with {}", mod_list(mods)));
            }
        }
        describe(expect.who.as_deref(), &about, &chase)
    }

    fn check_chase(&self, expect: &GurpsExpect, wrong: &mut Vec<String>) -> Result<(), String> {
        if let Some(band) = expect.band
            && band != self.band
        {
            wrong.push(format!(
                "expected {} range, found {}",
                band.word(),
                self.band.word()
            ));
        }
        if let Some(quarry) = &expect.quarry {
            let id = self.named(quarry)?;
            let leader = self.parties[self.party_of(Side::Quarry)].leader;
            if self.person(id).party != self.quarry {
                wrong.push(format!(
                    "expected {} on the quarry's side, found {} leading the quarry",
                    self.person(id).name,
                    self.person(leader).name
                ));
            }
        }
        match (&expect.vehicle, expect.vehicle_hp) {
            (Some(name), Some(hp)) => {
                let v = self
                    .find_vehicle(name)
                    .ok_or_else(|| self.unknown(name).to_string())?;
                if self.vehicle(v).hp != hp {
                    wrong.push(format!(
                        "expected {} at HP {hp}, found {}",
                        self.vehicle(v).name,
                        self.vehicle(v).hp
                    ));
                }
            }
            (None, None) => {}
            _ => return Err("give both: vehicle: \"HMMWV\", vehicle_hp: 60".to_string()),
        }
        if let Some(accidents) = expect.accidents
            && accidents != self.accidents
        {
            wrong.push(format!(
                "expected {accidents} accidents, found {}",
                self.accidents
            ));
        }
        if let Some(assistance) = expect.assistance {
            let found = assistance_penalty(self.accidents);
            if assistance != found {
                wrong.push(format!(
                    "expected {assistance} to Assistance Rolls, found {found}"
                ));
            }
        }
        if let Some(maneuvers) = &expect.maneuvers {
            let Some(side) = self
                .step
                .role()
                .filter(|_| matches!(self.step, Stage::QuarryDeclares | Stage::PursuerDeclares))
            else {
                return Err("maneuvers: checks a declaring step (1 or 2); none is now".to_string());
            };
            let mut found = legal(self, side);
            let mut wanted = maneuvers.clone();
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
        }
        for (side, mods) in [
            (Side::Quarry, &expect.quarry_roll),
            (Side::Pursuer, &expect.pursuer_roll),
        ] {
            let Some(mods) = mods else { continue };
            let Some(contest) = &self.contest else {
                return Err("no Chase Roll has been made yet".to_string());
            };
            let party = self.party_of(side);
            let roll = [&contest.quarry, &contest.pursuer]
                .into_iter()
                .find(|r| r.party == party)
                .unwrap_or(&contest.quarry);
            for (why, value) in mods {
                if !roll
                    .mods
                    .iter()
                    .any(|m| m.why.eq_ignore_ascii_case(why.trim()) && m.value == *value)
                {
                    let found: Vec<(String, i32)> = roll
                        .mods
                        .iter()
                        .map(|m| (m.why.to_string(), m.value))
                        .collect();
                    wrong.push(format!(
                        "expected the {}'s Chase Roll with {}, found {}",
                        side.word(),
                        mod_list(&[(why.clone(), *value)]),
                        if found.is_empty() {
                            "no modifiers".to_string()
                        } else {
                            mod_list(&found)
                        }
                    ));
                }
            }
        }
        Ok(())
    }

    const CHECK_ABOUT: CheckAbout<Self> = about;
    const VIEW: View<Self> = (view::text, view::json);
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
