//! The hint bar's first suggestion is the key a keeper would usually press, where the keymap's
//! order would put another first: a Call of Cthulhu pursuer on foot that has reached its quarry
//! attacks it, then stays with it, rather than running on past it; a chase-track runner ends its
//! turn rather than exert at a risk the odds' bold keeper does not take. The other keys stay on
//! the bar.

use crate::tui_common::*;
use chasetrack::tui::view::hints::HintsView;
use chasetrack::tui::{App, Theme};

fn words(app: &App) -> Vec<String> {
    HintsView::new(app).words()
}

/// The byakhee over the gardens (its setup's dice): over the wall, twice at the locked gate,
/// then on to the boarding house where Lucius stands.
fn byakhee_with_lucius() -> App {
    let mut app = App::new(asset("byakhee.ron"), Theme::new(false));
    app.resize(80, 24);
    press(&mut app, "c");
    assert_eq!(
        words(&app)[0],
        "f forward",
        "on its way, the byakhee flies on"
    );
    press(&mut app, "fffbRbRf");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("reaches Lucius"), "{shown}");
    app
}

#[test]
fn a_pursuer_that_has_reached_its_quarry_is_offered_the_attack_first() {
    let app = byakhee_with_lucius();
    let words = words(&app);
    assert_eq!(words[0], "a attack", "{words:?}");
    assert!(words.contains(&"f forward".to_string()), "{words:?}");
}

#[test]
fn its_attack_made_it_is_offered_the_end_of_its_turn_before_running_past() {
    let mut app = byakhee_with_lucius();
    let at = |app: &App| {
        let state = state(app);
        let of = |name: &str| {
            state
                .participants
                .iter()
                .find(|p| p.name == name)
                .map(|p| p.location)
        };
        (of("Byakhee"), of("Lucius"))
    };
    press(&mut app, "aR");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Byakhee's turn"), "{shown}");
    let (byakhee, lucius) = at(&app);
    assert_eq!(byakhee, lucius, "{shown}");
    let words = words(&app);
    assert_eq!(words[0], "n end turn", "{words:?}");
    assert!(words.contains(&"f forward".to_string()), "{words:?}");
}

/// A pursuer whose damage the keeper must name (the farmer's sheet gives none) keeps the keys in
/// their usual order beside Harvey.
#[test]
fn a_pursuer_whose_blow_the_keeper_names_keeps_the_usual_order() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    // Speed rolls that change nothing; cut to the chase at range 1; Harvey waits a turn.
    press(&mut app, "s50<Enter>s40<Enter>c");
    press(&mut app, "<Down><Enter>");
    let shown = screen(&app, 160, 48);
    assert!(shown.contains("Harvey's turn"), "{shown}");
    press(&mut app, "n");
    let state = state(&app);
    let farmer = state.participants.iter().find(|p| p.name == "Farmer");
    let harvey = state.participants.iter().find(|p| p.name == "Harvey");
    let shown = screen(&app, 160, 48);
    assert!(shown.contains("Farmer's turn"), "{shown}");
    assert_eq!(
        farmer.map(|p| p.location + 1),
        harvey.map(|p| p.location),
        "{shown}"
    );
    press(&mut app, "f");
    let shown = screen(&app, 160, 48);
    assert!(shown.contains("reaches Harvey"), "{shown}");
    assert_eq!(words(&app)[0], "f forward", "{shown}");
}

/// Over the moors (its setup's dice): everyone acts, moves and exerts in round 1, while
/// collapsing is at most 1 roll in 6; in round 2 the hounds' next exertion, at CN 10 on d6 + d6,
/// would fell them 10 rolls in 36, so after the move the bar offers the end of the turn first.
#[test]
fn after_the_move_the_exertion_comes_first_only_while_it_is_a_fair_risk() {
    let mut app = App::new(asset("moors.ron"), Theme::new(false));
    app.resize(80, 24);
    press(&mut app, "sR");
    for _ in 0..4 {
        press(&mut app, "aR");
        assert_eq!(words(&app)[0], "e exert", "{}", screen(&app, 80, 24));
        press(&mut app, "eR");
    }
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("Round 2") && shown.contains("Hounds"),
        "{shown}"
    );
    press(&mut app, "aR");
    // A roll of 1 waits for the keeper's choice: the usual one, then the move.
    if app.overlay().is_some() {
        press(&mut app, "R");
    }
    let state = track_state(&app);
    let hounds = state
        .participants
        .iter()
        .position(|p| p.name == "Hounds")
        .expect("the hounds hunt");
    assert!(state.turn.moved);
    assert_eq!(state.exertion_cn(hounds as _), 10);
    let words = words(&app);
    assert_eq!(words[0], "n end turn", "{words:?}");
    assert!(words.contains(&"e exert".to_string()), "{words:?}");
}
