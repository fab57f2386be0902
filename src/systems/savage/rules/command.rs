//! What a GM can decide in a Savage Worlds chase. Commands name participants as the setup does
//! (any case), so a script reads like the GM's notes; every roll and every card comes through the
//! roller, so the same command is made by a key, typed in a script or replayed from a journal.

use super::state::Out;
use crate::dice::Card;
use crate::engine::Name;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// "Chase Cards": roll the maneuvering trait (with the passengers who help, "Passengers") and
    /// draw a card per success and raise. `modifier` is the GM's own, beside those the rules add.
    Maneuver {
        who: Name,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        helpers: Vec<Name>,
        #[serde(default, skip_serializing_if = "is_zero")]
        modifier: i32,
    },
    /// Keep one of the cards drawn ("usually the highest", or a lower one to avoid a Club).
    Keep { who: Name, card: Card },
    /// "Complications": face the complication of a kept Club.
    Complication { who: Name },
    /// "Attacks": attack a foe one has advantage over; a group sends `attackers` of its members.
    Attack {
        who: Name,
        target: Name,
        #[serde(default, skip_serializing_if = "is_false")]
        melee: bool,
        #[serde(default = "one", skip_serializing_if = "is_one")]
        attackers: u32,
        #[serde(default, skip_serializing_if = "is_zero")]
        modifier: i32,
        /// Whether the attack is held to the split of a group's attacks ("Groups"): every attack
        /// given on the screen, in a script, by the odds or read from a journal is. It is never
        /// written: a journal from before the split was kept is replayed, where an attack of
        /// its is refused for the split, with the attack not held to it
        /// ([`crate::engine::Rules::as_written_earlier`]), so no saved chase stops resuming.
        #[serde(skip, default = "held")]
        held_to_split: bool,
        /// Whether a driver the attack shakes or wounds rolls against going Out of Control in
        /// this command ([`Command::ControlRoll`]'s roll, asked with the attack's own dice).
        /// Every attack given or read does; never written (see [`Command::ControlRoll`]).
        #[serde(skip, default = "held")]
        control_now: bool,
    },
    /// "Force": an opposed maneuvering roll against a foe one has advantage over; passengers may
    /// help as they do the maneuvering roll.
    Force {
        who: Name,
        target: Name,
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        helpers: Vec<Name>,
        #[serde(default, skip_serializing_if = "is_zero")]
        modifier: i32,
    },
    /// "Groups": the GM's split of a group's attacks this round, in place of the proportional one
    /// ("Divide each group's attacks up proportionately among the opposition"): how many of its
    /// members may attack each foe; a foe not named gets none. An empty list puts the
    /// proportional split back. `Split(who: "Gangers", shares: [("Dala", 2)])`.
    Split {
        who: Name,
        #[serde(default)]
        shares: Vec<(Name, u32)>,
    },
    /// "Shaken Characters": try to become un-Shaken on one's card (a Spirit roll).
    Recover { who: Name },
    /// "Shaken Characters": the maneuvering roll of a Shaken driver against going Out of Control,
    /// when it is owed. "If a character driving or piloting a vehicle is Shaken, he must make an
    /// Out of Control roll": the attack or the GM's word that shakes a driver rolls it at once,
    /// with its own dice (`control_now`), so no command of today leaves it owed. A journal written
    /// before holds it as this command after the one that shook the driver; that one is
    /// replayed with `control_now` false ([`crate::engine::Rules::as_written_earlier`]), which
    /// leaves the roll owed for this command to make, as it was made then.
    ControlRoll { who: Name },
    /// End the turn of the one acting.
    EndTurn { who: Name },
    /// The GM says who is Shaken (an attack or a spell the chase does not track); a driver
    /// shaken rolls against going Out of Control in this command (see [`Command::ControlRoll`]).
    SetShaken {
        who: Name,
        shaken: bool,
        /// As an attack's `control_now`: every command given or read rolls at once; never written.
        #[serde(skip, default = "held")]
        control_now: bool,
    },
    /// The GM takes someone out of the chase (captured, stopped, withdrew, escaped); `by`, for a
    /// capture or a stop, the foe who made it (the catch is then credited to it).
    TakeOut {
        who: Name,
        out: Out,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        by: Option<Name>,
    },
    /// The GM ends the chase (a dogfight's objective won, a side withdrew).
    EndChase,
}

fn is_zero(value: &i32) -> bool {
    *value == 0
}

fn is_false(value: &bool) -> bool {
    !*value
}

fn one() -> u32 {
    1
}

fn is_one(value: &u32) -> bool {
    *value == 1
}

/// An attack read from a file is held to the split of a group's attacks, and a command read from
/// a file rolls a driver's control roll in itself.
fn held() -> bool {
    true
}
