//! The summary line `chasetrack check` prints for a setup of this system.

use crate::setup::count;
use crate::systems::gurps::rules::GurpsChase;

/// The people, the vehicles, the starting band and the round limit.
pub fn summary(chase: &GurpsChase) -> String {
    let mut parts = vec![
        count(chase.people.len(), "participant"),
        count(chase.vehicles.len(), "vehicle"),
        format!("starting at {} range", chase.settings.start_band.word()),
    ];
    if let Some(limit) = chase.settings.round_limit {
        parts.push(format!("at most {}", count(limit as usize, "round")));
    }
    parts.join(", ")
}
