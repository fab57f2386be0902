//! The playout policy of a Savage Worlds chase (docs/odds.md, "Savage Worlds"): what each side
//! does when the odds play the rest of a chase. Only commands: every rule is still
//! [`super::handle`]'s, every card drawn from the chase's own deck.

use super::command::Command;
use super::state::{Ending, Id, Out, Phase, Range, SavageChase, Side, Status};
use crate::dice::Card;
use crate::engine::Name;
use crate::odds::{self, Fate, Policy, Style};

/// What a playout's policy remembers: a generator of its own for breaking ties between foes
/// alike (two prey without a card and with the same maneuvering roll), so that identical prey
/// get the same odds whichever the setup lists first.
#[derive(Default)]
pub struct Memo(u64);

impl Memo {
    /// One of `count` with equal chances (SplitMix64's step).
    fn pick(&mut self, count: usize) -> usize {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^= z >> 31;
        (z % count.max(1) as u64) as usize
    }
}

impl Policy for SavageChase {
    type Memo = Memo;

    fn memo(side_seed: impl FnOnce() -> u64) -> Memo {
        Memo(side_seed())
    }

    /// Everyone rolls for cards and keeps the highest; a cautious one keeps the highest card that
    /// is not a Club when it drew one. On its card each faces its complication, tries to recover
    /// when Shaken, makes the control roll a Shaken driver owes, and then attacks the foe it has the
    /// most advantage over (the lowest card; a group, among those its split still gives a share)
    /// if it has a weapon, is not Shaken and is in range (pursuers always; prey only when bold); then it ends
    /// its turn. A pursuer within melee reach of Shaken prey it has advantage over captures it
    /// instead (the GM's ruling, [`SavageChase::capture`]).
    fn next_command(&self, style: Style, attempt: u8, memo: &mut Memo) -> Option<Command> {
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
        let first = self.first_move(id, style, memo);
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
                (p.name.to_string(), role)
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
        Some(self.name(id).to_string())
    }

    fn styles_mean() -> &'static str {
        "bold keeps the highest card, prey attack too; cautious keeps the highest non-Club, prey only run"
    }

    fn is_over(&self) -> bool {
        self.ending.is_some() || self.phase == Phase::Over
    }

    /// The chase's length: prey still running after its last round get away.
    fn round_limit(&self) -> Option<u32> {
        self.rounds()
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

    fn moves(&self) -> Vec<Command> {
        self.step_moves()
    }

    fn is_move(command: &Command) -> bool {
        SavageChase::is_move(command)
    }

    /// Which card to keep, while the keeper must choose; on one's card, after the complication,
    /// the control roll and recovering (each alone: no choice), each foe one may attack (at
    /// range, or in melee where the card allows it), or no attack.
    fn label(&self, command: &Command) -> Option<(u8, String)> {
        let acting = self.acting()?;
        match command {
            Command::Keep { who, card } if *who == acting => {
                Some((0, format!("keep {}", shown(*card))))
            }
            Command::Complication { who } if *who == acting => {
                Some((1, "face the complication".to_string()))
            }
            Command::ControlRoll { who } if *who == acting => {
                Some((2, "the control roll".to_string()))
            }
            Command::Recover { who } if *who == acting => Some((3, "recover".to_string())),
            Command::Attack {
                who,
                target,
                melee,
                attackers: 1,
                ..
            } if *who == acting => Some((
                4,
                if *melee {
                    format!("attack {target} in melee")
                } else {
                    format!("attack {target}")
                },
            )),
            Command::EndTurn { who } if *who == acting => Some((4, "no attack".to_string())),
            _ => None,
        }
    }
}

/// The one of `candidates` (each with its key) with the lowest key; between several with the
/// same lowest key, one of them with equal chances. The candidates are gathered once, each key
/// worked out once: it is asked on every turn of every playout.
fn lowest<K: Ord + Copy>(candidates: &[(Id, K)], memo: &mut Memo) -> Option<Id> {
    let least = candidates.iter().map(|(_, key)| *key).min()?;
    let mut tied = candidates
        .iter()
        .filter(|(_, key)| *key == least)
        .map(|(id, _)| *id);
    match tied.clone().count() {
        1 => tied.next(),
        count => tied.nth(memo.pick(count)),
    }
}

/// A few foes, each with what the policy orders them by, gathered on the stack.
type Keyed<K> = smallvec::SmallVec<[(Id, K); 8]>;

impl SavageChase {
    fn name(&self, id: Id) -> Name {
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
    fn first_move(&self, id: Id, style: Style, memo: &mut Memo) -> Option<Command> {
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
        if let Some(prey) = self.capture(id, memo) {
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
        let target = self.target(id, memo)?;
        Some(self.attack(id, target))
    }

    /// The foe a participant attacks: among those it may attack now (a group: within its split),
    /// the one it has the most advantage over (the lowest card, no card lowest of all), so that
    /// its attacks fall where the cards send them and not on whoever the setup lists first;
    /// between foes without a card, the one whose maneuvering roll was lower, and between foes
    /// alike in both, one of them at random (the playout's own generator), never the first
    /// listed.
    fn target(&self, id: Id, memo: &mut Memo) -> Option<Id> {
        let key = |target: Id| (target, (self.card(target), self.hand(target).total));
        let candidates: Keyed<_> = if self.participant(id).group && self.hand(id).split.is_none() {
            // The proportional split walked once (a share is 0 where the group has no
            // advantage), rather than once a foe.
            self.proposed_shares(id)
                .filter(|(foe, share)| share.saturating_sub(self.attacks_on(id, *foe)) > 0)
                .map(|(foe, _)| key(foe))
                .collect()
        } else {
            self.attack_targets(id).map(key).collect()
        };
        lowest(&candidates, memo)
    }

    /// The prey the policy's GM rules captured by a pursuer on its card: one on foot or mounted
    /// (a vehicle and those aboard run on) that is Shaken (it cannot act well this round) and
    /// within the pursuer's reach, that is at Short range where
    /// "melee attacks are possible" (a King or higher, "Attack Range") with advantage over it. The
    /// text leaves stopping or capturing to the GM ("any prey who haven't been otherwise stopped
    /// or captured escape"); this is the GM's plainest case: hands on someone reeling.
    fn capture(&self, id: Id, memo: &mut Memo) -> Option<Id> {
        if self.participant(id).side != Side::Pursuer {
            return None;
        }
        let card = self.card(id)?;
        if Range::of(card) != Range::Short {
            return None;
        }
        let reeling: Keyed<_> = self
            .targets(id)
            .filter(|prey| {
                let prey = self.participant(*prey);
                prey.shaken && prey.rides_with.is_none() && !prey.maneuver.in_vehicle()
            })
            .map(|prey| (prey, self.card(prey)))
            .collect();
        lowest(&reeling, memo)
    }

    /// The running foes a participant has advantage over.
    fn targets(&self, id: Id) -> impl Iterator<Item = Id> + Clone + '_ {
        self.foes(id)
            .filter(move |target| self.has_advantage(id, *target))
    }

    /// The foes a participant may attack now: those it has advantage over, and for a group only
    /// those the split still gives a share of its attacks ("Groups"), so that a playout's attack
    /// is never refused for the split.
    fn attack_targets(&self, id: Id) -> impl Iterator<Item = Id> + Clone + '_ {
        let group = self.participant(id).group;
        self.targets(id)
            .filter(move |target| !group || self.share_left(id, *target) > 0)
    }

    fn attack(&self, id: Id, target: Id) -> Command {
        Command::Attack {
            held_to_split: true,
            control_now: true,
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
