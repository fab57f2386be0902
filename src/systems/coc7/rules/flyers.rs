//! "Monsters in a Chase": "Some have abilities that may exempt them from certain skill rolls; for
//! example, those that fly would not need to make Jump or Climb rolls." Who flies, and which
//! hazards and barriers a flyer passes over without a roll.

use super::state::{Obstacle, Participant};

/// The skills a flyer needs no roll for.
const FLOWN_OVER: [&str; 2] = ["Jump", "Climb"];

/// Whether a participant flies now: its mode of movement is flying ("Switching Between Modes of
/// Movement"), or it moves at the flying MOV its sheet lists (a byakhee set up at its flying MOV
/// 20). Nobody in a vehicle flies by this rule: an aircraft is a vehicle with its own skill.
pub fn flies(participant: &Participant) -> bool {
    if participant.vehicle.is_some() || participant.is_passenger() {
        return false;
    }
    match participant.mode.as_deref() {
        Some(mode) => mode.eq_ignore_ascii_case("Fly"),
        None => participant
            .movs
            .iter()
            .any(|(mode, mov)| mode.eq_ignore_ascii_case("Fly") && *mov == participant.base_mov),
    }
}

/// Whether a flyer passes `obstacle` without a roll: one the keeper would have it jump or climb
/// (a garden wall: Climb or Jump; a ditch: Jump or DEX). Reading: any hazard or barrier that
/// accepts Jump or Climb is one that flying takes care of; one that does not (a locked door, a
/// crowd to push through) still needs its own roll.
pub fn flies_over(participant: &Participant, obstacle: &Obstacle) -> bool {
    flies(participant)
        && obstacle.skills().iter().any(|skill| {
            FLOWN_OVER
                .iter()
                .any(|flown| skill.trim().eq_ignore_ascii_case(flown))
        })
}
