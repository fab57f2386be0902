//! The Savage Worlds keymap section: every key of a chase of action cards, in the order the help
//! overlay lists them (the cards, the action on a card, the GM's hand).

use crate::screen::keys::{Binding, Section, ch, chase};

/// What a Savage Worlds key stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Maneuver,
    Keep,
    Complication,
    Attack,
    Force,
    Recover,
    ControlRoll,
    EndTurn,
    Shaken,
    TakeOut,
    Split,
    EndChase,
}

use Section::{Establishing, Keeper, Turn};

/// Every Savage Worlds key of the chase screen.
pub static BINDINGS: &[Binding<Action>] = &[
    chase(
        &[ch('m')],
        Action::Maneuver,
        Establishing,
        "the next maneuvering roll (a passenger may help): a card per success and raise",
        Some("maneuver"),
    ),
    chase(
        &[ch('K')],
        Action::Keep,
        Establishing,
        "keep one of the cards drawn (a lower one avoids a Club's complication)",
        Some("keep"),
    ),
    chase(
        &[ch('c')],
        Action::Complication,
        Turn,
        "face the complication of a Club: the roll its rank asks for",
        Some("complication"),
    ),
    chase(
        &[ch('a')],
        Action::Attack,
        Turn,
        "attack a foe with a lower or equal card, at the range of the card (a group: how many)",
        Some("attack"),
    ),
    chase(
        &[ch('f')],
        Action::Force,
        Turn,
        "force a foe: opposed maneuvering rolls; -2 on its next roll, a raise an obstacle",
        Some("force"),
    ),
    chase(
        &[ch('v')],
        Action::Recover,
        Turn,
        "try to recover from Shaken (Spirit)",
        Some("recover"),
    ),
    chase(
        &[ch('o')],
        Action::ControlRoll,
        Turn,
        "a Shaken driver's roll against going Out of Control",
        Some("control roll"),
    ),
    chase(
        &[ch('n'), ch(' ')],
        Action::EndTurn,
        Turn,
        "end the action of the one acting",
        Some("end turn"),
    ),
    chase(
        &[ch('S')],
        Action::Shaken,
        Keeper,
        "the selected participant becomes Shaken, or no longer is",
        None,
    ),
    chase(
        &[ch('O')],
        Action::TakeOut,
        Keeper,
        "the selected participant leaves the chase: captured, stopped, withdrew, escaped",
        None,
    ),
    chase(
        &[ch('D')],
        Action::Split,
        Keeper,
        "change a group's split of attacks this round (the text's proportional split is the default)",
        None,
    ),
    chase(
        &[ch('X')],
        Action::EndChase,
        Keeper,
        "end the chase here (a dogfight's objective; asks first)",
        None,
    ),
];
