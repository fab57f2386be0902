//! The keys a screen's text names: "(x)", "(x again: …)", "(Enter: none)", "press x", and every
//! "Ctrl-x", "F5" or named key (Enter, Esc, Tab, PgDn) wherever it stands.

/// The named keys the screen writes as words (`Keystroke::label`).
const WORDS: &[&str] = &[
    "Enter",
    "Esc",
    "Tab",
    "BackTab",
    "Backspace",
    "PgUp",
    "PgDn",
    "Home",
    "End",
    "Space",
    "Delete",
    "Insert",
];

/// Named keys that are also plain English, so that only a key's place ("(End)", "press End")
/// counts for them.
const ALSO_WORDS: &[&str] = &["Home", "End", "Space", "Delete", "Insert"];

/// Every key the text names, as `Keystroke::label` writes it, with a little of the text around
/// it for a failure's message.
pub fn keys_named(text: &str) -> Vec<(String, String)> {
    let mut found = Vec::new();
    for line in text.lines() {
        let chars: Vec<char> = line.chars().collect();
        let context = |at: usize| -> String {
            let from = at.saturating_sub(30);
            chars[from..(at + 30).min(chars.len())].iter().collect()
        };
        for at in 0..chars.len() {
            // "(x)", "(x again", "(x:", "(Enter:", "(Tab)".
            if chars[at] == '(' {
                let token: String = chars[at + 1..]
                    .iter()
                    .take_while(|c| !c.is_whitespace() && !matches!(c, ')' | ':'))
                    .collect();
                let after: String = chars[at + 1 + token.chars().count()..].iter().collect();
                let closes =
                    after.starts_with(')') || after.starts_with(':') || after.starts_with(" again");
                if closes && is_key(&token, true) {
                    found.push((token.clone(), context(at)));
                }
                // "(j/k)": two keys.
                if let Some((a, b)) = token.split_once('/')
                    && after.starts_with(')')
                    && is_key(a, true)
                    && is_key(b, true)
                {
                    found.push((a.to_string(), context(at)));
                    found.push((b.to_string(), context(at)));
                }
            }
            // "more below: j ↓": a key written beside its arrow.
            if at > 0
                && chars[at - 1] == ' '
                && !chars[at].is_whitespace()
                && chars[at + 1..].starts_with(&[' ', '↓'])
            {
                found.push((chars[at].to_string(), context(at)));
            }
            // "y yes    n no", "r  resume it": a key before what it does, in a prompt's list.
            let row_start = chars[..at].iter().all(|c| *c == ' ' || *c == '│');
            let follows = |word: &str| {
                chars[at + 1..]
                    .iter()
                    .copied()
                    .take(word.chars().count())
                    .eq(word.chars())
            };
            let answer =
                follows(" yes ") || follows(" no ") || (follows(" no") && chars.len() == at + 4);
            let listed = row_start
                && follows("  ")
                && chars[at + 1..]
                    .iter()
                    .find(|c| **c != ' ')
                    .is_some_and(|c| c.is_lowercase());
            if (at == 0 || chars[at - 1] == ' ')
                && !chars[at].is_whitespace()
                && !chars[at].is_ascii_digit()
                && !matches!(chars[at], '│' | '·' | '─')
                && (answer || listed)
            {
                found.push((chars[at].to_string(), context(at)));
            }
            // "press x".
            if starts_word(&chars, at, "press ") {
                let token: String = chars[at + 6..]
                    .iter()
                    .take_while(|c| !c.is_whitespace() && !matches!(c, ')' | ',' | ';'))
                    .collect();
                if is_key(&token, true) {
                    found.push((token, context(at)));
                }
            }
            // "Ctrl-x", "F5", "Enter" anywhere.
            if at == 0 || !chars[at - 1].is_alphanumeric() {
                let token: String = chars[at..]
                    .iter()
                    .take_while(|c| c.is_alphanumeric() || **c == '-')
                    .collect();
                let token = token.trim_end_matches('-').to_string();
                if !token.is_empty() && token.chars().count() > 1 && is_key(&token, false) {
                    found.push((token, context(at)));
                }
            }
        }
    }
    found
}

fn starts_word(chars: &[char], at: usize, word: &str) -> bool {
    (at == 0 || !chars[at - 1].is_alphanumeric())
        && chars[at..]
            .iter()
            .take(word.len())
            .copied()
            .eq(word.chars())
}

/// Whether a token is written as a key: one character (only in a key's place), `Ctrl-` and a
/// letter, `F1` to `F12`, or a named key.
fn is_key(token: &str, in_place: bool) -> bool {
    let mut chars = token.chars();
    match (chars.next(), chars.next()) {
        // A number in parentheses is a location's ("Barn (1)"); digits pick by number and are
        // never named one by one.
        (Some(c), None) => return in_place && !c.is_whitespace() && !c.is_ascii_digit(),
        (None, _) => return false,
        _ => {}
    }
    if let Some(rest) = token.strip_prefix("Ctrl-") {
        return rest.chars().count() == 1;
    }
    if let Some(n) = token.strip_prefix('F') {
        return n.parse::<u8>().is_ok_and(|n| (1..=12).contains(&n)) && !n.starts_with('0');
    }
    WORDS.contains(&token) && (in_place || !ALSO_WORDS.contains(&token))
}

#[test]
fn the_reader_finds_keys_in_their_places_and_nowhere_else() {
    let found =
        |text: &str| -> Vec<String> { keys_named(text).into_iter().map(|(key, _)| key).collect() };
    assert_eq!(found("cut to the chase (c) first"), ["c"]);
    assert_eq!(found("hidden (P again: all)"), ["P"]);
    assert_eq!(found("e.g. +5 (Enter: none)"), ["Enter", "Enter"]);
    assert_eq!(found("press ? for every key"), ["?"]);
    assert_eq!(found("Undone. Ctrl-r redoes it."), ["Ctrl-r"]);
    assert_eq!(found("F12 roll · F3 move"), ["F12", "F3"]);
    assert_eq!(found("more below: j ↓"), ["j"]);
    assert_eq!(found("Select someone first (j/k)."), ["j", "k"]);
    assert_eq!(found("│ y yes    n no"), ["y", "n"]);
    assert_eq!(found("r  resume it exactly where it was"), ["r"]);
    assert_eq!(found("1  Barn · Harvey  quarry"), [""; 0]);
    assert_eq!(found("Climb/Jump (1/2)"), [""; 0]);
    assert_eq!(
        found("Climb (Hard) · Spot Hidden (1D10) · F0 · Table · the End"),
        [""; 0]
    );
    assert_eq!(found("City (1D3), a fence (Brawl) (locations: 3)"), [""; 0]);
    assert_eq!(found("The way after Barn (1) is clear."), [""; 0]);
}
