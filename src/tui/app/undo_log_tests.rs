//! Undo and redo change the log by the lines of their own command: after any mix of commands,
//! undos and redos on every shipped setup, the keeper's log and the players' are exactly what
//! telling the whole journal again gives (what the screen did on every undo before).

use super::{App, LogLine, Overlay};
use crate::engine::Audience;
use crate::engine::Session;
use crate::odds::{Policy, Style};
use crate::screen::Theme;
use crate::systems::{AnyCommand, System, each};
use rand::{Rng, SeedableRng};
use rand_chacha::ChaCha8Rng;

/// The playout policy's next command for whichever system the chase is.
fn next_command<R: Policy + System>(session: &Session<R>, attempt: u8) -> Option<AnyCommand> {
    let mut memo = R::Memo::default();
    session
        .state()
        .next_command(Style::Bold, attempt, &mut memo)
        .map(R::any_command)
}

/// The log the whole journal tells, the keeper's and the players' (the sentences they read, with
/// their rounds).
fn told_again(
    app: &App,
) -> (
    Vec<LogLine>,
    Vec<(u32, crate::screen::log::LineKind, String)>,
) {
    let log = app.chase.screen().log();
    let table = log
        .iter()
        .filter(|line| line.reaches_table())
        .map(|line| {
            (
                line.round,
                line.kind,
                line.told(Audience::Table).to_string(),
            )
        })
        .collect();
    (log, table)
}

/// The players' log as the screen's players' view reads it.
fn players_log(app: &mut App) -> Vec<(u32, crate::screen::log::LineKind, String)> {
    app.focus.players_view = true;
    let lines = app
        .log()
        .iter()
        .map(|line| (line.round, line.kind, line.text.to_string()))
        .collect();
    app.focus.players_view = false;
    lines
}

#[test]
fn the_log_after_undo_and_redo_is_the_log_of_the_journal_told_again() {
    let setups = crate::setup::shipped();
    assert!(setups.len() >= 5, "every system ships setups");
    for (path, setup) in setups {
        for seed in 0..3 {
            let mut app = App::new(setup.clone(), Theme::new(false));
            let mut rng = ChaCha8Rng::seed_from_u64(seed);
            let (mut undos, mut redos) = (0, 0);
            for step in 0..120 {
                let dice: f64 = rng.random();
                let (can_undo, can_redo) = app.chase.screen().undo_redo();
                if dice < 0.25 && can_undo {
                    app.undo();
                    undos += 1;
                } else if dice < 0.4 && can_redo {
                    app.redo();
                    redos += 1;
                } else {
                    let attempt = rng.random_range(0..2);
                    let Some(command) =
                        each!(&app.chase, session => next_command(session, attempt))
                    else {
                        continue;
                    };
                    app.attempt(command, Vec::new());
                    super::overlay::roll_this_command(&mut app);
                    if matches!(app.overlay, Some(Overlay::Dice(_))) {
                        app.overlay = None;
                    }
                }
                let (log, table) = told_again(&app);
                assert_eq!(app.log, log, "{}, seed {seed}, step {step}", path.display());
                assert_eq!(
                    players_log(&mut app),
                    table,
                    "{}, seed {seed}, step {step}",
                    path.display()
                );
            }
            assert!(
                undos > 0 && redos > 0,
                "{}: undone and redone",
                path.display()
            );
        }
    }
}
