//! No playout sticks in any state a random game of a shipped setup reaches: every shipped setup
//! of the five systems is played at random through the legal commands the rules' generator
//! offers (every command a keeper could give, the keeper's own edits included), and from the
//! states on the way the odds play on, bold and cautious, without a playout the policy cannot
//! finish; in each of those states the policy's pick among the legal commands (what it plays
//! when the rules refuse all of its own) is a player's move the rules take.

use chasetrack::dice::Roller;
use chasetrack::engine::Legal;
use chasetrack::odds::{self, Policy, Settings, Style};
use std::path::PathBuf;

fn shipped() -> Vec<PathBuf> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets");
    let mut paths: Vec<PathBuf> = std::fs::read_dir(dir)
        .unwrap_or_else(|e| panic!("{e}"))
        .filter_map(Result::ok)
        .map(|entry| entry.path())
        .filter(|path| path.extension().is_some_and(|e| e == "ron"))
        .collect();
    paths.sort();
    paths
}

/// A small generator of picks, the same for every run.
struct Pick(u64);

impl Pick {
    fn below(&mut self, n: usize) -> usize {
        self.0 = self
            .0
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        ((self.0 >> 33) as usize) % n.max(1)
    }
}

/// Plays `steps` random legal commands from `initial`; after every `every` of them, plays the odds
/// and notes each state from which a playout stuck.
fn stuck_on_the_way<R>(
    initial: &R,
    seed: u64,
    steps: usize,
    every: usize,
    name: &str,
) -> Vec<String>
where
    R: Legal + Policy + Sync,
    R::Command: Sync,
{
    let mut stuck = Vec::new();
    let mut state = initial.clone();
    let mut pick = Pick(seed);
    for step in 0..steps {
        if step % every == 0 {
            for style in [Style::Bold, Style::Cautious] {
                let settings = Settings {
                    style,
                    runs: 8,
                    rounds: 10,
                };
                let tally = odds::run(&state, &settings, seed ^ step as u64);
                if tally.stuck > 0 {
                    stuck.push(format!(
                        "{name}, seed {seed}, after {step} random commands ({style:?}): {} of {} \
                         playouts stuck, the first with {}",
                        tally.stuck,
                        tally.runs,
                        tally.stuck_at.as_deref().unwrap_or("?")
                    ));
                }
            }
        }
        let legal = state.legal_commands();
        if legal.is_empty() || state.is_over() {
            break;
        }
        // Where the policy's own commands were all refused, it would pick among these: there is
        // always a player's move to pick, and the rules take it.
        for style in [Style::Bold, Style::Cautious] {
            match state.pick_legal(style, &legal) {
                Some(index) => {
                    let mut roller = Roller::seeded(seed ^ step as u64);
                    if state.handle(&legal[index], &mut roller).is_err() {
                        stuck.push(format!(
                            "{name}, seed {seed}, step {step}: the pick refused"
                        ));
                    }
                }
                None => stuck.push(format!(
                    "{name}, seed {seed}, step {step} ({style:?}): no player's move among {legal:?}"
                )),
            }
        }
        let command = &legal[pick.below(legal.len())];
        let mut roller = Roller::seeded(seed.wrapping_mul(31) ^ step as u64);
        match state.handle(command, &mut roller) {
            Ok(events) => events.iter().for_each(|event| state.apply(event)),
            Err(_) => break,
        }
    }
    stuck
}

#[test]
fn no_playout_sticks_in_any_state_a_random_game_of_a_shipped_setup_reaches() {
    let mut stuck = Vec::new();
    let mut games = 0;
    for path in shipped() {
        let setup = chasetrack::setup::load(&path).unwrap_or_else(|e| panic!("{e}"));
        let name = path
            .file_name()
            .map_or(String::new(), |n| n.to_string_lossy().into_owned());
        for seed in 0..2 {
            games += 1;
            stuck.extend(chasetrack::each!(&setup.chase, session =>
                stuck_on_the_way(session.state(), seed, 24, 4, &name)));
        }
    }
    assert!(games >= 40, "{games}");
    assert!(stuck.is_empty(), "{}", stuck.join("\n"));
}
