//! What a state allows: the legal commands of a chase, as a chess library's `legal_moves` is for a
//! position. Each system says once, in its pure rules (`src/systems/<name>/rules/legal.rs`), which
//! commands make up its command space in a state (every participant, target, vehicle, path, card
//! and choice a keeper could name there, with the free text and the numbers the screen's forms
//! offer); [`Legal::legal_commands`] keeps those the system's own `handle` accepts. So the screen's
//! hints, the odds' policies and the tests all read the one answer, and it can never disagree with
//! the rules that decide: there is no second copy of any rule here.
//!
//! Commands carry no dice: a command that only needs a roll to go on is legal (the roll comes
//! through the roller when it is made).

use super::{Refusal, Rules};
use crate::dice::{NeedDice, Roller};

/// How the rules answer a command in a state, without any dice.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// Carried out as it stands (no roll needed).
    Accepted,
    /// Accepted so far: the rules ask for a roll before they can say more.
    NeedsDice,
    /// Refused, and why, in the keeper's words.
    Refused(String),
}

impl Verdict {
    /// Whether the keeper may give the command now (a roll may still be asked for).
    pub fn is_legal(&self) -> bool {
        !matches!(self, Verdict::Refused(_))
    }
}

/// The dry run every legal command passes: `handle` with a roller that holds no dice, so that the
/// rules stop at the first roll they need; a command that needs one is then run once more with
/// seeded dice, so that a command the rules refuse only after a roll (a step checked after the
/// dice) is refused here too and never opens a dice prompt for nothing.
pub fn verdict<R: Rules>(state: &R, command: &R::Command) -> Verdict {
    DryRun::new(state).verdict(command)
}

/// Dry runs of many commands on one state, as [`verdict`] makes them, on a single scratch copy:
/// each command is decided in place on the copy, and the copy is put back (`clone_from`, which
/// keeps its allocations) only when the command changed it. Most commands of a command space are
/// refused before their first event (another's turn, a name that cannot act), so a state's legal
/// commands cost one copy of the state instead of one or two per command.
pub struct DryRun<'a, R: Rules> {
    original: &'a R,
    scratch: R,
    events: Vec<R::Event>,
}

impl<'a, R: Rules> DryRun<'a, R> {
    pub fn new(original: &'a R) -> Self {
        DryRun {
            original,
            scratch: original.clone(),
            events: Vec::new(),
        }
    }

    /// How the rules answer `command` in the original state; see [`verdict`].
    pub fn verdict(&mut self, command: &R::Command) -> Verdict {
        match self.answer(command) {
            Ok(needs_dice) if needs_dice => Verdict::NeedsDice,
            Ok(_) => Verdict::Accepted,
            Err(error) => Verdict::Refused(error.to_string()),
        }
    }

    /// Whether the rules accept `command` in the original state (up to a roll): [`Self::verdict`]
    /// without the sentence of a refusal, which a generator that drops the refused never reads.
    pub fn allows(&mut self, command: &R::Command) -> bool {
        self.answer(command).is_ok()
    }

    /// Accepted (and whether only up to a roll), or refused and why.
    fn answer(&mut self, command: &R::Command) -> Result<bool, Refusal<R::Error>> {
        match self.decide(command, &mut Roller::given([])) {
            Ok(()) => Ok(false),
            Err(Refusal::Dice(NeedDice::Missing(_))) => {
                match self.decide(command, &mut Roller::seeded(0)) {
                    Err(error @ Refusal::Rule(_)) => Err(error),
                    _ => Ok(true),
                }
            }
            Err(error) => Err(error),
        }
    }

    /// Decides `command` on the scratch copy and puts the copy back if anything was applied.
    fn decide(
        &mut self,
        command: &R::Command,
        roller: &mut Roller,
    ) -> Result<(), Refusal<R::Error>> {
        self.events.clear();
        let decided = self.scratch.decide(command, roller, &mut self.events);
        if !self.events.is_empty() {
            self.scratch.clone_from(self.original);
            self.events.clear();
        }
        decided
    }
}

/// A system's generator of legal commands. A system writes [`Legal::command_space`]; the rest
/// follows from its `handle`.
pub trait Legal: Rules {
    /// Every command a keeper could give in this state, once each: the system's command shapes
    /// filled with the names the state holds (participants, targets, vehicles, paths, cards) and
    /// the choices its forms offer. Free text (what an action attempts) is a fixed placeholder and
    /// a modifier that never decides whether a command is accepted (a damage override, a GM's
    /// bonus) keeps its default. It may hold commands the rules refuse; it must not leave out one
    /// they would accept (the property tests check this against a wider, random space).
    fn command_space(&self) -> Vec<Self::Command>;

    /// The command space one command at a time, in [`Legal::command_space`]'s order, for a reader
    /// that need not hold it whole: at a track's 1000 locations the whole space of a Call of
    /// Cthulhu chase is about 9,000 commands (2.9 MB), asked for on the first frame after a
    /// resume. A system whose space grows with its track writes this and builds its
    /// `command_space` from it.
    fn each_command(&self, visit: &mut dyn FnMut(Self::Command)) {
        self.command_space().into_iter().for_each(visit);
    }

    /// Every command of the command space the rules accept now (or accept up to a roll), in the
    /// command space's order.
    fn legal_commands(&self) -> Vec<Self::Command> {
        let mut dry_run = DryRun::new(self);
        self.command_space()
            .into_iter()
            .filter(|command| dry_run.allows(command))
            .collect()
    }

    /// Whether the rules accept a command now (up to a roll).
    fn allows(&self, command: &Self::Command) -> bool {
        verdict(self, command).is_legal()
    }
}

/// A name nobody uses yet among `taken` (any case): `base`, else `base 2`, `base 3`, ...; for the
/// new paths, obstacles and participants a command space names.
pub fn fresh(base: &str, taken: &[&str]) -> String {
    let free = |name: &str| !taken.iter().any(|t| t.eq_ignore_ascii_case(name));
    if free(base) {
        return base.to_string();
    }
    (2..)
        .map(|n| format!("{base} {n}"))
        .find(|name| free(name))
        .unwrap_or_default()
}
