//! What happened in a GURPS Action chase: past tense, with ids and numbers (dice inside), so
//! replaying gives back the exact chase. [`super::apply`] records them; [`super::narrate`] tells.

use super::maneuver::Band;
use super::state::{
    Contest, Declared, Ending, Id, Mod, OutReason, Owed, PartyId, Stage, Target, VehicleId,
};
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A side's maneuver; `random`: the die the tool rolled on the weights.
    Declared {
        party: PartyId,
        declared: Declared,
        random: Option<i32>,
    },
    StepReached {
        step: Stage,
    },
    SceneryChanged {
        on: bool,
    },
    /// A 3d6 roll against an effective skill, with its modifiers.
    Rolled {
        who: Id,
        kind: RollKind,
        base: i32,
        mods: Vec<Mod>,
        roll: i32,
        /// The skill rolled where the text leaves it to the GM (a Stunt on foot, Board, Seize
        /// Control): the keeper's choice or the program's, named in the log.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<super::skill_choice::GmSkill>,
    },
    /// Injury: `damage` rolled, `injury` after DR, hit points left.
    Injured {
        target: Target,
        damage: i32,
        injury: i32,
        hp_left: i32,
    },
    CloseCall {
        who: Id,
    },
    /// The GM chose the skill for this person's Stunt or Reverse on foot, Board or Seize Control
    /// (`None`: the program's choice again).
    SkillChosen {
        who: Id,
        skill: Option<super::skill_choice::GmSkill>,
    },
    /// "Damage to People": a major wound and a failed HT roll: "-4 if stunned" on the next
    /// Chase Roll.
    Stunned {
        who: Id,
    },
    /// "Seize Control": he took over a downed operator's controls and must take Emergency Action
    /// next round (instead of Stop).
    EmergencyDue {
        who: Id,
    },
    Out {
        target: Target,
        reason: OutReason,
    },
    /// "Collateral Damage": an accident; `chaos` the 1d-1 the rival loses when the quarry caused
    /// it.
    Accident {
        by: PartyId,
        chaos: Option<i32>,
    },
    /// Boxed: the largest event by far (two Chase Rolls with their modifiers), one a round,
    /// while every other event is moved at the size of the largest.
    ContestRolled {
        contest: Box<Contest>,
    },
    StaticImposed {
        party: PartyId,
    },
    KeptUp {
        party: PartyId,
    },
    /// The range shifts the Contest's winner (or both sides) may take, held inline: one is
    /// owed in nearly every round of a playout, and a list on the heap was an allocation each.
    ShiftsOwed {
        owed: smallvec::SmallVec<[Owed; 2]>,
    },
    /// The Contest moved no range band ("Victory by 0-4: No change", a tie, or both sides
    /// static): told, so that the next round's band is not a surprise.
    BandKept {
        band: Band,
    },
    Shifted {
        party: PartyId,
        steps: i32,
        band: Band,
    },
    /// Hide or Reverse: the quarry is the pursuer now.
    RolesSwapped,
    /// The range set by a rule (Hide lost: Close; Reverse: Close; Hide won: the band picked).
    BandSet {
        band: Band,
    },
    LeaderChosen {
        party: PartyId,
        who: Id,
    },
    /// Someone got in or out of a vehicle; `operator`: at its controls.
    Moved {
        who: Id,
        aboard: Option<VehicleId>,
        operator: bool,
    },
    /// A seized vehicle changes sides; `struggle`: the fight for the wheel goes on.
    Seized {
        vehicle: VehicleId,
        party: PartyId,
        struggle: bool,
    },
    LuckyBreak {
        party: PartyId,
    },
    /// The opening for a Mobility Escape next round after an unanswered Disembark/Embark.
    MobilityOpening {
        party: PartyId,
    },
    RoundStarted {
        round: u32,
    },
    ChaseEnded {
        ending: Ending,
    },
}

/// What a roll was for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum RollKind {
    Attack { target: Target },
    Force { target: Target },
    Ram { target: Target },
    Defense,
    Control,
    Stunt,
    Health,
    Complementary,
    Board,
    Seize,
    Task(String),
}

/// A 3d6 roll against an effective skill (success rolls as GURPS makes them: 3-4 always succeed,
/// 17-18 always fail, 16 too when the skill is under 16; the Basic Set's criticals).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Check {
    pub skill: i32,
    pub roll: i32,
}

impl Check {
    pub fn succeeds(self) -> bool {
        match self.roll {
            ..=4 => true,
            17.. => false,
            16 => self.skill >= 16,
            roll => roll <= self.skill,
        }
    }

    pub fn margin(self) -> i32 {
        self.skill - self.roll
    }

    /// 3-4; 5 at skill 15; 6 at skill 16.
    pub fn critical_success(self) -> bool {
        self.roll <= 4
            || (self.roll == 5 && self.skill >= 15)
            || (self.roll == 6 && self.skill >= 16)
    }

    /// 18; 17 at skill 15 or less; 10 or more over the skill.
    pub fn critical_failure(self) -> bool {
        self.roll == 18 || (self.roll == 17 && self.skill <= 15) || self.roll - self.skill >= 10
    }
}
