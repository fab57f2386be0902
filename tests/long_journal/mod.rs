//! The long journal of the undo tests and the resume benchmarks (benches/odds.rs includes this
//! file): the keeper adds a location with each command until the track holds the 1000 a chase
//! may, then clears the way after the first location again and again.

use chasetrack::dice::Roller;
use chasetrack::engine::Session;
use chasetrack::systems::coc7::rules::{Coc7, Command, MAX_LOCATIONS};

/// Gives such commands until the journal holds `total` or the rules refuse 100 in a row.
pub fn grow_then_clear(session: &mut Session<Coc7>, roller: &mut Roller, total: usize) {
    let mut refused_in_a_row = 0;
    while session.journal().len() < total && refused_in_a_row < 100 {
        let command = if session.state().map.locations.len() < MAX_LOCATIONS {
            Command::AddLocation {
                name: None,
                behind: false,
                obstacle: None,
            }
        } else {
            Command::SetObstacle {
                after: session.state().map.first,
                obstacle: None,
            }
        };
        match session.execute(command, roller) {
            Ok(_) => refused_in_a_row = 0,
            Err(_) => refused_in_a_row += 1,
        }
    }
}

/// The sample's chase (as `start` holds it) with both speed rolls made and cut to the chase by
/// the tool's dice (seed 3), then grown to `total` commands by [`grow_then_clear`]: the journal
/// the resume and export benchmarks read.
#[allow(dead_code)] // the benchmarks' journal; the test suite grows its own
pub fn long_sample(start: Coc7, total: usize) -> Session<Coc7> {
    use chasetrack::systems::coc7::rules::Command as C;
    let mut session = Session::new(start);
    let mut roller = Roller::seeded(3);
    for who in ["Harvey", "Farmer"] {
        let _ = session.execute(
            C::SpeedRoll {
                who: who.into(),
                skill: None,
            },
            &mut roller,
        );
    }
    let _ = session.execute(C::CutToChase { range: None }, &mut roller);
    grow_then_clear(&mut session, &mut roller, total);
    assert_eq!(session.journal().len(), total, "the long journal is built");
    session
}
