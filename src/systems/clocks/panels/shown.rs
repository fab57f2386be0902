//! The chase as the position clocks' panels draw it: every name from the setup or the keeper
//! (participants, paths and their terrain, obstacles, the timer) escaped as the rest of the tool
//! escapes text, so a control character or a bidirectional override reads `\u{202e}` on the
//! screen instead of vanishing.

use crate::escape::in_place;
use crate::systems::clocks::rules::ClockChase;

/// A copy with every name escaped, or `None` when no name needs it.
pub fn for_screen(state: &ClockChase) -> Option<ClockChase> {
    let mut shown = state.clone();
    let mut changed = false;
    let mut escape = |text: &mut String| changed |= in_place(text);
    for participant in &mut shown.participants {
        escape(&mut participant.name);
    }
    for path in &mut shown.paths {
        escape(&mut path.name);
        if let Some(terrain) = &mut path.terrain.name {
            escape(terrain);
        }
    }
    for obstacle in &mut shown.obstacles {
        escape(&mut obstacle.name);
    }
    if let Some(timer) = &mut shown.timer {
        escape(&mut timer.name);
    }
    changed.then_some(shown)
}
