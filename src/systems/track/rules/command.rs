//! What a GM can decide in a chase on the chase track. Commands are imperatives naming participants
//! by name (any case), so that a script reads like the GM's notes; the rules in [`super::handle`]
//! accept or refuse them and say what happened as [`super::Event`]s.

use super::settings::Environment;
use super::state::{Ability, Against, Space};
use crate::dice::DiceExpr;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// Start the chase: roll initiative if the turn order needs it, and begin round 1.
    Start,

    // --- A turn ("Each Turn") ---
    /// Step 1, "Chase Actions": heart die + ability die against a CN (the environment's base CN
    /// when none is given), after the effect the GM picked for the described action.
    Act {
        who: String,
        ability: Ability,
        effect: Effect,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cn: Option<u32>,
        /// What the participant attempts, for the log ("Slide under a carpet merchant's stall").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        what: Option<String>,
        /// Advantage or disadvantage the GM grants (a mount, an obvious trail): the ability die is
        /// rolled twice, keeping the higher or the lower.
        #[serde(default, skip_serializing_if = "Edge::is_none")]
        edge: Edge,
    },
    /// "Complications": the action that rolled a 1 simply fails.
    AcceptFailure { who: String },
    /// "Complications": reroll the die that showed 1, and something goes wrong.
    TakeComplication { who: String, complication: String },
    /// Step 1 used for an attack ("Attacks During Chases"): only within 2 spaces. The attack roll
    /// is the game's own; the GM says whether it hit, and the damage dice are rolled here.
    Attack {
        who: String,
        target: String,
        hit: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DiceExpr>,
    },
    /// Step 2, the required move. `past_obstacles`: a flyer, swimmer or mount ignores the obstacles
    /// in its way this time, at the GM's word.
    Move {
        who: String,
        #[serde(default, skip_serializing_if = "is_false")]
        past_obstacles: bool,
    },
    /// Step 3, "Exertion": heart + might against the participant's exertion CN.
    Exert { who: String },
    /// End the turn after the move.
    EndTurn { who: String },

    // --- The GM's hand ---
    /// "Environmental Hazards": a save with heart + ability die against a CN; a failure has the
    /// consequence the GM names.
    Save {
        who: String,
        ability: Ability,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        cn: Option<u32>,
        on_failure: Consequence,
    },
    /// Put a participant on a space without rules (a correction).
    Place { who: String, space: Space },
    /// Put an obstacle on a space (a complication that hinders everyone, say).
    PlaceObstacle {
        at: Space,
        against: Against,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        what: Option<String>,
    },
    /// Remove every obstacle on a space.
    ClearObstacles { at: Space },
    /// The chase moves into another environment (its base CN is used from now on).
    SetEnvironment { environment: Environment },
    /// "Groups can split up": a member of a group leaves it as its own participant, `name`.
    Split { who: String, name: String },
    /// End the chase here.
    EndChase,
}

/// The success effect the GM picked for an action ("Success Effects").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Effect {
    /// "Take a Shortcut": one more space on this turn's move.
    Shortcut,
    /// "Fast Lane": one more space whenever moving, from the next turn on.
    FastLane,
    /// "Slow 'Em Down": an obstacle for every opponent on the acting participant's space, or on
    /// the space of the participant named in `at` (the worked example puts it in the thief's).
    SlowThemDown {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        at: Option<String>,
    },
}

/// Advantage or disadvantage on a check.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Edge {
    #[default]
    None,
    Advantage,
    Disadvantage,
}

impl Edge {
    pub fn is_none(&self) -> bool {
        *self == Edge::None
    }
}

/// What a failed environmental save costs ("Environmental Hazards").
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Consequence {
    /// Damage, rolled with these dice.
    Damage(DiceExpr),
    /// A space of movement, taken from the next move.
    LoseSpace,
    /// A complication, in the GM's words.
    Complication(String),
}

impl Command {
    /// The participant a command is about, if any.
    pub fn who(&self) -> Option<&str> {
        match self {
            Command::Act { who, .. }
            | Command::AcceptFailure { who }
            | Command::TakeComplication { who, .. }
            | Command::Attack { who, .. }
            | Command::Move { who, .. }
            | Command::Exert { who }
            | Command::EndTurn { who }
            | Command::Save { who, .. }
            | Command::Place { who, .. }
            | Command::Split { who, .. } => Some(who),
            Command::Start
            | Command::PlaceObstacle { .. }
            | Command::ClearObstacles { .. }
            | Command::SetEnvironment { .. }
            | Command::EndChase => None,
        }
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}
