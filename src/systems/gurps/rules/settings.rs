//! The rule settings that the GURPS Action chase text leaves to the GM, each with a default from
//! the text or the usual practice (docs/rules-gurps.md), so that a setup file only names what it
//! changes.

use super::maneuver::{Band, Maneuver};
use crate::dice::DiceExpr;
use serde::{Deserialize, Serialize};

/// What the GM decides about a chase before it starts.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The range band the chase starts at (the GM's call; Medium when left out).
    pub start_band: Band,
    /// "Chase Maneuvers": in poor visibility both sides decide blindly (the screen hides the
    /// quarry's choice until the pursuer has chosen).
    pub blind: bool,
    /// "Collateral Damage": on crowded streets every wipeout causes an accident.
    pub crowded: bool,
    /// "Three-Way Chases": this chase is one of the two a three-way chase is fudged as, so its
    /// middleman may favour the other chase (and Move in this one). A chase of two parties offers
    /// no such choice.
    pub three_way: bool,
    /// Chases that drag on: after this many rounds the chase ends as `limit_ending` says.
    pub round_limit: Option<u32>,
    pub limit_ending: LimitEnding,
    /// How often each maneuver comes up when the tool picks an NPC side's maneuver at random
    /// among those legal now (the GM's dice table).
    pub npc_weights: Vec<(Maneuver, u32)>,
    /// The penalty a randomly chosen Stunt or Stunt Escape takes.
    pub npc_stunt_penalty: u8,
    /// Thrust damage by ST (the Basic Set's table, which the text leaves out): rows of
    /// (lowest ST, dice), highest first is not required; a vehicle may give its own.
    /// Shared by every copy of the state: a playout's reset leaves it alone.
    pub thrust: crate::engine::Shared<Vec<(u32, DiceExpr)>>,
}
crate::clone_fields!(Settings {
    start_band,
    blind,
    crowded,
    three_way,
    round_limit,
    limit_ending,
    npc_weights,
    npc_stunt_penalty,
    thrust
});

/// How a chase that reaches its round limit ends.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum LimitEnding {
    /// The pursuers run out of time: the quarry gets away (the default).
    QuarryEscapes,
    /// The quarry runs out of road: the pursuers close in.
    PursuerCatches,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            start_band: Band::Medium,
            blind: false,
            crowded: false,
            three_way: false,
            round_limit: None,
            limit_ending: LimitEnding::QuarryEscapes,
            npc_weights: default_weights(),
            npc_stunt_penalty: 2,
            thrust: Default::default(),
        }
    }
}

/// A keeper's dice table for NPCs: mostly Move, sometimes an attack or a stunt, rarely the rest.
pub fn default_weights() -> Vec<(Maneuver, u32)> {
    vec![
        (Maneuver::Move, 6),
        (Maneuver::MoveAndAttack, 3),
        (Maneuver::Attack, 1),
        (Maneuver::Stunt, 2),
        (Maneuver::StuntEscape, 1),
        (Maneuver::Hide, 2),
        (Maneuver::MobilityEscape, 1),
        (Maneuver::MobilityPursuit, 1),
        (Maneuver::Force, 2),
        (Maneuver::Ram, 2),
        (Maneuver::Reverse, 1),
        (Maneuver::EmergencyAction, 10),
    ]
}

impl Settings {
    /// Thrust for an ST from the table: the row with the highest ST not above it; past the last
    /// row, +1d per 10 ST (the Basic Set's rule beyond ST 100).
    pub fn thrust_for(&self, st: u32) -> DiceExpr {
        let mut rows: Vec<&(u32, DiceExpr)> = self.thrust.iter().collect();
        rows.sort_by_key(|(at, _)| *at);
        match rows.iter().rev().find(|(at, _)| *at <= st) {
            Some((at, dice))
                if rows.last().is_some_and(|(last, _)| last == at) && st >= at + 10 =>
            {
                let extra = (st - at) / 10;
                DiceExpr::dice(dice.dice_count() + extra, 6).plus(dice.constant())
            }
            Some((_, dice)) => dice.clone(),
            None => rows
                .first()
                .map_or_else(|| DiceExpr::dice(1, 6).plus(-6), |(_, d)| d.clone()),
        }
    }
}
