//! The people and vehicles of a GURPS Action chase: their numbers from the setup and what the
//! chase does to them (wounds, a close call, shock, out of the chase).

use super::state::{Id, PartyId, VehicleId};
use crate::dice::DiceExpr;
use serde::{Deserialize, Serialize};

impl Person {
    /// Whether the players may read this person's numbers (docs/players-view.md): a
    /// player's character's are its player's; the GM's people's are the GM's.
    pub fn open_to_players(&self) -> bool {
        self.secret.map_or(self.player, |secret| !secret)
    }
}

/// A person in the chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Person {
    pub name: String,
    pub party: PartyId,
    /// A player's character: the players' view shows its numbers.
    pub player: bool,
    /// The setup's override of who may read its numbers (`secret: true` keeps a player's
    /// character's behind the screen, `secret: false` opens an NPC's); `None`: the default.
    #[serde(default)]
    pub secret: Option<bool>,
    pub st: i32,
    pub dx: i32,
    pub ht: i32,
    pub hp: i32,
    pub hp_max: i32,
    pub dr: i32,
    /// Basic Move (yards a second) on foot.
    pub move_yards: u32,
    pub dodge: i32,
    pub parry: Option<i32>,
    pub skills: Skills,
    pub gunslinger: bool,
    /// Higher Purpose (Deliver the Package): +1 to Chase Rolls.
    pub higher_purpose: bool,
    pub weapon: Option<Weapon>,
    /// The vehicle aboard, if any (its operator is [`Vehicle::operator`]).
    pub aboard: Option<VehicleId>,
    pub out: Option<OutReason>,
    /// "Wipeouts": the round of a close call; the next round must be Emergency Action or Stop.
    pub close_call: Option<u32>,
    /// "Seize Control": the round he took over a downed operator's controls; the next round his
    /// side must take Emergency Action ("instead of Stop").
    #[serde(default)]
    pub seized_in: Option<u32>,
    /// Shock from injury: a penalty on the next Chase Roll (-1 to -4).
    pub shock: i32,
    /// Stunned by a major wound: "-4 if stunned" on the next Chase Roll, instead of shock.
    #[serde(default)]
    pub stunned: bool,
    /// The GM's choice of skill for a Stunt or Reverse on foot, Board or Seize Control; `None`:
    /// the program's choice.
    #[serde(default)]
    pub skill_choice: Option<super::skill_choice::GmSkill>,
    /// This round's attack, Force, Ram, board, seize or task is spent.
    pub acted: bool,
    /// This round's Stunt roll: success or failure.
    pub stunt: Option<bool>,
}
crate::clone_fields!(Person {
    name,
    party,
    player,
    secret,
    st,
    dx,
    ht,
    hp,
    hp_max,
    dr,
    move_yards,
    dodge,
    parry,
    skills,
    gunslinger,
    higher_purpose,
    weapon,
    aboard,
    out,
    close_call,
    seized_in,
    shock,
    stunned,
    skill_choice,
    acted,
    stunt
});

/// The skills a chase uses; a missing one defaults as the text says (DX for a pedestrian without
/// Running) or by GURPS's usual defaults.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Skills {
    pub running: Option<i32>,
    /// The skill for the vehicle operated (Driving, Boating, Piloting, Riding...).
    pub vehicle: Option<i32>,
    pub stealth: Option<i32>,
    pub acrobatics: Option<i32>,
    pub jumping: Option<i32>,
    pub climbing: Option<i32>,
    pub area_knowledge: Option<i32>,
    pub urban_survival: Option<i32>,
    /// Judo or Wrestling, for grapples and seizing control.
    pub wrestling: Option<i32>,
}

/// A weapon: the skill to use it, its damage dice, Acc and Bulk.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weapon {
    pub name: String,
    pub skill: i32,
    pub damage: DiceExpr,
    pub acc: i32,
    pub bulk: i32,
    pub melee: bool,
}
crate::clone_fields!(Weapon {
    name,
    skill,
    damage,
    acc,
    bulk,
    melee
});

/// A vehicle in the chase (or standing by, to be boarded).
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Vehicle {
    pub name: String,
    /// The party aboard; `None` for one standing by.
    pub party: Option<PartyId>,
    pub operator: Option<Id>,
    pub st: u32,
    pub ht: i32,
    pub hp: i32,
    pub hp_max: i32,
    pub handling: i32,
    /// Stability Rating.
    pub sr: i32,
    pub dr: i32,
    pub sm: i32,
    /// Top speed as Move (yards a second; mph / 2).
    pub move_yards: u32,
    pub thrust: Option<DiceExpr>,
    pub enhanced_dodge: i32,
    pub mode: Medium,
    /// A motorbike or a horse: its rider is exposed (no window between him and a shot).
    pub exposed: bool,
    pub out: Option<OutReason>,
    /// "Seize Control": the struggle for the wheel, -5 on its Chase Rolls.
    pub struggle: bool,
    /// This round it delivered or received a Force or a Ram ("Other Tasks": -2).
    pub bumped: bool,
}
crate::clone_fields!(Vehicle {
    name,
    party,
    operator,
    st,
    ht,
    hp,
    hp_max,
    handling,
    sr,
    dr,
    sm,
    move_yards,
    thrust,
    enhanced_dodge,
    mode,
    exposed,
    out,
    struggle,
    bumped
});

/// What a vehicle travels on or through (land, water, air), for mismatched chases; serde still
/// calls it `Mode`, the word its messages have used.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "Mode")]
pub enum Medium {
    Land,
    Water,
    Air,
}

/// Why someone or something left the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum OutReason {
    Wrecked,
    Unconscious,
    FellOff,
    Parked,
    Grappled,
}

impl OutReason {
    pub fn word(self) -> &'static str {
        match self {
            OutReason::Wrecked => "wrecked",
            OutReason::Unconscious => "down",
            OutReason::FellOff => "fell off",
            OutReason::Parked => "left behind",
            OutReason::Grappled => "grappled",
        }
    }
}
