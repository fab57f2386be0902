//! The Savage Worlds keymap section: every key of a chase of action cards, in the order the help
//! overlay lists them (the cards, the action on a card, the GM's hand).

use crate::tui::keymap::{Binding, Section, ch, chase};
use crate::tui::system;

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

const fn savage(key: Action) -> system::AnyAction {
    system::AnyAction::Savage(key)
}

use Section::{Establishing, Keeper, Turn};

/// Every Savage Worlds key of the chase screen.
pub static BINDINGS: &[Binding] = &[
    chase(
        &[ch('m')],
        savage(Action::Maneuver),
        Establishing,
        "the next maneuvering roll (a passenger may help): a card per success and raise",
        Some("maneuver"),
    ),
    chase(
        &[ch('K')],
        savage(Action::Keep),
        Establishing,
        "keep one of the cards drawn (a lower one avoids a Club's complication)",
        Some("keep"),
    ),
    chase(
        &[ch('c')],
        savage(Action::Complication),
        Turn,
        "face the complication of a Club: the roll its rank asks for",
        Some("complication"),
    ),
    chase(
        &[ch('a')],
        savage(Action::Attack),
        Turn,
        "attack a foe with a lower or equal card, at the range of the card (a group: how many)",
        Some("attack"),
    ),
    chase(
        &[ch('f')],
        savage(Action::Force),
        Turn,
        "force a foe: opposed maneuvering rolls; -2 on its next roll, a raise an obstacle",
        Some("force"),
    ),
    chase(
        &[ch('v')],
        savage(Action::Recover),
        Turn,
        "try to recover from Shaken (Spirit)",
        Some("recover"),
    ),
    chase(
        &[ch('o')],
        savage(Action::ControlRoll),
        Turn,
        "a Shaken driver's roll against going Out of Control",
        Some("control roll"),
    ),
    chase(
        &[ch('n'), ch(' ')],
        savage(Action::EndTurn),
        Turn,
        "end the action of the one acting",
        Some("end turn"),
    ),
    chase(
        &[ch('S')],
        savage(Action::Shaken),
        Keeper,
        "the selected participant becomes Shaken, or no longer is",
        None,
    ),
    chase(
        &[ch('O')],
        savage(Action::TakeOut),
        Keeper,
        "the selected participant leaves the chase: captured, stopped, withdrew, escaped",
        None,
    ),
    chase(
        &[ch('D')],
        savage(Action::Split),
        Keeper,
        "change a group's split of attacks this round (the text's proportional split is the default)",
        None,
    ),
    chase(
        &[ch('X')],
        savage(Action::EndChase),
        Keeper,
        "end the chase here (a dogfight's objective; asks first)",
        None,
    ),
];
