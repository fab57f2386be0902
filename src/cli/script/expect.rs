//! What every chase system's `Expect` step shares: the chase-level fields (`round`, `turn`,
//! `phase`, `outcome`), checked and described in the same words whatever the system, and the
//! shape of the step's line ("Farmer: location 3; round 2, Farmer's turn"). Each system keeps
//! only the fields that are really its own.

use super::layout::{is_nobody, known_word, possessive};
use super::output::outcome_text;
use crate::engine::Rules;

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

    /// "Ann's", "Hounds'": whose turn it is, as the system's narration says it.
    fn whose(name: &str) -> String {
        possessive(name)
    }
}

/// The chase-level fields of an expectation, borrowed from the system's `Expect`.
#[derive(Clone, Copy, Debug, Default)]
pub struct ChaseFields<'a> {
    /// The round being played.
    pub round: Option<u32>,
    /// Whose turn it is, or "nobody".
    pub turn: Option<&'a str>,
    /// A phase word of the system.
    pub phase: Option<&'a str>,
    /// Words the outcome contains (any case).
    pub outcome: Option<&'a str>,
}

impl ChaseFields<'_> {
    /// "round 2", "Farmer's turn", "phase over", as far as they are given.
    pub fn describe<S: Chasewide>(&self) -> Vec<String> {
        let mut chase = Vec::new();
        if let Some(round) = self.round {
            chase.push(format!("round {round}"));
        }
        if let Some(turn) = self.turn {
            chase.push(format!("{} turn", S::whose(turn)));
        }
        if let Some(phase) = self.phase {
            chase.push(format!("phase {phase}"));
        }
        chase
    }

    /// "outcome 'caught'", if the outcome is expected.
    pub fn describe_outcome(&self) -> Option<String> {
        self.outcome.map(|outcome| format!("outcome '{outcome}'"))
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
        if let Some(turn) = self.turn {
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
        if let Some(phase) = self.phase {
            let wanted = known_word(phase, S::PHASES, "phase")?;
            let found = state.phase_now();
            if wanted != found {
                wrong.push(format!("expected the chase to be {wanted}, found {found}"));
            }
        }
        if let Some(words) = self.outcome {
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

/// Refuses the first field given that is about a participant when the expectation does not say
/// whose: "'hp' is about a participant: say whose, e.g. who: \"Harvey\"".
pub fn say_whose(fields: &[(&str, bool)], example: &str) -> Result<(), String> {
    match fields.iter().find(|(_, given)| *given) {
        Some((field, _)) => Err(format!(
            "'{field}' is about a participant: say whose, e.g. who: \"{example}\""
        )),
        None => Ok(()),
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
