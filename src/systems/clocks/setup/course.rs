//! The ground of a position-clocks chase: its paths with their terrain ("Paths", "Terrain"), the
//! obstacles between segments ("Obstacles") and the timer ("Timers"), and the lookup of a path by
//! the name a participant or an obstacle gives.

use super::DC;
use super::raw::{RawObstacle, RawPath, RawTimer};
use crate::setup::problem::in_range;
use crate::setup::problem::{Path, Problem};
use crate::systems::clocks::rules::{
    Difficulty, MAX_OBSTACLES, MAX_PATHS, MAX_SEGMENTS, Obstacle, Path as ChasePath, PathId,
    Settings, Terrain, Timer,
};

/// The name of the one path a setup gets when it lists none (as `clocks::Start::new`).
pub const DEFAULT_PATH: &str = "the way";

/// The paths as written, or one easy path when the file lists none.
pub fn paths(raw: Option<&[RawPath]>, path: &Path) -> Result<Vec<ChasePath>, Problem> {
    let Some(raw) = raw else {
        return Ok(vec![ChasePath::new(DEFAULT_PATH, Terrain::default())]);
    };
    if raw.is_empty() {
        return Err(Problem::new(
            path.clone(),
            "paths is empty; a chase needs at least one path: name it, e.g. paths: [(name: \
             \"Streets\")], or leave paths out for a single easy path",
        ));
    }
    if raw.len() > MAX_PATHS {
        return Err(Problem::new(
            path.index(MAX_PATHS),
            format!(
                "a chase holds at most {MAX_PATHS} paths and this one lists {}; merge some of them",
                raw.len()
            ),
        ));
    }
    let mut paths: Vec<ChasePath> = Vec::with_capacity(raw.len());
    for (index, entry) in raw.iter().enumerate() {
        let here = path.index(index);
        let name = entry.name.trim();
        if name.is_empty() {
            return Err(Problem::new(
                here.field("name"),
                "a path's name cannot be empty ''; participants and obstacles name their path, \
                 e.g. name: \"Rooftops\"",
            ));
        }
        crate::setup::names::unique(
            paths.iter().map(|p| p.name.as_str()),
            name,
            &here,
            "path",
            "path",
        )?;
        let terrain = terrain(&entry.terrain, &here.field("terrain"), name)?;
        let mut chase_path = ChasePath::new(name, terrain);
        chase_path.flight_only = entry.flight_only;
        paths.push(chase_path);
    }
    Ok(paths)
}

/// A terrain's name (trimmed, not empty) and a DC the keeper set.
fn terrain(raw: &Terrain, path: &Path, on: &str) -> Result<Terrain, Problem> {
    let mut terrain = raw.clone();
    if let Some(name) = &raw.name {
        let name = name.trim();
        if name.is_empty() {
            return Err(Problem::new(
                path.field("name"),
                format!(
                    "the terrain of '{on}' has an empty name ''; say what it is, e.g. \
                     name: \"market\", or leave the name out"
                ),
            ));
        }
        terrain.name = Some(name.to_string());
    }
    if let Difficulty::Dc(dc) = raw.difficulty {
        in_range(
            dc,
            &DC,
            path.field("difficulty"),
            "difficulty",
            &format!("the terrain of '{on}'"),
            "Dc(n) is a DC of its own: 10 easy, 15 difficult, 20 very difficult",
        )?;
    }
    Ok(terrain)
}

/// The index of the path a participant or obstacle names, or the first path.
pub fn find_path(
    paths: &[ChasePath],
    name: Option<&str>,
    path: Path,
    who: &str,
) -> Result<PathId, Problem> {
    let Some(name) = name else {
        return Ok(0);
    };
    paths
        .iter()
        .position(|p| p.name.eq_ignore_ascii_case(name.trim()))
        .map(|index| index as PathId)
        .ok_or_else(|| {
            Problem::new(
                path,
                format!(
                    "{who} is on the path '{}', but there is no such path; the paths are {}",
                    name.trim(),
                    names(paths)
                ),
            )
        })
}

/// "'Streets', 'Rooftops'".
fn names(paths: &[ChasePath]) -> String {
    paths
        .iter()
        .map(|p| format!("'{}'", p.name))
        .collect::<Vec<_>>()
        .join(", ")
}

/// The obstacles, each between two segments of its path ("Obstacles").
pub fn obstacles(
    raw: &[RawObstacle],
    paths: &[ChasePath],
    settings: &Settings,
    segments: u32,
    path: &Path,
) -> Result<Vec<Obstacle>, Problem> {
    if raw.len() > MAX_OBSTACLES {
        return Err(Problem::new(
            path.index(MAX_OBSTACLES),
            format!(
                "a chase holds at most {MAX_OBSTACLES} obstacles and this one lists {}",
                raw.len()
            ),
        ));
    }
    let mut obstacles: Vec<Obstacle> = Vec::with_capacity(raw.len());
    for (index, entry) in raw.iter().enumerate() {
        let here = path.index(index);
        let name = entry.name.trim();
        if name.is_empty() {
            return Err(Problem::new(
                here.field("name"),
                "an obstacle's name cannot be empty ''; commands name it, e.g. name: \"Locked gate\"",
            ));
        }
        crate::setup::names::unique(
            obstacles.iter().map(|o| o.name.as_str()),
            name,
            &here,
            "obstacle",
            "obstacle",
        )?;
        let who = format!("the obstacle '{name}'");
        let on = find_path(paths, entry.path.as_deref(), here.field("path"), &who)?;
        if entry.after >= segments {
            return Err(Problem::new(
                here.field("after"),
                format!(
                    "{who} has after '{}'; an obstacle lies between segment `after` and the next, \
                     so after must be from 0 to {} on clocks of {segments} segments",
                    entry.after,
                    segments - 1
                ),
            ));
        }
        let dc = match entry.dc {
            Some(dc) => {
                in_range(
                    dc,
                    &DC,
                    here.field("dc"),
                    "dc",
                    &who,
                    "the DC to resolve it, e.g. 15",
                )?;
                dc
            }
            None => terrain_dc(settings, &paths[usize::from(on)].terrain),
        };
        obstacles.push(Obstacle::new(name, on, entry.after, dc, entry.scope));
    }
    Ok(obstacles)
}

/// The DC of a terrain under these settings.
pub fn terrain_dc(settings: &Settings, terrain: &Terrain) -> u32 {
    match terrain.difficulty {
        Difficulty::Easy => settings.easy_dc,
        Difficulty::Difficult => settings.difficult_dc,
        Difficulty::VeryDifficult => settings.very_difficult_dc,
        Difficulty::Dc(dc) => dc,
    }
}

/// "Timers": its own length, 1 segment a round; it must not start full.
pub fn timer(raw: &RawTimer, path: &Path) -> Result<Timer, Problem> {
    let name = raw.name.trim();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            "the timer's name cannot be empty ''; the screen and the log use it, e.g. \
             name: \"Self-destruct\"",
        ));
    }
    let who = format!("the timer '{name}'");
    in_range(
        raw.segments,
        &(1..=MAX_SEGMENTS),
        path.field("segments"),
        "segments",
        &who,
        "it ticks one segment at the end of each round; a shorter timer presses harder",
    )?;
    if raw.filled >= raw.segments {
        return Err(Problem::new(
            path.field("filled"),
            format!(
                "{who} starts with {} of its {} segments filled; it would have run out before \
                 the chase begins: fill fewer than {}",
                raw.filled, raw.segments, raw.segments
            ),
        ));
    }
    let mut timer = Timer::new(name, raw.segments);
    timer.filled = raw.filled;
    Ok(timer)
}
