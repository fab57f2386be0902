//! The summary line `chasetrack check` prints for a setup of this system.

use crate::setup::count;
use crate::systems::coc7::rules::{Coc7, Obstacle};

/// What the setup holds, for `chasetrack check`'s summary line.
pub fn summary(chase: &Coc7) -> String {
    let obstacles: Vec<&Obstacle> = chase
        .map
        .locations
        .iter()
        .filter_map(|l| l.ahead.as_ref())
        .collect();
    let hazards = obstacles
        .iter()
        .filter(|o| matches!(o, Obstacle::Hazard(_)))
        .count();
    let barriers = obstacles.len() - hazards;
    let mut between = Vec::new();
    if hazards > 0 {
        between.push(count(hazards, "hazard"));
    }
    if barriers > 0 {
        between.push(count(barriers, "barrier"));
    }
    let between = if between.is_empty() {
        String::new()
    } else {
        format!(" ({})", between.join(", "))
    };
    format!(
        "{}{between}, {}",
        count(chase.map.locations.len(), "location"),
        count(chase.participants.len(), "participant")
    )
}
