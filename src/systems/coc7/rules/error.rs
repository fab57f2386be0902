//! Why the rules refuse a command, in the keeper's words.

use super::state::Loc;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum Coc7Error {
    #[error("there is no '{name}' in this chase; the participants are {known}")]
    UnknownParticipant { name: String, known: String },
    #[error("the chase has not started yet: make the speed rolls, then cut to the chase")]
    NotStarted,
    #[error("the chase is already under way")]
    AlreadyStarted,
    #[error("the chase is over")]
    Over,
    #[error("{who} has already made a speed roll")]
    SpeedAlreadyRolled { who: String },
    #[error("make the speed rolls first for: {names}")]
    SpeedNotRolled { names: String },
    #[error("{who} cannot escape: MOV {mov} does not beat the fastest pursuer's MOV {fastest}")]
    TooSlowToEscape { who: String, mov: u32, fastest: u32 },
    #[error("{who} is a pursuer; only a quarry can escape")]
    NotAQuarry { who: String },
    #[error("the starting range is 1 or 2 locations, not {range}")]
    BadRange { range: u8 },
    #[error(
        "it is {} turn, not {}",
        crate::engine::names::possessive(.current),
        crate::engine::names::possessive(.who)
    )]
    NotTheirTurn { who: String, current: String },
    #[error("{who} is {status} and out of the chase")]
    NotActive { who: String, status: &'static str },
    #[error("{who} needs {needs} movement action{} for that and has {has} left", if *needs == 1 { "" } else { "s" })]
    NotEnoughActions { who: String, has: u32, needs: u32 },
    #[error("{who} has no movement actions left: this turn can only end")]
    NoActionsLeft { who: String },
    #[error("{who} cannot do that: {reason}")]
    PassengerActed { who: String, reason: &'static str },
    #[error("{vehicle} has too little lead to hide: {pursuer} is {lead} location{} behind, and hiding a vehicle needs {needed} (the chase's starting range)", if *lead == 1 { "" } else { "s" })]
    TooLittleLead {
        vehicle: String,
        pursuer: String,
        lead: u32,
        needed: u32,
    },
    #[error(
        "{who} hides from nobody in particular: name the seeker (from) for its Spot Hidden roll"
    )]
    SpotWithoutSeeker { who: String },
    #[error("{who} cannot hide from {who}: name a pursuer to hide from, or nobody")]
    HideFromSelf { who: String },
    #[error(
        "{who} hides from the pursuer: {seeker} is no pursuer still in the chase; name one, or nobody"
    )]
    NotASeeker { who: String, seeker: String },
    #[error(
        "the Luck roll failed, so it is \"a sudden hazard for the investigators\": not {place}; put it in front of an investigator (or the vehicle one rides in), or on the way ahead of one"
    )]
    SuddenForInvestigators { place: String },
    #[error(
        "{shots} shots with {skill}: a round of gunfire is one shot, or up to three with a handgun (a Firearms (Handgun) skill)"
    )]
    Shots { shots: u8, skill: String },
    #[error("{who} must move at least one location")]
    NoDistance { who: String },
    #[error("the {kind} '{name}' lies ahead of {who}: {advice}")]
    ObstacleAhead {
        who: String,
        kind: &'static str,
        name: String,
        advice: &'static str,
    },
    #[error("there is no hazard ahead of {who}")]
    NoHazardAhead { who: String },
    #[error("there is no barrier ahead of {who}")]
    NoBarrierAhead { who: String },
    #[error("'{skill}' is not a skill the keeper set for '{obstacle}'; use one of: {allowed}")]
    SkillNotAllowed {
        skill: String,
        obstacle: String,
        allowed: String,
    },
    #[error("{who} has no '{skill}' skill; add it to the setup or pick another")]
    NoSuchSkill { who: String, skill: String },
    #[error("a skill or characteristic typed at the table is 1 to {most}, not {value}")]
    TypedValue { value: u32, most: u32 },
    #[error("a cautious approach buys 1 or 2 bonus dice, not {cautious}")]
    TooCautious { cautious: u8 },
    #[error(
        "a fighting maneuver throws or pushes its victim at most {most} locations, not {by}; for a \
         longer fall, place the victim"
    )]
    PushTooFar { by: i32, most: u32 },
    #[error("{who} is at the end of the track; add a location ahead first")]
    EndOfTrack { who: String },
    #[error("a newcomer's {field} is {value}; it must be {range}")]
    NewcomerNumber {
        field: String,
        value: String,
        range: String,
    },
    #[error("{name} is in the chase already; give the newcomer another name")]
    NameTaken { name: String },
    #[error("a chase holds at most {most} participants; this one has them all")]
    Crowded { most: usize },
    #[error("the track holds at most {most} locations; this chase has reached them")]
    TrackFull { most: usize },
    #[error(
        "{who} and {target} must be at the same location for a melee attack (firearms need not be)"
    )]
    NotTogether { who: String, target: String },
    #[error("{who} has already initiated an attack this round")]
    AlreadyAttacked { who: String },
    #[error("{who} cannot attack itself")]
    SelfTarget { who: String },
    #[error(
        "{target} is {difference} build larger than {who}: a fighting maneuver is impossible at 3 or more"
    )]
    TooBig {
        who: String,
        target: String,
        difference: i32,
    },
    #[error(
        "a ranged attack cannot be answered by fighting back or a maneuver; use Dodge or no response"
    )]
    RangedResponse,
    #[error("a fighting maneuver is made in melee, not at range")]
    RangedManeuver,
    #[error(
        "{who} cannot attack at range with {skill}: away from the target's location only firearms (or a throw) reach; use a Firearms or Throw skill"
    )]
    NotAtRange { who: String, skill: String },
    #[error("{who}'s ranged attack needs its weapon's damage, e.g. damage: \"1D10\"")]
    RangedNeedsDamage { who: String },
    #[error("'{name}' cannot be broken down; it has to be passed with a skill roll")]
    Unbreakable { name: String },
    #[error("{who} cannot delay after {other}: {reason}")]
    CannotDelay {
        who: String,
        other: String,
        reason: &'static str,
    },
    #[error("there is no location {location} on the track (it runs {first} to {last})")]
    NoSuchLocation {
        location: Loc,
        first: Loc,
        last: Loc,
    },
    #[error("{who} has not been caught")]
    NotCaught { who: String },
    #[error("{by} cannot catch {who}: {reason}")]
    CannotCatch {
        who: String,
        by: String,
        reason: &'static str,
    },
    #[error(
        "{who} (DEX {dex}) and {other} (DEX {other_dex}) are not tied; DEX decides their order"
    )]
    NotTied {
        who: String,
        dex: u32,
        other: String,
        other_dex: u32,
    },
    #[error("the location {at} already has '{name}' ahead of it; clear it first")]
    Occupied { at: Loc, name: String },
    #[error("nothing can stand ahead of the last location {at}; add a location first")]
    PastTheEnd { at: Loc },

    // --- vehicles ---
    #[error("{who} rides in {driver}'s {vehicle}: a passenger {what}")]
    Passenger {
        who: String,
        driver: String,
        vehicle: String,
        what: &'static str,
    },
    #[error("{who} is not in a vehicle")]
    NotInVehicle { who: String },
    #[error("{who} is not driving a vehicle")]
    NotDriving { who: String },
    #[error(
        "{who} drives the {vehicle}, which fights with {wanted} (\"Drive Auto for Fighting and Dodge\"), not '{skill}'"
    )]
    VehicleSkill {
        who: String,
        vehicle: String,
        wanted: String,
        skill: String,
    },
    #[error(
        "{target} rides in {driver}'s {vehicle}: attack the vehicle through its driver {driver}, or shoot at {target}"
    )]
    InsideVehicle {
        target: String,
        driver: String,
        vehicle: String,
    },
    #[error("{rule} is turned off for this chase (settings: (vehicles: ({setting}: false)))")]
    VehicleRuleOff {
        rule: &'static str,
        setting: &'static str,
    },
    #[error("{target} is not in a vehicle: there are no tires to shoot at")]
    NoTires { target: String },
    #[error("{who}'s {vehicle} is {condition}: it goes no further")]
    VehicleOut {
        who: String,
        vehicle: String,
        condition: &'static str,
    },
    #[error("{who} drives a running {vehicle}: to leave it and go on foot, switch mode to Foot")]
    StillDriving { who: String, vehicle: String },
    #[error("{who} is not a passenger: a passenger helps its driver navigate")]
    NotAPassenger { who: String },
    #[error("a passenger navigates with Spot Hidden or Navigate, not '{skill}'")]
    NavigationSkill { skill: String },
    #[error(
        "{who} is {status}; only one still in the chase, or stranded with its vehicle, can get out"
    )]
    CannotGetOut { who: String, status: &'static str },

    // --- routes, the track's optional rules, and moving in other ways ---
    #[error("{rule} is turned off for this chase (settings: ({setting}: false))")]
    RuleOff {
        rule: &'static str,
        setting: &'static str,
    },
    #[error("{who} is at the fork at {at}: choose the way on first (ChooseRoute), one of: {ways}")]
    ChooseWay {
        who: String,
        at: String,
        ways: String,
    },
    #[error("there is no fork ahead of {who} to choose a way at")]
    NoForkAhead { who: String },
    #[error("'{route}' is not a way on from {at}; the ways are: {ways}")]
    UnknownWay {
        route: String,
        at: String,
        ways: String,
    },
    #[error("a new way needs at least one location, e.g. locations: [\"River bank\", \"\"]")]
    EmptyRoute,
    #[error("{what} needs a name, not ''")]
    EmptyName { what: &'static str },
    #[error("nothing lies after location {at} to name; set a hazard or barrier there instead")]
    NoObstacleAt { at: Loc },
    #[error(
        "say how far {who} can see (locations: 3), or set sight in the settings: City (1D3), Suburbs (1D6), Country (1D10) or Locations(n)"
    )]
    NoSight { who: String },
    #[error("{locations} locations is further than anyone sees in a chase; at most {most}")]
    SightTooFar { locations: u32, most: u32 },
    #[error(
        "a sudden hazard is waiting for {placer} to place it: place it first (PlaceSuddenHazard)"
    )]
    SuddenPending { placer: &'static str },
    #[error("{last} called the last sudden hazard; {next} call the next one (they alternate)")]
    NotYourCall {
        last: &'static str,
        next: &'static str,
    },
    #[error(
        "nobody can make the group Luck roll: give the investigators a Luck score (skills: {{\"Luck\": 50}}) and mark them investigator: true"
    )]
    NoLuck,
    #[error("no sudden hazard has been called: call for one first (SuddenHazard)")]
    NoSuddenHazard,
    #[error(
        "say where the sudden hazard goes: ahead_of a participant, or after a location (one of them)"
    )]
    WhereSudden,
    #[error(
        "the pedal to the metal moves 2 to 5 locations, not {locations} (1 is an ordinary move)"
    )]
    BadAcceleration { locations: u32 },
    #[error("{who} is a quarry; only a pursuer makes a tracking roll")]
    NotAPursuer { who: String },
    #[error(
        "{who} is {status}; only a participant the setup keeps back (joins_later: true) can join"
    )]
    NotWaiting { who: String, status: &'static str },
    #[error(
        "{who} has no vehicle to get into; give one: Drive(name: \"Car, standard\", mov: 14, build: 5)"
    )]
    NoVehicle { who: String },
    #[error(
        "{who} has no MOV for flying; only a listed flying MOV will do (in the setup: movs: {{\"Fly\": 12}})"
    )]
    CannotFly { who: String },
    #[error("{who} is already {mode}")]
    AlreadyInMode { who: String, mode: String },
    #[error(
        "there is no room behind {who} at {at}: it is at the back of its way; add a location behind first"
    )]
    NothingBehind { who: String, at: Loc },
    #[error(
        "{who} and {target} took different ways and are in separate chases: no attacks between them"
    )]
    SeparateChases { who: String, target: String },
    #[error(
        "a branch is entered over clear ground from its fork at {at}; put the hazard one location further along the branch"
    )]
    BranchStartsClear { at: Loc },
}

/// A refusal of this system's rules, or a roll still to be made: what `handle` returns.
pub type Refusal = crate::engine::Refusal<Coc7Error>;

/// The command that does what a refusal suggests the keeper do instead: the screen names its key
/// after the sentence ("place the victim (p)"), since the rules name no key.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Remedy {
    /// Place a participant by hand at any location.
    Place,
}

impl Coc7Error {
    /// The command the refusal points the keeper to, if it points to one.
    pub fn remedy(&self) -> Option<Remedy> {
        match self {
            Coc7Error::PushTooFar { .. } => Some(Remedy::Place),
            _ => None,
        }
    }
}

impl From<Coc7Error> for Refusal {
    fn from(error: Coc7Error) -> Self {
        crate::engine::Refusal::Rule(error)
    }
}
