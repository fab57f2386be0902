//! What the screen says is what the rules do: each case a keeper met where a prompt, a menu or a
//! hint said something other than what then happened, replayed, in every system it concerns.

mod tui_common;

use chasetrack::dice::Roller;
use chasetrack::engine::{Legal, Outcome, Session};
use chasetrack::systems::SystemKind;
use chasetrack::tui::app::Overlay;
use tui_common::*;

/// Plays a session through its legal commands with seeded dice until the chase is over, or
/// `most` commands. Whether it ended.
fn play_to_the_end<R: Legal>(session: &mut Session<R>, seed: u64, most: usize) -> bool {
    let mut pick = seed | 1;
    for step in 0..most {
        if session.outcome() != Outcome::Ongoing {
            return true;
        }
        let legal = session.state().legal_commands();
        if legal.is_empty() {
            return false;
        }
        pick ^= pick << 13;
        pick ^= pick >> 7;
        pick ^= pick << 17;
        let command = legal[(pick % legal.len() as u64) as usize].clone();
        let mut roller = Roller::seeded(seed ^ (step as u64) << 8);
        let _ = session.execute(command, &mut roller);
    }
    session.outcome() != Outcome::Ongoing
}

/// After the chase has ended, the quit question does not offer to resume it: it says the chase
/// is over, that its journal is kept, and how to write its session log; in every system.
#[test]
fn the_quit_question_after_the_end_says_the_chase_is_over_in_every_system() {
    let setups = [
        "sample.ron",
        "harvey-fence.ron",
        "bazaar.ron",
        "moors.ron",
        "city-chase.ron",
        "fen-harpy.ron",
        "gurps-rooftops.ron",
        "gurps-traffic.ron",
        "savage-knights-bandits.ron",
        "savage-rooftops.ron",
    ];
    let mut ended = Vec::new();
    for name in setups {
        let setup = asset(name);
        let kind = setup.chase.system();
        if ended.contains(&kind) {
            continue;
        }
        let mut chase = setup.chase.clone();
        let over = (1..=4).any(|seed| {
            chase = setup.chase.clone();
            chasetrack::each!(&mut chase, session => play_to_the_end(session, seed, 400))
        });
        if !over {
            continue;
        }
        let dir = tempfile::tempdir().unwrap();
        let mut app = app_with_journal(setup.clone(), &dir).with_chase(chase);
        press(&mut app, "q");
        let question = match app.overlay() {
            Some(Overlay::Confirm(confirm)) => confirm.question.clone(),
            other => panic!("{name}: q asks first: {other:?}"),
        };
        assert!(question.contains("The chase is over"), "{name}: {question}");
        assert!(question.contains("journal is kept"), "{name}: {question}");
        assert!(question.contains("session log"), "{name}: {question}");
        assert!(!question.contains("resume"), "{name}: {question}");
        // While a chase goes on, the same key still says how to resume it.
        let other_dir = tempfile::tempdir().unwrap();
        let mut going = app_with_journal(setup, &other_dir);
        press(&mut going, "q");
        let screen_text = screen(&going, 100, 30);
        assert!(screen_text.contains("resume"), "{name}: {screen_text}");
        ended.push(kind);
    }
    for kind in SystemKind::ALL {
        assert!(
            ended.contains(kind),
            "no chase of {kind:?} was played to its end"
        );
    }
}
