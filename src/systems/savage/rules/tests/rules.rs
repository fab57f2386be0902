//! One test or more per rule of `savage-worlds-chase.txt` beyond the worked examples.

use super::examples::{knights_and_bandits, road_warriors};
use super::*;

/// A knight (Riding d8, speed 20) chasing a thief on foot (Agility d6, speed 12), each a wild card.
pub(super) fn duel(settings: Settings) -> SavageChase {
    let mut knight = hero("Knight", Side::Pursuer, Maneuver::Riding, 8, 20);
    knight.weapon = weapon(8, &[8]);
    let mut thief = hero("Thief", Side::Prey, Maneuver::Agility, 6, 12);
    thief.weapon = weapon(6, &[4]);
    SavageChase::new(settings, vec![knight, thief]).expect("valid")
}

/// Plays one round where the knight draws `knight` and the thief `thief`, each with a plain 5.
fn round(chase: &mut SavageChase, knight: &str, thief: &str) {
    run(chase, maneuver("Knight"), &[5, 1, c(knight)]);
    run(chase, maneuver("Thief"), &[5, 1, c(thief)]);
}

#[test]
fn chase_length_standard_ends_after_round_5_and_the_prey_escapes() {
    let mut chase = duel(Settings::default());
    let deals = [
        ("2S", "3S"),
        ("4S", "5S"),
        ("6S", "7S"),
        ("8S", "9S"),
        ("10S", "JS"),
    ];
    for (n, (k, t)) in deals.iter().enumerate() {
        assert_eq!(chase.round, n as u32 + 1);
        round(&mut chase, k, t);
        run(&mut chase, end_turn("Thief"), &[]);
        run(&mut chase, end_turn("Knight"), &[]);
    }
    assert_eq!(chase.ending, Some(Ending::TimeUp));
    assert_eq!(chase.participant(1).status, Status::Out(Out::Escaped));
    assert!(matches!(
        refused(&chase, maneuver("Knight"), &[]),
        SavageError::Over
    ));
    assert!(chase.outcome() != crate::engine::Outcome::Ongoing);
}

#[test]
fn chase_length_extended_is_10_rounds_and_a_dogfight_has_none() {
    assert_eq!(Length::Standard.rounds(), Some(5));
    assert_eq!(Length::Extended.rounds(), Some(10));
    assert_eq!(Length::Dogfight.rounds(), None);
    // A dogfight goes on until a side is gone.
    let mut chase = duel(Settings {
        length: Length::Dogfight,
        ..Settings::default()
    });
    for _ in 0..11 {
        run(&mut chase, maneuver("Knight"), &[1, 1]);
        run(&mut chase, maneuver("Thief"), &[1, 1]);
    }
    assert_eq!(chase.round, 12);
    run(
        &mut chase,
        Command::TakeOut {
            who: "Thief".into(),
            out: Out::Captured,
            by: None,
        },
        &[],
    );
    assert_eq!(chase.ending, Some(Ending::PreyStopped));
}

#[test]
fn chase_cards_one_per_success_and_raise_none_on_a_failure() {
    let mut chase = duel(Settings::default());
    // 3 and 1, +2 speed = 5: a success. The thief: 3, wild 2 = 3: no card.
    run(&mut chase, maneuver("Knight"), &[3, 1, c("KH")]);
    run(&mut chase, maneuver("Thief"), &[3, 2]);
    assert_eq!(chase.hand(1).total, Some(3));
    assert!(chase.hand(1).drawn.is_empty());
    // Still in the chase, but without a card: no turn, and the knight has advantage over it.
    assert_eq!(chase.order, vec![0]);
    assert!(chase.participant(1).is_running());
    assert!(chase.has_advantage(0, 1));
    assert!(!chase.has_advantage(1, 0));
}

#[test]
fn trait_rolls_keep_the_higher_of_trait_and_wild_die_and_aces_explode() {
    let mut chase = duel(Settings::default());
    // The d8 shows 2; the wild d6 aces twice: 6+6+1 = 13, +2 speed = 15: a success and 2 raises.
    let events = run(
        &mut chase,
        maneuver("Knight"),
        &[2, 6, 6, 1, c("2H"), c("3H"), c("4H")],
    );
    let Event::Maneuvered { roll, cards, .. } = &events[0] else {
        panic!("a roll first");
    };
    assert_eq!(roll.wild_die.to_vec(), vec![6, 6, 1]);
    assert_eq!((roll.total, *cards), (15, 3));
    // Extras roll no wild die.
    let mut chase = knights_and_bandits();
    let events = run(&mut chase, maneuver("Bandits"), &[4, c("2D")]);
    let Event::Maneuvered { roll, .. } = &events[0] else {
        panic!("a roll first");
    };
    assert!(roll.wild_die.is_empty());
}

#[test]
fn speed_gives_2_when_faster_and_4_when_twice_as_fast() {
    let mut chase = duel(Settings::default());
    chase.participants[0].top_speed = 24;
    let events = run(&mut chase, maneuver("Knight"), &[1, 1, c("2H")]);
    let Event::Maneuvered { roll, .. } = &events[0] else {
        panic!()
    };
    assert_eq!(roll.modifiers.to_vec(), vec![(Why::Speed, 4)]);
    assert_eq!(roll.total, 5);
    let mut chase = duel(Settings::default());
    let events = run(&mut chase, maneuver("Thief"), &[1, 1]);
    let Event::Maneuvered { roll, .. } = &events[0] else {
        panic!()
    };
    assert!(roll.modifiers.is_empty(), "the slower gets nothing");
}

#[test]
fn terrain_shaken_force_and_climb_modify_the_maneuvering_roll() {
    let mut chase = duel(Settings {
        difficult_terrain: true,
        ..Settings::default()
    });
    chase.participants[1].shaken = true;
    chase.participants[1].forced = -2;
    chase.participants[1].climb = Some(3);
    let events = run(&mut chase, maneuver("Thief"), &[6, 5, 1, c("9D")]);
    let Event::Maneuvered { roll, .. } = &events[0] else {
        panic!()
    };
    assert_eq!(
        roll.modifiers.to_vec(),
        vec![
            (Why::Climb, 2),
            (Why::Terrain, -2),
            (Why::Shaken, -2),
            (Why::Forced, -2)
        ]
    );
    assert_eq!(roll.total, 11 - 4);
    assert_eq!(chase.participant(1).forced, 0, "the force's -2 is used up");
}

#[test]
fn the_highest_card_is_kept_unless_a_club_can_be_avoided() {
    let mut chase = duel(Settings::default());
    // 8+1 +2 = 11: two cards, the K♣ and the 5♥: the GM chooses.
    run(&mut chase, maneuver("Knight"), &[8, 1, 1, c("KC"), c("5H")]);
    assert_eq!(chase.choosing(), Some(0));
    assert!(matches!(
        refused(
            &chase,
            Command::Keep {
                who: "Knight".into(),
                card: card("7H")
            },
            &[]
        ),
        SavageError::NotDrawn { .. }
    ));
    run(
        &mut chase,
        Command::Keep {
            who: "Knight".into(),
            card: card("5H"),
        },
        &[],
    );
    assert_eq!(chase.hand(0).kept, Some(card("5H")));
    assert_eq!(
        chase.hand(0).discarded().collect::<Vec<_>>(),
        vec![card("KC")]
    );
    // Two cards without a Club: the highest, no question.
    run(&mut chase, maneuver("Thief"), &[6, 2, 1, c("3S"), c("QD")]);
    assert_eq!(chase.hand(1).kept, Some(card("QD")));
}

#[test]
fn an_empty_deck_takes_the_discards_back_in_the_middle_of_a_round() {
    let mut chase = duel(Settings::default());
    chase.deck = CardSet::default();
    chase.deck.insert(card("2C"));
    chase.discards = CardSet::full();
    chase.discards.remove(card("2C"));
    run(&mut chase, maneuver("Knight"), &[8, 1, 1, c("2C"), c("AS")]);
    assert_eq!(chase.hand(0).kept, Some(card("AS")));
    assert!(chase.discards.is_empty());
    assert_whole_deck(&chase);
}

#[test]
fn a_card_not_in_the_deck_cannot_be_dealt() {
    let mut chase = duel(Settings::default());
    run(&mut chase, maneuver("Knight"), &[5, 1, c("AS")]);
    let mut roller = Roller::given([5, 1, c("AS")]);
    let result = handle(&chase, &maneuver("Thief"), &mut roller);
    assert!(matches!(
        result,
        Err(Refusal::Dice(crate::dice::NeedDice::OutOfRange { .. }))
    ));
}

#[test]
fn attack_range_by_the_attackers_card() {
    for (knight, range) in [
        ("3D", Range::Long),
        ("QD", Range::Medium),
        ("KD", Range::Short),
    ] {
        let mut chase = duel(Settings::default());
        round(&mut chase, knight, "2D");
        let events = run(&mut chase, attack("Knight", "Thief"), &[1, 1]);
        assert!(
            matches!(&events[0], Event::Attacked { range: r, .. } if *r == range),
            "{knight}: {events:?}"
        );
    }
    let mut chase = duel(Settings::default());
    round(&mut chase, "2S", "2D");
    assert!(matches!(
        refused(&chase, attack("Knight", "Thief"), &[]),
        SavageError::OutOfRange { .. }
    ));
    let mut chase = duel(Settings::default());
    round(&mut chase, "QS", "2D");
    let melee = Command::Attack {
        held_to_split: true,
        control_now: true,
        who: "Knight".into(),
        target: "Thief".into(),
        melee: true,
        attackers: 1,
        modifier: 0,
    };
    assert!(matches!(
        refused(&chase, melee, &[]),
        SavageError::NoMelee { .. }
    ));
}

#[test]
fn long_range_takes_4_from_the_attack_and_damage_against_toughness() {
    let mut chase = duel(Settings::default());
    round(&mut chase, "5D", "2D");
    // 8+6 (ace) = 14, -4 = 10: a hit with a raise; damage d8 4 + raise d6 5 = 9 against 6: Shaken.
    let events = run(&mut chase, attack("Knight", "Thief"), &[8, 6, 1, 4, 5]);
    let Event::Attacked { strikes, .. } = &events[0] else {
        panic!()
    };
    assert_eq!(strikes[0].roll.total, 10);
    assert_eq!(strikes[0].effect, Effect::Shaken);
    assert!(chase.participant(1).shaken);
    // The knight's turn ended with its action.
    assert_eq!(chase.current(), Some(1));
}

#[test]
fn a_wild_card_takes_three_wounds_and_the_fourth_takes_it_out() {
    let mut chase = duel(Settings::default());
    round(&mut chase, "KD", "2D");
    chase.participants[1].wounds = 3;
    // 8+3 = 11 hit with a raise; 8+8+2 + 3 = 21 vs 6: 3 wounds more.
    run(
        &mut chase,
        attack("Knight", "Thief"),
        &[8, 3, 2, 8, 8, 2, 3],
    );
    assert_eq!(chase.participant(1).status, Status::Out(Out::Incapacitated));
    assert_eq!(chase.ending, Some(Ending::PreyStopped));
}

#[test]
fn groups_split_their_attacks_proportionately_losing_those_on_foes_with_advantage() {
    // "nine wolves act on Seven and there are five player characters, so each hero is assigned
    // two wolves"; largest remainders give 2, 2, 2, 2, 1. Heroes with higher cards lose theirs.
    let heroes: Vec<Participant> = ["A", "B", "C", "D", "E"]
        .iter()
        .map(|n| hero(n, Side::Prey, Maneuver::Agility, 6, 0))
        .collect();
    let mut people = heroes;
    people.push(group("Wolves", Side::Pursuer, Maneuver::Agility, 9, 0));
    let mut chase = SavageChase::new(Settings::default(), people).expect("valid");
    for (who, typed) in [
        ("A", "2S"),
        ("B", "3S"),
        ("C", "8S"),
        ("D", "4S"),
        ("E", "KS"),
    ] {
        run(&mut chase, maneuver(who), &[5, 1, c(typed)]);
    }
    run(&mut chase, maneuver("Wolves"), &[5, c("7S")]);
    let split: Vec<u32> = chase.proposed_split(5).iter().map(|(_, n)| *n).collect();
    assert_eq!(split, vec![2, 2, 0, 2, 0]);
    // The wolves act on one card, after C's Eight; they may send up to all nine.
    assert_eq!(chase.order, vec![4, 2, 5, 3, 1, 0]);
    run(&mut chase, end_turn("E"), &[]);
    run(&mut chase, end_turn("C"), &[]);
    let too_many = Command::Attack {
        held_to_split: true,
        control_now: true,
        who: "Wolves".into(),
        target: "A".into(),
        melee: false,
        attackers: 10,
        modifier: 0,
    };
    assert!(matches!(
        refused(&chase, too_many, &[]),
        SavageError::TooManyAttackers { left: 9, .. }
    ));
    // "The player characters may always attack any foe ... they have Advantage over."
    assert!(chase.has_advantage(4, 5));
}

#[test]
fn a_passenger_who_helped_and_acts_takes_the_multi_action_penalty() {
    let mut chase = road_warriors();
    run(&mut chase, maneuver("Gangers"), &[5, c("2S")]);
    let helped = Command::Maneuver {
        who: "Abel".into(),
        helpers: vec!["Big Ben".into(), "Cale".into()],
        modifier: 0,
    };
    // Cale's d4 fails (2, wild 1): no help; Big Ben's 4 helps: 5 + 2 = 7.
    run(&mut chase, helped, &[5, 1, 4, 1, 2, 1, c("9H")]);
    assert_eq!(chase.hand(0).total, Some(7));
    run(&mut chase, maneuver("Dala"), &[1, 1]);
    run(&mut chase, end_turn("Abel"), &[]);
    // Big Ben acts on Abel's Nine: Long -4, and -2 for his cooperative roll.
    let events = run(&mut chase, attack("Big Ben", "Gangers"), &[3, 1]);
    let Event::Attacked { strikes, .. } = &events[0] else {
        panic!()
    };
    assert_eq!(
        strikes[0].roll.modifiers.to_vec(),
        vec![(Why::Range, -4), (Why::MultiAction, -2)]
    );
    // Only the driver's own passengers may help.
    let mut chase = road_warriors();
    let wrong = Command::Maneuver {
        who: "Dala".into(),
        helpers: vec!["Cale".into()],
        modifier: 0,
    };
    assert!(matches!(
        refused(&chase, wrong, &[]),
        SavageError::NotAPassenger { .. }
    ));
    let _ = &mut chase;
}

#[test]
fn complications_by_rank_disaster_obstacles_and_distraction() {
    // Two of Clubs: a roll at -4; failed, out of the chase.
    let mut chase = duel(Settings::default());
    round(&mut chase, "AS", "2C");
    run(&mut chase, end_turn("Knight"), &[]);
    run(
        &mut chase,
        Command::Complication {
            who: "Thief".into(),
        },
        &[6, 1, 1],
    );
    assert_eq!(chase.participant(1).status, Status::Out(Out::Disaster));
    // 3-10 of Clubs: at -2, on foot a Fatigue level; a vehicle takes damage instead.
    let mut chase = duel(Settings::default());
    round(&mut chase, "AS", "7C");
    run(&mut chase, end_turn("Knight"), &[]);
    let events = run(
        &mut chase,
        Command::Complication {
            who: "Thief".into(),
        },
        &[5, 1],
    );
    assert!(matches!(
        &events[0],
        Event::ComplicationFaced {
            complication: Complication::MajorObstacle,
            avoided: false,
            ..
        }
    ));
    assert_eq!(chase.participant(1).fatigue, 1);
    // King of Clubs: no roll; no attack this round.
    let mut chase = duel(Settings::default());
    round(&mut chase, "KC", "2D");
    assert!(chase.hand(0).distracted);
    assert!(matches!(
        refused(&chase, attack("Knight", "Thief"), &[]),
        SavageError::Distracted { .. }
    ));
    // The third Fatigue level incapacitates.
    let mut chase = duel(Settings::default());
    round(&mut chase, "AS", "QC");
    chase.participants[1].fatigue = 2;
    run(&mut chase, end_turn("Knight"), &[]);
    run(
        &mut chase,
        Command::Complication {
            who: "Thief".into(),
        },
        &[1, 1],
    );
    assert_eq!(chase.participant(1).status, Status::Out(Out::Incapacitated));
}

#[test]
fn an_obstacle_in_a_vehicle_is_damage_for_the_gm() {
    let mut chase = road_warriors();
    run(&mut chase, maneuver("Gangers"), &[5, c("QC")]);
    run(&mut chase, maneuver("Abel"), &[1, 1]);
    run(&mut chase, maneuver("Dala"), &[1, 1]);
    run(
        &mut chase,
        Command::Complication {
            who: "Gangers".into(),
        },
        &[1],
    );
    assert_eq!(chase.participant(4).vehicle_hits, 1);
    assert_eq!(chase.participant(4).fatigue, 0);
}

#[test]
fn force_success_gives_minus_2_and_a_raise_an_obstacle() {
    // "A driver ... may attempt to distract or even ram another vehicle": the knight and the
    // thief of the duel, each at the wheel of a car for this test.
    let duel = || {
        let mut chase = duel(Settings::default());
        for p in &mut chase.participants {
            p.maneuver = Maneuver::Driving;
        }
        chase
    };
    let mut chase = duel();
    round(&mut chase, "KD", "2D");
    let force = Command::Force {
        who: "Knight".into(),
        target: "Thief".into(),
        helpers: Vec::new(),
        modifier: 0,
    };
    // 6 against 3: a success.
    run(&mut chase, force.clone(), &[6, 1, 3, 1]);
    assert_eq!(chase.participant(1).forced, -2);
    assert_eq!(chase.participant(1).vehicle_hits, 0);
    let mut chase = duel();
    round(&mut chase, "KD", "2D");
    // 8+2 = 10 against 3: a raise: also an obstacle (damage to the vehicle).
    run(&mut chase, force.clone(), &[8, 2, 1, 3, 1]);
    assert_eq!(chase.participant(1).forced, -2);
    assert_eq!(chase.participant(1).vehicle_hits, 1);
    // A tie fails; range modifies the roll (Long -4 on a Five).
    let mut chase = duel();
    round(&mut chase, "5D", "2D");
    let events = run(&mut chase, force, &[7, 1, 3, 1]);
    assert!(matches!(&events[0], Event::Forced { result: 0, .. }));
}

#[test]
fn shaken_characters_recover_on_their_card_and_shaken_drivers_roll_for_control() {
    let mut chase = road_warriors();
    // Shaken at the wheel: "he must make an Out of Control roll", in the same command. 2 (wild
    // 1): Out of Control, recorded for the GM, the vehicle takes a hit.
    let events = run(
        &mut chase,
        Command::SetShaken {
            who: "Dala".into(),
            shaken: true,
            control_now: true,
        },
        &[2, 1],
    );
    let told: Vec<String> = events.iter().map(|e| narrate(&chase, e)).collect();
    assert_eq!(
        told[1..].to_vec(),
        [
            "Dala must roll Driving or go Out of Control.",
            "Dala rolls to keep control: 2 (wild 1) = 2: Out of Control! The GM resolves it \
             (damage at half Top Speed)."
        ]
    );
    assert!(!chase.participant(3).control_roll);
    assert_eq!(chase.participant(3).vehicle_hits, 1);
    run(&mut chase, maneuver("Gangers"), &[1]);
    run(&mut chase, maneuver("Abel"), &[1, 1]);
    // Shaken at the start: -2 on the maneuvering roll.
    run(&mut chase, maneuver("Dala"), &[6, 1, c("9C")]);
    assert_eq!(chase.hand(3).total, Some(4));
    assert!(matches!(
        refused(&chase, Command::Recover { who: "Dala".into() }, &[]),
        SavageError::ComplicationWaits { .. }
    ));
    run(
        &mut chase,
        Command::Complication { who: "Dala".into() },
        &[6, 1],
    );
    assert!(matches!(
        refused(&chase, attack("Dala", "Gangers"), &[]),
        SavageError::IsShaken { .. }
    ));
    run(&mut chase, Command::Recover { who: "Dala".into() }, &[4, 1]);
    assert!(!chase.participant(3).shaken);
}

#[test]
fn level_headed_and_quick_do_not_apply_the_order_is_the_cards() {
    // The maneuvering roll is a trait roll and the order comes from the cards kept alone: a
    // lower roll with a higher card acts first.
    let mut chase = duel(Settings::default());
    run(
        &mut chase,
        maneuver("Knight"),
        &[8, 6, 1, 1, c("2S"), c("3S"), c("4S")],
    );
    run(&mut chase, maneuver("Thief"), &[4, 1, c("5S")]);
    assert_eq!(chase.order, vec![1, 0]);
}

#[test]
fn a_deck_missing_a_card_or_holding_one_twice_is_named() {
    let mut chase = duel(Settings::default());
    assert_eq!(chase.deck_problem(), None);
    chase.deck.remove(card("AS"));
    assert_eq!(
        chase.deck_problem().as_deref(),
        Some("53 cards of 54 are accounted for")
    );
    chase.discards.insert(card("AS"));
    chase.discards.insert(card("2C"));
    assert_eq!(
        chase.deck_problem().as_deref(),
        Some("a card is in the deck and the discards")
    );
}

#[test]
fn a_passenger_may_help_a_force_as_usual() {
    let mut chase = road_warriors();
    run(&mut chase, maneuver("Gangers"), &[5, c("2S")]);
    run(&mut chase, maneuver("Abel"), &[5, 1, c("KH")]);
    run(&mut chase, maneuver("Dala"), &[1, 1]);
    let force = Command::Force {
        who: "Abel".into(),
        target: "Gangers".into(),
        helpers: vec!["Big Ben".into()],
        modifier: 0,
    };
    // Abel's 3, +2 for Big Ben's 4, against the gangers' 2: a success, not a raise.
    let events = run(&mut chase, force, &[3, 1, 4, 1, 2]);
    let Event::Forced {
        roll,
        result,
        helpers,
        ..
    } = &events[0]
    else {
        panic!("a force first: {events:?}")
    };
    assert_eq!(roll.modifiers.to_vec(), vec![(Why::Helped, 2)]);
    assert_eq!((roll.total, *result, helpers.len()), (5, 1, 1));
    assert_eq!(chase.participant(4).forced, -2);
    assert!(chase.hand(1).helped, "Big Ben's help is his multi-action");
}

#[test]
fn passengers_leave_the_chase_with_their_driver() {
    let mut chase = road_warriors();
    run(
        &mut chase,
        Command::TakeOut {
            who: "Abel".into(),
            out: Out::Stopped,
            by: None,
        },
        &[],
    );
    assert_eq!(chase.participant(1).status, Status::Out(Out::Stopped));
    assert_eq!(chase.participant(2).status, Status::Out(Out::Stopped));
    assert!(chase.participant(3).is_running(), "Dala rides her own bike");
}
