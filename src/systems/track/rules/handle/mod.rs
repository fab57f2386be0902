//! Decides what a GM's command does in a chase on the chase track. Every rule of `chase-track.txt`
//! lives in this module and its children, each under the section that states it.
//!
//! A command is worked out on the state itself: each event is applied to it as it is
//! emitted, so that a later rule sees what an earlier one did (a move, then a catch, then the end of
//! the chase). Only the events leave this module.
//!
//! Where each part of `Decider` (a command being decided on the state) lives:
//!
//! | file | what its `impl Decider` decides |
//! | --- | --- |
//! | `turn.rs` | starting the chase, turns and the end of a round (`start`, `end_turn`, `settle`) |
//! | `movement.rs` | the move and exertion (`move_turn`, `exert`, `advance`, `arrive`) |
//! | `action.rs` | actions, complications, attacks and saves (`act`, `accept_failure`, `take_complication`, `attack`, `save`) |
//! | `keeper.rs` | the keeper's own commands: placing, obstacles, splitting (`place`, `place_obstacle`, `clear_obstacles`, `split`) |

mod action;
mod keeper;
mod movement;
mod turn;

use super::command::{Command, Edge};
use super::error::TrackError;
use super::event::{Check, Event};
use super::state::{Ability, Id, Phase, TrackChase};
use crate::dice::Roller;
use crate::systems::track::rules::Refusal;

/// Decides a command without changing the state: the events it would produce, or why it is
/// refused (a dry run on a copy, [`crate::engine::Rules::handle`]).
pub fn handle(
    state: &TrackChase,
    command: &Command,
    roller: &mut Roller,
) -> Result<Vec<Event>, Refusal> {
    crate::engine::Rules::handle(state, command, roller)
}

/// Decides a command on the state itself: its events, applied and pushed onto `events`, or why
/// it is refused (see [`crate::engine::Rules::decide`] for what the caller puts back).
pub fn decide(
    state: &mut TrackChase,
    command: &Command,
    roller: &mut Roller,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.phase == Phase::Over {
        return Err(TrackError::Over.into());
    }
    let acting = state.current();
    let mut step = Decider::with(state, events, acting);
    match command {
        Command::Start => step.start(roller)?,
        Command::Act { .. } => step.act(command, roller)?,
        Command::AcceptFailure { who } => step.accept_failure(who)?,
        Command::TakeComplication { who, complication } => {
            step.take_complication(who, complication, roller)?
        }
        Command::Attack {
            who,
            target,
            hit,
            damage,
        } => step.attack(who, target, *hit, damage.as_ref(), roller)?,
        Command::Move {
            who,
            past_obstacles,
        } => step.move_turn(who, *past_obstacles)?,
        Command::Exert { who } => step.exert(who, roller)?,
        Command::EndTurn { who } => step.end_turn_of(who)?,
        Command::Save {
            who,
            ability,
            cn,
            on_failure,
        } => step.save(who, *ability, *cn, on_failure, roller)?,
        Command::Place { who, space } => step.place(who, *space)?,
        Command::PlaceObstacle { at, against, what } => {
            step.place_obstacle(*at, *against, what.clone())?
        }
        Command::ClearObstacles { at } => step.clear_obstacles(*at)?,
        Command::SetEnvironment { environment } => step.emit(Event::EnvironmentSet {
            environment: *environment,
        }),
        Command::Split { who, name } => step.split(who, name)?,
        Command::EndChase => step.emit(Event::ChaseEnded {
            ending: super::state::Ending::Keeper,
        }),
    }
    step.settle();
    Ok(())
}

/// A command being worked out: the state, the events so far, and whose turn it was when
/// the command came in.
/// The command being decided ([`crate::engine::Decider`]); its `extra` is who was acting when
/// the command began.
type Decider<'a> = crate::engine::Decider<'a, TrackChase, Option<Id>>;

impl Decider<'_> {
    fn name(&self, id: Id) -> String {
        self.state.participant(id).name.clone()
    }

    /// The participant a command names.
    fn id(&self, name: &str) -> Result<Id, TrackError> {
        self.state
            .find(name)
            .ok_or_else(|| self.state.unknown(name))
    }

    /// The participant a command names, which must still be running in a running chase.
    fn running(&self, name: &str) -> Result<Id, TrackError> {
        if self.state.phase != Phase::Running {
            return Err(TrackError::NotStarted);
        }
        let id = self.id(name)?;
        let participant = self.state.participant(id);
        if !participant.status.is_running() {
            return Err(TrackError::NotRunning {
                who: participant.name.clone(),
                status: participant.status.word(),
            });
        }
        Ok(id)
    }

    /// The participant a turn step names: the one whose turn it is, with no choice waiting.
    fn acting(&self, name: &str) -> Result<Id, TrackError> {
        let id = self.running(name)?;
        match self.state.current() {
            Some(current) if current == id => {}
            Some(current) => {
                return Err(TrackError::NotTheirTurn {
                    who: self.name(id),
                    current: self.name(current),
                });
            }
            None => return Err(TrackError::NotStarted),
        }
        self.no_choice_waiting()?;
        Ok(id)
    }

    /// Refuses anything but the choice while a roll of 1 waits for it.
    fn no_choice_waiting(&self) -> Result<(), TrackError> {
        match &self.state.turn.pending {
            Some(pending) => Err(TrackError::ChoicePending {
                who: self.name(pending.who),
            }),
            None => Ok(()),
        }
    }

    /// A CN the GM gave, or the base CN of the environment the chase is in ("Chase Actions").
    fn cn_or_base(&self, cn: Option<u32>) -> Result<u32, TrackError> {
        match cn {
            Some(0) => Err(TrackError::ZeroCn),
            Some(cn) => Ok(cn),
            None => Ok(self.state.environment.base_cn()),
        }
    }

    /// Rolls the heart die plus an ability die against a CN, each die on its own so that a 1 on
    /// either shows ("Chase Actions"; "Complications"). With an edge the ability die is rolled
    /// twice, keeping the higher (advantage) or the lower (disadvantage).
    fn check(
        &self,
        roller: &mut Roller,
        id: Id,
        ability: Ability,
        cn: u32,
        edge: Edge,
    ) -> Result<Check, Refusal> {
        let heart = self.die(roller, id, None, "")?;
        let first = self.die(roller, id, Some(ability), "")?;
        let (ability_value, other) = match edge {
            Edge::None => (first, None),
            Edge::Advantage | Edge::Disadvantage => {
                let second = self.die(roller, id, Some(ability), " again")?;
                let keep_high = edge == Edge::Advantage;
                let (kept, dropped) = if (first >= second) == keep_high {
                    (first, second)
                } else {
                    (second, first)
                };
                (kept, Some(dropped))
            }
        };
        Ok(Check {
            heart,
            ability: ability_value,
            other,
            cn,
        })
    }

    /// One die of a participant: the heart die, or an ability's, labelled as the GM would say it
    /// ("Thief: heart d8", "Thief: agility d10").
    fn die(
        &self,
        roller: &mut Roller,
        id: Id,
        ability: Option<Ability>,
        suffix: &str,
    ) -> Result<u32, Refusal> {
        let participant = self.state.participant(id);
        let (word, sides) = match ability {
            None => ("heart", participant.dice.heart),
            Some(ability) => (ability.word(), participant.dice.of(ability)),
        };
        let who = &participant.name;
        let value = roller.die(sides, || format!("{who}: {word} d{sides}{suffix}"))?;
        Ok(value.max(1) as u32)
    }
}
