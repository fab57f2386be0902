//! "Groups": "Divide each group's attacks up proportionately among the opposition, losing
//! attacks against heroes who have Advantage over them. ... (This keeps characters with low cards
//! from getting attacked by every enemy in the chase.)" The split is what an attack is held to;
//! the GM may change it for a round, and the log says so.

use super::*;
use crate::dice::Roller;
use crate::engine::Session;

/// "For example, nine wolves act on Seven and there are five player characters, so each hero is
/// assigned two wolves. Any heroes who have higher cards than the wolves aren't attacked that
/// round." A to E on 2, 3, 8, 4 and King; the wolves on a Seven, their turn.
fn wolves() -> SavageChase {
    let mut people: Vec<Participant> = ["A", "B", "C", "D", "E"]
        .iter()
        .map(|n| hero(n, Side::Prey, Maneuver::Agility, 6, 0))
        .collect();
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
    run(&mut chase, end_turn("E"), &[]);
    run(&mut chase, end_turn("C"), &[]);
    assert_eq!(chase.current(), Some(5));
    chase
}

fn wolves_at(target: &str, attackers: u32) -> Command {
    Command::Attack {
        held_to_split: true,
        control_now: true,
        who: "Wolves".into(),
        target: target.into(),
        melee: false,
        attackers,
        modifier: 0,
    }
}

fn split(shares: &[(&str, u32)]) -> Command {
    Command::Split {
        who: "Wolves".into(),
        shares: shares.iter().map(|(n, k)| ((*n).into(), *k)).collect(),
    }
}

/// Misses: a 1 on each wolf's d6 (-4 at Long range).
fn misses(n: usize) -> Vec<i32> {
    vec![1; n]
}

#[test]
fn an_attack_beyond_a_foes_share_of_the_proportional_split_is_refused() {
    let mut chase = wolves();
    let [a, b] = ["A", "B"].map(|n| id(&chase, n));
    // Two each for A, B and D; C (an Eight) and E (a King) outmaneuvered the wolves.
    assert_eq!(
        chase.proposed_split(5),
        vec![(0, 2), (1, 2), (2, 0), (3, 2), (4, 0)]
    );
    // Three at A: refused, in the text's words, naming the way to change it.
    let why = refused(&chase, wolves_at("A", 3), &[]);
    assert_eq!(
        why.to_string(),
        "the Wolves' proportional share at A this round is 2, not 3 more; to send more, the GM \
         changes the split (Split). Groups' attacks are divided up proportionately: \"This keeps \
         characters with low cards from getting attacked by every enemy in the chase.\""
    );
    // Two at A are taken; a third is refused, the two made counted.
    run(&mut chase, wolves_at("A", 2), &misses(2));
    assert_eq!(chase.attacks_on(5, a), 2);
    assert!(matches!(
        refused(&chase, wolves_at("A", 1), &[]),
        SavageError::BeyondShare {
            share: 2,
            asked: 1,
            ..
        }
    ));
    // B's share is B's own.
    run(&mut chase, wolves_at("B", 1), &misses(1));
    assert_eq!(chase.share_left(5, b), 1);
    // A hero with a higher card is no target at all.
    assert!(matches!(
        refused(&chase, wolves_at("C", 1), &[]),
        SavageError::NoAdvantage { .. }
    ));
}

/// A journal written before a group's attacks were held to the split replays as it was taken:
/// the attack as read is held to the split and refused, the attack as written then is not
/// (`Rules::as_written_earlier`), and nothing in a journal says which, so no field is written.
#[test]
fn an_attack_from_a_journal_before_the_split_replays_as_it_was_taken() {
    let mut chase = wolves();
    let a = id(&chase, "A");
    let read: Command =
        serde_json::from_str(r#"{"Attack":{"who":"Wolves","target":"A","attackers":3}}"#).unwrap();
    assert!(matches!(
        refused(&chase, read.clone(), &[]),
        SavageError::BeyondShare { share: 2, .. }
    ));
    let earlier = SavageChase::as_written_earlier(&read).expect("an attack had no split then");
    run(&mut chase, earlier.clone(), &misses(3));
    assert_eq!(chase.attacks_on(5, a), 3);
    // Written back, the two read the same: the field never reaches a file.
    assert_eq!(
        serde_json::to_string(&earlier).unwrap(),
        serde_json::to_string(&read).unwrap()
    );
    let other = Command::Complication { who: "A".into() };
    assert_eq!(SavageChase::as_written_earlier(&other), None);
}

#[test]
fn the_gm_changes_the_split_for_the_round_and_the_log_says_so() {
    let mut chase = wolves();
    let a = id(&chase, "A");
    let events = run(&mut chase, split(&[("A", 5), ("B", 1)]), &[]);
    assert_eq!(
        narrate(&chase, &events[0]),
        "The GM changes the split of the Wolves' attacks this round: 5 at A, 1 at B \
         (proportionately: 2 at A, 2 at B, 2 at D)."
    );
    // The players hear it as the GM's log says it: nothing in it is the GM's alone.
    assert_eq!(
        narrate_table::narrate_for_table(&chase, &events[0]),
        crate::engine::TableLine::Same
    );
    assert_eq!(chase.share(5, a), 5);
    run(&mut chase, wolves_at("A", 5), &misses(5));
    // D is not named in the GM's split: none at D.
    assert!(matches!(
        refused(&chase, wolves_at("D", 1), &[]),
        SavageError::BeyondShare { share: 0, .. }
    ));
    // Back to the proportional split: D has two again, A has had more than its two.
    let events = run(&mut chase, split(&[]), &[]);
    assert_eq!(
        narrate(&chase, &events[0]),
        "The GM puts back the proportional split of the Wolves' attacks this round: 2 at A, 2 \
         at B, 2 at D."
    );
    run(&mut chase, wolves_at("D", 2), &misses(2));
    assert!(matches!(
        refused(&chase, wolves_at("A", 1), &[]),
        SavageError::BeyondShare { .. }
    ));
    // The next round starts from the proportional split again.
    run(&mut chase, end_turn("Wolves"), &[]);
    assert!(!chase.split_changed(5));
}

#[test]
fn the_split_keeps_advantage_and_the_group_size_and_is_a_groups_alone() {
    let chase = wolves();
    // "losing attacks against heroes who have Advantage over them" holds whatever the split.
    assert!(matches!(
        refused(&chase, split(&[("E", 1)]), &[]),
        SavageError::NoAdvantage { .. }
    ));
    // Naming E with a share of none is refused too: holding back from a foe the group cannot
    // attack anyway decides nothing, and the split names only foes it may attack.
    assert!(matches!(
        refused(&chase, split(&[("A", 1), ("E", 0)]), &[]),
        SavageError::NoAdvantage { .. }
    ));
    assert!(matches!(
        refused(&chase, split(&[("A", 5), ("B", 5)]), &[]),
        SavageError::SplitTooMany {
            count: 9,
            asked: 10,
            ..
        }
    ));
    assert!(matches!(
        refused(&chase, split(&[("A", 1), ("a", 1)]), &[]),
        SavageError::SplitTwice { .. }
    ));
    let single = Command::Split {
        who: "A".into(),
        shares: Vec::new(),
    };
    assert!(matches!(
        refused(&chase, single, &[]),
        SavageError::NotAGroup { .. }
    ));
    // Before the cards are kept there is nothing to split.
    let road = super::examples::road_warriors();
    let early = Command::Split {
        who: "Gangers".into(),
        shares: vec![("Dala".into(), 2)],
    };
    assert!(matches!(
        refused(&road, early, &[]),
        SavageError::StillManeuvering { .. }
    ));
}

#[test]
fn the_gms_split_is_a_journaled_command_that_undo_takes_back() {
    let mut session = Session::new(wolves());
    let mut roller = Roller::given(std::iter::empty());
    session
        .execute(split(&[("A", 4)]), &mut roller)
        .unwrap_or_else(|e| panic!("{e:?}"));
    assert_eq!(session.state().share(5, 0), 4);
    session.undo();
    assert!(!session.state().split_changed(5));
    assert_eq!(session.state().share(5, 0), 2);
}

#[test]
fn every_attack_the_generator_lists_for_a_group_is_within_the_split() {
    let mut chase = wolves();
    let legal = |chase: &SavageChase| crate::engine::Legal::legal_commands(chase);
    let attacks = |commands: &[Command]| -> Vec<(String, u32)> {
        commands
            .iter()
            .filter_map(|command| match command {
                Command::Attack {
                    target,
                    attackers,
                    melee: false,
                    ..
                } => Some((target.to_string(), *attackers)),
                _ => None,
            })
            .collect()
    };
    assert_eq!(
        attacks(&legal(&chase)),
        [("A", 1), ("A", 2), ("B", 1), ("B", 2), ("D", 1), ("D", 2)]
            .map(|(n, k)| (n.to_string(), k))
            .to_vec()
    );
    // The GM's split is in the command space, and the attacks follow it.
    let listed = legal(&chase);
    assert!(listed.contains(&split(&[("A", 9)])));
    assert!(listed.contains(&split(&[])));
    run(&mut chase, split(&[("A", 3)]), &[]);
    assert_eq!(
        attacks(&legal(&chase)),
        [("A", 1), ("A", 2), ("A", 3)]
            .map(|(n, k)| (n.to_string(), k))
            .to_vec()
    );
}
