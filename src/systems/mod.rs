//! The closed list of chase systems: the one file a new system adds its arms to.
//!
//! The engine (`crate::engine`) is generic and names no system; the rules modules
//! (`crate::rules::*`) each implement its `Rules`. This file ties them together: the [`Chase`] enum
//! over the systems' sessions, the [`AnyCommand`] an autosave journal stores, the [`SystemKind`]
//! with its names, the [`System`] trait that turns one system's command into the journal's and
//! back, and [`each!`](crate::systems::each), which runs one generic body on whichever session a
//! chase holds. Everything else matches over these enums exhaustively (no catch-all arm), so a new
//! variant here makes the compiler list every other place that must learn about it; the checklist
//! is "Adding a chase system" in docs/architecture.md.
//!
//! Closed enums and no `dyn`, as DESIGN.md asks: a chase is one of a known few, chosen when its
//! setup is loaded, and serde reads and writes the journal's commands by the variant's name.

pub mod clocks;
pub mod coc7;
pub mod gurps;
pub mod savage;
pub mod track;

use crate::engine::{Outcome, Rules, Session};
use crate::systems::clocks::rules::ClockChase;
use crate::systems::coc7::rules::Coc7;
use crate::systems::gurps::rules::GurpsChase;
use crate::systems::savage::rules::SavageChase;
use crate::systems::track::rules::TrackChase;
use serde::{Deserialize, Serialize};

/// A chase in play, whichever system runs it.
#[derive(Clone, Debug)]
pub enum Chase {
    Coc7(Session<Coc7>),
    Track(Session<TrackChase>),
    Clocks(Session<ClockChase>),
    Gurps(Session<GurpsChase>),
    Savage(Session<SavageChase>),
}

/// A command for any system, as an autosave journal stores it. The variant names are written in
/// journals on disk: never rename one.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub enum AnyCommand {
    Coc7(coc7::rules::Command),
    Track(track::rules::Command),
    Clocks(clocks::rules::Command),
    Gurps(gurps::rules::Command),
    Savage(savage::rules::Command),
}

/// Runs `$body` with `$session` bound to the chase's `Session<R>`, whichever system it is: the
/// one `match` over [`Chase`] that generic code needs, so that a function over every system is
/// written once (`each!(chase, session => session.journal().len())`). `R` is not named in the
/// body; call generic helpers (`fn helper<R: System>(session: &Session<R>)`) to use it.
macro_rules! each {
    ($chase:expr, $session:ident => $body:expr) => {
        match $chase {
            $crate::systems::Chase::Coc7($session) => $body,
            $crate::systems::Chase::Track($session) => $body,
            $crate::systems::Chase::Clocks($session) => $body,
            $crate::systems::Chase::Gurps($session) => $body,
            $crate::systems::Chase::Savage($session) => $body,
        }
    };
}
pub(crate) use each;

/// What the registry knows of each system's rules: which [`SystemKind`] it is, and how its
/// command goes into the journal's [`AnyCommand`] and comes back out.
pub trait System: Rules {
    const KIND: SystemKind;

    /// This system's command inside the journal's enum.
    fn any_command(command: Self::Command) -> AnyCommand;

    /// The command, if it is this system's.
    fn command(command: &AnyCommand) -> Option<&Self::Command>;
}

/// Implements [`System`] for a system whose variants in [`Chase`], [`AnyCommand`] and
/// [`SystemKind`] share one name.
macro_rules! system {
    ($variant:ident, $rules:ty) => {
        impl System for $rules {
            const KIND: SystemKind = SystemKind::$variant;

            fn any_command(command: Self::Command) -> AnyCommand {
                AnyCommand::$variant(command)
            }

            fn command(command: &AnyCommand) -> Option<&Self::Command> {
                match command {
                    AnyCommand::$variant(command) => Some(command),
                    _ => None,
                }
            }
        }
    };
}

system!(Coc7, Coc7);
system!(Track, TrackChase);
system!(Clocks, ClockChase);
system!(Gurps, GurpsChase);
system!(Savage, SavageChase);

/// Declares [`SystemKind`] and its list [`SystemKind::ALL`] from one list of names, so that the
/// list cannot leave a system out.
macro_rules! kinds {
    ($($kind:ident),+ $(,)?) => {
        /// Which system a chase uses. Its variant names are the words a setup file writes after
        /// `system:` (`system: Coc7(...)`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum SystemKind {
            $($kind),+
        }

        impl SystemKind {
            /// Every system, in the order the docs list them.
            pub const ALL: &'static [SystemKind] = &[$(SystemKind::$kind),+];

            /// The word a setup file writes after `system:`.
            pub fn setup_name(self) -> &'static str {
                match self {
                    $(SystemKind::$kind => stringify!($kind)),+
                }
            }
        }
    };
}

kinds!(Coc7, Track, Clocks, Gurps, Savage);

impl SystemKind {
    /// The name a keeper reads in the header.
    pub fn title(self) -> &'static str {
        match self {
            SystemKind::Coc7 => "Call of Cthulhu 7e",
            SystemKind::Track => "Chase track",
            SystemKind::Clocks => "Position clocks",
            SystemKind::Gurps => "GURPS Action chase",
            SystemKind::Savage => "Savage Worlds",
        }
    }

    /// A short name for a narrow header.
    pub fn short_title(self) -> &'static str {
        match self {
            SystemKind::Coc7 => "CoC 7e",
            SystemKind::Track => "Track",
            SystemKind::Clocks => "Clocks",
            SystemKind::Gurps => "GURPS",
            SystemKind::Savage => "Savage",
        }
    }

    /// The system a setup file names after `system:` (`Coc7`), if it is one.
    pub fn from_setup_name(word: &str) -> Option<SystemKind> {
        SystemKind::ALL
            .iter()
            .copied()
            .find(|kind| kind.setup_name() == word)
    }
}

/// A command for another system than the chase's (a journal or a form that does not fit).
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("this command belongs to another chase system")]
pub struct WrongSystem;

impl Chase {
    pub fn system(&self) -> SystemKind {
        fn kind<R: System>(_: &Session<R>) -> SystemKind {
            R::KIND
        }
        each!(self, session => kind(session))
    }

    pub fn outcome(&self) -> Outcome {
        each!(self, session => session.outcome())
    }

    /// How many commands have been applied.
    pub fn journal_len(&self) -> usize {
        each!(self, session => session.journal().len())
    }

    /// Takes back the last command; false when there is nothing to undo.
    pub fn undo(&mut self) -> bool {
        each!(self, session => session.undo().is_some())
    }

    /// Applies the last undone command again; false when there is nothing to redo.
    pub fn redo(&mut self) -> bool {
        each!(self, session => session.redo().is_some())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The list is whole by construction (one macro writes the enum and the list); this checks
    /// that every name reads back, and that the setup word of each system is its own.
    #[test]
    fn every_system_is_listed_once_under_its_own_setup_name() {
        for (at, kind) in SystemKind::ALL.iter().enumerate() {
            assert_eq!(SystemKind::from_setup_name(kind.setup_name()), Some(*kind));
            assert!(
                !SystemKind::ALL[..at].contains(kind),
                "{kind:?} listed twice"
            );
            assert!(!kind.title().is_empty() && !kind.short_title().is_empty());
        }
        assert_eq!(SystemKind::from_setup_name("Chess"), None);
    }

    /// A journal's command reads back only in its own system.
    #[test]
    fn a_command_unwraps_only_in_its_own_system() {
        let command = AnyCommand::Track(track::rules::Command::Start);
        assert!(TrackChase::command(&command).is_some());
        assert!(Coc7::command(&command).is_none());
        assert!(ClockChase::command(&command).is_none());
    }
}
