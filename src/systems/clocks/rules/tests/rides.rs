//! "Vehicles and Mounts": boarding when adjacent, losing the segments beyond the ride, and
//! commanding it.

use super::*;

fn stable(ride_at: u32) -> ClockChase {
    let mut state = chase(
        10,
        vec![
            Participant::runner("Ann").with_head_start(2),
            Participant::chaser("Hound").with_speed(1),
            Participant::ride("Horse", RideKind::Mount)
                .with_head_start(ride_at)
                .with_speed(6),
        ],
    );
    begin(&mut state);
    state
}

fn board(who: &str) -> Command {
    Command::Board {
        who: who.into(),
        ride: "Horse".into(),
    }
}

/// "During a Chase Conflict you may board a Vehicle or Mount you are Adjacent to, provided you are
/// not Immobile."
#[test]
fn boarding_needs_adjacency() {
    let mut state = stable(3);
    let why = refused(&state, board("Ann"), &[]);
    assert_eq!(
        why,
        "Ann must be adjacent to Horse to board it, and they are 2 spaces apart"
    );
    run(&mut state, check("Ann"), &[12]);
    run(&mut state, board("Ann"), &[]);
    assert_eq!(p(&state, "Ann").aboard, Some(2));
    let why = refused(&state, board("Ann"), &[]);
    assert_eq!(why, "Ann is already aboard Horse");
}

/// While aboard, "you may Command the Vehicle or Mount to take a Movement Check, as well as the
/// Move Action to make an Additional Movement Check": with the mount's bonus, moving it and all
/// aboard, and its checks are spent for everyone aboard this round.
#[test]
fn a_rider_commands_the_mount() {
    let mut state = stable(2);
    run(&mut state, board("Ann"), &[]);
    let before = state.clone();
    let events = run(&mut state, check("Ann"), &[8]);
    assert_eq!(
        told(&before, &events),
        vec![
            "Ann drives Horse: movement check: d20 8 +6 = 14 vs DC 10: success (margin 4), 1 segment.",
            "Horse fills 1 segment: 3/10.",
        ]
    );
    assert_eq!((state.filled(0), state.filled(2)), (3, 3));
    run(&mut state, check("Ann"), &[20]);
    assert_eq!(state.filled(0), 6);
    assert_eq!(
        refused(&state, check("Ann"), &[10]),
        "Ann has used this round's movement check and Move action"
    );
    // The rider gets off where the mount stands.
    run(&mut state, Command::Disembark { who: "Ann".into() }, &[]);
    assert_eq!(
        (p(&state, "Ann").aboard, p(&state, "Ann").filled),
        (None, 6)
    );
    assert!(
        refused(&state, check("Ann"), &[10]).contains("Ann has used this round's movement check")
    );
}

/// A runner aboard a ride that fills the clock is home with it.
#[test]
fn a_runner_aboard_arrives_with_the_ride() {
    let mut state = stable(8);
    state.participants[0].filled = 8;
    run(&mut state, board("Ann"), &[]);
    run(&mut state, check("Ann"), &[15]);
    assert_eq!(p(&state, "Ann").status, Status::Filled);
    assert_eq!(state.ending, Some(Ending::AllRunnersDone));
}

/// A ride moves as often as one rider could make it move in a round: a second rider finds its
/// checks spent ("Command the Vehicle or Mount to take a Movement Check, as well as the Move
/// Action").
#[test]
fn a_ride_moves_once_and_once_more_a_round() {
    let mut state = chase(
        10,
        vec![
            Participant::runner("Ann").with_head_start(1),
            Participant::runner("Bo").with_head_start(1),
            Participant::chaser("Hound"),
            Participant::ride("Wagon", RideKind::Vehicle).with_head_start(1),
        ],
    );
    begin(&mut state);
    let board = |who: &str| Command::Board {
        who: who.into(),
        ride: "Wagon".into(),
    };
    run(&mut state, board("Ann"), &[]);
    run(&mut state, end_turn("Ann"), &[]);
    run(&mut state, board("Bo"), &[]);
    run(&mut state, end_turn("Bo"), &[]);
    run(&mut state, end_turn("Hound"), &[]);
    // Round 2: Ann drives twice; both ride on.
    run(&mut state, check("Ann"), &[12]);
    run(&mut state, check("Ann"), &[12]);
    run(&mut state, end_turn("Ann"), &[]);
    assert_eq!((state.filled(0), state.filled(1)), (3, 3));
    assert_eq!(
        refused(&state, check("Bo"), &[12]),
        "Wagon has used this round's movement check and Move action"
    );
}
