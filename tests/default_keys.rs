//! The prompt keys take a question's default, and the default is one that makes a command: each
//! fix replayed through the keys as a keeper presses them.

use crate::tui_common;

use chasetrack::tui::App;
use tui_common::*;

/// The log as the keeper reads it, every line.
fn log(app: &App) -> String {
    app.log()
        .iter()
        .map(|line| line.text.to_string())
        .collect::<Vec<_>>()
        .join("\n")
}

fn city_app() -> App {
    App::new(city(), chasetrack::tui::Theme::new(false))
}

/// The line being typed at the open question, if one is open.
fn line(app: &App) -> Option<String> {
    match app.overlay() {
        Some(chasetrack::tui::app::Overlay::Form(form)) => Some(form.line.text().to_string()),
        _ => None,
    }
}

/// A position-clocks terrain's name ("What is the terrain? (for the log)") holds its present
/// name: `r`, `R` and `n` take it (the hint bar says so), rather than the first of them replacing
/// it as a letter. Once the keeper clears the line, a letter is typed.
#[test]
fn a_prompt_key_takes_a_lines_suggested_answer_rather_than_being_typed() {
    for (key, ends_turn) in [("r", false), ("R", false), ("n", true)] {
        let mut app = city_app();
        press(&mut app, "S<Enter><Enter><Enter>T<Enter>");
        let asked = screen(&app, 100, 30);
        assert!(asked.contains("What is the terrain?"), "{asked}");
        assert!(asked.contains("r usual + roll"), "{asked}");
        assert!(asked.contains("n usual + roll + end turn"), "{asked}");
        press(&mut app, key);
        assert!(app.overlay().is_none(), "{key}: {}", screen(&app, 100, 30));
        assert!(
            log(&app).ends_with("'Market' is now crowded market, DC 15, cover, obscured."),
            "{key}: {}",
            log(&app)
        );
        let header = screen(&app, 100, 30);
        let turn = if ends_turn {
            "Wizard's turn"
        } else {
            "Ann's turn"
        };
        assert!(
            header.lines().next().unwrap_or("").contains(turn),
            "{key}: {header}"
        );
    }
    // Cleared, the line takes letters, the prompt keys among them.
    let mut app = city_app();
    press(&mut app, "S<Enter><Enter><Enter>T<Enter><C-u>rain");
    assert_eq!(line(&app).as_deref(), Some("rain"));
    assert!(!screen(&app, 100, 30).contains("usual + roll"));
}

/// "Hiding": `H R` hides with a rolled check against the usual DC, the terrain's (the market's
/// 15), so the command is made in two keys; before, "Against which DC?" had nothing on its line
/// and "roll the rest" stopped there.
#[test]
fn hiding_takes_the_terrains_dc_as_its_usual_answer() {
    let mut app = city_app();
    press(&mut app, "S<Enter><Enter><Enter>H<Enter><Enter>");
    let asked = screen(&app, 100, 30);
    assert!(asked.contains("Against which DC?"), "{asked}");
    assert!(asked.contains("the terrain's is 15"), "{asked}");
    assert_eq!(line(&app).as_deref(), Some("15"));
    let mut app = city_app();
    press(&mut app, "S<Enter><Enter><Enter>HR");
    assert!(app.overlay().is_none(), "{}", screen(&app, 100, 30));
    let told = log(&app);
    assert!(
        told.lines()
            .any(|l| l.starts_with("Ann hides: d20") && l.contains("vs DC 15")),
        "{told}"
    );
}

/// The GM's choice of a GURPS skill (`S`): the usual answer changes something. With no skill
/// chosen it is the person's best (Vince rolls Running, his highest), and `S R` again takes the
/// program's choice back; picking the choice already in force says so and journals nothing
/// (before, `S R` journaled "the program's choice" where it already was: a command that changed
/// nothing).
#[test]
fn the_usual_skill_choice_changes_something() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-traffic.ron"), &dir);
    let commands = |app: &App| app.chase().journal_len();
    press(&mut app, "SR");
    assert!(
        log(&app).ends_with(
            "The GM's choice: Vince rolls Running where the text offers a choice of skill."
        ),
        "{}",
        log(&app)
    );
    assert_eq!(commands(&app), 1);
    // Running (the second choice) taken where it is already in force: said, not journaled.
    press(&mut app, "S2");
    assert_eq!(commands(&app), 1);
    let said = screen(&app, 120, 30);
    assert!(
        said.contains("Vince already rolls with Running: nothing changed."),
        "{said}"
    );
    press(&mut app, "SR");
    assert_eq!(commands(&app), 2);
    assert!(
        log(&app)
            .lines()
            .last()
            .is_some_and(|l| !l.contains("Vince rolls Running")),
        "{}",
        log(&app)
    );
}

/// A pick-list starts on an option the rules would take: where the question's own default leads
/// only to a refusal (Harvey "moves how from now on?" with on foot first, and he is on foot; the
/// way after his location "Clear ground", and it is clear), Enter and `R` take the first option
/// that makes a command. Before, `M R` and `o R` said "already on foot" and "The way is clear
/// already" and applied nothing.
#[test]
fn a_pick_list_starts_on_an_option_the_rules_take() {
    let mut app = App::new(
        chasetrack::setup::sample(),
        chasetrack::tui::Theme::new(false),
    );
    press(&mut app, ESTABLISH);
    press(&mut app, "MR");
    assert!(app.overlay().is_none(), "{}", screen(&app, 100, 30));
    assert!(log(&app).contains("Harvey switches to"), "{}", log(&app));
    assert!(!screen(&app, 100, 30).contains("already on foot"));
    let mut app = App::new(
        chasetrack::setup::sample(),
        chasetrack::tui::Theme::new(false),
    );
    press(&mut app, ESTABLISH);
    press(&mut app, "o");
    assert!(
        screen(&app, 100, 30).contains("What lies between location 3 and 4?"),
        "{}",
        screen(&app, 100, 30)
    );
    press(&mut app, "R");
    // Every question with a default taken, the hazard's name is the keeper's to give.
    let asked = screen(&app, 100, 30);
    assert!(asked.contains("Name of the hazard"), "{asked}");
    assert!(!asked.contains("The way is clear already"), "{asked}");
}
