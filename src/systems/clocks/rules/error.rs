//! Why the rules refuse a command, or a setup cannot be built, in the keeper's words.

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ClocksError {
    // --- Commands ---
    #[error("{who} has used the check, the Move and the Skill action: this turn can only end")]
    TurnSpent { who: String },
    #[error("the chase is over")]
    Over,
    #[error("the chase has not started: roll for turn order or set it first")]
    NotStarted,
    #[error(
        "the turn order is fixed for the whole chase (\"Use this same Turn Order for all of the Rounds\")"
    )]
    OrderFixed,
    #[error("a race's turn order comes from Dexterity with Athletics checks: roll for order")]
    RaceOrderIsRolled,
    #[error("{who} is named twice in the turn order")]
    NamedTwice { who: String },
    #[error("there is no '{name}' in this chase; the participants are {known}")]
    UnknownParticipant { name: String, known: String },
    #[error("there is no open path '{name}'; the paths are {known}")]
    UnknownPath { name: String, known: String },
    #[error("there is no obstacle '{name}'; the obstacles are {known}")]
    UnknownObstacle { name: String, known: String },
    #[error("{ride} has no turn of its own: whoever is aboard commands it")]
    RideHasNoTurn { ride: String },
    #[error("{who} is {status} and out of the chase")]
    OutOfTheChase { who: String, status: &'static str },
    #[error(
        "it is {} turn, not {}",
        crate::engine::names::possessive(.current),
        crate::engine::names::possessive(.who)
    )]
    NotTheirTurn { who: String, current: String },
    #[error("{who} is immobile and cannot move")]
    Immobile { who: String },
    #[error("{who} has used this round's movement check and Move action")]
    NoChecksLeft { who: String },
    #[error("'{effect}' grants no spaces of movement; give the spaces it moves (Misty Step: 3)")]
    NoSpaces { effect: String },
    #[error("{who} has {filled} segment{} filled and cannot remove {segments}", if *filled == 1 { "" } else { "s" })]
    CannotRemove {
        who: String,
        segments: u32,
        filled: u32,
    },
    #[error("{who} must be adjacent to {ride} to board it, and they are {apart}")]
    NotAdjacent {
        who: String,
        ride: String,
        apart: String,
    },
    #[error("{who} is not aboard a vehicle or mount")]
    NotAboard { who: String },
    #[error("{who} is already aboard {ride}")]
    AlreadyAboard { who: String, ride: String },
    #[error("{name} is not a vehicle or mount")]
    NotARide { name: String },
    #[error(
        "{ride} is not ahead of {who} on its path ({apart}); slow down or change path to reach it"
    )]
    RideNotAhead {
        who: String,
        ride: String,
        apart: String,
    },
    #[error("{who} is already on the path '{path}'")]
    AlreadyOnPath { who: String, path: String },
    #[error("only those who fly can take the path '{path}', and {who} does not")]
    NeedsFlight { who: String, path: String },
    #[error("{who} must remove {cost} segment{} to change path and has {filled}", if *cost == 1 { "" } else { "s" })]
    CannotAffordPath { who: String, cost: u32, filled: u32 },
    #[error("a path needs a name")]
    UnnamedPath,
    #[error("there is already a path '{path}'")]
    PathExists { path: String },
    #[error("a chase holds at most {max} paths")]
    TooManyPaths { max: usize },
    #[error("'{path}' cannot merge into itself")]
    SamePath { path: String },
    #[error(
        "paths merge at the start of a round, and round {round} is under way; merge them when the next begins"
    )]
    NotStartOfRound { round: u32 },
    #[error("{who} is already hidden")]
    AlreadyHidden { who: String },
    #[error("{who} cannot hide: the terrain of '{path}' gives no obscurement")]
    NoObscurement { who: String, path: String },
    #[error("{who} is not hidden")]
    NotHidden { who: String },
    #[error("{who} has used the Skill action this round")]
    SkillActionUsed { who: String },
    #[error("no obstacle stands in front of {who}")]
    NoObstacleHere { who: String },
    #[error("an obstacle needs a name")]
    UnnamedObstacle,
    #[error("there is already an obstacle '{name}'; give this one another name")]
    ObstacleExists { name: String },
    #[error("an obstacle lies between two segments: 'after' must be 0 to {}, not {after}", segments.saturating_sub(1))]
    ObstacleOffTheClock { after: u32, segments: u32 },
    #[error("a chase holds at most {max} obstacles")]
    TooManyObstacles { max: usize },
    #[error("{who} is {}{condition} already", if *on { "" } else { "not " })]
    ConditionUnchanged {
        who: String,
        condition: &'static str,
        on: bool,
    },
    #[error("{who} is aboard {ride} and moves with it; place {ride} instead")]
    PlaceTheRide { who: String, ride: String },
    #[error("a clock has {segments} segments; {filled} is off it")]
    OffTheClock { filled: u32, segments: u32 },

    // --- Building a chase ---
    #[error("{problem}")]
    BadSettings { problem: String },
    #[error(
        "a clock needs {min} to {max} segments, not {segments} (4 is a quick sprint, 12 a long pursuit)"
    )]
    BadClock { segments: u32, min: u32, max: u32 },
    #[error("a chase needs at least one path")]
    NoPaths,
    #[error("participant {index} has no name")]
    UnnamedParticipant { index: usize },
    #[error("the name '{name}' is used twice; every participant and path needs its own")]
    DuplicateName { name: String },
    #[error("a chase needs at least one runner")]
    NoRunner,
    #[error("a chase holds at most {max} participants")]
    TooManyParticipants { max: usize },
    #[error(
        "{who} starts with {filled} of {segments} segments; a head start must leave some to fill"
    )]
    HeadStartTooLong {
        who: String,
        filled: u32,
        segments: u32,
    },
    #[error("{who} is on path {path}, but there are only {paths} paths (numbered from 0)")]
    NoSuchPath {
        who: String,
        path: usize,
        paths: usize,
    },
    #[error("{who} cannot start aboard: {reason}")]
    BadRider { who: String, reason: String },
    #[error("obstacle '{name}': {reason}")]
    BadObstacle { name: String, reason: String },
    #[error("the timer '{name}' needs 1 to {max} segments and must not start full")]
    BadTimer { name: String, max: u32 },
}

/// A refusal of this system's rules, or a roll still to be made: what `handle` returns.
pub type Refusal = crate::engine::Refusal<ClocksError>;

impl From<ClocksError> for Refusal {
    fn from(error: ClocksError) -> Self {
        crate::engine::Refusal::Rule(error)
    }
}
