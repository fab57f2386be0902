//! Decides what a keeper's command does in a Call of Cthulhu chase. Every rule of Parts 1 to 4 of
//! `coc7-chase.txt` lives in this module and its children, each under the section that states it.
//!
//! A command is worked out on the state itself: each event is applied to it as it is
//! emitted, so that a later rule sees what an earlier one did (a move, then a catch, then the end of
//! the turn). Only the events leave this module.
//!
//! Where each part of `Decider` (a command being decided on the state) lives:
//!
//! | file | what its `impl Decider` decides |
//! | --- | --- |
//! | `establish.rs` | establishing the chase: speed rolls, escaping at the start, cutting to the chase (`speed_roll`, `escape`, `cut_to_the_chase`) |
//! | `turn.rs` | rounds and turns in DEX order, delaying, the end of the chase (`start_round`, `end_turn`, `delay`, `check_end`) |
//! | `movement.rs` | moving, catching, hazards and barriers (`move_forward`, `negotiate_hazard`, `pass_barrier`, `attack_barrier`, `suffer`) |
//! | `combat.rs` | attacks and fighting maneuvers in a chase (`attack`, `respond`, `harm`) |
//! | `keeper.rs` | the keeper's own commands: act, place, release, reorder, add a location or an obstacle |
//! | `escaping.rs` | Part 5 tracking and hiding (`tracking_roll`, `hide`) |
//! | `joining.rs` | joining a chase and switching modes, with the recount (`join`, `switch_mode`) |
//! | `optional.rs` | refusing a command whose optional rule the setup turned off (`optional`) |
//! | `pedal.rs` | pedal to the metal (`accelerate`) |
//! | `routes.rs` | forks and ways, split chases (`choose_route`, `add_route`, `take_way`) |
//! | `terrain.rs` | random and sudden hazards, looking ahead, hazards created behind (`roll_hazard`, `sudden_hazard`, `look_ahead`, `create_obstacle`) |
//! | `vehicles.rs` | vehicles: build and damage, collisions, ramming, shooting, navigating, getting out (`collide`, `shoot`, `navigate`, `get_out`) |

mod combat;
mod escaping;
mod establish;
mod joining;
mod keeper;
mod movement;
mod optional;
mod pedal;
mod routes;
mod terrain;
mod turn;
mod vehicles;

use super::command::Command;
use super::error::Coc7Error;
use super::event::Event;
use super::state::{Coc7, DamageRow, Id, Phase, Status};
use crate::dice::{Roller, SkillRoll, SuccessLevel};
use crate::systems::coc7::rules::Refusal;

/// The highest skill or characteristic a keeper may type at the table: above any sheet's (a
/// characteristic of a great monster runs past 100), and a bound for a value from a journal.
const TYPED_MOST: u32 = 200;

/// Decides a command without changing the state: the events it would produce, or why it is
/// refused (a dry run on a copy, [`crate::engine::Rules::handle`]).
pub fn handle(state: &Coc7, command: &Command, roller: &mut Roller) -> Result<Vec<Event>, Refusal> {
    crate::engine::Rules::handle(state, command, roller)
}

/// Decides a command on the state itself: its events, applied and pushed onto `events`, or why
/// it is refused (see [`crate::engine::Rules::decide`] for what the caller puts back).
pub fn decide(
    state: &mut Coc7,
    command: &Command,
    roller: &mut Roller,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    // A chase that ended because its last quarry was caught opens again when the quarry breaks free.
    // So does one when its last quarry climbs out of a wrecked vehicle and runs on.
    let reopening = matches!(command, Command::Release { .. } | Command::GetOut { .. })
        && state.ending == Some(super::state::Ending::NoQuarryLeft);
    if state.phase == Phase::Over && !reopening {
        return Err(Coc7Error::Over.into());
    }
    let mut step = Decider::new(state, events);
    match command {
        Command::SpeedRoll { who, skill } => step.speed_roll(who, skill.as_deref(), roller)?,
        Command::Escape { who } => step.escape(who)?,
        Command::CutToChase { range } => step.cut_to_the_chase(*range)?,
        Command::Move { who, locations } => step.move_forward(who, *locations, roller)?,
        Command::NegotiateHazard {
            who,
            skill,
            cautious,
            damage,
            no_damage,
            value,
        } => step.negotiate_hazard(
            who,
            (skill, *value),
            *cautious,
            harm(*damage, *no_damage),
            roller,
        )?,
        Command::PassBarrier {
            who,
            skill,
            value,
            damage,
            no_damage,
        } => step.pass_barrier(who, (skill, *value), harm(*damage, *no_damage), roller)?,
        Command::AttackBarrier { who, damage } => {
            step.attack_barrier(who, damage.as_ref(), roller)?
        }
        Command::Attack { .. } => step.attack(command, roller)?,
        Command::Act {
            who,
            what,
            cost,
            skill,
            difficulty,
        } => step.act(who, what, *cost, skill.as_deref(), *difficulty, roller)?,
        Command::Delay { who, after } => step.delay(who, after.as_deref())?,
        Command::EndTurn { who } => {
            let id = step.acting(who)?;
            step.end_turn(id);
        }
        Command::AddLocation {
            name,
            behind,
            obstacle,
        } => step.add_location(name.clone(), *behind, obstacle.clone(), roller)?,
        Command::SetObstacle { after, obstacle } => step.set_obstacle(*after, obstacle.clone())?,
        Command::Place { who, location } => step.place(who, *location)?,
        Command::Release { who } => step.release(who)?,
        Command::Catch { who, by } => step.catch(who, by)?,
        Command::Reorder { who, before } => step.reorder(who, before)?,
        Command::EndChase => step.emit(Event::ChaseEnded {
            ending: super::state::Ending::Keeper,
        }),
        Command::ChooseRoute { .. }
        | Command::AddRoute { .. }
        | Command::RollHazard { .. }
        | Command::NameObstacle { .. }
        | Command::LookAhead { .. }
        | Command::SuddenHazard { .. }
        | Command::PlaceSuddenHazard { .. }
        | Command::Accelerate { .. }
        | Command::TrackingRoll { .. }
        | Command::Hide { .. }
        | Command::Join { .. }
        | Command::Enter { .. }
        | Command::SwitchMode { .. }
        | Command::CreateObstacle { .. } => step.optional(command, roller)?,
        Command::Collide {
            who,
            incident,
            no_delay,
        } => step.collide(who, *incident, *no_delay, roller)?,
        Command::Shoot { .. } => step.shoot(command, roller)?,
        Command::Navigate { who, skill } => step.navigate(who, skill, roller)?,
        Command::GetOut { who } => step.get_out(who, roller)?,
    }
    step.settle_vehicles();
    step.close_round_if_done();
    Ok(())
}

/// The keeper's ruling on harm for a failed roll: no damage at all, a row of Table III instead of
/// the obstacle's own, or (neither) the obstacle's own row.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Harm {
    AsSet,
    NoDamage,
    Row(DamageRow),
}

fn harm(row: Option<DamageRow>, no_damage: bool) -> Harm {
    match (no_damage, row) {
        (true, _) => Harm::NoDamage,
        (false, Some(row)) => Harm::Row(row),
        (false, None) => Harm::AsSet,
    }
}

impl Harm {
    /// The row to roll, given the obstacle's own.
    pub(super) fn row(self, own: Option<DamageRow>) -> Option<DamageRow> {
        match self {
            Harm::AsSet => own,
            Harm::NoDamage => None,
            Harm::Row(row) => Some(row),
        }
    }
}

/// A command being worked out: the state and the events so far.
/// The command being decided ([`crate::engine::Decider`]).
type Decider<'a> = crate::engine::Decider<'a, Coc7>;

impl Decider<'_> {
    fn name(&self, id: Id) -> String {
        self.state.participant(id).name.to_string()
    }

    /// The participant a command names.
    fn id(&self, name: &str) -> Result<Id, Coc7Error> {
        self.state
            .find(name)
            .ok_or_else(|| Coc7Error::UnknownParticipant {
                name: name.to_string(),
                known: self
                    .state
                    .participants
                    .iter()
                    .map(|p| p.name.as_str())
                    .collect::<Vec<_>>()
                    .join(", "),
            })
    }

    /// The participant a turn action names, which must be the one whose turn it is.
    fn acting(&self, name: &str) -> Result<Id, Coc7Error> {
        if self.state.phase != Phase::Running {
            return Err(Coc7Error::NotStarted);
        }
        let id = self.id(name)?;
        let participant = self.state.participant(id);
        if !participant.status.is_active() {
            return Err(Coc7Error::NotActive {
                who: participant.name.to_string(),
                status: participant.status.word(),
            });
        }
        match self.state.current() {
            Some(current) if current == id => Ok(id),
            Some(current) => Err(Coc7Error::NotTheirTurn {
                who: participant.name.to_string(),
                current: self.name(current),
            }),
            None => Err(Coc7Error::NotStarted),
        }
    }

    /// Refuses an action that costs more movement actions than are left. A passenger has none:
    /// whatever it does with its turn is its one act ("They may act once on their turn"), so
    /// it is refused only once that act is used, or for something that needs movement actions
    /// of its own.
    fn require_actions(&self, id: Id, needs: u32) -> Result<(), Coc7Error> {
        let participant = self.state.participant(id);
        if participant.is_passenger() && needs > 0 {
            let reason = if needs > 1 {
                Some("a passenger has no movement actions, and that takes more than its one act")
            } else if !participant.act {
                Some("a passenger acts once a round, and it has acted")
            } else {
                None
            };
            return match reason {
                Some(reason) => Err(Coc7Error::PassengerActed {
                    who: participant.name.to_string(),
                    reason,
                }),
                None => Ok(()),
            };
        }
        let has = participant.actions;
        if has < needs {
            return Err(Coc7Error::NotEnoughActions {
                who: self.name(id),
                has,
                needs,
            });
        }
        Ok(())
    }

    /// "Movement Actions" and "Actions in a Chase Round": a character's turn is spent through
    /// its movement actions, so one with none left (all spent, or owed from a delay) has no time
    /// left in this turn to act, delay, create a hazard or fire while racing on: its turn holds
    /// only its end, and passes. A passenger has none from the start and acts once instead
    /// ("Passengers"), which [`Decider::require_actions`] keeps.
    fn require_time_left(&self, id: Id) -> Result<(), Coc7Error> {
        let participant = self.state.participant(id);
        if participant.is_passenger() || participant.actions > 0 {
            return Ok(());
        }
        Err(Coc7Error::NoActionsLeft { who: self.name(id) })
    }

    /// Pays for what was done: movement actions, or a passenger's one act.
    fn spend(&mut self, id: Id, count: u32) {
        if count == 0 {
            return;
        }
        if self.state.participant(id).is_passenger() {
            self.emit(super::event::VehicleEvent::PassengerActed { who: id });
        } else {
            self.emit(Event::ActionsSpent { who: id, count });
        }
    }

    /// A skill's value for a participant, or a refusal naming the missing skill.
    /// The value to roll for an obstacle's skill: the one typed at the table when the keeper gave
    /// one (a skill or characteristic the sheet lacks: the Mud's STR), else the sheet's.
    fn skill_or_typed(&self, id: Id, skill: &str, typed: Option<u32>) -> Result<u32, Coc7Error> {
        match typed {
            Some(value) if (1..=TYPED_MOST).contains(&value) => Ok(value),
            Some(value) => Err(Coc7Error::TypedValue {
                value,
                most: TYPED_MOST,
            }),
            None => self.skill(id, skill),
        }
    }

    fn skill(&self, id: Id, skill: &str) -> Result<u32, Coc7Error> {
        self.state
            .skill(id, skill)
            .ok_or_else(|| Coc7Error::NoSuchSkill {
                who: self.name(id),
                skill: skill.to_string(),
            })
    }

    /// A percentile roll for a participant, labelled for the keeper's prompt.
    fn roll(
        &self,
        roller: &mut Roller,
        id: Id,
        skill: &str,
        value: u32,
        bonus: i8,
        purpose: impl std::fmt::Display,
    ) -> Result<SkillRoll, Refusal> {
        self.roll_against(roller, (id, skill, value), bonus, purpose, None)
    }

    /// A skill roll the rules will judge at `against` (a Hard hazard): the keeper's prompt names
    /// the difficulty and says whether a typed value passes it, as the rules will decide.
    fn roll_against(
        &self,
        roller: &mut Roller,
        (id, skill, value): (Id, &str, u32),
        bonus: i8,
        purpose: impl std::fmt::Display,
        against: Option<crate::dice::Difficulty>,
    ) -> Result<SkillRoll, Refusal> {
        // The label (and the name in it) is written only when the keeper must be asked.
        let who = &self.state.participant(id).name;
        // "Key: Build": an impaired vehicle's driving rolls take a penalty die.
        let bonus = bonus.saturating_sub(self.impaired_penalty(id, skill));
        if super::optional::fails_automatically(&self.state, self.state.participant(id), skill) {
            // "Monsters in a Chase": "simply rule the attempt to be an automatic failure".
            return Ok(SkillRoll {
                skill: 0,
                bonus,
                value: 0,
                level: SuccessLevel::Failure,
            });
        }
        let at = match against {
            Some(difficulty) if difficulty != crate::dice::Difficulty::Regular => {
                Some((difficulty, difficulty.target(value)))
            }
            _ => None,
        };
        Ok(roller.percentile_against(value, bonus, against, || {
            let at = at.map_or(String::new(), |(difficulty, target)| {
                format!(", {difficulty:?}: {target} or less")
            });
            format!("{who}: {skill} {value}{purpose}{at}")
        })?)
    }

    /// After a turn action: end the chase if it is decided; end the turn if the participant dropped
    /// out during it, or spent its last movement action and the setting asks for it.
    fn after_action(&mut self, id: Id) {
        self.check_end();
        if self.state.phase != Phase::Running {
            return;
        }
        let participant = self.state.participant(id);
        let dropped_out = participant.status != Status::Active;
        let used_up = if participant.is_passenger() {
            !participant.act
        } else {
            participant.actions == 0
        };
        let spent = used_up && self.state.settings.auto_end_turn;
        if dropped_out {
            self.end_turn(id);
        } else if spent && self.state.current() == Some(id) {
            self.end_turn_as(id, true);
        }
    }
}
