//! Undo from checkpoints: with a journal longer than several checkpoints, every undo gives exactly
//! the state the journal's events rebuild from the start, and redo brings each command back.

use chasetrack::dice::Roller;
use chasetrack::engine::{Rules, Session};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::{Coc7, Command};

/// The state the first `count` entries of the journal give, applied to the initial state.
fn replayed(session: &Session<Coc7>, count: usize) -> Coc7 {
    let mut state = session.initial().clone();
    for event in session.journal()[..count].iter().flat_map(|e| &e.events) {
        state.apply(event);
    }
    state
}

#[test]
fn undo_across_checkpoints_is_exact_and_redo_restores() {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/sample.ron");
    let Chase::Coc7(mut session) = chasetrack::setup::load(&path).expect("the sample").chase else {
        panic!("the sample is a Call of Cthulhu chase")
    };
    let mut roller = Roller::seeded(11);
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
        while session.journal().len() > count {
            session.undo();
        }
        assert_eq!(
            session.state(),
            &replayed(&session, count),
            "after undo to {count}"
        );
    }
    assert_eq!(session.state(), session.initial());
    while session.redo().is_some() {}
    assert_eq!(session.journal().len(), 300);
    assert_eq!(session.state(), &end);
    // Undo once more after the redo, from the rebuilt checkpoints.
    session.undo();
    assert_eq!(session.state(), &replayed(&session, 299));
}
