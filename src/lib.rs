//! chasetrack: a keeper's tool for running tabletop chase scenes.
//!
//! setup + journal → state → view. A setup file describes a chase ([`setup`]); the keeper's commands,
//! each with the dice it used, form a journal ([`engine`], saved by [`autosave`]); the state is the
//! fold of the setup and the journal; the view draws the state ([`tui`]). The rules of each system
//! live in [`systems`], one folder each; [`dice`] is where every roll comes from.
#![forbid(unsafe_code)]

pub mod autosave;
pub mod cli;
pub mod config;
pub mod dates;
pub mod dice;
pub mod engine;
pub mod escape;
pub mod improvise;
pub mod invocation;
pub mod limits;
pub mod odds;
pub mod report;
pub mod screen;
pub mod script;
pub mod setup;
pub mod share;
pub mod suggest;
pub mod systems;
pub mod textfile;
pub mod tui;
pub mod web;
