//! "Groups": how a group of extras' attacks are divided among the opposition this round.
//!
//! "Divide each group's attacks up proportionately among the opposition, losing attacks against
//! heroes who have Advantage over them. ... (This keeps characters with low cards from getting
//! attacked by every enemy in the chase.)" The proportional split ([`SavageChase::proposed_split`])
//! is what the tool holds a group to; the GM may change it for a round (`Command::Split`), and the
//! log says so. The split is taken as the group acts, over the foes still in the chase and the
//! members still standing; the attacks already made this round count against each foe's share.

use super::state::{Id, SavageChase};

impl SavageChase {
    /// A foe's share of a group's attacks this round: the GM's split when one is given (a foe it
    /// does not name gets none), else the proportional one.
    pub fn share(&self, group: Id, target: Id) -> u32 {
        fn of(mut split: impl Iterator<Item = (Id, u32)>, target: Id) -> u32 {
            split.find(|(foe, _)| *foe == target).map_or(0, |(_, n)| n)
        }
        match &self.hand(group).split {
            Some(split) => of(split.iter().copied(), target),
            None => of(self.proposed_shares(group), target),
        }
    }

    /// The attacks a participant made at a foe this round.
    pub fn attacks_on(&self, who: Id, target: Id) -> u32 {
        self.hand(who)
            .attacked
            .iter()
            .find(|(foe, _)| *foe == target)
            .map_or(0, |(_, n)| *n)
    }

    /// How many more of a group may attack a foe this round under the split.
    pub fn share_left(&self, group: Id, target: Id) -> u32 {
        self.share(group, target)
            .saturating_sub(self.attacks_on(group, target))
    }

    /// Whether the GM changed the group's split this round.
    pub fn split_changed(&self, group: Id) -> bool {
        self.hand(group).split.is_some()
    }

    /// The split in force as a list of foes with their shares, in the setup's order.
    pub fn split(&self, group: Id) -> Vec<(Id, u32)> {
        match &self.hand(group).split {
            Some(_) => self
                .foes(group)
                .map(|foe| (foe, self.share(group, foe)))
                .collect(),
            None => self.proposed_split(group),
        }
    }
}

/// A name as a possessive: "the Gangers'", "the Wolf pack's".
pub fn possessive(name: &str) -> String {
    format!("the {}", crate::engine::names::possessive(name))
}

/// A split in words: "2 at Dala, 1 at Abel", or "no attack at anyone".
pub fn split_text(state: &SavageChase, split: &[(Id, u32)]) -> String {
    let parts: Vec<String> = split
        .iter()
        .filter(|(_, n)| *n > 0)
        .map(|(foe, n)| format!("{n} at {}", state.participant(*foe).name))
        .collect();
    if parts.is_empty() {
        "no attack at anyone".to_string()
    } else {
        parts.join(", ")
    }
}
