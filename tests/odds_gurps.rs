//! GURPS's live odds read how the chase ended as the rules say it ended: the round limit by the
//! setup's `limit_ending`, catches with their catcher, and a Stunt followed by the Stunt roll it
//! owes (no playout stands still after it).

use chasetrack::odds::{self, ParticipantOdds, Settings, Style};
use chasetrack::setup;
use chasetrack::systems::Chase;
use chasetrack::systems::gurps::rules::{Command, Maneuver, Side};

fn rooftops(settings: &str) -> Chase {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/gurps-rooftops.ron"
    ))
    .unwrap_or_else(|e| panic!("{e}"))
    .replace("(start_band: Medium, round_limit: 10)", settings);
    setup::parse(&text, "gurps-rooftops.ron")
        .unwrap_or_else(|e| panic!("{e}"))
        .chase
}

fn settings(runs: u32) -> Settings {
    Settings {
        style: Style::Bold,
        runs,
        rounds: 30,
    }
}

fn who<'a>(people: &'a [ParticipantOdds], name: &str) -> &'a ParticipantOdds {
    people
        .iter()
        .find(|p| p.name == name)
        .unwrap_or_else(|| panic!("{name} in {people:?}"))
}

/// "After this many rounds the chase ends as `limit_ending` says": with the same dice, every
/// playout that the one-round limit ends is an escape when the quarry escapes at the limit and a
/// catch by the pursuers' leader when they close in; nothing else changes.
#[test]
fn the_round_limit_ends_as_the_setup_says() {
    let runs = 400;
    let escapes = odds::chase::odds(
        &rooftops("(start_band: Medium, round_limit: 1, limit_ending: QuarryEscapes)"),
        &settings(runs),
        9,
    );
    let closes = odds::chase::odds(
        &rooftops("(start_band: Medium, round_limit: 1, limit_ending: PursuerCatches)"),
        &settings(runs),
        9,
    );
    let (free, held) = (
        who(&escapes.participants, "Mina"),
        who(&closes.participants, "Mina"),
    );
    let at_the_limit = free.escaped.count - held.escaped.count;
    assert!(at_the_limit > runs / 4, "{free:?} {held:?}");
    assert_eq!(held.caught.count - free.caught.count, at_the_limit);
    assert_eq!(held.running.count, 0);
    // The pursuers' leader makes the catch.
    assert_eq!(
        who(&closes.participants, "Rooftop guard").catches.count,
        held.caught.count
    );
    assert_eq!(escapes.stuck + closes.stuck, 0);
}

/// "Everyone driving or on foot rolls it": after the quarry declares a Stunt, its Stunt roll
/// comes before the step ends, and every playout goes on (they all used to stick there).
#[test]
fn a_stunt_is_followed_by_its_stunt_roll() {
    let chase = rooftops("(start_band: Medium, round_limit: 10)");
    let Chase::Gurps(session) = &chase else {
        panic!("a GURPS chase")
    };
    let declare = Command::Declare {
        side: Side::Quarry,
        maneuver: Maneuver::Stunt,
        penalty: 2,
        lucky_break: true,
        elsewhere: false,
    };
    let tally = odds::run_choice(session.state(), Some(&declare), &settings(200), 3);
    assert_eq!(tally.stuck, 0);
    let mina = who(&tally.participants(), "Mina").clone();
    assert_eq!(mina.running.count, 0, "{mina:?}");
}

/// "A successful grapple ends the chase": the grappled leader is caught, as his companions are,
/// not put out, and the pursuer who grabbed him made the catch.
#[test]
fn a_grappled_leader_is_caught_with_his_companions() {
    let text = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/assets/gurps-traffic.ron"
    ))
    .unwrap_or_else(|e| panic!("{e}"));
    let chase = setup::parse(&text, "gurps-traffic.ron")
        .unwrap_or_else(|e| panic!("{e}"))
        .chase;
    let report = odds::chase::odds(&chase, &settings(600), 5);
    let people = &report.participants;
    let (vince, lou) = (who(people, "Vince"), who(people, "Lou"));
    assert!(vince.caught.count > 0, "{vince:?}");
    assert_eq!(vince.caught.count, lou.caught.count);
    assert_eq!(vince.out.count, lou.out.count);
    let catches: u32 = people
        .iter()
        .filter(|p| p.role == odds::Side::Pursuer)
        .map(|p| p.catches.count)
        .sum();
    assert_eq!(catches, vince.caught.count, "each catch has its catcher");
}
