//! Events as sentences for the log and for `chasetrack script`: "Ann's movement check: d20 14 +3
//! = 17 vs DC 15: success (margin 2), 1 segment." Each is told from the state just before it.

use super::event::{CheckKind, Event, Purpose};
use super::handle::condition_word;
use super::state::{
    Catcher, ClockChase, Difficulty, Ending, Id, Obscurement, Role, Scope, Slope, Status, Terrain,
};

/// One sentence about an event; empty for bookkeeping that the keeper need not read.
pub fn narrate(state: &ClockChase, event: &Event) -> String {
    let name = |id: Id| state.participant(id).name.as_str();
    let path = |id: u16| {
        state
            .paths
            .get(usize::from(id))
            .map_or("a new path", |p| p.name.as_str())
    };
    let obstacle = |id: u16| {
        state
            .obstacles
            .get(usize::from(id))
            .map_or("the obstacle", |o| o.name.as_str())
    };
    let of = |filled: u32| format!("{filled}/{}", state.segments);
    match event {
        Event::OrderSet { order, rolls } => {
            let order = join(order.iter().map(|id| name(*id).to_string()));
            if rolls.is_empty() {
                return format!("Turn order for the chase: {order}.");
            }
            let shown = |first: bool| {
                join(
                    rolls
                        .iter()
                        .filter(|r| (r.attempt == 0) == first)
                        .map(|r| format!("{} {}", name(r.who), r.total)),
                )
            };
            let ties = shown(false);
            let ties = if ties.is_empty() {
                String::new()
            } else {
                format!("; ties re-rolled: {ties}")
            };
            format!(
                "Dexterity with Athletics: {}{ties}. Turn order for the chase: {order}.",
                shown(true)
            )
        }
        Event::RoundStarted { round } => match state.settings.round_seconds {
            Some(seconds) if *round > 1 => format!(
                "Round {round} begins, {} in.",
                duration(u64::from(seconds) * u64::from(round - 1))
            ),
            _ => format!("Round {round} begins."),
        },
        Event::Checked {
            who,
            mover,
            kind,
            roll,
            segments,
        } => {
            let whose = if who == mover {
                format!("{}'s", name(*who))
            } else {
                format!("{} drives {}:", name(*who), name(*mover))
            };
            let what = match kind {
                CheckKind::Turn => "movement check".to_string(),
                CheckKind::MoveAction => "Move action, another movement check".to_string(),
                CheckKind::Additional { effect, spaces } => format!(
                    "{effect} ({spaces} space{}), an additional movement check",
                    plural(*spaces)
                ),
            };
            let gain = if *segments == 0 {
                "no progress".to_string()
            } else {
                format!("{segments} segment{}", plural(*segments))
            };
            format!("{whose} {what}: {roll}, {gain}.")
        }
        Event::DetrimentTaken { who } => format!(
            "{} pays for the weak success: 1 Stress, or 1 Tension for the GM.",
            name(*who)
        ),
        Event::Filled { who, from, to } => format!(
            "{} fills {} segment{}: {}.",
            name(*who),
            to - from,
            plural(to - from),
            of(*to)
        ),
        Event::HeldUp {
            who,
            obstacle: o,
            excess,
            advantage,
        } => format!(
            "{} stops {} at {}, {excess} segment{} short{}.",
            obstacle(*o),
            name(*who),
            of(state.participant(*who).filled),
            plural(*excess),
            if *advantage {
                "; advantage on the next check to pass it"
            } else {
                ""
            }
        ),
        Event::ExcessLost { who, ride, lost } => format!(
            "{} reaches {}; {lost} segment{} beyond it {} lost.",
            name(*who),
            name(*ride),
            plural(*lost),
            if *lost == 1 { "is" } else { "are" }
        ),
        Event::SlowedDown { who, from, to } => {
            format!("{} slows down: {from} to {}.", name(*who), of(*to))
        }
        Event::PathOpened {
            name: path_name,
            terrain: t,
            flight_only,
            ..
        } => format!(
            "A path opens: '{path_name}' ({}{}).",
            terrain(state, t),
            if *flight_only { ", flyers only" } else { "" }
        ),
        Event::PathTaken {
            who, to, filled, ..
        } => format!(
            "{} takes the path '{}': {}.",
            name(*who),
            path(*to),
            of(*filled)
        ),
        Event::TerrainSet {
            path: p,
            terrain: t,
        } => {
            format!("'{}' is now {}.", path(*p), terrain(state, t))
        }
        Event::PathsMerged { from, into, moved } => {
            let who = if moved.is_empty() {
                "nobody was on it".to_string()
            } else {
                format!(
                    "{} {} on '{}' now",
                    join(moved.iter().map(|id| name(*id).to_string())),
                    if moved.len() == 1 { "is" } else { "are" },
                    path(*into)
                )
            };
            format!("'{}' merges into '{}': {who}.", path(*from), path(*into))
        }
        Event::SkillUsed { who, purpose, roll } => {
            let what = match purpose {
                Purpose::Hide => "hides".to_string(),
                Purpose::Seek { target } => format!("searches for {}", name(*target)),
                Purpose::Resolve { obstacle: o } => format!("tackles {}", obstacle(*o)),
                Purpose::Other { what } => format!("tries to {what}"),
            };
            match roll {
                Some(roll) => format!("{} {what}: {roll}.", name(*who)),
                None => format!("{} {what} (the keeper's ruling).", name(*who)),
            }
        }
        Event::Hidden { who } => format!("{} is hidden.", name(*who)),
        Event::Revealed { who, by } => match by {
            Some(seeker) if state.path_of(*seeker) != state.path_of(*who) => format!(
                "{} finds {}, on '{}'.",
                name(*seeker),
                name(*who),
                path(state.path_of(*who))
            ),
            Some(seeker) => format!("{} finds {}.", name(*seeker), name(*who)),
            None => format!("{} is no longer hidden.", name(*who)),
        },
        Event::ObstaclePlaced {
            name: obstacle_name,
            path: p,
            after,
            dc,
            scope,
            ..
        } => format!(
            "{obstacle_name} (DC {dc}, {}) stands on '{}' after segment {after}.",
            match scope {
                Scope::Everyone => "everyone must pass it",
                Scope::OneForAll => "one passing clears it for all",
            },
            path(*p)
        ),
        Event::ObstacleResolved { obstacle: o, by } => {
            match state.obstacles.get(usize::from(*o)).map(|o| o.scope) {
                Some(Scope::OneForAll) => {
                    format!("{} clears {} for everyone.", name(*by), obstacle(*o))
                }
                _ => format!("{} is past {}.", name(*by), obstacle(*o)),
            }
        }
        Event::ObstacleCleared { obstacle: o } => format!("{} is gone.", obstacle(*o)),
        Event::AdvantageSpent { .. } | Event::TurnEnded { .. } => String::new(),
        Event::Boarded { who, ride } => format!("{} boards {}.", name(*who), name(*ride)),
        Event::Disembarked { who, ride, .. } => {
            format!("{} gets off {}.", name(*who), name(*ride))
        }
        Event::ConditionSet { who, condition, on } => format!(
            "{} is {}{}.",
            name(*who),
            if *on { "now " } else { "no longer " },
            condition_word(*condition)
        ),
        Event::Placed { who, filled } => {
            format!("The keeper puts {} at {}.", name(*who), of(*filled))
        }
        Event::Finished { who } => {
            let participant = state.participant(*who);
            match participant.role {
                Role::Chaser => format!("{} fills its clock.", participant.name),
                _ if state.is_race() => format!(
                    "{} finishes {}.",
                    participant.name,
                    ordinal(state.places().len() + 1)
                ),
                _ => format!("{} fills the clock and gets away.", participant.name),
            }
        }
        Event::Caught { who, by } => match by {
            Catcher::Chaser(chaser) => format!("{} catches {}.", name(*chaser), name(*who)),
            Catcher::Timer => format!(
                "{} runs out on {}.",
                state
                    .timer
                    .as_ref()
                    .map_or("The timer", |t| t.name.as_str()),
                name(*who)
            ),
        },
        Event::TimerTicked { filled } => match &state.timer {
            Some(timer) => format!("{} ticks: {filled}/{}.", timer.name, timer.segments),
            None => String::new(),
        },
        Event::RoundEnded { round } => format!("Round {round} ends."),
        Event::ChaseEnded { ending: how } => format!("The chase is over. {}", ending(state, *how)),
    }
}

/// How a chase ended, in words: the race's places, or who got away and who was caught.
pub fn ending(state: &ClockChase, ending: Ending) -> String {
    let named = |wanted: &dyn Fn(&super::state::Participant) -> bool| {
        join(
            state
                .participants
                .iter()
                .filter(|p| p.role == Role::Runner && wanted(p))
                .map(|p| p.name.to_string()),
        )
    };
    if state.is_race() {
        let places = state.places();
        return match places.as_slice() {
            [] => "Nobody finished the race.".to_string(),
            [winner] => format!("{} wins the race.", state.participant(*winner).name),
            _ => {
                let places: Vec<String> = places
                    .iter()
                    .enumerate()
                    .map(|(i, id)| format!("{} {}", ordinal(i + 1), state.participant(*id).name))
                    .collect();
                format!("The race: {}.", places.join(", "))
            }
        };
    }
    let home = named(&|p| p.status == Status::Filled);
    let caught = named(&|p| matches!(p.status, Status::Caught { .. }));
    let running = named(&|p| p.status == Status::Running);
    let mut parts = Vec::new();
    if !home.is_empty() {
        parts.push(format!("{home} got away"));
    }
    if !caught.is_empty() {
        parts.push(format!("{caught} caught"));
    }
    if !running.is_empty() {
        let verb = match ending {
            Ending::NoChaserLeft => "got away with nobody left to catch them",
            _ => "still running",
        };
        parts.push(format!("{running} {verb}"));
    }
    let summary = parts.join("; ");
    match ending {
        Ending::TimeUp => format!(
            "{} has run out: {summary}.",
            state
                .timer
                .as_ref()
                .map_or("The timer", |t| t.name.as_str())
        ),
        Ending::Keeper => format!("The keeper ends it in round {}: {summary}.", state.round),
        Ending::NoChaserLeft => format!("No chaser is left: {summary}."),
        Ending::AllRunnersDone | Ending::RaceDecided => format!("{summary}."),
    }
}

/// A terrain in words: "forest, DC 15, cover, obscured, uphill".
pub fn terrain(state: &ClockChase, terrain: &Terrain) -> String {
    let settings = &state.settings;
    let dc = match terrain.difficulty {
        Difficulty::Easy => settings.easy_dc,
        Difficulty::Difficult => settings.difficult_dc,
        Difficulty::VeryDifficult => settings.very_difficult_dc,
        Difficulty::Dc(dc) => dc,
    };
    let mut parts: Vec<String> = terrain.name.iter().cloned().collect();
    parts.push(format!("DC {dc}"));
    if terrain.cover {
        parts.push("cover".to_string());
    }
    match terrain.obscurement {
        Obscurement::Clear => {}
        Obscurement::Obscured => parts.push("obscured".to_string()),
        Obscurement::FullyObscured => parts.push("fully obscured".to_string()),
    }
    match terrain.slope {
        Slope::Level => {}
        Slope::Uphill => parts.push("uphill".to_string()),
        Slope::Downhill => parts.push("downhill".to_string()),
    }
    parts.join(", ")
}

/// "40 seconds", "1 minute 40 seconds", "10 minutes".
pub fn duration(seconds: u64) -> String {
    let (minutes, seconds) = (seconds / 60, seconds % 60);
    let part = |n: u64, unit: &str| format!("{n} {unit}{}", if n == 1 { "" } else { "s" });
    match (minutes, seconds) {
        (0, s) => part(s, "second"),
        (m, 0) => part(m, "minute"),
        (m, s) => format!("{} {}", part(m, "minute"), part(s, "second")),
    }
}

/// "1st", "2nd", "3rd", "4th", ..., "11th", "21st".
pub fn ordinal(n: usize) -> String {
    let suffix = match (n % 10, n % 100) {
        (_, 11..=13) => "th",
        (1, _) => "st",
        (2, _) => "nd",
        (3, _) => "rd",
        _ => "th",
    };
    format!("{n}{suffix}")
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

fn join(names: impl Iterator<Item = String>) -> String {
    let names: Vec<String> = names.collect();
    match names.as_slice() {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
