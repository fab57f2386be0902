//! What a Call of Cthulhu setup holds that would surprise the keeper at the table, for `check`
//! to warn of (never to refuse).

use crate::dice::Roller;
use crate::engine::Session;
use crate::systems::coc7::rules::{Coc7, Command, Participant, Side, Speed, Status};

/// The warnings: a chase that is over at "Cut to the Chase", and a start that puts every quarry
/// past every obstacle.
pub fn surprises(state: &Coc7) -> Vec<String> {
    let mut warnings = over_at_the_cut(state);
    if warnings.is_empty() {
        warnings.extend(past_every_obstacle(state));
    }
    warnings.extend(no_skill_for(state));
    warnings
}

/// An obstacle some participant who moves by itself has no value for: none of its skills is on
/// the sheet, and the setting gives no base chance for them, so the roll has nothing to roll
/// against when it comes to it.
fn no_skill_for(state: &Coc7) -> Vec<String> {
    let mut warnings = Vec::new();
    for at in state.map.numbers() {
        let Some(obstacle) = state.map.ahead_of(at) else {
            continue;
        };
        // A barrier with no skill is only broken down, which takes no skill.
        if obstacle.skills().is_empty() {
            continue;
        }
        let lacking: Vec<&str> = state
            .ids()
            .filter(|(id, p)| state.moves_itself(*id) && p.status != Status::Waiting)
            .filter(|(id, _)| {
                obstacle
                    .skills()
                    .iter()
                    .all(|skill| state.skill(*id, skill).is_none())
            })
            .map(|(_, p)| p.name.as_str())
            .collect();
        if !lacking.is_empty() {
            let skills: Vec<&str> = obstacle.skills().iter().map(|s| s.as_ref()).collect();
            let (have, its) = if lacking.len() == 1 {
                ("has", "its")
            } else {
                ("have", "their")
            };
            warnings.push(format!(
                "{} {have} no value for {} ({}), and no base chance is given for it: add one of \
                 them to {its} skills, or base_skills: true in the settings",
                lacking.join(", "),
                obstacle.name(),
                skills.join(" or ")
            ));
        }
    }
    warnings
}

/// Where "Cut to the Chase" puts everyone when every speed roll not yet made is a plain success:
/// whether every quarry then stands past every hazard and barrier of the track, so that nobody
/// fleeing ever meets one. Not asked of a setup that places everyone itself.
fn past_every_obstacle(state: &Coc7) -> Vec<String> {
    // A setup that places everyone itself (`start`) chose where they stand.
    if state.preset_locations {
        return Vec::new();
    }
    let Some(placed) = placed(state) else {
        return Vec::new();
    };
    let obstacles: Vec<_> = placed
        .map
        .numbers()
        .filter(|at| placed.map.ahead_of(*at).is_some())
        .collect();
    let quarries: Vec<_> = placed
        .participants
        .iter()
        .filter(|p| p.side == Side::Quarry && p.status == Status::Active)
        .map(|p| p.location)
        .collect();
    let Some(last) = obstacles.iter().max() else {
        return Vec::new();
    };
    // Past it: on the way on from the obstacle's location, beyond it (a fork's other way is not).
    let past =
        |quarry: i32, obstacle: i32| placed.map.distance(obstacle, quarry).is_some_and(|d| d > 0);
    if quarries.is_empty()
        || !quarries
            .iter()
            .all(|q| obstacles.iter().all(|o| past(*q, *o)))
    {
        return Vec::new();
    }
    vec![format!(
        "cut to the chase (every speed roll a plain success) puts every quarry past every hazard \
         and barrier (the last lies after location {last}): nobody fleeing meets one; put \
         locations before them, or place everyone with start"
    )]
}

/// The chase as "Cut to the Chase" leaves it when every speed roll not yet made is a plain
/// success; `None` if the rules refuse to cut to it.
pub fn placed(state: &Coc7) -> Option<Coc7> {
    let mut rolled = state.clone();
    for p in &mut rolled.participants {
        if p.speed.is_none() && !p.is_passenger() {
            p.speed = Some(Speed::Success);
        }
    }
    let session = Session::new(rolled);
    let cut = Command::CutToChase { range: None };
    let entry = session.try_command(&cut, &mut Roller::given([])).ok()?;
    let mut placed = session.state().clone();
    for event in &entry.events {
        crate::engine::Rules::apply(&mut placed, event);
    }
    Some(placed)
}

/// Every pursuer slower than the slowest quarry whatever the speed rolls give ("Any pursuers who
/// are slower than the slowest fleeing character are left behind, and do not participate in the
/// chase").
fn over_at_the_cut(state: &Coc7) -> Vec<String> {
    // The MOV a speed roll can give: the roll's if it is made, else one less to one more.
    let range = |p: &Participant| match p.speed {
        Some(_) => (p.mov(), p.mov()),
        None => (p.base_mov.saturating_sub(1), p.base_mov + 1),
    };
    let running = |side: Side| {
        state
            .participants
            .iter()
            .filter(move |p| p.side == side && p.status == Status::Active && !p.is_passenger())
    };
    let Some(slowest_quarry) = running(Side::Quarry).map(|p| range(p).0).min() else {
        return Vec::new();
    };
    let pursuers: Vec<&Participant> = running(Side::Pursuer).collect();
    if pursuers.is_empty() || pursuers.iter().any(|p| range(p).1 >= slowest_quarry) {
        return Vec::new();
    }
    let fastest = pursuers.iter().map(|p| range(p).1).max().unwrap_or(0);
    vec![format!(
        "every pursuer is slower than the slowest quarry whatever the speed rolls give (MOV {fastest} \
         at best against {slowest_quarry} at worst): cut to the chase leaves them all behind and \
         the chase is over before its first round"
    )]
}
