//! The chase as the chase track's panels draw it: every name from the setup or the GM
//! (participants, their special movement and complications, the obstacles, what a roll of 1
//! attempted) escaped as the rest of the tool escapes text, so a control character or a
//! bidirectional override reads `\u{202e}` on the screen instead of vanishing.

use crate::escape::in_place;
use crate::systems::track::rules::TrackChase;

/// A copy with every name escaped, or `None` when no name needs it.
pub fn for_screen(state: &TrackChase) -> Option<TrackChase> {
    let mut shown = state.clone();
    let mut changed = false;
    let mut escape = |text: &mut String| changed |= in_place(text);
    for participant in &mut shown.participants {
        escape(&mut participant.name);
        if let Some(movement) = &mut participant.special_movement {
            escape(movement);
        }
        participant.complications.iter_mut().for_each(&mut escape);
    }
    for obstacle in &mut shown.obstacles {
        if let Some(what) = &mut obstacle.what {
            escape(what);
        }
    }
    if let Some(what) = shown.turn.pending.as_mut().and_then(|p| p.what.as_mut()) {
        escape(what);
    }
    changed.then_some(shown)
}
