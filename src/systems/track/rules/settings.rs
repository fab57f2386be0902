//! The rule settings that the chase track text leaves to the GM, each with the default the text or
//! the usual practice gives (docs/rules-track.md), so that a setup file only names what it changes.

use serde::{Deserialize, Serialize};

/// What the GM decides about a chase before it starts. Every field has a default (see
/// [`Settings::default`]); a setup sets only what differs.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Settings {
    /// Where the prey starts ("The Chase Track": the starting situation table, or a number of
    /// spaces the GM sets).
    pub start: Start,
    /// "Escaped": the distance at which the prey has lost its pursuers (6; 5 in dense forest, 10 in
    /// open desert).
    pub escape_distance: u32,
    /// "Safe Haven": the space where the prey is safe, if there is one. The track ends there.
    pub safe_haven: Option<u32>,
    /// The environment the chase starts in; its base CN is used when an action names none.
    pub environment: Environment,
    /// "Exertion": the CN of a participant's first exertion (8)...
    pub exertion_cn: u32,
    /// ...and how much every attempt raises it (2: CN 10, then 12, then 14).
    pub exertion_step: u32,
    /// How many exertions a participant may attempt in one turn ("Each Turn", step 3: one).
    pub exertions_per_turn: u32,
    /// "Multiple Participants": how the turn order is found.
    pub turn_order: TurnOrder,
    /// "Different Movement Speeds": the speed the chase assumes everyone has, in feet...
    pub usual_speed_ft: u32,
    /// ...and how much faster or slower than it counts as a different speed (20 ft).
    pub speed_difference_ft: u32,
    /// "Attacks During Chases": attacks reach only this many spaces (2).
    pub attack_range: u32,
    /// "Complications": a 1 on either die of a chase action offers the choice between failing and
    /// rerolling with a complication. Off, a 1 is just a low roll.
    pub complications: bool,
    /// "Mounted Chases": a rider who fails an exertion by this much or more falls from the mount (5).
    pub fall_margin: u32,
    /// "Fast Lane" also adds its space to the one an exertion wins. The text says "whenever you
    /// move"; by default only the turn's move counts, so that exertion stays a single space.
    pub fast_lane_on_exertion: bool,
    /// The turn ends by itself once the participant has moved and used its last exertion.
    pub auto_end_turn: bool,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            start: Start::Within30Feet,
            escape_distance: 6,
            safe_haven: None,
            environment: Environment::LightObstacles,
            exertion_cn: 8,
            exertion_step: 2,
            exertions_per_turn: 1,
            turn_order: TurnOrder::Auto,
            usual_speed_ft: 30,
            speed_difference_ft: 20,
            attack_range: 2,
            complications: true,
            fall_margin: 5,
            fast_lane_on_exertion: false,
            auto_end_turn: true,
        }
    }
}

/// How the chase began: a row of the starting situation table, or a distance the GM sets.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Start {
    /// Adjacent or grappling: 2 spaces (a prisoner breaks free from guards).
    Adjacent,
    /// Within 30 feet: 3 spaces (a thief spotted picking pockets).
    Within30Feet,
    /// 30-60 feet away: 4 spaces (scouts notice intruders at the camp's edge).
    Within60Feet,
    /// 60-120 feet away: 4 spaces (a merchant recognises a wanted criminal).
    Within120Feet,
    /// A distance the GM sets.
    Spaces(u32),
}

impl Start {
    /// The prey's starting space, the chaser being at 0 ("The Chase Track", the starting situation
    /// table).
    pub fn distance(self) -> u32 {
        match self {
            Start::Adjacent => 2,
            Start::Within30Feet => 3,
            Start::Within60Feet | Start::Within120Feet => 4,
            Start::Spaces(spaces) => spaces,
        }
    }
}

/// A row of the environment table ("Chase Actions"): how hard the ground makes a chase action.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Environment {
    /// Empty roads, open fields, calm water: CN 6-8.
    OpenTerrain,
    /// City streets, sparse forest, rolling hills: CN 9-11.
    LightObstacles,
    /// Crowded markets, thick jungle, busy docks: CN 12-14.
    DenseObstacles,
    /// Rooftops in rain, cliff faces, stampeding herds: CN 15+.
    ExtremeConditions,
}

impl Environment {
    /// The table's base CN range; `None` as the top of "15+".
    pub fn range(self) -> (u32, Option<u32>) {
        match self {
            Environment::OpenTerrain => (6, Some(8)),
            Environment::LightObstacles => (9, Some(11)),
            Environment::DenseObstacles => (12, Some(14)),
            Environment::ExtremeConditions => (15, None),
        }
    }

    /// The CN of an action the GM gives no number for: the middle of the row (the bottom of "15+").
    pub fn base_cn(self) -> u32 {
        match self.range() {
            (low, Some(high)) => (low + high) / 2,
            (low, None) => low,
        }
    }

    pub fn words(self) -> &'static str {
        match self {
            Environment::OpenTerrain => "open terrain",
            Environment::LightObstacles => "light obstacles",
            Environment::DenseObstacles => "dense obstacles",
            Environment::ExtremeConditions => "extreme conditions",
        }
    }
}

/// How the order of turns is found ("Running a Chase", "Multiple Participants").
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TurnOrder {
    /// Two participants alternate, prey first; more than two roll initiative.
    Auto,
    /// Prey first, then chasers and prey alternating in setup order, however many there are.
    Alternate,
    /// Everyone rolls 1d20 + agility modifier at the start, even two.
    Initiative,
}
