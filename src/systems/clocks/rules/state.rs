//! The state of a position-clocks chase: one clock length for everyone, the paths with their
//! terrain, the participants with their filled segments, obstacles between segments, an optional
//! timer, the round and whose turn it is.
//!
//! Nothing in here decides a rule; [`super::handle`] does. This is what events are folded into.

use super::settings::Settings;
use crate::engine::Name;
use serde::{Deserialize, Serialize};

/// A participant's index in [`ClockChase::participants`]; stable for the whole chase.
pub type Id = u16;
/// A path's index in [`ClockChase::paths`]; paths are never removed (a merged path stays, closed).
pub type PathId = u16;
/// An obstacle's index in [`ClockChase::obstacles`]; cleared obstacles stay, marked.
pub type ObstacleId = u16;

/// The whole state of one position-clocks chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct ClockChase {
    pub settings: Settings,
    /// Segments in every runner's and chaser's clock ("Runners and Chasers will have Clocks with
    /// the same length").
    pub segments: u32,
    pub paths: Vec<Path>,
    pub participants: Vec<Participant>,
    pub obstacles: Vec<Obstacle>,
    /// The clock that ticks at the end of each round, if the chase has one ("Timers").
    pub timer: Option<Timer>,
    pub phase: Phase,
    /// The current round; 0 until the turn order is set.
    pub round: u32,
    pub turn: Turn,
    /// Who filled their clock, first first: the race's places.
    pub finish_order: Vec<Id>,
    /// Why the chase ended, once it has.
    pub ending: Option<Ending>,
}
crate::clone_fields!(ClockChase {
    settings,
    segments,
    paths,
    participants,
    obstacles,
    timer,
    phase,
    round,
    turn,
    finish_order,
    ending
});

/// Where the chase stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// The turn order is not set yet; the keeper may still arrange paths, terrain and obstacles.
    Ordering,
    /// Rounds are being played.
    Running,
    /// The chase is over; see [`ClockChase::ending`].
    Over,
}

/// Why a chase ended ("Goals").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// Every runner has been caught or has filled its clock.
    AllRunnersDone,
    /// Enough runners have filled their clocks to know the race's places.
    RaceDecided,
    /// The timer filled; the runners who had not filled theirs were caught by it.
    TimeUp,
    /// No chaser is left to catch anyone and the setup says that sets the runners free
    /// (`escape_when_chasers_done`); the runners still running get away.
    NoChaserLeft,
    /// The keeper ended the chase.
    Keeper,
}

/// What a participant is in the chase ("Runners and Chasers", "Vehicles and Mounts").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Role {
    /// Tries to fill its clock before a chaser on its path fills its own.
    Runner,
    /// Catches the runners on its path if it fills its clock before they fill theirs.
    Chaser,
    /// A vehicle or mount: it moves only when someone aboard commands it, and has no turn.
    Ride(RideKind),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum RideKind {
    Vehicle,
    Mount,
}

/// Whether a participant is still in the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    /// Still moving and taking turns.
    Running,
    /// Filled its clock: a runner got away (or placed, in a race); a chaser reached its goal.
    Filled,
    /// A runner caught by a chaser or by the timer.
    Caught { by: Catcher },
}

/// What caught a runner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Catcher {
    Chaser(Id),
    /// "The Timer Clock may be considered a Chaser who is present in all Paths."
    Timer,
}

/// A route through the chase; only participants on the same path can interact ("Paths").
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Path {
    pub name: String,
    /// The terrain this round ("Terrain": it may change from round to round).
    pub terrain: Terrain,
    /// Only those who fly may join it ("For other Characters to join this Path, they must also be
    /// capable of Flying!").
    pub flight_only: bool,
    /// The path it was merged into, if the keeper merged it ("Merging Paths"); nobody is on it then.
    pub merged_into: Option<PathId>,
}
crate::clone_fields!(Path {
    name,
    terrain,
    flight_only,
    merged_into
});

impl Path {
    /// An open path on the ground.
    pub fn new(name: &str, terrain: Terrain) -> Self {
        Path {
            name: name.to_string(),
            terrain,
            flight_only: false,
            merged_into: None,
        }
    }

    /// Whether participants can still be on it or take it.
    pub fn is_open(&self) -> bool {
        self.merged_into.is_none()
    }
}

/// The terrain of a path in a round ("Terrain", "Terrain Effects").
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Terrain {
    /// What the keeper calls it: "market", "rooftops", "open fields".
    #[serde(skip_serializing_if = "Option::is_none")]
    pub name: Option<String>,
    pub difficulty: Difficulty,
    /// Ranged attacks against those in it have disadvantage.
    pub cover: bool,
    pub obscurement: Obscurement,
    /// Inclines give those higher up cover ("High and Very High Terrain").
    pub slope: Slope,
}

/// How hard a path's terrain is to move through: the DC of its movement checks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Difficulty {
    /// Few obstacles (DC 10 by default).
    #[default]
    Easy,
    /// Dense woodland, crowded streets (DC 15).
    Difficult,
    /// DC 20.
    VeryDifficult,
    /// A DC the keeper sets, e.g. for a shortcut or a harder path ("Shortcuts").
    Dc(u32),
}

/// Whether a terrain hides those in it ("Obscurement will provide Characters with the ability to
/// hide themselves").
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Obscurement {
    #[default]
    Clear,
    Obscured,
    FullyObscured,
}

#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Slope {
    #[default]
    Level,
    /// Those further ahead are higher.
    Uphill,
    /// Those further ahead are lower.
    Downhill,
}

/// Something between two segments that stops progress until it is resolved ("Obstacles").
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Obstacle {
    pub name: String,
    pub path: PathId,
    /// It lies between segment `after` and `after + 1`: nobody on its path with `after` segments
    /// filled can fill more until it is resolved for them.
    pub after: u32,
    /// The DC of the check that resolves it.
    pub dc: u32,
    pub scope: Scope,
    /// Who has resolved it (for [`Scope::OneForAll`], the first one resolves it for everyone).
    pub resolved_by: Vec<Id>,
    /// The keeper removed it.
    pub cleared: bool,
}
crate::clone_fields!(Obstacle {
    name,
    path,
    after,
    dc,
    scope,
    resolved_by,
    cleared
});

impl Obstacle {
    /// An obstacle nobody has resolved yet.
    pub fn new(name: &str, path: PathId, after: u32, dc: u32, scope: Scope) -> Self {
        Obstacle {
            name: name.to_string(),
            path,
            after,
            dc,
            scope,
            resolved_by: Vec::new(),
            cleared: false,
        }
    }

    /// Whether it still stops `who` (given as the one whose clock moves).
    pub fn stops(&self, who: Id) -> bool {
        !self.cleared
            && match self.scope {
                Scope::Everyone => !self.resolved_by.contains(&who),
                Scope::OneForAll => self.resolved_by.is_empty(),
            }
    }
}

/// Who must resolve an obstacle: "In some cases all Character must resolve an Obstacle (e.g. they
/// all must climb a Wall to proceed), in others only one Character may need to resolve the Obstacle
/// (e.g. the Locked Door)."
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub enum Scope {
    #[default]
    Everyone,
    OneForAll,
}

/// The clock that ticks one segment at the end of each round ("Timers").
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Timer {
    pub name: String,
    pub segments: u32,
    pub filled: u32,
}
crate::clone_fields!(Timer {
    name,
    segments,
    filled
});

impl Timer {
    pub fn new(name: &str, segments: u32) -> Self {
        Timer {
            name: name.to_string(),
            segments,
            filled: 0,
        }
    }
}

/// Conditions the keeper switches on and off during the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Condition {
    /// Targeted by an effect that creates difficult terrain: its DC rises.
    Hindered,
    /// Cannot move or board a vehicle or mount.
    Immobile,
    /// Flies or teleports: the terrain is not difficult for it, and it can take flight-only paths.
    Flying,
}

/// One participant of the chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Participant {
    pub name: Name,
    pub role: Role,
    /// A player's character: the players' view (`chasetrack follow`) shows its numbers, and
    /// keeps the GM's for everyone else.
    #[serde(default)]
    pub player: bool,
    /// The setup's override of who may read its numbers (`secret: true` keeps a player's
    /// character's behind the screen, `secret: false` opens an NPC's); `None`: the default.
    #[serde(default)]
    pub secret: Option<bool>,
    /// The usual speed bonus to its movement checks.
    pub speed: i32,
    /// Its Dexterity with Athletics bonus, for a race's turn order ("Turn Order").
    pub athletics: i32,
    /// The path it is on. While aboard a ride, the ride's path counts; see
    /// [`ClockChase::path_of`].
    pub path: PathId,
    /// Segments of its clock filled. While aboard a ride, the ride's count; see
    /// [`ClockChase::filled`].
    pub filled: u32,
    pub status: Status,
    pub hidden: bool,
    pub hindered: bool,
    pub immobile: bool,
    pub flies: bool,
    /// The vehicle or mount it is aboard.
    pub aboard: Option<Id>,
    /// What it has done this round.
    pub used: Used,
    /// The obstacle it overshot, on whose next check it has advantage.
    pub advantage_on: Option<ObstacleId>,
    /// Weak successes so far, each a detriment (1 Stress or 1 Tension for the GM).
    pub detriments: u32,
}
crate::clone_fields!(Participant {
    name,
    role,
    player,
    secret,
    speed,
    athletics,
    path,
    filled,
    status,
    hidden,
    hindered,
    immobile,
    flies,
    aboard,
    used,
    advantage_on,
    detriments
});

impl Participant {
    /// Whether the players may read this participant's numbers (docs/players-view.md): a
    /// player's character's are its player's; the GM's people's are the GM's.
    pub fn open_to_players(&self) -> bool {
        self.secret.map_or(self.player, |secret| !secret)
    }

    /// A GM's character that is Hidden: the players do not see where it is.
    pub fn hidden_from_players(&self) -> bool {
        self.hidden && !self.open_to_players()
    }

    /// A participant with no bonuses on the first path, its clock empty.
    pub fn new(name: &str, role: Role) -> Self {
        Participant {
            name: name.into(),
            role,
            player: false,
            secret: None,
            speed: 0,
            athletics: 0,
            path: 0,
            filled: 0,
            status: Status::Running,
            hidden: false,
            hindered: false,
            immobile: false,
            flies: false,
            aboard: None,
            used: Used::default(),
            advantage_on: None,
            detriments: 0,
        }
    }

    pub fn runner(name: &str) -> Self {
        Participant::new(name, Role::Runner)
    }

    pub fn chaser(name: &str) -> Self {
        Participant::new(name, Role::Chaser)
    }

    pub fn ride(name: &str, kind: RideKind) -> Self {
        Participant::new(name, Role::Ride(kind))
    }

    /// Its movement check bonus.
    pub fn with_speed(mut self, speed: i32) -> Self {
        self.speed = speed;
        self
    }

    /// Its Dexterity with Athletics bonus.
    pub fn with_athletics(mut self, athletics: i32) -> Self {
        self.athletics = athletics;
        self
    }

    /// Segments already filled when the chase begins ("Head Starts").
    pub fn with_head_start(mut self, segments: u32) -> Self {
        self.filled = segments;
        self
    }

    pub fn on_path(mut self, path: PathId) -> Self {
        self.path = path;
        self
    }

    pub fn flying(mut self) -> Self {
        self.flies = true;
        self
    }

    /// Starts aboard a vehicle or mount.
    pub fn aboard(mut self, ride: Id) -> Self {
        self.aboard = Some(ride);
        self
    }

    /// Takes turns: a runner or chaser still running.
    pub fn acts(&self) -> bool {
        self.status == Status::Running && !self.is_ride()
    }

    pub fn is_ride(&self) -> bool {
        matches!(self.role, Role::Ride(_))
    }

    pub fn has(&self, condition: Condition) -> bool {
        match condition {
            Condition::Hindered => self.hindered,
            Condition::Immobile => self.immobile,
            Condition::Flying => self.flies,
        }
    }
}

/// What a participant (or a ride, for those aboard it) has done this round: "Once during a
/// Character's Turn, they may make a Movement Check", a second with the Move action, and the Skill
/// action for hiding, seeking and resolving obstacles.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Used {
    pub check: bool,
    pub move_action: bool,
    pub skill_action: bool,
}

/// The turn order, fixed for the chase ("Use this same Turn Order for all of the Rounds"), and
/// whose turn it is.
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    pub order: Vec<Id>,
    /// Index into `order` of the one acting now; `order.len()` once everyone has acted.
    pub position: usize,
    /// Someone has acted this round, so paths can no longer merge until the next one.
    pub acted: bool,
}
crate::clone_fields!(Turn {
    order,
    position,
    acted
});
