//! What matters stays in view: after a key that brings a line the keeper must not miss (someone
//! caught, out of the chase, escaped or wrecked: the events each system's screen marks
//! [`LineKind::Matters`]), that line is on the 80x24 screen, however many turns pass by
//! themselves after it.
//!
//! The property, for all five systems: in the states of every golden script and of random play of
//! every shipped setup, a legal command whose events the system marks as mattering (rolled once
//! by the rules) is found on the screen's keys ([`parity::search`]), pressed on a real screen
//! with the tool's dice ([`parity::press`]), and the newest mattering line those keys brought is
//! looked for on the screen. A few such commands a state and a capped number a chase are
//! pressed: a screen built for each press costs more than the rest of the test.

use crate::parity::{self, OnScreen};
use crate::tui_common::screen;
use chasetrack::screen::log::LineKind;
use std::collections::BTreeMap;

/// What the property looked at in one system.
#[derive(Default)]
struct Tally {
    /// Legal commands whose events, rolled once by the rules, matter.
    previewed: usize,
    /// Those pressed on the screen whose own dice brought a mattering line.
    brought: usize,
    /// Of those, how many the log kept in view by pinning it at the top.
    pinned: usize,
    /// Chases resumed after such a line (one a system).
    resumed: usize,
    problems: Vec<String>,
}

/// Whether the command's events matter, rolled with the seed the pressed screen's own rolls
/// come from (`parity::press::app_at`), so that the keys mostly roll the same.
fn matters<R: OnScreen>(state: &R, command: &R::Command) -> bool {
    let mut roller = chasetrack::dice::Roller::seeded(7);
    state.handle(command, &mut roller).is_ok_and(|events| {
        events
            .iter()
            .any(|event| R::line_kind(event).0 == LineKind::Matters)
    })
}

/// A chase resumed (the keeper's `r` at the resume question) tells its whole log again: no line
/// of it is pinned as if the key had just brought it, however much of it matters.
fn resumed_shows_nothing_as_new<R: OnScreen>(
    before: &R,
    played: &chasetrack::tui::App,
    name: &str,
) {
    use chasetrack::autosave::{Autosave, Record};
    let fresh = R::chase(chasetrack::engine::Session::new(before.clone()));
    let setup = crate::tui_common::setup_of("resumed", fresh);
    let dir = tempfile::tempdir().unwrap();
    let journal = dir.path().join("resumed.journal");
    let mut save = Autosave::create(&journal, &setup, None).unwrap_or_else(|e| panic!("{e}"));
    let session = R::session(played.chase()).expect("the same system");
    for entry in session.journal() {
        save.append(&Record::Command {
            command: R::any_command(entry.command.clone()),
            dice: entry.dice.clone(),
        })
        .unwrap_or_else(|e| panic!("{e}"));
    }
    drop(save);
    let mut app = chasetrack::tui::App::new(setup, chasetrack::tui::Theme::new(false))
        .asking_to_resume(journal.clone(), journal);
    crate::tui_common::press(&mut app, "r");
    assert_eq!(
        app.chase().journal_len(),
        session.journal().len(),
        "{name}: resumed"
    );
    assert_eq!(
        app.pinned_line(),
        None,
        "{name}: a resumed chase pins nothing"
    );
}

/// Commands pressed in one state, and in one chase (a script or a random game).
const A_STATE: usize = 2;
const A_CHASE: usize = 12;

fn check<R: OnScreen>(states: &[R], name: &str, tally: &mut Tally) {
    let mut pressed = 0;
    for (n, state) in states.iter().enumerate() {
        if pressed >= A_CHASE {
            break;
        }
        let legal: Vec<R::Command> = state
            .legal_commands()
            .into_iter()
            .filter(|command| matters(state, command))
            .take(A_STATE)
            .collect();
        if legal.is_empty() {
            continue;
        }
        let app = parity::press::app_at(state);
        let opening = app.log().len();
        let mut search = parity::search::Search::new(state, app.focus());
        {
            for command in legal {
                tally.previewed += 1;
                let Some(way) = search.find(&command) else {
                    continue;
                };
                pressed += 1;
                let after = parity::press::pressed_app(state, &way);
                let log = after.log();
                let newest = (opening..log.len())
                    .rev()
                    .map(|at| (at, log.iter().nth(at).expect("a line")))
                    .find(|(_, line)| line.kind == LineKind::Matters);
                let Some((at, line)) = newest else {
                    continue;
                };
                tally.brought += 1;
                if tally.resumed == 0 {
                    tally.resumed += 1;
                    resumed_shows_nothing_as_new(state, &after, name);
                }
                tally.pinned += usize::from(after.pinned_line() == Some(at) && at + 1 < log.len());
                let shown = screen(&after, 80, 24);
                let start: String = chasetrack::escape::printable(line.text)
                    .chars()
                    .take(30)
                    .collect();
                if !shown.contains(&start) {
                    tally.problems.push(format!(
                        "{name}, state {n}, {command:?}: \"{}\" is not on the screen:\n{shown}",
                        line.text
                    ));
                }
            }
        }
    }
}

#[test]
fn what_matters_stays_on_the_screen_after_the_key_that_brought_it() {
    let mut tallies: BTreeMap<String, Tally> = BTreeMap::new();
    for (name, setup) in parity::states::shipped_setups() {
        let tally = tallies
            .entry(setup.chase.system().title().to_string())
            .or_default();
        chasetrack::each!(&setup.chase, session => {
            for seed in 0..2 {
                let states = parity::states::random_states(session.state(), seed, 60);
                check(&states, &format!("{name}, seed {seed}"), tally);
            }
        });
    }
    for script in parity::states::scripts() {
        let setup = parity::states::script_setup(&script);
        let name = script.display().to_string();
        let tally = tallies
            .entry(setup.chase.system().title().to_string())
            .or_default();
        chasetrack::each!(&setup.chase, session => {
            let states = parity::states::script_states(session.state(), &script);
            check(&states, &name, tally);
        });
    }
    for (system, tally) in &tallies {
        eprintln!(
            "{system}: {} commands that matter, {} brought a line that matters on the screen, \
             {} kept in view by the pin",
            tally.previewed, tally.brought, tally.pinned
        );
    }
    let problems: Vec<&String> = tallies.values().flat_map(|t| &t.problems).collect();
    assert!(
        problems.is_empty(),
        "{}",
        problems
            .iter()
            .take(5)
            .map(|s| s.as_str())
            .collect::<Vec<_>>()
            .join("\n\n")
    );
    assert_eq!(tallies.len(), 5, "every system looked at");
    for (system, tally) in &tallies {
        assert!(
            tally.brought > 0,
            "{system}: no key brought a line that matters"
        );
    }
}
