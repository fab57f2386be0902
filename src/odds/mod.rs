//! Live odds: from where a chase stands, play the rest of it many times with seeded dice and count
//! who gets away, who is caught and who is put out (the policies are in docs/odds.md).
//!
//! A playout runs the system's own `handle` and `apply` ([`crate::engine::Rules`]) on a scratch
//! copy of the state: there is no second copy of any rule here. What a system brings is its
//! [`Policy`]: which command its sides (and the keeper's hand) give next, in a simple documented
//! way, and how each participant's chase stands ([`Fate`]). A system implements it in its own
//! module (`src/systems/<system>/rules/odds.rs`); this module names no system but in [`chase`], which
//! runs the odds on whichever system a [`crate::systems::Chase`] holds.
//!
//! Pure, like the engine: no terminal, no files, no clock. The screen runs it on a worker thread.

pub mod chase;
mod playout;
mod tally;

pub use playout::{
    Ended, Limits, Part, Played, Start, leave_a_core_to_the_screen, play_out, playout,
    playout_from, run, run_choice, run_part,
};
pub use tally::{Mean, ParticipantOdds, Share, Tally};

use crate::engine::Legal;
use serde::{Deserialize, Serialize};

/// How the sides play the rest of the chase in a playout; a setup chooses (`odds: (style:
/// Cautious)`), bold by default. Each system says in docs/odds.md what the two mean for it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Style {
    /// Every quarry flees as fast as it can, every pursuer chases, risks are taken.
    #[default]
    Bold,
    /// The same, but hazards are approached with care and risky pushes are left alone.
    Cautious,
}

impl Style {
    pub fn word(self) -> &'static str {
        match self {
            Style::Bold => "bold",
            Style::Cautious => "cautious",
        }
    }
}

/// What the odds of a chase are computed with: the setup's `odds` field, the command line's flags.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename = "odds", default, deny_unknown_fields)]
pub struct Settings {
    pub style: Style,
    /// Playouts behind each figure.
    pub runs: u32,
    /// A playout stops after this many rounds, counting the current one; a quarry still running
    /// then counts as "still running".
    pub rounds: u32,
}

impl Default for Settings {
    fn default() -> Self {
        Settings {
            style: Style::Bold,
            runs: 2000,
            rounds: 30,
        }
    }
}

/// Which side a participant is on, as the odds count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Side {
    Quarry,
    Pursuer,
    /// Neither (a vehicle or mount of the position clocks, which others ride).
    Other,
}

/// How a participant's chase stands, as the odds count it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Fate {
    /// Still in the chase (or neither side's business, like a ride).
    Running,
    /// Got away: escaped, reached safety, filled its clock, or every pursuer lost it.
    Escaped,
    /// Caught, by the participant with this index when one did.
    Caught { by: Option<usize> },
    /// Put out of the chase: unconscious, dead, collapsed, wrecked, left behind.
    Out,
    /// Finished a race that was decided without placing (the places went to others): neither got
    /// away nor still running.
    Unplaced,
}

/// One of the acting participant's open choices, and the command that makes it; the preview plays
/// the rest of the chase after each.
#[derive(Clone, Debug, PartialEq)]
pub struct Choice<C> {
    /// In the keeper's words: "cautious 1 on Mud", "shortcut".
    pub label: String,
    pub command: C,
    /// A command the choice makes right after the first, when a choice is two in a row (the
    /// chase track's move, then its exertion or the end of the turn).
    pub then: Option<C>,
}

/// A system's playout policy: what its sides do next in a playout. Implemented by each system in
/// its own module; the rules themselves stay the system's `handle` and `apply`.
pub trait Policy: Legal {
    /// What the policy remembers within one playout (a tracking roll already called this round).
    type Memo: Default;

    /// What the policy remembers at the start of a playout, given a seed of its own for the ties
    /// a steady player breaks at random ([`crate::dice::Roller::side_seed`]: the rules' dice
    /// stay as they were). The seed is asked for only by a policy that breaks ties so: drawing
    /// it costs a block of the generator, a few per cent of a playout of the other systems.
    fn memo(side_seed: impl FnOnce() -> u64) -> Self::Memo {
        let _ = side_seed;
        Self::Memo::default()
    }

    /// The next command, or `None` when the policy has nothing to give (the playout ends as it
    /// stands). `attempt` counts the commands the rules refused at this point: 0 asks for the
    /// policy's first choice, 1 for its fallback (usually ending the turn), and so on.
    fn next_command(
        &self,
        style: Style,
        attempt: u8,
        memo: &mut Self::Memo,
    ) -> Option<Self::Command>;

    /// Every participant with its name and side, in the order of [`Policy::fate`]'s index.
    fn roster(&self) -> Vec<(String, Side)>;

    /// How participant `index`'s chase stands.
    fn fate(&self, index: usize) -> Fate;

    /// The round the chase is in (0 before it starts).
    fn round(&self) -> u32;

    /// The name of the participant whose turn it is, if anyone's.
    fn acting(&self) -> Option<String>;

    /// Whether the chase has ended (cheaper than [`Rules::outcome`], which tells it in words).
    fn is_over(&self) -> bool;

    /// What "bold" and "cautious" mean in this system, in one line of the keeper's words (the
    /// odds panel's note and `chasetrack odds` say it): "bold ...; cautious ...".
    fn styles_mean() -> &'static str;

    /// The last round the rules play, when the setup gives the chase one (a GURPS `round_limit`,
    /// a Savage Worlds chase's length): the chase ends after it whatever a playout's limit says.
    fn round_limit(&self) -> Option<u32> {
        None
    }

    /// The rounds a playout from here plays at most, counting the current one: the odds'
    /// `rounds`, or the rounds the setup's own limit leaves when they are fewer; and whether the
    /// setup's limit is the one that ends it.
    fn rounds_at_most(&self, rounds: u32) -> (u32, bool) {
        match self.round_limit() {
            Some(last) => {
                let left = last.saturating_sub(self.round().max(1)) + 1;
                if left < rounds {
                    (left, true)
                } else {
                    (rounds, false)
                }
            }
            None => (rounds, false),
        }
    }

    /// The step's moves: the commands of the system's command space ([`Legal::command_space`])
    /// that carry the chase on ([`Policy::is_move`]), for those who may give one now (the
    /// acting participant or side, the keeper's rulings on the step), and no others. Each system
    /// writes it beside its command space (`rules/legal.rs`), from the same pieces, so that a
    /// playout and the preview read the rules' legal moves without paying the whole generator:
    /// a few dozen commands instead of hundreds. Its legal commands ([`Policy::legal_moves`]) are
    /// exactly the legal commands of the whole space that are moves (`tests/odds_moves.rs`, in
    /// every state of random play and of the golden scripts).
    fn moves(&self) -> Vec<Self::Command>;

    /// Whether a command is a move of the chase (a participant's action, a roll the chase asks
    /// for, the keeper's ruling on what a step decided), as against the keeper's edits of the
    /// scene, free-form actions and endings by fiat; by its shape alone.
    fn is_move(command: &Self::Command) -> bool;

    /// The step's legal moves: [`Policy::moves`] that the rules accept now (up to a roll), by the
    /// same dry run as [`Legal::legal_commands`].
    fn legal_moves(&self) -> Vec<Self::Command> {
        let mut dry_run = crate::engine::DryRun::new(self);
        self.moves()
            .into_iter()
            .filter(|command| dry_run.allows(command))
            .collect()
    }

    /// A command the policy gives, as the step's moves list it: the numbers it fills in that
    /// the keeper types at the table and that never decide whether the rules take it (a
    /// participant's bonus to a roll) back at the form's default. The policy's command is always
    /// one of the step's moves so read (`tests/odds_moves.rs`).
    fn listed(&self, command: &Self::Command) -> Self::Command {
        command.clone()
    }

    /// How the keeper names one of the acting participant's moves in the preview, and the group
    /// it belongs to (lower groups are the more pressing choice: the hazard ahead before the end
    /// of the turn); `None` for a move that is not the acting participant's own choice (a
    /// keeper's ruling, another's roll) or that only repeats another's label with a form's
    /// detail (a skill typed at the table, a stunt at a steeper penalty).
    fn label(&self, command: &Self::Command) -> Option<(u8, String)>;

    /// The acting participant's open choices, each as the command that makes it: its legal moves
    /// ([`Policy::legal_moves`]) of the most pressing group, one per label, in the order of the
    /// step's moves; empty when nobody is acting or that group leaves one way to go.
    fn choices(&self) -> Vec<Choice<Self::Command>> {
        labelled_choices(self)
    }

    /// Where the policy's own commands are all refused, its pick among the moves the rules
    /// accept now ([`Policy::legal_moves`], in the generator's order): the index of the
    /// one a steady player would give, or `None` when none of them is a player's move (the
    /// keeper's edits and endings are never picked: a playout must not end a chase by fiat).
    fn pick_legal(&self, style: Style, legal: &[Self::Command]) -> Option<usize> {
        let _ = style;
        legal
            .iter()
            .enumerate()
            .filter_map(|(index, command)| Some((Self::steadiness(command)?, index)))
            .min()
            .map(|(_, index)| index)
    }

    /// How readily a steady player gives a command, lowest first; `None` for what the policy
    /// never gives of itself (the keeper's edits of the scene, endings by fiat).
    fn steadiness(command: &Self::Command) -> Option<u8>;
}

/// [`Policy::choices`] as most systems have it: the acting participant's legal moves of the most
/// pressing group, one per label; a system whose choices need more (the chase track's move and
/// exertion) starts from these.
pub fn labelled_choices<P: Policy>(state: &P) -> Vec<Choice<P::Command>> {
    if state.acting().is_none() {
        return Vec::new();
    }
    let mut labelled: Vec<(u8, usize, String, P::Command)> = Vec::new();
    for (index, command) in state.legal_moves().into_iter().enumerate() {
        if let Some((group, label)) = state.label(&command)
            && !labelled
                .iter()
                .any(|(g, _, l, _)| *g == group && *l == label)
        {
            labelled.push((group, index, label, command));
        }
    }
    labelled.sort_by_key(|(group, index, _, _)| (*group, *index));
    let Some(group) = labelled.first().map(|(group, ..)| *group) else {
        return Vec::new();
    };
    if labelled.iter().filter(|(g, ..)| *g == group).count() < 2 {
        return Vec::new();
    }
    labelled
        .into_iter()
        .filter(|(g, ..)| *g == group)
        .map(|(_, _, label, command)| Choice {
            label,
            command,
            then: None,
        })
        .collect()
}
