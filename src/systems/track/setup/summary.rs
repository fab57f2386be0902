//! The summary line `chasetrack check` prints for a setup of this system.

use crate::setup::count;
use crate::systems::track::rules::TrackChase;

/// The participants and the two numbers a keeper sets for a chase on the track: the escape
/// distance and the safe haven.
pub fn summary(chase: &TrackChase) -> String {
    let mut parts = vec![
        count(chase.participants.len(), "participant"),
        format!("escape at {}", chase.settings.escape_distance),
    ];
    if let Some(haven) = chase.settings.safe_haven {
        parts.push(format!("safe haven at {haven}"));
    }
    parts.join(", ")
}
