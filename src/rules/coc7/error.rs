//! Why the rules refuse a command, in the keeper's words.

use super::state::Loc;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Coc7Error {
    #[error("there is no '{name}' in this chase; the participants are {known}")]
    UnknownParticipant { name: String, known: String },
    #[error("the chase has not started yet: make the speed rolls, then cut to the chase")]
    NotStarted,
    #[error("the chase is already under way")]
    AlreadyStarted,
    #[error("the chase is over")]
    Over,
    #[error("{who} has already made a speed roll")]
    SpeedAlreadyRolled { who: String },
    #[error("make the speed rolls first for: {names}")]
    SpeedNotRolled { names: String },
    #[error("{who} cannot escape: MOV {mov} does not beat the fastest pursuer's MOV {fastest}")]
    TooSlowToEscape { who: String, mov: u32, fastest: u32 },
    #[error("{who} is a pursuer; only a quarry can escape")]
    NotAQuarry { who: String },
    #[error("the starting range is 1 or 2 locations, not {range}")]
    BadRange { range: u8 },
    #[error("it is {current}'s turn, not {who}'s")]
    NotTheirTurn { who: String, current: String },
    #[error("{who} is {status} and out of the chase")]
    NotActive { who: String, status: &'static str },
    #[error("{who} needs {needs} movement action{} for that and has {has} left", if *needs == 1 { "" } else { "s" })]
    NotEnoughActions { who: String, has: u32, needs: u32 },
    #[error("{who} must move at least one location")]
    NoDistance { who: String },
    #[error("the {kind} '{name}' lies ahead of {who}: {advice}")]
    ObstacleAhead {
        who: String,
        kind: &'static str,
        name: String,
        advice: &'static str,
    },
    #[error("there is no hazard ahead of {who}")]
    NoHazardAhead { who: String },
    #[error("there is no barrier ahead of {who}")]
    NoBarrierAhead { who: String },
    #[error("'{skill}' is not a skill the keeper set for '{obstacle}'; use one of: {allowed}")]
    SkillNotAllowed {
        skill: String,
        obstacle: String,
        allowed: String,
    },
    #[error("{who} has no '{skill}' skill; add it to the setup or pick another")]
    NoSuchSkill { who: String, skill: String },
    #[error("a cautious approach buys 1 or 2 bonus dice, not {cautious}")]
    TooCautious { cautious: u8 },
    #[error("{who} is at the end of the track; add a location ahead first")]
    EndOfTrack { who: String },
    #[error(
        "{who} and {target} must be at the same location for a melee attack (firearms need not be)"
    )]
    NotTogether { who: String, target: String },
    #[error("{who} has already initiated an attack this round")]
    AlreadyAttacked { who: String },
    #[error("{who} cannot attack itself")]
    SelfTarget { who: String },
    #[error(
        "{target} is {difference} build larger than {who}: a fighting maneuver is impossible at 3 or more"
    )]
    TooBig {
        who: String,
        target: String,
        difference: i32,
    },
    #[error(
        "a ranged attack cannot be answered by fighting back or a maneuver; use Dodge or no response"
    )]
    RangedResponse,
    #[error("{who}'s ranged attack needs its weapon's damage, e.g. damage: \"1D10\"")]
    RangedNeedsDamage { who: String },
    #[error("'{name}' cannot be broken down; it has to be passed with a skill roll")]
    Unbreakable { name: String },
    #[error("{who} cannot delay after {other}: {reason}")]
    CannotDelay {
        who: String,
        other: String,
        reason: &'static str,
    },
    #[error("there is no location {location} on the track (it runs {first} to {last})")]
    NoSuchLocation {
        location: Loc,
        first: Loc,
        last: Loc,
    },
    #[error("{who} has not been caught")]
    NotCaught { who: String },
    #[error(
        "{who} (DEX {dex}) and {other} (DEX {other_dex}) are not tied; DEX decides their order"
    )]
    NotTied {
        who: String,
        dex: u32,
        other: String,
        other_dex: u32,
    },
    #[error("the location {at} already has '{name}' ahead of it; clear it first")]
    Occupied { at: Loc, name: String },
    #[error("nothing can stand ahead of the last location {at}; add a location first")]
    PastTheEnd { at: Loc },
}
