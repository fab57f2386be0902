//! Scripts for Savage Worlds chases: the fields an `Expect` step checks, and the state shown when
//! a script ends ([`view`]).

pub(crate) mod view;

use crate::dice::{Card, CardSet};
use crate::script::expect::{Field, How, chasewide, outcome, phase, round, turn};
use crate::script::{Scripted, View};
use crate::systems::savage::rules::{Id, Phase, SavageChase, Status};
use serde::{Deserialize, Serialize};

/// `Expect(who: "Squire", kept: "JC", fatigue: 1, round: 1, turn: "Bandits", deck: 50)`: every
/// field is optional; the fields from `kept` to `control_roll` are about `who`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize, Serialize)]
#[serde(default, deny_unknown_fields)]
pub struct SavageExpect {
    pub who: Option<String>,
    /// The Action Card kept this round (`"JC"`, `"10H"`, `"Jk"`), or `"none"`.
    pub kept: Option<String>,
    /// How many cards it drew this round.
    pub cards: Option<usize>,
    /// Its maneuvering total this round.
    pub total: Option<i32>,
    pub wounds: Option<u32>,
    pub fatigue: Option<u32>,
    pub shaken: Option<bool>,
    /// How many of a group are left.
    pub count: Option<u32>,
    /// running, escaped, captured, stopped, withdrawn, incapacitated, out after a disaster.
    pub status: Option<String>,
    /// Hits its vehicle took for the GM to resolve.
    pub vehicle_hits: Option<u32>,
    /// Whether an Out of Control roll waits.
    pub control_roll: Option<bool>,
    /// Wounds of the vehicle the setup gives it.
    pub vehicle_wounds: Option<u32>,
    pub round: Option<u32>,
    pub turn: Option<String>,
    /// maneuvering, acting or over.
    pub phase: Option<String>,
    pub outcome: Option<String>,
    /// Cards left in the deck.
    pub deck: Option<u32>,
}

const STATUSES: [&str; 7] = [
    "running",
    "escaped",
    "captured",
    "stopped",
    "withdrawn",
    "incapacitated",
    "out after a disaster",
];

chasewide!(SavageChase, Id, ["maneuvering", "acting", "over"]);

/// The fields of an expectation, each compared with the participant's or the chase's figure in
/// the script's view ([`view::json`]).
const FIELDS: &[Field<SavageChase>] = &[
    Field::who("kept", "keeps {}", "").own(|state, who, expect, wrong| {
        let (Some(id), Some(kept)) = (who, expect["kept"].as_str()) else {
            return Ok(());
        };
        let wanted = if kept.trim().eq_ignore_ascii_case("none") {
            None
        } else {
            Some(Card::parse(kept, CardSet::full())?)
        };
        let found = state.hand(id).kept;
        if wanted != found {
            let show = |card: Option<Card>| card.map_or("no card".to_string(), |c| c.to_string());
            wrong.push(format!(
                "expected {} to keep {}, found {}",
                state.participant(id).name,
                show(wanted),
                show(found)
            ));
        }
        Ok(())
    }),
    Field::who(
        "cards",
        "{} card{s}",
        "expected {who}'s cards {wanted}, found {found}",
    )
    .key("drawn")
    .how(How::Count),
    Field::who(
        "total",
        "total {}",
        "expected {who}'s total {wanted}, found {found}",
    )
    .none("no total yet"),
    Field::who(
        "wounds",
        "{} wound{s}",
        "expected {who}'s wounds {wanted}, found {found}",
    ),
    Field::who(
        "fatigue",
        "{} Fatigue level{s}",
        "expected {who}'s fatigue {wanted}, found {found}",
    ),
    Field::who(
        "count",
        "{} left",
        "expected {who}'s count {wanted}, found {found}",
    ),
    Field::who(
        "vehicle_hits",
        "{} vehicle hit{s}",
        "expected {who}'s vehicle hits {wanted}, found {found}",
    ),
    Field::who(
        "vehicle_wounds",
        "{} vehicle wound{s}",
        "expected {who}'s vehicle wounds {wanted}, found {found}",
    )
    .key("vehicle.wounds")
    .none("no vehicle (the setup gives {who} none)"),
    Field::who("shaken", "{}", "expected {who} {wanted}, found {found}")
        .flags("Shaken", "not Shaken"),
    Field::who(
        "control_roll",
        "{}",
        "expected {who} with {wanted}, found {found}",
    )
    .flags("a control roll waiting", "no control roll"),
    Field::who(
        "status",
        "{}",
        "expected {who} to be {wanted}, found {found}",
    )
    .words(&STATUSES, "status"),
    round(),
    turn(),
    phase(),
    outcome(),
    Field::chase(
        "deck",
        "{} card{s} in the deck",
        "expected {wanted} card{s} in the deck, found {found}",
    ),
];

impl Scripted for SavageChase {
    type Expect = SavageExpect;
    const FIELDS: &'static [Field<Self>] = FIELDS;
    const VIEW: View<Self> = (view::text, view::json);
}

/// "running", or how it left the chase.
pub fn status_word(status: Status) -> &'static str {
    match status {
        Status::Running => "running",
        Status::Out(out) => out.word(),
    }
}

/// A participant by name (any case), or the rules' own words for one not in the chase.
fn find(state: &SavageChase, name: &str) -> Result<Id, String> {
    state.find(name).ok_or_else(|| {
        let known: Vec<&str> = state.participants.iter().map(|p| p.name.as_str()).collect();
        format!(
            "there is no '{name}' in this chase; the participants are {}",
            known.join(", ")
        )
    })
}

pub fn phase_word(phase: Phase) -> &'static str {
    match phase {
        Phase::Maneuvering => "maneuvering",
        Phase::Acting => "acting",
        Phase::Over => "over",
    }
}
