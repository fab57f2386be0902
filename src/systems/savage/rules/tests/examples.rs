//! The text's two worked examples, "Example: Knights & Bandits" and "Example: Road Warriors",
//! with its cards and totals. The text gives totals; the dice that make them up are ours.

use super::*;

/// "The heroes are a knight and a squire chasing three bandits through the woods. The knights
/// are on horseback while the bandits are on foot."
pub(super) fn knights_and_bandits() -> SavageChase {
    let mut knight = hero("Knight", Side::Pursuer, Maneuver::Riding, 8, 20);
    knight.weapon = weapon(8, &[8, 8]);
    let mut squire = hero("Squire", Side::Pursuer, Maneuver::Riding, 6, 20);
    squire.weapon = weapon(6, &[6, 6]);
    let bandits = group("Bandits", Side::Prey, Maneuver::Agility, 3, 12);
    SavageChase::new(Settings::default(), vec![knight, squire, bandits]).expect("valid")
}

#[test]
fn knights_and_bandits_example() {
    let mut chase = knights_and_bandits();
    // "The three bandits make a group Agility roll (as they're on foot) and get a 5. That's one
    // success so they draw a single card—a lowly Three." Extras: no wild die.
    run(&mut chase, maneuver("Bandits"), &[5, c("3D")]);
    let bandits = id(&chase, "Bandits");
    assert_eq!(chase.hand(bandits).total, Some(5));
    assert_eq!(chase.hand(bandits).kept, Some(card("3D")));
    // "The squire's Riding roll is 7 after adding +2 for being faster than the bandits. That's one
    // success so he draws one Action Card—a Jack of Clubs."
    run(&mut chase, maneuver("Squire"), &[5, 2, c("JC")]);
    let squire = id(&chase, "Squire");
    assert_eq!(chase.hand(squire).total, Some(7));
    assert_eq!(chase.hand(squire).kept, Some(card("JC")));
    assert_eq!(
        chase.complication_waiting(squire),
        Some(Complication::MinorObstacle)
    );
    // "The knight's Riding total is 13. He draws three cards and chooses the best—a Joker." The
    // d8 aces: 8 + 3, and +2 for speed.
    run(
        &mut chase,
        maneuver("Knight"),
        &[8, 3, 4, c("5H"), c("Jk"), c("9S")],
    );
    let knight = id(&chase, "Knight");
    assert_eq!(chase.hand(knight).total, Some(13));
    assert_eq!(chase.hand(knight).drawn.len(), 3);
    assert_eq!(chase.hand(knight).kept, Some(card("Jk")));
    assert_whole_deck(&chase);
    // The knight acts first, then the squire, then the bandits.
    assert_eq!(chase.phase, Phase::Acting);
    assert_eq!(chase.order, vec![knight, squire, bandits]);
    assert_eq!(chase.current(), Some(knight));
    // "Since he's ahead of the bandits and has a King or higher he can make a melee attack. He
    // levels his lance and one less rogue plagues the King's Road." Fighting 6, +2 on his Joker,
    // against Parry 5; damage 6+3, +2 = 11 against Toughness 5: a wound takes an extra out.
    let lance = Command::Attack {
        held_to_split: true,
        control_now: true,
        who: "Knight".into(),
        target: "Bandits".into(),
        melee: true,
        attackers: 1,
        modifier: 0,
    };
    let events = run(&mut chase, lance, &[6, 2, 6, 3]);
    let Event::Attacked { strikes, .. } = &events[0] else {
        panic!("an attack: {events:?}")
    };
    assert_eq!(strikes[0].roll.modifiers.to_vec(), vec![(Why::Joker, 2)]);
    assert_eq!(strikes[0].damage.as_ref().map(|d| d.total), Some(11));
    assert_eq!(chase.participant(bandits).count, 2);
    assert!(chase.participant(bandits).is_running());
    // "Clubs signals a Complication, and the Jack indicates a Minor Obstacle ... The Squire fails
    // and is hit by the heavy limbs for Fatigue from Bumps and Bruises."
    assert_eq!(chase.current(), Some(squire));
    assert!(matches!(
        refused(&chase, end_turn("Squire"), &[]),
        SavageError::ComplicationWaits { .. }
    ));
    run(
        &mut chase,
        Command::Complication {
            who: "Squire".into(),
        },
        &[2, 1],
    );
    assert_eq!(chase.participant(squire).fatigue, 1);
    run(&mut chase, end_turn("Squire"), &[]);
    // The bandits, on a Three, have advantage over nobody.
    assert!(matches!(
        refused(&chase, attack("Bandits", "Squire"), &[]),
        SavageError::NoAdvantage { .. }
    ));
    run(&mut chase, end_turn("Bandits"), &[]);
    // A joker was dealt: the deck is shuffled for round 2.
    assert_eq!(chase.round, 2);
    assert_eq!(chase.phase, Phase::Maneuvering);
    assert_eq!(chase.deck, CardSet::full());
    assert_whole_deck(&chase);
}

/// "Abel drives a rig through the wasteland. Big Ben rides shotgun beside him, while Cale mans
/// the turret on the back of the fuel tanker. Dala trails behind on a motorcycle. Chasing them are
/// five gangers on motorbikes."
pub(super) fn road_warriors() -> SavageChase {
    let abel = hero("Abel", Side::Prey, Maneuver::Driving, 8, 36);
    let mut ben = hero("Big Ben", Side::Prey, Maneuver::Driving, 6, 0);
    ben.rides_with = Some(0);
    ben.weapon = weapon(6, &[6, 6]);
    let mut cale = hero("Cale", Side::Prey, Maneuver::Driving, 4, 0);
    cale.rides_with = Some(0);
    cale.weapon = weapon(8, &[6, 6]);
    let dala = hero("Dala", Side::Prey, Maneuver::Driving, 8, 40);
    let gangers = group("Gangers", Side::Pursuer, Maneuver::Driving, 5, 40);
    SavageChase::new(Settings::default(), vec![abel, ben, cale, dala, gangers]).expect("valid")
}

#[test]
fn road_warriors_example() {
    let mut chase = road_warriors();
    let [abel, ben, cale, dala, gangers] =
        ["Abel", "Big Ben", "Cale", "Dala", "Gangers"].map(|n| id(&chase, n));
    // "They make a group Driving roll of 7, draw a single card, and get an Eight."
    run(&mut chase, maneuver("Gangers"), &[6, 1, c("8S")]);
    assert_eq!(chase.hand(gangers).total, Some(7));
    // "Abel makes a Driving roll and gets a 7. Big Ben decides to 'navigate' ... makes a
    // cooperative Driving roll. He's successful and adds +2 to Abel's total, making it 9. That's a
    // success and a raise, so Abel draws two cards and takes the highest—a Ten."
    let abel_rolls = Command::Maneuver {
        who: "Abel".into(),
        helpers: vec!["Big Ben".into()],
        modifier: 0,
    };
    assert!(matches!(
        refused(&chase, maneuver("Big Ben"), &[]),
        SavageError::Passenger { .. }
    ));
    run(&mut chase, abel_rolls, &[7, 3, 4, 2, c("5D"), c("10H")]);
    assert_eq!(chase.hand(abel).total, Some(9));
    assert_eq!(chase.hand(abel).kept, Some(card("10H")));
    assert!(chase.hand(ben).helped);
    // "Dala is on a motorcycle and rolls a 4. She gets one card—a Four of Clubs."
    run(&mut chase, maneuver("Dala"), &[4, 1, c("4C")]);
    assert_eq!(
        chase.complication_waiting(dala),
        Some(Complication::MajorObstacle)
    );
    // "He's faster than the gangers, so they can't attack him this round": the order is Abel
    // and his passengers on the Ten, the gangers on the Eight, Dala on the Four.
    assert_eq!(chase.order, vec![abel, ben, cale, gangers, dala]);
    assert!(!chase.has_advantage(gangers, abel));
    assert!(chase.has_advantage(gangers, dala));
    run(&mut chase, end_turn("Abel"), &[]);
    run(&mut chase, end_turn("Big Ben"), &[]);
    // "Cale ... acts on Abel's card of Ten, meaning he's at Long Range (-4). He fires and scores a
    // kill—a ganger bites the radioactive dust." Shooting 8+2 = 10, -4 = 6; damage 4+5 = 9
    // against Toughness 5.
    assert_eq!(chase.current(), Some(cale));
    let events = run(&mut chase, attack("Cale", "Gangers"), &[8, 2, 3, 4, 5]);
    assert!(events.iter().any(|e| matches!(
        e,
        Event::Attacked {
            range: Range::Long,
            ..
        }
    )));
    assert_eq!(chase.participant(gangers).count, 4);
    // "The gangers are on Eight so they can only attack Dala (on a Four)." Divided
    // proportionately, only Dala's share is left; "the GM ... decides only two are in position to
    // attack."
    assert_eq!(chase.current(), Some(gangers));
    assert_eq!(
        chase.proposed_split(gangers),
        vec![(abel, 0), (ben, 0), (cale, 0), (dala, 1)]
    );
    assert!(matches!(
        refused(&chase, attack("Gangers", "Abel"), &[]),
        SavageError::NoAdvantage { .. }
    ));
    // "One ganger misses but the other scores a hit and wounds Dala, meaning she has to make
    // another Driving roll or go Out of Control." 3-4 misses; 6+4-4 = 6 hits for 5+5 = 10
    // against Toughness 6: a wound.
    let two = Command::Attack {
        held_to_split: true,
        control_now: true,
        who: "Gangers".into(),
        target: "Dala".into(),
        melee: false,
        attackers: 2,
        modifier: 0,
    };
    // The proportional split gives Dala one: two are refused until the GM changes the split,
    // which the log tells.
    assert!(matches!(
        refused(&chase, two.clone(), &[]),
        SavageError::BeyondShare {
            share: 1,
            asked: 2,
            ..
        }
    ));
    let events = run(
        &mut chase,
        Command::Split {
            who: "Gangers".into(),
            shares: vec![("Dala".into(), 2)],
        },
        &[],
    );
    assert_eq!(
        narrate(&chase, &events[0]),
        "The GM changes the split of the Gangers' attacks this round: 2 at Dala \
         (proportionately: 1 at Dala)."
    );
    assert_eq!(chase.share(gangers, dala), 2);
    // "... meaning she has to make another Driving roll or go Out of Control", asked in the
    // same attack: 5 (wild 3) -1 for her wound = 4, in control.
    let events = run(&mut chase, two, &[3, 6, 4, 5, 5, 5, 3]);
    assert_eq!(chase.participant(dala).wounds, 1);
    assert!(chase.participant(dala).shaken);
    let told: Vec<String> = events.iter().map(|e| narrate(&chase, e)).collect();
    assert!(
        told.ends_with(&[
            "Dala must roll Driving or go Out of Control.".to_string(),
            "Dala rolls to keep control: 5 (wild 3) -1 wounds/fatigue = 4: in control.".to_string(),
        ]),
        "{told:?}"
    );
    assert!(!chase.participant(dala).control_roll);
    run(&mut chase, end_turn("Gangers"), &[]);
    // "That's a Major Obstacle Complication so she has to make a Driving roll at -2 ... She
    // barely makes it": 7 -2, -1 for her wound = 4.
    assert_eq!(chase.current(), Some(dala));
    run(
        &mut chase,
        Command::Complication { who: "Dala".into() },
        &[7, 2],
    );
    assert_eq!(chase.participant(dala).fatigue, 0);
    assert_eq!(chase.participant(dala).vehicle_hits, 0);
    run(&mut chase, end_turn("Dala"), &[]);
    assert_eq!(chase.round, 2);
    assert_whole_deck(&chase);
}
