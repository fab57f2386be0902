//! Call of Cthulhu's live odds where the track forks and where a quarry runs far ahead: the
//! playouts choose a way at a fork ("Choosing a Route"), measure sight along the way (a branch is
//! numbered after the trunk, so location numbers say nothing about distance), and let a quarry
//! that no pursuer can see any more get away ("Escaping the Pursuer"), as a keeper would.

use chasetrack::dice::Roller;
use chasetrack::engine::Session;
use chasetrack::odds::{self, ParticipantOdds, Settings, Style};
use chasetrack::setup;
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::Command;

fn chase(track: &str, people: &str) -> Chase {
    let text =
        format!("(name: \"test\", system: Coc7(track: [{track}], participants: [{people}]))");
    setup::parse(&text, "test.ron")
        .unwrap_or_else(|e| panic!("{e}"))
        .chase
}

/// Harvey two locations ahead of a deep one, both MOV 8, speeds rolled.
const HARVEY_AND_DEEP_ONE: &str = r#"
    (name: "Harvey", side: Quarry, dex: 60, mov: 8, con: 60, hp: 12, start: START_Q, speed: Success),
    (name: "Deep one", side: Pursuer, dex: 50, mov: 8, con: 80, hp: 16, start: START_P,
     speed: Success, skills: {"Track": 40}),
"#;

fn people(quarry: u32, pursuer: u32) -> String {
    HARVEY_AND_DEEP_ONE
        .replace("START_Q", &quarry.to_string())
        .replace("START_P", &pursuer.to_string())
}

fn run(chase: &Chase, runs: u32, rounds: u32) -> odds::chase::Report {
    odds::chase::odds(
        chase,
        &Settings {
            style: Style::Bold,
            runs,
            rounds,
        },
        5,
    )
}

fn who<'a>(report: &'a odds::chase::Report, name: &str) -> &'a ParticipantOdds {
    report
        .participants
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} in {report:?}"))
}

/// Each figure lies inside the other's 95% interval.
fn agree(a: &ParticipantOdds, b: &ParticipantOdds) {
    for (x, y) in [
        (a.escaped, b.escaped),
        (a.caught, b.caught),
        (a.running, b.running),
    ] {
        assert!(
            x.low <= y.p && y.p <= x.high && y.low <= x.p && x.p <= y.high,
            "{x:?} against {y:?}"
        );
    }
}

/// A fork whose ways match the straight track (six locations straight on, a two-location alley)
/// changes nothing: the quarry chooses a way and runs on (it used to stand at the fork for ever
/// and show 0% escape).
#[test]
fn a_fork_whose_ways_match_the_straight_track_keeps_the_odds() {
    let six = r#"Location("E"), Location("F"), Location("G"), Location("H"), Location("I"), Location("J")"#;
    let forked = chase(
        &format!(
            r#"Location("A"), Location("B"), Location("C"), Location("D"),
               Fork([[{six}], [Location("E2"), Location("F2")]])"#
        ),
        &people(3, 1),
    );
    let straight = chase(
        &format!(r#"Location("A"), Location("B"), Location("C"), Location("D"), {six}"#),
        &people(3, 1),
    );
    let (forked, straight) = (run(&forked, 600, 30), run(&straight, 600, 30));
    assert_eq!(forked.stuck, 0, "{forked:?}");
    assert!(who(&forked, "Harvey").escaped.p > 0.1, "{forked:?}");
    agree(who(&forked, "Harvey"), who(&straight, "Harvey"));
}

/// An unused branch behind everyone takes the numbers after the trunk, so the track that grows
/// ahead of the quarry is numbered past it: the quarry stepping onto it is one location further on,
/// not eleven, and the pursuer still sees it (it used to escape 99.9% against 28% without the
/// branch).
#[test]
fn sight_is_measured_along_the_way_not_by_location_numbers() {
    let trunk = r#"Location("B"), Location("C"), Location("D"), Location("E"), Location("F")"#;
    let branched = chase(
        &format!(
            r#"Location("A"), Fork([[{trunk}], [Dot, Dot, Dot, Dot, Dot, Dot, Dot, Dot, Dot, Dot]])"#
        ),
        &people(5, 3),
    );
    let straight = chase(&format!(r#"Location("A"), {trunk}"#), &people(5, 3));
    let (branched, straight) = (run(&branched, 600, 30), run(&straight, 600, 30));
    assert_eq!(branched.stuck, 0);
    assert!(who(&branched, "Harvey").escaped.p < 0.6, "{branched:?}");
    agree(who(&branched, "Harvey"), who(&straight, "Harvey"));
}

/// "The pursuer can continue chasing the fleeing character so long as their location or direction
/// of travel can be identified": a quarry eleven locations ahead is out of the hound's sight while
/// a slower companion is in it, and gets away at once rather than "running" beside it for ever.
#[test]
fn a_quarry_far_ahead_gets_away_though_a_companion_is_still_in_sight() {
    let people = r#"
        (name: "Hare", side: Quarry, dex: 60, mov: 8, con: 60, hp: 12, start: 14, speed: Success),
        (name: "Tortoise", side: Quarry, dex: 60, mov: 8, con: 60, hp: 12, start: 4, speed: Success),
        (name: "Hound", side: Pursuer, dex: 50, mov: 8, con: 80, hp: 16, start: 2, speed: Success,
         skills: {"Track": 40}),
    "#;
    let chase = chase(&"Dot, ".repeat(15), people);
    let report = run(&chase, 200, 2);
    assert_eq!(who(&report, "Hare").escaped.count, 200, "{report:?}");
    assert_eq!(who(&report, "Tortoise").escaped.count, 0, "{report:?}");
    assert_eq!(report.stuck, 0);
}

/// "Fleeing the Scene" counts locations moved: a step from the fork onto a branch numbered after
/// the trunk is one location.
#[test]
fn a_step_onto_a_branch_counts_as_one_location_moved() {
    let Chase::Coc7(session) = chase(
        r#"Location("A"), Location("B"),
           Fork([[Location("C"), Location("D"), Location("E"), Location("F")], [Location("Alley")]])"#,
        &people(2, 1),
    ) else {
        panic!("a Call of Cthulhu chase")
    };
    let mut session: Session<_> = session;
    let mut roller = Roller::seeded(1);
    session
        .execute(Command::CutToChase { range: None }, &mut roller)
        .unwrap_or_else(|e| panic!("{e}"));
    for command in [
        Command::ChooseRoute {
            who: "Harvey".into(),
            route: "Alley".into(),
        },
        Command::Move {
            who: "Harvey".into(),
            locations: 1,
        },
    ] {
        // The deep one acts later (lower DEX); Harvey acts first.
        session
            .execute(command, &mut roller)
            .unwrap_or_else(|e| panic!("{e}"));
    }
    let harvey = &session.state().participants[0];
    assert_eq!(harvey.location, 7, "the alley is numbered after the trunk");
    assert_eq!(harvey.moved, 1);
}

/// An exact answer on a branch: the farmer (DEX 70, MOV 9: two movement actions against Harvey's
/// one) stands at the fork; Harvey stands two locations down the lane, which is numbered after
/// the eight-location trunk, past a fence. The farmer takes the lane towards Harvey (1 action),
/// then climbs the fence with Jump 40 (his second): a success brings him onto Harvey's location
/// and the catch. In one round Harvey is caught with chance exactly 40/100, still running
/// otherwise; measured by location numbers he would have been nine ahead and out of sight.
#[test]
fn a_catch_down_a_branch_happens_as_often_as_the_skill_says() {
    let trunk = r#"Location("B"), Location("C"), Location("D"), Location("E"), Location("F"),
                   Location("G"), Location("H"), Location("I")"#;
    let people = r#"
        (name: "Farmer", side: Pursuer, dex: 70, mov: 9, con: 50, hp: 13, start: 1,
         speed: Success, skills: {"Jump": 40}),
        (name: "Harvey", side: Quarry, dex: 50, mov: 8, con: 60, hp: 11, start: 11, speed: Success),
    "#;
    let chase = chase(
        &format!(
            r#"Location("A"), Fork([[{trunk}],
               [Location("Lane"), Barrier(name: "Fence", skills: ["Jump"]), Location("Yard")]])"#
        ),
        people,
    );
    let runs = 2000;
    let report = run(&chase, runs, 1);
    let harvey = who(&report, "Harvey");
    let exact: f64 = 0.40;
    let se = (exact * (1.0 - exact) / f64::from(runs)).sqrt();
    assert!((harvey.caught.p - exact).abs() <= 4.0 * se, "{harvey:?}");
    assert_eq!(harvey.caught.count + harvey.running.count, runs);
    assert_eq!(who(&report, "Farmer").catches.count, harvey.caught.count);
    assert_eq!(report.stuck, 0);
}

/// A track with a hazard of the given damage row between D and E: Harvey (MOV 9, a spare
/// movement action a round beside Amy's MOV 8) at the hazard, the deep one (MOV 10) three
/// locations behind; the deep one must pass the hazard too.
fn hazard_chase(damage: &str) -> Chase {
    chase(
        &format!(
            r#"Location("A"), Location("B"), Location("C"), Location("D"),
               Hazard(name: "Rubble", skills: ["DEX"], difficulty: Hard, damage: {damage}),
               Location("E"), Location("F"), Location("G"), Location("H"), Location("I")"#
        ),
        r#"
        (name: "Harvey", side: Quarry, dex: 60, mov: 9, con: 60, hp: 12, start: 4, speed: Success),
        (name: "Deep one", side: Pursuer, dex: 50, mov: 10, con: 80, hp: 16, start: 1,
         speed: Success),
        (name: "Amy", side: Quarry, dex: 40, mov: 8, con: 50, hp: 10, start: 4, speed: Success),
        "#,
    )
}

fn styled(chase: &Chase, style: Style) -> odds::chase::Report {
    let settings = Settings {
        style,
        runs: 800,
        rounds: 30,
    };
    odds::chase::odds(chase, &settings, 8)
}

/// "A cautious approach" costs movement actions; a failed hazard costs 1D3 of them. Where the
/// hazard cannot put Harvey out, a bonus die saves less ground than it costs, so cautious play
/// leaves it alone and gets away as often as bold play, 30% (it used to spend the spare action
/// and get away 12%); where a failure could kill him (Deadly: 2D10 against his 12 hit
/// points), cautious play buys the bonus dice and is put out less often than bold play (32%
/// against 45%).
#[test]
fn cautious_play_spends_actions_on_bonus_dice_only_where_a_failure_could_end_the_chase() {
    let minor = hazard_chase("Minor");
    let (bold, cautious) = (styled(&minor, Style::Bold), styled(&minor, Style::Cautious));
    let (b, c) = (who(&bold, "Harvey"), who(&cautious, "Harvey"));
    assert!(b.escaped.p > 0.2, "{b:?}");
    assert!(c.escaped.high >= b.escaped.low, "{c:?} against {b:?}");
    let deadly = hazard_chase("Deadly");
    let (bold, cautious) = (
        styled(&deadly, Style::Bold),
        styled(&deadly, Style::Cautious),
    );
    let (b, c) = (who(&bold, "Harvey"), who(&cautious, "Harvey"));
    assert!(c.out.high < b.out.low, "{c:?} against {b:?}");
}

/// A hazard whose worst damage leaves Harvey standing but is a major wound (Severe: 1D10, up to
/// 10 of his 12 hit points, 6 or more being half his maximum) can still put him out: a major
/// wound calls for a CON roll to stay conscious. Cautious play sees it and buys the bonus dice,
/// and is put out less often than bold play (it used to count the hazard harmless and play as
/// bold, put out as often).
#[test]
fn cautious_play_sees_that_a_major_wound_can_knock_a_quarry_out() {
    let severe = hazard_chase("Severe");
    let settings = |style| Settings {
        style,
        runs: 4000,
        rounds: 30,
    };
    let bold = odds::chase::odds(&severe, &settings(Style::Bold), 8);
    let cautious = odds::chase::odds(&severe, &settings(Style::Cautious), 8);
    let (b, c) = (who(&bold, "Harvey"), who(&cautious, "Harvey"));
    assert!(b.out.p > 0.05, "{b:?}");
    assert!(c.out.high < b.out.low, "{c:?} against {b:?}");
}
