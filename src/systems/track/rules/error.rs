//! Why the rules refuse a command, or a chase cannot be built, in the GM's words.

use super::state::Space;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum TrackError {
    // --- Building a chase ---
    #[error(
        "a chase needs at least one prey and one chaser; this one has {prey} prey and {chasers} chasers"
    )]
    NeedBothSides { prey: usize, chasers: usize },
    #[error("the name '{name}' is used twice; give every participant its own name")]
    DuplicateName { name: String },
    #[error("a participant needs a name")]
    EmptyName,
    #[error(
        "{who}'s {die} die has {sides} sides; a die needs 2 or more (d4, d6, d8, d10, d12, d20)"
    )]
    BadDie {
        who: String,
        die: &'static str,
        sides: u32,
    },
    #[error("{what} must be at least 1, not 0")]
    ZeroSetting { what: &'static str },
    #[error(
        "{who} would start {distance} spaces from the nearest opponent, which is already the escape distance {escape}; start closer or raise the escape distance"
    )]
    StartsEscaped {
        who: String,
        distance: u32,
        escape: u32,
    },
    #[error(
        "{who} would start on an opponent's space {space}: that chase is over before it begins"
    )]
    StartsCaught { who: String, space: Space },
    #[error("{who} would start at {space}, beyond the safe haven at {haven}")]
    StartsPastHaven {
        who: String,
        space: Space,
        haven: Space,
    },
    #[error("{who} would start at the safe haven {haven}; put the haven further along the track")]
    StartsSafe { who: String, haven: Space },
    #[error("{who} is one person; only a group (size 2 or more) can split")]
    NotAGroup { who: String },

    // --- Refusing a command ---
    #[error("there is no '{name}' in this chase; the participants are {known}")]
    UnknownParticipant { name: String, known: String },
    #[error("the chase has not started yet: start it first")]
    NotStarted,
    #[error("the chase has already started")]
    AlreadyStarted,
    #[error("the chase is over")]
    Over,
    #[error(
        "it is {} turn, not {}",
        crate::engine::names::possessive(.current),
        crate::engine::names::possessive(.who)
    )]
    NotTheirTurn { who: String, current: String },
    #[error("{who} is {status} and out of the chase")]
    NotRunning { who: String, status: &'static str },
    #[error("{who} has already used the action this turn (an action or an attack, not both)")]
    AlreadyActed { who: String },
    #[error("{who} has moved already; the action comes before the move")]
    ActionAfterMove { who: String },
    #[error("{who} has already moved this turn; exert or end the turn")]
    AlreadyMoved { who: String },
    #[error("{who} must move first: the move is required, every turn")]
    MustMoveFirst { who: String },
    #[error("{who} has no exertion left this turn ({allowed} a turn); end the turn")]
    NoExertionLeft { who: String, allowed: u32 },
    #[error("{who} rolled a 1: accept the failure or take a complication first")]
    ChoicePending { who: String },
    #[error("{who} has no roll of 1 waiting for a choice")]
    NoChoicePending { who: String },
    #[error("describe the complication; it goes in the log")]
    EmptyComplication,
    #[error("{who} already has the fast lane; pick a shortcut or slow 'em down")]
    AlreadyFastLane { who: String },
    #[error("{who} cannot attack itself")]
    SelfTarget { who: String },
    #[error("{who} and {target} run on the same side")]
    SameSide { who: String, target: String },
    #[error("{target} is {distance} spaces from {who}; attacks reach only {range}")]
    OutOfRange {
        who: String,
        target: String,
        distance: u32,
        range: u32,
    },
    #[error("{who} has no mount or special movement (flying, swimming) to pass obstacles")]
    NoSpecialMovement { who: String },
    #[error("a CN must be at least 1, not 0")]
    ZeroCn,
    #[error("space {space} is beyond the safe haven at {haven}, where the track ends")]
    PastHaven { space: Space, haven: Space },
    #[error("there is no obstacle on space {at}")]
    NoObstacles { at: Space },
}

/// A refusal of this system's rules, or a roll still to be made: what `handle` returns.
pub type Refusal = crate::engine::Refusal<TrackError>;

impl From<TrackError> for Refusal {
    fn from(error: TrackError) -> Self {
        crate::engine::Refusal::Rule(error)
    }
}
