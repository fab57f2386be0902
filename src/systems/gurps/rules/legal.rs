//! The legal commands of a GURPS Action chase ([`crate::engine::Legal`]): the command space of a
//! state is each side's maneuvers (a Stunt at each even penalty, with and without a lucky break),
//! every person with every command shape (each target, vehicle and side) and the step's own
//! choices (the Contest's complementary rolls, each shift the winner may take, each band to pull
//! out at); [`super::handle`] keeps those it accepts. (`handle::legal` is the narrower question
//! of which maneuvers a side may declare.)

use super::command::Command;
use super::maneuver::{Band, Maneuver, Side};
use super::state::GurpsChase;
use crate::engine::Legal;

/// The Stunt penalties offered: even, from the text's -2 to -10.
const STUNT_PENALTIES: [u8; 5] = [2, 4, 6, 8, 10];

/// The skill an "Other Tasks" roll is made at when the form is not asked (any value serves: the
/// rules do not refuse a task by its skill).
pub const TASK_SKILL: i32 = 12;

impl GurpsChase {
    /// The step's moves ([`crate::odds::Policy::moves`]): the maneuvers of the side that
    /// declares, everyone's attacks, Stunt roll and leading, and the step's own choices (its
    /// end, the Contest, the shift, pulling out).
    pub fn step_moves(&self) -> Vec<Command> {
        let mut space = Vec::new();
        if let Some(side) = self.step.role() {
            declarations(side, &mut space);
        }
        let people: Vec<String> = self.people.iter().map(|p| p.name.clone()).collect();
        let vehicles: Vec<String> = self.vehicles.iter().map(|v| v.name.clone()).collect();
        for who in &people {
            for target in people.iter().chain(&vehicles).filter(|t| *t != who) {
                attacks(who, target, &mut space);
            }
            space.push(Command::Stunt { who: who.clone() });
            space.push(Command::Lead { who: who.clone() });
        }
        self.step_commands(&mut space);
        space
    }

    /// Whether a command is a move of the chase: a maneuver declared, an attack, a Stunt roll, a
    /// new leader, the step's end, the Contest, the shift, pulling out; not a maneuver the tool
    /// picks at random, Force, ramming, boarding, vehicles, other tasks, scenery or an ending by
    /// fiat.
    pub fn is_move(command: &Command) -> bool {
        matches!(
            command,
            Command::Declare { .. }
                | Command::Attack { .. }
                | Command::Stunt { .. }
                | Command::Lead { .. }
                | Command::EndStep
                | Command::Contest { .. }
                | Command::Shift { .. }
                | Command::PullOut { .. }
        )
    }

    /// The step's own commands: its end, the Contest with and without complementary rolls, each
    /// shift the winner may take, pulling out at each band.
    fn step_commands(&self, space: &mut Vec<Command>) {
        space.push(Command::EndStep);
        for quarry_complementary in [false, true] {
            for pursuer_complementary in [false, true] {
                space.push(Command::Contest {
                    quarry_complementary,
                    pursuer_complementary,
                });
            }
        }
        let up_to = self.owed.first().map_or(0, |owed| i32::from(owed.up_to));
        space.extend((-up_to..=up_to).map(|steps| Command::Shift { steps }));
        space.push(Command::PullOut { band: None });
        space.extend(
            Band::ALL
                .into_iter()
                .map(|band| Command::PullOut { band: Some(band) }),
        );
    }
}

/// A side's maneuvers: each, a Stunt at each even penalty, with and without a lucky break, here
/// or elsewhere.
fn declarations(side: Side, space: &mut Vec<Command>) {
    for maneuver in Maneuver::ALL {
        let penalties: &[u8] = if maneuver.is_stunt() {
            &STUNT_PENALTIES
        } else {
            &[0]
        };
        for &penalty in penalties {
            for lucky_break in [false, true] {
                for elsewhere in [false, true] {
                    space.push(Command::Declare {
                        side,
                        maneuver,
                        penalty,
                        lucky_break,
                        elsewhere,
                    });
                }
            }
        }
    }
}

/// One person's attacks on a target: at a vital spot or not, a grapple or a blow.
fn attacks(who: &str, target: &str, space: &mut Vec<Command>) {
    for vital in [false, true] {
        for grapple in [false, true] {
            space.push(Command::Attack {
                who: who.to_string(),
                target: target.to_string(),
                vital,
                grapple,
            });
        }
    }
}

impl Legal for GurpsChase {
    fn command_space(&self) -> Vec<Command> {
        let mut space = Vec::new();
        for side in [Side::Quarry, Side::Pursuer] {
            declarations(side, &mut space);
            space.push(Command::DeclareRandom { side });
            space.push(Command::KeptUp { side });
        }
        let people: Vec<String> = self.people.iter().map(|p| p.name.clone()).collect();
        let vehicles: Vec<String> = self.vehicles.iter().map(|v| v.name.clone()).collect();
        for who in &people {
            let targets = people.iter().chain(&vehicles).filter(|t| *t != who);
            for target in targets {
                attacks(who, target, &mut space);
                space.push(Command::Force {
                    who: who.clone(),
                    target: target.clone(),
                });
                space.push(Command::Ram {
                    who: who.clone(),
                    target: target.clone(),
                });
            }
            space.push(Command::Stunt { who: who.clone() });
            space.push(Command::Disembark { who: who.clone() });
            for vehicle in &vehicles {
                space.push(Command::Embark {
                    who: who.clone(),
                    vehicle: vehicle.clone(),
                });
                space.push(Command::Board {
                    who: who.clone(),
                    vehicle: vehicle.clone(),
                });
            }
            space.push(Command::SeizeControl { who: who.clone() });
            space.push(Command::Task {
                who: who.clone(),
                skill: TASK_SKILL,
                what: "a task".to_string(),
            });
            space.push(Command::Lead { who: who.clone() });
        }
        self.step_commands(&mut space);
        for on in [true, false] {
            space.push(Command::Scenery { on });
        }
        space.push(Command::EndChase);
        space
    }
}
