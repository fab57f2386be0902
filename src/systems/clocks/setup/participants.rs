//! Turns the participants of a position-clocks setup into the rules' [`Participant`]s: runners and
//! chasers with their bonuses and head starts ("Runners and Chasers", "Head Starts"), vehicles and
//! mounts and who starts aboard them ("Vehicles and Mounts"), on the path each names.

use super::BONUS;
use super::course::find_path;
use super::raw::{RawParticipant, RawRole};
use crate::setup::problem::in_range;
use crate::setup::problem::{Path, Problem};
use crate::systems::clocks::rules::{
    Id, MAX_PARTICIPANTS, Obscurement, Participant, Path as ChasePath, RideKind, Role,
};

/// The participants in setup order (the order that settles ties), at least one runner.
pub fn build(
    raw: &[RawParticipant],
    paths: &[ChasePath],
    segments: u32,
    path: &Path,
) -> Result<Vec<Participant>, Problem> {
    if raw.len() > MAX_PARTICIPANTS {
        return Err(Problem::new(
            path.index(MAX_PARTICIPANTS),
            format!(
                "a chase holds at most {MAX_PARTICIPANTS} participants and this one lists {}",
                raw.len()
            ),
        ));
    }
    let mut participants: Vec<Participant> = Vec::with_capacity(raw.len());
    for (index, entry) in raw.iter().enumerate() {
        let here = path.index(index);
        let participant = build_one(entry, paths, segments, &here)?;
        crate::setup::names::unique(
            participants.iter().map(|p| p.name.as_str()),
            &participant.name,
            &here,
            "participant",
            "name",
        )?;
        participants.push(participant);
    }
    if !participants.iter().any(|p| p.role == Role::Runner) {
        return Err(Problem::new(
            path.clone(),
            "no participant has role: Runner; a chase needs someone to run (chasers, a timer or \
             other runners race them): set role: Runner on someone",
        ));
    }
    for (index, entry) in raw.iter().enumerate() {
        if let Some(ride) = &entry.aboard {
            board(
                &mut participants,
                index,
                ride,
                entry.path.is_some(),
                &path.index(index),
            )?;
        }
    }
    for (index, participant) in participants.iter().enumerate() {
        let here = path.index(index);
        let on = &paths[usize::from(participant.path)];
        let who = format!("'{}'", participant.name);
        if on.flight_only && !participant.flies && participant.aboard.is_none() {
            return Err(Problem::new(
                here.field("path"),
                format!(
                    "{who} is on '{}', which only those who fly can take; set flies: true, or \
                     start it on another path",
                    on.name
                ),
            ));
        }
        if participant.hidden && on.terrain.obscurement == Obscurement::Clear {
            return Err(Problem::new(
                here.field("hidden"),
                format!(
                    "{who} starts hidden on '{}', where nothing obscures it (\"Hiding\": it needs \
                     obscurement); give that path's terrain obscurement: Obscured, or remove \
                     hidden",
                    on.name
                ),
            ));
        }
    }
    Ok(participants)
}

fn build_one(
    raw: &RawParticipant,
    paths: &[ChasePath],
    segments: u32,
    path: &Path,
) -> Result<Participant, Problem> {
    let name = raw.name.trim().to_string();
    if name.is_empty() {
        return Err(Problem::new(
            path.field("name"),
            "a participant's name cannot be empty ''; commands and the screen use it, e.g. \
             name: \"Ann\"",
        ));
    }
    let who = format!("'{name}'");
    let role = match raw.role {
        RawRole::Runner => Role::Runner,
        RawRole::Chaser => Role::Chaser,
        RawRole::Vehicle => Role::Ride(RideKind::Vehicle),
        RawRole::Mount => Role::Ride(RideKind::Mount),
    };
    in_range(
        raw.bonus,
        &BONUS,
        path.field("bonus"),
        "bonus",
        &who,
        "its speed bonus to movement checks, e.g. +3",
    )?;
    in_range(
        raw.athletics,
        &BONUS,
        path.field("athletics"),
        "athletics",
        &who,
        "its Dexterity with Athletics bonus, e.g. +2",
    )?;
    if raw.head_start >= segments {
        return Err(Problem::new(
            path.field("head_start"),
            format!(
                "{who} has head_start '{}' on clocks of {segments} segments; a head start must \
                 leave some to fill: give fewer than {segments}",
                raw.head_start
            ),
        ));
    }
    let on = find_path(paths, raw.path.as_deref(), path.field("path"), &who)?;
    let mut participant = Participant::new(&name, role)
        .with_speed(raw.bonus)
        .with_athletics(raw.athletics)
        .with_head_start(raw.head_start)
        .on_path(on);
    participant.flies = raw.flies;
    participant.hidden = raw.hidden;
    participant.player = raw.player;
    participant.secret = raw.secret;
    Ok(participant)
}

/// "Vehicles and Mounts": the participant at `index` starts aboard the ride named `ride`, on its
/// path and with its clock; its own head start and path would be ignored, so they are refused.
fn board(
    participants: &mut [Participant],
    index: usize,
    ride: &str,
    gave_path: bool,
    path: &Path,
) -> Result<(), Problem> {
    let who = format!("'{}'", participants[index].name);
    let aboard = path.field("aboard");
    if participants[index].is_ride() {
        return Err(Problem::new(
            aboard,
            format!(
                "{who} is a vehicle or mount itself and cannot start aboard another; remove aboard"
            ),
        ));
    }
    let Some(ride_index) = participants
        .iter()
        .position(|p| p.name.eq_ignore_ascii_case(ride.trim()))
    else {
        let rides: Vec<String> = participants
            .iter()
            .filter(|p| p.is_ride())
            .map(|p| format!("'{}'", p.name))
            .collect();
        let known = if rides.is_empty() {
            "there are none: add one with role: Vehicle or role: Mount".to_string()
        } else {
            format!("the vehicles and mounts are {}", rides.join(", "))
        };
        return Err(Problem::new(
            aboard,
            format!(
                "{who} starts aboard '{}', but there is no such participant; {known}",
                ride.trim()
            ),
        ));
    };
    let ride = &participants[ride_index];
    if !ride.is_ride() {
        return Err(Problem::new(
            aboard,
            format!(
                "{who} starts aboard '{}', which is not a vehicle or mount; give '{}' role: \
                 Vehicle or role: Mount",
                ride.name, ride.name
            ),
        ));
    }
    let rider = &participants[index];
    if rider.filled != 0 {
        return Err(Problem::new(
            path.field("head_start"),
            format!(
                "{who} starts aboard '{}' and moves with it, so it has no head start of its own:                  give the head start to '{}' and remove it here",
                ride.name, ride.name
            ),
        ));
    }
    if gave_path && rider.path != ride.path {
        return Err(Problem::new(
            path.field("path"),
            format!(
                "{who} starts aboard '{}' and goes where it goes, but names another path: put                  '{}' on that path, or remove the path here",
                ride.name, ride.name
            ),
        ));
    }
    let (ride_path, ride_filled) = (ride.path, ride.filled);
    let rider = &mut participants[index];
    rider.aboard = Some(ride_index as Id);
    rider.path = ride_path;
    rider.filled = ride_filled;
    Ok(())
}
