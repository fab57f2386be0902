//! A turn with nothing left to decide says so in the log as well as on the status line (issue
//! 27): the log is told from the journal, so the line is there after an undo and a redo, on a
//! resumed chase and in the session log. The reason in the log is the one the status line gave
//! when the turn passed, in every system whose turns can be empty; the chase track's never are
//! (its turn always holds the required move).

use crate::tui_common;

use chasetrack::setup::Setup;
use chasetrack::systems::{Chase, SystemKind};
use chasetrack::tui::{App, Theme};
use tui_common::*;

/// The reason the status line gives for a pass ("Harvey has no movement actions left: the turn
/// passed by itself."), if the last key passed a turn.
fn passed(app: &App) -> Option<String> {
    let text = app.status()?.text.clone();
    text.strip_suffix(": the turn passed by itself.")
        .map(str::to_string)
}

/// The keeper's log as text.
fn log(app: &App) -> Vec<String> {
    app.log().iter().map(|line| line.text.to_string()).collect()
}

/// The sample with its turns left open after the last movement action (`auto_end_turn: false`,
/// a setup's choice): the screen, not the rules, then passes a turn with nothing left.
fn open_turns(mut setup: Setup) -> Setup {
    if let Chase::Coc7(session) = &setup.chase {
        let mut initial = session.initial().clone();
        initial.settings.auto_end_turn = false;
        setup.chase = Chase::Coc7(chasetrack::engine::Session::new(initial));
    }
    setup
}

fn setup(name: &str) -> Setup {
    open_turns(asset(name))
}

/// A shipped setup and the keys that reach a turn that passes by itself in it.
fn cases() -> Vec<(&'static str, &'static str)> {
    vec![
        // Harvey's one movement action spent: his turn passes.
        ("sample.ron", "sRc<Enter>f"),
        // Ann's check, Move and Skill action spent.
        (
            "city-chase.ron",
            "S<Enter><Enter><Enter>frFraclimb<Enter><Enter><Enter>10<Enter>r",
        ),
        // Both sides declare Move: steps 3 and 4 have nothing to resolve.
        ("gurps-rooftops.ron", "n<Enter>n<Enter>"),
        // Road Warriors with the table's dice and cards: Dala draws the 4 of diamonds, lower than
        // both foes' cards and no Club; once the car's three and the gangers have acted, she
        // has no foe in reach and nothing else to do.
        (
            "savage-road-warriors.ron",
            "m27<Enter>3<Enter>4<Enter>2<Enter>5D<Enter>10H<Enter>m4<Enter>1<Enter>4D<Enter>\
             m6<Enter>1<Enter>8S<Enter>nnnn",
        ),
    ]
}

#[test]
fn a_turn_that_passes_by_itself_says_so_in_the_log_in_every_system() {
    let mut systems = Vec::new();
    for (name, keys) in cases() {
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(setup(name), &dir);
        press(&mut app, keys);
        let shown = screen(&app, 80, 24);
        let why = passed(&app).unwrap_or_else(|| panic!("{name}: a turn passed:\n{shown}"));
        // The first reason given (several passes are joined by "; ").
        let first = why.split("; ").next().unwrap_or_default().to_string();
        let line = format!("{first}: the turn passes.");
        let lowered = |lines: Vec<String>| -> Vec<String> {
            lines.into_iter().map(|l| l.to_lowercase()).collect()
        };
        assert!(
            lowered(log(&app)).contains(&line.to_lowercase()),
            "{name}: the log says '{line}': {:#?}",
            log(&app)
        );
        // Told from the journal: after an undo and a redo, and on the chase resumed.
        let before = log(&app);
        // A prompt that opened by itself (GURPS's Contest) is put away first.
        if app.overlay().is_some() {
            press(&mut app, "<Esc>");
        }
        press(&mut app, "u");
        assert!(
            !lowered(log(&app)).contains(&line.to_lowercase()),
            "{name}: undone with the pass"
        );
        press(&mut app, "<C-r>");
        assert_eq!(log(&app), before, "{name}: redone with the pass");
        let resumed = App::new(setup(name), Theme::new(false)).with_chase(app.chase().clone());
        assert_eq!(log(&resumed), before, "{name}: the resumed chase's log");
        systems.push(app.chase().system());
    }
    // Every system but the chase track, whose turn always holds the required move.
    for system in SystemKind::ALL {
        assert_eq!(
            systems.contains(system),
            *system != SystemKind::Track,
            "{system:?}"
        );
    }
}

/// Savage Worlds: an Action Card with no foe in reach and nothing else to do (no Club,
/// not Shaken, no control roll owed) passes by itself, in the journal as the end of that
/// participant's action; `pass_empty_turns: false` leaves it to the keeper's `n`.
#[test]
fn a_savage_worlds_card_with_no_foe_in_reach_passes_by_itself() {
    use chasetrack::systems::savage::rules::Command;
    let to_the_gangers = "m27<Enter>3<Enter>4<Enter>2<Enter>5D<Enter>10H<Enter>m4<Enter>1<Enter>\
                          4D<Enter>m6<Enter>1<Enter>8S<Enter>nnn";
    let header = |app: &App| screen(app, 80, 24).lines().next().unwrap_or("").to_string();
    let last = |app: &App| match app.chase() {
        Chase::Savage(session) => session.journal().last().map(|e| e.command.clone()),
        _ => None,
    };
    for passing in [true, false] {
        let dir = tempfile::tempdir().unwrap();
        let mut app =
            app_with_journal(asset("savage-road-warriors.ron"), &dir).passing_empty_turns(passing);
        press(&mut app, to_the_gangers);
        assert!(header(&app).contains("Gangers"), "{}", screen(&app, 80, 24));
        press(&mut app, "n");
        let shown = screen(&app, 80, 24);
        if passing {
            assert!(header(&app).contains("Round 2"), "{shown}");
            assert!(
                shown.contains("Dala has no foe in reach on 4♦"),
                "the status line says why: {shown}"
            );
            assert!(
                matches!(last(&app), Some(Command::EndTurn { who }) if who == "Dala"),
                "{:?}",
                last(&app)
            );
        } else {
            assert!(header(&app).contains("Dala"), "{shown}");
            press(&mut app, "n");
            assert!(header(&app).contains("Round 2"), "{}", screen(&app, 80, 24));
        }
    }
}
