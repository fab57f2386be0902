//! Part 5 and vehicles on the keeper's screen, driven by keys: every command of the Call of Cthulhu
//! rules made from a key (a new command without a key fails here), the police pursuit's first
//! round with the text's dice, and what the screen shows of forks, vehicles and passengers.

use crate::tui_common;

use chasetrack::systems::Chase;
use chasetrack::systems::coc7::rules::Command;
use std::collections::BTreeSet;
use tui_common::*;

/// Every command of the rules by name. The match has no wildcard: a new command fails to compile
/// here until it is listed, and then fails the test until a key makes it.
fn name(command: &Command) -> &'static str {
    match command {
        Command::SpeedRoll { .. } => "SpeedRoll",
        Command::Escape { .. } => "Escape",
        Command::CutToChase { .. } => "CutToChase",
        Command::Move { .. } => "Move",
        Command::NegotiateHazard { .. } => "NegotiateHazard",
        Command::PassBarrier { .. } => "PassBarrier",
        Command::AttackBarrier { .. } => "AttackBarrier",
        Command::Attack { .. } => "Attack",
        Command::Act { .. } => "Act",
        Command::Delay { .. } => "Delay",
        Command::EndTurn { .. } => "EndTurn",
        Command::AddLocation { .. } => "AddLocation",
        Command::SetObstacle { .. } => "SetObstacle",
        Command::Place { .. } => "Place",
        Command::Release { .. } => "Release",
        Command::Catch { .. } => "Catch",
        Command::Reorder { .. } => "Reorder",
        Command::EndChase => "EndChase",
        Command::ChooseRoute { .. } => "ChooseRoute",
        Command::AddRoute { .. } => "AddRoute",
        Command::RollHazard { .. } => "RollHazard",
        Command::NameObstacle { .. } => "NameObstacle",
        Command::LookAhead { .. } => "LookAhead",
        Command::SuddenHazard { .. } => "SuddenHazard",
        Command::PlaceSuddenHazard { .. } => "PlaceSuddenHazard",
        Command::Accelerate { .. } => "Accelerate",
        Command::TrackingRoll { .. } => "TrackingRoll",
        Command::Hide { .. } => "Hide",
        Command::Join { .. } => "Join",
        Command::Enter { .. } => "Enter",
        Command::SwitchMode { .. } => "SwitchMode",
        Command::CreateObstacle { .. } => "CreateObstacle",
        Command::Collide { .. } => "Collide",
        Command::Shoot { .. } => "Shoot",
        Command::Navigate { .. } => "Navigate",
        Command::GetOut { .. } => "GetOut",
    }
}

/// Every name [`name`] gives, from one example of each command.
const ALL: [&str; 36] = [
    "SpeedRoll",
    "Escape",
    "CutToChase",
    "Move",
    "NegotiateHazard",
    "PassBarrier",
    "AttackBarrier",
    "Attack",
    "Act",
    "Delay",
    "EndTurn",
    "AddLocation",
    "SetObstacle",
    "Place",
    "Release",
    "Catch",
    "Reorder",
    "EndChase",
    "ChooseRoute",
    "AddRoute",
    "RollHazard",
    "NameObstacle",
    "LookAhead",
    "SuddenHazard",
    "PlaceSuddenHazard",
    "Accelerate",
    "TrackingRoll",
    "Hide",
    "Join",
    "Enter",
    "SwitchMode",
    "CreateObstacle",
    "Collide",
    "Shoot",
    "Navigate",
    "GetOut",
];

/// Each key is checked for the one command it applies, so a turn left with nothing to decide
/// waits for `n` here instead of passing by itself.
fn app_of(setup: &str) -> chasetrack::tui::App {
    if setup == "police+" {
        return police_and_friends();
    }
    chasetrack::tui::App::new(asset(setup), chasetrack::screen::Theme::new(false))
        .passing_empty_turns(false)
}

/// The police pursuit with Officer Doyle riding in Police 1 (a passenger: a gun, Spot Hidden) and
/// a constable on foot who joins later.
fn police_and_friends() -> chasetrack::tui::App {
    use chasetrack::engine::Session;
    use chasetrack::systems::coc7::rules::{Participant, Side, Status};
    let mut setup = asset("police-pursuit.ron");
    let Chase::Coc7(session) = &setup.chase else {
        panic!("the police pursuit is a Call of Cthulhu chase");
    };
    let mut initial = session.initial().clone();
    let mut doyle = Participant::new("Doyle", Side::Pursuer, 40, 8, 55, 13)
        .with_skill("Firearms (Handgun)", 50)
        .with_skill("Spot Hidden", 45)
        .with_skill("Navigate", 30);
    doyle.rides_with = Some(1);
    doyle.damage = Some("1D10".parse().expect("dice"));
    doyle.location = 1;
    initial.participants.push(doyle);
    let mut constable = Participant::new("Constable", Side::Pursuer, 35, 8, 60, 12);
    constable.status = Status::Waiting;
    initial.participants.push(constable);
    setup.chase = Chase::Coc7(Session::new(initial));
    chasetrack::tui::App::new(setup, chasetrack::screen::Theme::new(false))
        .passing_empty_turns(false)
}

fn journal(app: &chasetrack::tui::App) -> Vec<Command> {
    let Chase::Coc7(session) = app.chase() else {
        panic!("not a Call of Cthulhu chase");
    };
    session
        .journal()
        .iter()
        .map(|e| e.command.clone())
        .collect()
}

/// Presses `keys` and checks that they applied exactly one `kind` command, which is noted in `seen`.
fn one(app: &mut chasetrack::tui::App, keys: &str, kind: &str, seen: &mut BTreeSet<&'static str>) {
    let before = journal(app).len();
    press(app, keys);
    let after = journal(app);
    let last = after.last().map(name);
    assert!(
        after.len() == before + 1 && last == Some(kind),
        "{keys} should apply one {kind}, applied {:?}\n{}",
        after
            .get(before..)
            .map(|c| c.iter().map(name).collect::<Vec<_>>()),
        screen(app, 160, 48)
    );
    seen.insert(name(&after[after.len() - 1]));
}

/// The sample with a DEX tie (the farmer at 55) and a second quarry, Amy, so that a caught quarry
/// can be released while the chase goes on (as tests/tui_play.rs plays it).
fn sample_with_amy() -> chasetrack::tui::App {
    use chasetrack::engine::Session;
    use chasetrack::systems::coc7::rules::{Participant, Side};
    let mut setup = chasetrack::setup::sample();
    let Chase::Coc7(session) = &setup.chase else {
        panic!("the sample is a Call of Cthulhu chase");
    };
    let mut initial = session.initial().clone();
    initial.settings.catch_on_reach = true; // the farmer catches Harvey, to be released
    initial.participants[1].dex = 55;
    initial
        .participants
        .push(Participant::new("Amy", Side::Quarry, 40, 6, 50, 10));
    setup.chase = Chase::Coc7(Session::new(initial));
    // Each key is checked for the one command it applies: turns pass by hand here.
    chasetrack::tui::App::new(setup, chasetrack::screen::Theme::new(false))
        .passing_empty_turns(false)
}

#[test]
fn every_command_of_the_rules_is_reachable_from_keys() {
    let mut seen = BTreeSet::new();
    let seen = &mut seen;
    // Parts 1 to 4, on foot.
    let mut app = sample_with_amy();
    one(&mut app, "S180<Enter>", "SpeedRoll", seen);
    one(&mut app, "s73<Enter>", "SpeedRoll", seen);
    one(&mut app, "s50<Enter>", "SpeedRoll", seen);
    one(&mut app, "kT1", "Reorder", seen);
    one(&mut app, "c<Enter>", "CutToChase", seen);
    one(&mut app, "F2", "Move", seen);
    one(&mut app, "D", "Release", seen);
    one(&mut app, "Y", "Catch", seen); // the keeper rules him caught again, and he breaks free
    one(&mut app, "D", "Release", seen);
    one(&mut app, "a<Enter>111130<Enter>2<Enter>", "Attack", seen);
    one(&mut app, "z11120<Enter>", "NegotiateHazard", seen);
    one(&mut app, "b1110<Enter>", "PassBarrier", seen);
    one(&mut app, "f", "Move", seen);
    one(&mut app, "z1110<Enter>", "NegotiateHazard", seen);
    one(&mut app, "d1", "Delay", seen);
    one(&mut app, "tcatch her breath<Enter>11", "Act", seen);
    one(&mut app, "n", "EndTurn", seen);
    one(&mut app, "n", "EndTurn", seen);
    one(&mut app, "x13<Enter>", "AttackBarrier", seen);
    one(
        &mut app,
        "+Church<Enter>2Crowd<Enter>DEX<Enter>11",
        "AddLocation",
        seen,
    );
    one(&mut app, "-<Enter>1", "AddLocation", seen);
    one(&mut app, "g<Left>o1", "SetObstacle", seen);
    one(&mut app, "p9", "Place", seen);
    one(&mut app, "ge", "Escape", seen);
    one(&mut app, "Xy", "EndChase", seen);

    // Part 5 and vehicles: the police pursuit, with Doyle riding in Police 1 and a constable who
    // joins later. Round 1 as the text plays it.
    let mut app = police_and_friends();
    one(&mut app, "c<Enter>", "CutToChase", seen);
    one(&mut app, "L329<Enter>2<Enter>87<Enter>", "LookAhead", seen);
    one(
        &mut app,
        "llmTraffic jam<Enter>1Drive Auto<Enter>1",
        "NameObstacle",
        seen,
    );
    one(&mut app, "!1<Enter>31<Enter>", "SuddenHazard", seen);
    one(
        &mut app,
        "!3Delivery truck<Enter>Drive Auto<Enter>1",
        "PlaceSuddenHazard",
        seen,
    );
    one(&mut app, "A1", "Accelerate", seen);
    one(
        &mut app,
        "z1172<Enter>1<Enter>2<Enter>0<Enter>",
        "NegotiateHazard",
        seen,
    );
    one(&mut app, "A235<Enter>", "Accelerate", seen);
    one(&mut app, "A1", "Accelerate", seen);
    // Doyle, the passenger, navigates for Police 1.
    one(&mut app, "N120<Enter>", "Navigate", seen);
    // Round 2: a way forks off where Harvey stands, and he takes it.
    one(
        &mut app,
        "BRiver road<Enter>Towpath, Lock<Enter>10<Enter>10<Enter>",
        "AddRoute",
        seen,
    );
    one(&mut app, "W2", "ChooseRoute", seen);
    one(&mut app, "V121<Enter>1<Enter>", "Collide", seen);
    one(&mut app, "hhhhhZ10<Enter>", "RollHazard", seen);
    // "If the vehicle has sufficient lead": the keeper puts Police 1 (and Doyle in it) back
    // two locations, so that Harvey's car has the lead it needs to hide; the hiding roll fails
    // (the seeker's Spot Hidden roll is not asked).
    one(&mut app, "jjp4", "Place", seen);
    one(&mut app, "kkH111199<Enter>", "Hide", seen);
    one(&mut app, "C41", "CreateObstacle", seen);
    one(&mut app, "L1", "LookAhead", seen);
    one(&mut app, "K111110<Enter>", "TrackingRoll", seen);
    one(&mut app, "M110<Enter>", "SwitchMode", seen);
    one(&mut app, "n", "EndTurn", seen);
    one(&mut app, "n", "EndTurn", seen);
    one(&mut app, "O10<Enter>", "GetOut", seen);
    one(&mut app, "w1121D10<Enter>11190 80<Enter>", "Shoot", seen);
    one(&mut app, "J110<Enter>", "Join", seen);
    // Nobody waits now: J brings someone new, typed in on the spot.
    one(
        &mut app,
        "JSergeant p 60 9 60<Enter>110<Enter>",
        "Enter",
        seen,
    );

    let missing: Vec<&str> = ALL.iter().copied().filter(|c| !seen.contains(c)).collect();
    assert!(missing.is_empty(), "no key made {missing:?}");
}

/// "Pedal to the Metal": the police cars and Harvey through Arkham, round 1 played with keys and
/// the text's dice: Harvey sees 3 locations (29, 02, 87: a Hard hazard, the traffic jam), the
/// keeper's sudden hazard goes in front of P2, Harvey accelerates 2, P2 fails (a minor incident:
/// 1 build, 2 movement actions, owing 1), P1 accelerates 3 through the truck and 2 more to draw
/// level with Harvey.
#[test]
fn the_police_pursuits_first_round_played_with_keys() {
    let mut app = app_of("police-pursuit.ron");
    press(&mut app, "c<Enter>");
    press(&mut app, "L");
    let sight = screen(&app, 160, 48);
    assert!(sight.contains("How far ahead does Harvey see?"), "{sight}");
    press(&mut app, "3");
    press(&mut app, "29<Enter>2<Enter>87<Enter>");
    press(&mut app, "llmTraffic jam<Enter>1Drive Auto<Enter>1");
    press(&mut app, "!");
    let call = screen(&app, 160, 48);
    assert!(call.contains("Who calls for a sudden hazard?"), "{call}");
    press(&mut app, "1<Enter>31<Enter>");
    let called = screen(&app, 160, 48);
    assert!(
        called.contains("the players place the sudden hazard"),
        "{called}"
    );
    press(&mut app, "!3Delivery truck<Enter>Drive Auto<Enter>1");
    press(&mut app, "A");
    let accelerate = screen(&app, 160, 48);
    assert!(
        accelerate.contains("2 locations (1 penalty die on hazards)"),
        "{accelerate}"
    );
    press(&mut app, "1");
    press(&mut app, "z1");
    let row = screen(&app, 160, 48);
    assert!(
        row.contains("As set: minor incident (1D3-1 build), the default for a vehicle"),
        "a driver's failure is a Table VI incident: {row}"
    );
    press(&mut app, "172<Enter>1<Enter>2<Enter>0<Enter>");
    let owing = screen(&app, 160, 48);
    assert!(owing.contains("▶Police 2·0(-1)"), "{owing}");
    assert!(owing.contains("done, owes 1, Patrol car 4/5"), "{owing}");
    press(&mut app, "A235<Enter>A1");
    let level = screen(&app, 160, 48);
    assert!(level.contains("Round 2 · Harvey's turn"), "{level}");
    // P1 draws level with Harvey at location 6; P2 limps on with 1 action next round.
    assert_eq!(
        column_of(&level, "◆Harvey·1"),
        column_of(&level, "▶Police 1·2"),
        "{level}"
    );
    assert!(level.contains("▶Police 2·1"), "{level}");
    let chase = state(&app);
    assert_eq!(chase.participants[0].location, 6);
    assert_eq!(chase.participants[1].location, 6);
    assert_eq!(chase.participants[2].location, 3);
}

/// A random hazard names no skills: a driver is offered its own driving skill first, not DEX.
#[test]
fn a_driver_meets_a_random_hazard_with_its_driving_skill_first() {
    let mut app = app_of("police-pursuit.ron");
    press(&mut app, "c<Enter>hZ90<Enter>n");
    assert!(
        screen(&app, 160, 48).contains("Police 2's turn"),
        "{}",
        screen(&app, 160, 48)
    );
    press(&mut app, "fz");
    let form = screen(&app, 160, 48);
    assert!(form.contains("Hard hazard: roll which skill?"), "{form}");
    assert!(form.contains("›1 Drive Auto 50"), "{form}");
}

/// "Passengers do not make a speed roll": the header counts only those who roll, so a car chase
/// with three passengers among nine reads 0/6, then 6/6 once every driver and rider has rolled.
#[test]
fn the_speed_roll_count_leaves_passengers_out() {
    let dir = tempfile::tempdir().unwrap();
    let mut app = app_with_journal(asset("car-chase.ron"), &dir);
    assert!(screen(&app, 100, 30).contains("speed rolls 0/6"));
    for _ in 0..6 {
        press(&mut app, "s40<Enter>");
    }
    assert!(screen(&app, 100, 30).contains("speed rolls 6/6"));
}
