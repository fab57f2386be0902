//! A participant as the subject of a sentence: a group of extras ("Groups") of more than one
//! reads as many ("the Gangers are Shaken", "the Gangers attack Abel"), one character as one.
//! A group none of whom is left is told as the whole group it was ("the Gangers are
//! incapacitated" after its last member falls); a group down to its last member as that one.

use super::state::{Id, Participant, SavageChase};

/// The verbs the log puts after a participant's name, each with its two forms.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verb {
    Is,
    Has,
    Attacks,
    Draws,
    Escapes,
    Faces,
    Forces,
    Helps,
    Keeps,
    Rolls,
    Takes,
    Tries,
    /// The same for one and for many; listed so that every verb the log puts after a name is
    /// one of these.
    Must,
    Cannot,
}

impl Verb {
    /// Every verb, for whoever reads the log back.
    pub const ALL: [Verb; 14] = [
        Verb::Is,
        Verb::Has,
        Verb::Attacks,
        Verb::Draws,
        Verb::Escapes,
        Verb::Faces,
        Verb::Forces,
        Verb::Helps,
        Verb::Keeps,
        Verb::Rolls,
        Verb::Takes,
        Verb::Tries,
        Verb::Must,
        Verb::Cannot,
    ];

    /// The form for one, then the form for many.
    pub fn forms(self) -> (&'static str, &'static str) {
        match self {
            Verb::Is => ("is", "are"),
            Verb::Has => ("has", "have"),
            Verb::Attacks => ("attacks", "attack"),
            Verb::Draws => ("draws", "draw"),
            Verb::Escapes => ("escapes", "escape"),
            Verb::Faces => ("faces", "face"),
            Verb::Forces => ("forces", "force"),
            Verb::Helps => ("helps", "help"),
            Verb::Keeps => ("keeps", "keep"),
            Verb::Rolls => ("rolls", "roll"),
            Verb::Takes => ("takes", "take"),
            Verb::Tries => ("tries", "try"),
            Verb::Must => ("must", "must"),
            Verb::Cannot => ("cannot", "cannot"),
        }
    }

    /// The form that agrees with a participant of the chase.
    pub fn of(self, state: &SavageChase, who: Id) -> &'static str {
        self.for_participant(state.participant(who))
    }

    /// The form that agrees with a participant.
    pub fn for_participant(self, p: &Participant) -> &'static str {
        let (one, many) = self.forms();
        if many_of(p) { many } else { one }
    }
}

/// Whether a participant reads as many: a group of extras not down to its last member.
pub fn many_of(p: &Participant) -> bool {
    p.group && p.count != 1
}

#[cfg(test)]
mod tests {
    use super::super::state::{Die, Maneuver, Side};
    use super::*;

    fn gangers(count: u32) -> Participant {
        let mut p = Participant::new("Gangers", Side::Pursuer, Maneuver::Driving, Die::d(6));
        (p.group, p.count) = (true, count);
        p
    }

    #[test]
    fn a_group_of_many_reads_as_many_and_one_character_as_one() {
        let abel = Participant::new("Abel", Side::Prey, Maneuver::Driving, Die::d(6));
        assert_eq!(Verb::Is.for_participant(&abel), "is");
        assert_eq!(Verb::Is.for_participant(&gangers(5)), "are");
        assert_eq!(Verb::Attacks.for_participant(&gangers(2)), "attack");
        assert_eq!(Verb::Tries.for_participant(&gangers(1)), "tries");
        assert_eq!(Verb::Is.for_participant(&gangers(0)), "are");
    }

    #[test]
    fn every_verb_is_listed_once() {
        for (at, verb) in Verb::ALL.iter().enumerate() {
            assert!(!Verb::ALL[..at].contains(verb), "{verb:?} twice");
        }
    }
}
