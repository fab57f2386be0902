//! The chase-track screen driven by keys, as a keeper plays it: the thief in the bazaar from
//! `chase-track.txt` ("Example Chase") with the text's totals, a roll of 1 and its complication, a
//! catch and what follows it, the keeper's hand, refusals, undo and the journal.

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::track::rules::{Environment, Phase, Status};
use tui_common::*;

/// The column (in characters) of space `n`'s number on the number line.
fn space_column(screen: &str, n: u32) -> Option<usize> {
    let numbers = screen
        .lines()
        .find(|line| line.starts_with("│ 0 ") || line.starts_with("│[0]"))?;
    let chars: Vec<char> = numbers.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_ascii_digit() && (i == 0 || !chars[i - 1].is_ascii_digit()) {
            let end = (i..chars.len())
                .find(|j| !chars[*j].is_ascii_digit())
                .unwrap_or(chars.len());
            let number: String = chars[i..end].iter().collect();
            if number == n.to_string() {
                return Some(i);
            }
            i = end;
        } else {
            i += 1;
        }
    }
    None
}

#[test]
fn the_thief_in_the_bazaar_played_with_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    let start = screen(&app, 80, 24);
    assert!(start.contains("safe haven 12"), "{start}");
    assert!(start.contains("escape at 6"), "{start}");
    // "The chase begins at distance 3": the guard at 0, the thief at 3.
    assert_eq!(column_of(&start, "▶Guard"), space_column(&start, 0));
    assert_eq!(column_of(&start, "◆Thief"), space_column(&start, 3));
    assert!(
        start.contains("Thief: 3 from Guard, 9 to the haven"),
        "{start}"
    );
    press(&mut app, "s");
    let round_one = screen(&app, 80, 24);
    assert!(
        round_one.contains("Round 1 · Thief's turn · action, then the move"),
        "the prey acts first: {round_one}"
    );

    press(&mut app, THIEF_ROUND_1);
    let moved = screen(&app, 80, 24);
    assert!(
        moved.contains("heart 3 + agility 4 = 7 against CN 9: a failure"),
        "{moved}"
    );
    assert_eq!(column_of(&moved, "◆Thief"), space_column(&moved, 4));
    assert!(moved.contains("Guard's turn"), "{moved}");

    press(&mut app, GUARD_ROUND_1);
    let slowed = screen(&app, 80, 24);
    assert!(
        slowed.contains("heart 6 + presence 5 = 11 against CN 8: a success"),
        "{slowed}"
    );
    // The obstacle is marked under the thief's space, against the prey.
    assert_eq!(column_of(&slowed, "#prey"), space_column(&slowed, 4));
    assert_eq!(column_of(&slowed, "▶Guard"), space_column(&slowed, 1));
    assert!(
        slowed.contains("Thief: 3 from Guard"),
        "Distance is 3: {slowed}"
    );
    assert!(slowed.contains("Round 2 · Thief's turn"), "{slowed}");

    press(&mut app, ROUND_2);
    let wide = screen(&app, 160, 48);
    assert!(
        wide.contains("Thief spends 1 movement working through the obstacle at space 4."),
        "{wide}"
    );
    assert_eq!(column_of(&wide, "◆Thief"), space_column(&wide, 5));
    assert_eq!(column_of(&wide, "▶Guard"), space_column(&wide, 3));
    assert!(
        wide.contains("Thief: 2 from Guard"),
        "Distance is now 2: {wide}"
    );
    // The log beside the turn order, its wrapped rows read as one text.
    let log: Vec<&str> = wide
        .lines()
        .filter_map(|l| l.split("││").nth(1))
        .map(|row| row.trim_matches(|c| c == '│' || c == ' '))
        .collect();
    assert!(log.join(" ").contains("exertion is at CN 10"), "{wide}");
    // The guard's next exertion in the turn order.
    let guard_row = wide
        .lines()
        .find(|l| l.contains("▶ Guard"))
        .expect("the guard's row");
    assert!(guard_row.contains("CN 10"), "{guard_row}");
    assert!(wide.contains("Round 3 · Thief's turn"), "{wide}");

    // The journal replays to exactly the chase on screen.
    let resumed = chasetrack::autosave::resume(&journal_path(&dir), &bazaar()).unwrap();
    match resumed {
        Chase::Track(session) => assert_eq!(session.state(), track_state(&app)),
        other => panic!("resumed as {}", other.system().title()),
    }
}

#[test]
fn a_one_opens_the_choice_and_a_complication_stays_on_record() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    // A shortcut with agility against CN 10: heart 1, agility 6.
    press(&mut app, "sa2<Enter>1<Enter><Enter>1<Enter>6<Enter>");
    let asked = screen(&app, 80, 24);
    assert!(
        asked.contains("Thief rolled a 1"),
        "the choice opens by itself: {asked}"
    );
    assert!(asked.contains("Accept the failure"), "{asked}");
    assert!(
        asked.contains("Thief's turn · rolled a 1: choose (c)"),
        "{asked}"
    );
    // Cancelled, the choice waits: nothing else goes until it is made.
    press(&mut app, "<Esc>f");
    assert!(
        screen(&app, 80, 24)
            .contains("Thief rolled a 1: accept the failure or take a complication first (c)."),
        "{}",
        screen(&app, 80, 24)
    );
    // Reroll the 1 (a 5: 11 against CN 10) and twist an ankle.
    press(&mut app, "c2Twisted ankle<Enter>5<Enter>");
    let rerolled = screen(&app, 100, 30);
    assert!(
        rerolled.contains("Complication for Thief: Twisted ankle."),
        "{rerolled}"
    );
    assert!(rerolled.contains("Thief rerolls"), "{rerolled}");
    assert!(rerolled.contains("1 complication"), "{rerolled}");
    assert_eq!(
        track_state(&app).participants[0].complications,
        vec!["Twisted ankle".to_string()]
    );
    // The shortcut is won: the move goes 2 spaces.
    press(&mut app, "f");
    assert_eq!(track_state(&app).participants[0].space, 5);
}

#[test]
fn a_catch_ends_the_chase_and_says_what_follows() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    press(&mut app, "s");
    // The thief stumbles on: his move, no exertion; the guard is put right behind him and runs in.
    press(&mut app, "fn");
    press(&mut app, "p<C-u>3<Enter>");
    press(&mut app, "f");
    let state = track_state(&app);
    assert_eq!(state.phase, Phase::Over);
    assert!(matches!(
        state.participants[0].status,
        Status::Caught { by: 1 }
    ));
    for (width, height) in [(80, 24), (160, 48)] {
        let over = screen(&app, width, height);
        assert!(over.contains("Over:"), "{over}");
        assert!(
            over.contains("After the chase: Guard caught Thief at space 4"),
            "{over}"
        );
        assert!(over.contains("caught by Guard"), "{over}");
        assert!(over.contains("◆Thief caught"), "{over}");
    }
    let wide = screen(&app, 160, 48);
    assert!(wide.contains("acts first if combat begins"), "{wide}");
    assert!(
        wide.contains("cannot move on its first combat turn"),
        "{wide}"
    );
    press(&mut app, "f");
    assert!(screen(&app, 80, 24).contains("The chase is over"));
    // Undo takes the catch back.
    press(&mut app, "u");
    assert_eq!(track_state(&app).phase, Phase::Running);
    assert!(screen(&app, 80, 24).contains("Undone: Guard's move."));
}

#[test]
fn the_keepers_hand_obstacles_environment_saves_and_attacks() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    press(&mut app, "s");
    // An obstacle on space 5 for everyone, named; the cursor walks there.
    press(&mut app, "llo3A toppled cart<Enter>");
    let state = track_state(&app);
    assert_eq!(state.obstacles.len(), 1);
    assert_eq!(state.obstacles[0].at, 5);
    let placed = screen(&app, 100, 24);
    assert!(placed.contains("#all"), "{placed}");
    // The status line names the space under the cursor in full.
    press(&mut app, "ll");
    assert!(
        screen(&app, 200, 24).contains("space 5 · A toppled cart (hinders everyone)"),
        "{}",
        screen(&app, 200, 24)
    );
    press(&mut app, "O");
    assert!(track_state(&app).obstacles.is_empty());
    // Into the crowded market: the base CN of an action is 13 from now on.
    press(&mut app, "E3");
    assert_eq!(track_state(&app).environment, Environment::DenseObstacles);
    assert!(screen(&app, 80, 24).contains("dense obstacles (CN 12-14)"));
    // A save for the thief: agility against CN 12, a failure costs a space (2 + 3 = 5).
    press(&mut app, "v2<C-u>12<Enter>1<Enter>2<Enter>3<Enter>");
    assert_eq!(track_state(&app).participants[0].lost_movement, 1);
    assert!(screen(&app, 100, 24).contains("-1 next move"));
    // The thief's move loses that space: he stays at 3. Out of reach, the guard cannot attack.
    press(&mut app, "fn");
    assert_eq!(track_state(&app).participants[0].space, 3);
    press(&mut app, "x");
    assert!(screen(&app, 80, 24).contains("Nobody is within 2 spaces of Guard"));
    // Put 2 spaces behind the thief, he attacks: a hit, no damage rolled here.
    press(&mut app, "p<C-u>1<Enter>x");
    let target = screen(&app, 80, 24);
    assert!(target.contains("Did it hit?"), "{target}");
    press(&mut app, "1<Enter>");
    assert!(
        screen(&app, 120, 30).contains("Guard attacks Thief from 2 spaces away"),
        "{}",
        screen(&app, 120, 30)
    );
    assert!(
        track_state(&app).turn.acted,
        "the attack is the turn's action"
    );
}

#[test]
fn refused_keys_change_nothing_and_say_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(bazaar(), &dir);
    press(&mut app, "f");
    assert!(screen(&app, 80, 24).contains("The chase has not started: start it (s)."));
    press(&mut app, "s");
    let before = track_state(&app).clone();
    let journal = std::fs::read_to_string(journal_path(&dir)).unwrap();
    press(&mut app, "e");
    assert!(
        screen(&app, 80, 24).contains("Thief must move first: the move is required, every turn."),
        "{}",
        screen(&app, 80, 24)
    );
    press(&mut app, "n");
    assert!(screen(&app, 80, 24).contains("Thief must move first"));
    press(&mut app, "x");
    assert!(
        screen(&app, 80, 24).contains("Nobody is within 2 spaces of Thief"),
        "{}",
        screen(&app, 80, 24)
    );
    assert_eq!(track_state(&app), &before);
    assert_eq!(
        std::fs::read_to_string(journal_path(&dir)).unwrap(),
        journal
    );
    // The hint bar offers only what can be done: no exertion before the move.
    let hints = screen(&app, 120, 24);
    let bar = hints.lines().last().unwrap_or_default();
    assert!(bar.contains("f move"), "{bar}");
    assert!(!bar.contains("exert"), "{bar}");
    press(&mut app, "f");
    let bar = screen(&app, 120, 24);
    assert!(
        bar.lines().last().unwrap_or_default().contains("e exert"),
        "{bar}"
    );
}

#[test]
fn every_track_key_is_in_the_help() {
    let mut app = chasetrack::tui::App::new(bazaar(), chasetrack::screen::Theme::new(false));
    press(&mut app, "?");
    let help = screen(&app, 160, 48);
    for words in [
        "start the chase",
        "step 1, a chase action",
        "step 2, the required move",
        "step 3, exert",
        "environmental save",
        "undo the last command",
    ] {
        assert!(help.contains(words), "{words}: {help}");
    }
    assert!(
        !help.contains("speed roll"),
        "no Call of Cthulhu keys: {help}"
    );
}

/// Presses keys that should apply exactly one command of the given kind.
fn one_command(app: &mut chasetrack::tui::App, keys: &str, kind: &str) {
    let Chase::Track(session) = app.chase() else {
        panic!("not a chase-track chase");
    };
    let before = session.journal().len();
    press(app, keys);
    let Chase::Track(session) = app.chase() else {
        panic!("not a chase-track chase");
    };
    let last = session.journal().last().map(|e| format!("{:?}", e.command));
    assert!(
        session.journal().len() == before + 1
            && last.as_deref().is_some_and(|c| c.starts_with(kind)),
        "{keys} should apply one {kind}, applied {last:?}\n{}",
        screen(app, 120, 40)
    );
}

/// Across the moor (`assets/moors.ron`): four riders and hounds in initiative order, every command
/// of the chase track made from keys.
#[test]
fn every_command_of_the_rules_is_reachable_from_keys() {
    let mut app =
        chasetrack::tui::App::new(asset("moors.ron"), chasetrack::screen::Theme::new(false));
    // Initiative: Highwayman 10+3, Ned 5+2, Sergeant 8+1, Hounds 12+4.
    one_command(&mut app, "s10<Enter>5<Enter>8<Enter>12<Enter>", "Start");
    assert!(
        screen(&app, 100, 30).contains("Round 1 · Hounds' turn"),
        "{}",
        screen(&app, 100, 30)
    );
    one_command(&mut app, "SRex<Enter>", "Split");
    // The hounds try to slow the riders down where they stand: heart 1 ... a 1, accepted.
    one_command(&mut app, "a2<Enter>3<Enter><Enter>1<Enter>5<Enter>", "Act");
    one_command(&mut app, "1", "AcceptFailure");
    one_command(&mut app, "f", "Move");
    one_command(&mut app, "e6<Enter>6<Enter>", "Exert");
    // Rex, split off, acts right after the pack.
    one_command(&mut app, "f", "Move");
    one_command(&mut app, "n", "EndTurn");
    // The highwayman: a 1, rerolled with a complication (6 + 5 = 11 against 7).
    one_command(&mut app, "a2<Enter>1<Enter><Enter>1<Enter>5<Enter>", "Act");
    one_command(&mut app, "2Lost his hat<Enter>6<Enter>", "TakeComplication");
    one_command(&mut app, "v2<Enter>16<Enter>6<Enter>", "Save");
    one_command(&mut app, "f", "Move");
    one_command(&mut app, "n", "EndTurn");
    // The sergeant, put beside Ned, cuts at him: a hit for 1d4 (3).
    one_command(&mut app, "p<C-u>3<Enter>", "Place");
    one_command(&mut app, "x2<Enter>1<Enter>1d4<Enter>3<Enter>", "Attack");
    one_command(&mut app, "o2<Enter>", "PlaceObstacle");
    one_command(&mut app, "O", "ClearObstacles");
    one_command(&mut app, "E2", "SetEnvironment");
    one_command(&mut app, "F", "Move");
    one_command(&mut app, "Xy", "EndChase");
    let over = screen(&app, 120, 40);
    assert!(over.contains("Over:"), "{over}");
}

/// An unfinished chase on the chase track is offered with where it stands, and resumes exactly.
#[test]
fn an_unfinished_chase_is_offered_and_resumed_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = app_with_journal(bazaar(), &dir);
    press(&mut first, &format!("s{THIEF_ROUND_1}"));
    let before = track_state(&first).clone();
    drop(first); // as if the terminal had been closed
    let path = journal_path(&dir);
    let mut app = chasetrack::tui::App::new(bazaar(), chasetrack::screen::Theme::new(false))
        .asking_to_resume(path.clone(), path);
    let asking = screen(&app, 80, 24);
    assert!(
        asking.contains("Round 1 · Guard's turn · action, then the move · 4 commands"),
        "{asking}"
    );
    press(&mut app, "r");
    assert_eq!(track_state(&app), &before);
}
