//! Rounds and turns ("Turn Order", "Timers") and the end of the chase ("Goals", "Runners and
//! Chasers", "Races").

use super::Decider;
use crate::dice::Roller;
use crate::engine::Name;
use crate::systems::clocks::rules::Refusal;
use crate::systems::clocks::rules::check::d20;
use crate::systems::clocks::rules::error::ClocksError;
use crate::systems::clocks::rules::event::{Event, OrderRoll};
use crate::systems::clocks::rules::state::{Catcher, Ending, Id, Phase, Role, Status};

/// "A single Timer Clock which progresses by 1 Segment at the end of each Round".
const TIMER_TICK: u32 = 1;

impl Decider<'_> {
    /// "Turn Order" for races: each makes a Dexterity with Athletics check, highest result first;
    /// "In the event of a tie, have the tied Characters repeat the Check to determine who goes first
    /// between themselves." The order holds for every round of the chase.
    pub(super) fn roll_order(&mut self, roller: &mut Roller) -> Result<(), Refusal> {
        self.require_ordering()?;
        let actors = self.actors();
        let mut rolls = Vec::new();
        let order = self.rank(actors, 0, roller, &mut rolls)?;
        self.emit(Event::OrderSet { order, rolls });
        self.emit(Event::RoundStarted { round: 1 });
        Ok(())
    }

    /// Orders a group by fresh checks; tied subgroups roll again, until `tie_rerolls` is spent
    /// (then the setup's order stands).
    fn rank(
        &self,
        group: Vec<Id>,
        attempt: u32,
        roller: &mut Roller,
        rolls: &mut Vec<OrderRoll>,
    ) -> Result<Vec<Id>, Refusal> {
        if group.len() < 2 || attempt > self.state.settings.tie_rerolls {
            return Ok(group);
        }
        let mut scored = Vec::with_capacity(group.len());
        for who in group {
            let participant = self.state.participant(who);
            let again = if attempt == 0 {
                ""
            } else {
                ", re-rolling a tie"
            };
            let natural = d20(roller, || {
                format!(
                    "{}: Dexterity with Athletics for turn order{again}",
                    participant.name
                )
            })?;
            let total = natural as i32 + participant.athletics;
            rolls.push(OrderRoll {
                who,
                attempt,
                natural,
                total,
            });
            scored.push((total, who));
        }
        // Stable: equal totals keep their order, so ties are grouped and re-rolled in setup order.
        scored.sort_by_key(|(total, _)| std::cmp::Reverse(*total));
        let mut order = Vec::with_capacity(scored.len());
        let mut start = 0;
        while start < scored.len() {
            let total = scored[start].0;
            let end = scored[start..]
                .iter()
                .position(|(t, _)| *t != total)
                .map_or(scored.len(), |n| start + n);
            if end - start == 1 {
                // Alone on its total: nothing to re-roll (as `rank` of one gives it back).
                order.push(scored[start].1);
            } else {
                let tied: Vec<Id> = scored[start..end].iter().map(|(_, id)| *id).collect();
                order.extend(self.rank(tied, attempt + 1, roller, rolls)?);
            }
            start = end;
        }
        Ok(order)
    }

    /// "Turn Order" outside races ("as presented on the Conflicts Page (e.g. use Freedom
    /// Initiative)"): the keeper gives the order; those not named follow in setup order.
    pub(super) fn set_order(&mut self, names: &[Name]) -> Result<(), ClocksError> {
        self.require_ordering()?;
        if self.state.is_race() {
            return Err(ClocksError::RaceOrderIsRolled);
        }
        let actors = self.actors();
        if names.is_empty() {
            // Everyone as listed (the policy's order): the list of those who act is the order.
            self.emit(Event::OrderSet {
                order: actors,
                rolls: Vec::new(),
            });
            self.emit(Event::RoundStarted { round: 1 });
            return Ok(());
        }
        let mut order: Vec<Id> = Vec::with_capacity(actors.len());
        for name in names {
            let id = self.id(name)?;
            if !actors.contains(&id) {
                return Err(ClocksError::RideHasNoTurn {
                    ride: self.name(id),
                });
            }
            if order.contains(&id) {
                return Err(ClocksError::NamedTwice { who: self.name(id) });
            }
            order.push(id);
        }
        for id in actors {
            if !order.contains(&id) {
                order.push(id);
            }
        }
        self.emit(Event::OrderSet {
            order,
            rolls: Vec::new(),
        });
        self.emit(Event::RoundStarted { round: 1 });
        Ok(())
    }

    fn require_ordering(&self) -> Result<(), ClocksError> {
        match self.state.phase {
            Phase::Ordering => Ok(()),
            Phase::Running => Err(ClocksError::OrderFixed),
            Phase::Over => Err(ClocksError::Over),
        }
    }

    /// Everyone who takes turns, in setup order.
    fn actors(&self) -> Vec<Id> {
        self.state
            .ids()
            .filter(|(_, p)| p.acts())
            .map(|(id, _)| id)
            .collect()
    }

    /// Ends a participant's turn; the round ends when nobody is left to act.
    pub(super) fn end_turn(&mut self, id: Id) {
        let turn = &self.state.turn;
        let from = turn.position.min(turn.order.len());
        let next = turn.order[from..]
            .iter()
            .position(|t| *t == id)
            .map_or(turn.position, |offset| from + offset + 1);
        self.emit(Event::TurnEnded { who: id, next });
        self.close_round_if_done();
    }

    /// Ends the round once nobody is left to act: the timer ticks ("Timers": "progresses by 1
    /// Segment at the end of each Round without the need for a Movement Check") and, if the chase
    /// goes on, the next round starts.
    pub(super) fn close_round_if_done(&mut self) {
        if self.state.phase != Phase::Running || self.state.current().is_some() {
            return;
        }
        let round = self.state.round;
        let mut time_up = false;
        if let Some(timer) = &self.state.timer {
            let filled = (timer.filled + TIMER_TICK).min(timer.segments);
            time_up = filled == timer.segments;
            self.emit(Event::TimerTicked { filled });
            if time_up {
                self.timer_catches();
            }
        }
        self.emit(Event::RoundEnded { round });
        if time_up {
            self.emit(Event::ChaseEnded {
                ending: Ending::TimeUp,
            });
        }
        self.check_end();
        if self.state.phase == Phase::Running {
            // Someone is left to act: a running runner acts, and without one the chase has ended.
            self.emit(Event::RoundStarted { round: round + 1 });
        }
    }

    /// "The Timer Clock may be considered a Chaser who is present in all Paths who will catch all
    /// Runners who have not filled their Clocks before the timer is completed."
    fn timer_catches(&mut self) {
        let catch_hidden = self.state.settings.timer_catches_hidden;
        let caught: Vec<Id> = self
            .state
            .ids()
            .filter(|(_, p)| p.role == Role::Runner && p.status == Status::Running)
            .filter(|(_, p)| catch_hidden || !p.hidden)
            .map(|(id, _)| id)
            .collect();
        for who in caught {
            self.emit(Event::Caught {
                who,
                by: Catcher::Timer,
            });
        }
    }

    /// After anything that moves a clock: runners who filled theirs are home; then chasers who
    /// filled theirs catch the runners on their path that have not ("Runners and Chasers": a
    /// chaser catches a runner "if they fill their Clock before a Character they are pursuing
    /// fills their Clock, provided they are on the same Path"; "Hiding": "While Hidden ... a Runner
    /// cannot be caught"). Runners go first, so a runner and a chaser arriving together is no catch.
    pub(super) fn settle(&mut self) {
        if self.state.phase != Phase::Running {
            return;
        }
        // Nearly always nobody has an overshot obstacle's advantage and nobody running has just
        // filled a clock: one walk to see, counting what the end of the chase asks on the way.
        let segments = self.state.segments;
        let counts = self.counts();
        if counts.advantage {
            self.drop_moot_advantages();
        }
        if !counts.full {
            self.end_if(counts);
            return;
        }
        // Walked by index, each asked as it is reached: finishing one, or catching a runner,
        // changes nobody else's answer, so these are the ones a list gathered first would hold.
        let full = |step: &Decider<'_>, id: Id, role: Role| {
            let p = step.state.participant(id);
            p.role == role && p.status == Status::Running && step.state.filled(id) >= segments
        };
        let ids = 0..self.state.participants.len() as Id;
        for who in ids.clone() {
            if full(self, who, Role::Runner) {
                self.emit(Event::Finished { who });
            }
        }
        for chaser in ids.clone() {
            if !full(self, chaser, Role::Chaser) {
                continue;
            }
            self.emit(Event::Finished { who: chaser });
            let path = self.state.path_of(chaser);
            for who in ids.clone() {
                let p = self.state.participant(who);
                if p.role == Role::Runner
                    && p.status == Status::Running
                    && !p.hidden
                    && self.state.path_of(who) == path
                {
                    self.emit(Event::Caught {
                        who,
                        by: Catcher::Chaser(chaser),
                    });
                }
            }
        }
        self.check_end();
    }

    /// What [`Self::settle`] and [`Self::check_end`] ask of the participants, in one walk (after
    /// every command: read field by field, a ride's clock looked up only for one aboard).
    fn counts(&self) -> Counts {
        let segments = self.state.segments;
        let participants = &self.state.participants;
        let mut counts = Counts::default();
        for p in participants {
            counts.advantage |= p.advantage_on.is_some();
            let running = matches!(p.status, Status::Running);
            match p.role {
                Role::Runner => {
                    counts.runners += 1;
                    match p.status {
                        Status::Running => counts.running += 1,
                        Status::Filled => counts.home += 1,
                        Status::Caught { .. } => {}
                    }
                }
                Role::Chaser => {
                    counts.chasers += 1;
                    counts.chasers_running += usize::from(running);
                }
                Role::Ride(_) => continue,
            }
            if running {
                // `ClockChase::filled`: a ride's clock for one aboard it.
                let filled = match p.aboard {
                    None => p.filled,
                    Some(ride) => participants[usize::from(ride)].filled,
                };
                counts.full |= filled >= segments;
            }
        }
        counts
    }

    /// "In all cases however the Chase ends when all Runners have either been caught, or all
    /// Runners have filled their Clocks." A race may end once its places are known ("who has won
    /// the Race, or who the top three contenders were"). A chase whose chasers are all done goes
    /// on until the runners still running have filled their clocks, unless the setup says the
    /// chasers' full clocks set them free (`escape_when_chasers_done`).
    pub(super) fn check_end(&mut self) {
        if self.state.phase != Phase::Running {
            return;
        }
        let counts = self.counts();
        self.end_if(counts);
    }

    /// [`Self::check_end`] with the participants counted.
    fn end_if(&mut self, counts: Counts) {
        let places = self.state.settings.race_places as usize;
        // "A race": no chasers and no timer (`ClockChase::is_race`).
        let race = self.state.timer.is_none() && counts.chasers == 0;
        let ending = if counts.running == 0 {
            Some(Ending::AllRunnersDone)
        } else if race && places > 0 && counts.home >= places.min(counts.runners) {
            Some(Ending::RaceDecided)
        } else if self.state.settings.escape_when_chasers_done
            && !race
            && self.state.timer.is_none()
            && counts.chasers_running == 0
        {
            Some(Ending::NoChaserLeft)
        } else {
            None
        };
        if let Some(ending) = ending {
            self.emit(Event::ChaseEnded { ending });
        }
    }
}

/// The participants as the end of the chase counts them, and whether anything is left to settle.
#[derive(Clone, Copy, Default)]
struct Counts {
    runners: usize,
    /// Runners still running.
    running: usize,
    /// Runners who filled their clocks.
    home: usize,
    chasers: usize,
    chasers_running: usize,
    /// A runner or chaser still running has its clock full.
    full: bool,
    /// Someone holds an overshot obstacle's advantage.
    advantage: bool,
}
