//! A participant named on another's line (`rides Sam Reyes`, `aboard "Vince Moreau"`): the name
//! may have several words, quoted or not, as the participants' own names do.

use super::lines::{self, Word};

/// The name that starts at `words[0]`, and how many words it took: a quoted run (`"Sam Reyes"`),
/// or the words up to the first that is a number, a count (`x2`), a word of the line's own gear
/// (`is_gear`), or a skill (a word with a number after it). At least one word; `None` for none.
pub fn name_at(words: &[Word<'_>], is_gear: &dyn Fn(&str) -> bool) -> Option<(String, usize)> {
    let first = words.first()?;
    if let Some(opened) = first.text.strip_prefix('"') {
        let mut parts = Vec::new();
        for (used, word) in words.iter().enumerate() {
            let text = if used == 0 { opened } else { word.text };
            match text.strip_suffix('"') {
                Some(last) => {
                    parts.push(last);
                    return Some((parts.join(" ").trim().to_string(), used + 1));
                }
                None => parts.push(text),
            }
        }
        // No closing quote: the rest of the line is the name.
        return Some((parts.join(" ").trim().to_string(), words.len()));
    }
    let ends = |at: usize| {
        let word = &words[at];
        let lower = word.text.to_lowercase();
        lines::is_number(word)
            || is_count(&lower)
            || is_gear(&lower)
            || words.get(at + 1).is_some_and(|next| lines::is_number(next))
    };
    let mut used = 1;
    while used < words.len() && !ends(used) {
        used += 1;
    }
    let name: Vec<&str> = words[..used].iter().map(|w| w.text).collect();
    Some((name.join(" "), used))
}

/// `x2`, `×3`: how many alike a line makes.
fn is_count(lower: &str) -> bool {
    lower
        .strip_prefix('x')
        .or_else(|| lower.strip_prefix('×'))
        .is_some_and(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit()))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn name(line: &str) -> Option<(String, usize)> {
        let words = lines::words(line);
        name_at(&words, &|word| {
            matches!(word, "drives" | "rides" | "pistol")
        })
    }

    #[test]
    fn a_name_of_several_words_ends_at_the_next_gear_number_count_or_skill() {
        assert_eq!(name("Sam Reyes"), Some(("Sam Reyes".to_string(), 2)));
        assert_eq!(name("Sam Reyes pistol"), Some(("Sam Reyes".to_string(), 2)));
        // A word with a number after it is a skill: quote a name that a number follows.
        assert_eq!(name("Sam Reyes 60"), Some(("Sam".to_string(), 1)));
        assert_eq!(name("\"Sam Reyes\" 60"), Some(("Sam Reyes".to_string(), 2)));
        assert_eq!(
            name("Sam Reyes Spot 50"),
            Some(("Sam Reyes".to_string(), 2))
        );
        assert_eq!(name("Sam x2"), Some(("Sam".to_string(), 1)));
        assert_eq!(name("Harvey"), Some(("Harvey".to_string(), 1)));
        assert_eq!(name(""), None);
    }

    #[test]
    fn a_quoted_name_is_taken_whole() {
        assert_eq!(
            name("\"Sam Reyes\" Spot 50"),
            Some(("Sam Reyes".to_string(), 2))
        );
        assert_eq!(name("\"Harvey\" 60"), Some(("Harvey".to_string(), 1)));
        assert_eq!(
            name("\"Dr. Ada Marsh"),
            Some(("Dr. Ada Marsh".to_string(), 3))
        );
    }
}
