//! How a chase names the people and things in it: commands, scripts and journals name them as the
//! setup spells them, in any case, with spaces around ignored ("harvey" is Harvey). Every system
//! finds a name the same way, and a setup is refused two names that would read alike.

/// Whether a name given in a command means this one.
pub fn same_name(given: &str, name: &str) -> bool {
    // Nearly always the name as the setup spells it (a policy's or the screen's command): the
    // plain comparison first, the trimming only when it fails.
    given == name || given.trim().eq_ignore_ascii_case(name.trim())
}

/// The place in `names` of the one a command means, if any.
pub fn position_named<'a>(names: impl IntoIterator<Item = &'a str>, given: &str) -> Option<usize> {
    names.into_iter().position(|name| same_name(given, name))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_name_is_found_in_any_case_with_spaces_around_ignored() {
        let names = ["Harvey", "The farmer"];
        assert_eq!(position_named(names, "harvey"), Some(0));
        assert_eq!(position_named(names, "  THE FARMER "), Some(1));
        assert_eq!(position_named(names, "farmer"), None);
        assert!(!same_name("Harvey", "Harv"));
    }
}
