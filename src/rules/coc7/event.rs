//! What happened in a Call of Cthulhu chase. Events are past tense and carry ids and numbers; the
//! dice values are inside them, so replaying events gives back the exact chase. [`super::apply`]
//! records them; [`super::narrate`] turns them into sentences.

use super::state::{Ending, Hazard, Id, Loc, Obstacle, Speed, Status};
use crate::dice::SkillRoll;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A speed roll set a participant's MOV for the chase.
    SpeedRolled {
        who: Id,
        skill: String,
        roll: SkillRoll,
        speed: Speed,
    },
    /// A participant's status changed: escaped, caught, left behind, knocked out, released.
    StatusChanged { who: Id, status: Status },
    /// The slowest MOV in the chase, which movement actions are counted from, is now `mov`.
    SlowestSet { mov: u32 },
    /// A participant was put on a location (cut to the chase, or by the keeper).
    Placed { who: Id, location: Loc },
    /// A round began: the turn order and each participant's movement actions after paying debts.
    RoundStarted {
        round: u32,
        order: Vec<Id>,
        actions: Vec<RoundActions>,
    },
    /// A participant moved forward from one location to another.
    Moved { who: Id, from: Loc, to: Loc },
    /// Movement actions spent on something (moving, a cautious approach, an attack, a delay).
    ActionsSpent { who: Id, count: u32 },
    /// Movement actions lost to a hazard or a maneuver: some from this round, the rest owed.
    ActionsLost { who: Id, this_round: u32, owed: u32 },
    /// A roll to negotiate a hazard.
    HazardRolled {
        who: Id,
        at: Loc,
        skill: String,
        roll: SkillRoll,
        passed: bool,
    },
    /// A roll to get past a barrier.
    BarrierRolled {
        who: Id,
        at: Loc,
        skill: String,
        roll: SkillRoll,
        passed: bool,
    },
    /// Damage dealt to a barrier.
    BarrierDamaged {
        who: Id,
        at: Loc,
        damage: u32,
        hp_left: u32,
    },
    /// A barrier was broken down; its debris, if any, is now a hazard there.
    BarrierBroken { at: Loc, debris: Option<Hazard> },
    /// Hit points lost.
    Harmed {
        who: Id,
        damage: u32,
        hp_left: i32,
        major_wound: bool,
    },
    /// A CON roll to stay conscious after a major wound.
    ConsciousnessRolled {
        who: Id,
        roll: SkillRoll,
        passed: bool,
    },
    /// An attack and the response to it.
    Attacked {
        who: Id,
        target: Id,
        skill: String,
        roll: SkillRoll,
        response: Option<ResponseRoll>,
        maneuver: bool,
        /// Who won: the attacker, the target, or nobody.
        winner: Option<Id>,
    },
    /// A roll made to save against a fighting maneuver, as for a hazard.
    SaveRolled {
        who: Id,
        skill: String,
        roll: SkillRoll,
        passed: bool,
    },
    /// A timed action (a spell, a lock, anything else) and its roll if it had one.
    Acted {
        who: Id,
        what: String,
        roll: Option<SkillRoll>,
        skill: Option<String>,
        passed: Option<bool>,
    },
    /// The turn order was changed by a delay.
    Delayed {
        who: Id,
        after: Option<Id>,
        order: Vec<Id>,
    },
    /// A participant's turn ended; `next` is the turn position after it.
    TurnEnded { who: Id, next: usize },
    /// The round ended.
    RoundEnded { round: u32 },
    /// A location was added to the track.
    LocationAdded {
        at: Loc,
        name: Option<String>,
        obstacle: Option<Obstacle>,
    },
    /// The keeper set (or cleared) what lies between `after` and the next location.
    ObstacleSet {
        after: Loc,
        obstacle: Option<Obstacle>,
    },
    /// The keeper's order for equal DEX.
    TiesReordered { order: Vec<Id> },
    /// This round's turn order after the keeper reordered a tie.
    RoundReordered { order: Vec<Id> },
    /// The chase is over.
    ChaseEnded { ending: Ending },
    /// A chase that ended with its last quarry caught goes on: the quarry broke free.
    ChaseResumed,
}

/// The target's answer to an attack, as rolled.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResponseRoll {
    pub kind: ResponseKind,
    pub skill: String,
    pub roll: SkillRoll,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ResponseKind {
    Dodge,
    FightBack,
    Maneuver,
}

/// One participant's movement actions at the start of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundActions {
    pub who: Id,
    pub actions: u32,
    /// Debt still owed after this round's payment.
    pub debt: u32,
}
