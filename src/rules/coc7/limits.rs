//! The most a Call of Cthulhu chase holds. Far above any chase a keeper runs (the longest shipped
//! track has 15 locations and 9 participants), and low enough that a chase at the limits loads,
//! plays and draws at once (docs/setup-format.md, "Limits"; tests/reliability.rs plays one).

/// Locations on the track, branches included, in a setup and as the chase grows it.
pub const MAX_LOCATIONS: usize = 1000;

/// Participants, vehicles' passengers included, in a setup and as others join.
pub const MAX_PARTICIPANTS: usize = 64;
