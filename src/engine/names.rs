//! How a chase names the people and things in it: commands, scripts and journals name them as the
//! setup spells them, in any case, with spaces around ignored ("harvey" is Harvey). Every system
//! finds a name the same way, and a setup is refused two names that would read alike.

/// A name as a sheet, a command or an event holds it: a string kept inline up to 24 bytes (every
/// shipped name is shorter), so that the policy's command naming who acts, copied from the sheet
/// thousands of times a second in a playout, costs a copy and no allocation. It reads and writes
/// as a string, so scripts and journals spell names as before; a longer name lives on the heap,
/// as a `String` would.
pub type Name = compact_str::CompactString;

/// A name as a possessive, as English writes it: "Harvey's", and "Bandits'" for a name that
/// ends in s ("Bandits's" read wrong on the screen).
pub fn possessive(name: &str) -> String {
    if name.ends_with(['s', 'S']) {
        format!("{name}'")
    } else {
        format!("{name}'s")
    }
}

/// A list of names as a command or a sheet holds them, from the words a form or a setup read.
pub fn names_of(list: Vec<String>) -> Vec<Name> {
    list.into_iter().map(Name::from).collect()
}

/// Whether a name given in a command means this one.
pub fn same_name(given: &str, name: &str) -> bool {
    // Nearly always the name as the setup spells it (a policy's or the screen's command): the
    // plain comparison first, the trimming only when it fails, and only where there is something
    // to trim (a command is compared with every name until it meets its own).
    given == name || trimmed(given).eq_ignore_ascii_case(trimmed(name))
}

/// `text.trim()`, without the walk through its characters when it starts and ends with a
/// character that is not whitespace (a name as the setup or a policy spells it).
pub fn trimmed(text: &str) -> &str {
    let kept =
        |byte: Option<&u8>| byte.is_some_and(|b| b.is_ascii() && !char::from(*b).is_whitespace());
    let bytes = text.as_bytes();
    if kept(bytes.first()) && kept(bytes.last()) {
        text
    } else {
        text.trim()
    }
}

/// The place in `names` of the one a command means, if any. The name as spelt is looked for
/// first, through every name, before any is compared ignoring case and spaces (two names that
/// read alike are refused, so both ways find the same one): a policy's or the screen's command
/// spells the name as the setup does, and then nothing is trimmed or folded.
pub fn position_named<'a, I>(names: I, given: &str) -> Option<usize>
where
    I: IntoIterator<Item = &'a str>,
    I::IntoIter: Clone,
{
    let names = names.into_iter();
    names
        .clone()
        .position(|name| name == given)
        .or_else(|| names.into_iter().position(|name| same_name(given, name)))
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

    /// The shortcut that skips trimming a name with nothing to trim trims as `str::trim` does.
    #[test]
    fn a_name_is_trimmed_as_str_trim_trims_it() {
        for text in [
            "", " ", "a", " a", "a ", "\u{a0}a", "a\u{a0}", "\u{b}a", "a\u{1c}", "é", "aé",
            "\u{2003}",
        ] {
            assert_eq!(trimmed(text), text.trim(), "{text:?}");
        }
    }
}
