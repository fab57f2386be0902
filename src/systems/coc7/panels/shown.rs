//! The chase as the Call of Cthulhu panels draw it: every name from the setup or the keeper
//! (participants, their vehicles and modes, locations, hazards and barriers with their skills,
//! the ways at forks) escaped as the rest of the tool escapes text, so a control character or a
//! bidirectional override reads `\u{202e}` on the screen instead of vanishing.

use crate::escape::in_place;
use crate::systems::coc7::rules::{Coc7, Hazard, Obstacle};

/// A copy with every name escaped, or `None` when no name needs it.
pub fn for_screen(state: &Coc7) -> Option<Coc7> {
    let mut shown = state.clone();
    let mut changed = false;
    let mut escape = |text: &mut String| changed |= in_place(text);
    for participant in &mut shown.participants {
        escape(&mut participant.name);
        for vehicle in [&mut participant.vehicle, &mut participant.parked]
            .into_iter()
            .flatten()
        {
            escape(&mut vehicle.name);
            escape(&mut vehicle.skill);
        }
        if let Some(mode) = &mut participant.mode {
            escape(mode);
        }
    }
    for location in &mut shown.map.locations {
        if let Some(name) = &mut location.name {
            escape(name);
        }
        match &mut location.ahead {
            Some(Obstacle::Hazard(hazard)) => escape_hazard(hazard, &mut escape),
            Some(Obstacle::Barrier(barrier)) => {
                escape(&mut barrier.name);
                barrier.skills.iter_mut().for_each(&mut escape);
                if let Some(debris) = &mut barrier.debris {
                    escape_hazard(debris, &mut escape);
                }
            }
            None => {}
        }
    }
    for branch in &mut shown.map.branches {
        if let Some(name) = &mut branch.name {
            escape(name);
        }
    }
    changed.then_some(shown)
}

fn escape_hazard(hazard: &mut Hazard, escape: &mut impl FnMut(&mut String)) {
    escape(&mut hazard.name);
    hazard.skills.iter_mut().for_each(escape);
}
