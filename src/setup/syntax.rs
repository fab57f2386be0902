//! Turns the RON parser's errors into messages in a keeper's words: which field, the bad value in
//! 'single quotes', and what to write instead. ron gives a code and a span; the field comes from
//! [`super::locate`], which reads the text around the span.

use super::locate::{self, Position, Segment};
use crate::systems::SystemKind;
use ron::error::{Error, SpannedError};

/// Where the error is and what to tell the keeper.
/// `reread` reads a changed text again and gives its first error, so that every field a value
/// misses can be listed at once.
pub fn explain(
    error: &SpannedError,
    source: &str,
    reread: &dyn Fn(&str) -> Option<SpannedError>,
) -> (Position, String) {
    let at = Position::new(error.span.start.line, error.span.start.col);
    let token = locate::token_from(source, at);
    // ron can stop inside a token (after the sign of `-1`) or on the space before it: point at
    // the whole of it.
    let at = token.as_ref().map_or(at, |(_, start)| *start);
    let bad = token.map(|(text, _)| text).unwrap_or_default();
    let field = field_at(source, at);
    let system = system_of(source);
    let field_example = field.as_deref().and_then(|field| example_in(system, field));
    let field = field.unwrap_or_else(|| "this value".to_string());
    let write_e_g = |fallback: &str| match field_example {
        Some(value) => format!("write e.g. `{field}: {value}`"),
        None => fallback.to_string(),
    };
    let message = match &error.code {
        Error::IntegerOutOfBounds if bad.starts_with('-') => format!(
            "{field} must be a whole number 0 or more, not '{bad}'; {}",
            write_e_g("remove the minus sign")
        ),
        Error::IntegerOutOfBounds => format!(
            "{field} is too large: '{bad}'; {}",
            write_e_g("write a smaller whole number")
        ),
        Error::ExpectedInteger | Error::InvalidIntegerDigit { .. } => format!(
            "{field} must be a whole number, not '{bad}'; {}",
            write_e_g("write digits only, without quotes")
        ),
        Error::ExpectedString => format!(
            "{field} must be text in double quotes, not '{bad}'; {}",
            write_e_g("put it in \"double quotes\"")
        ),
        Error::ExpectedBoolean => format!("{field} must be true or false, not '{bad}'"),
        Error::ExpectedArray => format!(
            "{field} must be a list in square brackets, not '{bad}'; {}",
            write_e_g("write e.g. [\"DEX\", \"Dodge\"]")
        ),
        Error::ExpectedMap => format!(
            "{field} must be a map in braces, not '{bad}'; write e.g. {{\"Climb\": 40, \"Jump\": 30}}"
        ),
        Error::NoSuchStructField {
            expected,
            found,
            outer,
        } => match misplaced(system, found, outer.as_deref()) {
            Some(fix) => format!(
                "unknown field '{found}' in {}: {fix}",
                what(outer.as_deref())
            ),
            None => format!(
                "unknown field '{found}' in {}{}; the fields there are: {}",
                what(outer.as_deref()),
                did_you_mean(found, expected),
                expected.join(", ")
            ),
        },
        Error::MissingStructField { field, outer } => {
            let fields = missing_fields(source, error, system, reread);
            match fields.as_slice() {
                [_, _, ..] => format!(
                    "{} is missing its {} fields; add them, e.g. `{}`",
                    what(outer.as_deref()),
                    and_list(fields.iter().map(|(field, _)| format!("'{field}'"))),
                    fields
                        .iter()
                        .map(|(field, value)| format!("{field}: {value}"))
                        .collect::<Vec<_>>()
                        .join(", ")
                ),
                _ => format!(
                    "{} is missing its '{field}' field; add it{}",
                    what(outer.as_deref()),
                    example_in(system, field)
                        .map_or(String::new(), |value| format!(", e.g. `{field}: {value}`"))
                ),
            }
        }
        Error::DuplicateStructField { field, outer } => format!(
            "'{field}' is given twice in {}; keep one",
            what(outer.as_deref())
        ),
        Error::NoSuchEnumVariant { found, outer, .. } if locate::is_field_name(source, at) => {
            format!(
                "'{found}' reads as a field, but a {} was expected here: the list before it is \
                 probably missing its closing ']'",
                what(outer.as_deref())
            )
        }
        Error::NoSuchEnumVariant {
            expected,
            found,
            outer,
        } => format!(
            "'{found}' is not a {}{}; write one of: {}",
            what(outer.as_deref()),
            did_you_mean(found, expected),
            expected.join(", ")
        ),
        // `debris: Hazard(...)`: a field's value is written without a name.
        Error::ExpectedDifferentStructName { expected, found } => format!(
            "'{found}' cannot start here: {} takes no name before its parentheses; write e.g. {}",
            article(expected),
            unnamed(system, expected)
        ),
        _ if locate::is_blank(source) && !matches!(error.code, Error::UnclosedBlockComment) => {
            return (
                Position::START,
                "the file is empty; a setup is one ( ... ) with a name and a system, e.g. \
                 (name: \"Harvey and the farmer\", system: Coc7(track: [...], participants: \
                 [...]))"
                    .to_string(),
            );
        }
        Error::ExpectedNamedStructLike(_) | Error::ExpectedStructLike => format!(
            "expected an opening '(' here, not '{bad}'; entries with content take parentheses, \
             e.g. Location(\"Gate\") or Hazard(name: \"Mud\", skills: [\"DEX\"])"
        ),
        // `6.5`: ron reads the `6` and trips over the rest.
        Error::ExpectedComma | Error::ExpectedStructLikeEnd
            if bad.contains('.') && bad.parse::<f64>().is_ok() =>
        {
            format!(
                "{field} must be a whole number, not '{bad}'; {}",
                write_e_g("round it to a whole number")
            )
        }
        Error::ExpectedComma
        | Error::ExpectedArrayEnd
        | Error::ExpectedMapEnd
        | Error::ExpectedStructLikeEnd
        | Error::ExpectedOptionEnd
        | Error::ExpectedMapColon
        | Error::Eof => return unbalanced(&error.code, source, at, &bad),
        Error::ExpectedStringEnd => {
            "this text is never closed: add the closing '\"' at the end of it".to_string()
        }
        Error::TrailingCharacters => format!(
            "unexpected '{bad}' after the end of the setup: the whole setup is one ( ... ); \
             remove it or move it inside"
        ),
        Error::UnexpectedChar(c) => format!(
            "unexpected '{c}' here; check the punctuation: fields are `name: value`, separated by \
             commas"
        ),
        Error::ExceededRecursionLimit => "the brackets here are nested deeper than any setup \
             needs; look for brackets opened and never closed"
            .to_string(),
        Error::UnclosedBlockComment => {
            "this /* comment is never closed; close it with */".to_string()
        }
        // `Hazard((`: ron expects a field's name after `Hazard(` and finds a second `(`.
        Error::ExpectedIdentifier => match locate::second_parenthesis(source, at) {
            Some(name) => one_pair(&name, &field, field_example),
            None => format!(
                "expected a word such as Quarry, Regular or Dot here, not '{bad}'; write it \
                 without quotes"
            ),
        },
        Error::Message(message) => format!("{field}: {message}"),
        Error::InvalidValueForType { expected, found } => {
            format!("{field} must be {expected}, not {found}")
        }
        other => match plain_words(other, &bad) {
            Some(words) => words,
            None => format!("{other}; see docs/setup-format.md for the format"),
        },
    };
    (at, message)
}

/// Every field the value at the error misses, with an example of each: ron stops at the first, so
/// each one found is filled in with its example and the text read again, for as long as the same
/// value turns out to miss another (a keeper fixes them all in one go, not one per try). Stops at
/// a field with no example to fill in.
fn missing_fields(
    source: &str,
    first: &SpannedError,
    system: Option<SystemKind>,
    reread: &dyn Fn(&str) -> Option<SpannedError>,
) -> Vec<(&'static str, &'static str)> {
    let mut fields = Vec::new();
    let mut text = source.to_string();
    let mut error = first.clone();
    // A value has a handful of fields; the bound keeps a strange text from rereading for long.
    for _ in 0..16 {
        let Error::MissingStructField { field, .. } = error.code else {
            break;
        };
        let Some(value) = example_in(system, field) else {
            break;
        };
        fields.push((field, value));
        let Some(at) = byte_offset(&text, error.span.start.line, error.span.start.col) else {
            break;
        };
        let before = text[..at].trim_end();
        let insert = if before.ends_with('(') || before.ends_with(',') {
            format!("{field}: {value}, ")
        } else {
            format!(", {field}: {value}")
        };
        text.insert_str(at, &insert);
        match reread(&text) {
            Some(next)
                if next.span.start.line == error.span.start.line
                    && next.span.start.col == error.span.start.col + insert.chars().count() =>
            {
                error = next;
            }
            _ => break,
        }
    }
    fields
}

/// `'a'`, `'a' and 'b'`, `'a', 'b' and 'c'`.
fn and_list(items: impl Iterator<Item = String>) -> String {
    let items: Vec<String> = items.collect();
    match items.split_last() {
        Some((last, rest)) if !rest.is_empty() => format!("{} and {last}", rest.join(", ")),
        _ => items.concat(),
    }
}

/// The byte where a line and column (from 1, in characters) of `text` is.
fn byte_offset(text: &str, line: usize, column: usize) -> Option<usize> {
    let start: usize = text
        .split_inclusive('\n')
        .take(line.checked_sub(1)?)
        .map(str::len)
        .sum();
    let rest = text.get(start..)?;
    let within = rest
        .char_indices()
        .nth(column.checked_sub(1)?)
        .map_or(rest.len(), |(at, _)| at);
    Some(start + within)
}

/// A missing comma, bracket or quote. A string left open or a bracket never closed is the usual
/// cause, and the place to fix it is where it starts, not where the parser gave up.
fn unbalanced(code: &Error, source: &str, at: Position, bad: &str) -> (Position, String) {
    if let Some(opened) = locate::string_over_lines(source, at) {
        return (
            opened,
            "this text is not closed on its line: add the closing '\"'".to_string(),
        );
    }
    let at_the_end = matches!(code, Error::Eof) || locate::is_at_the_end(source, at);
    if let (true, Some((bracket, opened))) = (at_the_end, locate::unclosed_bracket(source)) {
        let closing = match bracket {
            '(' => ')',
            '[' => ']',
            _ => '}',
        };
        return (
            at,
            format!(
                "the file ends before the '{bracket}' opened at {opened} is closed: add the \
                 missing '{closing}'"
            ),
        );
    }
    let message = match code {
        Error::ExpectedComma => {
            format!("expected a ',' before '{bad}'; separate fields and entries with commas")
        }
        Error::ExpectedArrayEnd => {
            format!("expected ']' to close the list before '{bad}'; is a comma missing?")
        }
        Error::ExpectedMapEnd => {
            format!("expected '}}' to close the map before '{bad}'; is a comma missing?")
        }
        Error::ExpectedMapColon => {
            format!("expected ':' between a key and its value before '{bad}', e.g. \"Climb\": 40")
        }
        _ => format!("expected ')' before '{bad}'; is a comma or a bracket missing?"),
    };
    (at, message)
}

/// The field a position sits in, as a keeper would name it: `mov`, `a value in skills`.
fn field_at(source: &str, at: Position) -> Option<String> {
    let path = locate::path_at(source, at);
    let is_field = |name: &str| name.starts_with(|c: char| c.is_ascii_lowercase());
    let last_field = path
        .iter()
        .rposition(|segment| matches!(segment, Segment::Name(name) if is_field(name)))?;
    let Segment::Name(name) = &path[last_field] else {
        return None;
    };
    let inside = path[last_field + 1..]
        .iter()
        .find(|segment| !matches!(segment, Segment::Name(_)));
    Some(match inside {
        Some(Segment::Entry(_)) => format!("each value in {name}"),
        Some(Segment::Index(_)) => format!("each entry of {name}"),
        _ => name.clone(),
    })
}

/// The chase system the file uses (`Coc7`, `Track`, `Clocks`), if it names one: fields of the
/// same name mean different things in different systems. A file has one system, so the word
/// after `system:` decides, wherever in the file the error is.
fn system_of(source: &str) -> Option<SystemKind> {
    let at = locate::locate(source, "system");
    locate::token_from(source, at)
        .filter(|(_, start)| *start == at)
        .and_then(|(word, _)| SystemKind::from_setup_name(&word))
}

/// An example value for a field, from the table of the system the field is in; the setup's own
/// fields and the Call of Cthulhu ones otherwise.
fn example_in(system: Option<SystemKind>, field: &str) -> Option<&'static str> {
    let kind = system.unwrap_or(SystemKind::ALL[0]);
    crate::each_kind!(kind, system => system::setup::example(field)).or_else(|| match field {
        "name" | "seed" | "odds" => example(field),
        _ => None,
    })
}

/// A field the system has, written where it does not belong, or under another system's name: the
/// fix, in place of the list of fields.
fn misplaced(system: Option<SystemKind>, found: &str, outer: Option<&str>) -> Option<&'static str> {
    let (kind, outer) = (system?, outer?);
    crate::each_kind!(kind, system => system::setup::misplaced(found, outer))
}

/// The keeper's word for a type ron names in a message: our raw types are renamed to the words
/// already; these are the engine's types a setup uses.
fn what(outer: Option<&str>) -> String {
    match outer {
        None => "the setup".to_string(),
        Some("Settings") => "settings".to_string(),
        Some("Side") => "side".to_string(),
        Some("Speed") => "speed result".to_string(),
        Some("Difficulty") => "difficulty".to_string(),
        Some("DamageRow") => "damage row of Table III".to_string(),
        Some("Start") => "starting situation".to_string(),
        Some("Environment") => "environment".to_string(),
        Some("TurnOrder") => "turn order".to_string(),
        Some("Terrain") => "terrain".to_string(),
        Some("Obscurement") => "obscurement".to_string(),
        Some("Slope") => "slope".to_string(),
        Some("Scope") => "scope".to_string(),
        Some(word) => word.to_string(),
    }
}

/// An example value for a field, to show the keeper what to write.
fn example(field: &str) -> Option<&'static str> {
    Some(match field {
        "name" => "\"Harvey\"",
        "seed" => "1926",
        "odds" => "(style: Cautious)",
        _ => return None,
    })
}

/// The first fields of a system's part of a setup, for the example in a message.
fn system_fields(system: SystemKind) -> &'static str {
    crate::each_kind!(system, system => system::setup::FIELDS)
}

/// A value written with two pairs of parentheses, `Hazard((...))` or `Coc7((...))`: one pair is
/// enough, in setups as in scripts. `name` is the word before them, if any; `field` the field the
/// value is in. The position is the second `(`, the one to remove.
fn one_pair(name: &str, field: &str, field_example: Option<&str>) -> String {
    const REMOVE: &str = "remove this '(' and its matching ')'";
    match name {
        "Hazard" => format!(
            "write a hazard with one pair of parentheses: Hazard(name: \"Mud\", skills: \
             [\"DEX\"]); {REMOVE}"
        ),
        "Barrier" => format!(
            "write a barrier with one pair of parentheses: Barrier(name: \"Fence\", skills: \
             [\"Climb\"], hp: 5); {REMOVE}"
        ),
        system if SystemKind::from_setup_name(system).is_some() => format!(
            "write the system with one pair of parentheses: system: {system}({}); {REMOVE}",
            SystemKind::from_setup_name(system).map_or("", system_fields)
        ),
        // IMPLICIT_SOME: the value alone is enough, and simpler.
        "Some" => match field_example {
            Some(value) => format!(
                "{field} takes one pair of parentheses and needs no Some: write e.g. \
                 `{field}: {value}`"
            ),
            None => format!("{field} takes one pair of parentheses and needs no Some: {REMOVE}"),
        },
        "" => format!("one pair of parentheses is enough here: {REMOVE}"),
        name => format!("write {name} with one pair of parentheses, {name}( ... ): {REMOVE}"),
    }
}

/// The keeper's word for a struct ron expected, with its article: "a hazard", "settings".
fn article(expected: &str) -> String {
    match expected {
        "Settings" => "settings".to_string(),
        _ => format!("a {expected}"),
    }
}

/// How a value ron expected is written without a name before its parentheses.
fn unnamed(system: Option<SystemKind>, expected: &str) -> &'static str {
    let own =
        |kind: SystemKind| crate::each_kind!(kind, system => system::setup::unnamed(expected));
    system
        .and_then(own)
        .or_else(|| own(SystemKind::ALL[0]))
        .unwrap_or("( ... )")
}

/// " (did you mean 'mov'?)" when one of the expected words is a near miss
/// ([`crate::suggest::near_miss`]: "count" is not a near miss of "con").
fn did_you_mean(found: &str, expected: &[&str]) -> String {
    crate::suggest::near_miss(found, expected.iter().copied())
        .map_or(String::new(), |word| format!(" (did you mean '{word}'?)"))
}

/// The first `\u{...}` escape in `text` that names no character (a surrogate half such as D800,
/// a code past 10FFFF, or no hex at all).
fn bad_unicode_escape(text: &str) -> Option<String> {
    let mut rest = text;
    while let Some(at) = rest.find("\\u") {
        let after = &rest[at + 2..];
        let (hex, len) = match after.strip_prefix('{') {
            Some(braced) => match braced.find('}') {
                Some(end) => (&braced[..end], end + 2),
                None => (braced, braced.len() + 1),
            },
            // Up to four hex digits; a character that is not one ends them wherever its bytes
            // fall (the cut is made at a character's edge, never inside one).
            None => {
                let end = (0..=after.len().min(4))
                    .rev()
                    .find(|&at| after.is_char_boundary(at))
                    .unwrap_or(0);
                (&after[..end], end)
            }
        };
        let valid = u32::from_str_radix(hex, 16)
            .ok()
            .and_then(char::from_u32)
            .is_some();
        if !valid {
            return Some(format!("\\u{}", &after[..len]));
        }
        rest = &after[len..];
    }
    None
}

/// The parser's own words for what is wrong with the text itself (not with a field of a setup),
/// put as a keeper reads them; shared by setups and scripts. `bad` is the text where it stopped.
pub fn plain_words(code: &Error, bad: &str) -> Option<String> {
    Some(match code {
        Error::InvalidEscape(_) => match bad_unicode_escape(bad) {
            Some(escape) => format!(
                "'{escape}' is no character: \\u{{...}} takes a character's code in hex, 0 to \
                 10FFFF but not D800 to DFFF (those are halves of a pair, not characters); write \
                 the character itself, or e.g. \\u{{e9}} for é"
            ),
            None => format!(
                "'{bad}' holds a backslash that starts no escape; inside quotes write \\\\ for a \
                 backslash, \\\" for a quote or \\n for a new line"
            ),
        },
        Error::IntegerOutOfBounds if bad.starts_with('-') => {
            format!("'{bad}' cannot be negative here; write a whole number 0 or more")
        }
        Error::IntegerOutOfBounds => {
            format!("the number '{bad}' is too large; write a smaller whole number")
        }
        Error::InvalidIntegerDigit { .. } | Error::UnderscoreAtBeginning => {
            format!("'{bad}' is not a whole number; write digits only, e.g. 3")
        }
        Error::FloatUnderscore | Error::ExpectedFloat => {
            format!("'{bad}' is not a number; write digits only, e.g. 3")
        }
        Error::ExceededRecursionLimit => "the brackets here are nested deeper than anything \
             chasetrack reads; look for brackets opened and never closed"
            .to_string(),
        Error::UnclosedBlockComment => {
            "this /* comment is never closed; close it with */".to_string()
        }
        Error::UnclosedLineComment => "this // comment has no end of line; end the file \
             with a new line"
            .to_string(),
        Error::ExpectedStringEnd => {
            "this text is never closed: add the closing '\"' at the end of it".to_string()
        }
        Error::Utf8Error(_) => {
            "this is not UTF-8 text; save the file as UTF-8 (plain text)".to_string()
        }
        Error::ExpectedChar | Error::ExpectedByteLiteral | Error::ExpectedByteString => {
            format!("'{bad}' cannot stand here; text goes in \"double quotes\"")
        }
        Error::TrailingCharacters => format!(
            "unexpected '{bad}' after the end: the whole file is one ( ... ); remove it or move \
             it inside"
        ),
        _ => return None,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A `\u` followed by a character of several bytes within its four places (found by the
    /// fuzzer in a script: `\u` then two control characters, a NUL and 'ᘐ') is named, not cut
    /// inside the character.
    #[test]
    fn a_unicode_escape_cut_by_a_wide_character_is_named_whole() {
        assert_eq!(
            bad_unicode_escape("ok \\u\u{7}\u{7}\u{0}\u{1610}EEEE"),
            Some("\\u\u{7}\u{7}\u{0}".to_string())
        );
        assert_eq!(bad_unicode_escape("\\uᘐ"), Some("\\uᘐ".to_string()));
        assert_eq!(bad_unicode_escape("\\uzz😀"), Some("\\uzz".to_string()));
        assert_eq!(bad_unicode_escape("\\u00e9 fine"), None);
    }

    #[test]
    fn a_word_two_edits_from_a_short_one_is_not_a_near_miss() {
        assert_eq!(strsim::levenshtein("count", "con"), 2);
        assert_eq!(did_you_mean("count", &["name", "con", "dex"]), "");
        assert_eq!(
            did_you_mean("invstigatr", &["investigator", "con"]),
            " (did you mean 'investigator'?)"
        );
    }

    #[test]
    fn near_misses_are_suggested_and_far_ones_are_not() {
        assert_eq!(strsim::levenshtein("movv", "mov"), 1);
        assert_eq!(strsim::levenshtein("Quary", "Quarry"), 1);
        assert_eq!(
            did_you_mean("movv", &["name", "mov", "dex"]),
            " (did you mean 'mov'?)"
        );
        assert_eq!(did_you_mean("speediness", &["name", "mov"]), "");
    }

    #[test]
    fn a_value_in_a_map_or_list_is_named_by_its_field() {
        let text = "(skills: {\"Climb\": 40}, list: [1, 2], mov: 3)";
        assert_eq!(
            field_at(text, Position::new(1, 20)).as_deref(),
            Some("each value in skills")
        );
        assert_eq!(
            field_at(text, Position::new(1, 35)).as_deref(),
            Some("each entry of list")
        );
        assert_eq!(field_at(text, Position::new(1, 44)).as_deref(), Some("mov"));
        assert_eq!(field_at(text, Position::new(1, 1)), None);
    }
}
