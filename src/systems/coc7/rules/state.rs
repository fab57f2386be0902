//! The state of a Call of Cthulhu 7e chase: the track of locations with hazards and barriers between
//! them, the participants, the round and whose turn it is.
//!
//! Nothing in here decides a rule; [`super::handle`] does. This is what the events are folded into.

use super::optional::{Aptitude, Environment, Sight, SuddenHazards};
use super::routes::Branch;
use super::vehicles::{Seats, VehicleBuild, VehicleCondition, VehicleSettings};
use crate::dice::{DiceExpr, Difficulty};
use crate::engine::Name;
use crate::engine::Shared;
use crate::engine::names::position_named;
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A participant's index in [`Coc7::participants`]; stable for the whole chase.
pub type Id = u16;

/// A location's number on the track. The setup's first location is 1; locations the keeper adds
/// behind the back get 0, -1 and so on, so that numbers never change once seen.
pub type Loc = i32;

/// The whole state of one Call of Cthulhu chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Coc7 {
    pub settings: Settings,
    /// The keeper's map of the chase: the locations, what lies between them, the ways at forks.
    pub map: ChaseMap,
    pub participants: Vec<Participant>,
    pub phase: Phase,
    /// The current round, 0 while the chase is being established.
    pub round: u32,
    pub turn: Turn,
    /// The MOV of the slowest participant in the chase: movement actions are counted from it
    /// ("Movement Actions"). Set when the chase is cut to and when someone joins or changes speed.
    pub slowest_mov: u32,
    /// Why the chase ended, once it has.
    pub ending: Option<Ending>,
    /// The setup placed every participant; cutting to the chase keeps those places.
    pub preset_locations: bool,
    /// "Sudden Hazards": whose turn it is to call one, and one waiting to be placed.
    #[serde(default)]
    pub sudden: SuddenHazards,
}
crate::clone_fields!(Coc7 {
    settings,
    map,
    participants,
    phase,
    round,
    turn,
    slowest_mov,
    ending,
    preset_locations,
    sudden
});

/// Rule settings that the text leaves to the keeper. Every one has a default and can be set in the
/// setup file.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Locations between the foremost pursuer and the slowest quarry when the chase is cut to
    /// ("Cut to the Chase": normally 2, 1 for a tenser chase).
    pub starting_range: u8,
    /// The turn ends by itself when the acting participant has spent its last movement action.
    pub auto_end_turn: bool,
    /// A pursuer reaching a quarry's location catches it (the quarry leaves the chase until the
    /// keeper releases it). Off, reaching only brings them together for a fight.
    pub catch_on_reach: bool,
    /// Moving past the last location adds an unnamed clear location instead of stopping.
    pub extend_track: bool,
    /// "Fleeing the Scene": the chase ends after this many rounds and counts locations moved.
    pub fleeing_rounds: Option<u32>,
    /// A major wound calls for a CON roll to stay conscious (the core combat rules).
    pub major_wound_con_roll: bool,
    /// Attack damage for participants that do not give their own (unarmed: 1D3).
    pub unarmed_damage: DiceExpr,
    /// Use the standard base chances for skills a participant does not list (Climb 20, Jump 20, ...).
    pub base_skills: bool,
    /// "Choosing a Route" and "Splitting Up": the track may fork, and those who take different
    /// ways are in separate chases. Off, a setup may not fork and no way can be added.
    pub routes: bool,
    /// "Random Hazards and Barriers": roll 1D100 for each location added ahead with nothing set
    /// between it and the last one (01-59 clear, 60+ Regular, 85+ Hard, 96+ Extreme).
    pub random_hazards: bool,
    /// The environment's bonus or penalty die on the random hazards roll.
    pub environment: Environment,
    /// "Sudden Hazards": group Luck rolls called by the keeper and the players in turn.
    pub sudden_hazards: bool,
    /// The difficulty of sudden hazards: Regular, raised when a chase drags on.
    pub sudden_hazard_difficulty: Difficulty,
    /// "Pedal to the Metal": a vehicle may move 2 to 5 locations on one movement action.
    pub pedal_to_the_metal: bool,
    /// Whether acceleration's penalty dice also apply to getting through barriers ("usually not").
    pub acceleration_penalty_on_barriers: bool,
    /// How far drivers see ahead, to roll or as a set number; none: the keeper says each time.
    pub sight: Option<Sight>,
    /// "Escaping the Pursuer": tracking rolls and hiding.
    pub escaping: bool,
    /// "Characters Joining a Chase in Progress".
    pub joining: bool,
    /// "Switching Between Modes of Movement".
    pub switching_modes: bool,
    /// "Characters Creating Hazards": participants put hazards and barriers behind them.
    pub creating_hazards: bool,
    /// "Monsters in a Chase": a monster without a listed skill uses DEX (or INT), whole, half or a
    /// fifth by its aptitude, instead of the investigators' base chances.
    pub monster_skills: bool,
    /// The optional vehicle rules of Part 5, each of which can be turned off.
    pub vehicles: VehicleSettings,
}
crate::clone_fields!(Settings {
    starting_range,
    auto_end_turn,
    catch_on_reach,
    extend_track,
    fleeing_rounds,
    major_wound_con_roll,
    unarmed_damage,
    base_skills,
    routes,
    random_hazards,
    environment,
    sudden_hazards,
    sudden_hazard_difficulty,
    pedal_to_the_metal,
    acceleration_penalty_on_barriers,
    sight,
    escaping,
    joining,
    switching_modes,
    creating_hazards,
    monster_skills,
    vehicles
});

impl Default for Settings {
    fn default() -> Self {
        Settings {
            starting_range: 2,
            auto_end_turn: true,
            catch_on_reach: false,
            extend_track: true,
            fleeing_rounds: None,
            major_wound_con_roll: true,
            unarmed_damage: DiceExpr::dice(1, 3),
            base_skills: true,
            routes: true,
            random_hazards: true,
            environment: Environment::Ordinary,
            sudden_hazards: true,
            sudden_hazard_difficulty: Difficulty::Regular,
            pedal_to_the_metal: true,
            acceleration_penalty_on_barriers: false,
            sight: None,
            escaping: true,
            joining: true,
            switching_modes: true,
            creating_hazards: true,
            monster_skills: true,
            vehicles: VehicleSettings::default(),
        }
    }
}

/// Where the chase stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Speed rolls and the choice to escape ("Establishing the Chase"); nobody is on the track yet.
    Establishing,
    /// Rounds are being played.
    Running,
    /// The chase is over; see [`Coc7::ending`].
    Over,
}

/// Why a chase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// No quarry is left running: each was caught, escaped or is out of action.
    NoQuarryLeft,
    /// No pursuer is left in the chase; the quarries still running get away.
    NoPursuerLeft,
    /// "Fleeing the Scene": the set number of rounds has been played.
    TimeUp,
    /// The keeper ended the chase.
    Keeper,
}

/// The string of locations ("Location"), each with what lies between it and the next one.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct ChaseMap {
    /// The number of `locations[0]`.
    pub first: Loc,
    /// Every location by number, whatever way it lies on (see [`super::routes`]).
    pub locations: Vec<crate::engine::Shared<Location>>,
    /// Ways that leave the trunk or another way at a fork ("Choosing a Route"); none on a track
    /// that does not fork.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub branches: Vec<Branch>,
    /// The way the lead quarry took at each fork it passed, (fork, first location of the way):
    /// those who come after follow it unless they choose another.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub lead: Vec<(Loc, Loc)>,
    /// The setup's overrides of what the players' screen shows (docs/players-view.md): `true`
    /// for a location kept from them until an investigator stands there, `false` for one they
    /// always see.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub secret: BTreeMap<Loc, bool>,
}
crate::clone_fields!(ChaseMap {
    first,
    locations,
    branches,
    lead,
    secret
});

impl ChaseMap {
    /// A track of named locations numbered from 1, with nothing between them yet.
    pub fn of_names(names: &[&str]) -> Self {
        ChaseMap {
            secret: BTreeMap::new(),
            first: 1,
            locations: names
                .iter()
                .map(|n| {
                    Location {
                        name: (!n.is_empty()).then(|| n.to_string()),
                        ahead: None,
                    }
                    .into()
                })
                .collect(),
            branches: Vec::new(),
            lead: Vec::new(),
        }
    }

    /// The highest location number (the last of [`ChaseMap::locations`]); on a forked track it may lie
    /// on a branch: see [`ChaseMap::trunk_end`].
    pub fn last(&self) -> Loc {
        self.first + self.locations.len() as Loc - 1
    }

    pub fn contains(&self, at: Loc) -> bool {
        at >= self.first && at <= self.last()
    }

    pub fn get(&self, at: Loc) -> Option<&Location> {
        let index = usize::try_from(at.checked_sub(self.first)?).ok()?;
        self.locations.get(index).map(|location| &**location)
    }

    pub fn get_mut(&mut self, at: Loc) -> Option<&mut Location> {
        let index = usize::try_from(at.checked_sub(self.first)?).ok()?;
        self.locations
            .get_mut(index)
            .map(|location| &mut **location)
    }

    /// The hazard or barrier between `at` and `at + 1`.
    pub fn ahead_of(&self, at: Loc) -> Option<&Obstacle> {
        self.get(at)?.ahead.as_ref()
    }

    /// All location numbers, back to front.
    pub fn numbers(&self) -> std::ops::RangeInclusive<Loc> {
        self.first..=self.last()
    }
}

/// One dot of the track.
#[derive(Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Location {
    pub name: Option<String>,
    /// What lies between this location and the next one.
    pub ahead: Option<Obstacle>,
}
crate::clone_fields!(Location { name, ahead });

/// A hazard or a barrier, written in the space between two dots ("Hazards", "Barriers").
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub enum Obstacle {
    Hazard(Hazard),
    Barrier(Barrier),
}

impl Clone for Obstacle {
    fn clone(&self) -> Self {
        match self {
            Obstacle::Hazard(hazard) => Obstacle::Hazard(hazard.clone()),
            Obstacle::Barrier(barrier) => Obstacle::Barrier(barrier.clone()),
        }
    }

    /// Field by field when both are of one kind (see [`crate::clone_fields`]).
    fn clone_from(&mut self, source: &Self) {
        match (self, source) {
            (Obstacle::Hazard(to), Obstacle::Hazard(from)) => to.clone_from(from),
            (Obstacle::Barrier(to), Obstacle::Barrier(from)) => to.clone_from(from),
            (to, from) => *to = from.clone(),
        }
    }
}

impl Obstacle {
    pub fn name(&self) -> &str {
        match self {
            Obstacle::Hazard(h) => &h.name,
            Obstacle::Barrier(b) => &b.name,
        }
    }

    pub fn difficulty(&self) -> Difficulty {
        match self {
            Obstacle::Hazard(h) => h.difficulty,
            Obstacle::Barrier(b) => b.difficulty,
        }
    }

    pub fn skills(&self) -> &[Name] {
        match self {
            Obstacle::Hazard(h) => &h.skills,
            Obstacle::Barrier(b) => &b.skills,
        }
    }
}

/// Slows and may harm those who cross it, but never stops them ("Hazards").
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hazard {
    pub name: String,
    /// The skills the keeper accepts for it ("Skills and Hazards").
    pub skills: Vec<Name>,
    #[serde(default)]
    pub difficulty: Difficulty,
    /// The row of Table III the keeper has chosen for a failure, if any harm is done.
    #[serde(default)]
    pub damage: Option<DamageRow>,
}
crate::clone_fields!(Hazard {
    name,
    skills,
    difficulty,
    damage
});

/// Blocks movement until passed with a skill roll or broken down ("Barriers").
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Barrier {
    pub name: String,
    pub skills: Vec<Name>,
    #[serde(default)]
    pub difficulty: Difficulty,
    /// Hit points left; `None` for a barrier that cannot be broken (a chasm).
    #[serde(default)]
    pub hp: Option<u32>,
    /// Harm done by a failed attempt, when the keeper rules there is any (usually none).
    #[serde(default)]
    pub damage: Option<DamageRow>,
    /// The hazard its debris leaves once it is broken down, if any.
    #[serde(default)]
    pub debris: Option<Hazard>,
}
crate::clone_fields!(Barrier {
    name,
    skills,
    difficulty,
    hp,
    damage,
    debris
});

/// "Table III: Other Forms of Damage", as the keeper picks a row for a failed hazard.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum DamageRow {
    Minor,
    Moderate,
    Severe,
    Deadly,
    Terminal,
    Splat,
}

impl DamageRow {
    pub const ALL: [DamageRow; 6] = [
        DamageRow::Minor,
        DamageRow::Moderate,
        DamageRow::Severe,
        DamageRow::Deadly,
        DamageRow::Terminal,
        DamageRow::Splat,
    ];

    /// The damage dice of the row: minor 1D3, moderate 1D6, severe 1D10, deadly 2D10, terminal
    /// 4D10, splat 8D10.
    pub fn dice(self) -> DiceExpr {
        match self {
            DamageRow::Minor => DiceExpr::dice(1, 3),
            DamageRow::Moderate => DiceExpr::dice(1, 6),
            DamageRow::Severe => DiceExpr::dice(1, 10),
            DamageRow::Deadly => DiceExpr::dice(2, 10),
            DamageRow::Terminal => DiceExpr::dice(4, 10),
            DamageRow::Splat => DiceExpr::dice(8, 10),
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            DamageRow::Minor => "minor",
            DamageRow::Moderate => "moderate",
            DamageRow::Severe => "severe",
            DamageRow::Deadly => "deadly",
            DamageRow::Terminal => "terminal",
            DamageRow::Splat => "splat",
        }
    }
}

/// Which side a participant is on.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Pursuer,
    Quarry,
}

/// What a speed roll did to a participant's MOV for the whole chase ("Speed Roll").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Speed {
    /// Extreme success: +1 MOV.
    Extreme,
    /// Success: no change.
    Success,
    /// Failure: -1 MOV.
    Failure,
}

impl Speed {
    pub fn mov_change(self) -> i32 {
        match self {
            Speed::Extreme => 1,
            Speed::Success => 0,
            Speed::Failure => -1,
        }
    }
}

/// Whether and how a participant is still in the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// In the chase and acting.
    Active,
    /// A quarry that got away.
    Escaped,
    /// A quarry a pursuer reached ("a pursuer reaching a quarry's location has caught it").
    Caught { by: Id },
    /// A pursuer slower than the slowest quarry when the chase was established.
    LeftBehind,
    /// Knocked out by a major wound or by losing all hit points.
    Unconscious,
    /// Dead: a single blow of at least its maximum hit points (the core rules), or a wreck it was
    /// not thrown free of.
    Dead,
    /// Dying: at 0 hit points after a major wound (the core rules); out of the chase, and dead
    /// without first aid, which is the keeper's to give.
    Dying,
    /// Not in the chase yet: it joins later ("Characters Joining a Chase in Progress").
    Waiting,
}

impl Status {
    /// Whether the participant still takes turns.
    pub fn is_active(self) -> bool {
        matches!(self, Status::Active)
    }

    pub fn word(self) -> &'static str {
        match self {
            Status::Active => "active",
            Status::Escaped => "escaped",
            Status::Caught { .. } => "caught",
            Status::LeftBehind => "left behind",
            Status::Unconscious => "unconscious",
            Status::Dead => "dead",
            Status::Dying => "dying",
            Status::Waiting => "joins later",
        }
    }
}

/// A vehicle a participant drives, from the "Vehicle Reference Charts" or the keeper's own.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Vehicle {
    pub name: String,
    /// Left out only by a script naming a chart vehicle, whose reader fills it from the chart
    /// (`systems::coc7::script`); journals always write it.
    #[serde(default)]
    pub mov: u32,
    /// Build now ("Key: Build"); damage takes it away a whole point per full 10 hit points.
    /// Left out, like `mov`, only where the charts fill it.
    #[serde(default)]
    pub build: VehicleBuild,
    /// Build at the start of the chase: a vehicle is impaired at half of it, and wrecked by
    /// losing all of it in one incident.
    #[serde(default)]
    pub start_build: VehicleBuild,
    /// The skill its driver uses for the speed roll and hazards ("Drive Auto", "Pilot", "Ride").
    #[serde(default = "drive_auto")]
    pub skill: String,
    /// "Armor for people": points of armor the driver and passengers have against attacks from
    /// outside.
    #[serde(default)]
    pub armor: u32,
    /// Passengers it carries besides the driver.
    #[serde(default)]
    pub seats: Seats,
    #[serde(default)]
    pub condition: VehicleCondition,
    /// Tires burst by gunfire ("Ranged Attacks During a Chase"), each of which cost 1 build.
    #[serde(default)]
    pub tires_burst: u32,
}
crate::clone_fields!(Vehicle {
    name,
    mov,
    build,
    start_build,
    skill,
    armor,
    seats,
    condition,
    tires_burst
});

impl Vehicle {
    /// "If a vehicle's build is reduced to half (round down) of its starting value or lower, it
    /// is impaired; one penalty die is applied to all Drive Auto (or appropriate skill) rolls."
    pub fn impaired(&self) -> bool {
        self.condition == VehicleCondition::Running
            && !self.start_build.is_zero()
            && self.build <= self.start_build.impaired_at()
    }

    /// Still in the chase: neither wrecked nor undrivable.
    pub fn is_running(&self) -> bool {
        self.condition == VehicleCondition::Running
    }
}

fn drive_auto() -> String {
    "Drive Auto".to_string()
}

/// One participant: its characteristics from the setup and where it stands in the chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Participant {
    pub name: Name,
    pub side: Side,
    pub dex: u32,
    /// MOV before the speed roll (the vehicle's MOV when driving).
    pub base_mov: u32,
    pub con: u32,
    pub max_hp: u32,
    pub hp: i32,
    pub build: i32,
    /// Skills and characteristics by name ("Climb", "DEX", "Drive Auto"): the sheet's, shared by
    /// every copy of the state until one changes it.
    pub skills: Shared<BTreeMap<String, u32>>,
    pub vehicle: Option<Vehicle>,
    /// Damage of its attacks when the command gives none.
    pub damage: Option<DiceExpr>,
    /// The speed roll's result, once rolled.
    pub speed: Option<Speed>,
    pub location: Loc,
    /// Movement actions left this round (never any for a passenger: see [`Participant::act`]).
    pub actions: u32,
    /// A passenger's one act this round, not yet used ("Passengers do not make a speed roll and
    /// do not have movement actions. They may act once on their turn in the DEX order"): kept
    /// apart from movement actions, so that a passenger shows none.
    #[serde(default)]
    pub act: bool,
    /// Movement actions owed to next round ("Police 2(-1)").
    pub debt: u32,
    pub status: Status,
    /// Whether it has initiated its one attack this round.
    pub attacked: bool,
    /// Locations moved forward, for "Fleeing the Scene".
    pub moved: u32,
    /// Thrown free of its wrecked vehicle by a Luck roll ("Key: Build"): no longer in it, though it
    /// may still get up and go on foot.
    #[serde(default)]
    pub thrown_free: bool,
    /// "Passengers": the driver whose vehicle this participant rides in. A passenger makes no speed
    /// roll, moves with the vehicle and acts once a round.
    pub rides_with: Option<Id>,
    /// MOV on foot, kept while driving, for getting out of the vehicle.
    pub foot_mov: u32,
    /// Penalty dice a passenger's navigation takes off this driver's next acceleration
    /// ("Passengers": "the vehicle can accelerate once with 1 fewer penalty die"). Set by
    /// [`super::VehicleEvent::NavigationBonus`]; the acceleration that uses it clears it with the same
    /// event.
    pub navigation_bonus: u8,
    /// An investigator, played by a player: the group Luck roll of "Sudden Hazards" is theirs.
    pub investigator: bool,
    /// The setup's override of who may read its numbers (`secret: true` keeps a player's
    /// character's behind the screen, `secret: false` opens an NPC's); `None`: the default.
    #[serde(default)]
    pub secret: Option<bool>,
    /// MOVs listed for other modes of movement ("Swim": 10, "Fly": 12), for "Switching Between
    /// Modes of Movement".
    pub movs: Shared<BTreeMap<String, u32>>,
    /// The mode it moves in now when it is neither on foot nor driving ("Swim").
    pub mode: Option<String>,
    /// The vehicle it got out of, to get back into ("Switching Between Modes of Movement").
    pub parked: Option<Vehicle>,
    /// A monster or NPC that takes missing skills from DEX or INT by its aptitude for each
    /// ("Monsters in a Chase"); unlisted skills are of neither aptitude nor ineptitude.
    pub monster: Option<Shared<BTreeMap<String, Aptitude>>>,
    /// The fork ahead where it has chosen its way, and the first location of that way ("Choosing
    /// a Route").
    pub heading: Option<(Loc, Loc)>,
    /// How many locations ahead it can see ("Pedal to the Metal"); none: no limit has been set.
    pub sight: Option<u32>,
    /// The location whose barrier its vehicle broke through ("Breaking Down Barriers"): the debris
    /// there is a hazard "to those that follow afterwards", not to it.
    #[serde(default)]
    pub broke_through: Option<Loc>,
}
crate::clone_fields!(Participant {
    name,
    side,
    dex,
    base_mov,
    con,
    max_hp,
    hp,
    build,
    skills,
    vehicle,
    damage,
    speed,
    location,
    actions,
    act,
    debt,
    status,
    attacked,
    moved,
    thrown_free,
    rides_with,
    foot_mov,
    navigation_bonus,
    investigator,
    secret,
    movs,
    mode,
    parked,
    monster,
    heading,
    sight,
    broke_through
});

impl Participant {
    /// A participant on foot with the characteristics a chase needs; the rest take defaults
    /// (build 0, no skills, no vehicle) and can be set on the returned value.
    pub fn new(name: &str, side: Side, dex: u32, mov: u32, con: u32, hp: u32) -> Self {
        Participant {
            name: name.into(),
            side,
            dex,
            base_mov: mov,
            con,
            max_hp: hp,
            hp: hp as i32,
            build: 0,
            skills: Shared::default(),
            vehicle: None,
            damage: None,
            speed: None,
            location: 0,
            actions: 0,
            act: false,
            debt: 0,
            status: Status::Active,
            attacked: false,
            moved: 0,
            thrown_free: false,
            rides_with: None,
            foot_mov: mov,
            navigation_bonus: 0,
            investigator: false,
            secret: None,
            movs: Shared::default(),
            mode: None,
            parked: None,
            monster: None,
            heading: None,
            sight: None,
            broke_through: None,
        }
    }

    /// Adds a skill (builder style).
    pub fn with_skill(mut self, skill: &str, value: u32) -> Self {
        self.skills.insert(skill.to_string(), value);
        self
    }

    /// MOV for this chase: the base MOV adjusted by the speed roll.
    pub fn mov(&self) -> u32 {
        let change = self.speed.map_or(0, Speed::mov_change);
        (self.base_mov as i32 + change).max(0) as u32
    }

    /// The skill used for the speed roll: the vehicle's skill when driving, else CON.
    pub fn speed_skill(&self) -> &str {
        self.vehicle.as_ref().map_or("CON", |v| v.skill.as_str())
    }

    /// Whether the players may read this participant's numbers (docs/players-view.md): an
    /// investigator's sheet is its player's; everyone else's is the keeper's.
    pub fn open_to_players(&self) -> bool {
        self.secret.map_or(self.investigator, |secret| !secret)
    }

    /// Still in the chase at all (acting, or caught and perhaps about to break free).
    pub fn in_chase(&self) -> bool {
        matches!(self.status, Status::Active | Status::Caught { .. })
    }

    /// Rides in another participant's vehicle ("Passengers").
    pub fn is_passenger(&self) -> bool {
        self.rides_with.is_some()
    }
}

/// The order of this round's turns and whose turn it is ("Actions in a Chase Round").
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Participants in the order they act this round (DEX order, then delays).
    pub order: Vec<Id>,
    /// Index into `order` of the one acting now; `order.len()` once everyone has acted.
    pub position: usize,
    /// Participants that have delayed this round, each with whom it waits for (none: the end of
    /// the round), so that two who wait for each other are seen to ("the round may end with
    /// neither of them acting").
    pub delayed: Vec<(Id, Option<Id>)>,
    /// The keeper's order for participants with equal DEX: earlier here acts first.
    pub tie_order: Vec<Id>,
}
crate::clone_fields!(Turn {
    order,
    position,
    delayed,
    tie_order
});

impl Turn {
    /// Whether a participant has delayed this round (once a round).
    pub fn has_delayed(&self, id: Id) -> bool {
        self.delayed.iter().any(|(who, _)| *who == id)
    }

    /// Whether `who` waits this round for `other` to act.
    pub fn waits_for(&self, who: Id, other: Id) -> bool {
        self.delayed.contains(&(who, Some(other)))
    }
}

impl Coc7 {
    /// A chase ready to be established: nobody has rolled for speed and round 1 has not begun.
    /// Participants with a preset speed result and location keep them.
    pub fn new(
        settings: Settings,
        map: ChaseMap,
        participants: Vec<Participant>,
        preset_locations: bool,
    ) -> Self {
        Coc7 {
            settings,
            map,
            participants,
            phase: Phase::Establishing,
            round: 0,
            turn: Turn::default(),
            slowest_mov: 0,
            ending: None,
            preset_locations,
            sudden: SuddenHazards::default(),
        }
    }

    pub fn participant(&self, id: Id) -> &Participant {
        &self.participants[usize::from(id)]
    }

    pub fn participant_mut(&mut self, id: Id) -> &mut Participant {
        &mut self.participants[usize::from(id)]
    }

    /// Finds a participant by name, ignoring case.
    pub fn find(&self, name: &str) -> Option<Id> {
        position_named(self.participants.iter().map(|p| p.name.as_str()), name).map(|i| i as Id)
    }

    /// Every participant with its id.
    pub fn ids(&self) -> impl Iterator<Item = (Id, &Participant)> {
        self.participants
            .iter()
            .enumerate()
            .map(|(i, p)| (i as Id, p))
    }

    /// Whose turn it is: the first participant from the turn position on who can still act.
    pub fn current(&self) -> Option<Id> {
        if self.phase != Phase::Running {
            return None;
        }
        self.turn.order[self.turn.position.min(self.turn.order.len())..]
            .iter()
            .copied()
            .find(|id| self.participant(*id).status.is_active())
    }

    /// Participants standing at a location and still in the chase, in setup order.
    pub fn at(&self, location: Loc) -> impl Iterator<Item = (Id, &Participant)> {
        let placed = self.phase != Phase::Establishing;
        self.ids()
            .filter(move |(_, p)| placed && p.in_chase() && p.location == location)
    }

    /// Movement actions a participant gets at the start of a round, before paying any debt:
    /// 1 + (own MOV - slowest MOV) ("Movement Actions"). A passenger has none: it "may act once
    /// on their turn", which [`Participant::act`] keeps apart.
    pub fn allowance(&self, id: Id) -> u32 {
        let participant = self.participant(id);
        if participant.is_passenger() {
            return 0;
        }
        1 + participant.mov().saturating_sub(self.slowest_mov)
    }

    /// The vehicle a participant is in, with its driver's id: its own when driving, its driver's
    /// when riding as a passenger.
    /// A passenger stays in its vehicle when the driver leaves it (the vehicle is then parked).
    pub fn vehicle_of(&self, id: Id) -> Option<(Id, &Vehicle)> {
        let participant = self.participant(id);
        match participant.rides_with {
            Some(driver) => {
                let driver_is = self.participants.get(usize::from(driver))?;
                let vehicle = driver_is.vehicle.as_ref().or(driver_is.parked.as_ref())?;
                Some((driver, vehicle))
            }
            None => participant.vehicle.as_ref().map(|vehicle| (id, vehicle)),
        }
    }

    /// Stranded in a wrecked, undrivable or abandoned vehicle, or in one whose driver is out, but
    /// alive and able to get out and go on foot ("Switching Between Modes of Movement": "When a
    /// character becomes a pedestrian, he or she should make a fresh speed roll using CON"). Such
    /// a participant is not out of the chase for good: the keeper's `O` puts it back on foot.
    ///
    /// A passenger of a vehicle that is out of the chase while it still runs (its driver lost the
    /// trail, or was left behind) is not stranded: "If not, the chase is over" for the vehicle and
    /// everyone in it.
    pub fn stranded(&self, id: Id) -> bool {
        let participant = self.participant(id);
        participant.status == Status::LeftBehind
            && participant.hp > 0
            && self.vehicle_of(id).is_some_and(|(driver, vehicle)| {
                let out_whole = self.participant(driver).status == Status::LeftBehind
                    && self.participant(driver).vehicle.is_some()
                    && vehicle.is_running();
                !vehicle.is_running() || (driver != id && !out_whole)
            })
    }

    /// The passengers riding in a driver's vehicle, in setup order.
    pub fn passengers(&self, driver: Id) -> impl Iterator<Item = Id> + '_ {
        self.ids()
            .filter(move |(_, p)| p.rides_with == Some(driver))
            .map(|(id, _)| id)
    }

    /// Whether a participant moves by its own movement actions: everyone but passengers. The
    /// slowest MOV, placement and the comparison of speeds count only these.
    pub fn moves_itself(&self, id: Id) -> bool {
        !self.participant(id).is_passenger()
    }

    /// The value of a skill or characteristic for a participant, if it has one: its own value, or
    /// the standard base chance when the setting allows it.
    pub fn skill(&self, id: Id, skill: &str) -> Option<u32> {
        let participant = self.participant(id);
        let wanted = crate::engine::names::trimmed(skill);
        if let Some((_, value)) = participant
            .skills
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(wanted))
        {
            return Some(*value);
        }
        if wanted.eq_ignore_ascii_case("DEX") {
            return Some(participant.dex);
        }
        if wanted.eq_ignore_ascii_case("CON") {
            return Some(participant.con);
        }
        if let Some(substitute) = super::optional::substitute(self, participant, wanted) {
            return substitute;
        }
        if self.settings.base_skills {
            return super::skills::base_chance(wanted, participant.dex);
        }
        None
    }
}
