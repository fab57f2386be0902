//! Undo from checkpoints: with a journal longer than several checkpoints, every undo gives exactly
//! the state the journal's events rebuild from the start, and redo brings each command back.

use chasetrack::dice::Roller;
use chasetrack::engine::{Rules, Session};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::{Coc7, Command};

/// The state the first `count` entries of the journal give, their events (told again where the
/// journal let them go) applied to the initial state.
fn replayed(session: &Session<Coc7>, count: usize) -> Coc7 {
    let mut state = session.initial().clone();
    let mut told = 0;
    session.retell(|_, _, entry| {
        if told < count {
            entry.events.iter().for_each(|event| state.apply(event));
        }
        told += 1;
    });
    state
}

/// Undoes down to `count` commands and checks the state is the journal's events replayed from
/// the start.
fn undo_to_and_check(session: &mut Session<Coc7>, count: usize) {
    while session.journal().len() > count {
        session.undo();
    }
    assert_eq!(
        session.state(),
        &replayed(session, count),
        "after undo to {count}"
    );
}

/// The sample with both speed rolls made and the chase cut to, and the roller that made them.
fn cut_sample(seed: u64) -> (Session<Coc7>, Roller) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.ron");
    let Chase::Coc7(mut session) = chasetrack::setup::load(&path).expect("the sample").chase else {
        panic!("the sample is a Call of Cthulhu chase")
    };
    let mut roller = Roller::seeded(seed);
    for who in ["Harvey", "Farmer"] {
        let command = Command::SpeedRoll {
            who: who.into(),
            skill: None,
        };
        session.execute(command, &mut roller).expect("speed roll");
    }
    session
        .execute(Command::CutToChase { range: None }, &mut roller)
        .expect("cut");
    (session, roller)
}

#[test]
fn undo_across_checkpoints_is_exact_and_redo_restores() {
    let (mut session, mut roller) = cut_sample(11);
    // Locations added ahead, with random hazards rolled for each: 300 commands, past two
    // checkpoints (every 128).
    while session.journal().len() < 300 {
        let command = Command::AddLocation {
            name: None,
            behind: false,
            obstacle: None,
        };
        session
            .execute(command, &mut roller)
            .expect("add a location");
    }
    let end = session.state().clone();
    for count in (250..300).rev().chain((0..140).rev()) {
        undo_to_and_check(&mut session, count);
    }
    assert_eq!(session.state(), session.initial());
    while session.redo().is_some() {}
    assert_eq!(session.journal().len(), 300);
    assert_eq!(session.state(), &end);
    // Undo once more after the redo, from the rebuilt checkpoints.
    session.undo();
    assert_eq!(session.state(), &replayed(&session, 299));
}

/// Past the last two checkpoints only one in `CHECKPOINT_SPARSE` is kept (memory: a state at 1000
/// locations is about 140 KB); an undo far back replays from the sparse one before it and is still
/// exact, and redo after it puts every command back.
#[test]
fn undo_far_back_from_thinned_checkpoints_is_exact() {
    use chasetrack::engine::{CHECKPOINT_EVERY, CHECKPOINT_SPARSE};
    let (mut session, mut roller) = cut_sample(5);
    // Three sparse spans and more: the track grown, then the way after the first location set.
    let total = CHECKPOINT_EVERY * CHECKPOINT_SPARSE * 3 + 77;
    crate::long_journal::grow_then_clear(&mut session, &mut roller, total);
    assert_eq!(session.journal().len(), total, "the long journal is built");
    let end = session.state().clone();
    let span = CHECKPOINT_EVERY * CHECKPOINT_SPARSE;
    for count in [
        total - 1,
        total - 300,
        2 * span + 5,
        2 * span,
        span + 1,
        100,
        0,
    ] {
        undo_to_and_check(&mut session, count);
    }
    while session.redo().is_some() {}
    assert_eq!(session.journal().len(), total);
    assert_eq!(session.state(), &end);
    session.undo();
    assert_eq!(session.state(), &replayed(&session, total - 1));
}
