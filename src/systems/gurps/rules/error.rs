//! Why the rules refuse a command, or a chase cannot be built, in the GM's words.

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GurpsError {
    #[error("a chase needs a quarry and a pursuer who can lead (on foot, or operating a vehicle)")]
    NeedBothSides,
    #[error(
        "a skill of {skill} is beyond any sheet's; give one from {min} to {max} (12 is good, 16 excellent)",
        min = crate::limits::SCORE.start(),
        max = crate::limits::SCORE.end()
    )]
    Skill { skill: i32 },
    #[error("there is no '{name}' in this chase; the people and vehicles are {known}")]
    Unknown { name: String, known: String },
    #[error(
        "only the middleman of a three-way chase may favour another chase, and this chase is one \
         of two parties (settings: (three_way: true) makes it one of a three-way chase)"
    )]
    NotThreeWay,
    #[error("the chase is over")]
    Over,
    #[error("the round is at step {step}: {waits}")]
    WrongStep { step: u8, waits: String },
    #[error("{maneuver} is for the {role} only")]
    NotYourManeuver {
        maneuver: &'static str,
        role: &'static str,
    },
    #[error("{maneuver} needs {what}")]
    Condition {
        maneuver: &'static str,
        what: String,
    },
    #[error("a Stunt takes an even penalty of 2 or more (-2, -4, ...), not {penalty}")]
    OddPenalty { penalty: u8 },
    #[error("{who} is out of the chase")]
    Out { who: String },
    #[error("{who} is not on the {role}'s side, whose step this is")]
    NotTheirStep { who: String, role: &'static str },
    #[error("{who} has already acted this round")]
    AlreadyActed { who: String },
    #[error("{why}")]
    Cannot { why: String },
    #[error("no legal maneuver has a weight above 0 for the {role}; set npc_weights")]
    NoWeights { role: &'static str },
    #[error("the shift is at most {up_to} bands, not {steps}")]
    TooFar { steps: i32, up_to: u8 },
    #[error("Mobility Pursuit: the shift must reduce the range")]
    MustClose,
    #[error("the {role} is not held static: there is nothing to keep up with")]
    NotStatic { role: &'static str },
}

/// A refusal of this system's rules, or a roll still to be made: what `handle` returns.
pub type Refusal = crate::engine::Refusal<GurpsError>;

impl From<GurpsError> for Refusal {
    fn from(error: GurpsError) -> Self {
        crate::engine::Refusal::Rule(error)
    }
}
