//! What a keeper can decide in a position-clocks chase. Commands are imperatives naming
//! participants, paths and obstacles by name (any case), so that a script reads like the keeper's
//! notes; [`super::handle`] accepts or refuses them and says what happened as [`super::Event`]s.

use super::state::{Condition, Scope, Terrain};
use crate::engine::Name;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    // --- Before round 1 ("Turn Order") ---
    /// Everyone who takes turns makes a Dexterity with Athletics check; highest first, ties
    /// re-rolled between the tied; fixed for the chase. The rule for races, usable in any chase.
    RollOrder,
    /// The keeper's initiative order (e.g. from Freedom Initiative): those named act first, in
    /// this order; the rest follow in setup order. Not for races, whose order is rolled.
    SetOrder {
        #[serde(default)]
        order: Vec<Name>,
    },

    // --- A participant's turn ---
    /// A movement check: the turn's one, or the second with the Move action. While aboard, the
    /// vehicle or mount makes it. `board` names a vehicle or mount ahead to reach and board
    /// (segments beyond it are lost); `dc` overrides the terrain's DC; `modifier` adds to the
    /// speed bonus.
    MovementCheck {
        who: Name,
        #[serde(default, skip_serializing_if = "is_false")]
        advantage: bool,
        #[serde(default, skip_serializing_if = "is_zero")]
        modifier: i32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        board: Option<Name>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dc: Option<u32>,
    },
    /// "Additional Movement": an effect that moves `spaces` toward the goal (Misty Step: 3) gives
    /// an extra movement check with +spaces instead of the speed bonus. `ignores_terrain` for
    /// teleporting or flying effects (the flying DC). May be used out of turn (a reaction).
    AdditionalMovement {
        who: Name,
        effect: String,
        spaces: u32,
        #[serde(default, skip_serializing_if = "is_false")]
        ignores_terrain: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        advantage: bool,
    },
    /// "Slowing Down": remove segments at will during the turn.
    SlowDown { who: Name, segments: u32 },
    /// "New Paths": join another open path, or open a new one with this name (its terrain, or the
    /// current path's); costs a segment.
    TakePath {
        who: Name,
        path: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        terrain: Option<Terrain>,
        #[serde(default, skip_serializing_if = "is_false")]
        flight_only: bool,
    },
    /// The Skill action against the obstacle ahead: d20 + `bonus` against its DC, with advantage
    /// if the participant overshot it (or the keeper grants it).
    ResolveObstacle {
        who: Name,
        #[serde(default)]
        bonus: i32,
        #[serde(default, skip_serializing_if = "is_false")]
        advantage: bool,
    },
    /// "Hiding", with the Skill action; needs obscurement. Without a `check` the keeper rules it
    /// succeeded (rolled by the Conflicts rules at the table).
    Hide {
        who: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        check: Option<Check>,
    },
    /// The Skill action to find a hidden participant; without a `check` the keeper rules it found.
    Seek {
        who: Name,
        target: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        check: Option<Check>,
    },
    /// Any other use of the Skill action the keeper asks for ("A GM may request a Player use the
    /// Skill Action to spot or discern the presence of an alternative Path"); without a `check`
    /// the keeper rules it succeeded.
    SkillAction {
        who: Name,
        what: String,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        check: Option<Check>,
    },
    /// "Vehicles and Mounts": board one that is adjacent.
    Board { who: Name, ride: Name },
    /// Get off a vehicle or mount, where it is.
    Disembark { who: Name },
    /// End this participant's turn.
    EndTurn { who: Name },

    // --- The keeper's hand ---
    /// Make a path available (the rooftops, the sky) with its terrain.
    OpenPath {
        name: String,
        #[serde(default)]
        terrain: Terrain,
        #[serde(default, skip_serializing_if = "is_false")]
        flight_only: bool,
    },
    /// The terrain of a path from now on (usually at the start of a round).
    SetTerrain { path: String, terrain: Terrain },
    /// "Merging Paths", at the start of a round: everyone on `from` is now on `into`.
    MergePaths { from: String, into: String },
    /// Put an obstacle on a path between segment `after` and the next; `dc` defaults to the
    /// path's terrain DC.
    PlaceObstacle {
        name: String,
        path: String,
        after: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        dc: Option<u32>,
        #[serde(default)]
        scope: Scope,
    },
    /// Remove an obstacle (it no longer stops anyone).
    ClearObstacle { name: String },
    /// Switch a condition on or off: hindered by difficult-terrain effects, immobile, flying.
    SetCondition {
        who: Name,
        condition: Condition,
        on: bool,
    },
    /// A hidden participant is found or gives itself away.
    Reveal { who: Name },
    /// Set a participant's filled segments without rules (a correction).
    Place { who: Name, filled: u32 },
    /// End the chase here.
    EndChase,
}

/// A skill check the keeper sets: d20 + `bonus` against `dc`.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Check {
    #[serde(default)]
    pub bonus: i32,
    pub dc: u32,
}

impl Command {
    /// The participant a command is about, if any.
    pub fn who(&self) -> Option<&str> {
        match self {
            Command::MovementCheck { who, .. }
            | Command::AdditionalMovement { who, .. }
            | Command::SlowDown { who, .. }
            | Command::TakePath { who, .. }
            | Command::ResolveObstacle { who, .. }
            | Command::Hide { who, .. }
            | Command::Seek { who, .. }
            | Command::SkillAction { who, .. }
            | Command::Board { who, .. }
            | Command::Disembark { who }
            | Command::EndTurn { who }
            | Command::SetCondition { who, .. }
            | Command::Reveal { who }
            | Command::Place { who, .. } => Some(who),
            Command::RollOrder
            | Command::SetOrder { .. }
            | Command::OpenPath { .. }
            | Command::SetTerrain { .. }
            | Command::MergePaths { .. }
            | Command::PlaceObstacle { .. }
            | Command::ClearObstacle { .. }
            | Command::EndChase => None,
        }
    }
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &i32) -> bool {
    *n == 0
}
