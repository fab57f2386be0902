//! The GURPS Action chase screen driven by keys, as a keeper plays it: each sample setup to an
//! ending with keys only (the keeper's choices and the table's dice typed in), blind declarations,
//! refusals in words, undo, the journal that resumes to the same chase; and snapshots at 80x24
//! and 160x48.

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::gurps::rules::{Band, Ending, GurpsChase, Stage};
use chasetrack::tui::{App, Theme};
use insta::assert_snapshot;
use tui_common::*;

fn gurps(app: &App) -> &GurpsChase {
    match app.chase() {
        Chase::Gurps(session) => session.state(),
        other => panic!("not a GURPS chase: {}", other.system().title()),
    }
}

/// One round where both sides Move and the quarry wins the Contest by 18: Enter takes the
/// offered maneuver (Move), `n` ends steps 3 and 4 and rolls the Contest (Enter: no
/// complementary roll), the dice are typed, and the shift form (open by itself) takes the
/// quarry's natural choice, out as far as won.
const QUARRY_RUNS: &str = "n<Enter>n<Enter>nnn<Enter>3<Enter>18<Enter><Enter>";

#[test]
fn over_the_rooftops_played_with_keys_to_an_escape() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-rooftops.ron"), &dir);
    let start = screen(&app, 80, 24);
    assert!(start.contains("[Medium]"), "{start}");
    assert!(start.contains("▶Rooftop guard"), "{start}");
    assert!(start.contains("◆Mina"), "{start}");
    assert!(start.contains("Step 1 of 6"), "{start}");
    for name in ["Mina", "Rooftop guard", "Detective"] {
        assert!(
            start.contains(name),
            "everyone on screen at 80x24: {name}\n{start}"
        );
    }
    press(&mut app, QUARRY_RUNS);
    let round_two = screen(&app, 80, 24);
    assert_eq!(
        (gurps(&app).round, gurps(&app).band),
        (2, Band::Extreme),
        "{round_two}"
    );
    assert!(round_two.contains("[Extreme]"), "{round_two}");
    assert!(round_two.contains("→ opened 2"), "{round_two}");
    assert!(
        round_two.contains("Mina wins by 18"),
        "the Contest and its margin: {round_two}"
    );
    press(&mut app, QUARRY_RUNS);
    let over = screen(&app, 80, 24);
    assert_eq!(gurps(&app).ending, Some(Ending::Escaped));
    assert!(
        over.contains("Mina shifts beyond Extreme range and escapes."),
        "{over}"
    );
    // The journal replays to exactly the chase on screen.
    match chasetrack::autosave::resume(&journal_path(&dir), &asset("gurps-rooftops.ron")).unwrap() {
        Chase::Gurps(session) => assert_eq!(session.state(), gurps(&app)),
        other => panic!("resumed as {}", other.system().title()),
    }
}

/// The text's Force example played by keys: the HMMWV forces the sports car at Close; the
/// control roll is at -3 (ST 72 against 57); a close call; undo takes it back.
#[test]
fn rush_hour_force_with_keys_and_undo() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-traffic.ron"), &dir);
    // Round 1: both Move; the feds win by 5 and close in one band (the shift form's default).
    press(
        &mut app,
        "n<Enter>n<Enter>nnn<Enter>15<Enter>7<Enter><Enter>",
    );
    assert_eq!(gurps(&app).band, Band::Close, "{}", screen(&app, 80, 24));
    // Round 2: the crooks Move (Enter); the feds pick Force from the list.
    press(&mut app, "n<Enter>n");
    let offered = screen(&app, 80, 24);
    let force = offered
        .lines()
        .find(|l| l.contains(" Force"))
        .and_then(|l| l.trim_start_matches(['│', ' ', '›']).chars().next())
        .expect("Force is offered at Close");
    press(&mut app, &format!("{force}f"));
    // Kerr to hit 9, Vince's dodge 11, his control roll 14: a close call, an accident (1d-1 = 2).
    press(&mut app, "9<Enter>11<Enter>14<Enter>2<Enter>");
    let forced = screen(&app, 160, 48);
    assert!(
        forced.contains("15 - 3 (ST difference) = 12, rolled 14: failure by 2"),
        "{forced}"
    );
    assert!(forced.contains("close call"), "{forced}");
    press(&mut app, "u");
    assert!(
        gurps(&app).people[0].close_call.is_none(),
        "undo takes the Force back"
    );
}

/// Poor visibility: while the pursuer declares, the quarry's maneuver is hidden.
#[test]
fn blind_declarations_hide_the_quarrys_maneuver() {
    let mut app = App::new(asset("gurps-harbour.ron"), Theme::new(false));
    press(&mut app, "n<Enter>");
    let blind = screen(&app, 80, 24);
    assert!(blind.contains("declared (hidden)"), "{blind}");
    assert!(!blind.contains("quarry · Move"), "{blind}");
    press(&mut app, "M4<Enter>");
    let shown = screen(&app, 80, 24);
    assert!(
        shown.contains("quarry · Move"),
        "both chosen, both shown: {shown}"
    );
    assert_eq!(gurps(&app).step, Stage::PursuerResolves);
}

/// A key out of step says why, in the keeper's words.
#[test]
fn a_key_out_of_step_is_refused_in_words() {
    let mut app = App::new(asset("gurps-traffic.ron"), Theme::new(false));
    press(&mut app, "f");
    let refused = screen(&app, 80, 24);
    assert!(
        refused.contains("Nobody on this side can force now."),
        "{refused}"
    );
}

/// The convoy and the harbour to an ending with keys only: the round limit, the NPC's random
/// maneuver.
#[test]
fn the_convoy_and_the_harbour_end_with_keys() {
    let mut app = App::new(asset("gurps-convoy.ron"), Theme::new(false));
    press(&mut app, QUARRY_RUNS);
    press(&mut app, QUARRY_RUNS);
    assert_eq!(
        gurps(&app).ending,
        Some(Ending::Escaped),
        "{}",
        screen(&app, 80, 24)
    );
    let mut harbour = App::new(asset("gurps-harbour.ron"), Theme::new(false));
    for _ in 0..6 {
        // The quarry Moves, the police's maneuver is the tool's pick (die typed: 1, Move).
        press(
            &mut harbour,
            "n<Enter>M1<Enter>nnn<Enter>10<Enter>10<Enter>",
        );
    }
    assert_eq!(
        gurps(&harbour).ending,
        Some(Ending::RoundLimit),
        "{}",
        screen(&harbour, 80, 24)
    );
    assert!(screen(&harbour, 80, 24).contains("The round limit passes: Nell gets away."));
}

/// Rush hour in traffic, to its end by keys alone: the crooks win each Contest (3 against 18)
/// and shift out until they are beyond Extreme.
#[test]
fn rush_hour_ends_with_keys() {
    let mut app = App::new(asset("gurps-traffic.ron"), Theme::new(false));
    for _ in 0..6 {
        if gurps(&app).ending.is_some() {
            break;
        }
        press(&mut app, QUARRY_RUNS);
    }
    assert_eq!(
        gurps(&app).ending,
        Some(Ending::Escaped),
        "{}",
        screen(&app, 80, 24)
    );
}

#[test]
fn snapshots_of_the_gurps_screens() {
    for (name, keys) in [
        ("gurps-rooftops.ron", ""),
        ("gurps-traffic.ron", "n<Enter>n2"),
        ("gurps-convoy.ron", QUARRY_RUNS),
        ("gurps-harbour.ron", "n<Enter>"),
    ] {
        let mut app = App::new(asset(name), Theme::new(false));
        press(&mut app, keys);
        for (width, height) in [(80, 24), (160, 48)] {
            let terminal = terminal(&app, width, height);
            assert_snapshot!(
                format!("{}_{width}x{height}", name.trim_end_matches(".ron")),
                terminal.backend()
            );
        }
    }
}

/// `chasetrack follow`: the players' view shows the players' characters' HP and the GM's people
/// without theirs (nor their vehicles' HP).
#[test]
fn the_players_view_keeps_the_gms_hit_points() {
    let keeper = App::new(asset("gurps-traffic.ron"), Theme::new(false));
    let gm = screen(&keeper, 80, 24);
    assert!(gm.contains("HMMWV 72/72"), "{gm}");
    let players = App::new(asset("gurps-traffic.ron"), Theme::new(false))
        .following(std::path::Path::new("x"));
    let seen = screen(&players, 80, 24);
    // A person's entry: from the marker to the end of that side's box.
    let row = |name: &str| {
        let marker = format!("★{name}");
        seen.lines()
            .find_map(|l| l.split_once(marker.as_str()).map(|(_, rest)| rest))
            .and_then(|rest| rest.split('│').next())
            .unwrap_or_default()
            .to_string()
    };
    assert!(
        row("Vince").contains("HP 10"),
        "a player's character: {seen}"
    );
    assert!(
        row("Agent Kerr").contains("HMMWV") && !row("Agent Kerr").contains("HP"),
        "{seen}"
    );
    assert!(!seen.contains("72/72"), "{seen}");
}

/// Over the rooftops, a chase of two parties, the maneuver list offered "Move,
/// favouring the other chase (the middleman of a three-way chase)"; there is no middleman here.
/// And a Contest won by 0-4 said only "Mina wins by 4", then "Round 2 begins at Medium range":
/// the log now says, in the text's terms, that a victory by 0-4 moves no band.
#[test]
fn two_parties_have_no_middleman_and_a_small_win_moves_no_band() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("gurps-rooftops.ron"), &dir);
    press(&mut app, "n");
    let offered = screen(&app, 120, 40);
    assert!(offered.contains("Move"), "{offered}");
    assert!(!offered.contains("favouring the other chase"), "{offered}");
    press(&mut app, "<Enter>n<Enter>nnn<Enter>10<Enter>11<Enter>");
    let told: Vec<String> = app.log().iter().map(|line| line.text.to_string()).collect();
    let contest = told
        .iter()
        .position(|line| line.starts_with("Chase Rolls:"))
        .unwrap_or_else(|| panic!("{told:#?}"));
    assert!(told[contest].ends_with("Mina wins by 4."), "{told:#?}");
    assert_eq!(
        told[contest + 1],
        "A victory by 4 is one of 0-4: no change of range band; the chase stays at Medium range."
    );
    assert_eq!(gurps(&app).band, Band::Medium);
}
