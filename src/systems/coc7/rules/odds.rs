//! The playout policy of a Call of Cthulhu chase (docs/odds.md, "Call of Cthulhu"): what its sides
//! and the keeper's hand do when the odds play the rest of a chase. Only commands: every rule is
//! still [`super::handle`]'s.

use super::command::Command;
use super::state::{Coc7, DamageRow, Ending, Id, Loc, Obstacle, Phase, Side, Status};
use crate::dice::Difficulty;
use crate::engine::Name;
use crate::odds::{self, Fate, Policy, Style};

/// How far ahead every quarry must be for a pursuer to have lost sight of it, in starting ranges:
/// "Harvey has exited and is now 3 chase locations ahead" ("Escaping the Pursuer") is the keeper's
/// judgment in a theater; a playout has no walls, so it asks for more than twice the distance the
/// chase was cut to (5 locations at the usual range of 2), which a quarry only gains by outrunning.
const OUT_OF_SIGHT_RANGES: i32 = 2;

/// What a playout remembers: the pursuers whose Tracking roll was called, with the round.
#[derive(Default)]
pub struct Memo {
    tracked: Vec<(Id, u32)>,
}

impl Policy for Coc7 {
    type Memo = Memo;

    /// Establishing: everyone rolls for speed, every quarry faster than every pursuer escapes, then
    /// the keeper cuts to the chase. A round: a pursuer that starts its turn with every quarry
    /// out of sight makes the keeper's Tracking roll; then each moves on, negotiating the hazard
    /// ahead with its best listed skill (cautious: spending up to 2 spare movement actions on bonus
    /// dice where failing could put it out) or climbing the barrier with its best skill, and ends its turn when it can do no more.
    fn next_command(&self, style: Style, attempt: u8, memo: &mut Memo) -> Option<Command> {
        match self.phase {
            Phase::Over => None,
            Phase::Establishing if attempt == 0 => Some(self.establishing()),
            Phase::Establishing => None,
            Phase::Running => {
                if attempt == 0
                    && let Some(command) = self.keepers_catch().or_else(|| self.keepers_escape())
                {
                    return Some(command);
                }
                let id = self.current()?;
                let who = self.participant(id).name.clone();
                match attempt {
                    0 => Some(self.turn_command(id, who, style, memo)),
                    // A hazard the rules do not see on its way (the debris of a barrier it broke
                    // through): it moves on over clear ground.
                    1 if self.participant(id).actions > 0 => {
                        Some(Command::Move { who, locations: 1 })
                    }
                    1 | 2 => Some(Command::EndTurn { who }),
                    _ => None,
                }
            }
        }
    }

    fn roster(&self) -> Vec<(String, odds::Side)> {
        self.participants
            .iter()
            .map(|p| {
                let role = match p.side {
                    Side::Quarry => odds::Side::Quarry,
                    Side::Pursuer => odds::Side::Pursuer,
                };
                (p.name.to_string(), role)
            })
            .collect()
    }

    fn fate(&self, index: usize) -> Fate {
        let Some(participant) = self.participants.get(index) else {
            return Fate::Running;
        };
        match participant.status {
            Status::Escaped => Fate::Escaped,
            Status::Caught { by } => Fate::Caught {
                by: Some(usize::from(by)),
            },
            Status::LeftBehind | Status::Unconscious | Status::Dead | Status::Dying => Fate::Out,
            // "No pursuer is left in the chase; the quarries still running get away."
            Status::Active
                if participant.side == Side::Quarry
                    && self.ending == Some(Ending::NoPursuerLeft) =>
            {
                Fate::Escaped
            }
            // Reached when the round limit stopped the playout: the policy's keeper rules the
            // catch at once (`keepers_catch`), the limit only came first.
            Status::Active if participant.side == Side::Quarry && self.phase == Phase::Running => {
                match self.reached_by(participant.location) {
                    Some(by) => Fate::Caught {
                        by: Some(usize::from(by)),
                    },
                    None => Fate::Running,
                }
            }
            Status::Active | Status::Waiting => Fate::Running,
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn acting(&self) -> Option<String> {
        self.current()
            .map(|id| self.participant(id).name.to_string())
    }

    fn styles_mean() -> &'static str {
        "bold never approaches with caution; cautious buys bonus dice where a failed hazard could put one out"
    }

    fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// Settling what the chase asks for first (speeds, the cut to the chase, a way at a fork, a
    /// passenger's roll), then crossing what lies ahead, moving, tracking, and ending the turn;
    /// never the keeper's hand (an escape or a catch declared, the track or the order edited).
    fn steadiness(command: &Command) -> Option<u8> {
        Some(match command {
            Command::SpeedRoll { .. } => 0,
            Command::CutToChase { .. } => 1,
            Command::ChooseRoute { .. } => 2,
            Command::Navigate { .. } => 3,
            Command::NegotiateHazard { cautious: 0, .. } => 4,
            Command::PassBarrier { .. } => 5,
            Command::Move { .. } => 6,
            Command::TrackingRoll { .. } => 7,
            Command::AttackBarrier { .. } => 8,
            Command::EndTurn { .. } => 9,
            Command::Delay { .. } => 10,
            _ => return None,
        })
    }

    fn moves(&self) -> Vec<Command> {
        self.step_moves()
    }

    fn is_move(command: &Command) -> bool {
        Coc7::is_move(command)
    }

    /// At a fork, the ways on; at a hazard, each listed skill the participant has at cautious
    /// 0, 1 or 2; at a barrier, climbing with each skill or breaking it down; the end of the turn
    /// and delaying come after (a skill typed at the table repeats one the sheet has, and the
    /// keeper's rulings are no one's choice).
    fn label(&self, command: &Command) -> Option<(u8, String)> {
        let id = self.current()?;
        let participant = self.participant(id);
        let at = participant.location;
        match command {
            Command::ChooseRoute { who, route } if *who == participant.name => {
                let way = self.map.find_way(at, route)?;
                let name = self
                    .map
                    .get(way)
                    .and_then(|l| l.name.clone())
                    .unwrap_or_else(|| format!("location {way}"));
                Some((0, format!("the way to {name}")))
            }
            Command::NegotiateHazard {
                skill,
                cautious,
                value: None,
                ..
            } if self.has_listed(id, skill) => Some((1, format!("{skill}, cautious {cautious}"))),
            Command::PassBarrier {
                skill, value: None, ..
            } if self.has_listed(id, skill) => Some((1, format!("climb with {skill}"))),
            Command::AttackBarrier { .. } => Some((1, "break it down".to_string())),
            _ => None,
        }
    }
}

impl Coc7 {
    fn establishing(&self) -> Command {
        let unrolled = self
            .participants
            .iter()
            .find(|p| p.status.is_active() && p.speed.is_none() && !p.is_passenger());
        if let Some(p) = unrolled {
            return Command::SpeedRoll {
                who: p.name.clone(),
                skill: None,
            };
        }
        let fastest_pursuer = self
            .participants
            .iter()
            .filter(|p| p.side == Side::Pursuer && p.status.is_active() && !p.is_passenger())
            .map(|p| p.mov())
            .max()
            .unwrap_or(0);
        let faster = self.participants.iter().find(|p| {
            p.side == Side::Quarry
                && p.status.is_active()
                && !p.is_passenger()
                && p.mov() > fastest_pursuer
        });
        match faster {
            Some(p) => Command::Escape {
                who: p.name.clone(),
            },
            None => Command::CutToChase { range: None },
        }
    }

    fn turn_command(&self, id: Id, who: Name, style: Style, memo: &mut Memo) -> Command {
        let participant = self.participant(id);
        let pursuer = participant.side == Side::Pursuer;
        if pursuer
            && self.settings.escaping
            && !memo.tracked.contains(&(id, self.round))
            && self.sees_no_quarry(id)
            && self.nearest_quarry(id).is_some()
        {
            memo.tracked.push((id, self.round));
            return Command::TrackingRoll {
                who,
                quarry: None,
                skill: None,
                difficulty: Difficulty::Regular,
                bonus: 0,
            };
        }
        // A pursuer with no quarry ahead on its way (thrown past it over a fence) waits for it.
        if participant.actions == 0 || (pursuer && self.nearest_quarry(id).is_none()) {
            return Command::EndTurn { who };
        }
        let at = participant.location;
        let way = match self.way_on(id) {
            Some(way) => way,
            None => {
                let route = self.route_of(self.pick_way(id));
                return Command::ChooseRoute { who, route };
            }
        };
        // "A branch is entered over clear ground": only the way straight on has what lies ahead.
        let ahead = match way {
            Some(next) if Some(next) != self.map.next(at) => None,
            _ => self.map.ahead_of(at),
        };
        match ahead {
            Some(Obstacle::Hazard(hazard)) => {
                let cautious = match style {
                    Style::Cautious if self.could_be_put_out_by(id, hazard.damage) => {
                        participant.actions.saturating_sub(1).min(2) as u8
                    }
                    _ => 0,
                };
                let skill = self.best_skill(id, &hazard.skills);
                negotiate(who, skill, cautious)
            }
            Some(Obstacle::Barrier(barrier)) => {
                let skill = self.best_skill(id, &barrier.skills);
                pass_barrier(who, skill)
            }
            None => Command::Move { who, locations: 1 },
        }
    }

    /// The way a participant goes on from where it stands, as the rules take it ("Choosing a
    /// Route"): the only way on, the way it chose at this fork, else the way the lead quarry took.
    /// `Some(None)` at the end of a way; `None` at a fork where it must choose first.
    fn way_on(&self, id: Id) -> Option<Option<Loc>> {
        let participant = self.participant(id);
        let at = participant.location;
        if !self.map.is_fork(at) {
            return Some(self.map.next(at));
        }
        if let Some((fork, way)) = participant.heading
            && fork == at
        {
            return Some(Some(way));
        }
        self.map.lead_at(at).map(Some)
    }

    /// The way a participant takes at a fork where nobody has gone before: a quarry the way with
    /// the fewest hazards and barriers along it (the longer on a tie, then the first listed); a
    /// pursuer the way that leads to the nearest quarry, else the first.
    fn pick_way(&self, id: Id) -> Loc {
        let at = self.participant(id).location;
        let ways = self.map.ways_from(at);
        if self.participant(id).side == Side::Pursuer {
            let towards = self
                .ids()
                .filter(|(_, q)| q.side == Side::Quarry && q.status.is_active())
                .filter_map(|(_, q)| Some((self.map.distance(at, q.location)?, q.location)))
                .min()
                .and_then(|(_, location)| {
                    ways.iter()
                        .copied()
                        .find(|first| self.map.path_to(location).contains(first))
                });
            return towards.or(ways.first().copied()).unwrap_or(at);
        }
        let mut best: Option<(usize, usize, Loc)> = None;
        for first in ways {
            let mut obstacles =
                usize::from(Some(first) == self.map.next(at) && self.map.ahead_of(at).is_some());
            let mut length = 1;
            let mut here = first;
            while let Some(next) = self.map.next(here) {
                obstacles += usize::from(self.map.ahead_of(here).is_some());
                length += 1;
                here = next;
            }
            let better = match best {
                None => true,
                Some((o, l, _)) => obstacles < o || (obstacles == o && length > l),
            };
            if better {
                best = Some((obstacles, length, first));
            }
        }
        best.map_or(at, |(_, _, first)| first)
    }

    /// Whether failing a hazard could end a participant's chase, by any outcome of its damage
    /// row: the worst reaches the hit points it has left, or is a major wound (half the maximum
    /// hit points or more in one blow), which calls for a CON roll to stay conscious when the
    /// setting asks for one. Only then does a cautious participant spend spare movement actions
    /// on bonus dice ("a cautious approach"): a failure otherwise costs 1D3 actions, 2 on
    /// average, and a bonus die makes a failure at most about a quarter less likely: it saves
    /// half an action for the one it costs (spending them threw a 64% escape to 0%).
    fn could_be_put_out_by(&self, id: Id, damage: Option<DamageRow>) -> bool {
        let participant = self.participant(id);
        damage.is_some_and(|row| {
            let worst = i64::from(row.dice().max());
            worst >= i64::from(participant.hp)
                || (self.settings.major_wound_con_roll
                    && worst * 2 >= i64::from(participant.max_hp))
        })
    }

    /// Whether a quarry is in a pursuer's sight: on its way, behind it, or at most
    /// [`OUT_OF_SIGHT_RANGES`] starting ranges ahead along the way (never by location numbers,
    /// which a branch takes after the trunk's).
    fn in_sight_of(&self, pursuer: Id, quarry: Id) -> bool {
        let from = self.participant(pursuer).location;
        let to = self.participant(quarry).location;
        let reach = OUT_OF_SIGHT_RANGES * i32::from(self.settings.starting_range);
        match self.map.distance(from, to) {
            Some(ahead) => i64::from(ahead) <= i64::from(reach),
            None => self.map.distance(to, from).is_some(),
        }
    }

    /// Whether every quarry still running is out of a pursuer's sight.
    fn sees_no_quarry(&self, pursuer: Id) -> bool {
        !self
            .running_quarries()
            .any(|q| self.in_sight_of(pursuer, q))
    }

    fn running_quarries(&self) -> impl Iterator<Item = Id> + '_ {
        self.ids()
            .filter(|(_, p)| p.side == Side::Quarry && p.status == Status::Active)
            .map(|(id, _)| id)
    }

    /// "Escaping the Pursuer": a quarry that every pursuer has lost sight of, while each of them
    /// still sees another quarry to chase, has got away: the keeper declares it (`Escape`). When a
    /// pursuer sees no quarry at all, its Tracking roll decides instead.
    fn keepers_escape(&self) -> Option<Command> {
        if !self.settings.escaping {
            return None;
        }
        let gone = match self.escaped_on_a_straight_track() {
            Some(gone) => gone,
            None => self.escaped_walked(),
        }?;
        Some(Command::Escape {
            who: self.participant(gone).name.clone(),
        })
    }

    /// [`Coc7::escaped_walked`] on a track without forks, with everyone still running on it:
    /// there a pursuer at `p` sees a quarry at `q` when `q <= p + reach` ([`Coc7::in_sight_of`]),
    /// so every pursuer sees a quarry when the rearmost quarry is within reach of the rearmost
    /// pursuer, and a quarry is out of every pursuer's sight when it is beyond the reach of the
    /// foremost. One walk over the participants instead of one for each pair: a playout asks
    /// before every command, and a crowded chase would otherwise cost the square of its size.
    /// `None` where the closed form does not hold (a fork, someone off the track).
    fn escaped_on_a_straight_track(&self) -> Option<Option<Id>> {
        if self.map.has_forks() {
            return None;
        }
        let reach = i64::from(OUT_OF_SIGHT_RANGES * i32::from(self.settings.starting_range));
        let (mut rearmost_pursuer, mut foremost_pursuer) = (i64::MAX, i64::MIN);
        let mut rearmost_quarry = i64::MAX;
        for (_, p) in self.ids() {
            if p.status != Status::Active {
                continue;
            }
            if !self.map.contains(p.location) {
                return None;
            }
            let at = i64::from(p.location);
            match p.side {
                Side::Pursuer => {
                    rearmost_pursuer = rearmost_pursuer.min(at);
                    foremost_pursuer = foremost_pursuer.max(at);
                }
                Side::Quarry => rearmost_quarry = rearmost_quarry.min(at),
            }
        }
        // No pursuer, or one that sees no quarry (its Tracking roll decides instead).
        if rearmost_pursuer == i64::MAX
            || rearmost_quarry == i64::MAX
            || rearmost_quarry > rearmost_pursuer + reach
        {
            return Some(None);
        }
        Some(self.running_quarries().find(|q| {
            let q = self.participant(*q);
            !q.is_passenger() && i64::from(q.location) > foremost_pursuer + reach
        }))
    }

    /// The quarry every pursuer has lost sight of while each still sees another, if any: asked
    /// of every pursuer and quarry pair along the ways.
    fn escaped_walked(&self) -> Option<Id> {
        // Walked again where asked instead of gathered into a list: the policy asks before every
        // command of a playout.
        let pursuers = || {
            self.ids()
                .filter(|(_, p)| p.side == Side::Pursuer && p.status == Status::Active)
                .map(|(id, _)| id)
        };
        if pursuers().next().is_none() || pursuers().any(|p| self.sees_no_quarry(p)) {
            return None;
        }
        self.running_quarries().find(|q| {
            !self.participant(*q).is_passenger() && pursuers().all(|p| !self.in_sight_of(p, *q))
        })
    }

    /// The first active pursuer standing at `location`, who has reached a quarry there.
    fn reached_by(&self, location: Loc) -> Option<Id> {
        self.ids()
            .find(|(_, p)| {
                p.side == Side::Pursuer && p.status == Status::Active && p.location == location
            })
            .map(|(id, _)| id)
    }

    /// Reaching a quarry brings the two together; with `catch_on_reach` off (the default) the
    /// keeper rules what follows, and the policy's keeper rules the quarry caught at once.
    fn keepers_catch(&self) -> Option<Command> {
        let active = |side| {
            self.ids()
                .filter(move |(_, p)| p.side == side && p.status == Status::Active)
        };
        // Only a pursuer between the rearmost and the foremost quarry can stand with one: one walk
        // over the quarries spares the pair-by-pair search for every pursuer behind them all.
        let (rearmost, foremost) = active(Side::Quarry)
            .fold((Loc::MAX, Loc::MIN), |(r, f), (_, q)| {
                (r.min(q.location), f.max(q.location))
            });
        active(Side::Pursuer).find_map(|(_, pursuer)| {
            if !(rearmost..=foremost).contains(&pursuer.location) {
                return None;
            }
            let (_, quarry) = active(Side::Quarry).find(|(_, q)| q.location == pursuer.location)?;
            Some(Command::Catch {
                who: quarry.name.clone(),
                by: pursuer.name.clone(),
            })
        })
    }

    /// The quarry still running nearest ahead of a pursuer along its way (or level with it).
    fn nearest_quarry(&self, pursuer: Id) -> Option<Id> {
        let at = self.participant(pursuer).location;
        self.ids()
            .filter(|(_, p)| p.side == Side::Quarry && p.status.is_active())
            .filter_map(|(id, p)| Some((self.map.distance(at, p.location)?, id)))
            .min()
            .map(|(_, id)| id)
    }

    /// Whether `skill` is one the obstacle ahead lists that the participant has (DEX when it
    /// lists none): the choices a keeper sees there.
    fn has_listed(&self, id: Id, skill: &str) -> bool {
        let at = self.participant(id).location;
        let listed = match self.map.ahead_of(at) {
            Some(Obstacle::Hazard(hazard)) => &hazard.skills,
            Some(Obstacle::Barrier(barrier)) => &barrier.skills,
            None => return false,
        };
        self.usable_skills(id, listed).iter().any(|s| s == skill)
    }

    /// The skills listed for an obstacle that the participant has (DEX when none are listed).
    fn usable_skills(&self, id: Id, listed: &[Name]) -> Vec<Name> {
        if listed.is_empty() {
            return vec!["DEX".into()];
        }
        listed
            .iter()
            .filter(|skill| self.skill(id, skill).is_some())
            .cloned()
            .collect()
    }

    /// "Hazards are taken with the best listed skill."
    fn best_skill(&self, id: Id, listed: &[Name]) -> Name {
        // The usable skills as `usable_skills` lists them, without collecting them first (the
        // policy asks at every hazard and barrier).
        listed
            .iter()
            .filter(|skill| self.skill(id, skill).is_some())
            .max_by_key(|skill| self.skill(id, skill).unwrap_or(0))
            .map_or_else(|| "DEX".into(), Clone::clone)
    }
}

fn negotiate(who: Name, skill: Name, cautious: u8) -> Command {
    Command::NegotiateHazard {
        who,
        skill,
        cautious,
        damage: None,
        no_damage: false,
        value: None,
    }
}

fn pass_barrier(who: Name, skill: Name) -> Command {
    Command::PassBarrier {
        who,
        skill,
        damage: None,
        no_damage: false,
        value: None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::systems::coc7::rules::{ChaseMap, Participant, Settings};
    use rand::{Rng, SeedableRng};

    /// Chases of 2 to 12 participants on a straight track of 12 locations, each participant at a
    /// random place (a few off the track), on a random side, running or not, some riding with
    /// another: the closed form of who has escaped gives what asking every pair gives, wherever
    /// it holds, and it holds on most of them.
    #[test]
    fn the_escape_on_a_straight_track_is_the_escape_walked_pair_by_pair() {
        let names: Vec<String> = (1..=12).map(|n| format!("L{n}")).collect();
        let names: Vec<&str> = names.iter().map(String::as_str).collect();
        let mut rng = rand_chacha::ChaCha8Rng::seed_from_u64(7);
        let (mut compared, mut escapes) = (0, 0);
        for _ in 0..20_000 {
            let count = rng.random_range(2..=12);
            let participants = (0..count)
                .map(|n| {
                    let side = if rng.random_bool(0.5) {
                        Side::Quarry
                    } else {
                        Side::Pursuer
                    };
                    let mut p = Participant::new(&format!("P{n}"), side, 50, 7, 50, 10);
                    p.location = if rng.random_bool(0.03) {
                        20
                    } else {
                        rng.random_range(1..=12)
                    };
                    p.status = if rng.random_bool(0.8) {
                        Status::Active
                    } else {
                        Status::Escaped
                    };
                    if n > 0 && rng.random_bool(0.1) {
                        p.rides_with = Some(0);
                    }
                    p
                })
                .collect();
            let settings = Settings {
                starting_range: rng.random_range(0..=3),
                ..Settings::default()
            };
            let state = Coc7::new(settings, ChaseMap::of_names(&names), participants, false);
            if let Some(closed) = state.escaped_on_a_straight_track() {
                compared += 1;
                escapes += usize::from(closed.is_some());
                assert_eq!(closed, state.escaped_walked(), "{:?}", state.participants);
            }
        }
        assert!(
            compared > 10_000 && escapes > 1_000,
            "{compared} compared, {escapes} escapes"
        );
    }
}
