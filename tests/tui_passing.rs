//! Keys only for decisions: a turn with nothing left to decide passes by itself, says
//! so on the status line, and goes into the journal as the end of the turn; undo takes the pass
//! back with the command that led to it (never landing on a turn that would pass again), redo
//! brings both back; `pass_empty_turns: false` leaves the turn to the keeper's `n`.

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::clocks::rules::Command;
use tui_common::*;

/// The city, Ann's turn: the movement check, the Move action's second check, and a Skill action
/// ruled a success (climb, DC 10) spend all she has this round.
const ANNS_TURN: &str = "S<Enter><Enter><Enter>frFraclimb<Enter><Enter><Enter>10<Enter>r";

fn commands(app: &chasetrack::tui::App) -> Vec<Command> {
    let Chase::Clocks(session) = app.chase() else {
        panic!("the city is a position-clocks chase");
    };
    session
        .journal()
        .iter()
        .map(|e| e.command.clone())
        .collect()
}

fn header(app: &chasetrack::tui::App) -> String {
    screen(app, 80, 24).lines().next().unwrap_or("").to_string()
}

#[test]
fn a_turn_with_every_action_used_passes_by_itself() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(city(), &dir);
    press(&mut app, ANNS_TURN);
    let shown = screen(&app, 80, 24);
    assert!(header(&app).contains("Wizard's turn"), "{shown}");
    assert!(
        shown.contains("Ann has used the check, the Move and the Skill action: the turn passed"),
        "{shown}"
    );
    let journal = commands(&app);
    assert!(
        matches!(journal.last(), Some(Command::EndTurn { who }) if who == "Ann"),
        "the pass is the end of Ann's turn in the journal: {journal:?}"
    );
    // Undo takes back the Skill action with the pass: Ann's turn, her Skill action left.
    let before = journal.len();
    press(&mut app, "u");
    let undone = screen(&app, 80, 24);
    assert_eq!(commands(&app).len(), before - 2, "{undone}");
    assert!(
        header(&app).contains("Ann's turn · left: Skill"),
        "{undone}"
    );
    assert!(undone.contains("Undone:"), "{undone}");
    // Redo brings both back.
    press(&mut app, "<C-r>");
    assert_eq!(commands(&app).len(), before);
    assert!(
        header(&app).contains("Wizard's turn"),
        "{}",
        screen(&app, 80, 24)
    );
}

#[test]
fn a_keeper_who_passes_by_hand_keeps_the_turn_until_n() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(city(), &dir).passing_empty_turns(false);
    press(&mut app, ANNS_TURN);
    let shown = screen(&app, 80, 24);
    assert!(header(&app).contains("Ann's turn · all used"), "{shown}");
    assert!(!matches!(
        commands(&app).last(),
        Some(Command::EndTurn { .. })
    ));
    press(&mut app, "n");
    assert!(header(&app).contains("Wizard's turn"));
}
