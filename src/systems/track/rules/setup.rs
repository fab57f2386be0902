//! The checks a chase must pass before it can be run: the constructor of
//! [`super::TrackChase`] and its [`super::TrackChase::place_at`] refuse what the rules cannot play.

use super::error::TrackError;
use super::settings::Settings;
use super::state::{Id, Participant, Side, Space, TrackChase};

/// Refuses settings and participants that no chase can be run with.
pub(super) fn validate(
    settings: &Settings,
    participants: &[Participant],
) -> Result<(), TrackError> {
    let count = |side| participants.iter().filter(|p| p.side == side).count();
    let (prey, chasers) = (count(Side::Prey), count(Side::Chaser));
    if prey == 0 || chasers == 0 {
        return Err(TrackError::NeedBothSides { prey, chasers });
    }
    for (index, participant) in participants.iter().enumerate() {
        if participant.name.trim().is_empty() {
            return Err(TrackError::EmptyName);
        }
        if participants[..index]
            .iter()
            .any(|p| p.name.trim().eq_ignore_ascii_case(participant.name.trim()))
        {
            return Err(TrackError::DuplicateName {
                name: participant.name.clone(),
            });
        }
        let dice = participant.dice;
        for (die, sides) in [
            ("heart", dice.heart),
            ("might", dice.might),
            ("agility", dice.agility),
            ("cunning", dice.cunning),
            ("presence", dice.presence),
        ] {
            if sides < 2 {
                return Err(TrackError::BadDie {
                    who: participant.name.clone(),
                    die,
                    sides,
                });
            }
        }
        if participant.size == 0 {
            return Err(TrackError::ZeroSetting {
                what: "a participant's size",
            });
        }
    }
    for (what, value) in [
        ("the escape distance", settings.escape_distance),
        ("the exertion CN", settings.exertion_cn),
        ("the starting distance", settings.start.distance()),
    ] {
        if value == 0 {
            return Err(TrackError::ZeroSetting { what });
        }
    }
    let first_prey = participants.iter().find(|p| p.side == Side::Prey);
    let start = settings.start.distance();
    if let Some(prey) = first_prey {
        if start >= settings.escape_distance {
            return Err(TrackError::StartsEscaped {
                who: prey.name.clone(),
                distance: start,
                escape: settings.escape_distance,
            });
        }
        if let Some(haven) = settings.safe_haven {
            check_haven(&prey.name, start, haven)?;
        }
    }
    Ok(())
}

/// Refuses a starting space that would end the chase before it begins: a prey on a chaser's
/// space or already at the escape distance from every chaser, or anyone past the safe haven.
pub(super) fn check_start(chase: &TrackChase, id: Id, space: Space) -> Result<(), TrackError> {
    if chase.phase != super::state::Phase::Starting {
        return Err(TrackError::AlreadyStarted);
    }
    if let Some(haven) = chase.settings.safe_haven {
        let me = chase.participant(id);
        if me.side == Side::Prey {
            check_haven(&me.name, space, haven)?;
        } else if space > haven {
            return Err(TrackError::StartsPastHaven {
                who: me.name.clone(),
                space,
                haven,
            });
        }
    }
    let mut trial = chase.clone();
    trial.participant_mut(id).space = space;
    for (prey, p) in trial.running(Side::Prey) {
        match trial.nearest_opponent(prey) {
            Some(0) => {
                return Err(TrackError::StartsCaught {
                    who: p.name.clone(),
                    space: p.space,
                });
            }
            Some(distance) if distance >= trial.settings.escape_distance => {
                return Err(TrackError::StartsEscaped {
                    who: p.name.clone(),
                    distance,
                    escape: trial.settings.escape_distance,
                });
            }
            _ => {}
        }
    }
    Ok(())
}

fn check_haven(who: &str, space: Space, haven: Space) -> Result<(), TrackError> {
    if space > haven {
        return Err(TrackError::StartsPastHaven {
            who: who.to_string(),
            space,
            haven,
        });
    }
    if space == haven {
        return Err(TrackError::StartsSafe {
            who: who.to_string(),
            haven,
        });
    }
    Ok(())
}
