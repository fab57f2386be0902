//! The state of a chase on the chase track: the number line, who stands where, the obstacles on
//! it, the round and whose turn it is, and which step of the turn they are at.
//!
//! Nothing in here decides a rule; [`super::handle`] does. This is what the events are folded into,
//! plus read-only questions about it (distances, paces, obstacles in the way).

use super::error::TrackError;
use super::settings::{Environment, Settings};
use crate::engine::names::position_named;
use serde::{Deserialize, Serialize};

/// A participant's index in [`TrackChase::participants`]; stable for the whole chase.
pub type Id = u16;

/// A space on the number line; the chaser starts at 0 and everyone runs towards higher numbers.
pub type Space = u32;

/// The whole state of one chase on the chase track.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct TrackChase {
    pub settings: Settings,
    pub participants: Vec<Participant>,
    /// Every "Slow 'Em Down" obstacle on the track, in the order they were made.
    pub obstacles: Vec<Obstacle>,
    /// Where the chase now runs; starts as the setting, the GM changes it as the scene moves on.
    pub environment: Environment,
    pub phase: Phase,
    /// The current round, 0 before the chase starts. A participant's turn number is the round.
    pub round: u32,
    pub turn: Turn,
    /// Why the chase ended, once it has.
    pub ending: Option<Ending>,
}
crate::clone_fields!(TrackChase {
    settings,
    participants,
    obstacles,
    environment,
    phase,
    round,
    turn,
    ending
});

/// Where the chase stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Everyone is placed; nobody has acted (initiative is rolled when it starts).
    Starting,
    Running,
    Over,
}

/// Why the chase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// No prey is left running: each was caught, escaped, reached safety or dropped out.
    NoPreyLeft,
    /// No chaser is left in the chase (exhausted, broken down, taken down): the prey get away.
    NoChaserLeft,
    /// The GM ended the chase.
    Keeper,
}

/// Which side a participant runs for.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Side {
    Chaser,
    Prey,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Chaser => Side::Prey,
            Side::Prey => Side::Chaser,
        }
    }
}

/// The four abilities of "Choosing Your Ability Die".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Ability {
    /// Raw physical power: smashing through obstacles, leaping great distances; also exertion.
    Might,
    /// Speed and dexterity: parkour, acrobatics, nimble manoeuvring.
    Agility,
    /// Clever thinking: finding shortcuts, predicting the opponent's route.
    Cunning,
    /// Social manipulation: rallying help, intimidating pursuers, causing distractions.
    Presence,
}

impl Ability {
    pub const ALL: [Ability; 4] = [
        Ability::Might,
        Ability::Agility,
        Ability::Cunning,
        Ability::Presence,
    ];

    pub fn word(self) -> &'static str {
        match self {
            Ability::Might => "might",
            Ability::Agility => "agility",
            Ability::Cunning => "cunning",
            Ability::Presence => "presence",
        }
    }
}

/// A character's dice, as sides: the heart die and one die per ability (dice
/// sizes are per character).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Dice {
    pub heart: u32,
    pub might: u32,
    pub agility: u32,
    pub cunning: u32,
    pub presence: u32,
}

impl Dice {
    /// The same die for the heart and every ability.
    pub fn all(sides: u32) -> Self {
        Dice {
            heart: sides,
            might: sides,
            agility: sides,
            cunning: sides,
            presence: sides,
        }
    }

    pub fn of(&self, ability: Ability) -> u32 {
        match ability {
            Ability::Might => self.might,
            Ability::Agility => self.agility,
            Ability::Cunning => self.cunning,
            Ability::Presence => self.presence,
        }
    }
}

/// How a participant moves: on its own feet, on a mount, or driving a vehicle.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ride {
    OnFoot,
    /// "Mounted Chases": the mount's speed counts; the rider rolls, and may fall.
    Mount {
        name: String,
        speed_ft: u32,
    },
    /// "Exertion": a vehicle breaks down or crashes where a runner would collapse.
    Vehicle {
        name: String,
        speed_ft: u32,
    },
}

/// How a participant's speed compares with the one the chase assumes ("Different Movement
/// Speeds").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Pace {
    /// 20+ ft faster: +1 space on the first move each turn.
    Fast,
    Usual,
    /// 20+ ft slower: must exert successfully to move on even-numbered turns.
    Slow,
}

/// Whether and how a participant is still in the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Running,
    /// "Caught": a chaser reached the prey's space.
    Caught {
        by: Id,
    },
    /// "Escaped": the prey got far enough away from every chaser.
    Escaped,
    /// "Safe Haven": the prey reached the target space.
    Safe,
    /// "Exertion": pushed too hard on foot and collapsed from exhaustion.
    Collapsed,
    /// "Exertion": the vehicle broke down or crashed, or the mount foundered.
    BrokeDown,
    /// Taken out by an attack or by harm (hit points at 0).
    Down,
}

impl Status {
    pub fn is_running(self) -> bool {
        self == Status::Running
    }

    pub fn word(self) -> &'static str {
        match self {
            Status::Running => "running",
            Status::Caught { .. } => "caught",
            Status::Escaped => "escaped",
            Status::Safe => "safe",
            Status::Collapsed => "collapsed",
            Status::BrokeDown => "broken down",
            Status::Down => "down",
        }
    }
}

/// Who a "Slow 'Em Down" obstacle hinders.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Against {
    Chasers,
    Prey,
    /// A complication: "You create an obstacle that affects everyone, including you".
    Everyone,
}

impl Against {
    /// The obstacle a participant on `side` makes hinders the other side.
    pub fn opponents_of(side: Side) -> Against {
        match side {
            Side::Chaser => Against::Prey,
            Side::Prey => Against::Chasers,
        }
    }

    pub fn hinders(self, side: Side) -> bool {
        matches!(
            (self, side),
            (Against::Everyone, _) | (Against::Chasers, Side::Chaser) | (Against::Prey, Side::Prey)
        )
    }
}

/// An obstacle on a space: whoever it hinders spends one extra movement to leave the space
/// ("Slow 'Em Down"; several on one space stack).
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Obstacle {
    pub at: Space,
    pub against: Against,
    /// What it is, in the GM's words ("a rallied crowd").
    pub what: Option<String>,
}
crate::clone_fields!(Obstacle { at, against, what });

/// One participant: what the setup says about it and where it stands in the chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Participant {
    pub name: String,
    pub side: Side,
    /// A player's character: the players' view (`chasetrack follow`) shows its numbers, and
    /// keeps the GM's for everyone else.
    #[serde(default)]
    pub player: bool,
    /// The setup's override of who may read its numbers (`secret: true` keeps a player's
    /// character's behind the screen, `secret: false` opens an NPC's); `None`: the default.
    #[serde(default)]
    pub secret: Option<bool>,
    pub dice: Dice,
    /// Base speed on foot, in feet.
    pub speed_ft: u32,
    pub ride: Ride,
    /// Added to the d20 for initiative ("Multiple Participants").
    pub agility_modifier: i32,
    /// Hit points, when the GM tracks them in the chase; harm is only reported without them.
    pub hp: Option<u32>,
    /// Flying, swimming, climbing: lets the participant ignore obstacles at the GM's word.
    pub special_movement: Option<String>,
    /// How many people this entry stands for; a group of 2 or more may split.
    pub size: u32,
    pub space: Space,
    pub status: Status,
    /// Exertions attempted so far; each raises the next CN ("Exertion").
    pub exertions: u32,
    /// The round from which "Fast Lane" gives its extra space, once gained.
    pub fast_lane_from: Option<u32>,
    /// Extra movement already spent on the obstacles of the current space.
    pub cleared: u32,
    /// Spaces of movement lost to failed saves, taken from the next move.
    pub lost_movement: u32,
    /// The initiative total, when initiative was rolled.
    pub initiative: Option<i32>,
    /// Complications taken, in order ("Complications": they create ongoing problems).
    pub complications: Vec<String>,
}
crate::clone_fields!(Participant {
    name,
    side,
    player,
    secret,
    dice,
    speed_ft,
    ride,
    agility_modifier,
    hp,
    special_movement,
    size,
    space,
    status,
    exertions,
    fast_lane_from,
    cleared,
    lost_movement,
    initiative,
    complications
});

impl Participant {
    /// Whether the players may read this participant's numbers (docs/players-view.md): a
    /// player's character's are its player's; the GM's people's are the GM's.
    pub fn open_to_players(&self) -> bool {
        self.secret.map_or(self.player, |secret| !secret)
    }

    /// A participant on foot at the usual speed (30 ft), one person, no hit points tracked. The
    /// rest can be set on the returned value. The constructor of [`TrackChase`] places it.
    pub fn new(name: &str, side: Side, dice: Dice) -> Self {
        Participant {
            name: name.to_string(),
            side,
            player: false,
            secret: None,
            dice,
            speed_ft: 30,
            ride: Ride::OnFoot,
            agility_modifier: 0,
            hp: None,
            special_movement: None,
            size: 1,
            space: 0,
            status: Status::Running,
            exertions: 0,
            fast_lane_from: None,
            cleared: 0,
            lost_movement: 0,
            initiative: None,
            complications: Vec::new(),
        }
    }

    /// The speed that counts for speed differences: the mount's or vehicle's when riding.
    pub fn effective_speed_ft(&self) -> u32 {
        match &self.ride {
            Ride::OnFoot => self.speed_ft,
            Ride::Mount { speed_ft, .. } | Ride::Vehicle { speed_ft, .. } => *speed_ft,
        }
    }
}

/// This round's order and where the acting participant is in its turn ("Each Turn").
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Turn {
    /// The order of turns, fixed for the chase (a group's split-off member follows it).
    pub order: Vec<Id>,
    /// Index into `order` of the one acting; `order.len()` once everyone has acted.
    pub position: usize,
    /// Step 1 is used: an action or an attack.
    pub acted: bool,
    /// Step 2 is done.
    pub moved: bool,
    /// Exertions attempted this turn (step 3).
    pub exertions: u32,
    /// "Take a Shortcut" won this turn: one more space on the move.
    pub shortcut: bool,
    /// Spaces a slow participant's move is holding back on an even-numbered turn, until it exerts.
    pub held: u32,
    /// A chase action that rolled a 1, waiting for the choice of "Complications".
    pub pending: Option<Pending>,
}
crate::clone_fields!(Turn {
    order,
    position,
    acted,
    moved,
    exertions,
    shortcut,
    held,
    pending
});

/// A chase action that rolled a 1: what it was for, and the dice as they fell.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pending {
    pub who: Id,
    pub ability: Ability,
    pub gain: super::event::Gain,
    pub check: super::event::Check,
    /// What the participant attempted, in the GM's words.
    pub what: Option<String>,
}

impl TrackChase {
    /// Builds a chase ready to start from plain values; the setup loader calls this. Chasers stand
    /// at 0 and prey at the starting distance of `settings.start` ("The Chase Track"); use
    /// [`TrackChase::place_at`] for a participant the setup puts elsewhere. Refuses a chase that
    /// cannot be run: no prey or no chaser, a name used twice, a die of fewer than 2 sides, a start
    /// at or beyond the escape distance or the safe haven.
    pub fn new(settings: Settings, participants: Vec<Participant>) -> Result<Self, TrackError> {
        super::setup::validate(&settings, &participants)?;
        let prey_space = settings.start.distance();
        let participants = participants
            .into_iter()
            .map(|mut p| {
                p.space = if p.side == Side::Prey { prey_space } else { 0 };
                p.status = Status::Running;
                p
            })
            .collect();
        Ok(TrackChase {
            environment: settings.environment,
            settings,
            participants,
            obstacles: Vec::new(),
            phase: Phase::Starting,
            round: 0,
            turn: Turn::default(),
            ending: None,
        })
    }

    /// Puts a participant on another starting space (the setup set it), before the chase starts.
    pub fn place_at(mut self, name: &str, space: Space) -> Result<Self, TrackError> {
        let id = self.find(name).ok_or_else(|| self.unknown(name))?;
        super::setup::check_start(&self, id, space)?;
        self.participant_mut(id).space = space;
        Ok(self)
    }

    pub fn participant(&self, id: Id) -> &Participant {
        &self.participants[usize::from(id)]
    }

    pub fn participant_mut(&mut self, id: Id) -> &mut Participant {
        &mut self.participants[usize::from(id)]
    }

    /// Finds a participant by name, ignoring case and surrounding spaces.
    pub fn find(&self, name: &str) -> Option<Id> {
        position_named(self.participants.iter().map(|p| p.name.as_str()), name).map(|i| i as Id)
    }

    /// The refusal for a name nobody has, listing the names there are.
    pub fn unknown(&self, name: &str) -> TrackError {
        TrackError::UnknownParticipant {
            name: name.to_string(),
            known: self
                .participants
                .iter()
                .map(|p| p.name.as_str())
                .collect::<Vec<_>>()
                .join(", "),
        }
    }

    /// Every participant with its id.
    pub fn ids(&self) -> impl Iterator<Item = (Id, &Participant)> {
        self.participants
            .iter()
            .enumerate()
            .map(|(i, p)| (i as Id, p))
    }

    /// Participants still running on a side.
    pub fn running(&self, side: Side) -> impl Iterator<Item = (Id, &Participant)> {
        self.ids()
            .filter(move |(_, p)| p.side == side && p.status.is_running())
    }

    /// Whose turn it is: the first participant from the turn position on who is still running.
    pub fn current(&self) -> Option<Id> {
        if self.phase != Phase::Running {
            return None;
        }
        self.turn.order[self.turn.position.min(self.turn.order.len())..]
            .iter()
            .copied()
            .find(|id| self.participant(*id).status.is_running())
    }

    /// Spaces between two participants.
    pub fn distance(&self, a: Id, b: Id) -> u32 {
        self.participant(a)
            .space
            .abs_diff(self.participant(b).space)
    }

    /// The distance from a participant to the nearest running opponent, if any is left.
    pub fn nearest_opponent(&self, id: Id) -> Option<u32> {
        let side = self.participant(id).side.other();
        self.running(side).map(|(o, _)| self.distance(id, o)).min()
    }

    /// The CN of a participant's next exertion: 8, then +2 per attempt ("Exertion").
    pub fn exertion_cn(&self, id: Id) -> u32 {
        let attempts = self.participant(id).exertions;
        self.settings
            .exertion_cn
            .saturating_add(attempts.saturating_mul(self.settings.exertion_step))
    }

    /// How many obstacles on a space hinder someone on `side`.
    pub fn obstacles_against(&self, side: Side, at: Space) -> u32 {
        self.obstacles
            .iter()
            .filter(|o| o.at == at && o.against.hinders(side))
            .count() as u32
    }

    /// How the participant's speed (its mount's or vehicle's when riding) compares with the usual
    /// one ("Different Movement Speeds", "Mounted Chases").
    pub fn pace(&self, id: Id) -> Pace {
        let speed = self.participant(id).effective_speed_ft();
        let usual = self.settings.usual_speed_ft;
        let step = self.settings.speed_difference_ft;
        if speed >= usual.saturating_add(step) {
            Pace::Fast
        } else if speed.saturating_add(step) <= usual {
            Pace::Slow
        } else {
            Pace::Usual
        }
    }

    /// Whether "Fast Lane" gives its extra space this round (it starts the turn after it was won).
    pub fn has_fast_lane(&self, id: Id) -> bool {
        self.participant(id)
            .fast_lane_from
            .is_some_and(|from| self.round >= from)
    }

    /// The last space of the track: the safe haven, if there is one.
    pub fn end(&self) -> Option<Space> {
        self.settings.safe_haven
    }
}
