//! Decides what a GM's command does in a GURPS Action chase. Every rule of
//! `gurps-action-chase.txt` lives in this module and its children, each under the section that
//! states it.
//!
//! A command is worked out on the state itself (`Decider`): each event is applied to it
//! as it is emitted, so that a later rule sees what an earlier one did (an injury, then a wreck,
//! then a new leader, then the end of the chase). Only the events leave this module.
//!
//! Where each part of `Decider` lives:
//!
//! | file | what its `impl Decider` decides |
//! | --- | --- |
//! | `declare.rs` | steps 1-2: maneuvers and their conditions, the random NPC pick (`declare`, `legal`) |
//! | `contest.rs` | steps 5-6: Chase Rolls, the Quick Contest, statics, Hide, Reverse, shifts, rounds (`contest`, `shift`, `pull_out`, `next_round`) |
//! | `actions.rs` | steps 3-4: attacks and defenses, Force, Ram (`attack`, `defends`, `force`, `ram`) |
//! | `rides.rs` | steps 3-4: Stunt rolls, Disembark/Embark, the passenger actions (`stunt`, `disembark`, `embark`, `board`, `seize`, `task`) |
//! | `harm.rs` | "Damage" and "Wipeouts": injury, HT rolls, close calls, wrecks, accidents, leaders (`injure`, `wipeout`, `wreck`, `settle`) |

/// "3d6", the roll of every success roll and Chase Roll: built once, as a dice expression is a
/// list and a playout rolls some ten of them.
fn three_d6() -> &'static DiceExpr {
    static THREE_D6: std::sync::LazyLock<DiceExpr> =
        std::sync::LazyLock::new(|| DiceExpr::dice(3, 6));
    &THREE_D6
}

mod actions;
mod contest;
mod declare;
mod harm;
mod rides;

pub use declare::{LegalNow, legal};

#[cfg(test)]
pub fn st_modifier_for_test(attacker: u32, target: u32) -> i32 {
    actions::st_modifier(attacker, target)
}

use super::command::Command;
use super::error::{GurpsError, Refusal};
use super::event::{Check, Event, RollKind};
use super::maneuver::Side;
use super::skill_choice::GmSkill;
use super::state::{GurpsChase, Id, Mod, PartyId, Stage, Target};
use crate::dice::{DiceExpr, Roller};

/// Decides a command without changing the state: the events it would produce, or why it is
/// refused (a dry run on a copy, [`crate::engine::Rules::handle`]).
pub fn handle(
    state: &GurpsChase,
    command: &Command,
    roller: &mut Roller,
) -> Result<Vec<Event>, Refusal> {
    crate::engine::Rules::handle(state, command, roller)
}

/// Decides a command on the state itself: its events, applied and pushed onto `events`, or why
/// it is refused (see [`crate::engine::Rules::decide`] for what the caller puts back).
pub fn decide(
    state: &mut GurpsChase,
    command: &Command,
    roller: &mut Roller,
    events: &mut Vec<Event>,
) -> Result<(), Refusal> {
    if state.step == Stage::Over {
        return Err(GurpsError::Over.into());
    }
    let mut step = Decider::new(state, events);
    match command {
        Command::Declare {
            side,
            maneuver,
            penalty,
            lucky_break,
            elsewhere,
        } => step.declare(
            *side,
            super::state::Declared {
                maneuver: *maneuver,
                penalty: *penalty,
                lucky_break: *lucky_break,
                elsewhere: *elsewhere,
            },
            None,
            roller,
        )?,
        Command::DeclareRandom { side } => step.declare_random(*side, roller)?,
        Command::Attack {
            who,
            target,
            vital,
            grapple,
        } => step.attack(who, target, *vital, *grapple, roller)?,
        Command::Force { who, target } => step.force(who, target, roller)?,
        Command::Ram { who, target } => step.ram(who, target, roller)?,
        Command::Stunt { who } => step.stunt(who, roller)?,
        Command::Disembark { who } => step.disembark(who)?,
        Command::Embark { who, vehicle } => step.embark(who, vehicle, roller)?,
        Command::Board { who, vehicle } => step.board(who, vehicle, roller)?,
        Command::SeizeControl { who } => step.seize(who, roller)?,
        Command::Task { skill, .. } if !crate::limits::SCORE.contains(skill) => {
            return Err(GurpsError::Skill { skill: *skill }.into());
        }
        Command::Task { who, skill, what } => step.task(who, *skill, what, roller)?,
        Command::EndStep => step.end_step()?,
        Command::Contest {
            quarry_complementary,
            pursuer_complementary,
        } => step.contest([*quarry_complementary, *pursuer_complementary], roller)?,
        Command::Shift { steps } => step.shift(*steps)?,
        Command::PullOut { band } => step.pull_out(*band)?,
        Command::Lead { who } => step.lead(who)?,
        Command::KeptUp { side } => {
            let party = step.state.party_of(*side);
            // "Static Maneuvers": once a rival's Mobility or Stunt Escape succeeds, all your
            // maneuvers are static "unless you can change mobility or pull a Stunt to keep up";
            // only a side held so has anything to keep up with.
            if !step.state.parties[party].forced_static {
                return Err(GurpsError::NotStatic { role: side.word() }.into());
            }
            step.emit(Event::KeptUp { party });
        }
        Command::Scenery { on } => step.emit(Event::SceneryChanged { on: *on }),
        Command::EndChase => step.end(super::state::Ending::Keeper),
        Command::ChooseSkill { who, skill } => {
            let id = step
                .state
                .find(who)
                .ok_or_else(|| step.state.unknown(who))?;
            step.emit(Event::SkillChosen {
                who: id,
                skill: *skill,
            });
        }
    }
    step.settle();
    Ok(())
}

/// A command being worked out: the state and the events so far.
/// The command being decided ([`crate::engine::Decider`]).
type Decider<'a> = crate::engine::Decider<'a, GurpsChase>;

impl Decider<'_> {
    fn over(&self) -> bool {
        self.state.ending.is_some()
    }

    fn end(&mut self, ending: super::state::Ending) {
        if !self.over() {
            self.emit(Event::ChaseEnded { ending });
        }
    }

    fn name(&self, id: Id) -> String {
        self.state.person(id).name.clone()
    }

    /// The person a command names, still in the chase.
    fn person(&self, name: &str) -> Result<Id, GurpsError> {
        let id = self
            .state
            .find(name)
            .ok_or_else(|| self.state.unknown(name))?;
        if !self.state.is_in(id) {
            return Err(GurpsError::Out { who: self.name(id) });
        }
        Ok(id)
    }

    /// A target by name: a person, or a vehicle.
    fn target(&self, name: &str) -> Result<Target, GurpsError> {
        if let Some(id) = self.state.find(name) {
            return Ok(Target::Person(id));
        }
        self.state
            .find_vehicle(name)
            .map(Target::Vehicle)
            .ok_or_else(|| self.state.unknown(name))
    }

    /// The step must be this one.
    fn at(&self, stage: Stage) -> Result<(), GurpsError> {
        if self.state.step == stage {
            Ok(())
        } else {
            Err(self.wrong_step())
        }
    }

    fn wrong_step(&self) -> GurpsError {
        GurpsError::WrongStep {
            step: self.state.step.number(),
            waits: waits_for(&self.state),
        }
    }

    /// A person acting in the resolving step: on that side, in the chase, not yet acted.
    fn resolver(&self, name: &str) -> Result<(Id, PartyId), GurpsError> {
        let Some(role) = self.state.step.role().filter(|_| {
            matches!(
                self.state.step,
                Stage::PursuerResolves | Stage::QuarryResolves
            )
        }) else {
            return Err(self.wrong_step());
        };
        let id = self.person(name)?;
        let party = self.state.party_of(role);
        if self.state.person(id).party != party {
            return Err(GurpsError::NotTheirStep {
                who: self.name(id),
                role: role.word(),
            });
        }
        Ok((id, party))
    }

    fn not_acted(&self, id: Id) -> Result<(), GurpsError> {
        if self.state.person(id).acted {
            return Err(GurpsError::AlreadyActed { who: self.name(id) });
        }
        Ok(())
    }

    /// Rolls 3d6 against a skill with its modifiers and records it.
    fn check(
        &mut self,
        roller: &mut Roller,
        who: Id,
        kind: RollKind,
        base: i32,
        mods: Vec<Mod>,
        what: &str,
    ) -> Result<Check, Refusal> {
        let check = self.roll_3d6(roller, who, base, &mods, what)?;
        self.emit(Event::Rolled {
            who,
            kind,
            base,
            mods,
            roll: check.roll,
            skill: None,
        });
        Ok(check)
    }

    /// The same against a skill the text leaves to the GM (a Stunt on foot, Board, Seize
    /// Control), whose name goes with the roll into the log.
    fn check_chosen(
        &mut self,
        roller: &mut Roller,
        who: Id,
        kind: RollKind,
        chosen: GmSkill,
        mods: Vec<Mod>,
        what: &str,
    ) -> Result<Check, Refusal> {
        let base = chosen.level(self.state.person(who));
        let check = self.roll_3d6(roller, who, base, &mods, what)?;
        self.emit(Event::Rolled {
            who,
            kind,
            base,
            mods,
            roll: check.roll,
            skill: Some(chosen),
        });
        Ok(check)
    }

    /// 3d6 against a skill with its modifiers, asked of the roller in the keeper's words.
    fn roll_3d6(
        &mut self,
        roller: &mut Roller,
        who: Id,
        base: i32,
        mods: &[Mod],
        what: &str,
    ) -> Result<Check, Refusal> {
        let skill = mods.iter().fold(base, |sum, m| sum.saturating_add(m.value));
        let name = self.name(who);
        let roll = roller.roll(three_d6(), || {
            format!("{name}: {what} (3d6 against {skill})")
        })?;
        Ok(Check { skill, roll })
    }

    /// "Multi-Party Chases": a new leader for a side whose leader is out.
    fn lead(&mut self, name: &str) -> Result<(), GurpsError> {
        let id = self.person(name)?;
        if !self.state.can_lead(id) {
            return Err(GurpsError::Cannot {
                why: format!(
                    "{} cannot lead: a leader is on foot or at a vehicle's controls",
                    self.name(id)
                ),
            });
        }
        let party = self.state.person(id).party;
        self.emit(Event::LeaderChosen { party, who: id });
        Ok(())
    }

    /// Steps 3 and 4 end: the pursuer's rolls, then the quarry's, then the Contest.
    fn end_step(&mut self) -> Result<(), GurpsError> {
        let next = match self.state.step {
            Stage::PursuerResolves => Stage::QuarryResolves,
            Stage::QuarryResolves => Stage::Contest,
            _ => return Err(self.wrong_step()),
        };
        let role = self.state.step.role().unwrap_or(Side::Quarry);
        let party = self.state.party_of(role);
        if let Some(declared) = self.state.parties[party].declared
            && declared.maneuver.is_stunt()
            && let Some(who) = self.stunts_owed(party).next()
        {
            return Err(GurpsError::Cannot {
                why: format!(
                    "{} must make the Stunt roll first (everyone driving or on foot rolls it)",
                    self.name(who)
                ),
            });
        }
        self.emit(Event::StepReached { step: next });
        Ok(())
    }

    /// Those of a party who still owe their Stunt roll: its operators and pedestrians, in setup
    /// order.
    fn stunts_owed(&self, party: PartyId) -> impl Iterator<Item = Id> + '_ {
        self.state
            .members(party)
            .filter(|id| self.state.can_lead(*id) && self.state.person(*id).stunt.is_none())
    }
}

/// What the current step waits for, in the keeper's words.
pub fn waits_for(state: &GurpsChase) -> String {
    let leader = |role: Side| {
        state
            .person(state.parties[state.party_of(role)].leader)
            .name
            .clone()
    };
    match state.step {
        Stage::QuarryDeclares => {
            format!("the quarry ({}) chooses a maneuver", leader(Side::Quarry))
        }
        Stage::PursuerDeclares => {
            format!("the pursuer ({}) chooses a maneuver", leader(Side::Pursuer))
        }
        Stage::PursuerResolves => "the pursuer's attacks and rolls, then end the step".to_string(),
        Stage::QuarryResolves => "the quarry's attacks and rolls, then end the step".to_string(),
        Stage::Contest => "the Quick Contest of Chase Rolls".to_string(),
        Stage::Shift => match state.owed.first() {
            Some(owed) if owed.hide => format!(
                "{} hid: escape, or pull out behind at Close, Short or Medium",
                leader(state.role_of(owed.party))
            ),
            Some(owed) => format!(
                "{} may shift the range up to {} band{}",
                leader(state.role_of(owed.party)),
                owed.up_to,
                if owed.up_to == 1 { "" } else { "s" }
            ),
            None => "the range shift".to_string(),
        },
        Stage::Over => "nothing: the chase is over".to_string(),
    }
}

/// The step of "Chase Sequence" in the text's words.
pub fn step_words(step: Stage) -> &'static str {
    match step {
        Stage::QuarryDeclares => "the quarry chooses a chase maneuver",
        Stage::PursuerDeclares => "the pursuer chooses a chase maneuver",
        Stage::PursuerResolves => "the pursuer resolves any attacks or skill rolls",
        Stage::QuarryResolves => "the quarry resolves any attacks or skill rolls",
        Stage::Contest => "a Quick Contest of Chase Rolls",
        Stage::Shift => "the range band is adjusted",
        Stage::Over => "the chase is over",
    }
}
