//! The Call of Cthulhu screen turned to the players and switched between separate chases: the
//! players' view after a look ahead ("Pedal to the Metal": visibility ahead) and the chases of a
//! forked track once the participants have split ("Choosing a Route", "Splitting Up").

use crate::tui_common;

use insta::assert_snapshot;
use tui_common::*;

/// The police pursuit after Harvey's look ahead: he saw 3 locations, the keeper rolled the random
/// hazards for them, then a second look shows him only 1 (sight changes as the road bends).
const LOOKED_AHEAD: &str = "c<Enter>L329<Enter>2<Enter>87<Enter>L1<Enter>";

fn app(setup: &str, keys: &str) -> chasetrack::tui::App {
    let mut app = chasetrack::tui::App::new(asset(setup), chasetrack::screen::Theme::new(false));
    press(&mut app, keys);
    app
}

#[test]
fn players_view_hides_what_harvey_cannot_see() {
    let app = app("police-pursuit.ron", &format!("{LOOKED_AHEAD}P"));
    assert_snapshot!("players_view_police_pursuit_80x24", screen(&app, 80, 24));
}

#[test]
fn switching_to_the_deep_ones_chase() {
    // The deep one is put on the river way while Harvey runs along Water Street.
    let app = app("deep-one.ron", "c<Enter>jp8<Enter><Tab>");
    assert_snapshot!("next_chase_deep_one_80x24", screen(&app, 80, 24));
}

/// Both keys toggle and cycle on the App, and only look: the chase itself does not change.
#[test]
fn the_players_view_and_the_chases_toggle_on_the_app() {
    let mut police = app("police-pursuit.ron", LOOKED_AHEAD);
    let before = screen(&police, 80, 24);
    assert!(
        before.contains("Traffic") || before.contains("Hard hazard"),
        "{before}"
    );
    assert!(!police.focus().players_view);
    press(&mut police, "P");
    assert!(police.focus().players_view);
    let hidden = screen(&police, 80, 24);
    assert!(hidden.contains("players' view"), "{hidden}");
    // On the track: the log still tells of the track growing "beyond Hard hazard" when Harvey
    // saw that far.
    let track: String = hidden.lines().take(8).collect::<Vec<_>>().join("\n");
    assert!(
        !track.contains("Hard hazard"),
        "the hazard beyond sight is hidden: {hidden}"
    );
    assert!(
        hidden.contains('?'),
        "unseen locations are drawn as ?: {hidden}"
    );
    press(&mut police, "P");
    assert!(!police.focus().players_view);
    assert_eq!(
        screen(&police, 80, 24).lines().nth(1),
        before.lines().nth(1)
    );

    let mut deep = app("deep-one.ron", "c<Enter>jp8<Enter>");
    let journal = state(&deep).clone();
    let harvey = screen(&deep, 80, 24);
    assert!(harvey.contains("chase 1 of 2: the main way"), "{harvey}");
    press(&mut deep, "<Tab>");
    let river = screen(&deep, 80, 24);
    assert!(river.contains("chase 2 of 2: Riverbank way"), "{river}");
    assert!(river.contains("Deep one is in front") || river.contains("with Deep one in front"));
    assert_eq!(
        deep.focus().selected,
        1,
        "the deep one, in front on the river"
    );
    press(&mut deep, "<Tab>");
    assert!(screen(&deep, 80, 24).contains("chase 1 of 2: the main way"));
    assert_eq!(deep.focus().selected, 0, "Harvey, in front on the main way");
    assert_eq!(
        state(&deep),
        &journal,
        "looking changes nothing in the chase"
    );
}

/// The keys are offered only when they do something.
#[test]
fn the_looking_keys_are_offered_only_when_they_do_something() {
    let start = app("deep-one.ron", "c<Enter>");
    let hints = screen(&start, 80, 24);
    assert!(!hints.contains("next chase") && !hints.contains("players' view"));
    let mut police = app("police-pursuit.ron", "c<Enter>");
    press(&mut police, "P");
    assert!(
        !police.focus().players_view,
        "no sight set: nothing to hide"
    );
    let mut single = app("deep-one.ron", "c<Enter>");
    press(&mut single, "<Tab>");
    assert_eq!(single.focus().selected, 0);
    assert!(screen(&single, 80, 24).contains("only the one chase"));
}

/// "Choosing a Route": the cursor walks the way the selected participant takes, and one step past
/// the end of a way goes on to the next, so that the keeper reaches every location of a forked
/// track with `h` and `l` (to name a way nobody has taken yet, or set a hazard on it). In the
/// theater, Harvey's Water Street is followed first; the river, which nobody takes, after it.
#[test]
fn the_cursor_reaches_a_way_nobody_takes() {
    let mut app = app("deep-one.ron", "c<Enter>");
    let locations: Vec<i64> = match app.chase() {
        chasetrack::systems::Chase::Coc7(session) => {
            let map = &session.state().map;
            assert!(map.has_forks(), "the theater forks at its steps");
            map.numbers().map(i64::from).collect()
        }
        other => panic!("not a Call of Cthulhu chase: {}", other.system().title()),
    };
    let mut seen = vec![app.focus().cursor];
    for _ in 0..2 * locations.len() {
        press(&mut app, "h");
        seen.push(app.focus().cursor);
    }
    for _ in 0..2 * locations.len() {
        press(&mut app, "l");
        seen.push(app.focus().cursor);
    }
    for at in &locations {
        assert!(
            seen.contains(at),
            "location {at} never under the cursor: {seen:?}"
        );
    }
    // On the river, the track panel says so.
    while app.focus().cursor != 9 {
        press(&mut app, "l");
    }
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Far bank"), "{shown}");
}
