//! The GURPS keymap section: every key of a GURPS Action chase, in the order of "Chase
//! Sequence" (declaring, resolving, the Contest and the shift), then the keeper's hand.

use crate::screen::keys::{Binding, Section, ch, chase};

/// What a GURPS key stands for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Next,
    Declare,
    Random,
    Attack,
    Force,
    Ram,
    Stunt,
    Embark,
    Board,
    Seize,
    Task,
    Scenery,
    Lead,
    KeptUp,
    Skill,
    EndChase,
}

use Section::{Keeper, Turn};

/// Every GURPS key of the chase screen.
pub static BINDINGS: &[Binding<Action>] = &[
    chase(
        &[ch('n'), ch(' ')],
        Action::Next,
        Turn,
        "the next step: declare, end the resolving step, roll the Contest, shift the range",
        Some("next step"),
    ),
    chase(
        &[ch('m')],
        Action::Declare,
        Turn,
        "steps 1-2: the side's maneuver (those its conditions allow; a Lucky Break where scenery is needed)",
        Some("maneuver"),
    ),
    chase(
        &[ch('M')],
        Action::Random,
        Turn,
        "steps 1-2: the tool picks the NPC side's maneuver among the legal ones, by the weights",
        Some("random maneuver"),
    ),
    chase(
        &[ch('x')],
        Action::Attack,
        Turn,
        "steps 3-4: an attack (range, movement, target, Acc added up), the defense, damage",
        Some("attack"),
    ),
    chase(
        &[ch('f')],
        Action::Force,
        Turn,
        "Force: push an enemy vehicle off the road (to hit, dodge, its control roll)",
        Some("force"),
    ),
    chase(
        &[ch('C')],
        Action::Ram,
        Turn,
        "Ram: collide with a vehicle or run down a pedestrian",
        Some("ram"),
    ),
    chase(
        &[ch('t')],
        Action::Stunt,
        Turn,
        "the Stunt roll at the leader's penalty (each driver and pedestrian of the side)",
        Some("stunt roll"),
    ),
    chase(
        &[ch('e')],
        Action::Embark,
        Turn,
        "Disembark/Embark: leave the vehicle, or board one (a control roll to start it)",
        Some("embark"),
    ),
    chase(
        &[ch('b')],
        Action::Board,
        Turn,
        "a passenger boards an enemy vehicle at Close range (Quick Contest)",
        Some("board"),
    ),
    chase(
        &[ch('c')],
        Action::Seize,
        Turn,
        "a passenger seizes the controls",
        Some("seize"),
    ),
    chase(
        &[ch('o')],
        Action::Task,
        Turn,
        "a passenger's other task (-2 after a Force or Ram, -5 in a wild maneuver)",
        None,
    ),
    chase(
        &[ch('s')],
        Action::Scenery,
        Keeper,
        "suitable scenery this round, on or off (Hide, Stunt Escape, the mobility maneuvers)",
        Some("scenery"),
    ),
    chase(
        &[ch('L')],
        Action::Lead,
        Keeper,
        "the selected person leads the side now",
        None,
    ),
    chase(
        &[ch('K')],
        Action::KeptUp,
        Keeper,
        "a side kept up after a Mobility or Stunt Escape: its maneuvers are no longer static",
        None,
    ),
    chase(
        &[ch('S')],
        Action::Skill,
        Keeper,
        "the GM's choice of skill for the selected person's Stunt or Reverse on foot, Board or Seize Control",
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
