//! "Chase Rolls", "Escape" and "Static Maneuvers": the Quick Contest and the range shifts.

use super::*;

/// "Speed Bonus": +2 for Move 5, +3 for Move 6-7, +4 for 20 mph ... +10 for 200 mph; in between,
/// the lower; and the text's HMMWV, Move 33, +7.
#[test]
fn the_speed_bonus_table() {
    let mph = |mph: u32| speed_bonus(mph / 2);
    assert_eq!([speed_bonus(5), speed_bonus(6), speed_bonus(7)], [2, 3, 3]);
    assert_eq!(
        [
            mph(20),
            mph(30),
            mph(40),
            mph(60),
            mph(100),
            mph(140),
            mph(200)
        ],
        [4, 5, 6, 7, 8, 9, 10]
    );
    assert_eq!(
        [mph(50), mph(90), mph(300)],
        [6, 7, 11],
        "in between: the lower; and so on"
    );
    assert_eq!(speed_bonus(33), 7, "the HMMWV's Move 33");
}

/// "Victory by 0-4: No change. 5-9: one step. 10+: two steps either way."
#[test]
fn victory_margins_give_zero_one_or_two_shifts() {
    for (quarry_roll, pursuer_roll, owed) in [(10, 10, None), (9, 13, Some(1)), (5, 14, Some(2))] {
        let mut chase = foot_chase(Band::Medium);
        both(&mut chase, Maneuver::Move, Maneuver::Move);
        to_contest(&mut chase);
        // Thief 12 + 2 (speed) = 14; Guard 11 + 2 = 13.
        run(&mut chase, contest(), &[quarry_roll, pursuer_roll]);
        let c = chase.contest.clone().unwrap();
        assert_eq!((c.quarry.effective(), c.pursuer.effective()), (14, 13));
        match owed {
            None => {
                assert_eq!(chase.round, 2, "no shift owed: round 2 begins");
                assert_eq!(chase.band, Band::Medium);
            }
            Some(up_to) => {
                assert_eq!(chase.step, Stage::Shift);
                assert_eq!(chase.owed[0].up_to, up_to);
                assert_eq!(chase.owed[0].party, 0, "the thief won");
            }
        }
    }
}

/// "If the quarry can shift range beyond Extreme, he escapes"; the winner may shift either way,
/// no farther than won.
#[test]
fn a_quarry_shifting_beyond_extreme_escapes() {
    let mut chase = foot_chase(Band::Long);
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[4, 16]);
    assert_eq!(chase.owed[0].up_to, 2);
    assert!(refused(&chase, Command::Shift { steps: 3 }).contains("at most 2"));
    run(&mut chase, Command::Shift { steps: 2 }, &[]);
    assert_eq!(chase.ending, Some(Ending::Escaped));
    assert!(matches!(chase.outcome(), crate::engine::Outcome::Over(t) if t.contains("escapes")));
}

/// "Static Maneuvers": the non-static rival gets an extra shift no matter who wins: three by
/// 10+, two by 5-9, one otherwise; both static: no change.
#[test]
fn static_maneuvers_give_the_rival_an_extra_shift() {
    // The guard stops to shoot (Attack, static): the thief wins by 10+ and may shift three.
    let mut chase = foot_chase(Band::Short);
    both(&mut chase, Maneuver::Move, Maneuver::Attack);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[4, 15]);
    let c = chase.contest.clone().unwrap();
    assert!(c.pursuer.is_static && !c.quarry.is_static);
    assert_eq!(c.pursuer.effective(), 11, "no speed bonus when static");
    assert_eq!(chase.owed.len(), 1);
    assert_eq!(chase.owed[0].up_to, 3);

    // The thief loses by 2 but still gets one shift for not being static.
    let mut chase = foot_chase(Band::Short);
    both(&mut chase, Maneuver::Move, Maneuver::Attack);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[12, 8]);
    assert_eq!((chase.owed[0].party, chase.owed[0].up_to), (0, 1));

    // Both static: range doesn't change, whoever wins.
    let mut chase = foot_chase(Band::Short);
    both(&mut chase, Maneuver::Attack, Maneuver::Attack);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[3, 18]);
    assert_eq!((chase.round, chase.band), (2, Band::Short));
}

/// Mobility Pursuit: +5, "if you win, you must use any range shift to reduce range".
#[test]
fn mobility_pursuit_must_close() {
    let mut chase = foot_chase(Band::Long);
    run(&mut chase, Command::Scenery { on: true }, &[]);
    both(&mut chase, Maneuver::Move, Maneuver::MobilityPursuit);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[12, 8]);
    let c = chase.contest.clone().unwrap();
    assert!(c.pursuer.mods.contains(&Mod::new("Mobility Pursuit", 5)));
    assert!(chase.owed[0].must_close);
    assert!(refused(&chase, Command::Shift { steps: 1 }).contains("reduce"));
    run(&mut chase, Command::Shift { steps: -1 }, &[]);
    assert_eq!(chase.band, Band::Medium);
}

/// Complementary skills: "Use the best skill of those aboard"; +1 on a success.
#[test]
fn a_complementary_skill_adds_one_on_a_success() {
    let mut chase = foot_chase(Band::Medium);
    chase.people[0].skills.area_knowledge = Some(13);
    chase.people[0].higher_purpose = true;
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    to_contest(&mut chase);
    run(
        &mut chase,
        Command::Contest {
            quarry_complementary: true,
            pursuer_complementary: false,
        },
        &[10, 10, 10],
    );
    let c = chase.contest.unwrap();
    assert!(c.quarry.mods.contains(&Mod::new("complementary", 1)));
    assert!(c.quarry.mods.contains(&Mod::new("Higher Purpose", 1)));
    assert_eq!(c.quarry.effective(), 16);
}

/// A round limit: when it passes, the chase ends as the setup says.
#[test]
fn the_round_limit_ends_the_chase() {
    let mut chase = foot_chase(Band::Medium);
    chase.settings.round_limit = Some(1);
    both(&mut chase, Maneuver::Move, Maneuver::Move);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[10, 10]);
    assert_eq!(chase.ending, Some(Ending::RoundLimit));
    assert!(
        matches!(chase.outcome(), crate::engine::Outcome::Over(t) if t.contains("Thief gets away"))
    );
}
