//! The position-clocks screen driven by keys, as a keeper plays the shipped chases: through the
//! city (paths, a shortcut, a ride to board, an obstacle overshot and resolved, the relative
//! position of any pair), the fell race to its top three, the self-destruct timer running out, and
//! the harpy hiding in the reeds.

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::clocks::rules::{Catcher, Phase, Status};
use tui_common::*;

/// The row of the lanes that shows a participant's bar.
fn row<'a>(screen: &'a str, name: &str) -> &'a str {
    screen
        .lines()
        .find(|l| {
            l.contains(&format!("◆ {name} "))
                || l.contains(&format!("▶ {name} "))
                || l.contains(&format!("▣ {name} "))
                || l.contains(&format!("◇ {name} "))
                || l.contains(&format!("◆ ({name})"))
        })
        .unwrap_or_else(|| panic!("no row for {name}:\n{screen}"))
}

/// The filled and empty segments on a row, in order: "■■□□".
fn bar(row: &str) -> String {
    row.chars().filter(|c| matches!(c, '■' | '□')).collect()
}

#[test]
fn through_the_city_played_with_keys() {
    let dir = tempfile::tempdir().unwrap();
    // Without its words read aloud, the status line names the pair under the cursor after each
    // command, as this test reads it.
    let mut app = app_with_journal(unread(city()), &dir);
    let start = screen(&app, 80, 24);
    assert_eq!(bar(row(&start, "Ann")), "■■□□□□□□□□□□", "a head start of 2");
    assert_eq!(bar(row(&start, "Hay cart")), "■■■■□□□□□□□□");
    assert!(
        start.contains("─ Market · DC 15, cover, obscured"),
        "{start}"
    );
    assert!(start.contains("┃Locked gate DC 15, one for all"), "{start}");
    // The keeper's order: Ann, the wizard, the captain; the hound follows.
    press(&mut app, "S<Enter><Enter><Enter>");
    let round_one = screen(&app, 80, 24);
    assert!(
        round_one.contains("Round 1 · Ann's turn · left: check, Move, Skill"),
        "{round_one}"
    );
    assert!(
        round_one.contains("Turn order: Ann › Wizard › Captain › Hound"),
        "{round_one}"
    );

    // Ann: 14 + 3 = 17 against the market's 15, a success: one segment.
    press(&mut app, "f14<Enter>");
    let checked = screen(&app, 80, 24);
    assert_eq!(bar(row(&checked, "Ann")), "■■■□□□□□□□□□", "{checked}");
    assert!(
        checked.contains("Ann's movement check: d20 14 +3 = 17 vs DC 15: success"),
        "{checked}"
    );
    assert!(checked.contains("left: Move, Skill"), "{checked}");
    // She takes the back alleys for a segment: her own lane now, and out of the captain's reach.
    press(&mut app, "w1");
    let alleys = screen(&app, 140, 24);
    let lanes: Vec<&str> = alleys.lines().collect();
    let alley_heading = lanes
        .iter()
        .position(|l| l.contains("─ Back alleys"))
        .expect("the alleys' lane");
    let ann = lanes
        .iter()
        .position(|l| l.contains("◆ Ann "))
        .expect("Ann's row");
    assert!(
        ann > alley_heading,
        "Ann runs in the alleys' lane: {alleys}"
    );
    assert_eq!(bar(row(&alleys, "Ann")), "■■□□□□□□□□□□", "{alleys}");
    assert!(
        alleys.contains("Ann ↔ Captain: on different paths, out of each other's reach"),
        "{alleys}"
    );
    press(&mut app, "n");

    // The wizard runs for the hay cart with a natural 20 (3 segments): he reaches it at 4, the
    // segment beyond is lost, and he is aboard.
    press(&mut app, "F<Enter><Enter><Enter>2");
    assert!(screen(&app, 80, 24).contains("A roll is needed"));
    press(&mut app, "20<Enter>");
    let aboard = screen(&app, 100, 30);
    assert!(
        aboard.contains("Wizard reaches Hay cart; 1 segment beyond it is lost."),
        "{aboard}"
    );
    assert!(
        row(&aboard, "Wizard").contains("aboard Hay cart"),
        "{aboard}"
    );
    assert!(
        row(&aboard, "Hay cart").contains("carrying Wizard"),
        "{aboard}"
    );
    // The Move action: the cart makes the check, with its +4: 11 + 4 = 15, a weak success.
    press(&mut app, "f11<Enter>");
    let driven = screen(&app, 100, 30);
    assert_eq!(bar(row(&driven, "Hay cart")), "■■■■■□□□□□□□", "{driven}");
    assert_eq!(bar(row(&driven, "Wizard")), "■■■■■□□□□□□□", "{driven}");
    assert!(row(&driven, "Wizard").contains("1 detriment"), "{driven}");
    press(&mut app, "n");
    // The captain fails (10 + 2); the hound's 18 + 4 is a strong success: two segments.
    press(&mut app, "f10<Enter>nf18<Enter>n");
    let round_two = screen(&app, 80, 24);
    assert!(round_two.contains("Round 2 · Ann's turn"), "{round_two}");
    assert_eq!(bar(row(&round_two, "Hound")), "■■□□□□□□□□□□", "{round_two}");
    assert!(
        round_two.contains("Round 2 begins, 10 seconds in."),
        "{round_two}"
    );

    // Any pair: select the hound (j/k) and walk the one compared with it (h/l).
    press(&mut app, "jjj");
    assert_eq!(app.selected(), 3, "the hound is selected");
    let hound = screen(&app, 120, 24);
    assert!(hound.contains("Hound ↔ Captain: 3 spaces apart"), "{hound}");
    press(&mut app, "l");
    assert!(
        screen(&app, 120, 24).contains("Hound ↔ Hay cart: 4 spaces apart (2/12 and 5/12)"),
        "{}",
        screen(&app, 120, 24)
    );
    press(&mut app, "g");
    assert_eq!(app.selected(), 0, "g goes back to whoever acts");

    // Ann in the alleys: a critical (5/12), then the Move action's critical overshoots the
    // washing lines after 6: stopped there, with advantage to pass them.
    press(&mut app, "f20<Enter>f20<Enter>");
    let stopped = screen(&app, 120, 30);
    assert_eq!(bar(row(&stopped, "Ann")), "■■■■■■□□□□□□", "{stopped}");
    assert!(
        row(&stopped, "Ann").contains("advantage vs Washing lines"),
        "{stopped}"
    );
    assert!(
        stopped.contains("Washing lines stops Ann at 6/12, 2 segments short"),
        "{stopped}"
    );
    // The Skill action: with advantage, two d20, the higher kept: 15 against 12.
    press(&mut app, "c<Enter>3<Enter>15<Enter>");
    let past = screen(&app, 120, 30);
    assert!(past.contains("Ann is past Washing lines."), "{past}");
    assert!(row(&past, "Ann").contains('╎'), "a passed obstacle: {past}");

    let resumed = chasetrack::autosave::resume(&journal_path(&dir), &city()).unwrap();
    match resumed {
        Chase::Clocks(session) => assert_eq!(session.state(), clocks_state(&app)),
        other => panic!("resumed as {}", other.system().title()),
    }
}

#[test]
fn the_fell_race_ends_with_its_top_three() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("fell-race.ron"), &dir);
    let before = screen(&app, 80, 24);
    assert!(
        before.contains("a race: roll for the turn order (s)"),
        "{before}"
    );
    assert!(
        before.contains("Race for the top three: nobody has made ground yet"),
        "{before}"
    );
    // Dexterity with Athletics: Maggie 15+3, Josiah 15+4, Elspeth 10+2, Tam 5+1.
    press(&mut app, "s15<Enter>15<Enter>10<Enter>5<Enter>");
    assert!(
        screen(&app, 80, 24).contains("Turn order: Josiah › Maggie › Elspeth › Tam"),
        "{}",
        screen(&app, 80, 24)
    );
    // The keeper puts three of them at the finish, each as it acts: the places are known and the
    // race is over.
    press(&mut app, "p<C-u>6<Enter>");
    press(&mut app, "p<C-u>6<Enter>");
    let two = screen(&app, 80, 24);
    assert!(two.contains("1st Josiah home · 2nd Maggie home"), "{two}");
    press(&mut app, "p<C-u>6<Enter>");
    let state = clocks_state(&app);
    assert_eq!(state.phase, Phase::Over);
    for (width, height) in [(80, 24), (160, 48)] {
        let over = screen(&app, width, height);
        assert!(
            over.contains("1st Josiah home · 2nd Maggie home · 3rd Elspeth home"),
            "{over}"
        );
        assert!(over.contains("Over: The race: 1st Josiah"), "{over}");
        assert!(row(&over, "Elspeth").contains("finished 3rd"), "{over}");
    }
}

#[test]
fn the_self_destruct_timer_runs_out() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("self-destruct.ron"), &dir);
    press(&mut app, "s10<Enter>5<Enter>");
    assert!(screen(&app, 80, 24).contains("◷ Self-destruct □ □ □ 0/3"));
    // Three rounds of waiting: the timer fills and catches them both.
    press(&mut app, "nn");
    assert!(screen(&app, 80, 24).contains("◷ Self-destruct ■ □ □ 1/3"));
    press(&mut app, "nnnn");
    let over = screen(&app, 80, 24);
    let state = clocks_state(&app);
    assert_eq!(state.phase, Phase::Over);
    assert!(
        state
            .participants
            .iter()
            .all(|p| p.status == Status::Caught { by: Catcher::Timer })
    );
    assert!(over.contains("◷ Self-destruct ■ ■ ■ 3/3"), "{over}");
    assert!(
        row(&over, "Ann").contains("caught by Self-destruct"),
        "{over}"
    );
    assert!(over.contains("Over: Self-destruct has run out"), "{over}");
}

#[test]
fn the_harpy_hides_in_the_reeds_and_is_found() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("fen-harpy.ron"), &dir);
    press(&mut app, "S<Enter><Enter>");
    // The harpy drops into the fully obscured reed beds and hides there (the keeper's ruling).
    press(&mut app, "w1");
    press(&mut app, "H2");
    let hidden = screen(&app, 80, 24);
    assert!(clocks_state(&app).participants[0].hidden);
    assert!(row(&hidden, "Harpy").contains("hidden"), "{hidden}");
    assert!(hidden.contains("◆ (Harpy)"), "{hidden}");
    // Only the keeper's hint: the hunter (on his pony) searches, rolled: 16 + 2 against 14.
    press(&mut app, "n");
    press(&mut app, "/1<Enter><C-u>+2<Enter>14<Enter>16<Enter>");
    let found = screen(&app, 100, 30);
    assert!(!clocks_state(&app).participants[0].hidden, "{found}");
    assert!(
        found.contains("Hunter finds Harpy, on 'Reed beds'."),
        "{found}"
    );
}

#[test]
fn refused_keys_change_nothing_and_say_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(city(), &dir);
    press(&mut app, "f");
    assert!(
        screen(&app, 80, 24).contains("The chase has not started: roll for the turn order (s)")
    );
    press(&mut app, "S<Enter><Enter><Enter>");
    let before = clocks_state(&app).clone();
    press(&mut app, "c");
    assert!(
        screen(&app, 80, 24).contains("No obstacle stands in front of Ann."),
        "{}",
        screen(&app, 80, 24)
    );
    press(&mut app, "b");
    assert!(
        screen(&app, 80, 24).contains("No vehicle or mount is adjacent to Ann"),
        "{}",
        screen(&app, 80, 24)
    );
    press(&mut app, "B");
    assert!(screen(&app, 80, 24).contains("Ann is not aboard a vehicle or mount."));
    press(&mut app, "S");
    assert!(screen(&app, 80, 24).contains("turn order is fixed for the whole chase"));
    assert_eq!(clocks_state(&app), &before);
    // The keeper's hand: an obstacle in front of Ann, then gone again.
    press(&mut app, "o<Enter><Enter>Cart jam<Enter><Enter>2");
    let placed = screen(&app, 140, 24);
    assert!(placed.contains("┃Cart jam DC 15, one for all"), "{placed}");
    press(&mut app, "O3");
    assert!(!screen(&app, 100, 24).contains("Cart jam DC"));
    press(&mut app, "u");
    assert!(screen(&app, 100, 24).contains("Undone: clearing Cart jam."));
}

/// Presses keys that should apply exactly one command of the given kind.
fn one_command(app: &mut chasetrack::tui::App, keys: &str, kind: &str) {
    let Chase::Clocks(session) = app.chase() else {
        panic!("not a position-clocks chase");
    };
    let before = session.journal().len();
    press(app, keys);
    let Chase::Clocks(session) = app.chase() else {
        panic!("not a position-clocks chase");
    };
    let last = session.journal().last().map(|e| format!("{:?}", e.command));
    assert!(
        session.journal().len() == before + 1
            && last.as_deref().is_some_and(|c| c.starts_with(kind)),
        "{keys} should apply one {kind}, applied {last:?}\n{}",
        screen(app, 140, 40)
    );
}

/// Through the city, every command of position clocks made from keys (and the race's rolled order
/// in the fell race).
#[test]
fn every_command_of_the_rules_is_reachable_from_keys() {
    let mut race = chasetrack::tui::App::new(
        asset("fell-race.ron"),
        chasetrack::screen::Theme::new(false),
    );
    one_command(
        &mut race,
        "s15<Enter>15<Enter>10<Enter>5<Enter>",
        "RollOrder",
    );

    let mut app = chasetrack::tui::App::new(city(), chasetrack::screen::Theme::new(false));
    one_command(&mut app, "S<Enter><Enter><Enter>", "SetOrder");
    // Ann: a check, a segment back, hidden in the market, then up a new path with its terrain.
    one_command(&mut app, "f14<Enter>", "MovementCheck");
    one_command(&mut app, "-1", "SlowDown");
    one_command(&mut app, "H2", "Hide");
    one_command(&mut app, "w2Rooftops<Enter>1", "TakePath");
    one_command(&mut app, "n", "EndTurn");
    // The wizard: Misty Step (3 spaces, teleporting) to the hay cart, on and off, a look around.
    one_command(
        &mut app,
        "+Misty Step<Enter>3<Enter>2<Enter>15<Enter>",
        "AdditionalMovement",
    );
    one_command(&mut app, "b", "Board");
    one_command(&mut app, "B", "Disembark");
    one_command(&mut app, "aSpot a way up<Enter>2", "SkillAction");
    one_command(&mut app, "n", "EndTurn");
    // The captain finds Ann (the keeper's ruling), and runs with a +1 from the crowd.
    one_command(&mut app, "/2", "Seek");
    one_command(
        &mut app,
        "F<Enter><C-u>+1<Enter><Enter><Enter>10<Enter>",
        "MovementCheck",
    );
    one_command(&mut app, "n", "EndTurn");
    one_command(&mut app, "n", "EndTurn");
    // Round 2, before anyone acts: the keeper's hand.
    one_command(
        &mut app,
        "WSky<Enter><Enter><Enter><Enter><Enter><Enter>2",
        "OpenPath",
    );
    one_command(&mut app, "T1<Enter>3<Enter><Enter><Enter>", "SetTerrain");
    one_command(&mut app, "M21", "MergePaths");
    one_command(
        &mut app,
        "o<Enter><Enter>Crates<Enter><Enter><Enter>",
        "PlaceObstacle",
    );
    one_command(&mut app, "O3", "ClearObstacle");
    one_command(&mut app, "C1", "SetCondition");
    one_command(&mut app, "p<C-u>5<Enter>", "Place");
    // A ladder right in front of Ann on the rooftops: her Skill action, 18 against 15.
    one_command(
        &mut app,
        "o<Enter><Enter>Ladder<Enter><Enter><Enter>",
        "PlaceObstacle",
    );
    one_command(&mut app, "c<Enter><Enter>18<Enter>", "ResolveObstacle");
    one_command(&mut app, "n", "EndTurn");
    // The wizard hides in the market's crowd, and the keeper gives him away.
    one_command(&mut app, "H2", "Hide");
    one_command(&mut app, "V", "Reveal");
    one_command(&mut app, "Xy", "EndChase");
    assert!(screen(&app, 120, 40).contains("Over: The keeper ends it"));
}

/// An unfinished chase of position clocks is offered with where it stands, and resumes exactly.
#[test]
fn an_unfinished_chase_is_offered_and_resumed_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = app_with_journal(city(), &dir);
    press(&mut first, "S<Enter><Enter><Enter>f14<Enter>w1nf12<Enter>");
    let before = clocks_state(&first).clone();
    drop(first); // as if the terminal had been closed
    let path = journal_path(&dir);
    let mut app = chasetrack::tui::App::new(city(), chasetrack::screen::Theme::new(false))
        .asking_to_resume(path.clone(), path);
    let asking = screen(&app, 80, 24);
    assert!(
        asking.contains("Round 1 · Wizard's turn · left: Move, Skill · 5 commands"),
        "{asking}"
    );
    press(&mut app, "r");
    assert_eq!(clocks_state(&app), &before);
    assert!(screen(&app, 80, 24).contains("Resumed where it was: 5 commands replayed."));
}
