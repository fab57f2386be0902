//! The screen reaches what the rules allow: where the rules' generator of legal commands
//! ([`chasetrack::engine::Legal`]) offers a command, the keys reach it, and the screen never says
//! "nobody can …" where the rules would accept.

mod tui_common;

use chasetrack::engine::Legal;
use chasetrack::systems::Chase;
use chasetrack::systems::gurps::rules::{Command, GurpsChase};
use chasetrack::tui::App;
use tui_common::*;

fn gurps(app: &App) -> &GurpsChase {
    match app.chase() {
        Chase::Gurps(session) => session.state(),
        other => panic!("not a GURPS chase: {}", other.system().title()),
    }
}

/// "If the vehicle operator took a suitable maneuver, a passenger can attack": in
/// gurps-traffic, Vince declares Move and Attack and, at the quarry's step, his passenger Lou
/// fires; the attack form offers him and his shot is carried out.
#[test]
fn a_passenger_fires_when_the_operator_took_move_and_attack() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-traffic.ron"), &dir);
    press(&mut app, "n2n2x327<Enter>Rn");
    let lou_may_fire = gurps(&app).legal_commands().into_iter().any(|c| {
        matches!(&c, Command::Attack { who, target, .. } if who == "Lou" && target == "Agent Kerr")
    });
    assert!(lou_may_fire, "the rules let Lou fire at step 4");
    press(&mut app, "x");
    let form = screen(&app, 80, 24);
    assert!(!form.contains("Nobody on this side can attack"), "{form}");
    assert!(form.contains("At whom?"), "{form}");
    // Agent Kerr; Lou's shot rolled 5, Kerr's dodge 12, the damage 6.
    press(&mut app, "<Enter>5<Enter>12<Enter>6<Enter>");
    let last = match app.chase() {
        Chase::Gurps(session) => session.journal().last().map(|e| e.command.clone()),
        _ => None,
    };
    assert!(
        matches!(&last, Some(Command::Attack { who, .. }) if who == "Lou"),
        "{last:?}\n{}",
        screen(&app, 80, 24)
    );
}
