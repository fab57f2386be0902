//! The Savage Worlds screen driven by keys, as a GM plays the shipped chases: Road Warriors with
//! the table's dice and cards typed (the text's cards), every shipped chase to its end with the
//! tool's deck and with typed cards, the players' view, and the screen at 80x24 and 160x48 (insta
//! snapshots, no colours).

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::savage::rules::{Phase, SavageChase};
use chasetrack::tui::{App, Theme};
use insta::assert_snapshot;
use tui_common::*;

fn savage(app: &App) -> &SavageChase {
    match app.chase() {
        Chase::Savage(session) => session.state(),
        other => panic!("not a Savage Worlds chase: {}", other.system().title()),
    }
}

/// The screen's row for a participant (its name after the selection mark).
fn row<'a>(screen: &'a str, name: &str) -> &'a str {
    screen
        .lines()
        .find(|l| l.contains(&format!("›{name} ")) || l.contains(&format!("│ {name} ")))
        .unwrap_or_else(|| panic!("no row for {name}:\n{screen}"))
}

/// Road Warriors, round 1, with every value typed as the table rolled and drew it.
#[test]
fn road_warriors_played_with_typed_dice_and_cards() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-road-warriors.ron"), &dir);
    let start = screen(&app, 80, 24);
    assert!(start.contains("Round 1 of 5"), "{start}");
    assert!(start.contains("deck 54 left"), "{start}");
    assert!(row(&start, "Big Ben").contains("↳ Abel"), "{start}");
    assert!(row(&start, "Gangers").contains("Gangers ×5"), "{start}");
    // Abel rolls with Big Ben's help (the second option), 7 and 3, Ben 4 and 2; the cards 5D, 10H.
    press(
        &mut app,
        "m27<Enter>3<Enter>4<Enter>2<Enter>5D<Enter>10H<Enter>",
    );
    assert_eq!(savage(&app).hand(0).total, Some(9));
    let dealt = screen(&app, 80, 24);
    assert!(row(&dealt, "Abel").contains("[10♥] 5♦"), "{dealt}");
    assert!(row(&dealt, "Cale").contains("(10♥)"), "{dealt}");
    // Dala (no passenger: no question), then the gangers.
    press(&mut app, "m4<Enter>1<Enter>4C<Enter>");
    press(&mut app, "m6<Enter>1<Enter>8S<Enter>");
    let acting = screen(&app, 80, 24);
    assert_eq!(savage(&app).phase, Phase::Acting);
    assert!(acting.contains("Abel acts on 10♥"), "{acting}");
    assert!(
        row(&acting, "Gangers").contains("→ Dala Long -4"),
        "{acting}"
    );
    assert!(acting.contains("Waits: Dala 4♣ major obstacle"), "{acting}");
    // A tall screen lays the Action Cards on the table, in the order of actions.
    let tall = screen(&app, 160, 48);
    let faces: Vec<usize> = ["│ 10♥ │", "│ 8♠  │", "│ 4♣  │"]
        .iter()
        .map(|face| tall.find(face).unwrap_or_else(|| panic!("{face}: {tall}")))
        .collect();
    assert!(faces.windows(2).all(|w| w[0] < w[1]), "{tall}");
    // Abel and Big Ben pass; Cale's one target is taken without asking.
    press(&mut app, "nna8<Enter>2<Enter>3<Enter>4<Enter>5<Enter>");
    assert_eq!(savage(&app).participant(4).count, 4);
    // The gangers: the split proposes 1 at Dala; the GM changes the split to 2 (`D`, a number
    // at each foe: Dala is the only one), which the log tells, and the attack form offers 2.
    press(&mut app, "D<Enter><C-u>2<Enter>");
    let split = screen(&app, 80, 24);
    assert!(split.contains("The GM changes the split"), "{split}");
    press(&mut app, "a<Enter>3<Enter>6<Enter>4<Enter>5<Enter>5<Enter>");
    // The hit wounds Dala at the wheel: the same attack asks her roll against going Out of
    // Control, 5 and 3 (-1 for the wound: 4, in control), and the log says so at once.
    let asked = screen(&app, 80, 24);
    assert!(asked.contains("Dala: Driving to keep control"), "{asked}");
    press(&mut app, "5<Enter>3<Enter>");
    let hit = screen(&app, 80, 24);
    assert_eq!(savage(&app).participant(3).wounds, 1);
    assert!(row(&hit, "Dala").contains("Shaken W1"), "{hit}");
    assert!(hit.contains("Dala rolls to keep control"), "{hit}");
    assert!(
        !hit.contains("control roll (o)"),
        "nothing is left owed: {hit}"
    );
    assert!(!savage(&app).participant(3).control_roll);
    press(&mut app, "n");
    // Dala's complication; then she ends the round.
    press(&mut app, "c7<Enter>2<Enter>n");
    let next = screen(&app, 80, 24);
    assert_eq!(savage(&app).round, 2);
    assert!(next.contains("Round 2 of 5"), "{next}");
    assert!(next.contains("deck 50 left · 4 discarded"), "{next}");
}

/// A card that is not in the deck, or is no card, is asked again with the reason.
#[test]
fn a_typed_card_not_in_the_deck_is_asked_again() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-road-warriors.ron"), &dir);
    // Abel, alone (the first option): 4 and 1, the Four of Clubs; then Dala types it again.
    press(&mut app, "m14<Enter>1<Enter>4C<Enter>");
    press(&mut app, "m4<Enter>1<Enter>4C<Enter>");
    let asked = screen(&app, 80, 24);
    assert!(asked.contains("4C is not in the deck now"), "{asked}");
    press(&mut app, "<C-u>ZZ<Enter>");
    assert!(screen(&app, 80, 24).contains("'ZZ' is not a card"));
    press(&mut app, "<C-u>Jk<Enter>");
    assert_eq!(
        savage(&app).hand(3).kept.map(|c| c.to_string()),
        Some("Joker".to_string())
    );
}

/// Plays a shipped chase to its end by keys alone, as a GM who takes every default: `m` for the
/// next roll, `c` for a complication, `v` for a Shaken one, `n` otherwise; at a prompt, `r` (the
/// tool rolls and deals), Enter at a menu or, with `typed`, the table's values: a 3 on every die and the highest
/// card left in the deck, typed. Returns the keys pressed; the deck holds its 54 cards throughout.
fn play_to_the_end(asset_name: &str, typed: bool) -> usize {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset(asset_name), &dir);
    let mut keys = 0;
    for _ in 0..2000 {
        if savage(&app).phase == Phase::Over {
            break;
        }
        let state = savage(&app);
        let text = screen(&app, 80, 24);
        let typed_card = state
            .deck
            .iter()
            .last()
            .map(|c| format!("{}<Enter>", c.typed()));
        let key = if text.contains("Type the card the table drew") && typed {
            typed_card.unwrap_or_else(|| "<Enter>".to_string())
        } else if text.contains("A roll is needed") && typed {
            "3<Enter>".to_string()
        } else if text.contains("A roll is needed") {
            "r".to_string()
        } else if app_has_prompt(&app) {
            "<Enter>".to_string()
        } else if state.phase == Phase::Maneuvering {
            "m".to_string()
        } else if state
            .current()
            .is_some_and(|id| state.complication_waiting(id).is_some())
        {
            "c".to_string()
        } else if state.current().is_some_and(|id| {
            let p = state.participant(id);
            p.shaken && !state.hand(id).recovered
        }) {
            "v".to_string()
        } else {
            "n".to_string()
        };
        press(&mut app, &key);
        keys += 1;
        assert_eq!(savage(&app).deck_problem(), None, "{asset_name}");
    }
    let state = savage(&app);
    assert_eq!(
        state.phase,
        Phase::Over,
        "{asset_name}: over after {keys} keys"
    );
    let end = screen(&app, 80, 24);
    assert!(end.contains("Round "), "{end}");
    keys
}

#[test]
fn every_shipped_chase_plays_to_its_end_with_the_tools_deck_and_with_typed_cards() {
    for asset_name in [
        "savage-knights-bandits.ron",
        "savage-road-warriors.ron",
        "savage-ship-chase.ron",
        "savage-rooftops.ron",
    ] {
        for typed in [false, true] {
            let keys = play_to_the_end(asset_name, typed);
            assert!(keys > 10, "{asset_name}: {keys} keys");
        }
    }
}

fn app_has_prompt(app: &App) -> bool {
    let text = screen(app, 80, 24);
    text.contains("A roll is needed") || text.contains("Enter choose") || text.contains("Enter ok")
}

/// The screen as it opens and in play, at both sizes.
#[test]
fn savage_screens_at_80x24_and_160x48() {
    let cases = [
        ("savage_road_warriors_open", "savage-road-warriors.ron", ""),
        (
            "savage_road_warriors_acting",
            "savage-road-warriors.ron",
            "m27<Enter>3<Enter>4<Enter>2<Enter>5D<Enter>10H<Enter>\
             m4<Enter>1<Enter>4C<Enter>m6<Enter>1<Enter>8S<Enter>nn",
        ),
        (
            "savage_knights_keep",
            "savage-knights-bandits.ron",
            "m8<Enter>3<Enter>4<Enter>KC<Enter>5H<Enter>9S<Enter>",
        ),
    ];
    for (name, asset_name, keys) in cases {
        let mut app = App::new(asset(asset_name), Theme::new(false));
        press(&mut app, keys);
        for (width, height) in [(80, 24), (160, 48)] {
            let terminal = terminal(&app, width, height);
            assert_snapshot!(format!("{name}_{width}x{height}"), terminal.backend());
        }
    }
}

/// The players' view (`chasetrack follow`): the GM's people show no wounds, Fatigue or vehicle
/// hits; the players' characters do; the cards and the advantage are for everyone.
#[test]
fn the_players_view_hides_the_gms_numbers() {
    let Chase::Savage(session) = asset("savage-rooftops.ron").chase else {
        panic!("the rooftops are a Savage Worlds chase");
    };
    let mut state = session.state().clone();
    state.participants[1].wounds = 1; // Agent Okoro, a player's character
    state.participants[3].wounds = 2; // the Bodyguard, the GM's
    state.participants[3].fatigue = 1;
    let setup = setup_of(
        "Rooftops",
        Chase::Savage(chasetrack::engine::Session::new(state)),
    );
    let keeper = App::new(setup.clone(), Theme::new(false));
    let gm = screen(&keeper, 80, 24);
    assert!(row(&gm, "Bodyguard").contains("W2 F1"), "{gm}");
    let dir = tempfile::tempdir().unwrap();
    let players = App::new(setup, Theme::new(false)).following(&dir.path().join("j"));
    let seen = screen(&players, 80, 24);
    assert!(!row(&seen, "Bodyguard").contains("W2"), "{seen}");
    assert!(!row(&seen, "Bodyguard").contains("F1"), "{seen}");
    assert!(row(&seen, "Agent Okoro").contains("W1"), "{seen}");
}

/// A screen too short for every participant says how many more there are, and no name is cut.
#[test]
fn a_short_screen_says_how_many_more_and_cuts_no_name() {
    use chasetrack::systems::savage::rules::{Die, Maneuver, Participant, Settings, Side};
    let people: Vec<Participant> = (1..=14)
        .map(|n| {
            let side = if n % 2 == 0 {
                Side::Prey
            } else {
                Side::Pursuer
            };
            Participant::new(
                &format!("Rider number {n}"),
                side,
                Maneuver::Riding,
                Die::d(6),
            )
        })
        .collect();
    let chase = SavageChase::new(Settings::default(), people).expect("valid");
    let setup = setup_of(
        "Fourteen riders",
        Chase::Savage(chasetrack::engine::Session::new(chase)),
    );
    let app = App::new(setup, Theme::new(false));
    let short = screen(&app, 80, 20);
    assert!(short.contains("▼ 5 more"), "{short}");
    assert!(short.contains("Rider number 9 "), "{short}");
    for (width, height) in [(80, 24), (160, 48)] {
        let full = screen(&app, width, height);
        assert!(!full.contains('▼'), "{full}");
        for n in 1..=14 {
            assert!(full.contains(&format!("Rider number {n} ")), "{n}: {full}");
        }
    }
}

/// "Roll the rest" stays in its round: `r` on an attack that ends the round rolls the attack,
/// and the next round's card rolls are left to the keeper (they were all rolled by the tool,
/// unasked, before).
#[test]
fn rolling_the_rest_of_an_attack_leaves_the_next_rounds_cards_alone() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("savage-rooftops.ron"), &dir);
    // Round 1: every card roll, the two who drew end their actions; round 2: every card roll.
    press(&mut app, "mRnnmR");
    let before = savage(&app).round;
    let acting = screen(&app, 80, 24);
    assert_eq!(savage(&app).phase, Phase::Acting, "{acting}");
    assert_eq!(
        savage(&app).order.len(),
        1,
        "one acts this round, and its attack ends the round: {acting}"
    );
    press(&mut app, "ar");
    let after = screen(&app, 80, 24);
    assert_eq!(savage(&app).round, before + 1, "{after}");
    assert_eq!(savage(&app).phase, Phase::Maneuvering, "{after}");
    assert_eq!(
        savage(&app).to_roll().count(),
        savage(&app).participants.len(),
        "no card rolled for the new round: {after}"
    );
}
