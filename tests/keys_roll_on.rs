//! "Roll the rest" goes on into the step a keeper always takes next: position clocks' second
//! movement check with the Move action after the turn's check, and the chase track's required
//! move after step 1. What the keeper sees is asserted: the bar's first suggestion after the
//! key, and that `r` (this roll only) leaves the next step to the keeper.

use crate::tui_common::*;
use chasetrack::tui::view::hints::HintsView;
use chasetrack::tui::{App, Theme};

/// The hint bar's first suggestion ("n end turn").
fn first(app: &App) -> String {
    HintsView::new(app)
        .words()
        .first()
        .cloned()
        .unwrap_or_default()
}

/// Through the city, Ann first in the keeper's order.
fn city_at_anns_turn() -> App {
    let mut app = App::new(city(), Theme::new(false));
    press(&mut app, "S<Enter><Enter><Enter>");
    assert!(screen(&app, 80, 24).contains("Ann's turn"));
    app
}

fn anns_checks(app: &App) -> (bool, bool) {
    let state = clocks_state(app);
    let ann = state
        .participants
        .iter()
        .find(|p| p.name == "Ann")
        .expect("Ann runs through the city");
    (ann.used.check, ann.used.move_action)
}

#[test]
fn roll_the_rest_at_the_movement_check_makes_the_move_actions_check_too() {
    let mut app = city_at_anns_turn();
    assert_eq!(first(&app), "f move");
    press(&mut app, "fR");
    assert_eq!(anns_checks(&app), (true, true));
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("Ann's turn"),
        "the turn is hers still: {shown}"
    );
    assert_eq!(first(&app), "n end turn", "{shown}");
}

#[test]
fn rolling_only_the_movement_check_leaves_the_move_action_to_the_keeper() {
    let mut app = city_at_anns_turn();
    press(&mut app, "fr");
    assert_eq!(anns_checks(&app), (true, false));
    assert_eq!(first(&app), "f move");
}

#[test]
fn f_n_is_a_runners_whole_turn_both_checks_and_the_end() {
    let mut app = city_at_anns_turn();
    press(&mut app, "fn");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Ann's Move action"), "{shown}");
    assert!(shown.contains("Wizard's turn"), "{shown}");
}

/// Over the fen the harpy's first check (the setup's dice) reaches the broken causeway: the
/// second check waits, and the bar offers the Skill action at the obstacle first.
#[test]
fn an_obstacle_reached_by_the_first_check_stops_the_rolling_and_comes_first_on_the_bar() {
    let mut app = App::new(asset("fen-harpy.ron"), Theme::new(false));
    press(&mut app, "sR");
    assert!(screen(&app, 80, 24).contains("Harpy's turn"));
    press(&mut app, "fR");
    let state = clocks_state(&app);
    let harpy = state
        .participants
        .iter()
        .find(|p| p.name == "Harpy")
        .expect("the harpy flees");
    assert!(harpy.used.check && !harpy.used.move_action);
    let words = HintsView::new(&app).words();
    assert_eq!(words[..2], ["c obstacle", "f move"], "{words:?}");
}

/// The bazaar: the thief's action with every default (a, r), and the required move follows it;
/// the bar then offers the exertion and the end of the turn.
#[test]
fn the_required_move_follows_the_action_rolled_with_its_usual_answers() {
    let mut app = App::new(bazaar(), Theme::new(false));
    press(&mut app, "s");
    let thief = |app: &App| {
        let state = track_state(app);
        let p = state
            .participants
            .iter()
            .find(|p| p.name == "Thief")
            .expect("the thief flees");
        (p.space, state.turn.acted, state.turn.moved)
    };
    let (from, ..) = thief(&app);
    assert_eq!(first(&app), "a action");
    press(&mut app, "aR");
    let (to, acted, moved) = thief(&app);
    assert!(acted && moved && to > from, "{from} -> {to}");
    let words = HintsView::new(&app).words();
    assert_eq!(words[..2], ["e exert", "n end turn"], "{words:?}");
}

/// Taking the action's choices one by one (Enter) and typing the dice leaves the move to `f`.
#[test]
fn an_action_answered_by_hand_leaves_the_move_to_the_keeper() {
    let mut app = App::new(bazaar(), Theme::new(false));
    press(&mut app, "sa");
    for _ in 0..12 {
        let shown = screen(&app, 160, 48);
        match app.overlay() {
            Some(chasetrack::tui::app::Overlay::Dice(_)) => press(&mut app, "3<Enter>"),
            Some(_) => press(&mut app, "<Enter>"),
            None => break,
        }
        assert_ne!(shown, screen(&app, 160, 48), "a key that does nothing");
    }
    let state = track_state(&app);
    assert!(state.turn.acted && !state.turn.moved);
    assert_eq!(first(&app), "f move");
}
