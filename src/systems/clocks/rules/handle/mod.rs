//! Decides what a keeper's command does in a position-clocks chase. Every rule of
//! `position-clocks-chase.txt` lives in this module and its children, each under the section that
//! states it.
//!
//! A command is worked out on the state itself: each event is applied to it as it is
//! emitted, so that a later rule sees what an earlier one did (a check, the segments it fills, a
//! catch, the end of the round). Only the events leave this module.
//!
//! Where each part of `Decider` (a command being decided on the state) lives:
//!
//! | file | what its `impl Decider` decides |
//! | --- | --- |
//! | `order.rs` | turn order, turns and rounds, the end of the chase (`roll_order`, `end_turn`, `check_end`) |
//! | `movement.rs` | movement checks, additional movement, slowing down, riding (`movement_check`, `additional_movement`, `slow_down`, `board`, `disembark`) |
//! | `obstacles.rs` | obstacles on a path (`resolve_obstacle`, `place_obstacle`, `clear_obstacle`) |
//! | `paths.rs` | paths, terrain, hiding and seeking, skill actions (`take_path`, `open_path`, `set_terrain`, `hide`, `seek`, `skill_action`) |
//! | `keeper.rs` | the keeper's own commands (`set_condition`, `place`) |

mod keeper;
mod movement;
mod obstacles;
mod order;
mod paths;

pub(super) use keeper::condition_word;
pub use obstacles::MAX_OBSTACLES;
pub use paths::MAX_PATHS;

use super::command::Command;
use super::error::ClocksError;
use super::event::Event;
use super::state::{ClockChase, Id, ObstacleId, PathId, Phase, Role, Status};
use crate::dice::Roller;
use crate::systems::clocks::rules::Refusal;

/// Decides a command without changing the state: the events it would produce, or why it is
/// refused (a dry run on a copy, [`crate::engine::Rules::handle`]).
pub fn handle(
    state: &ClockChase,
    command: &Command,
    roller: &mut Roller,
) -> Result<Vec<Event>, Refusal> {
    crate::engine::Rules::handle(state, command, roller)
}

/// Decides a command on the state itself: its events, applied and pushed onto `events`, or why
/// it is refused (see [`crate::engine::Rules::decide`] for what the caller puts back).
pub fn decide(
    state: &mut ClockChase,
    command: &Command,
    roller: &mut Roller,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.phase == Phase::Over {
        return Err(ClocksError::Over.into());
    }
    let mut step = Decider::new(state, events);
    match command {
        Command::RollOrder => step.roll_order(roller)?,
        Command::SetOrder { order } => step.set_order(order)?,
        Command::MovementCheck {
            who,
            advantage,
            modifier,
            board,
            dc,
        } => step.movement_check(who, *advantage, *modifier, board.as_deref(), *dc, roller)?,
        Command::AdditionalMovement {
            who,
            effect,
            spaces,
            ignores_terrain,
            advantage,
        } => {
            step.additional_movement(who, effect, *spaces, *ignores_terrain, *advantage, roller)?
        }
        Command::SlowDown { who, segments } => step.slow_down(who, *segments)?,
        Command::TakePath {
            who,
            path,
            terrain,
            flight_only,
        } => step.take_path(who, path, terrain.clone(), *flight_only)?,
        Command::ResolveObstacle {
            who,
            bonus,
            advantage,
        } => step.resolve_obstacle(who, *bonus, *advantage, roller)?,
        Command::Hide { who, check } => step.hide(who, *check, roller)?,
        Command::Seek { who, target, check } => step.seek(who, target, *check, roller)?,
        Command::SkillAction { who, what, check } => {
            step.skill_action(who, what, *check, roller)?
        }
        Command::Board { who, ride } => step.board(who, ride)?,
        Command::Disembark { who } => step.disembark(who)?,
        Command::EndTurn { who } => {
            let id = step.acting(who)?;
            step.end_turn(id);
        }
        Command::OpenPath {
            name,
            terrain,
            flight_only,
        } => step
            .open_path(name, terrain.clone(), *flight_only)
            .map(drop)?,
        Command::SetTerrain { path, terrain } => step.set_terrain(path, terrain.clone())?,
        Command::MergePaths { from, into } => step.merge_paths(from, into)?,
        Command::PlaceObstacle {
            name,
            path,
            after,
            dc,
            scope,
        } => step.place_obstacle(name, path, *after, *dc, *scope)?,
        Command::ClearObstacle { name } => step.clear_obstacle(name)?,
        Command::SetCondition { who, condition, on } => step.set_condition(who, *condition, *on)?,
        Command::Reveal { who } => step.reveal(who)?,
        Command::Place { who, filled } => step.place(who, *filled)?,
        Command::EndChase => step.emit(Event::ChaseEnded {
            ending: super::state::Ending::Keeper,
        }),
    }
    step.settle();
    step.close_round_if_done();
    Ok(())
}

/// A command being worked out: the state and the events so far.
/// The command being decided ([`crate::engine::Decider`]).
type Decider<'a> = crate::engine::Decider<'a, ClockChase>;

impl Decider<'_> {
    fn name(&self, id: Id) -> String {
        self.state.participant(id).name.to_string()
    }

    /// The participant a command names.
    fn id(&self, name: &str) -> Result<Id, ClocksError> {
        self.state
            .find(name)
            .ok_or_else(|| ClocksError::UnknownParticipant {
                name: name.trim().to_string(),
                known: list(self.state.participants.iter().map(|p| p.name.as_str())),
            })
    }

    /// The open path a command names.
    fn path_id(&self, name: &str) -> Result<PathId, ClocksError> {
        self.state
            .find_path(name)
            .ok_or_else(|| ClocksError::UnknownPath {
                name: name.trim().to_string(),
                known: list(
                    self.state
                        .paths
                        .iter()
                        .filter(|p| p.is_open())
                        .map(|p| p.name.as_str()),
                ),
            })
    }

    /// The obstacle a command names.
    fn obstacle_id(&self, name: &str) -> Result<ObstacleId, ClocksError> {
        self.state
            .find_obstacle(name)
            .ok_or_else(|| ClocksError::UnknownObstacle {
                name: name.trim().to_string(),
                known: list(
                    self.state
                        .obstacles
                        .iter()
                        .filter(|o| !o.cleared)
                        .map(|o| o.name.as_str()),
                ),
            })
    }

    fn path_name(&self, path: PathId) -> String {
        self.state.paths[usize::from(path)].name.clone()
    }

    /// Refuses commands that need rounds under way.
    fn require_running(&self) -> Result<(), ClocksError> {
        match self.state.phase {
            Phase::Ordering => Err(ClocksError::NotStarted),
            Phase::Running => Ok(()),
            Phase::Over => Err(ClocksError::Over),
        }
    }

    /// A participant still in the chase and not a ride, for actions that may come out of turn.
    fn running(&self, name: &str) -> Result<Id, ClocksError> {
        self.require_running()?;
        let id = self.id(name)?;
        let participant = self.state.participant(id);
        if participant.is_ride() {
            return Err(ClocksError::RideHasNoTurn {
                ride: self.name(id),
            });
        }
        if participant.status != Status::Running {
            return Err(ClocksError::OutOfTheChase {
                who: self.name(id),
                status: status_word(participant.role, participant.status),
            });
        }
        Ok(id)
    }

    /// The participant a turn action names, which must be the one whose turn it is.
    fn acting(&self, name: &str) -> Result<Id, ClocksError> {
        // Nearly always the one whose turn it is, spelt as the setup spells it (a policy's or the
        // screen's command): one comparison instead of a search through every name. Names are
        // unique, so the search would find the same one; the one whose turn it is acts, so it is
        // running and no ride.
        if let Some(current) = self.state.current()
            && self.state.participant(current).name == name
        {
            return Ok(current);
        }
        let id = self.running(name)?;
        match self.state.current() {
            Some(current) if current == id => Ok(id),
            Some(current) => Err(ClocksError::NotTheirTurn {
                who: self.name(id),
                current: self.name(current),
            }),
            None => Err(ClocksError::NotStarted),
        }
    }

    /// The one acting, with its turn not yet spent ([`ClockChase::turn_spent`]): slowing down,
    /// taking a new path, boarding and getting off happen "during their Turn", which ends once
    /// the movement check, the Move action and the Skill action are used.
    fn in_turn(&self, name: &str) -> Result<Id, ClocksError> {
        let id = self.acting(name)?;
        if self.state.turn_spent(id) {
            return Err(ClocksError::TurnSpent { who: self.name(id) });
        }
        Ok(id)
    }

    /// Refuses a move by one who is immobile (or aboard an immobile ride).
    fn require_mobile(&self, id: Id) -> Result<(), ClocksError> {
        let mover = self.state.mover(id);
        for one in [id, mover] {
            if self.state.participant(one).immobile {
                return Err(ClocksError::Immobile {
                    who: self.name(one),
                });
            }
        }
        Ok(())
    }
}

/// A word for where a participant stands, for refusals and the log.
pub(super) fn status_word(role: Role, status: Status) -> &'static str {
    match (role, status) {
        (_, Status::Running) => "still running",
        (Role::Chaser, Status::Filled) => "at the end of its clock",
        (_, Status::Filled) => "home: its clock is full",
        (_, Status::Caught { .. }) => "caught",
    }
}

/// Names for a message: "Ann, Bo and Cy".
pub(super) fn list<'a>(names: impl Iterator<Item = &'a str>) -> String {
    let names: Vec<&str> = names.collect();
    match names.as_slice() {
        [] => "none".to_string(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
