//! Events of the route and track rules of Part 5 as sentences: forks and the ways taken, random
//! and sudden hazards, acceleration, tracking and hiding, joining, modes of movement and hazards
//! left behind.

use super::{place, plural, rolled, rolled_bare};
use crate::systems::coc7::rules::Side;
use crate::systems::coc7::rules::event::RouteEvent;
use crate::systems::coc7::rules::optional::Caller;
use crate::systems::coc7::rules::state::{Coc7, Id, Loc};

/// One sentence about an event of the route and track rules, told from the state just before it.
pub(super) fn narrate(state: &Coc7, event: &RouteEvent) -> String {
    let name = |id: Id| state.participant(id).name.as_str();
    match event {
        RouteEvent::RouteChosen { who, fork, way } => format!(
            "{} will take {} at {}.",
            name(*who),
            state.map.way_name(*way),
            place(state, *fork)
        ),
        RouteEvent::RouteTaken { who, way, lead, .. } => {
            let by = state.map.way_name(*way);
            if *lead {
                format!("{} leads the way by {by}.", name(*who))
            } else {
                format!("{} goes by {by}.", name(*who))
            }
        }
        RouteEvent::RouteAdded {
            fork,
            name: way,
            first,
            locations,
        } => {
            let last = *first + locations.len() as Loc - 1;
            let numbers = if last == *first {
                format!("location {first}")
            } else {
                format!("locations {first} to {last}")
            };
            let called = way
                .clone()
                .or_else(|| locations.first().cloned().flatten())
                .map_or(String::new(), |n| format!(" ({n})"));
            format!(
                "A way{called} leaves the track at {}: {numbers}.",
                place(state, *fork)
            )
        }
        RouteEvent::WayExtended {
            after,
            at,
            name: label,
            obstacle,
        } => {
            let label = label.clone().unwrap_or_else(|| format!("location {at}"));
            match obstacle {
                Some(o) => format!(
                    "The way grows past {}: {label}, beyond {}.",
                    place(state, *after),
                    o.name()
                ),
                None => format!("The way grows past {}: {label}.", place(state, *after)),
            }
        }
        RouteEvent::TerrainRolled {
            at,
            value,
            bonus,
            difficulty,
        } => {
            let dice = match bonus {
                0 => String::new(),
                b if *b > 0 => " (a bonus die: a quiet road)".to_string(),
                _ => " (a penalty die: a hazardous road)".to_string(),
            };
            let found = match difficulty {
                None => "clear".to_string(),
                Some(d) => format!("a {d} hazard or barrier for the keeper to name"),
            };
            format!("Random hazards for the way into location {at}: {value:02}{dice}, {found}.")
        }
        RouteEvent::SightSet {
            who,
            locations,
            rolled,
        } => format!(
            "{} can see {locations} location{} ahead{}.",
            name(*who),
            plural(*locations),
            if *rolled { " (rolled)" } else { "" }
        ),
        RouteEvent::SuddenHazardCalled {
            by,
            roller,
            roll,
            passed,
            difficulty,
        } => {
            let outcome = if *passed {
                "the players place the sudden hazard"
            } else {
                "the keeper places the sudden hazard"
            };
            let called = match by {
                Caller::Keeper => "The keeper calls",
                Caller::Players => "The players call",
            };
            format!(
                "{called} for a sudden hazard ({difficulty}): {} makes the group Luck roll, {}; {outcome}.",
                name(*roller),
                rolled("Luck", roll)
            )
        }
        RouteEvent::SuddenHazardPlaced { after, hazard, by } => format!(
            "{} put {} ({}) after {}.",
            capital(by.word()),
            hazard.name,
            hazard.difficulty,
            place(state, *after)
        ),
        RouteEvent::Accelerated {
            who,
            locations,
            penalty,
            navigated,
        } => {
            let dice = match penalty {
                0 => "no penalty die".to_string(),
                1 => "1 penalty die on hazards".to_string(),
                n => format!("{n} penalty dice on hazards"),
            };
            format!(
                "{} puts the pedal to the metal: {locations} locations on one movement action, {dice}{}.",
                name(*who),
                if *navigated {
                    " (one fewer for the navigation)"
                } else {
                    ""
                }
            )
        }
        RouteEvent::TrailRolled {
            who,
            quarry,
            skill,
            roll,
            passed,
        } => {
            let whose = quarry.map_or("the".to_string(), |q| format!("{}'s", name(q)));
            if *passed {
                format!(
                    "{} picks up {whose} trail: {}.",
                    name(*who),
                    rolled(skill, roll)
                )
            } else {
                format!(
                    "{} loses {whose} trail: {}.",
                    name(*who),
                    rolled(skill, roll)
                )
            }
        }
        RouteEvent::Sought {
            who,
            hider,
            roll,
            found,
        } => format!(
            "{} looks for {}: {} ({}); {}.",
            name(*who),
            name(*hider),
            rolled("Spot Hidden", roll),
            roll.level,
            if *found {
                "found"
            } else {
                "nothing: evaded capture"
            }
        ),
        RouteEvent::FlewOver { who, at } => {
            let what = state
                .map
                .ahead_of(*at)
                .map_or_else(|| "the way".to_string(), |o| o.name().to_string());
            format!(
                "{} flies over the {what}: a flyer needs no Jump or Climb roll.",
                name(*who)
            )
        }
        RouteEvent::HideRolled {
            who,
            from,
            rolls,
            difficulty,
            passed,
        } => {
            let rolls: Vec<String> = rolls
                .iter()
                .map(|(skill, roll)| format!("{} ({})", rolled_bare(skill, roll), roll.level))
                .collect();
            let from = from.map_or(String::new(), |f| format!(" from {}", name(f)));
            // Hidden is not yet got away: a seeker may still look (its Spot Hidden roll follows).
            let outcome = if *passed { "is hidden" } else { "is found" };
            format!(
                "{} hides{from} ({difficulty}): {}; {outcome}.",
                name(*who),
                rolls.join(", ")
            )
        }
        RouteEvent::Arrived { participant } => format!(
            "{} comes into the chase as a {} (DEX {}, MOV {}, CON {}, HP {}).",
            participant.name,
            if participant.side == Side::Quarry {
                "quarry"
            } else {
                "pursuer"
            },
            participant.dex,
            participant.base_mov,
            participant.con,
            participant.max_hp
        ),
        RouteEvent::Joined {
            who,
            location,
            actions,
            ..
        } => format!(
            "{} joins the chase at {} with {actions} movement action{}.",
            name(*who),
            place(state, *location),
            plural(*actions)
        ),
        RouteEvent::ActionsChanged { who, actions } => format!(
            "{} now has {actions} movement action{} this round.",
            name(*who),
            plural(*actions)
        ),
        RouteEvent::ModeSwitched {
            who,
            mode,
            base_mov,
            vehicle,
            ..
        } => {
            let how = match (mode, vehicle) {
                (Some(mode), _) => format!("switches to {mode} (MOV {base_mov})"),
                (None, Some(vehicle)) => format!("drives {} (MOV {base_mov})", vehicle.name),
                (None, None) => format!("goes on foot (MOV {base_mov})"),
            };
            format!("{} {how}.", name(*who))
        }
        RouteEvent::ObstacleCreated {
            who,
            after,
            obstacle,
            skill,
            roll,
            created,
        } => {
            let attempt = match (skill, roll) {
                (Some(skill), Some(roll)) => format!(" with {}", rolled(skill, roll)),
                _ => String::new(),
            };
            if *created {
                format!(
                    "{} leaves {} behind{attempt}, between {} and {}.",
                    name(*who),
                    obstacle.name(),
                    place(state, *after),
                    place(state, state.participant(*who).location)
                )
            } else {
                format!(
                    "{} fails to make {}{attempt}: it causes more trouble than it is worth.",
                    name(*who),
                    obstacle.name()
                )
            }
        }
    }
}

fn capital(text: &str) -> String {
    let mut chars = text.chars();
    chars
        .next()
        .map_or(String::new(), |c| c.to_uppercase().chain(chars).collect())
}
