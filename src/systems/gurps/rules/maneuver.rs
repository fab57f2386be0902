//! The fourteen chase maneuvers of "Chase Maneuvers" and the range bands of "Chase Rolls", with
//! what each one is in the text's own terms: who may take it, whether it is static, whether it
//! allows attacks, its Chase Roll modifier.

use serde::{Deserialize, Serialize};

/// The range band between quarry and pursuer, closest first (beyond Extreme the quarry
/// escapes).
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
pub enum Band {
    Close,
    Short,
    Medium,
    Long,
    Extreme,
}

impl Band {
    pub const ALL: [Band; 5] = [
        Band::Close,
        Band::Short,
        Band::Medium,
        Band::Long,
        Band::Extreme,
    ];

    pub fn index(self) -> i32 {
        self as i32
    }

    /// The band `steps` further out (negative: closer), or `None` beyond Extreme; never closer
    /// than Close.
    pub fn shifted(self, steps: i32) -> Option<Band> {
        let at = (self.index() + steps).max(0);
        Band::ALL.get(at as usize).copied()
    }

    pub fn word(self) -> &'static str {
        match self {
            Band::Close => "Close",
            Band::Short => "Short",
            Band::Medium => "Medium",
            Band::Long => "Long",
            Band::Extreme => "Extreme",
        }
    }

    /// "Attacks", Range: 0 at Close, -3 at Short, -7 at Medium, -11 at Long, -15 at Extreme.
    pub fn attack_modifier(self) -> i32 {
        match self {
            Band::Close => 0,
            Band::Short => -3,
            Band::Medium => -7,
            Band::Long => -11,
            Band::Extreme => -15,
        }
    }
}

/// The side a party plays this round; Hide and Reverse can swap them. Serde still calls it
/// `Role`, the word a setup's messages have always used for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename = "Role")]
pub enum Side {
    Quarry,
    Pursuer,
}

impl Side {
    pub fn other(self) -> Side {
        match self {
            Side::Quarry => Side::Pursuer,
            Side::Pursuer => Side::Quarry,
        }
    }

    pub fn word(self) -> &'static str {
        match self {
            Side::Quarry => "quarry",
            Side::Pursuer => "pursuer",
        }
    }
}

/// "Chase Maneuvers": each side selects one per round.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Maneuver {
    Attack,
    DisembarkEmbark,
    EmergencyAction,
    Force,
    Hide,
    MobilityEscape,
    MobilityPursuit,
    Move,
    MoveAndAttack,
    Ram,
    Reverse,
    Stop,
    Stunt,
    StuntEscape,
}

impl Maneuver {
    pub const ALL: [Maneuver; 14] = [
        Maneuver::Move,
        Maneuver::MoveAndAttack,
        Maneuver::Attack,
        Maneuver::Stunt,
        Maneuver::StuntEscape,
        Maneuver::Hide,
        Maneuver::MobilityEscape,
        Maneuver::MobilityPursuit,
        Maneuver::Force,
        Maneuver::Ram,
        Maneuver::Reverse,
        Maneuver::DisembarkEmbark,
        Maneuver::EmergencyAction,
        Maneuver::Stop,
    ];

    pub fn word(self) -> &'static str {
        match self {
            Maneuver::Attack => "Attack",
            Maneuver::DisembarkEmbark => "Disembark/Embark",
            Maneuver::EmergencyAction => "Emergency Action",
            Maneuver::Force => "Force",
            Maneuver::Hide => "Hide",
            Maneuver::MobilityEscape => "Mobility Escape",
            Maneuver::MobilityPursuit => "Mobility Pursuit",
            Maneuver::Move => "Move",
            Maneuver::MoveAndAttack => "Move and Attack",
            Maneuver::Ram => "Ram",
            Maneuver::Reverse => "Reverse",
            Maneuver::Stop => "Stop",
            Maneuver::Stunt => "Stunt",
            Maneuver::StuntEscape => "Stunt Escape",
        }
    }

    /// The heading's "Pursuer or Quarry", "Quarry", "Pursuer".
    pub fn open_to(self, role: Side) -> bool {
        match self {
            Maneuver::Hide
            | Maneuver::MobilityEscape
            | Maneuver::Reverse
            | Maneuver::StuntEscape => role == Side::Quarry,
            Maneuver::MobilityPursuit | Maneuver::Ram => role == Side::Pursuer,
            _ => true,
        }
    }

    /// "Static Maneuvers": stopping for any reason; Attack and Disembark/Embark are always static.
    pub fn always_static(self) -> bool {
        matches!(
            self,
            Maneuver::Attack | Maneuver::DisembarkEmbark | Maneuver::Stop
        )
    }

    /// "Attacks": only Attack, Disembark/Embark, Force, Move and Attack, and Ram allow attacks.
    pub fn allows_attacks(self) -> bool {
        matches!(
            self,
            Maneuver::Attack
                | Maneuver::DisembarkEmbark
                | Maneuver::Force
                | Maneuver::MoveAndAttack
                | Maneuver::Ram
        )
    }

    /// "Attacks", Movement: these maneuvers cost a pedestrian or an operator the worst of -2 or
    /// Bulk, a passenger -1.
    pub fn shoots_on_the_move(self) -> bool {
        matches!(
            self,
            Maneuver::DisembarkEmbark | Maneuver::Force | Maneuver::MoveAndAttack | Maneuver::Ram
        )
    }

    /// A maneuver with a Stunt roll at the leader's even penalty.
    pub fn is_stunt(self) -> bool {
        matches!(self, Maneuver::Stunt | Maneuver::StuntEscape)
    }

    /// Needs "suitable scenery or Lucky Break" (Disembark/Embark only to board a vehicle; Mobility
    /// Escape and Pursuit also in a mismatched chase).
    pub fn needs_scenery(self) -> bool {
        matches!(
            self,
            Maneuver::Hide
                | Maneuver::MobilityEscape
                | Maneuver::MobilityPursuit
                | Maneuver::StuntEscape
        )
    }
}
