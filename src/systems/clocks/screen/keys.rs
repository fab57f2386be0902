//! The position-clocks keymap section: every key of a chase of clocks and paths, in the order the
//! help overlay lists them (the turn order, a turn's checks and actions, the keeper's hand).

use crate::screen::keys::{Binding, Section, ch, chase};

/// What a position-clocks key stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    RollOrder,
    SetOrder,
    // a turn
    Check,
    CheckWith,
    Additional,
    SlowDown,
    TakePath,
    Resolve,
    Hide,
    Seek,
    Skill,
    Board,
    Disembark,
    EndTurn,
    // the keeper
    OpenPath,
    Terrain,
    Merge,
    PlaceObstacle,
    ClearObstacle,
    Condition,
    Reveal,
    Place,
    EndChase,
}

use Section::{Establishing, Keeper, Turn};

/// Every position-clocks key of the chase screen.
pub static BINDINGS: &[Binding<Action>] = &[
    chase(
        &[ch('s')],
        Action::RollOrder,
        Establishing,
        "start: everyone rolls Dexterity with Athletics for the turn order (ties re-rolled; a race's rule)",
        Some("roll order"),
    ),
    chase(
        &[ch('S')],
        Action::SetOrder,
        Establishing,
        "start with the keeper's turn order (the table's initiative), not for races",
        Some("set order"),
    ),
    // The obstacle first: standing at one, a movement check can fill no segment until the Skill
    // action resolves it ("Obstacles"), so the bar's first key is the one a keeper presses.
    chase(
        &[ch('c')],
        Action::Resolve,
        Turn,
        "the Skill action at the obstacle in front: d20 + bonus against its DC",
        Some("obstacle"),
    ),
    chase(
        &[ch('f')],
        Action::Check,
        Turn,
        "movement check: d20 + speed against the terrain's DC (the second is the Move action)",
        Some("move"),
    ),
    chase(
        &[ch('F')],
        Action::CheckWith,
        Turn,
        "movement check with the keeper's call: advantage, a modifier, another DC, a ride to reach and board",
        None,
    ),
    chase(
        &[ch('+')],
        Action::Additional,
        Turn,
        "additional movement from an effect (Misty Step: 3 spaces), for the selected participant, in turn or not",
        None,
    ),
    chase(
        &[ch('-')],
        Action::SlowDown,
        Turn,
        "slow down: remove segments from the clock",
        None,
    ),
    chase(
        &[ch('n'), ch(' ')],
        Action::EndTurn,
        Turn,
        "end the turn",
        Some("end turn"),
    ),
    chase(
        &[ch('w')],
        Action::TakePath,
        Turn,
        "take another path, or open a new one (costs a segment)",
        Some("path"),
    ),
    chase(
        &[ch('H')],
        Action::Hide,
        Turn,
        "hide with the Skill action (needs obscurement): rolled, or the keeper's ruling",
        Some("hide"),
    ),
    chase(
        &[ch('/')],
        Action::Seek,
        Turn,
        "search for a hidden participant with the Skill action",
        Some("search"),
    ),
    chase(
        &[ch('a')],
        Action::Skill,
        Turn,
        "another Skill action the keeper asks for (spot a path, climb to the rooftops)",
        Some("skill"),
    ),
    chase(
        &[ch('b')],
        Action::Board,
        Turn,
        "board an adjacent vehicle or mount",
        Some("board"),
    ),
    chase(
        &[ch('B')],
        Action::Disembark,
        Turn,
        "get off the vehicle or mount, where it stands",
        Some("get off"),
    ),
    chase(
        &[ch('W')],
        Action::OpenPath,
        Keeper,
        "open a path (the rooftops, the sky) with its terrain",
        None,
    ),
    chase(
        &[ch('T')],
        Action::Terrain,
        Keeper,
        "the terrain of a path from now on: DC, cover, obscurement, slope",
        None,
    ),
    chase(
        &[ch('M')],
        Action::Merge,
        Keeper,
        "merge two paths, at the start of a round",
        None,
    ),
    chase(
        &[ch('o')],
        Action::PlaceObstacle,
        Keeper,
        "put an obstacle between two segments of a path",
        None,
    ),
    chase(
        &[ch('O')],
        Action::ClearObstacle,
        Keeper,
        "clear an obstacle away",
        None,
    ),
    chase(
        &[ch('C')],
        Action::Condition,
        Keeper,
        "switch a condition of the selected participant: hindered, immobile, flying",
        None,
    ),
    chase(
        &[ch('V')],
        Action::Reveal,
        Keeper,
        "reveal a hidden participant (the selected one, if hidden)",
        None,
    ),
    chase(
        &[ch('p')],
        Action::Place,
        Keeper,
        "set the selected participant's filled segments (a correction)",
        None,
    ),
    chase(
        &[ch('X')],
        Action::EndChase,
        Keeper,
        "end the chase here (asks first)",
        None,
    ),
];
