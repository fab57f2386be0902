//! Turns the keeper's line of dots into the engine's [`Track`]: locations numbered from 1, each
//! hazard or barrier written between two of them ("Location", "Hazards", "Barriers"), and the ways
//! a fork parts into ("Choosing a Route").

use super::raw::{RawBarrier, RawHazard, TrackEntry};
use crate::engine::names::names_of;
use crate::setup::problem::{Path, Problem};
use crate::systems::coc7::rules::{
    Barrier, Branch, ChaseMap, Hazard, Loc, Location, MAX_LOCATIONS, Obstacle,
};

/// The most hit points a barrier may have: ten concrete bridge supports. More is a typo.
pub const MAX_BARRIER_HP: u32 = 1000;

/// Builds the track. An obstacle lies between the location before it and the one after it, so it
/// can be neither first nor last, and only one fits between two locations. A chase needs at least
/// two locations.
///
/// "Choosing a Route": a `Fork([[...], [...]])` ends its list and parts the way at the location
/// before it. Its first list goes straight on (an obstacle may open it, between the fork and its
/// first location); each other list is a branch, entered over clear ground, so it opens with a
/// location. Locations are numbered 1, 2, 3 ... in the order they are written, forks and all.
pub fn build(entries: &[TrackEntry], path: &Path, routes: bool) -> Result<ChaseMap, Problem> {
    let mut builder = Builder {
        locations: Vec::new(),
        branches: Vec::new(),
        secret: std::collections::BTreeMap::new(),
        routes,
    };
    builder.line(entries, path, None, None)?;
    let Builder {
        locations,
        branches,
        secret,
        ..
    } = builder;
    if locations.len() > MAX_LOCATIONS {
        return Err(Problem::new(
            path.clone(),
            format!(
                "the track has {} locations; a chase holds at most {MAX_LOCATIONS}: leave out the \
                 far end, and add locations during play if the chase gets that far",
                locations.len()
            ),
        ));
    }
    if locations.len() < 2 {
        return Err(Problem::new(
            path.clone(),
            format!(
                "the track has {} location{}; a chase needs at least 2: add Location(\"...\") or \
                 Dot entries",
                locations.len(),
                if locations.len() == 1 { "" } else { "s" }
            ),
        ));
    }
    Ok(ChaseMap {
        first: 1,
        locations: locations.into_iter().map(Into::into).collect(),
        branches,
        lead: Vec::new(),
        secret,
    })
}

/// The track as it is built: every location by number (from 1), and the branches so far.
struct Builder {
    locations: Vec<Location>,
    branches: Vec<Branch>,
    /// The setup's `SecretLocation` (true) and `OpenLocation` (false) entries, by number.
    secret: std::collections::BTreeMap<Loc, bool>,
    routes: bool,
}

impl Builder {
    /// Builds one list of entries: the trunk, the way straight on from a fork (`previous` is the
    /// fork), or a branch (`branch` is its index).
    fn line(
        &mut self,
        entries: &[TrackEntry],
        path: &Path,
        branch: Option<usize>,
        mut previous: Option<Loc>,
    ) -> Result<(), Problem> {
        let mut previous_obstacle: Option<(usize, String)> = None;
        for (index, entry) in entries.iter().enumerate() {
            let here = path.index(index);
            let obstacle = match entry {
                TrackEntry::Location(name)
                | TrackEntry::SecretLocation(name)
                | TrackEntry::OpenLocation(name) => {
                    if name.trim().is_empty() {
                        return Err(Problem::new(
                            here.hidden(match entry {
                                TrackEntry::SecretLocation(_) => "SecretLocation",
                                TrackEntry::OpenLocation(_) => "OpenLocation",
                                _ => "Location",
                            }),
                            "a location's name cannot be empty ''; write Dot for an unnamed location",
                        ));
                    }
                    let at = self.push(Some(name.trim().to_string()), branch);
                    match entry {
                        TrackEntry::SecretLocation(_) => {
                            self.secret.insert(at, true);
                        }
                        TrackEntry::OpenLocation(_) => {
                            self.secret.insert(at, false);
                        }
                        _ => {}
                    }
                    previous = Some(at);
                    previous_obstacle = None;
                    continue;
                }
                TrackEntry::Dot => {
                    previous = Some(self.push(None, branch));
                    previous_obstacle = None;
                    continue;
                }
                TrackEntry::Hazard(hazard) => {
                    Obstacle::Hazard(build_hazard(hazard, &here.hidden("Hazard"))?)
                }
                TrackEntry::Barrier(barrier) => {
                    Obstacle::Barrier(build_barrier(barrier, &here.hidden("Barrier"))?)
                }
                TrackEntry::Fork(ways) => {
                    if let Some(next) = entries.get(index + 1) {
                        return Err(Problem::new(
                            path.index(index + 1),
                            format!(
                                "{} follows a Fork in the same list; a Fork ends its list: put it \
                                 inside one of the Fork's ways",
                                entry_word(next)
                            ),
                        ));
                    }
                    if let Some((_, before)) = &previous_obstacle {
                        return Err(Problem::new(
                            here,
                            format!(
                                "{before} lies right before a Fork, with no location between them; \
                                 put it at the start of the first way, which goes straight on"
                            ),
                        ));
                    }
                    return self.fork(ways, &here, branch, previous);
                }
            };
            let what = describe(&obstacle);
            if let Some((_, before)) = &previous_obstacle {
                return Err(Problem::new(
                    here,
                    format!(
                        "{what} follows {before} with no location between them; only one hazard or \
                         barrier fits between two locations: put a Location(\"...\") or Dot between them"
                    ),
                ));
            }
            let Some(behind) = previous.and_then(|at| self.get_mut(at)) else {
                let advice = if branch.is_some() {
                    "a branch is entered over clear ground from its fork: open it with a \
                     Location(\"...\") or Dot, and put the hazard after it"
                } else {
                    "a hazard or barrier lies between two locations: put a Location(\"...\") or \
                     Dot before it"
                };
                return Err(Problem::new(
                    here,
                    format!("{what} comes before the first location; {advice}"),
                ));
            };
            behind.ahead = Some(obstacle);
            previous_obstacle = Some((index, what));
        }
        if let Some((index, what)) = previous_obstacle {
            return Err(Problem::new(
                path.index(index),
                format!(
                    "{what} is past the end of the track: no location follows it; add a \
                     Location(\"...\") or Dot after it, or remove it"
                ),
            ));
        }
        Ok(())
    }

    /// "Choosing a Route": the ways of a fork at `previous`, the first straight on, the others
    /// new branches.
    fn fork(
        &mut self,
        ways: &[Vec<TrackEntry>],
        here: &Path,
        branch: Option<usize>,
        previous: Option<Loc>,
    ) -> Result<(), Problem> {
        if !self.routes {
            return Err(Problem::new(
                here.clone(),
                "the track forks, but the route rules are off (settings: (routes: false)); turn \
                 them on or leave the Fork out",
            ));
        }
        let Some(fork) = previous else {
            return Err(Problem::new(
                here.clone(),
                "a Fork needs a location before it, where the ways part: put a \
                 Location(\"...\") or Dot before it",
            ));
        };
        let inside = here.hidden("Fork");
        if ways.len() < 2 {
            return Err(Problem::new(
                inside,
                format!(
                    "a Fork has {} way{}; it needs at least 2, e.g. Fork([[Location(\"High \
                     Street\")], [Location(\"Alley\")]])",
                    ways.len(),
                    if ways.len() == 1 { "" } else { "s" }
                ),
            ));
        }
        for (number, way) in ways.iter().enumerate() {
            let way_path = inside.index(number);
            if !way.iter().any(|e| {
                matches!(
                    e,
                    TrackEntry::Location(_)
                        | TrackEntry::SecretLocation(_)
                        | TrackEntry::OpenLocation(_)
                        | TrackEntry::Dot
                )
            }) {
                return Err(Problem::new(
                    way_path,
                    format!(
                        "way {} of the Fork has no location; each way needs at least one \
                         Location(\"...\") or Dot",
                        number + 1
                    ),
                ));
            }
            if number == 0 {
                self.line(way, &way_path, branch, Some(fork))?;
            } else {
                self.branches.push(Branch {
                    name: None,
                    fork,
                    path: Vec::new(),
                });
                let index = self.branches.len() - 1;
                self.line(way, &way_path, Some(index), None)?;
            }
        }
        Ok(())
    }

    /// Adds a location with the next number, on the branch if there is one; returns its number.
    fn push(&mut self, name: Option<String>, branch: Option<usize>) -> Loc {
        self.locations.push(Location { name, ahead: None });
        let at = self.locations.len() as Loc;
        if let Some(branch) = branch.and_then(|b| self.branches.get_mut(b)) {
            branch.path.push(at);
        }
        at
    }

    fn get_mut(&mut self, at: Loc) -> Option<&mut Location> {
        self.locations.get_mut(usize::try_from(at - 1).ok()?)
    }
}

/// How a track entry is called in a message.
fn entry_word(entry: &TrackEntry) -> &'static str {
    match entry {
        TrackEntry::Location(_) => "a Location",
        TrackEntry::SecretLocation(_) => "a SecretLocation",
        TrackEntry::OpenLocation(_) => "an OpenLocation",
        TrackEntry::Dot => "a Dot",
        TrackEntry::Hazard(_) => "a Hazard",
        TrackEntry::Barrier(_) => "a Barrier",
        TrackEntry::Fork(_) => "another Fork",
    }
}

/// "Skills and Hazards": a hazard needs a name and at least one skill to negotiate it with.
fn build_hazard(raw: &RawHazard, path: &Path) -> Result<Hazard, Problem> {
    let name = named(&raw.name, path, "hazard")?;
    let skills = skill_list(&raw.skills, path, &format!("the hazard '{name}'"))?;
    if skills.is_empty() {
        return Err(Problem::new(
            path.field("skills"),
            format!(
                "the hazard '{name}' has no skills; name at least one the keeper accepts for it, \
                 e.g. skills: [\"DEX\", \"Dodge\"]"
            ),
        ));
    }
    Ok(Hazard {
        name,
        skills: names_of(skills),
        difficulty: raw.difficulty,
        damage: raw.damage,
    })
}

/// "Barriers" and "Breaking Down Barriers": hit points given as a number or as one of the "Sample
/// Barriers and Hit Points"; neither means it cannot be broken (a chasm). Debris only matters for
/// a barrier that can be broken.
fn build_barrier(raw: &RawBarrier, path: &Path) -> Result<Barrier, Problem> {
    let name = named(&raw.name, path, "barrier")?;
    let skills = skill_list(&raw.skills, path, &format!("the barrier '{name}'"))?;
    let hp = match (raw.hp, raw.preset) {
        (Some(hp), Some(preset)) => {
            return Err(Problem::new(
                path.field("hp"),
                format!(
                    "the barrier '{name}' has both hp '{hp}' and preset {preset:?} ({} hit \
                     points); give one of them, not both",
                    preset.hp()
                ),
            ));
        }
        (Some(hp), None) if hp == 0 || hp > MAX_BARRIER_HP => {
            return Err(Problem::new(
                path.field("hp"),
                format!(
                    "the barrier '{name}' has hp '{hp}'; hp must be from 1 to {MAX_BARRIER_HP} \
                     (a door is 5 to 15, a brick wall 25); leave hp and preset out for a barrier \
                     that cannot be broken down"
                ),
            ));
        }
        (Some(hp), None) => Some(hp),
        (None, preset) => preset.map(|p| p.hp()),
    };
    if skills.is_empty() && hp.is_none() {
        return Err(Problem::new(
            path.field("skills"),
            format!(
                "nobody could ever get past the barrier '{name}': it has no skills and cannot be \
                 broken down; give it skills (e.g. skills: [\"Climb\", \"Jump\"]) or hp"
            ),
        ));
    }
    let debris = match &raw.debris {
        None => None,
        Some(_) if hp.is_none() => {
            return Err(Problem::new(
                path.field("debris"),
                format!(
                    "the barrier '{name}' has debris but cannot be broken down, so the debris \
                     would never appear; give it hp or a preset, or remove the debris"
                ),
            ));
        }
        Some(debris) => Some(build_hazard(debris, &path.field("debris"))?),
    };
    Ok(Barrier {
        name,
        skills: names_of(skills),
        difficulty: raw.difficulty,
        hp,
        damage: raw.damage,
        debris,
    })
}

fn named(name: &str, path: &Path, what: &str) -> Result<String, Problem> {
    let name = name.trim();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            format!(
                "a {what}'s name cannot be empty ''; name it as the keeper describes it, e.g. \"Mud\""
            ),
        ));
    }
    Ok(name.to_string())
}

fn skill_list(skills: &[String], path: &Path, whose: &str) -> Result<Vec<String>, Problem> {
    skills
        .iter()
        .enumerate()
        .map(|(index, skill)| {
            let skill = skill.trim();
            if skill.is_empty() {
                Err(Problem::new(
                    path.field("skills").index(index),
                    format!(
                        "{whose} lists an empty skill ''; write a skill or characteristic such \
                         as \"Climb\" or \"DEX\""
                    ),
                ))
            } else {
                Ok(skill.to_string())
            }
        })
        .collect()
}

/// "the hazard 'Mud'", "the barrier 'Fence'".
fn describe(obstacle: &Obstacle) -> String {
    match obstacle {
        Obstacle::Hazard(hazard) => format!("the hazard '{}'", hazard.name),
        Obstacle::Barrier(barrier) => format!("the barrier '{}'", barrier.name),
    }
}
