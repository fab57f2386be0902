//! The summary line `chasetrack check` prints for a setup of this system.

use crate::setup::count;
use crate::systems::clocks::rules::ClockChase;

/// The clocks' length, the paths, the participants, the obstacles, and the timer or the race.
pub fn summary(chase: &ClockChase) -> String {
    let mut parts = vec![
        format!("{}-segment clocks", chase.segments),
        count(chase.paths.len(), "path"),
        count(chase.participants.len(), "participant"),
    ];
    if !chase.obstacles.is_empty() {
        parts.push(count(chase.obstacles.len(), "obstacle"));
    }
    if let Some(timer) = &chase.timer {
        parts.push(format!(
            "timer '{}' of {}",
            timer.name,
            count(timer.segments as usize, "segment")
        ));
    }
    if chase.is_race() {
        parts.push("a race".to_string());
    }
    parts.join(", ")
}
