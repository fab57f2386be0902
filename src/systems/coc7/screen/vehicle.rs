//! The Part 5 forms of a participant's turn and of vehicles: accelerating ("Pedal to the Metal"),
//! hazards left behind ("Characters Creating Hazards"), shooting ("Ranged Attacks During a Chase"),
//! a passenger's navigation ("Passengers"), hiding and tracking ("Escaping the Pursuer"), joining
//! ("Characters Joining a Chase in Progress"), switching modes ("Switching Between Modes of
//! Movement") and the keeper's Table VI incidents ("Vehicular Collisions").

use super::forms::{capital, damage_dice, labelled, sheet};
use super::routes::{place, skills_first};
use crate::dice::Difficulty;
use crate::engine::Name;
use crate::engine::names::names_of;
use crate::screen::form::{Asker, Stop, required};
use crate::systems::coc7::rules::{
    Barrier, CREATIONS, Coc7, Command, Hazard, Id, Incident, MovementMode, Obstacle, Response,
    Side, Vehicle, VehicleBuild,
};

/// "Pedal to the Metal": 2 to 5 locations, with the penalty dice each costs.
pub(super) fn accelerate(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let relief = participant.navigation_bonus;
    let options: Vec<(String, u32)> = (2..=5u32)
        .map(|n| {
            let dice = if n <= 3 { 1u8 } else { 2 }.saturating_sub(relief);
            let note = match dice {
                0 => "no penalty die".to_string(),
                1 => "1 penalty die on hazards".to_string(),
                d => format!("{d} penalty dice on hazards"),
            };
            (format!("{n} locations ({note})"), n)
        })
        .collect();
    let title = if relief > 0 {
        format!(
            "{} accelerates (navigated: {relief} penalty die fewer); no taking it back:",
            participant.name
        )
    } else {
        format!("{} accelerates; no taking it back:", participant.name)
    };
    let locations = ask.pick(title, options, 0)?;
    Ok(Command::Accelerate {
        who: participant.name.clone(),
        locations,
        skill: None,
    })
}

/// "Characters Creating Hazards": one of the text's examples, or the keeper's own.
pub(super) fn create(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let mut options: Vec<(String, Option<usize>)> = CREATIONS
        .iter()
        .enumerate()
        .map(|(i, c)| {
            let roll = if c.skills.is_empty() {
                "no roll".to_string()
            } else {
                c.skills.join(" or ")
            };
            let kind = if c.barrier { "barrier" } else { "hazard" };
            (
                format!(
                    "{} ({kind}; {} action{}, {roll})",
                    capital(c.what),
                    c.cost,
                    if c.cost == 1 { "" } else { "s" }
                ),
                Some(i),
            )
        })
        .collect();
    options.push(("Something else (type it)…".to_string(), None));
    let picked = ask.pick(
        format!("What does {} leave behind?", participant.name),
        options,
        0,
    )?;
    let (what, cost, skills, barrier) = match picked.and_then(|i| CREATIONS.get(i)) {
        Some(c) => (
            capital(c.what),
            c.cost,
            c.skills.iter().map(|s| s.to_string()).collect::<Vec<_>>(),
            c.barrier,
        ),
        None => {
            let what = ask.text(
                "What is it?",
                "e.g. Oil on the road",
                "",
                required("say what it is"),
            )?;
            let barrier = ask.pick(
                format!("{what} is…"),
                vec![
                    ("A hazard".to_string(), false),
                    ("A barrier".to_string(), true),
                ],
                0,
            )?;
            let cost = ask.pick(
                "What does it cost?",
                (0..=participant.actions.max(1))
                    .map(|n| {
                        (
                            format!("{n} movement action{}", if n == 1 { "" } else { "s" }),
                            n,
                        )
                    })
                    .collect(),
                1,
            )?;
            (what, cost, Vec::new(), barrier)
        }
    };
    let mut roll_options: Vec<(String, Option<String>)> = skills
        .iter()
        .filter_map(|s| labelled(state, id, s).map(|(l, s)| (l, Some(s))))
        .collect();
    if skills.is_empty() {
        roll_options.push(("No roll".to_string(), None));
    }
    let skill = ask.choose("Roll which skill?", roll_options, 0)?;
    let difficulty = ask.pick("How hard is it for those behind?", difficulties(), 0)?;
    let chase_skills: Vec<String> = state
        .participants
        .iter()
        .find_map(|p| p.vehicle.as_ref().map(|v| v.skill.clone()))
        .into_iter()
        .collect();
    let obstacle = if barrier {
        Obstacle::Barrier(Barrier {
            name: what,
            skills: names_of(chase_skills),
            difficulty,
            hp: None,
            damage: None,
            debris: None,
        })
    } else {
        Obstacle::Hazard(Hazard {
            name: what,
            skills: names_of(chase_skills),
            difficulty,
            damage: None,
        })
    };
    Ok(Command::CreateObstacle {
        who: participant.name.clone(),
        obstacle,
        cost,
        skill: skill.map(Name::from),
        difficulty: Difficulty::Regular,
    })
}

/// "Ranged Attacks During a Chase": target, skill, damage, stopping or on the move, tires.
pub(super) fn shoot(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let who = participant.name.clone();
    // The other side first; then the shooter's own, which the rules do not forbid (a shot at a
    // comrade gone over to the enemy, or at one's own driver), marked as such.
    let mut targets: Vec<(bool, String, (Name, bool))> = state
        .ids()
        .filter(|(other, p)| *other != id && p.in_chase())
        .map(|(other, p)| {
            let inside = state.vehicle_of(other).map(|(_, v)| v.name.clone());
            let own = p.side == participant.side;
            let mark = if own { ", own side" } else { "" };
            let label = match &inside {
                Some(v) => format!("{} ({v}, at {}{mark})", p.name, place(state, p.location)),
                None => format!("{} (at {}{mark})", p.name, place(state, p.location)),
            };
            (own, label, (p.name.clone(), inside.is_some()))
        })
        .collect();
    targets.sort_by_key(|(own, _, _)| *own);
    let targets: Vec<(String, (Name, bool))> = targets
        .into_iter()
        .map(|(_, label, target)| (label, target))
        .collect();
    let (target, in_vehicle) = ask.pick(format!("{who} shoots at whom?"), targets, 0)?;
    let mut firearms: Vec<&str> = participant
        .skills
        .keys()
        .filter(|s| s.starts_with("Firearms"))
        .map(String::as_str)
        .collect();
    // "Firearms can be used": with none on the sheet, the base chances of the core rules' guns
    // (a rifle's single shot first) and a throw; the rules refuse a shot with any other skill.
    if firearms.is_empty() {
        firearms = vec!["Firearms (Rifle/Shotgun)", "Firearms (Handgun)", "Throw"];
    }
    let skill = ask.pick("With which skill?", skills_first(state, id, &firearms), 0)?;
    let damage = damage_dice(ask, state, id, "Damage of the weapon?")?;
    let stop = if participant.is_passenger() {
        false
    } else {
        ask.pick(
            "Stop to shoot, or on the move?",
            vec![
                (
                    "On the move (1 penalty die, no movement action)".to_string(),
                    false,
                ),
                (
                    "Stop to shoot (1 movement action, no penalty die)".to_string(),
                    true,
                ),
            ],
            0,
        )?
    };
    let tires = in_vehicle
        && state.settings.vehicles.tires
        && ask.pick(
            "Aim at…",
            vec![
                (target.to_string(), false),
                (
                    "The tires (1 more penalty die; armor 3, burst at 2 damage)".to_string(),
                    true,
                ),
            ],
            0,
        )?;
    let impaling = if tires {
        ask.pick(
            "Does the weapon impale (bullets do)?",
            vec![
                ("Yes".to_string(), true),
                ("No: it cannot harm tires".to_string(), false),
            ],
            0,
        )?
    } else {
        true
    };
    let response = if tires {
        Response::None
    } else {
        ask.pick(
            format!("How does {target} respond?"),
            vec![
                (
                    "No response (a shot is hard to dodge)".to_string(),
                    Response::None,
                ),
                (
                    "Dodge (or Drive Auto in a vehicle)".to_string(),
                    Response::Dodge(None),
                ),
            ],
            0,
        )?
    };
    // "One shot with a rifle, up to three shots with a handgun": a handgun asks how many.
    let shots = if skill.to_ascii_lowercase().contains("handgun") {
        ask.pick(
            "How many shots (a handgun fires up to three)?",
            vec![
                ("One shot".to_string(), 1),
                ("Two shots (1 penalty die each)".to_string(), 2),
                ("Three shots (1 penalty die each)".to_string(), 3),
            ],
            0,
        )?
    } else {
        1
    };
    Ok(Command::Shoot {
        who,
        target,
        skill: skill.into(),
        damage,
        stop,
        tires,
        impaling,
        response,
        shots,
    })
}

/// "Passengers": Spot Hidden or Navigate for the driver.
pub(super) fn navigate(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let options: Vec<(String, String)> = ["Navigate", "Spot Hidden"]
        .into_iter()
        .filter_map(|s| labelled(state, id, s))
        .collect();
    let skill = ask.pick(
        format!("{} helps the driver with…", participant.name),
        options,
        0,
    )?;
    Ok(Command::Navigate {
        who: participant.name.clone(),
        skill: skill.into(),
    })
}

/// "Hiding": from whom, how hard (else by the seeker's Spot Hidden), bonus dice for a good lead.
pub(super) fn hide(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let mut seekers: Vec<(String, Option<Name>)> = state
        .ids()
        .filter(|(_, p)| p.side != participant.side && p.status.is_active())
        .map(|(s, p)| {
            let spot = state.skill(s, "Spot Hidden").unwrap_or(0);
            (
                format!("{} (Spot Hidden {spot})", p.name),
                Some(p.name.clone()),
            )
        })
        .collect();
    seekers.push(("Nobody in particular".to_string(), None));
    let from = ask.pick(format!("{} hides from…", participant.name), seekers, 0)?;
    let mut options = vec![("By the seeker's Spot Hidden".to_string(), None)];
    options.extend(difficulties().into_iter().map(|(l, d)| (l, Some(d))));
    let difficulty = ask.pick("How hard?", options, 0)?;
    let bonus = ask.pick("A good lead?", bonus_dice(), 0)?;
    // "If the pursuer fails to find the hidden investigator with a Spot Hidden roll": the seeker
    // may look once the hider is hidden.
    let spot = match from {
        Some(_) => ask.pick(
            "Does the seeker look (its Spot Hidden roll)?",
            vec![
                ("No: the hiding roll decides".to_string(), false),
                (
                    "Yes: a Spot Hidden roll after a hiding roll that succeeds".to_string(),
                    true,
                ),
            ],
            0,
        )?,
        None => false,
    };
    Ok(Command::Hide {
        who: participant.name.clone(),
        from,
        difficulty,
        bonus,
        spot,
    })
}

/// "Escaping the Pursuer": the quarry it tracks, the skill, difficulty and bonus dice.
pub(super) fn tracking(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let mut quarries: Vec<(String, Option<Name>)> = state
        .ids()
        .filter(|(_, p)| p.side == Side::Quarry && p.status.is_active() && !p.is_passenger())
        .map(|(_, p)| {
            let seen = if state.in_sight(id, p.location) {
                "in sight"
            } else {
                "out of sight"
            };
            (format!("{} ({seen})", p.name), Some(p.name.clone()))
        })
        .collect();
    quarries.push(("The nearest out of sight".to_string(), None));
    let quarry = ask.choose(format!("{} tracks…", participant.name), quarries, 0)?;
    let mut skills = vec![(
        labelled(state, id, "Track")
            .map(|(l, _)| format!("{l} (the usual)"))
            .unwrap_or_else(|| "Track (the usual)".to_string()),
        None,
    )];
    skills.extend(sheet(state, id).into_iter().map(|(l, s)| (l, Some(s))));
    let skill = ask.pick("With which skill?", skills, 0)?;
    let difficulty = ask.pick("How hard?", difficulties(), 0)?;
    let bonus = ask.pick("Bonus or penalty dice?", bonus_dice(), 0)?;
    Ok(Command::TrackingRoll {
        who: participant.name.clone(),
        quarry,
        skill: skill.map(Name::from),
        difficulty,
        bonus,
    })
}

/// "Characters Joining a Chase in Progress": where it comes in.
pub(super) fn join(
    ask: &mut Asker,
    state: &Coc7,
    id: Id,
    cursor: crate::systems::coc7::rules::Loc,
) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let location = come_in_where(ask, state, &participant.name, cursor)?;
    Ok(Command::Join {
        who: participant.name.clone(),
        location,
        skill: None,
    })
}

/// Where one who joins comes in: any location, the cursor's first.
fn come_in_where(
    ask: &mut Asker,
    state: &Coc7,
    name: &str,
    cursor: crate::systems::coc7::rules::Loc,
) -> Result<crate::systems::coc7::rules::Loc, Stop> {
    let options: Vec<(String, crate::systems::coc7::rules::Loc)> = state
        .map
        .numbers()
        .map(|at| (place(state, at), at))
        .collect();
    let default = state.map.numbers().position(|at| at == cursor).unwrap_or(0);
    ask.pick(
        format!("{name} comes into the chase where? (then the speed roll)"),
        options,
        default,
    )
}

/// Someone nobody planned for: their sheet as one line, then where they come in (and then the
/// speed roll, as for anyone joining).
pub(super) fn enter(
    ask: &mut Asker,
    state: &Coc7,
    cursor: crate::systems::coc7::rules::Loc,
) -> Result<Command, Stop> {
    let newcomer = ask.text(
        "Someone new joins the chase: their sheet",
        crate::systems::coc7::improvise::NEWCOMER_HINT,
        "",
        |line| {
            crate::systems::coc7::improvise::newcomer(line)
                .map_err(|error| format!("column {}: {}", error.column, error.message))
        },
    )?;
    let location = come_in_where(ask, state, &newcomer.name, cursor)?;
    Ok(Command::Enter {
        newcomer,
        location,
        skill: None,
    })
}

/// "Switching Between Modes of Movement".
pub(super) fn switch_mode(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    #[derive(Clone)]
    enum Pick {
        MovementMode(MovementMode),
        Other,
        Drive,
    }
    let participant = state.participant(id);
    let listed = |name: &str| {
        participant
            .movs
            .iter()
            .find(|(m, _)| m.eq_ignore_ascii_case(name))
            .map(|(_, v)| *v)
    };
    let mut options = vec![(
        format!("On foot (MOV {})", participant.foot_mov),
        Pick::MovementMode(MovementMode::Foot),
    )];
    let swim = listed("Swim").map_or(
        format!("Swim (half MOV: {})", participant.foot_mov / 2),
        |m| format!("Swim (MOV {m})"),
    );
    options.push((swim, Pick::MovementMode(MovementMode::Swim)));
    if let Some(fly) = listed("Fly") {
        options.push((
            format!("Fly (MOV {fly})"),
            Pick::MovementMode(MovementMode::Fly),
        ));
    }
    options.push((
        "Another way on its own body (type it)…".to_string(),
        Pick::Other,
    ));
    if let Some(parked) = &participant.parked {
        options.push((
            format!("Back into the {} (a fresh speed roll)", parked.name),
            Pick::MovementMode(MovementMode::Vehicle),
        ));
    }
    options.push((
        "Drive another vehicle (a fresh speed roll)…".to_string(),
        Pick::Drive,
    ));
    let picked = ask.pick(
        format!("{} moves how from now on?", participant.name),
        options,
        0,
    )?;
    let to = match picked {
        Pick::MovementMode(mode) => mode,
        Pick::Other => MovementMode::Other(ask.text(
            "Which way?",
            "as its MOVs list it, e.g. Climb",
            "",
            required("name the mode"),
        )?),
        Pick::Drive => {
            let name = ask.text(
                "Which vehicle?",
                "e.g. Car, standard",
                "",
                required("name the vehicle"),
            )?;
            // A vehicle of the "Vehicle Reference Charts" is taken whole from them, as a setup
            // takes it: MOV, build, "Armor for people", seats and the skill that drives it.
            let chart = crate::systems::coc7::setup::vehicles::charts()
                .ok()
                .and_then(|charts| charts.find(&name));
            if let Some((row, skill)) = chart {
                return Ok(Command::SwitchMode {
                    who: participant.name.clone(),
                    to: MovementMode::Drive(Vehicle {
                        name: row.name.clone(),
                        mov: row.mov,
                        build: row.build,
                        start_build: row.build,
                        skill: skill.to_string(),
                        armor: row.armor,
                        seats: row.passengers,
                        condition: Default::default(),
                        tires_burst: 0,
                    }),
                    skill: None,
                });
            }
            let mov = ask.text("Its MOV", "e.g. 14 for a standard car", "", |t| {
                t.trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|m| (1..=40).contains(m))
                    .ok_or_else(|| format!("'{}' is not a MOV (1 to 40)", t.trim()))
            })?;
            let build = ask.text("Its build", "e.g. 5 for a standard car", "", |t| {
                t.trim()
                    .parse::<u32>()
                    .ok()
                    .filter(|b| (1..=100).contains(b))
                    .ok_or_else(|| format!("'{}' is not a build (1 to 100)", t.trim()))
            })?;
            MovementMode::Drive(Vehicle {
                name,
                mov,
                build: VehicleBuild::points(build),
                start_build: VehicleBuild::points(build),
                skill: "Drive Auto".to_string(),
                armor: 0,
                seats: Default::default(),
                condition: Default::default(),
                tires_burst: 0,
            })
        }
    };
    Ok(Command::SwitchMode {
        who: participant.name.clone(),
        to,
        skill: None,
    })
}

/// One incident of "Table VI: Vehicular Collisions" as the rules will carry it out on the
/// vehicle `id` is in: its dice in build and in hit points for those inside and, where the roll
/// can take the vehicle's whole starting build ("completely wrecked"), what a wreck does to those
/// inside (`wreck_fate`): a Luck roll to be thrown free, or death where it fails or the keeper
/// allows none; one with no Luck on its sheet takes the hit points alone. Short enough for a
/// pick-list at 80 columns: "Minor incident (1D3-1 to build and HP; may wreck it: Luck or die)".
pub(super) fn incident_label(state: &Coc7, id: Id, incident: Incident) -> String {
    let dice = incident.dice();
    let settings = &state.settings.vehicles;
    let mut label = format!("{} ({dice} to build", capital(incident.word()));
    if settings.occupants_hurt {
        label.push_str(" and HP");
    }
    let Some((driver, vehicle)) = state.vehicle_of(id) else {
        return label + ")";
    };
    let lowest = u32::try_from(dice.min()).unwrap_or(0);
    let highest = u32::try_from(dice.max()).unwrap_or(0);
    let wreck = if vehicle.is_running() && vehicle.start_build.is_taken_by(lowest) {
        "wrecks it"
    } else if vehicle.is_running() && vehicle.start_build.is_taken_by(highest) {
        "may wreck it"
    } else {
        return label + ")";
    };
    let inside: Vec<Id> = std::iter::once(driver)
        .chain(state.passengers(driver))
        .filter(|who| state.participant(*who).status.is_active())
        .collect();
    let lucky = inside
        .iter()
        .filter(|who| state.skill(**who, "Luck").is_some())
        .count();
    // Those without Luck on their sheet take the hit points alone, as the label says already.
    let fate = if !settings.wreck_luck_rolls {
        ": all inside die"
    } else if lucky > 0 {
        ": Luck or die"
    } else {
        ""
    };
    label.push_str(&format!("; {wreck}{fate})"));
    label
}

/// "Table VI: Vehicular Collisions": the keeper's incident, and whether it costs a delay.
pub(super) fn collide(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let vehicle = state
        .vehicle_of(id)
        .map_or("vehicle".to_string(), |(_, v)| v.name.clone());
    let incident = ask.pick(
        format!("What happens to {}'s {vehicle}?", participant.name),
        Incident::ALL
            .into_iter()
            .map(|i| (incident_label(state, id, i), i))
            .collect(),
        0,
    )?;
    let no_delay = ask.pick(
        "Does it cost time?",
        vec![
            (
                "1D3 movement actions lost (most collisions)".to_string(),
                false,
            ),
            ("No delay".to_string(), true),
        ],
        0,
    )?;
    Ok(Command::Collide {
        who: participant.name.clone(),
        incident,
        no_delay,
    })
}

fn difficulties() -> Vec<(String, Difficulty)> {
    vec![
        ("Regular".to_string(), Difficulty::Regular),
        ("Hard".to_string(), Difficulty::Hard),
        ("Extreme".to_string(), Difficulty::Extreme),
    ]
}

fn bonus_dice() -> Vec<(String, i8)> {
    vec![
        ("None".to_string(), 0),
        ("1 bonus die".to_string(), 1),
        ("2 bonus dice".to_string(), 2),
        ("1 penalty die".to_string(), -1),
        ("2 penalty dice".to_string(), -2),
    ]
}

#[cfg(test)]
#[path = "incident_tests.rs"]
mod incident_tests;
