//! The keeper's forms: a new location at either end of the track, a hazard or barrier between two
//! locations ("The keeper can add locations at either end"), a participant placed by hand, and the
//! order of a DEX tie.

use super::forms::capital;
use crate::dice::Difficulty;
use crate::engine::Name;
use crate::engine::names::names_of;
use crate::screen::form::{Asker, Stop, required};
use crate::systems::coc7::rules::{Barrier, Coc7, Command, DamageRow, Hazard, Id, Loc, Obstacle};

pub(super) fn add_location(ask: &mut Asker, behind: bool) -> Result<Command, Stop> {
    let keys = ask.keys();
    let name = ask.text(
        "Name of the new location",
        format!("{} for none (it is known by its number)", keys.text_accept),
        "",
        |text| Ok(Some(text.trim().to_string()).filter(|t| !t.is_empty())),
    )?;
    let between = if behind {
        "between it and the back of the track"
    } else {
        "between the head of the track and it"
    };
    let obstacle = obstacle(ask, &format!("What lies {between}?"), false)?;
    Ok(Command::AddLocation {
        name,
        behind,
        obstacle: obstacle.flatten(),
    })
}

pub(super) fn set_obstacle(ask: &mut Asker, state: &Coc7, at: Loc) -> Result<Command, Stop> {
    let keys = ask.keys();
    if !state.map.contains(at) {
        return Err(Stop::Decline(format!(
            "There is no location {at} on the track."
        )));
    }
    let Some(next) = state.map.next(at) else {
        return Err(Stop::Decline(format!(
            "Nothing can lie after location {at}, the end of its way; add a location ahead first ({}).",
            super::key_names::key(keys, super::Action::AddLocation)
        )));
    };
    let occupied = state.map.ahead_of(at).map(|o| o.name().to_string());
    let title = match &occupied {
        Some(name) => format!("{name} lies after location {at}. Replace or clear it?"),
        None => format!("What lies between location {at} and {next}?"),
    };
    match obstacle(ask, &title, occupied.is_some())? {
        Some(obstacle) => Ok(Command::SetObstacle {
            after: at,
            obstacle,
        }),
        None => Err(Stop::Decline(
            "The way is clear already; nothing changed.".to_string(),
        )),
    }
}

/// Asks for a hazard or barrier: `Some(None)` clears the way, `None` means "clear ground" where
/// there was nothing to clear.
fn obstacle(
    ask: &mut Asker,
    title: &str,
    can_clear: bool,
) -> Result<Option<Option<Obstacle>>, Stop> {
    let keys = ask.keys();
    #[derive(Clone, Copy, PartialEq)]
    enum Kind {
        Clear,
        Hazard,
        Barrier,
    }
    let mut options = vec![
        ("A hazard (slows, may harm)…".to_string(), Kind::Hazard),
        (
            "A barrier (blocks until passed or broken)…".to_string(),
            Kind::Barrier,
        ),
    ];
    let clear = if can_clear {
        "Clear it: open ground"
    } else {
        "Clear ground"
    };
    options.insert(0, (clear.to_string(), Kind::Clear));
    let kind = ask.pick(title, options, 0)?;
    if kind == Kind::Clear {
        return Ok(can_clear.then_some(None));
    }
    let word = if kind == Kind::Hazard {
        "hazard"
    } else {
        "barrier"
    };
    let example = if kind == Kind::Hazard { "Mud" } else { "Fence" };
    let name = ask.text(
        format!("Name of the {word}"),
        format!("e.g. {example}"),
        "",
        required(format!("the {word} needs a name")),
    )?;
    let skills = ask.text(
        format!("Skills for {name}"),
        format!(
            "separated by commas, e.g. DEX, Jump ({}: any skill)",
            keys.text_accept
        ),
        "",
        |text| {
            Ok(text
                .split([',', '/'])
                .map(str::trim)
                .filter(|s| !s.is_empty())
                .map(str::to_string)
                .collect::<Vec<_>>())
        },
    )?;
    let difficulty = ask.pick(
        format!("How hard is {name}?"),
        vec![
            ("Regular".to_string(), Difficulty::Regular),
            ("Hard".to_string(), Difficulty::Hard),
            ("Extreme".to_string(), Difficulty::Extreme),
        ],
        0,
    )?;
    if kind == Kind::Hazard {
        let mut rows = vec![("No damage, only lost movement actions".to_string(), None)];
        rows.extend(DamageRow::ALL.into_iter().map(|row| {
            (
                format!("{} ({})", capital(row.word()), row.dice()),
                Some(row),
            )
        }));
        let damage = ask.pick(format!("{name}: damage on a failure?"), rows, 0)?;
        return Ok(Some(Some(Obstacle::Hazard(Hazard {
            name,
            skills: names_of(skills),
            difficulty,
            damage,
        }))));
    }
    let hp = ask.text(
        format!("Hit points of {name}"),
        format!(
            "a number, e.g. 5 for a fence ({}: it cannot be broken down)",
            keys.text_accept
        ),
        "",
        |text| {
            let text = text.trim();
            if text.is_empty() {
                return Ok(None);
            }
            match text.parse::<u32>() {
                Ok(hp) if hp > 0 && hp <= 10_000 => Ok(Some(hp)),
                _ => Err(format!(
                    "'{text}' is not a number of hit points (1 or more)"
                )),
            }
        },
    )?;
    Ok(Some(Some(Obstacle::Barrier(Barrier {
        name,
        skills: names_of(skills),
        difficulty,
        hp,
        damage: None,
        debris: None,
    }))))
}

pub(super) fn place(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    // A passenger is where its vehicle is: the key placed on one places the driver, and everyone
    // inside with it.
    let rider = state.participant(id);
    let id = match rider.rides_with {
        Some(driver) if state.participants.get(usize::from(driver)).is_some() => driver,
        _ => id,
    };
    let participant = state.participant(id);
    let title = if participant.name == rider.name {
        format!("Put {} where?", participant.name)
    } else {
        format!(
            "Put {} where? ({} rides with them)",
            participant.name, rider.name
        )
    };
    let options: Vec<(String, Loc)> = state
        .map
        .numbers()
        .map(|at| {
            let name = state
                .map
                .get(at)
                .and_then(|l| l.name.as_deref())
                .unwrap_or("");
            let here = if at == participant.location {
                " (here now)"
            } else {
                ""
            };
            (format!("{at} {name}{here}"), at)
        })
        .collect();
    let default = (participant.location - state.map.first).max(0) as usize;
    let location = ask.pick(title, options, default)?;
    Ok(Command::Place {
        who: participant.name.clone(),
        location,
    })
}

pub(super) fn reorder(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let options: Vec<(String, Name)> = state
        .ids()
        .filter(|(other, p)| *other != id && p.dex == participant.dex)
        .map(|(_, p)| (p.name.to_string(), p.name.clone()))
        .collect();
    if options.is_empty() {
        return Err(Stop::Decline(format!(
            "Nobody else has DEX {}: DEX alone orders {}.",
            participant.dex, participant.name
        )));
    }
    let before = ask.pick(
        format!("{} acts before whom?", participant.name),
        options,
        0,
    )?;
    Ok(Command::Reorder {
        who: participant.name.clone(),
        before,
    })
}

/// "The pursuer is fast enough to catch the fleeing character": where several pursuers reached
/// one quarry (or one pursuer several quarries), which of the pairs standing with `id` the keeper
/// rules caught.
pub(super) fn catch(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let name = |id: Id| state.participant(id).name.clone();
    let pairs: Vec<(String, (Id, Id))> = super::pairs_with(state, id)
        .into_iter()
        .map(|(quarry, pursuer)| {
            (
                format!("{} caught by {}", name(quarry), name(pursuer)),
                (quarry, pursuer),
            )
        })
        .collect();
    let (quarry, pursuer) = ask.pick("Who is caught, by whom?", pairs, 0)?;
    Ok(Command::Catch {
        who: name(quarry),
        by: name(pursuer),
    })
}
