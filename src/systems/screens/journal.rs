//! What the shell does with any system's journal, written once over [`Screen`]: deciding a command
//! with the rolls given so far, saving it before applying it, telling it in the log, and naming the
//! command an undo or redo is about.

use super::Pick;
use crate::autosave::{AutosaveError, Record};
use crate::dice::{NeedDice, Roller};
use crate::engine::{Entry, NotRecorded, ReadAloud, Refusal, Session, TableLine};
use crate::screen::log::LogLine;
use crate::screen::probe::sentence;
use crate::systems::{AnyCommand, WrongSystem};

/// Why the screen's command was not applied, as the shell reads it: the journal's
/// [`NotRecorded`], with the rules' refusal already put in the keeper's words (a missing roll
/// stays a roll to ask for), and a save that failed.
pub type Unapplied = NotRecorded<Refusal<String>, AutosaveError>;

/// Decides a command, saves it, and only then applies it: the log lines it adds.
pub(super) fn execute<R: Pick>(
    session: &mut Session<R>,
    command: &AnyCommand,
    roller: &mut Roller,
    save: &mut dyn FnMut(&Record) -> Result<(), AutosaveError>,
    keys: &crate::screen::KeyNames,
) -> Result<Vec<LogLine>, Unapplied> {
    let Some(command) = R::command(command) else {
        return Err(NotRecorded::Refused(Refusal::Rule(sentence(
            &WrongSystem.to_string(),
        ))));
    };
    // The log tells each event from the state just before it; the command is decided in place.
    let before = session.state().clone();
    let words = session.shared_read_aloud();
    let last = session.journal().last().map(|entry| entry.command.clone());
    let entry = session
        .execute_if(command.clone(), roller, |entry, _| {
            save(&Record::Command {
                command: R::any_command(entry.command.clone()),
                dice: entry.dice.clone(),
            })
        })
        .map_err(|not_done| match not_done {
            NotRecorded::Refused(Refusal::Dice(NeedDice::Missing(request))) => {
                NotRecorded::Refused(Refusal::Dice(NeedDice::Missing(request)))
            }
            NotRecorded::Refused(other) => {
                NotRecorded::Refused(Refusal::Rule(sentence(&R::refusal(&other, keys))))
            }
            NotRecorded::Withdrawn(why) => NotRecorded::Withdrawn(why),
        })?;
    Ok(entry_lines(&before, last.as_ref(), entry, &words))
}

/// The whole log, told again from the journal (after an undo, a redo or a resume).
pub(super) fn log<R: Pick>(session: &Session<R>) -> Vec<LogLine> {
    let words = session.read_aloud();
    let mut log = opening_lines(session.initial(), words);
    session.retell_across(|before, after, last, entry| {
        log.extend(entry_lines_across(before, after, last, entry, words))
    });
    log
}

/// What is read aloud as the chase opens: the scene, then every described place a player
/// character already stands at or sees.
pub fn opening_lines<R: Pick>(initial: &R, words: &ReadAloud) -> Vec<LogLine> {
    let scene = words
        .scene
        .as_deref()
        .map(|scene| read_aloud_line(initial.round(), "the scene", scene));
    scene
        .into_iter()
        .chain(newly_reached(None, initial, words))
        .collect()
}

/// One description read aloud: the keeper reads it to the table, and the players' views keep it.
pub fn read_aloud_line(round: u32, place: &str, words: &str) -> LogLine {
    LogLine {
        round,
        kind: crate::screen::log::LineKind::ReadAloud,
        text: format!("Read aloud · {place}: {}", words.trim()),
        table: TableLine::Same,
    }
}

/// The described places a player character reaches or sees in `after` and did not in `before`
/// (none before the chase opens), each told once.
fn newly_reached<R: Pick>(before: Option<&R>, after: &R, words: &ReadAloud) -> Vec<LogLine> {
    if words.places.is_empty() {
        return Vec::new();
    }
    let had = before.map(R::places_reached).unwrap_or_default();
    let mut told: Vec<String> = Vec::new();
    let mut lines = Vec::new();
    for name in after.places_reached() {
        let seen = |list: &[String]| list.iter().any(|n| n.eq_ignore_ascii_case(&name));
        if seen(&had) || seen(&told) {
            continue;
        }
        if let Some(text) = words.of(&name) {
            lines.push(read_aloud_line(after.round(), &name, text));
        }
        told.push(name);
    }
    lines
}

/// The log lines of one entry, each told from the state just before its event; bookkeeping that
/// tells nothing is left out. The session log (`chasetrack export`) tells a chase with these too.
/// `last` is the command before it in the journal (none at the start): an entry that ended a turn
/// with nothing left to decide ([`Screen::empty_turn_after`]) says so first, whether the turn
/// passed by itself or by the keeper's key.
///
/// A setup that describes places for reading aloud gets, after the entry's own lines, one for
/// each described place a player character first reaches or sees with it.
pub fn entry_lines<R: Pick>(
    before: &R,
    last: Option<&R::Command>,
    entry: &Entry<R::Command, R::Event>,
    words: &ReadAloud,
) -> Vec<LogLine> {
    if words.places.is_empty() {
        return told_lines(before, last, entry);
    }
    let mut after = before.clone();
    for event in &entry.events {
        after.apply(event);
    }
    entry_lines_across(before, &after, last, entry, words)
}

/// [`entry_lines`] given the state after the entry as well (a log told again keeps one in pace,
/// [`Session::retell_across`], rather than copy the state for each entry).
pub fn entry_lines_across<R: Pick>(
    before: &R,
    after: &R,
    last: Option<&R::Command>,
    entry: &Entry<R::Command, R::Event>,
    words: &ReadAloud,
) -> Vec<LogLine> {
    let mut lines = told_lines(before, last, entry);
    lines.extend(newly_reached(Some(before), after, words));
    lines
}

/// The entry's own lines, each told from the state just before its event.
fn told_lines<R: Pick>(
    before: &R,
    last: Option<&R::Command>,
    entry: &Entry<R::Command, R::Event>,
) -> Vec<LogLine> {
    let passed = before
        .empty_turn_after(last)
        .filter(|(command, _)| *command == entry.command)
        .map(|(_, why)| LogLine {
            round: before.round(),
            kind: crate::screen::log::LineKind::Plain,
            text: sentence(&format!("{why}: the turn passes")),
            // The keeper's: the reason may name whom the players' view hides.
            table: TableLine::Nothing,
        });
    // Both sentences from one walk through the events: the table's is the keeper's when it is
    // the same. The walk copies the state only for an entry of more than one event: the last
    // event is told from the state before it and need not be applied (a copy of a state at its
    // limits is some hundred kilobytes, and most entries hold one event).
    let mut walked: Option<R> = None;
    let last_event = entry.events.len().saturating_sub(1);
    let mut round = before.round();
    passed
        .into_iter()
        .chain(entry.events.iter().enumerate().filter_map(|(at, event)| {
            let state = walked.as_ref().unwrap_or(before);
            // Kept for the whole chase: held at their length (a sentence built by `format!`
            // may hold room for twice its text).
            let mut text = state.narrate(event);
            text.shrink_to_fit();
            let table = match state.narrate_for_table(event) {
                TableLine::Told(mut told) => {
                    told.shrink_to_fit();
                    TableLine::Told(told)
                }
                other => other,
            };
            if at < last_event {
                walked.get_or_insert_with(|| before.clone()).apply(event);
            }
            let (kind, starts) = R::line_kind(event);
            if let Some(started) = starts {
                round = started;
            }
            (!text.trim().is_empty()).then_some(LogLine {
                round,
                kind,
                text,
                table,
            })
        }))
        .collect()
}

/// The log lines of the next command to redo, told from the state now.
pub(super) fn next_redo_lines<R: Pick>(session: &Session<R>) -> Vec<LogLine> {
    let last = session.journal().last().map(|entry| &entry.command);
    session
        .redo_stack()
        .last()
        .map(|entry| entry_lines(session.state(), last, entry, session.read_aloud()))
        .unwrap_or_default()
}

/// The last applied command in a few words, if there is one.
pub(super) fn last_done<R: Pick>(session: &Session<R>) -> Option<String> {
    session.journal().last().map(|e| R::describe(&e.command))
}

/// The next command a redo would apply, in a few words.
pub(super) fn next_redo<R: Pick>(session: &Session<R>) -> Option<String> {
    session.redo_stack().last().map(|e| R::describe(&e.command))
}
