//! The playout policy of a chase on the chase track (docs/odds.md, "Chase track"): what each side
//! does when the odds play the rest of a chase. Only commands: every rule is still
//! [`super::handle`]'s.

use super::command::{Command, Edge, Effect};
use super::legal::COMPLICATION;
use super::state::{Ability, Id, Phase, Side, Status, TrackChase};
use crate::odds::{self, Fate, Policy, Style};

/// A bold participant exerts while its chance of collapsing is at most 1 in this many.
const BOLD_COLLAPSE_ODDS: u32 = 6;

impl Policy for TrackChase {
    type Memo = ();

    /// The choices of the step, as every system has them; at the move step, where moving is the
    /// only way on, the choice that remains is the one after it ("Movement and Exertion": "After
    /// moving, you may push yourself"): move and then exert, or move and end the turn.
    fn choices(&self) -> Vec<odds::Choice<Command>> {
        let found = odds::labelled_choices(self);
        if !found.is_empty() || self.turn.moved || self.turn.pending.is_some() {
            return found;
        }
        let Some(id) = self.current() else {
            return found;
        };
        let who = self.participant(id).name.clone();
        let Some(step) = self.legal_moves().into_iter().find(|command| {
            matches!(
                command,
                Command::Move {
                    past_obstacles: false,
                    ..
                }
            )
        }) else {
            return found;
        };
        // The move itself rolls nothing; what may follow it is asked of the state after it.
        let mut after = self.clone();
        let mut events = Vec::new();
        let mut no_dice = crate::dice::Roller::given(std::iter::empty());
        if crate::engine::Rules::decide(&mut after, &step, &mut no_dice, &mut events).is_err() {
            return found;
        }
        let exert = Command::Exert { who: who.clone() };
        let end = Command::EndTurn { who };
        let may = |command: &Command| {
            let mut probe = after.clone();
            crate::engine::Rules::decide(
                &mut probe,
                command,
                &mut crate::dice::Roller::seeded(0),
                &mut Vec::new(),
            )
            .is_ok()
        };
        if !may(&exert) {
            return found;
        }
        vec![
            odds::Choice {
                label: "move, then exert".to_string(),
                command: step.clone(),
                then: Some(exert),
            },
            odds::Choice {
                label: "move, then end the turn".to_string(),
                command: step,
                then: may(&end).then_some(end),
            },
        ]
    }

    /// Everyone acts with its best ability die for the fast lane while it has none, then for a
    /// shortcut ("Success Effects": the same roll buys one space now, or one space every move
    /// from the next round on), moves, and ends its turn; a bold one exerts too while collapsing
    /// is 1 in 6 or less likely, and rerolls a 1 with a complication; a cautious one never exerts
    /// and accepts the failure of a 1.
    fn next_command(&self, style: Style, attempt: u8, _: &mut ()) -> Option<Command> {
        match (self.phase, attempt) {
            (Phase::Starting, 0) => return Some(Command::Start),
            (Phase::Running, _) => {}
            _ => return None,
        }
        if let Some(pending) = &self.turn.pending {
            let who = self.participant(pending.who).name.clone();
            return match (style, attempt) {
                (Style::Bold, 0) => Some(Command::TakeComplication {
                    who,
                    complication: COMPLICATION.to_string(),
                }),
                (_, 0 | 1) => Some(Command::AcceptFailure { who }),
                _ => None,
            };
        }
        let id = self.current()?;
        let who = self.participant(id).name.clone();
        let turn = &self.turn;
        let command = match attempt {
            0 if !turn.acted && !turn.moved => {
                let effect = if self.participant(id).fast_lane_from.is_none() {
                    Effect::FastLane
                } else {
                    Effect::Shortcut
                };
                act(who, self.best_ability(id), effect)
            }
            0 | 1 if !turn.moved => Command::Move {
                who,
                past_obstacles: false,
            },
            0 if style == Style::Bold && self.exertion_worth_it(id) => Command::Exert { who },
            0..=2 => Command::EndTurn { who },
            _ => return None,
        };
        Some(command)
    }

    fn roster(&self) -> Vec<(String, odds::Side)> {
        self.participants
            .iter()
            .map(|p| {
                let role = match p.side {
                    Side::Prey => odds::Side::Quarry,
                    Side::Chaser => odds::Side::Pursuer,
                };
                (p.name.clone(), role)
            })
            .collect()
    }

    fn fate(&self, index: usize) -> Fate {
        match self.participants.get(index).map(|p| p.status) {
            Some(Status::Escaped | Status::Safe) => Fate::Escaped,
            Some(Status::Caught { by }) => Fate::Caught {
                by: Some(usize::from(by)),
            },
            Some(Status::Collapsed | Status::BrokeDown | Status::Down) => Fate::Out,
            Some(Status::Running) | None => Fate::Running,
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn acting(&self) -> Option<String> {
        let id = match &self.turn.pending {
            Some(pending) => pending.who,
            None => self.current()?,
        };
        Some(self.participant(id).name.clone())
    }

    fn styles_mean() -> &'static str {
        "bold exerts while collapse is 1 in 6 or less, rerolls a 1; cautious never exerts, accepts a 1"
    }

    fn is_over(&self) -> bool {
        self.ending.is_some()
    }

    /// Starting, settling a rolled 1, acting, moving, exerting and ending the turn; never the
    /// GM's edits of the track or an ending by fiat.
    fn steadiness(command: &Command) -> Option<u8> {
        Some(match command {
            Command::Start => 0,
            Command::AcceptFailure { .. } => 1,
            Command::Act { .. } => 2,
            Command::Move { .. } => 3,
            Command::EndTurn { .. } => 4,
            Command::Save { .. } => 5,
            Command::Exert { .. } => 6,
            Command::TakeComplication { .. } => 7,
            _ => return None,
        })
    }

    fn moves(&self) -> Vec<Command> {
        self.step_moves()
    }

    fn is_move(command: &Command) -> bool {
        TrackChase::is_move(command)
    }

    /// After a 1: accept the failure or reroll with a complication; before the move: just move,
    /// or an action with the best ability for each success effect (slowing them down where the
    /// GM places it); after it: exert or end the turn. Attacks and saves are left out, as the
    /// policy plays none.
    fn label(&self, command: &Command) -> Option<(u8, String)> {
        let turn = &self.turn;
        let best = self.current().map(|id| self.best_ability(id));
        let label = |group, text: &str| Some((group, text.to_string()));
        match command {
            Command::AcceptFailure { .. } => label(0, "accept the failure"),
            Command::TakeComplication { .. } => label(0, "reroll, with a complication"),
            Command::Move {
                past_obstacles: false,
                ..
            } if !turn.moved => label(1, "just move"),
            Command::Act {
                ability, effect, ..
            } if Some(*ability) == best => match effect {
                Effect::Shortcut => label(1, "shortcut"),
                Effect::FastLane => label(1, "fast lane"),
                Effect::SlowThemDown { at: None } => label(1, "slow 'em down"),
                Effect::SlowThemDown { .. } => None,
            },
            Command::Exert { .. } => label(2, "exert"),
            Command::EndTurn { .. } if turn.moved => label(2, "end the turn"),
            _ => None,
        }
    }
}

fn act(who: String, ability: Ability, effect: Effect) -> Command {
    Command::Act {
        who,
        ability,
        effect,
        cn: None,
        what: None,
        edge: Edge::None,
    }
}

impl TrackChase {
    /// The ability with the largest die (agility first on a tie, then cunning, might, presence).
    fn best_ability(&self, id: Id) -> Ability {
        let dice = self.participant(id).dice;
        [
            Ability::Agility,
            Ability::Cunning,
            Ability::Might,
            Ability::Presence,
        ]
        .into_iter()
        .fold(Ability::Agility, |best, a| {
            if dice.of(a) > dice.of(best) { a } else { best }
        })
    }

    /// Whether a bold participant exerts now: one is left this turn, and heart + might falls at or
    /// under half the CN ("pushing too hard") in at most 1 of 6 rolls. The screen's bar offers
    /// the exertion first by the same measure.
    pub(crate) fn exertion_worth_it(&self, id: Id) -> bool {
        if self.turn.exertions >= self.settings.exertions_per_turn {
            return false;
        }
        let dice = self.participant(id).dice;
        let (heart, might) = (dice.heart.max(1), dice.might.max(1));
        let cn = self.exertion_cn(id);
        let collapsing = (1..=heart)
            .flat_map(|h| (1..=might).map(move |m| h + m))
            .filter(|total| total * 2 <= cn)
            .count() as u32;
        collapsing.saturating_mul(BOLD_COLLAPSE_ODDS) <= heart.saturating_mul(might)
    }
}
