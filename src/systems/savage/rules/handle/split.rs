//! "Groups": "Divide each group's attacks up proportionately among the opposition, losing attacks
//! against heroes who have Advantage over them." An attack is held to the split; the GM may
//! change it for a round, and the log says so.

use super::Decider;
use crate::engine::Name;
use crate::systems::savage::rules::error::{Refusal, SavageError};
use crate::systems::savage::rules::event::Event;
use crate::systems::savage::rules::state::{Id, Phase};

impl Decider<'_> {
    /// The GM's split of a group's attacks for this round: a number of its members at each foe
    /// (a foe not named gets none), or, with none named, the proportional split back. Each foe
    /// named must be a running foe the group has advantage over when it gets any ("losing
    /// attacks against heroes who have Advantage over them" stays the text's, whatever the
    /// split), and the shares cannot add up to more members than the group has.
    pub(super) fn split(&mut self, who: &str, shares: &[(Name, u32)]) -> Result<(), Refusal> {
        let id = self.running(who)?;
        let p = self.state.participant(id);
        if !p.group {
            return Err(SavageError::NotAGroup {
                who: p.name.to_string(),
            }
            .into());
        }
        if self.state.phase != Phase::Acting {
            return Err(match self.state.to_roll().next() {
                Some(waiting) => SavageError::StillManeuvering {
                    who: self.name(waiting),
                },
                None => SavageError::NotManeuvering,
            }
            .into());
        }
        if self.state.hand(id).kept.is_none() {
            return Err(SavageError::NoCardToSplit { who: self.name(id) }.into());
        }
        if shares.is_empty() {
            self.emit(Event::SplitChanged {
                who: id,
                shares: None,
            });
            return Ok(());
        }
        let count = p.count;
        let mut split: Vec<(Id, u32)> = Vec::new();
        for (name, n) in shares {
            let target = self.running(name)?;
            if split.iter().any(|(foe, _)| *foe == target) {
                return Err(SavageError::SplitTwice {
                    target: self.name(target),
                }
                .into());
            }
            if !self.state.opposed(id, target) {
                return Err(SavageError::SameSide {
                    who: self.name(id),
                    target: self.name(target),
                }
                .into());
            }
            // "Groups": "losing attacks against heroes who have Advantage over them". A split
            // names only foes the group has advantage over, a share of none included:
            // holding back from a foe it cannot attack anyway decides nothing.
            if !self.state.has_advantage(id, target) {
                return Err(SavageError::NoAdvantage {
                    who: self.name(id),
                    target: self.name(target),
                    mine: self.card_text(id),
                    theirs: self.card_text(target),
                }
                .into());
            }
            split.push((target, *n));
        }
        let asked = split.iter().map(|(_, n)| u64::from(*n)).sum::<u64>();
        if asked > u64::from(count) {
            return Err(SavageError::SplitTooMany {
                who: self.name(id),
                count,
                asked: u32::try_from(asked).unwrap_or(u32::MAX),
            }
            .into());
        }
        self.emit(Event::SplitChanged {
            who: id,
            shares: Some(split),
        });
        Ok(())
    }

    /// "Groups": `attackers` more of a group may attack `target` only within its share of the
    /// split this round.
    pub(super) fn within_share(
        &self,
        id: Id,
        target: Id,
        attackers: u32,
    ) -> Result<(), SavageError> {
        let left = self.state.share_left(id, target);
        if attackers <= left {
            return Ok(());
        }
        let made = self.state.attacks_on(id, target);
        Err(SavageError::BeyondShare {
            whose: super::super::groups::possessive(&self.name(id)),
            target: self.name(target),
            how: if self.state.split_changed(id) {
                "share by the GM's split"
            } else {
                "proportional share"
            },
            share: self.state.share(id, target),
            made: match made {
                0 => String::new(),
                n => format!(" ({n} attacked already)"),
            },
            asked: attackers,
        })
    }
}
