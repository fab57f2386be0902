//! The car chase of the players' screen's bug report, played as the keeper played it: the
//! investigators marked, `s R c Enter n n A 3 R` on the keeper's screen, and the players' screen
//! (`follow`) beside it at 80x24 and 120x40. The keeper's screen tells the cult rider's numbers;
//! the players' tells what happened in words, and draws only what the drivers can see.

use crate::tui_common;

use chasetrack::setup::Setup;
use chasetrack::tui::{App, Theme};
use tui_common::*;

/// `assets/car-chase.ron`, which marks Harvey, Amy and Bob as investigators.
fn car_chase_with_investigators() -> Setup {
    let setup = asset("car-chase.ron");
    assert_eq!(
        setup.chase.players_characters(),
        ["Harvey", "Amy", "Bob"],
        "the car chase marks its investigators"
    );
    setup
}

#[test]
fn the_players_screen_tells_the_cult_riders_fall_in_words_and_hides_the_roadblock() {
    let setup = car_chase_with_investigators();
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(setup.clone(), &dir);
    press(&mut app, "sRc<Enter>nnA3R");
    let keeper = screen(&app, 120, 40);
    for told in [
        "Drive Auto 45 with 61",
        "HP 9/11",
        "build 2/3",
        "Police roadblock",
    ] {
        assert!(
            keeper.contains(told),
            "the keeper's screen tells '{told}':\n{keeper}"
        );
    }

    let mut follower = App::new(setup, Theme::new(false)).following(&journal_path(&dir));
    follower.follow_update(app.chase().clone(), "Following.");
    let big = screen(&follower, 120, 40);
    for told in [
        "Cult rider fails to get past Students crossing.",
        "Cult rider's Motorcycle, heavy is battered.",
        "Cult rider is hurt.",
        "Harvey              55  13     1 11/11",
    ] {
        assert!(big.contains(told), "the players read '{told}':\n{big}");
    }
    for size in [(80, 24), (120, 40)] {
        let players = screen(&follower, size.0, size.1);
        for secret in [
            "Drive Auto 45",
            "61",
            "9/11",
            "2/3",
            "Police roadblock",
            "Old mill road",
            "Aylesbury Pike",
            "Lower Southside",
        ] {
            assert!(
                !players.contains(secret),
                "the players' screen at {size:?} shows '{secret}':\n{players}"
            );
        }
    }
}

/// Cut to the chase places the investigators last; the players' log told each placing from the
/// state before it, when no investigator stood anywhere yet, and said "Harvey is out of sight"
/// of the players' own investigator. Every investigator (and whoever rides with one) is told
/// where it stands.
#[test]
fn the_players_log_says_where_each_investigator_is_placed() {
    let dir = tempfile::tempdir().unwrap();
    let setup = car_chase_with_investigators();
    let mut app = app_with_journal(setup, &dir);
    press(&mut app, "sRc<Enter>");
    let told: Vec<String> = app
        .chase()
        .screen()
        .log()
        .iter()
        .map(|line| line.told(chasetrack::engine::Audience::Table).to_string())
        .collect();
    for name in ["Harvey", "Bob"] {
        assert!(
            told.iter()
                .any(|l| l.starts_with(&format!("{name} is at "))),
            "{name}: {told:#?}"
        );
        assert!(
            !told.contains(&format!("{name} is out of sight.")),
            "{name}: {told:#?}"
        );
    }
}
