//! Scripts for GURPS Action chases: the fields an `Expect` step checks, and the state shown when
//! a script ends ([`view`]).

mod view;

use crate::cli::script::expect::{ChaseFields, Chasewide, describe};
use crate::cli::script::layout::known_word;
use crate::cli::script::{CheckAbout, Checked, Scripted, View};
use crate::systems::gurps::rules::{Band, GurpsChase, Id, Side, Stage};
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
    const ABOUT_SOMEONE: &'static [&'static str] = &["hp", "status", "close_call", "aboard"];

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
        Ok(())
    }

    const CHECK_ABOUT: CheckAbout<Self> = about;
    const VIEW: View<Self> = (view::text, view::json);
}
