//! "Did you mean …?": the one rule for when a mistyped word is near enough to a known one to name
//! it. Used by the setup reader (field names), the configuration (key-binding names) and the
//! command line (subcommands), so a near miss is the same distance everywhere.

/// The candidate nearest to `typed`, when it is a near miss: at most two edits (insertions,
/// deletions, substitutions, or swaps of neighbours, as in `scirpt` for `script`), ignoring case,
/// and no more than a third of the longer word changed, so that `count` does not suggest `con`.
/// The first of equally near candidates wins; an exact match is its own nearest.
pub fn near_miss<'a>(
    typed: &str,
    candidates: impl IntoIterator<Item = &'a str>,
) -> Option<&'a str> {
    let typed_lower = typed.to_lowercase();
    let typed_len = typed.chars().count();
    let mut best: Option<(usize, &'a str)> = None;
    for candidate in candidates {
        let edits = strsim::osa_distance(&typed_lower, &candidate.to_lowercase());
        let longer = typed_len.max(candidate.chars().count());
        let near = edits <= 2 && edits * 3 <= longer;
        if near && best.is_none_or(|(least, _)| edits < least) {
            best = Some((edits, candidate));
        }
    }
    best.map(|(_, candidate)| candidate)
}

#[cfg(test)]
mod tests {
    use super::near_miss;

    #[test]
    fn a_typo_or_two_is_a_near_miss() {
        assert_eq!(near_miss("movv", ["name", "mov", "dex"]), Some("mov"));
        assert_eq!(
            near_miss("invstigatr", ["investigator", "con"]),
            Some("investigator")
        );
        assert_eq!(near_miss("Quary", ["Pursuer", "Quarry"]), Some("Quarry"));
        assert_eq!(near_miss("chek", ["check", "script"]), Some("check"));
    }

    #[test]
    fn swapped_neighbours_are_one_edit() {
        assert_eq!(near_miss("scirpt", ["check", "script"]), Some("script"));
        assert_eq!(near_miss("udno", ["undo", "redo"]), Some("undo"));
    }

    #[test]
    fn a_word_too_far_from_every_candidate_names_none() {
        assert_eq!(near_miss("count", ["name", "con", "dex"]), None);
        assert_eq!(near_miss("speediness", ["name", "mov"]), None);
        assert_eq!(near_miss("teleport", ["undo", "redo"]), None);
        assert_eq!(near_miss("ab", ["xy"]), None);
    }

    #[test]
    fn the_nearest_and_then_the_first_wins() {
        assert_eq!(near_miss("red", ["redo", "reed"]), Some("redo"));
        assert_eq!(near_miss("redoo", ["undo", "redo"]), Some("redo"));
    }
}
