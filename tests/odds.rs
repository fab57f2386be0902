//! Live odds against exact odds: small chases whose odds can be worked out by hand or by
//! enumeration, played many times through the real rules with a fixed seed, must agree within 4
//! standard errors; the odds of a quarry's outcomes sum to 1; and a playout ends exactly as a
//! `Session` does given the same seed and the same choices (the playouts use the rules the
//! screen uses, not a copy).

use chasetrack::dice::{Difficulty, Roller};
use chasetrack::engine::{Outcome, Rules, Session};
use chasetrack::odds::{self, Ended, Limits, Policy, Settings, Style};
use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::{
    Barrier, ChaseMap, Coc7, Command as CocCommand, Obstacle, Participant as CocParticipant,
    Settings as CocSettings, Side as CocSide,
};
use chasetrack::systems::track::rules::{
    Dice, Environment, Participant, Settings as TrackSettings, Side, Start, TrackChase, TurnOrder,
};

/// `|estimate - exact| <= 4 standard errors` of the exact chance over `runs` playouts.
fn assert_close(what: &str, estimate: f64, exact: f64, runs: u32) {
    let se = (exact * (1.0 - exact) / f64::from(runs)).sqrt();
    assert!(
        (estimate - exact).abs() <= 4.0 * se.max(1e-9),
        "{what}: Monte Carlo {estimate:.4} vs exact {exact:.4} (4 SE = {:.4})",
        4.0 * se
    );
}

fn settings(runs: u32, rounds: u32, style: Style) -> Settings {
    Settings {
        style,
        runs,
        rounds,
    }
}

/// A Call of Cthulhu one-on-one where one roll decides: the farmer (DEX 70, first to act) stands
/// one location behind Harvey with a fence between them. Climbing it with Jump 40 brings him onto
/// Harvey's location and catches him; failing spends his one movement action. Played for one
/// round, Harvey is caught with chance exactly 40/100 and still running otherwise.
#[test]
fn coc7_one_roll_decides_the_catch_as_often_as_the_skill_says() {
    let mut map = ChaseMap::of_names(&["Yard", "Field", "Road"]);
    map.get_mut(1).expect("location 1").ahead = Some(Obstacle::Barrier(Barrier {
        name: "Fence".into(),
        skills: vec!["Jump".into()],
        difficulty: Difficulty::Regular,
        hp: None,
        damage: None,
        debris: None,
    }));
    let mut farmer =
        CocParticipant::new("Farmer", CocSide::Pursuer, 70, 7, 50, 13).with_skill("Jump", 40);
    farmer.location = 1;
    let mut harvey = CocParticipant::new("Harvey", CocSide::Quarry, 50, 7, 60, 11);
    harvey.location = 2;
    let mut session = Session::new(Coc7::new(
        CocSettings::default(),
        map,
        vec![farmer, harvey],
        true,
    ));
    let mut roller = Roller::given([30, 30]);
    for who in ["Farmer", "Harvey"] {
        session
            .execute(
                CocCommand::SpeedRoll {
                    who: who.into(),
                    skill: None,
                },
                &mut roller,
            )
            .expect("speed roll");
    }
    session
        .execute(CocCommand::CutToChase { range: None }, &mut roller)
        .expect("cut to the chase");
    let chase = Chase::Coc7(session);
    let runs = 4000;
    let report = odds::chase::odds(&chase, &settings(runs, 1, Style::Bold), 14);
    let [farmer, harvey] = &report.participants[..] else {
        panic!("two participants: {report:?}")
    };
    assert_eq!(harvey.caught.runs, runs);
    assert_close("Harvey caught", harvey.caught.p, 0.40, runs);
    assert_close("Harvey still running", harvey.running.p, 0.60, runs);
    assert_eq!(farmer.catches.count, harvey.caught.count);
    assert_eq!(harvey.escaped.count + harvey.out.count, 0);
    assert_eq!(
        report.round_limit + report.stuck,
        runs - harvey.caught.count
    );
    assert_eq!(report.stuck, 0);
}

/// The chance that heart + ability reaches the CN, by counting the faces of both dice.
fn success(heart: u32, ability: u32, cn: u32) -> f64 {
    let hits = (1..=heart)
        .flat_map(|h| (1..=ability).map(move |a| h + a))
        .filter(|total| *total >= cn)
        .count();
    hits as f64 / f64::from(heart * ability)
}

/// A chase-track race over two spaces: the thief starts 2 spaces ahead of the guard and gets away
/// at 4; they alternate, thief first, each acting for the fast lane until it has it, then for a
/// shortcut (heart + agility against the open terrain's CN 7), and moving. Complications are off
/// and the cautious policy never exerts, so the gap, with who has the fast lane, is a Markov
/// chain that this test walks itself (93.1%; 98.1% when both only took shortcuts).
#[test]
fn track_race_over_two_spaces_matches_the_exact_chain() {
    let dice = |sides| Dice::all(sides);
    let thief = Participant::new("Thief", Side::Prey, dice(6));
    let guard = Participant::new("Guard", Side::Chaser, dice(4));
    let track = TrackChase::new(
        TrackSettings {
            start: Start::Spaces(2),
            escape_distance: 4,
            environment: Environment::OpenTerrain,
            turn_order: TurnOrder::Alternate,
            complications: false,
            ..TrackSettings::default()
        },
        vec![thief, guard],
    )
    .expect("a valid chase");
    let cn = Environment::OpenTerrain.base_cn();
    let (thief_gains, guard_gains) = (success(6, 6, cn), success(4, 4, cn));
    // The exact chain: the gap before the thief's turn and whether each side has the fast lane
    // yet, round after round. A side acts for the fast lane while it has none (one more space
    // every move from the next round on), then for a shortcut (one more space on this move).
    let moves = |fast: usize, gains: f64| -> [(usize, usize, f64); 2] {
        if fast == 0 {
            [(1, 1, gains), (1, 0, 1.0 - gains)]
        } else {
            [(3, 1, gains), (2, 1, 1.0 - gains)]
        }
    };
    let mut gap = [[[0.0f64; 2]; 2]; 4];
    gap[2][0][0] = 1.0;
    let (mut escaped, mut caught) = (0.0, 0.0);
    for _ in 0..500 {
        let mut next_gap = [[[0.0f64; 2]; 2]; 4];
        for (d, lanes) in gap.iter().enumerate() {
            for (tf, row) in lanes.iter().enumerate() {
                for (gf, p) in row.iter().enumerate() {
                    for (step, tf2, q) in moves(tf, thief_gains) {
                        let after = d + step;
                        if after >= 4 {
                            escaped += p * q;
                            continue;
                        }
                        for (step, gf2, r) in moves(gf, guard_gains) {
                            if after <= step {
                                caught += p * q * r;
                            } else {
                                next_gap[after - step][tf2][gf2] += p * q * r;
                            }
                        }
                    }
                }
            }
        }
        gap = next_gap;
    }
    assert!(
        (escaped + caught - 1.0).abs() < 1e-9,
        "the chain is absorbed"
    );
    let runs = 4000;
    let report = odds::chase::odds(
        &Chase::Track(Session::new(track)),
        &settings(runs, 200, Style::Cautious),
        7,
    );
    let thief = &report.participants[0];
    assert_close("thief escaped", thief.escaped.p, escaped, runs);
    assert_close("thief caught", thief.caught.p, caught, runs);
    assert_eq!(thief.escaped.count + thief.caught.count, runs);
    assert_eq!(report.participants[1].catches.count, thief.caught.count);
}

fn asset(name: &str) -> Chase {
    chasetrack::setup::load(std::path::Path::new(&format!("assets/{name}")))
        .expect("a shipped setup loads")
        .chase
}

/// Every quarry's escape, capture, put out and still running add up to every playout, in every
/// shipped chase of every system, bold and cautious.
#[test]
fn the_odds_of_each_quarrys_outcomes_sum_to_one() {
    for name in [
        "sample.ron",
        "bazaar.ron",
        "city-chase.ron",
        "fell-race.ron",
        "police-pursuit.ron",
        "savage-knights-bandits.ron",
        "savage-road-warriors.ron",
        "gurps-rooftops.ron",
        "gurps-convoy.ron",
    ] {
        let chase = asset(name);
        for style in [Style::Bold, Style::Cautious] {
            let report = odds::chase::odds(&chase, &settings(300, 30, style), 3);
            assert_eq!(report.runs, 300, "{name}");
            for p in &report.participants {
                let total = p.escaped.p + p.caught.p + p.out.p + p.running.p + p.unplaced.p;
                assert!((total - 1.0).abs() < 1e-9, "{name} {}: {total}", p.name);
                assert!(p.escaped.low <= p.escaped.p && p.escaped.p <= p.escaped.high);
            }
            assert!(
                report.stuck < report.runs / 10,
                "{name} {style:?}: the policy got stuck in {} of {} playouts",
                report.stuck,
                report.runs
            );
        }
    }
}

/// A playout and a `Session` given the same seed and the same policy end in the same state, the
/// journal's events included: the playout runs the same `handle` and `apply`.
#[test]
fn a_playout_ends_as_a_session_does_with_the_same_seed_and_choices() {
    let Chase::Coc7(start) = asset("sample.ron") else {
        panic!("the sample is a Call of Cthulhu chase")
    };
    let mut endings = Vec::new();
    for seed in 0..20 {
        let mut scratch = start.state().clone();
        let limits = Limits {
            rounds: 1000,
            commands: 10_000,
        };
        let ended = odds::playout(
            &mut scratch,
            None,
            Style::Bold,
            limits,
            &mut Roller::seeded(seed),
        );
        let mut session = start.clone();
        let most = session.journal().len() + 10_000;
        crate::odds_common::play_by_policy(
            &mut session,
            Style::Bold,
            &mut Roller::seeded(seed),
            most,
        );
        assert_eq!(ended, Ended::Over, "seed {seed}");
        assert_eq!(&scratch, session.state(), "seed {seed}");
        assert!(matches!(session.outcome(), Outcome::Over(_)));
        endings.push(scratch.fate(0));
    }
    assert!(
        endings.windows(2).any(|w| w[0] != w[1]),
        "different seeds give different chases: {endings:?}"
    );
}

/// The figures do not depend on how many threads share the playouts: each has its own seed.
#[test]
fn the_same_seed_gives_the_same_odds() {
    let chase = asset("sample.ron");
    let a = odds::chase::odds(&chase, &settings(700, 30, Style::Bold), 5);
    let b = odds::chase::odds(&chase, &settings(700, 30, Style::Bold), 5);
    assert_eq!(a, b);
    let Chase::Coc7(session) = &chase else {
        panic!("the sample is a Call of Cthulhu chase")
    };
    let one = odds::run(session.state(), &settings(1, 30, Style::Bold), 5);
    assert_eq!(one.runs, 1);
    let _ = session.state().outcome();
}

/// The preview of a Call of Cthulhu hazard: each listed skill at cautious 0, 1 and 2 when the
/// movement actions allow, and after each a quarry's odds that sum to 1.
#[test]
fn coc7_preview_offers_the_cautious_approach_on_the_hazard_ahead() {
    use chasetrack::systems::coc7::rules::{DamageRow, Hazard};
    let mut map = ChaseMap::of_names(&["Yard", "Field", "Road", "Lane", "Wood"]);
    map.get_mut(1).expect("location 1").ahead = Some(Obstacle::Hazard(Hazard {
        name: "Mud".into(),
        skills: vec!["DEX".into(), "Jump".into()],
        difficulty: Difficulty::Hard,
        damage: Some(DamageRow::Minor),
    }));
    // MOV 9 against 7: the farmer has 3 movement actions, so up to 2 to spare on bonus dice.
    let mut farmer =
        CocParticipant::new("Farmer", CocSide::Pursuer, 70, 9, 50, 13).with_skill("Jump", 40);
    farmer.location = 1;
    let mut harvey = CocParticipant::new("Harvey", CocSide::Quarry, 50, 7, 60, 11);
    harvey.location = 4;
    let mut session = Session::new(Coc7::new(
        CocSettings::default(),
        map,
        vec![farmer, harvey],
        true,
    ));
    let mut roller = Roller::given([30, 30]);
    for who in ["Farmer", "Harvey"] {
        let command = CocCommand::SpeedRoll {
            who: who.into(),
            skill: None,
        };
        session.execute(command, &mut roller).expect("speed roll");
    }
    session
        .execute(CocCommand::CutToChase { range: None }, &mut roller)
        .expect("cut to the chase");
    let preview = odds::chase::preview(&Chase::Coc7(session), &settings(200, 5, Style::Bold), 1)
        .expect("the farmer has choices");
    assert_eq!(preview.who, "Farmer");
    let labels: Vec<&str> = preview.options.iter().map(|o| o.label.as_str()).collect();
    assert_eq!(
        labels,
        [
            "DEX, cautious 0",
            "DEX, cautious 1",
            "DEX, cautious 2",
            "Jump, cautious 0",
            "Jump, cautious 1",
            "Jump, cautious 2"
        ]
    );
    for option in &preview.options {
        let harvey = &option.report.participants[1];
        let total = harvey.escaped.p + harvey.caught.p + harvey.out.p + harvey.running.p;
        assert!((total - 1.0).abs() < 1e-9, "{}", option.label);
    }
}

/// Savage Worlds: while the knight chooses between a Jack of Clubs (a complication) and a Five of
/// Hearts, the preview offers each card, and the policies differ as docs/odds.md says: bold keeps
/// the highest, cautious the highest that is not a Club.
#[test]
fn savage_preview_offers_each_card_to_keep() {
    use chasetrack::dice::{Card, CardSet};
    use chasetrack::systems::savage::rules::{Command as SavageCommand, SavageChase};
    let Chase::Savage(mut session) = asset("savage-knights-bandits.ron") else {
        panic!("Knights and Bandits is a Savage Worlds chase")
    };
    let jack = Card::parse("JC", CardSet::full()).expect("a card");
    let five = Card::parse("5H", CardSet::full()).expect("a card");
    // The knight's d8 aces (8, then 1: 9) over the wild die's 2: a success and a raise, two cards.
    let mut roller = Roller::given([8, 1, 2, i32::from(jack.0), i32::from(five.0)]);
    session
        .execute(
            SavageCommand::Maneuver {
                who: "Knight".into(),
                helpers: Vec::new(),
                modifier: 0,
            },
            &mut roller,
        )
        .expect("the knight rolls");
    let state: &SavageChase = session.state();
    let kept = |style| match state.next_command(style, 0, &mut Default::default()) {
        Some(SavageCommand::Keep { card, .. }) => card,
        other => panic!("a card to keep, not {other:?}"),
    };
    assert_eq!(kept(Style::Bold), jack);
    assert_eq!(kept(Style::Cautious), five);
    let preview = odds::chase::preview(&Chase::Savage(session), &settings(200, 30, Style::Bold), 1)
        .expect("the knight has a choice");
    assert_eq!(preview.who, "Knight");
    let labels: Vec<&str> = preview.options.iter().map(|o| o.label.as_str()).collect();
    assert_eq!(labels, ["keep J♣", "keep 5♥"]);
    for option in &preview.options {
        for p in &option.report.participants {
            let total = p.escaped.p + p.caught.p + p.out.p + p.running.p + p.unplaced.p;
            assert!((total - 1.0).abs() < 1e-9, "{}: {total}", option.label);
        }
    }
}

/// GURPS: while a side declares, the preview offers each maneuver its conditions allow now, the
/// same list the rules' own `legal` gives, and every quarry's odds after each sum to 1.
#[test]
fn gurps_preview_offers_each_legal_maneuver() {
    use chasetrack::systems::gurps::rules::{GurpsChase, Side as GurpsSide, legal};
    let chase = asset("gurps-rooftops.ron");
    let Chase::Gurps(session) = &chase else {
        panic!("the rooftops are a GURPS chase")
    };
    let state: &GurpsChase = session.state();
    let words: Vec<&str> = legal(state, GurpsSide::Quarry)
        .into_iter()
        .map(|m| m.word())
        .collect();
    let preview = odds::chase::preview(&chase, &settings(100, 30, Style::Bold), 2)
        .expect("the quarry declares");
    let labels: Vec<&str> = preview.options.iter().map(|o| o.label.as_str()).collect();
    assert_eq!(labels, words);
    assert!(labels.contains(&"Move"), "{labels:?}");
    for option in &preview.options {
        for p in &option.report.participants {
            let total = p.escaped.p + p.caught.p + p.out.p + p.running.p + p.unplaced.p;
            assert!((total - 1.0).abs() < 1e-9, "{}: {total}", option.label);
        }
    }
}
