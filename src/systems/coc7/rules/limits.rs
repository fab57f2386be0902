//! The most a Call of Cthulhu chase holds. Far above any chase a keeper runs (the longest shipped
//! track has 15 locations and 9 participants), and low enough that a chase at the limits loads,
//! plays and draws at once (docs/setup-format.md, "Limits"; tests/reliability.rs plays one).

/// Locations on the track, branches included, in a setup and as the chase grows it.
pub const MAX_LOCATIONS: usize = crate::limits::LOCATIONS;

/// Participants, vehicles' passengers included, in a setup and as others join.
pub const MAX_PARTICIPANTS: usize = crate::limits::PARTICIPANTS;

/// The ranges a character sheet's numbers are checked against, in a setup and for someone who
/// enters the chase on the spot: wide enough for monsters, narrow enough to catch a typo.
pub mod sheet {
    use std::ops::RangeInclusive;

    /// DEX: 15 to 90 for people; monsters go higher.
    pub const DEX: RangeInclusive<u32> = 1..=200;
    /// CON: 15 to 90 for people; some monsters reach a few hundred.
    pub const CON: RangeInclusive<u32> = 1..=300;
    /// Hit points: 5 to 18 or so for people; great monsters have far more.
    pub const HP: RangeInclusive<u32> = 1..=300;
    /// MOV on foot: 7 to 9 for people, up to 20 or so for flyers ("MOV Rates": MOV 20 is 1000 MPH).
    pub const MOV: RangeInclusive<u32> = 1..=30;
    /// Build: -2 to 2 for people, more for monsters.
    pub const BUILD: RangeInclusive<i32> = -2..=100;
    /// Skills and characteristics in the skills map, as percentiles (monsters may pass 100).
    pub const SKILL: RangeInclusive<u32> = 0..=200;
}
