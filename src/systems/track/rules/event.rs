//! What happened in a chase on the chase track. Events are past tense and carry ids and numbers,
//! dice values included, so replaying them gives back the exact chase. [`super::apply`] records
//! them; [`super::narrate`] tells them as sentences.

use super::settings::Environment;
use super::state::{Ability, Against, Ending, Id, Space, Status};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A participant rolled 1d20 + agility modifier for initiative.
    InitiativeRolled { who: Id, die: u32, modifier: i32 },
    /// A round began, with the order of turns.
    RoundStarted { round: u32, order: Vec<Id> },
    /// A participant's turn ended; `next` is the turn position after it.
    TurnEnded { who: Id, next: usize },
    /// A chase action was rolled. With `OneRolled` it waits for the choice of "Complications".
    ActionRolled {
        who: Id,
        ability: Ability,
        what: Option<String>,
        check: Check,
        result: ActionResult,
        gain: Gain,
    },
    /// The one who rolled a 1 accepted the failure.
    FailureAccepted { who: Id },
    /// The one who rolled a 1 rerolled it (with a complication); the new dice and the result.
    Rerolled {
        who: Id,
        check: Check,
        success: bool,
    },
    /// A complication was taken, in the GM's words.
    ComplicationTaken { who: Id, what: String },
    /// "Take a Shortcut": one more space on this turn's move.
    ShortcutTaken { who: Id },
    /// "Fast Lane": one more space per move from round `from` on.
    FastLaneGained { who: Id, from: u32 },
    /// An obstacle was put on a space.
    ObstaclePlaced {
        at: Space,
        against: Against,
        what: Option<String>,
    },
    /// The GM removed the obstacles on a space.
    ObstaclesCleared { at: Space },
    /// An attack was made within range; the GM says whether it hit.
    Attacked {
        who: Id,
        target: Id,
        distance: u32,
        hit: bool,
    },
    /// Harm taken; `hp_left` when hit points are tracked.
    Harmed {
        who: Id,
        damage: u32,
        hp_left: Option<u32>,
    },
    /// The move of step 2 began with this many spaces of movement; `lost` were taken off for failed
    /// saves; a `held` move waits for a successful exertion (a slow participant's even turn).
    MoveStarted {
        who: Id,
        spaces: u32,
        lost: u32,
        held: bool,
    },
    /// A participant moved forward.
    Moved { who: Id, from: Space, to: Space },
    /// Movement spent working through the obstacles on a space instead of moving.
    Hindered { who: Id, at: Space, spent: u32 },
    /// An exertion was rolled; the next one is at `next_cn`.
    Exerted {
        who: Id,
        check: Check,
        success: bool,
        next_cn: u32,
    },
    /// A rider fell from the mount and runs on foot.
    FellFromMount { who: Id },
    /// An environmental save was rolled.
    SaveRolled {
        who: Id,
        ability: Ability,
        check: Check,
        success: bool,
    },
    /// A space of movement lost, taken from the next move.
    MovementLost { who: Id, spaces: u32 },
    /// A participant's status changed: caught, escaped, safe, collapsed, broken down, down.
    StatusChanged { who: Id, status: Status },
    /// The GM put a participant on a space.
    Placed { who: Id, space: Space },
    /// The chase moved into another environment.
    EnvironmentSet { environment: Environment },
    /// A member split off a group as its own participant, acting right after it.
    Split {
        from: Id,
        name: String,
        order: Vec<Id>,
        position: usize,
    },
    /// The chase is over.
    ChaseEnded { ending: Ending },
}

/// A roll of the heart die plus an ability die against a CN.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Check {
    pub heart: u32,
    /// The ability die that counts.
    pub ability: u32,
    /// The other ability die rolled with advantage or disadvantage, which does not count.
    pub other: Option<u32>,
    pub cn: u32,
}

impl Check {
    pub fn total(&self) -> u32 {
        self.heart + self.ability
    }

    /// A check succeeds when its total meets or beats the CN (the worked example: 12 vs CN 11).
    pub fn succeeds(&self) -> bool {
        self.total() >= self.cn
    }

    /// "When you roll a 1 on either die".
    pub fn shows_one(&self) -> bool {
        self.heart == 1 || self.ability == 1
    }
}

/// How a chase action came out.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ActionResult {
    Success,
    Failure,
    /// A 1 on either die: the choice of "Complications" comes next.
    OneRolled,
}

/// The success effect an action is after, with its space worked out ("Success Effects").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Gain {
    Shortcut,
    FastLane,
    SlowThemDown { at: Space },
}
