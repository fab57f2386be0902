//! The keeper's screen driven by keys, as a keeper would: Harvey and the farmer's first round, the
//! rolls typed or left to the tool, undo and redo, refusals that change nothing.

use crate::tui_common;

use chasetrack::systems::coc7::rules::{Phase, Status};
use tui_common::*;

#[test]
fn harvey_and_the_farmers_first_round_played_with_keys() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s");
    let asking = screen(&app, 80, 24);
    assert!(
        asking.contains("Harvey: CON 60, speed roll (1D100)"),
        "{asking}"
    );
    press(&mut app, "80<Enter>s73<Enter>");
    let rolled = screen(&app, 80, 24);
    assert!(rolled.contains("failed: MOV 6→5"), "{rolled}");
    assert!(rolled.contains("failed: MOV 7→6"), "{rolled}");
    press(&mut app, "c");
    assert!(screen(&app, 80, 24).contains("How far ahead does the quarry start?"));
    press(&mut app, "<Enter>");
    let round_one = screen(&app, 80, 24);
    assert!(
        round_one.contains("Round 1 · Harvey's turn · 1 move left"),
        "{round_one}"
    );
    // The farmer two locations behind Harvey: Barn (1) and Farm track (3).
    assert_eq!(
        column_of(&round_one, "▶Farmer·2"),
        column_of(&round_one, "Barn")
    );
    assert_eq!(
        column_of(&round_one, "◆Harvey·1"),
        column_of(&round_one, "Farm track")
    );

    press(&mut app, "f");
    let harvey_moved = screen(&app, 80, 24);
    assert!(
        harvey_moved.contains("Harvey moves to Gate (4)."),
        "{harvey_moved}"
    );
    assert!(
        harvey_moved.contains("Farmer's turn · 2 moves left"),
        "{harvey_moved}"
    );
    assert_eq!(
        column_of(&harvey_moved, "◆Harvey·0"),
        column_of(&harvey_moved, "Gate")
    );

    press(&mut app, "F2");
    let round_two = screen(&app, 80, 24);
    assert!(round_two.contains("Round 2 · Harvey's turn"), "{round_two}");
    assert!(
        round_two.contains("── Round 2 ─"),
        "the log marks the new round: {round_two}"
    );
    assert!(
        round_two.contains("Farmer moves to Farm track (3)."),
        "{round_two}"
    );
    // "Round 1: Harvey moves 1 (gap 3), farmer moves 2 (gap 1)."
    assert_eq!(
        column_of(&round_two, "▶Farmer·2"),
        column_of(&round_two, "Farm track")
    );
    assert_eq!(
        column_of(&round_two, "◆Harvey·1"),
        column_of(&round_two, "Gate")
    );
    let chase = state(&app);
    let gap = chase.participants[0].location - chase.participants[1].location;
    assert_eq!(gap, 1);
    assert_eq!(chase.round, 2);
}

#[test]
fn the_big_screen_shows_the_whole_farm_and_more_of_the_log() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, ESTABLISH);
    let wide = screen(&app, 160, 48);
    for name in [
        "Barn",
        "Farmyard",
        "Farm track",
        "Gate",
        "Bend",
        "Orchard",
        "Lane",
        "Road",
    ] {
        assert!(wide.contains(name), "{name} on the wide track:\n{wide}");
    }
    assert!(wide.contains("Mud R"), "{wide}");
    assert!(wide.contains("Fence R 5hp"), "{wide}");
    assert!(
        wide.contains("Harvey rolls CON 60 with 80 for speed"),
        "{wide}"
    );
}

#[test]
fn undo_and_redo_through_keys_are_saved_in_the_journal() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, ESTABLISH);
    press(&mut app, "f");
    assert_eq!(state(&app).participants[0].location, 4);
    press(&mut app, "u");
    let undone = screen(&app, 80, 24);
    assert_eq!(state(&app).participants[0].location, 3);
    assert!(
        undone.contains("Undone: Harvey moving 1 location."),
        "{undone}"
    );
    assert!(
        !undone.contains("Harvey moves to Gate"),
        "the log forgets it: {undone}"
    );
    assert!(undone.contains("Harvey's turn"), "{undone}");
    press(&mut app, "<C-r>");
    let redone = screen(&app, 80, 24);
    assert_eq!(state(&app).participants[0].location, 4);
    assert!(redone.contains("Harvey moves to Gate (4)."), "{redone}");
    press(&mut app, "<C-r>");
    assert!(screen(&app, 80, 24).contains("Nothing to redo."));
    let journal = std::fs::read_to_string(journal_path(&dir)).unwrap();
    assert_eq!(
        journal.lines().filter(|l| l.contains("Undo")).count(),
        1,
        "{journal}"
    );
    assert_eq!(
        journal.lines().filter(|l| l.contains("Redo")).count(),
        1,
        "{journal}"
    );
    // The journal replays to exactly the chase on screen.
    let resumed = chasetrack::autosave::resume(&journal_path(&dir), &chasetrack::setup::sample())
        .expect("the journal resumes");
    match resumed {
        chasetrack::systems::Chase::Coc7(session) => assert_eq!(session.state(), state(&app)),
        other => panic!("resumed as {}", other.system().title()),
    }
}

#[test]
fn a_refused_command_changes_nothing_and_says_why() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "f");
    assert!(screen(&app, 80, 24).contains("The chase has not started yet"));
    press(&mut app, ESTABLISH);
    press(&mut app, "fF2");
    // Round 2: Harvey at the Gate with the mud ahead.
    let before = state(&app).clone();
    let journal_before = std::fs::read_to_string(journal_path(&dir)).unwrap();
    press(&mut app, "f");
    let refused = screen(&app, 100, 24);
    assert!(
        refused.contains(
            "The hazard 'Mud' lies ahead of Harvey: negotiate it with one of its skills."
        ),
        "{refused}"
    );
    press(&mut app, "b");
    assert!(screen(&app, 100, 24).contains("There is no barrier ahead of Harvey."));
    assert_eq!(state(&app), &before);
    assert_eq!(
        std::fs::read_to_string(journal_path(&dir)).unwrap(),
        journal_before
    );
}

#[test]
fn escape_on_a_roll_cancels_the_whole_command() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s4<Esc>");
    assert!(screen(&app, 80, 24).contains("Cancelled: nothing was applied."));
    assert!(state(&app).participants.iter().all(|p| p.speed.is_none()));
    assert_eq!(app.chase().journal_len(), 0);
}

#[test]
fn a_bad_value_is_refused_in_the_prompt_and_can_be_corrected() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s101<Enter>");
    assert!(screen(&app, 80, 24).contains("101 is outside 1-100 for 1D100"));
    press(&mut app, "<BS><BS><BS>x");
    assert!(screen(&app, 80, 24).contains("'x' is not part of a roll"));
    press(&mut app, "12<Enter>");
    assert!(
        screen(&app, 80, 24).contains("Harvey rolls CON 60 with 12 for speed: extreme success")
    );
}

#[test]
fn the_tool_rolls_when_the_keeper_asks_it_to() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "sr");
    let harvey = &state(&app).participants[0];
    assert!(harvey.speed.is_some(), "one key rolled Harvey's speed");
    // Enter on an empty line rolls nothing: it says so, and the roll still waits for the
    // keeper's value or `r`.
    press(&mut app, "s<Enter>");
    assert!(state(&app).participants[1].speed.is_none());
    assert!(screen(&app, 80, 24).contains("Nothing is typed"));
    press(&mut app, "r");
    assert!(state(&app).participants[1].speed.is_some());
    let log = screen(&app, 120, 30);
    assert!(log.contains("Harvey rolls CON 60 with"), "{log}");
    assert!(log.contains("Farmer rolls CON 50 with"), "{log}");
}

#[test]
fn hazards_and_barriers_with_typed_bonus_dice() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, ESTABLISH);
    press(&mut app, "fF2");
    // Round 2. Harvey negotiates the mud with DEX (of DEX and STR, the one on his sheet), with
    // the damage as set: 30 passes. STR, which his sheet lacks, is offered to be typed.
    press(&mut app, "z");
    let skills = screen(&app, 80, 24);
    assert!(skills.contains("Mud: roll which skill?"), "{skills}");
    assert!(skills.contains("DEX 55"), "{skills}");
    assert!(
        skills.contains("STR: not on Harvey's sheet, type its value"),
        "Harvey has no STR on his sheet: {skills}"
    );
    press(&mut app, "<Enter>");
    assert!(screen(&app, 80, 24).contains("Mud: damage on a failure?"));
    press(&mut app, "<Enter>30<Enter>");
    assert_eq!(state(&app).participants[0].location, 5);
    // The farmer walks up to the mud and ends his turn there.
    press(&mut app, "fn");
    // Round 3: Harvey climbs the fence (Climb 40, 20 passes).
    press(&mut app, "b");
    let barrier = screen(&app, 80, 24);
    assert!(barrier.contains("Climb 40"), "{barrier}");
    assert!(barrier.contains("Jump 30"), "{barrier}");
    press(&mut app, "1<Enter>20<Enter>");
    assert_eq!(state(&app).participants[0].location, 6);
    // The farmer takes the mud cautiously: one bonus die for one more movement action, typed as
    // both tens dice with their units die; the better one (45) is kept.
    press(&mut app, "z<Enter>2<Enter>");
    let prompt = screen(&app, 80, 24);
    assert!(prompt.contains("1D100 with 1 bonus die"), "{prompt}");
    press(&mut app, "45 65<Enter>");
    let after = screen(&app, 100, 30);
    assert!(
        after.contains("Farmer gets past DEX 50 with 45 (1 bonus die) on Mud."),
        "{after}"
    );
    assert_eq!(state(&app).participants[1].location, 5);
}

#[test]
fn the_chase_over_says_how_it_ended() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, ESTABLISH);
    press(&mut app, "X");
    assert!(screen(&app, 80, 24).contains("End the chase here?"));
    press(&mut app, "n");
    assert_eq!(state(&app).phase, Phase::Running);
    press(&mut app, "Xy");
    let over = screen(&app, 80, 24);
    assert_eq!(state(&app).phase, Phase::Over);
    assert!(over.contains("Over: The keeper ends the chase"), "{over}");
    press(&mut app, "f");
    assert!(screen(&app, 80, 24).contains("The chase is over"));
}

#[test]
fn a_catch_shows_on_the_track_and_release_puts_the_quarry_back() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app_catching(&dir);
    press(&mut app, ESTABLISH);
    // Harvey waits; the farmer runs two locations and catches him at the Farm track.
    press(&mut app, "n");
    press(&mut app, "F2");
    let caught = screen(&app, 80, 24);
    assert!(
        matches!(state(&app).participants[0].status, Status::Caught { .. }),
        "{caught}"
    );
    assert!(
        caught.contains("Farmer catches Harvey at Farm track (3)."),
        "{caught}"
    );
    assert!(caught.contains("caught by Farmer"), "{caught}");
    // The chase ended with its only quarry caught; the hint bar offers the release, which puts
    // Harvey back and the chase on again.
    assert!(caught.contains("D release"), "{caught}");
    press(&mut app, "D");
    assert_eq!(state(&app).participants[0].status, Status::Active);
    assert_eq!(state(&app).phase, Phase::Running);
    assert!(screen(&app, 80, 24).contains("The chase is on again."));
    press(&mut app, "uu");
    assert_eq!(state(&app).participants[0].status, Status::Active);
    assert_eq!(
        state(&app).participants[1].location,
        1,
        "both undone: the farmer back at the barn"
    );
}

#[test]
fn quitting_asks_first() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "q");
    assert!(screen(&app, 80, 24).contains("Quit chasetrack?"));
    press(&mut app, "n");
    assert!(!app.should_quit());
    press(&mut app, "qy");
    assert!(app.should_quit());
}

#[test]
fn an_unfinished_chase_is_offered_and_resumed_exactly() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = sample_app(&dir);
    press(&mut first, &format!("{ESTABLISH}f"));
    let before = state(&first).clone();
    drop(first); // as if the terminal had been closed
    let path = journal_path(&dir);
    let mut app = chasetrack::tui::App::new(
        chasetrack::setup::sample(),
        chasetrack::screen::Theme::new(false),
    )
    .asking_to_resume(path.clone(), path.clone());
    let asking = screen(&app, 80, 24);
    assert!(
        asking.contains("This chase was not finished last time"),
        "{asking}"
    );
    assert!(
        asking.contains("Round 1 · Farmer's turn · 2 moves left · 4 commands"),
        "{asking}"
    );
    press(&mut app, "f"); // not an answer: the question stays
    assert!(screen(&app, 80, 24).contains("r  resume it exactly where it was"));
    press(&mut app, "r");
    assert_eq!(state(&app), &before);
    assert!(screen(&app, 80, 24).contains("Harvey moves to Gate (4)."));
    // Carrying on appends to the same journal.
    press(&mut app, "F2");
    let resumed = chasetrack::autosave::resume(&path, &chasetrack::setup::sample()).unwrap();
    match resumed {
        chasetrack::systems::Chase::Coc7(session) => assert_eq!(session.state(), state(&app)),
        other => panic!("resumed as {}", other.system().title()),
    }
}

#[test]
fn starting_over_keeps_the_old_journal_as_a_backup() {
    let dir = tempfile::tempdir().unwrap();
    let mut first = sample_app(&dir);
    press(&mut first, ESTABLISH);
    drop(first);
    let path = journal_path(&dir);
    let mut app = chasetrack::tui::App::new(
        chasetrack::setup::sample(),
        chasetrack::screen::Theme::new(false),
    )
    .asking_to_resume(path.clone(), path.clone());
    press(&mut app, "n");
    assert_eq!(state(&app).phase, Phase::Establishing);
    assert!(screen(&app, 80, 24).contains("kept as a backup"));
    // The journals, not the lock beside them.
    let files = std::fs::read_dir(dir.path())
        .unwrap()
        .filter(|e| {
            e.as_ref()
                .is_ok_and(|e| !e.file_name().to_string_lossy().ends_with(".lock"))
        })
        .count();
    assert_eq!(files, 2, "the new journal and the old one kept as a backup");
}

#[test]
fn bad_input_is_refused_before_the_terminal_is_touched() {
    let dir = tempfile::tempdir().unwrap();
    let bad = dir.path().join("bad.ron");
    std::fs::write(&bad, "(name: \"x\", system: Nonsense)").unwrap();
    let options = chasetrack::tui::PlayOptions {
        setup: Some(bad),
        ..Default::default()
    };
    let error = chasetrack::tui::prepare(&options).expect_err("a bad setup");
    assert_eq!(error.exit_code(), 2);
    assert!(error.to_string().contains("bad.ron"), "{error}");
    let options = chasetrack::tui::PlayOptions {
        resume: Some(dir.path().join("no-such-journal")),
        ..Default::default()
    };
    let error = chasetrack::tui::prepare(&options).expect_err("a missing journal");
    assert_eq!(error.exit_code(), 2);
}

#[test]
fn without_colour_nothing_on_screen_is_coloured_and_sides_still_differ() {
    use ratatui::style::Color;
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, &format!("{ESTABLISH}?<Esc>z"));
    let plain = terminal(&app, 80, 24);
    for cell in plain.backend().buffer().content() {
        assert_eq!((cell.fg, cell.bg), (Color::Reset, Color::Reset), "{cell:?}");
    }
    let text = screen(&app, 80, 24);
    assert!(
        text.contains("◆Harvey") && text.contains("▶Farmer"),
        "{text}"
    );
    // With colour, the sides are coloured as well.
    let mut coloured = chasetrack::tui::App::new(
        chasetrack::setup::sample(),
        chasetrack::screen::Theme::new(true),
    );
    press(&mut coloured, ESTABLISH);
    let terminal = terminal(&coloured, 80, 24);
    assert!(
        terminal
            .backend()
            .buffer()
            .content()
            .iter()
            .any(|c| c.fg != Color::Reset)
    );
}

#[test]
fn the_loop_runs_on_any_backend_and_stops_on_quit_or_a_signal() {
    use chasetrack::tui::run::{Script, run};
    use crossterm::event::Event;
    use ratatui::Terminal;
    use ratatui::backend::TestBackend;
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    let mut events: std::collections::VecDeque<Event> =
        parse_keys(ESTABLISH).into_iter().map(Event::Key).collect();
    events.push_back(Event::Resize(80, 24));
    events.extend(parse_keys("fqy").into_iter().map(Event::Key));
    events.extend(parse_keys("u").into_iter().map(Event::Key)); // never read: the keeper quit
    let mut terminal = Terminal::new(TestBackend::new(80, 24)).unwrap();
    run(&mut terminal, &mut app, &mut Script(events), &|| false).unwrap();
    assert!(app.should_quit());
    assert_eq!(
        state(&app).participants[0].location,
        4,
        "the move was kept, the undo never read"
    );
    let drawn = format!("{}", terminal.backend());
    assert!(
        drawn.contains("Harvey moves to Gate (4)."),
        "the last frame: {drawn}"
    );
    assert!(
        !drawn.contains("Quit chasetrack?"),
        "the question was answered: {drawn}"
    );
    // A stop signal ends the loop before any key is read. (The first screen closes its journal
    // first: one chasetrack writes a journal at a time.)
    drop(app);
    let mut app = sample_app(&dir);
    let mut keys = Script(parse_keys("s").into_iter().map(Event::Key).collect());
    run(&mut terminal, &mut app, &mut keys, &|| true).unwrap();
    assert!(app.overlay().is_none(), "nothing was read after the stop");
}

/// Presses keys that should apply exactly one command of the given kind.
fn one_command(app: &mut chasetrack::tui::App, keys: &str, kind: &str) {
    let before = app.chase().journal_len();
    press(app, keys);
    let chasetrack::systems::Chase::Coc7(session) = app.chase() else {
        panic!("not a Call of Cthulhu chase");
    };
    let last = session.journal().last().map(|e| format!("{:?}", e.command));
    assert!(
        session.journal().len() == before + 1
            && last.as_deref().is_some_and(|c| c.starts_with(kind)),
        "{keys} should apply one {kind}, applied {last:?}\n{}",
        screen(app, 100, 30)
    );
}

/// The sample with a DEX tie (the farmer at 55) and a second quarry, Amy, so that a caught quarry
/// can be released while the chase goes on.
fn with_amy() -> chasetrack::tui::App {
    use chasetrack::engine::Session;
    use chasetrack::systems::Chase;
    use chasetrack::systems::coc7::rules::{Participant, Side};
    let mut setup = chasetrack::setup::sample();
    let Chase::Coc7(session) = &setup.chase else {
        panic!("the sample is a Call of Cthulhu chase");
    };
    let mut initial = session.initial().clone();
    initial.settings.catch_on_reach = true; // the farmer catches Harvey, to be released
    initial.participants[1].dex = 55;
    initial
        .participants
        .push(Participant::new("Amy", Side::Quarry, 40, 6, 50, 10));
    setup.chase = Chase::Coc7(Session::new(initial));
    chasetrack::tui::App::new(setup, chasetrack::screen::Theme::new(false))
}

#[test]
fn a_fighting_maneuver_throws_the_loser_along_the_track() {
    let mut app = with_amy();
    press(&mut app, "S180<Enter>s73<Enter>s50<Enter>kT1c<Enter>F2D");
    // Harvey, free beside the farmer, tries to throw him back down the track.
    press(&mut app, "a<Enter>");
    assert!(screen(&app, 100, 30).contains("Fighting maneuver (trip, push, throw)"));
    press(&mut app, "2");
    press(&mut app, "1"); // Fighting (Brawl) 50
    press(&mut app, "1"); // no response
    let effect = screen(&app, 100, 30);
    assert!(
        effect.contains("the loser rolls to avoid its harm with"),
        "{effect}"
    );
    press(&mut app, "<Enter>1"); // a DEX save at Regular; no damage
    press(&mut app, "5"); // pushed back 2 locations
    press(&mut app, "10<Enter>90<Enter>2<Enter>");
    let log = screen(&app, 120, 40);
    assert!(
        log.contains("Harvey tries a fighting maneuver on Farmer"),
        "{log}"
    );
    assert_eq!(state(&app).participants[1].location, 1, "{log}");
}

#[test]
fn every_command_of_the_rules_is_reachable_from_keys() {
    let mut app = with_amy();

    one_command(&mut app, "S180<Enter>", "SpeedRoll"); // the skill is asked: CON, the usual
    one_command(&mut app, "s73<Enter>", "SpeedRoll");
    one_command(&mut app, "s50<Enter>", "SpeedRoll");
    one_command(&mut app, "kT1", "Reorder"); // the farmer acts before Harvey from now on
    one_command(&mut app, "c<Enter>", "CutToChase");
    assert_eq!(state(&app).current(), Some(1), "the farmer acts first");
    one_command(&mut app, "F2", "Move"); // and catches Harvey; Amy runs on
    one_command(&mut app, "D", "Release");
    // Harvey, free again beside the farmer, hits him with his fists: 30, then 2 damage.
    one_command(&mut app, "a<Enter>111130<Enter>2<Enter>", "Attack");
    assert_eq!(state(&app).participants[1].hp, 11);
    // Amy takes the mud and the fence.
    one_command(&mut app, "z11120<Enter>", "NegotiateHazard");
    one_command(&mut app, "b1110<Enter>", "PassBarrier");
    // Round 2: the farmer through the mud; Harvey waits for Amy, who catches her breath.
    one_command(&mut app, "f", "Move");
    one_command(&mut app, "z1110<Enter>", "NegotiateHazard");
    one_command(&mut app, "d1", "Delay");
    one_command(&mut app, "tcatch her breath<Enter>11", "Act");
    one_command(&mut app, "n", "EndTurn");
    one_command(&mut app, "n", "EndTurn"); // Harvey's turn comes after Amy's
    // Round 3: the farmer breaks at the fence (3 damage).
    one_command(&mut app, "x13<Enter>", "AttackBarrier");
    // The keeper's hand.
    one_command(
        &mut app,
        "+Church<Enter>2Crowd<Enter>DEX<Enter>11",
        "AddLocation",
    );
    one_command(&mut app, "-<Enter>1", "AddLocation");
    one_command(&mut app, "g<Left>o1", "SetObstacle");
    one_command(&mut app, "p9", "Place");
    one_command(&mut app, "ge", "Escape");
    one_command(&mut app, "Xy", "EndChase");
    let text = screen(&app, 120, 40);
    assert!(
        text.contains("The track grows: Church, beyond Crowd."),
        "{text}"
    );
    assert!(text.contains("Over: The keeper ends the chase"), "{text}");
}

#[test]
fn the_log_and_the_help_scroll() {
    let dir = tempfile::tempdir().unwrap();
    // The sample without its words read aloud: the log's lines as they were counted.
    let mut app = app_with_journal(unread(chasetrack::setup::sample()), &dir);
    press(&mut app, &format!("{ESTABLISH}fF2"));
    let newest = screen(&app, 80, 24);
    assert!(newest.contains("Round 2 begins."), "{newest}");
    press(&mut app, "<PgUp>");
    let back = screen(&app, 80, 24);
    assert!(back.contains("newer below (PgDn)"), "{back}");
    assert!(!back.contains("• Round 2 begins."), "{back}");
    assert!(back.contains("• Farmer is at Barn (1)."), "{back}");
    press(&mut app, "<PgDn>");
    assert_eq!(screen(&app, 80, 24), newest);
    press(&mut app, "?");
    let help = screen(&app, 80, 24);
    // The help opens at the section of the chase's phase: a turn, in round 2.
    assert!(help.contains("The acting participant's turn"), "{help}");
    press(&mut app, "<PgDn><PgDn>jjj");
    let scrolled = screen(&app, 80, 24);
    assert!(
        !scrolled.contains("The acting participant's turn"),
        "{scrolled}"
    );
    for _ in 0..400 {
        press(&mut app, "j");
    }
    let bottom = screen(&app, 80, 24);
    assert!(
        bottom.contains("start over (the old journal is kept as a backup)"),
        "{bottom}"
    );
    press(&mut app, "<Esc>");
    assert_eq!(screen(&app, 80, 24), newest);
}

#[test]
fn ctrl_c_leaves_from_anywhere_without_applying_an_open_command() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s4<C-c>");
    assert!(app.should_quit());
    assert_eq!(app.chase().journal_len(), 0);
}
