//! Events as sentences for the log and for `chasetrack script`: "Farmer fails DEX 50 with 73 on
//! Mud." Each is told from the state just before the event.

mod routes;
mod table;
mod vehicles;

pub use table::narrate_for_table;

use super::event::{Event, ResponseKind, RoundActions};
use super::state::{Coc7, Ending, Id, Loc, Side, Speed, Status};
use crate::dice::SkillRoll;

/// One sentence about an event; empty for bookkeeping that the keeper need not read.
pub fn narrate(state: &Coc7, event: &Event) -> String {
    let name = |id: Id| state.participant(id).name.as_str();
    match event {
        Event::SpeedRolled {
            who,
            skill,
            roll,
            speed,
        } => {
            let p = state.participant(*who);
            let after = (p.base_mov as i32 + speed.mov_change()).max(0);
            let change = match speed {
                Speed::Extreme => format!("MOV {} rises to {after}", p.base_mov),
                Speed::Success => format!("MOV stays {}", p.base_mov),
                Speed::Failure => format!("MOV {} drops to {after}", p.base_mov),
            };
            format!(
                "{} rolls {} for speed: {}; {change} for this chase.",
                name(*who),
                rolled_bare(skill, roll),
                roll.level
            )
        }
        Event::StatusChanged { who, status } => match status {
            Status::Active => format!("{} breaks free and runs on.", name(*who)),
            Status::Escaped => format!("{} escapes.", name(*who)),
            Status::Caught { by } => format!(
                "{} catches {} at {}.",
                name(*by),
                name(*who),
                place(state, state.participant(*by).location)
            ),
            // Too slow when the chase is established; later, a lost trail or a newcomer too
            // slow to matter ("they can be ignored").
            Status::LeftBehind if state.phase == super::state::Phase::Establishing => {
                format!("{} is too slow and is left behind.", name(*who))
            }
            Status::LeftBehind => format!("{} is left behind, out of the chase.", name(*who)),
            Status::Unconscious => {
                format!("{} falls unconscious and is out of the chase.", name(*who))
            }
            Status::Dead => format!("{} is dead.", name(*who)),
            Status::Dying => format!("{} is dying and out of the chase.", name(*who)),
            Status::Waiting => format!("{} is not in the chase yet.", name(*who)),
        },
        Event::SlowestSet { mov } => {
            format!("Movement actions count from MOV {mov}, the slowest in the chase.")
        }
        Event::Placed { who, location } => {
            format!("{} is at {}.", name(*who), place(state, *location))
        }
        Event::RoundStarted { round, actions, .. } => {
            // "Passengers ... do not have movement actions": they are named apart, with none.
            let (riding, moving): (Vec<&RoundActions>, Vec<&RoundActions>) = actions
                .iter()
                .partition(|a| state.participant(a.who).is_passenger());
            let parts: Vec<String> = moving
                .iter()
                .map(|a| {
                    let owed = if a.debt > 0 {
                        format!("(-{})", a.debt)
                    } else {
                        String::new()
                    };
                    format!("{} {}{owed}", name(a.who), a.actions)
                })
                .collect();
            let mut text = format!(
                "Round {round} begins. Movement actions: {}",
                parts.join(", ")
            );
            if !riding.is_empty() {
                let names: Vec<&str> = riding.iter().map(|a| name(a.who)).collect();
                text.push_str(&format!(
                    "; none for the passenger{} {} (who act{} once)",
                    plural(names.len() as u32),
                    names.join(", "),
                    if names.len() == 1 { "s" } else { "" }
                ));
            }
            text.push('.');
            text
        }
        Event::Moved { who, to, .. } => {
            // A pursuer that reaches a quarry's location is with it: the log says so,
            // since the two may now attack one another, or the keeper rules the quarry caught.
            let mover = state.participant(*who);
            let reached: Vec<&str> = state
                .at(*to)
                .filter(|(id, p)| {
                    *id != *who
                        && mover.side == Side::Pursuer
                        && p.side == Side::Quarry
                        && p.status == Status::Active
                        && !state.settings.catch_on_reach
                })
                .map(|(_, p)| p.name.as_str())
                .collect();
            match reached.as_slice() {
                [] => format!("{} moves to {}.", name(*who), place(state, *to)),
                quarries => format!(
                    "{} moves to {} and reaches {}.",
                    name(*who),
                    place(state, *to),
                    and_list(quarries)
                ),
            }
        }
        Event::ActionsSpent { .. } => String::new(),
        Event::ActionsLost {
            who,
            this_round,
            owed,
        } => {
            let lost = this_round + owed;
            let mut text = format!(
                "{} loses {lost} movement action{}",
                name(*who),
                plural(lost)
            );
            if *owed > 0 && *this_round > 0 {
                text.push_str(&format!(": {this_round} now, owes {owed} next round"));
            } else if *owed > 0 {
                text.push_str(&format!(" and owes {owed} next round"));
            }
            text.push('.');
            text
        }
        Event::HazardRolled {
            who,
            at,
            skill,
            roll,
            passed,
        } => format!(
            "{} {} {} on {}{}.",
            name(*who),
            if *passed { "gets past" } else { "fails" },
            rolled(skill, roll),
            obstacle_name(state, *at),
            judged(state, *at, "hazard")
        ),
        Event::BarrierRolled {
            who,
            at,
            skill,
            roll,
            passed,
        } => format!(
            "{} {} {} at {}{}.",
            name(*who),
            if *passed {
                "gets through with"
            } else {
                "is stopped, failing"
            },
            rolled(skill, roll),
            obstacle_name(state, *at),
            judged(state, *at, "barrier")
        ),
        Event::BarrierDamaged {
            who,
            at,
            damage,
            hp_left,
        } => format!(
            "{} deals {damage} damage to {}: {hp_left} hit point{} left.",
            name(*who),
            obstacle_name(state, *at),
            plural(*hp_left)
        ),
        Event::BarrierBroken { at, debris } => match debris {
            Some(hazard) => format!(
                "{} is broken down; {} remains as a hazard.",
                obstacle_name(state, *at),
                hazard.name
            ),
            None => format!("{} is broken down.", obstacle_name(state, *at)),
        },
        Event::Harmed {
            who,
            damage,
            hp_left,
            major_wound,
        } => format!(
            "{} takes {damage} damage{}: HP {hp_left}/{}.",
            name(*who),
            if *major_wound { ", a major wound" } else { "" },
            state.participant(*who).max_hp
        ),
        Event::ConsciousnessRolled { who, roll, passed } => format!(
            "{} {} to stay conscious.",
            name(*who),
            if *passed {
                format!("makes {}", rolled("CON", roll))
            } else {
                format!("fails {}", rolled("CON", roll))
            }
        ),
        Event::Attacked {
            who,
            target,
            skill,
            roll,
            response,
            maneuver,
            winner,
        } => {
            let kind = if *maneuver {
                "tries a fighting maneuver on"
            } else {
                "attacks"
            };
            let mut text = format!(
                "{} {kind} {}: {}",
                name(*who),
                name(*target),
                rolled(skill, roll)
            );
            if let Some(answer) = response {
                let how = match answer.kind {
                    ResponseKind::Dodge => "dodges",
                    ResponseKind::FightBack => "fights back",
                    ResponseKind::Maneuver => "answers with a maneuver",
                };
                text.push_str(&format!(
                    "; {} {how}, {}",
                    name(*target),
                    rolled(&answer.skill, &answer.roll)
                ));
            }
            text.push_str(&attack_outcome(
                *who,
                response.is_some(),
                *maneuver,
                *winner,
                &name,
            ));
            text
        }
        Event::SaveRolled {
            who,
            skill,
            roll,
            passed,
        } => format!(
            "{} {} {}.",
            name(*who),
            if *passed { "saves with" } else { "fails" },
            rolled(skill, roll)
        ),
        Event::Acted {
            who,
            what,
            roll,
            skill,
            passed,
        } => match (roll, skill, passed) {
            (Some(roll), Some(skill), Some(passed)) => format!(
                "{} tries to {what}: {} and {}.",
                name(*who),
                rolled(skill, roll),
                if *passed { "succeeds" } else { "fails" }
            ),
            _ => format!("{}: {what}.", name(*who)),
        },
        Event::Delayed { who, after, .. } => match after {
            Some(other) if state.turn.waits_for(*other, *who) => format!(
                "{} waits for {}, who waits for {0}: neither acts this round.",
                name(*who),
                name(*other)
            ),
            Some(other) => format!("{} waits for {}.", name(*who), name(*other)),
            None => format!("{} waits until the end of the round.", name(*who)),
        },
        // "Movement Actions": a turn that ends because its actions are used up says so, in the
        // first round as in every other (the screen's own pass of an empty turn says the same).
        Event::TurnEnded {
            who, spent: true, ..
        } if state.participant(*who).is_passenger() => {
            format!("{} has acted: the turn passes.", name(*who))
        }
        Event::TurnEnded {
            who, spent: true, ..
        } => format!(
            "{} has no movement actions left: the turn passes.",
            name(*who)
        ),
        Event::TurnEnded { .. } => String::new(),
        Event::RoundEnded { round } => format!("Round {round} ends."),
        Event::LocationAdded { at, name, obstacle } => {
            let label = name.clone().unwrap_or_else(|| format!("location {at}"));
            match obstacle {
                Some(o) => format!("The track grows: {label}, beyond {}.", o.name()),
                None => format!("The track grows: {label}."),
            }
        }
        Event::ObstacleSet { after, obstacle } => match obstacle {
            Some(o) => format!("{} now lies after {}.", o.name(), place(state, *after)),
            None => format!("The way after {} is clear.", place(state, *after)),
        },
        Event::TiesReordered { .. } | Event::RoundReordered { .. } => {
            "The keeper reorders a DEX tie.".to_string()
        }
        Event::ChaseResumed => "The chase is on again.".to_string(),
        Event::ChaseEnded { ending } => {
            format!("The chase is over. {}", self::ending(state, *ending))
        }
        Event::Route(event) => routes::narrate(state, event),
        Event::Vehicle(event) => vehicles::narrate(state, event),
    }
}

/// How a chase ended, in a sentence.
pub fn ending(state: &Coc7, ending: Ending) -> String {
    let names = |wanted: &dyn Fn(Status) -> bool| {
        state
            .participants
            .iter()
            .filter(|p| p.side == Side::Quarry && wanted(p.status))
            .map(|p| p.name.as_str())
            .collect::<Vec<_>>()
    };
    let escaped = names(&|s| s == Status::Escaped);
    let caught = names(&|s| matches!(s, Status::Caught { .. }));
    let mut parts = Vec::new();
    if !escaped.is_empty() {
        parts.push(format!("{} escaped", join(&escaped)));
    }
    if !caught.is_empty() {
        parts.push(format!("{} caught", join(&caught)));
    }
    let down = names(&|s| matches!(s, Status::Unconscious | Status::Dead | Status::Dying));
    if !down.is_empty() {
        parts.push(format!("{} down", join(&down)));
    }
    let summary = if parts.is_empty() {
        "Nobody got away".to_string()
    } else {
        parts.join("; ")
    };
    match ending {
        Ending::TimeUp => {
            let fled: Vec<String> = state
                .participants
                .iter()
                .filter(|p| p.in_chase() || p.status == Status::Escaped)
                .map(|p| format!("{} {}", p.name, p.moved))
                .collect();
            format!(
                "Time is up after {} rounds. Locations moved: {}.",
                state.round,
                fled.join(", ")
            )
        }
        Ending::Keeper => format!("The keeper ends the chase: {summary}."),
        Ending::NoPursuerLeft => format!("No pursuer is left: {summary}."),
        Ending::NoQuarryLeft => format!("{summary}."),
    }
}

/// "Climb 40 with 75"; a critical (01) or a fumble is marked, since the level is what decides
/// and the bare number does not say it ("Climb 40 with 1 (a critical)").
fn rolled(skill: &str, roll: &SkillRoll) -> String {
    let text = rolled_bare(skill, roll);
    match roll.level {
        _ if roll.value == 0 => text,
        crate::dice::SuccessLevel::Critical => format!("{text} (a critical)"),
        crate::dice::SuccessLevel::Fumble => format!("{text} (a fumble)"),
        _ => text,
    }
}

/// The roll without its level, for sentences that name the level themselves.
fn rolled_bare(skill: &str, roll: &SkillRoll) -> String {
    if roll.value == 0 {
        // "Monsters in a Chase": an attempt ruled an automatic failure rolls no dice.
        return format!("{skill}, an automatic failure");
    }
    let dice = match roll.bonus {
        0 => String::new(),
        b if b > 0 => format!(" ({b} bonus di{})", if b == 1 { "e" } else { "ce" }),
        b => format!(" ({} penalty di{})", -b, if b == -1 { "e" } else { "ce" }),
    };
    format!("{skill} {} with {}{dice}", roll.skill, roll.value)
}

fn place(state: &Coc7, at: Loc) -> String {
    match state.map.get(at).and_then(|l| l.name.as_deref()) {
        Some(name) => format!("{name} ({at})"),
        None => format!("location {at}"),
    }
}

/// ", a Hard hazard": the difficulty the roll was judged at, when it is not Regular (a regular
/// success fails a Hard hazard, and the log says why).
fn judged(state: &Coc7, at: Loc, kind: &str) -> String {
    match state.map.ahead_of(at).map(|o| o.difficulty()) {
        Some(difficulty) if difficulty != crate::dice::Difficulty::Regular => {
            format!(", a {difficulty:?} {kind}")
        }
        _ => String::new(),
    }
}

fn obstacle_name(state: &Coc7, at: Loc) -> String {
    state
        .map
        .ahead_of(at)
        .map_or_else(|| format!("the way after {at}"), |o| o.name().to_string())
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

/// How an attack ended, after its rolls: "Farmer wins." only where the target answered with a
/// roll of its own and the two were compared ("Conflict": an opposed roll); an attack nobody
/// answered simply hits or misses, a maneuver succeeds or fails.
pub(super) fn attack_outcome<'a>(
    attacker: Id,
    responded: bool,
    maneuver: bool,
    winner: Option<Id>,
    name: &dyn Fn(Id) -> &'a str,
) -> String {
    match (responded, winner, maneuver) {
        (true, Some(w), _) => format!(". {} wins.", name(w)),
        (true, None, _) => ". Nothing comes of it.".to_string(),
        (false, Some(w), false) if w == attacker => ": a hit, unopposed.".to_string(),
        (false, Some(w), true) if w == attacker => {
            ": the maneuver succeeds, unopposed.".to_string()
        }
        (false, Some(w), _) => format!(". {} wins.", name(w)),
        (false, None, false) => ": a miss.".to_string(),
        (false, None, true) => ": the maneuver fails.".to_string(),
    }
}

pub(super) fn join(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

/// "Harvey", "Amy and Bob", "Amy, Bob and Carl".
fn and_list(names: &[&str]) -> String {
    match names {
        [] => String::new(),
        [one] => (*one).to_string(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}
