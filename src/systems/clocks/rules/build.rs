//! Building the initial state of a chase from plain values: what the setup loader (and tests)
//! hand over, checked so that every chase the engine sees can be played.

use super::error::ClocksError;
use super::settings::Settings;
use super::state::{
    ClockChase, Obscurement, Obstacle, Participant, Path, Phase, Role, Timer, Turn,
};

/// The fewest and most segments a clock may have ("a 4 Segment Clock would represent an
/// exceptionally short Chase ... a 12 Segment Clock would represent a much longer and drawn out
/// pursuit"; longer suits vehicles). The bounds keep a clock drawable on one screen line.
pub const MIN_SEGMENTS: u32 = *crate::limits::SEGMENTS.start();
pub const MAX_SEGMENTS: u32 = *crate::limits::SEGMENTS.end();
/// The most participants a chase holds.
pub const MAX_PARTICIPANTS: usize = crate::limits::PARTICIPANTS;

/// Everything a chase starts from, as plain values.
#[derive(Clone, Debug, PartialEq)]
pub struct Start {
    pub settings: Settings,
    /// Segments in every runner's and chaser's clock.
    pub segments: u32,
    /// The paths, the first being where participants start unless they say otherwise. "Generally
    /// it is assumed at the Start of a Conflict that all Chasers and Runners begin on the same
    /// Path, although it is possible for a Conflict to Start on two different Paths."
    pub paths: Vec<Path>,
    /// Runners, chasers and rides, in setup order (the order that breaks ties that re-rolls do
    /// not). Head starts are their filled segments.
    pub participants: Vec<Participant>,
    pub obstacles: Vec<Obstacle>,
    pub timer: Option<Timer>,
}

impl Start {
    /// A chase of `segments`-segment clocks on one easy path called "the way", with default
    /// settings and nobody in it yet.
    pub fn new(segments: u32) -> Self {
        Start {
            settings: Settings::default(),
            segments,
            paths: vec![Path::new("the way", Default::default())],
            participants: Vec::new(),
            obstacles: Vec::new(),
            timer: None,
        }
    }
}

impl ClockChase {
    /// Builds a chase that has not begun: the turn order is set (rolled or given) by the first
    /// command. Refuses values no chase can be played from, saying which and why: settings whose
    /// margins do not step down, a clock length outside 1-60, no path, no runner, nameless or
    /// doubled names, a head start that fills the clock, a path or ride that does not exist, a
    /// walker on a flight-only path, one hidden where nothing obscures, an obstacle off the clock,
    /// a timer that is empty or full.
    pub fn new(start: Start) -> Result<ClockChase, ClocksError> {
        let Start {
            settings,
            segments,
            paths,
            participants,
            obstacles,
            timer,
        } = start;
        if let Some(problem) = settings.problem() {
            return Err(ClocksError::BadSettings { problem });
        }
        if !(MIN_SEGMENTS..=MAX_SEGMENTS).contains(&segments) {
            return Err(ClocksError::BadClock {
                segments,
                min: MIN_SEGMENTS,
                max: MAX_SEGMENTS,
            });
        }
        check_paths(&paths)?;
        check_participants(&participants, &paths, segments)?;
        check_obstacles(&obstacles, &paths, segments)?;
        if let Some(timer) = &timer
            && (timer.segments == 0
                || timer.segments > MAX_SEGMENTS
                || timer.filled >= timer.segments
                || timer.name.trim().is_empty())
        {
            return Err(ClocksError::BadTimer {
                name: timer.name.clone(),
                max: MAX_SEGMENTS,
            });
        }
        Ok(ClockChase {
            settings,
            segments,
            paths,
            participants,
            obstacles,
            timer,
            phase: Phase::Ordering,
            round: 0,
            turn: Turn::default(),
            finish_order: Vec::new(),
            ending: None,
        })
    }
}

fn check_paths(paths: &[Path]) -> Result<(), ClocksError> {
    if paths.is_empty() {
        return Err(ClocksError::NoPaths);
    }
    if paths.len() > super::handle::MAX_PATHS {
        return Err(ClocksError::TooManyPaths {
            max: super::handle::MAX_PATHS,
        });
    }
    if paths.iter().any(|p| p.name.trim().is_empty()) {
        return Err(ClocksError::UnnamedPath);
    }
    if let Some(name) = doubled(paths.iter().map(|p| p.name.as_str())) {
        return Err(ClocksError::PathExists { path: name });
    }
    if paths.iter().any(|p| !p.is_open()) {
        return Err(ClocksError::NoPaths);
    }
    Ok(())
}

fn check_participants(
    participants: &[Participant],
    paths: &[Path],
    segments: u32,
) -> Result<(), ClocksError> {
    if participants.len() > MAX_PARTICIPANTS {
        return Err(ClocksError::TooManyParticipants {
            max: MAX_PARTICIPANTS,
        });
    }
    if let Some(index) = participants.iter().position(|p| p.name.trim().is_empty()) {
        return Err(ClocksError::UnnamedParticipant { index });
    }
    if let Some(name) = doubled(participants.iter().map(|p| p.name.as_str())) {
        return Err(ClocksError::DuplicateName { name });
    }
    if !participants.iter().any(|p| p.role == Role::Runner) {
        return Err(ClocksError::NoRunner);
    }
    for participant in participants {
        let who = participant.name.to_string();
        if participant.filled >= segments {
            return Err(ClocksError::HeadStartTooLong {
                who,
                filled: participant.filled,
                segments,
            });
        }
        let Some(path) = paths.get(usize::from(participant.path)) else {
            return Err(ClocksError::NoSuchPath {
                who,
                path: usize::from(participant.path),
                paths: paths.len(),
            });
        };
        if let Some(ride) = participant.aboard {
            let reason = match participants.get(usize::from(ride)) {
                _ if participant.is_ride() => Some("a vehicle or mount cannot ride another"),
                None => Some("there is no such vehicle or mount"),
                Some(r) if !r.is_ride() => Some("that is not a vehicle or mount"),
                Some(_) => None,
            };
            if let Some(reason) = reason {
                return Err(ClocksError::BadRider {
                    who,
                    reason: reason.to_string(),
                });
            }
            continue;
        }
        if path.flight_only && !participant.flies {
            return Err(ClocksError::NeedsFlight {
                who,
                path: path.name.clone(),
            });
        }
        if participant.hidden && path.terrain.obscurement == Obscurement::Clear {
            return Err(ClocksError::NoObscurement {
                who,
                path: path.name.clone(),
            });
        }
    }
    Ok(())
}

fn check_obstacles(
    obstacles: &[Obstacle],
    paths: &[Path],
    segments: u32,
) -> Result<(), ClocksError> {
    if obstacles.len() > super::handle::MAX_OBSTACLES {
        return Err(ClocksError::TooManyObstacles {
            max: super::handle::MAX_OBSTACLES,
        });
    }
    if obstacles.iter().any(|o| o.name.trim().is_empty()) {
        return Err(ClocksError::UnnamedObstacle);
    }
    if let Some(name) = doubled(obstacles.iter().map(|o| o.name.as_str())) {
        return Err(ClocksError::ObstacleExists { name });
    }
    for obstacle in obstacles {
        let reason = if usize::from(obstacle.path) >= paths.len() {
            Some(format!("there is no path {}", obstacle.path))
        } else if obstacle.after >= segments {
            Some(format!(
                "'after' must be 0 to {}, not {}",
                segments - 1,
                obstacle.after
            ))
        } else if obstacle.cleared || !obstacle.resolved_by.is_empty() {
            Some("a new chase starts with every obstacle standing".to_string())
        } else {
            None
        };
        if let Some(reason) = reason {
            return Err(ClocksError::BadObstacle {
                name: obstacle.name.clone(),
                reason,
            });
        }
    }
    Ok(())
}

/// The first name used twice, ignoring case.
fn doubled<'a>(names: impl Iterator<Item = &'a str>) -> Option<String> {
    let mut seen: Vec<String> = Vec::new();
    for name in names {
        let key = name.trim().to_lowercase();
        if seen.contains(&key) {
            return Some(name.trim().to_string());
        }
        seen.push(key);
    }
    None
}
