//! The keeper's Part 5 forms about the track: the way taken at a fork and a new way ("Choosing a
//! Route"), naming a random hazard ("Random Hazards and Barriers"), how far a driver sees ("Pedal to
//! the Metal"), sudden hazards called and placed ("Sudden Hazards"), and the MOV Rates table.

use super::forms::{capital, labelled, sheet};
use crate::dice::Difficulty;
use crate::engine::Legal;
use crate::engine::Name;
use crate::engine::legal::{Verdict, verdict};
use crate::engine::names::names_of;
use crate::screen::form::{Asker, Stop, required};
use crate::systems::coc7::rules::{
    Caller, Coc7, Command, DamageRow, Id, Loc, MAX_SIGHT, MOV_MPH, Obstacle, mph,
};

/// "Choosing a Route": one of the ways on from the fork.
pub(super) fn choose_route(
    ask: &mut Asker,
    state: &Coc7,
    id: Id,
    fork: Loc,
) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let chosen = participant
        .heading
        .filter(|(f, _)| *f == fork)
        .map(|(_, w)| w);
    let lead = state.map.lead_at(fork);
    let ways = state.map.ways_from(fork);
    let options: Vec<(String, String)> = ways
        .iter()
        .map(|way| {
            let mut label = format!("{} ({way})", state.map.way_name(*way));
            if Some(*way) == lead {
                label.push_str(" · the lead quarry's way");
            }
            if Some(*way) == chosen {
                label.push_str(" · chosen");
            }
            (label, way.to_string())
        })
        .collect();
    let default = ways
        .iter()
        .position(|w| Some(*w) == chosen.or(lead))
        .unwrap_or(0);
    let route = ask.pick(
        format!(
            "Which way does {} take at {}?",
            participant.name,
            place(state, fork)
        ),
        options,
        default,
    )?;
    Ok(Command::ChooseRoute {
        who: participant.name.clone(),
        route,
    })
}

/// "Choosing a Route": a way that forks off at `from`, its locations typed in order.
pub(super) fn add_route(ask: &mut Asker, state: &Coc7, from: Loc) -> Result<Command, Stop> {
    let keys = ask.keys();
    if !state.map.contains(from) {
        return Err(Stop::Decline(format!(
            "There is no location {from} on the track."
        )));
    }
    let name = ask.text(
        format!("Name of the way that forks off at {}", place(state, from)),
        format!(
            "e.g. the river ({}: known by its first location)",
            keys.text_accept
        ),
        "",
        |text| Ok(Some(text.trim().to_string()).filter(|t| !t.is_empty())),
    )?;
    let locations = ask.text(
        "Its locations, from the fork outwards",
        format!(
            "separated by commas, e.g. Towpath, Lock gates (a blank between commas: an unnamed \
             dot; {} alone: one unnamed location)",
            keys.text_accept
        ),
        "",
        |text| Ok(text.split(',').map(|n| n.trim().to_string()).collect()),
    )?;
    Ok(Command::AddRoute {
        from,
        name,
        locations,
    })
}

/// "Random Hazards and Barriers": the keeper names what the roll found, hazard or barrier.
pub(super) fn name_obstacle(ask: &mut Asker, state: &Coc7, after: Loc) -> Result<Command, Stop> {
    let keys = ask.keys();
    let Some(obstacle) = state.map.ahead_of(after) else {
        return Err(Stop::Decline(format!(
            "Nothing lies after location {after} to name."
        )));
    };
    let difficulty = obstacle.difficulty();
    let name = ask.text(
        format!(
            "What is the {difficulty} obstacle after {}?",
            place(state, after)
        ),
        "e.g. Jaywalker, Road works, Fallen tree",
        "",
        required("it needs a name"),
    )?;
    let barrier = ask.pick(
        format!("{name} is…"),
        vec![
            ("A hazard (slows, may harm)".to_string(), false),
            (
                "A barrier (blocks until passed or broken)".to_string(),
                true,
            ),
        ],
        usize::from(matches!(obstacle, Obstacle::Barrier(_))),
    )?;
    let skills = ask.text(
        format!("Skills for {name}"),
        format!(
            "separated by commas, e.g. Drive Auto ({}: any skill)",
            keys.text_accept
        ),
        obstacle.skills().join(", "),
        |text| Ok(skill_list(text)),
    )?;
    let (hp, damage) = if barrier {
        (barrier_hp(ask, &name)?, None)
    } else {
        (None, damage_row(ask, &name)?)
    };
    Ok(Command::NameObstacle {
        after,
        name,
        skills: names_of(skills),
        barrier,
        hp,
        damage,
    })
}

/// "Pedal to the Metal": how far the participant sees, by the setting's dice or a number.
pub(super) fn look_ahead(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let mut options: Vec<(String, Option<u32>)> = Vec::new();
    if let Some(sight) = state.settings.sight {
        let label = match sight.dice() {
            Ok(dice) => format!("Roll {dice} (the setting)"),
            Err(n) => format!("{n} locations (the setting)"),
        };
        options.push((label, None));
    }
    options.extend((1..=MAX_SIGHT).map(|n| {
        (
            format!("{n} location{}", if n == 1 { "" } else { "s" }),
            Some(n),
        )
    }));
    let locations = ask.pick(
        format!("How far ahead does {} see?", participant.name),
        options,
        0,
    )?;
    Ok(Command::LookAhead {
        who: participant.name.clone(),
        locations,
    })
}

/// "Sudden Hazards": who calls (the side whose turn it is first) and how hard.
pub(super) fn sudden(ask: &mut Asker, state: &Coc7) -> Result<Command, Stop> {
    let next = state.sudden.last_caller.map(Caller::other);
    let callers = [Caller::Keeper, Caller::Players];
    let options: Vec<(String, Caller)> = callers
        .into_iter()
        .map(|caller| {
            let turn = match next {
                Some(n) if n == caller => " (their call next)",
                Some(_) => " (called the last one)",
                None => "",
            };
            (format!("{}{turn}", capital(caller.word())), caller)
        })
        .collect();
    let default = usize::from(next == Some(Caller::Players));
    let by = ask.pick("Who calls for a sudden hazard?", options, default)?;
    let set = state.settings.sudden_hazard_difficulty;
    let difficulty = ask.pick(
        "How hard is it? (raise it when the chase drags on)",
        [Difficulty::Regular, Difficulty::Hard, Difficulty::Extreme]
            .into_iter()
            .map(|d| {
                let note = if d == set { " (the setting)" } else { "" };
                (format!("{d}{note}"), (d != set).then_some(d))
            })
            .collect(),
        match set {
            Difficulty::Regular => 0,
            Difficulty::Hard => 1,
            _ => 2,
        },
    )?;
    Ok(Command::SuddenHazard { by, difficulty })
}

/// Where a sudden hazard goes: in front of a participant (by name), or after a location.
type Spot = (Option<Name>, Option<Loc>);

/// Places the sudden hazard the Luck roll called for: in front of a participant, or after the
/// location under the cursor. Only the places the rules take are offered ("If the Luck roll is
/// failed, this indicates a sudden hazard for the investigators"): the places of the legal
/// commands, not a second copy of the rule.
pub(super) fn place_sudden(ask: &mut Asker, state: &Coc7, cursor: Loc) -> Result<Command, Stop> {
    let keys = ask.keys();
    let Some(pending) = state.sudden.pending else {
        return Err(Stop::Decline(
            "No sudden hazard is waiting to be placed.".to_string(),
        ));
    };
    let options = sudden_places(state, cursor)?;
    let (ahead_of, after) = ask.pick(
        format!(
            "{} {} a {} sudden hazard: where?",
            capital(pending.placer.word()),
            match pending.placer {
                Caller::Keeper => "places",
                Caller::Players => "place",
            },
            pending.difficulty
        ),
        options,
        0,
    )?;
    let name = ask.text(
        "What is it?",
        "e.g. A drunk staggers into the road",
        "",
        required("it needs a name"),
    )?;
    let skills = ask.text(
        format!("Skills for {name}"),
        format!(
            "separated by commas, e.g. Drive Auto, DEX ({}: any skill)",
            keys.text_accept
        ),
        "",
        |text| Ok(skill_list(text)),
    )?;
    let damage = damage_row(ask, &name)?;
    Ok(Command::PlaceSuddenHazard {
        ahead_of,
        after,
        name,
        skills: names_of(skills),
        damage,
    })
}

/// Where the rules let the pending sudden hazard go: in front of each participant they take (a
/// passenger stands where its driver does, who is offered instead), then after the cursor's
/// location if they take that; with neither, after each location they take. With no place at
/// all, the rules' own reason for the cursor's.
fn sudden_places(state: &Coc7, cursor: Loc) -> Result<Vec<(String, Spot)>, Stop> {
    let mut in_front = Vec::new();
    let mut offered: Vec<Id> = Vec::new();
    let mut after_cursor = None;
    let mut elsewhere = Vec::new();
    let mut refused = None;
    for command in state.command_space() {
        let Command::PlaceSuddenHazard {
            ahead_of, after, ..
        } = &command
        else {
            continue;
        };
        match (ahead_of, after) {
            (Some(who), None) => {
                let Some(id) = state.find(who) else { continue };
                let participant = state.participant(id);
                // The space may name a participant more than once; it is offered once.
                if offered.contains(&id) || participant.is_passenger() || !state.allows(&command) {
                    continue;
                }
                offered.push(id);
                in_front.push((
                    format!(
                        "Right in front of {} (at {})",
                        participant.name,
                        place(state, participant.location)
                    ),
                    (Some(participant.name.clone()), None),
                ));
            }
            (None, Some(at)) if *at == cursor => after_cursor = Some(command.clone()),
            (None, Some(_)) => elsewhere.push(command.clone()),
            _ => {}
        }
    }
    let mut options = in_front;
    if let Some(command) = after_cursor {
        match verdict(state, &command) {
            Verdict::Refused(why) if options.is_empty() => refused = Some(why),
            Verdict::Refused(_) => {}
            _ => options.push((
                format!("After {} (the cursor)", place(state, cursor)),
                (None, Some(cursor)),
            )),
        }
    }
    // In front of nobody and not at the cursor: each location the rules take, so that the hint
    // bar's `!` is never a dead end while a hazard waits.
    if options.is_empty() {
        for command in elsewhere.iter().filter(|c| state.allows(c)) {
            if let Command::PlaceSuddenHazard {
                after: Some(at), ..
            } = command
            {
                options.push((format!("After {}", place(state, *at)), (None, Some(*at))));
            }
        }
    }
    if let (true, Some(why)) = (options.is_empty(), refused) {
        return Err(Stop::Decline(format!(
            "Nowhere the rules allow for the sudden hazard: {why}."
        )));
    }
    if options.is_empty() {
        return Err(Stop::Decline(
            "Nowhere the rules allow for the sudden hazard: move the cursor to a location on the \
             track."
                .to_string(),
        ));
    }
    Ok(options)
}

/// "MOV Rates": the table, with the selected participant's MOV first in line; taking a row says
/// what it means in words.
pub(super) fn mph_table(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let keys = ask.keys();
    let mov = state.participants.get(usize::from(id)).map(|p| p.mov());
    let options: Vec<(String, u32)> = MOV_MPH
        .iter()
        .map(|(m, mph)| (format!("MOV {m:>2}  ≈ {mph:>4} mph"), *m))
        .collect();
    let default = MOV_MPH
        .iter()
        .position(|(m, _)| Some(*m) == mov)
        .unwrap_or(4);
    let picked = ask.pick(
        format!("MOV Rates ({} closes)", keys.pick_cancel),
        options,
        default,
    )?;
    Err(Stop::Decline(format!(
        "MOV {picked} is about {} miles per hour.",
        mph(picked).unwrap_or(0)
    )))
}

/// A location as the keeper knows it: "Church Street (2)".
pub(super) fn place(state: &Coc7, at: Loc) -> String {
    match state.map.get(at).and_then(|l| l.name.as_deref()) {
        Some(name) => format!("{name} ({at})"),
        None => format!("location {at}"),
    }
}

pub(super) fn skill_list(text: &str) -> Vec<String> {
    text.split([',', '/'])
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(str::to_string)
        .collect()
}

fn barrier_hp(ask: &mut Asker, name: &str) -> Result<Option<u32>, Stop> {
    let keys = ask.keys();
    ask.text(
        format!("Hit points of {name}"),
        format!("a number ({}: it cannot be broken down)", keys.text_accept),
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
    )
}

pub(super) fn damage_row(ask: &mut Asker, name: &str) -> Result<Option<DamageRow>, Stop> {
    let mut rows = vec![(
        "No damage set (a vehicle: the default Table VI incident)".to_string(),
        None,
    )];
    rows.extend(DamageRow::ALL.into_iter().map(|row| {
        (
            format!("{} ({})", capital(row.word()), row.dice()),
            Some(row),
        )
    }));
    ask.pick(format!("{name}: damage on a failure?"), rows, 0)
}

/// The skills of the sheet, with `first` (if the participant has it) at the top.
pub(super) fn skills_first(state: &Coc7, id: Id, first: &[&str]) -> Vec<(String, String)> {
    let mut options: Vec<(String, String)> = first
        .iter()
        .filter_map(|skill| labelled(state, id, skill))
        .collect();
    options.extend(
        sheet(state, id)
            .into_iter()
            .filter(|(_, s)| !first.iter().any(|f| f.eq_ignore_ascii_case(s))),
    );
    options
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::dice::Roller;
    use crate::engine::Session;
    use crate::systems::Chase;

    /// The police pursuit with Harvey 3 locations ahead seen, and a sudden hazard called by the
    /// keeper with Harvey's group Luck roll `luck` (his Luck is 55).
    fn called_with(luck: i32) -> Coc7 {
        let path =
            std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("assets/police-pursuit.ron");
        let Chase::Coc7(session) = crate::setup::load(&path).expect("the pursuit loads").chase
        else {
            panic!("a Call of Cthulhu chase");
        };
        let mut session: Session<Coc7> = session;
        let steps: [(Command, &[i32]); 3] = [
            (Command::CutToChase { range: None }, &[]),
            (
                Command::LookAhead {
                    who: "Harvey".into(),
                    locations: Some(2),
                },
                &[29, 2],
            ),
            (
                Command::SuddenHazard {
                    by: Caller::Keeper,
                    difficulty: None,
                },
                &[luck],
            ),
        ];
        for (command, dice) in steps {
            let mut roller = Roller::given(dice.iter().copied());
            if let Err(why) = session.execute(command, &mut roller) {
                panic!("{why}");
            }
        }
        session.state().clone()
    }

    fn names(options: &[(String, Spot)]) -> Vec<String> {
        options
            .iter()
            .map(|(_, (who, after))| match (who, after) {
                (Some(who), _) => who.to_string(),
                (None, Some(at)) => format!("after {at}"),
                (None, None) => String::new(),
            })
            .collect()
    }

    /// "If the Luck roll is failed, this indicates a sudden hazard for the investigators,
    /// presented by the Keeper": only Harvey, the investigator, and the way ahead of him; after a
    /// passed roll, "the players may dictate where": in front of anyone.
    #[test]
    fn the_places_offered_are_the_places_the_rules_take() {
        let failed = called_with(90);
        let harvey = failed.find("Harvey").expect("Harvey");
        let at = failed.participant(harvey).location;
        let offered = sudden_places(&failed, at).expect("a place");
        assert_eq!(
            names(&offered),
            ["Harvey".to_string(), format!("after {at}")]
        );
        // Behind the investigators there is no place for the keeper's hazard, and the form says
        // the rules' reason when nothing else is left.
        let offered = sudden_places(&failed, 1).expect("Harvey still");
        assert_eq!(names(&offered), ["Harvey"]);
        for (_, (who, after)) in &offered {
            let command = Command::PlaceSuddenHazard {
                ahead_of: who.clone(),
                after: *after,
                name: "Roadworks".into(),
                skills: Vec::new(),
                damage: None,
            };
            assert!(failed.allows(&command), "{command:?}");
        }

        let passed = called_with(31);
        let offered = sudden_places(&passed, 1).expect("anywhere");
        assert_eq!(
            names(&offered),
            ["Harvey", "Police 1", "Police 2", "after 1"]
        );
    }
}
