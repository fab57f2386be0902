//! Events as sentences for the log and for `chasetrack script`: "Thief rolls heart 3 + agility 4 =
//! 7 against CN 9: a failure." Each is told from the state just before the event; bookkeeping the
//! GM need not read is an empty string.

use super::event::{ActionResult, Check, Event, Gain};
use super::state::{Against, Ending, Id, Ride, Side, Space, Status, TrackChase};

/// One sentence about an event.
pub fn narrate(state: &TrackChase, event: &Event) -> String {
    let name = |id: Id| state.participant(id).name.as_str();
    match event {
        Event::InitiativeRolled { who, die, modifier } => format!(
            "{} rolls {die} {} {} = {} for initiative.",
            name(*who),
            if *modifier < 0 { '-' } else { '+' },
            modifier.unsigned_abs(),
            *die as i32 + modifier
        ),
        Event::RoundStarted { round, order } => {
            let names: Vec<&str> = order
                .iter()
                .filter(|id| state.participant(**id).status.is_running())
                .map(|id| name(*id))
                .collect();
            format!("Round {round} begins: {}.", names.join(", then "))
        }
        Event::TurnEnded { .. } => String::new(),
        Event::ActionRolled {
            who,
            ability,
            what,
            check,
            result,
            gain,
        } => {
            let attempt = match what {
                Some(what) => format!(
                    "{} tries to {} ({}, for {})",
                    name(*who),
                    lower_first(what),
                    ability.word(),
                    gain_words(gain)
                ),
                None => format!(
                    "{} tries for {} with {}",
                    name(*who),
                    gain_words(gain),
                    ability.word()
                ),
            };
            let outcome = match result {
                ActionResult::Success => "a success".to_string(),
                ActionResult::Failure => "a failure".to_string(),
                ActionResult::OneRolled => {
                    "a 1! Accept the failure, or reroll it and take a complication".to_string()
                }
            };
            format!("{attempt}: {}: {outcome}.", rolled(check, ability.word()))
        }
        Event::FailureAccepted { who } => format!("{} accepts the failure.", name(*who)),
        Event::Rerolled {
            who,
            check,
            success,
        } => {
            let ability = state
                .turn
                .pending
                .as_ref()
                .map_or("ability", |p| p.ability.word());
            format!(
                "{} rerolls: {}: {}.",
                name(*who),
                rolled(check, ability),
                success_word(*success)
            )
        }
        Event::ComplicationTaken { who, what } => {
            format!("Complication for {}: {what}.", name(*who))
        }
        Event::ShortcutTaken { who } => format!(
            "{} takes a shortcut: one more space on this move.",
            name(*who)
        ),
        Event::FastLaneGained { who, from } => format!(
            "{} has the fast lane: one more space every move from round {from} on.",
            name(*who)
        ),
        Event::ObstaclePlaced { at, against, what } => {
            let stacked = state
                .obstacles
                .iter()
                .filter(|o| o.at == *at && o.against == *against)
                .count()
                + 1;
            let thing = what
                .as_deref()
                .map_or(String::new(), |what| format!(" ({})", what.trim()));
            let mut text = format!(
                "An obstacle{thing} at space {at} hinders {}: one extra movement to leave it",
                against_words(*against)
            );
            if stacked > 1 {
                text.push_str(&format!(" ({stacked} stacked there)"));
            }
            text.push('.');
            text
        }
        Event::ObstaclesCleared { at } => format!("The obstacles at space {at} are cleared."),
        Event::Attacked {
            who,
            target,
            distance,
            hit,
        } => format!(
            "{} attacks {} from {distance} space{} away (range one category worse on the move): {}.",
            name(*who),
            name(*target),
            plural(*distance),
            if *hit { "a hit" } else { "a miss" }
        ),
        Event::Harmed {
            who,
            damage,
            hp_left,
        } => match hp_left {
            Some(hp) => format!(
                "{} takes {damage} damage ({hp} hit point{} left).",
                name(*who),
                plural(*hp)
            ),
            None => format!("{} takes {damage} damage.", name(*who)),
        },
        Event::MoveStarted {
            who,
            spaces,
            lost,
            held,
        } => {
            if *held {
                format!(
                    "{} is too slow to move on an even turn without a successful exertion.",
                    name(*who)
                )
            } else if *lost > 0 {
                format!(
                    "{} has {spaces} space{} of movement ({lost} lost to a failed save).",
                    name(*who),
                    plural(*spaces)
                )
            } else {
                String::new()
            }
        }
        Event::Moved { who, from, to } => {
            let mut text = format!("{} moves from space {from} to {to}", name(*who));
            if let Some((other, distance)) = nearest_after_move(state, *who, *to) {
                text.push_str(&format!(
                    "; {distance} space{} from {}",
                    plural(distance),
                    name(other)
                ));
            }
            text.push('.');
            text
        }
        Event::Hindered { who, at, spent } => format!(
            "{} spends {spent} movement working through the obstacle{} at space {at}.",
            name(*who),
            if state.obstacles.iter().filter(|o| o.at == *at).count() > 1 {
                "s"
            } else {
                ""
            }
        ),
        Event::Exerted {
            who,
            check,
            success,
            next_cn,
        } => format!(
            "{} exerts: {}: {}; the next exertion is at CN {next_cn}.",
            name(*who),
            rolled(check, "might"),
            success_word(*success)
        ),
        Event::FellFromMount { who } => {
            let mount = match &state.participant(*who).ride {
                Ride::Mount { name, .. } => name.as_str(),
                _ => "mount",
            };
            format!("{} falls from the {mount} and runs on foot.", name(*who))
        }
        Event::SaveRolled {
            who,
            ability,
            check,
            success,
        } => format!(
            "{} makes a{} {} save: {}: {}.",
            name(*who),
            if *ability == super::state::Ability::Agility {
                "n"
            } else {
                ""
            },
            ability.word(),
            rolled(check, ability.word()),
            success_word(*success)
        ),
        Event::MovementLost { who, spaces } => format!(
            "{} loses {spaces} space{} from the next move.",
            name(*who),
            plural(*spaces)
        ),
        Event::StatusChanged { who, status } => status_sentence(state, *who, *status),
        Event::Placed { who, space } => format!("{} is put on space {space}.", name(*who)),
        Event::EnvironmentSet { environment } => {
            let (low, high) = environment.range();
            let range = high.map_or(format!("{low}+"), |high| format!("{low}-{high}"));
            format!(
                "The chase moves into {} (base CN {range}).",
                environment.words()
            )
        }
        Event::Split {
            from, name: member, ..
        } => {
            format!("{member} splits off from {} and runs alone.", name(*from))
        }
        Event::ChaseEnded { ending: end } => {
            let mut after = state.clone();
            after.ending = Some(*end);
            format!("The chase is over. {}", ending(&after, *end))
        }
    }
}

/// How a chase ended, with "After the Chase" for each prey, in a few sentences.
pub fn ending(state: &TrackChase, ending: Ending) -> String {
    let mut parts: Vec<String> = Vec::new();
    if ending == Ending::Keeper {
        parts.push("The GM ended the chase".to_string());
    }
    for (_, p) in state.ids().filter(|(_, p)| p.side == Side::Prey) {
        parts.push(match p.status {
            Status::Caught { by } => {
                let chaser = &state.participant(by).name;
                format!(
                    "{chaser} caught {} at space {}: {chaser} chooses where to stand and acts first if combat begins; {} cannot move on its first combat turn",
                    p.name, p.space, p.name
                )
            }
            Status::Escaped => format!(
                "{} escaped: the pursuit is broken, and the GM decides how long before another chase could begin",
                p.name
            ),
            Status::Safe => format!("{} reached safety at space {}", p.name, p.space),
            Status::Running => format!("{} was still running at space {}", p.name, p.space),
            status => dropped_out(&p.name, &p.ride, status),
        });
    }
    for (_, p) in state
        .ids()
        .filter(|(_, p)| p.side == Side::Chaser && !p.status.is_running())
    {
        parts.push(dropped_out(&p.name, &p.ride, p.status));
    }
    format!("{}.", parts.join(". "))
}

fn status_sentence(state: &TrackChase, who: Id, status: Status) -> String {
    let p = state.participant(who);
    match status {
        Status::Running => format!("{} runs on.", p.name),
        Status::Caught { by } => format!(
            "{} catches {} at space {}.",
            state.participant(by).name,
            p.name,
            p.space
        ),
        Status::Escaped => match state.nearest_opponent(who) {
            Some(distance) => format!(
                "{} escapes, {distance} spaces clear of the nearest chaser.",
                p.name
            ),
            None => format!("{} gets away: no chaser is left.", p.name),
        },
        Status::Safe => format!("{} reaches safety at space {}.", p.name, p.space),
        other => format!("{}.", dropped_out(&p.name, &p.ride, other)),
    }
}

fn dropped_out(name: &str, ride: &Ride, status: Status) -> String {
    match (status, ride) {
        (Status::Collapsed, _) => format!("{name} pushed too hard and collapsed from exhaustion"),
        (Status::BrokeDown, Ride::Vehicle { name: vehicle, .. }) => {
            format!("{name}'s {vehicle} broke down")
        }
        (Status::BrokeDown, Ride::Mount { name: mount, .. }) => {
            format!("{name}'s {mount} was pushed too hard and foundered")
        }
        (Status::Down, _) => format!("{name} is down and out of the chase"),
        (status, _) => format!("{name} is {}", status.word()),
    }
}

/// The nearest running opponent of a mover once it stands on `to`, and how far.
fn nearest_after_move(state: &TrackChase, who: Id, to: Space) -> Option<(Id, u32)> {
    let side = state.participant(who).side.other();
    state
        .running(side)
        .map(|(id, p)| (id, p.space.abs_diff(to)))
        .min_by_key(|(id, distance)| (*distance, *id))
}

fn rolled(check: &Check, ability: &str) -> String {
    let other = check
        .other
        .map_or(String::new(), |o| format!(" (the other {ability} die {o})"));
    format!(
        "heart {} + {ability} {}{other} = {} against CN {}",
        check.heart,
        check.ability,
        check.total(),
        check.cn
    )
}

fn gain_words(gain: &Gain) -> String {
    match gain {
        Gain::Shortcut => "a shortcut".to_string(),
        Gain::FastLane => "the fast lane".to_string(),
        Gain::SlowThemDown { at } => format!("slow 'em down at space {at}"),
    }
}

fn against_words(against: Against) -> &'static str {
    match against {
        Against::Chasers => "the chasers",
        Against::Prey => "the prey",
        Against::Everyone => "everyone",
    }
}

fn success_word(success: bool) -> &'static str {
    if success { "a success" } else { "a failure" }
}

fn plural(n: u32) -> &'static str {
    if n == 1 { "" } else { "s" }
}

pub(super) fn lower_first(text: &str) -> String {
    let text = text.trim();
    let mut chars = text.chars();
    match chars.next() {
        Some(first) => first.to_lowercase().chain(chars).collect(),
        None => String::new(),
    }
}
