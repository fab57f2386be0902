//! The chase-track keymap section: every key of a chase on the number line, in the order the help
//! overlay lists them (starting, a turn's three steps, the keeper's hand).

use crate::screen::keys::{Binding, Section, ch, chase};

/// What a chase-track key stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Start,
    // a turn
    Act,
    Choose,
    Attack,
    Move,
    MovePast,
    Exert,
    EndTurn,
    // the keeper
    Save,
    Place,
    PlaceObstacle,
    ClearObstacles,
    Environment,
    Split,
    EndChase,
}

use Section::{Establishing, Keeper, Turn};

/// Every chase-track key of the chase screen.
pub static BINDINGS: &[Binding<Action>] = &[
    chase(
        &[ch('s')],
        Action::Start,
        Establishing,
        "start the chase: prey first (more than two roll initiative, 1d20 + agility), round 1",
        Some("start"),
    ),
    chase(
        &[ch('a')],
        Action::Act,
        Turn,
        "step 1, a chase action: what is tried, heart die + ability die against a CN, the effect if it works",
        Some("action"),
    ),
    chase(
        &[ch('c')],
        Action::Choose,
        Turn,
        "a 1 was rolled: accept the failure, or reroll and take a complication",
        Some("choose (a 1)"),
    ),
    chase(
        &[ch('x')],
        Action::Attack,
        Turn,
        "step 1 as an attack: a target within 2 spaces, hit or miss, damage dice",
        Some("attack"),
    ),
    chase(
        &[ch('f')],
        Action::Move,
        Turn,
        "step 2, the required move: 1 space forward (more with a shortcut, the fast lane, speed)",
        Some("move"),
    ),
    chase(
        &[ch('F')],
        Action::MovePast,
        Turn,
        "move past the obstacles in the way (flying, swimming, a mount: at the keeper's word)",
        Some("move past"),
    ),
    chase(
        &[ch('e')],
        Action::Exert,
        Turn,
        "step 3, exert: heart + might against the exertion CN; a success is one more space",
        Some("exert"),
    ),
    chase(
        &[ch('n'), ch(' ')],
        Action::EndTurn,
        Turn,
        "end the turn (after the move)",
        Some("end turn"),
    ),
    chase(
        &[ch('v')],
        Action::Save,
        Keeper,
        "an environmental save for the selected participant: ability, CN, what a failure costs",
        Some("save"),
    ),
    chase(
        &[ch('p')],
        Action::Place,
        Keeper,
        "put the selected participant on a space (a correction)",
        None,
    ),
    chase(
        &[ch('o')],
        Action::PlaceObstacle,
        Keeper,
        "put an obstacle on the space under the cursor (against the chasers, the prey or everyone)",
        None,
    ),
    chase(
        &[ch('O')],
        Action::ClearObstacles,
        Keeper,
        "clear the obstacles on the space under the cursor",
        None,
    ),
    chase(
        &[ch('E')],
        Action::Environment,
        Keeper,
        "the chase moves into another environment (its base CN is used from now on)",
        None,
    ),
    chase(
        &[ch('S')],
        Action::Split,
        Keeper,
        "a member splits off from the selected group and runs alone",
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
