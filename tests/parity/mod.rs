//! What the parity test between the rules and the screen is made of: the states it looks at
//! ([`states`]), the search for the keys that issue a command ([`search`]), and those keys pressed
//! on the real screen ([`press`]). Each system takes part through [`OnScreen`].

pub mod press;
pub mod search;
pub mod states;

/// Fails with every problem a property found, each once and sorted, and how many there are.
pub fn assert_no_problems(mut problems: Vec<String>) {
    problems.sort();
    problems.dedup();
    assert!(
        problems.is_empty(),
        "{}\n{} problems",
        problems.join("\n"),
        problems.len()
    );
}

use crate::legal_wide::Wide;
use chasetrack::engine::{Name, Session};
use chasetrack::systems::Chase;
use chasetrack::systems::screens::Pick;

/// A system as the parity test drives it: its screen, its generator (with the wider space's
/// `normal`, which maps a command the screen gives to the one the generator lists), and its chase.
pub trait OnScreen: Pick + Wide {
    /// A chase of this system standing in `session`.
    fn chase(session: Session<Self>) -> Chase;

    /// Whether the command the screen gave is the legal command looked for: the same, or the
    /// same decision (free text and a modifier that never decides acceptance aside).
    fn same(&self, given: &Self::Command, legal: &Self::Command) -> bool {
        given == legal || self.normal(given) == *legal
    }
}

macro_rules! on_screen {
    ($($state:ty => $word:ident),*) => {
        $(impl OnScreen for $state {
            fn chase(session: Session<Self>) -> Chase {
                Chase::$word(session)
            }
        })*
    };
}

on_screen!(
    chasetrack::systems::track::rules::TrackChase => Track,
    chasetrack::systems::clocks::rules::ClockChase => Clocks,
    chasetrack::systems::gurps::rules::GurpsChase => Gurps
);

impl OnScreen for chasetrack::systems::savage::rules::SavageChase {
    fn chase(session: Session<Self>) -> Chase {
        Chase::Savage(session)
    }

    /// A group's split names each foe it gives a number (the screen's form asks for every foe it
    /// has advantage over, the generator names one): a foe left out gets none, so two splits
    /// that give each foe the same number are the same split.
    fn same(&self, given: &Self::Command, legal: &Self::Command) -> bool {
        use chasetrack::systems::savage::rules::Command;
        if given == legal || self.normal(given) == *legal {
            return true;
        }
        match (given, legal) {
            (
                Command::Split { who, shares },
                Command::Split {
                    who: other,
                    shares: others,
                },
            ) if who == other && !shares.is_empty() && !others.is_empty() => {
                let share = |list: &[(Name, u32)], foe: &str| {
                    list.iter().find(|(f, _)| f == foe).map_or(0, |(_, n)| *n)
                };
                shares
                    .iter()
                    .chain(others)
                    .all(|(foe, _)| share(shares, foe) == share(others, foe))
            }
            // Back to the proportional split, and the proportional numbers given one by one, are
            // the same split (the form says the second as the first).
            (
                Command::Split { who, shares },
                Command::Split {
                    who: other,
                    shares: others,
                },
            ) if who == other && (shares.is_empty() != others.is_empty()) => {
                let Some(group) = self.ids().find(|id| self.participant(*id).name == *who) else {
                    return false;
                };
                let given = if shares.is_empty() { others } else { shares };
                let proposed: Vec<(Name, u32)> = self
                    .proposed_split(group)
                    .into_iter()
                    .map(|(foe, n)| (self.participant(foe).name.clone(), n))
                    .collect();
                let share = |list: &[(Name, u32)], foe: &str| {
                    list.iter().find(|(f, _)| f == foe).map_or(0, |(_, n)| *n)
                };
                given
                    .iter()
                    .chain(&proposed)
                    .all(|(foe, _)| share(given, foe) == share(&proposed, foe))
            }
            _ => false,
        }
    }
}

impl OnScreen for chasetrack::systems::coc7::rules::Coc7 {
    fn chase(session: Session<Self>) -> Chase {
        Chase::Coc7(session)
    }

    /// "Characters Creating Hazards": the screen names what is left behind as its menu writes it
    /// ("Secure a door using Locksmith") and lets those behind roll the chase's own skill; the
    /// generator names it as the text does and leaves their skills open. The same creation, at
    /// the same cost, rolled with the same skill, is the same decision.
    fn same(&self, given: &Self::Command, legal: &Self::Command) -> bool {
        use chasetrack::systems::coc7::rules::Command;
        if given == legal || self.normal(given) == *legal {
            return true;
        }
        match (given, legal) {
            (
                Command::CreateObstacle {
                    who,
                    obstacle,
                    cost,
                    skill,
                    difficulty,
                },
                Command::CreateObstacle {
                    who: who_too,
                    obstacle: obstacle_too,
                    cost: cost_too,
                    skill: skill_too,
                    difficulty: difficulty_too,
                },
            ) => {
                who == who_too
                    && cost == cost_too
                    && skill == skill_too
                    && difficulty == difficulty_too
                    && obstacle.name().eq_ignore_ascii_case(obstacle_too.name())
                    && std::mem::discriminant(obstacle) == std::mem::discriminant(obstacle_too)
            }
            _ => false,
        }
    }
}
