//! What happened in a Savage Worlds chase, in the past tense, with ids and numbers (the view and
//! [`super::narrate`] turn them into sentences). `apply` only records them.

use super::state::{Complication, Ending, Id, Out, Range};
use super::vehicle::Mishap;
use crate::dice::Card;
use serde::{Deserialize, Serialize};

/// The dice of one roll as an event records them: one die and its aces, or a weapon's damage
/// dice. Up to four are held inline (an ace rarely comes twice), so a playout's trait roll does
/// not allocate; read and written as a list, as a `Vec` was.
pub type Rolls = smallvec::SmallVec<[i32; 4]>;

/// A trait roll's modifiers (the rules' and the GM's, without the zeros), inline up to four.
pub type Mods = smallvec::SmallVec<[(Why, i32); 4]>;

/// The strikes of an attack, inline for one.
pub type Strikes = smallvec::SmallVec<[Strike; 1]>;

/// Why a roll was modified.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Why {
    /// "Speed": faster than the fastest opponent (+2), twice as fast (+4).
    Speed,
    /// "Climb": a better Climb than every foe.
    Climb,
    /// "Terrain": difficult ground.
    Terrain,
    /// "Shaken Characters": Shaken at the start of the turn.
    Shaken,
    /// "Force": a foe forced it last round.
    Forced,
    /// Wounds and Fatigue.
    Hurt,
    /// "Passengers": a passenger's cooperative roll.
    Helped,
    /// "Attacks": the range by the attacker's card.
    Range,
    /// "Passengers": a passenger who helped and then acts.
    MultiAction,
    /// "Complications Table": the complication's own modifier.
    Complication,
    /// Acting on a Joker.
    Joker,
    /// Its vehicle's wounds, -1 each on its driver's maneuvering rolls.
    Vehicle,
    /// The GM's.
    Keeper,
}

impl Why {
    pub fn word(self) -> &'static str {
        match self {
            Why::Speed => "speed",
            Why::Climb => "climb",
            Why::Terrain => "terrain",
            Why::Shaken => "Shaken",
            Why::Forced => "forced",
            Why::Hurt => "wounds/fatigue",
            Why::Helped => "help",
            Why::Range => "range",
            Why::MultiAction => "multi-action",
            Why::Complication => "complication",
            Why::Joker => "Joker",
            Why::Vehicle => "vehicle wounds",
            Why::Keeper => "GM",
        }
    }
}

/// A trait roll: the trait die (and the wild die), each with its aces, and the modifiers.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct TraitRoll {
    /// The trait die's rolls: more than one when it aced.
    pub trait_die: Rolls,
    /// The wild die's rolls, for a wild card.
    pub wild_die: Rolls,
    /// The trait die's bonus (d12+1).
    pub plus: i32,
    pub modifiers: Mods,
    pub total: i32,
}

impl TraitRoll {
    /// A success at 4 (or the target number given).
    pub fn succeeds(&self, target: i32) -> bool {
        self.total >= target
    }

    /// Successes and raises: 1 for a success, one more for each full 4 over it.
    pub fn successes(&self, target: i32) -> u32 {
        if self.total < target {
            0
        } else {
            1 + ((self.total - target) / 4) as u32
        }
    }
}

/// A passenger's cooperative roll.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Help {
    pub who: Id,
    pub roll: TraitRoll,
    /// What it adds to the driver's total.
    pub bonus: i32,
}

/// One attack roll and what it did.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Strike {
    pub roll: TraitRoll,
    /// 4, or the target's Parry in melee.
    pub target_number: i32,
    /// The damage dice with their aces (the raise's d6 last), when it hit.
    pub damage: Option<DamageRoll>,
    pub effect: Effect,
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DamageRoll {
    pub dice: Rolls,
    /// The weapon's bonus and the Joker's, added to the dice.
    pub plus: i32,
    pub total: i32,
    pub toughness: u32,
}

/// What a hit did to its target.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    Miss,
    /// Hit, but under the Toughness.
    NoDamage,
    Shaken,
    /// Wounds (a Shaken already Shaken takes one).
    Wounds(u32),
}

#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Event {
    /// A maneuvering roll, with the help it had and the cards it earns.
    Maneuvered {
        who: Id,
        roll: TraitRoll,
        helpers: Vec<Help>,
        cards: u32,
    },
    /// A card dealt from the deck.
    Dealt {
        who: Id,
        card: Card,
    },
    /// The deck ran out in the middle of a round: the discards are shuffled back in.
    DiscardsShuffled,
    /// The card a participant keeps as its Action Card.
    Kept {
        who: Id,
        card: Card,
    },
    /// Everyone has a card: the participants act, highest card first. The order is held inline
    /// for a chase of up to eight (a list on the heap was an allocation a round of every
    /// playout), and read and written as a list.
    ActionsBegan {
        order: smallvec::SmallVec<[Id; 8]>,
    },
    /// A participant's turn began.
    TurnBegan {
        who: Id,
    },
    /// A complication was faced: the roll, if it has one, and whether it was avoided.
    ComplicationFaced {
        who: Id,
        complication: Complication,
        roll: Option<TraitRoll>,
        avoided: bool,
    },
    /// An obstacle hit: damage at half Top Speed in a vehicle, a Fatigue level on foot.
    ObstacleHit {
        who: Id,
        vehicle: bool,
    },
    /// A vehicle the setup gives took damage at half its Top Speed (an obstacle, a Force's raise,
    /// a roll over or a flip): its wounds, `added` by this and `total` now.
    VehicleDamaged {
        who: Id,
        damage: DamageRoll,
        added: u32,
        total: u32,
    },
    /// "Out of Control": the table's 2d6 for a vehicle the setup gives.
    OutOfControl {
        who: Id,
        dice: Rolls,
        mishap: Mishap,
    },
    /// Someone inside a vehicle that rolled over or flipped takes its damage.
    Crashed {
        who: Id,
        damage: DamageRoll,
        effect: Effect,
    },
    /// Attacks at a foe. One strike an event today, held inline (a list on the heap was an
    /// allocation an attack of every playout); read and written as a list.
    Attacked {
        who: Id,
        target: Id,
        range: Range,
        melee: bool,
        strikes: Strikes,
    },
    /// "Groups": the GM changed a group's split of attacks for this round (`None`: back to the
    /// proportional split).
    SplitChanged {
        who: Id,
        shares: Option<Vec<(Id, u32)>>,
    },
    /// A Force: the opposed rolls and what it did.
    Forced {
        who: Id,
        target: Id,
        range: Range,
        /// "Cooperative rolls may be allowed as usual."
        helpers: Vec<Help>,
        roll: TraitRoll,
        /// Boxed: a Force is rare, and two rolls inline made every event of a chase (every one
        /// a playout writes) as large as this one; read and written as the roll itself.
        against: Box<TraitRoll>,
        /// 0 failed, 1 success (-2 on the next roll), 2 a raise (also an obstacle).
        result: u32,
    },
    /// A Force's -2 waits on the next maneuvering roll.
    ForcePenalty {
        who: Id,
        penalty: i32,
    },
    ShakenSet {
        who: Id,
        shaken: bool,
    },
    /// A recovery roll from Shaken.
    Recovered {
        who: Id,
        roll: TraitRoll,
        success: bool,
    },
    Wounded {
        who: Id,
        wounds: u32,
    },
    /// One member of a group is out.
    MemberLost {
        who: Id,
        left: u32,
    },
    /// A driver must roll against going Out of Control.
    ControlRollNeeded {
        who: Id,
    },
    ControlRolled {
        who: Id,
        roll: TraitRoll,
        success: bool,
    },
    /// A capture or a stop is credited to the foe who made it (the `TakenOut` follows).
    CaughtBy {
        who: Id,
        by: Id,
    },
    TakenOut {
        who: Id,
        out: Out,
    },
    TurnEnded {
        who: Id,
    },
    /// The round is over; its cards go to the discards.
    RoundEnded {
        round: u32,
    },
    /// A joker was dealt this round: every card back in the deck.
    DeckShuffled,
    RoundBegan {
        round: u32,
    },
    ChaseEnded {
        ending: Ending,
    },
}
