//! The legal commands of a Savage Worlds chase ([`crate::engine::Legal`]): the command space of a
//! state is every participant with every command shape (targets among the others, the cards in its
//! hand, the passengers riding with it as helpers), and [`super::handle`] keeps those it accepts.

use super::command::Command;
use super::state::{Id, Out, SavageChase};
use crate::engine::Legal;
use crate::engine::Name;

/// Every way a GM can take someone out of the chase ("Captured, stopped, withdrew, escaped", and
/// the two the rules themselves record).
const OUTS: [Out; 6] = [
    Out::Disaster,
    Out::Incapacitated,
    Out::Captured,
    Out::Stopped,
    Out::Withdrew,
    Out::Escaped,
];

impl Legal for SavageChase {
    fn command_space(&self) -> Vec<Command> {
        let mut space = vec![Command::EndChase];
        for (index, p) in self.participants.iter().enumerate() {
            let who = p.name.clone();
            let help_sets = self.moves_of(index, &mut space);
            for target in self.participants.iter().filter(|t| t.name != p.name) {
                for helpers in &help_sets {
                    space.push(Command::Force {
                        who: who.clone(),
                        target: target.name.clone(),
                        helpers: helpers.clone(),
                        modifier: 0,
                    });
                }
            }
            if p.group {
                // "Groups": the GM's split, back to the proportional one, or every number of its
                // members at one foe (a split over several foes, which the screen's form also
                // makes, is left out to keep the space small).
                space.push(Command::Split {
                    who: who.clone(),
                    shares: Vec::new(),
                });
                for target in self.participants.iter().filter(|t| t.name != p.name) {
                    for attackers in 0..=p.count {
                        space.push(Command::Split {
                            who: who.clone(),
                            shares: vec![(target.name.clone(), attackers)],
                        });
                    }
                }
            }
            for shaken in [true, false] {
                space.push(Command::SetShaken {
                    who: who.clone(),
                    shaken,
                    control_now: true,
                });
            }
            for out in OUTS {
                space.push(Command::TakeOut {
                    who: who.clone(),
                    out,
                    by: None,
                });
                if matches!(out, Out::Captured | Out::Stopped) {
                    // The foe who made the capture or the stop.
                    for captor in self.participants.iter().filter(|c| c.name != p.name) {
                        space.push(Command::TakeOut {
                            who: who.clone(),
                            out,
                            by: Some(captor.name.clone()),
                        });
                    }
                }
            }
        }
        space
    }
}

impl SavageChase {
    /// The step's moves ([`crate::odds::Policy::moves`]): the moves of those who may give one
    /// now (who still rolls for cards, who chooses the card to keep, whose card it is), anyone's
    /// control roll, and the GM's capture of anyone by anyone else.
    pub fn step_moves(&self) -> Vec<Command> {
        let mut space = Vec::new();
        let mut acting: Vec<Id> = self.to_roll().collect();
        acting.extend(self.choosing());
        acting.extend(self.current());
        acting.sort_unstable();
        acting.dedup();
        for id in &acting {
            self.moves_of(usize::from(*id), &mut space);
        }
        // A Shaken driver's control roll is made when the GM calls for it, on anyone's card.
        for (id, p) in self.ids().zip(&self.participants) {
            if !acting.contains(&id) {
                space.push(Command::ControlRoll {
                    who: p.name.clone(),
                });
            }
        }
        for prey in &self.participants {
            for captor in self.participants.iter().filter(|c| c.name != prey.name) {
                space.push(Command::TakeOut {
                    who: prey.name.clone(),
                    out: Out::Captured,
                    by: Some(captor.name.clone()),
                });
            }
        }
        space
    }

    /// Whether a command is a move of the chase: the maneuvering roll, the card kept, the
    /// complication, a control roll, recovering, an attack, the end of a turn, and the GM's
    /// capture by a named foe ("stopped or captured"); not the GM's Shaken, splits, other ways
    /// out, Force (a test of wills the policy leaves to the table) or an ending by fiat.
    pub fn is_move(command: &Command) -> bool {
        matches!(
            command,
            Command::Maneuver { .. }
                | Command::Keep { .. }
                | Command::Complication { .. }
                | Command::ControlRoll { .. }
                | Command::Recover { .. }
                | Command::Attack { .. }
                | Command::EndTurn { .. }
                | Command::TakeOut {
                    out: Out::Captured,
                    by: Some(_),
                    ..
                }
        )
    }

    /// One participant's moves, as the command space holds them (its maneuvering roll with each
    /// choice of helpers, each card in its hand, the complication, each attack, recovering, the
    /// control roll, the end of its turn); returns the choices of helpers, which Force offers too.
    fn moves_of(&self, index: usize, space: &mut Vec<Command>) -> Vec<Vec<Name>> {
        let Some(p) = self.participants.get(index) else {
            return Vec::new();
        };
        let who = p.name.clone();
        // "Passengers": every choice of those riding with it who help (each alone and all
        // together when more ride than a form could list the choices of).
        let riders: Vec<Name> = self
            .participants
            .iter()
            .filter(|other| other.rides_with.map(usize::from) == Some(index))
            .map(|other| other.name.clone())
            .collect();
        let help_sets = help_sets(&riders);
        for helpers in &help_sets {
            space.push(Command::Maneuver {
                who: who.clone(),
                helpers: helpers.clone(),
                modifier: 0,
            });
        }
        if let Some(hand) = self.hands.get(index) {
            for card in &hand.drawn {
                space.push(Command::Keep {
                    who: who.clone(),
                    card: *card,
                });
            }
        }
        space.push(Command::Complication { who: who.clone() });
        for target in self.participants.iter().filter(|t| t.name != p.name) {
            for melee in [false, true] {
                for attackers in 1..=p.count.max(1) {
                    space.push(Command::Attack {
                        held_to_split: true,
                        control_now: true,
                        who: who.clone(),
                        target: target.name.clone(),
                        melee,
                        attackers,
                        modifier: 0,
                    });
                }
            }
        }
        space.push(Command::Recover { who: who.clone() });
        space.push(Command::ControlRoll { who: who.clone() });
        space.push(Command::EndTurn { who });
        help_sets
    }
}

/// The most riders whose every choice of helpers is listed (2^4 sets).
const ALL_SETS_UP_TO: usize = 4;

/// The sets of helpers a driver may call on: every subset of its riders (in their order), or, for
/// more riders than [`ALL_SETS_UP_TO`], none, each alone and all.
fn help_sets(riders: &[Name]) -> Vec<Vec<Name>> {
    if riders.len() <= ALL_SETS_UP_TO {
        return (0..1usize << riders.len())
            .map(|mask| {
                riders
                    .iter()
                    .enumerate()
                    .filter(|(i, _)| mask & (1 << i) != 0)
                    .map(|(_, rider)| rider.clone())
                    .collect()
            })
            .collect();
    }
    let mut sets = vec![Vec::new()];
    sets.extend(riders.iter().map(|rider| vec![rider.clone()]));
    sets.push(riders.to_vec());
    sets
}
