//! The state of a Savage Worlds chase: the participants with their maneuvering traits, the deck,
//! each participant's cards this round, whose action it is, and the questions the rules answer
//! about it (advantage, range, the group's split). Small and cheap to clone: ids, not strings, in
//! what changes.

use super::settings::Settings;
use crate::dice::{Card, CardSet};
use crate::engine::Name;
use crate::engine::names::position_named;
use serde::{Deserialize, Serialize};

/// A participant's index in the chase.
pub type Id = u16;

/// Which side a participant runs on: the prey escape at the end of the last round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Pursuer,
    Prey,
}

impl Side {
    pub fn word(self) -> &'static str {
        match self {
            Side::Pursuer => "pursuer",
            Side::Prey => "prey",
        }
    }
}

/// "Chase Cards": the maneuvering trait, by how the participant moves.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Maneuver {
    /// A foot chase.
    Agility,
    /// Watercraft.
    Boating,
    /// A vehicular chase.
    Driving,
    /// Air or spacecraft.
    Piloting,
    /// Mounted animals.
    Riding,
}

impl Maneuver {
    pub fn word(self) -> &'static str {
        match self {
            Maneuver::Agility => "Agility",
            Maneuver::Boating => "Boating",
            Maneuver::Driving => "Driving",
            Maneuver::Piloting => "Piloting",
            Maneuver::Riding => "Riding",
        }
    }

    /// In a vehicle an obstacle deals damage; on foot or mounted, a Fatigue level
    /// ("Complications Table").
    pub fn in_vehicle(self) -> bool {
        matches!(
            self,
            Maneuver::Boating | Maneuver::Driving | Maneuver::Piloting
        )
    }
}

/// A trait die: d4 to d12, and d12+N beyond.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Die {
    pub sides: u32,
    pub plus: i32,
}

impl Die {
    pub const fn d(sides: u32) -> Die {
        Die { sides, plus: 0 }
    }
}

impl std::fmt::Display for Die {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self.plus {
            0 => write!(f, "d{}", self.sides),
            p if p > 0 => write!(f, "d{}+{p}", self.sides),
            p => write!(f, "d{}{p}", self.sides),
        }
    }
}

/// A weapon's damage: dice that ace, plus a constant (`2d6`, `2d8+1`).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Damage {
    pub dice: Vec<u32>,
    pub plus: i32,
}

/// What a participant attacks with: the skill's die and the weapon's damage.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Weapon {
    pub skill: Die,
    pub damage: Damage,
}
crate::clone_fields!(Weapon { skill, damage });

/// One participant (a hero, a foe, a group of extras) as the setup describes it, and how it stands.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Participant {
    pub name: Name,
    pub side: Side,
    /// A wild card rolls a wild die (d6) beside the trait die and takes three wounds.
    pub wild_card: bool,
    /// A player's character: the players' view shows its numbers.
    pub player: bool,
    /// The setup's override of who may read its numbers (`secret: true` keeps a player's
    /// character's behind the screen, `secret: false` opens an NPC's); `None`: the default.
    #[serde(default)]
    pub secret: Option<bool>,
    pub maneuver: Maneuver,
    pub die: Die,
    /// "Speed": the vehicle's Top Speed, or Pace plus the maximum running die on foot or mounted;
    /// 0 when it should not count.
    pub top_speed: u32,
    /// "Climb": an aircraft's Climb, if it has one.
    pub climb: Option<i32>,
    /// How many extras the entry stands for (1 for a single character).
    pub count: u32,
    /// Whether it is a group of extras ("Groups"), even when only one is left.
    pub group: bool,
    /// "Passengers": the driver whose vehicle it rides in; it acts on the driver's card.
    pub rides_with: Option<Id>,
    pub weapon: Option<Weapon>,
    pub toughness: u32,
    pub parry: u32,
    pub spirit: Die,
    pub status: Status,
    pub shaken: bool,
    pub wounds: u32,
    pub fatigue: u32,
    /// "Force": a penalty on the next maneuvering roll.
    pub forced: i32,
    /// Hits its vehicle took for the GM to resolve (damage at half Top Speed).
    pub vehicle_hits: u32,
    /// "Shaken Characters": an Out of Control roll waits.
    pub control_roll: bool,
    /// The vehicle it drives, when the setup gives one: its damage is rolled and applied
    /// instead of left to the GM.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub vehicle: Option<super::vehicle::Vehicle>,
    /// Who captured or stopped it, when the GM named one.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub caught_by: Option<Id>,
}
crate::clone_fields!(Participant {
    name,
    side,
    wild_card,
    player,
    secret,
    maneuver,
    die,
    top_speed,
    climb,
    count,
    group,
    rides_with,
    weapon,
    toughness,
    parry,
    spirit,
    status,
    shaken,
    wounds,
    fatigue,
    forced,
    vehicle_hits,
    control_roll,
    vehicle,
    caught_by
});

/// Whether a participant is still in the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Status {
    Running,
    Out(Out),
}

/// How a participant left the chase.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Out {
    /// A Two of Clubs failed: it crashed, fell, gave out.
    Disaster,
    /// Too many wounds or Fatigue levels; for a group, every member.
    Incapacitated,
    Captured,
    Stopped,
    Withdrew,
    Escaped,
}

impl Out {
    pub fn word(self) -> &'static str {
        match self {
            Out::Disaster => "out after a disaster",
            Out::Incapacitated => "incapacitated",
            Out::Captured => "captured",
            Out::Stopped => "stopped",
            Out::Withdrew => "withdrawn",
            Out::Escaped => "escaped",
        }
    }
}

impl Participant {
    /// Whether the players may read this participant's numbers (docs/players-view.md): a
    /// player's character's are its player's; the GM's people's are the GM's.
    pub fn open_to_players(&self) -> bool {
        self.secret.map_or(self.player, |secret| !secret)
    }

    /// A single character with the defaults of an extra (d6 everywhere, Toughness 5, Parry 4).
    pub fn new(name: &str, side: Side, maneuver: Maneuver, die: Die) -> Self {
        Participant {
            name: name.into(),
            side,
            wild_card: false,
            player: false,
            secret: None,
            maneuver,
            die,
            top_speed: 0,
            climb: None,
            count: 1,
            group: false,
            rides_with: None,
            weapon: None,
            toughness: 5,
            parry: 4,
            spirit: Die::d(6),
            status: Status::Running,
            shaken: false,
            wounds: 0,
            fatigue: 0,
            forced: 0,
            vehicle_hits: 0,
            control_roll: false,
            vehicle: None,
            caught_by: None,
        }
    }

    pub fn is_running(&self) -> bool {
        self.status == Status::Running
    }

    /// Whether it draws cards of its own (a passenger acts on its driver's).
    pub fn draws(&self) -> bool {
        self.rides_with.is_none()
    }

    /// Wound and Fatigue penalties on every trait roll (at most -3 for wounds).
    pub fn penalty(&self) -> i32 {
        -(self.wounds.min(3) as i32) - self.fatigue as i32
    }
}

/// Where the round is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Phase {
    /// Everyone rolls its maneuvering trait and draws.
    Maneuvering,
    /// The participants act on their cards, highest first.
    Acting,
    Over,
}

/// "Complications Table", by the rank of a Club.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Complication {
    /// Two: a roll at -4; failed, out of the chase.
    Disaster,
    /// 3-10: a roll at -2; failed, damage or a Fatigue level.
    MajorObstacle,
    /// Jack-Queen: a plain roll; failed, the same.
    MinorObstacle,
    /// King to Ace: no attack this round.
    Distraction,
}

impl Complication {
    /// The complication a kept card brings, if it is a Club.
    pub fn of(card: Card) -> Option<Complication> {
        if !card.is_club() {
            return None;
        }
        Some(match card.rank() {
            2 => Complication::Disaster,
            3..=10 => Complication::MajorObstacle,
            11 | 12 => Complication::MinorObstacle,
            _ => Complication::Distraction,
        })
    }

    /// The modifier of its roll; none for a distraction.
    pub fn modifier(self) -> Option<i32> {
        match self {
            Complication::Disaster => Some(-4),
            Complication::MajorObstacle => Some(-2),
            Complication::MinorObstacle => Some(0),
            Complication::Distraction => None,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Complication::Disaster => "disaster",
            Complication::MajorObstacle => "major obstacle",
            Complication::MinorObstacle => "minor obstacle",
            Complication::Distraction => "distraction",
        }
    }
}

/// "Attack Range", by the attacker's card.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Range {
    /// Two: no attack possible.
    OutOfRange,
    /// 3-10: -4.
    Long,
    /// Jack-Queen: -2.
    Medium,
    /// King-Joker: no penalty, and melee is possible.
    Short,
}

impl Range {
    pub fn of(card: Card) -> Range {
        match card.rank() {
            2 => Range::OutOfRange,
            3..=10 => Range::Long,
            11 | 12 => Range::Medium,
            _ => Range::Short,
        }
    }

    pub fn modifier(self) -> i32 {
        match self {
            Range::OutOfRange | Range::Short => 0,
            Range::Long => -4,
            Range::Medium => -2,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Range::OutOfRange => "out of range",
            Range::Long => "Long",
            Range::Medium => "Medium",
            Range::Short => "Short",
        }
    }
}

/// What one participant did with the cards this round.
#[derive(Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Hand {
    /// Its maneuvering total, once rolled.
    pub total: Option<i32>,
    /// Every card dealt to it this round, in the order dealt.
    pub drawn: Vec<Card>,
    /// The card it keeps: its Action Card.
    pub kept: Option<Card>,
    /// Its cooperative roll this round, as a passenger.
    pub helped: bool,
    /// Whether the complication of its kept Club is behind it.
    pub complication_done: bool,
    /// A King or Ace of Clubs: no attack this round.
    pub distracted: bool,
    /// Attacks made this round (a group's members count one each).
    pub attacks: u32,
    /// It took its action (an attack or a Force) this turn.
    pub acted: bool,
    /// It tried to recover from Shaken this turn.
    pub recovered: bool,
    /// "Groups": the attacks made this round at each foe (a group's members count one each).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub attacked: Vec<(Id, u32)>,
    /// "Groups": the GM's split of a group's attacks this round, in place of the proportional
    /// one ([`SavageChase::share`]); foes it does not name get none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub split: Option<Vec<(Id, u32)>>,
}

crate::clone_fields!(Hand {
    total,
    drawn,
    kept,
    helped,
    complication_done,
    distracted,
    attacks,
    acted,
    recovered,
    attacked,
    split,
});

impl Hand {
    /// An empty hand for a new round, keeping the room its lists had (a playout deals a round
    /// after another into the same hands).
    pub fn clear(&mut self) {
        let mut drawn = std::mem::take(&mut self.drawn);
        let mut attacked = std::mem::take(&mut self.attacked);
        drawn.clear();
        attacked.clear();
        *self = Hand {
            drawn,
            attacked,
            ..Hand::default()
        };
    }

    /// The cards dealt but not kept.
    pub fn discarded(&self) -> impl Iterator<Item = Card> + '_ {
        self.drawn.iter().copied().filter(|c| Some(*c) != self.kept)
    }

    /// Whether the GM must still choose which card it keeps.
    pub fn choosing(&self) -> bool {
        self.kept.is_none() && self.drawn.len() > 1
    }
}

/// How a chase ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Ending {
    /// The last round is over: the prey still running escape.
    TimeUp,
    /// Every prey is stopped or captured.
    PreyStopped,
    /// No pursuer is left: the prey escape.
    PursuersGone,
    /// The GM ended it (a dogfight's objective, a side withdrew).
    Keeper,
}

/// A Savage Worlds chase.
#[derive(Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SavageChase {
    pub settings: Settings,
    pub participants: Vec<Participant>,
    /// The round, from 1.
    pub round: u32,
    pub phase: Phase,
    /// The cards still to deal.
    pub deck: CardSet,
    /// The discard pile.
    pub discards: CardSet,
    /// A joker was dealt this round: the deck is shuffled when it ends.
    pub joker_dealt: bool,
    /// Each participant's hand this round, by id.
    pub hands: Vec<Hand>,
    /// Who acts this round, highest card first (passengers right after their driver).
    pub order: Vec<Id>,
    /// Whose action it is: an index into `order`.
    pub turn: usize,
    pub ending: Option<Ending>,
}
crate::clone_fields!(SavageChase {
    settings,
    participants,
    round,
    phase,
    deck,
    discards,
    joker_dealt,
    hands,
    order,
    turn,
    ending
});

impl SavageChase {
    pub fn participant(&self, id: Id) -> &Participant {
        &self.participants[usize::from(id)]
    }

    pub fn hand(&self, id: Id) -> &Hand {
        &self.hands[usize::from(id)]
    }

    pub fn ids(&self) -> impl Iterator<Item = Id> + Clone + '_ {
        (0..self.participants.len()).map(|i| i as Id)
    }

    /// The participant a name means (any case).
    pub fn find(&self, name: &str) -> Option<Id> {
        position_named(self.participants.iter().map(|p| p.name.as_str()), name).map(|i| i as Id)
    }

    /// Whose action it is, in the acting phase.
    pub fn current(&self) -> Option<Id> {
        match self.phase {
            Phase::Acting => self.order.get(self.turn).copied(),
            _ => None,
        }
    }

    /// The card a participant acts on: its own, or its driver's.
    pub fn card(&self, id: Id) -> Option<Card> {
        let owner = self.participant(id).rides_with.unwrap_or(id);
        self.hand(owner).kept
    }

    /// "Attacks": whether `who` may attack `target` this round: "Advantage (an equal or higher
    /// Action Card)": "A character with an Action Card of 7 ... can only attack targets with
    /// Action Cards of 7 or lower." Ranks only: suits order who acts first, not who may attack
    /// whom, so a 7 of any suit may attack a 7 of any suit. A target without a card was
    /// outmaneuvered by everyone who has one.
    pub fn has_advantage(&self, who: Id, target: Id) -> bool {
        match (self.card(who), self.card(target)) {
            (Some(mine), Some(theirs)) => mine.rank() >= theirs.rank(),
            (Some(_), None) => true,
            (None, _) => false,
        }
    }

    /// Whether two participants are foes.
    pub fn opposed(&self, a: Id, b: Id) -> bool {
        self.participant(a).side != self.participant(b).side
    }

    /// The running foes of a participant.
    pub fn foes(&self, id: Id) -> impl Iterator<Item = Id> + Clone + '_ {
        self.ids()
            .filter(move |other| self.opposed(id, *other) && self.participant(*other).is_running())
    }

    /// Who still rolls for cards this round: running, drawing for itself, not yet rolled. Nobody
    /// outside the maneuvering phase, found without walking the participants (every command of
    /// the acting phase asks).
    pub fn to_roll(&self) -> impl Iterator<Item = Id> + '_ {
        let count = if self.phase == Phase::Maneuvering {
            self.participants.len()
        } else {
            0
        };
        (0..count).map(|i| i as Id).filter(|id| {
            let p = self.participant(*id);
            p.is_running() && p.draws() && self.hand(*id).total.is_none()
        })
    }

    /// Who must still choose the card it keeps.
    pub fn choosing(&self) -> Option<Id> {
        self.ids().find(|id| self.hand(*id).choosing())
    }

    /// The complication a participant's kept card brings and it has not yet faced.
    pub fn complication_waiting(&self, id: Id) -> Option<Complication> {
        let hand = self.hand(id);
        if hand.complication_done || !self.participant(id).is_running() {
            return None;
        }
        hand.kept.and_then(Complication::of)
    }

    /// "Groups": how a group's attacks divide proportionately among the opposition, losing
    /// those against foes with a higher card (largest remainders, in the setup's order).
    pub fn proposed_split(&self, group: Id) -> Vec<(Id, u32)> {
        self.proposed_shares(group).collect()
    }

    /// [`Self::proposed_split`] foe by foe, without a list (a group's every attack asks it).
    pub fn proposed_shares(&self, group: Id) -> impl Iterator<Item = (Id, u32)> + '_ {
        let foes = self.foes(group);
        let many = foes.clone().count().max(1) as u32;
        let count = self.participant(group).count;
        let (each, extra) = (count / many, count % many);
        foes.enumerate().map(move |(at, foe)| {
            let share = each + u32::from((at as u32) < extra);
            let share = if self.has_advantage(group, foe) {
                share
            } else {
                0
            };
            (foe, share)
        })
    }

    /// The rounds the chase lasts, if it has a length.
    pub fn rounds(&self) -> Option<u32> {
        self.settings.length.rounds()
    }

    /// Every card of the deck accounted for: in the deck, the discards or someone's hand.
    pub fn cards_out(&self) -> CardSet {
        let mut set = CardSet::default();
        for hand in &self.hands {
            for card in &hand.drawn {
                set.insert(*card);
            }
        }
        set
    }

    /// Where the deck is not whole, in words: every one of the 54 cards must be in exactly one
    /// place (the deck, the discards, one hand). `None` when it is. For tests and checks.
    pub fn deck_problem(&self) -> Option<String> {
        let hands = self.cards_out();
        let drawn: usize = self.hands.iter().map(|h| h.drawn.len()).sum();
        if drawn as u32 != hands.len() {
            return Some("a card is in two hands".to_string());
        }
        for (what, a, b) in [
            ("the deck and the discards", self.deck, self.discards),
            ("the deck and a hand", self.deck, hands),
            ("the discards and a hand", self.discards, hands),
        ] {
            if a.0 & b.0 != 0 {
                return Some(format!("a card is in {what}"));
            }
        }
        let all = self.deck.union(self.discards).union(hands);
        (all != CardSet::full()).then(|| format!("{} cards of 54 are accounted for", all.len()))
    }
}
