//! The playout policy of a Savage Worlds chase (docs/odds.md, "Savage Worlds"): what each side
//! does when the odds play the rest of a chase. Only commands: every rule is still
//! [`super::handle`]'s, every card drawn from the chase's own deck.

use super::command::Command;
use super::state::{Ending, Id, Out, Phase, Range, SavageChase, Side, Status};
use crate::dice::Card;
use crate::odds::{self, Choice, Fate, Policy, Style};

impl Policy for SavageChase {
    type Memo = ();

    /// Everyone rolls for cards and keeps the highest; a cautious one keeps the highest card that
    /// is not a Club when it drew one. On its card each faces its complication, tries to recover
    /// when Shaken, makes the control roll a Shaken driver owes, and then attacks the foe it has the
    /// most advantage over (the lowest card; a group, among those its split still gives a share)
    /// if it has a weapon, is not Shaken and is in range (pursuers always; prey only when bold); then it ends
    /// its turn. A pursuer within melee reach of Shaken prey it has advantage over captures it
    /// instead (the GM's ruling, [`SavageChase::capture`]).
    fn next_command(&self, style: Style, attempt: u8, _: &mut ()) -> Option<Command> {
        if self.phase == Phase::Over {
            return None;
        }
        if let Some(id) = self.choosing() {
            return (attempt == 0).then(|| Command::Keep {
                who: self.name(id),
                card: self.keep(id, style),
            });
        }
        if self.phase == Phase::Maneuvering {
            let id = self.to_roll().next()?;
            return (attempt == 0).then(|| Command::Maneuver {
                who: self.name(id),
                helpers: Vec::new(),
                modifier: 0,
            });
        }
        let id = self.current()?;
        let who = self.name(id);
        let first = self.first_move(id, style);
        match (attempt, first) {
            (0, Some(command)) => Some(command),
            (0, None) | (1, _) => Some(Command::EndTurn { who }),
            _ => None,
        }
    }

    fn roster(&self) -> Vec<(String, odds::Side)> {
        self.participants
            .iter()
            .map(|p| {
                let role = match p.side {
                    Side::Prey => odds::Side::Quarry,
                    Side::Pursuer => odds::Side::Pursuer,
                };
                (p.name.clone(), role)
            })
            .collect()
    }

    /// Stopped or captured prey are caught, by the foe the GM named when it named one (the
    /// policy's GM names the pursuer that captures);
    /// prey still running when the last round ends, or when no pursuer is left, got away.
    fn fate(&self, index: usize) -> Fate {
        let Some(participant) = self.participants.get(index) else {
            return Fate::Running;
        };
        match participant.status {
            Status::Out(Out::Escaped | Out::Withdrew) => Fate::Escaped,
            Status::Out(Out::Captured | Out::Stopped) => Fate::Caught {
                by: participant.caught_by.map(usize::from),
            },
            Status::Out(Out::Disaster | Out::Incapacitated) => Fate::Out,
            Status::Running
                if participant.side == Side::Prey
                    && matches!(self.ending, Some(Ending::TimeUp | Ending::PursuersGone)) =>
            {
                Fate::Escaped
            }
            Status::Running => Fate::Running,
        }
    }

    fn round(&self) -> u32 {
        self.round
    }

    fn acting(&self) -> Option<String> {
        let id = self
            .choosing()
            .or_else(|| self.to_roll().next())
            .or_else(|| self.current())?;
        Some(self.name(id))
    }

    fn is_over(&self) -> bool {
        self.ending.is_some() || self.phase == Phase::Over
    }

    /// The maneuvering roll, the card kept, the complication, the control roll and recovering,
    /// then the end of the turn; never the GM's Shaken, take-out or ending by fiat.
    fn steadiness(command: &Command) -> Option<u8> {
        Some(match command {
            Command::Maneuver { .. } => 0,
            Command::Keep { .. } => 1,
            Command::Complication { .. } => 2,
            Command::ControlRoll { .. } => 3,
            Command::Recover { .. } => 4,
            Command::EndTurn { .. } => 5,
            _ => return None,
        })
    }

    /// Which card to keep, while the keeper must choose; on one's card, each foe one may attack,
    /// or no attack.
    fn choices(&self) -> Vec<Choice<Command>> {
        if let Some(id) = self.choosing() {
            let who = self.name(id);
            let mut cards = self.hand(id).drawn.clone();
            cards.sort_unstable_by(|a, b| b.cmp(a));
            cards.dedup();
            return cards
                .into_iter()
                .map(|card| Choice {
                    label: format!("keep {}", shown(card)),
                    command: Command::Keep {
                        who: who.clone(),
                        card,
                    },
                })
                .collect();
        }
        let Some(id) = self.current() else {
            return Vec::new();
        };
        if self.participant(id).weapon.is_none() || self.hand(id).attacks > 0 {
            return Vec::new();
        }
        let who = self.name(id);
        let mut choices: Vec<Choice<Command>> = self
            .attack_targets(id)
            .map(|target| Choice {
                label: format!("attack {}", self.participant(target).name),
                command: self.attack(id, target),
            })
            .collect();
        if !choices.is_empty() {
            choices.push(Choice {
                label: "no attack".to_string(),
                command: Command::EndTurn { who },
            });
        }
        choices
    }
}

impl SavageChase {
    fn name(&self, id: Id) -> String {
        self.participant(id).name.clone()
    }

    /// The card the policy keeps: the highest, or for a cautious one the highest that brings no
    /// complication, if it drew one.
    fn keep(&self, id: Id, style: Style) -> Card {
        let drawn = &self.hand(id).drawn;
        let highest = drawn.iter().copied().max();
        let safe = drawn.iter().copied().filter(|card| !card.is_club()).max();
        match (style, safe) {
            (Style::Cautious, Some(card)) => card,
            _ => highest.unwrap_or_else(|| drawn.first().copied().unwrap_or(Card(0))),
        }
    }

    /// What a participant does first on its card, before ending its turn, if anything.
    fn first_move(&self, id: Id, style: Style) -> Option<Command> {
        let who = self.name(id);
        let participant = self.participant(id);
        let hand = self.hand(id);
        if self.complication_waiting(id).is_some() {
            return Some(Command::Complication { who });
        }
        if participant.control_roll {
            return Some(Command::ControlRoll { who });
        }
        if participant.shaken && !hand.recovered {
            return Some(Command::Recover { who });
        }
        if let Some(prey) = self.capture(id) {
            return Some(Command::TakeOut {
                who: self.name(prey),
                out: Out::Captured,
                by: Some(who),
            });
        }
        let attacks = participant.side == Side::Pursuer || style == Style::Bold;
        // Still Shaken after trying to recover, or on a Two ("Out of Range"): no attack, rather
        // than one the rules refuse.
        let out_of_range = self
            .card(id)
            .is_none_or(|card| Range::of(card) == Range::OutOfRange);
        if !attacks
            || participant.weapon.is_none()
            || hand.attacks > 0
            || hand.distracted
            || participant.shaken
            || out_of_range
        {
            return None;
        }
        let target = self.target(id)?;
        Some(self.attack(id, target))
    }

    /// The foe a participant attacks: among those it may attack now (a group: within its split),
    /// the one it has the most advantage over (the lowest card, no card lowest of all), so that its attacks fall where the cards send them and not on
    /// whoever the setup lists first; between foes without a card, the one whose maneuvering roll
    /// was lower, and on a tie there too, the one the attacker's own roll picks.
    fn target(&self, id: Id) -> Option<Id> {
        let targets: Vec<Id> = self.attack_targets(id).collect();
        let count = targets.len().max(1);
        let pick = self.hand(id).total.unwrap_or(0).unsigned_abs() as usize % count;
        targets
            .iter()
            .enumerate()
            .min_by_key(|(index, target)| {
                (
                    self.card(**target),
                    self.hand(**target).total,
                    (index + count - pick) % count,
                )
            })
            .map(|(_, target)| *target)
    }

    /// The prey the policy's GM rules captured by a pursuer on its card: one on foot or mounted
    /// (a vehicle and those aboard run on) that is Shaken (it cannot act well this round) and
    /// within the pursuer's reach, that is at Short range where
    /// "melee attacks are possible" (a King or higher, "Attack Range") with advantage over it. The
    /// text leaves stopping or capturing to the GM ("any prey who haven't been otherwise stopped
    /// or captured escape"); this is the GM's plainest case: hands on someone reeling.
    fn capture(&self, id: Id) -> Option<Id> {
        if self.participant(id).side != Side::Pursuer {
            return None;
        }
        let card = self.card(id)?;
        if Range::of(card) != Range::Short {
            return None;
        }
        self.targets(id)
            .filter(|prey| {
                let prey = self.participant(*prey);
                prey.shaken && prey.rides_with.is_none() && !prey.maneuver.in_vehicle()
            })
            .min_by_key(|prey| self.card(*prey))
    }

    /// The running foes a participant has advantage over.
    fn targets(&self, id: Id) -> impl Iterator<Item = Id> + '_ {
        self.foes(id)
            .filter(move |target| self.has_advantage(id, *target))
    }

    /// The foes a participant may attack now: those it has advantage over, and for a group only
    /// those the split still gives a share of its attacks ("Groups"), so that a playout's attack
    /// is never refused for the split.
    fn attack_targets(&self, id: Id) -> impl Iterator<Item = Id> + '_ {
        let group = self.participant(id).group;
        self.targets(id)
            .filter(move |target| !group || self.share_left(id, *target) > 0)
    }

    fn attack(&self, id: Id, target: Id) -> Command {
        Command::Attack {
            held_to_split: true,
            who: self.name(id),
            target: self.name(target),
            melee: false,
            attackers: 1,
            modifier: 0,
        }
    }
}

/// A card as the screen writes it: `J♣`, `Jk`.
fn shown(card: Card) -> String {
    format!("{}{}", card.rank_text(), card.suit_symbol())
}
