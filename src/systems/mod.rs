//! The chase systems: one folder each, and the one list of them.
//!
//! A system is its folder (`src/systems/<name>/`: its rules, setup reading, screen, panels,
//! script vocabulary and improviser) plus one entry in [`with_systems!`](crate::with_systems),
//! the list below. Everything that goes over every system is made from that list: the [`Chase`]
//! enum over the systems' sessions, the [`AnyCommand`] an autosave journal stores, the
//! [`SystemKind`] with its names, the [`System`] trait that turns one system's command into the
//! journal's and back, [`each!`](crate::each) (one generic body on whichever session a chase
//! holds) and [`each_kind!`](crate::each_kind) (one body with whichever system's folder a kind
//! names), and the enums and matches that the setup reader, the scripts, the improviser and the
//! screen make with them. None has a catch-all arm, so a system the list names and a folder that
//! lacks a part is a compiler error at that part; "Adding a chase system" in docs/architecture.md
//! is the short checklist.
//!
//! Closed enums and no `dyn`: a chase is one of a known few, chosen when its
//! setup is loaded, and serde reads and writes the journal's commands by the variant's name.

pub mod clocks;
pub mod coc7;
pub mod gurps;
pub mod players;
pub mod savage;
pub mod screens;
pub mod track;

use crate::engine::{Outcome, Rules, Session};
use serde::{Deserialize, Serialize};

/// The one list of chase systems: for each, the word its setup files and journals write
/// (`system: Gurps(...)`, `{"Gurps": ...}`) and its folder under `src/systems/`. The folder
/// names its rules' state `State`, and its `TITLE` and `SHORT_TITLE` for the header.
///
/// `with_systems!(callback! { args })` calls `callback! { { args } Word folder, ... }`: every
/// enum and match over the systems is written as such a callback, so this list is the only place
/// that names them all. Never reorder or rename a word: journals on disk carry them.
#[doc(hidden)]
#[macro_export]
macro_rules! with_systems {
    ($($then:ident)::+ ! $args:tt) => {
        $($then)::+ ! {
            $args
            Coc7 coc7,
            Track track,
            Clocks clocks,
            Gurps gurps,
            Savage savage
        }
    };
}

/// Runs `$body` with `$session` bound to the chase's `Session<R>`, whichever system it is: the
/// one `match` over [`Chase`] that generic code needs, so that a function over every system is
/// written once (`each!(chase, session => session.journal().len())`). `R` is not named in the
/// body; call generic helpers (`fn helper<R: System>(session: &Session<R>)`) to use it.
///
/// `each!(chase, session, system => body)` also binds `system` to the system's folder module, so
/// the body can reach its parts (`system::setup::summary(session.initial())`).
#[macro_export]
macro_rules! each {
    ($chase:expr, $session:ident => $body:expr) => {
        $crate::with_systems!($crate::__each_arms! { $chase, $session, _system => $body })
    };
    ($chase:expr, $session:ident, $system:ident => $body:expr) => {
        $crate::with_systems!($crate::__each_arms! { $chase, $session, $system => $body })
    };
}

/// Runs `$body` with `$system` naming the folder module of whichever system `$kind` is
/// (`each_kind!(kind, system => system::setup::example(field))`): how code above the systems
/// reaches a part of each without naming one.
#[macro_export]
macro_rules! each_kind {
    ($kind:expr, $system:ident => $body:expr) => {
        $crate::with_systems!($crate::__each_kind_arms! { $kind, $system => $body })
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __each_arms {
    ({ $chase:expr, $session:ident, $system:ident => $body:expr }
        $($word:ident $folder:ident),*) => {
        match $chase {
            $($crate::systems::Chase::$word($session) => {
                #[allow(unused_imports)]
                use $crate::systems::$folder as $system;
                $body
            })*
        }
    };
}

/// Runs `$body` with `$state` bound to the rules state a [`Standing`] holds, whichever system
/// it is (`each_standing!(standing, state => odds_of(state))`): [`each!`](crate::each) for a
/// state without its session.
#[macro_export]
macro_rules! each_standing {
    ($standing:expr, $state:ident => $body:expr) => {
        $crate::with_systems!($crate::__each_standing_arms! { $standing, $state => $body })
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __each_standing_arms {
    ({ $standing:expr, $state:ident => $body:expr } $($word:ident $folder:ident),*) => {
        match $standing {
            $($crate::systems::Standing::$word($state) => $body,)*
        }
    };
}

#[doc(hidden)]
#[macro_export]
macro_rules! __each_kind_arms {
    ({ $kind:expr, $system:ident => $body:expr } $($word:ident $folder:ident),*) => {
        match $kind {
            $($crate::systems::SystemKind::$word => {
                #[allow(unused_imports)]
                use $crate::systems::$folder as $system;
                $body
            })*
        }
    };
}

pub use crate::{each, each_kind, each_standing};

/// The enums over every system, and [`System`] for each system's state.
macro_rules! registry {
    ({} $($word:ident $folder:ident),*) => {
        /// A chase in play, whichever system runs it. Its sessions differ in size by a few
        /// hundred bytes (the states' fixed parts); a program holds one or two chases, never a
        /// list of them, so boxing the larger ones would buy nothing.
        #[allow(clippy::large_enum_variant)]
        #[derive(Clone, Debug)]
        pub enum Chase {
            $($word(Session<$folder::State>),)*
        }

        /// A command for any system, as an autosave journal stores it. The variant names are
        /// written in journals on disk: never rename one.
        #[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
        pub enum AnyCommand {
            $($word(<$folder::State as Rules>::Command),)*
        }

        /// Which system a chase uses. Its variant names are the words a setup file writes after
        /// `system:` (`system: Coc7(...)`).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
        pub enum SystemKind {
            $($word,)*
        }

        impl SystemKind {
            /// Every system, in the order the docs list them.
            pub const ALL: &'static [SystemKind] = &[$(SystemKind::$word),*];

            /// The word a setup file writes after `system:`.
            pub fn setup_name(self) -> &'static str {
                match self {
                    $(SystemKind::$word => stringify!($word),)*
                }
            }
        }

        /// A chase's rules state as it stands, without its journal, undo history or
        /// checkpoints: what the odds worker is sent and plays the rest of the chase from.
        #[derive(Clone, Debug, PartialEq)]
        pub enum Standing {
            $($word($folder::State),)*
        }

        impl Chase {
            /// The state the chase stands in, copied once, without the session around it.
            pub fn standing(&self) -> Standing {
                match self {
                    $(Chase::$word(session) => Standing::$word(session.state().clone()),)*
                }
            }

            /// The session's revision ([`crate::engine::Revision`]): a watcher compares it
            /// with the one it last saw to know whether the chase moved.
            pub fn revision(&self) -> crate::engine::Revision {
                match self {
                    $(Chase::$word(session) => session.revision(),)*
                }
            }
        }

        impl AnyCommand {
            /// The system the command is for.
            pub fn system(&self) -> SystemKind {
                match self {
                    $(AnyCommand::$word(_) => SystemKind::$word,)*
                }
            }
        }

        $(
            impl System for $folder::State {
                const KIND: SystemKind = SystemKind::$word;

                fn any_command(command: Self::Command) -> AnyCommand {
                    AnyCommand::$word(command)
                }

                fn command(command: &AnyCommand) -> Option<&Self::Command> {
                    match command {
                        AnyCommand::$word(command) => Some(command),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }

                fn session(chase: &Chase) -> Option<&Session<Self>> {
                    match chase {
                        Chase::$word(session) => Some(session),
                        #[allow(unreachable_patterns)]
                        _ => None,
                    }
                }
            }

            impl From<Session<$folder::State>> for Chase {
                fn from(session: Session<$folder::State>) -> Chase {
                    Chase::$word(session)
                }
            }
        )*
    };
}

with_systems!(registry! {});

/// What the registry knows of each system's rules: which [`SystemKind`] it is, and how its
/// command goes into the journal's [`AnyCommand`] and comes back out.
pub trait System: Rules {
    const KIND: SystemKind;

    /// This system's command inside the journal's enum.
    fn any_command(command: Self::Command) -> AnyCommand;

    /// The command, if it is this system's.
    fn command(command: &AnyCommand) -> Option<&Self::Command>;

    /// The chase's session, if it is this system's.
    fn session(chase: &Chase) -> Option<&Session<Self>>;
}

impl SystemKind {
    /// The name a keeper reads in the header.
    pub fn title(self) -> &'static str {
        each_kind!(self, system => system::TITLE)
    }

    /// A short name for a narrow header.
    pub fn short_title(self) -> &'static str {
        each_kind!(self, system => system::SHORT_TITLE)
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
    /// An empty chase of the built-in sample's system (Call of Cthulhu), for a screen that must
    /// say the sample could not be read rather than crash.
    pub fn empty_sample() -> Chase {
        use coc7::rules::{ChaseMap, Coc7, Settings};
        Chase::Coc7(Session::new(Coc7::new(
            Settings::default(),
            ChaseMap::of_names(&["", ""]),
            Vec::new(),
            false,
        )))
    }

    pub fn system(&self) -> SystemKind {
        fn kind<R: System>(_: &Session<R>) -> SystemKind {
            R::KIND
        }
        each!(self, session => kind(session))
    }

    pub fn outcome(&self) -> Outcome {
        each!(self, session => session.outcome())
    }

    /// The chase with the words its setup gives the keeper to read aloud.
    pub fn with_read_aloud(self, words: crate::engine::ReadAloud) -> Chase {
        macro_rules! attach {
            ({} $($word:ident $folder:ident),*) => {
                match self {
                    $(Chase::$word(session) => Chase::$word(session.with_read_aloud(words)),)*
                }
            };
        }
        crate::with_systems!(attach! {})
    }

    /// The words the setup gives the keeper to read aloud.
    pub fn read_aloud(&self) -> &crate::engine::ReadAloud {
        each!(self, session => session.read_aloud())
    }

    /// The names of the places its setup may describe for reading aloud.
    pub fn places(&self) -> Vec<String> {
        use crate::screen::Screen;
        each!(self, session => session.initial().places_named())
    }

    /// The places a player character stands at, has come past or sees, as the chase stands.
    pub fn reached(&self) -> Vec<String> {
        use crate::screen::Screen;
        each!(self, session => session.state().places_reached())
    }

    /// The names of the players' characters the setup marks (`investigator: true` in Call of
    /// Cthulhu, `player: true` elsewhere), in the setup's order. With none marked, the players'
    /// view keeps every participant's numbers behind the screen (docs/players-view.md).
    pub fn players_characters(&self) -> Vec<String> {
        let names = |marked: Vec<(&str, bool)>| {
            marked
                .into_iter()
                .filter(|(_, player)| *player)
                .map(|(name, _)| name.to_string())
                .collect()
        };
        match self {
            Chase::Coc7(s) => names(
                s.initial()
                    .participants
                    .iter()
                    .map(|p| (p.name.as_str(), p.investigator))
                    .collect(),
            ),
            Chase::Track(s) => names(
                s.initial()
                    .participants
                    .iter()
                    .map(|p| (p.name.as_str(), p.player))
                    .collect(),
            ),
            Chase::Clocks(s) => names(
                s.initial()
                    .participants
                    .iter()
                    .map(|p| (p.name.as_str(), p.player))
                    .collect(),
            ),
            Chase::Gurps(s) => names(
                s.initial()
                    .people
                    .iter()
                    .map(|p| (p.name.as_str(), p.player))
                    .collect(),
            ),
            Chase::Savage(s) => names(
                s.initial()
                    .participants
                    .iter()
                    .map(|p| (p.name.as_str(), p.player))
                    .collect(),
            ),
        }
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
    use crate::systems::clocks::rules::ClockChase;
    use crate::systems::coc7::rules::Coc7;
    use crate::systems::track::rules::TrackChase;

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
