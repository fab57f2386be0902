//! Improvised setups load as any setup does, the same seed gives the same chase, and mistakes are
//! named by line and column.

use super::*;
use crate::setup;
use crate::systems::Chase;

fn draft(system: SystemKind, participants: &[&str], track: &str) -> Draft {
    Draft {
        system,
        title: "They run!".to_string(),
        participants: participants.iter().map(|line| line.to_string()).collect(),
        course: track.to_string(),
        seed: 1926,
    }
}

fn load(draft: &Draft) -> setup::Setup {
    let text = setup_text(draft).unwrap_or_else(|e| panic!("{e}"));
    setup::parse(&text, "improvised.ron").unwrap_or_else(|e| panic!("{e}\n{text}"))
}

#[test]
fn two_investigators_and_two_cultists_make_a_call_of_cthulhu_chase() {
    let draft = draft(
        SystemKind::Coc7,
        &[
            "Amy quarry investigator 60 8 55",
            "Harvey quarry inv 55 7 60 11 Climb 40",
            "Cultist 1 pursuer 50 7 60",
            "Cultist 2 pursuer 45 8 50 Dodge 30",
        ],
        "12 city",
    );
    let setup = load(&draft);
    assert_eq!(setup.name, "They run!");
    assert_eq!(setup.seed, Some(1926));
    let Chase::Coc7(session) = &setup.chase else {
        panic!("a Call of Cthulhu chase");
    };
    let state = session.state();
    assert_eq!(state.participants.len(), 4);
    assert_eq!(state.map.locations.len(), 12);
    let harvey = &state.participants[1];
    assert_eq!((harvey.hp, harvey.investigator), (11, true));
    assert_eq!(
        state.participants[0].hp, 12,
        "(55 + 65) / 10 when HP is left out"
    );
}

#[test]
fn the_same_seed_draws_the_same_track_and_another_seed_another() {
    let lines = ["Amy quarry 60 8 55", "Cultist pursuer 50 7 60"];
    let first = setup_text(&draft(SystemKind::Coc7, &lines, "random")).unwrap();
    assert_eq!(
        first,
        setup_text(&draft(SystemKind::Coc7, &lines, "random")).unwrap()
    );
    let mut other = draft(SystemKind::Coc7, &lines, "random");
    other.seed = 7;
    assert_ne!(first, setup_text(&other).unwrap());
}

#[test]
fn every_environment_draws_a_track_that_loads() {
    for environment in [
        "city", "traffic", "freeway", "country", "building", "sea", "air",
    ] {
        for seed in 0..20 {
            let mut draft = draft(
                SystemKind::Coc7,
                &["Amy quarry 60 8 55", "Cultist pursuer 50 7 60"],
                &format!("14 {environment}"),
            );
            draft.seed = seed;
            load(&draft);
        }
    }
}

#[test]
fn a_chase_track_and_a_clocks_chase_improvise_too() {
    let setup = load(&draft(
        SystemKind::Track,
        &["Thief prey d8 d6 d10 d8 d6", "Guard chaser 8 8 6 6 6 11"],
        "near haven 12",
    ));
    assert!(matches!(setup.chase, Chase::Track(_)));
    let setup = load(&draft(
        SystemKind::Clocks,
        &["Ann runner 3 2 2", "Captain chaser 2"],
        "12",
    ));
    let Chase::Clocks(session) = &setup.chase else {
        panic!("a clocks chase");
    };
    assert_eq!(session.state().participants.len(), 2);
}

#[test]
fn mistakes_are_named_by_line_and_column() {
    let error = setup_text(&draft(
        SystemKind::Coc7,
        &["Amy quarry 60 8 55", "Cultist pursuer 50 seven 60"],
        "",
    ))
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "participant 2, column 20: MOV must be a whole number, not 'seven'"
    );
    let error = setup_text(&draft(SystemKind::Coc7, &["Amy quarry 60 8 55"], "")).unwrap_err();
    assert_eq!(error, ImproviseError::MissingSide("pursuer"));
    let error = setup_text(&draft(
        SystemKind::Coc7,
        &["Amy quarry 60 8 55", "Cultist pursuer 50 7 60"],
        "12 moon",
    ))
    .unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("track, column 4: 'moon' is not an environment"),
        "{error}"
    );
    let error = setup_text(&draft(
        SystemKind::Track,
        &["Thief prey d7", "Guard chaser"],
        "",
    ))
    .unwrap_err();
    assert!(
        error
            .to_string()
            .contains("d4, d6, d8, d10, d12 or d20, not 'd7'"),
        "{error}"
    );
}

#[test]
fn names_with_quotes_and_control_characters_stay_inside_their_string() {
    let setup = load(&draft(
        SystemKind::Coc7,
        &[
            "Amy \"the Fox\" quarry 60 8 55",
            "Cult\u{1b}[2Jist pursuer 50 7 60",
        ],
        "",
    ));
    let Chase::Coc7(session) = &setup.chase else {
        panic!("a Call of Cthulhu chase");
    };
    assert_eq!(session.state().participants[0].name, "Amy \"the Fox\"");
    assert_eq!(session.state().participants[1].name, "Cult[2Jist");
}

#[test]
fn file_names_read_as_the_title_and_the_date() {
    assert_eq!(
        file_name("They run!", "2026-11-24"),
        "they-run-2026-11-24.ron"
    );
    assert_eq!(file_name("  ", "2026-11-24"), "improvised-2026-11-24.ron");
    assert_eq!(file_name("../../etc", "2026-11-24"), "etc-2026-11-24.ron");
}

/// Two participants of one name would make a setup the loader refuses ("duplicate name"); the
/// line that repeats a name is named instead, in every system, and `x2` still numbers two.
#[test]
fn a_name_given_twice_is_refused_on_the_line_that_repeats_it() {
    for system in SystemKind::ALL.iter().copied() {
        let [quarry, pursuer] = crate::each_kind!(system, system => system::improvise::EXAMPLE);
        let again = pursuer.to_uppercase();
        let (lines, track) = ([quarry, pursuer, again.as_str()], "");
        let refused = setup_text(&draft(system, &lines, track)).unwrap_err();
        let ImproviseError::Participant { line, error } = refused else {
            panic!("{system:?}: a participant's line is named: {refused}");
        };
        assert_eq!(line, 3, "{system:?}");
        assert_eq!(error.column, 1, "{system:?}");
        assert!(
            error.message.contains("is in the chase already"),
            "{system:?}: {}",
            error.message
        );
    }
    let two = draft(SystemKind::Coc7, &["Amy q inv", "Cultist p x2"], "");
    let Chase::Coc7(session) = &load(&two).chase else {
        panic!("a Call of Cthulhu chase");
    };
    let names: Vec<&str> = session
        .state()
        .participants
        .iter()
        .map(|p| p.name.as_str())
        .collect();
    assert_eq!(names, ["Amy", "Cultist 1", "Cultist 2"]);
}

/// Lines that each read well can still make a chase the tool does not play (81 participants where
/// a chase holds 64): the draft is refused in the setup reader's words, before anything is written.
#[test]
fn a_chase_beyond_the_limits_is_refused_before_it_is_written() {
    let crowd = draft(
        SystemKind::Coc7,
        &[
            "Amy q",
            "Cultist p x20",
            "Ghoul p x20",
            "Deep one p x20",
            "Rat p x20",
        ],
        "",
    );
    let refused = setup_text(&crowd).unwrap_err();
    assert!(
        matches!(&refused, ImproviseError::Unplayable(why) if why.contains("at most 64 participants")),
        "{refused}"
    );
    assert!(setup_text(&draft(SystemKind::Coc7, &["Amy q", "Cultist p x20"], "")).is_ok());
}

/// `Cultist p x2 shotgun` was refused ("'x2 shotgun' is neither DEX as a number nor a
/// skill") where `Cultist p shotgun x2` was read. The count, the gear and the skills may come in
/// any order on a participant's line, in every system: both orders make the same chase, and the
/// count is taken (the chase differs from the one without it).
#[test]
fn the_count_may_come_before_or_after_the_gear_in_every_system() {
    let lines = [
        (
            SystemKind::Coc7,
            "Amy q",
            ["Cultist p x2 shotgun", "Cultist p shotgun Climb 40 x2"],
        ),
        (
            SystemKind::Track,
            "Thief prey",
            ["Guard chaser x2 d8", "Guard chaser d8 x2"],
        ),
        (
            SystemKind::Clocks,
            "Ann runner",
            ["Hound chaser x2 2", "Hound chaser 2 x2"],
        ),
        (
            SystemKind::Gurps,
            "Mina quarry",
            [
                "Guard pursuer 11 x2 pistol 12",
                "Guard pursuer 11 pistol 12 x2",
            ],
        ),
        (
            SystemKind::Savage,
            "Knight pursuer d8",
            ["Bandits prey d6 x2 bow", "Bandits prey d6 bow x2"],
        ),
    ];
    for (system, other, [before, after]) in lines {
        let text = |line: &str| {
            setup_text(&draft(system, &[other, line], ""))
                .unwrap_or_else(|e| panic!("{system:?}: '{line}': {e}"))
        };
        let (first, second) = (text(before), text(after));
        let without = text(&before.replace(" x2", ""));
        assert_ne!(first, without, "{system:?}: the count was not taken");
        if system == SystemKind::Coc7 {
            // The second line adds a skill: only the count and the gear are compared.
            assert!(second.contains("\"Cultist 2\""), "{second}");
            assert!(first.contains("\"Cultist 2\""), "{first}");
        } else {
            assert_eq!(first, second, "{system:?}");
        }
    }
}
