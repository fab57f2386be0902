//! The chase systems, one module each. Every module is pure: its state, its commands, its events,
//! `handle` that decides and `apply` that records.

pub mod clocks;
pub mod gurps;
pub mod savage;
pub mod track;
