//! Why the rules refuse a command, or a chase cannot be built, in the GM's words.

use crate::engine::names::possessive;

#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SavageError {
    // --- Building a chase ---
    #[error(
        "a chase needs at least one pursuer and one prey; this one has {pursuers} pursuers and {prey} prey"
    )]
    NeedBothSides { pursuers: usize, prey: usize },
    #[error("the name '{name}' is used twice; give every participant its own name")]
    DuplicateName { name: String },
    #[error("{who} rides with '{driver}', who is not in the chase")]
    UnknownDriver { who: String, driver: String },
    #[error("{who} rides with {driver}, who is a passenger too; a passenger rides with the driver")]
    PassengerDriver { who: String, driver: String },
    #[error("{who} rides with {driver}, who is on the other side")]
    DriverOnOtherSide { who: String, driver: String },

    // --- Refusing a command ---
    #[error("there is no '{name}' in this chase; the participants are {known}")]
    UnknownParticipant { name: String, known: String },
    #[error("the chase is over")]
    Over,
    #[error(
        "a modifier of {value} is beyond any table's; give one from {min} to {max} (the usual are -4 to +4)",
        min = crate::limits::MODIFIER.start(),
        max = crate::limits::MODIFIER.end()
    )]
    Modifier { value: i32 },
    #[error("{who} is {status}")]
    NotRunning { who: String, status: &'static str },
    #[error("{who} rides with {driver} and acts on {} card; {driver} rolls", possessive(.driver))]
    Passenger { who: String, driver: String },
    #[error("{who} has rolled for cards this round already")]
    AlreadyRolled { who: String },
    #[error("everyone has a card: the round's actions are under way")]
    NotManeuvering,
    #[error("cards are still being drawn: {who} has not rolled yet")]
    StillManeuvering { who: String },
    #[error("{who} is not a passenger of {driver}, so cannot help {driver} maneuver")]
    NotAPassenger { who: String, driver: String },
    #[error("{who} helps only once a round")]
    HelpsTwice { who: String },
    #[error("{who} must choose the card to keep first")]
    Choosing { who: String },
    #[error("{who} did not draw {card}; the cards are {drawn}")]
    NotDrawn {
        who: String,
        card: String,
        drawn: String,
    },
    #[error("{who} has no choice of card to make")]
    NoChoice { who: String },
    #[error("it is {} action, not {}", possessive(.current), possessive(.who))]
    NotTheirTurn { who: String, current: String },
    #[error("{} {card}: the {complication} waits; face it first", possessive(.who))]
    ComplicationWaits {
        who: String,
        card: String,
        complication: &'static str,
    },
    #[error("{who} has no complication waiting")]
    NoComplication { who: String },
    #[error("{who} is distracted (a King or Ace of Clubs) and cannot attack this round")]
    Distracted { who: String },
    #[error("{who} is Shaken: recover first")]
    IsShaken { who: String },
    #[error("{who} is not Shaken")]
    NotShaken { who: String },
    #[error("{who} has tried to recover this turn already")]
    RecoveredAlready { who: String },
    #[error("{who} has acted this turn already")]
    AlreadyActed { who: String },
    #[error("{who} has no weapon in the setup to attack with")]
    NoWeapon { who: String },
    #[error("{who} and {target} are on the same side")]
    SameSide { who: String, target: String },
    #[error("{target} has a higher card than {who} ({theirs} over {mine}) and cannot be targeted")]
    NoAdvantage {
        who: String,
        target: String,
        mine: String,
        theirs: String,
    },
    #[error("{who} is on a Two: out of range, no attack this round")]
    OutOfRange { who: String },
    #[error("melee needs a King or better; {who} is on {card}")]
    NoMelee { who: String, card: String },
    #[error("{who} has {left} attacks left this round, not {asked}")]
    TooManyAttackers { who: String, left: u32, asked: u32 },
    #[error("name how many attack: at least 1")]
    NoAttackers,
    #[error(
        "{whose} {how} at {target} this round is {share}{made}, not {asked} more; to send more, \
         the GM changes the split (Split). Groups' attacks are divided up proportionately: \
         \"This keeps characters with low cards from getting attacked by every enemy in the \
         chase.\""
    )]
    BeyondShare {
        /// The group's name as a possessive ("the Gangers'").
        whose: String,
        target: String,
        how: &'static str,
        share: u32,
        made: String,
        asked: u32,
    },
    #[error("{who} is not a group of extras: only a group's attacks are split (\"Groups\")")]
    NotAGroup { who: String },
    #[error("{who} has no Action Card this round, so has no attacks to split")]
    NoCardToSplit { who: String },
    #[error("the split names {target} twice; give each foe one number")]
    SplitTwice { target: String },
    #[error("the split sends {asked} of {who}, who are {count}")]
    SplitTooMany { who: String, count: u32, asked: u32 },
    #[error("{who} is a passenger; the driver forces")]
    PassengerForce { who: String },
    #[error(
        "{who} is not driving ({trait_name}): only \"a driver ... may attempt to distract or even \
         ram another vehicle\""
    )]
    NotADriver {
        who: String,
        trait_name: &'static str,
    },
    #[error(
        "{target} is not in a vehicle ({trait_name}): a driver forces \"another vehicle\", not \
         a runner"
    )]
    NotAVehicle {
        target: String,
        trait_name: &'static str,
    },
    #[error("{who} has no Out of Control roll waiting")]
    NoControlRoll { who: String },
    #[error(
        "{who} is {status}, not captured or stopped, so not {} catch; name a captor only for a capture or a stop",
        possessive(.by)
    )]
    CaptorOfNoCapture {
        who: String,
        by: String,
        status: &'static str,
    },
    #[error("{who} is already {status}")]
    AlreadyOut { who: String, status: &'static str },
}

/// A refusal of this system's rules, or a roll still to be made: what `handle` returns.
pub type Refusal = crate::engine::Refusal<SavageError>;

impl From<SavageError> for Refusal {
    fn from(error: SavageError) -> Self {
        crate::engine::Refusal::Rule(error)
    }
}
