//! The summary line `chasetrack check` prints for a setup of this system.

use crate::setup::count;
use crate::systems::savage::rules::SavageChase;

/// The length and the participants (a group counted by its members): `5 rounds, 3 participants
/// (a group of 3)`.
pub fn summary(chase: &SavageChase) -> String {
    let length = chase
        .rounds()
        .map_or_else(|| "a dogfight".to_string(), |n| count(n as usize, "round"));
    let groups: Vec<String> = chase
        .participants
        .iter()
        .filter(|p| p.group)
        .map(|p| format!("{} ×{}", p.name, p.count))
        .collect();
    let groups = if groups.is_empty() {
        String::new()
    } else {
        format!(" ({})", groups.join(", "))
    };
    format!(
        "{length}, {}{groups}",
        count(chase.participants.len(), "participant")
    )
}
