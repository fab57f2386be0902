//! Syntax: the parser's errors in the keeper's words, at the place to fix.

use super::*;

#[test]
fn an_unknown_field_is_named_with_the_fields_expected() {
    let text = chase(TRACK, &[&HARVEY.replace("mov: 6", "movv: 6"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "movv", 1));
    assert!(
        message.contains("unknown field 'movv' in participant (did you mean 'mov'?)"),
        "{message}"
    );
    assert!(
        message.contains("name, side, dex, mov, con, hp, build, skills"),
        "{message}"
    );
}

#[test]
fn a_negative_number_says_what_to_write() {
    let text = chase(TRACK, &[&HARVEY.replace("mov: 6", "mov: -1"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "-1", 1));
    assert!(
        message.starts_with("mov must be a whole number 0 or more, not '-1'"),
        "{message}"
    );
    assert!(message.contains("mov: 7"), "{message}");
}

#[test]
fn a_missing_field_or_a_misspelt_word_says_what_to_write() {
    let text = chase(TRACK, &[&HARVEY.replace("con: 60, ", ""), FARMER]);
    let (_, _, message) = syntax(&text);
    assert!(
        message.contains("participant is missing its 'con' field; add it, e.g. `con: 60`"),
        "{message}"
    );
    let text = chase(TRACK, &[&HARVEY.replace("Quarry", "Quary"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "Quary", 1));
    assert!(
        message.contains("'Quary' is not a side (did you mean 'Quarry'?)"),
        "{message}"
    );
}

#[test]
fn a_value_in_two_pairs_of_parentheses_is_explained_at_the_extra_one() {
    // Setups once took `Hazard((...))`; scripts take one pair, and now setups do too.
    let hazard = chase(
        r#"Location("A"), Hazard((name: "Mud", skills: ["DEX"])), Dot"#,
        &[HARVEY, FARMER],
    );
    let barrier = chase(
        r#"Location("A"), Barrier((name: "Fence", skills: ["Climb"], hp: 5)), Dot"#,
        &[HARVEY, FARMER],
    );
    let system = chase(TRACK, &[HARVEY, FARMER])
        .replace("Coc7(\n", "Coc7((\n")
        .replace("    ),\n)", "    )),\n)");
    for (text, extra, fragment) in [
        (
            &hazard,
            "(name: \"Mud\"",
            "write a hazard with one pair of parentheses: Hazard(name: \"Mud\"",
        ),
        (
            &barrier,
            "(name: \"Fence\"",
            "write a barrier with one pair of parentheses: Barrier(name: \"Fence\"",
        ),
        (
            &system,
            "(\n        settings",
            "write the system with one pair of parentheses: system: Coc7(track: [...]",
        ),
    ] {
        let (line, column, message) = syntax(text);
        assert_eq!((line, column), at(text, extra, 1), "{message}");
        assert!(message.starts_with(fragment), "{message}");
        assert!(
            message.ends_with("remove this '(' and its matching ')'"),
            "{message}"
        );
    }
}

#[test]
fn a_debris_in_some_or_with_a_name_is_shown_without() {
    let with_some = chase(
        r#"Location("A"), Barrier(name: "Wall", hp: 5, debris: Some((name: "Rubble", skills: ["DEX"]))), Dot"#,
        &[HARVEY, FARMER],
    );
    let (line, column, message) = syntax(&with_some);
    assert_eq!((line, column), at(&with_some, "(name: \"Rubble\"", 1));
    assert!(
        message.starts_with("debris takes one pair of parentheses and needs no Some"),
        "{message}"
    );
    let named = chase(
        r#"Location("A"), Barrier(name: "Wall", hp: 5, debris: Hazard(name: "Rubble", skills: ["DEX"])), Dot"#,
        &[HARVEY, FARMER],
    );
    let (line, column, message) = syntax(&named);
    assert_eq!((line, column), at(&named, "Hazard(name: \"Rubble\"", 1));
    assert!(
        message.contains("a hazard takes no name before its parentheses; write e.g. debris: ("),
        "{message}"
    );
}

#[test]
fn an_unclosed_string_or_bracket_is_traced_to_where_it_opened() {
    let text = chase(TRACK, &[HARVEY, FARMER]).replace("\"Test chase\"", "\"Test chase");
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "\"Test chase", 1));
    assert!(message.contains("not closed on its line"), "{message}");
    let text = chase(TRACK, &[HARVEY, FARMER]);
    let cut = &text[..text.rfind(')').unwrap_or(0)];
    let (_, _, message) = syntax(cut);
    let (line, column) = at(cut, "(\n    name", 1);
    assert!(
        message.contains(&format!("the '(' opened at {line}:{column} is closed")),
        "{message}"
    );
}

#[test]
fn an_empty_file_says_what_a_setup_looks_like() {
    let (line, column, message) = syntax("// nothing yet\n");
    assert_eq!((line, column), (1, 1));
    assert!(message.starts_with("the file is empty"), "{message}");
}

#[test]
fn errors_name_the_file_line_and_column() {
    let text = chase(TRACK, &[HARVEY, FARMER, HARVEY]);
    let error = parse(&text, "chases/farm.ron")
        .err()
        .map(|e| e.to_string())
        .unwrap_or_default();
    let (line, column) = at(&text, "\"Harvey\"", 2);
    assert!(
        error.starts_with(&format!(
            "chases/farm.ron:{line}:{column}: participants[3].name: duplicate name 'Harvey'"
        )),
        "{error}"
    );
}

#[test]
fn a_value_of_the_wrong_kind_names_its_field_and_quotes_it() {
    for (bad, fragment) in [
        ("mov: 6.5", "mov must be a whole number, not '6.5'"),
        ("mov: \"6\"", "mov must be a whole number, not '\"6\"'"),
        ("mov: 99999999999", "mov is too large: '99999999999'"),
    ] {
        let text = chase(TRACK, &[&HARVEY.replace("mov: 6", bad), FARMER]);
        let (line, column, message) = syntax(&text);
        assert_eq!(
            (line, column),
            at(&text, bad, 1).into_column_offset(5),
            "{message}"
        );
        assert!(message.starts_with(fragment), "{message}");
    }
    let text = chase(TRACK, &[&HARVEY.replace("\"Harvey\"", "Harvey"), FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "Harvey", 1));
    assert!(
        message.starts_with("name must be text in double quotes, not 'Harvey'"),
        "{message}"
    );
    let text = chase_with("catch_on_reach: yes", TRACK, &[HARVEY, FARMER]);
    let (line, column, message) = syntax(&text);
    assert_eq!((line, column), at(&text, "yes", 1));
    assert!(
        message.starts_with("catch_on_reach must be true or false, not 'yes'"),
        "{message}"
    );
}
