//! The questions behind each Call of Cthulhu command that needs choices, asked in the order a
//! keeper thinks of them, each offering only what the sheet and the track allow (a skill the
//! participant has, a cautious approach it can afford, a target it can reach).

use crate::dice::{DiceExpr, Difficulty};
use crate::engine::Name;
use crate::screen::form::{Asker, Stop, required};
use crate::systems::coc7::rules::{Coc7, Command, DamageRow, Id, Loc, Obstacle};

/// The commands that are asked for as a form, with who (or where) they are about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    SpeedSkill(Id),
    Cut,
    MoveMany(Id),
    Hazard(Id),
    Barrier(Id),
    Break(Id),
    Attack(Id),
    Timed(Id),
    Delay(Id),
    AddLocation {
        behind: bool,
    },
    Obstacle(Loc),
    Place(Id),
    Reorder(Id),
    /// Which of the pursuers and quarries standing with a participant is ruled caught.
    Catch(Id),
    // Part 5 and vehicles
    /// The way a participant takes at a fork.
    Route(Id, Loc),
    AddRoute(Loc),
    NameObstacle(Loc),
    LookAhead(Id),
    Sudden,
    PlaceSudden(Loc),
    Accelerate(Id),
    Create(Id),
    Shoot(Id),
    Navigate(Id),
    Hide(Id),
    Tracking(Id),
    Join(Id, Loc),
    /// Someone nobody planned for, typed in on the spot, coming in near a location.
    Enter(Loc),
    SwitchMode(Id),
    Collide(Id),
    /// The MOV Rates table, shown as a pick-list that only tells.
    MphTable(Id),
}

/// What the overlay's frame says the form is for.
pub fn title(kind: &Form, who: &str) -> String {
    match kind {
        Form::SpeedSkill(_) => format!("{who}: speed roll"),
        Form::Cut => "Cut to the chase".to_string(),
        Form::MoveMany(_) => format!("{who}: move forward"),
        Form::Hazard(_) => format!("{who}: negotiate the hazard"),
        Form::Barrier(_) => format!("{who}: pass the barrier"),
        Form::Break(_) => format!("{who}: break the barrier down"),
        Form::Attack(_) => format!("{who}: attack"),
        Form::Timed(_) => format!("{who}: timed action"),
        Form::Delay(_) => format!("{who}: delay"),
        Form::AddLocation { behind: false } => "Add a location at the head".to_string(),
        Form::AddLocation { behind: true } => "Add a location behind the back".to_string(),
        Form::Obstacle(at) => format!("The way after location {at}"),
        Form::Place(_) => format!("Place {who}"),
        Form::Reorder(_) => format!("{who}: order a DEX tie"),
        Form::Catch(_) => format!("{who}: caught"),
        Form::Route(_, _) => format!("{who}: choose the way"),
        Form::AddRoute(at) => format!("A way forking off at location {at}"),
        Form::NameObstacle(at) => format!("Name what lies after location {at}"),
        Form::LookAhead(_) => format!("{who}: how far ahead?"),
        Form::Sudden => "Sudden hazard".to_string(),
        Form::PlaceSudden(_) => "Place the sudden hazard".to_string(),
        Form::Accelerate(_) => format!("{who}: pedal to the metal"),
        Form::Create(_) => format!("{who}: leave a hazard behind"),
        Form::Shoot(_) => format!("{who}: shoot"),
        Form::Navigate(_) => format!("{who}: navigate"),
        Form::Hide(_) => format!("{who}: hide"),
        Form::Tracking(_) => format!("{who}: tracking roll"),
        Form::Join(_, _) => format!("{who}: join the chase"),
        Form::Enter(_) => "Someone new joins the chase".to_string(),
        Form::SwitchMode(_) => format!("{who}: switch mode of movement"),
        Form::Collide(_) => format!("{who}: vehicular collision (Table VI)"),
        Form::MphTable(_) => "MOV to miles per hour".to_string(),
    }
}

/// Builds the command from the answers so far, or says what to ask next.
pub fn build(kind: &Form, state: &Coc7, ask: &mut Asker) -> Result<Command, Stop> {
    match kind {
        Form::SpeedSkill(id) => speed_skill(ask, state, *id),
        Form::Cut => cut(ask, state),
        Form::MoveMany(id) => move_many(ask, state, *id),
        Form::Hazard(id) => hazard(ask, state, *id),
        Form::Barrier(id) => barrier(ask, state, *id),
        Form::Break(id) => break_barrier(ask, state, *id),
        Form::Attack(id) => super::attack::attack(ask, state, *id),
        Form::Timed(id) => timed(ask, state, *id),
        Form::Delay(id) => delay(ask, state, *id),
        Form::AddLocation { behind } => super::keeper::add_location(ask, *behind),
        Form::Obstacle(at) => super::keeper::set_obstacle(ask, state, *at),
        Form::Place(id) => super::keeper::place(ask, state, *id),
        Form::Reorder(id) => super::keeper::reorder(ask, state, *id),
        Form::Catch(id) => super::keeper::catch(ask, state, *id),
        Form::Route(id, fork) => super::routes::choose_route(ask, state, *id, *fork),
        Form::AddRoute(at) => super::routes::add_route(ask, state, *at),
        Form::NameObstacle(at) => super::routes::name_obstacle(ask, state, *at),
        Form::LookAhead(id) => super::routes::look_ahead(ask, state, *id),
        Form::Sudden => super::routes::sudden(ask, state),
        Form::PlaceSudden(at) => super::routes::place_sudden(ask, state, *at),
        Form::MphTable(id) => super::routes::mph_table(ask, state, *id),
        Form::Accelerate(id) => super::vehicle::accelerate(ask, state, *id),
        Form::Create(id) => super::vehicle::create(ask, state, *id),
        Form::Shoot(id) => super::vehicle::shoot(ask, state, *id),
        Form::Navigate(id) => super::vehicle::navigate(ask, state, *id),
        Form::Hide(id) => super::vehicle::hide(ask, state, *id),
        Form::Tracking(id) => super::vehicle::tracking(ask, state, *id),
        Form::Join(id, at) => super::vehicle::join(ask, state, *id, *at),
        Form::Enter(at) => super::vehicle::enter(ask, state, *at),
        Form::SwitchMode(id) => super::vehicle::switch_mode(ask, state, *id),
        Form::Collide(id) => super::vehicle::collide(ask, state, *id),
    }
}

/// The participant a form is about, if it is about one.
pub fn about(kind: &Form) -> Option<Id> {
    match kind {
        Form::SpeedSkill(id)
        | Form::MoveMany(id)
        | Form::Hazard(id)
        | Form::Barrier(id)
        | Form::Break(id)
        | Form::Attack(id)
        | Form::Timed(id)
        | Form::Delay(id)
        | Form::Place(id)
        | Form::Reorder(id)
        | Form::Catch(id)
        | Form::Route(id, _)
        | Form::LookAhead(id)
        | Form::Accelerate(id)
        | Form::Create(id)
        | Form::Shoot(id)
        | Form::Navigate(id)
        | Form::Hide(id)
        | Form::Tracking(id)
        | Form::Join(id, _)
        | Form::SwitchMode(id)
        | Form::Collide(id)
        | Form::MphTable(id) => Some(*id),
        Form::Cut
        | Form::AddLocation { .. }
        | Form::Obstacle(_)
        | Form::AddRoute(_)
        | Form::NameObstacle(_)
        | Form::Sudden
        | Form::PlaceSudden(_)
        | Form::Enter(_) => None,
    }
}

/// The skills on a participant's sheet, DEX and CON included, each with its value: "Climb 40".
pub(super) fn sheet(state: &Coc7, id: Id) -> Vec<(String, String)> {
    let participant = state.participant(id);
    let mut skills: Vec<(String, String)> = ["DEX", "CON"]
        .into_iter()
        .map(str::to_string)
        .chain(participant.skills.keys().cloned())
        .filter_map(|skill| labelled(state, id, &skill))
        .collect();
    skills.dedup_by(|a, b| a.1.eq_ignore_ascii_case(&b.1));
    skills
}

/// "Climb 40" for a skill the participant has (or has the base chance of), else `None`.
pub(super) fn labelled(state: &Coc7, id: Id, skill: &str) -> Option<(String, String)> {
    state
        .skill(id, skill)
        .map(|value| (format!("{skill} {value}"), skill.to_string()))
}

fn speed_skill(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let default_skill = participant.speed_skill().to_string();
    let mut options = Vec::new();
    if let Some((label, skill)) = labelled(state, id, &default_skill) {
        options.push((format!("{label} (the usual)"), skill));
    }
    options.extend(
        sheet(state, id)
            .into_iter()
            .filter(|(_, s)| !s.eq_ignore_ascii_case(&default_skill)),
    );
    let skill = ask.pick("Roll speed with which skill?", options, 0)?;
    Ok(Command::SpeedRoll {
        who: participant.name.clone(),
        skill: Some(skill.into()),
    })
}

fn cut(ask: &mut Asker, state: &Coc7) -> Result<Command, Stop> {
    let options = vec![
        // "the pursuer is just two locations behind"
        (
            "2 locations ahead of the pursuer (the usual)".to_string(),
            2u8,
        ),
        ("1 location ahead (a tenser chase)".to_string(), 1u8),
    ];
    // Where the range changes nothing (the setup places everyone), it is not asked: a dry run of
    // the cut at either range tells, as the rules decide it.
    if range_changes_nothing(state) {
        return Ok(Command::CutToChase { range: None });
    }
    let default = usize::from(state.settings.starting_range == 1);
    let range = ask.pick("How far ahead does the quarry start?", options, default)?;
    Ok(Command::CutToChase { range: Some(range) })
}

/// Whether the cut to the chase comes out the same at a range of 1 and of 2.
fn range_changes_nothing(state: &Coc7) -> bool {
    use crate::engine::Rules;
    let cut = |range| {
        state.handle(
            &Command::CutToChase { range: Some(range) },
            &mut crate::dice::Roller::given([]),
        )
    };
    matches!((cut(1), cut(2)), (Ok(near), Ok(far)) if near == far)
}

fn move_many(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let clear = clear_ground_ahead(state, id, participant.actions);
    let options: Vec<(String, u32)> = (1..=participant.actions.max(1))
        .map(|n| {
            let note = if n > clear {
                " (stops at what lies ahead)"
            } else {
                ""
            };
            (
                format!("{n} location{}{note}", if n == 1 { "" } else { "s" }),
                n,
            )
        })
        .collect();
    let default = clear.clamp(1, participant.actions.max(1)) as usize - 1;
    let locations = ask.pick("How many locations forward?", options, default)?;
    Ok(Command::Move {
        who: participant.name.clone(),
        locations,
    })
}

/// Locations of clear ground ahead of `id` along the way it goes, up to `limit` (at a fork, an
/// obstacle lies only in front of whoever goes straight on).
fn clear_ground_ahead(state: &Coc7, id: Id, limit: u32) -> u32 {
    let mut at = state.participant(id).location;
    let mut clear = 0;
    // A flyer's way is clear over what it flies over ("those that fly would not need to make Jump
    // or Climb rolls").
    let flyer = state.participant(id);
    while clear < limit
        && super::part5::obstacle_from(state, id, at)
            .is_none_or(|obstacle| crate::systems::coc7::rules::flies_over(flyer, obstacle))
    {
        clear += 1;
        match super::part5::step_from(state, id, at) {
            Some(next) => at = next,
            None => break,
        }
    }
    clear
}

fn hazard(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let who = participant.name.clone();
    let Some(Obstacle::Hazard(hazard)) = super::part5::obstacle_facing(state, id) else {
        return Err(Stop::Decline(format!("There is no hazard ahead of {who}.")));
    };
    let (skill, value) = obstacle_skill(ask, state, id, &hazard.name, &hazard.skills)?;
    let options: Vec<(String, u8)> = [
        ("Just go (1 movement action)", 0u8),
        ("Cautiously: 1 bonus die (2 movement actions)", 1),
        ("Very cautiously: 2 bonus dice (3 movement actions)", 2),
    ]
    .into_iter()
    .filter(|(_, c)| u32::from(*c) < participant.actions.max(1))
    .map(|(label, c)| (label.to_string(), c))
    .collect();
    let cautious = ask.choose("How cautiously?", options, 0)?;
    // "Vehicular Collisions": a driver who fails a hazard with no harm set has the default
    // incident for its difficulty.
    let default_incident = (state.vehicle_of(id).is_some()
        && state.settings.vehicles.default_incidents)
        .then(|| crate::systems::coc7::rules::Incident::for_difficulty(hazard.difficulty));
    let nothing = match default_incident {
        Some(incident) => format!(
            "{} ({} build), the default for a vehicle",
            incident.word(),
            incident.dice()
        ),
        None => "only lost movement actions".to_string(),
    };
    let (damage, no_damage) = damage_row(ask, &hazard.name, hazard.damage, &nothing)?;
    Ok(Command::NegotiateHazard {
        who,
        skill: skill.into(),
        cautious,
        damage,
        no_damage,
        value,
    })
}

fn barrier(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let who = participant.name.clone();
    let Some(Obstacle::Barrier(barrier)) = super::part5::obstacle_facing(state, id) else {
        return Err(Stop::Decline(format!(
            "There is no barrier ahead of {who}."
        )));
    };
    let (skill, value) = obstacle_skill(ask, state, id, &barrier.name, &barrier.skills)?;
    let (damage, no_damage) = damage_row(ask, &barrier.name, barrier.damage, "no delay either")?;
    Ok(Command::PassBarrier {
        who,
        skill: skill.into(),
        value,
        damage,
        no_damage,
    })
}

/// "Skills and Hazards": one of the skills the keeper set (any skill when none are set), offered
/// with the participant's value; one the sheet lacks (the Mud's STR) is offered too, and its value
/// is typed at the table. The only skill that fits is taken without asking (the dice prompt names
/// it). Returns the skill and the value typed, if any.
fn obstacle_skill(
    ask: &mut Asker,
    state: &Coc7,
    id: Id,
    obstacle: &str,
    allowed: &[Name],
) -> Result<(String, Option<u32>), Stop> {
    let on_sheet: Vec<(String, String)> = if allowed.is_empty() {
        // Any skill will do; a driver's own comes first (a random hazard names none).
        match state.vehicle_of(id) {
            Some((driver, vehicle)) if driver == id => {
                super::routes::skills_first(state, id, &[vehicle.skill.as_str()])
            }
            _ => sheet(state, id),
        }
    } else {
        allowed
            .iter()
            .filter_map(|skill| labelled(state, id, skill))
            .collect()
    };
    let who = &state.participant(id).name;
    let missing = allowed
        .iter()
        .filter(|skill| state.skill(id, skill).is_none())
        .map(|skill| {
            (
                format!("{skill}: not on {who}'s sheet, type its value"),
                skill.to_string(),
            )
        });
    // Where any skill will do, one not listed (a base chance, a characteristic such as STR) is
    // typed by name: the rules take any skill the keeper calls for.
    let another = allowed.is_empty().then(|| {
        (
            ("Another skill: type its name".to_string(), String::new()),
            true,
        )
    });
    let options: Vec<((String, String), bool)> = on_sheet
        .into_iter()
        .map(|option| (option, false))
        .chain(missing.map(|option| (option, true)))
        .chain(another)
        .collect();
    if options.is_empty() {
        return Err(Stop::Decline(format!(
            "{who} has no skill to roll for {obstacle}; add one to the setup"
        )));
    }
    let default = best_skill(state, id, allowed, &options);
    let (skill, typed) = ask.choose(
        format!("{obstacle}: roll which skill?"),
        options
            .into_iter()
            .map(|((label, skill), typed)| (label, (skill, typed)))
            .collect(),
        default,
    )?;
    if !typed {
        return Ok((skill, None));
    }
    let skill = if skill.is_empty() {
        let skill = ask.text(
            format!("{obstacle}: which skill?"),
            "e.g. STR, Climb",
            "",
            required("a skill needs a name"),
        )?;
        // One the sheet (or its base chance) gives a value for is rolled with that value.
        if state.skill(id, &skill).is_some() {
            return Ok((skill, None));
        }
        skill
    } else {
        skill
    };
    let value = ask.text(
        format!("{who}'s {skill}, from the table"),
        "the value to roll against, 1 to 200",
        "",
        |line| match line.trim().parse::<u32>() {
            Ok(value) if (1..=200).contains(&value) => Ok(value),
            _ => Err(format!("type {skill} as a number from 1 to 200")),
        },
    )?;
    Ok((skill, Some(value)))
}

/// Where the skill menu's cursor starts, which is what "usual + roll" takes: among the skills
/// the keeper set for the obstacle, the one with the best value on the sheet (the rules roll
/// against that value, so the Farmer jumps the ditch with his DEX 50, not Jump 20). A skill the
/// sheet lacks has no value to compare and is never the default. Where any skill will do, the
/// order stands (a driver's own skill first).
pub(super) fn best_skill(
    state: &Coc7,
    id: Id,
    allowed: &[Name],
    options: &[((String, String), bool)],
) -> usize {
    if allowed.is_empty() {
        return 0;
    }
    let mut best = (0, None);
    for (index, ((_, skill), typed)) in options.iter().enumerate() {
        let value = if *typed { None } else { state.skill(id, skill) };
        if value > best.1 {
            best = (index, value);
        }
    }
    best.0
}

/// The Table III row for a failure: the one set for the obstacle, or another.
/// The keeper's ruling on harm for a failure: the obstacle's own row, no damage at all, or another
/// row of Table III. Returns the row override and whether the keeper ruled no damage.
fn damage_row(
    ask: &mut Asker,
    obstacle: &str,
    set: Option<DamageRow>,
    nothing: &str,
) -> Result<(Option<DamageRow>, bool), Stop> {
    let mut options = match set {
        Some(row) => vec![
            (
                format!("As set: {} ({})", row.word(), row.dice()),
                (None, false),
            ),
            (format!("No damage ({nothing})"), (None, true)),
        ],
        None if nothing.contains("default") => vec![
            (format!("As set: {nothing}"), (None, false)),
            (
                "No damage (only lost movement actions)".to_string(),
                (None, true),
            ),
        ],
        None => vec![(format!("As set: no damage ({nothing})"), (None, false))],
    };
    options.extend(
        DamageRow::ALL
            .into_iter()
            .filter(|row| Some(*row) != set)
            .map(|row| {
                (
                    format!("{} ({})", capital(row.word()), row.dice()),
                    (Some(row), false),
                )
            }),
    );
    ask.pick(format!("{obstacle}: damage on a failure?"), options, 0)
}

fn break_barrier(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let who = participant.name.clone();
    let Some(Obstacle::Barrier(barrier)) = super::part5::obstacle_facing(state, id) else {
        return Err(Stop::Decline(format!(
            "There is no barrier ahead of {who}."
        )));
    };
    let Some(hp) = barrier.hp else {
        return Err(Stop::Decline(format!(
            "{} cannot be broken down; it has to be passed with a skill roll.",
            barrier.name
        )));
    };
    let damage = damage_dice(
        ask,
        state,
        id,
        &format!("Damage to {} ({hp} hit points left)?", barrier.name),
    )?;
    Ok(Command::AttackBarrier { who, damage })
}

/// The participant's own damage, or dice the keeper types.
pub(super) fn damage_dice(
    ask: &mut Asker,
    state: &Coc7,
    id: Id,
    title: &str,
) -> Result<Option<DiceExpr>, Stop> {
    let participant = state.participant(id);
    let own = participant
        .damage
        .as_ref()
        .map(|d| format!("Its own damage: {d}"))
        .unwrap_or_else(|| format!("Unarmed: {}", state.settings.unarmed_damage));
    let typed = ask.pick(
        title,
        vec![(own, false), ("Type the damage dice…".to_string(), true)],
        0,
    )?;
    if !typed {
        return Ok(None);
    }
    ask.text(
        "Damage dice",
        "as the rules write them: 1D6, 1D8+1D4, 2D6+2",
        "",
        |text| {
            text.parse::<DiceExpr>()
                .map(Some)
                .map_err(|e| e.to_string())
        },
    )
}

fn timed(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let participant = state.participant(id);
    let who = participant.name.clone();
    let what = ask.text(
        format!("What does {who} do?"),
        "e.g. cast Shrivelling, pick the lock, reload",
        "",
        required("say what is done, in a few words"),
    )?;
    // A passenger has no movement actions: what it does is its one act of the round.
    let most = if participant.is_passenger() {
        u32::from(participant.act)
    } else {
        participant.actions
    };
    let cost_options: Vec<(String, u32)> = (0..=most)
        .map(|n| {
            let label = match n {
                1 if participant.is_passenger() => "its one act as a passenger".to_string(),
                n => format!("{n} movement action{}", if n == 1 { "" } else { "s" }),
            };
            (label, n)
        })
        .collect();
    let cost = ask.pick("What does it cost?", cost_options, 1.min(most as usize))?;
    let mut skill_options = vec![("No roll".to_string(), None)];
    skill_options.extend(sheet(state, id).into_iter().map(|(l, s)| (l, Some(s))));
    skill_options.push(("Another skill (type it)…".to_string(), Some(String::new())));
    let mut skill = ask.pick("Does it need a roll?", skill_options, 0)?;
    if skill.as_deref() == Some("") {
        let typed = ask.text(
            "Which skill?",
            "as on the sheet, e.g. Locksmith",
            "",
            |text| {
                let text = text.trim();
                match state.skill(id, text) {
                    Some(_) => Ok(text.to_string()),
                    None => Err(format!(
                        "{who} has no '{text}' skill and it has no base chance; add it to the setup"
                    )),
                }
            },
        )?;
        skill = Some(typed);
    }
    let difficulty = match &skill {
        Some(_) => ask.pick(
            "How hard?",
            vec![
                ("Regular".to_string(), Difficulty::Regular),
                ("Hard".to_string(), Difficulty::Hard),
                ("Extreme".to_string(), Difficulty::Extreme),
            ],
            0,
        )?,
        None => Difficulty::Regular,
    };
    Ok(Command::Act {
        who,
        what,
        cost,
        skill: skill.map(Name::from),
        difficulty,
    })
}

fn delay(ask: &mut Asker, state: &Coc7, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let turn = &state.turn;
    let mut options: Vec<(String, Option<Name>)> = turn.order
        [turn.position.min(turn.order.len())..]
        .iter()
        .filter(|other| **other != id && state.participant(**other).status.is_active())
        .map(|other| {
            let name = state.participant(*other).name.clone();
            (format!("Until {name} has acted"), Some(name))
        })
        .collect();
    options.push(("Until the end of the round".to_string(), None));
    let after = ask.pick(format!("{who} waits…"), options, 0)?;
    Ok(Command::Delay { who, after })
}

pub(super) fn capital(word: &str) -> String {
    let mut chars = word.chars();
    match chars.next() {
        Some(first) => first.to_uppercase().chain(chars).collect(),
        None => String::new(),
    }
}

#[cfg(test)]
#[path = "best_skill_tests.rs"]
mod best_skill_tests;
