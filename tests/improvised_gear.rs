//! Improvised participants carry weapons and armour and drive vehicles named on their lines, as
//! a setup's participants do: the improvised chase loads through the setup reader (the same
//! checks), and the rules let the improvised participants attack and drive.

use chasetrack::dice::Roller;
use chasetrack::engine::{Legal, Session};
use chasetrack::improvise::{Draft, setup_text};
use chasetrack::systems::{Chase, SystemKind};

fn improvised(system: SystemKind, lines: &[&str], course: &str) -> Chase {
    let draft = Draft {
        system,
        title: "Improvised".to_string(),
        participants: lines.iter().map(|l| l.to_string()).collect(),
        course: course.to_string(),
        seed: 3,
    };
    let text = setup_text(&draft).unwrap_or_else(|e| panic!("{e}"));
    chasetrack::setup::parse(&text, "improvised.ron")
        .unwrap_or_else(|e| panic!("{e}\n{text}"))
        .chase
}

/// Plays legal commands with seeded dice until `found` says a legal command is the one looked
/// for; whether it was offered within `most` commands.
fn offered<R: Legal>(
    session: &mut Session<R>,
    most: usize,
    found: impl Fn(&R::Command) -> bool,
    keepers: impl Fn(&R::Command) -> bool,
) -> bool {
    for seed in 1..=16u64 {
        let mut play = session.clone();
        let mut pick = seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) | 1;
        for step in 0..most {
            let mut legal = play.state().legal_commands();
            if legal.iter().any(&found) {
                *session = play;
                return true;
            }
            // The keeper's own endings and corrections are left out: the walk plays the chase.
            legal.retain(|command| !keepers(command));
            if legal.is_empty() {
                break;
            }
            pick ^= pick << 13;
            pick ^= pick >> 7;
            pick ^= pick << 17;
            let command = legal[(pick % legal.len() as u64) as usize].clone();
            let _ = play.execute(command, &mut Roller::seeded(seed << 16 | step as u64));
        }
    }
    false
}

/// "Thugs has no weapon in the setup to attack with" no more: improvised bandits with bows and
/// a knight on a horse with a sword, a car with a driver and a passenger.
#[test]
fn an_improvised_savage_worlds_participant_attacks_and_drives() {
    use chasetrack::systems::savage::rules::Command;
    let chase = improvised(
        SystemKind::Savage,
        &[
            "Knight pursuer d8 wild horse sword armor 2 parry 6",
            "Thugs prey d6 x3 bow",
            "Getaway prey driving d8 car pistol",
            "Gunner prey d6 rides Getaway rifle",
        ],
        "",
    );
    let Chase::Savage(mut session) = chase else {
        panic!("a Savage Worlds chase");
    };
    let state = session.state();
    let find = |name: &str| state.participants.iter().find(|p| p.name == name).unwrap();
    let knight = find("Knight");
    assert!(knight.weapon.is_some());
    assert_eq!(
        knight.toughness,
        8 + 2,
        "a horse's Toughness and the armour"
    );
    assert_eq!(knight.parry, 6);
    assert!(find("Thugs").weapon.is_some());
    let getaway = find("Getaway");
    assert_eq!(getaway.top_speed, 40);
    assert!(find("Gunner").rides_with.is_some());
    let keepers = |c: &Command| {
        matches!(
            c,
            Command::EndChase | Command::TakeOut { .. } | Command::SetShaken { .. }
        )
    };
    let attacks = |name: &'static str| move |c: &Command| matches!(c, Command::Attack { who, .. } if who == name);
    assert!(
        offered(&mut session, 200, attacks("Thugs"), keepers),
        "the thugs attack"
    );
    let mut again = match improvised(
        SystemKind::Savage,
        &[
            "Knight pursuer d8 wild horse sword",
            "Getaway prey driving d8 car pistol",
        ],
        "",
    ) {
        Chase::Savage(session) => session,
        _ => unreachable!(),
    };
    assert!(
        offered(&mut again, 200, attacks("Getaway"), keepers),
        "the driver fires"
    );
}

/// A mistake in the gear is named on its line, at its column, before any setup is written.
#[test]
fn a_mistake_in_the_gear_is_named_where_it_is() {
    let draft = Draft {
        system: SystemKind::Savage,
        title: String::new(),
        participants: vec!["Knight pursuer d8 armor".into(), "Thugs prey d6".into()],
        course: String::new(),
        seed: 1,
    };
    let error = setup_text(&draft).unwrap_err().to_string();
    assert!(error.contains("armour"), "{error}");
}

/// Improvised GURPS people: a thug with a pistol in armour, a driver in a sports car with an
/// armed passenger, pursued by an agent driving a jeep and armed. The setup lists the vehicles; the rules let the armed ones
/// attack and the drivers drive (their chase rolls are their vehicles' skill).
#[test]
fn an_improvised_gurps_participant_attacks_and_drives() {
    use chasetrack::systems::gurps::rules::Command;
    let chase = improvised(
        SystemKind::Gurps,
        &[
            "Vince quarry 13 sportscar 14",
            "Lou quarry 12 revolver 14 aboard Vince",
            "Thugs quarry 11 12 5 pistol 12 dr 2",
            "Agent Kerr pursuer 12 jeep 13 rifle",
        ],
        "short",
    );
    let Chase::Gurps(mut session) = chase else {
        panic!("a GURPS chase");
    };
    let state = session.state();
    let person = |name: &str| {
        state
            .people
            .iter()
            .find(|p| p.name == name)
            .unwrap_or_else(|| panic!("{name}"))
    };
    assert!(person("Thugs").weapon.is_some());
    assert!(person("Agent Kerr").weapon.is_some());
    assert_eq!(state.vehicles.len(), 2, "{:?}", state.vehicles);
    for driver in ["Vince", "Agent Kerr"] {
        let id = state.find(driver).unwrap();
        assert!(state.operating(id).is_some(), "{driver} drives");
    }
    assert!(
        state.is_passenger(state.find("Lou").unwrap()),
        "Lou rides with Vince"
    );
    let keepers = |c: &Command| {
        matches!(
            c,
            Command::EndChase
                | Command::PullOut { .. }
                | Command::Disembark { .. }
                | Command::KeptUp { .. }
                | Command::Lead { .. }
        )
    };
    let attacks = |name: &'static str| move |c: &Command| matches!(c, Command::Attack { who, .. } if who == name);
    assert!(
        offered(&mut session, 300, attacks("Thugs"), keepers),
        "the thugs fire"
    );
    assert!(
        offered(&mut session, 300, attacks("Agent Kerr"), keepers),
        "the agent fires from his jeep"
    );
    assert!(
        offered(&mut session, 300, attacks("Lou"), keepers),
        "the passenger fires"
    );
}

/// Improvised Call of Cthulhu people: Harvey drives the chart's standard car with a revolver,
/// Amy rides with him, a cultist on a heavy motorcycle with a shotgun. The setup gives them the
/// charts' vehicles and their weapons' damage; the rules let the cultist shoot.
#[test]
fn an_improvised_call_of_cthulhu_participant_shoots_and_drives() {
    use chasetrack::systems::coc7::rules::Command;
    let chase = improvised(
        SystemKind::Coc7,
        &[
            "Harvey q 55 8 60 Drive Auto 50 revolver drives car standard",
            "Amy q inv rides Harvey",
            "Cultist p 50 8 60 Drive Auto 45 Firearms 40 shotgun drives motorcycle heavy",
        ],
        "8 city",
    );
    let Chase::Coc7(mut session) = chase else {
        panic!("a Call of Cthulhu chase");
    };
    let state = session.state();
    let find = |name: &str| state.participants.iter().find(|p| p.name == name).unwrap();
    assert!(find("Harvey").damage.is_some());
    assert!(find("Cultist").damage.is_some());
    let cultist = state.find("Cultist").unwrap();
    let harvey = state.find("Harvey").unwrap();
    assert!(
        state.vehicle_of(cultist).is_some(),
        "the cultist rides his motorcycle"
    );
    let amy = state.find("Amy").unwrap();
    assert_eq!(
        state.vehicle_of(amy).map(|(driver, _)| driver),
        Some(harvey),
        "Amy rides with Harvey"
    );
    let keepers = |c: &Command| matches!(c, Command::Escape { .. } | Command::EndChase);
    let shoots = |c: &Command| matches!(c, Command::Shoot { who, .. } | Command::Attack { who, .. } if who == "Cultist");
    assert!(
        offered(&mut session, 300, shoots, keepers),
        "the cultist fires"
    );
}

/// `rides` (and GURPS's `aboard`) takes a driver whose name has several words, quoted or not,
/// in the three systems with passengers: the passenger rides in that driver's vehicle.
#[test]
fn a_passenger_rides_with_a_driver_named_in_several_words() {
    for rides in [
        "rides Sam Reyes",
        "rides \"Sam Reyes\"",
        "rides sam reyes Spot 50",
    ] {
        let chase = improvised(
            SystemKind::Coc7,
            &[
                "Sam Reyes q drives car standard",
                &format!("Amy q {rides}"),
                "Cultist p",
            ],
            "",
        );
        let Chase::Coc7(session) = chase else {
            panic!("a Call of Cthulhu chase")
        };
        let amy = &session.state().participants[1];
        assert_eq!(amy.name, "Amy");
        assert_eq!(amy.rides_with, Some(0), "{rides}: Amy rides with Sam Reyes");
    }
    let chase = improvised(
        SystemKind::Savage,
        &[
            "Dala Reyes pursuer d8 car",
            "Gunner pursuer d6 rides Dala Reyes pistol",
            "Gangers prey d6 x3",
        ],
        "",
    );
    let Chase::Savage(session) = chase else {
        panic!("a Savage Worlds chase")
    };
    let gunner = &session.state().participants[1];
    assert_eq!(
        gunner.rides_with,
        Some(0),
        "the gunner rides with Dala Reyes"
    );
    let chase = improvised(
        SystemKind::Gurps,
        &[
            "Vince Moreau quarry 13 sportscar 14",
            "Lou quarry aboard Vince Moreau",
            "Agent Kerr pursuer",
        ],
        "",
    );
    let Chase::Gurps(session) = chase else {
        panic!("a GURPS chase")
    };
    let lou = &session.state().people[1];
    assert!(
        lou.aboard.is_some(),
        "Lou rides in Vince Moreau's car: {lou:?}"
    );
}
