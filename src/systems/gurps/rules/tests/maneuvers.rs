//! "Chase Sequence" and "Chase Maneuvers": the order of the steps, each maneuver's conditions,
//! Hide, Reverse, Stunt, the escapes, and the tool's random pick for NPCs.

use super::*;

/// "Each round, follow this sequence": quarry declares, pursuer declares, pursuer resolves,
/// quarry resolves, the Contest, the shift.
#[test]
fn the_round_follows_the_chase_sequence() {
    let mut chase = foot_chase(Band::Medium);
    assert_eq!(chase.step, Stage::QuarryDeclares);
    assert!(refused(&chase, declare(Side::Pursuer, Maneuver::Move)).contains("step 1"));
    run(&mut chase, declare(Side::Quarry, Maneuver::Move), &[]);
    assert_eq!(chase.step, Stage::PursuerDeclares);
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[]);
    assert_eq!(chase.step, Stage::PursuerResolves);
    assert!(refused(&chase, contest()).contains("step 3"));
    run(&mut chase, Command::EndStep, &[]);
    assert_eq!(chase.step, Stage::QuarryResolves);
    run(&mut chase, Command::EndStep, &[]);
    assert_eq!(chase.step, Stage::Contest);
}

/// Conditions are refused in the keeper's words.
#[test]
fn a_maneuver_whose_condition_fails_is_refused() {
    let chase = car_chase(Band::Short);
    let mut at_pursuer = chase.clone();
    run(&mut at_pursuer, declare(Side::Quarry, Maneuver::Move), &[]);
    assert_eq!(
        refused(&at_pursuer, declare(Side::Pursuer, Maneuver::Force)),
        "Force needs Close range at the start of the round"
    );
    assert_eq!(
        refused(&chase, declare(Side::Quarry, Maneuver::Hide)),
        "Hide needs Medium range or greater at the start of the round"
    );
    assert_eq!(
        refused(&chase, declare(Side::Quarry, Maneuver::Ram)),
        "Ram is for the pursuer only"
    );
    assert!(
        refused(&chase, declare(Side::Quarry, Maneuver::EmergencyAction)).contains("close call")
    );
    assert!(refused(&chase, declare(Side::Quarry, Maneuver::StuntEscape)).contains("Lucky Break"));
    let odd = Command::Declare {
        side: Side::Quarry,
        maneuver: Maneuver::Stunt,
        penalty: 3,
        lucky_break: false,
        elsewhere: false,
    };
    assert!(refused(&chase, odd).contains("even penalty"));
}

/// A Lucky Break allows a maneuver that needs scenery, and is logged as spent.
#[test]
fn a_lucky_break_is_spent_and_logged() {
    let mut chase = foot_chase(Band::Medium);
    let events = run(
        &mut chase,
        Command::Declare {
            side: Side::Quarry,
            maneuver: Maneuver::Hide,
            penalty: 0,
            lucky_break: true,
            elsewhere: false,
        },
        &[],
    );
    assert!(events.contains(&Event::LuckyBreak { party: 0 }));
    assert_eq!(chase.parties[0].lucky_breaks, 1);
    assert_eq!(
        narrate(&chase, &Event::LuckyBreak { party: 0 }),
        "Thief spends a Lucky Break."
    );
}

/// Hide: Stealth on foot at -10 at Medium; a win lets the quarry escape or pull out behind.
#[test]
fn hide_won_escapes_or_pulls_out_behind() {
    let mut chase = foot_chase(Band::Medium);
    chase.people[0].skills.stealth = Some(16);
    run(&mut chase, Command::Scenery { on: true }, &[]);
    both(&mut chase, Maneuver::Hide, Maneuver::Move);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[5, 12]);
    let c = chase.contest.clone().unwrap();
    assert_eq!(c.quarry.skill_name, "Stealth");
    assert_eq!(c.quarry.effective(), 16 - 10 + 2);
    assert!(chase.owed[0].hide);
    let mut slipped = chase.clone();
    run(&mut slipped, Command::PullOut { band: None }, &[]);
    assert_eq!(slipped.ending, Some(Ending::Hidden));
    assert!(
        refused(
            &chase,
            Command::PullOut {
                band: Some(Band::Long)
            }
        )
        .contains("Close, Short or Medium")
    );
    run(
        &mut chase,
        Command::PullOut {
            band: Some(Band::Short),
        },
        &[],
    );
    assert_eq!(
        (chase.quarry, chase.band, chase.round),
        (1, Band::Short, 2),
        "the thief pursues now"
    );
}

/// Hide lost: "your pursuer is automatically at Close range!"
#[test]
fn hide_lost_puts_the_pursuer_at_close() {
    let mut chase = foot_chase(Band::Long);
    run(&mut chase, Command::Scenery { on: true }, &[]);
    both(&mut chase, Maneuver::Hide, Maneuver::Move);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[12, 8]);
    assert_eq!((chase.band, chase.round), (Band::Close, 2));
}

/// Reverse: -10; a win swaps roles; "Win or lose, range automatically becomes Close"; failing the
/// roll sends you to Wipeouts.
#[test]
fn reverse_swaps_roles_and_closes_the_range() {
    let mut chase = foot_chase(Band::Long);
    chase.people[0].skills.acrobatics = Some(15);
    both(&mut chase, Maneuver::Reverse, Maneuver::Move);
    to_contest(&mut chase);
    // Acrobatics 15 - 10 + 2 = 7; rolled 5: success by 2; the guard 13 rolls 14: failure by 1.
    run(&mut chase, contest(), &[5, 14]);
    assert_eq!(
        chase.contest.as_ref().unwrap().quarry.skill_name,
        "Acrobatics"
    );
    assert_eq!((chase.quarry, chase.band), (1, Band::Close));

    let mut failed = foot_chase(Band::Long);
    both(&mut failed, Maneuver::Reverse, Maneuver::Move);
    to_contest(&mut failed);
    run(&mut failed, contest(), &[10, 16]);
    assert_eq!(failed.quarry, 0, "a failed roll never swaps");
    assert_eq!(failed.band, Band::Close);
    assert_eq!(
        failed.people[0].close_call,
        Some(1),
        "a regular failure on foot: a close call"
    );
}

/// Stunt: each one on foot or driving rolls at the leader's even penalty; success gives +1 per
/// -2; the Contest waits for the rolls.
#[test]
fn a_stunt_roll_gives_its_bonus() {
    let mut chase = foot_chase(Band::Medium);
    chase.people[0].skills.acrobatics = Some(14);
    run(
        &mut chase,
        Command::Declare {
            side: Side::Quarry,
            maneuver: Maneuver::Stunt,
            penalty: 4,
            lucky_break: false,
            elsewhere: false,
        },
        &[],
    );
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[]);
    run(&mut chase, Command::EndStep, &[]);
    assert!(refused(&chase, Command::EndStep).contains("Stunt roll first"));
    run(
        &mut chase,
        Command::Stunt {
            who: "Thief".into(),
        },
        &[9],
    );
    run(&mut chase, Command::EndStep, &[]);
    run(&mut chase, contest(), &[10, 10]);
    assert!(
        chase
            .contest
            .unwrap()
            .quarry
            .mods
            .contains(&Mod::new("Stunt", 2))
    );
}

/// Stunt Escape: a pursuer who answers with anything but a Stunt at the same penalty or worse,
/// or Mobility Pursuit, is static on this and all future rounds, until he keeps up.
#[test]
fn stunt_escape_makes_the_pursuer_static_until_he_keeps_up() {
    let mut chase = foot_chase(Band::Medium);
    chase.people[0].skills.acrobatics = Some(14);
    run(&mut chase, Command::Scenery { on: true }, &[]);
    run(
        &mut chase,
        Command::Declare {
            side: Side::Quarry,
            maneuver: Maneuver::StuntEscape,
            penalty: 2,
            lucky_break: false,
            elsewhere: false,
        },
        &[],
    );
    run(&mut chase, declare(Side::Pursuer, Maneuver::Move), &[]);
    run(&mut chase, Command::EndStep, &[]);
    run(
        &mut chase,
        Command::Stunt {
            who: "Thief".into(),
        },
        &[10],
    );
    run(&mut chase, Command::EndStep, &[]);
    run(&mut chase, contest(), &[10, 10]);
    let c = chase.contest.clone().unwrap();
    assert!(c.pursuer.is_static);
    assert!(chase.parties[1].forced_static);
    assert_eq!(chase.owed[0].party, 0);
    run(&mut chase, Command::Shift { steps: 1 }, &[]);
    run(
        &mut chase,
        Command::KeptUp {
            side: Side::Pursuer,
        },
        &[],
    );
    assert!(!chase.parties[1].forced_static);
    // Kept up once, there is nothing more to keep up with.
    let why = refused(
        &chase,
        Command::KeptUp {
            side: Side::Pursuer,
        },
    );
    assert!(why.contains("not held static"), "{why}");
}

/// Mobility Escape: the pursuer who can't follow is static, unless his own Lucky Break (with a
/// maneuver that is not static) lets him follow.
#[test]
fn mobility_escape_and_the_pursuers_lucky_break() {
    for (lucky, is_static) in [(false, true), (true, false)] {
        let mut chase = foot_chase(Band::Medium);
        run(&mut chase, Command::Scenery { on: true }, &[]);
        run(
            &mut chase,
            declare(Side::Quarry, Maneuver::MobilityEscape),
            &[],
        );
        run(
            &mut chase,
            Command::Declare {
                side: Side::Pursuer,
                maneuver: Maneuver::Move,
                penalty: 0,
                lucky_break: lucky,
                elsewhere: false,
            },
            &[],
        );
        to_contest(&mut chase);
        run(&mut chase, contest(), &[10, 10]);
        assert_eq!(chase.contest.unwrap().pursuer.is_static, is_static);
        assert_eq!(chase.parties[1].lucky_breaks, u32::from(lucky));
    }
}

/// Disembark/Embark: unanswered, it opens a Mobility Escape next round.
#[test]
fn disembark_opens_a_mobility_escape() {
    let mut chase = car_chase(Band::Medium);
    both(&mut chase, Maneuver::DisembarkEmbark, Maneuver::Move);
    run(&mut chase, Command::EndStep, &[]);
    run(
        &mut chase,
        Command::Disembark {
            who: "Vince".into(),
        },
        &[],
    );
    assert_eq!(chase.people[0].aboard, None);
    assert_eq!(chase.vehicles[0].out, Some(OutReason::Parked));
    run(&mut chase, Command::EndStep, &[]);
    run(&mut chase, contest(), &[10, 10]);
    if chase.step == Stage::Shift {
        run(&mut chase, Command::Shift { steps: 0 }, &[]);
    }
    assert_eq!(chase.round, 2);
    run(
        &mut chase,
        declare(Side::Quarry, Maneuver::MobilityEscape),
        &[],
    );
    assert_eq!(chase.maneuver(0), Some(Maneuver::MobilityEscape));
}

/// The tool picks an NPC side's maneuver among the legal ones, by the weights, with one die.
#[test]
fn a_random_maneuver_is_legal_and_follows_the_weights() {
    let mut chase = foot_chase(Band::Short);
    chase.settings.npc_weights = vec![
        (Maneuver::Move, 3),
        (Maneuver::Hide, 5),
        (Maneuver::Attack, 1),
    ];
    // Hide is not legal at Short: the table is Move 1-3, Attack 4.
    let mut roller = Roller::given([]);
    match handle(
        &chase,
        &Command::DeclareRandom { side: Side::Quarry },
        &mut roller,
    ) {
        Err(e) => assert_eq!(e.needs().unwrap().range(), (1, 4)),
        Ok(_) => panic!("the die is asked for"),
    }
    run(
        &mut chase,
        Command::DeclareRandom { side: Side::Quarry },
        &[4],
    );
    assert_eq!(chase.maneuver(0), Some(Maneuver::Attack));
    assert!(legal(&chase, Side::Pursuer).contains(&Maneuver::Move));
}

/// "Three-Way Chases": the middleman favouring his other chase is treated as Move here.
#[test]
fn the_middleman_favouring_the_other_chase_moves_here() {
    let mut chase = foot_chase(Band::Medium);
    chase.settings.three_way = true;
    run(
        &mut chase,
        Command::Declare {
            side: Side::Quarry,
            maneuver: Maneuver::Stunt,
            penalty: 2,
            lucky_break: false,
            elsewhere: true,
        },
        &[],
    );
    assert_eq!(chase.maneuver(0), Some(Maneuver::Move));
    assert!(chase.parties[0].declared.unwrap().elsewhere);
}

/// A chase of two parties (`assets/gurps-rooftops.ron`) offered "Move, favouring the
/// other chase (the middleman of a three-way chase)": there is no middleman and no other chase.
/// Only a chase the setup makes one of a three-way chase's two (`three_way`) has the choice.
#[test]
fn only_a_three_way_chase_has_a_middleman() {
    let chase = foot_chase(Band::Medium);
    let declare = Command::Declare {
        side: Side::Quarry,
        maneuver: Maneuver::Move,
        penalty: 0,
        lucky_break: false,
        elsewhere: true,
    };
    assert!(
        refused(&chase, declare.clone()).contains("three-way chase"),
        "{}",
        refused(&chase, declare)
    );
}

/// Stop: "Don't roll – the chase is over"; the pursuer's Stop lets the quarry escape.
#[test]
fn stop_ends_the_chase() {
    let mut chase = foot_chase(Band::Medium);
    both(&mut chase, Maneuver::Move, Maneuver::Stop);
    to_contest(&mut chase);
    run(&mut chase, contest(), &[]);
    assert_eq!(chase.ending, Some(Ending::PursuerStopped));
    assert!(refused(&chase, Command::EndStep).contains("over"));
}
