//! The state of a Call of Cthulhu 7e chase: the track of locations with hazards and barriers between
//! them, the participants, the round and whose turn it is.
//!
//! Nothing in here decides a rule; [`super::handle`] does. This is what the events are folded into.

use crate::dice::{DiceExpr, Difficulty};
use serde::{Deserialize, Serialize};
use std::collections::BTreeMap;

/// A participant's index in [`Coc7::participants`]; stable for the whole chase.
pub type Id = u16;

/// A location's number on the track. The setup's first location is 1; locations the keeper adds
/// behind the back get 0, -1 and so on, so that numbers never change once seen.
pub type Loc = i32;

/// The whole state of one Call of Cthulhu chase.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Coc7 {
    pub settings: Settings,
    pub track: Track,
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
}

/// Rule settings that the text leaves to the keeper. Every one has a default and can be set in the
/// setup file.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
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
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            starting_range: 2,
            auto_end_turn: true,
            catch_on_reach: true,
            extend_track: true,
            fleeing_rounds: None,
            major_wound_con_roll: true,
            unarmed_damage: DiceExpr::dice(1, 3),
            base_skills: true,
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
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Track {
    /// The number of `locations[0]`.
    pub first: Loc,
    pub locations: Vec<Location>,
}

impl Track {
    /// A track of named locations numbered from 1, with nothing between them yet.
    pub fn of_names(names: &[&str]) -> Self {
        Track {
            first: 1,
            locations: names
                .iter()
                .map(|n| Location {
                    name: (!n.is_empty()).then(|| n.to_string()),
                    ahead: None,
                })
                .collect(),
        }
    }

    pub fn last(&self) -> Loc {
        self.first + self.locations.len() as Loc - 1
    }

    pub fn contains(&self, at: Loc) -> bool {
        at >= self.first && at <= self.last()
    }

    pub fn get(&self, at: Loc) -> Option<&Location> {
        let index = usize::try_from(at - self.first).ok()?;
        self.locations.get(index)
    }

    pub fn get_mut(&mut self, at: Loc) -> Option<&mut Location> {
        let index = usize::try_from(at - self.first).ok()?;
        self.locations.get_mut(index)
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
#[derive(Clone, Debug, Default, PartialEq, Serialize, Deserialize)]
pub struct Location {
    pub name: Option<String>,
    /// What lies between this location and the next one.
    pub ahead: Option<Obstacle>,
}

/// A hazard or a barrier, written in the space between two dots ("Hazards", "Barriers").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum Obstacle {
    Hazard(Hazard),
    Barrier(Barrier),
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

    pub fn skills(&self) -> &[String] {
        match self {
            Obstacle::Hazard(h) => &h.skills,
            Obstacle::Barrier(b) => &b.skills,
        }
    }
}

/// Slows and may harm those who cross it, but never stops them ("Hazards").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Hazard {
    pub name: String,
    /// The skills the keeper accepts for it ("Skills and Hazards").
    pub skills: Vec<String>,
    #[serde(default)]
    pub difficulty: Difficulty,
    /// The row of Table III the keeper has chosen for a failure, if any harm is done.
    #[serde(default)]
    pub damage: Option<DamageRow>,
}

/// Blocks movement until passed with a skill roll or broken down ("Barriers").
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Barrier {
    pub name: String,
    pub skills: Vec<String>,
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
    /// Dead or dying.
    Dead,
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
        }
    }
}

/// A vehicle a participant drives (the full vehicle rules come with Part 5).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Vehicle {
    pub name: String,
    pub mov: u32,
    pub build: u32,
    /// The skill its driver uses for the speed roll and hazards ("Drive Auto", "Pilot", "Ride").
    #[serde(default = "drive_auto")]
    pub skill: String,
}

fn drive_auto() -> String {
    "Drive Auto".to_string()
}

/// One participant: its characteristics from the setup and where it stands in the chase.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Participant {
    pub name: String,
    pub side: Side,
    pub dex: u32,
    /// MOV before the speed roll (the vehicle's MOV when driving).
    pub base_mov: u32,
    pub con: u32,
    pub max_hp: u32,
    pub hp: i32,
    pub build: i32,
    /// Skills and characteristics by name ("Climb", "DEX", "Drive Auto").
    pub skills: BTreeMap<String, u32>,
    pub vehicle: Option<Vehicle>,
    /// Damage of its attacks when the command gives none.
    pub damage: Option<DiceExpr>,
    /// The speed roll's result, once rolled.
    pub speed: Option<Speed>,
    pub location: Loc,
    /// Movement actions left this round.
    pub actions: u32,
    /// Movement actions owed to next round ("Police 2(-1)").
    pub debt: u32,
    pub status: Status,
    /// Whether it has initiated its one attack this round.
    pub attacked: bool,
    /// Locations moved forward, for "Fleeing the Scene".
    pub moved: u32,
}

impl Participant {
    /// A participant on foot with the characteristics a chase needs; the rest take defaults
    /// (build 0, no skills, no vehicle) and can be set on the returned value.
    pub fn new(name: &str, side: Side, dex: u32, mov: u32, con: u32, hp: u32) -> Self {
        Participant {
            name: name.to_string(),
            side,
            dex,
            base_mov: mov,
            con,
            max_hp: hp,
            hp: hp as i32,
            build: 0,
            skills: BTreeMap::new(),
            vehicle: None,
            damage: None,
            speed: None,
            location: 0,
            actions: 0,
            debt: 0,
            status: Status::Active,
            attacked: false,
            moved: 0,
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

    /// Still in the chase at all (acting, or caught and perhaps about to break free).
    pub fn in_chase(&self) -> bool {
        matches!(self.status, Status::Active | Status::Caught { .. })
    }
}

/// The order of this round's turns and whose turn it is ("Actions in a Chase Round").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// Participants in the order they act this round (DEX order, then delays).
    pub order: Vec<Id>,
    /// Index into `order` of the one acting now; `order.len()` once everyone has acted.
    pub position: usize,
    /// Participants that have delayed this round.
    pub delayed: Vec<Id>,
    /// The keeper's order for participants with equal DEX: earlier here acts first.
    pub tie_order: Vec<Id>,
}

impl Coc7 {
    /// A chase ready to be established: nobody has rolled for speed and round 1 has not begun.
    /// Participants with a preset speed result and location keep them.
    pub fn new(
        settings: Settings,
        track: Track,
        participants: Vec<Participant>,
        preset_locations: bool,
    ) -> Self {
        Coc7 {
            settings,
            track,
            participants,
            phase: Phase::Establishing,
            round: 0,
            turn: Turn::default(),
            slowest_mov: 0,
            ending: None,
            preset_locations,
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
        self.participants
            .iter()
            .position(|p| p.name.eq_ignore_ascii_case(name.trim()))
            .map(|index| index as Id)
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
    /// 1 + (own MOV - slowest MOV) ("Movement Actions").
    pub fn allowance(&self, id: Id) -> u32 {
        1 + self.participant(id).mov().saturating_sub(self.slowest_mov)
    }

    /// The value of a skill or characteristic for a participant, if it has one: its own value, or
    /// the standard base chance when the setting allows it.
    pub fn skill(&self, id: Id, skill: &str) -> Option<u32> {
        let participant = self.participant(id);
        let wanted = skill.trim();
        if let Some((_, value)) = participant
            .skills
            .iter()
            .find(|(name, _)| name.eq_ignore_ascii_case(wanted))
        {
            return Some(*value);
        }
        match wanted.to_ascii_uppercase().as_str() {
            "DEX" => return Some(participant.dex),
            "CON" => return Some(participant.con),
            _ => {}
        }
        if self.settings.base_skills {
            return super::skills::base_chance(wanted, participant.dex);
        }
        None
    }
}
