//! Every roll the log promises is asked for: in every state the golden scripts and random play
//! of every shipped setup reach, each legal command is decided as the screen decides it (each
//! roll the rules need asked in turn, as the prompt shows it), and a roll its log lines promise
//! ("a Luck roll throws one free", "Harvey rolls Luck to be thrown free", "Dala must roll Driving
//! or go Out of Control") is one of the rolls asked by that same command, never left to another.

use crate::legal_wide::Pick as Random;
use crate::parity::states::{script_setup, scripts, shipped_setups};
use chasetrack::dice::{DiceRequest, NeedDice, Roller};
use chasetrack::engine::{Entry, Legal, ReadAloud, Refusal};
use chasetrack::script::Scripted;
use chasetrack::systems::screens::{Pick, entry_lines};

/// A command decided as the prompt decides it: the rules ask for one roll at a time, and each is
/// answered (with the lowest value it may take, then the highest, by `high`) until the command is
/// decided. The rolls asked, and the events; `None` if the rules refuse it.
fn asked<R: Pick + Legal>(
    state: &R,
    command: &R::Command,
    high: bool,
) -> Option<(Vec<DiceRequest>, Vec<R::Event>)> {
    let mut requests = Vec::new();
    let mut values = Vec::new();
    for _ in 0..200 {
        let mut roller = Roller::given(values.clone());
        match state.handle(command, &mut roller) {
            Ok(events) => return Some((requests, events)),
            Err(Refusal::Dice(NeedDice::Missing(request))) => {
                let (low, top) = request.range();
                values.push(if high { top } else { low });
                requests.push(request);
            }
            Err(_) => return None,
        }
    }
    None
}

/// The log lines of a command, told as the screen tells them.
fn told<R: Pick>(state: &R, command: &R::Command, events: Vec<R::Event>) -> Vec<String> {
    let entry = Entry {
        command: command.clone(),
        dice: Vec::new(),
        events,
    };
    entry_lines(state, None, &entry, &ReadAloud::default())
        .into_iter()
        .map(|line| line.text)
        .collect()
}

/// The rolls a log line promises: (who, what) for each "<name> rolls <Trait> ..." or "<name>
/// must roll <Trait> ..." whose trait is not followed by its result (a number), for each
/// participant named before the verb in the same clause. "Dr. Ada Marsh rolls CON 45" shows a
/// roll made; "Harvey and Amy each roll Luck to be thrown free" promises two.
fn promises(line: &str, names: &[String]) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for clause in line.split(';') {
        let words: Vec<&str> = clause.split_whitespace().collect();
        for (at, word) in words.iter().enumerate() {
            // "a Luck roll throws one free": a roll promised as a noun, of whoever the clause
            // names (anyone, if it names nobody).
            if *word == "roll" && at >= 2 && matches!(words[at - 2], "a" | "an") {
                let what = words[at - 1];
                let shown = words.get(at + 1).is_some_and(|next| {
                    *next == "of" || next.starts_with(|c: char| c.is_ascii_digit())
                });
                if what.starts_with(char::is_uppercase) && !shown {
                    let before = words[..at].join(" ");
                    let named: Vec<&String> = names
                        .iter()
                        .filter(|name| before.contains(name.as_str()))
                        .collect();
                    if named.is_empty() {
                        found.push((String::new(), what.to_string()));
                    }
                    found.extend(
                        named
                            .into_iter()
                            .map(|name| (name.clone(), what.to_string())),
                    );
                }
                continue;
            }
            if *word != "roll" && *word != "rolls" {
                continue;
            }
            let Some(what) = words.get(at + 1) else {
                continue;
            };
            let what = what.trim_matches(|c: char| !c.is_alphanumeric());
            if !what.chars().next().is_some_and(char::is_uppercase) {
                continue;
            }
            let shown = words
                .get(at + 2)
                .is_some_and(|next| next.chars().next().is_some_and(|c| c.is_ascii_digit()));
            if shown {
                continue;
            }
            let before = words[..at].join(" ");
            for name in names.iter().filter(|name| before.contains(name.as_str())) {
                found.push((name.clone(), what.to_string()));
            }
        }
    }
    found
}

/// Whether a roll of `what` by `who` is among `requests` (the labels the prompt shows).
fn among(requests: &[DiceRequest], who: &str, what: &str) -> bool {
    let what = what.to_lowercase();
    requests.iter().any(|request| {
        let label = request.label().to_lowercase();
        label.contains(&who.to_lowercase()) && label.contains(&what)
    })
}

/// Every participant's name.
fn names<R: Pick>(state: &R) -> Vec<String> {
    (0..)
        .map_while(|at| state.participant_name(at).map(str::to_string))
        .collect()
}

/// The promises no roll keeps, of every legal command of a state. A roll is kept when the
/// command itself asks it (a Savage Worlds driver's Out of Control roll too: the attack or the
/// GM's word that shakes the driver asks it).
fn broken<R: Pick + Legal>(state: &R, at: &str, kept: &mut Vec<String>) -> Vec<String> {
    let names = names(state);
    let mut problems = Vec::new();
    for command in state.legal_commands() {
        for high in [false, true] {
            let Some((requests, events)) = asked(state, &command, high) else {
                continue;
            };
            for line in told(state, &command, events) {
                for (who, what) in promises(&line, &names) {
                    if among(&requests, &who, &what) {
                        kept.push(format!("{who} {what}"));
                        continue;
                    }
                    let labels: Vec<&str> = requests.iter().map(|r| r.label()).collect();
                    problems.push(format!(
                        "{at}: {command:?} says \"{line}\" but asks no {what} roll of {who} \
                         (asks {labels:?})"
                    ));
                }
            }
        }
    }
    problems
}

/// Every state of a golden script.
fn script_problems<R: Pick + Legal + Scripted>(
    initial: &R,
    script: &std::path::Path,
    kept: &mut Vec<String>,
) -> Vec<String> {
    let name = script.display().to_string();
    crate::golden_states::script_states(initial, script)
        .iter()
        .enumerate()
        .flat_map(|(n, state)| broken(state, &format!("{name}, state {n}"), kept))
        .collect()
}

/// Random play through legal commands, each state on the way checked.
fn random_problems<R: Pick + Legal>(
    initial: &R,
    seed: u64,
    steps: u64,
    name: &str,
    kept: &mut Vec<String>,
) -> Vec<String> {
    let mut state = initial.clone();
    let mut pick = Random(seed.wrapping_mul(7919) + 5);
    let mut problems = Vec::new();
    for step in 0..steps {
        problems.extend(broken(
            &state,
            &format!("{name}, seed {seed}, step {step}"),
            kept,
        ));
        // The keeper's own end of the chase (or taking someone out) is left aside, so the walk
        // goes deep into the chase rather than stopping at once.
        let legal: Vec<R::Command> = state
            .legal_commands()
            .into_iter()
            .filter(|c| {
                let shape = format!("{c:?}");
                !shape.starts_with("EndChase") && !shape.starts_with("TakeOut")
            })
            .collect();
        if legal.is_empty() {
            break;
        }
        let command = legal[pick.below(legal.len())].clone();
        let mut roller = Roller::seeded(seed ^ step);
        match state.handle(&command, &mut roller) {
            Ok(events) => events.iter().for_each(|event| state.apply(event)),
            Err(_) => break,
        }
    }
    problems
}

#[test]
fn the_promise_reader_tells_a_promise_from_a_roll_shown() {
    let names = ["Harvey".to_string(), "Amy".to_string(), "Dala".to_string()];
    assert_eq!(
        promises(
            "Harvey's Car is wrecked! Those inside are likely to die; Harvey and Amy each roll \
             Luck to be thrown free (2D10 damage for each one thrown free).",
            &names
        ),
        [
            ("Harvey".to_string(), "Luck".to_string()),
            ("Amy".to_string(), "Luck".to_string())
        ]
    );
    assert_eq!(
        promises("Dala must roll Driving or go Out of Control.", &names),
        [("Dala".to_string(), "Driving".to_string())]
    );
    assert_eq!(
        promises(
            "Cult rider's Motorcycle is wrecked! Those inside are likely to die; a Luck roll \
             throws one free (2D10 damage).",
            &names
        ),
        [(String::new(), "Luck".to_string())]
    );
    assert!(promises("Harvey rolls CON 45 with 30 for speed: success.", &names).is_empty());
    assert!(promises("Amy has no Luck to roll and takes the damage.", &names).is_empty());
}

#[test]
fn in_every_golden_state_each_roll_the_log_promises_is_asked() {
    let mut problems = Vec::new();
    let mut kept = Vec::new();
    for script in scripts() {
        let setup = script_setup(&script);
        problems.extend(chasetrack::each!(&setup.chase, session =>
            script_problems(session.state(), &script, &mut kept)));
    }
    kept.sort();
    kept.dedup();
    assert!(
        kept.iter().any(|k| k.ends_with(" Driving")),
        "a Savage Worlds driver's Out of Control roll is among the promises read: {kept:?}"
    );
    crate::parity::assert_no_problems(problems);
}

#[test]
fn in_random_play_of_every_shipped_setup_each_roll_the_log_promises_is_asked() {
    let mut problems = Vec::new();
    let mut kept = Vec::new();
    for (name, setup) in shipped_setups() {
        for seed in 0..2 {
            problems.extend(chasetrack::each!(&setup.chase, session =>
                random_problems(session.state(), seed, 40, &name, &mut kept)));
        }
    }
    kept.sort();
    kept.dedup();
    assert!(
        kept.iter().any(|k| k.ends_with(" Luck")),
        "a wreck's Luck rolls are among the promises read: {kept:?}"
    );
    crate::parity::assert_no_problems(problems);
}
