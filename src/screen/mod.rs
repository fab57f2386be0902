//! The screen kit: what every system's screen is built from, below the systems and above the
//! engine. The face a system shows the screen ([`Screen`]) and what its panels draw with
//! ([`Body`]); the questions a form asks ([`form`]), the palette and its styles ([`theme`],
//! [`palette`]), text cut and wrapped to the terminal ([`text`]) and a list panel's rows
//! ([`rows`]), and the words for keys a system writes ([`KeyNames`]), which the keeper's screen
//! hands down. The keeper's screen draws the shell around them.

mod face;
pub mod form;
mod key_names;
pub mod keys;
pub mod log;
pub mod palette;
pub mod probe;
pub mod rows;
pub mod text;
pub mod theme;

pub use face::{Body, Screen};
pub use key_names::KeyNames;
pub use theme::Theme;

/// Where the keeper is looking: the selected participant (an index into the system's participants)
/// and a cursor whose meaning is the system's (a location, a space, a participant to compare with),
/// and whether the screen is turned to the players (showing only what they may see).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Focus {
    pub selected: usize,
    pub cursor: i64,
    /// The players' view: what the players' characters cannot see is drawn hidden, so that the
    /// keeper can turn the laptop round. Only the screen changes; the chase does not.
    pub players_view: bool,
}

/// What a key asks for.
#[derive(Clone, Debug, PartialEq)]
pub enum Intent<C, F> {
    /// A command with nothing left to choose.
    Run(C),
    /// A command that needs the keeper's choices first.
    Form(F),
    /// A command that asks "are you sure?" first.
    Confirm(C, String),
    /// Nothing can be done; the message says why, in the keeper's words.
    Decline(String),
    /// Only the screen changes: look there (another participant, the players' view), and say so.
    Look(Focus, String),
}
