//! Whose screen an [`App`](super::App) is: the keeper's, who plays the chase and whose commands
//! are saved, or a follower's, who reads the keeper's journal for the players and changes
//! nothing. Each seat holds only what it needs, so a follower has no roller or journal to write
//! and the keeper no journal it reads from outside.

use super::Msg;
use crate::autosave::{Autosave, AutosaveError, Record};
use crate::dice::Roller;
use std::path::{Path, PathBuf};

/// The seat the screen is played from.
#[derive(Debug)]
pub enum Seat {
    /// The keeper's screen: it decides commands and saves them. (Boxed: the roller is large
    /// beside a follower's one path.)
    Keeper(Box<Keeper>),
    /// The players' screen (`chasetrack follow`): it reads the keeper's journal, read-only.
    Follower(Follower),
}

/// What only the keeper's screen holds.
#[derive(Debug)]
pub struct Keeper {
    /// The journal every applied command is saved in; `None` (tests, benches) saves nothing.
    pub autosave: Option<Autosave>,
    /// The tool's own rolls, when the keeper lets chasetrack roll.
    pub roller: Roller,
    /// Where `n` on the opening screen writes an improvised chase, if it is offered.
    pub improvise: Option<super::Place>,
    /// Whether the keeper was told that the journal is nearly at the cap a journal may hold.
    pub warned_full: bool,
    /// The players' page this screen shares, and how to start it.
    pub page: super::share::Page,
    /// The journal being replayed off the screen's thread for the keeper's answer, if one is.
    pub replaying: Option<super::replay::Replaying>,
    /// Whether a turn with nothing left to decide passes by itself (`pass_empty_turns`).
    pub pass_empty_turns: bool,
    /// Set when a turn passed by itself: "roll, then end the turn" must not end the next one.
    pub passed: bool,
}

/// What only a following screen holds.
#[derive(Debug)]
pub struct Follower {
    /// The journal followed: the keeper's, moved on to the keeper's newest chase when it is
    /// started, and the one a players' log is written from.
    pub journal: PathBuf,
}

impl Seat {
    /// The keeper's seat with nothing saved yet, rolling from `seed`.
    pub fn keeper(seed: u64) -> Seat {
        Seat::Keeper(Box::new(Keeper {
            autosave: None,
            roller: Roller::seeded(seed),
            improvise: None,
            warned_full: false,
            page: super::share::Page::default(),
            replaying: None,
            pass_empty_turns: crate::config::defaults::Defaults::default().pass_empty_turns,
            passed: false,
        }))
    }

    /// What only the keeper's screen holds; `None` on a following screen.
    pub fn as_keeper(&self) -> Option<&Keeper> {
        match self {
            Seat::Keeper(keeper) => Some(keeper),
            Seat::Follower(_) => None,
        }
    }

    /// [`Seat::as_keeper`], to change.
    pub fn as_keeper_mut(&mut self) -> Option<&mut Keeper> {
        match self {
            Seat::Keeper(keeper) => Some(keeper),
            Seat::Follower(_) => None,
        }
    }

    /// Whether turns with nothing left to decide pass by themselves: only the keeper's turns
    /// pass; a follower plays none.
    pub fn passes_empty_turns(&self) -> bool {
        self.as_keeper()
            .is_some_and(|keeper| keeper.pass_empty_turns)
    }

    /// Whether a message may act from this seat: a follower only looks, and shows no odds (they
    /// would name the keeper's hidden people and weigh what the players may not know).
    pub fn allows(&self, msg: Msg) -> bool {
        match self {
            Seat::Keeper(_) => true,
            Seat::Follower(_) => matches!(
                msg,
                Msg::SelectNext
                    | Msg::SelectPrev
                    | Msg::CursorLeft
                    | Msg::CursorRight
                    | Msg::CursorHome
                    | Msg::LogUp
                    | Msg::LogDown
                    | Msg::LogBottom
                    | Msg::Export
                    | Msg::Help
                    | Msg::Quit
                    | Msg::QuitNow
                    | Msg::Up
                    | Msg::Down
                    | Msg::PageUp
                    | Msg::PageDown
                    | Msg::Cancel
                    | Msg::Back
                    | Msg::Yes
                    | Msg::No
                    // the help's search (a following screen opens no other line)
                    | Msg::Search
                    | Msg::SearchNext
                    | Msg::Accept
                    | Msg::Erase
                    | Msg::Clear
            ),
        }
    }

    /// The keeper's journal, where commands are saved (a follower saves nothing).
    pub fn autosave(&self) -> Option<&Autosave> {
        match self {
            Seat::Keeper(keeper) => keeper.autosave.as_ref(),
            Seat::Follower(_) => None,
        }
    }

    /// [`Seat::autosave`], to write to.
    pub fn autosave_mut(&mut self) -> Option<&mut Autosave> {
        match self {
            Seat::Keeper(keeper) => keeper.autosave.as_mut(),
            Seat::Follower(_) => None,
        }
    }

    /// The one save path: appends a record to the keeper's journal, on disk before the screen
    /// shows it. With no journal (tests, benches) there is nothing to write; a follower decides
    /// no command, so it has nothing to write either.
    pub fn save(&mut self, record: &Record) -> Result<(), AutosaveError> {
        self.autosave_mut()
            .map_or(Ok(()), |journal| journal.append(record))
    }

    /// Saves the keeper's commands in `journal` from now on (a chase resumed, started over or
    /// improvised). Only the keeper starts a chase; a follower keeps reading its own.
    pub fn save_in(&mut self, journal: Autosave) {
        if let Seat::Keeper(keeper) = self {
            keeper.autosave = Some(journal);
        }
    }

    /// The journal a session log is written from: the keeper's own, or the one followed.
    pub fn journal_path(&self) -> Option<&Path> {
        match self {
            Seat::Keeper(keeper) => keeper.autosave.as_ref().map(Autosave::path),
            Seat::Follower(follower) => Some(&follower.journal),
        }
    }
}
