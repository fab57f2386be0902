//! What a GM decides in a GURPS Action chase. Commands name people and vehicles as the setup
//! does (any case), so a script reads like the GM's notes.

use super::maneuver::{Band, Maneuver, Side};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    /// Steps 1 and 2: a side's leader picks its maneuver. `penalty` is a Stunt's even penalty;
    /// `lucky_break` spends one for a maneuver that needs suitable scenery; `elsewhere`: a
    /// three-way chase's middleman favours his other chase, so here his maneuver is Move.
    Declare {
        side: Side,
        maneuver: Maneuver,
        #[serde(default, skip_serializing_if = "is_zero")]
        penalty: u8,
        #[serde(default, skip_serializing_if = "is_false")]
        lucky_break: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        elsewhere: bool,
    },
    /// The tool picks the side's maneuver at random among those legal now (`npc_weights`).
    DeclareRandom {
        side: Side,
    },
    /// A ranged (or, at Close, melee) attack; `vital`: at a vehicle's vital areas; `grapple`: a
    /// grab that ends the chase if it lands.
    Attack {
        who: String,
        target: String,
        #[serde(default, skip_serializing_if = "is_false")]
        vital: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        grapple: bool,
    },
    /// Force: try to push an enemy vehicle off the road.
    Force {
        who: String,
        target: String,
    },
    /// Ram: collide with an enemy vehicle or run down a pedestrian.
    Ram {
        who: String,
        target: String,
    },
    /// The Stunt roll at the leader's penalty, for each operator and pedestrian of the side.
    Stunt {
        who: String,
    },
    /// Disembark/Embark: leave the vehicle.
    Disembark {
        who: String,
    },
    /// Disembark/Embark: board a vehicle (the operator starts it with a control roll).
    Embark {
        who: String,
        vehicle: String,
    },
    /// "Passenger Actions", Board: leap onto an enemy vehicle at Close range.
    Board {
        who: String,
        vehicle: String,
    },
    /// "Passenger Actions", Seize Control of the vehicle aboard.
    SeizeControl {
        who: String,
    },
    /// "Passenger Actions", Other Tasks: a noncombat roll at the skill given.
    Task {
        who: String,
        skill: i32,
        what: String,
    },
    /// Ends the resolving step (3, then 4).
    EndStep,
    /// Step 5, the Quick Contest; each side may roll its complementary skill first.
    Contest {
        #[serde(default, skip_serializing_if = "is_false")]
        quarry_complementary: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        pursuer_complementary: bool,
    },
    /// Step 6: the winner's shift, in bands (positive: farther apart).
    Shift {
        steps: i32,
    },
    /// Hide won: escape (`None`) or pull out behind the rival at Close, Short or Medium.
    PullOut {
        band: Option<Band>,
    },
    /// "If the leader is out of the chase, that side must pick a new one."
    Lead {
        who: String,
    },
    /// The side changed mobility or pulled a stunt to keep up: its maneuvers are no longer static.
    KeptUp {
        side: Side,
    },
    /// The keeper's toggle: the scene offers suitable scenery this round.
    Scenery {
        on: bool,
    },
    EndChase,
    /// The GM's choice of skill for this person's Stunt or Reverse on foot, Board or Seize
    /// Control, until changed; `None` gives the choice back to the program.
    ChooseSkill {
        who: String,
        skill: Option<super::skill_choice::GmSkill>,
    },
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn is_zero(n: &u8) -> bool {
    *n == 0
}

impl Command {
    /// The person a command is about, if any.
    pub fn who(&self) -> Option<&str> {
        match self {
            Command::Attack { who, .. }
            | Command::Force { who, .. }
            | Command::Ram { who, .. }
            | Command::Stunt { who }
            | Command::Disembark { who }
            | Command::Embark { who, .. }
            | Command::Board { who, .. }
            | Command::SeizeControl { who }
            | Command::Task { who, .. }
            | Command::Lead { who }
            | Command::ChooseSkill { who, .. } => Some(who),
            _ => None,
        }
    }
}
