//! Playing the rest of a chase: one playout on a scratch state with the system's own `handle` and
//! `apply`, and many of them (on every core) counted into a [`Tally`].

use super::{Policy, Settings, Tally};
use crate::dice::Roller;

/// Where a playout stops besides the chase's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Limits {
    /// Rounds to play at most, counting the one the chase is in.
    pub rounds: u32,
    /// Commands to give at most: a policy that goes round in circles ends as "stuck".
    pub commands: u32,
}

impl Limits {
    /// The limits of a [`Settings`]: its rounds, and commands enough for any sane chase.
    pub fn of(settings: &Settings) -> Self {
        Limits {
            rounds: settings.rounds.max(1),
            commands: settings.rounds.max(1).saturating_mul(200),
        }
    }
}

/// How a playout ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ended {
    /// The chase is over.
    Over,
    /// The round limit was reached with the chase still running.
    RoundLimit,
    /// The policy had no command the rules would take (or went round in circles).
    Stuck,
}

/// Plays `state` on to its end or a limit with the policy's commands and the roller's dice, and
/// leaves the end state in `state`. `first`, when given, is the first command (a choice the
/// preview tries); it is refused like any other. Nothing is narrated and nothing is journaled.
/// Keeps a copy of where it starts, for a refusal to go back to: [`playout_from`] reuses one.
pub fn playout<R: Policy>(
    state: &mut R,
    first: Option<&R::Command>,
    style: super::Style,
    limits: Limits,
    roller: &mut Roller,
) -> Ended {
    play_out(state, first, style, limits, roller).ended
}

/// How one playout went: how it ended, and how many of its commands the policy picked among the
/// rules' legal commands because none of its own was taken.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Played {
    pub ended: Ended,
    pub from_legal: u32,
}

/// [`playout`], telling also how often the policy fell back on the legal commands.
pub fn play_out<R: Policy>(
    state: &mut R,
    first: Option<&R::Command>,
    style: super::Style,
    limits: Limits,
    roller: &mut Roller,
) -> Played {
    let start = state.clone();
    let mut trail = Vec::new();
    let start_from = Start {
        state: &start,
        first: first.map_or(&[][..], std::slice::from_ref),
    };
    playout_from(start_from, state, &mut trail, style, limits, roller)
}

/// Where a playout starts: the state, and the first commands if a preview gives a choice (one
/// command, or a few in a row: a move and then an exertion).
#[derive(Clone, Copy)]
pub struct Start<'a, R: Policy> {
    pub state: &'a R,
    pub first: &'a [R::Command],
}

/// [`play_out`] on a scratch state and a trail that the caller keeps from one playout to the next
/// (so that a playout allocates nothing once they have grown): `scratch` is set to the start, and
/// each command is decided on it in place, its events going onto `trail`. A command refused after
/// some of its events were applied (rare) puts the scratch state back: the start with the trail
/// before that command applied again, so a refusal changes nothing, as everywhere else.
///
/// When the rules refuse every command the policy builds for a state (or it builds none), the
/// policy picks among the step's legal moves ([`Policy::legal_moves`], [`Policy::pick_legal`]);
/// only when none of those is a player's move does the playout stick.
pub fn playout_from<R: Policy>(
    start: Start<'_, R>,
    scratch: &mut R,
    trail: &mut Vec<R::Event>,
    style: super::Style,
    limits: Limits,
    roller: &mut Roller,
) -> Played {
    scratch.clone_from(start.state);
    trail.clear();
    let state = scratch;
    let last_round = state.round().max(1).saturating_add(limits.rounds - 1);
    let mut memo = R::memo(|| roller.side_seed());
    let mut from_legal = 0;
    let mut decide = |state: &mut R, command: &R::Command, roller: &mut Roller| {
        let mark = trail.len();
        let decided = state.decide(command, roller, trail).is_ok();
        if !decided && trail.len() > mark {
            trail.truncate(mark);
            state.clone_from(start.state);
            trail.iter().for_each(|event| state.apply(event));
        }
        decided
    };
    for command in start.first {
        if !decide(state, command, roller) {
            return Played {
                ended: Ended::Stuck,
                from_legal,
            };
        }
    }
    for _ in 0..limits.commands {
        let ended = if state.is_over() {
            Some(Ended::Over)
        } else if state.round() > last_round {
            Some(Ended::RoundLimit)
        } else {
            None
        };
        if let Some(ended) = ended {
            return Played { ended, from_legal };
        }
        let mut applied = false;
        for attempt in 0..4 {
            let Some(command) = state.next_command(style, attempt, &mut memo) else {
                break;
            };
            if decide(state, &command, roller) {
                applied = true;
                break;
            }
        }
        if !applied {
            let legal = state.legal_moves();
            let taken = state
                .pick_legal(style, &legal)
                .and_then(|i| legal.get(i))
                .is_some_and(|command| decide(state, command, roller));
            if !taken {
                return Played {
                    ended: Ended::Stuck,
                    from_legal,
                };
            }
            from_legal += 1;
        }
    }
    let ended = if state.is_over() {
        Ended::Over
    } else {
        Ended::Stuck
    };
    Played { ended, from_legal }
}

/// The seed of playout `index` of a run seeded with `seed`: each playout has its own, so the
/// figures are the same however many threads share the work.
pub fn playout_seed(seed: u64, index: u32) -> u64 {
    // SplitMix64's step: neighbouring indices give unrelated seeds.
    let mut z = seed.wrapping_add(u64::from(index).wrapping_mul(0x9E37_79B9_7F4A_7C15));
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Whether the playouts leave one core to the screen (set once by the screen at start): on a
/// two-core laptop the odds of a chase at the limits then never keep a key, `q` or Ctrl-C
/// waiting. `chasetrack odds` and the tests use every core.
static LEAVE_A_CORE: std::sync::atomic::AtomicBool = std::sync::atomic::AtomicBool::new(false);

/// Leaves one core free of playouts from now on (the screen calls it before it starts).
pub fn leave_a_core_to_the_screen() {
    LEAVE_A_CORE.store(true, std::sync::atomic::Ordering::Relaxed);
}

/// Plays `settings.runs` playouts from `start` and counts them, on every core there is.
pub fn run<R: Policy + Sync>(start: &R, settings: &Settings, seed: u64) -> Tally
where
    R::Command: Sync,
{
    run_choice(start, None, settings, seed)
}

/// Like [`run`], with `first` as every playout's first command (one choice of the preview).
pub fn run_choice<R: Policy + Sync>(
    start: &R,
    first: Option<&R::Command>,
    settings: &Settings,
    seed: u64,
) -> Tally
where
    R::Command: Sync,
{
    let runs = settings.runs.max(1);
    let part = Part {
        first: first.map_or(&[][..], std::slice::from_ref),
        settings,
        seed,
        numbers: 0..runs,
    };
    match run_part(start, part, &|| true) {
        Some(tally) => tally,
        None => Tally::new(start),
    }
}

/// Some of the playouts of a run: those numbered `numbers` of the run seeded with `seed`, each
/// with `first` as its first command when a preview tries one. The figures of a run played in
/// parts and merged in order ([`Tally::merge`]) are the figures of the whole run played at once.
#[derive(Clone)]
pub struct Part<'a, C> {
    pub first: &'a [C],
    pub settings: &'a Settings,
    pub seed: u64,
    pub numbers: std::ops::Range<u32>,
}

/// Plays a [`Part`] of a run from `start` and counts it, on every core there is; `go_on` is asked
/// before every playout, and `None` comes back as soon as it says no (a newer request has made
/// these figures useless: the screen's worker then drops them and starts on the new one).
pub fn run_part<R: Policy + Sync>(
    start: &R,
    part: Part<'_, R::Command>,
    go_on: &(dyn Fn() -> bool + Sync),
) -> Option<Tally>
where
    R::Command: Sync,
{
    let Part {
        first,
        settings,
        seed,
        numbers,
    } = part;
    let runs = numbers.end.saturating_sub(numbers.start);
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let spare = usize::from(LEAVE_A_CORE.load(std::sync::atomic::Ordering::Relaxed));
    let threads = cores.saturating_sub(spare).clamp(1, 16) as u32;
    // Below a few hundred playouts a thread costs more than it saves.
    let threads = threads.min(runs.div_ceil(256)).max(1);
    let chunk = runs.div_ceil(threads).max(1);
    let work = |from: u32| {
        let to = from.saturating_add(chunk).min(numbers.end);
        let mut tally = Tally::new(start);
        let mut scratch = start.clone();
        let mut trail = Vec::new();
        let mut roller = Roller::seeded(0);
        for index in from..to {
            if !go_on() {
                return None;
            }
            roller.reseed(playout_seed(seed, index));
            let played = playout_from(
                Start {
                    state: start,
                    first,
                },
                &mut scratch,
                &mut trail,
                settings.style,
                Limits::of(settings),
                &mut roller,
            );
            tally.count(start, &scratch, played.ended);
            tally.from_legal += u32::from(played.from_legal > 0);
        }
        Some(tally)
    };
    if threads == 1 {
        return work(numbers.start);
    }
    std::thread::scope(|scope| {
        let handles: Vec<_> = (1..threads)
            .map(|t| {
                let work = &work;
                scope.spawn(move || work(numbers.start + t * chunk))
            })
            .collect();
        let mut total = work(numbers.start);
        for handle in handles {
            // A thread that panicked lost its share; the figures say how many playouts they count.
            match (handle.join(), &mut total) {
                (Ok(Some(part)), Some(total)) => total.merge(&part),
                (Ok(None), _) => total = None,
                _ => {}
            }
        }
        total
    })
}
