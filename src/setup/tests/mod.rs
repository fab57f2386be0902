//! Loading stories: what a keeper's file becomes ([`loading`]), and what a keeper is told, at which
//! line and column, when it cannot become a chase ([`validation`], [`syntax`]). Expected positions
//! are found in the text itself, so the tests say "at the second 'Harvey'" rather than a number
//! that a reformatting would break.

mod loading;
mod syntax;
mod validation;

use super::*;
pub(super) use crate::systems::coc7::rules::{Coc7, Settings};

pub(super) const HARVEY: &str =
    r#"(name: "Harvey", side: Quarry, dex: 55, mov: 6, con: 60, hp: 11, skills: {"Climb": 40})"#;
pub(super) const FARMER: &str =
    r#"(name: "Farmer", side: Pursuer, dex: 50, mov: 7, con: 50, hp: 13)"#;
pub(super) const TRACK: &str =
    r#"Location("Barn"), Dot, Hazard(name: "Mud", skills: ["DEX"]), Location("Gate")"#;

/// A small chase with the given track and participants, one entry a line.
pub(super) fn chase(track: &str, participants: &[&str]) -> String {
    chase_with("", track, participants)
}

pub(super) fn chase_with(settings: &str, track: &str, participants: &[&str]) -> String {
    format!(
        "// A test chase\n(\n    name: \"Test chase\",\n    system: Coc7(\n        settings: ({settings}),\n        track: [\n            {track}\n        ],\n        participants: [\n            {}\n        ],\n    ),\n)\n",
        participants.join(",\n            ")
    )
}

pub(super) fn coc7(setup: &Setup) -> &Coc7 {
    match &setup.chase {
        Chase::Coc7(session) => session.state(),
        other => panic!("not a Call of Cthulhu chase: {}", other.system().title()),
    }
}

/// Line and column (from 1) of the `nth` (from 1) occurrence of `needle`.
pub(crate) fn at(text: &str, needle: &str, nth: usize) -> (usize, usize) {
    let (offset, _) = text
        .match_indices(needle)
        .nth(nth - 1)
        .unwrap_or_else(|| panic!("{needle:?} occurs fewer than {nth} times"));
    let before = &text[..offset];
    let line = before.matches('\n').count() + 1;
    let column = before.chars().rev().take_while(|c| *c != '\n').count() + 1;
    (line, column)
}

/// The validation error for a text, as (line, column, field, message).
pub(super) fn invalid(text: &str) -> (usize, usize, String, String) {
    match parse(text, "test.ron") {
        Err(SetupError::Invalid {
            line,
            column,
            field,
            message,
            ..
        }) => (line, column, field, message),
        Err(other) => panic!("expected a validation error, got: {other}"),
        Ok(_) => panic!("expected a validation error, but the setup loaded:\n{text}"),
    }
}

/// The syntax error for a text, as (line, column, message).
pub(crate) fn syntax(text: &str) -> (usize, usize, String) {
    match parse(text, "test.ron") {
        Err(SetupError::Syntax {
            line,
            column,
            message,
            ..
        }) => (line, column, message),
        Err(other) => panic!("expected a syntax error, got: {other}"),
        Ok(_) => panic!("expected a syntax error, but the setup loaded:\n{text}"),
    }
}

#[track_caller]
pub(crate) fn assert_invalid(text: &str, place: (usize, usize), field: &str, fragment: &str) {
    let (line, column, found_field, message) = invalid(text);
    assert!(
        message.contains(fragment),
        "message {message:?} lacks {fragment:?}"
    );
    assert_eq!(found_field, field, "{message}");
    assert_eq!((line, column), place, "{message}");
}

/// Moves a position right along its line.
pub(super) trait ColumnOffset {
    fn into_column_offset(self, by: usize) -> Self;
}

impl ColumnOffset for (usize, usize) {
    fn into_column_offset(self, by: usize) -> Self {
        (self.0, self.1 + by)
    }
}
