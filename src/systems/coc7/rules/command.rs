//! What a keeper can decide in a Call of Cthulhu chase. Commands are imperatives; the rules in
//! [`super::handle`] accept or refuse them and say what happened as [`super::Event`]s.
//!
//! Participants are named as the setup names them (any case), so that a script reads like the
//! keeper's notes and the journal survives a reordered setup.

use super::newcomer::Newcomer;
use super::optional::{Caller, MovementMode};
use super::state::{DamageRow, Loc, Obstacle};
use super::vehicles::Incident;
use crate::dice::{DiceExpr, Difficulty};
use crate::engine::Name;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Command {
    // --- Establishing the chase (Part 1 and 2) ---
    /// "Speed Roll": CON on foot, the vehicle's skill when driving, unless another skill is named.
    SpeedRoll {
        who: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
    },
    /// A quarry takes the chance to escape ("Compare speeds"); during the chase, the keeper declares
    /// that a quarry got away (it lost its pursuers, hid, reached safety).
    Escape { who: Name },
    /// "Cut to the Chase": place everyone on the track and start round 1. `range` overrides the
    /// setting (2, or 1 for a tenser chase).
    CutToChase {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        range: Option<u8>,
    },

    // --- A participant's turn (Part 3 and 4) ---
    /// Move forward across clear ground, 1 movement action per location.
    Move {
        who: Name,
        #[serde(default = "one", skip_serializing_if = "is_one")]
        locations: u32,
    },
    /// Negotiate the hazard ahead with one of its skills; `cautious` movement actions (0-2) buy as
    /// many bonus dice. `damage` overrides the hazard's Table III row on a failure; `no_damage`
    /// rules that this failure does no harm (the lost movement actions still follow).
    NegotiateHazard {
        who: Name,
        skill: Name,
        #[serde(default, skip_serializing_if = "is_zero")]
        cautious: u8,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DamageRow>,
        #[serde(default, skip_serializing_if = "is_false")]
        no_damage: bool,
        /// The skill's value typed at the table when the sheet lacks it (the Mud's STR).
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<u32>,
    },
    /// Try to get past the barrier ahead with one of its skills.
    PassBarrier {
        who: Name,
        skill: Name,
        /// The skill's value typed at the table when the sheet lacks it.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        value: Option<u32>,
        /// Harm on a failure, when the keeper rules there is any ("may cause damage and delay").
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DamageRow>,
        /// The keeper rules that this failure does no harm, whatever the barrier says.
        #[serde(default, skip_serializing_if = "is_false")]
        no_damage: bool,
    },
    /// Break down the barrier ahead: no attack roll, roll damage against its hit points.
    AttackBarrier {
        who: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DiceExpr>,
    },
    /// Initiate an attack (costs 1 movement action). Melee needs the same location; `ranged`
    /// attacks (firearms) do not. A `maneuver` trips, pushes or throws instead of doing damage.
    Attack {
        who: Name,
        target: Name,
        skill: Name,
        #[serde(default, skip_serializing_if = "is_false")]
        ranged: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        maneuver: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DiceExpr>,
        #[serde(default)]
        response: Response,
        /// What a successful fighting maneuver does, whoever wins it.
        #[serde(default)]
        effect: ManeuverEffect,
    },
    /// Cast a spell, pick a lock or do anything else that takes time; the keeper says what it costs
    /// and whether it needs a roll.
    Act {
        who: Name,
        what: String,
        #[serde(default, skip_serializing_if = "is_zero_u32")]
        cost: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
        #[serde(default)]
        difficulty: Difficulty,
    },
    /// Wait until another participant has acted (`after`), or to the end of the round.
    Delay {
        who: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<Name>,
    },
    /// End this participant's turn (or pass without acting).
    EndTurn { who: Name },

    // --- The keeper's hand on the chase ---
    /// Add a location at the head of the track (or behind the back), with what lies between it
    /// and its neighbour.
    AddLocation {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        #[serde(default, skip_serializing_if = "is_false")]
        behind: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        obstacle: Option<Obstacle>,
    },
    /// Put a hazard or barrier between `after` and the next location, or clear it with `None`.
    SetObstacle {
        after: Loc,
        #[serde(default)]
        obstacle: Option<Obstacle>,
    },
    /// Move a participant to a location without rules (a correction, a throw over a fence).
    Place { who: Name, location: Loc },
    /// A caught quarry breaks free and runs on.
    Release { who: Name },
    /// The keeper rules that the pursuer `by`, at the quarry `who`'s location, has caught it (with
    /// `catch_on_reach` off, reaching only brings them together: attack, maneuver, or this).
    Catch { who: Name, by: Name },
    /// Among participants with equal DEX, `who` acts before `before` from now on.
    Reorder { who: Name, before: Name },
    /// End the chase here.
    EndChase,

    // --- Part 5: routes, the track's optional rules, and moving in other ways ---
    /// "Choosing a Route": `who` takes the way named `route` (a branch's name, or the name or number
    /// of the way's first location) at the fork it stands at, or at the next fork ahead. Without a
    /// choice, those who come to a fork follow the way the lead quarry took.
    ChooseRoute { who: Name, route: String },
    /// Adds a way that leaves the track at the location `from`: its locations in order ("" for an
    /// unnamed dot), numbered after every location there is.
    AddRoute {
        from: Loc,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        name: Option<String>,
        locations: Vec<String>,
    },
    /// "Random Hazards and Barriers": roll 1D100 for what lies between `after` and the next
    /// location, where nothing lies yet.
    RollHazard { after: Loc },
    /// Names the hazard or barrier after `after` (a random one, say) and sets its skills, keeping its
    /// difficulty; `barrier` makes it a barrier (with `hp` if it can be broken down).
    NameObstacle {
        after: Loc,
        name: String,
        #[serde(default)]
        skills: Vec<Name>,
        #[serde(default, skip_serializing_if = "is_false")]
        barrier: bool,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        hp: Option<u32>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DamageRow>,
    },
    /// "Pedal to the Metal": how far `who` can see ahead, given or rolled by the `sight` setting.
    /// Locations within sight that are not on the track yet are added, each rolled for random
    /// hazards ("The Keeper ... should do so as required").
    LookAhead {
        who: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        locations: Option<u32>,
    },
    /// "Sudden Hazards": the keeper or the players call for a group Luck roll; the keeper may raise
    /// the difficulty of the hazard when the chase drags on.
    SuddenHazard {
        by: Caller,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        difficulty: Option<Difficulty>,
    },
    /// Puts the sudden hazard the Luck roll called for right in front of a participant
    /// (`ahead_of`), or after a location.
    PlaceSuddenHazard {
        #[serde(default, skip_serializing_if = "Option::is_none")]
        ahead_of: Option<Name>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        after: Option<Loc>,
        name: String,
        #[serde(default)]
        skills: Vec<Name>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DamageRow>,
    },
    /// "Pedal to the Metal": a vehicle moves 2 to 5 locations for 1 movement action, with penalty
    /// dice on the hazards it meets; `skill` overrides the vehicle's for those rolls.
    Accelerate {
        who: Name,
        locations: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
    },
    /// "Escaping the Pursuer": a pursuer's Track roll (or `skill`) when its quarry is out of sight;
    /// failing ends the chase for it.
    TrackingRoll {
        who: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        quarry: Option<Name>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
        #[serde(default)]
        difficulty: Difficulty,
        #[serde(default, skip_serializing_if = "is_zero_i8")]
        bonus: i8,
    },
    /// "Hiding": a quarry hides with Stealth (and its vehicle's skill, one combined roll, when it
    /// drives). The difficulty is the keeper's, else set by the seeker's Spot Hidden; `bonus` dice
    /// for a good lead. Success: it has evaded capture. In a vehicle, the vehicle hides with
    /// everyone in it, its driver rolling. `spot`: the seeker `from` then looks with a Spot Hidden
    /// roll ("If the pursuer fails to find the hidden investigator with a Spot Hidden roll").
    Hide {
        who: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        from: Option<Name>,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        difficulty: Option<Difficulty>,
        #[serde(default, skip_serializing_if = "is_zero_i8")]
        bonus: i8,
        #[serde(default, skip_serializing_if = "is_false")]
        spot: bool,
    },
    /// "Characters Joining a Chase in Progress": one the setup keeps back makes its speed roll and
    /// comes in at `location`.
    Join {
        who: Name,
        location: Loc,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
    },
    /// Someone nobody planned for, typed in on the spot, joins as `Join` does ("Characters
    /// Joining a Chase in Progress": its speed roll at `location`, then the recount).
    Enter {
        newcomer: Newcomer,
        location: Loc,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
    },
    /// "Switching Between Modes of Movement": on foot, swimming, flying, driving. Between foot and
    /// vehicle a fresh speed roll is made (with `skill` if given).
    SwitchMode {
        who: Name,
        to: MovementMode,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
    },
    /// "Characters Creating Hazards": `who` puts a hazard or barrier behind it (between its location
    /// and the one before), for `cost` movement actions and, with a `skill`, a successful roll.
    CreateObstacle {
        who: Name,
        obstacle: Obstacle,
        #[serde(default = "one", skip_serializing_if = "is_one")]
        cost: u32,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        skill: Option<Name>,
        #[serde(default)]
        difficulty: Difficulty,
    },

    // --- Part 5 and the charts: vehicles ---
    /// "Table VI: Vehicular Collisions": the keeper's incident for the vehicle `who` drives (or rides
    /// in): build damage, the same dice in hit points to everyone inside, and 1D3 movement actions
    /// lost unless `no_delay` ("Most collisions should also result in a delay").
    Collide {
        who: Name,
        incident: Incident,
        #[serde(default, skip_serializing_if = "is_false")]
        no_delay: bool,
    },
    /// "Ranged Attacks During a Chase": fire while racing on (1 penalty die, no movement action; a
    /// passenger's shot is its act for the round), or `stop` to fire as in a combat round (1
    /// movement action, no penalty die). `tires` aims at the tires of the vehicle the target is in
    /// (one more penalty die; armor 3; only `impaling` weapons harm them).
    Shoot {
        who: Name,
        target: Name,
        skill: Name,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        damage: Option<DiceExpr>,
        #[serde(default, skip_serializing_if = "is_false")]
        stop: bool,
        #[serde(default, skip_serializing_if = "is_false")]
        tires: bool,
        #[serde(default = "yes", skip_serializing_if = "is_true")]
        impaling: bool,
        #[serde(default, skip_serializing_if = "is_no_response")]
        response: Response,
        /// Shots this round: "as for one combat round of gunfire (i.e. one shot with a rifle, up
        /// to three shots with a handgun, etc.)"; 2 or 3 only with a handgun.
        #[serde(default = "one_shot", skip_serializing_if = "is_one_shot")]
        shots: u8,
    },
    /// "Passengers": a passenger's act for the round is a Spot Hidden or Navigate roll; a success
    /// takes 1 penalty die off the driver's next acceleration.
    Navigate { who: Name, skill: Name },
    /// A passenger gets out of the vehicle, or someone stranded in a wrecked or undrivable one
    /// climbs out, and goes on foot from where the vehicle stands, with a fresh speed roll (CON).
    GetOut { who: Name },
}

/// How the target of an attack responds ("A character should always be given the opportunity to
/// respond").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Response {
    /// No response: the attack needs only to succeed.
    #[default]
    None,
    /// Dodge (or the named skill in its place); a tie goes to the one dodging.
    Dodge(#[serde(default)] Option<Name>),
    /// Fight back with a skill; a tie goes to the attacker. Deals the responder's damage on a win.
    FightBack(Name),
    /// Answer with a fighting maneuver using a skill; a tie goes to the attacker.
    Maneuver(Name),
}

/// What a successful fighting maneuver does to the one it is made on ("Using Fighting Maneuvers in
/// a Chase": the same outcome as failing a skill roll for a hazard).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct ManeuverEffect {
    /// A roll the victim makes as if meeting a hazard ("The Keeper chooses DEX"); passing it avoids
    /// the harm. Without one, the harm always follows.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub save: Option<Name>,
    pub difficulty: Difficulty,
    /// Table III row of damage, if any.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub damage: Option<DamageRow>,
    /// Locations the victim is thrown or pushed forward (negative: back), e.g. over a fence.
    #[serde(skip_serializing_if = "is_zero_i32")]
    pub push: i32,
}

impl Command {
    /// The participant a command is about, if any.
    pub fn who(&self) -> Option<&str> {
        match self {
            Command::SpeedRoll { who, .. }
            | Command::Escape { who }
            | Command::Move { who, .. }
            | Command::NegotiateHazard { who, .. }
            | Command::PassBarrier { who, .. }
            | Command::AttackBarrier { who, .. }
            | Command::Attack { who, .. }
            | Command::Act { who, .. }
            | Command::Delay { who, .. }
            | Command::EndTurn { who }
            | Command::Place { who, .. }
            | Command::Release { who }
            | Command::Catch { who, .. }
            | Command::Reorder { who, .. } => Some(who),
            Command::CutToChase { .. }
            | Command::AddLocation { .. }
            | Command::SetObstacle { .. }
            | Command::EndChase => None,
            Command::ChooseRoute { who, .. }
            | Command::LookAhead { who, .. }
            | Command::Accelerate { who, .. }
            | Command::TrackingRoll { who, .. }
            | Command::Hide { who, .. }
            | Command::Join { who, .. }
            | Command::Enter {
                newcomer: Newcomer { name: who, .. },
                ..
            }
            | Command::SwitchMode { who, .. }
            | Command::CreateObstacle { who, .. }
            | Command::Collide { who, .. }
            | Command::Shoot { who, .. }
            | Command::Navigate { who, .. }
            | Command::GetOut { who } => Some(who),
            Command::AddRoute { .. }
            | Command::RollHazard { .. }
            | Command::NameObstacle { .. }
            | Command::SuddenHazard { .. }
            | Command::PlaceSuddenHazard { .. } => None,
        }
    }
}

fn one() -> u32 {
    1
}

fn one_shot() -> u8 {
    1
}

fn is_one_shot(shots: &u8) -> bool {
    *shots == 1
}
fn is_one(n: &u32) -> bool {
    *n == 1
}
fn is_zero(n: &u8) -> bool {
    *n == 0
}
fn is_zero_u32(n: &u32) -> bool {
    *n == 0
}
fn is_zero_i32(n: &i32) -> bool {
    *n == 0
}
fn is_zero_i8(n: &i8) -> bool {
    *n == 0
}
fn is_false(b: &bool) -> bool {
    !*b
}
fn is_true(b: &bool) -> bool {
    *b
}
fn is_no_response(response: &Response) -> bool {
    *response == Response::None
}
fn yes() -> bool {
    true
}
