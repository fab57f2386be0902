//! Help that finds, in all five systems at 80x24 through the real app: `?` opens at the
//! section of the chase's phase, `PgDn`/`PgUp` move by what the help shows, the scroll stops at
//! the last line, `/` and a word find the first line holding it and `n` the next, round to the
//! first.

use crate::tui_common;

use chasetrack::tui::{App, Theme};
use tui_common::*;

/// One shipped setup per system, and the keys that start its chase with the tool's dice.
const SYSTEMS: [(&str, &str); 5] = [
    ("sample.ron", "sRc<Enter>"),
    ("bazaar.ron", "s"),
    ("city-chase.ron", "sR"),
    ("gurps-harbour.ron", "n"),
    ("savage-rooftops.ron", "mRmRmRmRmR"),
];

fn app(name: &str) -> App {
    let mut app = App::new(asset(name), Theme::new(false));
    app.resize(80, 24);
    app
}

/// The help's rows as drawn: inside its box, between the header and the status line.
fn help_rows(app: &App) -> Vec<String> {
    let shown = screen(app, 80, 24);
    let lines: Vec<&str> = shown.lines().collect();
    assert!(lines[1].contains("Keys"), "the help is not open:\n{shown}");
    lines
        .iter()
        .skip(2)
        .take_while(|l| !l.starts_with('└'))
        .map(|l| l.trim_start_matches('│').trim_end_matches('│').to_string())
        .collect()
}

fn top(app: &App) -> String {
    help_rows(app).first().cloned().unwrap_or_default()
}

fn status(app: &App) -> String {
    app.status().map(|s| s.text.clone()).unwrap_or_default()
}

#[test]
fn the_help_opens_at_the_section_of_the_phase() {
    for (name, start) in SYSTEMS {
        let mut app = app(name);
        let has_establishing = crate::tui_common::builtin_keymap()
            .bindings(chasetrack::tui::keymap::Mode::Main, app.chase().system())
            .any(|b| b.section == chasetrack::tui::keymap::Section::Establishing);
        press(&mut app, "?");
        let expected = if has_establishing {
            "Establishing the chase"
        } else {
            "The acting participant's turn"
        };
        assert!(top(&app).starts_with(expected), "{name}: {}", top(&app));
        press(&mut app, "<Esc>");
        press(&mut app, start);
        if app.overlay().is_some() {
            // GURPS's first step asks for the quarry's maneuver at once: the chase runs.
            press(&mut app, "<Esc>");
        }
        press(&mut app, "?");
        assert!(
            top(&app).starts_with("The acting participant's turn"),
            "{name} once running: {}",
            top(&app)
        );
    }
}

#[test]
fn pgdn_moves_by_a_screenful_and_the_scroll_stops_at_the_end() {
    for (name, _) in SYSTEMS {
        let mut app = app(name);
        press(&mut app, "?");
        // From the top of the help: the line after the last one shown comes to the top.
        press(&mut app, "gg");
        for _ in 0..40 {
            press(&mut app, "<Up>");
        }
        let first = help_rows(&app);
        let shown = first.len() - 1; // the last row says "more below"
        assert!(first[shown].contains("more below"), "{name}: {first:?}");
        press(&mut app, "<PgDn>");
        let second = help_rows(&app);
        press(&mut app, "<PgUp>");
        assert_eq!(help_rows(&app), first, "{name}: PgUp undoes PgDn");
        press(&mut app, "<PgDn>");
        // Scrolled by the rows shown, one line at a time back up reaches the first page's
        // last line exactly when the top is one line back.
        press(&mut app, "k");
        assert_eq!(top(&app), first[shown - 1], "{name}: {second:?}");
        // Far past the end: the last line is on screen, and one `k` moves the view at once.
        for _ in 0..40 {
            press(&mut app, "<PgDn>");
        }
        let end = help_rows(&app);
        assert!(
            !end.iter().any(|l| l.contains("more below")),
            "{name}: {end:?}"
        );
        press(&mut app, "j");
        assert_eq!(help_rows(&app), end, "{name}: j past the end does nothing");
        press(&mut app, "k");
        assert_ne!(
            help_rows(&app),
            end,
            "{name}: one k moves back from the end"
        );
    }
}

#[test]
fn slash_finds_a_word_and_n_the_next_round_to_the_first() {
    for (name, _) in SYSTEMS {
        let mut app = app(name);
        press(&mut app, "?/cancel<Enter>");
        let said = status(&app);
        assert!(said.starts_with("'cancel': line 1 of "), "{name}: {said}");
        let count: usize = said
            .trim_start_matches("'cancel': line 1 of ")
            .split(' ')
            .next()
            .and_then(|n| n.parse().ok())
            .unwrap_or_else(|| panic!("{name}: {said}"));
        assert!(count >= 2, "{name}: {said}");
        let mut seen = Vec::new();
        for nth in 1..=count {
            let rows = help_rows(&app);
            assert!(
                rows.iter().any(|r| r.to_lowercase().contains("cancel")),
                "{name}, match {nth}: {rows:?}"
            );
            assert!(
                status(&app).contains(&format!("line {nth} of {count}")),
                "{name}: {}",
                status(&app)
            );
            seen.push(rows);
            press(&mut app, "n");
        }
        assert!(
            status(&app).contains(&format!("line 1 of {count}")),
            "{name}: round to the first"
        );
        assert_eq!(help_rows(&app), seen[0], "{name}");
        // A word no key has: said, and the view stays.
        let before = help_rows(&app);
        press(&mut app, "/zebra<Enter>");
        assert!(
            status(&app).contains("No key's line holds 'zebra'"),
            "{name}"
        );
        assert_eq!(help_rows(&app), before, "{name}");
        // The help still closes.
        press(&mut app, "?");
        assert!(app.overlay().is_none(), "{name}");
    }
}

/// While a word is typed, the help's own keys are letters of it (`n`, `j`, `q`), and Esc leaves
/// the line, not the help.
#[test]
fn typing_the_word_takes_every_letter() {
    let mut app = app("sample.ron");
    press(&mut app, "?/jqn");
    assert!(
        screen(&app, 80, 24).contains("/jqn"),
        "{}",
        screen(&app, 80, 24)
    );
    press(&mut app, "<Esc>");
    assert!(
        app.overlay().is_some(),
        "Esc leaves the line, the help stays"
    );
    press(&mut app, "<Esc>");
    assert!(app.overlay().is_none());
}

/// Under the key that shows the odds, the help says what the odds' "bold" and "cautious" mean in
/// the chase's own system: searching its first words finds it, in every system, each its own.
#[test]
fn the_help_says_what_the_odds_styles_mean_in_each_system() {
    let mut said = Vec::new();
    for (name, start) in SYSTEMS {
        let mut app = app(name);
        let styles = chasetrack::odds::chase::styles_mean(app.chase());
        let first_words: String = styles.split(' ').take(3).collect::<Vec<_>>().join(" ");
        press(&mut app, start);
        if app.overlay().is_some() {
            press(&mut app, "<Esc>");
        }
        press(&mut app, &format!("?/{first_words}<Enter>"));
        assert!(
            status(&app).starts_with(&format!("'{first_words}': line 1 of 1")),
            "{name}: {}",
            status(&app)
        );
        let rows = help_rows(&app);
        assert!(
            rows.iter().any(|r| r.contains(&first_words)),
            "{name}: {first_words:?} in {rows:?}"
        );
        assert!(!said.contains(&styles), "{name}: {styles}");
        said.push(styles);
    }
}
