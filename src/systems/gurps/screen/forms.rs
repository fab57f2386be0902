//! The questions behind each GURPS command that needs choices, each offering only what the rules
//! allow now (a dry run of the rules picks the options).

use crate::engine::Legal;
use crate::screen::form::{Asker, Stop, required};
use crate::screen::probe::probe;
use crate::systems::gurps::rules::{
    Band, Command, GmSkill, GurpsChase, Id, Maneuver, Side, SkillRoll, Stage, Target,
};

/// The commands asked for as a form.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    Declare(Side),
    Attack,
    Force,
    Ram,
    Stunt,
    Embark,
    Board,
    Seize,
    Task,
    Contest,
    Shift,
    KeptUp,
    /// The GM's choice of skill for this person.
    Skill(Id),
}

pub fn title(form: &Form) -> String {
    match form {
        Form::Declare(role) => format!("The {}'s maneuver", role.word()),
        Form::Attack => "Attack".to_string(),
        Form::Force => "Force".to_string(),
        Form::Ram => "Ram".to_string(),
        Form::Stunt => "Stunt roll".to_string(),
        Form::Embark => "Disembark/Embark".to_string(),
        Form::Board => "Board".to_string(),
        Form::Seize => "Seize control".to_string(),
        Form::Task => "Other task".to_string(),
        Form::Contest => "Quick Contest of Chase Rolls".to_string(),
        Form::Shift => "Range shift".to_string(),
        Form::KeptUp => "Kept up".to_string(),
        Form::Skill(_) => "The GM's choice of skill".to_string(),
    }
}

/// The people of the side whose step it is, still in the chase.
fn resolvers(state: &GurpsChase) -> Vec<Id> {
    match state.step.role() {
        Some(role) => state.members(state.party_of(role)).collect(),
        None => Vec::new(),
    }
}

fn name(state: &GurpsChase, id: Id) -> String {
    state.person(id).name.clone()
}

/// Those of the side for whom `make` gives a command the rules take.
fn able(state: &GurpsChase, make: impl Fn(String) -> Command) -> Vec<(String, String)> {
    resolvers(state)
        .into_iter()
        .map(|id| name(state, id))
        .filter(|n| probe(state, &make(n.clone()), crate::screen::KeyNames::builtin()).is_ok())
        .map(|n| (n.clone(), n))
        .collect()
}

/// Enemy targets of a person: people still in, and vehicles in the chase.
/// `pedestrians_only`: people aboard a vehicle are reached through it (a Ram).
fn targets(
    state: &GurpsChase,
    party: usize,
    vehicles_only: bool,
    pedestrians_only: bool,
) -> Vec<(String, String)> {
    let mut out = Vec::new();
    if !vehicles_only {
        for (_, p) in state
            .ids()
            .filter(|(_, p)| p.party != party && p.out.is_none())
            .filter(|(_, p)| !(pedestrians_only && p.aboard.is_some()))
        {
            let seat = p.aboard.map_or("on foot".to_string(), |v| {
                format!("in {}", state.vehicle(v).name)
            });
            out.push((format!("{} ({seat}, HP {})", p.name, p.hp), p.name.clone()));
        }
    }
    for v in state
        .vehicles
        .iter()
        .filter(|v| v.out.is_none() && v.party.is_some_and(|p| p != party))
    {
        out.push((format!("{} (vehicle, HP {})", v.name, v.hp), v.name.clone()));
    }
    out
}

/// The legal commands of one kind, from the rules' generator: a form's options are exactly what
/// the rules accept, whoever acts (a passenger of a side whose operator took a suitable maneuver
/// fires as the text allows) and at whomever.
///
/// Only the commands of that kind are tried (one dry run each), not the whole command space: a
/// form is built again at every answer.
fn legal_of(state: &GurpsChase, kind: impl Fn(&Command) -> bool) -> Vec<Command> {
    let mut dry_run = crate::engine::legal::DryRun::new(state);
    state
        .command_space()
        .into_iter()
        .filter(|c| kind(c) && dry_run.allows(c))
        .collect()
}

/// Those who act in some of `legal`, once each, in the order the generator lists them.
fn actors(legal: &[Command]) -> Vec<(String, String)> {
    let mut out: Vec<(String, String)> = Vec::new();
    for who in legal.iter().filter_map(Command::who) {
        if !out.iter().any(|(_, w)| w == who) {
            out.push((who.to_string(), who.to_string()));
        }
    }
    out
}

/// The options among `options` that some legal command of `who` aims at.
fn aimed(
    options: Vec<(String, String)>,
    legal: &[Command],
    who: &str,
    aim: fn(&Command) -> Option<&str>,
) -> Vec<(String, String)> {
    options
        .into_iter()
        .filter(|(_, target)| {
            legal
                .iter()
                .any(|c| c.who() == Some(who) && aim(c) == Some(target.as_str()))
        })
        .collect()
}

fn attack_target(c: &Command) -> Option<&str> {
    match c {
        Command::Attack { target, .. } => Some(target),
        _ => None,
    }
}

fn force_target(c: &Command) -> Option<&str> {
    match c {
        Command::Force { target, .. } => Some(target),
        _ => None,
    }
}

fn ram_target(c: &Command) -> Option<&str> {
    match c {
        Command::Ram { target, .. } => Some(target),
        _ => None,
    }
}

fn board_vehicle(c: &Command) -> Option<&str> {
    match c {
        Command::Board { vehicle, .. } => Some(vehicle),
        _ => None,
    }
}

fn nobody(what: &str) -> Stop {
    Stop::Decline(format!("Nobody on this side can {what} now."))
}

pub fn build(form: &Form, state: &GurpsChase, ask: &mut Asker) -> Result<Command, Stop> {
    match form {
        Form::Declare(role) => declare(ask, state, *role),
        Form::Attack => {
            let legal = legal_of(state, |c| matches!(c, Command::Attack { .. }));
            let who_options = actors(&legal);
            if who_options.is_empty() {
                return Err(nobody("attack"));
            }
            let who = ask.choose("Who attacks?", who_options, 0)?;
            let party = state.find(&who).map_or(0, |id| state.person(id).party);
            let target_options = aimed(
                targets(state, party, false, false),
                &legal,
                &who,
                attack_target,
            );
            let target = ask.choose("At whom?", target_options, 0)?;
            // Only the ways of attacking the rules take at this target.
            let allowed = |vital: bool, grapple: bool| {
                legal.contains(&Command::Attack {
                    who: who.clone(),
                    target: target.clone(),
                    vital,
                    grapple,
                })
            };
            let ways = |options: Vec<(String, (bool, bool))>| -> Vec<(String, (bool, bool))> {
                options
                    .into_iter()
                    .filter(|(_, (vital, grapple))| allowed(*vital, *grapple))
                    .collect()
            };
            let (vital, grapple) = match state.find_vehicle(&target).map(Target::Vehicle) {
                Some(_) => ask.choose(
                    "Where?",
                    ways(vec![
                        ("The vehicle (its SM)".to_string(), (false, false)),
                        (
                            "Vital areas: engine, wheels (-3)".to_string(),
                            (true, false),
                        ),
                    ]),
                    0,
                )?,
                None if state.band == Band::Close => ask.choose(
                    "How?",
                    ways(vec![
                        ("With the weapon".to_string(), (false, false)),
                        ("Grapple (it ends the chase)".to_string(), (false, true)),
                    ]),
                    0,
                )?,
                None => (false, false),
            };
            Ok(Command::Attack {
                who,
                target,
                vital,
                grapple,
            })
        }
        Form::Force | Form::Ram => {
            let ram = *form == Form::Ram;
            let aim = if ram { ram_target } else { force_target };
            let legal = legal_of(state, |c| aim(c).is_some());
            let who_options = actors(&legal);
            if who_options.is_empty() {
                return Err(nobody(if ram { "ram" } else { "force" }));
            }
            let who = ask.choose("Who drives at them?", who_options, 0)?;
            let party = state.find(&who).map_or(0, |id| state.person(id).party);
            let target_options = aimed(targets(state, party, !ram, ram), &legal, &who, aim);
            let target = ask.choose("Which one?", target_options, 0)?;
            Ok(if ram {
                Command::Ram { who, target }
            } else {
                Command::Force { who, target }
            })
        }
        Form::Stunt => {
            let options = able(state, |who| Command::Stunt { who });
            if options.is_empty() {
                return Err(nobody("roll a Stunt"));
            }
            let who = ask.choose("Who rolls the Stunt?", options, 0)?;
            Ok(Command::Stunt { who })
        }
        Form::Embark => {
            let mut options = Vec::new();
            for id in resolvers(state) {
                let who = name(state, id);
                if probe(
                    state,
                    &Command::Disembark { who: who.clone() },
                    crate::screen::KeyNames::builtin(),
                )
                .is_ok()
                {
                    options.push((format!("{who} gets out"), (who.clone(), None)));
                }
                for v in &state.vehicles {
                    let command = Command::Embark {
                        who: who.clone(),
                        vehicle: v.name.clone(),
                    };
                    if probe(state, &command, crate::screen::KeyNames::builtin()).is_ok() {
                        options.push((
                            format!("{who} boards {}", v.name),
                            (who.clone(), Some(v.name.clone())),
                        ));
                    }
                }
            }
            if options.is_empty() {
                return Err(nobody("get in or out (the side needs Disembark/Embark)"));
            }
            let (who, vehicle) = ask.choose("Who gets in or out?", options, 0)?;
            Ok(match vehicle {
                Some(vehicle) => Command::Embark { who, vehicle },
                None => Command::Disembark { who },
            })
        }
        Form::Board => {
            let aim = board_vehicle;
            let legal = legal_of(state, |c| aim(c).is_some());
            let options = actors(&legal);
            if options.is_empty() {
                return Err(nobody("board (a passenger, at Close range)"));
            }
            let who = ask.choose("Who leaps?", options, 0)?;
            let party = state.find(&who).map_or(0, |id| state.person(id).party);
            let vehicle_options = aimed(targets(state, party, true, false), &legal, &who, aim);
            let vehicle = ask.choose("Onto which vehicle?", vehicle_options, 0)?;
            Ok(Command::Board { who, vehicle })
        }
        Form::Seize => {
            let options = able(state, |who| Command::SeizeControl { who });
            if options.is_empty() {
                return Err(nobody("seize the controls (a passenger)"));
            }
            let who = ask.choose("Who grabs the controls?", options, 0)?;
            Ok(Command::SeizeControl { who })
        }
        Form::Task => {
            let options = able(state, |who| Command::Task {
                who,
                skill: 10,
                what: "a task".into(),
            });
            if options.is_empty() {
                return Err(nobody("try another task (a passenger)"));
            }
            let who = ask.choose("Which passenger?", options, 0)?;
            let what = ask.text(
                "What is tried?",
                "e.g. bandage Vince, disarm the bomb",
                "",
                required("say what is tried"),
            )?;
            let skill = ask.text(
                "Against which skill?",
                "the skill's level, e.g. 12 for First Aid-12",
                "",
                |t| {
                    t.trim()
                        .parse::<i32>()
                        .map_err(|_| format!("'{}' is not a skill level", t.trim()))
                },
            )?;
            Ok(Command::Task { who, skill, what })
        }
        Form::Contest => contest(ask, state),
        Form::Shift => shift(ask, state),
        Form::KeptUp => {
            let options: Vec<(String, Side)> = [Side::Quarry, Side::Pursuer]
                .into_iter()
                .filter(|r| state.parties[state.party_of(*r)].forced_static)
                .map(|r| (format!("The {} kept up", r.word()), r))
                .collect();
            if options.is_empty() {
                return Err(Stop::Decline("Neither side is held static.".to_string()));
            }
            let side = ask.choose("Which side kept up?", options, 0)?;
            Ok(Command::KeptUp { side })
        }
        Form::Skill(id) => skill_choice(ask, state, *id),
    }
}

/// Steps 1 and 2: the maneuvers the side may take, those that need a Lucky Break marked so.
fn declare(ask: &mut Asker, state: &GurpsChase, side: Side) -> Result<Command, Stop> {
    let make = |maneuver, lucky_break| Command::Declare {
        side,
        maneuver,
        penalty: if Maneuver::is_stunt(maneuver) { 2 } else { 0 },
        lucky_break,
        elsewhere: false,
    };
    // "Mobility Escape": a pursuer may spend a Lucky Break to follow it, rather than be static.
    let may_follow = side == Side::Pursuer
        && state.maneuver(1 - state.party_of(side)) == Some(Maneuver::MobilityEscape);
    let mut options = Vec::new();
    for maneuver in Maneuver::ALL {
        if probe(
            state,
            &make(maneuver, false),
            crate::screen::KeyNames::builtin(),
        )
        .is_ok()
        {
            options.push((maneuver.word().to_string(), (maneuver, false, false)));
            if may_follow
                && probe(
                    state,
                    &make(maneuver, true),
                    crate::screen::KeyNames::builtin(),
                )
                .is_ok()
            {
                options.push((
                    format!(
                        "{} (spend a Lucky Break to follow the Mobility Escape)",
                        maneuver.word()
                    ),
                    (maneuver, true, false),
                ));
            }
        } else if probe(
            state,
            &make(maneuver, true),
            crate::screen::KeyNames::builtin(),
        )
        .is_ok()
        {
            options.push((
                format!("{} (spend a Lucky Break)", maneuver.word()),
                (maneuver, true, false),
            ));
        }
    }
    // "Three-Way Chases": a middleman who favours his other chase Moves in this one.
    let elsewhere = Command::Declare {
        side,
        maneuver: Maneuver::Move,
        penalty: 0,
        lucky_break: false,
        elsewhere: true,
    };
    if probe(state, &elsewhere, crate::screen::KeyNames::builtin()).is_ok() {
        options.push((
            "Move, favouring the other chase (the middleman of a three-way chase)".to_string(),
            (Maneuver::Move, false, true),
        ));
    }
    let party = state.party_of(side);
    let leader = name(state, state.parties[party].leader);
    let close_call = state
        .members(party)
        .any(|id| state.person(id).close_call == Some(state.round.saturating_sub(1)));
    let title = if close_call {
        format!(
            "{leader} ({}): after a close call, Emergency Action or Stop — anything else is a wreck",
            side.word()
        )
    } else {
        format!("{leader} ({}) declares", side.word())
    };
    let default = options
        .iter()
        .position(|(_, (m, _, _))| {
            *m == if close_call {
                Maneuver::EmergencyAction
            } else {
                Maneuver::Move
            }
        })
        .unwrap_or(0);
    let (maneuver, lucky_break, elsewhere) = ask.pick(title, options, default)?;
    let penalty = if maneuver.is_stunt() {
        let options = (1..=5u8)
            .map(|n| {
                (
                    format!("-{} to the Stunt roll, +{n} to the Chase Roll", 2 * n),
                    2 * n,
                )
            })
            .collect();
        ask.pick("How risky?", options, 0)?
    } else {
        0
    };
    Ok(Command::Declare {
        side,
        maneuver,
        penalty,
        lucky_break,
        elsewhere,
    })
}

/// Step 5: who rolls a complementary skill first (only sides that have one are offered).
fn contest(ask: &mut Asker, state: &GurpsChase) -> Result<Command, Stop> {
    let has = |role: Side| {
        let party = state.party_of(role);
        let leader = state.parties[party].leader;
        let crew = match state.person(leader).aboard {
            Some(v) => state.aboard(v),
            None => vec![leader],
        };
        crew.iter().any(|id| {
            let s = &state.person(*id).skills;
            s.area_knowledge.is_some() || s.urban_survival.is_some()
        })
    };
    let mut options = vec![("Roll the Chase Rolls".to_string(), (false, false))];
    if has(Side::Quarry) {
        options.push((
            "The quarry rolls Area Knowledge / Urban Survival first".to_string(),
            (true, false),
        ));
    }
    if has(Side::Pursuer) {
        options.push((
            "The pursuer rolls Area Knowledge / Urban Survival first".to_string(),
            (false, true),
        ));
    }
    if has(Side::Quarry) && has(Side::Pursuer) {
        options.push((
            "Both roll a complementary skill first".to_string(),
            (true, true),
        ));
    }
    let (quarry_complementary, pursuer_complementary) = ask.choose("The Contest", options, 0)?;
    Ok(Command::Contest {
        quarry_complementary,
        pursuer_complementary,
    })
}

/// Step 6: the winner's choice of direction, up to the bands won; or Hide's choice.
fn shift(ask: &mut Asker, state: &GurpsChase) -> Result<Command, Stop> {
    let Some(owed) = state
        .owed
        .first()
        .copied()
        .filter(|_| state.step == Stage::Shift)
    else {
        return Err(Stop::Decline("No range shift is waiting.".to_string()));
    };
    let leader = name(state, state.parties[owed.party].leader);
    if owed.hide {
        let options = vec![
            ("Escape: the chase ends".to_string(), None),
            (
                "Pull out behind at Close, as the pursuer".to_string(),
                Some(Band::Close),
            ),
            ("Pull out behind at Short".to_string(), Some(Band::Short)),
            ("Pull out behind at Medium".to_string(), Some(Band::Medium)),
        ];
        let band = ask.pick(format!("{leader} shook them off"), options, 0)?;
        return Ok(Command::PullOut { band });
    }
    let up = i32::from(owed.up_to);
    let quarry = owed.party == state.quarry;
    let mut options = Vec::new();
    for steps in -up..=up {
        if owed.must_close && steps > 0 {
            continue;
        }
        let label = match state.band.shifted(steps) {
            None if quarry => format!("Out {steps}: beyond Extreme, escape"),
            None => format!("Out {steps}: Extreme"),
            Some(b) if steps == 0 => format!("Keep {}", b.word()),
            Some(b) if steps < 0 => format!("In {}: {}", -steps, b.word()),
            Some(b) => format!("Out {steps}: {}", b.word()),
        };
        options.push((label, steps));
    }
    // The winner's natural choice first: the quarry away, the pursuer in.
    let default = if quarry { options.len() - 1 } else { 0 };
    let steps = ask.pick(
        format!("{leader} shifts the range (now {})", state.band.word()),
        options,
        default,
    )?;
    Ok(Command::Shift { steps })
}

/// The GM's choice of skill where the text offers one: each skill with the person's level, the
/// program's choice (the best) first and preselected.
fn skill_choice(ask: &mut Asker, state: &GurpsChase, id: Id) -> Result<Command, Stop> {
    let keys = ask.keys();
    let Some(p) = state.people.get(usize::from(id)) else {
        return Err(Stop::Decline(format!(
            "Select someone first ({}).",
            keys.select
        )));
    };
    let mut options = vec![(
        "the program's choice: the best the text offers for each roll".to_string(),
        None,
    )];
    options.extend(GmSkill::ALL.into_iter().map(|skill| {
        let rolls: Vec<&str> = [
            SkillRoll::StuntOnFoot,
            SkillRoll::ReverseOnFoot,
            SkillRoll::Board,
            SkillRoll::Seize,
        ]
        .into_iter()
        .filter(|roll| skill.fits(*roll))
        .map(|roll| roll.words())
        .collect();
        (
            format!("{} {}: {}", skill.word(), skill.level(p), rolls.join("; ")),
            Some(skill),
        )
    }));
    // The usual answer changes something: with no skill chosen, the person's best one (the
    // highest level, the first of equals); with one chosen, the program's choice again. Taking
    // the choice already in force would journal a command that changes nothing.
    let at = match p.skill_choice {
        None => GmSkill::ALL
            .into_iter()
            .enumerate()
            .max_by_key(|(i, skill)| (skill.level(p), std::cmp::Reverse(*i)))
            .map_or(0, |(i, _)| i + 1),
        Some(_) => 0,
    };
    let skill = ask.choose(format!("{}: which skill?", p.name), options, at)?;
    if skill == p.skill_choice {
        return Err(Stop::Decline(format!(
            "{} already rolls with {}: nothing changed.",
            p.name,
            skill.map_or("the program's choice", |s| s.word())
        )));
    }
    Ok(Command::ChooseSkill {
        who: p.name.clone(),
        skill,
    })
}
