//! What happened in a position-clocks chase. Events are past tense and carry ids and numbers; the
//! dice are inside them, so replaying events gives back the exact chase. [`super::apply`] records
//! them; [`super::narrate`] tells them.

use super::check::D20Check;
use super::state::{Catcher, Condition, Ending, Id, ObstacleId, PathId, Scope, Terrain};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// The turn order for the whole chase, with the order checks if it was rolled.
    OrderSet {
        order: Vec<Id>,
        rolls: Vec<OrderRoll>,
    },
    /// A round began; what everyone did last round is forgotten.
    RoundStarted {
        round: u32,
    },
    /// A movement check by `who`, moving `mover`'s clock (a ride's, for those aboard), and the
    /// segments its level earns.
    Checked {
        who: Id,
        mover: Id,
        kind: CheckKind,
        roll: D20Check,
        segments: u32,
    },
    /// Segments filled by a check.
    Filled {
        who: Id,
        from: u32,
        to: u32,
    },
    /// An obstacle stopped a check short: `excess` segments could not be filled, and the one
    /// stopped has advantage on its next check to pass it if `advantage`.
    HeldUp {
        who: Id,
        obstacle: ObstacleId,
        excess: u32,
        advantage: bool,
    },
    /// A weak success's price: 1 Stress, or 1 Tension for the GM.
    DetrimentTaken {
        who: Id,
    },
    /// Segments lost reaching a vehicle or mount to board it.
    ExcessLost {
        who: Id,
        ride: Id,
        lost: u32,
    },
    /// Segments removed at will.
    SlowedDown {
        who: Id,
        from: u32,
        to: u32,
    },
    /// A path became available.
    PathOpened {
        path: PathId,
        name: String,
        terrain: Terrain,
        flight_only: bool,
    },
    /// A participant (or a ride with those aboard) took another path; `filled` is its clock after
    /// paying for the change.
    PathTaken {
        who: Id,
        from: PathId,
        to: PathId,
        filled: u32,
    },
    /// A path's terrain changed.
    TerrainSet {
        path: PathId,
        terrain: Terrain,
    },
    /// A path merged into another; `moved` are those who were on it.
    PathsMerged {
        from: PathId,
        into: PathId,
        moved: Vec<Id>,
    },
    /// The Skill action, with its check if one was rolled (without one, the keeper ruled it
    /// succeeded).
    SkillUsed {
        who: Id,
        purpose: Purpose,
        roll: Option<D20Check>,
    },
    Hidden {
        who: Id,
    },
    /// No longer hidden: found by `by`, or (with `None`) revealed by the keeper or by terrain
    /// without obscurement.
    Revealed {
        who: Id,
        by: Option<Id>,
    },
    ObstaclePlaced {
        obstacle: ObstacleId,
        name: String,
        path: PathId,
        after: u32,
        dc: u32,
        scope: Scope,
    },
    /// `by` (whose clock moves) resolved an obstacle.
    ObstacleResolved {
        obstacle: ObstacleId,
        by: Id,
    },
    ObstacleCleared {
        obstacle: ObstacleId,
    },
    /// Advantage from overshooting an obstacle was used or is moot.
    AdvantageSpent {
        who: Id,
    },
    Boarded {
        who: Id,
        ride: Id,
    },
    /// Got off a ride, standing where it stands.
    Disembarked {
        who: Id,
        ride: Id,
        path: PathId,
        filled: u32,
    },
    ConditionSet {
        who: Id,
        condition: Condition,
        on: bool,
    },
    /// The keeper set a participant's filled segments.
    Placed {
        who: Id,
        filled: u32,
    },
    /// Filled its clock: a runner gets away (or places); a chaser reaches its goal.
    Finished {
        who: Id,
    },
    Caught {
        who: Id,
        by: Catcher,
    },
    /// A participant's turn ended; `next` is the turn position after it.
    TurnEnded {
        who: Id,
        next: usize,
    },
    /// The timer ticked at the end of a round; `filled` is its count now.
    TimerTicked {
        filled: u32,
    },
    RoundEnded {
        round: u32,
    },
    ChaseEnded {
        ending: Ending,
    },
}

/// One Dexterity with Athletics check for the turn order; `attempt` 0 is the first roll, higher
/// ones re-roll a tie.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct OrderRoll {
    pub who: Id,
    pub attempt: u32,
    pub natural: u32,
    pub total: i32,
}

/// Which movement check a participant made.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum CheckKind {
    /// The one check of the turn.
    Turn,
    /// The additional check with the Move action.
    MoveAction,
    /// "Additional Movement" from an effect granting `spaces` spaces (the check's bonus).
    Additional { effect: String, spaces: u32 },
}

/// What the Skill action was used for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Purpose {
    Hide,
    Seek {
        target: Id,
    },
    Resolve {
        obstacle: ObstacleId,
    },
    /// Anything else the keeper asks for: spotting another path, climbing to the rooftops.
    Other {
        what: String,
    },
}
