//! What happened in a Call of Cthulhu chase. Events are past tense and carry ids and numbers; the
//! dice values are inside them, so replaying events gives back the exact chase. [`super::apply`]
//! records them; [`super::narrate`] turns them into sentences.

use super::optional::Caller;
use super::state::{Ending, Hazard, Id, Loc, Obstacle, Participant, Speed, Status, Vehicle};
use super::vehicles::{Incident, VehicleBuild, VehicleCondition};
use crate::dice::{Difficulty, SkillRoll};
use crate::engine::Name;
use serde::{Deserialize, Serialize};

#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Event {
    /// A speed roll set a participant's MOV for the chase.
    SpeedRolled {
        who: Id,
        skill: Name,
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
    /// Both lists are held inline for a chase of a few (every playout starts rounds; a list on
    /// the heap was two allocations a round), and read and written as lists.
    RoundStarted {
        round: u32,
        order: TurnOrder,
        actions: RoundActionsList,
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
        skill: Name,
        roll: SkillRoll,
        passed: bool,
    },
    /// A roll to get past a barrier.
    BarrierRolled {
        who: Id,
        at: Loc,
        skill: Name,
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
        skill: Name,
        roll: SkillRoll,
        response: Option<ResponseRoll>,
        maneuver: bool,
        /// Who won: the attacker, the target, or nobody.
        winner: Option<Id>,
    },
    /// A roll made to save against a fighting maneuver, as for a hazard.
    SaveRolled {
        who: Id,
        skill: Name,
        roll: SkillRoll,
        passed: bool,
    },
    /// A timed action (a spell, a lock, anything else) and its roll if it had one.
    Acted {
        who: Id,
        what: String,
        roll: Option<SkillRoll>,
        skill: Option<Name>,
        passed: Option<bool>,
    },
    /// The turn order was changed by a delay.
    Delayed {
        who: Id,
        after: Option<Id>,
        order: Vec<Id>,
    },
    /// A participant's turn ended; `next` is the turn position after it. `spent`: it ended by
    /// itself because the last movement action (a passenger's one act) was used, which the log
    /// says ("Movement Actions"), rather than by the keeper's word.
    TurnEnded {
        who: Id,
        next: usize,
        #[serde(default)]
        spent: bool,
    },
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

    /// An event of the routes, the terrain and the keeper's track rules ("Part 5"): applied and
    /// told by their own functions, matched whole (serde writes it as its inner event, so
    /// journals, scripts and exports read as before).
    #[serde(untagged)]
    Route(RouteEvent),
    /// An event of vehicles, their occupants and collisions (likewise).
    #[serde(untagged)]
    Vehicle(VehicleEvent),
}

/// What happened on the routes and the track the keeper shapes: forks, ways, terrain, sight,
/// sudden hazards, tracking and hiding, arrivals and newcomers, modes of movement.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum RouteEvent {
    /// A flyer passed over the hazard or barrier after `at` with no roll ("those that fly would
    /// not need to make Jump or Climb rolls").
    FlewOver { who: Id, at: Loc },
    /// A participant chose its way at the fork `fork`: the way that starts at `way`.
    RouteChosen { who: Id, fork: Loc, way: Loc },
    /// A participant went on from a fork by the way that starts at `way`; `lead` when it is the
    /// first quarry to pass there, whose way the others follow unless they choose.
    RouteTaken {
        who: Id,
        fork: Loc,
        way: Loc,
        lead: bool,
    },
    /// A way was added that leaves the track at `fork`; its locations are numbered from `first`.
    RouteAdded {
        fork: Loc,
        name: Option<String>,
        first: Loc,
        locations: Vec<Option<String>>,
    },
    /// A branch grew at its end `after` by the location `at`, with what lies between them.
    WayExtended {
        after: Loc,
        at: Loc,
        name: Option<String>,
        obstacle: Option<Obstacle>,
    },
    /// The 1D100 roll for random hazards on the way into `at`: what it found, if anything.
    TerrainRolled {
        at: Loc,
        value: u32,
        bonus: i8,
        difficulty: Option<Difficulty>,
    },
    /// How many locations ahead a participant can see now.
    SightSet {
        who: Id,
        locations: u32,
        rolled: bool,
    },
    /// A group Luck roll for a sudden hazard, made by the investigator with the lowest Luck.
    SuddenHazardCalled {
        by: Caller,
        roller: Id,
        roll: SkillRoll,
        passed: bool,
        difficulty: Difficulty,
    },
    /// The sudden hazard was put after `after` by those the Luck roll chose.
    SuddenHazardPlaced {
        after: Loc,
        hazard: Hazard,
        by: Caller,
    },
    /// A driver put its foot down: `locations` for one movement action, with `penalty` dice on the
    /// hazards it meets; `navigated` when a passenger's navigation took one off.
    Accelerated {
        who: Id,
        locations: u32,
        penalty: u8,
        navigated: bool,
    },
    /// A pursuer's roll to pick up its quarry's trail.
    TrailRolled {
        who: Id,
        quarry: Option<Id>,
        skill: Name,
        roll: SkillRoll,
        passed: bool,
    },
    /// A quarry's roll to hide: one roll against each skill (Stealth, and its vehicle's skill when
    /// it drives), which must pass them all.
    HideRolled {
        who: Id,
        from: Option<Id>,
        rolls: Vec<(Name, SkillRoll)>,
        difficulty: Difficulty,
        passed: bool,
    },
    /// The seeker `who` looked for the hidden `hider` with Spot Hidden ("If the pursuer fails to
    /// find the hidden investigator with a Spot Hidden roll").
    Sought {
        who: Id,
        hider: Id,
        roll: SkillRoll,
        found: bool,
    },
    /// Someone nobody planned for is added to the chase, waiting to join (the next event joins it).
    Arrived { participant: Box<Participant> },
    /// A participant joined the chase in progress at `location`: this round's order with it in
    /// place, and its movement actions.
    Joined {
        who: Id,
        location: Loc,
        order: Vec<Id>,
        actions: u32,
    },
    /// Movement actions recounted this round, after the slowest MOV or a participant's MOV changed.
    ActionsChanged { who: Id, actions: u32 },
    /// A participant moves another way from now on: `mode` (none: on foot or driving), its MOV
    /// before the speed roll, the vehicle it drives and the one it left.
    ModeSwitched {
        who: Id,
        mode: Option<String>,
        base_mov: u32,
        vehicle: Option<Vehicle>,
        parked: Option<Vehicle>,
    },
    /// A participant tried to create a hazard or barrier behind it, between `after` and the next
    /// location; it stands there when `created`.
    ObstacleCreated {
        who: Id,
        after: Loc,
        obstacle: Obstacle,
        skill: Option<Name>,
        roll: Option<SkillRoll>,
        created: bool,
    },
}

/// What happened to vehicles and those inside: collisions, damage, getting out, tires, control
/// and navigation.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum VehicleEvent {
    /// "Table VI: Vehicular Collisions": the vehicle `who` drives has an incident, from `cause`.
    Collided {
        who: Id,
        incident: Incident,
        cause: String,
    },
    /// The vehicle `who` drives lost build: `damage` hit points of it when it came as hit points
    /// (each full 10 a point of build), `limit` when the loss was capped by the build of what it hit.
    VehicleDamaged {
        who: Id,
        damage: Option<u32>,
        build_lost: u32,
        limit: Option<u32>,
        build_left: VehicleBuild,
    },
    /// The vehicle `who` drives is wrecked or undrivable ("Key: Build").
    VehicleDisabled {
        who: Id,
        condition: VehicleCondition,
    },
    /// `who` goes no further: the vehicle it is in is out of the chase, or has no driver. It is out
    /// of the chase until it gets out ([`super::Command::GetOut`]).
    Stranded { who: Id, driver: Id },
    /// The vehicle `who` drives broke through the barrier ahead of `at`: its debris is a hazard
    /// "to those that follow afterwards", not to the vehicle already through it.
    BrokeThrough { who: Id, at: Loc },
    /// `who` got out of the vehicle `driver` drives (its own when `who == driver`) and is on foot.
    GotOut { who: Id, driver: Id },
    /// "Both driver and passengers gain protection from a vehicle's armor": `armor` points of an
    /// attack's `damage` on `who` were stopped by the vehicle it is in.
    Shielded { who: Id, armor: u32, damage: u32 },
    /// A shot at the tires of the vehicle `who` drives: `damage` after their armor of 3 (none from a
    /// weapon that does not impale); 2 or more bursts one.
    TireHit {
        who: Id,
        damage: u32,
        impaling: bool,
        burst: bool,
    },
    /// "Driver Damage": the driver's roll, as for a Hard hazard, to keep control after a major
    /// wound.
    ControlRolled {
        who: Id,
        skill: Name,
        roll: SkillRoll,
        passed: bool,
    },
    /// "Passengers": a passenger's roll to help its driver navigate.
    Navigated {
        who: Id,
        driver: Id,
        skill: Name,
        roll: SkillRoll,
        passed: bool,
    },
    /// Penalty dice the driver `who` may leave off its next acceleration (0 once used).
    NavigationBonus { who: Id, bonus: u8 },
    /// A passenger used its one act of the round ("They may act once on their turn").
    PassengerActed { who: Id },
    /// A Luck roll threw `who` free of its wrecked vehicle ("Key: Build"): no longer in it.
    ThrownFree { who: Id },
}

/// The target's answer to an attack, as rolled.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ResponseRoll {
    pub kind: ResponseKind,
    pub skill: Name,
    pub roll: SkillRoll,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum ResponseKind {
    Dodge,
    FightBack,
    Maneuver,
}

/// A round's turn order as [`Event::RoundStarted`] carries it: inline up to six participants.
pub type TurnOrder = smallvec::SmallVec<[Id; 6]>;

/// Each participant's movement actions of a round as [`Event::RoundStarted`] carries them:
/// inline up to four participants, which keeps the event no larger than the largest other.
pub type RoundActionsList = smallvec::SmallVec<[RoundActions; 4]>;

/// One participant's movement actions at the start of a round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RoundActions {
    pub who: Id,
    pub actions: u32,
    /// Debt still owed after this round's payment.
    pub debt: u32,
    /// A passenger's one act for the round ("They may act once on their turn in the DEX order"),
    /// which is not a movement action.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub act: bool,
}

impl From<RouteEvent> for Event {
    fn from(event: RouteEvent) -> Event {
        Event::Route(event)
    }
}

impl From<VehicleEvent> for Event {
    fn from(event: VehicleEvent) -> Event {
        Event::Vehicle(event)
    }
}
