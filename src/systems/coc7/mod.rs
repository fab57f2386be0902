//! Call of Cthulhu 7th edition chases (`coc7-chase.txt`): everything the system is, in one folder.
//!
//! `rules` is pure (state, commands, events, `handle`, `apply`, `narrate`, the odds policy);
//! `setup` reads its part of a setup file; `screen` and `panels` are its keys, forms and drawing;
//! `script` is its vocabulary in `chasetrack script`; `improvise` turns a keeper's lines into a setup.

pub mod improvise;
pub mod improvise_gear;
pub mod improvise_obstacles;
pub mod panels;
pub mod players;
pub mod rules;
pub mod screen;
pub(crate) mod script;
pub(crate) mod setup;

/// The state of a chase of this system, as the list of systems names it.
pub type State = rules::Coc7;

/// The system's name in the header.
pub const TITLE: &str = "Call of Cthulhu 7e";

/// The system's name in a narrow header.
pub const SHORT_TITLE: &str = "CoC 7e";
