//! The keys this system's messages name ("end the turn (n)"), as the screen hands them down
//! from the keymap in force: a keeper who remapped a key reads the new one.

use super::Action;
use crate::screen::KeyNames;

/// The first key of one of this system's actions on its chase screen, as `keys` has it.
pub(crate) fn key(keys: &KeyNames, action: Action) -> String {
    keys.action(super::BINDINGS, action)
}

#[cfg(test)]
mod tests {
    use crate::screen::Screen;
    use crate::systems::coc7::rules::{Coc7, Coc7Error, Refusal};

    #[test]
    fn a_push_too_far_names_the_built_in_place_key_as_it_always_did() {
        let refusal = Refusal::Rule(Coc7Error::PushTooFar { by: 5, most: 3 });
        assert_eq!(
            <Coc7 as Screen>::refusal(&refusal, crate::screen::KeyNames::builtin()),
            "a fighting maneuver throws or pushes its victim at most 3 locations, not 5; for a \
             longer fall, place the victim (p)"
        );
    }
}
