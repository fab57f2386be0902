//! Keys per round at the table, counted on the real app as a keeper presses them, with
//! the tool rolling every die: a later round of Harvey and the farmer with a hazard each, one
//! chase-track action, a position-clocks turn. docs/keybindings.md records the counts.

use crate::tui_common;

use tui_common::*;

/// Presses `keys` and returns how many key presses they were.
fn count(app: &mut chasetrack::tui::App, keys: &str) -> usize {
    press(app, keys);
    parse_keys(keys).len()
}

/// Round 2 of the sample: Harvey faces the Mud at once (z, then r: DEX, the usual answers, every
/// die rolled); the farmer runs to the Gate (f) and takes the Mud too (z r). Five keys, goal ≤ 6.
#[test]
fn a_later_round_of_harvey_and_the_farmer_with_a_hazard_each() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    // Speed rolls that change nothing; cut to the chase; round 1: Harvey to the Gate, the farmer
    // to the Farm track.
    press(&mut app, "s50<Enter>s40<Enter>c<Enter>fF2");
    assert_eq!(state(&app).round, 2);
    let keys = count(&mut app, "zr") + count(&mut app, "fzr");
    let after = screen(&app, 160, 48);
    assert_eq!(state(&app).round, 3, "the round is over: {after}");
    assert_eq!(after.matches("on Mud").count(), 2, "a roll each: {after}");
    assert!(keys <= 6, "{keys} keys");
    assert_eq!(keys, 5);
}

/// One chase-track action in the bazaar taking every default: a, r (the best ability die, the
/// environment's CN, the usual effect, no edge, nothing to say for the log, both dice rolled).
/// Two keys, goal ≤ 4 (three before the question for the log was asked last).
#[test]
fn one_chase_track_action() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    press(&mut app, "s");
    let before = screen(&app, 160, 48);
    let keys = count(&mut app, "ar");
    let after = screen(&app, 160, 48);
    assert_ne!(before, after);
    assert!(
        after.contains("Thief tries for"),
        "the action was rolled: {after}"
    );
    assert!(keys <= 4, "{keys} keys");
    assert_eq!(keys, 2);
}

/// A position-clocks turn through the city: the movement check (f, r: d20 rolled) and the end of
/// the turn (n). Three keys, goal ≤ 3.
#[test]
fn a_clocks_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(city(), &dir);
    press(&mut app, "S<Enter><Enter><Enter>");
    assert!(screen(&app, 80, 24).contains("Ann's turn"));
    let keys = count(&mut app, "frn");
    let after = screen(&app, 80, 24);
    assert!(after.contains("Ann's movement check"), "{after}");
    assert!(after.contains("Wizard's turn"), "{after}");
    assert!(keys <= 3, "{keys} keys");
}

/// A skill or characteristic the sheet lacks (the Mud's STR, which Harvey's sheet does not give)
/// is offered in the list and rolled with the value typed at the table: `z`, the second
/// choice, `65`, then the usual answers and the die.
#[test]
fn the_muds_str_is_typed_when_the_sheet_lacks_it() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s50<Enter>s40<Enter>c<Enter>fF2");
    press(&mut app, "z");
    let list = screen(&app, 160, 48);
    assert!(list.contains("DEX 55"), "{list}");
    assert!(
        list.contains("STR: not on Harvey's sheet, type its value"),
        "{list}"
    );
    press(&mut app, "2");
    let asked = screen(&app, 160, 48);
    assert!(asked.contains("Harvey's STR, from the table"), "{asked}");
    press(&mut app, "abc<Enter>");
    assert!(
        screen(&app, 160, 48).contains("type STR as a number from 1 to 200"),
        "a value that is not a number is asked again"
    );
    press(&mut app, "<C-u>65<Enter>r");
    let rolled = screen(&app, 160, 48);
    assert!(
        rolled.contains("STR 65"),
        "the roll is against the typed 65: {rolled}"
    );
    assert_eq!(state(&app).participants[0].location, 5, "{rolled}");
}

/// One round of each system's shipped setup at 80x24, every participant acting once with the
/// tool's dice, counted key by key on the real app (at most 10 keys a round). The
/// counts are docs/keybindings.md's "Keys per round".
mod a_round_of_each_system {
    use super::*;
    use chasetrack::tui::{App, Theme};

    /// Presses each group of keys and returns the number of key presses, with the screen at
    /// 80x24 after the last one.
    fn round(app: &mut App, groups: &[&str]) -> (usize, String) {
        app.resize(80, 24);
        let keys = groups.iter().map(|g| count(app, g)).sum();
        (keys, screen(app, 80, 24))
    }

    fn header(shown: &str) -> &str {
        shown.lines().next().unwrap_or("")
    }

    /// Harvey and the farmer, round 1: Harvey forward (f), the farmer forward two (F 2) and the
    /// end of his turn with a move left (n). Four keys.
    #[test]
    fn call_of_cthulhu_the_sample() {
        let mut app = App::new(asset("sample.ron"), Theme::new(false));
        press(&mut app, "sRc<Enter>");
        assert!(screen(&app, 80, 24).contains("Round 1"));
        let (keys, shown) = round(&mut app, &["f", "F2", "n"]);
        assert!(header(&shown).contains("Round 2"), "{shown}");
        assert!(keys <= 10, "{keys} keys");
        assert_eq!(keys, 4);
    }

    /// The bazaar, round 1: the thief's chase action with every default (a, r), the required
    /// move following it, and the end of the turn (n); the guard's action (a, r) rolls a 1,
    /// whose failure the keeper accepts (Enter), then the move (f) and the end (n). Eight keys.
    #[test]
    fn the_chase_track_the_bazaar() {
        let mut app = App::new(bazaar(), Theme::new(false));
        press(&mut app, "s");
        let (keys, shown) = round(&mut app, &["ar", "n", "ar", "<Enter>", "f", "n"]);
        assert!(header(&shown).contains("Round 2"), "{shown}");
        assert!(keys <= 10, "{keys} keys");
        assert_eq!(keys, 8);
    }

    /// The city, round 1: each of the four takes the movement check and ends the turn with the
    /// roll (f, then n in the roll's prompt: rolled, the Move action's check rolled on, then the
    /// end of the turn). Eight keys.
    #[test]
    fn position_clocks_the_city() {
        let mut app = App::new(city(), Theme::new(false));
        press(&mut app, "sR");
        let (keys, shown) = round(&mut app, &["fn", "fn", "fn", "fn"]);
        assert!(header(&shown).contains("Round 2"), "{shown}");
        assert!(keys <= 10, "{keys} keys");
        assert_eq!(keys, 8);
    }

    /// Over the rooftops, round 1: each side's maneuver (n, Enter: Move), steps 3 and 4 passing
    /// by themselves, the Contest opening by itself (Enter, R: every roll), the winner's shift
    /// (Enter). Seven keys.
    #[test]
    fn gurps_the_rooftops() {
        let mut app = App::new(asset("gurps-rooftops.ron"), Theme::new(false));
        let (keys, shown) = round(
            &mut app,
            &["n<Enter>", "n<Enter>", "<Enter>", "R", "<Enter>"],
        );
        assert!(header(&shown).contains("Round 2"), "{shown}");
        assert!(keys <= 10, "{keys} keys");
        assert_eq!(keys, 7);
    }

    /// Rooftops in the rain, round 1: every maneuvering roll for cards (m, R: all five rolled),
    /// then each who drew a card acts and ends the turn (n, n). Four keys.
    #[test]
    fn savage_worlds_the_rooftops() {
        let mut app = App::new(asset("savage-rooftops.ron"), Theme::new(false));
        let (keys, shown) = round(&mut app, &["mR", "n", "n"]);
        assert!(header(&shown).contains("Round 2"), "{shown}");
        assert!(keys <= 10, "{keys} keys");
        assert_eq!(keys, 4);
    }
}
