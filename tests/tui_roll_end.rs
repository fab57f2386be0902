//! `n` in a roll's prompt (the key grammar): it rolls the rest, then ends the turn as `n` does on
//! the chase screen; it leaves the next participant's turn alone when the turn passed by itself
//! or the rules ended it during the rolls, and does not end a turn before the chase has started.

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::clocks::rules::Command as ClocksCommand;
use chasetrack::systems::coc7::rules::Command as CocCommand;
use tui_common::*;

fn coc_commands(app: &chasetrack::tui::App) -> Vec<CocCommand> {
    match app.chase() {
        Chase::Coc7(session) => session
            .journal()
            .iter()
            .map(|e| e.command.clone())
            .collect(),
        _ => Vec::new(),
    }
}

#[test]
fn n_in_a_roll_rolls_then_ends_the_clocks_turn() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(city(), &dir);
    press(&mut app, "sR");
    assert!(screen(&app, 80, 24).contains("Ann's turn"));
    press(&mut app, "fn");
    let Chase::Clocks(session) = app.chase() else {
        panic!("the city is a position-clocks chase");
    };
    let last: Vec<&ClocksCommand> = session
        .journal()
        .iter()
        .rev()
        .take(2)
        .map(|e| &e.command)
        .collect();
    assert!(
        matches!(last.as_slice(), [ClocksCommand::EndTurn { who }, ClocksCommand::MovementCheck { .. }] if who == "Ann"),
        "{last:?}"
    );
    assert!(screen(&app, 80, 24).contains("Wizard's turn"));
}

#[test]
fn n_in_a_roll_leaves_the_next_turn_alone_when_the_turn_passed_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "s50<Enter>s40<Enter>c<Enter>fF2");
    // Harvey's one movement action on the Mud: the roll uses it and his turn is over; before
    // this was checked, n then ended the farmer's turn too.
    press(&mut app, "z<Enter><Enter>n");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("Farmer's turn"), "{shown}");
    let ends = coc_commands(&app)
        .iter()
        .filter(|c| matches!(c, CocCommand::EndTurn { .. }))
        .count();
    let before = {
        let mut fresh = sample_app(&tempfile::tempdir().unwrap());
        press(
            &mut fresh,
            "s50<Enter>s40<Enter>c<Enter>fF2z<Enter><Enter>r",
        );
        coc_commands(&fresh)
            .iter()
            .filter(|c| matches!(c, CocCommand::EndTurn { .. }))
            .count()
    };
    assert_eq!(ends, before, "n ended no turn beyond the pass: {shown}");
}

#[test]
fn n_in_a_speed_roll_rolls_them_all_and_ends_nothing() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = sample_app(&dir);
    press(&mut app, "sn");
    let shown = screen(&app, 80, 24);
    assert!(shown.contains("speed rolls 2/2"), "{shown}");
    assert!(app.status().is_some_and(|s| !s.error), "{shown}");
}
