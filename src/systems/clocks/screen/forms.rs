//! The questions behind each position-clocks command that needs choices, asked in the order a
//! keeper thinks of them, each offering only what the rules allow here (an open path, an adjacent
//! ride, a hidden participant, an obstacle that stands): here the turn's, in [`super::keeper`]
//! the keeper's.

use super::keeper;
use super::terrain::{bonus, dc, skill_check, terrain};
use super::{boardable, hidden_from, open_paths, rides_ahead};
use crate::engine::Name;
use crate::screen::form::{Asker, Stop, new_name, required};
use crate::systems::clocks::rules::{ClockChase, Command, Id, PathId, terrain as words};

/// The commands that are asked for as a form, with who they are about.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Form {
    SetOrder,
    CheckWith(Id),
    Additional(Id),
    SlowDown(Id),
    TakePath(Id),
    Resolve(Id),
    Hide(Id),
    Seek(Id),
    Skill(Id),
    Board(Id),
    OpenPath,
    Terrain,
    Merge,
    /// An obstacle, offered in front of this participant.
    Obstacle(Id),
    ClearObstacle,
    Condition(Id),
    Reveal,
    Place(Id),
}

/// What the overlay's frame says the form is for.
pub fn title(form: &Form, who: &str) -> String {
    match form {
        Form::SetOrder => "The turn order for the chase".to_string(),
        Form::CheckWith(_) => format!("{who}: movement check"),
        Form::Additional(_) => format!("{who}: additional movement"),
        Form::SlowDown(_) => format!("{who}: slow down"),
        Form::TakePath(_) => format!("{who}: another path"),
        Form::Resolve(_) => format!("{who}: the obstacle in front"),
        Form::Hide(_) => format!("{who}: hide"),
        Form::Seek(_) => format!("{who}: search"),
        Form::Skill(_) => format!("{who}: Skill action"),
        Form::Board(_) => format!("{who}: board"),
        Form::OpenPath => "Open a path".to_string(),
        Form::Terrain => "A path's terrain".to_string(),
        Form::Merge => "Merge paths".to_string(),
        Form::Obstacle(_) => "Place an obstacle".to_string(),
        Form::ClearObstacle => "Clear an obstacle".to_string(),
        Form::Condition(_) => format!("{who}: a condition"),
        Form::Reveal => "Reveal a hidden participant".to_string(),
        Form::Place(_) => format!("Place {who}"),
    }
}

/// The participant a form is about, if it is about one.
pub fn about(form: &Form) -> Option<Id> {
    match form {
        Form::CheckWith(id)
        | Form::Additional(id)
        | Form::SlowDown(id)
        | Form::TakePath(id)
        | Form::Resolve(id)
        | Form::Hide(id)
        | Form::Seek(id)
        | Form::Skill(id)
        | Form::Board(id)
        | Form::Obstacle(id)
        | Form::Condition(id)
        | Form::Place(id) => Some(*id),
        _ => None,
    }
}

/// Builds the command from the answers so far, or says what to ask next.
pub fn build(form: &Form, state: &ClockChase, ask: &mut Asker) -> Result<Command, Stop> {
    let name = |id: Id| state.participant(id).name.clone();
    match form {
        Form::SetOrder => keeper::set_order(ask, state),
        Form::CheckWith(id) => check_with(ask, state, *id),
        Form::Additional(id) => additional(ask, state, *id),
        Form::SlowDown(id) => slow_down(ask, state, *id),
        Form::TakePath(id) => take_path(ask, state, *id),
        Form::Resolve(id) => resolve(ask, state, *id),
        Form::Hide(id) => Ok(Command::Hide {
            who: name(*id),
            check: skill_check(
                ask,
                &format!("{} hides", name(*id)),
                state.movement_dc(state.mover(*id)),
            )?,
        }),
        Form::Seek(id) => seek(ask, state, *id),
        Form::Skill(id) => skill(ask, state, *id),
        Form::Board(id) => {
            let options = named(state, boardable(state, *id));
            let ride = ask.pick(format!("{} boards which?", name(*id)), options, 0)?;
            Ok(Command::Board {
                who: name(*id),
                ride,
            })
        }
        Form::OpenPath => keeper::open_path(ask, state),
        Form::Terrain => keeper::set_terrain(ask, state),
        Form::Merge => keeper::merge(ask, state),
        Form::Obstacle(id) => keeper::obstacle(ask, state, *id),
        Form::ClearObstacle => keeper::clear_obstacle(ask, state),
        Form::Condition(id) => keeper::condition(ask, state, *id),
        Form::Reveal => keeper::reveal(ask, state),
        Form::Place(id) => keeper::place(ask, state, *id),
    }
}

/// Names as pick-list options.
pub(super) fn named(state: &ClockChase, ids: Vec<Id>) -> Vec<(String, Name)> {
    ids.into_iter()
        .map(|id| {
            let name = state.participant(id).name.clone();
            (name.to_string(), name)
        })
        .collect()
}

/// A movement check with the keeper's call: advantage, a modifier, another DC, a ride to board.
fn check_with(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let keys = ask.keys();
    let who = state.participant(id).name.clone();
    let mover = state.mover(id);
    let advantage = ask.pick(
        "Advantage (two d20, the higher kept)?",
        vec![("No".to_string(), false), ("Advantage".to_string(), true)],
        0,
    )?;
    let modifier = ask.text(
        format!(
            "A modifier on top of the speed bonus ({:+})?",
            state.participant(mover).speed
        ),
        format!("e.g. +2 or -2 ({}: none)", keys.text_accept),
        "0",
        bonus,
    )?;
    let usual = state.movement_dc(mover);
    let chosen = ask.text(
        "Against which DC?",
        format!("the terrain's is {usual}"),
        usual.to_string(),
        dc,
    )?;
    let rides = rides_ahead(state, id);
    let board = if rides.is_empty() {
        None
    } else {
        let mut options = vec![("No ride to reach".to_string(), None)];
        options.extend(rides.into_iter().map(|ride| {
            let p = state.participant(ride);
            (
                format!(
                    "Reach and board {} ({}/{}; segments beyond it are lost)",
                    p.name, p.filled, state.segments
                ),
                Some(p.name.clone()),
            )
        }));
        ask.pick("Reach a vehicle or mount to board it?", options, 0)?
    };
    Ok(Command::MovementCheck {
        who,
        advantage,
        modifier,
        board,
        dc: (chosen != usual).then_some(chosen),
    })
}

/// "Additional Movement": an effect that moves spaces toward the goal.
fn additional(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let effect = ask.text(
        format!("What moves {who}?"),
        "the spell or effect, e.g. Misty Step",
        "",
        required("name the effect, for the log"),
    )?;
    let spaces = ask.text(
        "How many spaces does it move? (the check's bonus)",
        "e.g. 3 for Misty Step",
        "",
        |text| match text.trim().parse::<u32>() {
            Ok(n) if (1..=100).contains(&n) => Ok(n),
            _ => Err(format!(
                "'{}' is not a number of spaces (1 or more)",
                text.trim()
            )),
        },
    )?;
    let ignores_terrain = ask.pick(
        "Does it teleport or fly over the terrain?",
        vec![
            ("No: the terrain's DC".to_string(), false),
            (
                format!(
                    "Yes: DC {} (the terrain is not difficult for it)",
                    state.settings.flying_dc
                ),
                true,
            ),
        ],
        0,
    )?;
    let advantage = ask.pick(
        "Advantage?",
        vec![("No".to_string(), false), ("Advantage".to_string(), true)],
        0,
    )?;
    Ok(Command::AdditionalMovement {
        who,
        effect,
        spaces,
        ignores_terrain,
        advantage,
    })
}

/// "Slowing Down": how many segments to remove.
fn slow_down(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let filled = state.filled(id);
    let options: Vec<(String, u32)> = (1..=filled)
        .map(|n| {
            (
                format!(
                    "{n} segment{} (to {}/{})",
                    if n == 1 { "" } else { "s" },
                    filled - n,
                    state.segments
                ),
                n,
            )
        })
        .collect();
    let segments = ask.pick(format!("{who} removes how many segments?"), options, 0)?;
    Ok(Command::SlowDown { who, segments })
}

/// "New Paths": an open path, or a new one with its terrain.
fn take_path(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let here = state.path_of(id);
    let mut options: Vec<(String, Option<PathId>)> = open_paths(state)
        .into_iter()
        .filter(|p| *p != here)
        .map(|p| {
            let path = &state.paths[usize::from(p)];
            let flyers = if path.flight_only {
                ", flyers only"
            } else {
                ""
            };
            (
                format!("'{}' ({}{flyers})", path.name, words(state, &path.terrain)),
                Some(p),
            )
        })
        .collect();
    options.push(("A new path…".to_string(), None));
    let cost = state.settings.path_change_cost;
    let chosen = ask.pick(
        format!(
            "{who} takes which path? (costs {cost} segment{})",
            if cost == 1 { "" } else { "s" }
        ),
        options,
        0,
    )?;
    if let Some(path) = chosen {
        return Ok(Command::TakePath {
            who,
            path: state.paths[usize::from(path)].name.clone(),
            terrain: None,
            flight_only: false,
        });
    }
    let name = path_name(ask, state)?;
    let here_terrain = state.paths[usize::from(here)].terrain.clone();
    let same = ask.pick(
        "Its terrain?",
        vec![
            (format!("As here: {}", words(state, &here_terrain)), true),
            (
                "Other terrain (a shortcut, a harder way)…".to_string(),
                false,
            ),
        ],
        0,
    )?;
    let terrain = if same {
        None
    } else {
        Some(terrain(ask, state, &here_terrain)?)
    };
    // A flyer may open a way through the air that only flyers can follow; asked only where the
    // rules would take it.
    let through_the_air = Command::TakePath {
        who: who.clone(),
        path: name.clone(),
        terrain: terrain.clone(),
        flight_only: true,
    };
    let flight_only = match crate::screen::probe::probe(state, &through_the_air, ask.keys()) {
        Ok(()) => ask.pick(
            "Who can follow on it?",
            vec![
                ("Anyone".to_string(), false),
                ("Only those who fly".to_string(), true),
            ],
            0,
        )?,
        Err(_) => false,
    };
    Ok(Command::TakePath {
        who,
        path: name,
        terrain,
        flight_only,
    })
}

/// A new path's name, not taken.
pub(super) fn path_name(ask: &mut Asker, state: &ClockChase) -> Result<String, Stop> {
    ask.text(
        "Name of the path",
        "e.g. rooftops, the alleys, the sky",
        "",
        new_name("a path needs a name", |text| {
            state
                .find_path(text)
                .map(|_| format!("there is already a path '{text}'"))
        }),
    )
}

/// The Skill action at the obstacle in front ("Obstacles").
fn resolve(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let keys = ask.keys();
    let who = state.participant(id).name.clone();
    let mover = state.mover(id);
    let Some(obstacle) = state
        .blocking(mover)
        .map(|o| &state.obstacles[usize::from(o)])
        .filter(|o| o.after == state.filled(mover))
    else {
        return Err(Stop::Decline(format!(
            "No obstacle stands in front of {who}."
        )));
    };
    let earned = state.participant(mover).advantage_on.is_some();
    let bonus = ask.text(
        format!("{} (DC {}): {who}'s bonus?", obstacle.name, obstacle.dc),
        if earned {
            "e.g. +4 for Athletics (advantage: it overshot the obstacle)".to_string()
        } else {
            format!("e.g. +4 for Athletics ({}: none)", keys.text_accept)
        },
        "0",
        bonus,
    )?;
    let advantage = if earned {
        false
    } else {
        ask.pick(
            "Advantage (the keeper's call)?",
            vec![("No".to_string(), false), ("Advantage".to_string(), true)],
            0,
        )?
    };
    Ok(Command::ResolveObstacle {
        who,
        bonus,
        advantage,
    })
}

fn seek(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let target = ask.choose(
        format!("{who} searches for whom?"),
        named(state, hidden_from(state, id)),
        0,
    )?;
    let check = skill_check(
        ask,
        &format!("{who} searches for {target}"),
        state.movement_dc(state.mover(id)),
    )?;
    Ok(Command::Seek { who, target, check })
}

fn skill(ask: &mut Asker, state: &ClockChase, id: Id) -> Result<Command, Stop> {
    let who = state.participant(id).name.clone();
    let what = ask.text(
        format!("What does {who} try?"),
        "e.g. spot a way onto the rooftops",
        "",
        required("say what is tried, for the log"),
    )?;
    let usual = state.movement_dc(state.mover(id));
    // "Hide" typed as a skill action is the rules' Hide, which hides on a success: a skill action
    // by that name would roll and leave the participant in view.
    if is_hiding(&what) {
        let check = skill_check(ask, &format!("{who} hides"), usual)?;
        return Ok(Command::Hide { who, check });
    }
    let check = skill_check(ask, &format!("{who}: {what}"), usual)?;
    Ok(Command::SkillAction { who, what, check })
}

/// Whether a skill action's words ask to hide ("hide", "Hide behind the stalls").
fn is_hiding(what: &str) -> bool {
    what.split_whitespace()
        .next()
        .is_some_and(|word| word.eq_ignore_ascii_case("hide") || word.eq_ignore_ascii_case("hides"))
}
