//! Decides what a GM's command does in a Savage Worlds chase. Every rule of
//! `savage-worlds-chase.txt` lives in this module and its children, each under the section that
//! states it.
//!
//! A command is worked out on the state itself: each event is applied to it as it is
//! emitted, so that a later rule sees what an earlier one did (a roll, the cards it earns, the
//! card kept, the start of the actions). Only the events leave this module.
//!
//! Where each part of `Decider` (a command being decided on the state) lives:
//!
//! | file | what its `impl Decider` decides |
//! | --- | --- |
//! | `mod.rs` | trait rolls with aces and the wild die (`trait_roll`, `ace`), names and turns (`id`, `running`, `acting`) |
//! | `maneuver.rs` | "Chase Cards", "Speed", "Terrain", "Climb", "Passengers": the maneuvering roll, the draw, the card kept (`maneuver`, `keep`, `deal`) |
//! | `action.rs` | "Attacks", "Groups", "Force", "Shaken Characters" (`attack`, `force`, `recover`, `control_roll`, `keep_control`, `hurt`) |
//! | `round.rs` | "Complications", the order of actions, the end of a round, "Chase Length" (`complication`, `end_turn`, `settle`) |
//! | `keeper.rs` | the GM's own commands (`set_shaken`, `take_out`) |
//! | `vehicle.rs` | a vehicle the setup gives: damage at half Top Speed, the Out of Control table, its wounds' penalty (`damage_vehicle`, `out_of_control`, `vehicle_penalty`) |
//! | `split.rs` | "Groups": the GM's split of a group's attacks (`split`) and the share an attack is held to (`within_share`) |

mod action;
mod keeper;
mod maneuver;
mod round;
mod split;
mod vehicle;

use super::command::Command;
use super::error::{Refusal, SavageError};
use super::event::{Event, Mods, Rolls, TraitRoll, Why};
use super::state::{Die, Ending, Id, Phase, SavageChase};
use crate::dice::Roller;

/// A die that aces this many times in a row is not rolled again (a guard for typed values).
const MAX_ACES: usize = 20;

/// Decides a command without changing the state: the events it would produce, or why it is
/// refused (a dry run on a copy, [`crate::engine::Rules::handle`]).
pub fn handle(
    state: &SavageChase,
    command: &Command,
    roller: &mut Roller,
) -> Result<Vec<Event>, Refusal> {
    crate::engine::Rules::handle(state, command, roller)
}

/// Decides a command on the state itself: its events, applied and pushed onto `events`, or why
/// it is refused (see [`crate::engine::Rules::decide`] for what the caller puts back).
pub fn decide(
    state: &mut SavageChase,
    command: &Command,
    roller: &mut Roller,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.phase == Phase::Over {
        return Err(SavageError::Over.into());
    }
    if let Command::Maneuver { modifier, .. }
    | Command::Attack { modifier, .. }
    | Command::Force { modifier, .. } = command
        && !crate::limits::MODIFIER.contains(modifier)
    {
        return Err(SavageError::Modifier { value: *modifier }.into());
    }
    let mut step = Decider::new(state, events);
    match command {
        Command::Maneuver {
            who,
            helpers,
            modifier,
        } => step.maneuver(who, helpers, *modifier, roller)?,
        Command::Keep { who, card } => step.keep(who, *card)?,
        Command::Complication { who } => step.complication(who, roller)?,
        Command::Attack {
            who,
            target,
            melee,
            attackers,
            modifier,
            held_to_split,
            control_now,
        } => step.attack(
            who,
            target,
            action::Attack {
                melee: *melee,
                attackers: *attackers,
                modifier: *modifier,
                held_to_split: *held_to_split,
                control_now: *control_now,
            },
            roller,
        )?,
        Command::Force {
            who,
            target,
            helpers,
            modifier,
        } => step.force(who, target, helpers, *modifier, roller)?,
        Command::Split { who, shares } => step.split(who, shares)?,
        Command::Recover { who } => step.recover(who, roller)?,
        Command::ControlRoll { who } => step.control_roll(who, roller)?,
        Command::EndTurn { who } => step.end_turn(who)?,
        Command::SetShaken {
            who,
            shaken,
            control_now,
        } => step.set_shaken(who, *shaken, *control_now, roller)?,
        Command::TakeOut { who, out, by } => step.take_out(who, *out, by.as_deref())?,
        Command::EndChase => step.emit(Event::ChaseEnded {
            ending: Ending::Keeper,
        }),
    }
    step.settle();
    Ok(())
}

/// A command being worked out: the state and the events so far.
/// The command being decided ([`crate::engine::Decider`]).
type Decider<'a> = crate::engine::Decider<'a, SavageChase>;

impl Decider<'_> {
    fn name(&self, id: Id) -> String {
        self.state.participant(id).name.to_string()
    }

    /// The participant a command names.
    fn id(&self, name: &str) -> Result<Id, SavageError> {
        self.state.find(name).ok_or_else(|| {
            let known: Vec<String> = self
                .state
                .participants
                .iter()
                .map(|p| p.name.to_string())
                .collect();
            SavageError::UnknownParticipant {
                name: name.to_string(),
                known: known.join(", "),
            }
        })
    }

    /// The participant a command names, which must still be in the chase.
    fn running(&self, name: &str) -> Result<Id, SavageError> {
        let id = self.id(name)?;
        let p = self.state.participant(id);
        match p.status {
            super::state::Status::Running => Ok(id),
            super::state::Status::Out(out) => Err(SavageError::NotRunning {
                who: p.name.to_string(),
                status: out.word(),
            }),
        }
    }

    /// The participant whose action it is, named by the command.
    fn acting(&self, name: &str) -> Result<Id, SavageError> {
        let id = self.running(name)?;
        if let Some(waiting) = self.state.to_roll().next() {
            return Err(SavageError::StillManeuvering {
                who: self.name(waiting),
            });
        }
        if let Some(choosing) = self.state.choosing() {
            return Err(SavageError::Choosing {
                who: self.name(choosing),
            });
        }
        match self.state.current() {
            Some(current) if current == id => Ok(id),
            Some(current) => Err(SavageError::NotTheirTurn {
                who: self.name(id),
                current: self.name(current),
            }),
            None => Err(SavageError::NotManeuvering),
        }
    }

    /// The core rules' Joker: +2 (`joker_bonus`) to the trait and damage rolls of one who acts
    /// on a Joker (a passenger on its driver's), while the round's actions last.
    fn joker(&self, id: Id) -> i32 {
        let on_joker = self.state.card(id).is_some_and(crate::dice::Card::is_joker);
        if on_joker && self.state.phase == Phase::Acting {
            self.state.settings.joker_bonus
        } else {
            0
        }
    }

    /// A trait roll ("Trait rolls", README): the trait die, and the wild die for a wild card,
    /// each acing; the higher is kept, then the modifiers are added.
    fn trait_roll(
        &self,
        roller: &mut Roller,
        label: &dyn Fn() -> String,
        die: Die,
        wild: bool,
        modifiers: Mods,
    ) -> Result<TraitRoll, Refusal> {
        let trait_die = ace(roller, label, die.sides)?;
        let wild_die = if wild {
            ace(
                roller,
                &|| format!("{}{}", label(), crate::dice::WILD_DIE),
                6,
            )?
        } else {
            Rolls::new()
        };
        let best = trait_die
            .iter()
            .sum::<i32>()
            .max(wild_die.iter().sum::<i32>());
        let total = modifiers
            .iter()
            .fold(best.saturating_add(die.plus), |sum, (_, m)| {
                sum.saturating_add(*m)
            });
        Ok(TraitRoll {
            trait_die,
            wild_die,
            plus: die.plus,
            modifiers,
            total,
        })
    }
}

/// One die that aces: rolled again and added while it shows its maximum. `label` is only called
/// when the keeper must be asked.
fn ace(roller: &mut Roller, label: &dyn Fn() -> String, sides: u32) -> Result<Rolls, Refusal> {
    let mut rolls = Rolls::new();
    loop {
        let again = if rolls.is_empty() {
            ""
        } else {
            crate::dice::ACE
        };
        let value = roller.die(sides, || format!("{}{again}", label()))?;
        rolls.push(value);
        if value < sides as i32 || rolls.len() >= MAX_ACES || sides < 2 {
            return Ok(rolls);
        }
    }
}

/// The GM's and the rules' modifiers, without the zeros.
fn modifiers(list: impl IntoIterator<Item = (Why, i32)>) -> Mods {
    list.into_iter().filter(|(_, m)| *m != 0).collect()
}
