//! The keys this system's messages name ("end the turn (n)"), as the keymap in force has them: a
//! keeper who remapped a key reads the new one.

use super::Action;
use crate::systems::screens::AnyAction;
use crate::tui::keymap;

/// The first key of one of this system's actions on its chase screen.
pub(crate) fn key(action: Action) -> String {
    keymap::chase_key(crate::systems::SystemKind::Coc7, AnyAction::Coc7(action))
}

#[cfg(test)]
mod tests {
    use crate::screen::Screen;
    use crate::systems::coc7::rules::{Coc7, Coc7Error, RuleError};

    #[test]
    fn a_push_too_far_names_the_built_in_place_key_as_it_always_did() {
        let refusal = RuleError::Rule(Coc7Error::PushTooFar { by: 5, most: 3 });
        assert_eq!(
            <Coc7 as Screen>::refusal(&refusal),
            "a fighting maneuver throws or pushes its victim at most 3 locations, not 5; for a \
             longer fall, place the victim (p)"
        );
    }
}
