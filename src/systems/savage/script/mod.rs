//! Scripts for Savage Worlds chases: the fields an `Expect` step checks, and the state shown when
//! a script ends ([`view`]).

pub(crate) mod view;

use crate::dice::{Card, CardSet};
use crate::script::expect::{ChaseFields, chasewide, describe};
use crate::script::layout::{count, known_word};
use crate::script::{CheckAbout, Checked, Scripted, View};
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

/// The fields of an expectation that are about one participant.
fn about(
    state: &SavageChase,
    id: Id,
    name: &str,
    expect: &SavageExpect,
    wrong: &mut Vec<String>,
) -> Checked {
    let p = state.participant(id);
    let hand = state.hand(id);
    if let Some(kept) = &expect.kept {
        let wanted = if kept.trim().eq_ignore_ascii_case("none") {
            None
        } else {
            Some(Card::parse(kept, CardSet::full())?)
        };
        if wanted != hand.kept {
            let show = |card: Option<Card>| card.map_or("no card".to_string(), |c| c.to_string());
            wrong.push(format!(
                "expected {name} to keep {}, found {}",
                show(wanted),
                show(hand.kept)
            ));
        }
    }
    let mut number = |what: &str, wanted: Option<i64>, found: i64| {
        if let Some(wanted) = wanted
            && wanted != found
        {
            wrong.push(format!("expected {name}'s {what} {wanted}, found {found}"));
        }
    };
    number(
        "cards",
        expect.cards.map(|n| n as i64),
        hand.drawn.len() as i64,
    );
    number(
        "total",
        expect.total.map(i64::from),
        hand.total.map_or(-99, i64::from),
    );
    number("wounds", expect.wounds.map(i64::from), i64::from(p.wounds));
    number(
        "fatigue",
        expect.fatigue.map(i64::from),
        i64::from(p.fatigue),
    );
    number("count", expect.count.map(i64::from), i64::from(p.count));
    number(
        "vehicle hits",
        expect.vehicle_hits.map(i64::from),
        i64::from(p.vehicle_hits),
    );
    number(
        "vehicle wounds",
        expect.vehicle_wounds.map(i64::from),
        p.vehicle.as_ref().map_or(0, |v| i64::from(v.wounds)),
    );
    if expect.vehicle_wounds.is_some() && p.vehicle.is_none() {
        wrong.push(format!(
            "expected {name}'s vehicle wounds, but the setup gives {name} no vehicle"
        ));
    }
    let mut flag = |what: &str, wanted: Option<bool>, found: bool| {
        if let Some(wanted) = wanted
            && wanted != found
        {
            wrong.push(format!("expected {name} {what}: {wanted}, found {found}"));
        }
    };
    flag("Shaken", expect.shaken, p.shaken);
    flag("to owe a control roll", expect.control_roll, p.control_roll);
    if let Some(status) = &expect.status {
        let wanted = known_word(status, &STATUSES, "status")?;
        let found = status_word(p.status);
        if wanted != found {
            wrong.push(format!("expected {name} to be {wanted}, found {found}"));
        }
    }
    Ok(())
}

impl Scripted for SavageChase {
    type Expect = SavageExpect;
    const ABOUT_SOMEONE: &'static [&'static str] = &[
        "kept",
        "cards",
        "total",
        "wounds",
        "fatigue",
        "shaken",
        "count",
        "status",
        "vehicle_hits",
        "control_roll",
        "vehicle_wounds",
    ];

    fn describe(expect: &SavageExpect) -> String {
        let mut about = Vec::new();
        if let Some(kept) = &expect.kept {
            about.push(format!("keeps {kept}"));
        }
        if let Some(cards) = expect.cards {
            about.push(count(cards as u64, "card"));
        }
        if let Some(total) = expect.total {
            about.push(format!("total {total}"));
        }
        for (what, value) in [
            ("wound", expect.wounds),
            ("Fatigue level", expect.fatigue),
            ("left", expect.count),
            ("vehicle hit", expect.vehicle_hits),
            ("vehicle wound", expect.vehicle_wounds),
        ] {
            if let Some(value) = value {
                about.push(if what == "left" {
                    format!("{value} left")
                } else {
                    count(value, what)
                });
            }
        }
        if let Some(shaken) = expect.shaken {
            about.push(if shaken { "Shaken" } else { "not Shaken" }.to_string());
        }
        if let Some(control) = expect.control_roll {
            about.push(
                if control {
                    "a control roll waiting"
                } else {
                    "no control roll"
                }
                .to_string(),
            );
        }
        if let Some(status) = &expect.status {
            about.push(status.clone());
        }
        let fields = ChaseFields::of(expect);
        let mut chase = fields.describe::<SavageChase>();
        chase.extend(fields.describe_outcome());
        if let Some(deck) = expect.deck {
            chase.push(format!("{} in the deck", count(deck, "card")));
        }
        describe(expect.who.as_deref(), &about, &chase)
    }

    fn check_chase(&self, expect: &SavageExpect, wrong: &mut Vec<String>) -> Result<(), String> {
        if let Some(deck) = expect.deck
            && deck != self.deck.len()
        {
            wrong.push(format!(
                "expected {} in the deck, found {}",
                count(deck, "card"),
                self.deck.len()
            ));
        }
        Ok(())
    }

    const CHECK_ABOUT: CheckAbout<Self> = about;
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
