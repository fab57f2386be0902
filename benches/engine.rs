//! Engine benchmarks: one command decided and applied, and a whole chase played to its end by a
//! simple policy with seeded dice. Run with `cargo bench --bench engine`; figures in
//! docs/performance.md.

use chasetrack::dice::{Difficulty, Roller};
use chasetrack::engine::Session;
use chasetrack::systems::coc7::rules::{
    ChaseMap, Coc7, Command, DamageRow, Hazard, Obstacle, Participant, Phase, Settings, Side,
};

fn main() {
    divan::main();
}

fn chase() -> Coc7 {
    let names: Vec<String> = (1..=20).map(|i| format!("Location {i}")).collect();
    let refs: Vec<&str> = names.iter().map(String::as_str).collect();
    let mut track = ChaseMap::of_names(&refs);
    for at in [4, 9, 14] {
        track.get_mut(at).unwrap().ahead = Some(Obstacle::Hazard(Hazard {
            name: format!("Hazard {at}"),
            skills: vec!["DEX".into()],
            difficulty: Difficulty::Regular,
            damage: Some(DamageRow::Minor),
        }));
    }
    let people = vec![
        Participant::new("Harvey", Side::Quarry, 55, 6, 60, 11),
        Participant::new("Amy", Side::Quarry, 60, 7, 55, 12),
        Participant::new("Farmer", Side::Pursuer, 50, 7, 50, 13),
        Participant::new("Dog", Side::Pursuer, 70, 8, 45, 8),
    ];
    Coc7::new(Settings::default(), track, people, false)
}

/// Plays a chase to its end: everyone moves forward or negotiates what is ahead.
fn play(seed: u64) -> usize {
    let mut session = Session::new(chase());
    let mut roller = Roller::seeded(seed);
    for who in ["Harvey", "Amy", "Farmer", "Dog"] {
        let _ = session.execute(
            Command::SpeedRoll {
                who: who.into(),
                skill: None,
            },
            &mut roller,
        );
    }
    let _ = session.execute(Command::CutToChase { range: None }, &mut roller);
    for _ in 0..500 {
        let state = session.state();
        if state.phase != Phase::Running || state.round > 30 {
            break;
        }
        let Some(id) = state.current() else { break };
        let participant = state.participant(id);
        let who = participant.name.clone();
        let command = match state.map.ahead_of(participant.location) {
            _ if participant.actions == 0 => Command::EndTurn { who },
            Some(Obstacle::Hazard(_)) => Command::NegotiateHazard {
                who,
                skill: "DEX".into(),
                cautious: 0,
                damage: None,
                no_damage: false,
                value: None,
            },
            _ => Command::Move { who, locations: 1 },
        };
        if session.execute(command, &mut roller).is_err() {
            let who = session.state().participant(id).name.clone();
            let _ = session.execute(Command::EndTurn { who }, &mut roller);
        }
    }
    session.journal().len()
}

#[divan::bench]
fn one_move(bencher: divan::Bencher) {
    let mut session = Session::new(chase());
    let mut roller = Roller::given([40, 40, 40, 40]);
    for who in ["Harvey", "Amy", "Farmer", "Dog"] {
        session
            .execute(
                Command::SpeedRoll {
                    who: who.into(),
                    skill: None,
                },
                &mut roller,
            )
            .unwrap();
    }
    session
        .execute(Command::CutToChase { range: None }, &mut roller)
        .unwrap();
    let state = session.state().clone();
    let who = state.participant(state.current().unwrap()).name.clone();
    let command = Command::Move { who, locations: 1 };
    bencher.bench_local(|| {
        let mut roller = Roller::given([]);
        let mut next = state.clone();
        for event in
            chasetrack::systems::coc7::rules::handle(&state, &command, &mut roller).unwrap()
        {
            chasetrack::systems::coc7::rules::apply(&mut next, &event);
        }
        divan::black_box(next)
    });
}

#[divan::bench]
fn whole_chase(bencher: divan::Bencher) {
    let mut seed = 0;
    bencher.bench_local(|| {
        seed += 1;
        divan::black_box(play(seed))
    });
}

#[divan::bench]
fn undo_after_100_commands(bencher: divan::Bencher) {
    let mut session = Session::new(chase());
    let mut roller = Roller::seeded(3);
    for who in ["Harvey", "Amy", "Farmer", "Dog"] {
        let _ = session.execute(
            Command::SpeedRoll {
                who: who.into(),
                skill: None,
            },
            &mut roller,
        );
    }
    let _ = session.execute(Command::CutToChase { range: None }, &mut roller);
    while session.journal().len() < 100 && session.state().phase == Phase::Running {
        let id = session.state().current().unwrap();
        let who = session.state().participant(id).name.clone();
        let _ = session.execute(
            Command::AddLocation {
                name: Some(who.to_string()),
                behind: false,
                obstacle: None,
            },
            &mut roller,
        );
    }
    bencher.bench_local(|| {
        let mut copy = session.clone();
        copy.undo();
        divan::black_box(copy.journal().len())
    });
}
