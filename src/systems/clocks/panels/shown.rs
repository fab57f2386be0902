//! The chase as the position clocks' panels draw it: every name from the setup or the keeper
//! (participants, paths and their terrain, obstacles, the timer) escaped as the rest of the tool
//! escapes text, so a control character or a bidirectional override reads `\u{202e}` on the
//! screen instead of vanishing.

use crate::escape::{in_place, is_unsafe};
use crate::systems::clocks::rules::ClockChase;

/// A copy with every name escaped, or `None` when no name needs it.
pub fn for_screen(state: &ClockChase) -> Option<ClockChase> {
    let bad = |text: &str| text.chars().any(is_unsafe);
    let needed = state.participants.iter().any(|p| bad(&p.name))
        || state
            .paths
            .iter()
            .any(|p| bad(&p.name) || p.terrain.name.as_deref().is_some_and(bad))
        || state.obstacles.iter().any(|o| bad(&o.name))
        || state.timer.as_ref().is_some_and(|t| bad(&t.name));
    if !needed {
        return None;
    }
    let mut shown = state.clone();
    let mut changed = false;
    for participant in &mut shown.participants {
        changed |= in_place(&mut participant.name);
    }
    let mut escape = |text: &mut String| changed |= in_place(text);
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
