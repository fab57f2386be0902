//! The live odds on the screen: `%` shows the odds panel and `*` the choice preview; the figures
//! are computed on a worker thread, keys go on meanwhile and figures for an earlier state are
//! marked stale. Snapshots at 80x24 of the thief in the bazaar.

use crate::tui_common;

use tui_common::*;

#[test]
fn the_odds_panel_shows_who_gets_away_and_marks_stale_figures() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    press(&mut app, "%");
    app.wait_for_odds();
    let panel = screen(&app, 80, 24);
    assert!(panel.contains("Odds · bold · 2000 runs"), "{panel}");
    assert!(panel.contains("Thief        away"), "{panel}");
    assert!(panel.contains("Guard        catch"), "{panel}");
    assert!(!panel.contains("stale"), "{panel}");
    insta::assert_snapshot!("bazaar_odds_panel_80x24", panel);

    // A key is not held up by the playouts: the chase starts at once, and the figures of the
    // chase before it are shown marked stale until the new ones arrive.
    press(&mut app, "s");
    app.refresh_odds();
    let stale = screen(&app, 80, 24);
    assert!(stale.contains("Round 1 · Thief's turn"), "{stale}");
    if app.odds().stale() {
        assert!(stale.contains("stale: new figures coming"), "{stale}");
    }
    app.wait_for_odds();
    assert!(!screen(&app, 80, 24).contains("stale"));

    press(&mut app, "%");
    assert!(!screen(&app, 80, 24).contains("Odds ·"));
}

#[test]
fn the_choice_preview_sets_the_thiefs_choices_side_by_side() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    press(&mut app, "s*");
    app.wait_for_odds();
    let preview = screen(&app, 80, 24);
    assert!(preview.contains("Thief chooses:"), "{preview}");
    for choice in ["just move", "shortcut", "fast lane", "slow 'em down"] {
        assert!(preview.contains(choice), "{choice}: {preview}");
    }
    insta::assert_snapshot!("bazaar_choice_preview_80x24", preview);
    // Before the move only the shortcut and the like are choices; once moved, exerting or not.
    press(&mut app, "*");
    assert!(!screen(&app, 80, 24).contains("Thief chooses:"));
}

/// The players' screen (`chasetrack follow`) shows no odds: they would name the keeper's hidden
/// people and weigh what the players may not know.
#[test]
fn the_players_screen_shows_no_odds() {
    use chasetrack::screen::Theme;
    use chasetrack::tui::app::App;
    let mut players = App::new(bazaar(), Theme::new(false)).following(std::path::Path::new("x"));
    press(&mut players, "%*");
    players.refresh_odds();
    let screen = screen(&players, 80, 24);
    assert!(
        !screen.contains("Odds") && !screen.contains("Choices"),
        "{screen}"
    );
    assert!(screen.contains("changes nothing"), "{screen}");
}

/// At the move step (the thief's action made, his move still to come) `*` said
/// "nobody has a choice to compare here", though exerting after the move is a choice
/// ("Movement and Exertion"). The preview now sets moving and then exerting beside moving and
/// ending the turn.
#[test]
fn the_preview_at_the_move_step_compares_exerting_with_not() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    press(
        &mut app,
        "sa2<C-u>9<Enter>1<Enter>Slide under a carpet merchant's stall<Enter>3<Enter>4<Enter>",
    );
    press(&mut app, "*");
    app.wait_for_odds();
    let preview = screen(&app, 100, 30);
    assert!(!preview.contains("nobody has a choice"), "{preview}");
    assert!(preview.contains("Thief chooses:"), "{preview}");
    assert!(preview.contains("move, then exert"), "{preview}");
    assert!(preview.contains("move, then end the turn"), "{preview}");
}
