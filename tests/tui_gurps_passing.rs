//! Keys only for decisions in GURPS: steps 3 and 4 entered with nothing to resolve
//! pass by themselves, said on the status line and logged as the steps that follow; the Contest
//! of step 5 then opens by itself; undo never lands on a step that would pass again at once, and
//! redo brings the passes back; a step the keeper's own last action emptied waits for `n`; with
//! `pass_empty_turns` off every step waits for `n`.

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::gurps::rules::{Command, GurpsChase, Stage};
use chasetrack::systems::gurps::screen::{RESOLVING, available};
use chasetrack::tui::App;
use chasetrack::tui::app::Overlay;
use tui_common::*;

fn gurps(app: &App) -> &GurpsChase {
    match app.chase() {
        Chase::Gurps(session) => session.state(),
        other => panic!("not a GURPS chase: {}", other.system().title()),
    }
}

fn commands(app: &App) -> Vec<Command> {
    match app.chase() {
        Chase::Gurps(session) => session
            .journal()
            .iter()
            .map(|e| e.command.clone())
            .collect(),
        _ => Vec::new(),
    }
}

fn nothing_to_resolve(app: &App) -> bool {
    !RESOLVING.iter().any(|key| available(*key, gurps(app), 0))
}

#[test]
fn steps_entered_with_nothing_to_resolve_pass_and_the_contest_opens() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-rooftops.ron"), &dir);
    // Both sides declare Move (the first maneuver each is offered).
    press(&mut app, "n<Enter>n<Enter>");
    let shown = screen(&app, 80, 24);
    assert_eq!(gurps(&app).step, Stage::Contest, "{shown}");
    assert!(
        shown.contains("The pursuer has nothing to resolve at step 3"),
        "{shown}"
    );
    assert!(
        shown.contains("Step 5: a Quick Contest of Chase Rolls."),
        "{shown}"
    );
    assert!(
        matches!(app.overlay(), Some(Overlay::Form(_))),
        "the Contest opens by itself: {shown}"
    );
    let journal = commands(&app);
    assert!(
        matches!(
            journal.as_slice(),
            [
                ..,
                Command::Declare { .. },
                Command::EndStep,
                Command::EndStep
            ]
        ),
        "the passes are the two steps' ends in the journal: {journal:?}"
    );
    // Undo from the Contest: back to the pursuer's declaration, not onto a step that would pass.
    press(&mut app, "<Esc>u");
    assert_eq!(
        commands(&app).len(),
        journal.len() - 3,
        "{}",
        screen(&app, 80, 24)
    );
    assert_eq!(gurps(&app).step, Stage::PursuerDeclares);
    press(&mut app, "<C-r>");
    assert_eq!(commands(&app).len(), journal.len());
    assert_eq!(gurps(&app).step, Stage::Contest);
}

#[test]
fn a_step_the_keepers_own_attack_emptied_waits_for_n() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-traffic.ron"), &dir);
    // Vince declares Move and Attack; at step 3 the pursuer's attack, rolled to the end.
    press(&mut app, "n2n2x327<Enter>R");
    assert!(app.overlay().is_none(), "{}", screen(&app, 80, 24));
    assert!(
        matches!(commands(&app).last(), Some(Command::Attack { .. })),
        "{:?}",
        commands(&app).last()
    );
    assert_eq!(gurps(&app).step, Stage::PursuerResolves);
    assert!(nothing_to_resolve(&app), "{}", screen(&app, 80, 24));
    press(&mut app, "n");
    assert_eq!(gurps(&app).step, Stage::QuarryResolves);
}

#[test]
fn with_passing_off_every_step_waits_for_n() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-rooftops.ron"), &dir).passing_empty_turns(false);
    press(&mut app, "n<Enter>n<Enter>");
    assert_eq!(gurps(&app).step, Stage::PursuerResolves);
    assert!(app.overlay().is_none());
    press(&mut app, "n");
    assert_eq!(gurps(&app).step, Stage::QuarryResolves);
    press(&mut app, "n");
    assert_eq!(gurps(&app).step, Stage::Contest);
    assert!(app.overlay().is_none(), "the Contest waits for n too");
}
