//! The state of a GURPS Action chase: two parties (each a leader and members, on foot or aboard
//! vehicles), the range band between them, which party is the quarry, the round and the step of
//! "Chase Sequence" it is at, what each side declared, and each person's and vehicle's wounds.
//!
//! Nothing in here decides a rule; [`super::handle`] does. This is what the events are folded
//! into, plus read-only questions about it.

use super::error::GurpsError;
use super::maneuver::{Band, Maneuver, Side};
pub use super::people::{Medium, OutReason, Person, Skills, Vehicle, Weapon};
use super::settings::Settings;
use crate::engine::names::position_named;
use serde::{Deserialize, Serialize};

/// A person's index in [`GurpsChase::people`].
pub type Id = u16;
/// A vehicle's index in [`GurpsChase::vehicles`].
pub type VehicleId = u16;
/// 0: the party that started as the quarry; 1: the one that started as the pursuer.
pub type PartyId = usize;

/// The whole state of one GURPS Action chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct GurpsChase {
    pub settings: Settings,
    pub people: Vec<Person>,
    pub vehicles: Vec<Vehicle>,
    pub parties: [Party; 2],
    /// Which party is the quarry now (Hide and Reverse can swap the roles).
    pub quarry: PartyId,
    pub band: Band,
    /// The last range shift, in bands (negative: closer), for the screen's arrow.
    pub last_shift: i32,
    pub round: u32,
    pub step: Stage,
    /// Range shifts the Contest gave and the winner has still to choose.
    pub owed: Vec<Owed>,
    /// The last Quick Contest of Chase Rolls, for the screen.
    pub contest: Option<Box<Contest>>,
    /// "Collateral Damage": accidents so far.
    pub accidents: u32,
    /// Suitable scenery this round: the GM described the scene so (the keeper's toggle).
    pub scenery: bool,
    /// A party that left or entered a vehicle unanswered: it may take Mobility Escape next round.
    pub mobility_opening: Option<(PartyId, u32)>,
    pub ending: Option<Ending>,
}
crate::clone_fields!(GurpsChase {
    settings,
    people,
    vehicles,
    parties,
    quarry,
    band,
    last_shift,
    round,
    step,
    owed,
    contest,
    accidents,
    scenery,
    mobility_opening,
    ending
});

/// Where the round is in "Chase Sequence".
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Stage {
    /// 1. Quarry chooses a chase maneuver.
    QuarryDeclares,
    /// 2. Pursuer chooses a chase maneuver.
    PursuerDeclares,
    /// 3. Pursuer resolves any attacks or skill rolls for his maneuver.
    PursuerResolves,
    /// 4. Quarry resolves any attacks or skill rolls for his maneuver.
    QuarryResolves,
    /// 5. A Quick Contest of Chase Rolls.
    Contest,
    /// 6. The winner adjusts the range band.
    Shift,
    Over,
}

impl Stage {
    /// Whose step it is, for the declaring and resolving steps.
    pub fn role(self) -> Option<Side> {
        match self {
            Stage::QuarryDeclares | Stage::QuarryResolves => Some(Side::Quarry),
            Stage::PursuerDeclares | Stage::PursuerResolves => Some(Side::Pursuer),
            _ => None,
        }
    }

    pub fn number(self) -> u8 {
        match self {
            Stage::QuarryDeclares => 1,
            Stage::PursuerDeclares => 2,
            Stage::PursuerResolves => 3,
            Stage::QuarryResolves => 4,
            Stage::Contest => 5,
            Stage::Shift | Stage::Over => 6,
        }
    }
}

/// One side of the chase.
#[derive(Debug, PartialEq, Serialize, Deserialize)]
pub struct Party {
    /// The party's name ("the thieves"), for the screen.
    pub name: String,
    /// "Multi-Party Chases": the leader declares and rolls for the side.
    pub leader: Id,
    pub declared: Option<Declared>,
    /// "Static Maneuvers": after a rival's Mobility Escape or Stunt Escape, all future maneuvers
    /// are static, until the side keeps up.
    pub forced_static: bool,
    /// "Collateral Damage": -(1d-1) on the next Chase Roll, from the quarry's accidents.
    pub chaos: i32,
    pub lucky_breaks: u32,
}
crate::clone_fields!(Party {
    name,
    leader,
    declared,
    forced_static,
    chaos,
    lucky_breaks
});

/// A side's maneuver for the round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Declared {
    pub maneuver: Maneuver,
    /// Stunt and Stunt Escape: the even penalty taken (2, 4, ...).
    pub penalty: u8,
    pub lucky_break: bool,
    /// "Three-Way Chases": the middleman favours the other chase; here his maneuver is Move.
    pub elsewhere: bool,
}

/// A range shift still to choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Owed {
    pub party: PartyId,
    pub up_to: u8,
    /// Mobility Pursuit: "you must use any range shift to reduce range".
    pub must_close: bool,
    /// Hide won: escape, or pull out behind at Close, Short or Medium as the pursuer.
    pub hide: bool,
}

/// A Quick Contest of Chase Rolls, as the screen shows it.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Contest {
    pub quarry: ChaseRoll,
    pub pursuer: ChaseRoll,
    /// The winner and by how much; `None` on a tie.
    pub winner: Option<(PartyId, i32)>,
}
crate::clone_fields!(Contest {
    quarry,
    pursuer,
    winner
});

/// One side's Chase Roll: the skill, each modifier, the dice and the margin.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ChaseRoll {
    pub party: PartyId,
    pub leader: Id,
    /// A word of the rules' own ("Running", "Stealth"), kept without a copy as `Mod::why` is.
    pub skill_name: std::borrow::Cow<'static, str>,
    pub base: i32,
    pub mods: ChaseMods,
    pub roll: i32,
    pub is_static: bool,
}

/// A Chase Roll's modifiers, four held inline (speed, Higher Purpose and one or two more is the
/// usual roll), so that a playout's contest allocates none; read and written as a list.
pub type ChaseMods = smallvec::SmallVec<[Mod; 4]>;
crate::clone_fields!(ChaseRoll {
    party,
    leader,
    skill_name,
    base,
    mods,
    roll,
    is_static
});

impl ChaseRoll {
    pub fn effective(&self) -> i32 {
        self.mods
            .iter()
            .fold(self.base, |sum, m| sum.saturating_add(m.value))
    }

    /// The margin of success (negative: of failure); saturating, though the setup's limits keep
    /// every term far inside an `i32`.
    pub fn margin(&self) -> i32 {
        self.effective().saturating_sub(self.roll)
    }
}

/// A modifier and why it applies.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Mod {
    /// Nearly always a word of the rules' own ("speed", "Handling"), kept without a copy: every
    /// Chase Roll of a playout lists several. Reads and writes as a string.
    pub why: std::borrow::Cow<'static, str>,
    pub value: i32,
}
crate::clone_fields!(Mod { why, value });

impl Mod {
    pub fn new(why: impl Into<std::borrow::Cow<'static, str>>, value: i32) -> Mod {
        Mod {
            why: why.into(),
            value,
        }
    }
}

/// Why the chase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// "Escape": the quarry shifted range beyond Extreme.
    Escaped,
    /// Hide won and the quarry chose to escape.
    Hidden,
    /// The quarry chose Stop: combat or talk begins.
    QuarryStopped,
    /// The pursuer chose Stop and lets the quarry go.
    PursuerStopped,
    /// "Move and Attack": a successful grapple.
    Grappled,
    /// Nobody of the quarry's party is left in the chase.
    QuarryOut,
    /// Nobody of the pursuer's party is left in the chase.
    PursuerOut,
    /// The round limit passed.
    RoundLimit,
    Keeper,
}

/// What an attack, Force or Ram is aimed at.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Target {
    Person(Id),
    Vehicle(VehicleId),
}

impl GurpsChase {
    /// A chase ready for round 1: the setup's people and vehicles, the leaders named.
    pub fn new(
        settings: Settings,
        people: Vec<Person>,
        vehicles: Vec<Vehicle>,
        names: [String; 2],
    ) -> Result<GurpsChase, GurpsError> {
        let mut leaders = [None, None];
        for (at, person) in people.iter().enumerate() {
            if leaders[person.party].is_none() && can_lead(at as Id, person, &vehicles) {
                leaders[person.party] = Some(at as Id);
            }
        }
        let [Some(quarry), Some(pursuer)] = leaders else {
            return Err(GurpsError::NeedBothSides);
        };
        let [quarry_name, pursuer_name] = names;
        let band = settings.start_band;
        Ok(GurpsChase {
            settings,
            people,
            vehicles,
            parties: [
                Party::new(quarry_name, quarry),
                Party::new(pursuer_name, pursuer),
            ],
            quarry: 0,
            band,
            last_shift: 0,
            round: 1,
            step: Stage::QuarryDeclares,
            owed: Vec::new(),
            contest: None,
            accidents: 0,
            scenery: false,
            mobility_opening: None,
            ending: None,
        })
    }

    pub fn person(&self, id: Id) -> &Person {
        &self.people[usize::from(id)]
    }

    pub fn person_mut(&mut self, id: Id) -> &mut Person {
        &mut self.people[usize::from(id)]
    }

    /// Whether the players may read a person's or a vehicle's numbers (docs/players-view.md): a
    /// player's character's, and a vehicle with a player's character aboard.
    pub fn target_open(&self, target: &Target) -> bool {
        match target {
            Target::Person(id) => self.person(*id).open_to_players(),
            Target::Vehicle(v) => self
                .people
                .iter()
                .any(|p| p.open_to_players() && p.aboard == Some(*v)),
        }
    }

    pub fn vehicle(&self, id: VehicleId) -> &Vehicle {
        &self.vehicles[usize::from(id)]
    }

    pub fn vehicle_mut(&mut self, id: VehicleId) -> &mut Vehicle {
        &mut self.vehicles[usize::from(id)]
    }

    pub fn ids(&self) -> impl Iterator<Item = (Id, &Person)> {
        self.people.iter().enumerate().map(|(i, p)| (i as Id, p))
    }

    /// A person by name, ignoring case.
    pub fn find(&self, name: &str) -> Option<Id> {
        position_named(self.people.iter().map(|p| p.name.as_str()), name).map(|i| i as Id)
    }

    /// A vehicle by name, ignoring case.
    pub fn find_vehicle(&self, name: &str) -> Option<VehicleId> {
        position_named(self.vehicles.iter().map(|v| v.name.as_str()), name)
            .map(|at| at as VehicleId)
    }

    /// The party playing a role now.
    pub fn party_of(&self, role: Side) -> PartyId {
        match role {
            Side::Quarry => self.quarry,
            Side::Pursuer => 1 - self.quarry,
        }
    }

    /// The role a party plays now.
    pub fn role_of(&self, party: PartyId) -> Side {
        if party == self.quarry {
            Side::Quarry
        } else {
            Side::Pursuer
        }
    }

    /// The maneuver a party declared this round, if it has.
    pub fn maneuver(&self, party: PartyId) -> Option<Maneuver> {
        self.parties[party].declared.map(|d| d.maneuver)
    }

    /// Whether a person is still in the chase.
    pub fn is_in(&self, id: Id) -> bool {
        self.person(id).out.is_none()
    }

    /// The vehicle a person operates, if any.
    pub fn operating(&self, id: Id) -> Option<VehicleId> {
        let vehicle = self.person(id).aboard?;
        (self.vehicle(vehicle).operator == Some(id)).then_some(vehicle)
    }

    /// A passenger: aboard a vehicle someone else operates.
    pub fn is_passenger(&self, id: Id) -> bool {
        self.person(id).aboard.is_some() && self.operating(id).is_none()
    }

    /// Those aboard a vehicle and still in the chase.
    pub fn aboard(&self, vehicle: VehicleId) -> Vec<Id> {
        self.riding(vehicle).collect()
    }

    /// [`Self::aboard`] one by one, without a list (a Chase Roll asks it several times).
    pub fn riding(&self, vehicle: VehicleId) -> impl Iterator<Item = Id> + '_ {
        self.ids()
            .filter(move |(_, p)| p.aboard == Some(vehicle) && p.out.is_none())
            .map(|(id, _)| id)
    }

    /// Who rolls with a person: those aboard its vehicle ([`Self::aboard`]), or itself alone.
    pub fn crew(&self, person: Id) -> impl Iterator<Item = Id> + '_ {
        let aboard = self.person(person).aboard;
        self.ids()
            .filter(move |(id, p)| match aboard {
                Some(vehicle) => p.aboard == Some(vehicle) && p.out.is_none(),
                None => *id == person,
            })
            .map(|(id, _)| id)
    }

    /// The people of a party still in the chase, in setup order (walked, not gathered: the rules
    /// and the playouts ask it after every command).
    pub fn members(&self, party: PartyId) -> impl Iterator<Item = Id> + '_ {
        self.ids()
            .filter(move |(_, p)| p.party == party && p.out.is_none())
            .map(|(id, _)| id)
    }

    /// Everyone of a party, in or out, in setup order (the screen lists them all).
    pub fn members_any(&self, party: PartyId) -> Vec<Id> {
        self.ids()
            .filter(|(_, p)| p.party == party)
            .map(|(id, _)| id)
            .collect()
    }

    /// Whether a person can lead a side: a pedestrian, or a vehicle's operator.
    pub fn can_lead(&self, id: Id) -> bool {
        can_lead(id, self.person(id), &self.vehicles)
    }

    /// "Speed Bonus": a person on foot by Move, a vehicle's operator by its top speed.
    pub fn speed_bonus(&self, id: Id) -> i32 {
        match self.person(id).aboard {
            Some(vehicle) => speed_bonus(self.vehicle(vehicle).move_yards),
            None => speed_bonus(self.person(id).move_yards),
        }
    }

    /// The skill a person travels by and its value: the vehicle skill aboard (DX-5 untrained),
    /// Running on foot (DX without it, as the text says).
    pub fn travel_skill(&self, id: Id) -> (&'static str, i32) {
        let p = self.person(id);
        match p.aboard {
            Some(_) => ("vehicle skill", p.skills.vehicle.unwrap_or(p.dx - 5)),
            None => match p.skills.running {
                Some(running) => ("Running", running),
                None => ("DX", p.dx),
            },
        }
    }

    /// A vehicle control roll's skill: the vehicle skill plus Handling.
    pub fn control_skill(&self, id: Id) -> i32 {
        let p = self.person(id);
        let handling = p.aboard.map_or(0, |v| self.vehicle(v).handling);
        p.skills.vehicle.unwrap_or(p.dx - 5) + handling
    }

    /// "Defenses": vehicular dodge = (control skill / 2) + Handling, rounded down, plus Enhanced
    /// Dodge (Vehicular).
    pub fn vehicular_dodge(&self, operator: Id) -> i32 {
        let p = self.person(operator);
        let skill = p.skills.vehicle.unwrap_or(p.dx - 5);
        let vehicle = p.aboard.map(|v| self.vehicle(v));
        let handling = vehicle.map_or(0, |v| v.handling);
        let enhanced = vehicle.map_or(0, |v| v.enhanced_dodge);
        (skill + 2 * handling).div_euclid(2) + enhanced
    }

    /// Whose step it is: the leader of the side the step (or the shift owed) waits on.
    pub fn step_leader(&self) -> Option<Id> {
        let role = match self.step {
            Stage::Shift => self.owed.first().map(|o| self.role_of(o.party)),
            step => step.role(),
        }?;
        Some(self.parties[self.party_of(role)].leader)
    }

    /// What a person travels on or through: his vehicle's medium, land on foot.
    pub fn travels_on(&self, id: Id) -> Medium {
        self.person(id)
            .aboard
            .map_or(Medium::Land, |v| self.vehicle(v).mode)
    }

    /// Force and Ram: "you're in a vehicle that could strike your rival's (no boats forcing
    /// motorbikes off the road!)". A vehicle strikes what travels the same medium: a car a car
    /// or a pedestrian, a boat a boat, an aircraft an aircraft.
    pub fn could_strike(&self, vehicle: VehicleId, rival: Medium) -> bool {
        self.vehicle(vehicle).mode == rival
    }

    /// The quarry's and pursuer's leaders' modes differ: a mismatched chase.
    pub fn mismatched(&self) -> bool {
        let mode = |party: PartyId| {
            let leader = self.parties[party].leader;
            self.person(leader)
                .aboard
                .map_or(Medium::Land, |v| self.vehicle(v).mode)
        };
        mode(0) != mode(1)
    }

    /// "there is no 'x'; the people are ..."
    pub fn unknown(&self, name: &str) -> GurpsError {
        let mut known: Vec<&str> = self.people.iter().map(|p| p.name.as_str()).collect();
        known.extend(self.vehicles.iter().map(|v| v.name.as_str()));
        GurpsError::Unknown {
            name: name.to_string(),
            known: known.join(", "),
        }
    }
}

impl Party {
    fn new(name: String, leader: Id) -> Party {
        Party {
            name,
            leader,
            declared: None,
            forced_static: false,
            chaos: 0,
            lucky_breaks: 0,
        }
    }
}

/// A pedestrian, or the operator of a vehicle still in the chase.
fn can_lead(id: Id, person: &Person, vehicles: &[Vehicle]) -> bool {
    person.out.is_none()
        && match person.aboard {
            None => true,
            Some(v) => vehicles
                .get(usize::from(v))
                .is_some_and(|v| v.operator == Some(id) && v.out.is_none()),
        }
}

/// "Speed Bonus": +2 for a Move 5 man, +3 for Move 6-7, +4 for 20 mph (Move 10), +5 for 30 mph,
/// +6 for 40 mph, +7 for 60 mph, +8 for 100 mph, +9 for 140 mph, +10 for 200 mph, and so on
/// (the Size and Speed/Range table: 2, 3, 5, 7, 10, 15... a tenfold step per six bonuses). In
/// between, the lower bonus. `yards` is Move in yards a second (mph / 2).
pub fn speed_bonus(yards: u32) -> i32 {
    // The text puts Move 6 at +3 with Move 7.
    const STEPS: [(u32, i32); 6] = [(10, 4), (7, 3), (6, 3), (5, 2), (3, 1), (2, 0)];
    if yards < 10 {
        return STEPS
            .iter()
            .find(|(at, _)| yards >= *at)
            .map_or(-1, |(_, bonus)| *bonus);
    }
    // From 10 yards up: 10, 15, 20, 30, 50, 70 then tenfold.
    const DECADE: [u32; 6] = [10, 15, 20, 30, 50, 70];
    let mut bonus = 4;
    let mut scale = 1u64;
    let mut best = 4;
    'outer: loop {
        for at in DECADE {
            let threshold = u64::from(at) * scale;
            if u64::from(yards) >= threshold {
                best = bonus;
            } else {
                break 'outer;
            }
            bonus += 1;
        }
        scale *= 10;
        if scale > 1_000_000 {
            break;
        }
    }
    best
}
