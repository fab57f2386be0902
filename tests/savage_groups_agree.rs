//! A group of extras reads as many, one character as one: in every state the golden scripts and
//! random play of every shipped Savage Worlds setup reach, each legal command is taken (with a
//! few seeds of dice) and every sentence of its log lines, the keeper's and the players', that
//! begins with a participant's name goes on with a verb that agrees with that participant as the
//! state holds it when the event is told: the form for many for a group not down to its last
//! member, the form for one otherwise. The verbs are the rules' own list, so a sentence with a
//! verb the list does not hold is reported too.

use crate::parity::states::{random_states, script_setup, scripts, shipped_setups};
use chasetrack::dice::Roller;
use chasetrack::engine::{Audience, Entry, Legal, ReadAloud, Rules};
use chasetrack::systems::Chase;
use chasetrack::systems::savage::rules::{Participant, SavageChase, Verb};
use chasetrack::systems::screens::entry_lines;

/// Whether a participant reads as many, from the state: a group of extras ("Groups") not down
/// to its last member; a group none of whom is left is the whole group it was.
fn reads_as_many(p: &Participant) -> bool {
    p.group && p.count != 1
}

/// What the walk saw: the problems, and the agreeing verbs read, for one and for many.
#[derive(Default)]
struct Seen {
    problems: Vec<String>,
    one: Vec<String>,
    many: Vec<String>,
    /// A group down to its last member, read as one.
    last_member: Vec<String>,
}

/// The participant a sentence begins with (the longest name followed by a space), and the word
/// after the name without its punctuation.
fn subject<'a>(state: &SavageChase, sentence: &'a str) -> Option<(usize, &'a str)> {
    let (at, name) = state
        .participants
        .iter()
        .enumerate()
        .filter(|(_, p)| sentence.starts_with(&format!("{} ", p.name)))
        .max_by_key(|(_, p)| p.name.len())?;
    let rest = &sentence[name.name.len() + 1..];
    let word = rest.split_whitespace().next()?;
    Some((at, word.trim_end_matches([':', ',', '.', ';'])))
}

/// Each sentence of a line whose subject is a participant, checked against the verbs' forms.
fn check(state: &SavageChase, line: &str, at: &str, seen: &mut Seen) {
    for sentence in line.split(". ") {
        let Some((who, word)) = subject(state, sentence) else {
            continue;
        };
        let p = &state.participants[who];
        let Some(verb) = Verb::ALL.iter().find(|v| {
            let (one, many) = v.forms();
            word == one || word == many
        }) else {
            seen.problems.push(format!(
                "{at}: \"{line}\": \"{word}\" after {} is no verb the log knows",
                p.name
            ));
            continue;
        };
        let (one, many) = verb.forms();
        let wanted = if reads_as_many(p) { many } else { one };
        if word != wanted {
            seen.problems.push(format!(
                "{at}: \"{line}\": {} (group {}, {} of them) takes \"{wanted}\", not \"{word}\"",
                p.name, p.group, p.count
            ));
        } else if one != many {
            let said = format!("{} {word}", p.name);
            match (reads_as_many(p), p.group) {
                (true, _) => seen.many.push(said),
                (false, true) => seen.last_member.push(said),
                (false, false) => seen.one.push(said),
            }
        }
    }
}

/// Every legal command of a state, taken with a few seeds of dice, its events told one by one
/// from the state just before each, by the keeper and to the players.
fn check_state(state: &SavageChase, at: &str, seen: &mut Seen) {
    for command in state.legal_commands() {
        for seed in 0..2 {
            let Ok(events) = state.handle(&command, &mut Roller::seeded(seed)) else {
                continue;
            };
            let mut walked = state.clone();
            for event in events {
                let entry = Entry {
                    command: command.clone(),
                    dice: Vec::new(),
                    events: vec![event.clone()],
                };
                for line in entry_lines(&walked, None, &entry, &ReadAloud::default()) {
                    let at = format!("{at}, {command:?}");
                    check(&walked, line.told(Audience::Keeper), &at, seen);
                    check(&walked, line.told(Audience::Table), &at, seen);
                }
                walked.apply(&event);
            }
        }
    }
}

fn walk() -> Seen {
    let mut seen = Seen::default();
    for script in scripts() {
        let Chase::Savage(session) = script_setup(&script).chase else {
            continue;
        };
        let states = crate::golden_states::script_states(session.state(), &script);
        for (n, state) in states.iter().enumerate() {
            check_state(
                state,
                &format!("{}, state {n}", script.display()),
                &mut seen,
            );
        }
    }
    for (name, setup) in shipped_setups() {
        let Chase::Savage(session) = setup.chase else {
            continue;
        };
        for seed in 0..3 {
            for (n, state) in random_states(session.state(), seed, 40).iter().enumerate() {
                check_state(state, &format!("{name}, seed {seed}, step {n}"), &mut seen);
            }
        }
    }
    seen
}

#[test]
fn every_sentence_about_a_participant_agrees_with_one_or_many() {
    let mut seen = walk();
    for said in [&mut seen.one, &mut seen.many, &mut seen.last_member] {
        said.sort();
        said.dedup();
    }
    // The walk reads both kinds, and a group down to its last member, so the check is not idle.
    for form in ["are", "attack", "roll", "draw"] {
        assert!(
            seen.many.iter().any(|s| s.ends_with(&format!(" {form}"))),
            "a group's \"{form}\" is among the sentences read: {:?}",
            seen.many
        );
    }
    for form in ["is", "attacks", "rolls", "draws"] {
        assert!(
            seen.one.iter().any(|s| s.ends_with(&format!(" {form}"))),
            "a character's \"{form}\" is among the sentences read: {:?}",
            seen.one
        );
    }
    assert!(!seen.last_member.is_empty(), "a group of one is read");
    crate::parity::assert_no_problems(seen.problems);
}
