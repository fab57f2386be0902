//! The chase as the Call of Cthulhu panels draw it: every name from the setup or the keeper
//! (participants, their vehicles and modes, locations, hazards and barriers with their skills,
//! the ways at forks) escaped as the rest of the tool escapes text, so a control character or a
//! bidirectional override reads `\u{202e}` on the screen instead of vanishing.

use crate::engine::Name;
use crate::escape::{in_place, is_unsafe};
use crate::systems::coc7::rules::{Coc7, Hazard, Obstacle};

/// A copy with every name escaped, or `None` when no name needs it (no copy is made then: the
/// screen draws every frame).
pub fn for_screen(state: &Coc7) -> Option<Coc7> {
    if !needs_escaping(state) {
        return None;
    }
    let mut shown = state.clone();
    let changed = std::cell::Cell::new(false);
    let escape = |text: &mut String| changed.set(in_place(text) | changed.get());
    let escape_name = |name: &mut Name| changed.set(in_place(name) | changed.get());
    for participant in &mut shown.participants {
        escape_name(&mut participant.name);
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
    for location in shown.map.locations.iter_mut() {
        if let Some(name) = &mut location.name {
            escape(name);
        }
        match &mut location.ahead {
            Some(Obstacle::Hazard(hazard)) => escape_hazard(hazard, &escape, &escape_name),
            Some(Obstacle::Barrier(barrier)) => {
                escape(&mut barrier.name);
                barrier.skills.iter_mut().for_each(escape_name);
                if let Some(debris) = &mut barrier.debris {
                    escape_hazard(debris, &escape, &escape_name);
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
    changed.get().then_some(shown)
}

fn escape_hazard(
    hazard: &mut Hazard,
    escape: &impl Fn(&mut String),
    escape_name: &impl Fn(&mut Name),
) {
    escape(&mut hazard.name);
    hazard.skills.iter_mut().for_each(escape_name);
}

/// Whether any name [`for_screen`] escapes holds a character to escape.
fn needs_escaping(state: &Coc7) -> bool {
    let bad = |text: &str| text.chars().any(is_unsafe);
    let hazard = |h: &Hazard| bad(&h.name) || h.skills.iter().any(|s| bad(s));
    state.participants.iter().any(|p| {
        bad(&p.name)
            || [&p.vehicle, &p.parked]
                .into_iter()
                .flatten()
                .any(|v| bad(&v.name) || bad(&v.skill))
            || p.mode.as_deref().is_some_and(bad)
    }) || state.map.locations.iter().any(|l| {
        l.name.as_deref().is_some_and(bad)
            || match &l.ahead {
                Some(Obstacle::Hazard(h)) => hazard(h),
                Some(Obstacle::Barrier(b)) => {
                    bad(&b.name)
                        || b.skills.iter().any(|s| bad(s))
                        || b.debris.as_ref().is_some_and(hazard)
                }
                None => false,
            }
    }) || state
        .map
        .branches
        .iter()
        .any(|b| b.name.as_deref().is_some_and(bad))
}
