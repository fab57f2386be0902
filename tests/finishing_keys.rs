//! The finishing key finishes, in every form and prompt a key of the chase screen opens, in all
//! five systems: over the states of the golden scripts, of random play of every shipped setup and
//! of improvised chases (the parity harness, [`crate::parity`]), each key the hint bar offers is
//! pressed on a fresh screen standing in the state, and then
//!
//! - `R` completes the command in one key, with each question's usual answer, and the command
//!   the journal gets is one the rules' generator lists (a legal command);
//! - `r` and `n` do what the hint bar says they do at that prompt: where it offers `r` (usual +
//!   roll) or `n` (roll + end turn) the command is made in that key; where it offers neither,
//!   the prompt stays and nothing is applied;
//! - a letter that is a prompt key (`r`, `R`, `n`) is never typed into a line that has a
//!   default.

use crate::parity::OnScreen;
use crate::parity::press::{app_at, key};
use crate::tui_common::letter;
use chasetrack::screen::form::QuestionKind;
use chasetrack::systems::{Chase, SystemKind};
use chasetrack::tui::app::Overlay;
use chasetrack::tui::keymap::Mode;
use chasetrack::tui::view::hints::HintsView;
use chasetrack::tui::{App, Msg};

/// What the property looked at, and what it found.
#[derive(Default)]
pub struct Tally {
    pub states: usize,
    /// Prompts opened by a key and finished with `R`.
    pub prompts: usize,
    pub problems: Vec<String>,
}

impl Tally {
    fn problem(&mut self, text: String) {
        if std::env::var("PARITY_VERBOSE").is_ok() {
            eprintln!("PROBLEM {text}");
        }
        if self.problems.len() < 40 && !self.problems.contains(&text) {
            self.problems.push(text);
        }
    }
}

/// Whether a prompt of a command is open (a question or a roll).
fn prompting(app: &App) -> bool {
    matches!(app.overlay(), Some(Overlay::Form(_) | Overlay::Dice(_)))
}

/// The prompt as the keeper reads it: its question or roll.
fn asked(app: &App) -> String {
    match app.overlay() {
        Some(Overlay::Form(form)) => {
            let error = form.error.as_deref().unwrap_or("");
            format!("\"{}\" {error}", form.question.title)
        }
        Some(Overlay::Dice(dice)) => format!("the roll {}", dice.request.label()),
        _ => "no prompt".to_string(),
    }
}

fn journal_len<R: OnScreen>(app: &App) -> usize {
    R::session(app.chase()).map_or(0, |s| s.journal().len())
}

/// A fresh screen in `state` with the prompt of `action` open, or `None` where the key opens
/// none (it ran its command at once, or looked around).
fn opened<R: OnScreen>(state: &R, action: R::Action) -> Option<App> {
    let mut app = app_at(state);
    app.resize(80, 24);
    key(&mut app, Mode::Main, Msg::Chase(R::any_action(action)));
    if app.mode() == Mode::Confirm {
        key(&mut app, Mode::Confirm, Msg::Yes);
    }
    prompting(&app).then_some(app)
}

/// [`opened`], with the journal's length then: a key may apply its own command before the rules
/// open the next one's prompt (GURPS' Contest after the last maneuver).
fn opened_at<R: OnScreen>(state: &R, action: R::Action) -> Option<(App, usize)> {
    opened(state, action).map(|app| {
        let len = journal_len::<R>(&app);
        (app, len)
    })
}

/// The chase as the open prompt found it, and the commands the rules allow there.
fn standing<R: OnScreen>(app: &App) -> (R, Vec<R::Command>) {
    let state = R::session(app.chase())
        .map(|s| s.state().clone())
        .unwrap_or_else(|| panic!("not this system's chase"));
    let legal = state.legal_commands();
    (state, legal)
}

/// Whether a key issues a command the rules allow now. A key that only shows a table (the MOV
/// Rates) issues none, and neither does a key the bar offers where every answer is refused (the
/// refusal is said on the status line; whether the bar should offer it is the parity test's).
fn issues_commands<R: OnScreen>(legal: &[R::Command], action: R::Action) -> bool {
    legal.iter().any(|c| R::issued_by(c).contains(&action))
}

/// The prompt waits for words only the keeper can give: a line with nothing suggested (a name,
/// what is tried). "Roll the rest" stops there, every question before it taken.
fn keepers_words(app: &App) -> bool {
    matches!(app.overlay(), Some(Overlay::Form(form))
        if matches!(&form.question.kind, QuestionKind::Text { initial, .. } if initial.is_empty()))
}

/// Whether a command is of a shape the rules' generator lists at all (a keeper's correction,
/// such as the GM's choice of a GURPS skill, is not).
fn listed_shape<R: OnScreen>(state: &R, command: &R::Command) -> bool {
    let shape = std::mem::discriminant(command);
    state
        .command_space()
        .iter()
        .any(|c| std::mem::discriminant(c) == shape)
}

/// What a finishing key left: the command made (one the rules list, or a correction the
/// generator has no shape for that changes the chase), possibly with the next command's prompt
/// the rules opened after it; or the prompt waiting for the keeper's own words.
fn finished<R: OnScreen>(
    state: &R,
    legal: &[R::Command],
    app: &App,
    before: usize,
) -> Result<(), String> {
    let made = R::session(app.chase()).and_then(|s| s.journal().get(before).cloned());
    match made {
        None if keepers_words(app) => Ok(()),
        None if prompting(app) => Err(format!("stops at {}", asked(app))),
        None => Err(format!(
            "applies nothing: {}",
            app.status().map_or("(no status)", |s| s.text.as_str())
        )),
        Some(entry) if legal.iter().any(|l| state.same(&entry.command, l)) => Ok(()),
        Some(entry) if !listed_shape(state, &entry.command) => {
            let changes = R::session(app.chase()).is_some_and(|s| s.state() != state);
            if changes {
                Ok(())
            } else {
                Err(format!(
                    "journals {:?}, which changes nothing",
                    entry.command
                ))
            }
        }
        Some(entry) => Err(format!(
            "makes a command the rules do not list: {:?}",
            entry.command
        )),
    }
}

/// The property in one state, for every key the hint bar offers there.
pub fn check_state<R: OnScreen>(initial: &R, at: &str, tally: &mut Tally) {
    tally.states += 1;
    let start = app_at(initial);
    let allowed = initial.legal_commands();
    for binding in R::bindings() {
        let action = binding.msg;
        if !start.available(R::any_action(action)) || !issues_commands::<R>(&allowed, action) {
            continue;
        }
        let name = crate::parity::press::key_name::<R>(action);
        let Some((mut app, before)) = opened_at(initial, action) else {
            continue;
        };
        let (state, legal) = standing::<R>(&app);
        let state = &state;
        tally.prompts += 1;
        let first = asked(&app);
        let words = HintsView::new(&app).words();
        let offers = |word: &str| words.iter().any(|w| w == word);
        let words_first = keepers_words(&app);
        // `R`: the whole command, in one key.
        app.key(letter('R'));
        if !words_first && let Err(why) = finished(state, &legal, &app, before) {
            tally.problem(format!("{at}: {name} then R at {first} {why}"));
        }
        // `r` and `n`, as the bar says.
        for (c, finishes) in [
            ('r', offers("r usual + roll")),
            (
                'n',
                offers("n roll + end turn") || offers("n usual + roll + end turn"),
            ),
        ] {
            let Some((mut app, before)) = opened_at(initial, action) else {
                continue;
            };
            let line_default = match app.overlay() {
                Some(Overlay::Form(form)) => match &form.question.kind {
                    QuestionKind::Text { initial, .. } if !initial.is_empty() => {
                        Some((form.question.title.clone(), form.line.text().to_string()))
                    }
                    _ => None,
                },
                _ => None,
            };
            let pick = app.mode() == Mode::Pick;
            app.key(letter(c));
            if finishes && let Err(why) = finished(state, &legal, &app, before) {
                tally.problem(format!(
                    "{at}: {name} then {c} at {first}: the bar says {c} finishes, yet it {why}"
                ));
            }
            if let (Some((title, line)), Some(Overlay::Form(form))) = (&line_default, app.overlay())
                && form.question.title == *title
                && form.line.text() != line
            {
                tally.problem(format!(
                    "{at}: {name} then {c} at {first} typed '{c}' into a line with a default: {:?}",
                    form.line.text()
                ));
            }
            if pick && !finishes {
                let told =
                    matches!(app.overlay(), Some(Overlay::Form(form)) if form.error.is_some());
                if journal_len::<R>(&app) != before || !told {
                    tally.problem(format!(
                        "{at}: {name} then {c} in the pick-list {first}, which the bar does not \
                         offer {c} for: applied something, or said nothing ({} commands, now {})",
                        journal_len::<R>(&app) - before,
                        asked(&app)
                    ));
                }
            }
        }
        // `R` (or `r`, the usual answers) is on the bar at every prompt but one asking for the
        // keeper's own words.
        if !words_first
            && !words
                .iter()
                .any(|w| w.starts_with("R ") || w.starts_with("r usual"))
        {
            tally.problem(format!(
                "{at}: {name} opens {first}, whose bar does not offer R: {words:?}"
            ));
        }
    }
}

/// How many states of random play and of the scripts are looked at: one state in `stride`.
const STRIDE: usize = 3;

fn script_run<R: OnScreen + chasetrack::script::Scripted>(
    initial: &R,
    script: &std::path::Path,
    offset: usize,
    tally: &mut Tally,
) {
    let stride = if R::KIND == SystemKind::Coc7 { 12 } else { 4 };
    let name = script
        .strip_prefix(env!("CARGO_MANIFEST_DIR"))
        .unwrap_or(script)
        .display()
        .to_string();
    let states = crate::parity::states::script_states(initial, script);
    for (n, state) in states.iter().enumerate() {
        if (n + offset).is_multiple_of(stride) {
            check_state(state, &format!("{name}, state {n}"), tally);
        }
    }
}

fn random_run<R: OnScreen>(initial: &R, name: &str, tally: &mut Tally) {
    let (seeds, steps) = if R::KIND == SystemKind::Coc7 {
        (1, 12)
    } else {
        (2, 36)
    };
    for seed in 0..seeds {
        let states = crate::parity::states::random_states(initial, seed, steps);
        for (n, state) in states.iter().enumerate() {
            if n % STRIDE == 0 {
                check_state(state, &format!("{name}, seed {seed}, step {n}"), tally);
            }
        }
    }
}

/// An improvised chase of each system, as `n` on the opening screen makes one: the system's own
/// example lines, and for Savage Worlds a group of bandits with bows against a knight.
pub fn improvised() -> Vec<(String, Chase)> {
    SystemKind::ALL
        .iter()
        .map(|&system| {
            let lines: Vec<String> = match system {
                SystemKind::Savage => vec![
                    "Bandits prey agility d6 x3 bow".to_string(),
                    "Knight pursuer riding d8 wild sword".to_string(),
                ],
                _ => chasetrack::each_kind!(system, system => system::improvise::EXAMPLE)
                    .iter()
                    .map(|l| l.to_string())
                    .collect(),
            };
            let draft = chasetrack::improvise::Draft {
                system,
                title: "Improvised".to_string(),
                participants: lines,
                course: String::new(),
                seed: 3,
            };
            let text = chasetrack::improvise::setup_text(&draft).unwrap_or_else(|e| panic!("{e}"));
            let chase = chasetrack::setup::parse(&text, "improvised.ron")
                .unwrap_or_else(|e| panic!("{e}\n{text}"))
                .chase;
            (format!("improvised {}", system.title()), chase)
        })
        .collect()
}

type Tallies = std::collections::BTreeMap<String, Tally>;

fn finish(what: &str, tallies: &Tallies) {
    for (system, tally) in tallies {
        eprintln!(
            "{what}, {system}: {} states, {} prompts finished with R",
            tally.states, tally.prompts
        );
    }
    let problems: Vec<String> = tallies.values().flat_map(|t| t.problems.clone()).collect();
    assert!(problems.is_empty(), "{}", problems.join("\n"));
    let only = std::env::var("PARITY_ONLY").unwrap_or_default();
    if only.is_empty() {
        assert_eq!(tallies.len(), 5, "every system looked at");
        for (system, tally) in tallies {
            assert!(tally.prompts >= 5, "{system}: too few prompts opened");
        }
    }
}

#[test]
fn the_finishing_keys_finish_in_the_golden_scripts() {
    let mut tallies = Tallies::new();
    let only = std::env::var("PARITY_ONLY").unwrap_or_default();
    for (offset, script) in crate::parity::states::scripts().into_iter().enumerate() {
        if !script.display().to_string().contains(&only) {
            continue;
        }
        let setup = crate::parity::states::script_setup(&script);
        let tally = tallies
            .entry(setup.chase.system().title().to_string())
            .or_default();
        chasetrack::each!(&setup.chase, session => script_run(session.state(), &script, offset, tally));
    }
    finish("golden scripts", &tallies);
}

#[test]
fn the_finishing_keys_finish_in_random_play_of_every_shipped_and_improvised_chase() {
    let mut tallies = Tallies::new();
    let only = std::env::var("PARITY_ONLY").unwrap_or_default();
    let mut chases: Vec<(String, Chase)> = crate::parity::states::shipped_setups()
        .into_iter()
        .map(|(name, setup)| (name, setup.chase))
        .collect();
    chases.extend(improvised());
    for (name, chase) in chases {
        if !name.contains(&only) {
            continue;
        }
        let tally = tallies
            .entry(chase.system().title().to_string())
            .or_default();
        chasetrack::each!(&chase, session => random_run(session.state(), &name, tally));
    }
    finish("random play", &tallies);
}
