//! What every chase system's `Expect` step shares: the chase-level fields (`round`, `turn`,
//! `phase`, `outcome`), checked and described in the same words whatever the system, and the
//! shape of the step's line ("Farmer: location 3; round 2, Farmer's turn"). Each system keeps
//! only the fields that are really its own.

use super::layout::{is_nobody, known_word, possessive};
use crate::engine::Outcome;
use crate::engine::Rules;
use serde::{Deserialize, Serialize};

/// What a chase state tells an expectation about the chase as a whole.
pub trait Chasewide: Rules {
    /// How the state names a participant.
    type Id: Copy + PartialEq;
    /// The words `phase` may be, in the order the chase goes through them.
    const PHASES: &'static [&'static str];

    /// The round being played.
    fn round_now(&self) -> u32;
    /// Whose turn it is, if anyone's.
    fn turn_now(&self) -> Option<Self::Id>;
    /// The phase as one of [`Self::PHASES`].
    fn phase_now(&self) -> &'static str;
    /// A participant by name, or the rules' own words for a name that is not in the chase.
    fn named(&self, name: &str) -> Result<Self::Id, String>;
    /// The participant's name as the setup gives it.
    fn name_of(&self, id: Self::Id) -> &str;

    /// The first participant's name, for the example in a message.
    fn example_name(&self) -> Option<&str>;

    /// "Ann's", "Hounds'": whose turn it is, as the system's narration says it.
    fn whose(name: &str) -> String {
        possessive(name)
    }
}

/// Implements [`Chasewide`] for a rules state whose inherent API reads the same in every system:
/// `round`, `phase` (named by the script module's `phase_word`), `current()`, `participants`,
/// `participant(id).name`, and the script module's own `find(state, name)`.
macro_rules! chasewide {
    ($state:ty, $id:ty, $phases:expr $(, whose = $whose:expr)?) => {
        impl $crate::script::expect::Chasewide for $state {
            type Id = $id;
            const PHASES: &'static [&'static str] = &$phases;

            fn round_now(&self) -> u32 {
                self.round
            }
            fn turn_now(&self) -> Option<$id> {
                self.current()
            }
            fn phase_now(&self) -> &'static str {
                phase_word(self.phase)
            }
            fn named(&self, name: &str) -> Result<$id, String> {
                find(self, name)
            }
            fn name_of(&self, id: $id) -> &str {
                &self.participant(id).name
            }
            fn example_name(&self) -> Option<&str> {
                self.participants.first().map(|p| p.name.as_str())
            }
            $(
                fn whose(name: &str) -> String {
                    ($whose)(name)
                }
            )?
        }
    };
}
pub(crate) use chasewide;

/// The chase-level fields of an expectation, read from any system's `Expect` by their names
/// (`round`, `turn`, `phase`, `outcome`), which every system's `Expect` has.
#[derive(Clone, Debug, Default, Deserialize)]
pub struct ChaseFields {
    /// The round being played.
    pub round: Option<u32>,
    /// Whose turn it is, or "nobody".
    pub turn: Option<String>,
    /// A phase word of the system.
    pub phase: Option<String>,
    /// Words the outcome contains (any case).
    pub outcome: Option<String>,
}

impl ChaseFields {
    /// The chase-level fields of a system's expectation.
    pub fn of<X: Serialize>(expect: &X) -> ChaseFields {
        serde_json::to_value(expect)
            .and_then(serde_json::from_value)
            .unwrap_or_default()
    }

    /// "round 2", "Farmer's turn", "phase over", as far as they are given.
    pub fn describe<S: Chasewide>(&self) -> Vec<String> {
        let mut chase = Vec::new();
        if let Some(round) = self.round {
            chase.push(format!("round {round}"));
        }
        if let Some(turn) = &self.turn {
            chase.push(format!("{} turn", S::whose(turn)));
        }
        if let Some(phase) = &self.phase {
            chase.push(format!("phase {phase}"));
        }
        chase
    }

    /// "outcome 'caught'", if the outcome is expected.
    pub fn describe_outcome(&self) -> Option<String> {
        self.outcome
            .as_ref()
            .map(|outcome| format!("outcome '{outcome}'"))
    }

    /// Pushes every difference from the chase into `wrong`; refuses a name that is not in the
    /// chase or a phase the system does not have.
    pub fn check<S: Chasewide>(&self, state: &S, wrong: &mut Vec<String>) -> Result<(), String> {
        if let Some(round) = self.round {
            let found = state.round_now();
            if round != found {
                wrong.push(format!("expected round {round}, found {found}"));
            }
        }
        if let Some(turn) = &self.turn {
            let wanted = if is_nobody(turn) {
                None
            } else {
                Some(state.named(turn)?)
            };
            let current = state.turn_now();
            if wanted != current {
                let whose = |id: Option<S::Id>| match id {
                    Some(id) => format!("{} turn", S::whose(state.name_of(id))),
                    None => "nobody's turn".to_string(),
                };
                wrong.push(format!(
                    "expected {}, found {}",
                    whose(wanted),
                    whose(current)
                ));
            }
        }
        if let Some(phase) = &self.phase {
            let wanted = known_word(phase, S::PHASES, "phase")?;
            let found = state.phase_now();
            if wanted != found {
                wrong.push(format!("expected the chase to be {wanted}, found {found}"));
            }
        }
        if let Some(words) = &self.outcome {
            let found = outcome_text(&state.outcome());
            if !found.to_lowercase().contains(&words.trim().to_lowercase()) {
                wrong.push(format!(
                    "expected the outcome to say '{words}', found '{found}'"
                ));
            }
        }
        Ok(())
    }
}

/// An expectation's line: "Farmer: location 3, HP 11; round 2, Farmer's turn", or "nothing".
pub fn describe(who: Option<&str>, about: &[String], chase: &[String]) -> String {
    let mut parts = Vec::new();
    match (who, about.is_empty()) {
        (Some(who), true) => parts.push(who.to_string()),
        (Some(who), false) => parts.push(format!("{who}: {}", about.join(", "))),
        (None, _) => {}
    }
    if !chase.is_empty() {
        parts.push(chase.join(", "));
    }
    if parts.is_empty() {
        "nothing".to_string()
    } else {
        parts.join("; ")
    }
}

/// The participant an expectation is about (its `who`), or `None` when it names nobody. A field
/// of `about_someone` given without `who` is refused with the first participant as the example:
/// "'hp' is about a participant: say whose, e.g. who: \"Harvey\"".
pub fn subject<S: Chasewide, X: Serialize>(
    state: &S,
    expect: &X,
    about_someone: &[&str],
) -> Result<Option<S::Id>, String> {
    let fields = serde_json::to_value(expect).unwrap_or_default();
    let given = |field: &str| fields.get(field).is_some_and(|value| !value.is_null());
    if let Some(who) = fields.get("who").and_then(|who| who.as_str()) {
        return state.named(who).map(Some);
    }
    match about_someone.iter().find(|field| given(field)) {
        Some(field) => Err(format!(
            "'{field}' is about a participant: say whose, e.g. who: \"{}\"",
            state.example_name().unwrap_or("Harvey")
        )),
        None => Ok(None),
    }
}

/// All differences in one message, or none.
pub fn verdict(wrong: Vec<String>) -> Result<(), String> {
    if wrong.is_empty() {
        Ok(())
    } else {
        Err(wrong.join("; "))
    }
}

/// The line a script's end shows for a running round: "Round 2: Ann's turn, 1 segment used
/// (order: Ann, Hound)." with `used` saying what the one acting has left or has done, or
/// "Round 2: everyone has acted.".
pub fn round_line<S: Chasewide>(
    state: &S,
    order: &[S::Id],
    used: impl FnOnce(S::Id) -> String,
) -> String {
    let round = state.round_now();
    let Some(id) = state.turn_now() else {
        return format!("Round {round}: everyone has acted.");
    };
    let order: Vec<&str> = order.iter().map(|id| state.name_of(*id)).collect();
    format!(
        "Round {round}: {} turn, {} (order: {}).",
        S::whose(state.name_of(id)),
        used(id),
        order.join(", ")
    )
}

/// A script's end for tools: the chase-level fields every system has (`round`, `phase`, `turn`,
/// `order`) with the system's own fields added.
pub fn chase_json<S: Chasewide>(
    state: &S,
    order: &[S::Id],
    own: serde_json::Value,
) -> serde_json::Value {
    let mut fields = match own {
        serde_json::Value::Object(fields) => fields,
        _ => serde_json::Map::new(),
    };
    let names: Vec<&str> = order.iter().map(|id| state.name_of(*id)).collect();
    fields.insert("round".into(), state.round_now().into());
    fields.insert("phase".into(), state.phase_now().into());
    fields.insert(
        "turn".into(),
        state.turn_now().map(|id| state.name_of(id)).into(),
    );
    fields.insert("order".into(), names.into());
    serde_json::Value::Object(fields)
}

/// "the chase goes on", or how it ended.
pub fn outcome_text(outcome: &Outcome) -> String {
    match outcome {
        Outcome::Ongoing => "the chase goes on.".to_string(),
        Outcome::Over(how) => how.clone(),
    }
}
