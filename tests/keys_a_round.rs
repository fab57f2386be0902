//! Keys a round: a scripted keeper plays every shipped setup, pressing the hint bar's first
//! suggestion on the chase screen and `R` ("roll the rest") at every prompt, so the tool rolls
//! every die; a line with nothing suggested gets a word and Enter. The keys each round takes are
//! counted as the keeper presses them, for twelve rounds or to the chase's end.
//!
//! What a keeper sees is asserted: the bar's first suggestion always moves the chase on (never
//! forty keys in a row that journal nothing), and every setup gets through its first round. The
//! figures are printed for docs/keybindings.md ("Keys a round"), with the keys of each round of a
//! setup over the goal; a setup that the table there records within the goal stays within it.

use crate::tui_common::{asset, letter, shipped};
use chasetrack::engine::Outcome;
use chasetrack::tui::app::Overlay;
use chasetrack::tui::view::hints::HintsView;
use chasetrack::tui::{App, Theme};
use crossterm::event::{KeyCode, KeyEvent, KeyModifiers};

/// Rounds played at most, keys pressed at most, and keys in a row that may journal nothing.
const ROUNDS: u32 = 12;
/// The goal: at most this many keys a round on average.
const GOAL: f64 = 10.0;
const MOST: usize = 3000;
const STUCK: usize = 40;

fn enter() -> KeyEvent {
    KeyEvent::new(KeyCode::Enter, KeyModifiers::NONE)
}

/// The next keys: `R` at a prompt (a line with nothing suggested gets a word and Enter), else
/// the bar's first suggestion.
fn next(app: &App) -> Vec<KeyEvent> {
    match app.overlay() {
        Some(Overlay::Form(form))
            if !form.question.prompt_keys_act(&form.line)
                && matches!(
                    &form.question.kind,
                    chasetrack::screen::form::QuestionKind::Text { .. }
                ) =>
        {
            vec![letter('x'), enter()]
        }
        Some(_) => vec![letter('R')],
        None => {
            let words = HintsView::new(app).words();
            let first = words
                .first()
                .and_then(|w| w.split(' ').next())
                .unwrap_or("n");
            match first.chars().collect::<Vec<_>>().as_slice() {
                [c] => vec![letter(*c)],
                _ => vec![enter()],
            }
        }
    }
}

/// The round the header names (0 while the chase is set up).
fn round(app: &App) -> u32 {
    let (round, _) = app.chase().screen().header(
        chasetrack::engine::Audience::Keeper,
        chasetrack::screen::KeyNames::builtin(),
    );
    round
        .split_whitespace()
        .skip_while(|word| *word != "Round")
        .nth(1)
        .and_then(|n| n.parse().ok())
        .unwrap_or(0)
}

/// One setup played: keys pressed, rounds played, whether it ended, what went wrong, and the
/// keys of each round as the keeper pressed them.
struct Played {
    keys: usize,
    rounds: u32,
    ended: bool,
    stuck: Option<String>,
    by_round: Vec<(u32, String)>,
}

impl Played {
    fn per_round(&self) -> f64 {
        self.keys as f64 / f64::from(self.rounds)
    }
}

/// A key as the keeper reads it: `f`, `R`, `Enter`.
fn shown(event: &KeyEvent) -> String {
    match event.code {
        KeyCode::Char(c) => c.to_string(),
        other => format!("{other:?}"),
    }
}

fn play(name: &str) -> Played {
    // The setup's own seed, or one fixed here: the tool's dice, and so the figures, are the same
    // at every run.
    let mut setup = asset(name);
    setup.seed = setup.seed.or(Some(1926));
    let mut app = App::new(setup, Theme::new(false));
    app.resize(80, 24);
    let (mut keys, mut idle, mut last_len) = (0, 0, 0);
    let mut stuck = None;
    let mut by_round: Vec<(u32, String)> = Vec::new();
    while keys < MOST && app.chase().outcome() == Outcome::Ongoing && round(&app) <= ROUNDS {
        let now = round(&app);
        if by_round.last().is_none_or(|(r, _)| *r != now) {
            by_round.push((now, String::new()));
        }
        for event in next(&app) {
            if let Some((_, pressed)) = by_round.last_mut() {
                pressed.push(' ');
                pressed.push_str(&shown(&event));
            }
            app.key(event);
            keys += 1;
        }
        let len = app.chase().journal_len();
        idle = if len == last_len { idle + 1 } else { 0 };
        last_len = len;
        if idle >= STUCK {
            stuck = Some(format!(
                "{name}: {STUCK} keys journal nothing in round {}; the bar says {:?}, the status \
                 line {:?}",
                round(&app),
                HintsView::new(&app).words(),
                app.status().map(|s| s.text.clone())
            ));
            break;
        }
    }
    let ended = app.chase().outcome() != Outcome::Ongoing;
    Played {
        keys,
        rounds: round(&app).clamp(1, ROUNDS),
        ended,
        stuck,
        by_round,
    }
}

/// The keys a round that docs/keybindings.md records for each setup ("| `bazaar.ron` | 6 | 1
/// (ended) | 6.0 |"), by name.
fn recorded() -> Vec<(String, f64)> {
    let doc = std::fs::read_to_string(concat!(env!("CARGO_MANIFEST_DIR"), "/docs/keybindings.md"))
        .expect("docs/keybindings.md is readable");
    doc.lines()
        .filter_map(|line| {
            let cells: Vec<&str> = line.split('|').map(str::trim).collect();
            let [_, name, _, _, figure, _] = cells.as_slice() else {
                return None;
            };
            let name = name.strip_prefix('`')?.strip_suffix(".ron`")?;
            Some((format!("{name}.ron"), figure.parse().ok()?))
        })
        .collect()
}

#[test]
fn a_scripted_keeper_plays_every_shipped_setup_by_the_bars_first_suggestion() {
    let mut problems = Vec::new();
    let mut table = Vec::new();
    let mut over = Vec::new();
    let recorded = recorded();
    for name in shipped() {
        let played = play(&name);
        match recorded.iter().find(|(n, _)| *n == name) {
            None => problems.push(format!(
                "{name}: not in docs/keybindings.md's table of keys a round"
            )),
            // Within the goal by the table: it stays within it.
            Some((_, figure)) if *figure <= GOAL && played.per_round() > GOAL => {
                problems.push(format!(
                    "{name}: {:.1} keys a round, over the goal of {GOAL}; the table records {figure}",
                    played.per_round()
                ))
            }
            Some(_) => {}
        }
        if played.per_round() > GOAL {
            over.push(format!("{name}:"));
            over.extend(
                played
                    .by_round
                    .iter()
                    .map(|(round, keys)| format!("  round {round}:{keys}")),
            );
        }
        problems.extend(played.stuck.clone());
        if played.rounds < 2 && !played.ended {
            problems.push(format!(
                "{name}: never got past round 1 in {} keys",
                played.keys
            ));
        }
        table.push(format!(
            "| `{name}` | {} | {}{} | {:.1} |",
            played.keys,
            played.rounds,
            if played.ended { " (ended)" } else { "" },
            played.per_round()
        ));
    }
    eprintln!("{}", table.join("\n"));
    eprintln!(
        "Over the goal, the keys of each round:\n{}",
        over.join("\n")
    );
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}
