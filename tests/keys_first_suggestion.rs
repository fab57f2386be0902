//! The hint bar's first suggestion is the key a keeper would usually press, where the keymap's
//! order would put another first: a Call of Cthulhu pursuer on foot that has reached its quarry
//! attacks it, then stays with it, rather than running on past it. The other keys stay on the
//! bar.

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
